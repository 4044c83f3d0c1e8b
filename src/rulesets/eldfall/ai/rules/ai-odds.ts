/** The odds a proposal card shows (pure): the unopposed chance of at least one Hit of a proposed Attack. */
import { attackOdds } from "../../dice/rules/odds";
import { checkOf } from "../../dice/rules/roll";
import type { ActivationPlan } from "./ai-plan";

/** STA Strikes (at least one) against OFF (melee) or ACC (ranged and spells), rules/odds.ts; null: no Attack, or no score to roll under. */
export function proposalOdds(plan: ActivationPlan, model: { readonly off: number; readonly acc: number; readonly sta: number }): number | null {
  const w = plan.action.weapon;
  if (plan.action.action !== "attack" || !w) return null;
  const base = w.type === "melee" ? model.off : model.acc;
  if (base <= 0) return null;
  return 1 - attackOdds({ strikes: Math.max(1, model.sta), check: checkOf(base, {}, "attack") }).hits.p(0);
}
