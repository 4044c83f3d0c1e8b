/**
 * The rows a model attacks with, as the Activation Sequence, the dice and the Resolution Step read them: each
 * ready attack row of the profile card (Unarmed Attack, Shield Bash, the equipped Items', its Spells') with its
 * display name, melee or ranged, RCH in spaces, the dice kind and STK, PW evaluated for this model, and traits.
 */
import { isActorType } from "../../../core/data/subtypes";
import { attackTypeOf, type AttackRow } from "../profile/rules/attacks";
import type { TraitRef } from "../profile/rules/traits";
import type { WeaponInfo } from "../space/queries";
import type { Reach } from "../profile/rules/profile";
import { diceRowOf, type DiceRow } from "./rules/attack-row";
import { ELDFALL_MODEL_TYPES } from "../config";

type Actor = Actor.Implementation;

/** An Item, Spell or built-in row a model attacks with, as both the dice and the resolution read it. */
export interface AttackProfile extends WeaponInfo {
  readonly kind: DiceRow["kind"];
  readonly stk: number | "STA";
  /** PW evaluated for this model (formulas read by the profile rules). */
  readonly pw: number;
  readonly traits: readonly TraitRef[];
  readonly tags: readonly string[];
  /** The row's RCH as the space rules measure it (two-value bands included); absent where the row prints none. */
  readonly reachRule?: Reach;
}

/** A row's display name: the localized built-in name, else the Item's name and the row's label. */
export const attackRowName = (row: AttackRow): string =>
  row.i18n ? game.i18n.localize(row.itemName) : row.row.label ? `${row.itemName}: ${row.row.label}` : row.itemName;

/** One attack row of the profile card (PW, RCH and STK evaluated by the profile rules) as the sequence uses it. */
export function attackProfileOf(row: AttackRow): AttackProfile {
  const name = attackRowName(row);
  const dice = diceRowOf(row, name);
  return {
    id: row.id, name, type: attackTypeOf(row), reach: row.reachSpaces, kind: dice.kind, stk: dice.stk,
    pw: row.powerValue ?? 0, traits: dice.traits, tags: dice.tags, ...(dice.reach ? { reachRule: dice.reach } : {}),
  };
}

/** Every row a model may attack with now: its ready rows. */
export function attackProfilesOf(actor: Actor): readonly AttackProfile[] {
  if (!isActorType(actor, ELDFALL_MODEL_TYPES)) return [];
  return actor.system.attacks.filter((r) => r.ready).map(attackProfileOf);
}
