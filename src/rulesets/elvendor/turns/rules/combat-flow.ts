import { partitionExpired, type ActiveCondition } from "../../../../core/rules/conditions";
import type { Boundary } from "../../../../core/rules/timeline";
import { afterExpiry, poisonTick, turnPlan, type TurnPlan } from "../../conditions/rules/conditions";

/** What the combat tracker keeps per combatant between turns. */
export interface CombatantState {
  readonly id: string;
  readonly kind: "hero" | "companion" | "enemy";
  /** ACT for heroes, AP for companions, Actions for enemies. */
  readonly actions: number;
  readonly health: number;
  readonly conditions: readonly ActiveCondition[];
  readonly actionsLost: number;
  readonly apLeft: number;
  readonly reactionsUsed: number;
}

export type FlowEvent =
  | { readonly kind: "expired"; readonly combatantId: string; readonly conditionId: string }
  | { readonly kind: "poison"; readonly combatantId: string; readonly damage: number; readonly health: number }
  | { readonly kind: "turnStart"; readonly combatantId: string; readonly plan: TurnPlan; readonly skipped: boolean; readonly poison: number }
  | { readonly kind: "forcedMoves"; readonly combatantId: string; readonly count: number };

/**
 * Walks the boundaries a combat update crossed (see core timeline) and returns the new states and
 * what happened, in order. Expiry happens at round end; poison ticks and action points at each turn
 * start, skipped turns included (time passed for them too), but only a landed turn gets forced moves.
 */
export function applyBoundaries(
  states: readonly CombatantState[], boundaries: readonly Boundary[],
): { states: CombatantState[]; events: FlowEvent[] } {
  const byId = new Map(states.map((s) => [s.id, s]));
  const events: FlowEvent[] = [];
  for (const b of boundaries) {
    if (b.kind === "roundEnd") {
      for (const [id, s] of byId) {
        const { remaining, expired } = partitionExpired(s.conditions, { roundEnded: b.round });
        const lost = expired.reduce((sum, c) => sum + afterExpiry(c.id).actionsLost, 0);
        for (const c of expired) events.push({ kind: "expired", combatantId: id, conditionId: c.id });
        byId.set(id, { ...s, conditions: remaining, actionsLost: s.actionsLost + lost });
      }
    } else if (b.kind === "roundStart") {
      for (const [id, s] of byId) byId.set(id, { ...s, reactionsUsed: 0 });
    } else if (b.kind === "turnStart") {
      const s = byId.get(b.combatantId);
      if (!s) continue;
      const damage = poisonTick(s.conditions, b.round);
      const health = Math.max(0, s.health - damage);
      if (damage > 0) events.push({ kind: "poison", combatantId: s.id, damage, health });
      const plan = turnPlan(s.conditions, s.actions, s.actionsLost);
      events.push({ kind: "turnStart", combatantId: s.id, plan, skipped: b.skipped, poison: damage });
      if (!b.skipped && plan.forcedMovement === "replacesActions" && plan.actions > 0) {
        events.push({ kind: "forcedMoves", combatantId: s.id, count: plan.actions });
      }
      byId.set(s.id, { ...s, health, apLeft: plan.actions, actionsLost: 0 });
    }
  }
  return { states: [...byId.values()], events };
}
