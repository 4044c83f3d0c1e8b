/**
 * A profile card's attack row (profile/rules/attacks.ts) as the dice roll it: the label, the kind of roll (melee
 * Item on OFF, ranged Item on ACC, Spell), STK as printed (a number or STA) and PW when it is a number.
 */
import type { AttackRow as ProfileAttackRow } from "../../profile/rules/attacks";
import type { Reach } from "../../profile/rules/profile";

export interface DiceRow {
  readonly label: string;
  readonly kind: "meleeItem" | "rangedItem" | "spell";
  readonly stk: number | "STA";
  readonly pw: number | null;
  readonly reach?: Reach;
}

/** The row as the dice part's roll reads it, under `name` (its display name). */
export function diceRowOf(row: ProfileAttackRow, name: string): DiceRow {
  const kind = row.attribute === "acc" ? "rangedItem" : row.attribute === "off" ? "meleeItem" : "spell";
  return { label: name, kind, stk: row.strike?.kind === "sta" ? "STA" : row.strikeValue, pw: row.powerValue, reach: row.reach?.reach };
}
