/**
 * Cards stacks (decks, hands, piles) with Foundry v13's movement rules, typed against the official declarations
 * (`Cards#pass`, `Cards#recall` and their options in foundry-vtt-types `client/documents/cards.d.mts`; the Card
 * fields `origin`, `drawn`, `face` and the `source` / `isHome` getters in `client/documents/card.d.mts`):
 * - A card's home is its deck, or the stack it was created in when it has no `origin`; `source` is the deck for
 *   a card in a deck, else its `origin` stack.
 * - `pass` of a card to the stack it originated from only marks the original there `drawn: false`; a card that is
 *   home stays where it is marked `drawn: true` (unless passed into a deck, which copies it); a card away from home
 *   is deleted from the passing stack. The destination gets a copy with the same id (`keepId`), its `origin` the
 *   passing stack when the card was home, and `drawn: true`. An id the destination already holds is refused.
 *   A deck refuses to pass a card it has already dealt.
 * - `recall` on a deck deletes its cards from every other stack and marks them all undrawn; on another stack it
 *   sends every card away from home back (undrawn) to its origin.
 * Cards are plain objects; the chat notification is not imitated (the system always turns it off).
 */
import { nextId, plainClone, type Obj } from "./base";

type StackType = Cards.Implementation["type"];
type PassOptions = NonNullable<Parameters<Cards.Implementation["pass"]>[2]>;
type RecallOptions = NonNullable<Parameters<Cards.Implementation["recall"]>[0]>;

export interface FakeCard extends Obj {
  id: string; name: string; face: number | null; drawn: boolean; sort: number; flags: Obj;
  /** The stored `origin` id; `origin` resolves it like Foundry's ForeignDocumentField. */
  _source: { origin: string | null };
  readonly parent: FakeCards;
  readonly origin: FakeCards | null;
  readonly source: FakeCards | null;
  readonly isHome: boolean;
}

/** What a Cards stack offers the system (names as in `Cards.Implementation`). */
export interface FakeCards extends Obj {
  id: string; name: string; type: StackType; flags: Obj;
  cards: FakeCard[] & { get(id: string): FakeCard | undefined; contents: FakeCard[]; size: number };
  readonly availableCards: FakeCard[];
  readonly drawnCards: FakeCard[];
  pass(to: FakeCards, ids: string[], options?: PassOptions): Promise<FakeCard[]>;
  recall(options?: RecallOptions): Promise<FakeCards>;
  createEmbeddedDocuments(kind: "Card", data: Obj[], options?: { keepId?: boolean }): Promise<FakeCard[]>;
  updateEmbeddedDocuments(kind: "Card", updates: Obj[]): Promise<void>;
  deleteEmbeddedDocuments(kind: "Card", ids: string[]): Promise<void>;
}

export const cardStacks = new Map<string, FakeCards>();

/** `game.cards`: get by id and iterate, as `resetDeck` does. */
export const cardsCollection = {
  get: (id: string) => cardStacks.get(id),
  [Symbol.iterator]: () => cardStacks.values(),
  get contents() { return [...cardStacks.values()]; },
};

function makeCard(parent: FakeCards, data: Obj, keepId: boolean): FakeCard {
  const { origin, _id, ...rest } = plainClone(data) as Obj;
  const card = {
    face: null, drawn: false, sort: 0, flags: {}, ...rest,
    id: keepId && typeof _id === "string" ? _id : nextId("card"),
    _source: { origin: typeof origin === "string" ? origin : null },
    get parent() { return parent; },
    get origin() { return card._source.origin ? cardStacks.get(card._source.origin) ?? null : null; },
    get source() { return parent.type === "deck" ? parent : card.origin; },
    get isHome() { return parent === card.source || card.origin === null; },
  } as FakeCard;
  return card;
}

/** The data a card would be created from (`card.toObject()`). */
function cardData(card: FakeCard): Obj {
  const { id, _source, ...rest } = card;
  const data: Obj = { ...(plainClone(Object.fromEntries(Object.entries(rest).filter(([k]) => !["parent", "origin", "source", "isHome"].includes(k)))) as Obj) };
  return { ...data, _id: id, origin: _source.origin };
}

export function makeStack(data: Obj): FakeCards {
  const list = [] as unknown as FakeCards["cards"];
  Object.assign(list, { get: (id: string) => list.find((c) => c.id === id), get contents() { return [...list]; }, get size() { return list.length; } });
  const stack: FakeCards = {
    flags: {}, ...(plainClone({ ...data, cards: undefined }) as Obj),
    id: nextId("cards"), name: String(data.name ?? ""), type: (data.type as StackType) ?? "deck", cards: list,
    get availableCards() { return list.filter((c) => stack.type !== "deck" || !c.drawn); },
    get drawnCards() { return list.filter((c) => c.drawn); },

    async createEmbeddedDocuments(_kind, rows, options = {}) {
      const created = rows.map((row) => makeCard(stack, row, !!options.keepId));
      for (const card of created) {
        if (list.get(card.id)) throw new Error(`The _id [${card.id}] already exists within the parent collection`);
        list.push(card);
      }
      return created;
    },
    async updateEmbeddedDocuments(_kind, updates) {
      for (const { _id, ...changes } of updates) {
        const card = list.get(String(_id));
        if (!card) throw new Error(`Card ${String(_id)} does not exist in ${stack.name}`);
        const { origin, ...rest } = changes;
        if (origin !== undefined) card._source.origin = origin === null ? null : String(origin);
        Object.assign(card, rest);
      }
    },
    async deleteEmbeddedDocuments(_kind, ids) {
      for (const id of ids) list.splice(list.findIndex((c) => c.id === id), 1);
    },

    async pass(to, ids, { updateData = {} } = {}) {
      const toCreate: Obj[] = [];
      const toUpdate: Obj[] = [];
      const fromUpdate: Obj[] = [];
      const fromDelete: string[] = [];
      let maxSort = Math.max(0, ...to.cards.map((c) => c.sort));
      for (const id of ids) {
        const card = list.get(id);
        if (!card) throw new Error(`Card ${id} is not in ${stack.name}`);
        const deletedFromOrigin = !!card.origin && !card.origin.cards.get(id);
        if (stack.type === "deck" && card.isHome && card.drawn) throw new Error(`You may not pass Card ${id} which has already been drawn`);
        if (card.origin === to && !deletedFromOrigin) toUpdate.push({ _id: id, drawn: false });
        else {
          const copy = card.isHome && to.type === "deck";
          const create = { ...cardData(card), ...(plainClone(updateData) as Obj) };
          if (copy) create.origin = to.id;
          else if (card.isHome || !create.origin) create.origin = stack.id;
          if (!copy) create.sort = maxSort += 100_000;
          create.drawn = !copy && !deletedFromOrigin;
          toCreate.push(create);
        }
        if (card.isHome && to.type !== "deck") fromUpdate.push({ _id: id, drawn: true });
        else if (!card.isHome) fromDelete.push(id);
      }
      const created = await to.createEmbeddedDocuments("Card", toCreate, { keepId: true });
      await to.updateEmbeddedDocuments("Card", toUpdate);
      await stack.updateEmbeddedDocuments("Card", fromUpdate);
      await stack.deleteEmbeddedDocuments("Card", fromDelete);
      return created;
    },

    async recall({ updateData = {} } = {}) {
      if (stack.type === "deck") {
        for (const other of cardStacks.values()) {
          if (other === stack) continue;
          const away = other.cards.filter((c) => c.origin === stack).map((c) => c.id);
          if (away.length) await other.deleteEmbeddedDocuments("Card", away);
        }
        await stack.updateEmbeddedDocuments("Card", list.map((c) => ({ ...(plainClone(updateData) as Obj), _id: c.id, drawn: false })));
        return stack;
      }
      const leaving = list.filter((c) => !c.isHome && c.origin);
      for (const card of leaving) {
        if (card.origin!.cards.get(card.id)) await card.origin!.updateEmbeddedDocuments("Card", [{ ...(plainClone(updateData) as Obj), _id: card.id, drawn: false }]);
      }
      await stack.deleteEmbeddedDocuments("Card", leaving.map((c) => c.id));
      return stack;
    },
  };
  for (const row of (data.cards as Obj[] | undefined) ?? []) list.push(makeCard(stack, row, false));
  cardStacks.set(stack.id, stack);
  return stack;
}

export const CardsClass = {
  create: async (data: Obj) => makeStack(data),
  deleteDocuments: async (ids: string[]) => { for (const id of ids) cardStacks.delete(id); },
};
