/**
 * What a Behavior (AI) card's hierarchy rows may say, step by step (M77, M78), and how a row's clauses combine.
 * The editor offers only what a step allows, the importers and the model refuse the rest with these problems, and
 * the AI runner reads a row's condition through `clauseGroups` (never `any` or `or` directly).
 */
import { AI_ACTION_BEHAVIORS, AI_CONDITIONS, AI_MOVEMENT_BEHAVIORS, STATES, type AiBehavior, type AiCondition } from "../../profile/rules/keys";
import type { AI_TARGETS } from "../../profile/rules/keys";
import type { AiClauseData, AiRowData, BehaviorSystem } from "../../models/campaign-specs";

/** The three hierarchies of a card: the Active side's Movement and Action Steps, the Reactive side's Reaction Step. */
export const BEHAVIOR_STEPS = ["movement", "action", "reaction"] as const;
export type BehaviorStep = (typeof BEHAVIOR_STEPS)[number];
/** Where each step's rows live in the item's system data. */
export const STEP_PATH: Readonly<Record<BehaviorStep, string>> = { movement: "active.movement", action: "active.action", reaction: "reactive.reaction" };

type Target = (typeof AI_TARGETS)[number];

/** Conditions about the model a Hostile reacts to: they exist only while it is Reactive (M78: the activated model). */
const REACTIVE_ONLY: ReadonlySet<AiCondition> = new Set([
  "activatedSameSpace", "activatedInLos", "activatedWithin", "activatedInAwareness",
  "targetOfAttack", "attackerSameSpace", "attackerInLos", "attackerInAwareness",
]);
/** Whether it Ran is known only once its Movement Step is over: the Action Step (M79 "unless it Ran"). */
const ACTION_ONLY: ReadonlySet<AiCondition> = new Set(["ranThisActivation"]);

/** The behaviors a step's rows may name: movement behaviors in the Movement Step, actions in the other two. */
export function stepBehaviors(step: BehaviorStep): readonly AiBehavior[] {
  return step === "movement" ? AI_MOVEMENT_BEHAVIORS : AI_ACTION_BEHAVIORS;
}

/** The conditions a step's rows may test. */
export function stepConditions(step: BehaviorStep): readonly AiCondition[] {
  return AI_CONDITIONS.filter((c) => (step === "reaction" ? !ACTION_ONLY.has(c) : !REACTIVE_ONLY.has(c) && (step === "action" || !ACTION_ONLY.has(c))));
}

/** Whom a step's behavior may aim at: Active rows by Target Priority, Reactive rows only the activated model (M78). */
export function stepTargets(step: BehaviorStep): readonly Target[] {
  return step === "reaction" ? ["activated", "attacker", "self"] : ["priority", "closest", "self"];
}

/** A new row's behavior and target in each step: do nothing, aimed as the step aims. */
export function stepDefaults(step: BehaviorStep): { behavior: AiBehavior; target: Target } {
  return { behavior: step === "movement" ? "idle" : "nothing", target: stepTargets(step)[0]! };
}

export type ClauseParam = "n" | "attack" | "state";
const NUMBER_CONDITIONS: ReadonlySet<AiCondition> = new Set(["enemyWithin", "allyWithin", "activatedWithin", "hpAtMost"]);
const STATE_CONDITIONS: ReadonlySet<AiCondition> = new Set(["selfState", "targetState"]);
const ATTACK_CONDITIONS: ReadonlySet<AiCondition> = new Set(["targetOfAttack"]);

/** The parameters a condition reads (the editor shows only these; the others are ignored). */
export function conditionParams(key: AiCondition): readonly ClauseParam[] {
  return [
    ...(NUMBER_CONDITIONS.has(key) ? (["n"] as const) : []),
    ...(ATTACK_CONDITIONS.has(key) ? (["attack"] as const) : []),
    ...(STATE_CONDITIONS.has(key) ? (["state"] as const) : []),
  ];
}

/** Behaviors with a number: how many spaces to move away; an Assist's bonus. Optional: empty means as far / as much as the rules allow. */
export function behaviorTakesNumber(behavior: AiBehavior): boolean {
  return behavior === "walkAway" || behavior === "runAway" || behavior === "assist";
}

/**
 * A row's condition as an "and" of "or"s: every group must hold, and a group holds when any of its clauses does.
 * `any` makes one group of all clauses; otherwise a clause marked `or` joins the group before it. No clauses: the
 * row always applies ("in any other case").
 */
export function clauseGroups(row: Pick<AiRowData, "conditions" | "any">): AiClauseData[][] {
  if (!row.conditions.length) return [];
  if (row.any) return [[...row.conditions]];
  const groups: AiClauseData[][] = [];
  for (const clause of row.conditions) {
    const last = groups.at(-1);
    if (clause.or && last) last.push(clause);
    else groups.push([clause]);
  }
  return groups;
}

export interface BehaviorProblem {
  /** Where in the item's system data, e.g. "active.action.0.behavior". */
  readonly path: string;
  readonly key: `REALMS.Eldfall.Behavior.Problem.${string}`;
  readonly data: Readonly<Record<string, string | number>>;
}

/** What a row says that its step cannot do, or a parameter its condition needs and lacks. */
export function rowProblems(row: AiRowData, step: BehaviorStep, at = ""): BehaviorProblem[] {
  const out: BehaviorProblem[] = [];
  const data = { step, row: at };
  if (!stepBehaviors(step).includes(row.behavior)) out.push({ path: `${at}.behavior`, key: "REALMS.Eldfall.Behavior.Problem.behavior", data: { ...data, value: row.behavior } });
  if (!stepTargets(step).includes(row.target)) out.push({ path: `${at}.target`, key: "REALMS.Eldfall.Behavior.Problem.target", data: { ...data, value: row.target } });
  row.conditions.forEach((c, i) => {
    const path = `${at}.conditions.${i}`;
    if (!stepConditions(step).includes(c.key)) out.push({ path: `${path}.key`, key: "REALMS.Eldfall.Behavior.Problem.condition", data: { ...data, value: c.key } });
    const params = conditionParams(c.key);
    if (params.includes("n") && c.n === null) out.push({ path: `${path}.n`, key: "REALMS.Eldfall.Behavior.Problem.number", data: { ...data, value: c.key } });
    if (params.includes("state") && !c.state) out.push({ path: `${path}.state`, key: "REALMS.Eldfall.Behavior.Problem.state", data: { ...data, value: c.key } });
  });
  return out;
}

type StepRows = { active?: { movement?: AiRowData[]; action?: AiRowData[] }; reactive?: { reaction?: AiRowData[] } };

/** A card's rows by step (missing lists read as empty, so partial data can be checked). */
export function stepRows(system: StepRows, step: BehaviorStep): AiRowData[] {
  if (step === "reaction") return system.reactive?.reaction ?? [];
  return system.active?.[step] ?? [];
}

/** Every problem of a card's three hierarchies; empty when the card can be run. */
export function behaviorProblems(system: StepRows | Pick<BehaviorSystem, "active" | "reactive">): BehaviorProblem[] {
  return BEHAVIOR_STEPS.flatMap((step) => stepRows(system, step).flatMap((row, i) => rowProblems(row, step, `${STEP_PATH[step]}.${i}`)));
}

/**
 * A row as the editor stores it: `any` spelled as `or` marks (one way of writing an "or"), the first clause never
 * joined to nothing, a needed number or State filled in (1, the first State) so a freshly picked condition is
 * complete, and a behavior or target the step cannot use replaced by the step's default.
 */
export function tidyRow(row: AiRowData, step: BehaviorStep): AiRowData {
  const defaults = stepDefaults(step);
  const conditions = row.conditions.map((c, i) => {
    const params = conditionParams(c.key);
    return {
      ...c,
      or: i > 0 && (row.any || c.or),
      n: params.includes("n") && c.n === null ? 1 : c.n,
      state: params.includes("state") && !c.state ? STATES[0] : c.state,
    };
  });
  return {
    ...row, any: false, conditions,
    behavior: stepBehaviors(step).includes(row.behavior) ? row.behavior : defaults.behavior,
    target: stepTargets(step).includes(row.target) ? row.target : defaults.target,
  };
}
