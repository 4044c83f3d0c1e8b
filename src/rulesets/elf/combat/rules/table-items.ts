/**
 * Filling an item from the rules' weapon, armor and shield tables (pure): the rows an item sheet offers for its
 * type, and the system values a row gives. Only the table's own columns are written; equipped, notes of the
 * player's and the description stay as they are.
 */
import { ARMOR, MELEE_WEAPONS, NATURAL_WEAPONS, RANGED_WEAPONS, SHIELD, type MeleeRow, type RangedRow } from "./tables";

const melee = (category: "melee" | "natural") => (r: MeleeRow) => ({
  name: r.name, system: { category, damageBonus: r.damageBonus, reach: r.reach, twoHanded: r.twoHanded, stunCapable: r.stunCapable, smallSharp: r.smallSharp, gunpowder: false, examples: r.examples },
});
const ranged = (r: RangedRow) => ({
  name: r.name, system: { category: "ranged", damageBonus: r.damageBonus, maxRange: r.maxRange, twoHanded: r.twoHanded, gunpowder: r.gunpowder, smallSharp: r.smallSharp, stunCapable: false, rateOfFire: r.rateOfFire },
});

const ROWS: Readonly<Record<string, readonly { readonly name: string; readonly system: Readonly<Record<string, unknown>> }[]>> = {
  elfWeapon: [...MELEE_WEAPONS.map(melee("melee")), ...NATURAL_WEAPONS.map(melee("natural")), ...RANGED_WEAPONS.map(ranged)],
  elfArmor: ARMOR.map((r) => ({ name: r.name, system: { bonus: r.bonus, vsSmallSharp: r.vsSmallSharp, vsRanged: r.vsRanged, metal: r.metal, notes: r.notes } })),
  elfShield: [{ name: SHIELD.name, system: { bonus: SHIELD.bonus, vsRanged: SHIELD.vsRanged } }],
};

/** The table rows an item of `type` may be filled from, in the rules' order (none for gear). */
export function tableRowsFor(type: string): string[] {
  return (ROWS[type] ?? []).map((r) => r.name);
}

/** The system values the table row `name` gives an item of `type`, or null when its table has no such row. */
export function itemFromTable(type: string, name: string): Readonly<Record<string, unknown>> | null {
  return ROWS[type]?.find((r) => r.name === name)?.system ?? null;
}
