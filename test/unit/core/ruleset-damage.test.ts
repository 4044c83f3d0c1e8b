/** Each ruleset's damage on the core pipeline gives the numbers its own rules always gave (pure). */
import { expect } from "chai";
import { resolveDamage, onPool } from "../../../src/core/rules/damage";
import { attackPacket as elvendorPacket, damagePerHit, elvendorDamageRules } from "../../../src/rulesets/elvendor/combat/rules/damage";
import { resolveAttack } from "../../../src/rulesets/elvendor/combat/rules/attack";
import { AEDELORE_DAMAGE_RULES, attackPacket as aedelorePacket } from "../../../src/rulesets/aedelore/combat/rules/damage";
import { resolveReaction, damageFor } from "../../../src/rulesets/aedelore/combat/rules/combat";
import { ELF_DAMAGE_RULES, harmPacket, pcDamage, pcDamagePacket } from "../../../src/rulesets/elf/damage/rules/damage";

describe("ruleset damage on the core pipeline", () => {
  it("Elvendor: every DAM, ARMOR and hit count gives resolveAttack's damage, and Health never below 0", () => {
    for (let dam = 0; dam <= 6; dam++) for (let armor = 0; armor <= 4; armor++) for (let hits = 0; hits <= 3; hits++) {
      const dice = [...Array(hits).fill(6), 1];
      const card = resolveAttack(dice, 4, dam, armor);
      const out = resolveDamage(elvendorPacket({ ability: { damage: dam }, hits: card.hits, armor }), {}, elvendorDamageRules(99));
      expect(out.total, `DAM ${dam} ARMOR ${armor} hits ${hits}`).to.equal(card.damage);
      expect(onPool(out, { path: "health.value", value: 5 }).after["health.value"]).to.equal(Math.max(0, 5 - card.damage));
    }
  });

  it("Elvendor: damage that is not an attack (no hits) meets no ARMOR; an attack without its card's ARMOR uses the target's", () => {
    expect(resolveDamage({ parts: [{ amount: 2, type: "poison" }] }, {}, elvendorDamageRules(3)).total).to.equal(2);
    expect(resolveDamage({ parts: [{ amount: 4, type: "physical" }], options: { hits: 2 } }, {}, elvendorDamageRules(3)).total).to.equal(2 * damagePerHit(4, 3));
  });

  it("Aedelore: what the reaction let through is what lands (Dodge barely halves 7 → 3; glancing 9 → 4 with no reaction)", () => {
    const dodge = resolveReaction("dodge", { successes: 0, barely: 1 }, 7);
    const out = resolveDamage(aedelorePacket({ damage: 7, finalDamage: dodge.damageTaken, reaction: dodge }), {}, AEDELORE_DAMAGE_RULES);
    expect([dodge.damageTaken, out.total]).to.deep.equal([3, 3]);
    const glancing = damageFor("glancing", 9);
    expect(resolveDamage(aedelorePacket({ damage: glancing, finalDamage: glancing, reaction: null }), {}, AEDELORE_DAMAGE_RULES).total).to.equal(4);
  });

  it("Aedelore: a Parry with a negative weapon bonus lets through more than the blow, as resolveReaction says", () => {
    const parry = resolveReaction("parry", { successes: 0, barely: 1 }, 5, { weaponBonus: -1 });
    expect(resolveDamage(aedelorePacket({ damage: 5, finalDamage: parry.damageTaken, reaction: parry }), {}, AEDELORE_DAMAGE_RULES).total).to.equal(6);
  });

  it("Elf: a PC's resistance roll adds its Injury Point and its harm is the secondary effect; unharmed adds nothing", () => {
    const wounded = pcDamage([2, 3, 3], 0, 5, 0, "lethal");
    const out = resolveDamage(pcDamagePacket({ kind: "lethal", injuryBefore: 0, result: wounded, longActionFailed: false }), {}, ELF_DAMAGE_RULES);
    expect([wounded.harm, out.total, out.secondary]).to.deep.equal(["wounded", 1, ["wounded"]]);
    expect(out.steps.slice(-2)).to.deep.equal([
      { label: "REALMS.Elf.Damage.resist", data: { natural: 8, total: 8, difficulty: 10 }, value: 1 }, { label: "REALMS.Elf.DamageHarm.wounded", value: 1 },
    ]);
    const unharmed = pcDamage([6, 6, 5], 0, 3, 0, "lethal");
    const none = resolveDamage(pcDamagePacket({ kind: "lethal", injuryBefore: 0, result: unharmed, longActionFailed: false }), {}, ELF_DAMAGE_RULES);
    expect([none.total, none.secondary]).to.deep.equal([0, []]);
    expect(resolveDamage(harmPacket("stunned", "stun"), {}, ELF_DAMAGE_RULES).secondary).to.deep.equal(["stunned"]);
  });
});
