/**
 * 2D6 models on the Foundry test double: derived numbers from data and equipped items, damage through the core
 * pipeline with armour by slot, eating and drinking onto the tracks, charges, and the cursed and bound refusals.
 */
import { expect } from "chai";
import { actAs, hookErrors, resetWorld, world } from "../../support/foundry-double";
import "../../support/rulesets";
import { registerTracks } from "../../../src/core/tracks";
import { registerGmQuery, runAsGM } from "../../../src/core/gm";
import { TWOD6_TRACKS } from "../../../src/rulesets/twod6/survival/tracks";
import { gmDispelBinding, giveItem, guardItemDelete, guardItemUpdate } from "../../../src/rulesets/twod6/items/items";
import type { TwoD6ActorModel } from "../../../src/rulesets/twod6/models/actor-model";
import type { TwoD6ChargedModel, TwoD6ProvisionModel, TwoD6TrinketModel } from "../../../src/rulesets/twod6/models/models";
import { armour, food, hero, item, monster, ring } from "./support";
import { TWOD6_ACTOR_SPECS, TWOD6_ITEM_SPECS } from "../../../src/rulesets/twod6/models/specs";
import { fieldsOf } from "../../support/all-specs";
import { fieldLabelKey } from "../../../src/core/schema/labels";
import { translate } from "../../support/render";

registerGmQuery();
registerTracks(TWOD6_TRACKS);
const g = globalThis as unknown as { Hooks: { on: (n: string, f: unknown) => number; off: (n: string, id: number) => void } };
const sys = (a: { system: unknown }) => a.system as TwoD6ActorModel;
const of = <T>(i: { system: unknown }) => i.system as T;
const player = { id: "player1", isGM: false };

describe("2D6 models (glue)", () => {
  beforeEach(() => resetWorld());

  it("the rules' health example through the sheet data: an equipped +1 STA ring → 11 health, 4 energy", () => {
    const mira = hero("Mira", { items: [ring("Ring of Vigour", { enchant: { str: 0, agi: 0, sta: 1, cha: 0 } })] });
    expect(sys(mira).rules.health).to.equal(11);
    expect(sys(mira).rules.energy).to.equal(4);
    sys(mira).prepareDerivedData();
    expect(sys(mira).health.max).to.equal(11);
  });

  it("damage goes through the core pipeline with the struck slot's armour and the creature's own resistance", async () => {
    const brute = monster("Brute", { resistances: { physical: 1, disease: 0, poison: 0, fire: 0, frost: 0, shock: 0 } }, [armour("Mail", "body", { physical: 3 }), armour("Helm", "head", { physical: 1 })]);
    const body = await sys(brute).applyDamage({ parts: [{ amount: 6, type: "physical" }] });
    expect(body.total).to.equal(2);
    const head = sys(brute).previewDamage({ parts: [{ amount: 6, type: "physical" }], options: { slot: "head" } });
    expect(head.total).to.equal(4);
    expect(sys(brute).health.value).to.equal(5);
    await sys(brute).undoDamage(body);
    expect(sys(brute).health.value).to.equal(7);
  });

  it("eating adds the food's value, stops at Satiated, and a forcing curse lets it go on", async () => {
    const mira = hero("Mira", { system: { hunger: 4 * 360 + 300, thirst: 2 * 360 + 10 }, items: [food("Trail bread", 360), food("Waterskin", 0, 360)] });
    await of<TwoD6ProvisionModel>(mira.items.find((i) => i.name === "Trail bread")!).use();
    expect(sys(mira).hunger).to.equal(5 * 360);
    await of<TwoD6ProvisionModel>(mira.items.find((i) => i.name === "Waterskin")!).use();
    expect(sys(mira).thirst).to.equal(3 * 360 + 10);
    expect(mira.items.find((i) => i.name === "Waterskin")!.system).to.have.property("quantity", 2);
    const glutton = hero("Glutton", { system: { hunger: 5 * 360 }, items: [food("Trail bread", 360), ring("Ring of Hunger", { cursed: true, forcesEating: true })] });
    await of<TwoD6ProvisionModel>(glutton.items.find((i) => i.name === "Trail bread")!).use();
    expect(sys(glutton).hunger).to.equal(6 * 360);
  });

  it("charges: a blessing adds to the maximum; an empty wand is refused", async () => {
    const mira = hero("Mira", { items: [item("Wand of Sparks", "twod6Charged", { kind: "wand", charges: { value: 1, max: 5 }, blessed: true, blessing: 2 })] });
    const wand = of<TwoD6ChargedModel>(mira.items[0]!);
    expect(wand.maxCharges).to.equal(7);
    expect(await wand.use()).to.equal(true);
    expect(await wand.use()).to.equal(false);
    expect(world.notifications.at(-1)!.message).to.contain("Wand of Sparks");
  });

  it("a cursed item cannot be dropped, traded or given away; a bound one cannot be unequipped until the GM dispels it", async () => {
    const del = g.Hooks.on("preDeleteItem", guardItemDelete);
    const upd = g.Hooks.on("preUpdateItem", guardItemUpdate);
    try {
      const mira = hero("Mira", { items: [ring("Ring of Woe", { cursed: true, bound: true })] });
      const other = hero("Other");
      const woe = mira.items[0]!;
      expect(sys(mira).rules.critFailModifier).to.equal(1);
      actAs(player);
      await woe.delete();
      expect(hookErrors.filter((e) => e.hook.endsWith("Item"))).to.deep.equal([]);
      expect(mira.items).to.have.length(1);
      expect(world.notifications.at(-1)!.message).to.equal(`Ring of Woe is cursed: Mira cannot give it up.`);
      expect(await giveItem(woe as never, other as never)).to.equal(false);
      expect(other.items).to.have.length(0);
      expect(await of<TwoD6TrinketModel>(woe).equip(false)).to.equal(false);
      await woe.update({ "system.equipped": false } as never);
      expect(of<TwoD6TrinketModel>(woe).equipped).to.equal(true);
      await woe.update({ "system.cursed": false } as never);
      expect(of<TwoD6TrinketModel>(woe).cursed).to.equal(true);
      // Only the GM dispels a binding.
      await runAsGM(gmDispelBinding, { actorId: mira.id, itemId: woe.id });
      expect(of<TwoD6TrinketModel>(woe).bound).to.equal(true);
      expect(world.notifications.at(-1)!.level).to.equal("error");
      actAs({ id: "gm", isGM: true });
      await runAsGM(gmDispelBinding, { actorId: mira.id, itemId: woe.id });
      actAs(player);
      expect(of<TwoD6TrinketModel>(woe).bound).to.equal(false);
      expect(await of<TwoD6TrinketModel>(woe).equip(false)).to.equal(true);
      expect(sys(mira).rules.critFailModifier).to.equal(0);
      await woe.delete();
      expect(mira.items).to.have.length(1);
      actAs({ id: "gm", isGM: true });
      await woe.delete();
      expect(mira.items).to.have.length(0);
    } finally {
      g.Hooks.off("preDeleteItem", del);
      g.Hooks.off("preUpdateItem", upd);
    }
  });
});

describe("2D6 schemas", () => {
  it("every field of every 2D6 spec has a label under its model's prefix (test/support/all-specs.ts does not list 2D6 yet)", () => {
    const missing = Object.entries({ ...TWOD6_ACTOR_SPECS, ...TWOD6_ITEM_SPECS }).flatMap(([type, spec]) => fieldsOf(spec)
      .map((f) => fieldLabelKey(type, f.path)).filter((key) => { try { return !translate(key); } catch { return true; } }));
    expect(missing).to.deep.equal([]);
  });
  it("bad input is refused with the field named, nothing written", async () => {
    const mira = hero("Mira");
    await mira.update({ "system.hunger": 99999 } as never).catch(() => undefined);
    expect(sys(mira).hunger).to.equal(4 * 360 + 180);
  });
});
