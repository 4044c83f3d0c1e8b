/** The ids the 2D6 rules name, one spelling for code, packs and sheets. */
export const ABILITIES = ["str", "agi", "sta", "cha"] as const;
export type Ability = (typeof ABILITIES)[number];

/** Resistible damage types, then the two no resistance reduces. */
export const RESISTIBLE_TYPES = ["physical", "disease", "poison", "fire", "frost", "shock"] as const;
export const UNRESISTIBLE_TYPES = ["magical", "trap"] as const;
export const DAMAGE_TYPES = [...RESISTIBLE_TYPES, ...UNRESISTIBLE_TYPES] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

/** Equipment slots that carry per-type resistances (the aura rule averages body and head). */
export const ARMOR_SLOTS = ["body", "head"] as const;
