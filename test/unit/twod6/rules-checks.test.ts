import { expect } from "chai";
import { abilityModifier, ABILITY_USES, modifiers, raceOffsets, RACES, rollableUses } from "../../../src/rulesets/twod6/creatures/rules/abilities";
import { checkOdds, critFailThrough, DEFAULT_DIFFICULTY, resolveCheck, WAYS_2D6 } from "../../../src/rulesets/twod6/checks/rules/check";

describe("2D6 ability modifiers", () => {
  it("human scale: 2 → −5, 7 → 0, 12 → +5, linear", () => {
    expect(abilityModifier(2)).to.equal(-5);
    expect(abilityModifier(7)).to.equal(0);
    expect(abilityModifier(12)).to.equal(5);
    for (let s = 2; s < 12; s++) expect(abilityModifier(s + 1) - abilityModifier(s)).to.equal(1);
  });
  it("scores may exceed 12 and modifiers go beyond +5", () => {
    expect(abilityModifier(15)).to.equal(8);
  });
  it("an orc's strength runs −4..+6 over the same scores; its other abilities stay on the human scale", () => {
    const orc = raceOffsets("orc");
    expect(abilityModifier(2, orc.str)).to.equal(-4);
    expect(abilityModifier(12, orc.str)).to.equal(6);
    expect(modifiers({ str: 12, agi: 12, sta: 7, cha: 2 }, orc)).to.deep.equal({ str: 6, agi: 5, sta: 0, cha: -5 });
    expect(RACES.human).to.deep.equal({});
    expect(raceOffsets("other", { str: 4, sta: 3 })).to.deep.equal({ str: 4, sta: 3 });
  });
  it("the uses of each ability, as the rules list them", () => {
    const by = (a: string) => ABILITY_USES.filter((u) => u.ability === a).map((u) => u.id);
    expect(by("str")).to.deep.equal(["meleeToHit", "meleeDamage", "thrownDamage", "block", "break", "snare", "climb", "intimidation"]);
    expect(by("agi")).to.deep.equal(["rangedToHit", "rangedDamage", "thrownToHit", "finesseToHit", "finesseDamage", "dodge", "parry", "disarmTrap", "pickLock", "sneak", "jump"]);
    expect(by("sta")).to.deep.equal(["offensiveSpellToHit", "mental", "search", "health", "energy", "healthRegen", "energyRegen"]);
    expect(by("cha")).to.deep.equal(["defensiveSpellToHit", "persuasion", "merchantPrices"]);
    // Attacks can crit; checks cannot unless the item or ability says so.
    expect(ABILITY_USES.filter((u) => u.canCrit).map((u) => u.id)).to.deep.equal(["meleeToHit", "rangedToHit", "thrownToHit", "finesseToHit", "offensiveSpellToHit", "defensiveSpellToHit"]);
    expect(rollableUses("cha").map((u) => u.id)).to.deep.equal(["defensiveSpellToHit", "persuasion"]);
  });
});

describe("2D6 checks", () => {
  it("default difficulty 7; equal succeeds, one below fails", () => {
    expect(DEFAULT_DIFFICULTY).to.equal(7);
    expect(resolveCheck({ base: 0 }, [3, 4]).result).to.equal("success");
    expect(resolveCheck({ base: 0 }, [3, 3]).result).to.equal("failure");
    expect(resolveCheck({ base: 1 }, [3, 3]).result).to.equal("success");
  });
  it("double 1s critically fail even when the total succeeds", () => {
    const r = resolveCheck({ base: 5, difficulty: 3 }, [1, 1]);
    expect(r.total).to.equal(7);
    expect(r.result).to.equal("criticalFailure");
  });
  it("double 6s critically succeed only when the check can, even when the total fails", () => {
    expect(resolveCheck({ base: -5, difficulty: 10, canCrit: true }, [6, 6]).result).to.equal("criticalSuccess");
    expect(resolveCheck({ base: -5, difficulty: 10 }, [6, 6]).result).to.equal("failure");
    expect(resolveCheck({ base: 0, canCrit: true }, [6, 6]).result).to.equal("criticalSuccess");
  });
  it("the combined modifier is capped at +5 before it applies, unless the roll is exempt", () => {
    const capped = resolveCheck({ base: 4, adds: [3], difficulty: 15 }, [4, 5]);
    expect(capped).to.deep.include({ modifier: 5, total: 14, capped: true, result: "failure" });
    expect(resolveCheck({ base: 4, adds: [3], difficulty: 15, capExempt: true }, [4, 5])).to.deep.include({ modifier: 7, total: 16, result: "success" });
    // Penalties come off before the cap: +8 with a −2 hunger penalty is still +5.
    expect(resolveCheck({ base: 8, adds: [-2] }, [1, 2]).modifier).to.equal(5);
    expect(resolveCheck({ base: 3, adds: [-2] }, [1, 2]).modifier).to.equal(1);
  });
  it("each cursed item equipped widens the critical failure range by one natural total (reading I1)", () => {
    expect(critFailThrough(0)).to.equal(2);
    expect(critFailThrough(1)).to.equal(3);
    expect(resolveCheck({ base: 5, critFailModifier: 1 }, [1, 2]).result).to.equal("criticalFailure");
    expect(resolveCheck({ base: 5, critFailModifier: 0 }, [1, 2]).result).to.equal("success");
    expect(critFailThrough(40)).to.equal(11);
    expect(resolveCheck({ base: 0, canCrit: true, critFailModifier: 40 }, [6, 6]).result).to.equal("criticalSuccess");
  });
  it("refuses anything but two six-sided dice", () => {
    expect(() => resolveCheck({ base: 0 }, [7, 1])).to.throw(RangeError);
    expect(() => resolveCheck({ base: 0 }, [3])).to.throw(RangeError);
  });
});

describe("2D6 exact odds", () => {
  const enumerate = (spec: Parameters<typeof checkOdds>[0]) => {
    const ways = { criticalFailure: 0, failure: 0, success: 0, criticalSuccess: 0 };
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) ways[resolveCheck(spec, [a, b]).result]++;
    return ways;
  };
  it("36 ways to roll two dice", () => {
    expect(Object.values(WAYS_2D6).reduce((a, b) => a + b, 0)).to.equal(36);
  });
  it("plain check at 7: 21/36 succeed, 1/36 critically fail", () => {
    const o = checkOdds({ base: 0 });
    expect(o.ways).to.deep.equal({ criticalFailure: 1, failure: 14, success: 21, criticalSuccess: 0 });
    expect(o.success).to.equal(21 / 36);
  });
  it("an attack at +5 vs 7: only double 1s fail; double 6 is a critical success", () => {
    expect(checkOdds({ base: 5, canCrit: true }).ways).to.deep.equal({ criticalFailure: 1, failure: 0, success: 34, criticalSuccess: 1 });
  });
  it("an attack at −5 vs 12: only the double 6 succeeds", () => {
    expect(checkOdds({ base: -5, difficulty: 12, canCrit: true }).ways).to.deep.equal({ criticalFailure: 1, failure: 34, success: 0, criticalSuccess: 1 });
  });
  it("matches enumerating all 36 rolls for every modifier, cap, crit rule and curse", () => {
    for (const base of [-7, -2, 0, 3, 8]) for (const adds of [[], [-2], [4]]) for (const canCrit of [false, true]) for (const capExempt of [false, true]) for (const critFailModifier of [0, 2]) for (const difficulty of [4, 7, 11, 14]) {
      const spec = { base, adds, canCrit, capExempt, critFailModifier, difficulty };
      expect(checkOdds(spec).ways, JSON.stringify(spec)).to.deep.equal(enumerate(spec));
    }
  });
});
