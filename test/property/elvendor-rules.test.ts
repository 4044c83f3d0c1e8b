import fc from "fast-check";
import { expect } from "chai";
import { ACTION_CARDS, actionNoise, attackRollPayment, spendAction } from "../../src/rulesets/elvendor/actions/rules/actions";
import { attackDice, attackModifiers, attackOdds, hasSpecialVision, inRange, attackTarget, clampTarget, hitChance, hitDistribution, resolveAttack, resolveSave, saveChance, type AttackInput } from "../../src/rulesets/elvendor/combat/rules/attack";
import { applyBoundaries, type CombatantState } from "../../src/rulesets/elvendor/turns/rules/combat-flow";
import { afterExpiry, applyElvendorCondition, conditionRounds, poisonTick, turnPlan } from "../../src/rulesets/elvendor/conditions/rules/conditions";
import { companionDerived, enemyDerived, heroDerived } from "../../src/rulesets/elvendor/models/rules/derived";
import { forcedMove } from "../../src/rulesets/elvendor/actions/rules/direction";
import { planEnemyActivation } from "../../src/rulesets/elvendor/enemies/rules/enemy";
import { activeCard, cardLayout, cellRect, eventSpawnSector, sectorCell, spawnPoint } from "../../src/rulesets/elvendor/weather/rules/mapcord";
import { attackPacket, damagePerHit, elvendorDamageRules } from "../../src/rulesets/elvendor/combat/rules/damage";
import { stealthAvoids, stealthChance } from "../../src/rulesets/elvendor/enemies/rules/stealth";
import { resolveDamage } from "../../src/core/rules/damage";
import { baseDetection, detectionModifiers, detectionRadius, isDetected } from "../../src/rulesets/elvendor/weather/rules/noise";
import { DEFAULT_ELVENDOR_OPTIONS as O } from "../../src/rulesets/elvendor/options/rules/options";
import { allowedReactions, reactionChance, resolveReaction } from "../../src/rulesets/elvendor/combat/rules/reactions";
import { NORMAL_MODIFIER, lookup, weatherStatus } from "../../src/rulesets/elvendor/weather/rules/tables";
import { currentNoise, noiseFormula, noiseModifier, scenarioWeather, windFromDice, windSpeed, windSpeedFormula, withWindBase } from "../../src/rulesets/elvendor/weather/rules/weather";
import { windRelation, windStrength, windVector } from "../../src/rulesets/elvendor/weather/rules/wind";
import { CONDITION_IDS, TIERS } from "../../src/rulesets/elvendor/models/specs";
import { boundariesBetween } from "../support/timeline";
import type { ActiveCondition } from "../../src/core/rules/conditions";
import { all, die, dice, idOf, int, probability, properties, sumOf, text } from "./harness";

const options = fc.record({ ...Object.fromEntries(Object.entries(O).map(([k, v]) => [k, fc.constant(v)])), naturalRolls: fc.boolean(), defenseMode: fc.constantFrom("max", "add" as const), tierRoundShift: int(0, 3), reactionTarget: int(1, 7) }) as fc.Arbitrary<typeof O>;
const tile = fc.record({ x: int(-50, 50), y: int(-50, 50) });
const at = fc.record({ round: int(0, 99), turn: fc.option(int(0, 9), { nil: null }), worldTime: int(0, 1e6) });
const conditions: fc.Arbitrary<ActiveCondition[]> = fc.array(fc.tuple(fc.constantFrom(...CONDITION_IDS), fc.constantFrom(...TIERS), at, int(0, 5)), { maxLength: 4 })
  .map((list) => list.reduce<ActiveCondition[]>((active, [id, tier, a, value]) => applyElvendorCondition(active, id, { tier, at: a, value }, O).active, []));
const wind = fc.tuple(die(12), die(12), int(0, 12)).map(([f, t, s]) => windFromDice(f, t, s));
const weather = fc.record({ noise: int(-5, 20), timeOfDay: fc.constantFrom("sunrise", "day", "sunset", "night" as const), precipitation: fc.constantFrom("clear", "fog", "rain" as const), wind });
const attackInput: fc.Arbitrary<AttackInput> = fc.record({
  hit: int(1, 7), defense: int(1, 7), ranged: fc.boolean(), range: int(0, 30), distance: int(0, 40), timeOfDay: fc.constantFrom("sunrise", "day", "sunset", "night" as const),
  precipitation: fc.constantFrom("clear", "fog", "rain" as const), wind: fc.constantFrom("with", "against", "cross", "none" as const), windSpeed: int(0, 12),
  specialVision: fc.option(fc.boolean(), { nil: undefined }), extra: fc.option(fc.array(fc.record({ source: text({ maxLength: 4 }), value: int(-3, 3) }), { maxLength: 3 }), { nil: undefined }),
});
const pool = fc.tuple(int(0, 999), int(0, 999)).map(([value, max]) => ({ value: Math.min(value, max), max }));
const detector = fc.record({ alert: int(0, 30), detection: fc.option(int(0, 30), { nil: null }) });
const turnOrder = fc.uniqueArray(fc.constantFrom("a", "b", "c", "d"), { minLength: 1, maxLength: 4 });

properties("elvendor/actions/rules/actions", [
  { name: "spendAction", args: [fc.constantFrom(...ACTION_CARDS), int(0, 10), conditions, fc.option(int(0, 10), { nil: undefined })],
    run: (card: (typeof ACTION_CARDS)[number], apLeft: number, c: ActiveCondition[], companionAp?: number) => spendAction(card, { apLeft, plan: turnPlan(c, 3), companionAp }),
    check: (r: { ok: boolean; apLeft?: number }) => { if (r.ok) expect(r.apLeft).to.be.at.least(0); } },
  { name: "actionNoise", args: [int(-10, 30), int(-3, 3)], junk: all(2), run: (noise: number, bonus: number) => actionNoise(noise, { noiseBonus: bonus }), check: (n: number, [a, b]) => expect(n).to.equal(a + b) },
  { name: "attackRollPayment", args: [int(0, 10)], junk: all(1), run: attackRollPayment,
    check: (r: { pays: boolean; attacksPlayed: number }, [played]) => expect(r).to.deep.equal(played > 0 ? { pays: false, attacksPlayed: played - 1 } : { pays: true, attacksPlayed: 0 }) },
]);

properties("elvendor/combat/rules/attack", [
  { name: "attackModifiers / attackTarget", args: [attackInput, options], run: (i: AttackInput, o: typeof O) => ({ mods: attackModifiers(i, o), target: attackTarget(i, o) }),
    check: (r: { target: { target: number } }) => expect(r.target.target).to.be.at.least(1) },
  { name: "windStrength / clampTarget / hitChance / saveChance", args: [int(-20, 20), fc.boolean()], junk: all(2),
    run: (t: number, n: boolean) => ({ w: windStrength(t), c: clampTarget(t, n), hit: hitChance(t), save: saveChance(t) }), check: (r: { hit: number; save: number }) => { probability(r.hit); probability(r.save); } },
  { name: "hitDistribution", args: [int(-5, 10), int(0, 100)], junk: all(2), run: hitDistribution, check: (d: { entries(): [number, number][] }) => expect(sumOf(d.entries())).to.be.closeTo(1, 1e-12) },
  { name: "attackOdds", args: [int(-5, 10), int(-5, 5), int(0, 100), fc.boolean()], junk: all(4), run: attackOdds,
    check: (r: { target: string; chance: number }) => { probability(r.chance); expect(r.target).to.match(/^-?\d+\+$/); } },
  { name: "resolveAttack", args: [dice(6, 0, 10), int(1, 7), int(0, 99), int(0, 20)], junk: all(4), run: resolveAttack, check: (r: { damage: number }) => expect(r.damage).to.be.at.least(0) },
  { name: "inRange / hasSpecialVision / attackDice", args: [int(0, 40), int(0, 30), fc.array(fc.record({ specialVision: fc.option(fc.boolean(), { nil: undefined }) }), { maxLength: 3 }), int(0, 10), int(0, 10)], junk: [0, 1, 3, 4],
    run: (d: number, r: number, abilities: { specialVision?: boolean }[], a: number, b: number) => ({ inRange: inRange(d, r), vision: hasSpecialVision(abilities), dice: attackDice(a, b) }),
    check: (x: { dice: number }) => expect(x.dice).to.be.at.least(1) },
  { name: "resolveSave", args: [die(6), int(1, 7)], junk: all(2), run: resolveSave, check: (r: boolean, [d, s]) => expect(r).to.equal(d >= s) },
]);

properties("elvendor/turns/rules/combat-flow", [
  { name: "applyBoundaries", args: [turnOrder, conditions, int(0, 999), int(1, 3), int(0, 2), int(1, 3), int(0, 9)],
    run: (ids: string[], c: ActiveCondition[], health: number, r1: number, t1: number, jump: number, t2: number) => {
      const states: CombatantState[] = ids.map((id) => ({ id, kind: "hero", actions: 3, health, conditions: c, actionsLost: 0, apLeft: 3, reactionsUsed: 0 }));
      const { boundaries } = boundariesBetween({ round: r1, turn: t1 % ids.length }, { round: r1 + jump, turn: t2 % ids.length }, ids);
      return applyBoundaries(states, boundaries);
    }, check: (r: { states: { health: number; apLeft: number }[] }) => { for (const s of r.states) { expect(s.health).to.be.at.least(0); expect(s.apLeft).to.be.at.least(0); } } },
]);

properties("elvendor/conditions/rules/conditions", [
  { name: "applyElvendorCondition / conditionRounds / afterExpiry", args: [conditions, fc.constantFrom(...CONDITION_IDS), fc.constantFrom(...TIERS), at, options], wild: { 1: idOf(CONDITION_IDS) },
    run: (c: ActiveCondition[], id: "poisoned", tier: "minor", a: { round: number; turn: number | null; worldTime: number }, o: typeof O) => ({ r: applyElvendorCondition(c, id, { tier, at: a, value: 1 }, o), rounds: conditionRounds(id, tier, o), after: afterExpiry(id) }),
    check: (r: { r: { active: unknown[] }; rounds: number }) => { expect(r.r.active.length).to.be.at.most(2); expect(r.rounds).to.be.at.least(1); } },
  { name: "turnPlan / poisonTick", args: [conditions, int(0, 10), int(0, 10), int(0, 99)], junk: [1, 2, 3],
    run: (c: ActiveCondition[], act: number, lost: number, round: number) => ({ plan: turnPlan(c, act, lost), poison: poisonTick(c, round) }),
    check: (r: { plan: { actions: number }; poison: number }) => { expect(r.plan.actions).to.be.at.least(0); expect(r.poison).to.be.at.least(0); } },
]);

properties("elvendor/combat/rules/damage", [
  { name: "damagePerHit", args: [int(0, 99), int(0, 99)], junk: all(2), run: damagePerHit, check: (n: number, [d, a]) => expect(n).to.equal(Math.max(0, d - a)) },
  { name: "attackPacket (through elvendorDamageRules)", args: [int(0, 20), int(0, 10), int(0, 10), int(0, 10)], junk: all(4),
    run: (damage: number, hits: number, armor: number, targetArmor: number) => resolveDamage(attackPacket({ ability: { damage }, hits, armor }), {}, elvendorDamageRules(targetArmor)),
    check: (o: { total: number }, [d, h, a]) => expect(o.total).to.equal(Math.max(0, d - a) * h) },
]);

properties("elvendor/enemies/rules/stealth", [
  { name: "stealthAvoids / stealthChance", args: [die(6), int(1, 7)], junk: all(2), run: (d: number, s: number) => ({ avoids: stealthAvoids(d, s), chance: stealthChance(s) }),
    check: (r: { avoids: boolean; chance: number }, [d, s]) => { probability(r.chance); expect(r.avoids).to.equal(d >= s); } },
]);

properties("elvendor/models/rules/derived", [
  { name: "heroDerived / enemyDerived / companionDerived", args: [pool, int(0, 10), int(0, 30), int(0, 10), detector],
    run: (health: { value: number; max: number }, act: number, mov: number, lost: number, d: { alert: number; detection: number | null }) => ({
      hero: heroDerived({ health, attributes: { act, mov }, actionsLost: lost }), enemy: enemyDerived({ health, ...d, move: mov }), companion: companionDerived({ health, ap: act, actionsLost: lost, attributes: { mov } }),
    }), check: (r: { hero: { healthPct: number } }) => expect(r.hero.healthPct).to.be.within(0, 100) },
]);

properties("elvendor/actions/rules/direction", [
  { name: "forcedMove", args: [die(12), int(0, 30), tile], junk: [0, 1], run: forcedMove, check: (m: { distance: number }, [, mov]) => expect(m.distance).to.equal(Math.floor(mov / 2)) },
]);

properties("elvendor/enemies/rules/enemy", [
  { name: "planEnemyActivation", args: [fc.record({ id: fc.constant("e"), position: tile, move: int(0, 30), actions: int(0, 10), alert: int(0, 30), detection: fc.option(int(0, 30), { nil: null }),
    abilities: fc.array(fc.record({ name: text({ maxLength: 4 }), range: int(0, 30), condition: fc.constant(null) }), { maxLength: 3 }) }),
  fc.array(fc.record({ id: text({ maxLength: 3 }), position: tile, invisible: fc.boolean(), down: fc.boolean() }), { maxLength: 4 }), weather, options],
  run: planEnemyActivation },
]);

properties("elvendor/weather/rules/mapcord", [
  { name: "cardLayout / sectorCell / cellRect / spawnPoint", args: [die(12), die(12), fc.record({ x: int(-5000, 5000), y: int(-5000, 5000), width: int(0, 10000), height: int(0, 10000) }), int(1, 200)], junk: [0, 1, 3],
    run: (card: number, sector: number, scene: { x: number; y: number; width: number; height: number }, grid: number) => {
      const layout = cardLayout(card);
      return { layout, cell: sectorCell(layout, sector), rect: cellRect(sectorCell(layout, sector), scene), spawn: spawnPoint(layout, sector, scene, grid) };
    }, check: (r: { layout: number[] }) => expect([...r.layout].sort((a, b) => a - b)).to.deep.equal(Array.from({ length: 12 }, (_, i) => i + 1)) },
  { name: "eventSpawnSector", args: [die(12), fc.array(die(12), { maxLength: 4 }), fc.option(fc.array(die(12), { maxLength: 4 }), { nil: null })], junk: [0],
    run: (card: number, rolls: number[], allowed: number[] | null) => eventSpawnSector(rolls, cardLayout(card), allowed),
    check: (r: { cell: number; rolls: number } | null, [, rolls, allowed]) => { if (r) { expect(r.rolls).to.be.within(1, rolls.length); if (allowed?.length) expect(allowed).to.include(r.cell); } } },
  { name: "activeCard", args: [die(12), fc.option(die(12), { nil: null })], junk: all(2), run: activeCard, check: (n: number) => expect(n).to.be.within(1, 12) },
]);

properties("elvendor/weather/rules/noise", [
  { name: "baseDetection / detectionModifiers / detectionRadius / isDetected", args: [detector, weather, tile, tile],
    run: (d: { alert: number; detection: number | null }, w: Parameters<typeof detectionRadius>[1], e: { x: number; y: number }, h: { x: number; y: number }) => ({
      base: baseDetection(d, O), mods: detectionModifiers(w, O, { x: 1, y: 0 }), radius: detectionRadius(d, w, O), seen: isDetected({ ...d, position: e }, { position: h }, w, O),
    }), check: (r: { radius: number }) => expect(r.radius).to.be.at.least(0) },
]);

properties("elvendor/combat/rules/reactions", [
  { name: "allowedReactions", args: [fc.record({ reactionsUsedThisRound: int(0, 3), justTargeted: fc.boolean(), plan: fc.record({ canReact: fc.boolean() }), attackIsMelee: fc.boolean() }), options], run: allowedReactions },
  { name: "resolveReaction / reactionChance", args: [fc.constantFrom("dodge", "parry" as const), die(6), options], junk: [0, 1],
    run: (k: "dodge", d: number, o: typeof O) => ({ r: resolveReaction(k, d, o), p: reactionChance(o) }), check: (r: { p: number }) => probability(r.p) },
]);

properties("elvendor/weather/rules/tables", [
  { name: "lookup / weatherStatus", args: [die(6)], junk: all(1), run: (r: number) => [lookup(NORMAL_MODIFIER, r), weatherStatus(r)] },
]);

properties("elvendor/weather/rules/weather", [
  { name: "windSpeed / noiseModifier / formulas", args: [fc.constantFrom("normal", "hard", "heroic" as const), dice(6, 1, 2), die(6)], junk: [2],
    run: (m: "normal" | "heroic", d: number[], n: number) => ({ speed: windSpeed(m === "heroic" ? d : d.slice(0, 1), m), noise: noiseModifier(n, m), f: [windSpeedFormula(m), noiseFormula()] }) },
  { name: "windFromDice / scenarioWeather", args: [die(6), die(12), die(12), dice(6, 1, 2), die(6), fc.constantFrom("normal", "hard", "heroic" as const)], junk: [1, 2],
    run: (status: number, windFrom: number, windTo: number, d: number[], noiseDie: number, m: "normal" | "heroic") => scenarioWeather({ status, windFrom, windTo, windSpeedDice: m === "heroic" ? d : d.slice(0, 1), noiseDie }, m) },
  { name: "withWindBase", args: [die(6), die(12), die(12), dice(6, 1, 1), die(6), int(0, 12)], junk: [5],
    run: (status: number, windFrom: number, windTo: number, d: number[], noiseDie: number, base: number) => withWindBase(scenarioWeather({ status, windFrom, windTo, windSpeedDice: d, noiseDie }, "normal"), base),
    check: (w: { wind: { speed: number } }) => expect(w.wind.speed).to.be.at.least(0) },
  { name: "currentNoise", args: [int(-10, 10), int(-10, 10), int(0, 30)], junk: all(3), run: currentNoise },
]);

properties("elvendor/weather/rules/wind", [
  { name: "windVector / windRelation", args: [wind, fc.record({ x: int(-20, 20), y: int(-20, 20) })], run: (w: Parameters<typeof windVector>[0], v: { x: number; y: number }) => ({ v: windVector(w), r: windRelation(w, v) }) },
]);
