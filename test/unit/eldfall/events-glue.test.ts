/**
 * The Event deck's glue on the Foundry double (M93, M95): the GM draws at an Event dot from the pack's Event deck
 * (imported without its ids, so the discard link is restored by flag), the card is posted with its choices; a choice
 * records its Secret Log code on the party, advances the Moon Dial by 1, opens the Secret Log page and leaves the card
 * discarded; the cancellation bypasses it; a player acts through the GM only for a party they own; an empty deck, a
 * missing deck and user text are handled. Synthetic cards ("Test Event 01"), not box content.
 */
import { expect } from "chai";
import { readdirSync, readFileSync } from "node:fs";
import { actAs, makeActor, resetUsers, resetWorld, world, type FakeActor } from "../../support/foundry-double";
import { bootedSuite } from "../../support/double/boot";
import { cardStacks, makeStack, type FakeCards } from "../../support/double/cards";
import { installJournal, makeJournal, resetJournal } from "../../support/double/journal";
import type { Obj } from "../../support/double/base";
import { cardData, shown } from "../../support/cards";
import { runChatAction } from "../../../src/core/chat/actions";
import { deckState } from "../../../src/core/decks/stacks";
import { seededRandom } from "../../support/seeded-random";
import { drawEvent, resolveEventMessage } from "../../../src/rulesets/eldfall/campaign/events";
import { recordSecretLog } from "../../../src/rulesets/eldfall/party/records";
import { EVENT_CARD, EVENT_FAMILY, type EventCardData } from "../../../src/rulesets/eldfall/campaign/event-card";
import type { PartySystem } from "../../../src/rulesets/eldfall/models/campaign-specs";

type Message = ChatMessage.Implementation;
const HOSTILE = "<img src=x onerror=alert(1)>";
const packDoc = (id: string) => {
  const file = readdirSync("packs/eldfall-decks").find((f) => f.includes(id))!;
  return JSON.parse(readFileSync(`packs/eldfall-decks/${file}`, "utf8")) as Obj;
};
const eventCard = (n: number, over: Obj = {}) => ({
  name: `Test Event ${String(n).padStart(2, "0")}`, type: "eldfallEvent", sort: n, face: null, faces: [{ name: `Test Event ${n}` }],
  system: { number: n, kind: "story", text: `Test text ${n}.`, cancellation: "Test cost", choices: [{ label: "Test choice A", code: "", effect: "" }, { label: "Test choice B", code: "", effect: "Test effect" }], ...over },
});
const button = (choice?: number) => ({ dataset: choice === undefined ? {} : { choice: String(choice) } }) as unknown as HTMLButtonElement;
const moon = (party: FakeActor) => (party.system as unknown as PartySystem).moon.value;
const log = (party: FakeActor) => (party.system as unknown as PartySystem).secretLog;
/** The last Event card posted (the dial's own notices may come after it). */
const lastMessage = () => world.messages.filter((m) => (m as { system?: { kind?: string } }).system?.kind === EVENT_CARD.id).at(-1) as unknown as Message;

describe("Eldfall events: the Event deck on the GM's client", () => {
  let deck: FakeCards;
  let pile: FakeCards;
  let party: FakeActor;
  bootedSuite("eldfall");
  before(() => installJournal());

  /** The pack's Event deck and discard imported as a GM does without keeping ids: the deck's discard link is lost. */
  function importDecks(cards: Obj[]) {
    dropDecks();
    deck = makeStack({ ...packDoc("eldDeckEvent0000"), cards });
    pile = makeStack(packDoc("eldPileEvent0000"));
    made.push(deck.id, pile.id);
  }
  /** Only this file's stacks and party go: other files keep theirs in the shared world. */
  const made: string[] = [];
  const dropDecks = () => { for (const id of made.splice(0)) cardStacks.delete(id); };

  beforeEach(() => {
    resetWorld();
    resetUsers();
    resetJournal();
    // Named to sort first: currentParty() takes the first party by name, and other files make theirs.
    // Time runs (the Quest Log started the clock): an Event moves the dial through the campaign's own step.
    party = makeActor({ name: "A Test Party", type: "eldfallParty", ownership: { default: 0, player1: 3 }, system: { moon: { value: 0, running: true, calamity: false } } as never });
    importDecks([eventCard(1), eventCard(2), eventCard(3)]);
  });
  afterEach(() => {
    dropDecks();
    world.actors.delete(party.uuid);
  });

  it("draws the top card face up onto the Event discard pile, restores the lost discard link, and posts text, cancellation and one button per choice", async () => {
    expect(deck.flags).to.have.nested.property("realms.deck.discard", "eldPileEvent0000");
    const result = await drawEvent({ random: seededRandom(1) });
    expect(result).to.include({ drawn: true });
    expect(deck.flags).to.have.nested.property("realms.deck.discard", pile.id);
    expect(pile.cards.map((c) => [c.name, c.face])).to.deep.equal([["Test Event 01", 0]]);
    expect(deckState(deck as never).draw.map((id) => deck.cards.get(id)!.name)).to.deep.equal(["Test Event 02", "Test Event 03"]);
    const data = cardData<EventCardData>(lastMessage());
    expect(data.event.choices.map((c) => c.code)).to.deep.equal(["E1-1", "E1-2"]);
    expect(data.party).to.deep.equal({ name: "A Test Party", uuid: party.uuid });
    const html = await shown(lastMessage() as never);
    expect(html).to.contain("Test text 1.").and.to.contain("Test cost");
    expect(html.match(/data-realms-action="realms\.eldfall\.eventChoose"/g)).to.have.length(2);
    expect(html).to.contain('data-realms-action="realms.eldfall.eventCancel"');
  });

  it("a choice records its Secret Log code on the party, advances the Moon Dial by 1, opens the page named by the code; the card stays discarded", async () => {
    const secretLog = makeJournal("Secret Log", [{ name: "E1-1" }, { name: "e1 - 2" }]);
    await drawEvent();
    await runChatAction("realms.eldfall.eventChoose", lastMessage(), button(1));
    expect(log(party)).to.deep.equal(["E1-2"]);
    expect(moon(party)).to.equal(1);
    expect(secretLog.sheet.renders).to.deep.equal([{ force: true, pageId: secretLog.pages[1]!.id }]);
    expect(cardData<EventCardData>(lastMessage()).resolved).to.deep.equal({ outcome: "choice", choice: 1, code: "E1-2" });
    expect(pile.cards.map((c) => c.name)).to.deep.equal(["Test Event 01"]);
    expect(deckState(deck as never).draw).to.have.length(2);
    const html = await shown(lastMessage() as never);
    expect(html).not.to.contain("realms.eldfall.eventChoose").and.not.to.contain("realms.eldfall.eventCancel");
    expect(html).to.contain("E1-2").and.to.contain('data-realms-action="realms.eldfall.eventSecretLog"');
  });

  it("a second click finds the card resolved: nothing is recorded twice and time does not run on", async () => {
    await drawEvent();
    const message = lastMessage();
    await runChatAction("realms.eldfall.eventChoose", message, button(0));
    await runChatAction("realms.eldfall.eventChoose", message, button(1));
    expect(world.notifications.at(-1)).to.deep.include({ level: "error", message: "This Event is already resolved." });
    expect(log(party)).to.deep.equal(["E1-1"]);
    expect(moon(party)).to.equal(1);
  });

  it("the cancellation bypasses the card: no code, the Moon Dial still advances, the card is discarded", async () => {
    await drawEvent();
    await runChatAction("realms.eldfall.eventCancel", lastMessage(), button());
    expect(cardData<EventCardData>(lastMessage()).resolved).to.deep.equal({ outcome: "cancel", choice: null, code: null });
    expect(log(party)).to.deep.equal([]);
    expect(moon(party)).to.equal(1);
    expect(pile.cards.map((c) => c.name)).to.deep.equal(["Test Event 01"]);
    expect(await shown(lastMessage() as never)).to.contain("Bypassed");
  });

  it("a card printing no cancellation cannot be bypassed", async () => {
    importDecks([eventCard(4, { cancellation: "" })]);
    await drawEvent();
    expect(await shown(lastMessage() as never)).not.to.contain("realms.eldfall.eventCancel");
    await runChatAction("realms.eldfall.eventCancel", lastMessage(), button());
    expect(world.notifications.at(-1)).to.deep.include({ level: "error", message: "This Event prints no cancellation condition." });
    expect(cardData<EventCardData>(lastMessage()).resolved).to.equal(null);
    expect(moon(party)).to.equal(0);
  });

  it("a card that says it stays in play goes back into the Event deck, shuffled", async () => {
    importDecks([eventCard(5, { returnToDeck: true }), eventCard(6)]);
    await drawEvent();
    await runChatAction("realms.eldfall.eventChoose", lastMessage(), button(0));
    expect(pile.cards).to.have.length(0);
    expect(deckState(deck as never).draw.map((id) => deck.cards.get(id)!.name).sort()).to.deep.equal(["Test Event 05", "Test Event 06"]);
    expect(await shown(lastMessage() as never)).to.contain("goes back into the Event deck");
  });

  it("a player who owns the party chooses through the GM and sees the page; another player is refused and nothing changes", async () => {
    const secretLog = makeJournal("Secret Log", [{ name: "E1-1" }], { default: 0, player1: 2 });
    await drawEvent();
    const message = lastMessage();
    actAs({ id: "player2", isGM: false });
    await runChatAction("realms.eldfall.eventChoose", message, button(0));
    expect(world.notifications.at(-1)).to.deep.include({ level: "error", message: "Only the GM or an owner of the party may resolve an Event." });
    expect(cardData<EventCardData>(message).resolved).to.equal(null);
    expect([log(party), moon(party)]).to.deep.equal([[], 0]);
    actAs({ id: "player1", isGM: false });
    await runChatAction("realms.eldfall.eventChoose", message, button(0));
    expect([log(party), moon(party)]).to.deep.equal([["E1-1"], 1]);
    expect(secretLog.sheet.renders).to.have.length(1);
  });

  it("a player's page the journal hides stays closed; the Read button says so", async () => {
    const hidden = makeJournal("Secret Log", [{ name: "E1-1" }]);
    await drawEvent();
    actAs({ id: "player1", isGM: false });
    await runChatAction("realms.eldfall.eventChoose", lastMessage(), button(0));
    await runChatAction("realms.eldfall.eventSecretLog", lastMessage(), button());
    expect(hidden.sheet.renders).to.deep.equal([]);
    expect(world.notifications.at(-1)).to.deep.include({ level: "info", message: "The world has no Secret Log page named E1-1 that you may read." });
  });

  it("an Event card a player posted is not resolved by the GM", async () => {
    await drawEvent();
    const forged = { ...cardData<EventCardData>(lastMessage()) };
    actAs({ id: "player1", isGM: false });
    // Posted as the Event family's subtype, as a player's console may (a new `card` one of the kind is not created).
    const own = await ChatMessage.create({ type: EVENT_FAMILY.type, system: { schemaVersion: 1, kind: "realms.eldfall.event", data: forged, damage: null } } as never) as unknown as Message;
    actAs({ id: "gm", isGM: true });
    let refused = "";
    try {
      await resolveEventMessage(own, { kind: "choice", index: 0 }, game.user);
    } catch (error) {
      refused = (error as Error).message;
    }
    expect(refused).to.equal("REALMS.Eldfall.Events.notDrawn");
    expect(log(party)).to.deep.equal([]);
  });

  it("an empty deck, a world without an Event deck and a player's draw are refused with a notice", async () => {
    for (let i = 0; i < 3; i++) expect(await drawEvent()).to.include({ drawn: true });
    const posted = world.messages.length;
    expect(await drawEvent()).to.deep.equal({ drawn: false, reason: "empty" });
    expect(world.notifications.at(-1)).to.deep.include({ level: "warn", message: "The Event deck Event Deck is empty." });
    expect(world.messages.length).to.equal(posted);
    actAs({ id: "player1", isGM: false });
    expect(await drawEvent()).to.deep.equal({ drawn: false, reason: "gmOnly" });
    actAs({ id: "gm", isGM: true });
    dropDecks();
    expect(await drawEvent()).to.deep.equal({ drawn: false, reason: "noDeck" });
  });

  it("user text stays text: a card's name, text, cancellation and choices with markup are escaped", async () => {
    importDecks([{ ...eventCard(9, { text: HOSTILE, cancellation: HOSTILE, choices: [{ label: HOSTILE, code: "", effect: HOSTILE }] }), name: HOSTILE }]);
    await drawEvent();
    const html = await shown(lastMessage() as never);
    expect(html).not.to.contain("<img");
    expect(html.match(/&lt;img src&#x3D;x onerror&#x3D;alert\(1\)&gt;/g)).to.have.length(5);
  });

  it("the dial moves through the campaign's step: not before time runs (no dial reported), and past the day limit the calamity is announced once", async () => {
    (party.system as unknown as PartySystem).moon.running = false;
    await drawEvent();
    const idle = await resolveEventMessage(lastMessage(), { kind: "cancel" }, game.user);
    expect([idle.dial, moon(party)]).to.deep.equal([null, 0]);
    // Day 13, Night (13 × 4 − 1 periods run): the next Event passes the 13-day limit.
    Object.assign((party.system as unknown as PartySystem).moon, { running: true, value: 51 });
    await drawEvent();
    const late = await resolveEventMessage(lastMessage(), { kind: "cancel" }, game.user);
    expect(moon(party)).to.equal(52);
    expect(late.dial).to.deep.equal({ day: 14, period: "midnight" });
    expect((party.system as unknown as PartySystem).moon.calamity).to.equal(true);
  });

  it("one Secret Log, however a code comes: a code typed on the party sheet in other spelling is not recorded again by the Event", async () => {
    await recordSecretLog(" e1-2 ", party as never);
    await drawEvent();
    await resolveEventMessage(lastMessage(), { kind: "choice", index: 1 }, game.user);
    expect(log(party)).to.deep.equal(["E1-2"]);
  });

  it("the dial that moves is the one of the party the card was drawn for, though another party now sorts first", async () => {
    await drawEvent();
    const other = makeActor({ name: "0 Other Party", type: "eldfallParty", ownership: { default: 0 }, system: { moon: { value: 0, running: true, calamity: false } } as never });
    try {
      const result = await resolveEventMessage(lastMessage(), { kind: "choice", index: 0 }, game.user);
      expect(result.dial).to.deep.equal({ day: 1, period: "dawn" });
      expect([moon(party), moon(other)]).to.deep.equal([1, 0]);
    } finally {
      world.actors.delete(other.uuid);
    }
  });
});
