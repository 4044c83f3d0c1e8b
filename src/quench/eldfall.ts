/** Eldfall in a real world: its models are the ones Foundry built the documents with. */
import { requireRuleset } from "./fixtures";
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
}
