import fc from "fast-check";
import { expect } from "chai";
import { bandageStopsBleed, bleedDice, bleedFormula, bleedLoss, medicineStopsBleed } from "../../src/rulesets/aedelore/conditions/rules/bleed";
import { creationErrors, originBonuses, totalHp, totalWorthiness, TALENTS, type Origin } from "../../src/rulesets/aedelore/character/rules/character";
import { barelyCountsFor, checkOutcome, contest } from "../../src/rulesets/aedelore/checks/rules/checks";
import { dyingAftermath, dyingRoll, weakenedCollapse, zeroCrossings } from "../../src/rulesets/aedelore/conditions/rules/collapse";
import { REACTIONS, attackResult, damageFor, damageGear, initiativeDie, isRangedWeapon, resolveReaction } from "../../src/rulesets/aedelore/combat/rules/combat";
import { AEDELORE_DAMAGE_RULES, attackPacket } from "../../src/rulesets/aedelore/combat/rules/damage";
import { resolveDamage } from "../../src/core/rules/damage";
import { armorBonusTotal, blockSource, characterDerived, intact, talentTotals, wornArmor, type GearView } from "../../src/rulesets/aedelore/character/rules/derived";
import { statusDuration } from "../../src/rulesets/aedelore/conditions/rules/durations";
import { abilityCheck, canSwapSpells, payArcana, perPointDice, regenerate, spellOutcome } from "../../src/rulesets/aedelore/magic/rules/magic";
import { barelyOrBetterDistribution, difficultyOdds, successDistribution } from "../../src/rulesets/aedelore/checks/rules/odds";
import { assemblePool, chainsOf, gradeFace, isDiceFormula, pointsToDice, poolFormula, readChain, readPool } from "../../src/rulesets/aedelore/checks/rules/pool";
import { POTIONS, SUPPLY_DICE, ammoRecovered, dailySupply, medicineHealing, rest, startingPotions, worstDeprivation } from "../../src/rulesets/aedelore/supplies/rules/resources";
import { ABILITIES, SKILL_KEYS, linkedAbility } from "../../src/rulesets/aedelore/character/rules/skills";
import { STATUS_IDS, cannotAct, cannotFight, proneTargetBonus, statusPenalties } from "../../src/rulesets/aedelore/conditions/rules/conditions";
import { changeWorthiness, standing } from "../../src/rulesets/aedelore/character/rules/worthiness";
import { MAX_POOL } from "../../src/core/dice/checks";
import { all, die, idOf, int, probability, properties, text } from "./harness";

const count = int(0, 50);
const chain = fc.array(fc.constant(10), { maxLength: 5 }).chain((tens) => die(9).map((last) => [...tens, last]));
const roll = fc.record({ successes: count, barely: count });
const origin: fc.Arbitrary<Origin | null> = fc.option(fc.record({
  name: text({ maxLength: 8 }), hp: fc.option(int(-99, 99), { nil: null }), worthiness: fc.option(int(-99, 99), { nil: null }),
  bonuses: fc.array(fc.record({ target: fc.constantFrom(...TALENTS, ""), value: int(-5, 5) }), { maxLength: 4 }),
}), { nil: null });
const talents = (keys: readonly string[]) => fc.record(Object.fromEntries(keys.map((k) => [k, int(0, 30)])) as Record<string, fc.Arbitrary<number>>);
const gear: fc.Arbitrary<GearView> = fc.record({
  armor: fc.array(fc.record({ name: text({ maxLength: 6 }), bonus: fc.option(int(0, 20), { nil: null }), hp: int(0, 99), hpMax: int(0, 99), equipped: fc.boolean(),
    disadvantage: fc.record({ skill: fc.constantFrom("", ...SKILL_KEYS), points: int(0, 5) }) }), { maxLength: 5 }),
  shields: fc.array(fc.record({ name: text({ maxLength: 6 }), block: fc.option(int(0, 20), { nil: null }), hp: int(0, 99), hpMax: int(0, 99), equipped: fc.boolean() }), { maxLength: 3 }),
});
const character = fc.record({ abilities: talents(ABILITIES), skills: talents(SKILL_KEYS), origins: fc.record({ race: origin, cls: origin, religion: origin }), gear });
const rollKind = fc.record({ attack: fc.boolean(), melee: fc.option(fc.boolean(), { nil: undefined }), skill: fc.option(fc.constantFrom(...SKILL_KEYS), { nil: null }) });
const statuses = fc.array(idOf([...STATUS_IDS, "other"]), { maxLength: 5 });
const isInt = (n: number) => expect(Number.isInteger(n), String(n)).to.equal(true);

properties("aedelore/rules/bleed", [
  { name: "bleedDice", args: [int(0, 100)], junk: all(1), run: bleedDice, check: (n: number) => expect(n).to.be.within(0, 3) },
  { name: "bleedFormula", args: [int(0, 100)], junk: all(1), run: bleedFormula, check: (f: string | null) => expect(f === null || /^(1d6|[23]d6kh1)$/.test(f)).to.equal(true) },
  { name: "bleedLoss", args: [die(6)], junk: all(1), run: bleedLoss, check: (n: number) => expect(n).to.be.within(1, 3) },
  { name: "medicineStopsBleed / bandageStopsBleed", args: [int(0, 100), count], junk: all(2), run: (b: number, s: number) => [medicineStopsBleed(b, s), bandageStopsBleed(b)] },
]);

properties("aedelore/rules/character", [
  { name: "totalHp / totalWorthiness", args: [origin, origin, origin], run: (r: Origin | null, c: Origin | null, g: Origin | null) => [totalHp(r, c), totalWorthiness(r, c, g)] },
  { name: "originBonuses", args: [fc.array(origin, { maxLength: 3 })], run: originBonuses },
  { name: "creationErrors", args: [talents(TALENTS), talents(TALENTS)], run: creationErrors },
]);

properties("aedelore/rules/checks", [
  { name: "checkOutcome", args: [roll, count, fc.boolean()], junk: [1, 2], run: checkOutcome, check: (o: string) => expect(["success", "barely", "failure"]).to.include(o) },
  { name: "barelyCountsFor", args: [fc.constantFrom("check", "attack", "spell"), fc.boolean()], run: barelyCountsFor },
  { name: "contest", args: [count, count], junk: all(2), run: contest, check: (w: string, [a, d]) => expect(w).to.equal(a > d ? "attacker" : a < d ? "defender" : "tie") },
]);

properties("aedelore/rules/collapse", [
  { name: "zeroCrossings", args: [int(-20, 40), int(-20, 40), fc.option(int(-6, 6), { nil: null }), fc.option(int(-6, 6), { nil: null })],
    run: (hp: number, after: number, w: number | null, w2: number | null) => zeroCrossings({ hp, weakened: w }, { hp: after, weakened: w2 }),
    check: (r: { dying: boolean }, [hp, after]) => expect(r.dying).to.equal(hp > 0 && after <= 0) },
  { name: "weakenedCollapse / dyingRoll / dyingAftermath", args: [int(-20, 40)], junk: all(1), run: (t: number) => ({ w: weakenedCollapse(t), d: dyingAftermath(dyingRoll(t)) }) },
]);

properties("aedelore/rules/combat", [
  { name: "attackResult / damageFor", args: [count, int(0, 999)], junk: all(2), run: (s: number, r: number) => damageFor(attackResult(s), r), check: (d: number, [, r]) => { isInt(d); expect(d).to.be.within(0, r); } },
  { name: "resolveReaction", args: [fc.constantFrom(...REACTIONS), roll, int(0, 999), fc.record({ weaponBonus: fc.option(int(0, 20), { nil: undefined }), blockValue: fc.option(int(0, 20), { nil: undefined }) })], junk: [2],
    run: resolveReaction, check: (o: { damageTaken: number; blocked: number }, [, , d]) => { expect(o.damageTaken).to.be.within(0, d); expect(o.blocked).to.be.within(0, d); } },
  { name: "initiativeDie", args: [int(0, 100)], junk: all(1), run: initiativeDie },
  { name: "isRangedWeapon", args: [fc.constantFrom("", "arrows"), fc.option(int(0, 200), { nil: null })], run: (ammunition: string, range: number | null) => isRangedWeapon({ ammunition, range }) },
  { name: "attackPacket (through the Aedelore damage rules)", args: [fc.option(int(0, 99), { nil: null }), fc.option(int(0, 99), { nil: null }),
    fc.option(fc.record({ reaction: fc.constantFrom(...REACTIONS), blocked: fc.option(int(0, 20), { nil: undefined }), blockWith: fc.option(fc.record({ name: text({ maxLength: 6 }) }), { nil: null }) }), { nil: null })], junk: [0, 1],
    run: (damage: number | null, finalDamage: number | null, reaction: Parameters<typeof attackPacket>[0]["reaction"]) => resolveDamage(attackPacket({ damage, finalDamage, reaction }), {}, AEDELORE_DAMAGE_RULES),
    check: (o: { total: number }, [damage, finalDamage]) => expect(o.total).to.equal(finalDamage ?? damage ?? 0) },
  { name: "damageGear", args: [int(0, 999), int(0, 999)], junk: all(2), run: damageGear, check: (g: { hp: number }) => expect(g.hp).to.be.at.least(0) },
]);

properties("aedelore/rules/derived", [
  { name: "wornArmor / armorBonusTotal / blockSource / intact", args: [gear], run: (g: GearView) => ({ worn: wornArmor(g), bonus: armorBonusTotal(g), block: blockSource(g), intact: g.armor.map(intact) }) },
  { name: "talentTotals / characterDerived", args: [character], run: (c: Parameters<typeof characterDerived>[0]) => ({ totals: talentTotals(c), derived: characterDerived(c) }) },
]);

properties("aedelore/rules/durations", [
  { name: "statusDuration", args: [fc.constantFrom(...STATUS_IDS)], run: statusDuration },
]);

properties("aedelore/rules/magic", [
  { name: "perPointDice", args: [int(-10, 40), int(0, 12)], junk: all(2), run: perPointDice, check: (n: number, [, cap]) => expect(n).to.be.within(0, cap) },
  { name: "payArcana", args: [int(0, 99), int(0, 99), fc.boolean()], junk: all(3), run: payArcana, check: (r: { ok: boolean; arcana?: number }) => { if (r.ok) expect(r.arcana).to.be.at.least(0); } },
  { name: "spellOutcome", args: [count, count], junk: all(2), run: spellOutcome },
  { name: "abilityCheck", args: [count, int(0, 8), int(0, 6), int(0, 6)], junk: all(4), run: abilityCheck, check: (r: { weakened: number }) => expect(r.weakened).to.be.at.least(0) },
  { name: "canSwapSpells", args: [fc.boolean()], run: canSwapSpells },
  { name: "regenerate", args: [int(0, 99), int(0, 99)], junk: all(2), run: (a: number, m: number) => regenerate(Math.min(a, m), m), check: (n: number, [a, m]) => expect(n).to.equal(Math.min(m, Math.min(a, m) + 1)) },
]);

properties("aedelore/rules/odds", [
  { name: "successDistribution / barelyOrBetterDistribution / difficultyOdds", args: [int(0, MAX_POOL)], junk: all(1),
    run: (n: number) => ({ s: successDistribution(n).mean(), b: barelyOrBetterDistribution(n).mean(), odds: difficultyOdds(n) }),
    check: (r: { odds: { success: number; barelyOrBetter: number }[] }) => { for (const o of r.odds) { probability(o.success); probability(o.barelyOrBetter); expect(o.barelyOrBetter).to.be.at.least(o.success - 1e-12); } } },
]);

properties("aedelore/rules/pool", [
  { name: "pointsToDice", args: [int(-10, 60)], junk: all(1), run: pointsToDice, check: (n: number) => expect(n).to.be.within(0, 6) },
  { name: "gradeFace", args: [die(10)], junk: all(1), run: gradeFace },
  { name: "assemblePool", args: [fc.array(fc.record({ label: fc.constantFrom("Strength", "Athletics", "Longsword +2", ""), i18n: fc.boolean(), points: fc.option(int(0, 30), { nil: undefined }), dice: fc.option(int(-8, 8), { nil: undefined }) }), { maxLength: 8 }), int(0, 12)], junk: [1],
    run: assemblePool, check: (p: { dice: number; cap: number }) => expect(p.dice).to.be.within(0, p.cap) },
  { name: "readChain / readPool", args: [fc.array(chain, { maxLength: 12 })], run: (chains: number[][]) => ({ one: chains.map(readChain), pool: readPool(chains) }),
    check: (r: { pool: { successes: number; criticals: number } }) => expect(r.pool.successes).to.be.at.least(r.pool.criticals) },
  { name: "chainsOf", args: [fc.array(fc.record({ result: die(10), exploded: fc.boolean() }), { maxLength: 20 })], run: chainsOf,
    check: (c: number[][], [rs]) => expect(c.flat()).to.deep.equal(rs.map((r: { result: number }) => r.result)) },
  { name: "poolFormula / isDiceFormula", args: [int(0, 100), text({ maxLength: 10 })], junk: [0], run: (n: number, f: string) => [poolFormula(n), isDiceFormula(f), isDiceFormula(poolFormula(n))],
    check: ([f]: [string]) => expect(f).to.match(/^\d+d10x10$/) },
]);

properties("aedelore/rules/resources", [
  { name: "dailySupply", args: [fc.constantFrom(...SUPPLY_DICE), die(6)], junk: [1], run: dailySupply },
  { name: "worstDeprivation", args: [int(0, 999), int(0, 999)], junk: all(2), run: worstDeprivation },
  { name: "ammoRecovered", args: [int(0, 9999), die(6)], junk: all(2), run: ammoRecovered, check: (r: { recovered: number }, [s]) => { isInt(r.recovered); expect(r.recovered).to.be.within(0, s); } },
  { name: "startingPotions", args: [fc.subarray([...POTIONS]), int(0, 4)], junk: [1], run: startingPotions,
    check: (given: { kind: string; quantity: number }[], [carried]) => { for (const g of given) { expect(carried).not.to.include(g.kind); expect(Number.isInteger(g.quantity) && g.quantity > 0).to.equal(true); } } },
  { name: "medicineHealing", args: [count, fc.boolean()], junk: all(2), run: medicineHealing, check: (f: string | null) => expect(f === null || /^[123]d6$/.test(f)).to.equal(true) },
  { name: "rest", args: [fc.constantFrom("short", "long"), fc.record({ hp: int(0, 99), hpMax: int(0, 99), weakened: int(0, 6), weakenedMax: int(0, 6), arcana: int(0, 99), arcanaMax: int(0, 99) }), die(6)], junk: [2],
    run: rest, check: (r: { hp: number; weakened: number; arcana: number }) => { isInt(r.hp); isInt(r.weakened); isInt(r.arcana); } },
]);

properties("aedelore/rules/skills", [
  { name: "linkedAbility", args: [fc.constantFrom(...SKILL_KEYS), talents(ABILITIES)], wild: { 0: idOf(SKILL_KEYS) }, run: linkedAbility,
    check: (a: string | null) => { if (a !== null) expect(ABILITIES).to.include(a); } },
]);

properties("aedelore/rules/status", [
  { name: "statusPenalties / proneTargetBonus / cannotAct / cannotFight", args: [statuses, rollKind],
    run: (s: string[], k: Parameters<typeof statusPenalties>[1]) => ({ p: statusPenalties(s, k), prone: proneTargetBonus(s, k), act: cannotAct(s), fight: cannotFight(s) }),
    check: (r: { p: { source: string; dice: number }[] }) => { for (const p of r.p) { expect(STATUS_IDS).to.include(p.source); expect(p.dice).to.be.oneOf([1, 2]); } } },
]);

properties("aedelore/rules/worthiness", [
  { name: "standing", args: [int(-999, 999)], junk: all(1), run: standing },
  { name: "changeWorthiness", args: [int(-99, 99), int(-10, 10), fc.double({ min: -1e9, max: 1e9, noNaN: true })], junk: all(3),
    run: (v: number, d: number, t: number) => changeWorthiness(v, [], d, "r", t), check: (r: { ok: boolean; value?: number }, [v, d]) => { if (r.ok) expect(r.value).to.equal(v + d); } },
]);
