/**
 * The Behavior model's joint check: a card whose rows the AI could not run (a movement behavior in an Action row, a
 * reaction condition in the Movement Step, "within N spaces" without N) is refused whole, with every problem named.
 * The editor never produces one (it offers only each step's choices); imports and macros might.
 */
import { behaviorProblems } from "./behavior-rows";
import { problemLines, type Translate } from "./behavior-text";
import type { AiRowData } from "../../models/campaign-specs";

type I18n = { format(key: string, data: Record<string, string>): string; localize(key: string): string };

/** Only whole rows are checked: joint validation may see a partial change. */
function rowsOf(list: unknown): AiRowData[] {
  return Array.isArray(list) ? list.filter((r): r is AiRowData => !!r && typeof r === "object" && Array.isArray((r as AiRowData).conditions)) : [];
}

export function validateBehaviorJoint(data: unknown): void {
  const d = (data ?? {}) as { active?: { movement?: unknown; action?: unknown }; reactive?: { reaction?: unknown } };
  const system = { active: { movement: rowsOf(d.active?.movement), action: rowsOf(d.active?.action) }, reactive: { reaction: rowsOf(d.reactive?.reaction) } };
  if (!behaviorProblems(system).length) return;
  const i18n = (globalThis as { game?: { i18n?: I18n } }).game?.i18n;
  const t: Translate = (key, values) => {
    if (!i18n) return key;
    return values ? i18n.format(key, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]))) : i18n.localize(key);
  };
  throw new Error(t("REALMS.Eldfall.Behavior.Problem.refused", { problems: problemLines(system, t).join(" ") }));
}
