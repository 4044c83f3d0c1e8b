/**
 * Aedelore's card families (core/chat/card-family.ts) on the Foundry double: a check from the sheet's Roll button,
 * an attack, and a table die from the sheet's New day are each posted as their family's ChatMessage subtype, and
 * each family's model refuses malformed data on create and on update, writing nothing.
 */
import { expect } from "chai";
import { registerRolls, resetWorld, settleUntil, world, type FakeActor } from "../../support/foundry-double";
import { cardData } from "../../support/cards";
import { expectFamilyRefuses } from "../../support/card-families";
import { clickOnSheet, usePlainEnrichment } from "../../support/sheet-actions";
import { character, weapon } from "../../support/aedelore-actors";
import { registerGmQuery } from "../../../src/core/gm";
import { registerReactionQuery } from "../../../src/core/reactions";
import { AEDELORE_ROLLS } from "../../../src/rulesets/aedelore/rolls";
import { AedCharacterSheet } from "../../../src/rulesets/aedelore/sheets/actor-sheets";
import { attack } from "../../../src/rulesets/aedelore/combat/attack";
import { CHECK_CARD, CHECK_FAMILY } from "../../../src/rulesets/aedelore/checks/kinds";
import { ATTACK_CARD, ATTACK_FAMILY } from "../../../src/rulesets/aedelore/combat/kinds";
import { TABLE_CARD, TABLE_FAMILY } from "../../../src/rulesets/aedelore/conditions/kinds";
import type { AttackCard, CheckCard, TableCard } from "../../../src/rulesets/aedelore/checks/cards";
import "../../support/rulesets";

type Msg = ChatMessage.Implementation;
const fast = { fastForward: true, advantage: false, disadvantage: false };

registerRolls(AEDELORE_ROLLS);

describe("Aedelore card families: check, attack and table cards are typed ChatMessage subtypes (Foundry double)", () => {
  usePlainEnrichment();
  beforeEach(() => {
    resetWorld({ id: "player1", isGM: false });
    registerGmQuery();
    registerReactionQuery();
  });

  it("the sheet's Roll button posts an aedeloreCheck message; a kind not in the set and a difficulty of text are refused on create and update", async () => {
    const hero = character("Brannoc");
    world.dialogs.push({ active: [], situational: 0, mode: "none" });
    world.dice.push(8, 3);
    await clickOnSheet(AedCharacterSheet as never, hero, `[data-action="rollTalent"][data-skill="athletics"]`);
    const message = world.messages.at(-1)! as unknown as Msg;
    expect(message.type).to.equal(CHECK_FAMILY.type);
    expect(message.system).to.deep.include({ kind: CHECK_CARD.id, schemaVersion: 1 });
    expect(cardData<CheckCard>(message)).to.deep.include({ kind: "check", chains: [[8], [3]], spell: null, contest: null });
    await expectFamilyRefuses(message, { kind: "wish" }, "kind");
    await expectFamilyRefuses(message, { difficulty: "hard" }, "difficulty");
  });

  it("an attack posts an aedeloreAttack message; a reaction not in the rules and damage of text are refused on create and update", async () => {
    const a = character("Aria", { items: [weapon("Longsword")] });
    const d = character("Brannoc", { owner: "player2" }) as FakeActor;
    world.dice.push(8, 9, 2, 7, 7, 1, 1);
    world.dialogs.push("dodge");
    await attack(a as never, (a.items as unknown as unknown[])[0] as never, d as never, fast);
    const message = () => [...world.messages].reverse().find((m) => (m as unknown as Msg).type === ATTACK_FAMILY.type) as unknown as Msg | undefined;
    await settleUntil(() => (message() ? cardData<AttackCard>(message()!).finalDamage !== null : false));
    expect(message()!.system).to.deep.include({ kind: ATTACK_CARD.id });
    expect(cardData<AttackCard>(message()!)).to.deep.include({ result: "full", finalDamage: 0 });
    await expectFamilyRefuses(message()!, { reaction: { reaction: "teleport", grade: "success", damageTaken: 0, blocked: 0, successes: 1, barely: 0, blockWith: null } }, "reaction");
    await expectFamilyRefuses(message()!, { finalDamage: "lots" }, "finalDamage");
  });

  it("the sheet's New day posts an aedeloreTable message for the water die; a table not in the set and a total of text are refused on create and update", async () => {
    const hero = character("Brannoc", { system: { supplies: { food: "none", water: "d10", foodDays: 1, waterDays: 0 } } });
    world.dice.push(3);
    await clickOnSheet(AedCharacterSheet as never, hero, `[data-action="newDay"]`);
    const message = world.messages.find((m) => (m as unknown as Msg).type === TABLE_FAMILY.type) as unknown as Msg;
    expect(message.system).to.deep.include({ kind: TABLE_CARD.id });
    expect(cardData<TableCard>(message)).to.deep.include({ table: "supply", dice: [3], total: 3 });
    expect(cardData<TableCard>(message).data).to.deep.include({ die: "D10" });
    await expectFamilyRefuses(message, { table: "lottery" }, "table");
    await expectFamilyRefuses(message, { total: "three" }, "total");
  });
});
