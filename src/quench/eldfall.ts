/**
 * Eldfall in a real world: its models are the ones Foundry built the documents with; its tokens draw their HP and AP
 * bars (Foundry's own getBarAttribute and Token#drawBars) and the HUD's edit writes the stored value; a loot chest
 * covers exactly the space of the Hostile that dropped it on the canvas (the Tile placeable's own bounds, whatever
 * the version's tile convention) and is picked up there.
 */
import { cleanUp, importActor, placeToken, requireRuleset, viewedScene, waitFor } from "./fixtures";
import { dropCarried, interactLoot, LOOT_TILE_FLAG } from "../rulesets/eldfall/spawn/loot";
import { realmsFlag } from "../core/flags";
import { actorModel } from "../core/data/actor-model";
import type { EldfallActorModel } from "../rulesets/eldfall/models/actor-model";
import type { Assert, Quench } from "./types";

export function registerEldfallBatches(quench: Quench): void {
  quench.registerBatch("realms.eldfall.models", (ctx) => {
    const { describe, it } = ctx;
    const assert: Assert = ctx.assert;
    describe("Eldfall models", () => {
      it("a hero built in this world carries the hero model", async function () {
        requireRuleset(this, "eldfall");
        const hero = await Actor.create({ name: "Quench hero", type: "eldfallHero" });
        try {
          assert.strictEqual((hero as Actor.Implementation).system.constructor, CONFIG.Actor.dataModels.eldfallHero);
        } finally {
          await hero?.delete();
        }
      });
    });
  }, { displayName: "Realms / Eldfall: a hero carries the hero model" });

  quench.registerBatch("realms.eldfall.tokens", (ctx) => {
    const { describe, it, after } = ctx;
    const assert: Assert = ctx.assert;
    const made: Actor.Implementation[] = [];
    const hostile = async (name: string, carries?: { loot: "common"; lootItem: string; fate: { letter: string; colour: string } }) => {
      const actor = await Actor.implementation.create({ name, type: "eldfallHostile", system: { attributes: { sta: 2, hp: 3 }, health: { value: 3 }, tier: 1, ...(carries ? { carries } : {}) } });
      if (!actor) throw new Error(`Foundry did not create ${name}`);
      made.push(actor);
      return actor;
    };
    after(async () => {
      for (const actor of made.splice(0)) await actor.delete().catch(() => undefined);
      await cleanUp();
    });
    describe("Eldfall tokens", () => {
      it("a hero's and a Hostile's tokens draw HP (bar1) and AP (bar2); the HUD's bar edit writes the stored HP", async function () {
        requireRuleset(this, "eldfall");
        this.timeout(20000);
        const scene = await viewedScene();
        const tharos = await importActor("eldfall-examples", "Tharos, One-Eyed Wolf");
        const ogre = await hostile("Quench Hostile");
        for (const [actor, hp] of [[tharos, 2], [ogre, 3]] as const) {
          const token = await placeToken(scene, actor, 2, 2);
          const bar1 = token.getBarAttribute("bar1");
          const bar2 = token.getBarAttribute("bar2");
          assert.deepInclude(bar1, { type: "bar", attribute: "health", value: hp, editable: true }, `${actor.name} bar1`);
          assert.deepInclude(bar2, { type: "bar", attribute: "ap", editable: true }, `${actor.name} bar2`);
          assert.isAbove((bar2 as { max: number }).max, 0, `${actor.name} max AP`);
          const bars = await waitFor(() => token.object?.bars, `${actor.name}'s token on the canvas`);
          await waitFor(() => bars.children.some((b) => b.visible), `${actor.name}'s bars drawn`);
          // What the token HUD's bar input calls: the stored value is written, clamped to the bar's maximum.
          const model = () => actorModel<EldfallActorModel>(token.actor!);
          await token.actor!.modifyTokenAttribute("health", -1, true, true);
          assert.strictEqual(model().health.value, hp - 1);
          await token.actor!.modifyTokenAttribute("health", 99, false, true);
          assert.strictEqual(model().health.value, model().hpMax);
          await token.delete();
        }
      });

      it("a Hostile's loot chest covers exactly its space on the canvas, and a hero's Interact there picks it up", async function () {
        requireRuleset(this, "eldfall");
        this.timeout(20000);
        const scene = await viewedScene();
        const ogre = await hostile("Quench Loot Carrier", { loot: "common", lootItem: "", fate: { letter: "", colour: "" } });
        const carrier = await placeToken(scene, ogre, 4, 5);
        const { tile: uuid } = await dropCarried(carrier, null);
        const tile = scene.tiles.find((t) => t.uuid === uuid && !!realmsFlag(t, LOOT_TILE_FLAG));
        assert.ok(tile, "the chest is a flagged tile");
        const bounds = await waitFor(() => tile!.object?.bounds, "the chest on the canvas");
        assert.deepEqual({ x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height }, { x: 400, y: 500, width: 100, height: 100 });
        const tharos = await importActor("eldfall-examples", "Tharos, One-Eyed Wolf");
        const hero = await placeToken(scene, tharos, 4, 5);
        await interactLoot(hero);
        assert.isUndefined(scene.tiles.get(tile!.id!), "picked up");
      });
    });
  }, { displayName: "Realms / Eldfall: tokens draw HP and AP bars; a loot chest covers its space" });
}
