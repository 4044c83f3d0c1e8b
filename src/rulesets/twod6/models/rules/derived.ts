/**
 * What a creature's sheet shows and its rolls read, from its own data and its equipped items (pure): current
 * scores (enchants added), modifiers on its race's scale, health and energy maxima, the hunger and thirst
 * penalty, the critical failure modifier, haste effects, and its defences by slot.
 */
import { ABILITIES, modifiers, raceOffsets, type Ability, type AbilityOffsets, type AbilityScores, type Race } from "../../creatures/rules/abilities";
import { maxEnergy, maxHealth } from "../../creatures/rules/vitals";
import { sustenancePenalty, sustenanceStates, type Sustenance } from "../../survival/rules/sustenance";
import { critFailModifier, type CurseFacts } from "../../items/rules/items";
import { SLOTS, type DamageType, type Defences, type Resistances, type Slot } from "../../creatures/rules/damage";

export interface EquippedFacts extends CurseFacts {
  /** Score changes while equipped (an enchant +1 STA). */
  readonly enchant?: Readonly<Partial<Record<Ability, number>>>;
  /** Armour: the slot it covers and its resistances. */
  readonly slot?: Slot | null;
  readonly resistances?: Resistances;
  /** Haste effects it gives while equipped (a ring of haste: 1). */
  readonly haste?: number;
  /** A curse that forces its wearer to eat and drink past Satiated. */
  readonly forcesEating?: boolean;
}

export interface CreatureFacts {
  readonly abilities: AbilityScores;
  readonly race: Race;
  readonly offsets: AbilityOffsets;
  readonly level: number;
  readonly sustenance: Sustenance;
  readonly natural: Resistances;
  readonly immunities: readonly string[];
  readonly vulnerabilities: readonly string[];
  readonly aura: DamageType | null;
  /** Haste effects of its own or from spells (statuses), not counting items. */
  readonly haste: number;
  readonly items: readonly EquippedFacts[];
}

export function deriveCreature(f: CreatureFacts) {
  const equipped = f.items.filter((i) => i.equipped);
  const offsets = raceOffsets(f.race, f.offsets);
  const current = Object.fromEntries(ABILITIES.map((a) => [a, Math.max(0, f.abilities[a] + equipped.reduce((s, i) => s + (i.enchant?.[a] ?? 0), 0))])) as Record<Ability, number>;
  const slots: Partial<Record<Slot, Resistances>> = {};
  for (const slot of SLOTS) {
    const worn = equipped.filter((i) => i.slot === slot);
    if (worn.length) slots[slot] = Object.fromEntries(worn.flatMap((i) => Object.entries(i.resistances ?? {})).reduce((m, [t, v]) => m.set(t, (m.get(t) ?? 0) + (v ?? 0)), new Map<string, number>())) as Resistances;
  }
  const states = sustenanceStates(f.sustenance);
  const defences: Defences = { natural: f.natural, slots, immunities: f.immunities, vulnerabilities: f.vulnerabilities, aura: f.aura };
  return {
    offsets,
    current,
    baseModifiers: modifiers(f.abilities, offsets),
    modifiers: modifiers(current, offsets),
    health: maxHealth({ level: f.level, baseSta: f.abilities.sta, currentSta: current.sta, offset: offsets.sta ?? 0 }),
    energy: maxEnergy(f.abilities.sta, offsets.sta ?? 0),
    penalty: sustenancePenalty(states),
    hunger: { state: states.hunger.state.id, out: states.hunger.out },
    thirst: { state: states.thirst.state.id, out: states.thirst.out },
    critFailModifier: critFailModifier(equipped),
    hastes: f.haste + equipped.reduce((s, i) => s + (i.haste ?? 0), 0),
    forcedEating: equipped.some((i) => i.cursed && i.forcesEating),
    defences,
  };
}

export type CreatureDerived = ReturnType<typeof deriveCreature>;
