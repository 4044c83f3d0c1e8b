/**
 * Chat cards on the Foundry test double's chat log, which fills in Foundry's order (ChatMessage#renderHTML → the
 * renderChatMessageHTML hook → insert → scroll; double/chat-log.ts): a card the system posts is already its card when
 * the log inserts it, and nothing changes it after the insert or the scroll; a button pressed in the log re-renders it
 * once, final again. The double catches the old way: a card drawn late by the hook changes the message after both.
 */
import { expect } from "chai";
import { actAs, makeActor, resetWorld, settle, world } from "../../support/foundry-double";
import { bootedSuite } from "../../support/double/boot";
import { FakeChatMessage, registerRolls } from "../../support/double/chat";
import { openChatLog, type ChatLogView } from "../../support/double/chat-log";
import { AedAttackRoll } from "../../../src/rulesets/aedelore/rolls";
import { postRollCard } from "../../../src/core/chat/cards";
import { decorateMessage } from "../../../src/core/chat/render";

const g = globalThis as unknown as {
  CONFIG: { ChatMessage: { documentClass?: unknown } };
  Hooks: { on(h: string, fn: (...a: never[]) => unknown): number; off(h: string, id: number): void };
};
const APPLY = '[data-realms-action="realms.aedelore.apply"]';

describe("chat cards are final when the chat log inserts them (Foundry test double)", () => {
  let log: ChatLogView;
  bootedSuite("aedelore");
  before(() => registerRolls([AedAttackRoll]));
  beforeEach(() => {
    resetWorld();
    log = openChatLog();
  });
  afterEach(() => log.close());

  const post = async () => {
    const target = makeActor({ name: "Brannoc", type: "aedeloreCharacter", ownership: { default: 0, player2: 3 }, system: { hp: { value: 25, max: 25 } } });
    const card = { attacker: { name: "x", uuid: null }, target: { name: target.name, uuid: target.uuid }, weapon: "x", parts: [], capped: false, cap: 8, chains: [[8], [8]],
      result: "full", damageFormula: "1d10", damageDice: [5], damageRolled: 5, damage: 5, reaction: null, finalDamage: 5, applied: false };
    world.dice.push(5);
    const roll = await new AedAttackRoll("1d10").evaluate();
    const message = (await postRollCard(roll as never, AedAttackRoll.CARD_KIND, card))!;
    await log.settled();
    await settle();
    return { target, message, entry: log.entry(message.id!)! };
  };

  it("a posted roll card is inserted as its card, never the roll total, and stays as inserted and scrolled; Apply in the log re-renders it once, final", async () => {
    actAs({ id: "gm", isGM: true });
    const { target, entry } = await post();
    expect(entry.inserted, "the card, with its Apply").to.contain(APPLY.slice(1, -1)).and.not.contain("dice-total");
    expect([entry.element.outerHTML, entry.scrolled, entry.renders], "nothing redrawn after the insert or the scroll").to.deep.equal([entry.inserted, entry.inserted, 1]);
    entry.element.querySelector<HTMLButtonElement>(APPLY)!.click();
    await settle();
    await log.settled();
    expect((target.system.hp as { value: number }).value).to.equal(20);
    expect([entry.renders, entry.element.outerHTML === entry.inserted, entry.inserted.includes(APPLY.slice(1, -1))], "replaced once by the applied card").to.deep.equal([2, true, false]);
    expect(log.errors).to.deep.equal([]);
  });

  it("the double catches a card drawn by the renderChatMessageHTML hook: the roll total is inserted and scrolled to, the card comes after", async () => {
    actAs({ id: "gm", isGM: true });
    const documentClass = g.CONFIG.ChatMessage.documentClass;
    // Foundry's own ChatMessage class with the card drawn in the hook, as before ChatMessage#renderHTML drew it.
    g.CONFIG.ChatMessage.documentClass = FakeChatMessage;
    const hook = g.Hooks.on("renderChatMessageHTML", ((message: never, html: HTMLElement) => void decorateMessage(message, html)) as never);
    try {
      const { entry } = await post();
      expect(entry.inserted).to.contain("dice-total").and.not.contain(APPLY.slice(1, -1));
      expect(entry.scrolled).to.equal(entry.inserted);
      expect(entry.element.outerHTML, "changed after the insert and the scroll").to.contain(APPLY.slice(1, -1));
    } finally {
      g.Hooks.off("renderChatMessageHTML", hook);
      g.CONFIG.ChatMessage.documentClass = documentClass;
    }
  });
});
