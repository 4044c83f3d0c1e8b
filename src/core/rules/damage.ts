/**
 * Typed damage: the shapes every ruleset's damage passes through, and the one pipeline that resolves them.
 * A packet says what hits; a profile says what the target brings against it; the ruleset adds its own steps
 * (armor, shields, reactions); an outcome says what it did, step by step, and what it changed (so it can be
 * undone). Pure: the actor models read state, call `resolveDamage`, and write what it returns.
 *
 * Order, fixed so a card's math reads top to bottom the way the total was made:
 *   1. each part on its own: its amount, then immunity to that damage type (0), resistance (flat, never
 *      below 0, only for types the ruleset lets be resisted), vulnerability (double, once however often listed);
 *   2. the parts summed;
 *   3. the ruleset's steps on the sum, in the order it lists them (armor, shields, reactions…);
 *   4. never below 0;
 *   5. secondary effects: immunity (by effect id or by the causing part's type) stops one, unless the target
 *      is vulnerable to the causing part's type, which always lets it take hold.
 */
import { MAX_GAME_NUMBER, ownEntry, requireInt, requireNumber } from "../dice/guard";

/** One typed amount ("fire" 4). Types are ruleset ids; "untyped" is never resisted. */
export interface DamagePart {
  readonly amount: number;
  readonly type: string;
  /** Secondary effects this part causes (fire sets alight): subject to immunity, forced by vulnerability to `type`. */
  readonly secondary?: readonly string[];
}

export interface DamagePacket {
  readonly parts: readonly DamagePart[];
  /** Secondary effects the hit would cause (condition ids), not tied to one part; subject to immunity. */
  readonly secondary?: readonly string[];
  /** Ruleset switches (ignore armor, critical, aura…). */
  readonly options?: Readonly<Record<string, boolean | number | string>>;
}

/** One line of the shown math: an i18n key, its data, and the running value after it. */
export interface DamageStep {
  readonly label: string;
  readonly data?: Readonly<Record<string, string | number>>;
  readonly value: number;
}

export interface DamageOutcome {
  readonly steps: readonly DamageStep[];
  /** Damage that reached the target after every step. */
  readonly total: number;
  /** Secondary effects that take hold. */
  readonly secondary: readonly string[];
  /** Secondary effects an immunity stopped (shown on the card, never applied). */
  readonly prevented?: readonly string[];
  /** Changed system values by path ("health.value"), before and after: undo writes `before` back. */
  readonly before: Readonly<Record<string, number>>;
  readonly after: Readonly<Record<string, number>>;
  /** A `realms.preDamage` handler stopped it: nothing was written. */
  readonly cancelled?: boolean;
  /**
   * What the hit does when it is no amount taken from a pool (a condition ladder's step: "Town Guard → Wounded"),
   * a ruleset's line the card shows in place of a total of 0.
   */
  readonly summary?: { readonly label: string; readonly data?: Readonly<Record<string, string | number>> };
}

/** What the target brings against a hit. */
export interface DamageProfile {
  /** Flat reduction per damage type. */
  readonly resistances?: Readonly<Record<string, number>>;
  /** Secondary effects that cannot take hold, by effect id or by the type of the part causing them. Never reduces damage. */
  readonly immunities?: readonly string[];
  /** Damage types that deal double; a type listed twice still doubles once. */
  readonly vulnerabilities?: readonly string[];
  /** Damage types that deal nothing at all (2D6: a creature with an aura against its own aura's type). */
  readonly damageImmunities?: readonly string[];
}

/** What the running value is, and what the step sees, when a ruleset step runs. */
export interface DamageContext {
  readonly packet: DamagePacket;
  readonly profile: DamageProfile;
}

/** A ruleset's own step on the summed damage: the new value with its label, or null to leave no line. */
export type RulesetDamageStep = (value: number, ctx: DamageContext) => { readonly value: number; readonly label: string; readonly data?: DamageStep["data"] } | null;

/** How a ruleset resolves damage. */
export interface DamageRules {
  /** Types no resistance reduces (2D6: magical, trap). "untyped" never is. */
  readonly unresistable?: readonly string[];
  /** When given, only these types can be resisted (2D6: physical, disease, poison, fire, frost, shock). */
  readonly resistable?: readonly string[];
  /** Packet option naming a hit whose secondary effects take hold only on targets vulnerable to its type (2D6 auras). */
  readonly secondaryOnlyIfVulnerableOption?: string;
  /** The ruleset's steps on the summed damage, in order. */
  readonly steps?: readonly RulesetDamageStep[];
}

export const UNTYPED = "untyped";
const STEP = "REALMS.Damage.Step";

const resistable = (type: string, rules: DamageRules): boolean =>
  type !== UNTYPED && !(rules.unresistable ?? []).includes(type) && (rules.resistable === undefined || rules.resistable.includes(type));

/** Resolve a packet against a profile: the steps, the total and the secondary effects (no before/after: see `onPool`). */
export function resolveDamage(packet: DamagePacket, profile: DamageProfile, rules: DamageRules = {}): DamageOutcome {
  const steps: DamageStep[] = [];
  const vulnerable = new Set(profile.vulnerabilities ?? []);
  let sum = 0;
  for (const [i, part] of packet.parts.entries()) {
    let value = requireInt(`parts[${i}].amount`, part.amount, 0, MAX_GAME_NUMBER);
    const type = part.type;
    steps.push({ label: `${STEP}.base`, data: { type, amount: value }, value });
    if ((profile.damageImmunities ?? []).includes(type)) {
      value = 0;
      steps.push({ label: `${STEP}.immune`, data: { type }, value });
    }
    const resistance = ownEntry(profile.resistances ?? {}, type) ?? 0;
    if (value > 0 && resistance > 0) {
      if (resistable(type, rules)) {
        value = Math.max(0, value - requireInt(`resistances.${type}`, resistance, 0, MAX_GAME_NUMBER));
        steps.push({ label: `${STEP}.resistance`, data: { type, amount: resistance }, value });
      } else {
        steps.push({ label: `${STEP}.unresistable`, data: { type }, value });
      }
    }
    if (value > 0 && vulnerable.has(type)) {
      value *= 2;
      steps.push({ label: `${STEP}.vulnerable`, data: { type }, value });
    }
    sum += value;
  }
  if (packet.parts.length > 1) steps.push({ label: `${STEP}.sum`, value: sum });
  let total = sum;
  const ctx: DamageContext = { packet, profile };
  for (const step of rules.steps ?? []) {
    const r = step(total, ctx);
    if (!r) continue;
    total = requireInt(r.label, r.value, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
    steps.push(r.data ? { label: r.label, data: r.data, value: total } : { label: r.label, value: total });
  }
  if (total < 0) {
    total = 0;
    steps.push({ label: `${STEP}.floor`, value: 0 });
  }
  const { secondary, prevented } = secondaryEffects(packet, profile, rules);
  return { steps, total, secondary, prevented, before: {}, after: {} };
}

/** Which secondary effects take hold: immunity stops one, vulnerability to its cause always lets it through. */
function secondaryEffects(packet: DamagePacket, profile: DamageProfile, rules: DamageRules): { secondary: string[]; prevented: string[] } {
  const immune = new Set([...(profile.immunities ?? []), ...(profile.damageImmunities ?? [])]);
  const vulnerable = new Set(profile.vulnerabilities ?? []);
  const onlyIfVulnerable = !!rules.secondaryOnlyIfVulnerableOption && !!packet.options?.[rules.secondaryOnlyIfVulnerableOption];
  const secondary: string[] = [];
  const prevented: string[] = [];
  const consider = (effect: string, type: string | null) => {
    if (secondary.includes(effect)) return;
    const forced = type !== null && vulnerable.has(type);
    const blocked = immune.has(effect) || (type !== null && immune.has(type)) || (onlyIfVulnerable && !forced);
    if (blocked && !forced) {
      if (!prevented.includes(effect)) prevented.push(effect);
      return;
    }
    secondary.push(effect);
    const i = prevented.indexOf(effect);
    if (i >= 0) prevented.splice(i, 1);
  };
  for (const part of packet.parts) for (const effect of part.secondary ?? []) consider(effect, part.type);
  for (const effect of packet.secondary ?? []) consider(effect, null);
  return { secondary, prevented };
}

/** A value the damage is taken from (health, HP), never below `min`. */
export interface DamagePool {
  readonly path: string;
  readonly value: number;
  readonly min?: number;
}

/** Take the outcome's total from a pool: adds the before/after of that path and the line that shows it. */
export function onPool(outcome: DamageOutcome, pool: DamagePool): DamageOutcome {
  const min = requireNumber("pool.min", pool.min ?? 0, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  const next = Math.max(min, requireNumber("pool.value", pool.value, -MAX_GAME_NUMBER, MAX_GAME_NUMBER) - outcome.total);
  return {
    ...outcome,
    steps: [...outcome.steps, { label: `${STEP}.pool`, data: { path: pool.path, before: pool.value }, value: next }],
    before: { ...outcome.before, [pool.path]: pool.value },
    after: { ...outcome.after, [pool.path]: next },
  };
}

/** Healing into a pool, never above `max`: the before/after a heal writes. */
export function healPool(value: number, amount: number, max: number): number {
  requireInt("amount", amount, 0, MAX_GAME_NUMBER);
  requireNumber("value", value, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  requireNumber("max", max, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  return Math.max(value, Math.min(max, value + amount));
}

/** A resource spent (never below 0 — the caller checks it can pay) or regained (never above its max). */
export function spendFrom(value: number, amount: number): { ok: boolean; value: number } {
  requireInt("amount", amount, 0, MAX_GAME_NUMBER);
  requireNumber("value", value, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  return amount > value ? { ok: false, value } : { ok: true, value: value - amount };
}
