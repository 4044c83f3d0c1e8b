/**
 * Stage 2, Strikes and Hits: the Hits each Attack delivers after its Attack rolls and Confrontations (they arrive
 * decided), in declaration order, per target, per Hit. An attacked Distracted Hostile stops being Distracted;
 * rolls negated in a lost Confrontation are counted (a hero may give 1 WP for them). A Hit lands unless
 * Resistance II or Undead (against a Mindgame Spell) negates it or a successful Dodge avoids it (a Dodge avoids
 * non-critical Hits, and every Hit of an AoE). Then the Hits that spread: Sweep, one Hit on each model in reach
 * per Hit landed; Ricochet, X times per sequence per Attack, chaining, never the same model twice.
 */
import { MAX_GAME_NUMBER, ownEntry, requireInt } from "../../../../core/dice/guard";
import type { PwModifier } from "../../dice/rules/damage";
import { hasTrait, resistanceLevel, traitX } from "../../profile/rules/traits";
import type { AttackInput, DodgeInput, TargetInput } from "./resolution-input";
import type { HitOutcome, HitRecord } from "./resolution-plan";
import { changeOf, hitKey, modelOf, SPELL, type StepState } from "./step-state";

export interface LandedHit {
  readonly attack: AttackInput;
  readonly target: string;
  readonly critical: boolean;
  readonly source: HitRecord["source"];
  readonly pwMods: readonly PwModifier[];
}

/** Successful Attack rolls against one target that led to no DMG roll (lost Confrontation, negated, dodged). */
export interface NoDamageRoll {
  readonly attack: string;
  readonly target: string;
  count: number;
}

export interface HitsLanded {
  /** The Attacks still in play (an attacker pushed into the abyss makes none). */
  readonly attacks: readonly AttackInput[];
  readonly landed: readonly LandedHit[];
  /** Keyed by `hitKey`, in the order first counted. */
  readonly noDamageRoll: ReadonlyMap<string, NoDamageRoll>;
}

interface Landing {
  readonly pushed: ReadonlySet<string>;
  readonly dodges: ReadonlyMap<string, DodgeInput>;
  readonly landed: LandedHit[];
  readonly noDamageRoll: Map<string, NoDamageRoll>;
}

export function landHits(step: StepState, attacks: readonly AttackInput[], dodges: readonly DodgeInput[], pushed: ReadonlySet<string>): HitsLanded {
  const landing: Landing = { pushed, dodges: new Map(dodges.map((d) => [d.model, d])), landed: [], noDamageRoll: new Map() };
  const inPlay = attacks.filter((a) => a.attacker === null || !pushed.has(a.attacker));
  for (const attack of inPlay) {
    for (const t of attack.targets) strikeTarget(step, landing, attack, t);
    ricochet(step, landing, attack);
  }
  return { attacks: inPlay, landed: landing.landed, noDamageRoll: landing.noDamageRoll };
}

/** One target's share of an Attack: its Confrontation outcome (Hits, negated rolls), and Sweep from each Hit. */
function strikeTarget(step: StepState, landing: Landing, attack: AttackInput, t: TargetInput): void {
  if (attack.attacker !== null && modelOf(step, t.target).states.includes("distracted") && !changeOf(step, t.target).removeStates.includes("distracted")) {
    changeOf(step, t.target).removeStates.push("distracted");
  }
  if (t.negated) countNoRoll(landing, attack, t.target, requireInt("negated", t.negated, 0, MAX_GAME_NUMBER));
  for (const hit of t.hits) {
    const ok = admitHit(step, landing, { attack, target: t.target, critical: hit.critical, source: t.intoMelee ? "intoMelee" : "strike", pwMods: t.pwMods ?? [] });
    if (!ok || !hasTrait(attack.traits, "sweep")) continue;
    for (const other of t.sweep ?? []) {
      if (other !== attack.attacker && other !== t.target) admitHit(step, landing, { attack, target: other, critical: false, source: "sweep", pwMods: [] });
    }
  }
}

/** Ricochet (X): from each model hit, the nearest enemies within 2 spaces are hit too, up to X chains. */
function ricochet(step: StepState, landing: Landing, attack: AttackInput): void {
  const ricochets = traitX(attack.traits, "ricochet");
  if (ricochets <= 0 || !attack.ricochet) return;
  const struck = new Set(landing.landed.filter((l) => l.attack === attack).map((l) => l.target));
  const queue = [...struck];
  let used = 0;
  while (queue.length && used < ricochets) {
    const from = queue.shift()!;
    const next = (ownEntry(attack.ricochet, from) ?? []).filter((id) => !struck.has(id) && id !== attack.attacker && !landing.pushed.has(id));
    if (!next.length) continue;
    used++;
    for (const id of next) {
      struck.add(id);
      if (admitHit(step, landing, { attack, target: id, critical: false, source: "ricochet", pwMods: [] })) queue.push(id);
    }
  }
}

/** A Hit lands unless negated (Resistance II; Undead vs a Mindgame Spell) or dodged; a model pushed away takes none. */
function admitHit(step: StepState, landing: Landing, hit: LandedHit): boolean {
  if (landing.pushed.has(hit.target)) return false;
  const { attack } = hit;
  const m = modelOf(step, hit.target);
  const tags = [...(attack.tags ?? []), ...attack.traits.map((t) => t.id)];
  if (resistanceLevel(m.traits, tags) === 2) return dropHit(step, landing, hit, "negated", "resistance");
  if (hasTrait(m.traits, "undead") && hasTrait(attack.traits, "mindgame") && (attack.tags ?? []).includes(SPELL)) {
    return dropHit(step, landing, hit, "negated", "undead");
  }
  const dodged = !!ownEntry(landing.dodges.get(hit.target)?.vs ?? {}, attack.id) && (!hit.critical || !!attack.aoe);
  if (dodged) return dropHit(step, landing, hit, "dodged", "dodge");
  landing.landed.push(hit);
  return true;
}

/** Lists a Hit that did not land; always false (the Hit is not admitted). */
function dropHit(step: StepState, landing: Landing, hit: LandedHit, outcome: HitOutcome, reason: string): false {
  const { attack, target, critical, source } = hit;
  step.plan.hits.push({ attack: attack.id, attacker: attack.attacker, target, critical, source, pw: attack.pw, arm: modelOf(step, target).arm, threshold: null, roll: null, outcome, reason });
  countNoRoll(landing, attack, target);
  return false;
}

function countNoRoll(landing: Landing, attack: AttackInput, target: string, n = 1): void {
  const key = hitKey(attack, target);
  const entry = landing.noDamageRoll.get(key);
  if (entry) entry.count += n;
  else landing.noDamageRoll.set(key, { attack: attack.id, target, count: n });
}
