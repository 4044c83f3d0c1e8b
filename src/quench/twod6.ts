/** The 2D6 System in a real world: its models are the ones Foundry built the documents with. */
import { requireRuleset } from "./fixtures";
import type { Assert, Quench } from "./types";

export function registerTwoD6Batches(quench: Quench): void {
  quench.registerBatch("realms.twod6.models", (ctx) => {
    const { describe, it } = ctx;
    const assert: Assert = ctx.assert;
    describe("2D6 models", () => {
      it("a character built in this world carries the character model", async function () {
        requireRuleset(this, "twod6");
        const hero = await Actor.create({ name: "Quench character", type: "twod6Character" });
        try {
          assert.strictEqual((hero as Actor.Implementation).system.constructor, CONFIG.Actor.dataModels.twod6Character);
        } finally {
          await hero?.delete();
        }
      });
    });
  }, { displayName: "Realms / 2D6 System: a character carries the character model" });
}
