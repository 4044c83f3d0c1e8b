import fc from "fast-check";
import { expect } from "chai";
import { armorBonus, npcWoundThreshold, type ArmorPiece, type AttackProfile, type ShieldPiece } from "../../src/rulesets/elf/damage/rules/armor";

const MELEE_ATTACK: AttackProfile = { ranged: false, gunpowder: false, smallSharp: false };
import { ELF_DAMAGE_RULES, HARMS, damageKindsOf, harmPacket, npcDamage, pcDamage, pcDamageDifficulty, pcDamagePacket, woundThreshold } from "../../src/rulesets/elf/damage/rules/damage";
import { resolveDamage } from "../../src/core/rules/damage";
import { effectiveDifficulty, npcDerived } from "../../src/rulesets/elf/damage/rules/derived";
import { LADDER_IDS, actionBlocker, actionPenalty, applyHarm, dyingChecksDue, outOfFight, wake, wakeMinutes, type LadderId } from "../../src/rulesets/elf/conditions/rules/ladder";
import { naturalDistribution, taskOdds } from "../../src/rulesets/elf/task/rules/odds";
import { bandIndex, canMove, closeClosure, moveRefusal, pairKey, reachDisadvantage, usableAt } from "../../src/rulesets/elf/combat/rules/range";
import { STRUCTURES, compareInitiative, countsAsAction, defersNpcHarm, roundSeconds, duelHit, duelPlan, longActionFails, meleeAttackHits, meleeDefenceFails } from "../../src/rulesets/elf/combat/rules/structures";
import { BANDS } from "../../src/rulesets/elf/combat/rules/tables";
import { ROLL_MODES, TIE_OPTIONS, combineModes, finalOutcome, parseDifficulty, resolveTask, settleTie, taskFormula } from "../../src/rulesets/elf/task/rules/task";
import { afterCombat, isLadderId, ladderConditions, recordDyingCheck, stabilize, statesOf, timeEvents } from "../../src/rulesets/elf/conditions/rules/timers";
import type { ActiveCondition } from "../../src/core/rules/conditions";
import { all, dice, int, probability, properties, sumOf, text } from "./harness";

const mode = fc.constantFrom(...ROLL_MODES);
const outcome = fc.constantFrom("failure", "tie", "success" as const);
const stance = fc.constantFrom("attack", "defend" as const);
const reach = fc.constantFrom("S", "M", "L" as const);
const band = fc.constantFrom(...BANDS);
const states = fc.uniqueArray(fc.constantFrom(...LADDER_IDS), { maxLength: 4 });
const harm = fc.constantFrom("stunned", "wounded", "knockedOut", "dying", "dead" as const);
const time = fc.integer({ min: 0, max: 1e9 });
const at = fc.record({ round: int(0, 99), turn: fc.option(int(0, 20), { nil: null }), worldTime: time });
const ladderConditionsArb: fc.Arbitrary<ActiveCondition[]> = fc.tuple(states, at, fc.boolean(), int(0, 99)).map(([s, a, inCombat, ip]) =>
  ladderConditions([], s, { at: a, inCombat, stunRecoverySeconds: 600, knockoutMinutes: 14, injuryPoints: ip }));
const piece: fc.Arbitrary<ArmorPiece> = fc.record({ name: text({ maxLength: 5 }), bonus: int(0, 10), vsSmallSharp: fc.option(int(0, 10), { nil: null }), vsRanged: fc.option(int(0, 10), { nil: null }), metal: fc.boolean(), modern: fc.boolean() });
const shield: fc.Arbitrary<ShieldPiece | null> = fc.option(fc.record({ name: text({ maxLength: 5 }), bonus: int(0, 10), vsRanged: int(0, 10), metal: fc.boolean(), modern: fc.boolean() }), { nil: null });

properties("elf/rules/armor", [
  { name: "armorBonus", args: [fc.array(piece, { maxLength: 4 }), shield, fc.record({ ranged: fc.boolean(), gunpowder: fc.boolean(), smallSharp: fc.boolean() })], run: armorBonus,
    check: (b: { total: number; parts: { value: number }[] }) => expect(b.total).to.equal(b.parts.reduce((s, p) => s + p.value, 0)) },
  { name: "npcWoundThreshold", args: [int(0, 10), fc.option(int(0, 40), { nil: null }), fc.array(piece, { maxLength: 3 }), shield, fc.record({ ranged: fc.boolean(), gunpowder: fc.boolean(), smallSharp: fc.boolean() })], junk: [0, 1],
    run: npcWoundThreshold, check: (t: number, [, override]) => { if (override !== null) expect(t).to.equal(override); } },
  { name: "armorBonus (melee, no armor)", args: [shield], run: (s: ShieldPiece | null) => armorBonus([], s, MELEE_ATTACK) },
]);

properties("elf/rules/damage", [
  { name: "woundThreshold", args: [int(0, 10), fc.option(int(0, 40), { nil: null })], junk: all(2), run: woundThreshold },
  { name: "npcDamage", args: [dice(6, 3, 3), int(0, 10), int(0, 40), fc.constantFrom("lethal", "stun" as const)], junk: all(4), run: npcDamage },
  { name: "pcDamageDifficulty", args: [int(0, 10), int(0, 99)], junk: all(2), run: pcDamageDifficulty },
  { name: "pcDamage", args: [dice(6, 3, 3), int(0, 10), int(0, 10), int(0, 99), fc.constantFrom("lethal", "stun" as const)], junk: all(5), run: pcDamage,
    check: (r: { injuryPoints: number; harm: string }, [, , , ip]) => expect(r.injuryPoints).to.equal(ip + (r.harm === "unharmed" ? 0 : 1)) },
]);

const kind = fc.constantFrom("lethal", "stun" as const);
properties("elf/rules/damage (packets)", [
  { name: "damageKindsOf", args: [fc.constantFrom("melee", "natural", "ranged" as const), fc.boolean()], run: (k: "melee", stunCapable: boolean) => damageKindsOf({ kind: k, stunCapable }),
    check: (kinds: string[]) => expect(kinds).to.include("lethal") },
  { name: "harmPacket (through the Elf damage rules)", args: [fc.constantFrom(...HARMS), fc.constantFrom("lethal", "stun", "untyped" as const), int(0, 9), fc.option(fc.record({ natural: int(3, 18), total: int(-5, 30), difficulty: int(0, 30) }), { nil: null }), fc.boolean()], junk: [2],
    run: (h: (typeof HARMS)[number], k: "lethal", ip: number, roll: { natural: number; total: number; difficulty: number } | null, failed: boolean) => resolveDamage(harmPacket(h, k, ip, roll, failed), {}, ELF_DAMAGE_RULES),
    check: (o: { total: number; secondary: string[] }, [h, , ip]) => { expect(o.total).to.equal(ip); expect(o.secondary).to.deep.equal(h === "unharmed" ? [] : [h]); } },
  { name: "pcDamagePacket", args: [dice(6, 3, 3), int(0, 10), int(0, 10), int(0, 99), kind, fc.boolean()],
    run: (d: number[], armor: number, bonus: number, ip: number, k: "lethal", failed: boolean) => resolveDamage(pcDamagePacket({ kind: k, injuryBefore: ip, result: pcDamage(d, armor, bonus, ip, k), longActionFailed: failed }), {}, ELF_DAMAGE_RULES),
    check: (o: { total: number }) => expect(o.total).to.be.oneOf([0, 1]) },
]);

properties("elf/rules/derived", [
  { name: "npcDerived", args: [fc.record({ armorBonus: int(0, 10), woundThresholdOverride: fc.option(int(0, 40), { nil: null }), difficultyLevel: int(0, 30) })], run: npcDerived },
  { name: "effectiveDifficulty", args: [int(0, 30), states, fc.boolean()], junk: [0], run: effectiveDifficulty, check: (d: number) => expect(d).to.be.at.least(0) },
]);

properties("elf/rules/ladder", [
  { name: "applyHarm / wake / actionPenalty / outOfFight", args: [states, harm, fc.boolean()],
    run: (s: LadderId[], h: Parameters<typeof applyHarm>[1], stack: boolean) => { const step = applyHarm(s, h); return { step, woken: wake(step.states), penalty: actionPenalty(step.states, stack), out: outOfFight(step.states) }; },
    check: (r: { step: { states: string[] } }) => expect(new Set(r.step.states).size).to.equal(r.step.states.length) },
  { name: "actionBlocker", args: [states], run: actionBlocker, check: (b: string | null, [s]) => { if (b !== null) expect(s).to.include(b); } },
  { name: "wakeMinutes", args: [dice(6, 2, 2)], junk: all(1), run: wakeMinutes, check: (m: number) => expect(m).to.be.within(12, 22) },
  { name: "dyingChecksDue", args: [time, int(0, 1000), time, fc.boolean()], junk: all(4), run: dyingChecksDue, check: (n: number) => expect(Number.isInteger(n) && n >= 0).to.equal(true) },
]);

properties("elf/rules/odds", [
  { name: "taskOdds", args: [mode, int(-20, 20), int(0, 40)], junk: [1, 2], run: taskOdds,
    check: (o: { failure: number; tie: number; success: number }) => { probability(o.failure); probability(o.tie); probability(o.success); expect(o.failure + o.tie + o.success).to.be.closeTo(1, 1e-12); } },
  { name: "naturalDistribution", args: [mode], junk: all(1), run: (m: "normal") => ({ d: naturalDistribution(m).entries() }),
    check: (r: { d: [number, number][] }) => expect(sumOf(r.d)).to.be.closeTo(1, 1e-12) },
]);

properties("elf/rules/range", [
  { name: "usableAt", args: [fc.oneof(fc.record({ kind: fc.constant("melee" as const), reach }), fc.record({ kind: fc.constant("ranged" as const), maxRange: band })), band, fc.record({ veryLongAtDisadvantage: fc.boolean() })], run: usableAt },
  { name: "moveRefusal", args: [fc.boolean(), band, band, int(0, 20), fc.option(int(0, 20), { nil: null }), fc.option(int(0, 20), { nil: null })],
    run: (gm: boolean, from: "close", to: "close", round: number, movedRound: number | null, actedRound: number | null) => moveRefusal({ gm, from, to, round, movedRound, actedRound }),
    check: (r: string | null, [gm]) => { if (gm) expect(r).to.equal(null); } },
  { name: "closeClosure", args: [fc.uniqueArray(fc.constantFrom("a", "b", "c", "d", "__proto__"), { maxLength: 5 }), fc.dictionary(fc.constantFrom("a|b", "b|c", "c|d", "a|d", "__proto__|a", "constructor"), band, { maxKeys: 4 })],
    run: closeClosure, check: (out: Record<string, string>) => { for (const b of Object.values(out)) expect(b).to.equal("close"); } },
  { name: "reachDisadvantage / canMove / bandIndex / pairKey", args: [reach, reach, band, band, text({ maxLength: 4 }), text({ maxLength: 4 })],
    run: (a: "S", d: "S", f: "close", t: "close", x: string, y: string) => ({ r: reachDisadvantage(a, d), m: canMove(f, t), i: bandIndex(f), k: pairKey(x, y) === pairKey(y, x) }),
    check: (r: { k: boolean; i: number }) => { expect(r.k).to.equal(true); expect(r.i).to.be.at.least(0); } },
]);

properties("elf/rules/structures", [
  { name: "duelPlan / duelHit", args: [stance, stance, outcome], run: (p: "attack", n: "attack", o: "tie") => ({ plan: duelPlan(p, n), hit: duelHit(p, n, o) }) },
  { name: "meleeAttackHits / meleeDefenceFails / defersNpcHarm / longActionFails", args: [outcome, fc.constantFrom(...STRUCTURES), fc.boolean(), fc.boolean()],
    run: (o: "tie", s: "duel", h: boolean, l: boolean) => [meleeAttackHits(o), meleeDefenceFails(o), defersNpcHarm(s), longActionFails(h, l)] },
  { name: "countsAsAction / roundSeconds", args: [fc.constantFrom("task", "attack", "defence", "duel", "dying" as const), fc.constantFrom(...STRUCTURES), int(0, 60), int(0, 60), int(0, 60)], junk: [2, 3, 4],
    run: (purpose: "task", s: "duel", duel: number, melee: number, foundry: number) => ({ action: countsAsAction(purpose), seconds: roundSeconds(s, { duelRoundSeconds: duel, meleeRoundSeconds: melee }, foundry) }),
    check: (r: { seconds: number }) => expect(r.seconds).to.be.at.least(0) },
  { name: "compareInitiative", args: [fc.array(fc.record({ id: text({ maxLength: 3 }), side: fc.constantFrom("pc", "npc" as const), initiative: fc.option(int(-5, 40), { nil: null }), order: fc.option(int(0, 9), { nil: undefined }) }), { maxLength: 8 })],
    run: (entries: Parameters<typeof compareInitiative>[0][]) => [...entries].sort(compareInitiative).map((e) => compareInitiative(e, e)),
    check: (self: number[]) => expect(self.every((x) => x === 0)).to.equal(true) },
]);

properties("elf/rules/task", [
  { name: "resolveTask", args: [int(3, 18), int(-20, 20), int(0, 40)], junk: all(3), run: resolveTask,
    check: (r: { total: number; outcome: string }, [n, m]) => { expect(r.total).to.equal(n + m); if (n <= 4) expect(r.outcome).to.equal("failure"); if (n >= 17) expect(r.outcome).to.equal("success"); } },
  { name: "taskFormula / combineModes", args: [mode, fc.boolean(), fc.boolean()], run: (m: "normal", a: boolean, d: boolean) => [taskFormula(m), combineModes(a, d)] },
  { name: "settleTie / finalOutcome", args: [fc.constantFrom(...TIE_OPTIONS), outcome], run: (t: "successAtCost", o: "tie") => [settleTie(t), finalOutcome(o, t), finalOutcome(o, null)] },
  { name: "parseDifficulty", args: [fc.oneof(text({ maxLength: 4 }), int(-5, 200), fc.constant(null))], junk: all(1), run: parseDifficulty,
    check: (d: number | null) => expect(d === null || (Number.isInteger(d) && d >= 0 && d <= 99)).to.equal(true) },
]);

properties("elf/rules/timers", [
  { name: "ladderConditions / statesOf / isLadderId", args: [ladderConditionsArb], run: (c: ActiveCondition[]) => ({ states: statesOf(c), ids: c.map((x) => isLadderId(x.id)) }) },
  { name: "timeEvents", args: [ladderConditionsArb, time], junk: [1], run: timeEvents, check: (e: { dyingChecks: number }) => expect(e.dyingChecks).to.be.at.least(0) },
  { name: "afterCombat / recordDyingCheck / stabilize", args: [ladderConditionsArb, time, int(0, 3600)], junk: [1, 2],
    run: (c: ActiveCondition[], t: number, s: number) => stabilize(recordDyingCheck(afterCombat(c, t, s))) },
]);
