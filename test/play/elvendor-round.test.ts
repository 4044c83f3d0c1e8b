/**
 * One Elvendor combat round on the booted system, played only through what users click: the GM's tracker, Eryn's
 * player on her sheet (the Attack card, then the ability's Roll), the GM's Apply on the attack card, the player's End Turn,
 * the GM rolling the Spider's Bite from its sheet, Eryn's player answering the reaction prompt (its odds shown),
 * and the GM's Next Round. Each step asserts what changed on the documents: AP, noise, Health, the reaction used,
 * the combat's turn.
 */
import { expect } from "chai";
import { actAs, makeActor, makeCombat, makeScene, placeToken, resetUsers, settleUntil, world, type FakeActor } from "../support/foundry-double";
import { bootedSuite } from "../support/double/boot";
import { useSystemCombat } from "../support/system-combat";
import { clickOnSheet, usePlainEnrichment } from "../support/sheet-actions";
import { clickCardButton } from "../support/cards";
import { renderCombatTracker } from "../support/double/combat-tracker";
import { withSceneUpdates } from "../support/double/scene-weather";
import { scenes } from "../support/double/tokens";
import { cardOf } from "../../src/core/chat/cards";
import { percent } from "../../src/core/format";
import { EnemySheet, HeroSheet } from "../../src/rulesets/elvendor/sheets/actor-sheets";
import { ACTION_CARDS } from "../../src/rulesets/elvendor/actions/rules/actions";
import { reactionChance } from "../../src/rulesets/elvendor/combat/rules/reactions";
import { damagePerHit } from "../../src/rulesets/elvendor/combat/rules/damage";
import { DEFAULT_ELVENDOR_OPTIONS } from "../../src/rulesets/elvendor/options/rules/options";
import { weatherOf } from "../../src/rulesets/elvendor/weather/state";
import type { CombatTurnState } from "../../src/rulesets/elvendor/actors/turn-state";
import type { AttackCard } from "../../src/rulesets/elvendor/combat/cards";
import type { FakeCombat } from "../support/double/combat";

const g = globalThis as unknown as { game: { user: { targets: Set<unknown> }; scenes: { get(id: string): unknown } } };
const ATTACK = ACTION_CARDS.find((c) => c.id === "attack")!;
const SWORD = { hit: 3, range: 1, damage: 2, attacks: 1 };
const BITE = { hit: 4, range: 1, damage: 1, attacks: 1 };
const health = (a: FakeActor) => (a.system.health as { value: number }).value;
const turnOf = (combat: FakeCombat, actor: FakeActor) => (combat.combatants.find((c) => c.actor === actor)!.flags as { realms?: { turn?: CombatTurnState } }).realms?.turn;
const attackCards = (ability: string) => world.messages.filter((m) => cardOf<AttackCard>(m as never)?.ability?.name === ability);

describe("Play: an Elvendor combat round through the table's controls (Foundry double)", () => {
  const previousGet = g.game.scenes.get;
  bootedSuite("elvendor", () => { g.game.scenes.get = previousGet; }, () => {
    g.game.scenes.get = (id: string) => scenes.get(id);
    resetUsers();
  });
  usePlainEnrichment();
  useSystemCombat("elvendor");

  it("GM starts; Eryn plays Attack and rolls (paid once), the GM applies her hit, she ends her turn; the Spider bites, Eryn dodges; Next Round restores AP", async () => {
    const scene = withSceneUpdates(makeScene("Glade"));
    const eryn = makeActor({
      name: "Eryn", type: "elvendorHero", ownership: { default: 0, player1: 3 },
      system: { health: { value: 10, max: 10 }, attributes: { act: 3, mov: 4, att: 1, def: 3, sav: 4 }, secondary: { armor: 0 }, actionsLost: 0 },
      items: [{ name: "Shortsword", type: "elvendorAbility", system: SWORD }] as never,
    });
    const spider = makeActor({ name: "Spider", type: "elvendorEnemy", system: { health: { value: 6, max: 6 }, actions: 2, defense: 1, saves: 5, armor: 0 },
      items: [{ name: "Bite", type: "elvendorAbility", system: BITE }] as never });
    const erynToken = placeToken(scene, eryn, { x: 1, y: 1, linked: true });
    const spiderToken = placeToken(scene, spider, { x: 2, y: 1, linked: true });
    const combat = makeCombat([eryn, spider], {}, { round: 0, turn: null });

    /* The GM starts the combat: round 1, Eryn's turn, her AP from ACT. */
    actAs({ id: "gm", isGM: true });
    await renderCombatTracker(combat).press("startCombat");
    await settleUntil(() => !!turnOf(combat, eryn));
    expect([combat.round, combat.combatant?.actor]).to.deep.equal([1, eryn]);
    expect(turnOf(combat, eryn)).to.deep.include({ apLeft: 3, reactionsUsed: 0 });
    const noise0 = weatherOf(scene as never).noiseAdded;

    /* Eryn's player: the Attack card, then the Shortsword's Roll (one die, a 5: a hit). */
    actAs({ id: "player1", isGM: false });
    g.game.user.targets = new Set([spiderToken]);
    await clickOnSheet(HeroSheet as never, eryn, `[data-action="playAction"][data-action-key="attack"]`);
    await settleUntil(() => turnOf(combat, eryn)?.attacksPlayed === 1);
    expect(turnOf(combat, eryn)).to.deep.include({ apLeft: 3 - ATTACK.cost, attacksPlayed: 1 });
    expect(weatherOf(scene as never).noiseAdded - noise0).to.equal(ATTACK.noise);
    world.dialogs.push({ active: [], situational: 0 });
    world.dice.push(5);
    await clickOnSheet(HeroSheet as never, eryn, `[data-action="rollAttack"][data-item-id="${eryn.items[0]!.id}"]`);
    await settleUntil(() => attackCards("Shortsword").length === 1 && turnOf(combat, eryn)?.attacksPlayed === 0);
    const swordCard = attackCards("Shortsword").at(-1)!;
    expect(cardOf<AttackCard>(swordCard as never)).to.deep.include({ hits: 1, damage: damagePerHit(SWORD.damage, 0) });
    expect(turnOf(combat, eryn), "the roll used the card: AP and noise paid once").to.deep.include({ apLeft: 3 - ATTACK.cost, attacksPlayed: 0 });
    expect(weatherOf(scene as never).noiseAdded - noise0).to.equal(ATTACK.noise);

    /* Her player is not shown Apply on the GM's Spider; the GM applies the hit from the card's damage part. */
    await clickCardButton(swordCard, `[data-realms-action="realms.applyDamage"][data-target="${spider.uuid}"]`).then(() => expect.fail("a player applied damage to the GM's Spider"), () => undefined);
    actAs({ id: "gm", isGM: true });
    await clickCardButton(swordCard, `[data-realms-action="realms.applyDamage"][data-target="${spider.uuid}"]`);
    await settleUntil(() => health(spider) < 6);
    expect(health(spider)).to.equal(6 - damagePerHit(SWORD.damage, 0));

    /* Her player's End Turn: the Spider's turn. */
    actAs({ id: "player1", isGM: false });
    await renderCombatTracker(combat).press("nextTurn");
    await settleUntil(() => combat.combatant?.actor === spider);
    expect([combat.round, combat.combatant?.actor]).to.deep.equal([1, spider]);

    /* The GM rolls the Spider's Bite at Eryn (a 6: a hit); Eryn's player is asked, sees the odds, and Dodges (a 6). */
    actAs({ id: "gm", isGM: true });
    g.game.user.targets = new Set([erynToken]);
    let prompt = "";
    world.dialogs.push({ active: [], situational: 0 });
    world.dialogs.push((form: HTMLFormElement) => {
      prompt = form.textContent!.replace(/\s+/g, " ");
      return "dodge";
    });
    world.dice.push(6, 6);
    await clickOnSheet(EnemySheet as never, spider, `[data-action="rollAttack"][data-item-id="${spider.items[0]!.id}"]`);
    await settleUntil(() => cardOf<AttackCard>(attackCards("Bite").at(-1) as never)?.reaction !== null && attackCards("Bite").length > 0);
    expect(prompt).to.contain(`Success ${percent(reactionChance(DEFAULT_ELVENDOR_OPTIONS))}`);
    expect(cardOf<AttackCard>(attackCards("Bite").at(-1) as never)!.reaction).to.deep.include({ kind: "dodge", avoidsAttack: true });
    expect(turnOf(combat, eryn)!.reactionsUsed, "her one reaction this round").to.equal(1);
    expect(health(eryn), "the dodged bite does nothing").to.equal(10);

    /* The GM's Next Round: Eryn's turn again with full AP and her reaction back. */
    await renderCombatTracker(combat).press("nextRound");
    await settleUntil(() => combat.round === 2 && turnOf(combat, eryn)?.apLeft === 3);
    expect([combat.round, combat.combatant?.actor]).to.deep.equal([2, eryn]);
    expect(turnOf(combat, eryn)).to.deep.include({ apLeft: 3, reactionsUsed: 0, attacksPlayed: 0 });
  });
});
