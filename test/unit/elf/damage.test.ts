import { expect } from "chai";
import { npcDamage, pcDamage, pcDamageDifficulty, woundThreshold } from "../../../src/rulesets/elf/damage/rules/damage";
import { armorBonus, type ArmorPiece, type AttackProfile } from "../../../src/rulesets/elf/damage/rules/armor";

/** A melee attack with no small sharp or gunpowder weapon. */
const MELEE_ATTACK: AttackProfile = { ranged: false, gunpowder: false, smallSharp: false };

describe("Elf System damage", () => {
  it("Wound Threshold is 12 + Armor Bonus unless overridden", () => {
    expect(woundThreshold(2, null)).to.equal(14);
    expect(woundThreshold(2, 16)).to.equal(16);
  });
  it("NPCs: ≤ WT unharmed, > WT wounded or stunned, all sixes dying or knocked out", () => {
    expect(npcDamage([4, 4, 4], 2, 14, "lethal")).to.deep.equal({ natural: 12, total: 14, threshold: 14, harm: "unharmed" });
    expect(npcDamage([4, 4, 5], 2, 14, "lethal").harm).to.equal("wounded");
    expect(npcDamage([4, 4, 5], 2, 14, "stun").harm).to.equal("stunned");
    expect(npcDamage([6, 6, 6], 0, 30, "lethal").harm).to.equal("dying");
    expect(npcDamage([6, 6, 6], 0, 30, "stun").harm).to.equal("knockedOut");
    // Always-fail and always-succeed naturals hold for this task check too.
    expect(npcDamage([1, 1, 2], 12, 12, "lethal").harm).to.equal("unharmed");
    expect(npcDamage([5, 6, 6], 0, 20, "lethal").harm).to.equal("wounded");
  });
  it("PCs: DL = 5 + damage bonus + Injury Points; each row of the table", () => {
    expect(pcDamageDifficulty(3, 2)).to.equal(10);
    // ≥ DL: Injured, +1 IP
    expect(pcDamage([3, 3, 3], 1, 3, 2, "lethal")).to.deep.equal({ natural: 9, total: 10, difficulty: 10, harm: "injured", injuryPoints: 3, rule: "atLeastDl" });
    // < DL: Wounded (lethal) or Stunned (stun), +1 IP
    expect(pcDamage([3, 3, 2], 1, 3, 2, "lethal")).to.deep.include({ harm: "wounded", injuryPoints: 3, rule: "belowDl" });
    expect(pcDamage([3, 3, 2], 1, 3, 2, "stun")).to.deep.include({ harm: "stunned", rule: "belowDl" });
    // natural 17 / 18: unharmed whatever the DL
    expect(pcDamage([5, 6, 6], 0, 10, 10, "lethal")).to.deep.include({ harm: "unharmed", injuryPoints: 10, rule: "natural17" });
    expect(pcDamage([6, 6, 6], 0, 10, 10, "lethal")).to.deep.include({ harm: "unharmed", rule: "natural17" });
    // natural 4 fails regardless of the DL
    expect(pcDamage([1, 1, 2], 9, 0, 0, "lethal")).to.deep.include({ total: 13, harm: "wounded", rule: "natural4", injuryPoints: 1 });
    // natural 3: Dying or Knocked Out
    expect(pcDamage([1, 1, 1], 9, 0, 0, "lethal")).to.deep.include({ harm: "dying", rule: "natural3" });
    expect(pcDamage([1, 1, 1], 9, 0, 0, "stun")).to.deep.include({ harm: "knockedOut", rule: "natural3" });
  });
});

describe("Elf System armor", () => {
  const suit = (name: string, bonus: number, o: Partial<ArmorPiece> = {}): ArmorPiece => ({ name, bonus, vsSmallSharp: null, vsRanged: null, metal: false, modern: false, ...o });
  const chain = suit("Chainmail", 2, { vsRanged: 1, metal: true });
  const leather = suit("Soft Leather", 0, { vsSmallSharp: 1 });
  const shield = { name: "Shield", bonus: 1, vsRanged: 2, metal: false, modern: false };
  it("split values: soft leather +1 only vs small sharp weapons, chainmail +1 vs ranged", () => {
    expect(armorBonus([leather], null, MELEE_ATTACK).total).to.equal(0);
    expect(armorBonus([leather], null, { ranged: false, gunpowder: false, smallSharp: true }).total).to.equal(1);
    expect(armorBonus([chain], null, MELEE_ATTACK).total).to.equal(2);
    expect(armorBonus([chain], null, { ranged: true, gunpowder: false, smallSharp: false }).total).to.equal(1);
  });
  it("a shield adds +1, or +2 vs ranged; suits do not layer", () => {
    expect(armorBonus([chain, leather], shield, MELEE_ATTACK)).to.deep.equal({ total: 3, parts: [{ name: "Chainmail", value: 2 }, { name: "Shield", value: 1 }] });
    expect(armorBonus([chain], shield, { ranged: true, gunpowder: false, smallSharp: false }).total).to.equal(3);
  });
  it("medieval metal gives only +1 against gunpowder; modern steel counts fully", () => {
    const plate = suit("Full Plate", 3, { metal: true });
    const gun = { ranged: true, gunpowder: true, smallSharp: false };
    expect(armorBonus([plate], null, gun).total).to.equal(1);
    expect(armorBonus([{ ...plate, modern: true }], null, gun).total).to.equal(3);
    expect(armorBonus([suit("Hide", 1)], null, gun).total).to.equal(1);
  });
});
