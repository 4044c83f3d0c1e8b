/** The 2D6 System in a real world: its models are the ones Foundry built the documents with; its conditions and the defeated skull work. */
import { actorModel } from "../core/data/actor-model";
import { speedFacts } from "../rulesets/twod6/turns/speed";
import { HASTE_STATUS } from "../rulesets/twod6/survival/rules/sustenance";
import { cleanUp, combatOf, drawnIcons, importActor, placeToken, requireRuleset, tokenPlaceable, viewedScene, waitFor } from "./fixtures";
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
          assert.strictEqual(hero?.system.constructor, CONFIG.Actor.dataModels.twod6Character);
        } finally {
          await hero?.delete();
        }
      });
    });
  }, { displayName: "Realms / 2D6 System: a character carries the character model" });

  quench.registerBatch("realms.twod6.conditions", (ctx) => {
    const { describe, it, before, after } = ctx;
    const assert: Assert = ctx.assert;
    let token: TokenDocument.Implementation;
    let combat: Combat.Implementation;

    describe("2D6 conditions and the defeated skull", () => {
      before(async function () {
        requireRuleset(this, "twod6");
        this.timeout(30000);
        const scene = await viewedScene();
        token = await placeToken(scene, await importActor("twod6-examples"), 2, 2);
        combat = await combatOf(scene, [token]);
        await waitFor(() => tokenPlaceable(token)?.effects, "the token's placeable");
      });
      after(cleanUp);

      it("applyCondition('haste') sets the haste status the speed rules count, drawn on the token", async function () {
        this.timeout(20000);
        const actor = token.actor!;
        const before = { hastes: speedFacts(actor).hastes, icons: drawnIcons(token) };
        await actorModel(actor).applyCondition("haste");
        assert.isTrue(actor.statuses.has(HASTE_STATUS));
        assert.strictEqual(speedFacts(actor).hastes, Math.min(4, before.hastes + 1));
        await waitFor(() => drawnIcons(token) === before.icons + 1, "the haste icon on the token");
        await actorModel(actor).removeCondition("haste");
        assert.isFalse(actor.statuses.has(HASTE_STATUS));
      });

      it("the combat tracker's Toggle Defeated marks the combatant defeated and draws the defeated status on its token", async function () {
        this.timeout(20000);
        const combatant = combat.combatants.contents[0]!;
        await ui.combat?.render({ force: true });
        const skull = () => ui.combat?.element?.querySelector<HTMLElement>(`[data-combatant-id="${combatant.id}"] [data-action="toggleDefeated"]`);
        const icons = drawnIcons(token);
        (await waitFor(skull, "the tracker's Toggle Defeated control"))!.click();
        await waitFor(() => combatant.isDefeated && token.actor!.statuses.has(CONFIG.specialStatusEffects.DEFEATED), "the combatant to be defeated");
        await waitFor(() => drawnIcons(token) === icons + 1, "the defeated icon on the token");
        (await waitFor(skull, "the tracker's Toggle Defeated control"))!.click();
        await waitFor(() => !combatant.isDefeated && !token.actor!.statuses.has(CONFIG.specialStatusEffects.DEFEATED), "the defeat to clear");
      });
    });
  }, { displayName: "Realms / 2D6 System: conditions and Toggle Defeated" });
}
