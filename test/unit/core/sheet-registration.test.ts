import { expect } from "chai";
import "../../support/foundry-double";
import { setUpRuleset } from "../../../src/core/ruleset-setup";
import { ACTOR_SPECS, ITEM_SPECS } from "../../../tools/all-specs";
import { ELVENDOR_TOKENS } from "../../../src/rulesets/elvendor/tokens";
import { fakeRuleset } from "../../support/fake-ruleset";

interface Registration { documentName: string; sheet: { name: string }; options: { types: string[]; makeDefault: boolean; label: () => string } }

describe("sheet registration: Sheet Configuration shows named, labelled sheets", () => {
  const g = globalThis as unknown as { CONFIG: Record<string, unknown>; foundry: Record<string, unknown>; Hooks: Record<string, unknown> };
  const registered: Registration[] = [];
  const saved = { config: { ...g.CONFIG }, documents: g.foundry.documents };
  // One shared class for every item type, like Aedelore's, and an anonymous one, like Elvendor's per-type classes.
  class SharedItemSheet {}
  const anonymous = [class {}][0]!;

  before(() => {
    const collection = (documentName: string) => ({ registerSheet: (_scope: string, sheet: { name: string }, options: Registration["options"]) => registered.push({ documentName, sheet, options }) });
    g.foundry.documents = { collections: { Actors: collection("Actor"), Items: collection("Item") } };
    Object.assign(g.CONFIG, { Dice: { rolls: [] }, statusEffects: [], Actor: { trackableAttributes: {} } });
    class HeroSheet {}
    setUpRuleset(fakeRuleset("elvendor", {
      tokens: ELVENDOR_TOKENS,
      sheets: { Actor: { elvendorHero: HeroSheet, elvendorEnemy: anonymous }, Item: Object.fromEntries(Object.keys(ITEM_SPECS).map((type) => [type, SharedItemSheet])) },
    }));
  });
  after(() => {
    for (const key of Object.keys(g.CONFIG)) if (!(key in saved.config)) delete g.CONFIG[key];
    Object.assign(g.CONFIG, saved.config);
    g.foundry.documents = saved.documents;
  });

  it("each type's sheet is a class named for its type, extending the ruleset's class", () => {
    const names = registered.map((r) => r.sheet.name);
    expect(names.slice(0, 2)).to.deep.equal(["RealmsElvendorHeroSheet", "RealmsElvendorEnemySheet"]);
    expect(names).to.include.members(["RealmsElfWeaponSheet", "RealmsAedeloreWeaponSheet", "RealmsElvendorActionSheet"]);
    expect(new Set(names).size).to.equal(registered.length);
    for (const r of registered) expect(r.sheet.name).to.match(/^Realms[A-Z][A-Za-z0-9]+Sheet$/);
    const item = registered.find((r) => r.options.types[0] === "aedeloreWeapon")!;
    expect(new (item.sheet as unknown as new () => object)()).to.be.instanceOf(SharedItemSheet);
    expect(new (registered[1]!.sheet as unknown as new () => object)()).to.be.instanceOf(anonymous);
  });

  it("each registration is the default for one type and has a localized label", () => {
    expect(registered.filter((r) => r.documentName === "Item").map((r) => r.options.types[0])).to.deep.equal(Object.keys(ITEM_SPECS));
    for (const r of registered) {
      expect(r.options.makeDefault).to.equal(true);
      expect(r.options.types).to.have.length(1);
      expect(r.options.label()).to.match(/^Realms .+ sheet$/).and.not.contain("TYPES.");
    }
    expect(registered[0]!.options.label()).to.equal("Realms Elvendor Hero sheet");
    expect(registered.find((r) => r.options.types[0] === "elfWeapon")!.options.label()).to.equal("Realms Weapon sheet");
  });

  it("every actor and item type has the type label the sheet label is built from", () => {
    const g2 = globalThis as unknown as { game: { i18n: { localize: (k: string) => string } } };
    for (const type of Object.keys(ACTOR_SPECS)) expect(g2.game.i18n.localize(`TYPES.Actor.${type}`)).to.be.a("string");
    for (const type of Object.keys(ITEM_SPECS)) expect(g2.game.i18n.localize(`TYPES.Item.${type}`)).to.be.a("string");
  });
});
