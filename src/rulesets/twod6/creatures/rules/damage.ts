/**
 * Damage types, resistances, immunities and vulnerabilities ("Resistances", "Immunities", "Vulnerabilities"), on
 * the core pipeline (`resolveDamage`): resistances reduce direct damage of Physical, Disease, Poison, Fire, Frost
 * and Shock only; Magical and Trap damage is never resisted; immunity stops a secondary effect, never damage;
 * vulnerability doubles damage of its type (several of one type double once) and always lets its secondary effect
 * through.
 *
 * Readings (I8): a hit strikes one equipment slot (body unless the attack says head) and that slot's armour
 * resistance adds to the creature's own; the secondary effect of each type is a named condition
 * (fire: on fire, poison: poisoned, disease: diseased, frost: chilled, shock: shocked — the last two are our names,
 * the rules give none).
 */
import type { DamagePacket, DamageProfile, DamageRules } from "../../../../core/rules/damage";
import { requireInt, requireOneOf } from "../../../../core/dice/guard";

import { ARMOR_SLOTS, DAMAGE_TYPES, RESISTIBLE_TYPES, UNRESISTIBLE_TYPES, type DamageType } from "./keys";

export { DAMAGE_TYPES, RESISTIBLE_TYPES, type DamageType };
export type ResistibleType = (typeof RESISTIBLE_TYPES)[number];
export type Resistances = Readonly<Partial<Record<ResistibleType, number>>>;
export const SLOTS = ARMOR_SLOTS;
export type Slot = (typeof SLOTS)[number];

export const SECONDARY_EFFECTS: Readonly<Partial<Record<DamageType, string>>> = {
  fire: "onFire", poison: "poisoned", disease: "diseased", frost: "chilled", shock: "shocked",
};

/** Option on an aura's packet: its secondary effect takes hold only on a vulnerable target. */
export const AURA_OPTION = "aura";

export const TWOD6_DAMAGE_RULES: DamageRules = {
  resistable: RESISTIBLE_TYPES,
  unresistable: UNRESISTIBLE_TYPES,
  secondaryOnlyIfVulnerableOption: AURA_OPTION,
};

export const MAX_RESISTANCE = 100;

/** What a creature brings against damage: its own resistances, its armour by slot, immunities, vulnerabilities, its aura. */
export interface Defences {
  readonly natural: Resistances;
  readonly slots: Readonly<Partial<Record<Slot, Resistances>>>;
  readonly immunities: readonly string[];
  readonly vulnerabilities: readonly string[];
  /** The type of the creature's own aura: complete immunity to damage and secondary effects of that type. */
  readonly aura?: DamageType | null;
}

const slotValue = (d: Defences, slot: Slot, type: ResistibleType) => requireInt(`${slot}.${type}`, d.slots[slot]?.[type] ?? 0, 0, MAX_RESISTANCE);

/**
 * The profile a hit meets: the struck slot's armour, or for an aura the average of body and head rounded down,
 * plus the creature's own resistance of each type.
 */
export function damageProfile(d: Defences, hit: Slot | "aura" = "body"): DamageProfile {
  const resistances: Record<string, number> = {};
  for (const type of RESISTIBLE_TYPES) {
    const armour = hit === "aura" ? Math.floor((slotValue(d, "body", type) + slotValue(d, "head", type)) / 2) : slotValue(d, hit, type);
    const total = armour + requireInt(`natural.${type}`, d.natural[type] ?? 0, 0, MAX_RESISTANCE);
    if (total > 0) resistances[type] = total;
  }
  const own = d.aura ? [d.aura] : [];
  return {
    resistances,
    immunities: [...new Set([...d.immunities, ...own])],
    vulnerabilities: [...new Set(d.vulnerabilities)].filter((v) => !own.includes(v as DamageType)),
    damageImmunities: own,
  };
}

/** One typed hit with its type's secondary effect (if the attack causes it). */
export function hitPacket(amount: number, type: DamageType, options: { secondary?: boolean; aura?: boolean } = {}): DamagePacket {
  const effect = SECONDARY_EFFECTS[requireOneOf("type", type, DAMAGE_TYPES)];
  return {
    parts: [{ amount: requireInt("amount", amount, 0, 1_000_000), type, ...(options.secondary !== false && effect ? { secondary: [effect] } : {}) }],
    ...(options.aura ? { options: { [AURA_OPTION]: true } } : {}),
  };
}
