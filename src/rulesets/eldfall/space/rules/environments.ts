/**
 * Eldfall environments (pure, M-§1.17): the ten environments as zone data, which of them touch a model, and
 * what they do to movement, sight, attacks and the ends of sequences and Strategic Phases — returned as data
 * for the activation and resolution steps to apply. Environments come from the core's zones (a Region with the
 * `realms.zone` behavior, kind `realms.eldfall.<environment>`) plus field-wide ones (Quest Rules, Hard "Night").
 */
import { MAX_GAME_NUMBER, requireInt, requireNumber } from "../../../../core/dice/guard";
import type { Zone } from "../../../../core/rules/zones";
import { ENVIRONMENTS, type EnvironmentId } from "../../profile/rules/keys";

export const COVER_GRADES = ["heavy", "light"] as const;
export type CoverGrade = (typeof COVER_GRADES)[number];

/** Attack modifier of each Cover grade against Ranged Attacks (COVER). */
export const COVER_MODIFIER: Readonly<Record<CoverGrade, number>> = { heavy: -4, light: -2 };
/** Dark: targeting a model outside the attacker's own space (DARK, A32). */
export const DARK_MODIFIER = -3;
/** Hazy and Profane Miasma: Melee Attacks (HAZY). */
export const HAZE_MELEE_MODIFIER = -3;
/** Profane Miasma's end-of-sequence Hit (PROFANE MIASMA). */
export const MIASMA_HIT_POWER = 10;

const ZONE_PREFIX = "realms.eldfall.";
/** The zone kind of an environment. */
export const environmentKind = (env: EnvironmentId): string => `${ZONE_PREFIX}${env}`;
/** The zone kind that overrides a space's slot count (A28); its `value` is the count. */
export const SLOTS_KIND = `${ZONE_PREFIX}spaceSlots`;

/** One environment on a space, with its parameters. */
export interface EnvironmentAt {
  readonly env: EnvironmentId;
  /** Cover only: Heavy or Light. */
  readonly grade?: CoverGrade;
  /** Elevation only: the ground level of the space (Higher Ground +1, Lower Ground −1 unless the zone says). */
  readonly level?: number;
  /** The zone it comes from (absent for field-wide environments). */
  readonly zoneId?: string;
}

/**
 * Environments from zone data: a Cover zone's option is its grade (blank: Light); an Elevation zone's option is
 * "higher" or "lower" and its value the level (blank: +1 for higher, −1 for lower). Other kinds are skipped.
 */
export function environmentsFromZones(zones: readonly Pick<Zone, "id" | "kind" | "value" | "option">[]): EnvironmentAt[] {
  const out: EnvironmentAt[] = [];
  for (const z of zones) {
    if (!z.kind.startsWith(ZONE_PREFIX)) continue;
    const env = z.kind.slice(ZONE_PREFIX.length) as EnvironmentId;
    if (!ENVIRONMENTS.includes(env)) continue;
    if (env === "cover") out.push({ env, grade: z.option === "heavy" ? "heavy" : "light", zoneId: z.id });
    else if (env === "elevation") out.push({ env, level: z.value === null ? (z.option === "lower" ? -1 : 1) : requireNumber("elevation level", z.value, -MAX_GAME_NUMBER, MAX_GAME_NUMBER), zoneId: z.id });
    else out.push({ env, zoneId: z.id });
  }
  return out;
}

/** Field-wide environments (the Quest Rules, Hard difficulty's Night) join every space's own. */
export function withFieldWide(local: readonly EnvironmentAt[], field: readonly EnvironmentId[]): EnvironmentAt[] {
  return [...local, ...field.filter((e) => !local.some((l) => l.env === e)).map((env) => ({ env }))];
}

/** What makes a model immune to some environments. */
export interface EnvironmentImmunity {
  /** Survival (X): the environments it is unaffected by. */
  readonly survival?: readonly EnvironmentId[];
  /** Incorporeal ignores every environment. */
  readonly incorporeal?: boolean;
  /** Construct and Elemental ignore Toxic. */
  readonly construct?: boolean;
  readonly elemental?: boolean;
  /** Affinity (Profane) or Elemental Essence (Profane): immune to Profane Miasma's effects. */
  readonly profane?: boolean;
}

/** Whether an environment affects a model at all (Survival, Incorporeal, the Toxic and Miasma immunities). */
export function affects(env: EnvironmentId, model: EnvironmentImmunity): boolean {
  if (model.incorporeal || model.survival?.includes(env)) return false;
  if (env === "toxic" && (model.construct || model.elemental)) return false;
  if (env === "profaneMiasma" && model.profane) return false;
  return true;
}

/** The environments on a space that affect a model. */
export function affecting(envs: readonly EnvironmentAt[], model: EnvironmentImmunity): EnvironmentAt[] {
  return envs.filter((e) => affects(e.env, model));
}

export const has = (envs: readonly EnvironmentAt[], env: EnvironmentId): boolean => envs.some((e) => e.env === env);

/** Ground level of a space: its Elevation zone's level, 0 on level ground. */
export function groundLevel(envs: readonly EnvironmentAt[]): number {
  return envs.find((e) => e.env === "elevation")?.level ?? 0;
}

/** The best Cover grade of a space (A34: the best single Cover applies). */
export function coverGradeOf(envs: readonly EnvironmentAt[]): CoverGrade | null {
  const grades = envs.filter((e) => e.env === "cover").map((e) => e.grade ?? "light");
  return grades.includes("heavy") ? "heavy" : grades.length ? "light" : null;
}

// ── Attacks ───────────────────────────────────────────────────────────────────────────────────────────────

export interface AttackModifier {
  readonly source: "cover" | "dark" | "hazy" | "profaneMiasma";
  readonly value: number;
}

export interface RangedTarget {
  /** Size rank on the ladder (Small 0 … Epic 6): only Small, Medium and Large (≤ 2) take Cover from a space. */
  readonly sizeRank: number;
  readonly crouched?: boolean;
  readonly flying?: boolean;
}

export interface RangedEnvironmentInput {
  /** Environments affecting the attacker in its space, and the target in its space. */
  readonly attacker: readonly EnvironmentAt[];
  readonly target: readonly EnvironmentAt[];
  /** Environments on the spaces the line crosses between the two (not their own spaces, A33). */
  readonly between: readonly EnvironmentAt[];
  readonly sameSpace: boolean;
  readonly targetModel: RangedTarget;
  /** Casting Aura reach: its targets get no Cover (M51). Shots: ignores Cover. */
  readonly noCover?: boolean;
}

export interface RangedEnvironmentResult {
  /** The attack cannot target through Hazy or Profane Miasma. */
  readonly blocked: "hazy" | "profaneMiasma" | null;
  readonly cover: CoverGrade | null;
  /** Additive modifiers to the attacking attribute, in order. */
  readonly modifiers: readonly AttackModifier[];
  /** The attacking attribute is halved after the additions (A21). */
  readonly halve: boolean;
  /** Change to STK (Dense: −1; STK never drops below 1, the roll applies that floor). */
  readonly stk: number;
}

/** What the environments do to one Ranged Attack at one target. */
export function rangedEnvironment(input: RangedEnvironmentInput): RangedEnvironmentResult {
  const hazeBetween = input.between.find((e) => e.env === "hazy" || e.env === "profaneMiasma");
  const hazeEnds = [...input.attacker, ...input.target].some((e) => e.env === "hazy" || e.env === "profaneMiasma");
  const cover = input.noCover ? null : coverFor(input.targetModel, input.target, groundLevel(input.target) > groundLevel(input.attacker));
  const modifiers: AttackModifier[] = [];
  if (cover) modifiers.push({ source: "cover", value: COVER_MODIFIER[cover] });
  if (has(input.attacker, "dark") && !input.sameSpace) modifiers.push({ source: "dark", value: DARK_MODIFIER });
  const dense = has(input.target, "dense") || has(input.between, "dense");
  return { blocked: hazeBetween ? (hazeBetween.env as "hazy" | "profaneMiasma") : null, cover, modifiers, halve: hazeEnds, stk: dense ? -1 : 0 };
}

/**
 * The Cover a target has against a Ranged Attack: its space's grade if Small–Large; Light when Crouched (any
 * size, A34) or on Higher Ground against an attacker below; the best one applies; none while Flying.
 */
export function coverFor(target: RangedTarget, targetEnvs: readonly EnvironmentAt[], higherGround: boolean): CoverGrade | null {
  if (target.flying) return null;
  const space = target.sizeRank <= 2 ? coverGradeOf(targetEnvs) : null;
  if (space === "heavy") return "heavy";
  return space ?? (target.crouched || higherGround ? "light" : null);
}

export interface MeleeEnvironmentInput {
  readonly attacker: readonly EnvironmentAt[];
  readonly target: readonly EnvironmentAt[];
  /** The weapon's printed reach in spaces (❖ = 0): Dense and Elevation look at it. */
  readonly defaultReach: number;
  readonly distance: number;
}

export interface MeleeEnvironmentResult {
  /** From below with reach 1 or more, only a model on an adjacent Higher Ground space may be targeted. */
  readonly blocked: "elevation" | null;
  readonly modifiers: readonly AttackModifier[];
  readonly stk: number;
}

/** What the environments do to one Melee Attack at one target (Hazy/Miasma −3 once, Dense −1 STK, Elevation). */
export function meleeEnvironment(input: MeleeEnvironmentInput): MeleeEnvironmentResult {
  const all = [...input.attacker, ...input.target];
  const haze = all.find((e) => e.env === "hazy" || e.env === "profaneMiasma");
  const below = groundLevel(input.attacker) < groundLevel(input.target);
  return {
    blocked: below && input.defaultReach >= 1 && input.distance !== 1 ? "elevation" : null,
    modifiers: haze ? [{ source: haze.env as "hazy" | "profaneMiasma", value: HAZE_MELEE_MODIFIER }] : [],
    stk: input.defaultReach >= 1 && has(all, "dense") ? -1 : 0,
  };
}

// ── Effects the steps apply ───────────────────────────────────────────────────────────────────────────────

/** An effect an environment asks the activation or resolution helpers to apply. */
export type EnvironmentEffect =
  | { readonly kind: "hit"; readonly source: EnvironmentId; readonly power: number; readonly traits: readonly string[] }
  | { readonly kind: "weakPoint"; readonly source: EnvironmentId; readonly count: number }
  | { readonly kind: "roll"; readonly source: EnvironmentId; readonly attribute: string; readonly onFail: { readonly wounds: number } };

/** At the end of an Activation Sequence: Profane Miasma's Hit (PW 10, Ignore Armor, Weakening) on a model within it. */
export function endOfSequenceEffects(envs: readonly EnvironmentAt[], model: EnvironmentImmunity): EnvironmentEffect[] {
  return has(affecting(envs, model), "profaneMiasma")
    ? [{ kind: "hit", source: "profaneMiasma", power: MIASMA_HIT_POWER, traits: ["ignoreArmor", "weakening"] }]
    : [];
}

/** In its Strategic Phase: Toxic asks a T roll, a failure is 1 Wound. */
export function strategicPhaseEffects(envs: readonly EnvironmentAt[], model: EnvironmentImmunity): EnvironmentEffect[] {
  return has(affecting(envs, model), "toxic") ? [{ kind: "roll", source: "toxic", attribute: "t", onFail: { wounds: 1 } }] : [];
}

/** After a move through Profane Miasma (Jump included): one Weak Point per move (A24). */
export function movementEffects(crossedMiasma: boolean): EnvironmentEffect[] {
  return crossedMiasma ? [{ kind: "weakPoint", source: "profaneMiasma", count: 1 }] : [];
}

const ELECTRIC = /lightning|thunder|electrification|electric/i;

/** Aquatic: the factor on the PW of a Hit from a source whose name has Lightning, Thunder, Electrification or Electric (2), else 1. */
export function aquaticPower(sourceName: string, envs: readonly EnvironmentAt[]): 1 | 2 {
  return has(envs, "aquatic") && ELECTRIC.test(sourceName) ? 2 : 1;
}

/** Aquatic: Burn I is negated, Burn II becomes I, and so on (0 = no Burn); `inWater`: the wounded model stands in Aquatic. */
export function aquaticBurn(level: number, inWater: boolean): number {
  requireInt("level", level, 0, 99);
  return inWater ? Math.max(0, level - 1) : level;
}

/** The attributes an environment halves on a model standing in it (Aquatic: SPD and AG). */
export function halvedAttributes(envs: readonly EnvironmentAt[]): readonly string[] {
  return has(envs, "aquatic") ? ["spd", "ag"] : [];
}
