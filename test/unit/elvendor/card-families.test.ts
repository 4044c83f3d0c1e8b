/**
 * Elvendor's card families (core/chat/card-family.ts) on the Foundry double: each card is posted through the flow a
 * sheet, token HUD, chat button or turn hook calls (an attack, a reaction, a save, an action card played, a forced
 * move, a condition applied, a turn start, the enemy phase's proposal, the scenario weather roll) as its family's
 * ChatMessage subtype, and each family's model refuses malformed data on create and on update, writing nothing.
 */
import { expect } from "chai";
import { actAs, makeActor, registerRolls, resetWorld, world, type FakeActor } from "../../support/foundry-double";
import { cardData } from "../../support/cards";
import { expectFamilyRefuses } from "../../support/card-families";
import { useActiveRuleset } from "../../support/active-ruleset";
import { setPath, type Obj } from "../../support/double/base";
import "../../support/rulesets";
import { registerGmQuery } from "../../../src/core/gm";
import { markAt } from "../../../src/core/rules/timeline";
import { advanceMark } from "../../support/timeline";
import { ELVENDOR_ID } from "../../../src/rulesets/elvendor/config";
import { ELVENDOR_ROLLS } from "../../../src/rulesets/elvendor/rolls";
import { attack, rollReaction, save } from "../../../src/rulesets/elvendor/combat/attack";
import { applyConditionTo } from "../../../src/rulesets/elvendor/conditions/conditions";
import { forcedMoves, playAction } from "../../../src/rulesets/elvendor/actions/actions";
import { proposeActivation } from "../../../src/rulesets/elvendor/enemies/enemy";
import { rollScenarioWeather } from "../../../src/rulesets/elvendor/weather/weather";
import { onCombatBoundaries } from "../../../src/rulesets/elvendor/turns/turns";
import { ATTACK_FAMILY, REACTION_FAMILY, SAVE_FAMILY } from "../../../src/rulesets/elvendor/combat/card-kinds";
import { ACTION_PLAYED_FAMILY, FORCED_MOVE_FAMILY } from "../../../src/rulesets/elvendor/actions/card-kinds";
import { CONDITION_NOTICE_FAMILY } from "../../../src/rulesets/elvendor/conditions/card-kinds";
import { TURN_START_FAMILY } from "../../../src/rulesets/elvendor/turns/card-kinds";
import { ENEMY_PLAN_FAMILY, type PlanData } from "../../../src/rulesets/elvendor/enemies/card-kinds";
import { WEATHER_FAMILY } from "../../../src/rulesets/elvendor/weather/card-kinds";
import type { WeatherCard } from "../../../src/rulesets/elvendor/weather/cards";

type Msg = ChatMessage.Implementation;
registerRolls(ELVENDOR_ROLLS);
registerGmQuery();
type Game = { scenes: { viewed: unknown; get: (id: string) => unknown }; combat: unknown };
const g = () => (globalThis as unknown as { game: Game }).game;
const sceneLookup = g().scenes.get;
const fastForward = { fastForward: true, advantage: false, disadvantage: false };
const lastOf = (type: string) => [...world.messages].reverse().find((m) => (m as unknown as Msg).type === type) as unknown as Msg;

/** A 12 × 9 tile scene with tokens at tile positions; updates apply dotted paths like Foundry's. */
function makeScene(placed: [FakeActor, number, number][] = []) {
  const tokens: Obj[] = [];
  const scene: Obj = {
    id: "sceneCards0000001", grid: { size: 100 }, flags: { realms: {} }, weather: "",
    dimensions: { sceneRect: { x: 0, y: 0, width: 1200, height: 900 } },
    tokens: Object.assign(tokens, { get: (id: string) => tokens.find((t) => t.id === id) }),
    async update(changes: Obj) { for (const [k, v] of Object.entries(changes)) setPath(scene, k, v); },
  };
  for (const [actor, x, y] of placed) tokens.push({ id: `tok${tokens.length}`, x: x * 100, y: y * 100, actor, actorId: actor.id, name: actor.name });
  g().scenes.viewed = scene;
  g().scenes.get = (id: string) => (id === scene.id ? scene : undefined);
  return scene as Obj & { tokens: Obj[] };
}

const heroSystem = { health: { value: 10, max: 10 }, attributes: { act: 3, mov: 4, att: 1, def: 3, sav: 4 }, secondary: { armor: 0, stealth: 4 }, actionsLost: 0 };
const enemySystem = { health: { value: 4, max: 4 }, move: 3, actions: 2, defense: 1, saves: 5, alert: 4, detection: null, armor: 0 };
const bite = { name: "Bite", type: "elvendorAbility", system: { hit: 4, range: 1, damage: 1, attacks: 1, specialVision: false, condition: { id: "", value: 0, when: "onHit" } } };
const aria = () => makeActor({ name: "Aria", type: "elvendorHero", system: heroSystem, ownership: { default: 0, player1: 3 } });
const spider = () => makeActor({ name: "Spider", type: "elvendorEnemy", system: enemySystem, items: [bite] });

describe("Elvendor card families: attack, reaction, save, action, forced-move, notice, turn, plan and weather cards are typed ChatMessage subtypes (Foundry double)", () => {
  useActiveRuleset(ELVENDOR_ID);
  beforeEach(() => resetWorld());
  afterEach(() => {
    g().scenes.viewed = null;
    g().scenes.get = sceneLookup;
    g().combat = null;
    actAs({ id: "gm", isGM: true });
  });

  it("an attack posts an elvendorAttack message; a die of 7 and a chance over 1 are refused on create and update", async () => {
    const hero = aria();
    const enemy = spider();
    makeScene([[hero, 0, 0], [enemy, 1, 0]]);
    world.dice.push(6);
    await attack({ attacker: enemy as never, ability: enemy.items[0] as never, target: hero as never, intent: fastForward });
    const message = lastOf(ATTACK_FAMILY.type);
    expect(message, "the attack card").to.not.equal(undefined);
    expect(cardData(message)).to.deep.include({ dice: [6], hits: 1 });
    await expectFamilyRefuses(message, { dice: [7] }, "dice");
    await expectFamilyRefuses(message, { chanceAnyHit: 2 }, "chanceAnyHit");
  });

  it("a Dodge posts an elvendorReaction message and a save an elvendorSave message; a block and a save roll of 7 are refused on create and update", async () => {
    const hero = aria();
    const enemy = spider();
    world.dice.push(6);
    await rollReaction(hero as never, enemy as never, "dodge");
    const reaction = lastOf(REACTION_FAMILY.type);
    expect(reaction, "the reaction card").to.not.equal(undefined);
    const { result } = cardData<{ result: object }>(reaction);
    expect(result).to.deep.include({ kind: "dodge", roll: 6 });
    await expectFamilyRefuses(reaction, { result: { ...result, kind: "block" } }, "result");
    world.dice.push(5);
    await save(hero as never, "poisoned");
    const saved = lastOf(SAVE_FAMILY.type);
    expect(cardData(saved)).to.deep.include({ roll: 5, success: true, against: "poisoned" });
    await expectFamilyRefuses(saved, { roll: 7 }, "roll");
  });

  it("an action card played posts an elvendorActionPlayed message, and a Fear move an elvendorForcedMove; a negative cost and a direction of 13 are refused", async () => {
    const hero = aria();
    makeScene([[hero, 2, 2]]);
    await playAction(hero as never, "charge");
    const played = lastOf(ACTION_PLAYED_FAMILY.type);
    expect(cardData(played)).to.deep.include({ actor: "Aria" });
    await expectFamilyRefuses(played, { cost: -1 }, "cost");
    world.dice.push(3);
    await forcedMoves(hero as never, "fear", 1);
    const moved = lastOf(FORCED_MOVE_FAMILY.type);
    expect(cardData(moved)).to.deep.include({ direction: 3, cause: "fear", done: false });
    await expectFamilyRefuses(moved, { direction: 13 }, "direction");
  });

  it("a condition applied posts an elvendorConditionNotice message; an outcome not in the rules is refused on create and update", async () => {
    const hero = aria();
    await applyConditionTo(hero as never, "poisoned", { value: 1 });
    const message = lastOf(CONDITION_NOTICE_FAMILY.type);
    expect(cardData(message)).to.deep.include({ conditionId: "poisoned", outcome: "applied" });
    await expectFamilyRefuses(message, { outcome: "vanished" }, "outcome");
  });

  it("a hero's turn start posts an elvendorTurnStart message; negative actions are refused on create and update", async () => {
    const hero = aria();
    const enemy = spider();
    g().combat = { round: 1, turn: 0, combatant: null };
    const combatant = (id: string, actor: FakeActor) => ({ id, actor, actorId: actor.id, flags: {} as Record<string, unknown>,
      async update(changes: Record<string, unknown>) { for (const [k, v] of Object.entries(changes)) if (k === "flags.realms.turn") this.flags = { realms: { turn: v } }; } });
    const list = [combatant("c-hero", hero), combatant("c-spider", enemy)];
    const combat = { combatants: Object.assign(list, { get: (id: string) => list.find((c) => c.id === id) }) };
    const order = ["c-hero", "c-spider"];
    const { boundaries } = advanceMark(markAt({ round: 1, turn: 1 }, order), { round: 2, combatantId: "c-hero" }, order);
    await onCombatBoundaries(combat as never, boundaries);
    const message = lastOf(TURN_START_FAMILY.type);
    expect(message, "the turn card").to.not.equal(undefined);
    expect(cardData(message)).to.deep.include({ actions: 3 });
    await expectFamilyRefuses(message, { actions: -1 }, "actions");
  });

  it("the enemy phase's proposal posts an elvendorEnemyPlan message; a step of no known kind and a hero name of a number are refused", async () => {
    const hero = aria();
    const enemy = spider();
    const scene = makeScene([[hero, 1, 0], [enemy, 0, 0]]);
    await applyConditionTo(enemy as never, "petrified");
    const token = scene.tokens.find((t) => t.actor === enemy)!;
    const list = [{ id: "cEnemy", actor: enemy, token }];
    await proposeActivation({ scene, combatants: Object.assign(list, { get: (id: string) => list.find((c) => c.id === id) }) } as never, "cEnemy");
    const message = lastOf(ENEMY_PLAN_FAMILY.type);
    const { card } = cardData<PlanData>(message);
    expect(card.steps).to.deep.equal([{ kind: "dropped", reason: "petrified", what: "turn" }]);
    await expectFamilyRefuses(message, { card: { ...card, steps: [{ kind: "fly" }] } }, "card.steps");
    await expectFamilyRefuses(message, { heroActors: { tok0: 7 } }, "heroActors");
  });

  it("the scenario weather roll posts an elvendorWeather message; a mode not in the rules and a wind from segment 13 are refused", async () => {
    makeScene();
    world.dice.push(1, 3, 9, 5, 1, 4);
    await rollScenarioWeather();
    const message = lastOf(WEATHER_FAMILY.type);
    const card = cardData<WeatherCard>(message);
    expect(card.weather.wind).to.deep.include({ from: 3, to: 9 });
    await expectFamilyRefuses(message, { mode: "easy" }, "mode");
    await expectFamilyRefuses(message, { weather: { ...card.weather, wind: { ...card.weather.wind, from: 13 } } }, "weather.wind.from");
  });
});
