import fc from "fast-check";
import { expect } from "chai";
import { ABILITIES, ABILITY_USES, MAX_SCORE, RACE_IDS, abilityModifier, abilityUse, modifiers, raceOffsets, rollableUses, type AbilityScores, type Race } from "../../src/rulesets/twod6/creatures/rules/abilities";
import { resolveAura, type AuraBearer, type AuraTarget } from "../../src/rulesets/twod6/aura/rules/aura";
import { checkModifier, checkOdds, critFailThrough, isSuccess, resolveCheck, type CheckSpec } from "../../src/rulesets/twod6/checks/rules/check";
import { DAMAGE_TYPES, RESISTIBLE_TYPES, SLOTS, TWOD6_DAMAGE_RULES, damageProfile, hitPacket, type Defences } from "../../src/rulesets/twod6/creatures/rules/damage";
import { deriveCreature, type CreatureFacts } from "../../src/rulesets/twod6/models/rules/derived";
import { blessedValue, critFailModifier, refuseLoss, refuseUnequip } from "../../src/rulesets/twod6/items/rules/items";
import { energyRegen, healthRegen } from "../../src/rulesets/twod6/survival/rules/regeneration";
import { checkRuleOfThree } from "../../src/rulesets/twod6/creatures/rules/rule-of-three";
import { resolveSpeed, speedOdds, type SpeedFacts } from "../../src/rulesets/twod6/turns/rules/speed";
import { TRACK_MAX, sustenancePenalty, sustenanceStates, turnsSpent } from "../../src/rulesets/twod6/survival/rules/sustenance";
import { turnEnd, turnUpkeep, type TurnEndFacts } from "../../src/rulesets/twod6/turns/rules/upkeep";
import { MAX_LEVEL, healthMultiplier, maxEnergy, maxHealth } from "../../src/rulesets/twod6/creatures/rules/vitals";
import { resolveDamage } from "../../src/core/rules/damage";
import { all, dice, idOf, int, junk, probability, properties } from "./harness";

const scores: fc.Arbitrary<AbilityScores> = fc.record({ str: int(0, 20), agi: int(0, 20), sta: int(0, 20), cha: int(0, 20) });
const offsets = fc.record({ str: int(-3, 3), agi: int(-3, 3), sta: int(-3, 3), cha: int(-3, 3) }, { requiredKeys: [] });
const spec: fc.Arbitrary<CheckSpec> = fc.record({ base: int(-8, 8), adds: fc.array(int(-3, 3), { maxLength: 3 }), difficulty: int(2, 16), canCrit: fc.boolean(), capExempt: fc.boolean(), critFailModifier: int(0, 4) }, { requiredKeys: ["base"] });
const resist = fc.record(Object.fromEntries(RESISTIBLE_TYPES.map((t) => [t, int(0, 5)])) as Record<(typeof RESISTIBLE_TYPES)[number], fc.Arbitrary<number>>, { requiredKeys: [] });
const damageType = fc.constantFrom(...DAMAGE_TYPES);
const defences: fc.Arbitrary<Defences> = fc.record({
  natural: resist, slots: fc.record({ body: resist, head: resist }, { requiredKeys: [] }), immunities: fc.subarray(["onFire", "poisoned", "fire", "frost"]),
  vulnerabilities: fc.array(damageType, { maxLength: 2 }), aura: fc.option(damageType, { nil: null }),
});
const cells = fc.array(fc.record({ x: int(0, 6), y: int(0, 6) }), { minLength: 1, maxLength: 3 });
const bearer: fc.Arbitrary<AuraBearer> = fc.record({ id: fc.constant("me"), cells, type: damageType, staMod: int(-5, 8), adds: fc.array(int(-2, 2), { maxLength: 2 }), monster: fc.boolean() });
const targets: fc.Arbitrary<AuraTarget[]> = fc.array(fc.record({ id: fc.constantFrom("me", "a", "b", "c"), cells: fc.array(fc.record({ x: int(0, 6), y: int(0, 6) }), { maxLength: 2 }), defences }), { maxLength: 4 });
const sustenance = fc.record({ hunger: int(0, TRACK_MAX + 360), thirst: int(0, TRACK_MAX + 360) });
/** Out of contract: a hunger or thirst counter that is NaN, fractional, huge or not a number. */
const wildSustenance = fc.record({ hunger: fc.oneof(int(0, TRACK_MAX), junk), thirst: fc.oneof(int(0, TRACK_MAX), junk) });
const facts = fc.record({ hastes: int(0, 2), slows: fc.array(fc.record({ power: int(-3, 3) }), { maxLength: 2 }), staMod: int(-5, 5), adds: fc.array(int(-2, 0), { maxLength: 2 }), critFailModifier: int(0, 2) });

properties("twod6/creatures/rules/abilities", [
  { name: "abilityModifier", args: [int(0, MAX_SCORE), int(-30, 30)], junk: all(2), run: abilityModifier, check: (m: number, [s, o]) => expect(m).to.equal(s - 7 + o) },
  { name: "raceOffsets / modifiers", args: [fc.constantFrom(...RACE_IDS), scores, offsets], wild: { 0: idOf([...RACE_IDS]) },
    run: (race: Race, s: AbilityScores, own: Record<string, number>) => modifiers(s, raceOffsets(race, own)),
    check: (m: Record<string, number>) => expect(Object.keys(m)).to.deep.equal([...ABILITIES]) },
  { name: "abilityUse / rollableUses", args: [fc.constantFrom(...ABILITY_USES.map((u) => u.id)), fc.option(fc.constantFrom(...ABILITIES), { nil: undefined })], wild: { 0: idOf(ABILITY_USES.map((u) => u.id)) },
    run: (id: string, a: (typeof ABILITIES)[number] | undefined) => ({ use: abilityUse(id), rollable: rollableUses(a).length }), check: (r: { use: { id: string } }, [id]) => expect(r.use.id).to.equal(id) },
]);

properties("twod6/checks/rules/check", [
  { name: "checkModifier / critFailThrough", args: [spec, int(0, 20)], junk: [1], run: (s: CheckSpec, m: number) => ({ mod: checkModifier(s), through: critFailThrough(m) }),
    check: (r: { through: number }) => expect(r.through).to.be.within(2, 11) },
  { name: "resolveCheck / isSuccess", args: [spec, dice(6, 2, 2)], run: (s: CheckSpec, d: number[]) => { const r = resolveCheck(s, d); return { r, ok: isSuccess(r.result) }; },
    check: (x: { r: { natural: number; result: string } }, [s]) => { if (x.r.natural === 2) expect(x.r.result).to.equal("criticalFailure"); if (x.r.natural === 12 && s.canCrit) expect(x.r.result).to.equal("criticalSuccess"); } },
  { name: "resolveCheck (wild)", args: [int(-8, 8), int(2, 16), int(1, 6), int(1, 6), int(0, 3)], junk: all(5),
    run: (base: number, difficulty: number, a: number, b: number, cursed: number) => resolveCheck({ base, difficulty, critFailModifier: cursed }, [a, b]) },
  { name: "checkOdds", args: [spec], run: checkOdds,
    check: (o: { ways: Record<string, number>; success: number }) => { expect(Object.values(o.ways).reduce((a, b) => a + b, 0)).to.equal(36); probability(o.success); } },
  { name: "checkOdds (wild)", args: [int(-8, 8), int(2, 16), int(0, 3)], junk: all(3), run: (base: number, difficulty: number, cursed: number) => checkOdds({ base, difficulty, critFailModifier: cursed }) },
]);

properties("twod6/creatures/rules/damage, aura", [
  { name: "damageProfile / hitPacket (through the 2D6 damage rules)", args: [defences, fc.constantFrom(...SLOTS, "aura" as const), int(0, 30), damageType, fc.boolean(), fc.boolean()], junk: [2], wild: { 3: idOf([...DAMAGE_TYPES]) },
    run: (d: Defences, slot: "body", amount: number, type: "fire", secondary: boolean, aura: boolean) => resolveDamage(hitPacket(amount, type, { secondary, aura }), damageProfile(d, slot), TWOD6_DAMAGE_RULES),
    check: (o: { total: number }, [d, , amount, type]) => { expect(o.total).to.be.within(0, 2 * amount); if (d.aura === type) expect(o.total).to.equal(0); } },
  { name: "resolveAura", args: [bearer, targets, int(1, 3)], junk: [2], run: resolveAura,
    check: (r: { lines: { id: string; amount: number }[] }) => { for (const l of r.lines) { expect(l.id).not.to.equal("me"); expect(l.amount).to.be.at.least(0); } } },
]);

const item = fc.record({ cursed: fc.boolean(), bound: fc.boolean(), equipped: fc.boolean(), enchant: fc.record({ sta: int(-2, 2), str: int(-2, 2) }, { requiredKeys: [] }),
  slot: fc.option(fc.constantFrom(...SLOTS), { nil: null }), resistances: resist, haste: int(0, 1), forcesEating: fc.boolean() });
const creature: fc.Arbitrary<CreatureFacts> = fc.record({
  abilities: scores.map((s) => ({ ...s, sta: Math.max(s.sta, 2) })), race: fc.constantFrom(...RACE_IDS), offsets, level: int(1, 40), sustenance, natural: resist,
  immunities: fc.subarray(["onFire", "poisoned"]), vulnerabilities: fc.array(damageType, { maxLength: 2 }), aura: fc.option(damageType, { nil: null }), haste: int(0, 2), items: fc.array(item, { maxLength: 4 }),
});

properties("twod6/models/rules/derived, items, vitals", [
  { name: "deriveCreature", args: [creature], run: deriveCreature, check: (d: { health: number; energy: number }) => { expect(d.health).to.be.at.least(1); expect(d.energy).to.be.at.least(0); } },
  { name: "refuseLoss / refuseUnequip / critFailModifier", args: [fc.array(item, { maxLength: 4 }), fc.constantFrom("drop", "trade", "give", "delete" as const), fc.boolean()],
    run: (items: { cursed: boolean; bound: boolean; equipped: boolean }[], way: "drop", gm: boolean) => ({ loss: items.map((i) => refuseLoss(i, way, gm)), unequip: items.map(refuseUnequip), mod: critFailModifier(items) }),
    check: (r: { mod: number }, [items]) => expect(r.mod).to.be.within(0, items.length) },
  { name: "blessedValue", args: [int(0, 99), fc.boolean(), int(0, 99)], junk: [0, 2], run: blessedValue, check: (v: number, [value]) => expect(v).to.be.at.least(value) },
  { name: "healthMultiplier / maxHealth / maxEnergy", args: [int(1, MAX_LEVEL), int(0, MAX_SCORE), int(0, MAX_SCORE), int(-3, 3)], junk: all(4),
    run: (level: number, baseSta: number, currentSta: number, offset: number) => ({ m: healthMultiplier(level), health: maxHealth({ level, baseSta, currentSta, offset }), energy: maxEnergy(baseSta, offset) }),
    check: (r: { m: number; health: number; energy: number }) => { expect(r.m).to.be.at.least(1); expect(r.health).to.be.at.least(1); expect(r.energy).to.be.at.least(0); } },
]);

properties("twod6/survival/rules/regeneration, rule-of-three, speed, sustenance, upkeep", [
  { name: "healthRegen / energyRegen", args: [sustenance, int(-5, 5), int(0, 3), fc.boolean(), fc.boolean()], junk: [1, 2], wild: { 0: wildSustenance },
    run: (s: { hunger: number; thirst: number }, staMod: number, cursed: number, full: boolean, moving: boolean) => ({ health: healthRegen(s, staMod, { critFailModifier: cursed, full }), energy: energyRegen(s, staMod, { moving, critFailModifier: cursed, full }) }) },
  { name: "checkRuleOfThree", args: [scores, int(1, 40), fc.boolean(), fc.boolean()], junk: [1],
    run: (s: AbilityScores, level: number, human: boolean, female: boolean) => checkRuleOfThree({ scores: s, level, human, female }),
    check: (v: { ok: boolean }, [s, , human]) => { const spread = Math.max(...Object.values(s as Record<string, number>)) - Math.min(...Object.values(s as Record<string, number>)); if (!human || spread <= 3) expect(v.ok).to.equal(true); } },
  { name: "speedOdds / resolveSpeed", args: [facts, fc.array(dice(6, 2, 2), { minLength: 4, maxLength: 4 })],
    run: (f: SpeedFacts, pairs: number[][]) => ({ odds: speedOdds(f), roll: resolveSpeed(f, pairs.slice(0, f.hastes), pairs.slice(2, 2 + f.slows.length)) }),
    check: (r: { odds: { chance: number[] }; roll: { actions: number } }) => { expect(r.odds.chance.reduce((a, b) => a + b, 0)).to.be.closeTo(1, 1e-12); expect(r.roll.actions).to.be.within(0, 2); } },
  { name: "speedOdds (wild)", args: [int(0, 4), int(-5, 5), int(-3, 3)], junk: all(3), run: (hastes: number, staMod: number, power: number) => speedOdds({ hastes, slows: [{ power }], staMod }) },
  { name: "turnsSpent / sustenanceStates / sustenancePenalty", args: [int(0, 10), int(0, 100), sustenance], junk: [0, 1], wild: { 2: wildSustenance },
    run: (actions: number, hastes: number, s: { hunger: number; thirst: number }) => ({ spent: turnsSpent(actions, hastes), states: sustenanceStates(s), penalty: sustenancePenalty(s) }),
    check: (r: { spent: number; penalty: number }) => { expect(r.spent).to.be.at.least(1); expect(r.penalty).to.be.within(-2, 0); } },
  { name: "turnUpkeep / turnEnd", args: [fc.record({ sustenance, actions: int(0, 2), hastes: int(0, 2), staMod: int(-5, 5), critFailModifier: int(0, 2), healthFull: fc.boolean(), energyFull: fc.boolean(),
    activity: fc.constantFrom("rest", "move", "other" as const), aura: fc.option(bearer, { nil: null }) }), targets, int(1, 3), fc.boolean()], junk: [2],
    run: (f: TurnEndFacts, others: AuraTarget[], d3: number, regen: boolean) => ({ upkeep: turnUpkeep(f, regen), end: turnEnd(f, others, d3, regen) }),
    check: (r: { upkeep: { starvation: number } }) => expect(r.upkeep.starvation).to.be.within(0, 1) },
]);
