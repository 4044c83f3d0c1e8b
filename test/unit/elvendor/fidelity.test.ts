/** Rules fidelity (issue 9): each rule the Elvendor text states, as a number the pure rules must give. */
import { expect } from "chai";
import type { ActiveCondition } from "../../../src/core/rules/conditions";
import { applyElvendorCondition, conditionRounds, turnPlan } from "../../../src/rulesets/elvendor/conditions/rules/conditions";
import { detectionModifiers, detectionRadius } from "../../../src/rulesets/elvendor/weather/rules/noise";
import { DEFAULT_ELVENDOR_OPTIONS as O } from "../../../src/rulesets/elvendor/options/rules/options";
import { scenarioWeather, windFromDice, withWindBase } from "../../../src/rulesets/elvendor/weather/rules/weather";
import { planEnemyActivation, type PlannerEnemy, type PlannerHero } from "../../../src/rulesets/elvendor/enemies/rules/enemy";
import { ACTION_CARDS, actionNoise, spendAction } from "../../../src/rulesets/elvendor/actions/rules/actions";
import { resolveReaction } from "../../../src/rulesets/elvendor/combat/rules/reactions";
import { attackDice, attackTarget, hasSpecialVision, inRange, type AttackInput } from "../../../src/rulesets/elvendor/combat/rules/attack";
import { stealthAvoids, stealthChance } from "../../../src/rulesets/elvendor/enemies/rules/stealth";
import { activeCard, cardLayout, eventSpawnSector } from "../../../src/rulesets/elvendor/weather/rules/mapcord";

const at = (round: number) => ({ round, turn: 0, worldTime: 0 });
const cond = (id: string, value?: number): ActiveCondition => ({ id, appliedAt: at(1), duration: { unit: "rounds", value: 1 }, ...(value ? { value } : {}) });
const calm = { noise: 2, timeOfDay: "day" as const, precipitation: "clear" as const, wind: windFromDice(1, 1, 0) };
const spider = { alert: 4, detection: null };

describe("Elvendor fidelity: Fear lasts 1 round only (item 1)", () => {
  it("the tier shift never lengthens or shortens Fear", () => {
    expect(["minor", "standard", "major"].map((t) => conditionRounds("fear", t as "major", { tierRoundShift: 2 }))).to.deep.equal([1, 1, 1]);
    expect(conditionRounds("invisible", "major", O)).to.equal(3);
  });
  it("a Major Fear card or an edited duration still lands for 1 round", () => {
    const major = applyElvendorCondition([], "fear", { tier: "major", at: at(1) }, O).active[0]!;
    const edited = applyElvendorCondition([], "fear", { rounds: 3, at: at(1) }, O).active[0]!;
    expect([major.duration, edited.duration]).to.deep.equal([{ unit: "rounds", value: 1 }, { unit: "rounds", value: 1 }]);
  });
});

describe("Elvendor fidelity: wind speed scales detection (item 2)", () => {
  const along = { x: 0, y: 1 }; // wind from 12 toward 6 blows down the map
  it("noise carried with the wind gains one tile per wind step (1–3: 1, 4–6: 2, 7–9: 3), against it loses as much", () => {
    const radius = (speed: number, vector: { x: number; y: number }) => detectionRadius(spider, { ...calm, wind: windFromDice(12, 6, speed) }, O, vector);
    expect([1, 3, 4, 6, 7].map((s) => radius(s, along))).to.deep.equal([4, 4, 5, 5, 6]);
    expect([1, 4, 7].map((s) => radius(s, { x: 0, y: -1 }))).to.deep.equal([2, 1, 0]);
    expect(detectionModifiers({ ...calm, wind: windFromDice(12, 6, 5) }, O, along)).to.deep.equal([{ source: "windWith", value: 2 }]);
  });
});

describe("Elvendor fidelity: rain dampens sound (item 11)", () => {
  it("rain takes one tile off every detection radius (setting)", () => {
    expect(detectionRadius(spider, { ...calm, precipitation: "rain" }, O)).to.equal(2);
    expect(detectionModifiers({ ...calm, precipitation: "rain" }, O)).to.deep.equal([{ source: "rain", value: -1 }]);
    expect(detectionRadius(spider, { ...calm, precipitation: "rain" }, { ...O, rainDetection: 0 })).to.equal(3);
  });
});

describe("Elvendor fidelity: scenario base wind (item 12)", () => {
  it("the D6 reading is added to the scenario's base wind; swirling still takes 1 off the total", () => {
    const rolls = { status: 1, windFrom: 3, windTo: 9, windSpeedDice: [5], noiseDie: 1 };
    expect(scenarioWeather(rolls, "normal").wind.speed).to.equal(3);
    expect(scenarioWeather(rolls, "normal", 2).wind.speed).to.equal(5);
    expect(scenarioWeather({ ...rolls, windTo: 3 }, "normal", 2).wind.speed).to.equal(4);
    expect(scenarioWeather(rolls, "normal", 2).windModifier).to.equal(3);
  });
  it("a base set after the roll applies at once", () => {
    const w = scenarioWeather({ status: 1, windFrom: 3, windTo: 9, windSpeedDice: [1], noiseDie: 1 }, "hard");
    expect(withWindBase(w, 4).wind).to.deep.include({ speed: 5, from: 3, to: 9 });
    expect(withWindBase(w, 0).wind.speed).to.equal(1);
  });
});

describe("Elvendor fidelity: Deafened adds 1 to every action's noise, reactions too (item 7)", () => {
  const deaf = turnPlan([cond("deafened")], 2);
  it("Parry makes 2 noise, Dodge 1, and cards one more than printed", () => {
    expect(resolveReaction("parry", 6, O, deaf.noiseBonus).noise).to.equal(2);
    expect(resolveReaction("dodge", 6, O, deaf.noiseBonus).noise).to.equal(1);
    expect(resolveReaction("parry", 6, O).noise).to.equal(1);
    expect(actionNoise(0, deaf)).to.equal(1);
    const dash = ACTION_CARDS.find((c) => c.id === "dash")!;
    expect(spendAction(dash, { apLeft: 2, plan: deaf })).to.deep.include({ noise: 2 });
  });
});

describe("Elvendor fidelity: range and special vision (items 4, 5)", () => {
  const base: AttackInput = { hit: 4, defense: 1, ranged: true, range: 6, distance: 3, timeOfDay: "night", precipitation: "clear", wind: "none", windSpeed: 0 };
  it("a target beyond the ability's RG is out of range (diagonals count 1)", () => {
    expect([inRange(1, 1), inRange(10, 1), inRange(4, 4), inRange(5, 4)]).to.deep.equal([true, false, true, false]);
  });
  it("a special-vision ability removes the night penalty", () => {
    const abilities = [{ specialVision: false }, { specialVision: true }];
    expect(hasSpecialVision(abilities)).to.equal(true);
    expect(hasSpecialVision([{ specialVision: false }])).to.equal(false);
    expect(attackTarget({ ...base, specialVision: hasSpecialVision(abilities) }, O).modifiers).to.deep.equal([]);
  });
});

describe("Elvendor fidelity: ATT is the base number of attacks (item 10)", () => {
  it("an ability's own ATT wins; one left at 0 rolls the character's ATT (at least one die)", () => {
    expect(attackDice(2, 1)).to.equal(2);
    expect(attackDice(0, 3)).to.equal(3);
    expect(attackDice(0, 0)).to.equal(1);
  });
});

describe("Elvendor fidelity: STEALTH inside an enemy's radius (item 9)", () => {
  it("a D6 at or above STEALTH stays unnoticed: STEALTH 4+ is 50%", () => {
    expect([3, 4, 6].map((d) => stealthAvoids(d, 4))).to.deep.equal([false, true, true]);
    expect(stealthChance(4)).to.equal(0.5);
    expect(stealthChance(7)).to.equal(0);
  });
  it("a hidden hero is not among the detected, so the enemy does not go for it", () => {
    const enemy: PlannerEnemy = { id: "s", position: { x: 0, y: 0 }, move: 3, actions: 2, alert: 4, detection: null, abilities: [{ name: "Bite", range: 1 }] };
    const heroes: PlannerHero[] = [{ id: "a", position: { x: 1, y: 0 }, invisible: false, down: false, hidden: true }, { id: "b", position: { x: 3, y: 0 }, invisible: false, down: false }];
    const steps = planEnemyActivation(enemy, heroes, calm, O);
    expect(steps[0]).to.deep.include({ kind: "detect", detected: ["b"] });
    expect(steps.find((s) => s.kind === "move")).to.deep.include({ targetId: "b" });
  });
});

describe("Elvendor fidelity: enemies obey their own conditions (item 3)", () => {
  const enemy = (conditions: ActiveCondition[]): PlannerEnemy => ({ id: "s", position: { x: 0, y: 0 }, move: 3, actions: 2, alert: 4, detection: null,
    abilities: [{ name: "Bite", range: 1 }, { name: "Poison Spit", range: 4 }], conditions });
  const near: PlannerHero[] = [{ id: "h", position: { x: 1, y: 0 }, invisible: false, down: false }];
  const far: PlannerHero[] = [{ id: "h", position: { x: 3, y: 0 }, invisible: false, down: false }];
  it("Petrified or Unconscious: the activation is dropped, saying why", () => {
    expect(planEnemyActivation(enemy([cond("petrified")]), near, calm, O)).to.deep.equal([{ kind: "dropped", reason: "petrified", what: "turn" }]);
    expect(planEnemyActivation(enemy([cond("unconscious")]), near, calm, O)).to.deep.equal([{ kind: "dropped", reason: "unconscious", what: "turn" }]);
  });
  it("Trapped: the first action goes into breaking free and the enemy cannot move", () => {
    const steps = planEnemyActivation(enemy([cond("trapped")]), far, calm, O);
    expect(steps.slice(1)).to.deep.equal([{ kind: "dropped", reason: "trapped", what: "action" }, { kind: "attack", ability: "Poison Spit", targetId: "h", distance: 3, condition: null }]);
    const stuck = planEnemyActivation({ ...enemy([cond("trapped")]), actions: 3, abilities: [{ name: "Bite", range: 1 }] }, far, calm, O);
    expect(stuck.slice(1)).to.deep.equal([{ kind: "dropped", reason: "trapped", what: "action" }, { kind: "dropped", reason: "trapped", what: "move" }, { kind: "dropped", reason: "trapped", what: "move" }]);
  });
  it("Fear: every action is a forced move, no attack", () => {
    expect(planEnemyActivation(enemy([cond("fear")]), near, calm, O)).to.deep.equal([{ kind: "dropped", reason: "fear", what: "actions" }]);
  });
  it("Blinded: a forced move before each action and no ranged attack", () => {
    // Five tiles away: it closes to two, where only Poison Spit would reach; blind, it keeps closing instead.
    const steps = planEnemyActivation(enemy([cond("blinded")]), [{ ...far[0]!, position: { x: 5, y: 0 } }], calm, { ...O, detectionAlertOffset: 1 });
    expect(steps.map((s) => s.kind)).to.deep.equal(["detect", "forced", "move", "forced", "dropped", "move"]);
    expect(steps[4]).to.deep.equal({ kind: "dropped", reason: "blinded", what: "ranged" });
    const close = planEnemyActivation(enemy([cond("blinded")]), near, calm, O);
    expect(close.filter((s) => s.kind === "attack").map((s) => (s as { ability: string }).ability)).to.deep.equal(["Bite", "Bite"]);
  });
});

describe("Elvendor fidelity: Map Cord (items 8, 13)", () => {
  it("a fixed card wins over the rolled one, even before any roll", () => {
    expect(activeCard(4, 9)).to.equal(9);
    expect(activeCard(null, 9)).to.equal(9);
    expect(activeCard(4, null)).to.equal(4);
    expect(activeCard(null, null)).to.equal(null);
  });
  it("event spawns read the D12 on the active card; a restricted scenario rerolls sectors outside its zones", () => {
    const layout = cardLayout(2); // k = 5: cells hold 1, 6, 11, 4, 9, 2, 7, 12, 5, 10, 3, 8
    expect(eventSpawnSector([7], layout, null)).to.deep.equal({ sector: 7, cell: 7, rolls: 1 });
    // Zones 1–4 are the top row: 7 sits in cell 7, 4 in cell 4.
    expect(eventSpawnSector([7, 4], layout, [1, 2, 3, 4])).to.deep.equal({ sector: 4, cell: 4, rolls: 2 });
    expect(eventSpawnSector([7, 5], layout, [1, 2, 3, 4])).to.equal(null);
  });
});

describe("Elvendor fidelity: the Enemy Phase card names every dropped step", () => {
  it("each condition's reason renders as text, not a key", async () => {
    const { enemyPlanCardContext } = await import("../../../src/rulesets/elvendor/enemies/cards");
    const { render } = await import("../../support/render");
    const steps = [
      { kind: "forced", cause: "blinded" }, { kind: "dropped", reason: "petrified", what: "turn" }, { kind: "dropped", reason: "unconscious", what: "turn" },
      { kind: "dropped", reason: "trapped", what: "action" }, { kind: "dropped", reason: "trapped", what: "move" },
      { kind: "dropped", reason: "fear", what: "actions" }, { kind: "dropped", reason: "blinded", what: "ranged" },
    ] as const;
    const html = render("templates/elvendor/chat/enemy-plan.hbs", enemyPlanCardContext({ enemy: { name: "Spider", uuid: null }, steps, heroes: {}, status: "proposed" }));
    expect(html).not.to.contain("REALMS.");
    for (const text of ["Blinded: a forced move first", "Petrified: the activation is skipped", "Trapped: cannot move", "Fear: every action is a forced move", "Blinded: no ranged attack"]) {
      expect(html).to.contain(text);
    }
  });
});

describe("Elvendor fidelity: the Weather HUD shows a fixed Map Cord card before any roll (item 8)", () => {
  it("card 7 is shown on an unrolled scene", async () => {
    const { weatherHudContext, EMPTY_WEATHER } = await import("../../../src/rulesets/elvendor/weather/cards");
    const { render } = await import("../../support/render");
    const html = render("templates/elvendor/hud/weather.hbs", weatherHudContext({ ...EMPTY_WEATHER, mapCord: 7 }, true));
    expect(html).to.contain("Map Cord card: 7");
  });
});
