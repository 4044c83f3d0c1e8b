/**
 * The Hostile AI's pure rules: the rules' worked example card (M79) as the oracle on small fields, no row applying,
 * a tie left to the players, the activation order (M76, A6), the M75 defaults, A7, and the route (walls, Climb, Jump).
 */
import { expect } from "chai";
import { validateData } from "../../../src/core/schema/validate";
import { behaviorSpec } from "../../../src/rulesets/eldfall/models/campaign-specs";
import { isPlan, planActivation, planReaction, type ActivationPlan } from "../../../src/rulesets/eldfall/ai/rules/ai-plan";
import { activationOrder, nextActivation } from "../../../src/rulesets/eldfall/ai/rules/ai-order";
import { rowCondition } from "../../../src/rulesets/eldfall/ai/rules/ai-conditions";
import { firstRow, bestMatch, rankedGroups } from "../../../src/core/rules/hierarchy";
import { orthogonalPath } from "../../../src/core/rules/grid-path";
import { checkMove } from "../../../src/rulesets/eldfall/space/rules/movement";
import { facingToward } from "../../../src/core/rules/grid-facing";
import { aiModel, clause, exampleCard, field, hero, row, wallEast } from "../../support/ai-fixtures";

const plan = (p: ReturnType<typeof planActivation>): ActivationPlan => {
  expect(isPlan(p), `a plan, not "${String(p)}"`).to.equal(true);
  return p as ActivationPlan;
};

describe("Eldfall AI: the rules' example card (M79) as the oracle", () => {
  const card = exampleCard();

  it("is a valid Behavior item (behaviorSpec)", () => {
    expect(validateData(behaviorSpec, card)).to.deep.equal([]);
  });

  it("movement 1: within 2 spaces of an enemy, it Walks into the closest enemy's space; action 1: Melee Attack", () => {
    const h = aiModel("H", { x: 0, y: 0 });
    const near = hero("Near", { x: 1, y: 1 });
    const far = hero("Far", { x: 5, y: 0 });
    const f = field([h, near, far]);
    const p = plan(planActivation(f, "H", card));
    expect([p.movement.row, p.movement.kind, p.movement.target?.name, p.movement.to]).to.deep.equal([0, "walk", "Near", { x: 1, y: 1 }]);
    expect(p.movement.path).to.have.length(2);
    expect(checkMove(f.moveSpace(h), h.mover, "walk", h.cell, p.movement.path).ok, "a legal Walk by part 1's check").to.equal(true);
    expect([p.action.row, p.action.action, p.action.weapon?.id, p.action.target?.name]).to.deep.equal([0, "attack", "unarmed", "Near"]);
    expect(p.action.text).to.equal(card.active.action[0]!.text);
  });

  it("movement 2: an enemy in LoS but farther: it Runs toward it, and after a Run it does Nothing even in the same space", () => {
    const h = aiModel("H", { x: 0, y: 0 }, { spd: 3 });
    const f = field([h, hero("A", { x: 5, y: 0 })]);
    const p = plan(planActivation(f, "H", card));
    expect([p.movement.row, p.movement.kind, p.movement.to, p.movement.path.length]).to.deep.equal([1, "run", { x: 5, y: 0 }, 5]);
    expect([p.action.row, p.action.action], "no Action row applies after the Run: Nothing").to.deep.equal([null, "nothing"]);
  });

  it("movement 2 stops where the Run ends when the enemy is beyond it (2×SPD)", () => {
    const h = aiModel("H", { x: 0, y: 0 }, { spd: 2 });
    const f = field([h, hero("A", { x: 7, y: 0 })]);
    const p = plan(planActivation(f, "H", card));
    expect([p.movement.kind, p.movement.to]).to.deep.equal(["run", { x: 4, y: 0 }]);
  });

  it("movement 3: no enemy within 2 nor in LoS: it Walks toward the closest enemy by the shortest route around the wall", () => {
    const h = aiModel("H", { x: 0, y: 0 }, { spd: 3 });
    const walls = wallEast(2, 0, 6); // a wall east of column 2, open at row 7
    const f = field([h, hero("A", { x: 4, y: 0 }), hero("B", { x: 7, y: 7 })], { walls });
    const p = plan(planActivation(f, "H", card));
    expect([p.movement.row, p.movement.kind, p.movement.target?.name]).to.deep.equal([2, "walk", "A"]);
    const route = orthogonalPath(f.board, h.cell, { x: 4, y: 0 })!;
    expect(p.movement.path, "the first 3 spaces (Walk = SPD) of the shortest route").to.deep.equal(route.cells.slice(0, 3));
    expect(route.cost, "around the wall").to.equal(4 + 2 * 7);
    expect(p.action.action).to.equal("nothing");
  });

  it("reactive 1: the activated enemy in LoS and in its space: Melee Attack at it", () => {
    const h = aiModel("H", { x: 2, y: 2 });
    const a = hero("A", { x: 2, y: 2 });
    const r = planReaction(field([h, a, hero("B", { x: 2, y: 3 })]), "H", card, "A", null)!;
    expect([r.row, r.action, r.attack, r.target?.name]).to.deep.equal([0, "attack", "melee", "A"]);
  });

  it("reactive 2: attacked from outside its space: Dodge and move toward the attacker", () => {
    const h = aiModel("H", { x: 2, y: 2 });
    const a = hero("A", { x: 2, y: 5 });
    const r = planReaction(field([h, a]), "H", card, "A", { kind: "ranged", targets: ["H"] })!;
    expect([r.row, r.action, r.toward?.name]).to.deep.equal([1, "dodge", "A"]);
  });

  it("reactive: not attacked and not in its space: no row applies, it does not react", () => {
    const h = aiModel("H", { x: 2, y: 2 });
    const f = field([h, hero("A", { x: 2, y: 5 }), hero("B", { x: 0, y: 0 })]);
    expect(planReaction(f, "H", card, "A", { kind: "melee", targets: ["B"] })).to.equal(null);
  });
});

describe("Eldfall AI: no row, ties, defaults", () => {
  it("no row applies: the Hostile does not activate", () => {
    const picky = { ...exampleCard(), active: { movement: [row("walkInto", [clause("enemyWithin", { n: 1 })])], action: [row("meleeAttack", [clause("enemySameSpace")])] } };
    expect(planActivation(field([aiModel("H", { x: 0, y: 0 }), hero("A", { x: 6, y: 6 })]), "H", picky)).to.equal("noRow");
  });

  it("a row fires but it cannot move or act (only Shrouded enemies): Idle and Nothing (M78 note 2)", () => {
    const f = field([aiModel("H", { x: 0, y: 0 }), hero("A", { x: 3, y: 3, }, { states: ["shrouded"] })]);
    const p = plan(planActivation(f, "H", exampleCard()));
    expect([p.movement.row, p.movement.kind, p.movement.stuck, p.action.action, p.idleNothing]).to.deep.equal([2, "idle", "noTarget", "nothing", true]);
  });

  it("Incapacitated, Dead and Shrouded enemies are never targets (M75)", () => {
    const f = field([aiModel("H", { x: 0, y: 0 }), hero("Down", { x: 1, y: 0 }, { states: ["incapacitated"] }), hero("Dead", { x: 0, y: 1 }, { states: ["dead"] }), hero("A", { x: 2, y: 2 })]);
    expect(plan(planActivation(f, "H", exampleCard())).movement.target?.name).to.equal("A");
  });

  it("two enemies equally close: a tie left to the players (the first is proposed)", () => {
    const f = field([aiModel("H", { x: 2, y: 2 }), hero("West", { x: 0, y: 2 }), hero("East", { x: 4, y: 2 })]);
    const p = plan(planActivation(f, "H", exampleCard()));
    expect(p.movement.tied.map((t) => t.name)).to.deep.equal(["West", "East"]);
    expect(p.movement.target?.name).to.equal("West");
  });

  it("lowest HP first; equal HP → the closest (\"if unclear, the closest\"); custom → the GM", () => {
    const base = exampleCard();
    const lowest = { ...base, targetPriority: "lowestHp" as const, active: { movement: [row("walkToward", [clause("enemyInLos")])], action: [] } };
    const f = field([aiModel("H", { x: 0, y: 0 }), hero("Strong", { x: 1, y: 0 }, { hp: 3 }), hero("Weak", { x: 4, y: 0 }, { hp: 1 }), hero("Weak2", { x: 6, y: 0 }, { hp: 1 })]);
    const p = plan(planActivation(f, "H", lowest));
    expect([p.movement.target?.name, p.movement.tied]).to.deep.equal(["Weak", []]);
    const custom = plan(planActivation(f, "H", { ...lowest, targetPriority: "custom" }));
    expect([custom.movement.gm, custom.movement.target?.name]).to.deep.equal([true, "Strong"]);
  });

  it("a Distracted Hostile neither activates nor reacts (A7)", () => {
    const f = field([aiModel("H", { x: 0, y: 0 }, { states: ["distracted"] }), hero("A", { x: 0, y: 0 })]);
    expect(planActivation(f, "H", exampleCard())).to.equal("distracted");
    expect(planReaction(f, "H", exampleCard(), "A", null)).to.equal(null);
  });

  it("Crouched: cancelled in the Movement Step; Immobilized: Dodge when no Action row applies (M75)", () => {
    const crouched = plan(planActivation(field([aiModel("H", { x: 0, y: 0 }, { states: ["crouched"] }), hero("A", { x: 1, y: 0 })]), "H", exampleCard()));
    expect([crouched.movement.crouch, crouched.movement.kind]).to.deep.equal(["cancel", "walk"]);
    const stuck = plan(planActivation(field([aiModel("H", { x: 0, y: 0 }, { states: ["immobilized"] }), hero("A", { x: 1, y: 0 })]), "H", exampleCard()));
    expect([stuck.movement.kind, stuck.movement.stuck, stuck.action.action, stuck.action.note]).to.deep.equal(["idle", "immobilized", "dodge", "immobilized"]);
  });

  it("a Hostile declaring an Attack turns to face its target (M74)", () => {
    const f = field([aiModel("H", { x: 0, y: 0 }, { weapons: [{ id: "bow", name: "Bow", type: "ranged", reach: 10 }] }), hero("A", { x: 0, y: 5 })]);
    const card = { ...exampleCard(), active: { movement: [], action: [row("rangedAttack", [clause("enemyInLos")])] } };
    const p = plan(planActivation(f, "H", card));
    expect([p.movement.kind, p.action.action, p.action.weapon?.id, p.action.facing]).to.deep.equal(["idle", "attack", "bow", "south"]);
    expect(facingToward({ x: 0, y: 0 }, { x: 2, y: 2 }, "south")).to.equal("south");
  });
});

describe("Eldfall AI: the route (walls, slots, Climb, Jump)", () => {
  it("where the route climbs onto Elevation it Climbs instead of Walking", () => {
    const envs = { "2,0": [{ env: "elevation" as const, level: 1 }], "3,0": [{ env: "elevation" as const, level: 1 }] };
    const f = field([aiModel("H", { x: 0, y: 0 }, { spd: 3 }), hero("A", { x: 3, y: 0 })], { envs, walls: wallEast(0, 1, 7) });
    const walkOnly = { ...exampleCard(), active: { movement: [row("walkToward", [])], action: [] } };
    const p = plan(planActivation(f, "H", walkOnly));
    expect([p.movement.kind, p.movement.to]).to.deep.equal(["climb", { x: 3, y: 0 }]);
  });

  it("straight over a Crevice it Jumps", () => {
    const envs = { "2,0": [{ env: "crevice" as const }] };
    const walls = [...wallEast(1, 1, 7), ...wallEast(2, 1, 7)]; // the crevice column is the only way east
    const f = field([aiModel("H", { x: 0, y: 0 }, { spd: 4 }), hero("A", { x: 4, y: 0 })], { envs, walls });
    const p = plan(planActivation(f, "H", { ...exampleCard(), active: { movement: [row("walkToward", [])], action: [] } }));
    expect([p.movement.kind, p.movement.path]).to.deep.equal(["jump", [{ x: 1, y: 0 }, { x: 3, y: 0 }, { x: 4, y: 0 }]]);
  });

  it("never through an enemy's space, and never ends in a full space", () => {
    // A corridor one space wide: an enemy blocks it, so the route stops short.
    const walls = [...wallEast(0, 1, 7)];
    for (let x = 0; x < 7; x++) walls.push({ a: { x, y: 0 }, b: { x, y: 1 }, move: true, sight: true });
    const f = field([aiModel("H", { x: 0, y: 0 }), hero("Block", { x: 2, y: 0 }), hero("Goal", { x: 5, y: 0 }, { hp: 1 })], { walls });
    const card = { ...exampleCard(), targetPriority: "lowestHp" as const, active: { movement: [row("walkToward", [clause("enemyInAwareness", { negate: true })])], action: [] } };
    const p = plan(planActivation(f, "H", { ...card, active: { movement: [row("walkToward", [], { target: "priority" })], action: [] } }));
    expect([p.movement.target?.name, p.movement.kind, p.movement.stuck]).to.deep.equal(["Goal", "idle", "noRoute"]);
    const full = field([aiModel("H", { x: 0, y: 0 }), hero("A", { x: 1, y: 0 }, { size: "colossal" })], { slots: () => 4 });
    const q = plan(planActivation(full, "H", exampleCard()));
    expect(q.movement.to, "the full space is not entered").to.not.deep.equal({ x: 1, y: 0 });
  });
});

describe("Eldfall AI: activation order (M76, A6)", () => {
  it("Tier ascending, then Morale descending; equal ones grouped for the players", () => {
    const ms = [aiModel("T2", { x: 0, y: 0 }, { tier: 2, m: 15 }), aiModel("T1low", { x: 0, y: 1 }, { m: 8 }), aiModel("T1a", { x: 0, y: 2 }, { m: 12 }), aiModel("T1b", { x: 0, y: 3 }, { m: 12 })];
    expect(activationOrder(ms).map((g) => g.map((m) => m.id))).to.deep.equal([["T1a", "T1b"], ["T1low"], ["T2"]]);
  });

  it("the first Hostile with AP and a firing behavior; ties reported; no AP or no row → passed over; none → null", () => {
    const card = exampleCard();
    const a = aiModel("A", { x: 0, y: 0 }, { m: 12 });
    const b = aiModel("B", { x: 0, y: 1 }, { m: 12 });
    const spent = aiModel("Spent", { x: 0, y: 2 }, { m: 20, ap: 0 });
    const t2 = aiModel("T2", { x: 0, y: 3 }, { tier: 2, m: 30 });
    const f = field([t2, spent, a, b, hero("X", { x: 5, y: 5 })]);
    const next = nextActivation(f, "hostiles", () => card)!;
    expect([next.plan.hostile.id, next.tiedWith.map((t) => t.id), next.passed.map((p) => [p.ref.id, p.why])]).to.deep.equal(["A", ["B"], [["Spent", "noAp"]]]);
    expect(nextActivation(f, "hostiles", () => card, new Set(["A", "B"]))!.plan.hostile.id, "Tier I done: Tier II").to.equal("T2");
    const none = field([aiModel("A", { x: 0, y: 0 }, { ap: 0 }), hero("X", { x: 5, y: 5 })]);
    expect(nextActivation(none, "hostiles", () => card)).to.equal(null);
  });
});

describe("core hierarchy machinery", () => {
  it("firstRow, bestMatch with narrowing and ties, rankedGroups", () => {
    expect(firstRow([1, 2, 3, 4], (r) => (r % 2 === 0 ? r * 10 : null))).to.deep.equal({ index: 1, row: 2, found: 20 });
    expect(firstRow([1, 3], () => null)).to.equal(null);
    expect(bestMatch([{ hp: 1, d: 3 }, { hp: 1, d: 2 }, { hp: 2, d: 1 }], [(x) => x.hp, (x) => x.d])).to.deep.equal({ chosen: { hp: 1, d: 2 }, tied: [{ hp: 1, d: 2 }] });
    expect(bestMatch([], [() => 0])).to.deep.equal({ chosen: null, tied: [] });
    expect(rankedGroups([3, 1, 2, 1], [(x) => x])).to.deep.equal([[1, 1], [2], [3]]);
  });

  it("a row's clauses: all (same enemy meets both), any (union), negation, custom → the GM", () => {
    const h = aiModel("H", { x: 0, y: 0 });
    const f = field([h, hero("Near", { x: 1, y: 0 }, { states: ["crippled"] }), hero("Far", { x: 6, y: 0 })]);
    const ctx = { field: f, self: h, at: h.cell };
    const all = rowCondition(ctx, { conditions: [clause("enemyWithin", { n: 2 }), clause("targetState", { state: "crippled" })], any: false });
    expect([all.holds, all.candidates?.map((m) => m.id)]).to.deep.equal([true, ["Near"]]);
    const none = rowCondition(ctx, { conditions: [clause("enemyWithin", { n: 2 }), clause("enemyWithin", { n: 9, negate: true })], any: false });
    expect(none.holds).to.equal(false);
    const any = rowCondition(ctx, { conditions: [clause("enemySameSpace"), clause("enemyWithin", { n: 7 })], any: true });
    expect(any.candidates?.map((m) => m.id)).to.deep.equal(["Near", "Far"]);
    expect(rowCondition(ctx, { conditions: [clause("custom")], any: false }).holds).to.equal("gm");
    expect(rowCondition(ctx, { conditions: [clause("hpAtMost", { n: 3 }), clause("notEngaged")], any: false }).holds).to.equal(true);
  });
});
