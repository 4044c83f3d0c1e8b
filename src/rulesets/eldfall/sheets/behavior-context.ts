/**
 * What the Behavior card editor and the behavior area of a Hostile's (or an ally's) sheet render, from plain data
 * (no Foundry globals): the live sheets, the template tests and the screenshot gallery use the same builders.
 * Every choice list is the step's own (rules/behavior-rows.ts), so the editor cannot offer a row its step refuses.
 */
import { itemContext, labelled, type DocLike } from "../../../core/sheets/context";
import { AI_ATTACK_KINDS, STATES, TARGET_PRIORITIES } from "../profile/rules/keys";
import type { AiRowData, BehaviorSystem } from "../models/campaign-specs";
import {
  BEHAVIOR_STEPS, STEP_PATH, behaviorTakesNumber, conditionParams, stepBehaviors, stepConditions, stepRows, stepTargets,
  type BehaviorStep,
} from "../ai/rules/behavior-rows";
import { keyedRowText, problemLines, rowText, type Translate } from "../ai/rules/behavior-text";
import { roman } from "./roman";

const B = "REALMS.Eldfall.Behavior";
export const BEHAVIOR_TYPE = "eldfallBehavior";
const SIDE: Readonly<Record<BehaviorStep, "active" | "reactive">> = { movement: "active", action: "active", reaction: "reactive" };

/** A step's choices, plus the stored value when the step does not allow it (an import's mistake stays visible, not silently replaced). */
function withCurrent(allowed: readonly string[], current: string, prefix: string) {
  return labelled(allowed.includes(current) ? allowed : [...allowed, current], prefix);
}

function editorRow(row: AiRowData, index: number, count: number, step: BehaviorStep, t: Translate) {
  return {
    behaviorChoices: withCurrent(stepBehaviors(step), row.behavior, `${B}.DoName`), targetChoices: withCurrent(stepTargets(step), row.target, `${B}.TargetName`),
    index, number: index + 1, first: index === 0, last: index === count - 1,
    behavior: row.behavior, target: row.target, n: row.n ?? "", text: row.text, takesNumber: behaviorTakesNumber(row.behavior),
    reads: keyedRowText(row, t),
    conditions: row.conditions.map((c, i) => {
      const params = conditionParams(c.key);
      return {
        choices: withCurrent(stepConditions(step), c.key, `${B}.CondName`), index: i, joined: i > 0, or: c.or, key: c.key, n: c.n ?? "", attack: c.attack, state: c.state, negate: c.negate,
        takesNumber: params.includes("n"), takesAttack: params.includes("attack"), takesState: params.includes("state"),
      };
    }),
    path: `system.${STEP_PATH[step]}.${index}`,
  };
}

/** The editor: tier, priority, special behaviors, and each step's rows with the step's own choices. */
export function behaviorEditorContext(item: DocLike, env: { readonly editable: boolean; readonly enriched: Readonly<Record<string, string>>; readonly translate: Translate }) {
  const s = item.system as BehaviorSystem;
  const choices = {
    priority: labelled(TARGET_PRIORITIES, `${B}.Priority`), attack: labelled(AI_ATTACK_KINDS, `${B}.AttackName`),
    state: Object.fromEntries(STATES.map((id) => [id, `REALMS.Eldfall.States.State.${id}.name`])),
    tier: Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => [n, roman(n)])),
  };
  const steps = BEHAVIOR_STEPS.map((step) => {
    const rows = stepRows(s, step);
    return {
      step, side: SIDE[step], label: `${B}.Step.${step}`, reactive: step === "reaction",
      empty: step === "reaction" ? `${B}.Sheet.noRowsReactive` : `${B}.Sheet.noRows`,
      rows: rows.map((r, i) => editorRow(r, i, rows.length, step, env.translate)),
    };
  });
  return {
    ...itemContext(item, env, choices), typeLabel: `TYPES.Item.${item.type}`, tierSelected: String(s.tier), tierRoman: roman(s.tier),
    customPriority: s.targetPriority === "custom", active: steps.filter((x) => x.side === "active"), reactive: steps.filter((x) => x.side === "reactive"),
    problems: problemLines(s, env.translate),
  };
}

/**
 * The behavior area of a Hostile's or an ally's sheet: each embedded Behavior card with its hierarchies as text,
 * a warning when its Tier differs from the Hostile's (M72; heroes have no Tier: `tier` null), and what the AI cannot run.
 */
export function behaviorSlot(items: readonly DocLike[], tier: number | null, t: Translate) {
  const cards = items.filter((i) => i.type === BEHAVIOR_TYPE).map((i) => {
    const s = i.system as BehaviorSystem;
    const step = (st: BehaviorStep) => ({ label: `${B}.Step.${st}`, rows: stepRows(s, st).map((r) => rowText(r, t)) });
    return {
      id: i.id, name: i.name, tierRoman: roman(s.tier),
      mismatch: tier !== null && s.tier !== tier ? t(`${B}.Sheet.tierMismatch`, { behavior: roman(s.tier), hostile: roman(tier) }) : "",
      priority: s.targetPriority === "custom" && s.priorityText.trim() ? s.priorityText : t(`${B}.Priority.${s.targetPriority}`),
      special: s.special, active: [step("movement"), step("action")], reactive: [step("reaction")], problems: problemLines(s, t),
    };
  });
  return { cards, empty: cards.length === 0 };
}

/** What a Behavior card dropped on an actor's sheet does (A57: Hostiles, and heroes marked as allies, follow one). */
export type BehaviorDropPlan = "create" | "replace" | "refuse" | "sort";
export function behaviorDropPlan(actor: { readonly type: string; readonly ally: boolean; readonly uuid: string; readonly held: number }, fromActor: string | null): BehaviorDropPlan {
  if (fromActor === actor.uuid) return "sort";
  if (actor.type !== "eldfallHostile" && !(actor.type === "eldfallHero" && actor.ally)) return "refuse";
  return actor.held ? "replace" : "create";
}
