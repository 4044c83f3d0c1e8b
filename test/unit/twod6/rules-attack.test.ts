/**
 * 2D6 weapon attacks (pure): the weapon's uses by reach, the to-hit check at 7 with both criticals, the damage
 * formula plus the capped (or exempt) modifier, and what the hit does through the target's defences.
 */
import { expect } from "chai";
import { attackPacket, damageModifier, hitDamage, parseDamageFormula, resolveToHit, weaponUses } from "../../../src/rulesets/twod6/combat/rules/attack";
import { damageProfile, TWOD6_DAMAGE_RULES, type DamageType, type Defences, type Slot } from "../../../src/rulesets/twod6/creatures/rules/damage";
import { resolveDamage } from "../../../src/core/rules/damage";

/** What a hit does through a target's defences: the attack's packet met by the profile the target's model builds. */
const hitOutcome = (amount: number, type: DamageType, slot: Slot, defences: Defences) =>
  resolveDamage(attackPacket(amount, type, slot), damageProfile(defences, slot), TWOD6_DAMAGE_RULES);
const none: Defences = { natural: {}, slots: {}, immunities: [], vulnerabilities: [] };

describe("2D6 attacks (rules)", () => {
  it("each reach rolls the ability the rules name: melee STR, finesse AGI, ranged AGI, thrown AGI to hit and STR for damage", () => {
    const uses = (reach: "melee" | "ranged" | "thrown", finesse = false) => {
      const u = weaponUses({ reach, finesse });
      return [u.toHit.ability, u.damage.ability, u.toHit.canCrit];
    };
    expect(uses("melee")).to.deep.equal(["str", "str", true]);
    expect(uses("melee", true)).to.deep.equal(["agi", "agi", true]);
    expect(uses("ranged")).to.deep.equal(["agi", "agi", true]);
    expect(uses("thrown")).to.deep.equal(["agi", "str", true]);
  });

  it("reads damage formulas, refusing what is not one", () => {
    expect(parseDamageFormula("1d6")).to.deep.equal({ count: 1, sides: 6, flat: 0 });
    expect(parseDamageFormula(" 2d4 + 1 ")).to.deep.equal({ count: 2, sides: 4, flat: 1 });
    expect(parseDamageFormula("d8-2")).to.deep.equal({ count: 1, sides: 8, flat: -2 });
    for (const bad of ["", "6", "1d6*2", "0d6", "1d1", "99d6", "1d6+@str"]) expect(parseDamageFormula(bad), bad).to.equal(null);
  });

  it("to hit: 2D6 + modifier ≥ 7 (the default difficulty); a double 6 hits anyway, double 1s miss anyway", () => {
    const spec = { ability: 2, penalty: 0, situational: 0, critFailModifier: 0 };
    expect(resolveToHit(spec, [3, 2])).to.deep.include({ total: 7, result: "success", hit: true });
    expect(resolveToHit(spec, [2, 2])).to.deep.include({ total: 6, result: "failure", hit: false });
    expect(resolveToHit({ ...spec, ability: -5, situational: -3 }, [6, 6])).to.deep.include({ result: "criticalSuccess", hit: true });
    expect(resolveToHit({ ...spec, ability: 5, situational: 3 }, [1, 1])).to.deep.include({ result: "criticalFailure", hit: false });
    // Famished −2 counts; the combined modifier is held to +5 (STR +7 with +3 situational: +5).
    expect(resolveToHit({ ...spec, penalty: -2 }, [3, 3]).total).to.equal(6);
    expect(resolveToHit({ ...spec, ability: 7, situational: 3 }, [1, 2]).modifier).to.equal(5);
  });

  it("damage: the dice, the formula's number and the modifier, held to +5 unless the roll is exempt (aimed shot, crushing blow)", () => {
    const f = parseDamageFormula("1d6+1")!;
    expect(hitDamage(f, [4], { ability: 2, penalty: 0, capExempt: false })).to.deep.include({ rolled: 4, flat: 1, modifier: 2, amount: 7 });
    expect(hitDamage(f, [4], { ability: 7, penalty: 0, capExempt: false })).to.deep.include({ modifier: 5, uncapped: 7, capped: true, amount: 10 });
    expect(hitDamage(f, [4], { ability: 7, penalty: 0, capExempt: true })).to.deep.include({ modifier: 7, amount: 12 });
    expect(damageModifier({ ability: 7, penalty: -1, capExempt: false }).value).to.equal(5);
    // A weak hit deals 0, never less.
    expect(hitDamage(parseDamageFormula("1d4-2")!, [1], { ability: -3, penalty: -2, capExempt: false }).amount).to.equal(0);
    expect(() => hitDamage(f, [7], { ability: 0, penalty: 0, capExempt: false })).to.throw(RangeError);
    expect(() => hitDamage(f, [1, 2], { ability: 0, penalty: 0, capExempt: false })).to.throw(RangeError);
  });

  it("the hit meets the struck slot's armour and the creature's own resistance; magical damage is never resisted", () => {
    const armoured: Defences = { ...none, natural: { physical: 1 }, slots: { body: { physical: 3 }, head: { physical: 1 } } };
    expect(hitOutcome(8, "physical", "body", armoured).total).to.equal(8 - 3 - 1);
    expect(hitOutcome(8, "physical", "head", armoured).total).to.equal(8 - 1 - 1);
    expect(hitOutcome(8, "magical", "body", { ...armoured, natural: { magical: 5 } as never }).total).to.equal(8);
    expect(attackPacket(5, "fire", "head").options).to.deep.equal({ slot: "head" });
  });

  it("vulnerability doubles what gets through and always brings the secondary effect; immunity stops only the effect", () => {
    // 6 fire against body armour fire 1 on a fire-vulnerable orc: (6 − 1) × 2 = 10, set on fire despite the immunity.
    const orc: Defences = { ...none, slots: { body: { fire: 1 } }, vulnerabilities: ["fire"], immunities: ["fire"] };
    const o = hitOutcome(6, "fire", "body", orc);
    expect(o.total).to.equal(10);
    expect(o.secondary).to.deep.equal(["onFire"]);
    const immune = hitOutcome(6, "fire", "body", { ...none, immunities: ["fire"] });
    expect([immune.total, immune.secondary, immune.prevented]).to.deep.equal([6, [], ["onFire"]]);
    // Physical has no secondary effect; a creature with a frost aura takes nothing from frost.
    expect(hitOutcome(4, "physical", "body", none).secondary).to.deep.equal([]);
    expect(hitOutcome(4, "frost", "body", { ...none, aura: "frost" }).total).to.equal(0);
  });
});
