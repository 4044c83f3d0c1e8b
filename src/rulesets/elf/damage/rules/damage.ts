/** Damage: a task check against an NPC's Wound Threshold, or a PC's resistance roll against 5 + damage + Injury Points. */
import type { DamageKind } from "../../combat/rules/tables";
import { WOUND_THRESHOLD_BASE } from "../../combat/rules/tables";
import { resolveTask } from "../../task/rules/task";
import { MAX_GAME_NUMBER, requireDice, requireInt, requireOneOf } from "../../../../core/dice/guard";
import type { DamagePacket, DamageRules, RulesetDamageStep } from "../../../../core/rules/damage";

export type Harm = "unharmed" | "injured" | "stunned" | "wounded" | "knockedOut" | "dying";

export function woundThreshold(armorBonus: number, override: number | null | undefined): number {
  requireInt("armorBonus", armorBonus, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  if (override !== null && override !== undefined) requireInt("override", override, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  return override ?? WOUND_THRESHOLD_BASE + armorBonus;
}

export interface NpcDamageResult { readonly natural: number; readonly total: number; readonly threshold: number; readonly harm: Harm }

/**
 * The attacker's check: total above the threshold wounds (or stuns); all sixes is Dying (or Knocked
 * Out). A natural 3–4 fails and 17–18 succeeds, as for every task check.
 */
export function npcDamage(dice: readonly number[], damageBonus: number, threshold: number, kind: DamageKind): NpcDamageResult {
  requireDice("dice", dice, 6, 3);
  requireOneOf("kind", kind, ["lethal", "stun"] as const);
  const natural = dice.reduce((a, b) => a + b, 0);
  const task = resolveTask(natural, damageBonus, threshold + 1);
  const allSixes = dice.length === 3 && dice.every((d) => d === 6);
  let harm: Harm = "unharmed";
  if (allSixes) harm = kind === "lethal" ? "dying" : "knockedOut";
  else if (task.outcome !== "failure") harm = kind === "lethal" ? "wounded" : "stunned";
  return { natural, total: task.total, threshold, harm };
}

export interface PcDamageResult {
  readonly natural: number; readonly total: number; readonly difficulty: number; readonly harm: Harm;
  readonly injuryPoints: number; readonly rule: "natural17" | "atLeastDl" | "belowDl" | "natural4" | "natural3";
}

export function pcDamageDifficulty(damageBonus: number, injuryPoints: number): number {
  requireInt("damageBonus", damageBonus, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  requireInt("injuryPoints", injuryPoints, 0, MAX_GAME_NUMBER);
  return 5 + damageBonus + injuryPoints;
}

/** The PC's 3d6 + Armor Bonus; every harm except "unharmed" adds one Injury Point. */
export function pcDamage(dice: readonly number[], armorBonus: number, damageBonus: number, injuryPoints: number, kind: DamageKind): PcDamageResult {
  requireDice("dice", dice, 6, 3);
  requireInt("armorBonus", armorBonus, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  requireOneOf("kind", kind, ["lethal", "stun"] as const);
  const natural = dice.reduce((a, b) => a + b, 0);
  const difficulty = pcDamageDifficulty(damageBonus, injuryPoints);
  const total = natural + armorBonus;
  const severe: Harm = kind === "lethal" ? "wounded" : "stunned";
  const out = (harm: Harm, rule: PcDamageResult["rule"]): PcDamageResult =>
    ({ natural, total, difficulty, harm, rule, injuryPoints: injuryPoints + (harm === "unharmed" ? 0 : 1) });
  if (natural === 3) return out(kind === "lethal" ? "dying" : "knockedOut", "natural3");
  if (natural >= 17) return out("unharmed", "natural17");
  if (natural === 4) return out(severe, "natural4");
  return total >= difficulty ? out("injured", "atLeastDl") : out(severe, "belowDl");
}

/**
 * The kinds of damage an attack can deal. Stun needs a blunt striking surface and a pulled blow, so only
 * a melee weapon marked for it can stun; natural and missile weapons deal Lethal Damage only.
 */
export function damageKindsOf(attack: { readonly kind: "melee" | "natural" | "ranged"; readonly stunCapable: boolean }): DamageKind[] {
  return attack.kind === "melee" && attack.stunCapable ? ["lethal", "stun"] : ["lethal"];
}

/**
 * Elf damage on the core pipeline. A hit is not a number taken from a pool: a PC's damage is the Injury
 * Point a resistance roll adds and the harm it decides; an NPC's is the harm its Wound Threshold check
 * decided. The packet carries what the damage card rolled; the harm is its secondary effect, applied
 * through the condition ladder.
 */
export interface ElfDamageRoll { readonly natural: number; readonly total: number; readonly difficulty: number }

/** The line that shows the roll that decided the harm (the running value is left as it is). */
export const resistStep: RulesetDamageStep = (value, { packet }) => {
  const o = packet.options ?? {};
  if (typeof o.natural !== "number") return null;
  return { value, label: "REALMS.Elf.Damage.resist", data: { natural: o.natural, total: Number(o.total), difficulty: Number(o.difficulty) } };
};

/** Every harm a packet can carry (the ladder's, and "dead"): each has a line on the apply-damage card. */
export const HARMS = ["unharmed", "injured", "stunned", "wounded", "knockedOut", "dying", "dead"] as const;

/** The line that names the harm the roll decided (the hit's real effect: the ladder takes it as a secondary effect). */
export const harmStep: RulesetDamageStep = (value, { packet }) => {
  const harm = packet.secondary?.[0];
  if (harm === undefined) return null;
  requireOneOf("harm", harm, HARMS);
  return { value, label: `REALMS.Elf.DamageHarm.${harm}` };
};

export const ELF_DAMAGE_RULES: DamageRules = { steps: [resistStep, harmStep] };

/** A harm as a packet: its Injury Points (a PC's), the harm as secondary effect, the roll that decided it. */
export function harmPacket(harm: Harm | "dead", kind: DamageKind | "untyped", injuryPoints = 0, roll: ElfDamageRoll | null = null, longActionFailed = false): DamagePacket {
  requireInt("injuryPoints", injuryPoints, 0, MAX_GAME_NUMBER);
  return {
    parts: [{ amount: injuryPoints, type: kind }],
    secondary: harm === "unharmed" ? [] : [harm],
    options: { ...(roll ? { natural: roll.natural, total: roll.total, difficulty: roll.difficulty } : {}), ...(longActionFailed ? { longActionFailed } : {}) },
  };
}

/** A PC damage card's packet: the Injury Point its resistance roll added, and the harm. */
export function pcDamagePacket(card: { readonly kind: DamageKind; readonly injuryBefore: number; readonly result: PcDamageResult; readonly longActionFailed: boolean }): DamagePacket {
  return harmPacket(card.result.harm, card.kind, Math.max(0, card.result.injuryPoints - card.injuryBefore), card.result, card.longActionFailed);
}
