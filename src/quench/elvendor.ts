/** Elvendor in a real world: unlinked Spiders, token-HUD conditions, a full round while the tracker changes, a forged card. */
import { runChatAction } from "../core/chat/actions";
import { poisonTick } from "../rulesets/elvendor/conditions/rules/conditions";
import { conditionsOf } from "../rulesets/elvendor/conditions/conditions";
import { turnStateOf } from "../rulesets/elvendor/actors/turn-state";
import {
  addCombatants, cleanUp, combatOf, hudShowsActive, importActor, notificationsDuring, placeToken, requireRuleset, statusId, viewedScene, waitFor,
} from "./fixtures";
import type { Assert, Quench } from "./types";
import { actorSystem } from "../core/data/subtypes";

const health = (actor: Actor.Implementation | null | undefined) => (actor ? actorSystem(actor, ["elvendorHero", "elvendorEnemy", "elvendorCompanion"]).health.value : NaN);

export function registerElvendorBatches(quench: Quench): void {
  quench.registerBatch("realms.elvendor.round", (ctx) => {
    const { describe, it, before, after } = ctx;
    const assert: Assert = ctx.assert;
    let scene: Scene.Implementation;
    let hero: Actor.Implementation;
    let heroToken: TokenDocument.Implementation;
    let spiders: TokenDocument.Implementation[];

    describe("Elvendor round", () => {
      before(async function () {
        requireRuleset(this, "elvendor");
        this.timeout(30000);
        scene = await viewedScene();
        hero = await importActor("elvendor-examples", "Aria of the Pines");
        const spider = await importActor("elvendor-enemies", "Spider");
        heroToken = await placeToken(scene, hero, 2, 2);
        spiders = [await placeToken(scene, spider, 8, 8), await placeToken(scene, spider, 9, 8), await placeToken(scene, spider, 10, 8)];
      });
      after(cleanUp);

      it("two unlinked Spiders are separate copies: wounding one leaves the other and the base actor whole", async () => {
        const [a, b] = spiders as [TokenDocument.Implementation, TokenDocument.Implementation];
        assert.isFalse(a.actorLink);
        assert.notStrictEqual(a.actor, b.actor);
        const full = health(b.actor);
        await a.actor!.update({ system: { health: { value: full - 1 } } });
        assert.strictEqual(health(a.actor), full - 1);
        assert.strictEqual(health(b.actor), full);
        assert.strictEqual(health(game.actors.get(a.actorId ?? "") as Actor.Implementation), full);
      });

      it("token-HUD toggles add and remove conditions through the rules, and the HUD shows them", async () => {
        const poisoned = statusId("poisoned");
        await hero.toggleStatusEffect(poisoned);
        assert.isTrue(hero.statuses.has(poisoned));
        assert.isTrue(hudShowsActive(hero, poisoned), "the HUD marks Poisoned active");
        await hero.toggleStatusEffect(poisoned);
        assert.isFalse(hero.statuses.has(poisoned), "a second click removes it");
        assert.isFalse(hudShowsActive(hero, poisoned));
      });

      it("a third condition from the HUD is refused (at most two)", async () => {
        const ids = ["poisoned", "blinded", "trapped"].map(statusId);
        for (const id of ids) await hero.toggleStatusEffect(id, { active: true });
        assert.strictEqual(ids.filter((id) => hero.statuses.has(id)).length, 2);
        for (const id of ids) await hero.toggleStatusEffect(id, { active: false });
        assert.isTrue(ids.every((id) => !hero.statuses.has(id)));
      });

      it("a full round while combatants join and leave: every turn starts once, Poisoned ticks once, a rewind replays nothing", async function () {
        this.timeout(60000);
        const [first, joining] = spiders as [TokenDocument.Implementation, TokenDocument.Implementation];
        const combat = await combatOf(scene, [heroToken, first]);
        await combat.startCombat();
        const heroCombatant = () => combat.combatants.find((c) => c.tokenId === heroToken.id) as Combatant.Implementation | undefined;
        await waitFor(() => combat.round === 1 && turnStateOf(heroCombatant() ?? null), "the hero's first turn to start");

        await hero.toggleStatusEffect(statusId("poisoned"), { active: true });
        const expected = poisonTick(conditionsOf(hero), 2);
        assert.isAbove(expected, 0, "Poisoned ticks in the round after it landed");

        // A Spider joins and the first one leaves in the middle of the round.
        const [added] = await addCombatants(combat, [joining]);
        await combat.deleteEmbeddedDocuments("Combatant", [combat.combatants.find((c) => c.tokenId === first.id)!.id!]);
        await combat.nextTurn();
        await waitFor(() => combat.combatant?.id === added!.id && turnStateOf(added!), "the joining Spider's turn to start");

        const before = health(hero);
        await combat.nextTurn();
        await waitFor(() => combat.round === 2 && health(hero) < before, "Poisoned to tick at the hero's turn start");
        await new Promise((resolve) => setTimeout(resolve, 1000));
        assert.strictEqual(before - health(hero), expected, "exactly one tick");
        assert.strictEqual(turnStateOf(heroCombatant() ?? null)?.apLeft, turnStateOf(heroCombatant() ?? null)?.apMax, "AP reset at the turn start");

        const ticked = health(hero);
        await combat.previousRound();
        await combat.nextRound();
        await new Promise((resolve) => setTimeout(resolve, 1000));
        assert.strictEqual(health(hero), ticked, "a rewound and replayed turn start does not tick again");
        await hero.toggleStatusEffect(statusId("poisoned"), { active: false });
      });
    });
  }, { displayName: "Realms / Elvendor: a full round with HUD conditions and unlinked Spiders" });

  quench.registerBatch("realms.elvendor.player", (ctx) => {
    const { describe, it } = ctx;
    const assert: Assert = ctx.assert;

    describe("A player against a target they do not own", () => {
      const target = () => game.actors.find((a) => a.type === "elvendorEnemy" && !a.isOwner) as Actor.Implementation | undefined;

      it("cannot change it directly", async function () {
        requireRuleset(this, "elvendor");
        if (game.user.isGM || !target()) this.skip();
        const spider = target()!;
        const before = health(spider);
        await spider.update({ system: { health: { value: 0 } } }).catch(() => undefined);
        assert.strictEqual(health(spider), before);
      });

      it("cannot apply damage from a card they forged: refused with a message, nothing changes", async function () {
        requireRuleset(this, "elvendor");
        if (game.user.isGM || !target()) this.skip();
        this.timeout(15000);
        const spider = target()!;
        const before = JSON.stringify(spider.toObject().system);
        const roll = await new Roll("1d6").evaluate();
        const forged = { target: { uuid: spider.uuid, name: spider.name }, damage: 25, applied: { damage: false, condition: false } };
        const message = (await ChatMessage.implementation.create({ type: "card", system: { kind: "realms.elvendor.attack", data: forged }, rolls: [roll] })) as ChatMessage.Implementation;
        try {
          const button = document.createElement("button");
          const notices = await notificationsDuring(async () => {
            await runChatAction("realms.elvendor.applyDamage", message, button);
            await new Promise((resolve) => setTimeout(resolve, 2000));
          });
          assert.strictEqual(JSON.stringify(spider.toObject().system), before);
          assert.isAbove(notices.length, 0, "the player is told why");
        } finally {
          await message.delete();
        }
      });
    });
  }, { displayName: "Realms / Elvendor: a player's damage on a target they do not own (run as a player)" });
}
