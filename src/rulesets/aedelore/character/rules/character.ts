/** Character building: HP and Worthiness from race and class, bonuses, and the creation limits. */
import { ABILITIES, SKILL_KEYS, type AbilityKey, type SkillKey } from "./skills";

export type TalentKey = AbilityKey | SkillKey;
export const TALENTS: readonly TalentKey[] = [...ABILITIES, ...SKILL_KEYS];

export interface Bonus { readonly target: string; readonly value: number }
export interface Origin { readonly name: string; readonly hp: number | null; readonly worthiness: number | null; readonly bonuses: readonly Bonus[] }

/** HP = race base + class bonus; null while either is not set (not given by the rules). */
export function totalHp(race: Origin | null, cls: Origin | null): number | null {
  return race?.hp === null || race?.hp === undefined || cls?.hp === null || cls?.hp === undefined ? null : race.hp + cls.hp;
}

/** Worthiness = race + class (+ religion). */
export function totalWorthiness(race: Origin | null, cls: Origin | null, religion: Origin | null): number | null {
  const parts = [race?.worthiness, cls?.worthiness];
  if (parts.some((p) => p === null || p === undefined)) return null;
  return parts.reduce<number>((s, p) => s + (p ?? 0), 0) + (religion?.worthiness ?? 0);
}

/** Bonus points per talent from race, class and religion. */
export function originBonuses(origins: readonly (Origin | null)[]): Partial<Record<TalentKey, number>> {
  const out: Partial<Record<TalentKey, number>> = {};
  for (const o of origins) for (const b of o?.bonuses ?? []) if ((TALENTS as readonly string[]).includes(b.target)) out[b.target as TalentKey] = (out[b.target as TalentKey] ?? 0) + b.value;
  return out;
}

export const CREATION_POINTS = 10;
export const CREATION_TALENT_CAP = 5;

export interface CreationError { readonly key: "REALMS.Aedelore.Errors.TalentCap" | "REALMS.Aedelore.Errors.TooManyPoints"; readonly data: Record<string, string | number> }

/**
 * While a character is being made: the distributed points (what the player put in, before origin
 * bonuses) total at most 10, and no talent ends above 5 with its bonuses.
 */
export function creationErrors(distributed: Partial<Record<TalentKey, number>>, bonuses: Partial<Record<TalentKey, number>>): CreationError[] {
  const errors: CreationError[] = [];
  for (const t of TALENTS) {
    const total = (distributed[t] ?? 0) + (bonuses[t] ?? 0);
    if (total > CREATION_TALENT_CAP) errors.push({ key: "REALMS.Aedelore.Errors.TalentCap", data: { talent: t, value: total, max: CREATION_TALENT_CAP } });
  }
  const spent = TALENTS.reduce((s, t) => s + (distributed[t] ?? 0), 0);
  if (spent > CREATION_POINTS) errors.push({ key: "REALMS.Aedelore.Errors.TooManyPoints", data: { spent, max: CREATION_POINTS } });
  return errors;
}

/** Arcana by class: Mage 20 / 10, Druid 16 / 8, others 0. */
export const CLASS_ARCANA: Readonly<Record<string, { max: number; start: number; elixirs: number }>> = {
  Mage: { max: 20, start: 10, elixirs: 2 }, Druid: { max: 16, start: 8, elixirs: 1 },
};
