/**
 * Card families (core/chat/card-family.ts) on the Foundry double: each family is its own ChatMessage subtype whose
 * model validates the card data on create and on update; cards posted through the core's entry points (a notice, a
 * deck reveal) are of their family's subtype; `isCardMessage`, `cardOf`, `updateCard` (the author's own write and a
 * player's through the GM), seals and migrations work on family cards; old `card` messages still read and draw.
 */
import { expect } from "chai";
import { actAs, makeActor, resetUsers, resetWorld, world } from "../../support/foundry-double";
import { cardStacks, CardsClass, type FakeCards } from "../../support/double/cards";
import { registerMessage } from "../../support/double/chat";
import { DataModelValidationError } from "../../support/double/data-model";
import { settle } from "../../support/double/hooks";
import { cardData, shown } from "../../support/cards";
import { registerGmQuery } from "../../../src/core/gm";
import { cardOf, cardRules, updateCard } from "../../../src/core/chat/cards";
import { isCardMessage, CARD_TYPE } from "../../../src/core/chat/card-type";
import { defineCardFamily, refField } from "../../../src/core/chat/card-family";
import { renderCard } from "../../../src/core/chat/render";
import { sealCard, verifySealed } from "../../../src/core/card-seals";
import { NOTICE_CARD, NOTICE_FAMILY, notify } from "../../../src/core/notices";
import { DECK_REVEAL_CARD, DECK_REVEAL_FAMILY } from "../../../src/core/decks/reveal";
import { createDeck } from "../../../src/core/decks/stacks";
import { revealAndShuffleBack } from "../../../src/core/decks/operations";
import { seededRandom } from "../../support/seeded-random";
import { ref, type Ref } from "../../../src/core/refs";
import "../../support/rulesets";

type Msg = ChatMessage.Implementation;
const g = globalThis as unknown as { CONFIG: { ChatMessage: { dataModels: Record<string, unknown> } }; ChatMessage: { create(data: object): Promise<Msg | undefined> } };

/** A family of the test's own, at version 2 (version 1 kept its count as `tally`), with a button a player may press. */
interface TallyCard { actor: Ref; count: number; done: boolean }
const TALLY_FAMILY = defineCardFamily<TallyCard>({
  type: "testTally", version: 2,
  schema: (f) => ({
    actor: refField(f),
    count: new f.NumberField({ required: true, nullable: false, integer: true, min: 0, max: 99, initial: 0 }),
    done: new f.BooleanField({ required: true, initial: false }),
  }),
  migrate: (data, from) => (from < 2 ? { actor: data.actor, count: data.tally, done: data.done } : data),
});
const TALLY_CARD = TALLY_FAMILY.kind({
  id: "realms.test.tally", sealed: ["count"],
  parts: [{
    template: "templates/core/notice.hbs", context: (card) => ({ actor: card.actor, text: `count ${card.count}` }),
    // Any value the player sends passes the field rule: the family's model is what checks its type.
    actions: { "realms.test.count": { fields: { count: { check: (v) => v, may: cardRules.ownerOf("actor") } } } },
  }],
});

/** What a create or update of a malformed card gave: the error it threw (the double throws Foundry's error class). */
async function refusal(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return null;
}

describe("card families: a ChatMessage subtype per family, its data typed and validated (Foundry double)", () => {
  const stacks: string[] = [];
  before(() => {
    g.CONFIG.ChatMessage.dataModels[TALLY_FAMILY.type] = TALLY_FAMILY.model;
  });
  after(() => {
    delete g.CONFIG.ChatMessage.dataModels[TALLY_FAMILY.type];
  });
  beforeEach(() => {
    resetWorld();
    resetUsers();
    registerGmQuery();
  });
  afterEach(async () => {
    actAs({ id: "gm", isGM: true });
    await CardsClass.deleteDocuments(stacks.splice(0).filter((id) => cardStacks.has(id)));
  });

  it("a notice (notify, as a track's overflow posts it) is a coreNotice message: a card of its kind, its data typed, drawn from it", async () => {
    const mira = makeActor({ name: "Mira", type: "elvendorHero", system: {} });
    await notify(mira as never, "REALMS.Decks.kept");
    const message = world.messages.at(-1)! as unknown as Msg;
    expect(message.type).to.equal(NOTICE_FAMILY.type);
    expect(isCardMessage(message)).to.equal(true);
    expect(message.system).to.be.instanceOf(NOTICE_FAMILY.model);
    expect(message.system).to.deep.include({ schemaVersion: 1, kind: NOTICE_CARD.id, damage: null });
    expect(cardOf(message)).to.deep.equal({ actor: ref(mira as never), text: "Kept" });
    expect(await renderCard(message)).to.contain("Kept");
  });

  it("the coreNotice model refuses a malformed notice on create: another family's kind, a text over its limit, a version that is not a number; nothing is posted", async () => {
    const actor = { name: "Mira", uuid: null };
    const post = (system: object) => () => g.ChatMessage.create({ type: NOTICE_FAMILY.type, system });
    const errors = [
      await refusal(post({ kind: DECK_REVEAL_CARD.id, data: { actor, text: "x" } })),
      await refusal(post({ kind: NOTICE_CARD.id, data: { actor, text: "x".repeat(2_001) } })),
      await refusal(post({ schemaVersion: "two", kind: NOTICE_CARD.id, data: { actor, text: "x" } })),
    ];
    for (const error of errors) expect(error).to.be.instanceOf(DataModelValidationError);
    expect(errors.map((e) => (e as Error).message)).to.deep.equal([
      `ChatMessage validation errors: system.kind: ${DECK_REVEAL_CARD.id} is not a valid choice`,
      "ChatMessage validation errors: system.data.text: failed custom validation",
      "ChatMessage validation errors: system.schemaVersion: must be a finite number",
    ]);
    expect(world.messages).to.have.length(0);
  });

  it("a deck reveal (revealAndShuffleBack) is a coreDeckReveal message; an update that breaks its fields is refused whole, the GM's too", async () => {
    const { deck, discard } = await createDeck({
      name: "Chaos", discardName: "Chaos discard", reshuffle: true,
      cards: ["C1", "C2", "C3"].map((name, sort) => ({ name, type: "base", face: 0, sort, faces: [{ name, img: `cards/${name}.svg` }] })),
    });
    stacks.push(deck!.id!, discard!.id!);
    await revealAndShuffleBack(deck as never, 2, { random: seededRandom(3) });
    const message = world.messages.at(-1)! as unknown as Msg;
    expect(message.type).to.equal(DECK_REVEAL_FAMILY.type);
    const card = cardData<{ deckId: string; cardIds: string[]; cards: { name: string; kept: boolean }[]; kept: string | null }>(message);
    expect([card.deckId, card.cardIds.length, card.cards.map((c) => [c.name, c.kept]), card.kept]).to.deep.equal([(deck as unknown as FakeCards).id, 2, [["C1", false], ["C2", false]], null]);
    const before = JSON.stringify((message as unknown as { _source: object })._source);
    const error = await refusal(() => message.update({ system: { data: { title: "x".repeat(2_001) } } }));
    expect(error).to.be.instanceOf(DataModelValidationError);
    expect((error as Error).message).to.contain("system.data.title");
    await settle();
    expect(JSON.stringify((message as unknown as { _source: object })._source)).to.equal(before);
    expect(await shown(message)).to.contain("C1");
  });

  it("updateCard on a family card: a player writes through the GM, the author's malformed value is refused with a localized notice and nothing is written", async () => {
    const mira = makeActor({ name: "Mira", type: "elvendorHero", ownership: { default: 0, player1: 3 }, system: {} });
    actAs({ id: "player1", isGM: false });
    const own = (await g.ChatMessage.create({ type: TALLY_FAMILY.type, system: { kind: TALLY_CARD.id, data: { actor: ref(mira as never), count: 1 } } }))!;
    // Numeric text is cast to a number, as Foundry's NumberField does; anything else is not a number.
    await updateCard(own, "realms.test.count", { count: "3" });
    expect(cardOf<TallyCard>(own)?.count).to.equal(3);
    await updateCard(own, "realms.test.count", { count: "many" });
    await updateCard(own, "realms.test.count", { count: 2.5 });
    expect(cardOf<TallyCard>(own)?.count).to.equal(3);
    expect(world.notifications.map((n) => n.message)).to.deep.equal([
      'This card\'s "count" cannot be changed that way. Nothing was changed.',
      'This card\'s "count" cannot be changed that way. Nothing was changed.',
    ]);
    actAs({ id: "gm", isGM: true });
    const gms = (await g.ChatMessage.create({ type: TALLY_FAMILY.type, system: { kind: TALLY_CARD.id, data: { actor: ref(mira as never), count: 1 } } }))!;
    world.notifications.length = 0;
    actAs({ id: "player1", isGM: false });
    await updateCard(gms, "realms.test.count", { count: 5 });
    await settle();
    await updateCard(gms, "realms.test.count", { count: -1 });
    await settle();
    expect(cardOf<TallyCard>(gms)?.count).to.equal(5);
    expect(world.notifications.map((n) => n.message)).to.deep.equal(['This card\'s "count" cannot be changed that way. Nothing was changed.']);
  });

  it("a family card is sealed like any card: its sealed fields changed after the seal are refused at Apply", async () => {
    const gms = (await g.ChatMessage.create({ type: TALLY_FAMILY.type, system: { kind: TALLY_CARD.id, data: { actor: { name: "Mira", uuid: null }, count: 4 } } }))!;
    await sealCard(gms);
    await verifySealed(gms);
    await gms.update({ system: { data: { count: 9 } } });
    await settle();
    const error = await refusal(() => verifySealed(gms));
    expect((error as { key?: string }).key).to.equal("REALMS.GmRequest.tampered");
  });

  it("stored data of an older version is migrated as it loads: the family's migrate, then its schema", () => {
    const stored = registerMessage({ type: TALLY_FAMILY.type, system: { schemaVersion: 1, kind: TALLY_CARD.id, data: { actor: { name: "Mira", uuid: null }, tally: 7, done: true } } }) as unknown as Msg;
    expect(stored.system).to.deep.include({ schemaVersion: 2, kind: TALLY_CARD.id });
    expect(cardOf(stored)).to.deep.equal({ actor: { name: "Mira", uuid: null }, count: 7, done: true });
  });

  it("an old `card` message of a kind that now has a family still loads as a card, reads and draws; a new `card` one is not created, new ones are the family's", async () => {
    const old = registerMessage({ type: CARD_TYPE, system: { schemaVersion: 1, kind: NOTICE_CARD.id, data: { actor: { name: "Mira", uuid: null }, text: "Mira is Stunned." }, damage: null } }) as unknown as Msg;
    expect(isCardMessage(old)).to.equal(true);
    expect(cardOf<{ text: string }>(old)?.text).to.equal("Mira is Stunned.");
    expect(await renderCard(old)).to.contain("Mira is Stunned.");
    // A new `card` message of the kind (what a console could post to slip past the family's model) is left out.
    expect(await g.ChatMessage.create({ type: CARD_TYPE, system: { kind: NOTICE_CARD.id, data: { actor: { name: "Mira", uuid: null }, text: 5 } } })).to.equal(undefined);
    const mira = makeActor({ name: "Mira", type: "elvendorHero", system: {} });
    await notify(mira as never, "REALMS.Decks.kept");
    expect(world.messages.map((m) => (m as unknown as Msg).type)).to.deep.equal([NOTICE_FAMILY.type]);
  });
});
