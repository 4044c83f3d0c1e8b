/**
 * Conditions on tokens in a real world, on the Foundry version it runs (run it on v13 and on v14): a condition given
 * through the token's status toggle puts one more icon on the token's placeable, and an effect created without
 * `showIcon` (as every effect stored before the v14 upgrade loads) is drawn too. The icons are read from the
 * placeable itself (Token#effects holds one sprite per drawn icon), so whatever the version decides is what counts.
 */
import { activeRuleset } from "../core/settings";
import { conditionEffectData } from "../core/effects";
import { cleanUp, drawnIcons, importActor, placeToken, tokenPlaceable, viewedScene, waitFor } from "./fixtures";
import type { Assert, Quench } from "./types";

/** A condition of each ruleset that the token HUD toggles plainly (no ladder, no value it mirrors). */
const PLAIN_CONDITION: Readonly<Record<string, string>> = { elvendor: "poisoned", elf: "stunned", aedelore: "stunned", eldfall: "blinded", twod6: "haste" };

export function registerConditionIconBatches(quench: Quench): void {
  quench.registerBatch("realms.core.conditionIcons", (ctx) => {
    const { describe, it, before, after } = ctx;
    const assert: Assert = ctx.assert;
    let token: TokenDocument.Implementation;
    const status = () => activeRuleset()!.statuses.list.find((s) => s.id === PLAIN_CONDITION[activeRuleset()!.id])!;

    describe("Condition icons on tokens", () => {
      before(async function () {
        this.timeout(30000);
        const ruleset = activeRuleset();
        if (!ruleset || !PLAIN_CONDITION[ruleset.id]) this.skip();
        const scene = await viewedScene();
        token = await placeToken(scene, await importActor(`${ruleset!.id}-examples`), 3, 3);
        await waitFor(() => tokenPlaceable(token)?.effects, "the token's placeable");
      });
      after(cleanUp);

      it("a condition given through the token's status toggle is drawn on its token, and goes when taken away", async function () {
        this.timeout(20000);
        const before = drawnIcons(token);
        await token.actor!.toggleStatusEffect(status().statusId, { active: true });
        assert.isTrue(token.actor!.statuses.has(status().statusId));
        await waitFor(() => drawnIcons(token) === before + 1, `${status().id}'s icon on the token`);
        await token.actor!.toggleStatusEffect(status().statusId, { active: false });
        await waitFor(() => drawnIcons(token) === before, `${status().id}'s icon to go`);
      });

      it("a condition effect created without showIcon (as one stored before the v14 upgrade loads) is drawn too", async function () {
        this.timeout(20000);
        const before = drawnIcons(token);
        const record = { id: status().id, appliedAt: { round: 0, turn: null, worldTime: game.time.worldTime }, duration: { unit: "permanent" }, turnsEnded: 0 } as const;
        const data = conditionEffectData(record, status(), { name: game.i18n.localize(status().name), description: "" });
        const effect = (await token.actor!.createEmbeddedDocuments("ActiveEffect", [data], { keepId: true }))?.[0];
        try {
          await waitFor(() => drawnIcons(token) === before + 1, "the old effect's icon on the token");
        } finally {
          await effect?.delete();
        }
      });
    });
  }, { displayName: "Realms: conditions are drawn on tokens (run on v13 and v14)" });
}
