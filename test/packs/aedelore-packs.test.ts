/** The Aedelore packs carry exactly the values the rules give, and leave every other number empty. */
import { expect } from "chai";
import { loadSources } from "../../tools/pack-check";
import { creationErrors, originBonuses } from "../../src/rulesets/aedelore/character/rules/character";
import { STARTING_POTIONS } from "../../src/rulesets/aedelore/supplies/rules/resources";

type Doc = { name: string; type: string; system: Record<string, unknown>; items?: Doc[]; formula?: string; results?: { range: [number, number]; name: string }[]; pages?: { name: string }[] };
const docs = () => loadSources(".").sources.filter((s) => s.pack.name.startsWith("aedelore-")).map((s) => s.doc as unknown as Doc);
const one = (name: string) => docs().find((d) => d.name === name)!;

describe("Aedelore packs carry the rules' values (and only those)", () => {
  it("races: Human 20 HP / 6 Worthiness; the other six named, their numbers empty", () => {
    const races = docs().filter((d) => d.type === "aedeloreRace");
    expect(races.map((r) => r.name)).to.have.members(["Human", "Dwarf", "Halfling", "High Elf", "Moon Elf", "Orc", "Troll"]);
    expect(one("Human").system).to.deep.include({ baseHp: 20, worthiness: 6, fromRules: true });
    for (const r of races.filter((x) => x.name !== "Human")) expect(r.system, r.name).to.deep.include({ baseHp: null, worthiness: null, fromRules: false });
  });

  it("classes: Warrior +5 HP, Thief −4 Worthiness, Mage 20/10 and Druid 16/8 Arcana with 2 and 1 elixirs, the melee abilities by name", () => {
    const classes = docs().filter((d) => d.type === "aedeloreClass");
    expect(classes.map((c) => c.name)).to.have.members(["Warrior", "Thief/Rogue", "Outcast", "Mage", "Hunter", "Druid"]);
    expect(one("Warrior").system).to.deep.include({ hpBonus: 5, worthiness: null, kind: "melee", abilities: "Last Stand, Hero, Battle Cry" });
    expect(one("Thief/Rogue").system).to.deep.include({ hpBonus: null, worthiness: -4, abilities: "Lockpicking, Sneaking, Backstab" });
    expect(one("Mage").system).to.deep.include({ kind: "magic", arcanaMax: 20, arcanaStart: 10, elixirs: 2 });
    expect(one("Druid").system).to.deep.include({ kind: "magic", arcanaMax: 16, arcanaStart: 8, elixirs: 1 });
    for (const c of ["Warrior", "Outcast", "Hunter", "Thief/Rogue"]) expect(one(c).system, c).to.deep.include({ arcanaMax: 0, arcanaStart: 0, elixirs: 0 });
  });

  it("the twelve class abilities by name, with no invented numbers", () => {
    const abilities = docs().filter((d) => d.type === "aedeloreAbility");
    expect(abilities).to.have.length(12);
    for (const a of abilities) expect(a.system, a.name).to.deep.include({ minSuccesses: null, weakenedCost: null, gainDice: null, fromRules: false });
  });

  it("weapons and shield: Longsword Strength +2 / 1D10, Greatsword 2D6, Metal Shield Block 5", () => {
    expect(one("Longsword").system).to.deep.include({ ability: "strength", attackBonus: 2, damage: "1d10" });
    expect(one("Greatsword").system).to.deep.include({ attackBonus: null, damage: "2d6" });
    expect(one("Metal Shield").system).to.deep.include({ block: 5 });
  });

  it("potions and ammunition with their prices", () => {
    expect(docs().filter((d) => d.type === "aedelorePotion").map((p) => p.system.kind)).to.have.members(["adrenaline", "antidote", "poison", "arcaneElixir", "healing"]);
    const prices = Object.fromEntries(docs().filter((d) => d.type === "aedeloreAmmunition").map((a) => [a.name, a.system.price]));
    expect(prices).to.deep.equal({ "Arrows (20-50)": "1 gold", "Bolts (20-50)": "1 gold", "Blowgun Needles (20-50)": "1 gold", "Sling Bullets (20)": "4 copper" });
  });

  it("roll tables follow the rules row by row", () => {
    const rows = (name: string) => one(name).results!.map((r) => [r.range[0], r.range[1]]);
    expect(rows("Weakened at 0 (1D10 + Toughness)")).to.deep.equal([[1, 2], [3, 5], [6, 10]]);
    expect(rows("Bleeding: HP lost (1D6)")).to.deep.equal([[1, 2], [3, 4], [5, 6]]);
    expect(one("Bleeding: HP lost (1D6)").results!.map((r) => r.name)).to.deep.equal(["Lose 3 HP", "Lose 2 HP", "Lose 1 HP"]);
    expect(rows("Dying (1D10 + Toughness)")).to.deep.equal([[1, 2], [3, 4], [5, 6], [7, 10]]);
    expect(rows("Food or water, D10")).to.deep.equal([[1, 5], [6, 10]]);
    expect(rows("Food or water, D6")).to.deep.equal([[1, 3], [4, 6]]);
    expect(rows("Ammunition after combat (1D6)")).to.deep.equal([[1, 2], [3, 4], [5, 6]]);
  });

  it("the example Human Warrior has 20 + 5 = 25 HP", () => {
    expect(one("Brannoc the Steady").system.hp).to.deep.equal({ value: 25, max: 25 });
  });

  it("every weapon the rules name, with the rules' ability and no invented numbers", () => {
    const byAbility = { strength: ["Axe", "Club", "Hammer", "Spear", "Heavy Crossbow"], dexterity: ["Dagger", "Rapier", "Scimitar", "Shortsword", "Whip", "Bow", "Light Crossbow", "Throwing Knives"], either: ["Katana"] };
    for (const [ability, names] of Object.entries(byAbility)) {
      for (const name of names) {
        expect(one(name)?.system, name).to.deep.include({ ability, attackBonus: null, damage: "", range: null, fromRules: true });
        expect(String(one(name).system.description), name).to.contain("not given");
      }
    }
    expect(docs().filter((d) => d.type === "aedeloreWeapon")).to.have.length(16); // with Longsword and Greatsword
  });

  it("Ray of Frost, the rules' spell example: an Arcana check, 1D6 times the multiplier, its cost left empty", () => {
    expect(one("Ray of Frost").system).to.deep.include({ checkSkill: "arcana", damage: "1d6", arcanaCost: null, fromRules: true });
  });

  it("the example character keeps the creation limits, carries the starting potions, and its rules items match the packs", () => {
    const pc = one("Brannoc the Steady");
    const items = pc.items!;
    const origins = items.filter((i) => ["aedeloreRace", "aedeloreClass", "aedeloreReligion"].includes(i.type))
      .map((i) => ({ name: i.name, hp: null, worthiness: null, bonuses: (i.system.bonuses as { target: string; value: number }[]) ?? [] }));
    const distributed = { ...(pc.system.abilities as object), ...(pc.system.skills as object) } as Record<string, number>;
    expect(creationErrors(distributed, originBonuses(origins))).to.deep.equal([]);
    expect(Object.values(distributed).reduce((a, b) => a + b, 0)).to.equal(10);
    expect(items.filter((i) => i.type === "aedelorePotion").map((i) => i.system.kind)).to.include.members([...STARTING_POTIONS]);
    for (const item of items.filter((i) => i.system.fromRules === true)) {
      const { equipped: _e, ...ours } = item.system;
      const { equipped: _p, ...pack } = one(item.name).system;
      expect(ours, item.name).to.deep.equal(pack);
    }
  });

  it("the rules journal ends with Rules interpretations, which names every reading the system makes", () => {
    const last = one("Aedelore Rules").pages!.at(-1)! as { name: string; text: { content: string } };
    expect(last.name).to.equal("Rules interpretations");
    for (const topic of ["Barely and difficulty", "Spells and class abilities", "Stunned", "Weakened at 0", "Dying", "Two-ability skills", "Starting potions", "Standing", "Melee and ranged", "New actors", "Values not in the rules"]) {
      expect(last.text.content, topic).to.contain(`<strong>${topic}</strong>`);
    }
  });
});
