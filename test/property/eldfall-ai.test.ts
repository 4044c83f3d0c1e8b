import fc from "fast-check";
import { expect } from "chai";
import { aiField, alliesOf, distance, isDown, validEnemies, type AiField, type AiModel } from "../../src/rulesets/eldfall/ai/rules/ai-field";
import { clauseHolds, rowCondition, type AiContext, type AttackSeen } from "../../src/rulesets/eldfall/ai/rules/ai-conditions";
import { activationOrder, nextActivation } from "../../src/rulesets/eldfall/ai/rules/ai-order";
import { moveAway, moverAtStart, moveToward } from "../../src/rulesets/eldfall/ai/rules/ai-path";
import { cannotFollow, fires, isPlan, planActivation, planReaction, type BehaviorCard } from "../../src/rulesets/eldfall/ai/rules/ai-plan";
import { chooseTarget, closestOf, priorityScores } from "../../src/rulesets/eldfall/ai/rules/ai-target";
import {
  BEHAVIOR_STEPS, behaviorProblems, behaviorTakesNumber, clauseGroups, conditionParams, rowProblems, stepBehaviors, stepConditions, stepDefaults, stepRows, stepTargets, tidyRow,
} from "../../src/rulesets/eldfall/ai/rules/behavior-rows";
import { behaviorText, clauseText, conditionText, keyedRowText, problemLines, rowText } from "../../src/rulesets/eldfall/ai/rules/behavior-text";
import { AI_BEHAVIORS, AI_CONDITIONS, AI_TARGETS, STATES, TARGET_PRIORITIES } from "../../src/rulesets/eldfall/profile/rules/keys";
import type { AiClauseData, AiRowData } from "../../src/rulesets/eldfall/models/campaign-specs";
import { Board } from "../../src/core/rules/grid-board";
import type { Tile } from "../../src/core/rules/grid";
import { int, properties } from "./harness";
import { rowHolds } from "../support/behavior-rows";

const W = 6;
const cell = fc.record({ x: int(0, W - 1), y: int(0, W - 1) });
const weapon = fc.record({ id: fc.constantFrom("unarmed", "bow", "bolt"), name: fc.constant("W"), type: fc.constantFrom("melee", "ranged", "spell" as const), reach: fc.option(int(0, 6), { nil: null }) });
const modelArb = (id: string, side: string): fc.Arbitrary<AiModel> => fc.record({
  cell, size: fc.constantFrom("small", "medium", "large", "huge" as const), hp: int(0, 8), states: fc.subarray(["engaged", "crouched", "immobilized", "incapacitated", "distracted", "shrouded", "flying"], { maxLength: 2 }),
  ap: int(0, 2), tier: int(1, 3), m: int(1, 12), weapons: fc.array(weapon, { minLength: 1, maxLength: 2 }), spd: int(0, 4), facing: fc.constantFrom("north", "east", "south", "west" as const),
}).map((o) => ({
  id, uuid: `Actor.${id}`, name: id, side, cell: o.cell, size: o.size, hp: o.hp, states: o.states, ap: o.ap, tier: o.tier, m: o.m, weapons: o.weapons, facing: o.facing,
  mover: { spd: o.spd, size: o.size, side, crouched: o.states.includes("crouched"), immobilized: o.states.includes("immobilized"), flying: o.states.includes("flying") },
}));
const fieldArb: fc.Arbitrary<AiField> = fc.tuple(modelArb("h1", "hostiles"), modelArb("h2", "hostiles"), modelArb("p1", "heroes"), modelArb("p2", "heroes"), fc.constantFrom("assisted", "true" as const),
  fc.array(fc.tuple(cell, fc.boolean()), { maxLength: 6 }))
  .map(([a, b, c, d, losMode, ws]) => {
    const walls = ws.map(([w, east]) => ({ a: w, b: east ? { x: w.x + 1, y: w.y } : { x: w.x, y: w.y + 1 }, move: true, sight: true })).filter((e) => e.b.x < W && e.b.y < W);
    return aiField({ board: new Board(W, W, walls), models: [a, b, c, d], losMode, engagedBy: new Map([["h1", ["p1"]]]) });
  });
const NONE = null as unknown as number;
const clause: fc.Arbitrary<AiClauseData> = fc.record({ key: fc.constantFrom(...AI_CONDITIONS), n: fc.option(int(0, 6), { nil: NONE }), attack: fc.constantFrom("any", "melee", "ranged", "spell" as const),
  state: fc.constantFrom("", ...STATES), negate: fc.boolean(), or: fc.boolean() }) as fc.Arbitrary<AiClauseData>;
const row: fc.Arbitrary<AiRowData> = fc.record({ conditions: fc.array(clause, { maxLength: 3 }), any: fc.boolean(), behavior: fc.constantFrom(...AI_BEHAVIORS), target: fc.constantFrom(...AI_TARGETS),
  n: fc.option(int(0, 6), { nil: NONE }), text: fc.constantFrom("", "Walk into the closest enemy") }) as fc.Arbitrary<AiRowData>;
const rows = fc.array(row, { maxLength: 3 });
const cardOf = (r: fc.Arbitrary<AiRowData[]>): fc.Arbitrary<BehaviorCard> => fc.record({ tier: int(1, 3), targetPriority: fc.constantFrom(...TARGET_PRIORITIES), active: fc.record({ movement: r, action: r }), reactive: fc.record({ reaction: r }) });
const card = cardOf(rows);
/** Out of contract: a row whose behavior is no behavior (an old or hand-edited card), a prototype key among them. */
const wildCard = cardOf(fc.array(fc.tuple(row, fc.constantFrom("toString", "constructor", "__proto__", "fly")).map(([r, behavior]) => ({ ...r, conditions: [], behavior }) as unknown as AiRowData), { minLength: 1, maxLength: 2 }));
const attackSeen = fc.option(fc.record({ kind: fc.constantFrom("melee", "ranged", "spell" as const), targets: fc.subarray(["h1", "h2"]) }), { nil: null });
const t = (key: string, data?: Record<string, string | number>) => (data ? `${key} ${JSON.stringify(data)}` : key);
const step = fc.constantFrom(...BEHAVIOR_STEPS);

properties("eldfall/rules/ai-field, ai-target", [
  { name: "aiField (model / sees / aware / moveSpace / engagedBy) / isDown / validEnemies / alliesOf / distance", args: [fieldArb], share: 0.25,
    run: (f: AiField) => f.models.map((m) => ({
      down: isDown(m), enemies: validEnemies(f, m).map((e) => e.id), allies: alliesOf(f, m).map((a) => a.id), d: distance(m.cell, f.models[0]!.cell),
      sees: f.models.map((o) => f.sees(m, o)), aware: f.models.map((o) => f.aware(m, o)), occupants: f.moveSpace(m).occupants.length, engaged: f.engagedBy(m), same: f.model(m.id).id,
    })),
    check: (r: { enemies: string[]; allies: string[]; occupants: number }[]) => { for (const x of r) { expect(x.occupants).to.equal(3); for (const id of x.allies) expect(x.enemies).not.to.include(id); } } },
  { name: "priorityScores / chooseTarget / closestOf", args: [fieldArb, fc.constantFrom(...TARGET_PRIORITIES), cell], wild: { 1: fc.constantFrom("nearest", "__proto__", "") },
    run: (f: AiField, p: "closest", at: Tile) => ({ scores: priorityScores(p, at).length, choice: chooseTarget(f.models, p, at), closest: closestOf(f.models, at) }),
    check: (r: { choice: { target: AiModel | null; tied: AiModel[] } }) => { if (r.choice.tied.length) expect(r.choice.tied.map((m) => m.id)).to.include(r.choice.target!.id); } },
]);

properties("eldfall/rules/ai-conditions, ai-path, ai-plan, ai-order", [
  { name: "clauseHolds / rowCondition", share: 0.5, args: [fieldArb, fc.constantFrom("h1", "h2"), cell, fc.boolean(), fc.option(fc.constantFrom("p1", "p2"), { nil: null }), attackSeen, clause, row],
    wild: { 6: clause.map((c) => ({ ...c, key: "bogus" }) as unknown as AiClauseData) },
    run: (f: AiField, self: string, at: Tile, ran: boolean, activated: string | null, attack: AiContext["attack"], c: AiClauseData, r: AiRowData) => {
      const ctx: AiContext = { field: f, self: f.model(self), at, ran, activated: activated ? f.model(activated) : null, attack };
      return { clause: clauseHolds(ctx, c), row: rowCondition(ctx, r) };
    },
    check: (x: { clause: { holds: boolean; candidates: AiModel[] | null }; row: { holds: boolean | "gm"; candidates: AiModel[] | null } }) => {
      for (const m of x.clause.candidates ?? []) expect(m.side).to.equal("heroes");
      if (x.row.holds !== true) expect(x.row.candidates).to.equal(null);
    } },
  { name: "moverAtStart / moveToward / moveAway", args: [fieldArb, fc.constantFrom("h1", "h2"), cell, fc.constantFrom("walk", "run" as const), fc.constantFrom("into", "toward" as const)], share: 0.5,
    run: (f: AiField, id: string, target: Tile, kind: "walk", intent: "into") => { const self = f.model(id); return { mover: moverAtStart(f, self), toward: moveToward(f, self, target, kind, intent), away: moveAway(f, self, target, kind) }; },
    check: (r: { toward: { path: Tile[]; to: Tile }; away: { path: Tile[]; to: Tile } }, [f, id]) => {
      for (const m of [r.toward, r.away]) { expect(f.board.contains(m.to)).to.equal(true); if (m.path.length) expect(m.path.at(-1)).to.deep.equal(m.to); else expect(m.to).to.deep.equal(f.model(id).cell); }
    } },
  { name: "cannotFollow / planActivation / fires / isPlan / planReaction", share: 0.5, args: [fieldArb, fc.constantFrom("h1", "h2"), card, fc.constantFrom("p1", "p2"), attackSeen,
    fc.record({ movementRow: fc.option(int(-1, 3), { nil: null }), actionRow: fc.option(int(-1, 3), { nil: null }), target: fc.option(fc.constantFrom("p1", "p2", "h2", "__proto__"), { nil: null }) }, { requiredKeys: [] })], wild: { 2: wildCard },
    run: (f: AiField, id: string, c: BehaviorCard, activated: string, attack: AttackSeen | null, overrides: Parameters<typeof planActivation>[3]) => {
      const plan = planActivation(f, id, c, overrides);
      return { cannot: cannotFollow(f.model(id)), plan, isPlan: isPlan(plan), fires: fires(f, id, c), reaction: planReaction(f, id, c, activated, attack) };
    },
    check: (r: { plan: unknown; isPlan: boolean }) => { if (r.isPlan) expect((r.plan as { movement: { kind: string } }).movement.kind).to.be.oneOf(["idle", "walk", "run", "climb", "jump"]); } },
  { name: "activationOrder / nextActivation", args: [fieldArb, fc.array(fc.option(card, { nil: null }), { minLength: 4, maxLength: 4 }), fc.subarray(["h1", "h2"])],
    share: 0.5, run: (f: AiField, cards: (BehaviorCard | null)[], skipped: string[]) => ({ order: activationOrder(f.models).map((g) => g.map((m) => m.id)), next: nextActivation(f, "hostiles", (m) => cards[f.models.indexOf(m)] ?? null, new Set(skipped)) }),
    check: (r: { order: string[][]; next: { plan: { hostile: { id: string } } } | null }, [, , skipped]) => { expect(r.order.flat()).to.have.length(4); if (r.next) expect(skipped).not.to.include(r.next.plan.hostile.id); } },
]);

properties("eldfall/rules/behavior-rows, behavior-text", [
  { name: "stepBehaviors / stepConditions / stepTargets / stepDefaults / conditionParams / behaviorTakesNumber", args: [step, fc.constantFrom(...AI_CONDITIONS), fc.constantFrom(...AI_BEHAVIORS)],
    run: (s: "movement", c: "always", b: "idle") => ({ b: stepBehaviors(s), c: stepConditions(s), t: stepTargets(s), d: stepDefaults(s), p: conditionParams(c), n: behaviorTakesNumber(b) }),
    check: (r: { b: string[]; t: string[]; d: { behavior: string; target: string } }) => { expect(r.b).to.include(r.d.behavior); expect(r.t).to.include(r.d.target); } },
  { name: "clauseGroups / rowHolds / rowProblems / tidyRow", share: 0.5, args: [row, step, fc.func(fc.boolean())],
    run: (r: AiRowData, s: "movement", test: (c: AiClauseData) => boolean) => { const tidy = tidyRow(r, s); return { groups: clauseGroups(r), holds: rowHolds(r, test), problems: rowProblems(r, s, "x"), tidy, tidyProblems: rowProblems(tidy, s, "x") }; },
    check: (x: { groups: AiClauseData[][]; tidy: AiRowData; tidyProblems: { key: string }[] }, [r]) => {
      expect(x.groups.flat()).to.have.length(r.conditions.length);
      // A tidied row names a behavior and target its step allows, and no clause lacks its number or State.
      expect(x.tidyProblems.filter((p) => !p.key.endsWith(".condition"))).to.deep.equal([]);
    } },
  { name: "stepRows / behaviorProblems / problemLines", share: 0.5, args: [card], run: (c: BehaviorCard) => ({ rows: BEHAVIOR_STEPS.map((s) => stepRows(c, s).length), problems: behaviorProblems(c), lines: problemLines(c, t) }),
    check: (r: { problems: unknown[]; lines: string[] }) => expect(r.lines).to.have.length(r.problems.length) },
  { name: "clauseText / conditionText / behaviorText / keyedRowText / rowText", args: [clause, row],
    run: (c: AiClauseData, r: AiRowData) => ({ clause: clauseText(c, t), condition: conditionText(r, t), behavior: behaviorText(r, t), keyed: keyedRowText(r, t), shown: rowText(r, t) }),
    check: (x: { shown: string }) => expect(x.shown.length).to.be.above(0) },
]);
