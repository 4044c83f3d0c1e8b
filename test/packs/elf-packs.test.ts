/**
 * Every weapon and armor value in the Elf System packs against the rules' own tables, copied here as
 * printed in elf-system.txt (the oracle), and the tables module the rules code uses.
 */
import { expect } from "chai";
import { checkDocument, loadSources } from "../../tools/pack-check";
import { ARMOR, MELEE_WEAPONS, NATURAL_WEAPONS, RANGED_WEAPONS } from "../../src/rulesets/elf/combat/rules/tables";
import { allReadings } from "../../tools/pack-check";

const MELEE = `
Unarmed | +0 | S | fist, knee, kick, head-butt |
Short Club | +1 | S | rolling pin, forearm-length of wood |
Blunt Instrument | +1 | S | beer mug, small sculpture |
Sharp Instrument | +2 | S | broken bottle |
Short Blade | +2 | S | dagger, knife |
Staff (2h) | +2 | M | quarterstaff, pole |
Hand Weapon | +2 | M | axe, mace, sword, short spear |
Long Blade | +3 | M | longsword, hand-and-a-half |
Long Weapon (2h) | +3 | L | zweihander, greatsword, greataxe, maul |
Polearm (2h) | +3 | L | glaive, halberd, long spear |`;
const NATURAL = `
Small Beast | +0 | S | dog, wild cat |
Medium Beast | +1 | S | jaguar, large dog, wolf |
Large Beast | +2 | M | bear, lion, tiger |
Huge Beast | +3 | L | elephant, rhino |`;
const RANGED = `
Short Bow arrow | +2 | - | Long |
Long Bow arrow | +3 | - | Long |
Crossbow bolt | +2 | - | Long |
Heavy Crossbow bolt | +3 | - | Long |
Thrown Object (1h) | +1 | - | Medium |
Thrown Rock (1h) | +2 | - | Medium |
Throwing Axe/Knife (1h) | +2 | - | Medium |
Sling stone (1h) | +3 | - | Long |
Musket ball | +3 | - | Long |
Flintlock Pistol (1h) | +4 | - | Long |
Flintlock Rifle ball | +4 | - | Long |`;
const ARMOR_TABLE = `
Soft Leather | +0/+1 | +1 vs small sharp weapons only |
Padded Cloth | +1 | layers of heavy cloth |
Folded Paper | +1 | layers of paper, heavy esp. in rain |
Hide | +1 | uncured hide with fur and padding |
Hard Leather | +1 | boiled leather |
Banded | +2 | metal bands sewn into heavy cloth |
Brigandine | +2 | metal plates sewn into heavy cloth |
Ring Mail | +2 | metal rings sewn into heavy cloth |
Chainmail | +2/+1 | only +1 vs ranged weapons |
Scale | +2 | overlapping metal scales |
Half Plate | +2 | breastplate or curass + helmet |
Full Plate | +3 | metal plates over everything |`;

const rows = (t: string) => t.trim().split("\n").map((l) => l.split("|").map((c) => c.trim()).filter(Boolean));
const bareName = (n: string) => n.replace(/ \((1h|2h)\)$/, "");
const handed = (n: string, ranged: boolean) => (n.endsWith("(2h)") ? true : n.endsWith("(1h)") ? false : ranged);
const BAND: Record<string, string> = { Long: "long", Medium: "middle" };

type Doc = { name: string; type: string; system: Record<string, unknown>; formula?: string; results?: { range: [number, number] }[]; pages?: { name: string }[]; items?: Doc[] };
const docs = () => loadSources(".").sources.filter((s) => s.pack.name.startsWith("elf-")).map((s) => s.doc as unknown as Doc);
const byName = (name: string, type: string) => docs().find((d) => d.name === name && d.type === type)!;

describe("Elf System packs carry the rules' tables", () => {
  it("every melee and natural weapon: damage bonus, reach, hands", () => {
    for (const [table, category, code] of [[MELEE, "melee", MELEE_WEAPONS], [NATURAL, "natural", NATURAL_WEAPONS]] as const) {
      const printed = rows(table);
      expect(code.map((r) => r.name)).to.deep.equal(printed.map((r) => bareName(r[0]!)));
      for (const [name, bonus, reach, examples] of printed) {
        const doc = byName(bareName(name!), "elfWeapon");
        expect(doc.system, name).to.deep.include({ category, damageBonus: Number(bonus), reach, twoHanded: handed(name!, false), examples });
      }
    }
  });

  it("every missile weapon: damage bonus, maximum range, hands, gunpowder", () => {
    const printed = rows(RANGED);
    expect(RANGED_WEAPONS.map((r) => r.name)).to.deep.equal(printed.map((r) => bareName(r[0]!)));
    for (const [name, bonus, rof, range] of printed) {
      const doc = byName(bareName(name!), "elfWeapon");
      expect(doc.system, name).to.deep.include({ category: "ranged", damageBonus: Number(bonus), rateOfFire: rof, maxRange: BAND[range!], twoHanded: handed(name!, true) });
      expect(doc.system.gunpowder, name).to.equal(/Musket|Flintlock/.test(name!));
    }
  });

  it("every armor row with its split values, the medieval metal ones marked", () => {
    const printed = rows(ARMOR_TABLE);
    expect(ARMOR.map((r) => r.name)).to.deep.equal(printed.map((r) => r[0]));
    for (const [name, bonus, notes] of printed) {
      const [main, split] = bonus!.split("/").map(Number);
      const doc = byName(name!, "elfArmor");
      expect(doc.system, name).to.deep.include({ bonus: main, notes });
      expect(doc.system.vsSmallSharp, name).to.equal(name === "Soft Leather" ? split : null);
      expect(doc.system.vsRanged, name).to.equal(name === "Chainmail" ? split : null);
      expect(doc.system.metal, name).to.equal(/metal|Chainmail|Plate|Ring Mail|Banded|Brigandine|Scale/.test(`${name} ${notes}`));
    }
  });

  it("the shield: +1, +2 against ranged weapons", () => {
    expect(byName("Shield", "elfShield").system).to.deep.include({ bonus: 1, vsRanged: 2 });
  });

  it("example NPCs use table rows: the guard's Wound Threshold is 12 + 2", () => {
    const guard = byName("Town Guard", "elfNpc");
    expect(guard.system).to.deep.include({ armorBonus: 2, woundThresholdOverride: null });
    expect((guard.system.attack as { damageBonus: number; reach: string })).to.deep.include({ damageBonus: 2, reach: "M" });
    expect(guard.items!.map((i) => i.name)).to.deep.equal(["Hand Weapon", "Chainmail"]);
    expect(byName("Wolf", "elfNpc").system.attack).to.deep.include({ damageBonus: 1, reach: "S" });
    expect(byName("Bear", "elfNpc").system.attack).to.deep.include({ damageBonus: 2, reach: "M" });
  });

  it("d66 and d666 roll tables cover every reading exactly once", () => {
    const tables = docs().filter((d) => d.formula);
    expect(tables.map((t) => t.name)).to.have.members(["Success At Cost (d66)", "Failure With Benefits (d66)", "Road Encounters (d666)"]);
    for (const t of tables) {
      const count = t.formula!.includes("middle") ? 3 : 2;
      for (const reading of allReadings(count)) {
        const hits = t.results!.filter((r) => Number(reading) >= r.range[0] && Number(reading) <= r.range[1]);
        expect(hits, `${t.name} ${reading}`).to.have.length(1);
      }
    }
  });

  it("a weapon source with reach 'Q' fails the build, naming the file and the field", () => {
    const source = loadSources(".").sources.find((s) => s.pack.name === "elf-weapons")!;
    const bad = { ...source, doc: { ...source.doc, system: { ...(source.doc.system as object), reach: "Q" } } };
    expect(checkDocument(bad).join("\n")).to.contain(`${source.file}: system.reach: REALMS.Errors.NotAChoice`);
  });

  it("the rules journal ends with Rules interpretations", () => {
    const journal = docs().find((d) => d.name === "Elf System Rules")!;
    expect(journal.pages!.at(-1)!.name).to.equal("Rules interpretations");
  });
});
