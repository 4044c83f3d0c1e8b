/**
 * Tracks: counters that move per turn, per action, per round, per world time or by hand, whose value maps
 * to named states with modifiers (2D6 hunger and thirst, Aedelore days without food and water, Elf timers,
 * Eldfall's Moon Dial). A ruleset declares its tracks as data (`TrackDef`); everything here is pure and
 * the same for every ruleset, so the glue only reads a stored value, calls these and writes the result.
 */
import { MAX_GAME_NUMBER, requireBool, requireInt, requireNumber } from "../dice/guard";

export const TRACK_CADENCES = ["turn", "action", "round", "worldTime", "manual"] as const;
export type TrackCadence = (typeof TRACK_CADENCES)[number];

export interface TrackStateDef {
  readonly id: string;
  /** i18n key of the state's name. */
  readonly label: string;
  /** Lowest value in this state (states are listed from the lowest `from` up). */
  readonly from: number;
  /** Added to the rolls the ruleset names while in this state (2D6 Famished: −2). */
  readonly modifier?: number;
  /** Rules switched on in this state ("noEnergyRegen", "night"). */
  readonly flags?: readonly string[];
}

/** Per period spent outside [min, max], e.g. 2D6 starvation: 1 damage a turn. */
export interface TrackOverflow { readonly effect: string; readonly amount: number }

export interface TrackDef {
  /** Namespaced: `realms.<ruleset>.<name>`. */
  readonly id: string;
  readonly label: string;
  /** Kept per actor or once for the world (a campaign clock). */
  readonly scope: "actor" | "world";
  /** A plain number at this path of the actor (a field its sheet shows); omitted: a Realms flag with the value and its clock. */
  readonly path?: string;
  readonly cadence: TrackCadence;
  /** World time a period lasts, for `worldTime` tracks. */
  readonly seconds?: number;
  /** Change per period: −1 counts down. */
  readonly step: number;
  readonly initial: number;
  /** The track proper: outside it `overflow` applies each period. */
  readonly min: number;
  readonly max: number;
  /** Stored values never leave [floor, ceiling] (default [min, max]). */
  readonly floor?: number;
  readonly ceiling?: number;
  /** Gains stop here unless the caller says uncapped (2D6: eating stops at Satiated unless cursed). */
  readonly cap?: number;
  readonly states: readonly TrackStateDef[];
  /** States repeat every `cycle` units; `lap` counts the repeats (Moon Dial: 4 periods a day). */
  readonly cycle?: number;
  readonly overflow?: TrackOverflow;
  /**
   * Where "set level" and "adjust" effects land, as units left in the level (counted the way the track runs):
   * `set` for a level set directly, `up`/`down` after moving a level up or down (2D6: 180, 90, 270).
   */
  readonly levels?: { readonly set: number; readonly up: number; readonly down: number };
  /** Each period counts 1 + one per active effect with this status (2D6 haste). */
  readonly rateStatus?: string;
  /** Tracks of one group do not add up: the worst modifier and the largest overflow of the group apply. */
  readonly group?: string;
}

export interface TrackReading {
  readonly state: TrackStateDef;
  readonly index: number;
  /** Completed cycles (Moon Dial: days passed); 0 for tracks without a cycle. */
  readonly lap: number;
  readonly out: "below" | "above" | null;
}

export interface TrackChange {
  readonly before: number;
  readonly value: number;
  /** State ids before and after; `changed` when they differ or the track left/entered its range. */
  readonly from: string;
  readonly to: string;
  readonly changed: boolean;
  /** Periods that ended outside the track (each costs `overflow.amount`). */
  readonly overflowPeriods: number;
  readonly out: "below" | "above" | null;
}

const LIMIT = MAX_GAME_NUMBER;
const floorOf = (def: TrackDef) => def.floor ?? def.min;
const ceilingOf = (def: TrackDef) => def.ceiling ?? def.max;
const clampValue = (def: TrackDef, v: number) => Math.min(ceilingOf(def), Math.max(floorOf(def), v));

/** A definition the engine can run; a ruleset's mistake fails on registration, not mid-game. */
export function validateTrack(def: TrackDef): TrackDef {
  const n = (name: string, v: unknown) => requireInt(`${def.id}.${name}`, v, -LIMIT, LIMIT);
  n("min", def.min);
  requireInt(`${def.id}.max`, def.max, def.min, LIMIT);
  requireInt(`${def.id}.floor`, floorOf(def), -LIMIT, def.min);
  requireInt(`${def.id}.ceiling`, ceilingOf(def), def.max, LIMIT);
  requireInt(`${def.id}.initial`, def.initial, floorOf(def), ceilingOf(def));
  n("step", def.step);
  if (def.cap !== undefined) requireInt(`${def.id}.cap`, def.cap, def.min, def.max);
  if (def.cycle !== undefined) requireInt(`${def.id}.cycle`, def.cycle, 1, LIMIT);
  if (def.cadence === "worldTime") requireNumber(`${def.id}.seconds`, def.seconds, Number.MIN_VALUE, LIMIT);
  if (def.cadence === "worldTime" && def.path) throw new RangeError(`${def.id}: a world-time track keeps its clock in a flag, not at a path`);
  if (!def.states.length) throw new RangeError(`${def.id} has no states`);
  def.states.forEach((s, i) => {
    n(`states[${i}].from`, s.from);
    if (i > 0 && s.from <= def.states[i - 1]!.from) throw new RangeError(`${def.id}: states must rise (${s.id})`);
    if (s.modifier !== undefined) n(`states[${i}].modifier`, s.modifier);
  });
  if (def.overflow) requireInt(`${def.id}.overflow.amount`, def.overflow.amount, 0, LIMIT);
  if (def.levels) for (const k of ["set", "up", "down"] as const) requireInt(`${def.id}.levels.${k}`, def.levels[k], 1, LIMIT);
  return def;
}

const positiveMod = (v: number, m: number) => ((v % m) + m) % m;

/** The state a value is in (below the first state: the first; cyclic tracks read the value within its cycle). */
export function readTrack(def: TrackDef, value: number): TrackReading {
  requireNumber("value", value, -LIMIT, LIMIT);
  const at = def.cycle ? positiveMod(value, def.cycle) : value;
  let index = 0;
  def.states.forEach((s, i) => { if (s.from <= at) index = i; });
  return {
    state: def.states[index]!, index,
    lap: def.cycle ? Math.floor(value / def.cycle) : 0,
    out: value < def.min ? "below" : value > def.max ? "above" : null,
  };
}

/**
 * How many of periods 1..p end outside the track, moving by d (≠ 0) from v0 and clamped to [floor, ceiling].
 * The values move one way, so the periods below (or above) form one run; counted in closed form because a
 * world-time track may cross a day of seconds in one call.
 */
function periodsOutside(def: TrackDef, v0: number, d: number, p: number): number {
  if (d > 0) return periodsOutside(mirror(def), -v0, -d, p);
  const down = -d;
  // Below: from the first k with v0 − k·down < min, if storage reaches below min at all.
  const below = floorOf(def) < def.min ? Math.max(0, p - (v0 < def.min ? 0 : Math.floor((v0 - def.min) / down))) : 0;
  // Above: the k with v0 − k·down > max, a prefix.
  const above = v0 > def.max ? Math.min(p, Math.ceil((v0 - def.max) / down) - 1) : 0;
  return below + Math.max(0, above);
}

/** The same track read from the other end, so one count serves both directions. */
const mirror = (def: TrackDef): TrackDef => ({ ...def, min: -def.max, max: -def.min, floor: -ceilingOf(def), ceiling: -floorOf(def) });

function change(def: TrackDef, before: number, value: number, overflowPeriods: number): TrackChange {
  const a = readTrack(def, before);
  const b = readTrack(def, value);
  return {
    before, value, from: a.state.id, to: b.state.id, overflowPeriods, out: b.out,
    changed: a.state.id !== b.state.id || a.out !== b.out,
  };
}

/**
 * `periods` periods pass, each moving the value by step × rate (haste: rate 1 + effects). Negative periods
 * rewind (the value moves back; nothing overflows on the way back).
 */
export function advanceTrack(def: TrackDef, value: number, periods: number, rate = 1): TrackChange {
  requireInt("periods", periods, -LIMIT, LIMIT);
  requireInt("rate", rate, 0, 1000);
  requireNumber("value", value, -LIMIT, LIMIT);
  const start = clampValue(def, value);
  const d = def.step * rate;
  const next = clampValue(def, Math.max(-LIMIT, Math.min(LIMIT, start + d * periods)));
  let overflow = 0;
  if (periods > 0) overflow = d === 0 ? (start < def.min || start > def.max ? periods : 0) : periodsOutside(def, start, d, periods);
  return change(def, value, next, overflow);
}

/** Eating, drinking, a day's supplies: add (or deduct) units directly; gains stop at `cap` unless uncapped. */
export function gainTrack(def: TrackDef, value: number, amount: number, uncapped = false): TrackChange {
  requireInt("amount", amount, -LIMIT, LIMIT);
  requireBool("uncapped", uncapped);
  requireNumber("value", value, -LIMIT, LIMIT);
  const start = clampValue(def, value);
  let next = start + amount;
  // The cap stops gains; it never takes away what a curse or a spell already put above it.
  if (amount > 0 && def.cap !== undefined && !uncapped) next = Math.min(next, Math.max(start, def.cap));
  return change(def, value, clampValue(def, next), 0);
}

/** The counter set outright (a restocked supply: no days without), kept in storage. */
export function setTrackValue(def: TrackDef, value: number, next: number): TrackChange {
  requireNumber("value", value, -LIMIT, LIMIT);
  requireInt("next", next, -LIMIT, LIMIT);
  return change(def, value, clampValue(def, next), 0);
}

/** The value that leaves `left` units in state `index`, counted the way the track runs (down when step < 0). */
function placeIn(def: TrackDef, index: number, left: number): number {
  const lo = def.states[index]!.from;
  const hi = index + 1 < def.states.length ? def.states[index + 1]!.from - 1 : Math.max(def.max, lo);
  return clampValue(def, def.step < 0 ? Math.min(hi, lo + left - 1) : Math.max(lo, hi - left + 1));
}

/** A spell or effect sets the level: the counter lands with `levels.set` units left in it. */
export function setTrackLevel(def: TrackDef, value: number, stateId: string): TrackChange {
  if (!def.levels) throw new RangeError(`${def.id} has no levels to set`);
  const index = def.states.findIndex((s) => s.id === stateId);
  if (index < 0) throw new RangeError(`${def.id} has no state "${stateId}"`);
  return change(def, value, placeIn(def, index, def.levels.set), 0);
}

/**
 * A spell or effect moves the level up or down by `steps` (2D6 interpretation: up lands with 90 turns left,
 * down with 270, in the order the rules name them). The ends of the track stop it.
 */
export function shiftTrackLevel(def: TrackDef, value: number, steps: number): TrackChange {
  if (!def.levels) throw new RangeError(`${def.id} has no levels to shift`);
  requireInt("steps", steps, -LIMIT, LIMIT);
  if (steps === 0) return change(def, value, value, 0);
  const index = Math.max(0, Math.min(def.states.length - 1, readTrack(def, value).index + steps));
  return change(def, value, placeIn(def, index, steps > 0 ? def.levels.up : def.levels.down), 0);
}

/** The rate of a period: `actions` taken (default 1), each counting 1 + `effects` (2D6: haste effects). */
export function trackRate(def: TrackDef, effects: number, actions = 1): number {
  requireInt("effects", effects, 0, 100);
  requireInt("actions", actions, 0, 10);
  return actions * (def.rateStatus ? 1 + effects : 1);
}

/**
 * Whole world-time periods from `at` to `now` (negative on a rewind) and the clock moved by them (the rest carries
 * over). At most a million periods a step: no track counts further, and what is left is counted next time.
 */
export function worldTimePeriods(def: TrackDef, at: number, now: number): { periods: number; at: number } {
  requireNumber("at", at);
  requireNumber("now", now);
  const seconds = def.seconds ?? 1;
  const periods = Math.max(-LIMIT, Math.min(LIMIT, Math.trunc((now - at) / seconds))) || 0;
  return { periods, at: at + periods * seconds };
}

/** What a set of tracks does to an actor: modifiers (worst per group, groups add), flags, overflow per effect. */
export function trackEffects(entries: readonly { def: TrackDef; value: number; overflowPeriods?: number }[]) {
  const modifiers = new Map<string, number>();
  const overflow = new Map<string, Map<string, number>>();
  const flags = new Set<string>();
  for (const { def, value, overflowPeriods } of entries) {
    const { state } = readTrack(def, value);
    const group = def.group ?? def.id;
    modifiers.set(group, Math.min(modifiers.get(group) ?? Infinity, state.modifier ?? 0));
    for (const f of state.flags ?? []) flags.add(f);
    if (def.overflow && overflowPeriods) {
      const byGroup = overflow.get(def.overflow.effect) ?? new Map<string, number>();
      byGroup.set(group, Math.max(byGroup.get(group) ?? 0, def.overflow.amount * overflowPeriods));
      overflow.set(def.overflow.effect, byGroup);
    }
  }
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  return {
    modifier: sum(modifiers),
    flags: [...flags].sort(),
    overflow: Object.fromEntries([...overflow].map(([effect, m]) => [effect, sum(m)])) as Record<string, number>,
  };
}
