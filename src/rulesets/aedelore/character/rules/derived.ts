/**
 * A character as the rules read it: every talent's total (points + race, class and religion bonuses −
 * armor disadvantages) and its dice, armor and shield values, HP and Worthiness from the origins.
 */
import { originBonuses, totalHp, totalWorthiness, type Origin, type TalentKey, TALENTS } from "./character";
import { pointsToDice } from "../../checks/rules/pool";

export interface GearView {
  /** `hpMax` 0: the rules give no HP for it, so it never breaks. */
  readonly armor: readonly { readonly name: string; readonly bonus: number | null; readonly hp: number; readonly hpMax: number; readonly equipped: boolean; readonly disadvantage: { readonly skill: string; readonly points: number } }[];
  readonly shields: readonly { readonly name: string; readonly block: number | null; readonly hp: number; readonly hpMax: number; readonly equipped: boolean }[];
}

export interface CharacterInput {
  readonly abilities: Readonly<Record<string, number>>;
  readonly skills: Readonly<Record<string, number>>;
  readonly origins: { readonly race: Origin | null; readonly cls: Origin | null; readonly religion: Origin | null };
  readonly gear: GearView;
}

/** Worn, unbroken armor: its bonus counts for Take Hit; a broken piece (0 HP) protects no more. */
export const intact = (g: { hp: number; hpMax: number }) => g.hpMax === 0 || g.hp > 0;

export function wornArmor(gear: GearView) {
  return gear.armor.filter((a) => a.equipped && intact(a));
}

export function armorBonusTotal(gear: GearView): number {
  return wornArmor(gear).reduce((s, a) => s + (a.bonus ?? 0), 0);
}

/** The best Block value to hand: an equipped, unbroken shield, else the best worn armor piece. */
export function blockSource(gear: GearView): { kind: "shield" | "armor"; name: string; value: number } | null {
  const shield = gear.shields.filter((s) => s.equipped && intact(s) && (s.block ?? 0) > 0).sort((a, b) => (b.block ?? 0) - (a.block ?? 0))[0];
  if (shield) return { kind: "shield", name: shield.name, value: shield.block ?? 0 };
  const piece = wornArmor(gear).filter((a) => (a.bonus ?? 0) > 0).sort((a, b) => (b.bonus ?? 0) - (a.bonus ?? 0))[0];
  return piece ? { kind: "armor", name: piece.name, value: piece.bonus ?? 0 } : null;
}

export function talentTotals(input: CharacterInput): Record<TalentKey, number> {
  const bonus = originBonuses([input.origins.race, input.origins.cls, input.origins.religion]);
  const out = {} as Record<TalentKey, number>;
  for (const t of TALENTS) {
    const own = input.abilities[t] ?? input.skills[t] ?? 0;
    const penalty = wornArmor(input.gear).filter((a) => a.disadvantage.skill === t).reduce((s, a) => s + a.disadvantage.points, 0);
    out[t] = Math.max(0, own + (bonus[t] ?? 0) - penalty);
  }
  return out;
}

export function characterDerived(input: CharacterInput) {
  const totals = talentTotals(input);
  const dice = Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, pointsToDice(v)])) as Record<TalentKey, number>;
  return {
    totals, dice,
    hpFromOrigins: totalHp(input.origins.race, input.origins.cls),
    worthinessFromOrigins: totalWorthiness(input.origins.race, input.origins.cls, input.origins.religion),
    armorBonus: armorBonusTotal(input.gear),
    block: blockSource(input.gear),
  };
}
