import fc from "fast-check";
import { expect } from "chai";
import {
  ACTIONS, MOVEMENT_SKILLS, MOVEMENTS, SIDES, STEPS, actionAllowed, actionKind, addReactions, advance, beginActivation, cannotAct, confrontations, declareAction,
  declareMovement, impede, intercept, movementAllowed, movementKind, nextStepOf, recordPanic, recordResolution, stateAllowsAction,
  type ActionDeclaration, type ActivationState, type ModelFacts, type MovementDeclaration, type ReactionRecord, type Result,
} from "../../src/rulesets/eldfall/activation/rules/activation";
import {
  aooTriggers, charmLevel, charmed, countedSpaces, eligibility, forcedRecord, foresightDue, liveTriggers, meansOf, protectors, recordOf, sightOf, tauntRollers,
  type MoverFacts, type ReactorFacts,
} from "../../src/rulesets/eldfall/activation/rules/reactions";
import { SKILLS, STATES } from "../../src/rulesets/eldfall/profile/rules/keys";
import { idOf, int, properties } from "./harness";

const uuids = ["A.1", "A.2", "A.3", "A.4"];
const skills = fc.dictionary(idOf([...SKILLS]), int(0, 3), { maxKeys: 5 });
const states = fc.subarray([...STATES, "defensiveStance"], { maxLength: 4 });
const facts: fc.Arbitrary<ModelFacts> = fc.record({ side: fc.constantFrom(...SIDES), ap: int(0, 4), states, skills, overEncumbered: fc.boolean() });
const movement: fc.Arbitrary<MovementDeclaration> = fc.record({ movement: fc.constantFrom(...MOVEMENTS), skills: fc.subarray([...MOVEMENT_SKILLS]), crouch: fc.constantFrom("enter", "cancel", null) });
const means = fc.option(fc.record({ type: fc.constantFrom("melee", "ranged" as const), itemId: fc.option(fc.constantFrom("spear", "bow"), { nil: null }), itemName: fc.constant("Spear"), skills: fc.constant([]),
  combatArt: fc.option(fc.record({ id: fc.constantFrom("fencing", "archery"), level: int(1, 5) }), { nil: null }) }), { nil: null });
const target = fc.record({ uuid: fc.constantFrom(...uuids), name: fc.constant("T"), strikes: int(1, 4) });
const action: fc.Arbitrary<ActionDeclaration> = fc.record({ action: fc.constantFrom(...ACTIONS), targets: fc.array(target, { maxLength: 3 }), means, fixedStk: fc.constantFrom(1 as const, null) });
const panic = fc.constantFrom("none", "pending", "passed", "failed" as const);
const record: fc.Arbitrary<ReactionRecord> = fc.record({ reactorUuid: fc.constantFrom(...uuids), name: fc.constant("R"), action: fc.constantFrom(...ACTIONS), means,
  status: fc.constantFrom("declared", "aoo", "postponed", "charmed", "taunted" as const), at: fc.option(int(0, 6), { nil: null }), halvedAg: fc.boolean() });
const tilePath = int(0, 6).map((n) => Array.from({ length: n + 1 }, (_, x) => ({ x, y: 0 })));

/** One step of the machine, as a card button would ask it. */
const op = fc.oneof(
  fc.record({ op: fc.constant("panic" as const), passed: fc.boolean() }),
  fc.record({ op: fc.constant("advance" as const) }),
  fc.record({ op: fc.constant("move" as const), d: movement, path: tilePath }),
  fc.record({ op: fc.constant("act" as const), d: action }),
  fc.record({ op: fc.constant("react" as const), r: fc.array(record, { maxLength: 3 }) }),
  fc.record({ op: fc.constant("impede" as const), at: int(-1, 7), by: fc.constantFrom(...uuids) }),
  fc.record({ op: fc.constant("intercept" as const), by: fc.constantFrom(...uuids), ally: fc.constantFrom(...uuids) }),
  fc.record({ op: fc.constant("resolve" as const) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

function play(m: ModelFacts, ops: Op[]): { states: ActivationState[]; refusals: string[] } {
  const begun = beginActivation("x", { uuid: "A.1", name: "Hero" }, m);
  if (!begun.ok) return { states: [], refusals: [begun.error] };
  let s = begun.value;
  const states = [s];
  const refusals: string[] = [];
  for (const o of ops) {
    const r: Result<ActivationState> = o.op === "panic" ? recordPanic(s, o.passed) : o.op === "advance" ? advance(s) : o.op === "move" ? declareMovement(s, m, o.d, o.path)
      : o.op === "act" ? declareAction(s, m, o.d) : o.op === "react" ? addReactions(s, o.r) : o.op === "impede" ? impede(s, o.at, o.by)
        : o.op === "intercept" ? intercept(s, { uuid: o.by, name: "P" }, o.ally) : recordResolution(s, [{ key: "k", data: {} }]);
    if (r.ok) states.push((s = r.value));
    else refusals.push(r.error);
  }
  return { states, refusals };
}

properties("eldfall/rules/activation", [
  { name: "cannotAct / movementKind / actionKind / movementAllowed / actionAllowed / stateAllowsAction", args: [facts, movement, action, panic],
    run: (m: ModelFacts, mv: MovementDeclaration, a: ActionDeclaration, p: "none") => ({
      cannot: cannotAct(m), mk: movementKind(mv.movement, m), ak: actionKind(a.action), move: movementAllowed(m, mv, p), act: actionAllowed(m, mv, a, p), state: stateAllowsAction(m, a, "A.1"),
    }) },
  { name: "nextStepOf", args: [fc.constantFrom(...SIDES), fc.constantFrom(...STEPS)], run: nextStepOf, check: (s: string) => expect(STEPS).to.include(s) },
  { name: "beginActivation … recordResolution / confrontations", args: [facts, fc.array(op, { maxLength: 12 })],
    run: (m: ModelFacts, ops: Op[]) => { const r = play(m, ops); return { ...r, fights: r.states.map(confrontations) }; },
    check: (r: { states: ActivationState[]; refusals: string[] }) => {
      for (const s of r.states) {
        expect(STEPS).to.include(s.step);
        if (s.movement) expect(s.movement.stoppedAt).to.be.within(0, Math.max(0, s.movement.path.length - 1));
        const once = s.reactions.filter((x) => x.status !== "postponed").map((x) => x.reactorUuid);
        expect(new Set(once).size, "each reactor reacts once").to.equal(once.length);
      }
      for (const e of r.refusals) expect(e).to.match(/^REALMS\.Eldfall\.Activation\.Errors\.\w+$/);
    } },
]);

const END = 6;
const flags = fc.array(fc.boolean(), { minLength: END + 1, maxLength: END + 1 });
const weapon = fc.record({ id: fc.constantFrom("spear", "bow", "unarmed"), name: fc.constant("W"), type: fc.constantFrom("melee", "ranged" as const), reachAt: flags });
const reactor: fc.Arbitrary<ReactorFacts> = fc.record({
  side: fc.constantFrom(...SIDES), ap: int(0, 3), states, skills, overEncumbered: fc.boolean(), uuid: fc.constantFrom(...uuids), name: fc.constant("R"),
  seesAt: flags, awareAt: flags, weapons: fc.array(weapon, { maxLength: 3 }), sameSpaceAtEnd: fc.boolean(),
  distanceTo: fc.dictionary(idOf(uuids), int(0, 12), { maxKeys: 3 }), spd: int(0, 8),
});
const mover: fc.Arbitrary<MoverFacts> = fc.record({ uuid: fc.constant("A.9"), states, skills, flicker: fc.boolean(), end: int(0, END) });
/** Out of contract: a mover whose end index is huge, negative, fractional or not a number (a stale or forged card). */
const wildMover = fc.tuple(mover, fc.constantFrom(1e9, 2 ** 31, -1, 2.5, Number.NaN, Infinity, "3")).map(([m, end]) => ({ ...m, end }) as unknown as MoverFacts);
const context = fc.record({ moverIncapacitated: fc.boolean(), panicFailed: fc.boolean(), mayPostpone: fc.boolean() }, { requiredKeys: [] });

properties("eldfall/rules/reactions", [
  { name: "countedSpaces / sightOf / eligibility", args: [reactor, mover, context], wild: { 1: wildMover },
    run: (r: ReactorFacts, m: MoverFacts, c: Parameters<typeof eligibility>[2]) => ({ spaces: countedSpaces(m), sight: sightOf(r, m), eligible: eligibility(r, m, c) }),
    check: (x: { spaces: number[] }, [, m]) => { for (const i of x.spaces) expect(i).to.be.within(0, m.end); } },
  { name: "aooTriggers / liveTriggers / tauntRollers", args: [fc.array(reactor, { maxLength: 4 }), mover, int(0, END)], wild: { 1: wildMover },
    run: (rs: ReactorFacts[], m: MoverFacts, stop: number) => { const t = aooTriggers(rs, m); return { t, live: liveTriggers(t, new Set(["A.1"]), stop), taunt: tauntRollers(rs, m) }; },
    check: (x: { t: { at: number }[] }, [, m]) => { for (const t of x.t) expect(t.at).to.be.within(1, m.end); } },
  { name: "recordOf / meansOf / forcedRecord / charmed / charmLevel", args: [reactor, mover, fc.boolean(), int(0, 3)],
    run: (r: ReactorFacts, m: MoverFacts, postpone: boolean, level: number) => {
      const offers = eligibility(r, m, { mayPostpone: postpone }).offers;
      const records = offers.map((o) => recordOf(r, o));
      return { records, means: offers.map((o) => meansOf(o.weapon)), forced: forcedRecord(r), charmed: records.map((x) => charmed(x, level)), level: charmLevel(m) };
    } },
  { name: "protectors / foresightDue", args: [fc.array(reactor, { maxLength: 4 }), fc.subarray([...uuids, "__proto__", "constructor"]), fc.array(record, { maxLength: 4 })],
    run: (rs: ReactorFacts[], targets: string[], records: ReactionRecord[]) => ({ p: protectors(rs, targets), due: foresightDue(records, targets) }),
    check: (x: { p: { allyUuid: string }[] }, [, targets]) => { for (const p of x.p) expect(targets).to.include(p.allyUuid); } },
]);
