/**
 * The weapon, armor and shield tables of the Elf System, transcribed value for value. The packs are
 * generated from the same rows and a test compares both with the rules' text.
 */
export type Reach = "S" | "M" | "L";
/** Range bands, nearest first; "Medium" in the rules' ranged table is the Middle band. */
export const BANDS = ["close", "short", "middle", "long", "veryLong"] as const;
export type Band = (typeof BANDS)[number];
export type DamageKind = "lethal" | "stun";

export interface MeleeRow {
  readonly name: string; readonly damageBonus: number; readonly reach: Reach; readonly twoHanded: boolean;
  /** Blunt striking surfaces can pull a blow for Stun Damage; every table weapon can deal Lethal Damage. */
  readonly stunCapable: boolean; readonly smallSharp: boolean; readonly examples: string;
}
export interface RangedRow {
  readonly name: string; readonly damageBonus: number; readonly maxRange: Band; readonly twoHanded: boolean;
  readonly gunpowder: boolean; readonly smallSharp: boolean; readonly rateOfFire: string;
}
export interface ArmorRow {
  readonly name: string; readonly bonus: number;
  /** Split values from the table: "+0/+1 vs small sharp weapons", "+2/+1 vs ranged". */
  readonly vsSmallSharp: number | null; readonly vsRanged: number | null;
  /** Medieval metal: only +1 against gunpowder weapons. */
  readonly metal: boolean; readonly notes: string;
}

const melee = (name: string, damageBonus: number, reach: Reach, o: Partial<MeleeRow> = {}): MeleeRow =>
  ({ name, damageBonus, reach, twoHanded: false, stunCapable: false, smallSharp: false, examples: "", ...o });

export const MELEE_WEAPONS: readonly MeleeRow[] = [
  melee("Unarmed", 0, "S", { stunCapable: true, examples: "fist, knee, kick, head-butt" }),
  melee("Short Club", 1, "S", { stunCapable: true, examples: "rolling pin, forearm-length of wood" }),
  melee("Blunt Instrument", 1, "S", { stunCapable: true, examples: "beer mug, small sculpture" }),
  melee("Sharp Instrument", 2, "S", { smallSharp: true, examples: "broken bottle" }),
  melee("Short Blade", 2, "S", { smallSharp: true, examples: "dagger, knife" }),
  melee("Staff", 2, "M", { twoHanded: true, stunCapable: true, examples: "quarterstaff, pole" }),
  melee("Hand Weapon", 2, "M", { examples: "axe, mace, sword, short spear" }),
  melee("Long Blade", 3, "M", { examples: "longsword, hand-and-a-half" }),
  melee("Long Weapon", 3, "L", { twoHanded: true, examples: "zweihander, greatsword, greataxe, maul" }),
  melee("Polearm", 3, "L", { twoHanded: true, examples: "glaive, halberd, long spear" }),
];

export const NATURAL_WEAPONS: readonly MeleeRow[] = [
  melee("Small Beast", 0, "S", { examples: "dog, wild cat" }),
  melee("Medium Beast", 1, "S", { examples: "jaguar, large dog, wolf" }),
  melee("Large Beast", 2, "M", { examples: "bear, lion, tiger" }),
  melee("Huge Beast", 3, "L", { examples: "elephant, rhino" }),
];

const ranged = (name: string, damageBonus: number, maxRange: Band, o: Partial<RangedRow> = {}): RangedRow =>
  ({ name, damageBonus, maxRange, twoHanded: true, gunpowder: false, smallSharp: false, rateOfFire: "-", ...o });

export const RANGED_WEAPONS: readonly RangedRow[] = [
  ranged("Short Bow arrow", 2, "long"),
  ranged("Long Bow arrow", 3, "long"),
  ranged("Crossbow bolt", 2, "long"),
  ranged("Heavy Crossbow bolt", 3, "long"),
  ranged("Thrown Object", 1, "middle", { twoHanded: false }),
  ranged("Thrown Rock", 2, "middle", { twoHanded: false }),
  ranged("Throwing Axe/Knife", 2, "middle", { twoHanded: false }),
  ranged("Sling stone", 3, "long", { twoHanded: false }),
  ranged("Musket ball", 3, "long", { gunpowder: true }),
  ranged("Flintlock Pistol", 4, "long", { twoHanded: false, gunpowder: true }),
  ranged("Flintlock Rifle ball", 4, "long", { gunpowder: true }),
];

const armor = (name: string, bonus: number, notes: string, o: Partial<ArmorRow> = {}): ArmorRow =>
  ({ name, bonus, vsSmallSharp: null, vsRanged: null, metal: false, notes, ...o });

export const ARMOR: readonly ArmorRow[] = [
  armor("Soft Leather", 0, "+1 vs small sharp weapons only", { vsSmallSharp: 1 }),
  armor("Padded Cloth", 1, "layers of heavy cloth"),
  armor("Folded Paper", 1, "layers of paper, heavy esp. in rain"),
  armor("Hide", 1, "uncured hide with fur and padding"),
  armor("Hard Leather", 1, "boiled leather"),
  armor("Banded", 2, "metal bands sewn into heavy cloth", { metal: true }),
  armor("Brigandine", 2, "metal plates sewn into heavy cloth", { metal: true }),
  armor("Ring Mail", 2, "metal rings sewn into heavy cloth", { metal: true }),
  armor("Chainmail", 2, "only +1 vs ranged weapons", { vsRanged: 1, metal: true }),
  armor("Scale", 2, "overlapping metal scales", { metal: true }),
  armor("Half Plate", 2, "breastplate or curass + helmet", { metal: true }),
  armor("Full Plate", 3, "metal plates over everything", { metal: true }),
];

/** A shield on one arm: +1 to total Armor Bonus, +2 against ranged weapons. */
export const SHIELD = { name: "Shield", bonus: 1, vsRanged: 2 } as const;

/** Medieval metal against gunpowder. */
export const GUNPOWDER_METAL_CAP = 1;

/** Humanoid NPCs: Wound Threshold = 12 + Armor Bonus. */
export const WOUND_THRESHOLD_BASE = 12;
