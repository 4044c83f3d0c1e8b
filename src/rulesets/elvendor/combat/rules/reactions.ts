import { targetNumber } from "../../../../core/dice/checks";
import { actionNoise } from "../../actions/rules/actions";
import type { TurnPlan } from "../../conditions/rules/conditions";
import type { ElvendorOptions } from "../../options/rules/options";
import { requireInt, requireOneOf } from "../../../../core/dice/guard";

export type ReactionKind = "dodge" | "parry";

/** One reaction per round (the ruleset declares it; the tracker shows it). */
export const REACTIONS_PER_ROUND = 1;

export type ReactionError =
  | "REALMS.Elvendor.Errors.ReactionUsed"
  | "REALMS.Elvendor.Errors.NotTargeted"
  | "REALMS.Elvendor.Errors.CannotReact"
  | "REALMS.Elvendor.Errors.ParryMelee";

export interface ReactionContext {
  readonly reactionsUsedThisRound: number;
  /** Only right after being targeted by an attack. */
  readonly justTargeted: boolean;
  readonly plan: Pick<TurnPlan, "canReact">;
  readonly attackIsMelee: boolean;
}

/** Which reactions the defender may choose now; empty when none (the prompt is then skipped). */
export function allowedReactions(ctx: ReactionContext, options: Pick<ElvendorOptions, "parryMeleeOnly">): { allowed: ReactionKind[]; reason?: ReactionError } {
  if (!ctx.justTargeted) return { allowed: [], reason: "REALMS.Elvendor.Errors.NotTargeted" };
  if (ctx.reactionsUsedThisRound >= REACTIONS_PER_ROUND) return { allowed: [], reason: "REALMS.Elvendor.Errors.ReactionUsed" };
  if (!ctx.plan.canReact) return { allowed: [], reason: "REALMS.Elvendor.Errors.CannotReact" };
  const parryOk = ctx.attackIsMelee || !options.parryMeleeOnly;
  return parryOk ? { allowed: ["dodge", "parry"] } : { allowed: ["dodge"], reason: "REALMS.Elvendor.Errors.ParryMelee" };
}

export interface ReactionResult {
  readonly kind: ReactionKind;
  readonly roll: number;
  readonly success: boolean;
  /** Parry is loud whether or not it works. */
  readonly noise: number;
  /** A success avoids the attack and grants one immediate attack. */
  readonly avoidsAttack: boolean;
  readonly counterAttack: boolean;
}

/** `noiseBonus`: the reactor's Deafened +1 (see actionNoise). */
export function resolveReaction(kind: ReactionKind, d6: number, options: Pick<ElvendorOptions, "reactionTarget">, noiseBonus = 0): ReactionResult {
  requireOneOf("kind", kind, ["dodge", "parry"] as const);
  requireInt("d6", d6, 1, 6);
  requireInt("noiseBonus", noiseBonus, 0, 10);
  const success = d6 >= options.reactionTarget;
  const noise = actionNoise(kind === "parry" ? 1 : 0, { noiseBonus });
  return { kind, roll: d6, success, noise, avoidsAttack: success, counterAttack: success };
}

export function reactionChance(options: Pick<ElvendorOptions, "reactionTarget">): number {
  return targetNumber(6, options.reactionTarget);
}
