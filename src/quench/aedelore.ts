/** Aedelore in a real world: the defender's reaction prompt, its roll, and an attack that waits for it. */
import { askReaction } from "../core/reactions";
import { uuidOf } from "../core/refs";
import { cardOf } from "../core/chat/cards";
import { attack, availableReactions, rollReaction } from "../rulesets/aedelore/combat/attack";
import { answerDialog, cleanUp, importActor, messagesSince, placeToken, requireRuleset, viewedScene, waitFor } from "./fixtures";
import type { Assert, Quench } from "./types";

interface AttackCardView { result: string; reaction: { damageTaken: number } | null; damage: number | null; finalDamage: number | null }

export function registerAedeloreBatches(quench: Quench): void {
  quench.registerBatch("realms.aedelore.reaction", (ctx) => {
    const { describe, it, before, after } = ctx;
    const assert: Assert = ctx.assert;
    let attacker: Actor.Implementation;
    let defender: Actor.Implementation;

    describe("Aedelore reaction", () => {
      before(async function () {
        requireRuleset(this, "aedelore");
        this.timeout(30000);
        const scene = await viewedScene();
        attacker = await importActor("aedelore-examples", "Brannoc the Steady");
        const wolf = await importActor("aedelore-examples", "Grey Wolf");
        defender = (await placeToken(scene, wolf, 3, 2)).actor as Actor.Implementation;
        await placeToken(scene, attacker, 2, 2);
      });
      after(cleanUp);

      it("the defender's owner is asked with the reactions it can use and the answer comes back", async function () {
        this.timeout(20000);
        const choices = availableReactions(defender).map((id) => ({ id, label: id, hint: "", odds: "" }));
        assert.includeMembers(choices.map((c) => c.id), ["dodge", "takeHit"]);
        const asked = askReaction(defender, { actorUuid: uuidOf(defender), title: "Quench", prompt: "Quench", choices }, 15);
        await answerDialog("dodge");
        assert.strictEqual(await asked, "dodge");
      });

      it("a reaction rolls its pool, posts its card and never takes more than the damage", async () => {
        const since = Date.now();
        const outcome = await rollReaction(defender, "takeHit", 6);
        assert.isAtLeast(outcome.damageTaken, 0);
        assert.isAtMost(outcome.damageTaken, 6);
        assert.isAbove(messagesSince(since).length, 0);
      });

      it("an attack that hits waits for the reaction before the damage lands", async function () {
        this.timeout(120000);
        const weapon = attacker.items.find((i) => i.type === "aedeloreWeapon");
        assert.isDefined(weapon, "Brannoc carries a weapon");
        // Dice are real here: attack until one hits (a miss asks nothing).
        for (let i = 0; i < 10; i++) {
          const since = Date.now();
          const answering = answerDialog("takeHit", 8000).catch(() => undefined);
          await attack(attacker, weapon as Item.Implementation, defender, { fastForward: true, advantage: false, disadvantage: false });
          await answering;
          const message = await waitFor(() => messagesSince(since).find((m) => cardOf<AttackCardView>(m as ChatMessage.Implementation)?.result), "the attack card");
          const card = cardOf<AttackCardView>(message)!;
          if (card.result === "miss") continue;
          assert.isNotNull(card.reaction, "the reaction is on the card");
          assert.strictEqual(card.finalDamage, card.reaction!.damageTaken);
          assert.isAtMost(card.finalDamage!, card.damage!);
          return;
        }
        this.skip();
      });
    });
  }, { displayName: "Realms / Aedelore: a reaction before the damage lands" });
}
