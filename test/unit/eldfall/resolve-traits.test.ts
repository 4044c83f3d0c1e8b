/**
 * Eldfall Traits (issue 11 item 7, the 52 Traits' mechanics): the registry, trait-based immunities, and the
 * attacks no Attack roll makes (Trample, Profane Miasma) with the Chain Attack offer.
 */
import { expect } from "chai";
import {
  MANUAL_TRAITS, TRAIT_DEFS, immuneTo, immunityBlocker, resistanceLevel, traitLevel, traitX,
} from "../../../src/rulesets/eldfall/profile/rules/traits";
import { chainAttackOffers, trampleAttack } from "../../../src/rulesets/eldfall/resolution/rules/resolution-sources";
import { diceRoller, resolveSequence, type AttackInput, type ResolutionModel } from "../../../src/rulesets/eldfall/resolution/rules/resolution";
import { TRAITS } from "../../../src/rulesets/eldfall/profile/rules/keys";
import { sizeSteps, tooLargeToTopple } from "../../../src/rulesets/eldfall/profile/rules/sizes";

const mdl = (id: string, over: Partial<ResolutionModel> = {}): ResolutionModel => ({
  id, hero: false, side: "hostiles", size: "medium", hp: 3, hpMax: 3, arm: 5, t: 10, m: 10, int: 10, ag: 10, spd: 4, ap: 2, wp: 0, traits: [], states: [], ...over,
});

const defOf = (id: string) => TRAIT_DEFS.find((t) => t.id === id);

describe("Eldfall traits: the registry", () => {
  it("holds the 52 Traits of the rules text once each, in the order and spelling of keys.ts", () => {
    expect(TRAIT_DEFS).to.have.length(52);
    expect(TRAIT_DEFS.map((t) => t.id)).to.deep.equal([...TRAITS]);
    expect(defOf("armorPiercing")?.automation).to.equal("resolution");
  });

  it("multi-level traits carry their highest level; (X) traits say what X is", () => {
    expect(defOf("poison")?.maxLevel).to.equal(2);
    expect(defOf("sweep")?.maxLevel).to.equal(2);
    expect(defOf("undead")?.maxLevel).to.equal(2);
    expect(defOf("burn")?.param).to.equal("number");
    expect(defOf("survival")?.param).to.equal("environment");
  });

  it("the text-only traits with a manual button are Ignore Shield, Resourceful, Spellbound and Tactician", () => {
    expect([...MANUAL_TRAITS].sort()).to.deep.equal(["ignoreShield", "obstacle", "resourceful", "spellbound", "tactician", "targetless"]);
  });

  it("every trait the Resolution Step acts on names its hook", () => {
    for (const t of TRAIT_DEFS.filter((d) => d.automation === "resolution")) expect(t.hooks?.length, t.id).to.be.greaterThan(0);
  });

  it("levels include the lower ones; the highest copy counts; X defaults to 1", () => {
    const traits = [{ id: "poison", level: 1 }, { id: "poison", level: 2 }, { id: "knockback" }, { id: "burn", x: 3 }];
    expect(traitLevel(traits, "poison")).to.equal(2);
    expect(traitLevel(traits, "undead")).to.equal(0);
    expect(traitX(traits, "knockback")).to.equal(1);
    expect(traitX(traits, "burn")).to.equal(3);
  });
});

describe("Eldfall traits: immunities", () => {
  const cases: [string, string[], string[]][] = [
    ["construct", ["panicked", "bleeding", "poisoned", "weakened", "confused", "stagger", "burn", "mindgame", "vampirism", "surpriseAttack", "charm", "toxic"], ["crippled", "crouched"]],
    ["elemental", ["bleeding", "poisoned", "weakened", "stagger", "vampirism", "mindgame", "charm", "toxic"], ["panicked", "confused", "burn"]],
    ["undead", ["poisoned", "weakened", "bleeding", "panicked", "vampirism", "mindgameSpell"], ["confused", "stagger"]],
    ["fearless", ["panicked"], ["weakened"]],
    ["vigilance", ["surpriseAttack"], ["panicked"]],
    ["incorporeal", ["engaged"], ["panicked"]],
  ];
  for (const [trait, blocks, lets] of cases) {
    it(`${trait} blocks ${blocks.join(", ")} and not ${lets.join(", ")}`, () => {
      for (const e of blocks) expect(immunityBlocker([{ id: trait }], e), e).to.equal(trait);
      for (const e of lets) expect(immuneTo([{ id: trait }], e), e).to.equal(false);
    });
  }

  it("Survival (X) blocks Environment X only", () => {
    expect(immuneTo([{ id: "survival", x: "Difficult" }], "difficult")).to.equal(true);
    expect(immuneTo([{ id: "survival", x: "Difficult" }], "dark")).to.equal(false);
  });

  it("Resistance (X): I halves, II negates, matched on a Type or Trait of the attack", () => {
    expect(resistanceLevel([{ id: "resistance", level: 1, x: "Fire" }], ["fire", "spell"])).to.equal(1);
    expect(resistanceLevel([{ id: "resistance", level: 2, x: "burn" }], ["burn"])).to.equal(2);
    expect(resistanceLevel([{ id: "resistance", level: 2, x: "burn" }], ["fire"])).to.equal(0);
  });

  it("Elemental Essence (E): the effects of E Attacks are blocked, the damage is not", () => {
    const attack: AttackInput = { id: "x", attacker: "a", pw: 12, traits: [{ id: "bleed" }], tags: ["fire"], targets: [{ target: "b", hits: [{ critical: false }] }] };
    const plan = resolveSequence({ models: [mdl("a"), mdl("b", { traits: [{ id: "elementalEssence", x: "Fire" }] })], attacks: [attack] }, diceRoller([1]));
    expect(plan.changes.find((c) => c.id === "b")).to.include({ wounds: 1 });
    expect(plan.triggers).to.deep.equal([{ attack: "x", target: "b", trigger: "bleed", result: "bleeding", blockedBy: "elementalEssence" }]);
  });

  it("Undead: a Spell with Mindgame cannot affect it", () => {
    const attack: AttackInput = { id: "x", attacker: "a", pw: 12, traits: [{ id: "mindgame" }], tags: ["spell"], targets: [{ target: "u", hits: [{ critical: false }] }] };
    const plan = resolveSequence({ models: [mdl("a"), mdl("u", { traits: [{ id: "undead" }] })], attacks: [attack] }, diceRoller([]));
    expect(plan.hits[0]).to.include({ outcome: "negated", reason: "undead" });
  });
});

describe("Eldfall traits: sizes", () => {
  it("counts steps on Small → … → Epic; two or more larger is out of Knockback/Knockdown/Stagger", () => {
    expect(sizeSteps("medium", "huge")).to.equal(2);
    expect(tooLargeToTopple("medium", "large")).to.equal(false);
    expect(tooLargeToTopple("medium", "huge")).to.equal(true);
    expect(tooLargeToTopple("huge", "medium")).to.equal(false);
    expect(() => sizeSteps("medium", "tiny")).to.throw(RangeError);
  });
});

describe("Eldfall traits: attacks no Attack roll makes", () => {
  it("Trample: a Hit with Knockdown and PW = the trampler's T on each model moved through", () => {
    const t = trampleAttack("tr", mdl("ox", { t: 13 }), ["a", "b"]);
    expect(t).to.deep.include({ attacker: "ox", pw: 13, traits: [{ id: "knockdown" }] });
    expect(t.targets.map((x) => x.target)).to.deep.equal(["a", "b"]);
  });

  it("Chain Attack: offered once to an ally of an attacker that scored a Hit on an enemy it sees", () => {
    const models = [mdl("h1", { side: "heroes" }), mdl("h2", { side: "heroes", skills: ["chainAttack"] }), mdl("f1"), mdl("f2")];
    const attacks: AttackInput[] = [{ id: "x", attacker: "h1", pw: 10, traits: [], targets: [{ target: "f1", hits: [{ critical: false }] }, { target: "f2", hits: [{ critical: false }] }] }];
    expect(chainAttackOffers(models, attacks, () => true)).to.deep.equal([{ model: "h2", target: "f1", after: "x", alternatives: ["f2"] }]);
    expect(chainAttackOffers(models, attacks, (_m, t) => t === "f2")).to.deep.equal([{ model: "h2", target: "f2", after: "x", alternatives: [] }]);
    expect(chainAttackOffers(models, attacks, () => true, new Set(["h2"]))).to.deep.equal([]);
  });
});
