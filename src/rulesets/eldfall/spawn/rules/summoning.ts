/**
 * Conjuration and the Summoning Limit (§ CONJURATION, § SUMMONING LIMIT, § MANA COST, § FAMILIAR; M63, M64). A
 * summoned creature's Summoning Limit is its Tier (a Familiar has none); a caster whose present summons' limits
 * add up to its modified STA or more casts no further Conjuration Spell, one below may summon past it. Pure.
 */
import { requireInt } from "../../../../core/dice/guard";

export interface SummonedCreature {
  readonly name: string;
  readonly tier: number;
  /** The Familiar Trait: no Summoning Limit, one of each named creature per caster. */
  readonly familiar: boolean;
}

export interface SummonCaster {
  /** The caster's modified STA. */
  readonly sta: number;
  readonly mana: number;
}

/** A creature's Summoning Limit: its Tier; a Familiar's is 0. */
export const summoningLimitOf = (c: SummonedCreature): number => (c.familiar ? 0 : requireInt("tier", c.tier, 1, 9));

/** The combined Summoning Limit of the caster's summons present on the field. */
export const summoningLimitUsed = (present: readonly SummonedCreature[]): number => present.reduce((n, c) => n + summoningLimitOf(c), 0);

export type SummonRefusal = "manaCostMissing" | "limit" | "familiarTwice" | "mana";
export type SummonCheck =
  | { readonly ok: true; readonly used: number; readonly usedAfter: number; readonly manaLeft: number }
  | { readonly ok: false; readonly reason: SummonRefusal; readonly used: number };

/** May the caster cast this Conjuration now (its Mana Cost printed or entered: null when not), and what it leaves. */
export function summonCheck(caster: SummonCaster, present: readonly SummonedCreature[], creature: SummonedCreature, manaCost: number | null): SummonCheck {
  const sta = requireInt("sta", caster.sta, 0, 99);
  requireInt("mana", caster.mana, 0, 99);
  const used = summoningLimitUsed(present);
  if (manaCost === null) return { ok: false, reason: "manaCostMissing", used };
  requireInt("manaCost", manaCost, 0, 99);
  if (used >= sta) return { ok: false, reason: "limit", used };
  if (creature.familiar && present.some((p) => p.familiar && p.name === creature.name)) return { ok: false, reason: "familiarTwice", used };
  if (caster.mana < manaCost) return { ok: false, reason: "mana", used };
  return { ok: true, used, usedAfter: used + summoningLimitOf(creature), manaLeft: caster.mana - manaCost };
}
