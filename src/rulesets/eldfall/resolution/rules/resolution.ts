/**
 * The Resolution Step (M31, § 5.) RESOLUTION STEP): everything declared and rolled in one Activation Sequence
 * resolves at once. Pure: the Attack rolls and Confrontations arrive already decided (Hits per target with
 * their crit flags, from the confrontation rules), Dodge results arrive rolled, and every further d20 (DMG,
 * T, M, INT, AG rolls) comes from an injected roller, so a test replays any sequence to the digit. The
 * result is a plan of changes the glue applies; nothing here writes.
 *
 * The order, one and the same for every sequence (the card lists it in this order):
 *   1. Exploits: Weak Points removed; an abyss push kills and removes the Hostile at once (its Attacks and the
 *      Hits on it drop out); the optional 1-WP exploit gives the hero's Attacks on it Knockback (1).
 *   2. Hits landed, per Attack in declaration order, per target, per Hit (an attacked Distracted Hostile stops
 *      being Distracted): Resistance II and Undead vs Mindgame Spells negate; a successful Dodge against that
 *      Attack avoids its non-critical Hits (all of an AoE). Then Hits that spread: Sweep (one Hit on each model
 *      in its reach per Hit landed), Ricochet (X times per sequence per Attack, chaining, never the same model
 *      twice); a Dodge avoids those too.
 *   3. Per Hit: Mindgame (the target's INT roll replaces the DMG roll; success → no effects, no damage), then
 *      the DMG roll (crit / Ignore Armor → ARM 0, Crouched and Armor-Piercing halve ARM, PW modifiers).
 *   4. On-Hit effects, once per Attack per target that landed (after Mindgame): Knockback X, Knockdown,
 *      Stagger, Rogue's Knockdown (AG roll), Combat Art States on a Hit, Friendly Fire (a hero's Hit on an
 *      ally: M roll, Panicked until its next Strategic Phase; Hostiles never, A62).
 *   5. Wound prevention on the DMG Wounds, per Wound: Unkeen (T roll), then Berserker (once per turn, T roll per
 *      Wound from a DMG roll), then a Familiar the player removes instead (all Wounds of that Attack).
 *   6. If a Wound was suffered: Cleave (+1), Burn X (X DMG rolls at ARM 0), Frostbite (one T roll, fail +1);
 *      those Wounds go through step 5 again (Berserker not for Frostbite: no DMG roll) and trigger nothing.
 *   7. On-Wound effects, if a Wound was suffered: Bleed, Crippling (T), Stun (T → all AP), Poison I/II,
 *      Weakening, Demon (M; a crit panics outright), Combat Art States on a Wound, Vampirism (attacker +1 HP per
 *      Wound), Assassination V (dies), Finishing Strike (a follow-up Attack request).
 *   8. Assists: healing (an Undead target of a Divine Healing Spell takes a PW 15 DMG roll per Hit instead).
 *   9. End of step: HP; Deathblow (an Incapacitated non-Boss Hostile in the space → Dead); HP 0 → Incapacitated
 *      (heroes never Dead); a non-hero already Incapacitated that suffers a Wound → Dead; Assassination V → Dead
 *      (a hero drops to 0 instead, A58); Undead at 0 → Dead; Construct and Elemental at 0 → removed; Dead by a
 *      Burn Wound → removed; other Hostiles at 0 → removed at end of turn.
 *  10. Weak Points: a failed DMG roll (or resisted Mindgame) gives the target 1 WP; a hero's successful roll that
 *      led to no DMG roll may give the enemy 1 WP; at most 1 per attacker per sequence; none to the fallen.
 *  11. Facing: a Hostile that suffered a Hit turns toward its attacker (Construct, Undead: only on a Wound).
 *      Moves, in this order: Knockback, then Dodge moves (≤ ½ SPD, reacting models before the activated one;
 *      Immobilized only on a successful Dodge, which also ends Immobilized).
 *
 * Immunities (Construct, Elemental, Undead, Fearless, Elemental Essence, Demon vs Demon) block effects at the
 * step they would apply and are listed on the plan as prevented.
 */
import type { DurationSpec } from "../../../../core/rules/conditions";
import { MAX_DICE, ownEntry, requireInt, MAX_GAME_NUMBER } from "../../../../core/dice/guard";
import { attributeRollSucceeds, damageSucceeds, damageThreshold, effectiveArmor, effectivePower, type PwModifier } from "../../dice/rules/damage";
import { hasTrait, immunityBlocker, resistanceLevel, traitLevel, traitParams, traitX, type TraitRef } from "../../profile/rules/traits";
import { exploitCost, exploitRefusal, WeakPointLedger, type ExploitKind } from "../../dice/rules/weak-points";
import { tooLargeToTopple } from "../../profile/rules/sizes";
import type { StateId } from "../../profile/rules/keys";

/* ------------------------------------------------------------------ input */

/** A model as the Resolution Step needs it: modified attributes (States applied, except Crouched on ARM). */
export interface ResolutionModel {
  readonly id: string;
  /** Heroes and allies: never Dead. */
  readonly hero: boolean;
  readonly side: string;
  readonly size: string;
  readonly hp: number;
  readonly hpMax: number;
  readonly arm: number;
  readonly t: number;
  readonly m: number;
  readonly int: number;
  readonly ag: number;
  readonly spd: number;
  readonly ap: number;
  readonly wp: number;
  readonly tier?: number;
  readonly boss?: boolean;
  /** Its space has an open (white) edge: the abyss push needs one. */
  readonly openEdge?: boolean;
  readonly traits: readonly TraitRef[];
  readonly skills?: readonly string[];
  readonly classes?: readonly string[];
  /** State ids it has now (crouched, incapacitated, immobilized…). */
  readonly states: readonly string[];
  readonly berserkerUsedThisTurn?: boolean;
  readonly rogueUsedThisActivation?: boolean;
  /** Stands in Aquatic: Burn X counts as X − 1. */
  readonly aquatic?: boolean;
}

/** A State an effect grants, with its duration. */
export interface StateGrant {
  readonly id: StateId;
  readonly duration: DurationSpec;
}

/** A State a Combat Art or Item gives on a Hit or on a Wound (Archery II: Slowed until the end of the turn). */
export interface AttackStateEffect extends StateGrant {
  readonly on: "hit" | "wound";
}

export interface HitInput {
  readonly critical: boolean;
}

export interface TargetInput {
  readonly target: string;
  /** Hits after the Attack roll and any Confrontation (eld-dice), with crit flags. */
  readonly hits: readonly HitInput[];
  /** Successful Attack rolls that became no Hit (negated in a lost Confrontation): a hero may give 1 WP. */
  readonly negated?: number;
  /** PW changes for this target only (Aquatic doubling of electric names, from the environment rules). */
  readonly pwMods?: readonly PwModifier[];
  /** Models in Sweep's reach around this target (same and adjacent spaces, LoS for Sweep I), from the space rules. */
  readonly sweep?: readonly string[];
}

export interface AttackInput {
  readonly id: string;
  /** null: an environment's Hit (Profane Miasma), which has no attacker and gives no WP. */
  readonly attacker: string | null;
  readonly pw: number;
  readonly pwMods?: readonly PwModifier[];
  /** Traits its Hits and Wounds carry (Item/Spell/Combat Art; the wielder's Demon per A60). */
  readonly traits: readonly TraitRef[];
  /** Types and keywords: "melee", "ranged", "spell", "natural", an Element ("fire"), a Spell type ("healing"). */
  readonly tags?: readonly string[];
  readonly aoe?: boolean;
  readonly states?: readonly AttackStateEffect[];
  /** Assassination V: a model Wounded by it dies. */
  readonly deadly?: boolean;
  /** A follow-up Attack (it triggers no further Finishing Strike). */
  readonly followUp?: "finishingStrike" | "chainAttack";
  /** For Ricochet: the nearest enemies (of the attacker) within 2 spaces of each model hit, from the space rules. */
  readonly ricochet?: Readonly<Record<string, readonly string[]>>;
  readonly targets: readonly TargetInput[];
}

export interface DodgeInput {
  readonly model: string;
  /** The Dodge roll against each attacking Attack, by Attack id: true = success. */
  readonly vs: Readonly<Record<string, boolean>>;
  /** A reacting model moves before the activated one. */
  readonly reacting: boolean;
  readonly crouch?: "enter" | "cancel";
}

export interface AssistInput {
  readonly id: string;
  readonly assistant: string;
  readonly target: string;
  readonly hits: number;
  /** HP restored per Hit. */
  readonly healPerHit?: number;
  readonly tags?: readonly string[];
  /** States removed from the target on at least one Hit. */
  readonly removeStates?: readonly StateId[];
  readonly states?: readonly StateGrant[];
}

/** Deathblow: a model in the same space as an Incapacitated enemy renders it Dead, no roll (not a Boss, never a hero). */
export interface DeathblowInput {
  readonly model: string;
  readonly target: string;
}

export interface ExploitInput {
  readonly hero: string;
  readonly target: string;
  readonly kind: ExploitKind;
}

export interface ResolutionOptions {
  /** A18 ⚙: Cleave, Crippling, Stun, Bleed and Burn trigger once per Attack per target, or per Wound. */
  readonly triggerPer: "attack" | "wound";
  /** M111 Easy: the Hostiles' Demon Trait is ignored (the campaign's difficulty; P2-wire-1: a Hostile's Attack panics no one). */
  readonly demonIgnored?: boolean;
}

export interface ResolutionInput {
  readonly models: readonly ResolutionModel[];
  readonly attacks: readonly AttackInput[];
  readonly dodges?: readonly DodgeInput[];
  readonly assists?: readonly AssistInput[];
  readonly exploits?: readonly ExploitInput[];
  readonly deathblows?: readonly DeathblowInput[];
  /** Attack ids whose hero declines the optional WP for a successful roll that led to no DMG roll. */
  readonly declinedWeakPoints?: readonly string[];
  /** Familiars each caster removes instead of suffering Wounds, in order; each takes the Wounds of one Attack. */
  readonly familiars?: Readonly<Record<string, readonly string[]>>;
  /** WP already given this sequence (target, attacker): the cap holds across follow-up Attacks. */
  readonly weakPointsGiven?: readonly (readonly [string, string])[];
  readonly options?: Partial<ResolutionOptions>;
}

/** Why a d20 is rolled: the roller may show it, the plan lists it. */
export interface RollRequest {
  readonly purpose: RollPurpose;
  /** The model rolling (for a DMG roll: the attacker, or the target when there is none). */
  readonly model: string;
  readonly attack?: string;
}

export type RollPurpose = "damage" | "burn" | "unkeen" | "berserker" | "frostbite" | "crippling" | "stun" | "demon" | "mindgame" | "rogue" | "friendlyFire";
export type Roller = (req: RollRequest) => number;

/* ------------------------------------------------------------------ output */

export interface RollRecord extends RollRequest {
  readonly against?: string;
  /** The highest result that succeeds. */
  readonly target: number;
  readonly result: number;
  readonly success: boolean;
}

export type HitOutcome = "wound" | "noWound" | "negated" | "dodged" | "resisted";

export interface HitRecord {
  readonly attack: string;
  readonly attacker: string | null;
  readonly target: string;
  readonly critical: boolean;
  readonly source: "strike" | "sweep" | "ricochet";
  readonly pw: number;
  readonly arm: number;
  /** Highest DMG roll that wounds (null: no DMG roll, e.g. Mindgame or a negated Hit). */
  readonly threshold: number | null;
  readonly roll: number | null;
  readonly outcome: HitOutcome;
  readonly reason?: string;
}

export type WoundCause = "damage" | "cleave" | "burn" | "frostbite" | "mindgame" | "divine";

export interface WoundRecord {
  readonly attack: string;
  readonly target: string;
  readonly cause: WoundCause;
  /** Set when the Wound was prevented (and by what). */
  readonly prevented?: "unkeen" | "berserker" | "familiar";
  readonly familiar?: string;
}

export interface TriggerRecord {
  readonly attack: string;
  readonly target: string;
  /** Trait, Skill or Class id ("bleed", "stun", "vampirism", "rogue"…). */
  readonly trigger: string;
  /** What happened: a State id, "apAll", "ap1", "heal", "followUp", "dead"…, or the blocking immunity. */
  readonly result: string;
  readonly blockedBy?: string;
}

export interface ModelChange {
  readonly id: string;
  hpBefore: number;
  hpAfter: number;
  wounds: number;
  healed: number;
  wpDelta: number;
  /** AP lost until the end of the turn: a number, or every AP (Stun). */
  apLoss: number | "all";
  addStates: StateGrant[];
  removeStates: StateId[];
  incapacitated: boolean;
  dead: boolean;
  /** Removed from the field now (abyss, Construct/Elemental at 0 HP, Dead by Burn) or at the end of the turn (Hostiles). */
  remove: "now" | "endOfTurn" | null;
  berserkerUsed: boolean;
  rogueUsed: boolean;
}

export type MoveRequest =
  | { readonly kind: "knockback"; readonly model: string; readonly awayFrom: string; readonly spaces: number; readonly attack: string }
  | { readonly kind: "dodge"; readonly model: string; readonly maxSpaces: number; readonly crouch?: "enter" | "cancel" };

export interface FollowUpRequest {
  readonly kind: "finishingStrike";
  readonly attacker: string;
  readonly target: string;
  /** The Attack whose Item or Skill the unmodified STK 1 Attack uses. */
  readonly attack: string;
}

/** A Hostile turning toward the model that hit it (the space rules set the token's facing). */
export interface FacingRequest {
  readonly model: string;
  readonly toward: string;
}

export interface WeakPointRecord {
  readonly target: string;
  readonly attacker: string;
  readonly reason: "failedDamage" | "noDamageRoll";
}

export interface ResolutionPlan {
  readonly rolls: RollRecord[];
  readonly hits: HitRecord[];
  readonly wounds: WoundRecord[];
  readonly triggers: TriggerRecord[];
  readonly changes: ModelChange[];
  readonly weakPoints: WeakPointRecord[];
  readonly exploits: (ExploitInput & { readonly cost: number })[];
  readonly facings: FacingRequest[];
  readonly moves: MoveRequest[];
  readonly followUps: FollowUpRequest[];
  readonly familiarsRemoved: string[];
  /** Every (target, attacker) WP pair of the sequence so far, for the next follow-up's input. */
  readonly weakPointsGiven: [string, string][];
}

/* ------------------------------------------------------------------ durations */

const UNTIL_REMOVED: DurationSpec = { unit: "permanent" };
const END_OF_TURN: DurationSpec = { unit: "sideTurn" };
const NEXT_STRATEGIC: DurationSpec = { unit: "phase", phase: "strategic" };

/** A d20 roller over dice already rolled (the glue rolls them with Foundry): throws DiceExhausted when they run out. */
export class DiceExhausted extends Error {
  constructor(readonly used: number) {
    super(`Resolution needed more than ${used} d20`);
  }
}

export function diceRoller(dice: readonly number[]): Roller & { used(): number } {
  let i = 0;
  const roll: Roller = () => {
    if (i >= dice.length) throw new DiceExhausted(i);
    return requireInt(`dice[${i}]`, dice[i++], 1, 20);
  };
  return Object.assign(roll, { used: () => i });
}

/* ------------------------------------------------------------------ the step */

interface Landed {
  readonly attack: AttackInput;
  readonly target: string;
  readonly critical: boolean;
  readonly source: HitRecord["source"];
  readonly pwMods: readonly PwModifier[];
}

const SPELL = "spell";
/** No printed Trait counts past 20 (Burn X rolls, Knockback X spaces, Ricochet X chains): a larger X is bad data, not a rule. */
export const MAX_TRAIT_X = 20;
const COUNTED_TRAITS = ["burn", "knockback", "ricochet"] as const;

export function resolveSequence(input: ResolutionInput, roll: Roller): ResolutionPlan {
  const opts: ResolutionOptions = { triggerPer: input.options?.triggerPer ?? "attack", demonIgnored: input.options?.demonIgnored ?? false };
  const models = new Map<string, ResolutionModel>();
  for (const m of input.models) {
    requireInt(`${m.id}.hp`, m.hp, 0, MAX_GAME_NUMBER);
    requireInt(`${m.id}.hpMax`, m.hpMax, 0, MAX_GAME_NUMBER);
    models.set(m.id, m);
  }
  const model = (id: string): ResolutionModel => {
    const m = models.get(id);
    if (!m) throw new RangeError(`Resolution: no model "${id}"`);
    return m;
  };
  for (const a of input.attacks) {
    if (a.attacker !== null) model(a.attacker);
    for (const t of a.targets) model(t.target);
    for (const id of COUNTED_TRAITS) requireInt(`${a.id}.${id} X`, traitX(a.traits, id), 0, MAX_TRAIT_X);
  }

  const plan: ResolutionPlan = {
    rolls: [], hits: [], wounds: [], triggers: [], changes: [], weakPoints: [], exploits: [], facings: [], moves: [], followUps: [], familiarsRemoved: [], weakPointsGiven: [],
  };
  const changes = new Map<string, ModelChange>();
  const change = (id: string): ModelChange => {
    let c = changes.get(id);
    if (!c) {
      const m = model(id);
      c = { id, hpBefore: m.hp, hpAfter: m.hp, wounds: 0, healed: 0, wpDelta: 0, apLoss: 0, addStates: [], removeStates: [], incapacitated: false, dead: false, remove: null, berserkerUsed: false, rogueUsed: false };
      changes.set(id, c);
    }
    return c;
  };
  const d20 = (req: RollRequest, target: number, against?: string): boolean => {
    const result = roll(req);
    const success = req.purpose === "damage" || req.purpose === "burn" ? damageSucceeds(result, target) : attributeRollSucceeds(result, target);
    plan.rolls.push({ ...req, ...(against ? { against } : {}), target, result, success });
    return success;
  };
  const blocked = (target: ResolutionModel, effect: string, attack: AttackInput): string | null => {
    const byTrait = immunityBlocker(target.traits, effect);
    if (byTrait) return byTrait;
    // Elemental Essence (E): unaffected by the effects of (E) Attacks; damage still applies.
    const essences = traitParams(target.traits, "elementalEssence");
    if (essences.some((e) => (attack.tags ?? []).map((t) => t.toLowerCase()).includes(e))) return "elementalEssence";
    return null;
  };
  const grantState = (attack: AttackInput, target: ResolutionModel, trigger: string, state: StateGrant) => {
    const by = blocked(target, state.id, attack);
    if (by) {
      plan.triggers.push({ attack: attack.id, target: target.id, trigger, result: state.id, blockedBy: by });
      return;
    }
    const c = change(target.id);
    c.addStates = [...c.addStates.filter((s) => s.id !== state.id), state];
    plan.triggers.push({ attack: attack.id, target: target.id, trigger, result: state.id });
  };

  /* 1. Exploits */
  const pushed = new Set<string>();
  const knockbackExploit = new Set<string>(); // `${hero}|${target}`
  for (const ex of input.exploits ?? []) {
    const hero = model(ex.hero);
    const target = model(ex.target);
    const already = plan.exploits.filter((e) => e.target === ex.target).reduce((s, e) => s + e.cost, 0);
    const refusal = exploitRefusal({
      kind: ex.kind, wp: target.wp - already, tier: target.tier ?? 1, heroSize: hero.size, hostileSize: target.size,
      openEdge: !!target.openEdge, boss: !!target.boss,
    });
    if (!hero.hero || target.hero) throw new RangeError(`Resolution: only a hero exploits a Hostile's Weak Points (${ex.hero} → ${ex.target})`);
    if (refusal) throw new RangeError(`Resolution: exploit ${ex.kind} of ${ex.target} refused: ${refusal}`);
    const cost = exploitCost(ex.kind, target.tier ?? 1);
    plan.exploits.push({ ...ex, cost });
    change(target.id).wpDelta -= cost;
    if (ex.kind === "abyss") {
      pushed.add(target.id);
      const c = change(target.id);
      c.dead = true;
      c.remove = "now";
    } else if (ex.kind === "knockback") knockbackExploit.add(`${ex.hero}|${ex.target}`);
  }

  /* 2. Hits landed */
  const dodgeOf = new Map((input.dodges ?? []).map((d) => [d.model, d]));
  const dodged = (target: string, attack: AttackInput, critical: boolean): boolean =>
    !!ownEntry(dodgeOf.get(target)?.vs ?? {}, attack.id) && (!critical || !!attack.aoe);
  const attacks = input.attacks.filter((a) => a.attacker === null || !pushed.has(a.attacker));
  const landed: Landed[] = [];
  const noDamageRoll = new Map<string, number>(); // `${attack}|${target}` → successful rolls that led to no DMG roll
  const countNoRoll = (attack: AttackInput, target: string, n = 1) => {
    const k = `${attack.id}|${target}`;
    noDamageRoll.set(k, (noDamageRoll.get(k) ?? 0) + n);
  };
  const drop = (attack: AttackInput, target: string, critical: boolean, source: HitRecord["source"], outcome: HitOutcome, reason: string) => {
    plan.hits.push({ attack: attack.id, attacker: attack.attacker, target, critical, source, pw: attack.pw, arm: model(target).arm, threshold: null, roll: null, outcome, reason });
    countNoRoll(attack, target);
  };
  const admit = (attack: AttackInput, target: string, critical: boolean, source: HitRecord["source"], pwMods: readonly PwModifier[]): boolean => {
    if (pushed.has(target)) return false;
    const m = model(target);
    const tags = [...(attack.tags ?? []), ...attack.traits.map((t) => t.id)];
    if (resistanceLevel(m.traits, tags) === 2) return drop(attack, target, critical, source, "negated", "resistance"), false;
    if (hasTrait(m.traits, "undead") && hasTrait(attack.traits, "mindgame") && (attack.tags ?? []).includes(SPELL)) {
      return drop(attack, target, critical, source, "negated", "undead"), false;
    }
    if (dodged(target, attack, critical)) return drop(attack, target, critical, source, "dodged", "dodge"), false;
    landed.push({ attack, target, critical, source, pwMods });
    return true;
  };
  for (const attack of attacks) {
    for (const t of attack.targets) {
      if (attack.attacker !== null && model(t.target).states.includes("distracted") && !change(t.target).removeStates.includes("distracted")) {
        change(t.target).removeStates.push("distracted");
      }
      if (t.negated) countNoRoll(attack, t.target, requireInt("negated", t.negated, 0, MAX_GAME_NUMBER));
      for (const hit of t.hits) {
        const ok = admit(attack, t.target, hit.critical, "strike", t.pwMods ?? []);
        if (!ok || !hasTrait(attack.traits, "sweep")) continue;
        for (const other of t.sweep ?? []) if (other !== attack.attacker && other !== t.target) admit(attack, other, false, "sweep", []);
      }
    }
    const ricochets = traitX(attack.traits, "ricochet");
    if (ricochets > 0 && attack.ricochet) {
      const struck = new Set(landed.filter((l) => l.attack === attack).map((l) => l.target));
      const queue = [...struck];
      let used = 0;
      while (queue.length && used < ricochets) {
        const from = queue.shift()!;
        const next = (ownEntry(attack.ricochet, from) ?? []).filter((id) => !struck.has(id) && id !== attack.attacker && !pushed.has(id));
        if (!next.length) continue;
        used++;
        for (const id of next) {
          struck.add(id);
          if (admit(attack, id, false, "ricochet", [])) queue.push(id);
        }
      }
    }
  }

  /* 3. Mindgame and DMG rolls, per Hit */
  interface Pending { readonly attack: AttackInput; readonly target: string; readonly cause: WoundCause; readonly critical: boolean; readonly fromRoll: boolean; readonly pw: number }
  const suffered: Pending[] = [];
  const woundsBy = new Map<string, Pending[]>(); // `${attack}|${target}` → DMG Wounds before prevention
  const failedDamage: [string, string][] = [];
  const effectsLanded = new Map<string, { attack: AttackInput; target: string; critical: boolean }>();
  for (const hit of landed) {
    const { attack, target: targetId } = hit;
    const target = model(targetId);
    const key = `${attack.id}|${targetId}`;
    const tags = [...(attack.tags ?? []), ...attack.traits.map((t) => t.id)];
    const mods: PwModifier[] = [...(attack.pwMods ?? []), ...hit.pwMods];
    if (hasTrait(target.traits, "incorporeal") && !tags.includes(SPELL) && !hasTrait(attack.traits, "burn")) mods.push({ kind: "halve", source: "incorporeal" });
    if (resistanceLevel(target.traits, tags) === 1) mods.push({ kind: "halve", source: "resistance" });
    const pw = effectivePower(attack.pw, mods);
    const arm = effectiveArmor({
      arm: target.arm, critical: hit.critical, ignoreArmor: hasTrait(attack.traits, "ignoreArmor"),
      armorPiercing: hasTrait(attack.traits, "armorPiercing"), crouched: target.states.includes("crouched"),
    }).value;
    const roller = attack.attacker ?? targetId;
    const mindgame = hasTrait(attack.traits, "mindgame") && !immunityBlocker(target.traits, "mindgame");
    if (mindgame) {
      const resisted = d20({ purpose: "mindgame", model: targetId, attack: attack.id }, target.int);
      plan.hits.push({ attack: attack.id, attacker: attack.attacker, target: targetId, critical: hit.critical, source: hit.source, pw, arm, threshold: null, roll: plan.rolls.at(-1)!.result, outcome: resisted ? "resisted" : "wound" });
      if (resisted) {
        if (attack.attacker) failedDamage.push([targetId, attack.attacker]);
        continue;
      }
      effectsLanded.set(key, { attack, target: targetId, critical: hit.critical || (effectsLanded.get(key)?.critical ?? false) });
      const w: Pending = { attack, target: targetId, cause: "mindgame", critical: hit.critical, fromRoll: false, pw };
      woundsBy.set(key, [...(woundsBy.get(key) ?? []), w]);
      continue;
    }
    effectsLanded.set(key, { attack, target: targetId, critical: hit.critical || (effectsLanded.get(key)?.critical ?? false) });
    const threshold = damageThreshold(pw, arm);
    const wounds = d20({ purpose: "damage", model: roller, attack: attack.id }, threshold, targetId);
    plan.hits.push({ attack: attack.id, attacker: attack.attacker, target: targetId, critical: hit.critical, source: hit.source, pw, arm, threshold, roll: plan.rolls.at(-1)!.result, outcome: wounds ? "wound" : "noWound" });
    if (wounds) woundsBy.set(key, [...(woundsBy.get(key) ?? []), { attack, target: targetId, cause: "damage", critical: hit.critical, fromRoll: true, pw }]);
    else if (attack.attacker) failedDamage.push([targetId, attack.attacker]);
  }

  /* 4. On-Hit effects, once per Attack per target */
  for (const { attack, target: targetId } of effectsLanded.values()) {
    const target = model(targetId);
    const attacker = attack.attacker ? model(attack.attacker) : null;
    const topple = (trigger: string): boolean => {
      if (attacker && tooLargeToTopple(attacker.size, target.size)) {
        plan.triggers.push({ attack: attack.id, target: targetId, trigger, result: "none", blockedBy: "size" });
        return false;
      }
      const by = blocked(target, trigger, attack);
      if (by) plan.triggers.push({ attack: attack.id, target: targetId, trigger, result: "none", blockedBy: by });
      return !by;
    };
    const knock = Math.max(traitX(attack.traits, "knockback"), attacker && knockbackExploit.has(`${attacker.id}|${targetId}`) ? 1 : 0);
    if (knock > 0 && attacker && topple("knockback")) {
      plan.moves.push({ kind: "knockback", model: targetId, awayFrom: attacker.id, spaces: knock, attack: attack.id });
      plan.triggers.push({ attack: attack.id, target: targetId, trigger: "knockback", result: String(knock) });
    }
    if (hasTrait(attack.traits, "knockdown") && topple("knockdown")) grantState(attack, target, "knockdown", { id: "crouched", duration: UNTIL_REMOVED });
    if (hasTrait(attack.traits, "stagger") && topple("stagger")) {
      const c = change(targetId);
      if (c.apLoss !== "all") c.apLoss += 1;
      plan.triggers.push({ attack: attack.id, target: targetId, trigger: "stagger", result: "ap1" });
    }
    if (attacker?.classes?.includes("rogue") && !attacker.rogueUsedThisActivation && !change(attacker.id).rogueUsed) {
      change(attacker.id).rogueUsed = true;
      if (d20({ purpose: "rogue", model: attacker.id, attack: attack.id }, attacker.ag) && topple("rogue")) {
        grantState(attack, target, "rogue", { id: "crouched", duration: UNTIL_REMOVED });
      }
    }
    for (const s of attack.states ?? []) if (s.on === "hit") grantState(attack, target, "combatArt", s);
    if (attacker?.hero && target.side === attacker.side && target.id !== attacker.id) {
      const by = blocked(target, "panicked", attack);
      if (by) plan.triggers.push({ attack: attack.id, target: targetId, trigger: "friendlyFire", result: "none", blockedBy: by });
      else if (!d20({ purpose: "friendlyFire", model: targetId, attack: attack.id }, target.m)) {
        grantState(attack, target, "friendlyFire", { id: "panicked", duration: NEXT_STRATEGIC });
      }
    }
  }

  /* 5–7. Prevention, extra Wounds, on-Wound effects, per Attack per target */
  const berserkerOn = new Set<string>();
  const slain = new Set<string>(); // Assassination V
  const familiarsLeft = new Map(Object.entries(input.familiars ?? {}).map(([k, v]) => [k, [...v]]));
  const prevent = (w: Pending): WoundRecord => {
    const target = model(w.target);
    const base = { attack: w.attack.id, target: w.target, cause: w.cause };
    if (hasTrait(w.attack.traits, "unkeen") && d20({ purpose: "unkeen", model: w.target, attack: w.attack.id }, target.t)) return { ...base, prevented: "unkeen" };
    const berserkerRoll = w.fromRoll || w.cause === "cleave";
    if (berserkerRoll && target.classes?.includes("berserker") && (!target.berserkerUsedThisTurn || berserkerOn.has(w.target))) {
      berserkerOn.add(w.target);
      change(w.target).berserkerUsed = true;
      if (d20({ purpose: "berserker", model: w.target, attack: w.attack.id }, target.t)) return { ...base, prevented: "berserker" };
    }
    return base;
  };
  const absorbedBy = new Map<string, string>(); // `${attack}|${target}` → familiar
  const familiarFor = (key: string, target: string): string | null => {
    if (absorbedBy.has(key)) return absorbedBy.get(key)!;
    const left = familiarsLeft.get(target);
    const f = left?.shift();
    if (!f) return null;
    absorbedBy.set(key, f);
    plan.familiarsRemoved.push(f);
    return f;
  };
  const settle = (key: string, list: Pending[]): Pending[] => {
    const kept: Pending[] = [];
    for (const w of list) {
      const rec = prevent(w);
      if (rec.prevented) {
        plan.wounds.push(rec);
        continue;
      }
      const familiar = familiarFor(key, w.target);
      if (familiar) {
        plan.wounds.push({ ...rec, prevented: "familiar", familiar });
        continue;
      }
      plan.wounds.push(rec);
      kept.push(w);
    }
    return kept;
  };

  for (const [key, list] of woundsBy) {
    const { attack, target: targetId } = list[0]!;
    const target = model(targetId);
    const attacker = attack.attacker ? model(attack.attacker) : null;
    let taken = settle(key, list);
    if (!taken.length) continue;
    const times = opts.triggerPer === "wound" ? taken.length : 1;
    const extra: Pending[] = [];
    const pw = taken[0]!.pw;
    if (hasTrait(attack.traits, "cleave")) {
      for (let i = 0; i < times; i++) extra.push({ attack, target: targetId, cause: "cleave", critical: false, fromRoll: false, pw });
      plan.triggers.push({ attack: attack.id, target: targetId, trigger: "cleave", result: String(times) });
    }
    const burn = Math.max(0, traitX(attack.traits, "burn") - (target.aquatic ? 1 : 0));
    if (burn > 0) {
      const by = blocked(target, "burn", attack);
      if (by) plan.triggers.push({ attack: attack.id, target: targetId, trigger: "burn", result: "none", blockedBy: by });
      else {
        const threshold = damageThreshold(pw, 0);
        for (let i = 0; i < burn * times; i++) {
          if (d20({ purpose: "burn", model: attack.attacker ?? targetId, attack: attack.id }, threshold, targetId)) {
            extra.push({ attack, target: targetId, cause: "burn", critical: false, fromRoll: true, pw });
          }
        }
        plan.triggers.push({ attack: attack.id, target: targetId, trigger: "burn", result: String(burn * times) });
      }
    }
    if (hasTrait(attack.traits, "frostbite") && !d20({ purpose: "frostbite", model: targetId, attack: attack.id }, target.t)) {
      extra.push({ attack, target: targetId, cause: "frostbite", critical: false, fromRoll: false, pw });
      plan.triggers.push({ attack: attack.id, target: targetId, trigger: "frostbite", result: "wound" });
    }
    taken = [...taken, ...settle(key, extra)];
    for (const w of taken) suffered.push(w);
    const n = taken.length;
    const critical = effectsLanded.get(key)?.critical ?? false;

    /* 7. On-Wound effects */
    if (hasTrait(attack.traits, "bleed")) grantState(attack, target, "bleed", { id: "bleeding", duration: UNTIL_REMOVED });
    const rolledState = (trigger: "crippling" | "stun", apply: () => void) => {
      const by = blocked(target, trigger === "stun" ? "stun" : "crippled", attack);
      if (by) return void plan.triggers.push({ attack: attack.id, target: targetId, trigger, result: "none", blockedBy: by });
      let failed = false;
      for (let i = 0; i < (opts.triggerPer === "wound" ? n : 1); i++) {
        if (!d20({ purpose: trigger, model: targetId, attack: attack.id }, target.t)) failed = true;
      }
      if (failed) apply();
    };
    if (hasTrait(attack.traits, "crippling")) rolledState("crippling", () => grantState(attack, target, "crippling", { id: "crippled", duration: UNTIL_REMOVED }));
    if (hasTrait(attack.traits, "stun")) {
      rolledState("stun", () => {
        change(targetId).apLoss = "all";
        plan.triggers.push({ attack: attack.id, target: targetId, trigger: "stun", result: "apAll" });
      });
    }
    const poison = traitLevel(attack.traits, "poison");
    if (poison >= 1) grantState(attack, target, "poison", { id: "weakened", duration: NEXT_STRATEGIC });
    if (poison >= 2) grantState(attack, target, "poison", { id: "poisoned", duration: UNTIL_REMOVED });
    if (hasTrait(attack.traits, "weakening")) grantState(attack, target, "weakening", { id: "weakened", duration: UNTIL_REMOVED });
    const demonic = hasTrait(attack.traits, "demon") || (attacker && hasTrait(attacker.traits, "demon"));
    if (demonic && !(opts.demonIgnored && !attacker?.hero)) {
      const by = blocked(target, "demon", attack) ?? blocked(target, "panicked", attack);
      if (by) plan.triggers.push({ attack: attack.id, target: targetId, trigger: "demon", result: "none", blockedBy: by });
      else if (critical || !d20({ purpose: "demon", model: targetId, attack: attack.id }, target.m)) {
        grantState(attack, target, "demon", { id: "panicked", duration: END_OF_TURN });
      }
    }
    for (const s of attack.states ?? []) if (s.on === "wound") grantState(attack, target, "combatArt", s);
    if (attacker && (attacker.skills?.includes("vampirism") || hasTrait(attacker.traits, "vampirism"))) {
      const by = ["undead", "construct", "elemental"].find((t) => hasTrait(target.traits, t));
      if (by) plan.triggers.push({ attack: attack.id, target: targetId, trigger: "vampirism", result: "none", blockedBy: by });
      else {
        change(attacker.id).healed += n;
        plan.triggers.push({ attack: attack.id, target: targetId, trigger: "vampirism", result: String(n) });
      }
    }
    if (attack.deadly) {
      slain.add(targetId);
      plan.triggers.push({ attack: attack.id, target: targetId, trigger: "assassination", result: target.hero ? "incapacitated" : "dead" });
    }
    if (attacker && attack.followUp !== "finishingStrike" && attacker.skills?.includes("finishingStrike") && !plan.followUps.some((f) => f.attacker === attacker.id)) {
      plan.followUps.push({ kind: "finishingStrike", attacker: attacker.id, target: targetId, attack: attack.id });
      plan.triggers.push({ attack: attack.id, target: targetId, trigger: "finishingStrike", result: "followUp" });
    }
  }

  /* 8. Assists */
  for (const a of input.assists ?? []) {
    model(a.assistant);
    const target = model(a.target);
    requireInt("assist hits", a.hits, 0, MAX_DICE);
    if (a.hits === 0) continue;
    const tags = a.tags ?? [];
    const divineHealing = tags.includes("divine") && tags.includes("healing");
    if (divineHealing && hasTrait(target.traits, "undead")) {
      // Undead I: a Divine Healing Spell deals a PW 15 Hit per Hit instead of healing.
      for (let i = 0; i < a.hits; i++) {
        const threshold = damageThreshold(15, effectiveArmor({ arm: target.arm, crouched: target.states.includes("crouched") }).value);
        const hurt = d20({ purpose: "damage", model: a.assistant, attack: a.id }, threshold, target.id);
        plan.hits.push({ attack: a.id, attacker: a.assistant, target: target.id, critical: false, source: "strike", pw: 15, arm: target.arm, threshold, roll: plan.rolls.at(-1)!.result, outcome: hurt ? "wound" : "noWound" });
        if (hurt) {
          plan.wounds.push({ attack: a.id, target: target.id, cause: "divine" });
          change(target.id).wounds += 1;
        }
      }
      continue;
    }
    if (a.healPerHit && !(hasTrait(target.traits, "construct") && !tags.includes("earth"))) {
      change(target.id).healed += a.hits * requireInt("healPerHit", a.healPerHit, 0, MAX_GAME_NUMBER);
    }
    const c = change(target.id);
    for (const id of a.removeStates ?? []) if (!c.removeStates.includes(id)) c.removeStates.push(id);
    for (const s of a.states ?? []) c.addStates = [...c.addStates.filter((x) => x.id !== s.id), s];
  }

  /* 9. End of step: Deathblow, HP, Incapacitated, Dead, removal */
  for (const d of input.deathblows ?? []) {
    model(d.model);
    const target = model(d.target);
    const refusal = target.hero ? "hero" : target.boss ? "boss" : !target.states.includes("incapacitated") ? "notIncapacitated" : null;
    if (refusal) throw new RangeError(`Resolution: Deathblow on ${d.target} refused: ${refusal}`);
    slain.add(target.id);
    change(target.id);
    plan.triggers.push({ attack: "deathblow", target: target.id, trigger: "deathblow", result: "dead" });
  }
  const burnWounded = new Set<string>();
  for (const w of suffered) {
    change(w.target).wounds += 1;
    if (w.cause === "burn") burnWounded.add(w.target);
  }
  for (const c of changes.values()) {
    const m = model(c.id);
    // A58: "dies" makes a hero drop to 0 HP instead.
    if (slain.has(c.id) && m.hero) c.wounds = Math.max(c.wounds, m.hp);
    c.healed = Math.max(0, Math.min(c.healed, m.hpMax - Math.max(0, m.hp - c.wounds)));
    c.hpAfter = Math.max(0, Math.min(m.hpMax, Math.max(0, m.hp - c.wounds) + c.healed));
    const wasDown = m.states.includes("incapacitated");
    if (!m.hero && ((c.wounds > 0 && wasDown) || slain.has(c.id))) c.dead = true;
    if (c.hpAfter === 0 && c.wounds > 0 && !c.dead) {
      if (!m.hero && hasTrait(m.traits, "undead")) c.dead = true;
      else if (!m.hero && (hasTrait(m.traits, "construct") || hasTrait(m.traits, "elemental"))) {
        c.dead = true;
        c.remove = "now";
      } else c.incapacitated = !wasDown;
    }
    if (c.dead && burnWounded.has(c.id)) c.remove = "now";
    if (!m.hero && (c.dead || c.incapacitated) && c.remove === null) c.remove = "endOfTurn";
    if (c.dead) c.addStates = [...c.addStates.filter((s) => s.id !== "dead"), { id: "dead", duration: UNTIL_REMOVED }];
    else if (c.incapacitated) c.addStates = [...c.addStates.filter((s) => s.id !== "incapacitated"), { id: "incapacitated", duration: UNTIL_REMOVED }];
    if (wasDown && c.hpAfter > 0 && !c.removeStates.includes("incapacitated")) c.removeStates.push("incapacitated");
  }

  /* 10. Weak Points */
  const ledger = new WeakPointLedger(input.weakPointsGiven ?? []);
  const fallen = (id: string) => {
    const c = changes.get(id);
    return !!c && (c.dead || c.remove === "now");
  };
  const give = (target: string, attacker: string, reason: WeakPointRecord["reason"]) => {
    if (fallen(target) || !ledger.grant(target, attacker)) return;
    change(target).wpDelta += 1;
    plan.weakPoints.push({ target, attacker, reason });
  };
  for (const [target, attacker] of failedDamage) give(target, attacker, "failedDamage");
  const declined = new Set(input.declinedWeakPoints ?? []);
  for (const [key, n] of noDamageRoll) {
    const [attackId, target] = key.split("|") as [string, string];
    const attack = attacks.find((a) => a.id === attackId)!;
    if (n <= 0 || !attack.attacker || declined.has(attackId)) continue;
    if (!model(attack.attacker).hero || model(target).hero) continue;
    give(target, attack.attacker, "noDamageRoll");
  }
  plan.weakPointsGiven.push(...ledger.pairs());

  /* 11. Facing, then moves: Knockback already listed; then Dodge moves, reacting models first */
  for (const { attack, target: targetId } of effectsLanded.values()) {
    const target = model(targetId);
    if (target.hero || !attack.attacker || pushed.has(targetId) || plan.facings.some((f) => f.model === targetId)) continue;
    const onWoundOnly = hasTrait(target.traits, "construct") || hasTrait(target.traits, "undead");
    if (onWoundOnly && !suffered.some((w) => w.target === targetId && w.attack === attack)) continue;
    plan.facings.push({ model: targetId, toward: attack.attacker });
  }
  const standing = (id: string) => {
    const c = changes.get(id);
    return !c || (!c.dead && !c.incapacitated && c.remove === null);
  };
  const kept = plan.moves.filter((mv) => standing(mv.model));
  plan.moves.length = 0;
  plan.moves.push(...kept);
  const order = [...(input.dodges ?? [])].sort((a, b) => Number(b.reacting) - Number(a.reacting));
  for (const d of order) {
    const m = model(d.model);
    if (!standing(m.id)) continue;
    const succeeded = Object.values(d.vs).some(Boolean);
    if (m.states.includes("immobilized")) {
      if (!succeeded) continue;
      change(m.id).removeStates.push("immobilized");
    }
    plan.moves.push({ kind: "dodge", model: m.id, maxSpaces: Math.ceil(requireInt("spd", m.spd, 0, MAX_GAME_NUMBER) / 2), ...(d.crouch ? { crouch: d.crouch } : {}) });
  }

  plan.changes.push(...changes.values());
  return plan;
}
