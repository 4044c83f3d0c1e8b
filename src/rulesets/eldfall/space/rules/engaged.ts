/**
 * Eldfall melee contact (pure, M49, M53–M55, ENGAGED, ELEVATION): who is Engaged with whom after a resolution
 * (or at the end of a phase), shooting into melee, and the friendly-fire Morale check a hero's Hit on an ally asks.
 */
import { requireInt } from "../../../../core/dice/guard";
import type { Tile } from "../../../../core/rules/grid";
import { spaceDistance } from "./space";

export interface MeleeModel {
  readonly id: string;
  readonly side: string;
  readonly cell: Tile;
  /** Ground level of its space (Elevation; 0 on level ground). */
  readonly level?: number;
  /** Reach in spaces of its Primary melee weapon (Unarmed ❖ = 0 when none, A35); null: cannot engage (no melee). */
  readonly meleeReach: number | null;
  readonly flying?: boolean;
  readonly crouched?: boolean;
  readonly incapacitated?: boolean;
  readonly dead?: boolean;
  readonly petrified?: boolean;
  readonly incorporeal?: boolean;
}

/** Whether `enemy` causes `model` to be Engaged: `model` is within its melee reach, on the same level, and can be Engaged. */
export function engages(enemy: MeleeModel, model: MeleeModel, blocked: (a: Tile, b: Tile) => boolean = () => false): boolean {
  if (enemy.side === model.side || enemy.id === model.id) return false;
  if (model.flying || model.incorporeal || model.incapacitated || model.dead || model.petrified) return false;
  if (enemy.meleeReach === null || enemy.crouched || enemy.incapacitated || enemy.dead || enemy.petrified) return false;
  if ((enemy.level ?? 0) !== (model.level ?? 0)) return false;
  const d = spaceDistance(enemy.cell, model.cell);
  // Models sharing a space always become Engaged at the end of the sequence (M49), whatever the reach.
  if (d === 0) return true;
  return d <= requireInt("meleeReach", enemy.meleeReach, 0, 1000) && !blocked(enemy.cell, model.cell);
}

/**
 * The Engaged State of every model, recomputed from positions: for each model that is Engaged, the ids of the
 * enemies causing it (in input order). `blocked` says when a wall stands between two spaces (melee reach does
 * not pass a black border).
 */
export function engagements(models: readonly MeleeModel[], blocked?: (a: Tile, b: Tile) => boolean): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of models) {
    const by = models.filter((e) => engages(e, m, blocked)).map((e) => e.id);
    if (by.length) out.set(m.id, by);
  }
  return out;
}

/** Shooting into melee: −4 per allied model in the target's space (M54). */
export const SHOOTING_INTO_MELEE_PER_ALLY = -4;
/** Faces that hit one of those allies instead (A22: always, whatever the modified attribute). */
export const ALLY_HIT_FACES: readonly number[] = [17, 18, 19, 20];

export interface ShootingIntoMelee {
  readonly modifier: number;
  readonly allyHitFaces: readonly number[];
}

/**
 * A Ranged Attack without AoE at an enemy sharing its space with `allies` of the shooter: the stacked modifier and
 * the faces that hit an ally. Shots, Snipe and Chain Attack ignore the rule (`ignores`).
 */
export function shootingIntoMelee(allies: number, options: { readonly aoe?: boolean; readonly ignores?: boolean } = {}): ShootingIntoMelee {
  requireInt("allies", allies, 0, 1000);
  if (!allies || options.aoe || options.ignores) return { modifier: 0, allyHitFaces: [] };
  return { modifier: SHOOTING_INTO_MELEE_PER_ALLY * allies, allyHitFaces: ALLY_HIT_FACES };
}

/** Whom one die of a shot into melee hits: the ally on 17–20, else the target (A22; a 1 is a critical on the target). */
export function dieHits(face: number, rule: ShootingIntoMelee): "ally" | "target" {
  requireInt("face", face, 1, 20);
  return rule.allyHitFaces.includes(face) ? "ally" : "target";
}

/** A Morale roll a friendly-fire Hit asks of the ally; failing it leaves the ally Panicked until its next Strategic Phase. */
export interface FriendlyFireCheck {
  readonly modelId: string;
  readonly attribute: "m";
  readonly onFail: { readonly state: "panicked"; readonly until: "ownNextStrategicPhase" };
}

/** M55: a hero's Hit that could damage an ally of the hero (not the hero itself) asks that ally a Morale roll. */
export function friendlyFireCheck(attacker: { readonly id: string; readonly side: string; readonly hero: boolean }, hit: { readonly id: string; readonly side: string }, couldDamage: boolean): FriendlyFireCheck | null {
  if (!attacker.hero || !couldDamage || hit.id === attacker.id || hit.side !== attacker.side) return null;
  return { modelId: hit.id, attribute: "m", onFail: { state: "panicked", until: "ownNextStrategicPhase" } };
}
