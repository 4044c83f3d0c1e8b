import { expect } from "chai";
import { readFileSync } from "node:fs";
import { npcWoundThreshold, type ArmorPiece, type ShieldPiece } from "../../../src/rulesets/elf/damage/rules/armor";
import { damageKindsOf } from "../../../src/rulesets/elf/damage/rules/damage";
import { MELEE_WEAPONS, NATURAL_WEAPONS, RANGED_WEAPONS } from "../../../src/rulesets/elf/combat/rules/tables";

type Raw = { name: string; type: string; system: Record<string, unknown> };
const guard = JSON.parse(readFileSync("packs/elf-npcs/town-guard_elfNTownGuard000.json", "utf8")) as Raw & { items: Raw[] };
const wornOf = (items: Raw[]) => items.filter((i) => i.type === "elfArmor" && i.system.equipped).map((i) => ({ name: i.name, ...i.system }) as unknown as ArmorPiece);
const arrow = { ranged: true, gunpowder: false, smallSharp: false };
const sword = { ranged: false, gunpowder: false, smallSharp: false };
const musket = { ranged: true, gunpowder: true, smallSharp: false };

describe("Elf System: what an attack is, and the armor against it", () => {
  it("stun needs a blunt surface and a pulled blow: natural and missile weapons deal Lethal Damage only", () => {
    const stunners = MELEE_WEAPONS.filter((w) => damageKindsOf({ kind: "melee", stunCapable: w.stunCapable }).includes("stun")).map((w) => w.name);
    expect(stunners).to.deep.equal(["Unarmed", "Short Club", "Blunt Instrument", "Staff"]);
    for (const w of NATURAL_WEAPONS) expect(damageKindsOf({ kind: "natural", stunCapable: w.stunCapable }), w.name).to.deep.equal(["lethal"]);
    for (const w of RANGED_WEAPONS) expect(damageKindsOf({ kind: "ranged", stunCapable: false }), w.name).to.deep.equal(["lethal"]);
    // A mislabelled bow or bite still cannot stun.
    expect(damageKindsOf({ kind: "ranged", stunCapable: true })).to.deep.equal(["lethal"]);
    expect(damageKindsOf({ kind: "natural", stunCapable: true })).to.deep.equal(["lethal"]);
  });

  it("the pack Town Guard (chainmail): Wound Threshold 14 against a sword, 13 against arrows and a musket", () => {
    const s = guard.system as { armorBonus: number; woundThresholdOverride: number | null };
    const wt = (attack: typeof arrow) => npcWoundThreshold(s.armorBonus, s.woundThresholdOverride, wornOf(guard.items), null, attack);
    expect([wt(sword), wt(arrow), wt(musket)]).to.deep.equal([14, 13, 13]);
  });

  it("a shield adds +1, or +2 against missiles; without armor items the flat Armor Bonus counts; an override wins", () => {
    const chain = wornOf(guard.items);
    const shield: ShieldPiece = { name: "Shield", bonus: 1, vsRanged: 2, metal: false, modern: false };
    expect(npcWoundThreshold(2, null, chain, shield, sword)).to.equal(15);
    expect(npcWoundThreshold(2, null, chain, shield, arrow)).to.equal(15);
    const plate: ArmorPiece = { name: "Full Plate", bonus: 3, vsSmallSharp: null, vsRanged: null, metal: true, modern: false };
    expect(npcWoundThreshold(3, null, [plate], null, musket), "medieval metal: +1 against gunpowder").to.equal(13);
    expect(npcWoundThreshold(1, null, [], null, arrow), "thick hide typed as a number").to.equal(13);
    expect(npcWoundThreshold(2, 16, chain, null, arrow)).to.equal(16);
  });
});
