/** The Eldfall sheets: contexts from the printed profiles, the rendered numbers, and the item sheets' list edits. */
import { expect } from "chai";
import { format, render } from "../../support/render";
import { eldfallModelGalleryEntries } from "../../support/fixtures-eldfall-models";
import { initialValue } from "../../../src/core/schema/spec";
import { upgradeSpec } from "../../../src/rulesets/eldfall/models/specs";
import { ROW_TAGS } from "../../../src/rulesets/eldfall/profile/rules/keys";
import { HERO_TABS, eldItemContext, heroContext, roman } from "../../../src/rulesets/eldfall/sheets/context";
import { sheetFrame } from "../../../src/core/sheets/frame";
import { addChart, addLevel, addRow, addTrait, deleteChart, deleteLevel, deleteRow, deleteTrait, toggleTag } from "../../../src/rulesets/eldfall/sheets/edits";
import { CLAWS_ROW, row, ruleData, tharosData } from "../../support/eldfall-models";

const entries = eldfallModelGalleryEntries();
const entry = (id: string) => entries.find((e) => e.id === id)!;
type Ctx = Record<string, unknown> & {
  vitality: { abbr: string; value: number | null }[]; combat: { abbr: string; value: number | null }[];
  attacks: { name: string; pw: string; pwValue: number | null; rch: string; reachSpaces: number | null; stk: string; stkValue: number; attribute: string; traits: { label: string; suffix: string }[] }[];
  traits: { printed: string }[]; skills: { printed: string }[]; arts: { name: string; level: string; levels: { roman: string; available: boolean }[] }[];
  ap: { value: number; max: number; pips: { filled?: boolean }[] }; health: { value: number; max: number };
  inventory: { total: number; capacity: number | null; over: boolean; groups: { category: string; items: { name: string; equipped: boolean; quantity: number | string }[] }[] };
};

describe("Eldfall hero sheet (Tharos from the Examples pack)", () => {
  const ctx = entry("eld-hero-sheet").context as Ctx;
  const html = render("templates/eldfall/sheet-hero.hbs", ctx);

  it("attributes in the printed order: STA SPD ARM HP = 2 3 3 2, then OFF 13 DEF 10 ACC 15 INT 13 AG 13 T 12 M 12; text in play mode, inputs unlocked", () => {
    expect(ctx.vitality.map((v) => [v.abbr, v.value])).to.deep.equal([["STA", 2], ["SPD", 3], ["ARM", 3], ["HP", 2]]);
    expect(ctx.combat.map((v) => [v.abbr, v.value])).to.deep.equal([["OFF", 13], ["DEF", 10], ["ACC", 15], ["INT", 13], ["AG", 13], ["T", 12], ["M", 12]]);
    for (const [key, value] of [["sta", 2], ["off", 13], ["acc", 15], ["m", 12]] as const) {
      expect(html).to.contain(`<span class="realms-value" data-stat="${key}">${value}</span>`).and.not.contain(`name="system.attributes.${key}"`);
      expect(render("templates/eldfall/sheet-hero.hbs", entry("eld-hero-sheet-edit").context)).to.contain(`name="system.attributes.${key}" value="${value}"`);
    }
  });

  it("vitality and AP pips of a fresh hero: Health 2 of 2, 2 of 2 AP", () => {
    expect(ctx.health).to.include({ value: 2, max: 2 });
    expect(ctx.ap).to.include({ value: 2, max: 2 });
    expect(ctx.ap.pips.map((p) => p.filled)).to.deep.equal([true, true]);
  });

  it("Traits, Skills and the Combat Art with its levels as the card prints them", () => {
    expect(ctx.traits.map((t) => t.printed)).to.deep.equal(["Survival (Difficult)"]);
    expect(ctx.skills.map((t) => t.printed)).to.deep.equal(["Climbing", "Snipe", "Stealth II"]);
    expect(ctx.arts.map((a) => [a.name, a.level, a.levels.map((l) => l.available)])).to.deep.equal([["Assassination", "III", [true, true, true, false, false]]]);
    expect(html).to.match(/data-item-id="eldIHeAlchemist0">Alchemist<\/a> · <a [^>]*>Rogue<\/a>/).and.contain("Stealth II").and.contain("Assassination III");
  });

  it("a Trait the system does not apply (Tactician, Targetless, Obstacle…) is marked \"by hand\" with its hint; an applied one (Survival) is not", () => {
    const t = tharosData();
    const items = [...t.items, ruleData("eldfallTrait", "Tactician", { key: "tactician" })].map((d, i) => ({ id: `eldT${i}`, name: d.name, img: "", type: d.type, system: d.system }));
    const marked = heroContext({ id: "eldTharos", name: t.name, img: "", type: t.type, system: t.system, items } as never,
      { frame: sheetFrame(HERO_TABS, "abilities", { owner: true, editMode: false }), states: [], enriched: { notes: "", description: "" }, translate: format });
    const traits = (marked as unknown as { traits: { name: string; byHand: boolean }[] }).traits;
    expect(traits.map((t) => [t.name, t.byHand])).to.deep.include(["Tactician", true]);
    const page = render("templates/eldfall/sheet-hero.hbs", marked);
    expect(page).to.match(/• Tactician <span[^>]*>\(by hand\)<\/span>/).and.contain("The system does not apply this Trait");
    expect(html).to.not.contain("(by hand)");
  });

  it("the Unarmed Attack row with Tharos' numbers, its button labelled Attack with the stat it rolls (OFF 13) as tooltip and subtitle", () => {
    expect(ctx.attacks).to.have.length(1);
    expect(ctx.attacks[0]).to.include({ pw: "T or AG−3", pwValue: 12, rch: "❖", reachSpaces: 0, stk: "STA", stkValue: 2, attribute: "OFF" });
    expect(html).to.match(/<button type="button" class="realms-roll" data-action="attack" data-row-id="unarmed" data-tooltip="[^"]*rolls OFF 13[^"]*"><i class="fa-solid fa-dice-d20" inert><\/i> Attack<\/button><span class="realms-hint">OFF 13<\/span>/);
  });

  it("no State on a fresh hero; the Weak Points counter as text with its play-time buttons", () => {
    expect(html).to.contain("No States");
    expect(html).to.match(/data-counter-value="weakPoints">0<\/span>/).and.contain('data-action="adjustCounter" data-counter="weakPoints" data-delta="1"');
  });

  it("Inventory (10) with nothing carried; without an Inventory (X) the load says so instead of \"Load 0 / null\"", () => {
    expect(ctx.inventory).to.include({ total: 0, capacity: 10, over: false });
    expect(html).to.contain("Load 0 / 10");
    const t = tharosData();
    const none = heroContext({ id: "eldTharos", name: t.name, img: "", type: t.type, system: { ...t.system, inventory: null }, items: [] } as never,
      { frame: sheetFrame(HERO_TABS, "inventory", { owner: true, editMode: false }), states: [], enriched: { notes: "" }, translate: format });
    expect(render("templates/eldfall/sheet-hero.hbs", none)).to.contain("Load 0 (no Inventory (X) printed)").and.not.contain("null");
  });

  it("the level as text in play mode; unlocked, the select shows the stored level", () => {
    expect(html).to.contain("Level I").and.not.contain('name="system.level"');
    expect(render("templates/eldfall/sheet-hero.hbs", entry("eld-hero-sheet-edit").context)).to.match(/<option value="1" selected>I<\/option>/);
  });
});

describe("Eldfall hostile sheet (Iuren from the Examples pack)", () => {
  const ctx = entry("eld-hostile-sheet").context as Ctx;
  const html = render("templates/eldfall/sheet-hostile.hbs", ctx);

  it("unprinted Vitality stays empty and the sheet names what the text does not print; the printed Combat attributes are in the stat block", () => {
    expect(ctx.vitality.map((v) => v.value)).to.deep.equal([null, null, null, null]);
    expect(ctx.combat.map((v) => v.value)).to.deep.equal([16, 13, 13, 10, 13, 15, 16]);
    expect(html).to.match(/<dl class="realms-statblock"[\s\S]*data-stat="off">16<\/span>/);
    expect(html).to.match(/does not print these values[\s\S]*<strong>Stamina, Speed, Armor, Health Points, Tier<\/strong>/);
    expect(html).to.not.contain("0 / 0");
  });

  it("the Sacred Relic Blade row: Cleave, Sweep I; PW T+4 = 19 with T 15; RCH 1; equipped as the highest listed Weapon", () => {
    const blade = ctx.attacks.find((a) => a.name === "Sacred Relic Blade")!;
    expect(blade).to.include({ pw: "T+4", pwValue: 19, rch: "1", reachSpaces: 1 });
    expect(blade.traits).to.deep.equal([{ label: "REALMS.Eldfall.Models.Key.trait.cleave", suffix: "" }, { label: "REALMS.Eldfall.Models.Key.trait.sweep", suffix: "I" }]);
    expect(html).to.contain("Cleave, Sweep I");
    expect(ctx.inventory.groups[0]!.items[0]).to.include({ name: "Sacred Relic Blade", equipped: true, quantity: "/" });
    expect(ctx.traits.map((t) => t.printed)).to.include("Menacing I");
  });

  it("Tier as text in the header, and the Behavior card slot on its tab", () => {
    expect(html).to.contain("Tier I").and.not.contain('name="system.tier"');
    expect(html).to.match(/data-tab="behavior"[\s\S]*data-slot="behavior"/);
  });
});

describe("Eldfall item sheets", () => {
  it("a row's cells as the rules read them; an unreadable cell is marked", () => {
    const item = { id: "x", name: "X", img: "", type: "eldfallUpgrade", system: { ...initialValue(upgradeSpec), rows: [CLAWS_ROW, row({ pw: "T+", rch: "t, blast l", stk: "" })] } };
    const ctx = eldItemContext(item, { editable: true, enriched: {} });
    expect(ctx.rows.map((r) => r.read)).to.deep.equal([
      { pw: { text: "T", bad: false }, rch: { text: "❖", bad: false }, stk: { text: "STA", bad: false } },
      { pw: { text: "?", bad: true }, rch: { text: "T, Blast L", bad: false }, stk: { text: "—", bad: false } },
    ]);
    expect(ctx.rows[0]!.tags.filter((t) => t.on).map((t) => t.id)).to.deep.equal(["melee", "natural"]);
  });

  it("the Combat Art sheet selects its own level (Assassination III)", () => {
    const art = entry("item-eldfallCombatArt");
    expect(render(art.template, art.context)).to.match(/<option value="3" selected>III<\/option>/);
  });

  it("an Item whose numbers the text does not print says so and stays fillable (the Sacred Relic Blade; a new Spell)", () => {
    const blade = entry("item-eldfallUpgrade-unprinted");
    expect(render(blade.template, blade.context)).to.match(/does not print these values of this Item[\s\S]*<strong>QTY, WGT, Rarity<\/strong>/).and.contain('name="system.quantity"');
    const spell = entry("item-eldfallSpell");
    expect(render(spell.template, spell.context)).to.contain("prints no Spell cards").and.contain('name="system.manaCost"');
    const claws = entry("item-eldfallUpgrade");
    expect(render(claws.template, claws.context)).to.not.contain("realms-notice");
  });

  it("Roman numerals as the cards print levels and Tiers", () => {
    expect([1, 2, 3, 4, 5].map(roman)).to.deep.equal(["I", "II", "III", "IV", "V"]);
  });
});

describe("Eldfall item sheet list edits (pure)", () => {
  const rows = [CLAWS_ROW];
  it("rows: add a blank one, delete by index", () => {
    expect(addRow(rows)).to.deep.equal([CLAWS_ROW, initialValue(upgradeSpec.fields.rows.element)]);
    expect(deleteRow(addRow(rows), 0)).to.deep.equal([initialValue(upgradeSpec.fields.rows.element)]);
    expect(deleteRow(rows, 5)).to.deep.equal(rows);
  });
  it("tags toggle on and off and keep the keys' order", () => {
    expect(toggleTag(rows, 0, "twoHanded", ROW_TAGS)[0]!.tags).to.deep.equal(["melee", "natural", "twoHanded"]);
    expect(toggleTag(rows, 0, "melee", ROW_TAGS)[0]!.tags).to.deep.equal(["natural"]);
    expect(toggleTag(toggleTag(rows, 0, "ranged", ROW_TAGS), 0, "ranged", ROW_TAGS)).to.deep.equal(rows);
  });
  it("Traits on a row: add a blank one, delete by index", () => {
    const added = addTrait(rows, 0);
    expect(added[0]!.traits).to.deep.equal([{ key: "bleed", level: 1, x: "" }]);
    expect(deleteTrait(added, 0, 0)).to.deep.equal(rows);
  });
  it("Combat Art levels: at most five", () => {
    let levels: { name: string; effect: string }[] = [];
    for (let i = 0; i < 7; i++) levels = addLevel(levels);
    expect(levels).to.have.length(5);
    expect(deleteLevel(levels, 0)).to.have.length(4);
  });
  it("Spellcraft charts: add a blank one (Level 1), delete by index", () => {
    expect(addChart([])).to.deep.equal([{ chart: "", level: 1 }]);
    expect(deleteChart([{ chart: "Art of Enchanting", level: 3 }, { chart: "Cryomancy", level: 3 }], 0)).to.deep.equal([{ chart: "Cryomancy", level: 3 }]);
  });
});
