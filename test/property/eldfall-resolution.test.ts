import fc from "fast-check";
import { expect } from "chai";
import { DiceExhausted, diceRoller, resolveSequence, type AttackInput, type ResolutionInput, type ResolutionModel, type ResolutionPlan, type Roller } from "../../src/rulesets/eldfall/resolution/rules/resolution";
import { chainAttackOffers, trampleAttack } from "../../src/rulesets/eldfall/resolution/rules/resolution-sources";
import { seededRandom } from "../support/seeded-random";
import { int, properties } from "./harness";

const IDS = ["m1", "m2", "m3", "m4"];
const TRAITS = ["sweep", "ricochet", "burn", "cleave", "bleed", "stun", "poison", "knockback", "knockdown", "stagger", "unkeen", "mindgame", "frostbite", "crippling", "weakening",
  "demon", "undead", "construct", "resistance", "vampirism", "ignoreArmor", "armorPiercing", "familiar", "elementalEssence", "affinity"];
const trait = fc.record({ id: fc.constantFrom(...TRAITS), level: fc.option(int(1, 2), { nil: undefined }), x: fc.option(fc.oneof(int(1, 3), fc.constantFrom("fire", "profane")), { nil: undefined }) });
const model = (id: string): fc.Arbitrary<ResolutionModel> => fc.record({
  hero: fc.boolean(), side: fc.constantFrom("heroes", "hostiles"), size: fc.constantFrom("small", "medium", "large"), hp: int(0, 8), hpMax: int(0, 8), arm: int(0, 6), t: int(0, 12), m: int(0, 12),
  int: int(0, 12), ag: int(0, 12), spd: int(0, 6), ap: int(0, 4), wp: int(0, 4), tier: int(1, 3), boss: fc.boolean(), openEdge: fc.boolean(), traits: fc.array(trait, { maxLength: 2 }),
  skills: fc.subarray(["chainAttack", "finishingStrike", "vampirism"]), classes: fc.subarray(["berserker", "rogue"]), states: fc.subarray(["crouched", "incapacitated", "immobilized", "distracted", "dead"], { maxLength: 2 }),
  berserkerUsedThisTurn: fc.boolean(), rogueUsedThisActivation: fc.boolean(), aquatic: fc.boolean(),
}).map((m) => ({ ...m, id, hp: Math.min(m.hp, m.hpMax) }));
const models = fc.tuple(...IDS.map(model));
const id = fc.constantFrom(...IDS);
const attack = (n: number): fc.Arbitrary<AttackInput> => fc.record({
  attacker: fc.option(id, { nil: null }), pw: int(0, 20), pwMods: fc.array(fc.record({ kind: fc.constantFrom("add", "halve", "double" as const), value: fc.option(int(-4, 4), { nil: undefined }), source: fc.constant("x") }), { maxLength: 2 }),
  traits: fc.array(trait, { maxLength: 3 }), tags: fc.subarray(["melee", "ranged", "spell", "fire", "healing"]), aoe: fc.boolean(), deadly: fc.boolean(),
  followUp: fc.option(fc.constantFrom("finishingStrike", "chainAttack" as const), { nil: undefined }),
  states: fc.array(fc.record({ id: fc.constantFrom("slowed", "bleeding" as const), duration: fc.constant({ unit: "sideTurn" as const }), on: fc.constantFrom("hit", "wound" as const) }), { maxLength: 1 }),
  ricochet: fc.dictionary(id, fc.subarray(IDS), { maxKeys: 3 }),
  targets: fc.uniqueArray(fc.record({ target: id, hits: fc.array(fc.record({ critical: fc.boolean() }), { maxLength: 3 }), negated: int(0, 2), sweep: fc.subarray(IDS) }), { selector: (t) => t.target, maxLength: 2 }),
}).map((a) => ({ ...a, id: `a${n}` }));
const input: fc.Arbitrary<ResolutionInput> = fc.record({
  models, attacks: fc.tuple(attack(1), attack(2), attack(3)).chain((as) => fc.subarray(as)),
  dodges: fc.uniqueArray(fc.record({ model: id, vs: fc.dictionary(fc.constantFrom("a1", "a2", "a3"), fc.boolean(), { maxKeys: 3 }), reacting: fc.boolean(), crouch: fc.option(fc.constantFrom("enter", "cancel" as const), { nil: undefined }) }), { selector: (d) => d.model, maxLength: 2 }),
  assists: fc.array(fc.record({ id: fc.constant("as1"), assistant: id, target: id, hits: int(0, 3), healPerHit: fc.option(int(0, 3), { nil: undefined }), tags: fc.subarray(["healing", "divine"]),
    removeStates: fc.subarray(["bleeding" as const]), states: fc.constant([]) }), { maxLength: 1 }),
  declinedWeakPoints: fc.subarray(["a1", "a2"]), familiars: fc.dictionary(id, fc.subarray(["f1", "f2"]), { maxKeys: 2 }),
  weakPointsGiven: fc.array(fc.tuple(id, id), { maxLength: 2 }), options: fc.record({ triggerPer: fc.constantFrom("attack", "wound" as const), demonIgnored: fc.boolean() }),
}).map(({ models: ms, ...rest }) => ({ models: [...ms], ...rest }));
/** Out of contract: ids the plan looks up by key ("constructor", "__proto__"), and numbers that would drive a loop for ever. */
const wildInput = fc.tuple(input, fc.constantFrom("proto", "burn", "assist", "cleave")).map(([i, kind]): ResolutionInput => {
  const [first, ...rest] = i.models;
  if (kind === "proto") return { ...i, models: [{ ...first!, id: "constructor" }, ...rest], attacks: [{ id: "toString", attacker: "constructor", pw: 9, traits: [{ id: "ricochet", x: 2 }], ricochet: {}, targets: [{ target: "constructor", hits: [{ critical: false }] }] }],
    dodges: [{ model: "constructor", vs: {}, reacting: false }], familiars: {} };
  if (kind === "burn") return { ...i, attacks: [{ id: "a9", attacker: first!.id, pw: 20, traits: [{ id: "burn", x: 1e9 }], targets: [{ target: rest[0]!.id, hits: [{ critical: true }] }] }] };
  if (kind === "cleave") return { ...i, attacks: [{ id: "a9", attacker: first!.id, pw: 20, traits: [{ id: "cleave", x: 1e9 }, { id: "knockback", x: 1e9 }], targets: [{ target: rest[0]!.id, hits: [{ critical: true }] }] }] };
  return { ...i, assists: [{ id: "as9", assistant: first!.id, target: rest[0]!.id, hits: 1e9, healPerHit: 1 }] };
});

/** An endless d20 from a seed; a plan that needs more than 10,000 rolls has lost its bound, and fails the property. */
function roller(seed: number): Roller {
  const random = seededRandom(seed);
  let n = 0;
  return () => {
    if (++n > 10_000) throw new Error("the Resolution Step asked for more than 10,000 d20");
    return 1 + Math.floor(random() * 20);
  };
}

properties("eldfall/rules/resolution", [
  { name: "resolveSequence (seeded d20)", args: [input, int(0, 2 ** 31)], wild: { 0: wildInput }, share: 0.5,
    run: (i: ResolutionInput, seed: number) => resolveSequence(i, roller(seed)),
    check: (plan: ResolutionPlan, [i]) => {
      for (const r of plan.rolls) expect(r.result).to.be.within(1, 20);
      for (const c of plan.changes) {
        const m = i.models.find((x: ResolutionModel) => x.id === c.id)!;
        expect(c.hpAfter).to.be.within(0, Math.max(m.hpMax, m.hp));
        expect(c.wounds).to.be.at.least(0);
        if (m.hero) expect(c.dead, "heroes are never Dead").to.equal(false);
      }
    } },
  { name: "diceRoller", args: [fc.array(int(1, 20), { maxLength: 6 }), int(0, 8)], wild: { 0: fc.array(fc.constantFrom(0, 21, 2.5, Number.NaN), { minLength: 1, maxLength: 2 }) },
    run: (dice: number[], n: number) => {
      const r = diceRoller(dice);
      const out: number[] = [];
      try { for (let k = 0; k < n; k++) out.push(r({ purpose: "damage", model: "m1" })); } catch (error) {
        if (!(error instanceof DiceExhausted)) throw error;
      }
      return { out, used: r.used() };
    },
    check: (r: { out: number[]; used: number }, [dice, n]) => { expect(r.out).to.deep.equal(dice.slice(0, Math.min(n, dice.length))); expect(r.used).to.equal(r.out.length); } },
]);

properties("eldfall/rules/resolution-sources", [
  { name: "trampleAttack (through resolveSequence)", args: [models, fc.subarray(IDS), int(0, 2 ** 31)], share: 0.25,
    run: (ms: ResolutionModel[], trampled: string[], seed: number) => {
      const attacks = [trampleAttack("t1", ms[0]!, trampled.filter((x) => x !== ms[0]!.id))];
      return { plan: resolveSequence({ models: ms, attacks }, roller(seed)) };
    } },
  { name: "chainAttackOffers", args: [models, fc.tuple(attack(1), attack(2)), fc.func(fc.boolean()), fc.subarray(IDS)], share: 0.25,
    run: (ms: ResolutionModel[], as: AttackInput[], sees: (a: string, b: string) => boolean, used: string[]) => chainAttackOffers(ms, as, sees, new Set(used)),
    check: (offers: { model: string; target: string }[], [, , , used]) => { for (const o of offers) expect(used).not.to.include(o.model); } },
]);
