import fc from "fast-check";
import { expect } from "chai";
import { advanceTrack, gainTrack, readTrack, setTrackLevel, setTrackValue, shiftTrackLevel, trackEffects, trackRate, validateTrack, worldTimePeriods, type TrackDef } from "../../src/core/rules/tracks";
import { applyModifiers } from "../../src/core/rules/attributes";
import { HUNGER, THIRST, moonDial } from "../support/track-defs";
import { int, properties } from "./harness";
import { COUNTDOWN, timeEvents } from "../../src/rulesets/elf/conditions/rules/timers";
import { DYING_MINUTES, dyingChecksDue } from "../../src/rulesets/elf/conditions/rules/ladder";
import type { ActiveCondition } from "../../src/core/rules/conditions";

/** Random but valid definitions: rising states, storage around the range, either direction. */
const trackDef: fc.Arbitrary<TrackDef> = fc.record({
  min: int(-50, 50), span: int(0, 200), below: int(0, 30), above: int(0, 30), step: int(-5, 5), cut: fc.uniqueArray(int(1, 200), { maxLength: 5 }),
  cycle: fc.option(int(1, 12), { nil: undefined }), cap: fc.option(int(0, 200), { nil: undefined }),
}).map(({ min, span, below, above, step, cut, cycle, cap }) => ({
  id: "realms.test.t", label: "x", scope: "actor" as const, cadence: "turn" as const, step, initial: min, min, max: min + span,
  floor: min - below, ceiling: min + span + above, cycle, cap: cap === undefined ? undefined : min + Math.min(cap, span),
  states: [min - below, ...[...cut].sort((a, b) => a - b).map((c) => min - below + c)].map((from, i) => ({ id: `s${i}`, label: "x", from, modifier: -i })),
  overflow: { effect: "damage", amount: 1 }, levels: { set: 3, up: 1, down: 5 },
}));
const defs = fc.oneof(trackDef, fc.constantFrom(HUNGER, THIRST, moonDial(), moonDial(10)));
const valueIn = (def: TrackDef) => int(def.floor ?? def.min, def.ceiling ?? def.max);
const withValue = defs.chain((def) => fc.tuple(fc.constant(def), valueIn(def)));

/** The overflow count the closed form must match: walk period by period. */
function walked(def: TrackDef, v: number, periods: number, rate: number): number {
  let out = 0;
  let x = v;
  for (let k = 0; k < periods; k++) {
    x = Math.min(def.ceiling ?? def.max, Math.max(def.floor ?? def.min, x + def.step * rate));
    if (x < def.min || x > def.max) out++;
  }
  return out;
}

properties("core/rules/tracks", [
  { name: "advanceTrack", args: [withValue, int(-300, 300), int(0, 5)], junk: [1, 2],
    run: ([def, v]: [TrackDef, number], p: number, rate: number) => advanceTrack(def, v, p, rate),
    check: (r: { value: number; overflowPeriods: number }, args: unknown[]) => {
      const [[def, v], p, rate] = args as [[TrackDef, number], number, number];
      expect(r.value).to.be.within(def.floor ?? def.min, def.ceiling ?? def.max);
      expect(r.overflowPeriods).to.equal(p > 0 ? walked(def, v, p, rate) : 0);
    } },
  { name: "advanceTrack forward then back returns where it started unless storage stopped it", args: [withValue, int(0, 100)],
    run: ([def, v]: [TrackDef, number], p: number) => ({ there: advanceTrack(def, v, p).value, back: advanceTrack(def, advanceTrack(def, v, p).value, -p).value }),
    check: (r: { there: number; back: number }, args: unknown[]) => {
      const [[def, v], p] = args as [[TrackDef, number], number];
      const unclamped = v + def.step * p;
      if (unclamped === r.there) expect(r.back).to.equal(v);
    } },
  { name: "gainTrack", args: [withValue, int(-500, 500), fc.boolean()], junk: [1],
    run: ([def, v]: [TrackDef, number], amount: number, uncapped: boolean) => gainTrack(def, v, amount, uncapped),
    check: (r: { value: number }, args: unknown[]) => {
      const [[def, v], amount, uncapped] = args as [[TrackDef, number], number, boolean];
      if (def.cap !== undefined && !uncapped && amount > 0) expect(r.value).to.be.at.most(Math.max(v, def.cap));
      if (amount >= 0) expect(r.value).to.be.at.least(Math.min(v, def.ceiling ?? def.max));
    } },
  { name: "setTrackLevel / shiftTrackLevel land in the state asked for (or the end of the track)", args: [withValue, int(-3, 3), int(0, 5)], junk: [1],
    run: ([def, v]: [TrackDef, number], steps: number, pick: number) => {
      const state = def.states[pick % def.states.length]!;
      return def.levels ? { set: setTrackLevel(def, v, state.id), shift: shiftTrackLevel(def, v, steps), want: state.id } : null;
    },
    check: (r: { set: { to: string; value: number }; shift: { value: number }; want: string } | null, args: unknown[]) => {
      const [[def]] = args as [[TrackDef]];
      if (!r || def.cycle) return;
      // A state narrower than the landing offset keeps the value at its edge: still in the state, unless storage cannot reach it.
      const state = def.states.find((s) => s.id === r.want)!;
      if (state.from <= (def.ceiling ?? def.max)) expect(r.set.to).to.equal(r.want);
      expect(r.shift.value).to.be.within(def.floor ?? def.min, def.ceiling ?? def.max);
    } },
  { name: "readTrack / trackEffects", args: [fc.array(withValue, { maxLength: 4 })],
    run: (entries: [TrackDef, number][]) => ({ read: entries.map(([d, v]) => readTrack(d, v).state.id), effects: trackEffects(entries.map(([def, value]) => ({ def, value, overflowPeriods: 1 }))) }),
    check: (r: { effects: { modifier: number } }, args: unknown[]) => {
      const [entries] = args as [[TrackDef, number][]];
      // Worst per group, never more than the sum of every state's penalty.
      const sum = entries.reduce((s, [d, v]) => s + (readTrack(d, v).state.modifier ?? 0), 0);
      expect(r.effects.modifier).to.be.at.least(sum);
    } },
  { name: "setTrackValue", args: [withValue, int(-500, 500)], junk: [1],
    run: ([def, v]: [TrackDef, number], next: number) => setTrackValue(def, v, next),
    check: (r: { value: number }, args: unknown[]) => { const [[def]] = args as [[TrackDef]]; expect(r.value).to.be.within(def.floor ?? def.min, def.ceiling ?? def.max); } },
  { name: "trackRate", args: [defs, int(0, 100), int(0, 10)], junk: [1, 2], run: trackRate, check: (n: number) => expect(n).to.be.at.least(0) },
  { name: "worldTimePeriods", args: [int(0, 1e6), int(0, 1e6), int(1, 86400)], junk: [0, 1],
    run: (at: number, now: number, seconds: number) => worldTimePeriods({ ...HUNGER, cadence: "worldTime", seconds }, at, now),
    check: (r: { at: number }, [, now, seconds]: number[]) => expect(Math.abs(now - r.at)).to.be.below(seconds) },
]);

const stages = fc.record({
  adds: fc.array(int(-30, 30), { maxLength: 6 }), halve: int(0, 3), double: int(0, 3),
  clamp: fc.option(fc.tuple(int(-20, 0), int(0, 40)).map(([min, max]) => ({ min, max })), { nil: undefined }),
  cap: fc.option(fc.record({ max: int(-5, 10) }), { nil: undefined }), capExempt: fc.boolean(),
  autoFailAtOrBelow: fc.option(int(-5, 5), { nil: undefined }), critAbove: fc.option(int(1, 30), { nil: undefined }),
});

properties("core/rules/attributes", [
  { name: "applyModifiers", args: [int(-50, 50), stages], junk: [0],
    run: applyModifiers,
    check: (r: { value: number; capped: boolean }, args: unknown[]) => {
      const [base, s] = args as [number, { adds: number[]; halve: number; double: number; clamp?: { min: number; max: number }; cap?: { max: number }; capExempt: boolean }];
      if (s.clamp && !(s.cap && !s.capExempt)) expect(r.value).to.be.within(s.clamp.min, s.clamp.max);
      if (s.cap && !s.capExempt) expect(r.value).to.be.at.most(s.cap.max);
      if (s.capExempt) expect(r.capped).to.equal(false);
      // Without halving, doubling, clamp or cap the pipeline is the plain sum the dialogs always showed.
      if (!s.halve && !s.double && !s.clamp && !s.cap) expect(r.value).to.equal(s.adds.reduce((a, b) => a + b, base));
    } },
]);

describe("Elf timers on the engine keep the old arithmetic", () => {
  it("the Elf timer tracks are valid definitions", () => {
    expect(validateTrack(COUNTDOWN)).to.equal(COUNTDOWN);
    expect(validateTrack(DYING_MINUTES)).to.equal(DYING_MINUTES);
  });

  it("a countdown ends exactly when now ≥ start + duration; Dying checks due = ⌊(now − since) / 60⌋ − done, never negative", () => {
    fc.assert(fc.property(int(0, 1e6), int(0, 1e5), int(-1e5, 2e6), int(0, 50), fc.boolean(), (start, duration, offset, done, stable) => {
      const now = start + offset;
      const c: ActiveCondition = { id: "knockedOut", appliedAt: { round: 0, turn: null, worldTime: start }, duration: { unit: "seconds", value: duration } };
      expect(timeEvents([c], now).wake).to.equal(now >= start + duration);
      expect(dyingChecksDue(start, done, now, stable)).to.equal(stable ? 0 : Math.max(0, Math.floor((now - start) / 60) - done));
    }), { numRuns: 2000, seed: 20261123 });
  });
});
