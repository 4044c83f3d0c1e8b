/**
 * Behavior (AI) cards as data: the rulebook's worked example card (M79) keyed exactly, how a row's clauses combine,
 * what each step may say, and the nonsense the model refuses.
 */
import { expect } from "chai";
import { initialValue } from "../../../src/core/schema/spec";
import { validateData } from "../../../src/core/schema/validate";
import { behaviorSpec, type AiClauseData, type AiRowData } from "../../../src/rulesets/eldfall/models/campaign-specs";
import { validateBehaviorJoint } from "../../../src/rulesets/eldfall/ai/rules/behavior-validation";
import {
  behaviorProblems, clauseGroups, conditionParams, rowProblems, stepBehaviors, stepConditions, stepDefaults, stepTargets, tidyRow,
} from "../../../src/rulesets/eldfall/ai/rules/behavior-rows";
import { AI_CONDITIONS } from "../../../src/rulesets/eldfall/profile/rules/keys";
import { exampleBehavior } from "../../support/fixtures-eldfall-behavior";
import { rowHolds } from "../../support/behavior-rows";

const ROW = initialValue(behaviorSpec.fields.active.fields.movement.element);
const CLAUSE = initialValue(behaviorSpec.fields.active.fields.movement.element.fields.conditions.element);
const clause = (key: AiClauseData["key"], more: Partial<AiClauseData> = {}): AiClauseData => ({ ...CLAUSE, key, ...more });
const row = (more: Partial<AiRowData>): AiRowData => ({ ...ROW, ...more });
/** A row's keys only, as a compact oracle. */
const keys = (r: AiRowData) => ({
  when: clauseGroups(r).map((g) => g.map((c) => `${c.negate ? "not " : ""}${c.key}${c.n !== null ? ` ${c.n}` : ""}`)),
  do: r.behavior, at: r.target,
});

describe("Behavior cards: the rulebook's example card (M79) as the pack ships it", () => {
  const card = exampleBehavior().system;

  it("passes the schema, and the AI can run every row (no problems)", () => {
    expect(validateData(behaviorSpec, card)).to.deep.equal([]);
    expect(behaviorProblems(card)).to.deep.equal([]);
    expect(() => validateBehaviorJoint(card)).not.to.throw();
  });

  it("Active, Target Priority closest; Movement 1–3: within 2 → Walk into the closest enemy's space; LoS → Run toward; otherwise Walk toward the closest", () => {
    expect(card.targetPriority).to.equal("closest");
    expect(card.active.movement.map(keys)).to.deep.equal([
      { when: [["enemyWithin 2"]], do: "walkInto", at: "closest" },
      { when: [["enemyInLos"]], do: "runToward", at: "priority" },
      { when: [], do: "walkToward", at: "closest" },
    ]);
  });

  it("Action 1: an enemy in its space and it did not Run → Melee Attack (nothing else: no row applies, Nothing)", () => {
    expect(card.active.action.map(keys)).to.deep.equal([{ when: [["enemySameSpace"], ["not ranThisActivation"]], do: "meleeAttack", at: "priority" }]);
  });

  it("Reactive 1–2: LoS to and same space as the activated enemy → Melee Attack it; attacked from outside the space or out of LoS, within Awareness → Dodge toward the attacker", () => {
    expect(card.reactive.reaction.map(keys)).to.deep.equal([
      { when: [["activatedInLos"], ["activatedSameSpace"]], do: "meleeAttack", at: "activated" },
      { when: [["targetOfAttack"], ["not attackerSameSpace", "not attackerInLos"], ["attackerInAwareness"]], do: "dodgeToward", at: "attacker" },
    ]);
  });

  it("Action 1 holds in the same space unless it Ran", () => {
    const action = card.active.action[0]!;
    const facts = (same: boolean, ran: boolean) => (c: AiClauseData) => (c.key === "enemySameSpace" ? same : c.key === "ranThisActivation" ? ran : false);
    expect([facts(true, false), facts(true, true), facts(false, false)].map((f) => rowHolds(action, f))).to.deep.equal([true, false, false]);
  });

  it("Reaction 2 reads as the text says: outside the space OR out of LoS, AND within Awareness, AND attacked", () => {
    const dodge = card.reactive.reaction[1]!;
    const facts = (attacked: boolean, same: boolean, los: boolean, aware: boolean) => (c: AiClauseData) =>
      ({ targetOfAttack: attacked, attackerSameSpace: same, attackerInLos: los, attackerInAwareness: aware } as Record<string, boolean>)[c.key] ?? false;
    const cases: [boolean, boolean, boolean, boolean, boolean][] = [
      [true, false, true, true, true], // outside the space, seen
      [true, true, false, true, true], // same space, no LoS
      [true, false, false, true, true],
      [true, true, true, true, false], // same space and seen: row 1's melee case, not a dodge
      [true, false, true, false, false], // outside Awareness
      [false, false, true, true, false], // not attacked
    ];
    for (const [a, s, l, w, want] of cases) expect(rowHolds(dodge, facts(a, s, l, w)), `${a} ${s} ${l} ${w}`).to.equal(want);
  });
});

describe("Behavior rows: how clauses combine", () => {
  it("no clauses: the row always applies (no groups)", () => {
    expect(clauseGroups(row({}))).to.deep.equal([]);
    expect(rowHolds(row({}), () => false)).to.equal(true);
  });

  it("`any`: one group of every clause (\"… or …\")", () => {
    const r = row({ any: true, conditions: [clause("enemyInLos"), clause("enemySameSpace")] });
    expect(clauseGroups(r).map((g) => g.length)).to.deep.equal([2]);
    expect(rowHolds(r, (c) => c.key === "enemySameSpace")).to.equal(true);
  });

  it("an `or` on the first clause joins nothing: it is its own group", () => {
    const r = row({ conditions: [clause("enemyInLos", { or: true }), clause("engaged")] });
    expect(clauseGroups(r).map((g) => g.map((c) => c.key))).to.deep.equal([["enemyInLos"], ["engaged"]]);
  });
});

describe("Behavior rows: what each step allows", () => {
  it("movement behaviors only in the Movement Step, actions in the Action and Reaction Steps", () => {
    expect(stepBehaviors("movement")).to.include("walkInto").and.not.include("meleeAttack");
    for (const step of ["action", "reaction"] as const) {
      expect(stepBehaviors(step)).to.include.members(["meleeAttack", "dodgeToward"]);
      expect(stepBehaviors(step)).to.not.include("walkInto");
    }
  });

  it("reaction conditions only while Reactive; \"it Ran\" only in the Action Step", () => {
    expect(stepConditions("movement")).to.include("enemyWithin").and.include("enemyInLos");
    expect(stepConditions("movement")).to.not.include.members(["activatedInLos", "ranThisActivation"]);
    expect(stepConditions("action")).to.include("ranThisActivation").and.not.include("targetOfAttack");
    expect(stepConditions("reaction")).to.include.members(["targetOfAttack", "attackerInLos"]);
    expect(stepConditions("reaction")).to.not.include("ranThisActivation");
    for (const c of AI_CONDITIONS) expect(["movement", "action", "reaction"].some((s) => stepConditions(s as "movement").includes(c)), c).to.equal(true);
  });

  it("Active rows aim by priority, Reactive rows at the activated model (M78); new rows do nothing", () => {
    expect(stepTargets("movement")).to.deep.equal(["priority", "closest", "self"]);
    expect(stepTargets("reaction")).to.deep.equal(["activated", "attacker", "self"]);
    expect([stepDefaults("movement"), stepDefaults("action"), stepDefaults("reaction")]).to.deep.equal([
      { behavior: "idle", target: "priority" }, { behavior: "nothing", target: "priority" }, { behavior: "nothing", target: "activated" },
    ]);
  });

  it("parameters: a number for \"within N\" and HP, a State for State tests, an attack kind for \"target of an Attack\"", () => {
    expect([conditionParams("enemyWithin"), conditionParams("hpAtMost"), conditionParams("selfState"), conditionParams("targetOfAttack"), conditionParams("enemyInLos")])
      .to.deep.equal([["n"], ["n"], ["state"], ["attack"], []]);
  });
});

describe("Behavior rows: bad input is named, never run", () => {
  it("a Melee Attack in a Movement row, a reaction test in it, the activated model as an Active target", () => {
    const bad = row({ behavior: "meleeAttack", target: "activated", conditions: [clause("activatedInLos")] });
    expect(rowProblems(bad, "movement", "active.movement.0").map((p) => [p.path, p.key.split(".").pop()])).to.deep.equal([
      ["active.movement.0.behavior", "behavior"], ["active.movement.0.target", "target"], ["active.movement.0.conditions.0.key", "condition"],
    ]);
  });

  it("\"within N spaces\" without N, a State test without a State", () => {
    const bad = row({ behavior: "nothing", conditions: [clause("enemyWithin", { n: null as unknown as number }), clause("selfState")] });
    expect(rowProblems(bad, "action", "x").map((p) => p.key.split(".").pop())).to.deep.equal(["number", "state"]);
  });

  it("the model refuses such a card whole, naming every row in words", async () => {
    const { resetWorld } = await import("../../support/foundry-double");
    resetWorld();
    const system = { ...initialValue(behaviorSpec), active: { movement: [row({ behavior: "meleeAttack" })], action: [row({ behavior: "walkInto" })] } };
    expect(() => validateBehaviorJoint(system)).to.throw(/Movement Step 1: "Melee Attack" is not a behavior the Movement Step may use\. Action Step 1: "Walk into"/);
  });

  it("partial change data (a row without its clauses, no lists) is left to the field checks", () => {
    expect(() => validateBehaviorJoint({})).not.to.throw();
    expect(() => validateBehaviorJoint({ active: { movement: [{ behavior: "meleeAttack" }] } })).not.to.throw();
  });

  it("an unknown behavior key is refused by the schema before any of this", () => {
    const system = { ...initialValue(behaviorSpec), active: { movement: [{ ...ROW, behavior: "fly" }], action: [] } };
    expect(validateData(behaviorSpec, system).map((e) => e.path)).to.deep.equal(["active.movement.0.behavior"]);
  });
});

describe("Behavior rows: tidied as the editor stores them", () => {
  it("`any` becomes `or` marks; a picked condition gets its number or State; a behavior or target the step cannot use becomes the step's default", () => {
    const r = row({ any: true, behavior: "walkInto", target: "priority", conditions: [clause("enemyWithin", { n: null as unknown as number }), clause("selfState"), clause("engaged", { or: false })] });
    const t = tidyRow(r, "reaction");
    expect(t.any).to.equal(false);
    expect(t.conditions.map((c) => [c.or, c.n, c.state])).to.deep.equal([[false, 1, ""], [true, null, "bleeding"], [true, null, ""]]);
    expect([t.behavior, t.target]).to.deep.equal(["nothing", "activated"]);
    expect(clauseGroups(t).length).to.equal(clauseGroups(r).length);
  });

  it("a tidy row is left as it is", () => {
    const card = exampleBehavior().system;
    expect(card.active.movement.map((r) => tidyRow(r, "movement"))).to.deep.equal(card.active.movement);
    expect(card.reactive.reaction.map((r) => tidyRow(r, "reaction"))).to.deep.equal(card.reactive.reaction);
  });
});
