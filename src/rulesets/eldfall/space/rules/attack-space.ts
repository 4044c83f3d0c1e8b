/**
 * What space does to one attack at one target (pure): reach, LoS, the environments' modifiers, STK changes and
 * halving, Cover, shooting into melee and the two-value reach modifier, gathered in one answer for the roll and
 * resolution helpers. Each number comes from the rule module that owns it (space, sight, environments, engaged).
 */
import type { Tile } from "../../../../core/rules/grid";
import { meleeEnvironment, rangedEnvironment, type AttackModifier, type CoverGrade, type EnvironmentAt } from "./environments";
import { shootingIntoMelee, type ShootingIntoMelee } from "./engaged";
import type { Blind } from "./sight";
import { reachSpaces, spaceDistance, twoValueModifier, type Reach, type ReachContext } from "./space";

export interface AttackSpaceInput {
  readonly kind: "melee" | "ranged";
  readonly attacker: Tile;
  readonly target: Tile;
  readonly reach: Reach;
  readonly reachContext?: ReachContext;
  /** Why the attacker has no LoS to the target (sight.ts `blindReason`), or null. */
  readonly blind: Blind | null;
  readonly attackerEnvs: readonly EnvironmentAt[];
  readonly targetEnvs: readonly EnvironmentAt[];
  /** Environments on the spaces between (a ranged line). */
  readonly betweenEnvs: readonly EnvironmentAt[];
  readonly targetModel: { readonly sizeRank: number; readonly crouched?: boolean; readonly flying?: boolean };
  /** The shooter's allies sharing the target's space (shooting into melee). */
  readonly alliesWithTarget?: number;
  readonly aoe?: boolean;
  /** Shots / Snipe / Chain Attack: no Cover, no shooting-into-melee penalty. */
  readonly shots?: boolean;
  /** The target's space is full (no slot for the attacker): RCH ❖ may still strike from the line between (M49). */
  readonly targetSpaceFull?: boolean;
  /** The attacker is in its Active Role: a Casting Aura spell may then target without LoS, its attribute halved (M51). */
  readonly activeRole?: boolean;
}

export type AttackRefusal = "outOfReach" | "noLineOfSight" | "hazy" | "profaneMiasma" | "elevation" | "flyingTarget";

export interface AttackSpace {
  readonly allowed: boolean;
  readonly refusal: AttackRefusal | null;
  readonly distance: number;
  /** Additive modifiers to the attacking attribute, in order (Cover, Dark, Hazy melee, two-value reach, into melee). */
  readonly modifiers: readonly (AttackModifier | { readonly source: "reach" | "shootingIntoMelee"; readonly value: number })[];
  /** Halve the attacking attribute after the additions (Hazy/Miasma ranged, A21). */
  readonly halve: boolean;
  readonly stk: number;
  readonly cover: CoverGrade | null;
  readonly intoMelee: ShootingIntoMelee;
  /** RCH ❖ into an adjacent full space: only the two closest enemies there may be targeted. */
  readonly maxTargets: number | null;
}

/** One attack's spatial answer. A melee attack at a Flying target needs a Flying attacker (`attackerFlying`). */
export function attackSpace(input: AttackSpaceInput, attackerFlying = false): AttackSpace {
  const distance = spaceDistance(input.attacker, input.target);
  const none: ShootingIntoMelee = { modifier: 0, allyHitFaces: [] };
  const refuse = (refusal: AttackRefusal): AttackSpace => ({ allowed: false, refusal, distance, modifiers: [], halve: false, stk: 0, cover: null, intoMelee: none, maxTargets: null });
  const fromTheLine = input.kind === "melee" && input.reach.kind === "same" && distance === 1 && !!input.targetSpaceFull;
  if (distance > reachSpaces(input.reach, input.reachContext) && !fromTheLine) return refuse("outOfReach");
  const aura = input.reach.kind === "aura";
  const auraBlind = !!input.blind && aura && input.activeRole !== false;
  if (input.blind && !auraBlind) return refuse("noLineOfSight");
  if (input.kind === "melee") {
    if (input.targetModel.flying && !attackerFlying) return refuse("flyingTarget");
    const env = meleeEnvironment({ attacker: input.attackerEnvs, target: input.targetEnvs, defaultReach: reachSpaces(input.reach, input.reachContext), distance });
    if (env.blocked) return refuse(env.blocked);
    return { allowed: true, refusal: null, distance, modifiers: env.modifiers, halve: auraBlind, stk: env.stk, cover: null, intoMelee: none, maxTargets: fromTheLine ? 2 : null };
  }
  const env = rangedEnvironment({
    attacker: input.attackerEnvs, target: input.targetEnvs, between: input.betweenEnvs, sameSpace: distance === 0, targetModel: input.targetModel,
    noCover: input.shots || aura,
  });
  if (env.blocked) return refuse(env.blocked);
  const intoMelee = shootingIntoMelee(input.alliesWithTarget ?? 0, { aoe: input.aoe, ignores: input.shots });
  const reachMod = twoValueModifier(input.reach, distance);
  const modifiers = [...env.modifiers,
    ...(reachMod ? [{ source: "reach" as const, value: reachMod }] : []),
    ...(intoMelee.modifier ? [{ source: "shootingIntoMelee" as const, value: intoMelee.modifier }] : [])];
  return { allowed: true, refusal: null, distance, modifiers, halve: env.halve || auraBlind, stk: env.stk, cover: env.cover, intoMelee, maxTargets: null };
}
