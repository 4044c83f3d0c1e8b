/** The Eldfall models on the Foundry test double: derived bars, the card's attacks, equipping, the attack roll, validation, migrations. */
import { expect } from "chai";
import { actAs, makeActor, resetWorld, world } from "../../support/foundry-double";
import { diceRowOf } from "../../../src/rulesets/eldfall/dice/rules/attack-row";
import { bladeData, clawsData, tharosData, upgradeData, CLAWS_ROW } from "../../support/eldfall-models";
import type { EldHeroModel } from "../../../src/rulesets/eldfall/models/models";
import { ELDFALL_ACTOR_SPECS, ELDFALL_ITEM_SPECS, SCHEMA_VERSION } from "../../../src/rulesets/eldfall/models/specs";
import { ELDFALL_MIGRATIONS } from "../../../src/rulesets/eldfall/models/migrations";
import { ELDFALL_TOKENS } from "../../../src/rulesets/eldfall/tokens";
import { sanitizeSubmit } from "../../../src/core/schema/submit";
import { validateData } from "../../../src/core/schema/validate";
import { initialValue } from "../../../src/core/schema/spec";
import { migrateSystem } from "../../../src/core/data/migrate";
import { Refusal } from "../../../src/core/gm";
import { trackableAttributesOf } from "../../../src/core/tokens";

const hero = (items: object[] = [], own = "player1") => {
  const data = tharosData();
  return makeActor({ ...data, ownership: { default: 0, [own]: 3 }, items: [...data.items, ...items] } as never);
};
const sys = (actor: { system: unknown }) => actor.system as EldHeroModel;

describe("Eldfall models on the test double", () => {
  beforeEach(() => resetWorld());

  it("Tharos' pools: Health 2 (of HP 2), no AP before Upkeep", () => {
    const s = sys(hero());
    expect([s.health.value, s.attributes.hp, s.ap.value]).to.deep.equal([2, 2, 0]);
    // The maxima are derived, as the token bars read them: the profile's HP (no party), STA (2) before any combat.
    expect([{ ...s.health }, { ...s.ap }]).to.deep.equal([{ value: 2, max: 2 }, { value: 0, max: 2 }]);
  });

  it("token defaults: heroes linked, hostiles unlinked, Health and AP offered as bars, WP and Mana as values", () => {
    expect(ELDFALL_TOKENS.eldfallHero).to.include({ linked: true, primary: "health" });
    expect(ELDFALL_TOKENS.eldfallHostile).to.include({ linked: false, primary: "health" });
    expect(trackableAttributesOf(ELDFALL_TOKENS).eldfallHero).to.deep.equal({ bar: ["health", "ap"], value: ["weakPoints", "mana"] });
    const s = sys(hero()) as unknown as Record<string, unknown>;
    // Foundry draws a bar only for a value/max pair, and offers single numbers as values.
    for (const path of ELDFALL_TOKENS.eldfallHero!.bars) expect(Object.keys(s[path] as object).sort(), path).to.deep.equal(["max", "value"]);
    for (const path of ELDFALL_TOKENS.eldfallHero!.values) expect(s[path], path).to.be.a("number");
  });

  it("the card's attacks: Unarmed (PW 12) and Claws (PW T 12, STK STA 2)", () => {
    const actor = hero([clawsData()]);
    const claws = actor.items.find((i) => i.name === "Claws")!;
    expect(sys(actor).attacks.map((r) => [r.id, r.powerValue, r.strikeValue])).to.deep.equal([["unarmed", 12, 2], [`${claws.id}.0`, 12, 2]]);
    expect(sys(actor).load).to.deep.equal({ total: 0, capacity: 10, overEncumbered: false });
    expect(sys(actor).profile.t).to.equal(12);
  });

  it("equipping one Weapon unequips the other; the load counts WGT × QTY", async () => {
    const actor = hero([{ ...clawsData(), system: { ...clawsData().system, equipped: true } }, upgradeData("Spear", { quantity: 1, weight: 3, rows: [{ ...CLAWS_ROW, text: "" }] })]);
    const [claws, spear] = ["Claws", "Spear"].map((n) => actor.items.find((i) => i.name === n)!);
    actAs({ id: "player1", isGM: false });
    await sys(actor).equip(spear!.id!);
    expect([claws, spear].map((i) => (i!.system as { equipped: boolean }).equipped)).to.deep.equal([false, true]);
    expect(sys(actor).equipped.weapon).to.equal(spear!.id);
    expect(sys(actor).load.total).to.equal(3);
  });

  it("another player may not equip Tharos' Items", async () => {
    const actor = hero([clawsData()]);
    actAs({ id: "player2", isGM: false });
    let refused: unknown = null;
    try { await sys(actor).equip(actor.items.find((i) => i.name === "Claws")!.id!); } catch (e) { refused = e; }
    expect(refused).to.be.instanceOf(Refusal);
  });

  it("attack(row, target) rolls the row through the dice (the row as they read it, one d20 per Strike); an unknown row is refused", async () => {
    const actor = hero([bladeData()]);
    const blade = actor.items.find((i) => i.name === "Sacred Relic Blade")!;
    const row = sys(actor).attacks.find((r) => r.id === `${blade.id}.0`)!;
    // Tharos' T 12 + 4 = PW 16; STK printed as STA.
    expect(diceRowOf(row, "Sacred Relic Blade")).to.deep.equal({
      label: "Sacred Relic Blade", kind: "meleeItem", stk: "STA", pw: 16, reach: { kind: "spaces", spaces: 1 },
      traits: [{ id: "cleave", level: 1 }, { id: "sweep", level: 1 }], tags: ["melee"],
    });
    world.dice.push(3, 15);
    const card = await sys(actor).attack(`${blade.id}.0`, null, { intent: { fastForward: true, advantage: false, disadvantage: false } });
    expect([card!.side.actor.name, card!.side.label, card!.side.attribute, card!.side.base, card!.side.dice.length, card!.target]).to.deep.equal([actor.name, "Sacred Relic Blade", "off", 13, 2, null]);
    let refused: unknown = null;
    try { await sys(actor).attack("nope"); } catch (e) { refused = e; }
    expect((refused as Refusal).key).to.equal("REALMS.Eldfall.Models.Errors.noAttackRow");
  });

  it("a row's PW, RCH and STK are checked by the spec: a typo is refused with the expected form, the other edits kept", () => {
    const { clean, errors } = sanitizeSubmit(ELDFALL_ITEM_SPECS.eldfallUpgrade, {
      "system.rows.0.pw": "T+4", "system.rows.0.rch": "1❖", "system.rows.0.stk": "STA", "system.rows.1.pw": "T+", "system.rows.1.stk": "two",
    });
    expect(clean).to.deep.equal({ "system.rows.0.pw": "T+4", "system.rows.0.rch": "1❖", "system.rows.0.stk": "STA" });
    expect(errors.map((e) => [e.path, e.key])).to.deep.equal([["rows.1.pw", "REALMS.Errors.BadFormat"], ["rows.1.stk", "REALMS.Errors.BadFormat"]]);
    expect(validateData(ELDFALL_ITEM_SPECS.eldfallUpgrade, clawsData().system)).to.deep.equal([]);
  });

  it("schema version 2: a version 1 hero's and hostile's HP and AP become value pairs, once; everything else is kept", () => {
    expect(SCHEMA_VERSION).to.equal(2);
    const v1 = { ...initialValue(ELDFALL_ACTOR_SPECS.eldfallHostile), schemaVersion: 1, health: 3, ap: 2, weakPoints: 1 } as Record<string, unknown>;
    const v2 = migrateSystem("Actor", "eldfallHostile", v1, ELDFALL_MIGRATIONS, SCHEMA_VERSION)!;
    expect(v2).to.deep.include({ schemaVersion: 2, health: { value: 3 }, ap: { value: 2 }, weakPoints: 1 });
    expect(validateData(ELDFALL_ACTOR_SPECS.eldfallHostile, v2)).to.deep.equal([]);
    expect(migrateSystem("Actor", "eldfallHostile", v2, ELDFALL_MIGRATIONS, SCHEMA_VERSION), "current: untouched").to.equal(null);
    // A world loads it (the double migrates as the DataModel does), and an old macro's `system.health: 1` still writes HP.
    const loaded = makeActor({ name: "Test Hostile 01", type: "eldfallHostile", system: v1 });
    expect((loaded.system as unknown as EldHeroModel).health.value).to.equal(3);
    return loaded.update({ "system.health": 1 }).then(() => expect((loaded.system as unknown as EldHeroModel).health.value).to.equal(1));
  });

  it("current data needs no migration, an unversioned source is stamped", () => {
    for (const [type, spec] of Object.entries({ ...ELDFALL_ACTOR_SPECS, ...ELDFALL_ITEM_SPECS })) {
      const documentName = type in ELDFALL_ACTOR_SPECS ? "Actor" : "Item";
      expect(migrateSystem(documentName, type, initialValue(spec), ELDFALL_MIGRATIONS, SCHEMA_VERSION), type).to.equal(null);
      const { schemaVersion: _, ...unversioned } = initialValue(spec) as Record<string, unknown>;
      expect(migrateSystem(documentName, type, unversioned, ELDFALL_MIGRATIONS, SCHEMA_VERSION), type).to.deep.equal(initialValue(spec));
    }
  });
});
