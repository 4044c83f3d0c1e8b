/**
 * One 2D6 combat round played only through what users click, on the booted system and the test double: the GM
 * presses the tracker's "New level"; the hasted fighter's player targets the orc and presses Attack on the fighter's
 * sheet; the GM presses Apply on the card (the orc is vulnerable to fire: what gets through its mail is doubled
 * and it is set on fire); the player's End Turn rolls the haste, which gives a second action (a second Attack);
 * the player ends the fighter's turn and the GM the orc's, and the round advances. Each
 * document change is asserted, its numbers from the pure rules.
 */
import { expect } from "chai";
import { actAs, makeCombat, makeScene, placeToken, resetUsers, settle, settleUntil, world, type FakeActor } from "../support/foundry-double";
import { bootedSuite } from "../support/double/boot";
import { renderCombatTracker } from "../support/double/combat-tracker";
import type { FakeCombat } from "../support/double/combat";
import { useSystemCombat } from "../support/system-combat";
import { clickOnSheet, usePlainEnrichment } from "../support/sheet-actions";
import { cardData, shown } from "../support/cards";
import { armour, hero, item, monster } from "../unit/twod6/support";
import { runChatAction } from "../../src/core/chat/actions";
import { readConditions } from "../../src/core/effects";
import { Twod6CharacterSheet } from "../../src/rulesets/twod6/sheets/character-sheets";
import { ATTACK_CARD } from "../../src/rulesets/twod6/combat/card-kinds";
import type { AttackCard } from "../../src/rulesets/twod6/combat/cards";
import { attackPacket, hitDamage, parseDamageFormula, resolveToHit } from "../../src/rulesets/twod6/combat/rules/attack";
import { turnsSpent } from "../../src/rulesets/twod6/survival/rules/sustenance";
import type { TwoD6ActorModel } from "../../src/rulesets/twod6/models/actor-model";

type Msg = ChatMessage.Implementation & { system: { kind: string } };
const g = globalThis as unknown as { game: { combat: unknown; user: { targets: Set<unknown> } } };
const sys = (a: FakeActor) => a.system as unknown as TwoD6ActorModel;
const conditions = (a: FakeActor) => readConditions(a.effects as never).map((c) => c.id);
const attackMessage = () => world.messages.findLast((m) => (m as unknown as Msg).system?.kind === ATTACK_CARD.id) as unknown as Msg | undefined;

/** Press a button of a chat card as the current user sees it drawn (rejects when it is not shown to them). */
async function pressCardButton(message: Msg, action: string, target: string): Promise<void> {
  const html = document.createElement("div");
  html.innerHTML = await shown(message);
  const button = html.querySelector<HTMLButtonElement>(`[data-realms-action="${action}"][data-target="${target}"]`);
  if (!button) throw new Error(`The card shows this user no ${action} for ${target}`);
  await runChatAction(action, message as never, button);
  await settle();
}

describe("2D6 play: a round of a hasted fighter against a fire-vulnerable orc, only through what users click", () => {
  bootedSuite("twod6", undefined, () => resetUsers());
  useSystemCombat("twod6");
  usePlainEnrichment();

  it("New level, the sheet's Attack, the card's Apply, the haste's second action, End Turn and the GM's Next Turn: the orc takes the doubled damage and burns, the round advances", async () => {
    // The fighter: STR 9 (+2), player1's, hasted once (a spell's haste effect), with a fire sword 1d6+1. The orc: STA 12
    // (17 health), vulnerable to fire, mail with fire 1.
    const fighter = hero("Brakka", { system: { haste: 1 }, items: [item("Flame Sword", "twod6Weapon", { damage: "1d6+1", damageType: "fire", reach: "melee", equipped: true })] });
    const orc = monster("Orc", { race: "orc", abilities: { str: 9, agi: 7, sta: 12, cha: 5 }, health: { value: 17, max: 17 }, vulnerabilities: ["fire"] },
      [armour("Orc mail", "body", { fire: 1, physical: 2 })]);
    const scene = makeScene("Cave");
    placeToken(scene, fighter, { x: 0, y: 0, linked: true });
    const orcToken = placeToken(scene, orc, { x: 1, y: 0, linked: true });
    const combat = makeCombat([fighter, orc], {}, { round: 0, turn: null }) as unknown as FakeCombat;
    g.game.combat = combat;
    const hunger = { fighter: sys(fighter).hunger, orc: sys(orc).hunger };

    /* ---- The GM enters the level: the tracker's New level fixes the order and starts round 1 ---- */
    actAs({ id: "gm", isGM: true });
    const tracker = renderCombatTracker(combat);
    const newLevel = tracker.element.querySelector<HTMLButtonElement>(".realms-twod6-new-level");
    expect(newLevel, "the GM's New level control").to.not.equal(null);
    newLevel!.click();
    await settleUntil(() => combat.round === 1);
    await settle();
    expect([combat.round, combat.combatant?.name]).to.deep.equal([1, "Brakka"]);

    /* ---- The fighter's turn: the player targets the orc and presses Attack on the sheet ---- */
    actAs({ id: "player1", isGM: false });
    g.game.user.targets = new Set([orcToken]);
    // To hit 4 + 3 + STR 2 = 9 ≥ 7; the sword's 1d6 shows 5.
    world.dice.push(4, 3, 5);
    world.dialogs.push({ mode: "body" });
    const swordId = [...(fighter.items as unknown as { id: string; name: string }[])].find((i) => i.name === "Flame Sword")!.id;
    await clickOnSheet(Twod6CharacterSheet as never, fighter, `[data-action="attack"][data-item-id="${swordId}"]`);
    await settleUntil(() => !!attackMessage() && cardData<AttackCard>(attackMessage()).resolved);
    const message = attackMessage()!;
    const card = cardData<AttackCard>(message);
    const toHit = resolveToHit({ ability: 2, penalty: 0, situational: 0, critFailModifier: 0 }, [4, 3]);
    const damage = hitDamage(parseDamageFormula("1d6+1")!, [5], { ability: 2, penalty: 0, capExempt: false });
    expect(card).to.deep.include({ result: toHit.result, total: toHit.total, amount: damage.amount, secondary: ["onFire"] });
    expect(damage.amount, "5 + 1 + 2").to.equal(8);
    expect(sys(orc).health.value, "nothing lands before Apply").to.equal(17);
    // The player does not own the orc: the card offers them no Apply.
    expect(await shown(message)).not.to.contain("realms.applyDamage");

    /* ---- The GM presses Apply on the card: (8 − 1 mail) × 2 for the vulnerability = 14, and the orc burns ---- */
    actAs({ id: "gm", isGM: true });
    const dealt = sys(orc).previewDamage(attackPacket(damage.amount, "fire", "body")).total;
    expect(dealt).to.equal(14);
    await pressCardButton(message, "realms.applyDamage", orc.uuid);
    expect(sys(orc).health.value).to.equal(17 - dealt);
    expect(conditions(orc)).to.deep.equal(["onFire"]);

    /* ---- The player ends the fighter's action: its haste rolls after it (5 + 3 = 8) and gives it a second action ---- */
    const speedMarker = () => renderCombatTracker(combat).element.querySelector(`[data-combatant-id="${combat.combatant?.id}"] .realms-twod6-speed`)?.textContent ?? null;
    actAs({ id: "player1", isGM: false });
    world.dice.push(5, 3);
    await renderCombatTracker(combat).press("nextTurn");
    await settleUntil(() => speedMarker() !== null);
    await settle();
    expect([combat.round, combat.combatant?.name], "still the fighter's turn").to.deep.equal([1, "Brakka"]);
    expect(speedMarker(), "the tracker shows the haste's second action").to.equal("Second action (haste)");
    expect(sys(fighter).hunger, "nothing spent before the turn ends").to.equal(hunger.fighter);

    /* ---- Its second action: the fighter attacks again and misses (1 + 2 + STR 2 = 5 < 7); the orc keeps its health ---- */
    g.game.user.targets = new Set([orcToken]);
    world.dice.push(1, 2);
    world.dialogs.push({ mode: "body" });
    const attacks = world.messages.length;
    await clickOnSheet(Twod6CharacterSheet as never, fighter, `[data-action="attack"][data-item-id="${swordId}"]`);
    await settleUntil(() => world.messages.length > attacks && cardData<AttackCard>(attackMessage()).resolved);
    expect(cardData<AttackCard>(attackMessage()).result).to.equal(resolveToHit({ ability: 2, penalty: 0, situational: 0, critFailModifier: 0 }, [1, 2]).result);
    expect(sys(orc).health.value).to.equal(17 - dealt);

    /* ---- The player ends the turn: hunger and thirst spend two actions, each 1 + 1 haste ---- */
    await renderCombatTracker(combat).press("nextTurn");
    // The active GM's client walks the turn's end once the player's change reaches it.
    await settleUntil(() => sys(fighter).hunger !== hunger.fighter);
    await settle();
    expect(combat.combatant?.name).to.equal("Orc");
    expect(sys(fighter).hunger).to.equal(hunger.fighter - turnsSpent(2, 1));
    expect(renderCombatTracker(combat).controls, "the orc's turn is not the player's").to.deep.equal([]);

    /* ---- The GM ends the orc's turn: round 2 begins with the fighter ---- */
    actAs({ id: "gm", isGM: true });
    await renderCombatTracker(combat).press("nextTurn");
    await settleUntil(() => sys(orc).hunger !== hunger.orc);
    expect([combat.round, combat.combatant?.name]).to.deep.equal([2, "Brakka"]);
    expect(sys(orc).hunger).to.equal(hunger.orc - turnsSpent(1, 0));
    expect(sys(orc).health.value, "the burning orc keeps what it had: the rules give on fire no damage of its own").to.equal(17 - dealt);
  });
});
