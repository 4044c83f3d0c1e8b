/**
 * 2D6 weapon attacks on the test double: the player presses Attack on their fighter's sheet with the orc
 * targeted, the GM's client re-derives the to-hit and rolls the damage, the card carries the core apply-damage
 * part, the GM applies it (resisted, doubled by the orc's vulnerability, set on fire) and undoes it; a player who does not
 * own the orc is refused; a miss deals nothing; an attack with no target is refused before any dice.
 */
import { expect } from "chai";
import { actAs, makeScene, placeToken, registerRolls, resetWorld, settleUntil, world, type FakeActor } from "../../support/foundry-double";
import { cardData, shown } from "../../support/cards";
import { clickOnSheet, usePlainEnrichment } from "../../support/sheet-actions";
import "../../support/rulesets";
import { registerGmQuery, runAsGM } from "../../../src/core/gm";
import { gmResolveAttack } from "../../../src/rulesets/twod6/combat/attack";
import { runChatAction } from "../../../src/core/chat/actions";
import { readConditions } from "../../../src/core/effects";
import { TWOD6_ROLLS } from "../../../src/rulesets/twod6/rolls";
import { Twod6CharacterSheet } from "../../../src/rulesets/twod6/sheets/character-sheets";
import { ATTACK_CARD, ATTACK_FAMILY } from "../../../src/rulesets/twod6/combat/card-kinds";
import { expectFamilyRefuses } from "../../support/card-families";
import { attackPacket, hitDamage, parseDamageFormula } from "../../../src/rulesets/twod6/combat/rules/attack";
import type { AttackCard } from "../../../src/rulesets/twod6/combat/cards";
import type { TwoD6ActorModel } from "../../../src/rulesets/twod6/models/actor-model";
import { armour, hero, item, monster } from "./support";

registerGmQuery();
registerRolls(TWOD6_ROLLS);
const sys = (a: { system: unknown }) => a.system as TwoD6ActorModel;
const g = globalThis as unknown as { game: { user: { targets: Set<unknown> } } };
type Msg = ChatMessage.Implementation & { system: { kind: string } };
const attackMessage = () => world.messages.findLast((m) => (m as unknown as Msg).system?.kind === ATTACK_CARD.id) as unknown as Msg | undefined;
const attackCard = () => cardData<AttackCard>(attackMessage());
const resolved = () => !!attackMessage() && attackCard().resolved;
const conditions = (a: FakeActor) => readConditions(a.effects as never).map((c) => c.id);
const targetButton = (uuid: string) => ({ dataset: { target: uuid } }) as unknown as HTMLButtonElement;
const sword = item("Flame Sword", "twod6Weapon", { damage: "1d6+1", damageType: "fire", reach: "melee", equipped: true });
const itemId = (actor: FakeActor, name: string) => [...(actor.items as unknown as { id: string; name: string }[])].find((i) => i.name === name)!.id;

/** A fighter (STR 9: +2, player1's) and a fire-vulnerable orc (STA 12: 17 health) in fire-resisting mail (1), targeted. */
function fight(o: { fighter?: Record<string, unknown> } = {}) {
  const fighter = hero("Brakka", { system: o.fighter ?? {}, items: [sword] });
  const orc = monster("Orc", { race: "orc", abilities: { str: 9, agi: 7, sta: 12, cha: 5 }, health: { value: 17, max: 17 }, vulnerabilities: ["fire"] },
    [armour("Orc mail", "body", { fire: 1, physical: 2 }), armour("Iron cap", "head", { fire: 3 })]);
  const scene = makeScene("Cave");
  const token = placeToken(scene, orc, { x: 1, y: 0, linked: true });
  placeToken(scene, fighter, { x: 0, y: 0, linked: true });
  return { fighter, orc, token };
}

/** Player1 presses Attack with the sword on Brakka's sheet, answering the dialog with `choices`. */
async function attack(fighter: FakeActor, target: unknown, choices: Record<string, unknown>, dice: number[]) {
  actAs({ id: "player1", isGM: false });
  g.game.user.targets = new Set(target ? [target] : []);
  world.dice.push(...dice);
  world.dialogs.push(choices);
  await clickOnSheet(Twod6CharacterSheet as never, fighter, `[data-action="attack"][data-item-id="${itemId(fighter, "Flame Sword")}"]`);
  await settleUntil(() => !attackMessage() || resolved());
}

describe("2D6 attacks (glue)", () => {
  usePlainEnrichment();
  beforeEach(() => resetWorld());
  after(() => actAs({ id: "gm", isGM: true }));

  it("sheet Attack → card with the damage; the GM applies it (mail 1, then doubled: vulnerable), undo restores; the attacker's player may not apply it", async () => {
    const { fighter, orc, token } = fight();
    // To hit 4 + 4 + 2 = 10 ≥ 7; damage 1d6 → 5, + 1 + STR 2 = 8.
    await attack(fighter, token, { mode: "body" }, [4, 4, 5]);
    const card = attackCard();
    expect(card).to.deep.include({ result: "success", natural: 8, modifier: 2, total: 10, slot: "body", resolved: true, damageType: "fire" });
    const expected = hitDamage(parseDamageFormula("1d6+1")!, [5], { ability: 2, penalty: 0, capExempt: false });
    expect(card.amount).to.equal(expected.amount).and.to.equal(8);
    // (8 − 1 fire on the body) × 2 = 14; the vulnerability lets the fire take hold.
    const outcome = sys(orc).previewDamage(attackPacket(8, "fire", "body"));
    expect([outcome.total, card.secondary]).to.deep.equal([14, ["onFire"]]);
    const message = attackMessage()!;
    expect(await shown(message)).not.to.contain("realms.applyDamage");

    // Player1 owns the fighter, not the orc: refused with the reason, nothing written.
    world.notifications.length = 0;
    await runChatAction("realms.applyDamage", message as never, targetButton(orc.uuid));
    expect(sys(orc).health.value).to.equal(17);
    expect(world.notifications.map((n) => n.message)).to.deep.equal(["You do not own Orc, so you cannot change it."]);

    actAs({ id: "gm", isGM: true });
    expect(await shown(message)).to.contain("realms.applyDamage");
    await runChatAction("realms.applyDamage", message as never, targetButton(orc.uuid));
    expect(sys(orc).health.value).to.equal(17 - 14);
    expect(conditions(orc), "set on fire").to.deep.equal(["onFire"]);
    await runChatAction("realms.applyDamage", message as never, targetButton(orc.uuid));
    expect(sys(orc).health.value, "applied once").to.equal(3);
    await runChatAction("realms.undoDamage", message as never, targetButton(orc.uuid));
    expect(sys(orc).health.value).to.equal(17);
    expect(conditions(orc), "the fire goes with the undo").to.deep.equal([]);
  });

  it("aimed at the head with the cap exemption: the cap's armour counts and STR +7 passes +5", async () => {
    const { fighter, orc, token } = fight({ fighter: { abilities: { str: 14, agi: 7, sta: 8, cha: 7 } } });
    await attack(fighter, token, { mode: "head", active: ["capExempt"] }, [3, 3, 2]);
    const card = attackCard();
    // To hit 6 + 5 (held) = 11; damage 2 + 1 + 7 = 10, (10 − 3 on the head) × 2 = 14.
    expect(card).to.deep.include({ total: 11, slot: "head", capExempt: true, damageModifier: 7, damageUncapped: 7, amount: 10 });
    actAs({ id: "gm", isGM: true });
    await runChatAction("realms.applyDamage", attackMessage() as never, targetButton(orc.uuid));
    expect(sys(orc).health.value).to.equal(17 - 14);
  });

  it("a miss rolls no damage and offers nothing to apply; no target is refused before any dice", async () => {
    const { fighter, token } = fight();
    await attack(fighter, token, { mode: "body" }, [1, 1]);
    expect(attackCard()).to.deep.include({ result: "criticalFailure", resolved: true, amount: null });
    expect((attackMessage() as unknown as { system: { damage: unknown } }).system.damage).to.equal(null);
    const posted = world.messages.length;
    world.notifications.length = 0;
    world.dialogs.length = 0;
    await attack(fighter, null, {}, [6, 6, 6]);
    expect(world.messages).to.have.length(posted);
    expect(world.dice).to.deep.equal([6, 6, 6]);
    expect(world.notifications.map((n) => n.message)).to.deep.equal(["Target one other creature's token, then press Attack with Flame Sword. Nothing was rolled."]);
    world.dice.length = 0;
    world.dialogs.length = 0;
  });

  it("the card is a twod6Attack message: a slot that is none and a damage type not in the rules are refused on create and update", async () => {
    const { fighter, token } = fight();
    await attack(fighter, token, { mode: "body" }, [4, 4, 5]);
    const message = attackMessage()!;
    expect(message.type).to.equal(ATTACK_FAMILY.type);
    actAs({ id: "gm", isGM: true });
    await expectFamilyRefuses(message, { slot: "leg" }, "slot");
    await expectFamilyRefuses(message, { damageType: "acid" }, "damageType");
  });

  it("the GM rolls a card's damage once: a replayed request, or another player's, is refused and changes nothing", async () => {
    const { fighter, token } = fight();
    await attack(fighter, token, { mode: "body" }, [4, 4, 5]);
    const message = attackMessage()!;
    const before = JSON.stringify(message.system);
    world.notifications.length = 0;
    world.dice.push(6);
    await runAsGM(gmResolveAttack, { messageId: message.id });
    actAs({ id: "player2", isGM: false });
    await runAsGM(gmResolveAttack, { messageId: message.id });
    expect(JSON.stringify(message.system)).to.equal(before);
    expect(world.dice, "no damage rolled again").to.deep.equal([6]);
    expect(world.notifications.map((n) => n.message)).to.deep.equal([
      "This request was already carried out, or never made. Nothing was changed.", "You may not do this. Nothing was changed.",
    ]);
    world.dice.length = 0;
  });
});
