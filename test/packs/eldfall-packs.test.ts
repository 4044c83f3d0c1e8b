/**
 * The Eldfall packs carry what the rulebook defines, with the automation keys the rules code uses, and no number the
 * rulebook does not print (issue 11, item 11). Quoted passages are the rulebook's own print (OCR damage included).
 */
import { expect } from "chai";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { checkAll, systemPacks } from "../../tools/pack-check";
import { initialValue } from "../../src/core/schema/spec";
import { ELDFALL_ACTOR_SPECS, ELDFALL_ITEM_SPECS } from "../../src/rulesets/eldfall/models/specs";
import { ATTRIBUTES, CLASSES, COMBAT_ARTS, ENVIRONMENTS, SKILLS, STATES, TRAITS } from "../../src/rulesets/eldfall/profile/rules/keys";

type Row = { label: string; traits: { key: string; x: string }[]; pw: string; rch: string; stk: string; tags: string[] };
type Doc = {
  _id: string; name: string; type: string; img?: string; system: Record<string, any>; items?: Doc[];
  flags?: { realms?: { eldfall?: { missing?: string[]; environment?: string; presets?: { name: string; kind: string; option: string }[] } } };
  pages?: { name: string; text: { content: string } }[];
};

const { sources, errors } = checkAll(".");
const eldfall = sources.filter((s) => s.pack.name.startsWith("eldfall-"));
const inPack = (name: string) => eldfall.filter((s) => s.pack.name === name).map((s) => s.doc as unknown as Doc);
const byName = (pack: string, name: string) => inPack(pack).find((d) => d.name === name)!;
const keysOf = (pack: string) => inPack(pack).map((d) => d.system.key as string);
const plain = (html: string) => html.replace(/<[^>]+>/g, " ");

describe("Eldfall packs: what the rulebook defines, each with its automation key", () => {
  it("every Eldfall pack document passes the build's schema and link checks", () => {
    expect(errors.filter((e) => e.includes("eldfall"))).to.deep.equal([]);
    // The last 2: the rules journal and its Start here entry.
    expect(eldfall.length).to.equal(24 + 52 + 4 + 19 + 10 + 3 + 2 + 1 + 4 + 2 + 2);
  });

  it("the 24 Skills, 52 Traits and 19 Classes, one document per key of rules/keys.ts", () => {
    expect(keysOf("eldfall-skills")).to.have.length(24).and.to.have.members([...SKILLS]);
    expect(keysOf("eldfall-traits")).to.have.length(52).and.to.have.members([...TRAITS]);
    expect(keysOf("eldfall-classes")).to.have.length(19).and.to.have.members([...CLASSES]);
  });

  it("a pack ability is the rule itself: level 1 and no X (a model's copy sets its level and X as its profile prints them)", () => {
    for (const pack of ["eldfall-skills", "eldfall-traits", "eldfall-classes", "eldfall-combat-arts"]) {
      for (const d of inPack(pack)) expect([d.system.level, d.system.x], d.name).to.deep.equal([1, ""]);
    }
  });

  it("the 4 Combat Arts with 17 level rows, as many per Art as keys.ts counts", () => {
    const arts = inPack("eldfall-combat-arts");
    expect(arts.map((a) => a.system.key)).to.have.members(Object.keys(COMBAT_ARTS));
    for (const a of arts) expect(a.system.levels, a.name).to.have.length(COMBAT_ARTS[a.system.key as keyof typeof COMBAT_ARTS]);
    expect(arts.reduce((n, a) => n + a.system.levels.length, 0)).to.equal(17);
  });

  it("the Combat Art level names exactly as printed", () => {
    const names = Object.fromEntries(inPack("eldfall-combat-arts").map((a) => [a.name, a.system.levels.map((l: { name: string }) => l.name)]));
    expect(names).to.deep.equal({
      Assassination: ["Aiming for the Vitals", "Cunning Precaution", "Overwhelming Assault", "Decisive Blow", "Deadly Precision"],
      Fencing: ["Masterful Parry", "Harsh Riposte", "Second Wind", "Grapple & Thrash", "Striking the Gaps"],
      Berserk: ["Grapple & Thrash", "Onslaught", "Limb Fracture", "Mortal Wound"],
      Archery: ["Overdraw", "Impeding Momentum", "Staggering Precision"],
    });
  });

  it("the 10 Environments, with the 12 region presets (Cover Heavy/Light, Elevation Higher/Lower)", () => {
    const envs = inPack("eldfall-environments");
    expect(envs.map((e) => e.flags!.realms!.eldfall!.environment)).to.have.length(10).and.to.have.members([...ENVIRONMENTS]);
    const presets = envs.flatMap((e) => e.flags!.realms!.eldfall!.presets!);
    expect(presets).to.have.length(12);
    for (const e of envs) for (const p of e.flags!.realms!.eldfall!.presets!) expect(p.kind).to.equal(`realms.eldfall.${e.flags!.realms!.eldfall!.environment}`);
    expect(byName("eldfall-environments", "Cover").flags!.realms!.eldfall!.presets!.map((p) => p.option)).to.deep.equal(["heavy", "light"]);
    expect(byName("eldfall-environments", "Elevation").flags!.realms!.eldfall!.presets!.map((p) => p.option)).to.deep.equal(["higher", "lower"]);
  });

  it("every embedded ability of the examples names a key of rules/keys.ts", () => {
    const known: Record<string, readonly string[]> = { eldfallSkill: SKILLS, eldfallTrait: TRAITS, eldfallClass: CLASSES, eldfallCombatArt: Object.keys(COMBAT_ARTS) };
    const embedded = inPack("eldfall-examples").flatMap((a) => a.items!).filter((i) => i.type !== "eldfallUpgrade");
    expect(embedded.length).to.be.greaterThan(20);
    for (const i of embedded) expect(known[i.type], `${i.name}: ${i.type}`).to.include(i.system.key);
  });

  it("every document has a description in the rules' terms, and an image that exists", () => {
    for (const d of eldfall.map((s) => s.doc as unknown as Doc)) {
      if (d.img) expect(existsSync(d.img.replace("systems/realms/", "")), `${d.name} image`).to.equal(true);
      if (d.type && d.type.startsWith("eldfall") && "description" in d.system) expect(plain(d.system.description).trim(), d.name).to.not.equal("");
    }
  });

  it("the numbers of each ability carry over exactly (rulebook wording quoted)", () => {
    const text = (pack: string, name: string) => plain(byName(pack, name).system.description);
    const cases: [string, string, string, string][] = [
      // pack, name, the rulebook's words, the number as our text must carry it
      ["eldfall-skills", "Backstab", "This model's Hits gain +3 PW for this Attack.", "+3 PW"],
      ["eldfall-skills", "Infiltration", "Deploy this model up to 8 spaces from your Entrance.", "8 spaces"],
      ["eldfall-skills", "Protector", "this model may spend 1 AP to move to the ally's space", "1 AP"],
      ["eldfall-skills", "Regeneration", "this model may regain 1 HP per Skill level", "1 HP for each level"],
      ["eldfall-skills", "Tracking", "This model gains +3 to Perceive Actions.", "+3 to Perceive"],
      ["eldfall-skills", "Foresight", "advance Time by 3 Time Periods", "3 Time Periods"],
      ["eldfall-skills", "Unstable", "on a roll of 20, the user suffer the Hits", "20"],
      ["eldfall-traits", "Demon", "This model's Attack receives a +4 modifier against a Panicked target.", "+4"],
      ["eldfall-traits", "Inspiring", "with the same Affiliation gain +6 M.", "+6 M"],
      ["eldfall-traits", "Intimidating", "with LoS towards this model suffer -6 M.", "−6 M"],
      ["eldfall-traits", "Menacing", "suffer a -2 M modifier for every level of this ability.", "−2 M for each level"],
      ["eldfall-traits", "Ricochet", "the nearest enemy model within 2 spaces is also hit", "within 2 spaces"],
      ["eldfall-traits", "Undead", "Healing-type Spells of the Divine Element ... deal 15 PW damage to it.", "15 PW"],
      ["eldfall-classes", "Assassin", "Assassins score a Critical Hit on roll results of 1, 2, or 3.", "1, 2 or 3"],
      ["eldfall-classes", "Marksman", "they gain +4 ACC until the end of the Activation Sequence.", "+4 ACC"],
      ["eldfall-classes", "Soldier", "Soldiers receive +1 OFF, +1 DEF, +1 ACC, +1 INT, and +1 M", "+1 OFF, +1 DEF, +1 ACC, +1 INT and +1 M"],
      ["eldfall-classes", "Summoner", "A Summoner can begin the game with a Tier II or lower summoned creature", "Tier II or lower"],
      ["eldfall-combat-arts", "Assassination", "I Aiming for the Vitals: User's Attack gains +6 Power.", "+6 PW"],
      ["eldfall-combat-arts", "Fencing", "I Masterful Parry: Target's Melee Attack suffers -3 Modifier.", "−3"],
      ["eldfall-combat-arts", "Archery", "Reach (for closer targets) interval of the used Ranged Weapon is increased by 3", "3 spaces longer"],
    ];
    for (const [pack, name, quote, ours] of cases) expect(text(pack, name), `${name}: "${quote}"`).to.contain(ours);
    const env = (name: string) => plain(byName("eldfall-environments", name).pages![0]!.text.content);
    expect(env("Cover"), "HEAVY: Causes a -4 Modifier / LIGHT: Causes a -2 Modifier").to.contain("Heavy Cover gives the attacker −4, Light Cover −2");
    expect(env("Dark"), "suffer a -3 Modifier when targeting another model outside their current space").to.contain("−3");
    expect(env("Profane Miasma"), "suffers a Hit with PW 10, Ignore Armor, and Weakening Traits").to.contain("PW 10, Ignore Armor and Weakening");
    expect(env("Hazy"), "Melee Attacks suffer a -3 attacking modifier").to.contain("Melee Attacks get −3");
  });
});

describe("Eldfall example heroes: exactly the numbers the rulebook prints", () => {
  /** The example Profile card as printed (rulebook, Model Profiles): the Vitality row is "2 3 3 2", without labels. */
  const THAROS_CARD = `**1. aros, Cne-Eyed Wolf**  **2. (ATCHEMIST) (ROGUE) Size: Medi**  **5. TRAITS:** •Survival (Difficult)
**6. SKILLS:** •Climbing •Snipe •Stealth II  **8./9. COMBAT ARTS:** •Assassination III  **10. INVENTORY (10)**
**3.** 2 3 3 2  **3.** OFF 13  DEF 10  ACC 15  INT 13  AG 13  T 12  M 12`;
  /** Example 2: hero Profile card (rulebook, Hero Inventories). No Vitality values or Level survive in the print. */
  const ANARI_CARD = `**2** **Anari, Light** **4** (MAGICIAN) (SENTINEL) Size: Medium **5** **TRAITS:** •Affinity (Water, Fire) •Fearless
**6** **SKILLS:** •Dash **7** **COMBAT ARTS:** •Fencing II **8** **SPELLCRAFT:** •Art of Enchanting III **9** •Cryomancy III
**10** **SPECIAL:** First Enchantment Spell in the turn gains STK +1. **11** **INVENTORY (5)**
OFF	15 DEF	13 ACC	11 INT	16 AG	13 T	12 M	17`;

  /** Example 1: Hostile Profile card with a pre-determined Inventory (rulebook, Hero Inventories). No Vitality values or Tier survive. */
  const IUREN_CARD = `**1.** Iuren, Red Raseis **4.** **2.** (BERSERKER) Size: Medium **3.** **5.** TRAITS: • Affinity (Profane) • Demon
• Duelist • Fearless • Menacing I **3.** **6.** SKILLS: • Dash • Leap **8./9.** COMBAT ART: • Berserk III **10.**
OFF	16 DEF	13 ACC	13 INT	10 AG	13 T	15 M	16 **11.** INVENTORY (5)
12. Sacred Relic Blade	Cleave, Sweep I	T+4	1	STA	Melee Weapon`;

  const combat = (card: string) => Object.fromEntries([...card.matchAll(/\b(OFF|DEF|ACC|INT|AG|T|M)\s+(\d+)/g)].map(([, k, v]) => [k!.toLowerCase(), Number(v)]));
  const inventory = (card: string) => Number(/INVENTORY \((\d+)\)/.exec(card)![1]);
  const hero = (name: string) => byName("eldfall-examples", name);
  const abilities = (d: Doc) => d.items!.map((i) => [i.type, i.system.key, i.system.level, i.system.x]);

  it("Tharos: the combat attributes and Inventory as printed", () => {
    const t = hero("Tharos, One-Eyed Wolf").system;
    const printed = combat(THAROS_CARD);
    expect(Object.keys(printed)).to.have.length(7);
    for (const [k, v] of Object.entries(printed)) expect(t.attributes[k], k).to.equal(v);
    expect(t.inventory).to.equal(inventory(THAROS_CARD));
    expect(t.size).to.equal("medium");
  });

  it("Tharos: the unlabelled Vitality row read as STA, SPD, ARM, HP (P2), current health = HP", () => {
    const [sta, spd, arm, hp] = /\*\*3\.\*\* (\d) (\d) (\d) (\d)/.exec(THAROS_CARD)!.slice(1).map(Number);
    const t = hero("Tharos, One-Eyed Wolf").system;
    expect([t.attributes.sta, t.attributes.spd, t.attributes.arm, t.attributes.hp]).to.deep.equal([sta, spd, arm, hp]);
    expect(t.health).to.deep.equal({ value: hp });
  });

  it("Tharos: Alchemist, Rogue; Survival (Difficult); Climbing, Snipe (Shots), Stealth II; Assassination III", () => {
    expect(abilities(hero("Tharos, One-Eyed Wolf"))).to.have.deep.members([
      ["eldfallClass", "alchemist", 1, ""], ["eldfallClass", "rogue", 1, ""], ["eldfallTrait", "survival", 1, "Difficult"],
      ["eldfallSkill", "climbing", 1, ""], ["eldfallSkill", "shots", 1, ""], ["eldfallSkill", "stealth", 2, ""],
      ["eldfallCombatArt", "assassination", 3, ""],
    ]);
    expect(hero("Tharos, One-Eyed Wolf").items!.find((i) => i.system.key === "shots")!.name).to.equal("Snipe");
  });

  it("Anari: the combat attributes and Inventory as printed; the lost Vitality values empty and flagged", () => {
    const a = hero("Anari, Light");
    const printed = combat(ANARI_CARD);
    expect(Object.keys(printed)).to.have.length(7);
    for (const [k, v] of Object.entries(printed)) expect(a.system.attributes[k], k).to.equal(v);
    expect(a.system.inventory).to.equal(inventory(ANARI_CARD));
    expect([a.system.attributes.sta, a.system.attributes.spd, a.system.attributes.arm, a.system.attributes.hp]).to.deep.equal([null, null, null, null]);
    expect(a.flags!.realms!.eldfall!.missing).to.include.members(["sta", "spd", "arm", "hp", "level"]);
  });

  it("Anari: Magician (read as Mage, A48), Sentinel; Affinity (Water, Fire), Fearless; Dash; Fencing II", () => {
    const a = hero("Anari, Light");
    expect(abilities(a)).to.have.deep.members([
      ["eldfallClass", "mage", 1, ""], ["eldfallClass", "sentinel", 1, ""], ["eldfallTrait", "affinity", 1, "Water, Fire"], ["eldfallTrait", "fearless", 1, ""],
      ["eldfallSkill", "dash", 1, ""], ["eldfallCombatArt", "fencing", 2, ""],
    ]);
    expect(a.items!.find((i) => i.system.key === "mage")!.name).to.equal("Magician");
    expect(a.system.notes).to.contain("Magician").and.to.contain("Art of Enchanting III").and.to.contain("Cryomancy III").and.to.contain("+1 STK");
  });

  it("Iuren, Red Raseis: a Hostile with the combat attributes and Inventory as printed; the lost Vitality values and Tier empty or default, and flagged as Anari's", () => {
    const i = hero("Iuren, Red Raseis");
    expect(i.type).to.equal("eldfallHostile");
    const printed = combat(IUREN_CARD);
    expect(Object.keys(printed)).to.have.length(7);
    for (const [k, v] of Object.entries(printed)) expect(i.system.attributes[k], k).to.equal(v);
    expect(i.system.inventory).to.equal(inventory(IUREN_CARD));
    expect(i.system.size).to.equal("medium");
    expect([i.system.attributes.sta, i.system.attributes.spd, i.system.attributes.arm, i.system.attributes.hp]).to.deep.equal([null, null, null, null]);
    // Flagged as Anari's are: the lost Vitality keys, then the fields that cannot be empty (her Level, its Tier) and current health.
    expect(hero("Anari, Light").flags!.realms!.eldfall!.missing).to.deep.equal(["sta", "spd", "arm", "hp", "level", "health"]);
    expect(i.flags!.realms!.eldfall!.missing).to.deep.equal(["sta", "spd", "arm", "hp", "tier", "health"]);
    expect([i.system.tier, i.system.health]).to.deep.equal([1, { value: 0 }]);
  });

  it("Iuren: Berserker; Affinity (Profane), Demon, Duelist, Fearless, Menacing I; Dash, Leap; Berserk III; the Sacred Relic Blade as the Upgrades pack has it", () => {
    const i = hero("Iuren, Red Raseis");
    expect(abilities(i).filter(([type]) => type !== "eldfallUpgrade")).to.have.deep.members([
      ["eldfallClass", "berserker", 1, ""], ["eldfallTrait", "affinity", 1, "Profane"], ["eldfallTrait", "demon", 1, ""], ["eldfallTrait", "duelist", 1, ""],
      ["eldfallTrait", "fearless", 1, ""], ["eldfallTrait", "menacing", 1, ""], ["eldfallSkill", "dash", 1, ""], ["eldfallSkill", "leap", 1, ""],
      ["eldfallCombatArt", "berserk", 3, ""],
    ]);
    const blade = i.items!.filter((d) => d.type === "eldfallUpgrade");
    expect(blade.map((b) => b.name)).to.deep.equal(["Sacred Relic Blade"]);
    const packed = byName("eldfall-upgrades", "Sacred Relic Blade");
    expect([blade[0]!.system, blade[0]!.flags]).to.deep.equal([packed.system, packed.flags]);
  });

  it("no invented stat: every attribute is printed or null and flagged; a flagged field that cannot be empty holds the schema default", () => {
    for (const d of inPack("eldfall-examples")) {
      const defaults = initialValue(ELDFALL_ACTOR_SPECS[d.type as "eldfallHero" | "eldfallHostile"]) as Record<string, unknown>;
      const card = d.name.startsWith("Tharos") ? THAROS_CARD : d.name.startsWith("Iuren") ? IUREN_CARD : ANARI_CARD;
      const printed = { ...combat(card) } as Record<string, number>;
      if (d.name.startsWith("Tharos")) Object.assign(printed, { sta: 2, spd: 3, arm: 3, hp: 2 });
      const missing = d.flags?.realms?.eldfall?.missing ?? [];
      for (const k of ATTRIBUTES) {
        if (k in printed) expect(d.system.attributes[k], `${d.name} ${k}`).to.equal(printed[k]);
        else expect([d.system.attributes[k], missing.includes(k)], `${d.name} ${k}`).to.deep.equal([null, true]);
      }
      for (const f of missing.filter((m) => !(ATTRIBUTES as readonly string[]).includes(m))) expect(d.system[f], `${d.name} ${f}`).to.deep.equal(defaults[f]);
      for (const counter of ["weakPoints", "mana"]) expect(d.system[counter], `${d.name} ${counter}`).to.equal(0);
      // Playable as shipped: a hero whose STA is printed starts with the AP it receives at Upkeep; one whose STA is lost has none to give.
      expect(d.system.ap, `${d.name} AP`).to.deep.equal({ value: d.system.attributes.sta ?? 0 });
    }
  });

  it("the embedded abilities carry the packs' own text", () => {
    for (const i of inPack("eldfall-examples").flatMap((a) => a.items!).filter((i) => i.type !== "eldfallUpgrade")) {
      const pack = { eldfallSkill: "eldfall-skills", eldfallTrait: "eldfall-traits", eldfallClass: "eldfall-classes", eldfallCombatArt: "eldfall-combat-arts" }[i.type]!;
      const source = inPack(pack).find((d) => d.system.key === i.system.key)!;
      expect(i.system.description, i.name).to.equal(source.system.description);
    }
  });
});

describe("Eldfall example Upgrades: the two Items the rulebook prints in full", () => {
  const row = (name: string) => byName("eldfall-upgrades", name).system.rows[0] as Row;

  it("Claws: \"Type: Melee, Weapon, Natural … Gain +1 STK when attacking a target without AP. T ❖ STA\", Limited to Na'ra", () => {
    const c = byName("eldfall-upgrades", "Claws").system;
    expect([row("Claws").pw, row("Claws").rch, row("Claws").stk, row("Claws").tags, row("Claws").traits]).to.deep.equal(["T", "❖", "STA", ["melee", "natural"], []]);
    expect(c).to.deep.include({ category: "weapon", rarity: "limited", quantity: null, weight: null });
    expect(c.limits).to.deep.equal({ hero: "Na'ra", level: null });
    expect(plain(c.description)).to.contain("+1 STK when the target has no AP");
  });

  it("Sacred Relic Blade: \"Cleave, Sweep I | T+4 | 1 | STA | Melee Weapon\"; what its table does not print is flagged", () => {
    const b = byName("eldfall-upgrades", "Sacred Relic Blade");
    expect([row("Sacred Relic Blade").pw, row("Sacred Relic Blade").rch, row("Sacred Relic Blade").stk, row("Sacred Relic Blade").tags]).to.deep.equal(["T+4", "1", "STA", ["melee"]]);
    expect(row("Sacred Relic Blade").traits).to.deep.equal([{ key: "cleave", x: "" }, { key: "sweep", x: "" }]);
    expect(b.flags!.realms!.eldfall!.missing).to.have.members(["quantity", "weight", "rarity"]);
    const defaults = initialValue(ELDFALL_ITEM_SPECS.eldfallUpgrade) as Record<string, unknown>;
    expect(b.system.rarity).to.equal(defaults.rarity);
  });

  it("Unarmed Attack and Shield Bash are built in, not pack items", () => {
    expect(inPack("eldfall-upgrades").map((d) => d.name)).to.have.members(["Claws", "Sacred Relic Blade"]);
  });
});

describe("Eldfall rules journal and pack labels", () => {
  const journal = () => inPack("eldfall-rules")[0]!;

  it("one page per group of rules, ending with Rules interpretations", () => {
    const names = journal().pages!.map((p) => p.name);
    expect(names.at(-1)).to.equal("Rules interpretations");
    for (const group of ["Dice, modifiers and criticals", "Model profiles", "Strike (STK) and Hits", "Activation Points", "Turns and phases",
      "Activation Sequence and Reactions", "Confrontation", "Damage, Wounds and Weak Points", "Space, Line of Sight and Reach", "Movement",
      "Actions", "States", "Skills", "Combat Arts", "Classes", "Traits", "Environments", "Spells and magic", "Items and Upgrades"]) expect(names, group).to.include(group);
  });

  it("the States page covers all 17 States, the Movement and Actions pages every movement and action the rulebook lists", () => {
    const page = (name: string) => journal().pages!.find((p) => p.name === name)!.text.content;
    const title = (id: string) => id[0]!.toUpperCase() + id.slice(1);
    for (const s of STATES) expect(page("States"), s).to.contain(`<strong>${title(s)}</strong>`);
    for (const m of ["Walk", "Idle", "Run", "Climb", "Jump"]) expect(page("Movement"), m).to.contain(`<td>${m}</td>`);
    for (const a of ["Assist", "Attack", "Deathblow", "Dodge", "Interact", "Nothing", "Perceive", "Trade", "Ritual"]) expect(page("Actions"), a).to.contain(`<strong>${a}</strong>`);
  });

  it("the worked examples the rulebook gives, with its numbers", () => {
    const page = (name: string) => plain(journal().pages!.find((p) => p.name === name)!.text.content);
    expect(page("Confrontation")).to.contain("rolls 8").and.to.contain("rolls 6 and 11").and.to.contain("1 Hit");
    expect(page("Dice, modifiers and criticals")).to.contain("PW 12 against ARM 5 wounds on 1–7").and.to.contain("AG 13 and a −3 modifier, so he Dodges on 1–10");
  });

  it("the interpretations page lists every digest reading A1–A65 and names each world setting", () => {
    const page = journal().pages!.at(-1)!.text.content;
    for (let n = 1; n <= 65; n++) expect(page, `A${n}`).to.contain(`data-interpretation="A${n}"`);
    // The code reads these; test/unit/eldfall/settings-page.test.ts checks the page against the registered list.
    for (const key of ["losMode", "critReading", "triggerPer", "halveAndDouble", "spaceSlots", "jumpCost", "movementCheck", "clearTacticalStates", "soldierCap"]) {
      expect(page, key).to.contain(`<code>realms.eldfall-${key}</code>`);
    }
  });

  it("the Skills, Traits, Classes, Combat Arts and Environments pages link every pack document", () => {
    const all = journal().pages!.map((p) => p.text.content).join(" ");
    for (const pack of ["eldfall-skills", "eldfall-traits", "eldfall-classes", "eldfall-combat-arts", "eldfall-environments"]) {
      for (const d of inPack(pack)) expect(all, d.name).to.contain(`.${d._id}]{`);
    }
  });

  it("the actor, item and journal packs compile to LevelDB and read back equal to their sources", async () => {
    const out = mkdtempSync(join(tmpdir(), "realms-eldfall-"));
    const withoutKeys = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (k, v: unknown) => (k === "_key" ? undefined : v)));
    for (const name of ["eldfall-examples", "eldfall-upgrades", "eldfall-combat-arts", "eldfall-environments", "eldfall-rules"]) {
      await compilePack(`packs/${name}`, join(out, "db", name));
      mkdirSync(join(out, "json", name), { recursive: true });
      await extractPack(join(out, "db", name), join(out, "json", name));
      const back = new Map(readdirSync(join(out, "json", name)).map((f) => JSON.parse(readFileSync(join(out, "json", name, f), "utf8")) as Doc).map((d) => [d._id, d]));
      expect(back.size, name).to.equal(inPack(name).length);
      for (const doc of inPack(name)) expect(withoutKeys(back.get(doc._id)), `${name}/${doc.name}`).to.deep.equal(withoutKeys(doc));
    }
  });

  it("every Eldfall pack label is its plain English text (Foundry would show a key as it is in the compendium window and search)", () => {
    const packs = systemPacks(".").filter((p) => p.name.startsWith("eldfall-"));
    expect(packs).to.have.length(11);
    for (const p of packs) expect(p.label, p.name).to.be.a("string").that.matches(/^Eldfall: [A-Z]/);
  });
});
