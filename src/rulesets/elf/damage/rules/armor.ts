/** The Armor Bonus against one attack: worn armor (best suit), shield, and the split values of the table. */
import { GUNPOWDER_METAL_CAP } from "../../combat/rules/tables";
import { woundThreshold } from "./damage";

export interface ArmorPiece {
  readonly name: string; readonly bonus: number;
  readonly vsSmallSharp: number | null; readonly vsRanged: number | null;
  /** Medieval metal protects only +1 against gunpowder; modern steel or ceramics count fully. */
  readonly metal: boolean; readonly modern: boolean;
}
export interface ShieldPiece { readonly name: string; readonly bonus: number; readonly vsRanged: number; readonly metal: boolean; readonly modern: boolean }
export interface AttackProfile { readonly ranged: boolean; readonly gunpowder: boolean; readonly smallSharp: boolean }

function pieceValue(p: { bonus: number; vsSmallSharp?: number | null; vsRanged?: number | null; metal: boolean; modern: boolean }, attack: AttackProfile): number {
  let value = p.bonus;
  if (attack.ranged && p.vsRanged !== null && p.vsRanged !== undefined) value = p.vsRanged;
  else if (attack.smallSharp && p.vsSmallSharp !== null && p.vsSmallSharp !== undefined) value = p.vsSmallSharp;
  if (attack.gunpowder && p.metal && !p.modern) value = Math.min(value, GUNPOWDER_METAL_CAP);
  return value;
}

export interface ArmorBreakdown { readonly total: number; readonly parts: readonly { readonly name: string; readonly value: number }[] }

/** Suits do not layer: the best worn suit counts, plus one shield. */
export function armorBonus(worn: readonly ArmorPiece[], shield: ShieldPiece | null, attack: AttackProfile): ArmorBreakdown {
  const parts: { name: string; value: number }[] = [];
  const best = worn.map((p) => ({ name: p.name, value: pieceValue(p, attack) })).sort((a, b) => b.value - a.value)[0];
  if (best) parts.push(best);
  if (shield) parts.push({ name: shield.name, value: pieceValue({ ...shield, vsSmallSharp: null }, attack) });
  return { total: parts.reduce((s, p) => s + p.value, 0), parts };
}

/**
 * An NPC's Wound Threshold against one attack: 12 + the Armor Bonus of its equipped armor and shield
 * items, split values and the gunpowder cap included; an NPC without such items uses its flat Armor
 * Bonus (hide, scales). A typed override wins.
 */
export function npcWoundThreshold(flat: number, override: number | null, worn: readonly ArmorPiece[], shield: ShieldPiece | null, attack: AttackProfile): number {
  const bonus = worn.length || shield ? armorBonus(worn, shield, attack).total : flat;
  return woundThreshold(bonus, override);
}
