import { expect } from "chai";
import {
  attributeChance, attributeFor, checkOf, checkRerollChoice, critFaces, damageChance, damageTarget, modifiedAttribute,
  readFace, rerollAllowance, rerollDie, rerollProblem, rolledDie, strikeCount,
} from "../../../src/rulesets/eldfall/dice/rules/roll";
import { damageSucceeds } from "../../../src/rulesets/eldfall/dice/rules/damage";

const facesWhere = (pred: (f: number) => boolean) => Array.from({ length: 20 }, (_, i) => i + 1).filter(pred);

describe("Eldfall rolls: the modified attribute (rules § ATTRIBUTE MODIFIERS)", () => {
  it("Tharos: AG 13 with −3 succeeds on 1–10 (§ ATTRIBUTE ROLL, example 2)", () => {
    const check = checkOf(13, { adds: [-3] });
    expect(check.value).to.equal(10);
    expect(facesWhere((f) => readFace(check, f) !== "miss")).to.deep.equal(facesWhere((f) => f <= 10));
    expect(attributeChance(check)).to.equal(10 / 20);
  });

  it("AG 12 with a −3 modifier succeeds on 9 or less (§ ATTRIBUTE MODIFIERS example)", () => {
    expect(facesWhere((f) => readFace(checkOf(12, { adds: [-3] }), f) === "valid")).to.deep.equal(facesWhere((f) => f <= 9));
  });

  it("an attack with OFF 14 hits on 14 or less (§ ATTACK ROLL example), a 1 is critical", () => {
    const check = checkOf(14, {}, "attack");
    expect(facesWhere((f) => readFace(check, f) !== "miss")).to.deep.equal(facesWhere((f) => f <= 14));
    expect(check.critFaces).to.deep.equal([1]);
  });

  it("additions first, then halving and doubling, each rounding up", () => {
    expect(modifiedAttribute(13, { halve: 1 }).value).to.equal(7);
    expect(modifiedAttribute(13, { adds: [-4], halve: 1 }).value).to.equal(5); // (13 − 4) / 2 = 4.5 → 5, not 13/2 − 4
    expect(modifiedAttribute(7, { double: 1 }).value).to.equal(14);
    expect(modifiedAttribute(13, { adds: [2], double: 1 }).value).to.equal(30);
    expect(modifiedAttribute(13, { halve: 1, double: 1 }).value).to.equal(14); // A20: halve (7) then double
    expect(modifiedAttribute(1, { halve: 1 }).value).to.equal(1);
    expect(modifiedAttribute(13, { halve: 1, double: 1, cancelHalveDouble: true }).value).to.equal(13); // A20 option: they cancel
  });

  it("never below 0; a modified 0 fails automatically, a 1 included — except on damage rolls", () => {
    const zero = modifiedAttribute(3, { adds: [-5] }, "attack");
    expect(zero.value).to.equal(0);
    expect(zero.autoFail).to.equal(true);
    const check = checkOf(3, { adds: [-5] }, "attack");
    expect(check.faces.every((c) => c === "miss")).to.equal(true);
    expect(check.critFaces).to.deep.equal([]);
    expect(modifiedAttribute(3, { adds: [-5] }, "damage").autoFail).to.equal(false);
  });

  it("above 20, a 20 is a Critical Hit too on attacks (A14: other rolls just succeed)", () => {
    const attack = checkOf(18, { adds: [4] }, "attack");
    expect(attack.value).to.equal(22);
    expect(attack.critFaces).to.deep.equal([1, 20]);
    expect(readFace(attack, 20)).to.equal("crit");
    const dodge = checkOf(18, { adds: [4] }, "attribute");
    expect(readFace(dodge, 20)).to.equal("valid");
    expect(attributeChance(dodge)).to.equal(1);
    expect(checkOf(20, {}, "attack").critFaces).to.deep.equal([1]);
  });

  it("Assassins crit on 1, 2 and 3 (A13: 2 and 3 only when within the attribute)", () => {
    expect(critFaces(modifiedAttribute(13, {}, "attack"), { assassin: true })).to.deep.equal([1, 2, 3]);
    expect(critFaces(modifiedAttribute(2, {}, "attack"), { assassin: true })).to.deep.equal([1, 2]);
    expect(checkOf(13, {}, "attack", { assassin: true }).faces.slice(0, 4)).to.deep.equal(["crit", "crit", "crit", "valid"]);
    expect(checkOf(13, {}, "attribute", { assassin: true }).critFaces).to.deep.equal([]);
  });
});

describe("Eldfall rolls: which attribute (digest M3a)", () => {
  it("melee with an Item: OFF when Active, DEF when Reactive; ranged ACC; spells INT (Mystic M)", () => {
    expect(attributeFor("meleeItem", { role: "active" }).attribute).to.equal("off");
    expect(attributeFor("meleeItem", { role: "reactive" }).attribute).to.equal("def");
    expect(attributeFor("rangedItem").attribute).to.equal("acc");
    expect(attributeFor("spell").attribute).to.equal("int");
    expect(attributeFor("spell", { mystic: true }).attribute).to.equal("m");
  });

  it("Dodge uses AG, halved without LoS unless Acute Senses; Perceive INT (Acute Senses AG); Poisoned T − 6", () => {
    expect(attributeFor("dodge", { lineOfSight: true }).mods.halve).to.equal(0);
    expect(attributeFor("dodge", { lineOfSight: false }).mods.halve).to.equal(1);
    expect(attributeFor("dodge", { lineOfSight: false, acuteSenses: true }).mods.halve).to.equal(0);
    expect(attributeFor("perceive").attribute).to.equal("int");
    expect(attributeFor("perceive", { acuteSenses: true }).attribute).to.equal("ag");
    expect(attributeFor("poisoned")).to.deep.equal({ attribute: "t", mods: { adds: [-6], halve: 0, double: 0 } });
    expect(attributeFor("morale").attribute).to.equal("m");
    expect(attributeFor("immobilized", { immobilizedWith: "t" }).attribute).to.equal("t");
  });
});

describe("Eldfall rolls: Strikes (§ STRIKE (STK))", () => {
  it("Active uses the STK, Reactive 1 unless kept; bonuses and penalties; never below 1", () => {
    expect(strikeCount({ base: 2 })).to.equal(2);
    expect(strikeCount({ base: 3, role: "reactive" })).to.equal(1);
    expect(strikeCount({ base: 3, role: "reactive", keepsStrikesWhenReactive: true })).to.equal(3);
    expect(strikeCount({ base: 2, bonus: 1 })).to.equal(3);
    expect(strikeCount({ base: 1, penalty: 1 })).to.equal(1); // Fencing II: not below 1
    expect(strikeCount({ base: 3, bonus: 1, forcedOne: true })).to.equal(1);
    expect(strikeCount({ base: 3, capOne: true })).to.equal(1); // Unwieldy, Medium user
  });
});

describe("Eldfall rolls: rerolls (§ REROLL, GLOSSARY)", () => {
  it("a die is rerolled once, the new face replacing the old", () => {
    const once = rerollDie(rolledDie(14), 3);
    expect(once).to.deep.equal({ face: 3, rerolledFrom: 14 });
    expect(() => rerollDie(once, 5)).to.throw(RangeError, /once/);
  });

  it("sources: Sorcerer/Wizard/Alchemist only one failed roll, Mage any number for an AP, Dual Wield one", () => {
    const check = checkOf(12, {}, "attack");
    const dice = [rolledDie(15), rolledDie(4)];
    expect(() => checkRerollChoice(dice, [0], check, rerollAllowance("sorcerer"))).not.to.throw();
    expect(() => checkRerollChoice(dice, [1], check, rerollAllowance("wizard"))).to.throw(RangeError, /failed/);
    expect(() => checkRerollChoice(dice, [0, 1], check, rerollAllowance("dualWield"))).to.throw(RangeError, /Too many/);
    expect(rerollAllowance("mage")).to.deep.equal({ dice: null, failedOnly: false, costsAp: true });
    expect(() => checkRerollChoice(dice, [0, 1], check, rerollAllowance("mage"))).not.to.throw();
    expect(() => checkRerollChoice([rerollDie(rolledDie(15), 16)], [0], check, rerollAllowance("advantage"))).to.throw(RangeError, /once/);
    expect(rerollProblem(dice, [1], check, rerollAllowance("alchemist"))).to.equal("failedOnly");
    expect(rerollProblem(dice, [0, 0], check, rerollAllowance("mage"))).to.equal("chosenTwice");
    expect(rerollProblem(dice, [0], check, rerollAllowance("unwieldy"))).to.equal(null);
  });
});

describe("Eldfall rolls: damage (§ DAMAGE ROLL)", () => {
  it("PW 12 against ARM 5 wounds on 1–7 (the rules' example)", () => {
    const target = damageTarget(12, 5, false);
    expect(target).to.equal(7);
    expect(facesWhere((f) => damageSucceeds(f, target))).to.deep.equal([1, 2, 3, 4, 5, 6, 7]);
    expect(damageChance(target)).to.equal(7 / 20);
  });

  it("a Critical Hit sets ARM to 0 for that Hit", () => {
    expect(damageTarget(12, 5, true)).to.equal(12);
  });

  it("A15: PW − ARM of 0 or less is rolled but cannot wound (no natural 1)", () => {
    expect(damageTarget(4, 6, false)).to.equal(-2);
    expect(damageSucceeds(1, -2)).to.equal(false);
    expect(damageSucceeds(1, 0)).to.equal(false);
    expect(damageChance(-2)).to.equal(0);
    expect(damageChance(25)).to.equal(1);
  });
});
