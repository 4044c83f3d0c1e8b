/**
 * Ruleset-agnostic condition bookkeeping: caps, stacking, immunity, escalation and durations.
 * Everything is immutable and state-based (is this condition over at this point in time?), so the
 * answer stays right however the GM moves through the combat.
 */
import { MAX_GAME_NUMBER, requireInt, requireNumber } from "../dice/guard";
import type { Boundary } from "./timeline";

export type DurationSpec =
  | { readonly unit: "rounds"; readonly value: number } // active through the end of round applied + value
  | { readonly unit: "turns"; readonly value: number } // ends when the bearer has ended `value` turns
  | { readonly unit: "seconds"; readonly value: number } // world time
  | { readonly unit: "trigger"; readonly trigger: string }
  | { readonly unit: "permanent" }
  | { readonly unit: "activation" } // ends with the activation in progress when applied
  | { readonly unit: "sideTurn" } // ends with the side turn in progress when applied
  /** Ends as the bearer's next such phase starts, or the caster's when one is named (Eldfall's Enchantment: the caster's next Strategic Phase). */
  | { readonly unit: "phase"; readonly phase: string; readonly casterId?: string }
  | { readonly unit: "quest" }; // until the GM ends the quest

export interface ConditionDef {
  readonly id: string;
  /** none: a second copy is ignored; refresh: restarts the duration; add: values add up (Bleed 2 + 1 = 3). */
  readonly stacking: "none" | "refresh" | "add";
  /** While the bearer has any of these, this condition cannot be applied. */
  readonly immuneWhile?: readonly string[];
  /** Applying it again turns it into this condition (Elf System: Stunned twice → Knocked Out). */
  readonly escalatesTo?: string;
  /** Triggers that end it early ("attack" ends Invisible). */
  readonly endsOn?: readonly string[];
}

export interface AppliedAt {
  readonly round: number;
  readonly turn: number | null;
  readonly worldTime: number;
  /** The side turn and activation in progress, for durations that end with them. */
  readonly side?: string | null;
  readonly activation?: string | null;
}

export interface ActiveCondition {
  readonly id: string;
  readonly tier?: string;
  readonly value?: number;
  readonly appliedAt: AppliedAt;
  readonly duration: DurationSpec;
  /** Bearer turns ended since application, for "turns" durations. */
  readonly turnsEnded?: number;
}

export interface ApplyRequest {
  readonly tier?: string;
  readonly value?: number;
  readonly duration: DurationSpec;
  readonly at: AppliedAt;
}

export type ApplyOutcome =
  | { readonly kind: "applied"; readonly condition: ActiveCondition }
  | { readonly kind: "refreshed"; readonly condition: ActiveCondition }
  | { readonly kind: "stacked"; readonly condition: ActiveCondition }
  | { readonly kind: "escalated"; readonly from: string; readonly to: string }
  | { readonly kind: "ignored"; readonly reason: "cap" | "duplicate" | "immune"; readonly blockedBy?: string };

export interface EngineRules {
  /** Maximum simultaneous conditions; null for no cap. */
  readonly cap: number | null;
}

export function applyCondition(
  active: readonly ActiveCondition[], def: ConditionDef, request: ApplyRequest, rules: EngineRules,
): { active: ActiveCondition[]; outcome: ApplyOutcome } {
  const unchanged = [...active];
  const blocker = def.immuneWhile?.find((id) => active.some((c) => c.id === id));
  if (blocker) return { active: unchanged, outcome: { kind: "ignored", reason: "immune", blockedBy: blocker } };

  const existing = active.find((c) => c.id === def.id);
  if (existing) {
    if (def.escalatesTo) {
      return { active: unchanged, outcome: { kind: "escalated", from: def.id, to: def.escalatesTo } };
    }
    if (def.stacking === "none") return { active: unchanged, outcome: { kind: "ignored", reason: "duplicate" } };
    const replaced: ActiveCondition = def.stacking === "add"
      ? { ...existing, value: (existing.value ?? 0) + (request.value ?? 0) }
      : { ...existing, appliedAt: request.at, duration: request.duration, turnsEnded: 0, tier: request.tier ?? existing.tier };
    return {
      active: active.map((c) => (c === existing ? replaced : c)),
      outcome: { kind: def.stacking === "add" ? "stacked" : "refreshed", condition: replaced },
    };
  }

  if (rules.cap !== null && active.length >= rules.cap) return { active: unchanged, outcome: { kind: "ignored", reason: "cap" } };
  const condition: ActiveCondition = {
    id: def.id, tier: request.tier, value: request.value, appliedAt: request.at, duration: request.duration, turnsEnded: 0,
  };
  return { active: [...active, condition], outcome: { kind: "applied", condition } };
}

/** The last round a round-based condition is active in, else null. */
export function lastActiveRound(condition: ActiveCondition): number | null {
  return condition.duration.unit === "rounds" ? condition.appliedAt.round + condition.duration.value : null;
}

/** Is the condition over once round `roundEnded` has ended / at world time `worldTime`? */
export function isExpired(condition: ActiveCondition, state: { roundEnded?: number; worldTime?: number }): boolean {
  if (state.roundEnded !== undefined) requireInt("roundEnded", state.roundEnded, 0, MAX_GAME_NUMBER);
  if (state.worldTime !== undefined) requireNumber("worldTime", state.worldTime);
  const d = condition.duration;
  switch (d.unit) {
    case "rounds":
      return state.roundEnded !== undefined && state.roundEnded >= condition.appliedAt.round + d.value;
    case "turns":
      return (condition.turnsEnded ?? 0) >= d.value;
    case "seconds":
      return state.worldTime !== undefined && state.worldTime >= condition.appliedAt.worldTime + d.value;
    default:
      return false;
  }
}

/** Split active conditions into those that remain and those that ended. */
export function partitionExpired(
  active: readonly ActiveCondition[], state: { roundEnded?: number; worldTime?: number },
): { remaining: ActiveCondition[]; expired: ActiveCondition[] } {
  const expired = active.filter((c) => isExpired(c, state));
  return { remaining: active.filter((c) => !expired.includes(c)), expired };
}

/** Conditions a trigger ends ("attack" ends Invisible). */
export function endedByTrigger(active: readonly ActiveCondition[], defs: readonly ConditionDef[], trigger: string): ActiveCondition[] {
  return active.filter((c) => {
    const def = defs.find((d) => d.id === c.id);
    return (c.duration.unit === "trigger" && c.duration.trigger === trigger) || (def?.endsOn?.includes(trigger) ?? false);
  });
}

/** Full rounds still to come after `currentRound` (0 in its last round), for "1 round left" displays. */
export function roundsLeft(condition: ActiveCondition, currentRound: number): number | null {
  requireInt("currentRound", currentRound, 0, MAX_GAME_NUMBER);
  const last = lastActiveRound(condition);
  return last === null ? null : Math.max(0, last - currentRound);
}

/** A condition that shows a number kept elsewhere (Injury Points, Bleed X): present with that value while it is above 0. */
export function mirrorValue(active: readonly ActiveCondition[], id: string, value: number, at: AppliedAt): ActiveCondition[] {
  requireNumber("value", value, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  const others = active.filter((c) => c.id !== id);
  if (value <= 0) return others;
  const existing = active.find((c) => c.id === id);
  return [...others, { ...(existing ?? { id, appliedAt: at, duration: { unit: "permanent" as const } }), value }];
}

const COMBAT_UNITS: readonly DurationSpec["unit"][] = ["rounds", "turns", "activation", "sideTurn", "phase"];

/** Conditions counted in a combat's rounds, turns, phases or activations: they end with it (its counters mean nothing in another). */
export function endedWithCombat(active: readonly ActiveCondition[]): ActiveCondition[] {
  // A stored record may lack its duration (hand-edited flags): it is left alone.
  return active.filter((c) => c.duration !== undefined && COMBAT_UNITS.includes(c.duration.unit));
}

/** Who bears the conditions, and which side a combatant fights on (null: no sides, or not in the fight). */
export interface BoundaryContext {
  readonly bearerId: string;
  sideOf(combatantId: string): string | null;
}

/**
 * Does this boundary end the condition? Boundaries reach the rules once each, in order (see timeline.ts), so
 * "next" is simply the first matching one after application; a passed-over phase counts too (its time passed).
 */
export function endsAtBoundary(condition: ActiveCondition, b: Boundary, ctx: BoundaryContext): boolean {
  const d = condition.duration;
  const at = condition.appliedAt;
  if (!d || !at || b.round < at.round) return false;
  switch (d.unit) {
    case "activation":
      return b.kind === "activationEnd" && b.round === at.round && b.activation === at.activation;
    case "sideTurn":
      return b.kind === "sideEnd" && b.round === at.round && b.side === at.side;
    case "phase": {
      if (b.kind !== "phaseStart" || b.phase !== d.phase) return false;
      const owner = d.casterId ?? ctx.bearerId;
      if (b.side !== undefined) return ctx.sideOf(owner) === b.side;
      return b.combatantId === owner;
    }
    default:
      return false;
  }
}

/** Split active conditions into those that remain and those the boundaries ended, in order. */
export function partitionAtBoundaries(
  active: readonly ActiveCondition[], boundaries: readonly Boundary[], ctx: BoundaryContext,
): { remaining: ActiveCondition[]; expired: ActiveCondition[] } {
  const expired = active.filter((c) => boundaries.some((b) => endsAtBoundary(c, b, ctx)));
  return { remaining: active.filter((c) => !expired.includes(c)), expired };
}

/** Conditions that last until the end of the quest (a world event the GM fires, not a combat boundary). */
export function endedAtQuestEnd(active: readonly ActiveCondition[]): ActiveCondition[] {
  // A stored record may lack its duration (hand-edited flags): it is left alone.
  return active.filter((c) => c.duration?.unit === "quest");
}
