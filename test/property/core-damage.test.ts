import fc from "fast-check";
import { expect } from "chai";
import { healPool, onPool, resolveDamage, spendFrom, type DamagePacket, type DamageProfile, type DamageRules } from "../../src/core/rules/damage";
import { answerSpawn, copiesLeft, type PoolKind, type SpawnRequest } from "../../src/core/rules/spawn-pool";
import { drawRow, rowOfRoll, type TableRow } from "../../src/core/rules/table-draw";
import {
  affordable, answer, confirmProposals, openWindow, pay, proposals, reopen, resolutionOrder, timeOut,
  type Reactor, type ReactionWindow, type WindowResult,
} from "../../src/core/rules/reaction-window";
import { all, idOf, int, properties } from "./harness";

/** Closed when nobody is waiting or proposed: everyone chose, declined, timed out or could not react. */
const isClosed = (w: ReactionWindow) => w.reactors.every((r) => r.status !== "waiting" && r.status !== "proposed");

const TYPES = ["untyped", "fire", "frost", "physical", "magical"];
const type = idOf(TYPES);
const effects = fc.array(fc.constantFrom("burning", "frozen", "bleeding"), { maxLength: 2 });
const packet: fc.Arbitrary<DamagePacket> = fc.record({
  parts: fc.array(fc.record({ amount: int(0, 50), type, secondary: fc.option(effects, { nil: undefined }) }), { maxLength: 4 }),
  secondary: fc.option(effects, { nil: undefined }), options: fc.option(fc.record({ aura: fc.boolean() }), { nil: undefined }),
});
const profile: fc.Arbitrary<DamageProfile> = fc.record({
  resistances: fc.dictionary(type, int(0, 20), { maxKeys: 3 }), immunities: fc.array(fc.oneof(type, fc.constantFrom("burning", "frozen")), { maxLength: 3 }),
  vulnerabilities: fc.array(type, { maxLength: 3 }), damageImmunities: fc.array(type, { maxLength: 2 }),
}, { requiredKeys: [] });
const rules: fc.Arbitrary<DamageRules> = fc.record({
  unresistable: fc.subarray(TYPES), resistable: fc.option(fc.subarray(TYPES), { nil: undefined }), secondaryOnlyIfVulnerableOption: fc.option(fc.constant("aura"), { nil: undefined }),
  steps: fc.array(int(-10, 10).map((d) => (v: number) => (d === 0 ? null : { value: v - d, label: "armor", data: { amount: d } })), { maxLength: 2 }),
}, { requiredKeys: [] });
/** Out of contract: a part whose amount is NaN, fractional, negative or huge. */
const wildPacket = fc.tuple(packet, fc.constantFrom(Number.NaN, 2.5, -1, 1e12, Infinity, "4")).map(([p, amount]) => ({ ...p, parts: [...p.parts, { amount, type: "fire" }] }) as unknown as DamagePacket);

properties("core/rules/damage", [
  { name: "resolveDamage / onPool", args: [packet, profile, rules, int(0, 99), int(-10, 0)], junk: [3, 4], wild: { 0: wildPacket },
    run: (p: DamagePacket, pr: DamageProfile, r: DamageRules, value: number, min: number) => onPool(resolveDamage(p, pr, r), { path: "hp.value", value, min }),
    check: (o: { total: number; after: Record<string, number>; steps: { label: string }[] }, [p, pr, , value, min]) => {
      expect(Number.isInteger(o.total) && o.total >= 0).to.equal(true);
      // A resistance applies only to a type the profile lists as its own ("constructor" is no resistance).
      if (o.steps.some((s) => s.label.endsWith(".resistance"))) expect(p.parts.some((x: { type: string }) => Object.hasOwn(pr.resistances ?? {}, x.type))).to.equal(true);
      expect(o.after["hp.value"]).to.equal(Math.max(min, value - o.total));
    } },
  { name: "healPool / spendFrom", args: [int(0, 99), int(0, 99), int(0, 99)], junk: all(3),
    run: (value: number, amount: number, max: number) => ({ heal: healPool(value, amount, max), spend: spendFrom(value, amount) }),
    check: (r: { heal: number; spend: { ok: boolean; value: number } }, [value, amount]) => {
      expect(r.heal).to.be.at.least(value);
      expect(r.spend.value).to.equal(r.spend.ok ? value - amount : value);
    } },
]);

const KINDS = ["k1", "k2", "k3", "k4", "k5"];
const kind: fc.Arbitrary<PoolKind> = fc.record({ id: fc.constantFrom(...KINDS), tier: int(0, 4), count: int(0, 4), onField: int(0, 4), character: fc.option(fc.boolean(), { nil: undefined }) });
const request: fc.Arbitrary<SpawnRequest> = fc.oneof(
  fc.record({ kind: fc.constant("named" as const), id: idOf(KINDS), tier: int(0, 4) }),
  fc.record({ kind: fc.constant("tier" as const), tier: int(0, 4) }),
);

properties("core/rules/spawn-pool", [
  { name: "copiesLeft / answerSpawn", args: [fc.uniqueArray(kind, { selector: (k) => k.id, maxLength: 5 }), request, int(0, 5)], junk: [2],
    wild: { 0: fc.array(fc.tuple(kind, fc.constantFrom(Number.NaN, -1, 2.5, 1e9)).map(([k, n]) => ({ ...k, count: n })), { maxLength: 3 }) },
    run: (pool: PoolKind[], r: SpawnRequest, maxTier: number) => ({ left: pool.map(copiesLeft), answer: answerSpawn(pool, r, { maxTier }) }),
    check: (x: { left: number[]; answer: { kind: string; candidates?: string[] } }, [pool]) => {
      for (const n of x.left) expect(n).to.be.at.least(0);
      for (const id of x.answer.candidates ?? []) expect(copiesLeft(pool.find((k: PoolKind) => k.id === id))).to.be.above(0);
    } },
]);

const tableRows: fc.Arbitrary<TableRow[]> = fc.array(fc.tuple(int(1, 4), fc.boolean()), { maxLength: 8 }).map((spans) => {
  let from = 1;
  return spans.map(([w, available]) => { const row = { range: [from, from + w - 1] as const, available }; from += w; return row; });
});

properties("core/rules/table-draw", [
  { name: "rowOfRoll / drawRow", args: [tableRows, int(-2, 40)], junk: [1],
    run: (rows: TableRow[], roll: number) => ({ row: rowOfRoll(rows, roll), draw: drawRow(rows, roll) }),
    check: (r: { draw: { kind: string; index?: number; above?: number | null; below?: number | null } }, [rows]) => {
      if (r.draw.kind === "row") expect(rows[r.draw.index!].available).to.equal(true);
      if (r.draw.kind === "neighbour") { expect(rows[r.draw.above!].available).to.equal(true); expect(rows[r.draw.below!].available).to.equal(true); }
    } },
]);

const OPTIONS = ["dodge", "parry", "counter"];
const option = fc.record({ id: fc.constantFrom(...OPTIONS), timing: fc.constantFrom("before", "after" as const),
  cost: fc.oneof(fc.record({ kind: fc.constantFrom("ap", "use" as const), amount: int(0, 3) }), fc.constant({ kind: "free" as const })) });
const reactorIds = ["r1", "r2", "r3", "__proto__"];
const reactor: fc.Arbitrary<Reactor<{ sees: boolean; near: boolean }>> = fc.record({
  id: fc.constantFrom(...reactorIds), data: fc.record({ sees: fc.boolean(), near: fc.boolean() }), purse: fc.record({ ap: int(0, 4), usesLeft: int(0, 2) }),
  options: fc.uniqueArray(option, { selector: (o) => o.id, maxLength: 3 }), ai: fc.boolean(), priority: int(0, 5),
});
const reactors = fc.uniqueArray(reactor, { selector: (r) => r.id, maxLength: 4 });
/** Out of contract: the same reactor listed twice in one window. */
const doubled = reactors.filter((rs) => rs.length > 0).map((rs) => [...rs, rs[0]!]);
const step = fc.oneof(
  fc.record({ op: fc.constant("answer" as const), id: idOf(reactorIds), option: fc.option(idOf(OPTIONS), { nil: null }) }),
  fc.record({ op: fc.constantFrom("timeOut", "reopen" as const), id: idOf(reactorIds) }),
  fc.record({ op: fc.constant("confirm" as const), decisions: fc.dictionary(idOf(reactorIds), fc.option(idOf(OPTIONS), { nil: null }), { maxKeys: 3 }) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

properties("core/rules/reaction-window", [
  { name: "openWindow … resolutionOrder (affordable, pay, answer, timeOut, reopen, proposals, confirmProposals, isClosed)",
    args: [reactors, fc.subarray(["before", "after"] as ("before" | "after")[], { minLength: 1 }), fc.array(step, { maxLength: 8 })], wild: { 0: doubled },
    run: (rs: Reactor<{ sees: boolean; near: boolean }>[], timings: ("before" | "after")[], steps: Step[]) => {
      let w: ReactionWindow = openWindow("t", null, rs, [{ id: "sight", test: (d) => d.sees }, { id: "range", test: (d) => d.near }], timings);
      const errors: string[] = [];
      for (const s of steps) {
        const r: WindowResult = s.op === "answer" ? answer(w, s.id, s.option) : s.op === "confirm" ? confirmProposals(w, s.decisions) : s.op === "timeOut" ? timeOut(w, s.id) : reopen(w, s.id);
        if (r.ok) w = r.window;
        else errors.push(r.error);
      }
      return { w, errors, proposed: proposals(w).length, closed: isClosed(w), order: resolutionOrder(w), costs: rs.flatMap((r) => r.options.map((o) => affordable(o.cost, r.purse) ? pay(o.cost, r.purse) : null)) };
    },
    check: (r: { w: ReactionWindow; errors: string[]; order: { purse: { ap: number; usesLeft: number } }[]; costs: ({ ap: number; usesLeft: number } | null)[] }) => {
      for (const e of r.errors) expect(e).to.match(/^REALMS\.ReactionWindow\.\w+$/);
      for (const o of r.order) { expect(o.purse.ap).to.be.at.least(0); expect(o.purse.usesLeft).to.be.at.least(0); }
      for (const p of r.costs) if (p) { expect(p.ap).to.be.at.least(0); expect(p.usesLeft).to.be.at.least(0); }
    } },
]);
