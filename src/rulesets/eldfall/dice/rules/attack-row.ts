/**
 * A profile card's attack row (profile/rules/attacks.ts) as the dice roll it: the label, the kind of roll (melee
 * Item on OFF, ranged Item on ACC, Spell), STK as printed (a number or STA) and PW when it is a number.
 */
import type { AttackRow as ProfileAttackRow } from "../../profile/rules/attacks";
import type { Reach } from "../../profile/rules/profile";
import type { TraitRef } from "../../profile/rules/traits";

export interface DiceRow {
  readonly label: string;
  readonly kind: "meleeItem" | "rangedItem" | "spell";
  readonly stk: number | "STA";
  readonly pw: number | null;
  readonly reach?: Reach;
  /** The row's Traits and tags (the Traits that act on the roll read them). */
  readonly traits: readonly TraitRef[];
  readonly tags: readonly string[];
}

/** The row as the dice part's roll reads it, under `name` (its display name). */
export function diceRowOf(row: ProfileAttackRow, name: string): DiceRow {
  const kind = row.attribute === "acc" ? "rangedItem" : row.attribute === "off" ? "meleeItem" : "spell";
  const traits = row.row.traits.map((t) => ({ id: t.key, level: t.level, ...(t.x.trim() ? { x: /^\d+$/.test(t.x.trim()) ? Number(t.x.trim()) : t.x.trim() } : {}) }));
  return { label: name, kind, stk: row.strike?.kind === "sta" ? "STA" : row.strikeValue, pw: row.powerValue, reach: row.reach?.reach, traits, tags: [...row.row.tags] };
}
