/**
 * The Elf System's card families (core/chat/card-family.ts) on the Foundry double: each card is posted through the
 * control a player or GM uses (the sheet's Roll, an attack and its damage buttons, an NPC's attack request, a duel's
 * and a melee's round start, a d66 roll) as its family's ChatMessage subtype, and each family's model refuses
 * malformed data on create and on update, writing nothing.
 */
import { expect } from "chai";
import { actAs, makeActor, makeCombat, registerRolls, resetWorld, world, type FakeActor } from "../../support/foundry-double";
import { cardData } from "../../support/cards";
import { expectFamilyRefuses } from "../../support/card-families";
import { clickOnSheet, usePlainEnrichment } from "../../support/sheet-actions";
import { ELF_ROLLS } from "../../../src/rulesets/elf/rolls";
import { registerGmQuery } from "../../../src/core/gm";
import { runChatAction } from "../../../src/core/chat/actions";
import { registerRulesetSettings } from "../../../src/core/ruleset-setup";
import { ELF_SETTINGS } from "../../../src/rulesets/elf/settings";
import { ElfPcSheet } from "../../../src/rulesets/elf/sheets/actor-sheets";
import { onCombatBoundaries } from "../../../src/rulesets/elf/combat/combat";
import { pcAttack } from "../../../src/rulesets/elf/combat/attack";
import { npcAttack, rollFromRequest } from "../../../src/rulesets/elf/requests/requests";
import { rollD66 } from "../../../src/rulesets/elf/d66/tables";
import { TASK_FAMILY } from "../../../src/rulesets/elf/task/kinds";
import { NPC_DAMAGE_FAMILY, PC_DAMAGE_FAMILY } from "../../../src/rulesets/elf/damage/kinds";
import { TABLE_FAMILY } from "../../../src/rulesets/elf/d66/kinds";
import { DUEL_FAMILY, ROUND_FAMILY } from "../../../src/rulesets/elf/combat/kinds";
import { REQUEST_FAMILY } from "../../../src/rulesets/elf/requests/kinds";
import "../../support/rulesets";

type Msg = ChatMessage.Implementation;
registerRolls(ELF_ROLLS);
registerGmQuery();
registerRulesetSettings({ id: "elf", settings: ELF_SETTINGS });
const fast = { fastForward: true, advantage: false, disadvantage: false };
const button = (data: Record<string, string> = {}) => ({ dataset: data }) as unknown as HTMLButtonElement;
const g = globalThis as unknown as { game: { combat: unknown } };
const lastOf = (type: string) => [...world.messages].reverse().find((m) => (m as unknown as Msg).type === type) as unknown as Msg;

const blade = { name: "Long Blade", type: "elfWeapon", system: {
  schemaVersion: 1, category: "melee", damageBonus: 3, reach: "M", maxRange: "short", twoHanded: false, stunCapable: false, smallSharp: false, gunpowder: false,
  rateOfFire: "-", equipped: true, examples: "", description: "" } };
const mira = () => makeActor({ name: "Mira", type: "elfPc", ownership: { default: 0, player1: 3 }, items: [blade],
  system: { schemaVersion: 1, concept: "", traits: [], speedBonus: 2, injuryPoints: 0, armorMisc: 0, resources: [], longAction: false, notes: "" } });
const guard = () => makeActor({ name: "Guard", type: "elfNpc", system: { schemaVersion: 1, difficultyLevel: 11, armorBonus: 2, woundThresholdOverride: null,
  attack: { name: "Sword", damageBonus: 2, reach: "M", damageKind: "lethal", ranged: false }, notes: "" } });

describe("Elf card families: task, damage, table, duel, round and request cards are typed ChatMessage subtypes (Foundry double)", () => {
  usePlainEnrichment();
  beforeEach(() => resetWorld());
  after(() => {
    g.game.combat = null;
    actAs({ id: "gm", isGM: true });
  });

  it("the sheet's Roll task posts an elfTask message; a purpose not in the set and a die of 7 are refused on create and update", async () => {
    const pc = mira();
    actAs({ id: "player1", isGM: false });
    world.dialogs.push({ active: [], situational: 0, mode: "normal", target: "11" });
    world.dice.push(6, 5, 4);
    await clickOnSheet(ElfPcSheet as never, pc, `[data-action="rollTask"]`);
    const message = world.messages.at(-1)! as unknown as Msg;
    expect(message.type).to.equal(TASK_FAMILY.type);
    expect(cardData(message)).to.deep.include({ purpose: "task", natural: 15, difficulty: 11, outcome: "success" });
    await expectFamilyRefuses(message, { purpose: "heist" }, "purpose");
    await expectFamilyRefuses(message, { kept: [7, 5, 4] }, "kept");
  });

  it("an attack's Roll damage posts an elfNpcDamage message; a harm not in the rules and a threshold of text are refused on create and update", async () => {
    const pc = mira();
    const npc = guard();
    makeCombat([pc, npc], { structure: "sequential" });
    actAs({ id: "player1", isGM: false });
    world.dice.push(6, 5, 4);
    await pcAttack(pc as never, (pc.items as unknown as unknown[])[0] as never, npc as never, fast);
    expect(lastOf(TASK_FAMILY.type), "the attack roll").to.not.equal(undefined);
    world.dice.push(6, 6, 3);
    await runChatAction("realms.elf.rollNpcDamage", lastOf(TASK_FAMILY.type) as never, button({ kind: "lethal" }));
    const message = world.messages.at(-1)! as unknown as Msg;
    expect(message.type).to.equal(NPC_DAMAGE_FAMILY.type);
    expect(cardData(message)).to.deep.include({ total: 18, harm: "wounded" });
    await expectFamilyRefuses(message, { harm: "vaporised" }, "harm");
    await expectFamilyRefuses(message, { threshold: "high" }, "threshold");
  });

  it("an NPC's attack posts an elfRequest message, the defence an elfTask and its Roll damage an elfPcDamage one; malformed requests and resistances are refused", async () => {
    const pc = mira();
    const npc = guard();
    makeCombat([pc, npc], { structure: "sequential" });
    await npcAttack(npc as never, pc as never);
    const request = world.messages.at(-1)! as unknown as Msg;
    expect(request.type).to.equal(REQUEST_FAMILY.type);
    expect(cardData(request)).to.deep.include({ purpose: "defence", difficulty: 11 });
    await expectFamilyRefuses(request, { mode: "reckless" }, "mode");
    await expectFamilyRefuses(request, { actors: [{ name: 5, uuid: null }] }, "actors");
    actAs({ id: "player1", isGM: false });
    world.dialogs.push({ active: [], situational: 0, mode: "normal", target: "11" });
    world.dice.push(1, 2, 3);
    await rollFromRequest(request, pc.uuid);
    world.dice.push(2, 2, 2);
    await runChatAction("realms.elf.rollPcDamage", lastOf(TASK_FAMILY.type) as never, button());
    const resist = world.messages.at(-1)! as unknown as Msg;
    expect(resist.type).to.equal(PC_DAMAGE_FAMILY.type);
    expect(cardData<{ result: object }>(resist).result).to.deep.include({ natural: 6, total: 6, difficulty: 7 });
    await expectFamilyRefuses(resist, { result: { natural: 6, total: 7, difficulty: 7, harm: "injured", injuryPoints: 1, rule: "luck" } }, "result");
    await expectFamilyRefuses(resist, { applied: "yes" }, "applied");
  });

  it("a duel's round start posts an elfDuel message, a melee's an elfRound one; a status not in the set and a round of text are refused on create and update", async () => {
    const pc = mira();
    const npc = guard();
    const duel = makeCombat([pc, npc], { structure: "duel" });
    await onCombatBoundaries(duel as never, [{ kind: "roundStart", round: 1 }]);
    const round1 = lastOf(DUEL_FAMILY.type);
    expect(cardData(round1)).to.deep.include({ round: 1, status: "ready", revealed: { pc: "attack", npc: "attack" } });
    await expectFamilyRefuses(round1, { status: "paused" }, "status");
    await expectFamilyRefuses(round1, { revealed: { pc: "attack", npc: "flee" } }, "revealed");
    const melee = makeCombat([mira(), guard()] as FakeActor[], { structure: "exchange" });
    await onCombatBoundaries(melee as never, [{ kind: "roundStart", round: 2 }]);
    const round2 = lastOf(ROUND_FAMILY.type);
    expect(cardData(round2)).to.deep.equal({ round: 2, structure: "exchange" });
    await expectFamilyRefuses(round2, { round: "second" }, "round");
    await expectFamilyRefuses(round2, { structure: "duel" }, "structure");
  });

  it("a d66 roll (the roll-table sheet's button, and the API's rollD66) posts an elfTable message; a die role not in the set and a reading of a number are refused", async () => {
    world.dice.push(5, 2);
    expect(await rollD66(2)).to.equal("52");
    const message = world.messages.at(-1)! as unknown as Msg;
    expect(message.type).to.equal(TABLE_FAMILY.type);
    expect(cardData(message)).to.deep.include({ table: "d66", reading: "52" });
    await expectFamilyRefuses(message, { dice: [{ role: "wild", value: 5 }, { role: "low", value: 2 }] }, "dice");
    await expectFamilyRefuses(message, { reading: 52 }, "reading");
  });
});
