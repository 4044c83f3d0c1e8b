/** Rules fidelity (issue 9) through the Elvendor glue, on the Foundry test double with a small scene. */
import { cardData, shown, shownAll } from "../../support/cards";
import { expect } from "chai";
import { world, makeActor, actAs, type FakeActor, resetWorld, registerRolls, settleUntil } from "../../support/foundry-double";
import { EnemySheet } from "../../../src/rulesets/elvendor/sheets/actor-sheets";
import { usePlainEnrichment } from "../../support/sheet-actions";
// The rulesets' declared GM actions, registered as init would.
import "../../support/rulesets";
import { useActiveRuleset } from "../../support/active-ruleset";
import { ELVENDOR_ID } from "../../../src/rulesets/elvendor/config";
import { setPath, type Obj } from "../../support/double/base";
import { attack, rollReaction } from "../../../src/rulesets/elvendor/combat/attack";
import { applyConditionCard, applyConditionTo } from "../../../src/rulesets/elvendor/conditions/conditions";
import { playAction } from "../../../src/rulesets/elvendor/actions/actions";
import { activeLayout, proposeActivation } from "../../../src/rulesets/elvendor/enemies/enemy";
import { rollScenarioWeather, setScenarioBase } from "../../../src/rulesets/elvendor/weather/weather";
import { cardLayout } from "../../../src/rulesets/elvendor/weather/rules/mapcord";
import { weatherOf } from "../../../src/rulesets/elvendor/weather/state";
import { conditionsOf } from "../../../src/rulesets/elvendor/conditions/conditions";
import { cardOf } from "../../../src/core/chat/cards";
import type { AttackCard } from "../../../src/rulesets/elvendor/combat/cards";
import type { EnemyPlanCard } from "../../../src/rulesets/elvendor/enemies/cards";
import type { ConditionSystem } from "../../../src/rulesets/elvendor/models/specs";
import { ELVENDOR_ROLLS } from "../../../src/rulesets/elvendor/rolls";

// Like init: chat rolls are rebuilt by class name from CONFIG.Dice.rolls.
registerRolls(ELVENDOR_ROLLS);

type Game = { scenes: { viewed: unknown; get: (id: string) => unknown }; combat: unknown };
const g = () => (globalThis as unknown as { game: Game }).game;
const fastForward = { fastForward: true, advantage: false, disadvantage: false };
const sceneLookup = g().scenes.get;

/** A 12 × 9 tile scene with tokens at tile positions; updates apply dotted paths like Foundry's. */
function makeScene(flags: Obj = {}, placed: [FakeActor, number, number][] = []) {
  const tokens: Obj[] = [];
  const scene: Obj = {
    id: "sceneFidelity001", grid: { size: 100 }, flags: { realms: structuredClone(flags) }, weather: "",
    dimensions: { sceneRect: { x: 0, y: 0, width: 1200, height: 900 } },
    tokens: Object.assign(tokens, { get: (id: string) => tokens.find((t) => t.id === id) }),
    async update(changes: Obj) { for (const [k, v] of Object.entries(changes)) setPath(scene, k, v); },
    async createEmbeddedDocuments(_kind: string, data: Obj[]) { for (const d of data) tokens.push({ id: `tok${tokens.length}`, ...d }); },
  };
  for (const [actor, x, y] of placed) tokens.push({ id: `tok${tokens.length}`, x: x * 100, y: y * 100, actor, actorId: actor.id, name: actor.name });
  g().scenes.viewed = scene;
  g().scenes.get = (id: string) => (id === scene.id ? scene : undefined);
  return scene as Obj & { tokens: Obj[]; flags: { realms: Obj } };
}

const heroSystem = (extra: Obj = {}) => ({ health: { value: 10, max: 10 }, attributes: { act: 2, mov: 4, att: 1, def: 3, sav: 4 },
  secondary: { armor: 0, stealth: 4 }, actionsLost: 0, ...extra });
const enemySystem = { health: { value: 4, max: 4 }, move: 3, actions: 2, defense: 1, saves: 5, alert: 4, detection: null, armor: 0 };
const ability = (name: string, system: Obj) => ({ name, type: "elvendorAbility",
  system: { hit: 4, range: 1, damage: 1, attacks: 1, specialVision: false, condition: { id: "", value: 0, when: "onHit" }, ...system } });
const lastAttackCard = () => world.messages.map((m) => cardOf<AttackCard>(m as never)).filter((c) => c?.ability).at(-1);

describe("Elvendor fidelity through the glue (Foundry test double)", () => {
  usePlainEnrichment();
  // The scene weather keeps to the active ruleset's weather state.
  useActiveRuleset(ELVENDOR_ID);
  beforeEach(() => {
    resetWorld();
  });
  afterEach(() => {
    g().scenes.viewed = null;
    g().scenes.get = sceneLookup;
    g().combat = null;
    world.dice.length = 0;
    world.dialogs.length = 0;
  });

  it("item 1: a Major Fear card dropped on a sheet still lasts 1 round", async () => {
    const hero = makeActor({ name: "Aria", type: "elvendorHero", system: heroSystem() });
    const card = { conditionId: "fear", tier: "major", durationRounds: 1, value: 0 } as unknown as ConditionSystem;
    await applyConditionCard(hero as never, card);
    expect(conditionsOf(hero as never).map((c) => [c.id, c.duration])).to.deep.equal([["fear", { unit: "rounds", value: 1 }]]);
  });

  describe("item 4: hero attacks check RG", () => {
    const setUp = () => {
      const hero = makeActor({ name: "Aria", type: "elvendorHero", system: heroSystem(), ownership: { default: 0, player1: 3 }, items: [ability("Sword", { range: 1 })] });
      const spider = makeActor({ name: "Spider", type: "elvendorEnemy", system: enemySystem });
      makeScene({}, [[hero, 0, 0], [spider, 10, 0]]);
      return { hero, spider, sword: hero.items.find((i) => i.name === "Sword")! };
    };
    it("a player's RG 1 attack on a target 10 tiles away is refused with the reason, and nothing is rolled", async () => {
      const { hero, spider, sword } = setUp();
      actAs({ id: "player1", isGM: false });
      await attack({ attacker: hero as never, ability: sword as never, target: spider as never, intent: fastForward });
      expect(world.notifications.map((n) => n.message)).to.deep.equal(["Spider is 10 tiles away; this ability reaches 1."]);
      expect(lastAttackCard()).to.equal(undefined);
    });
    it("the GM is asked and may attack anyway; declining rolls nothing", async () => {
      const { hero, spider, sword } = setUp();
      world.dialogs.push(null);
      await attack({ attacker: hero as never, ability: sword as never, target: spider as never, intent: fastForward });
      expect(lastAttackCard()).to.equal(undefined);
      world.dialogs.push("override");
      world.dice.push(6);
      await attack({ attacker: hero as never, ability: sword as never, target: spider as never, intent: fastForward });
      expect(lastAttackCard()).to.deep.include({ hits: 1 });
    });
  });

  it("item 5: an enemy with a special-vision ability shoots at night without the night penalty, with no dialog", async () => {
    const hero = makeActor({ name: "Aria", type: "elvendorHero", system: heroSystem() });
    const owl = makeActor({ name: "Owl", type: "elvendorEnemy", system: enemySystem,
      items: [ability("Talon Shot", { hit: 4, range: 6 }), ability("Night Eyes", { kind: "passive", specialVision: true, attacks: 0 })] });
    const spider = makeActor({ name: "Spider", type: "elvendorEnemy", system: enemySystem, items: [ability("Poison Spit", { hit: 4, range: 6 })] });
    const night = { weather: { status: 6, timeOfDay: "night", precipitation: "clear", wind: { from: 1, to: 1, swirling: true, speed: 0 }, windModifier: 0, noiseModifier: 1 },
      noiseBase: 0, windBase: 0, noiseAdded: 0, mapCord: null };
    makeScene({ weather: night }, [[hero, 0, 0], [owl, 2, 0], [spider, 0, 2]]);
    await attack({ attacker: owl as never, ability: owl.items.find((i) => i.name === "Talon Shot") as never, target: hero as never, intent: fastForward });
    expect(lastAttackCard()!.modifiers).to.deep.equal([]);
    await attack({ attacker: spider as never, ability: spider.items.find((i) => i.name === "Poison Spit") as never, target: hero as never, intent: fastForward });
    expect(lastAttackCard()!.modifiers).to.deep.equal([{ source: "night", value: 1 }]);
  });

  it("item 6: Charge played from the sheet ends Invisible", async () => {
    const hero = makeActor({ name: "Eryn", type: "elvendorHero", system: heroSystem({ attributes: { act: 3, mov: 4, att: 1, def: 3, sav: 4 } }) });
    await applyConditionTo(hero as never, "invisible");
    await playAction(hero as never, "charge");
    expect(conditionsOf(hero as never)).to.deep.equal([]);
    expect((await shownAll(world.messages)).some((t) => t.includes("Invisible ends"))).to.equal(true);
  });

  it("item 7: a Deafened Parry adds 2 noise to the scene", async () => {
    const hero = makeActor({ name: "Bran", type: "elvendorHero", system: heroSystem() });
    const spider = makeActor({ name: "Spider", type: "elvendorEnemy", system: enemySystem });
    const scene = makeScene({ weather: { weather: null, noiseBase: 0, windBase: 0, noiseAdded: 0, mapCord: null } });
    await applyConditionTo(hero as never, "deafened");
    world.dice.push(2);
    const result = await rollReaction(hero as never, spider as never, "parry");
    expect(result.noise).to.equal(2);
    expect(weatherOf(scene as never).noiseAdded).to.equal(2);
  });

  it("item 8: a Map Cord card fixed by the scenario applies at once, over the rolled one", async () => {
    const scene = makeScene({ weather: { weather: null, noiseBase: 0, windBase: 0, noiseAdded: 0, mapCord: 3 } });
    expect(activeLayout(scene as never)).to.deep.equal(cardLayout(3));
    await (scene.update as (c: Obj) => Promise<void>)({ "flags.realms.fixedMapCord": 7 });
    expect(activeLayout(scene as never)).to.deep.equal(cardLayout(7));
  });

  it("item 10: a hero's ATT is the number of dice for an ability that leaves its own ATT at 0", async () => {
    const hero = makeActor({ name: "Aria", type: "elvendorHero", system: heroSystem({ attributes: { act: 2, mov: 4, att: 3, def: 3, sav: 4 } }),
      items: [ability("Flurry", { attacks: 0 }), ability("Aimed Blow", { attacks: 1 })] });
    const spider = makeActor({ name: "Spider", type: "elvendorEnemy", system: enemySystem });
    makeScene({}, [[hero, 0, 0], [spider, 1, 0]]);
    world.dice.push(6, 2, 5);
    await attack({ attacker: hero as never, ability: hero.items.find((i) => i.name === "Flurry") as never, target: spider as never, intent: fastForward });
    expect(lastAttackCard()).to.deep.include({ dice: [6, 2, 5], hits: 2 });
    expect(lastAttackCard()!.ability.attacks).to.equal(3);
    world.dice.push(6);
    await attack({ attacker: hero as never, ability: hero.items.find((i) => i.name === "Aimed Blow") as never, target: spider as never, intent: fastForward });
    expect(lastAttackCard()!.dice).to.deep.equal([6]);
  });

  it("item 12: a scenario base wind is added to the roll, and a base set later applies at once", async () => {
    const scene = makeScene();
    await setScenarioBase({ wind: 2 });
    world.dice.push(1, 3, 9, 5, 1, 4); // Sunrise, wind 3 → 9, speed die 5 (+3), noise 1, Map Cord 4
    await rollScenarioWeather();
    expect(weatherOf(scene as never).weather!.wind.speed).to.equal(5);
    await setScenarioBase({ wind: 0, noise: 1 });
    expect(weatherOf(scene as never)).to.deep.include({ noiseBase: 1, windBase: 0 });
    expect(weatherOf(scene as never).weather!.wind.speed).to.equal(3);
    await setScenarioBase({ wind: -1 });
    expect(world.notifications.map((n) => n.message)).to.deep.equal(["Scenario base values are whole numbers of 0 or more."]);
  });

  it("item 13: an event spawn rolls the D12 on the active card and rerolls outside the scenario's zones (the GM's Event spawn on the locked enemy sheet)", async () => {
    const spider = makeActor({ name: "Spider", type: "elvendorEnemy", system: enemySystem });
    (spider as unknown as Obj).getTokenDocument = async (at: Obj) => ({ toObject: () => ({ ...at, actorId: spider.id }) });
    const scene = makeScene({ weather: { weather: null, noiseBase: 0, windBase: 0, noiseAdded: 0, mapCord: 9 }, fixedMapCord: 2, spawnZones: [1, 2, 3, 4] });
    world.dice.push(7, 4); // card 2: sector 7 lies in zone 7 (refused), sector 4 in zone 4, the top right cell
    actAs({ id: "gm", isGM: true });
    const sheet = new (EnemySheet as unknown as new (o: object) => { render(f: boolean): Promise<unknown>; element: HTMLElement })({ document: spider });
    await sheet.render(true);
    expect(sheet.element.querySelector('[name="system.move"]'), "play mode").to.equal(null);
    sheet.element.querySelector<HTMLElement>('[data-action="eventSpawn"]')!.click();
    await settleUntil(() => scene.tokens.length === 1);
    expect(scene.tokens.map((t) => [t.x, t.y])).to.deep.equal([[1000, 100]]);
    expect(await shown(world.messages.at(-1)!)).to.contain("D12 rolled 7, 4, sector 4 (zone 4)");
  });

  describe("items 3 and 9: the Enemy Phase proposal", () => {
    const plan = (): EnemyPlanCard => cardData<{ card: EnemyPlanCard }>(world.messages.at(-1)!).card;
    const combatFor = (enemy: FakeActor, scene: Obj & { tokens: Obj[] }) => {
      const token = scene.tokens.find((t) => t.actor === enemy)!;
      const list = [{ id: "cEnemy", actor: enemy, token }];
      return { scene, combatants: Object.assign(list, { get: (id: string) => list.find((c) => c.id === id) }) };
    };
    it("a Petrified enemy's activation is dropped and the card says why", async () => {
      const hero = makeActor({ name: "Aria", type: "elvendorHero", system: heroSystem() });
      const spider = makeActor({ name: "Spider", type: "elvendorEnemy", system: enemySystem, items: [ability("Bite", {})] });
      const scene = makeScene({}, [[hero, 1, 0], [spider, 0, 0]]);
      await applyConditionTo(spider as never, "petrified");
      await proposeActivation(combatFor(spider, scene) as never, "cEnemy");
      expect(plan().steps).to.deep.equal([{ kind: "dropped", reason: "petrified", what: "turn" }]);
      expect(await shown(world.messages.at(-1)!)).to.contain("Petrified: the activation is skipped");
    });
    it("a hero inside the radius rolls STEALTH on a GM-only card: 5 against 4+ stays unnoticed, 2 is noticed", async () => {
      const hero = makeActor({ name: "Aria", type: "elvendorHero", system: heroSystem() });
      const spider = makeActor({ name: "Spider", type: "elvendorEnemy", system: enemySystem, items: [ability("Bite", {})] });
      // Noise +2: the Spider's radius is its base 3 tiles.
      const scene = makeScene({ weather: { weather: null, noiseBase: 2, windBase: 0, noiseAdded: 0, mapCord: null } }, [[hero, 2, 0], [spider, 0, 0]]);
      world.dice.push(5);
      await proposeActivation(combatFor(spider, scene) as never, "cEnemy");
      const stealthCard = world.messages.at(-2)!;
      expect(await shown(stealthCard)).to.contain("Aria</strong> STEALTH 4+ (50%) inside Spider&#x27;s radius: rolled 5, stays unnoticed.");
      expect(stealthCard.whisper).to.be.an("array");
      expect(plan().steps[0]).to.deep.include({ kind: "detect", detected: [] });
      world.dice.push(2);
      await proposeActivation(combatFor(spider, scene) as never, "cEnemy");
      expect(plan().steps[0]).to.deep.include({ kind: "detect", detected: ["tok0"] });
    });
  });
});
