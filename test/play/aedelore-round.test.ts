/**
 * One Aedelore combat round on the booted system, played only through what users click: the GM's tracker, the GM
 * poisoning the Wolf from its token HUD, Aria's player attacking from her sheet (the Wolf's GM takes the hit from
 * the reaction prompt), her Apply on the card's damage part, her End Turn, the Wolf's poison at its turn start, the
 * GM's attack from the Wolf's sheet, Aria's player Dodging from the prompt that shows each option's odds, and the
 * GM's Next Round. Each step asserts what changed on the documents: HP, the Wolf's condition, the turn.
 */
import { expect } from "chai";
import { actAs, makeScene, placeToken, resetUsers, settleUntil, world, type FakeActor } from "../support/foundry-double";
import { bootedSuite } from "../support/double/boot";
import { useSystemCombat } from "../support/system-combat";
import { clickOnSheet, usePlainEnrichment } from "../support/sheet-actions";
import { cardData, clickCardButton } from "../support/cards";
import { renderCombatTracker } from "../support/double/combat-tracker";
import { renderTokenHUD } from "../support/double/token-hud";
import { makeCombat } from "../support/foundry-double";
import { ABIL, character, creature, weapon } from "../support/aedelore-actors";
import { percent } from "../../src/core/format";
import { AedCharacterSheet, AedCreatureSheet } from "../../src/rulesets/aedelore/sheets/actor-sheets";
import { reactionOdds } from "../../src/rulesets/aedelore/combat/rules/combat";
import { pointsToDice } from "../../src/rulesets/aedelore/checks/rules/pool";
import { DEFAULT_AEDELORE_OPTIONS } from "../../src/rulesets/aedelore/options/rules/options";
import { statusesOf } from "../../src/rulesets/aedelore/character/state";
import { ATTACK_FAMILY } from "../../src/rulesets/aedelore/combat/kinds";
import type { AttackCard } from "../../src/rulesets/aedelore/checks/cards";

const g = globalThis as unknown as { game: { user: { targets: Set<unknown> } } };
const hp = (a: FakeActor) => (a.system.hp as { value: number }).value;
const attacks = () => world.messages.filter((m) => (m as unknown as { type: string }).type === ATTACK_FAMILY.type);
const settled = (m: unknown) => cardData<AttackCard>(m).finalDamage !== null;

describe("Play: an Aedelore combat round through the table's controls (Foundry double)", () => {
  bootedSuite("aedelore", undefined, () => resetUsers());
  usePlainEnrichment();
  useSystemCombat("aedelore");

  it("GM starts and poisons the Wolf; Aria hits it and applies; the poison ticks at its turn; it attacks, Aria Dodges (odds shown); Next Round", async () => {
    const scene = makeScene("Road");
    const aria = character("Aria", { items: [weapon("Longsword")] });
    const wolf = creature("Wolf", { hp: { value: 12, max: 12 } });
    placeToken(scene, aria, { x: 1, y: 1, linked: true });
    const wolfToken = placeToken(scene, wolf, { x: 2, y: 1, linked: true });
    await (wolf as unknown as { createEmbeddedDocuments(t: string, d: unknown[]): Promise<unknown> }).createEmbeddedDocuments("Item", [weapon("Fangs", { damage: "1d6", attackBonus: 0 })]);
    const combat = makeCombat([aria, wolf], {}, { round: 0, turn: null });

    /* The GM poisons the Wolf from its token HUD (TokenHUD#_onToggleEffect: the actor's toggleStatusEffect). */
    actAs({ id: "gm", isGM: true });
    const icon = renderTokenHUD(wolfToken).element.querySelector<HTMLElement>(`[data-status-id="realms.aedelore.poisoned"]`)!;
    await wolf.toggleStatusEffect(icon.dataset.statusId!);
    expect(statusesOf(wolf as never)).to.include("poisoned");

    /* The GM starts the combat: round 1, Aria's turn. */
    await renderCombatTracker(combat).press("startCombat");
    await settleUntil(() => combat.round === 1);
    expect(combat.combatant?.actor).to.equal(aria);

    /* Aria's player attacks the Wolf (three dice: 8, 9, 2, a full hit; 7 damage); the GM takes the hit for the
       Wolf from the prompt (Toughness 1 die: a 1, no success); her player applies the card's damage. */
    actAs({ id: "player1", isGM: false });
    g.game.user.targets = new Set([wolfToken]);
    world.dialogs.push({ active: [], situational: 0, mode: "none" });
    world.dialogs.push("takeHit");
    world.dice.push(8, 9, 2, 7, 1);
    await clickOnSheet(AedCharacterSheet as never, aria, `[data-action="attack"][data-item-id="${aria.items[0]!.id}"]`);
    await settleUntil(() => attacks().length === 1 && settled(attacks()[0]));
    expect(cardData<AttackCard>(attacks()[0])).to.deep.include({ result: "full", damage: 7, finalDamage: 7 });
    await clickCardButton(attacks()[0], `[data-realms-action="realms.applyDamage"][data-target="${wolf.uuid}"]`);
    await settleUntil(() => hp(wolf) < 12);
    expect(hp(wolf)).to.equal(12 - 7);

    /* Her End Turn: the Wolf's turn starts and its poison takes the table's damage. */
    await renderCombatTracker(combat).press("nextTurn");
    await settleUntil(() => combat.combatant?.actor === wolf && hp(wolf) === 12 - 7 - DEFAULT_AEDELORE_OPTIONS.poisonDamage);
    expect(hp(wolf)).to.equal(12 - 7 - DEFAULT_AEDELORE_OPTIONS.poisonDamage);

    /* The GM attacks Aria from the Wolf's sheet; her player sees each option's odds and Dodges (Dexterity 4 +
       Acrobatics 2: three dice, 7 and two 2s, a success: no damage). */
    actAs({ id: "gm", isGM: true });
    g.game.user.targets = new Set([{ actor: aria }]);
    let prompt = "";
    world.dialogs.push({ active: [], situational: 0, mode: "none" });
    world.dialogs.push((form: HTMLFormElement) => {
      prompt = form.textContent!.replace(/\s+/g, " ");
      return "dodge";
    });
    world.dice.push(9, 8, 9, 4, 7, 2, 2);
    const fangs = wolf.items.find((i) => i.name === "Fangs")!;
    await clickOnSheet(AedCreatureSheet as never, wolf, `[data-action="attack"][data-item-id="${fangs.id}"]`);
    await settleUntil(() => attacks().length === 2 && settled(attacks()[1]));
    const dodge = reactionOdds("dodge", pointsToDice(ABIL.dexterity) + pointsToDice(2));
    expect(prompt).to.contain(`success ${percent(dodge.success)}, barely ${percent(dodge.barely!)}, failure ${percent(dodge.failure)}`);
    expect(cardData<AttackCard>(attacks()[1]).reaction).to.deep.include({ reaction: "dodge", grade: "success", damageTaken: 0 });
    expect(hp(aria)).to.equal(25);

    /* The GM's Next Round: round 2, Aria's turn; the Wolf still poisoned. */
    await renderCombatTracker(combat).press("nextRound");
    await settleUntil(() => combat.round === 2);
    expect(combat.combatant?.actor).to.equal(aria);
    expect(statusesOf(wolf as never)).to.include("poisoned");
  });
});
