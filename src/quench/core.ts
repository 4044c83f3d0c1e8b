/** Batches for any ruleset: every ruleset's documents load, the active one is wired in, every pack actor imports. */
import { allRulesets, rulesetTypes } from "../core/registry";
import { activeRuleset } from "../core/settings";
import { actorSubType, itemSubType } from "../core/data/subtypes";
import { cleanUp, createIn, importActor, plainScene, systemPack } from "./fixtures";
import { isV14, sceneLevels, sheetIsDefault } from "../core/compat";
import { sceneZones, ZONE_BEHAVIOR, zoneKinds, zonesAt } from "../core/zones";
import type { Assert, Quench } from "./types";


export function registerCoreBatches(quench: Quench): void {
  quench.registerBatch("realms.core.rulesets", (ctx) => {
    const { describe, it } = ctx;
    const assert: Assert = ctx.assert;
    describe("Rulesets", () => {
      it("the world plays a registered ruleset", () => {
        assert.isDefined(activeRuleset(), "choose a ruleset under Configure Settings → Realms");
      });

      it("every ruleset's actors and items validate against their data models, whichever ruleset is active", () => {
        for (const ruleset of allRulesets()) {
          for (const type of rulesetTypes(ruleset, "Actor")) {
            const actor = new Actor.implementation({ name: `Quench ${type}`, type: actorSubType(type) });
            assert.equal(actor.type, type);
            assert.isObject(actor.system, `${type} has its data model`);
          }
          for (const type of rulesetTypes(ruleset, "Item")) assert.isObject(new Item.implementation({ name: `Quench ${type}`, type: itemSubType(type) }).system, type);
        }
      });

      it("the active ruleset's sheets are the named defaults, its statuses and token bars are set", () => {
        const ruleset = activeRuleset()!;
        for (const type of rulesetTypes(ruleset, "Actor")) {
          const sheets = Object.values((CONFIG.Actor.sheetClasses as Record<string, Record<string, { id: string; default?: boolean; makeDefault?: boolean }>>)[type] ?? {});
          assert.include(sheets.filter(sheetIsDefault).map((s) => s.id), `realms.Realms${type[0]!.toUpperCase()}${type.slice(1)}Sheet`);
          assert.property(CONFIG.Actor.trackableAttributes, type);
        }
        for (const status of ruleset.statuses.list) assert.isTrue(CONFIG.statusEffects.some((s) => s.id === status.id || s.id.endsWith(`.${status.id}`)), status.id);
      });
    });
  }, { displayName: "Realms: rulesets and set-up" });

  quench.registerBatch("realms.core.packs", (ctx) => {
    const { describe, it, after } = ctx;
    const assert: Assert = ctx.assert;
    describe("Pack actors", () => {
      after(cleanUp);

      it("every actor of the active ruleset's packs imports, with its prototype token defaults, and its sheet renders", async function () {
        this.timeout(60000);
        const ruleset = activeRuleset()!;
        const packs = game.packs.filter((p) => p.metadata.type === "Actor" && p.metadata.packageName === "realms" && p.metadata.name.startsWith(`${ruleset.id}-`));
        assert.isAbove(packs.length, 0);
        const types = new Set<string>();
        for (const pack of packs) {
          for (const entry of await systemPack(pack.metadata.name).getIndex()) {
            const actor = await importActor(pack.metadata.name, entry.name);
            types.add(actor.type);
            assert.include(rulesetTypes(ruleset, "Actor"), actor.type);
            const sheet = actor.sheet as unknown as { render(options: { force: boolean }): Promise<unknown>; close(): Promise<unknown>; rendered: boolean };
            await sheet.render({ force: true });
            assert.isTrue(sheet.rendered, `${actor.name}'s sheet`);
            await sheet.close();
          }
        }
        assert.sameMembers([...types], rulesetTypes(ruleset, "Actor"), "the packs hold every actor type");
      });

      it("a new actor of each type gets its ruleset's prototype token: heroes linked, enemies not, the ruleset's bar", async () => {
        const ruleset = activeRuleset()!;
        for (const type of rulesetTypes(ruleset, "Actor")) {
          const actor = (await Actor.implementation.create({ name: `Quench ${type}`, type: actorSubType(type) })) as Actor.Implementation;
          try {
            assert.strictEqual(actor.prototypeToken.bar1.attribute, ruleset.tokens[type]!.primary, `${type} bar1`);
            assert.strictEqual(actor.prototypeToken.actorLink, ruleset.tokens[type]!.linked, `${type} linked`);
          } finally {
            await actor.delete();
          }
        }
      });
    });
  }, { displayName: "Realms: every actor type from the packs" });

  quench.registerBatch("realms.core.space", (ctx) => {
    const { describe, it, after } = ctx;
    const assert: Assert = ctx.assert;
    /** A zone kind of the active ruleset (Eldfall registers its environments); none: the zone checks are skipped. */
    const kind = () => zoneKinds()[0]?.id;
    const zone = (name: string, shape: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      ({ name, shapes: [shape], behaviors: [{ type: ZONE_BEHAVIOR, system: { kind: kind() } }], ...extra });
    describe("Zones and Scene Levels", () => {
      after(cleanUp);

      it("a cone region's cells are the spaces Foundry draws it over (v14; v13 has no cone shape)", async function () {
        if (!isV14() || !kind()) this.skip();
        const scene = await plainScene("Realms Quench cone");
        // Apex on the left edge of row 2, pointing east, 60° wide, 380 px long.
        await createIn(scene, "Region", [zone("cone", { type: "cone", x: 0, y: 250, radius: 380, angle: 60, rotation: 0 })]);
        const cells = sceneZones(scene).zones[0]?.cells.map((c) => `${c.x},${c.y}`);
        assert.deepEqual(cells, ["2,1", "3,1", "0,2", "1,2", "2,2", "3,2", "2,3", "3,3"]);
      });

      it("a zone on another level does not apply; on its own level it does (v14; v13 has one level)", async function () {
        if (!isV14() || !kind()) this.skip();
        const scene = await plainScene("Realms Quench levels");
        const ground = sceneLevels(scene)[0]!;
        const [up] = await createIn(scene, "Level", [{ name: "Upstairs", elevation: { bottom: 20, top: 40 } }]);
        await createIn(scene, "Region", [zone("attic", { type: "rectangle", x: 0, y: 0, width: 300, height: 100 }, { levels: [up] })]);
        assert.lengthOf(zonesAt(scene, { x: 1, y: 0 }, undefined, ground), 0, "the ground floor");
        assert.lengthOf(zonesAt(scene, { x: 1, y: 0 }, undefined, up!), 1, "upstairs");
      });
    });
  }, { displayName: "Realms: zones and scene levels" });
}
