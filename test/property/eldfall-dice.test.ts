import fc from "fast-check";
import { expect } from "chai";
import {
  ALL_STATE_IDS, STATE_TRIGGERS, applyState, durationFor, isStateId, outlasts, removeState, stateCondition, stateImmunity, stateStages, stateStk, statesEndedBy,
  traitRefsOf, type StateId,
} from "../../src/rulesets/eldfall/states/rules/states";
import { untilCastersNextStrategic } from "../support/fixtures-eldfall-states";
import { planBoundary, strategicPlan, tickTarget, tickWounds, type PhaseModel } from "../../src/rulesets/eldfall/turns/rules/phase-effects";
import { critUpTo, modifiersFor, stagesOf, strikesFor, type ActorProfile, type RollContext } from "../../src/rulesets/eldfall/dice/rules/ability-modifiers";
import { rollerModifiers, sourceLabel, spaceModifiersOf } from "../../src/rulesets/eldfall/dice/rules/roll-modifiers";
import {
  ROLL_KINDS, REROLL_SOURCES, applyRerolls, attributeChance, attributeFor, checkOf, checkRerollChoice, critFaces, damageChance, damageTarget, modifiedAttribute,
  readFace, rerollAllowance, rerollDie, rerollProblem, rolledDie, rollCheck, strikeCount, type RollCheck, type RolledDie,
} from "../../src/rulesets/eldfall/dice/rules/roll";
import { attributeRollSucceeds, damageSucceeds, damageThreshold, effectiveArmor, effectivePower, type PwModifier } from "../../src/rulesets/eldfall/dice/rules/damage";
import { attackOdds, confrontationOdds } from "../../src/rulesets/eldfall/dice/rules/odds";
import { combatArtUsable, exploitWeakPoints, fencingOnTarget, resolveAttack, resolveConfrontation, unstoppablePrevents, type AttackSide } from "../../src/rulesets/eldfall/dice/rules/confrontation";
import { attackSpace } from "../../src/rulesets/eldfall/space/rules/attack-space";
import { CLASSES, COMBAT_ATTRIBUTES, SKILLS, TRAITS } from "../../src/rulesets/eldfall/profile/rules/keys";
import { UNWALKED, walkStructure, type Boundary } from "../../src/core/rules/timeline";
import { buildTimeline } from "../../src/core/rules/turn-structure";
import type { ActiveCondition } from "../../src/core/rules/conditions";
import { all, die, dice, idOf, int, probability, properties, sumOf } from "./harness";

const at = fc.record({ round: int(0, 9), turn: fc.constant(null), worldTime: int(0, 1000), side: fc.option(fc.constantFrom("heroes", "hostiles"), { nil: null }), activation: fc.constant(null) });
const stateId = fc.constantFrom(...ALL_STATE_IDS);
const duration = fc.option(fc.oneof(fc.constantFrom({ unit: "permanent" as const }, { unit: "sideTurn" as const }, { unit: "activation" as const }, { unit: "quest" as const }),
  fc.constantFrom("a", "b").map(untilCastersNextStrategic)), { nil: undefined });
const traits = fc.dictionary(idOf([...TRAITS]), int(0, 2), { maxKeys: 3 });
const request = fc.record({ at, duration, traits, hero: fc.boolean(), voluntary: fc.boolean(), clearTacticalAtQuestEnd: fc.boolean() }, { requiredKeys: ["at"] });
const active: fc.Arbitrary<ActiveCondition[]> = fc.array(fc.tuple(stateId, request), { maxLength: 5 })
  .map((steps) => steps.reduce<ActiveCondition[]>((list, [id, r]) => applyState(list, id, r).active, []));
const stateList = fc.subarray([...ALL_STATE_IDS, "other"], { maxLength: 4 });

properties("eldfall/rules/states", [
  { name: "applyState / removeState / statesEndedBy / durationFor / outlasts / stateCondition", args: [active, stateId, request, fc.constantFrom(...STATE_TRIGGERS)],
    wild: { 1: idOf([...ALL_STATE_IDS]) },
    run: (list: ActiveCondition[], id: StateId, r: Parameters<typeof applyState>[2], trigger: (typeof STATE_TRIGGERS)[number]) => {
      const applied = applyState(list, id, r);
      return { applied, removed: removeState(applied.active, applied.state), ended: statesEndedBy(applied.active, trigger), duration: durationFor(id, r), longer: outlasts(durationFor(id, r), { unit: "sideTurn" }), def: stateCondition(id) };
    },
    check: (x: { applied: { active: ActiveCondition[]; cancelled: string[] } }) => {
      expect(new Set(x.applied.active.map((c) => c.id)).size, "one copy of a State").to.equal(x.applied.active.length);
      for (const c of x.applied.cancelled) expect(x.applied.active.map((a) => a.id)).not.to.include(c);
    } },
  { name: "isStateId / traitRefsOf / stateImmunity / stateStages / stateStk", args: [stateList, traits, idOf([...ALL_STATE_IDS]), fc.constantFrom(...COMBAT_ATTRIBUTES, "spd" as const), fc.boolean(), fc.constantFrom("active", "reactive" as const)],
    run: (s: string[], t: Record<string, number>, effect: string, attribute: "off", melee: boolean, role: "active") => ({
      ids: s.map(isStateId), refs: traitRefsOf(t), immune: stateImmunity(t, effect), stages: stateStages(s, attribute), stk: stateStk(s, { melee, role }),
    }),
    check: (r: { refs: { level: number }[] }) => { for (const x of r.refs) expect(x.level).to.be.above(0); } },
]);

const phaseModel: fc.Arbitrary<PhaseModel> = fc.record({
  id: fc.constantFrom("m1", "m2", "m3"), side: fc.option(fc.constantFrom("heroes", "hostiles"), { nil: null }), hero: fc.boolean(), sta: int(0, 6), hp: int(0, 12), hpMax: int(0, 12), t: int(0, 12), ap: int(0, 6),
  states: stateList, traits, skills: fc.dictionary(fc.constantFrom("regeneration", "stealth", "__proto__"), int(0, 3), { maxKeys: 2 }), classes: fc.subarray([...CLASSES], { maxLength: 3 }), inToxic: fc.boolean(),
});
const SIDED = buildTimeline({ sides: [{ id: "heroes", label: "" }, { id: "hostiles", label: "" }], within: "activations",
  phases: ["strategic", "upkeep", "chaos", "tactical", "end"].map((id) => ({ id, label: "", ...(id === "chaos" ? { sides: ["hostiles"] } : {}), ...(id === "tactical" ? { activations: true } : {}) })) }, []);
const boundaries: fc.Arbitrary<Boundary[]> = fc.tuple(int(1, 2), fc.constantFrom(["heroes", "end"], ["hostiles", "upkeep"], ["hostiles", "end"]))
  .map(([round, path]) => walkStructure(UNWALKED, { round, path }, SIDED).boundaries);

properties("eldfall/rules/phase-effects", [
  { name: "tickTarget / tickWounds", args: [fc.constantFrom("bleeding", "poisoned", "toxic" as const), int(0, 20), stateList, die(20)], junk: [1, 3],
    run: (tick: "poisoned", t: number, s: string[], roll: number) => { const target = tickTarget(tick, t, s); return { target, wounds: tickWounds(roll, target) }; },
    check: (r: { target: { target: number } }) => expect(r.target.target).to.be.at.least(0) },
  { name: "strategicPlan / planBoundary", share: 0.5, args: [fc.uniqueArray(phaseModel, { selector: (m) => m.id, maxLength: 3 }), boundaries],
    run: (ms: PhaseModel[], bs: Boundary[]) => ({ strategic: ms.map(strategicPlan), plan: bs.map((b) => planBoundary(ms, b)) }),
    check: (r: { plan: { kind: string; ap?: number; heal?: number }[][] }) => { for (const e of r.plan.flat()) { if (e.kind === "setAp") expect(e.ap).to.be.at.least(0); if (e.kind === "regenerate") expect(e.heal).to.be.at.least(0); } } },
]);

const profile: fc.Arbitrary<ActorProfile> = fc.record({ skills: fc.dictionary(idOf([...SKILLS, "snipe"]), int(0, 2), { maxKeys: 4 }), classes: fc.subarray([...CLASSES], { maxLength: 3 }),
  arts: fc.dictionary(idOf(["assassination", "fencing", "berserk", "archery"]), int(0, 5), { maxKeys: 2 }), states: stateList });
const art = fc.option(fc.record({ id: idOf(["assassination", "fencing", "berserk", "archery"]), level: int(0, 6) }), { nil: null });
const context: fc.Arbitrary<RollContext> = fc.record({
  roll: fc.constantFrom("attack", "damage", "dodge", "perceive", "attribute" as const), attribute: fc.option(fc.constantFrom(...COMBAT_ATTRIBUTES), { nil: undefined }), role: fc.constantFrom("active", "reactive" as const),
  melee: fc.boolean(), spell: fc.option(fc.record({ type: fc.constantFrom("sorcery", "healing", "enchantment", "transmutation", "conjuration" as const), element: fc.constantFrom("elder", "fire"), onAlly: fc.boolean(), allyDown: fc.boolean() }), { nil: undefined }),
  movement: fc.constantFrom("idle", "walk", "run", null), declared: fc.subarray(["shots", "dash", "backstab"]), attackKind: fc.constantFrom("normal", "chain", "finishing" as const),
  targetLacksLos: fc.boolean(), soldiersInAwareness: int(0, 4), soldierCap: fc.option(int(1, 3), { nil: null }), art, againstDuelist: fc.boolean(),
  opponentArt: fc.option(fc.record({ id: fc.constantFrom("fencing", "__proto__"), level: int(1, 2), known: fc.dictionary(fc.constantFrom("fencing", "__proto__"), int(0, 5), { maxKeys: 2 }) }), { nil: null }),
}, { requiredKeys: ["roll", "role"] });
const spaceMods = fc.option(fc.record({ adds: fc.array(fc.record({ label: fc.constant("k"), value: int(-4, 4), i18n: fc.boolean() }), { maxLength: 2 }), halve: int(0, 1), double: int(0, 1), strikes: int(-1, 0) }), { nil: null });

properties("eldfall/rules/ability-modifiers, roll-modifiers", [
  { name: "modifiersFor / stagesOf / strikesFor / critUpTo", share: 0.5, args: [profile, context, int(0, 6)], junk: [2],
    run: (p: ActorProfile, c: RollContext, stk: number) => { const mods = modifiersFor(p, c); return { mods, stages: stagesOf(mods), strikes: strikesFor(stk, c.role, p.states, mods), crit: critUpTo(mods) }; },
    check: (r: { strikes: number; crit: number }) => { expect(r.strikes).to.be.at.least(1); expect(r.crit).to.be.within(1, 3); } },
  { name: "modifiersFor (wild Soldier count and cap)", args: [int(0, 4), fc.option(int(1, 3), { nil: null })], junk: [0, 1],
    run: (n: number, cap: number | null) => modifiersFor({ skills: {}, classes: ["soldier"], arts: {}, states: [] }, { roll: "attack", attribute: "off", role: "active", soldiersInAwareness: n, soldierCap: cap }) },
  { name: "rollerModifiers / sourceLabel", share: 0.5, args: [profile, context, fc.option(int(1, 3), { nil: null }), spaceMods, int(0, 6)], junk: [4],
    run: (p: ActorProfile, c: RollContext, cap: number | null, space: Parameters<typeof rollerModifiers>[3], stk: number) => { const r = rollerModifiers(p, c, cap, space); return { lines: r.lines, halve: r.halve, strikes: r.strikes(stk), labels: r.mods.map((m) => sourceLabel(m.source)) }; },
    check: (r: { strikes: number }) => expect(r.strikes).to.be.at.least(1) },
  { name: "spaceModifiersOf (of attackSpace)", args: [fc.constantFrom("melee", "ranged" as const), fc.record({ x: int(0, 6), y: int(0, 6) }), fc.record({ x: int(0, 6), y: int(0, 6) }), int(0, 6), int(0, 3), fc.boolean()],
    run: (kind: "melee", attacker: { x: number; y: number }, target: { x: number; y: number }, spaces: number, allies: number, shots: boolean) => spaceModifiersOf(attackSpace({
      kind, attacker, target, reach: { kind: "spaces", spaces }, blind: null, attackerEnvs: [], targetEnvs: [{ env: "dark" }], betweenEnvs: [{ env: "cover", grade: "light" }], targetModel: { sizeRank: 1 }, alliesWithTarget: allies, shots,
    })) },
]);

const check: fc.Arbitrary<RollCheck> = fc.tuple(int(0, 25), fc.array(int(-4, 4), { maxLength: 2 }), int(0, 1), fc.constantFrom("attribute", "attack", "damage" as const), fc.boolean())
  .map(([base, adds, halve, purpose, assassin]) => checkOf(base, { adds, halve }, purpose, { assassin }));
const rolled: fc.Arbitrary<RolledDie[]> = fc.array(fc.tuple(die(20), fc.option(die(20), { nil: null })).map(([face, from]) => ({ face, rerolledFrom: from })), { minLength: 1, maxLength: 5 });

properties("eldfall/rules/roll", [
  { name: "modifiedAttribute / critFaces / rollCheck / readFace / attributeChance", args: [int(0, 30), fc.array(int(-6, 6), { maxLength: 3 }), int(0, 2), int(0, 2), fc.boolean(), fc.constantFrom("attribute", "attack", "damage" as const), fc.boolean(), die(20)], junk: [0, 2, 3, 7],
    run: (base: number, adds: number[], halve: number, double: number, cancel: boolean, purpose: "attack", assassin: boolean, face: number) => {
      const m = modifiedAttribute(base, { adds, halve, double, cancelHalveDouble: cancel }, purpose);
      const c = rollCheck(m, purpose, { assassin });
      return { crits: critFaces(m, { assassin }), face: readFace(c, face), chance: attributeChance(c), faces: c.faces };
    },
    check: (r: { faces: string[]; chance: number }) => { expect(r.faces).to.have.length(20); probability(r.chance); } },
  { name: "attributeFor", args: [fc.constantFrom(...ROLL_KINDS), fc.record({ role: fc.constantFrom("active", "reactive" as const), mystic: fc.boolean(), acuteSenses: fc.boolean(), lineOfSight: fc.boolean(), immobilizedWith: fc.constantFrom("ag", "t" as const) }, { requiredKeys: [] })],
    wild: { 0: idOf([...ROLL_KINDS]) }, run: attributeFor, check: (a: { attribute: string }) => expect(COMBAT_ATTRIBUTES as readonly string[]).to.include(a.attribute) },
  { name: "strikeCount", args: [int(0, 10), fc.constantFrom("active", "reactive" as const), fc.boolean(), int(0, 3), int(0, 3), fc.boolean(), fc.boolean()], junk: [0, 3, 4],
    run: (base: number, role: "active", keeps: boolean, bonus: number, penalty: number, forcedOne: boolean, capOne: boolean) => strikeCount({ base, role, keepsStrikesWhenReactive: keeps, bonus, penalty, forcedOne, capOne }),
    check: (n: number) => expect(n).to.be.at.least(1) },
  { name: "rolledDie / rerollDie / rerollAllowance / rerollProblem / checkRerollChoice / applyRerolls", share: 0.5, args: [rolled, fc.array(int(0, 4), { maxLength: 3 }), fc.array(die(20), { minLength: 3, maxLength: 3 }), check, fc.constantFrom(...REROLL_SOURCES)],
    wild: { 4: idOf([...REROLL_SOURCES]) },
    run: (ds: RolledDie[], chosen: number[], faces: number[], c: RollCheck, source: "mage") => {
      const allowance = rerollAllowance(source);
      const valid = chosen.filter((i) => i < ds.length);
      const problem = rerollProblem(ds, valid, c, allowance);
      let refused: string | null = null;
      try { checkRerollChoice(ds, valid, c, allowance); } catch (error) { expect(error).to.be.instanceOf(RangeError); refused = (error as Error).message; }
      expect(refused === null).to.equal(problem === null);
      return { first: rolledDie(faces[0]!), again: rerollDie(rolledDie(faces[0]!), faces[1]!), problem, after: problem === null ? applyRerolls(ds, valid, faces.slice(0, valid.length), c, allowance) : null };
    },
    check: (r: { after: RolledDie[] | null }, [ds]) => { if (r.after) expect(r.after).to.have.length(ds.length); } },
  { name: "damageTarget / damageSucceeds / damageChance", args: [int(-5, 30), int(0, 20), fc.boolean(), die(20)], junk: [0, 1, 3],
    run: (pw: number, arm: number, crit: boolean, face: number) => { const t = damageTarget(pw, arm, crit); return { t, ok: damageSucceeds(face, t), chance: damageChance(t) }; },
    check: (r: { chance: number }) => probability(r.chance) },
]);

properties("eldfall/rules/damage", [
  { name: "effectiveArmor / effectivePower / damageThreshold / damageSucceeds / attributeRollSucceeds",
    args: [int(0, 20), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), int(0, 30), fc.array(fc.record({ kind: fc.constantFrom("add", "halve", "double" as const), value: fc.option(int(-6, 6), { nil: undefined }), source: fc.constant("x") }), { maxLength: 3 }), die(20), int(0, 20)],
    junk: [0, 5, 7, 8],
    run: (arm: number, critical: boolean, ignoreArmor: boolean, armorPiercing: boolean, crouched: boolean, pw: number, mods: PwModifier[], roll: number, attribute: number) => {
      const a = effectiveArmor({ arm, critical, ignoreArmor, armorPiercing, crouched });
      const p = effectivePower(pw, mods);
      const threshold = damageThreshold(p, a.value);
      return { a, p, threshold, wounds: damageSucceeds(roll, threshold), attr: attributeRollSucceeds(roll, attribute) };
    },
    check: (r: { threshold: number; wounds: boolean }, args) => { expect(r.threshold).to.be.at.least(0); expect(r.wounds).to.equal(args[7] <= r.threshold); } },
  { name: "damageThreshold / attributeRollSucceeds (wild)", args: [int(0, 30), int(0, 20), die(20)], junk: all(3),
    run: (pw: number, arm: number, roll: number) => ({ threshold: damageThreshold(pw, arm), attr: attributeRollSucceeds(roll, pw) }) },
]);

const plan = fc.record({ strikes: int(1, 5), check, backstab: fc.boolean() });
properties("eldfall/rules/odds", [
  { name: "attackOdds", args: [plan, fc.option(fc.record({ pw: int(0, 25), arm: int(0, 15) }), { nil: null })],
    run: (p: Parameters<typeof attackOdds>[0], d: Parameters<typeof attackOdds>[1]) => { const r = attackOdds(p, d); return { hits: r.hits.entries(), wounds: r.wounds?.entries() ?? null }; },
    check: (r: { hits: [number, number][] }) => expect(sumOf(r.hits)).to.be.closeTo(1, 1e-9) },
  { name: "confrontationOdds", args: [plan, plan, fc.boolean(), fc.constantFrom("strict", "literal" as const)],
    run: (a: Parameters<typeof attackOdds>[0], b: Parameters<typeof attackOdds>[0], unstoppable: boolean, critReading: "strict") => { const r = confrontationOdds(a, b, { unstoppable, critReading }); return { winners: r.winners, a: r.hitsA.mean() }; },
    check: (r: { winners: Record<string, number> }) => expect(Object.values(r.winners).reduce((x, y) => x + y, 0)).to.be.closeTo(1, 1e-9) },
  { name: "attackOdds (wild strikes)", args: [int(0, 20), check], junk: [0], run: (strikes: number, c: RollCheck) => attackOdds({ strikes, check: c }).hits.mean() },
]);

const side: fc.Arbitrary<AttackSide> = fc.tuple(dice(20, 1, 5), check, fc.boolean(), int(0, 6), int(1, 3), fc.boolean()).map(([ds, c, exploit, wp, tier, backstab]) => ({
  dice: ds, check: c, exploit: exploit && ds.length > 1 && wp >= tier ? { die: 1, weakPoints: wp, tier } : null, backstab: backstab ? 0 : null,
}));

properties("eldfall/rules/confrontation", [
  { name: "resolveConfrontation / resolveAttack", share: 0.5, args: [side, side, fc.boolean(), fc.constantFrom("strict", "literal" as const)],
    run: (a: AttackSide, b: AttackSide, unstoppable: boolean, critReading: "strict") => ({ both: resolveConfrontation(a, b, { unstoppable, critReading }), one: resolveAttack(a) }),
    check: (r: { both: { a: { hits: { die: number }[] }; winner: string; nullified: string | null } }, [a]) => { for (const h of r.both.a.hits) expect(h.die).to.be.within(0, a.dice.length - 1); } },
  { name: "exploitWeakPoints / unstoppablePrevents / combatArtUsable / fencingOnTarget", args: [int(0, 10), int(1, 4), fc.boolean(), int(0, 6), int(0, 6), int(1, 5), fc.boolean(), fc.option(int(1, 5), { nil: null })], junk: [0, 1, 3, 4, 5, 7],
    run: (wp: number, tier: number, u: boolean, sa: number, sb: number, level: number, duelist: boolean, fencing: number | null) => ({
      ex: exploitWeakPoints(wp, tier), u: unstoppablePrevents({ unstoppable: u, size: sa }, { unstoppable: !u, size: sb }), usable: combatArtUsable(level, duelist), fencing: fencingOnTarget(fencing),
    }),
    check: (r: { ex: { left: number } }) => expect(r.ex.left).to.be.at.least(0) },
]);
