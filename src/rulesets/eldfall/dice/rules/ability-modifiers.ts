/**
 * What a model's Skills, Classes, chosen Combat Art level and States do to one roll: `modifiersFor(profile, context)`,
 * a pure function the dice helper calls before rolling; each modifier names its source so the dialog can show it.
 * Attribute changes go through the core pipeline's stages (additions, then halvings/doublings); Strikes are
 * combined by `strikesFor`. Pure.
 */
import type { ModifierStages } from "../../../../core/rules/attributes";
import { requireInt, requireNumber } from "../../../../core/dice/guard";
import { artChoice, type ArtLevel } from "../../profile/rules/combat-arts";
import { stateStages, stateStk, type AttributeId } from "../../states/rules/states";

export type RollKind = "attack" | "damage" | "dodge" | "perceive" | "attribute";
export type SpellType = "sorcery" | "healing" | "enchantment" | "transmutation" | "conjuration";

export interface ActorProfile {
  readonly skills: Readonly<Record<string, number>>;
  readonly classes: readonly string[];
  readonly arts: Readonly<Record<string, number>>;
  readonly states: readonly string[];
}

export interface RollContext {
  readonly roll: RollKind;
  /** The attribute the roll is made on (OFF, DEF, ACC, INT, AG, T, M; PW−ARM for damage: none). */
  readonly attribute?: AttributeId;
  readonly role: "active" | "reactive";
  readonly melee?: boolean;
  readonly spell?: { readonly type: SpellType; readonly element?: string; readonly onAlly?: boolean; readonly allyDown?: boolean };
  /** The Movement declared this Activation (Marksman: Idle; Dash: Run). */
  readonly movement?: "idle" | "walk" | "run" | "climb" | "jump" | null;
  /** Skills the attacker declares for this Attack (Shots, Dash, Backstab) and the kind of Attack (Chain Attack, Finishing Strike). */
  readonly declared?: readonly string[];
  readonly attackKind?: "normal" | "chain" | "finishing";
  /** Backstab: the target has no LoS to the attacker. */
  readonly targetLacksLos?: boolean;
  /** Soldier: other Soldiers of its party in its Awareness, not Incapacitated or Dead; capped when the world says so (A59). */
  readonly soldiersInAwareness?: number;
  readonly soldierCap?: number | null;
  /** The Combat Art level chosen for this Attack, and whether the target is a Duelist. */
  readonly art?: { readonly id: string; readonly level: number } | null;
  readonly againstDuelist?: boolean;
  /** The Combat Art level the opponent chose against this melee Attack (Fencing I −3, Fencing II −1 STK, never below 1). */
  readonly opponentArt?: { readonly id: string; readonly level: number; readonly known: Readonly<Record<string, number>> } | null;
}

/** Where a modifier comes from; "environment" is the roller's space (Aquatic halves AG). */
export type Source = { readonly kind: "skill" | "class" | "art" | "state" | "trait" | "environment"; readonly id: string; readonly level?: number };

export interface Modifier {
  readonly source: Source;
  /** Added to the roll's attribute (before halvings). */
  readonly add?: number;
  /** Halvings/doublings of the roll's attribute. */
  readonly halve?: number;
  readonly double?: number;
  /** Strikes added, or the Attack's STK set to 1 (`locked`: "cannot be modified": Shots, Dash, Chain Attack, Finishing Strike). */
  readonly strikes?: number;
  readonly strikesOne?: boolean;
  readonly locked?: boolean;
  readonly power?: number;
  /** Critical Hit on a roll of 1 to this face (Assassin: 3). */
  readonly critUpTo?: number;
  /** Strikes that automatically Hit and are ignored in the Confrontation (Backstab). */
  readonly autoHits?: number;
  readonly critOnSuccess?: boolean;
  /** Rerolls: how many dice (Mage: any number, paying 1 AP), failed ones only. */
  readonly rerolls?: { readonly dice: number | "any"; readonly failedOnly: boolean; readonly apCost?: number };
  /** Cast with this attribute instead of INT (Mystic). */
  readonly castWith?: AttributeId;
  /** The Spell needs no roll (Enchanter, Vitalist on allies). */
  readonly noRoll?: boolean;
  readonly gains?: Readonly<Record<string, number>>;
  readonly art?: ArtLevel;
}

const has = (p: ActorProfile, cls: string) => p.classes.includes(cls);
const declared = (c: RollContext, skill: string) => c.declared?.includes(skill) ?? false;
const SOLDIER_ATTRIBUTES: readonly AttributeId[] = ["off", "def", "acc", "int", "m"];

/** Every modifier that applies to this roll, in a fixed order: States, Classes, Skills, then the Combat Art. */
export function modifiersFor(p: ActorProfile, c: RollContext): Modifier[] {
  const out: Modifier[] = [];
  const attack = c.roll === "attack";
  const cast = attack && !!c.spell;
  if (c.attribute) {
    for (const id of p.states) {
      const stages = stateStages([id], c.attribute);
      if (stages.halve || stages.double) out.push({ source: { kind: "state", id }, ...stages });
    }
  }
  if (attack) {
    for (const id of p.states) {
      const stk = stateStk([id], { melee: !!c.melee, role: c.role });
      if (stk.add) out.push({ source: { kind: "state", id }, strikes: stk.add });
      if (stk.one) out.push({ source: { kind: "state", id }, strikesOne: true });
    }
  }
  // Classes.
  if (attack && c.melee && !cast && c.role === "active" && has(p, "armsmaster")) out.push({ source: { kind: "class", id: "armsmaster" }, strikes: 1 });
  if (attack && c.role === "reactive" && has(p, "sentinel")) out.push({ source: { kind: "class", id: "sentinel" }, strikes: 1 });
  if (attack && has(p, "assassin")) out.push({ source: { kind: "class", id: "assassin" }, critUpTo: 3 });
  if (c.attribute === "acc" && c.role === "active" && c.movement === "idle" && has(p, "marksman")) out.push({ source: { kind: "class", id: "marksman" }, add: 4 });
  if (c.attribute && SOLDIER_ATTRIBUTES.includes(c.attribute) && has(p, "soldier") && requireNumber("soldiersInAwareness", c.soldiersInAwareness ?? 0, 0, 999) > 0) {
    const n = Math.floor(c.soldiersInAwareness!);
    out.push({ source: { kind: "class", id: "soldier" }, add: c.soldierCap == null ? n : Math.min(n, requireInt("soldierCap", c.soldierCap, 0, 99)) });
  }
  if (cast) {
    const s = c.spell!;
    if (has(p, "mystic")) out.push({ source: { kind: "class", id: "mystic" }, castWith: "m" });
    if (has(p, "mage")) out.push({ source: { kind: "class", id: "mage" }, rerolls: { dice: "any", failedOnly: false, apCost: 1 } });
    if (s.type === "transmutation" && has(p, "alchemist")) out.push({ source: { kind: "class", id: "alchemist" }, rerolls: { dice: 1, failedOnly: true } });
    if (s.type === "sorcery" && c.role === "active" && has(p, "sorcerer")) out.push({ source: { kind: "class", id: "sorcerer" }, rerolls: { dice: 1, failedOnly: true } });
    if (s.element === "elder" && has(p, "wizard")) out.push({ source: { kind: "class", id: "wizard" }, rerolls: { dice: 1, failedOnly: true } });
    if (s.type === "enchantment" && s.onAlly && has(p, "enchanter")) out.push({ source: { kind: "class", id: "enchanter" }, noRoll: true });
    if (s.type === "healing" && s.onAlly && !s.allyDown && has(p, "vitalist")) out.push({ source: { kind: "class", id: "vitalist" }, noRoll: true });
  }
  // Skills.
  const skill = (id: string) => (p.skills[id] ?? 0) > 0;
  if (c.roll === "perceive" && skill("tracking")) out.push({ source: { kind: "skill", id: "tracking" }, add: 3, rerolls: { dice: 1, failedOnly: false } });
  if (attack && c.melee && !cast && skill("dualWield")) out.push({ source: { kind: "skill", id: "dualWield" }, rerolls: { dice: 1, failedOnly: false } });
  if (attack && c.targetLacksLos && skill("backstab")) out.push({ source: { kind: "skill", id: "backstab" }, autoHits: 1, power: 3 });
  const lockedBy = attack && declared(c, "shots") && (skill("shots") || skill("snipe")) ? "shots"
    : attack && c.movement === "run" && declared(c, "dash") && skill("dash") ? "dash"
      : attack && c.attackKind === "chain" ? "chainAttack" : attack && c.attackKind === "finishing" ? "finishingStrike" : null;
  if (lockedBy) out.push({ source: { kind: "skill", id: lockedBy }, strikesOne: true, locked: true });
  // The Combat Art level chosen for this Attack.
  if (attack && c.art) {
    const choice = artChoice(p.arts, c.art.id, c.art.level, { melee: !!c.melee, againstDuelist: c.againstDuelist });
    if (choice.ok) {
      const l = choice.level;
      out.push({
        source: { kind: "art", id: c.art.id, level: c.art.level }, art: l,
        ...(l.power ? { power: l.power } : {}), ...(l.strikes ? { strikes: l.strikes } : {}), ...(l.gains ? { gains: l.gains } : {}),
        ...(l.critOnSuccess && c.role === "active" ? { critOnSuccess: true } : {}),
      });
    }
  }
  // What the opponent's chosen level does to this melee Attack (Fencing I and II).
  if (attack && c.melee && c.opponentArt) {
    const o = c.opponentArt;
    const choice = artChoice(o.known, o.id, o.level, { melee: true });
    const t = choice.ok ? choice.level.targetAttack : undefined;
    if (t) out.push({ source: { kind: "art", id: o.id, level: o.level }, ...(t.add ? { add: t.add } : {}), ...(t.strikes ? { strikes: t.strikes } : {}) });
  }
  return out;
}

/** The roll's attribute stages from the modifiers (additions, halvings, doublings), for the core pipeline. */
export function stagesOf(mods: readonly Modifier[]): Pick<ModifierStages, "adds" | "halve" | "double"> {
  return {
    adds: mods.filter((m) => m.add).map((m) => m.add!),
    halve: mods.reduce((n, m) => n + (m.halve ?? 0), 0),
    double: mods.reduce((n, m) => n + (m.double ?? 0), 0),
  };
}

/**
 * An Attack's Strikes: the Item's STK in the Active Role, 1 in the Reactive Role (M15) unless in Defensive Stance
 * (it keeps its Active STK there); then additions, never below 1; a "locked" STK 1 or a State's STK 1 wins over all.
 */
export function strikesFor(itemStk: number, role: "active" | "reactive", states: readonly string[], mods: readonly Modifier[]): number {
  requireInt("itemStk", itemStk, 0, 100);
  if (mods.some((m) => m.strikesOne)) return 1;
  const base = role === "active" || states.includes("defensiveStance") ? itemStk : 1;
  return Math.max(1, base + mods.reduce((n, m) => n + (m.strikes ?? 0), 0));
}

/** The highest face that is a Critical Hit (1, or Assassin's 3; A13: a crit must also succeed, which the dice helper checks). */
export const critUpTo = (mods: readonly Modifier[]) => Math.max(1, ...mods.map((m) => m.critUpTo ?? 1));
