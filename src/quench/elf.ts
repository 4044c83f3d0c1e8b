/** The Elf System in a real world: a duel, round by round, with the Attack/Defend cards when the option is on. */
import { realmsFlag } from "../core/flags";
import type { DuelRoundCard } from "../rulesets/elf/task/cards";
import { setStructure } from "../rulesets/elf/combat/combat";
import { chooseStance, rollDuelRound } from "../rulesets/elf/combat/duel";
import { elfOptions } from "../rulesets/elf/settings";
import { statusIdOf } from "../core/status-ids";
import { cleanUp, combatOf, importActor, messagesSince, placeToken, requireRuleset, viewedScene, waitFor } from "./fixtures";
import type { Assert, Quench } from "./types";

interface DuelStacks { readonly pile: string; readonly hands: { readonly pc: string; readonly npc: string } }

export function registerElfBatches(quench: Quench): void {
  quench.registerBatch("realms.elf.duel", (ctx) => {
    const { describe, it, before, after } = ctx;
    const assert: Assert = ctx.assert;
    let combat: Combat.Implementation;
    const since = Date.now();
    const duelCard = (round: number) => waitFor(
      () => messagesSince(since).find((m) => realmsFlag<DuelRoundCard>(m, "duel")?.combatId === combat.id && realmsFlag<DuelRoundCard>(m, "duel")?.round === round),
      `the duel card of round ${round}`, 10000,
    );
    const card = (message: ChatMessage.Implementation) => realmsFlag<DuelRoundCard>(message, "duel")!;
    const cardsIn = (id: string | undefined) => game.cards.get(id ?? "")?.cards.size ?? -1;

    describe("Elf System duel", () => {
      before(async function () {
        requireRuleset(this, "elf");
        this.timeout(30000);
        const scene = await viewedScene();
        const pc = await importActor("elf-examples", "Mira Thornwood");
        const npc = await importActor("elf-npcs", "Wolf");
        combat = await combatOf(scene, [await placeToken(scene, pc, 2, 2), await placeToken(scene, npc, 3, 2)]);
        await setStructure(combat, "duel");
        await combat.startCombat();
      });
      after(cleanUp);

      it("each round posts one duel card; with Attack/Defend both cards go down and flip together, and leave the hands every round", async function () {
        this.timeout(30000);
        for (const round of [1, 2]) {
          if (round === 2) await combat.nextRound();
          const message = await duelCard(round);
          assert.strictEqual(messagesSince(since).filter((m) => realmsFlag<DuelRoundCard>(m, "duel")?.combatId === combat.id && realmsFlag<DuelRoundCard>(m, "duel")?.round === round).length, 1);
          if (!elfOptions().attackDefend) {
            assert.deepEqual(card(message).revealed, { pc: "attack", npc: "attack" });
            continue;
          }
          const stacks = realmsFlag<DuelStacks>(combat, "duelCards")!;
          assert.strictEqual(cardsIn(stacks.hands.pc), 2, "the PC's hand holds Attack and Defend at the round start");
          await chooseStance(message, "pc", "attack");
          await chooseStance(message, "npc", "defend");
          await waitFor(() => card(game.messages.get(message.id ?? "") as ChatMessage.Implementation).status !== "choosing", "both cards to flip");
          assert.deepEqual(card(game.messages.get(message.id ?? "") as ChatMessage.Implementation).revealed, { pc: "attack", npc: "defend" });
          assert.strictEqual(cardsIn(stacks.hands.pc), 1, "the played card left the PC's hand");
          assert.strictEqual(cardsIn(stacks.hands.npc), 1, "the played card left the NPC's hand");
          assert.strictEqual(cardsIn(stacks.pile), 2);
        }
      });

      it("the PC rolls the round against the NPC and the card records it", async function () {
        this.timeout(30000);
        const message = await duelCard(combat.round ?? 1);
        if (card(message).status !== "ready") this.skip();
        const before = messagesSince(since).length;
        await rollDuelRound(message, new MouseEvent("click", { shiftKey: true }));
        await waitFor(() => card(game.messages.get(message.id ?? "") as ChatMessage.Implementation).status === "rolled", "the duel card to record the roll");
        assert.isAbove(messagesSince(since).length, before, "the task card is posted");
      });
    });
  }, { displayName: "Realms / Elf System: a duel" });

  quench.registerBatch("realms.elf.tokens", (ctx) => {
    const { describe, it, after } = ctx;
    const assert: Assert = ctx.assert;
    describe("Elf System tokens", () => {
      after(cleanUp);

      it("a Wolf's and Mira's tokens draw the ladder as bar1 (3 of 3, not editable); Wounded from the HUD's toggle makes it 2 of 3; a bar edit writes nothing", async function () {
        requireRuleset(this, "elf");
        this.timeout(20000);
        const scene = await viewedScene();
        for (const [pack, name] of [["elf-npcs", "Wolf"], ["elf-examples", "Mira Thornwood"]] as const) {
          const token = await placeToken(scene, await importActor(pack, name), 2, 2);
          const bar = () => token.getBarAttribute("bar1");
          assert.deepInclude(bar(), { type: "bar", attribute: "ladder", value: 3, max: 3, editable: false }, `${name} bar1`);
          const bars = await waitFor(() => token.object?.bars, `${name}'s token on the canvas`);
          await waitFor(() => bars.children.some((b) => b.visible), `${name}'s bar drawn`);
          // What a click on the HUD's Wounded icon calls.
          await token.actor!.toggleStatusEffect(statusIdOf("elf", "wounded"), { active: true });
          await waitFor(() => (bar() as { value: number } | null)?.value === 2, `${name}'s bar at 2 of 3`);
          // A bar edit (a macro; the HUD's input is disabled) names no field of the model: nothing changes.
          await token.actor!.modifyTokenAttribute("ladder", 3, false, true);
          assert.deepInclude(bar(), { value: 2, max: 3 }, `${name} after a bar edit`);
          await token.delete();
        }
      });
    });
  }, { displayName: "Realms / Elf System: token bars" });
}
