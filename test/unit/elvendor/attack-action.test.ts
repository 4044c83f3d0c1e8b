/**
 * The Attack action card and the ability roll that carries it out, through the hero sheet's controls on the Foundry
 * double as the hero's player: played first, the card pays its AP and noise once and the roll that follows pays
 * nothing more; rolled with no card played, the roll pays for it; a card played and never rolled lapses at the next turn.
 */
import { expect } from "chai";
import { actAs, makeActor, makeCombat, makeScene, placeToken, registerRolls, resetWorld, settle, settleUntil, world, type FakeActor } from "../../support/foundry-double";
import { renderCombatTracker } from "../../support/double/combat-tracker";
import { useSystemCombat } from "../../support/system-combat";
import { clickOnSheet, usePlainEnrichment } from "../../support/sheet-actions";
import { withSceneUpdates } from "../../support/double/scene-weather";
import { scenes } from "../../support/double/tokens";
import { registerGmQuery } from "../../../src/core/gm";
import { cardOf } from "../../../src/core/chat/cards";
import { HeroSheet } from "../../../src/rulesets/elvendor/sheets/actor-sheets";
import { ELVENDOR_ROLLS } from "../../../src/rulesets/elvendor/rolls";
import { ACTION_CARDS } from "../../../src/rulesets/elvendor/actions/rules/actions";
import { weatherOf } from "../../../src/rulesets/elvendor/weather/state";
import type { CombatTurnState } from "../../../src/rulesets/elvendor/actors/turn-state";
import type { AttackCard } from "../../../src/rulesets/elvendor/combat/cards";
import "../../support/rulesets";

registerRolls(ELVENDOR_ROLLS);
const g = globalThis as unknown as { game: { user: { targets: Set<unknown> }; scenes: { get(id: string): unknown } } };
const ATTACK = ACTION_CARDS.find((c) => c.id === "attack")!;

function elvendorSkirmish() {
  const scene = withSceneUpdates(makeScene("Glade"));
  const eryn = makeActor({
    name: "Eryn", type: "elvendorHero", ownership: { default: 0, player1: 3 },
    system: { health: { value: 10, max: 10 }, attributes: { act: 3, mov: 4, att: 1, def: 3, sav: 4 }, secondary: { armor: 0 }, actionsLost: 0 },
    items: [{ name: "Shortsword", type: "elvendorAbility", system: { hit: 3, range: 1, damage: 2, attacks: 1 } }] as never,
  });
  const spider = makeActor({ name: "Spider", type: "elvendorEnemy", system: { health: { value: 6, max: 6 }, actions: 2, defense: 1, saves: 5, armor: 0 } });
  placeToken(scene, eryn, { x: 1, y: 1, linked: true });
  const spiderToken = placeToken(scene, spider, { x: 2, y: 1, linked: true });
  return { scene, eryn, spider, spiderToken };
}

describe("Elvendor: the Attack card and the ability roll pay once (hero sheet, Foundry double)", () => {
  usePlainEnrichment();
  useSystemCombat("elvendor");
  const previousGet = g.game.scenes.get;
  before(() => { g.game.scenes.get = (id: string) => scenes.get(id); });
  after(() => { g.game.scenes.get = previousGet; });
  beforeEach(() => {
    resetWorld();
    registerGmQuery();
  });

  /** The GM starts the combat from the tracker: Eryn's turn, her AP from ACT. */
  async function eryns(eryn: FakeActor, spider: FakeActor) {
    const combat = makeCombat([eryn, spider], {}, { round: 0, turn: null });
    actAs({ id: "gm", isGM: true });
    await renderCombatTracker(combat).press("startCombat");
    await settleUntil(() => !!turnOf(combat.combatant!));
    expect(combat.combatant!.actor, "Eryn acts first").to.equal(eryn);
    return { combat, mine: combat.combatant! };
  }
  const turnOf = (c: { flags: unknown }) => (c.flags as { realms?: { turn?: CombatTurnState } }).realms?.turn;
  const turn = (c: { flags: unknown }) => turnOf(c)!;
  const sword = (eryn: FakeActor) => `[data-action="rollAttack"][data-item-id="${eryn.items[0]!.id}"]`;
  const attackCards = () => world.messages.map((m) => cardOf<AttackCard>(m as never)).filter((c) => c?.ability?.name === "Shortsword");

  it("Play Attack, then Roll the ability: AP 3 → 2 and noise +1 once; the roll posts its attack card; a roll with no card pays for it", async () => {
    const { scene, eryn, spider, spiderToken } = elvendorSkirmish();
    const { mine } = await eryns(eryn, spider);
    expect(turn(mine).apLeft).to.equal(3);
    actAs({ id: "player1", isGM: false });
    g.game.user.targets = new Set([spiderToken]);

    await clickOnSheet(HeroSheet as never, eryn, `[data-action="playAction"][data-action-key="attack"]`);
    await settleUntil(() => turn(mine).attacksPlayed === 1);
    expect(turn(mine)).to.deep.include({ apLeft: 3 - ATTACK.cost, attacksPlayed: 1 });
    expect(weatherOf(scene as never).noiseAdded).to.equal(ATTACK.noise);

    world.dialogs.push({ active: [], situational: 0 });
    world.dice.push(5);
    await clickOnSheet(HeroSheet as never, eryn, sword(eryn));
    await settle();
    expect(attackCards().map((c) => [c!.target?.name, c!.dice, c!.hits])).to.deep.equal([["Spider", [5], 1]]);
    expect(turn(mine), "the roll carried out the played card").to.deep.include({ apLeft: 3 - ATTACK.cost, attacksPlayed: 0 });
    expect(weatherOf(scene as never).noiseAdded, "no second noise").to.equal(ATTACK.noise);

    world.dialogs.push({ active: [], situational: 0 });
    world.dice.push(2);
    await clickOnSheet(HeroSheet as never, eryn, sword(eryn));
    await settle();
    expect(attackCards()).to.have.length(2);
    expect(turn(mine)).to.deep.include({ apLeft: 3 - 2 * ATTACK.cost, attacksPlayed: 0 });
    expect(weatherOf(scene as never).noiseAdded).to.equal(2 * ATTACK.noise);
  });

  it("an Attack card played and never rolled lapses when its player presses End Turn", async () => {
    const { eryn, spider } = elvendorSkirmish();
    const { combat, mine } = await eryns(eryn, spider);
    actAs({ id: "player1", isGM: false });
    await clickOnSheet(HeroSheet as never, eryn, `[data-action="playAction"][data-action-key="attack"]`);
    expect(turn(mine).attacksPlayed).to.equal(1);
    await renderCombatTracker(combat).press("nextTurn");

    await settleUntil(() => turn(mine).attacksPlayed === 0);
    expect(combat.combatant!.actor).to.equal(spider);
    expect(turn(mine).attacksPlayed).to.equal(0);
  });
});
