/**
 * Which Hostile activates next (pure, M76, A6): Hostiles in order of Tier (lowest first), then Morale (highest
 * first), Hostiles equal in both in the players' order; repeatedly the first one that still has AP and a Behavior
 * row that fires. So a Hostile spends its AP before the next of its Tier, and a Tier exhausts its AP (where a
 * behavior can use them) before a higher Tier activates. None left: the side's Tactical Phase is over for the AI.
 */
import { rankedGroups } from "../../../../core/rules/hierarchy";
import type { AiField, AiModel } from "./ai-field";
import { fires, isPlan, planActivation, type ActivationPlan, type BehaviorCard, type ModelRef, type NoActivation } from "./ai-plan";

/** The activation order as groups: a group of more than one is a tie the players settle. */
export function activationOrder(hostiles: readonly AiModel[], tierOf: (m: AiModel) => number = (m) => m.tier): AiModel[][] {
  return rankedGroups(hostiles, [tierOf, (m) => -m.m]);
}

export interface NextActivation {
  readonly plan: ActivationPlan;
  /** The other Hostiles equal to it in Tier and Morale whose behavior fires too: the players may pick one instead. */
  readonly tiedWith: readonly ModelRef[];
  /** Hostiles passed over before it, and why (no AP, Distracted, no row applies …). */
  readonly passed: readonly { readonly ref: ModelRef; readonly why: NoActivation | "skipped" }[];
}

/**
 * The next Activation for the side, or null when no Hostile has AP and a firing behavior. `cards` gives each
 * Hostile's Behavior card (none: it is left to the GM and passed over); `skipped` are the ones the GM skipped.
 */
export function nextActivation(
  field: AiField, side: string, cards: (m: AiModel) => BehaviorCard | null, skipped: ReadonlySet<string> = new Set(),
): NextActivation | null {
  const hostiles = field.models.filter((m) => m.side === side);
  const passed: { ref: ModelRef; why: NoActivation | "skipped" }[] = [];
  // The profile's Tier orders them (a Behavior card carries the same Tier, M72).
  const tierOf = (m: AiModel) => m.tier;
  for (const group of activationOrder(hostiles, tierOf)) {
    for (const [i, m] of group.entries()) {
      const r = { id: m.id, uuid: m.uuid, name: m.name };
      const card = cards(m);
      if (skipped.has(m.id)) { passed.push({ ref: r, why: "skipped" }); continue; }
      if (!card) { passed.push({ ref: r, why: "noRow" }); continue; }
      const plan = planActivation(field, m.id, card);
      if (!isPlan(plan)) { passed.push({ ref: r, why: plan }); continue; }
      // The rest of its group only needs to say whether it could go instead (no route planned).
      const tiedWith = group.slice(i + 1).filter((o) => !skipped.has(o.id) && cards(o) && fires(field, o.id, cards(o)!));
      return { plan, tiedWith: tiedWith.map((o) => ({ id: o.id, uuid: o.uuid, name: o.name })), passed };
    }
  }
  return null;
}
