/**
 * Cards stacks (decks, hands, piles) with Foundry v13's movement rules, typed against the official declarations
 * (foundry-vtt-types `client/documents/cards.d.mts`: `deal`, `pass`, `draw`, `shuffle`, `recall`, `_drawCards`,
 * `availableCards`, `drawnCards` and their options; `client/documents/card.d.mts`: the fields `origin`, `drawn`,
 * `face`, `sort`, `value`, `system` and the `source` / `isHome` / `currentFace` / `showFace` getters;
 * `common/constants.d.mts` CARD_DRAW_MODES FIRST=TOP=0, LAST=BOTTOM=1, RANDOM=2):
 * - A card's home is its deck, or the stack it was created in when it has no `origin`; `source` is the deck for
 *   a card in a deck, else its `origin` stack.
 * - `pass` of a card to the stack it originated from only marks the original there `drawn: false`; a card that is
 *   home stays where it is marked `drawn: true` (unless passed into a deck, which copies it); a card away from home
 *   is deleted from the passing stack. The destination gets a copy with the same id (`keepId`), its `origin` the
 *   passing stack when the card was home, `drawn: true`, and a sort after the destination's last card
 *   (CONST.SORT_INTEGER_DENSITY apart). An id the destination already holds is refused. A deck refuses to pass a
 *   card it has already dealt. The `passCards` hook sees the planned operations; false cancels (resolves to []).
 * - `draw(from, n, {how})` is `from.pass(this, from._drawCards(n, how), {action: "draw"})`; `from` must be another
 *   stack. `_drawCards` throws when fewer than n cards are available; FIRST takes the lowest `sort`, LAST the
 *   highest, RANDOM any.
 * - `deal(to[], n, {how})` draws n·|to| and hands them out in turn; home cards are marked drawn, others deleted;
 *   the `dealCards` hook may cancel.
 * - `shuffle` gives every card of the stack (drawn or not) a new `sort` 0..n-1 in random order.
 * - `recall` on a deck deletes its cards from every other stack and marks them all undrawn; on another stack it
 *   deletes every card away from home and marks the original undrawn where its origin still holds it (the
 *   `returnCards` hook may cancel). v13 has no `reset` (it became `recall`).
 * - Permissions as the server checks them: creating a Cards document needs CARDS_CREATE (a GM here; players do
 *   not have it by default); changing its cards needs Owner of the stack (embedded cards defer to their parent).
 *   A refused change rejects with an Error, as the requesting client's promise does.
 * - A card of a subtype with a registered model (CONFIG.Card.dataModels) is migrated and cleaned on creation,
 *   invalid data is reported and the card skipped (like the Actor/Item double); other subtypes keep `system` as given.
 * The chat notification is not imitated (the system always turns it off), nor per-card create/update hooks.
 */
import { validateData } from "../../../src/core/schema/validate";
import type { ObjectSpec } from "../../../src/core/schema/spec";
import { nextId, plainClone, type Obj } from "./base";
import { clean } from "./source-data";
import type { Imitates } from "./typing";

type StackType = Cards.Implementation["type"];
type PassOptions = NonNullable<Parameters<Cards.Implementation["pass"]>[2]>;
type DrawOptions = NonNullable<Parameters<Cards.Implementation["draw"]>[2]>;
type DealOptions = NonNullable<Parameters<Cards.Implementation["deal"]>[2]>;
type ShuffleOptions = NonNullable<Parameters<Cards.Implementation["shuffle"]>[0]>;
type RecallOptions = NonNullable<Parameters<Cards.Implementation["recall"]>[0]>;
type UserLike = { id: string; isGM: boolean; name?: string };
type CardModel = { spec?: ObjectSpec; migrateDataSafe?(source: Obj): Obj; migrateData(source: Obj): Obj };

const g = globalThis as unknown as {
  game: { user: UserLike }; Hooks: { call(hook: string, ...args: unknown[]): boolean };
  CONFIG: { Card?: { dataModels?: Record<string, CardModel> } };
  ui: { notifications: { error(m: string): void } };
};
const OWNER = 3;
const LIMITED = 1;
/** CONST.SORT_INTEGER_DENSITY. */
const SORT_DENSITY = 100_000;
const DRAW = { FIRST: 0, LAST: 1, RANDOM: 2 } as const;

export interface FakeCard extends Obj {
  id: string; name: string; type: string; system: Obj; face: number | null; drawn: boolean; sort: number; value: number | null; flags: Obj;
  faces: { name?: string; img?: string; text?: string }[];
  /** The stored `origin` id; `origin` resolves it like Foundry's ForeignDocumentField. */
  _source: { origin: string | null };
  readonly parent: FakeCards;
  readonly origin: FakeCards | null;
  readonly source: FakeCards | null;
  readonly isHome: boolean;
  readonly currentFace: { name?: string; img?: string; text?: string } | null;
  readonly showFace: boolean;
  toObject(): Obj;
}

/** What a Cards stack offers the system (names as in `Cards.Implementation`). */
export interface FakeCards extends Obj {
  id: string; name: string; type: StackType; flags: Obj; ownership: Record<string, number>;
  cards: FakeCard[] & { get(id: string): FakeCard | undefined; contents: FakeCard[]; size: number };
  readonly availableCards: FakeCard[];
  readonly drawnCards: FakeCard[];
  readonly visible: boolean;
  readonly isOwner: boolean;
  testUserPermission(user: UserLike, permission: "NONE" | "LIMITED" | "OBSERVER" | "OWNER" | number, options?: { exact?: boolean }): boolean;
  pass(to: FakeCards, ids: string[], options?: PassOptions): Promise<FakeCard[]>;
  draw(from: FakeCards, number?: number, options?: DrawOptions): Promise<FakeCard[]>;
  deal(to: FakeCards[], number?: number, options?: DealOptions): Promise<FakeCards>;
  shuffle(options?: ShuffleOptions): Promise<FakeCards>;
  recall(options?: RecallOptions): Promise<FakeCards>;
  _drawCards(number: number, how: number): FakeCard[];
  update(changes: Obj): Promise<FakeCards>;
  createEmbeddedDocuments(kind: "Card", data: Obj[], options?: { keepId?: boolean }): Promise<FakeCard[]>;
  updateEmbeddedDocuments(kind: "Card", updates: Obj[]): Promise<FakeCard[]>;
  deleteEmbeddedDocuments(kind: "Card", ids: string[]): Promise<FakeCard[]>;
}

export const cardStacks = new Map<string, FakeCards>();

/** `game.cards` (CardStacks, a WorldCollection): get by id, iterate, filter, as the glue reads it. */
export const cardsCollection = {
  get: (id: string) => cardStacks.get(id),
  find: (fn: (s: FakeCards) => boolean) => [...cardStacks.values()].find(fn),
  filter: (fn: (s: FakeCards) => boolean) => [...cardStacks.values()].filter(fn),
  [Symbol.iterator]: () => cardStacks.values(),
  get contents() { return [...cardStacks.values()]; },
  get size() { return cardStacks.size; },
};

const currentUser = (): UserLike => g.game.user;
const permissionError = (action: string, what: string) => new Error(`User ${currentUser().name ?? currentUser().id} lacks permission to ${action} ${what}`);

/** A card's system data as the DataModel constructor leaves it: migrated, then cleaned with initial values; null when invalid. */
function loadSystem(type: string, system: unknown): Obj | null {
  const model = g.CONFIG.Card?.dataModels?.[type];
  if (!model) return (plainClone(system ?? {}) as Obj);
  const source = plainClone(system ?? {}) as Obj;
  const migrated = model.migrateDataSafe ? model.migrateDataSafe(source) : model.migrateData(source);
  if (!model.spec) return migrated;
  const cleaned = clean(model.spec, migrated, false) as Obj;
  const errors = validateData(model.spec, cleaned);
  if (!errors.length) return cleaned;
  g.ui.notifications.error(`Card validation errors: ${errors.map((e) => `system.${e.path}: ${e.key}`).join("; ")}`);
  return null;
}

function makeCard(parent: FakeCards, data: Obj, keepId: boolean): FakeCard | null {
  const { origin, _id, system, ...rest } = plainClone(data) as Obj;
  const type = typeof rest.type === "string" ? rest.type : "base";
  const loaded = loadSystem(type, system);
  if (!loaded) return null;
  const card = {
    face: null, drawn: false, sort: 0, value: null, flags: {}, faces: [], ...rest, type, system: loaded,
    id: keepId && typeof _id === "string" ? _id : nextId("card"),
    _source: { origin: typeof origin === "string" ? origin : null },
    get parent() { return parent; },
    get origin() { return card._source.origin ? cardStacks.get(card._source.origin) ?? null : null; },
    get source() { return parent.type === "deck" ? parent : card.origin; },
    get isHome() { return parent === card.source || card.origin === null; },
    get currentFace() { return card.face === null ? null : card.faces[card.face] ?? null; },
    get showFace() { return card.faces[card.face!] !== undefined; },
    toObject() { return cardData(card); },
  } as unknown as FakeCard;
  return card;
}

const GETTERS = ["parent", "origin", "source", "isHome", "currentFace", "showFace", "toObject"];
/** The data a card would be created from (`card.toObject()`). */
function cardData(card: FakeCard): Obj {
  const { id, _source, ...rest } = card;
  const data = plainClone(Object.fromEntries(Object.entries(rest).filter(([k]) => !GETTERS.includes(k)))) as Obj;
  return { ...data, _id: id, origin: _source.origin };
}

export function makeStack(data: Obj): FakeCards {
  const list = [] as unknown as FakeCards["cards"];
  // defineProperties, not Object.assign: assign reads the getters once, and `size`/`contents` must follow the list.
  Object.defineProperties(list, {
    get: { value: (id: string) => list.find((c) => c.id === id) },
    contents: { get: () => [...list] },
    size: { get: () => list.length },
  });
  const requireOwner = (action: string) => {
    if (!stack.testUserPermission(currentUser(), "OWNER")) throw permissionError(action, `Card in Cards [${stack.id}]`);
  };
  const stack: FakeCards = {
    flags: {}, ...(plainClone({ ...data, cards: undefined }) as Obj),
    ownership: (plainClone(data.ownership ?? { default: 0 }) as Record<string, number>),
    id: nextId("cards"), name: String(data.name ?? ""), type: (data.type as StackType) ?? "deck", cards: list,
    get availableCards() { return list.filter((c) => stack.type !== "deck" || !c.drawn); },
    get drawnCards() { return list.filter((c) => c.drawn); },
    get visible() { return stack.testUserPermission(currentUser(), "LIMITED"); },
    get isOwner() { return stack.testUserPermission(currentUser(), "OWNER"); },

    testUserPermission(user, permission, options = {}) {
      if (user.isGM) return true;
      const wanted = typeof permission === "number" ? permission : { NONE: 0, LIMITED, OBSERVER: 2, OWNER }[permission];
      const level = stack.ownership[user.id] ?? stack.ownership.default ?? 0;
      return options.exact ? level === wanted : level >= wanted;
    },

    async update(changes) {
      if (!stack.testUserPermission(currentUser(), "OWNER")) throw permissionError("update", `Cards [${stack.id}]`);
      const { ownership, flags, ...rest } = plainClone(changes) as Obj;
      if (ownership) stack.ownership = ownership as Record<string, number>;
      if (flags) stack.flags = { ...stack.flags, ...(flags as Obj) };
      for (const [k, v] of Object.entries(rest)) {
        if (k.startsWith("flags.")) {
          const path = k.split(".").slice(1);
          let node = stack.flags;
          for (const p of path.slice(0, -1)) node = (node[p] ??= {}) as Obj;
          node[path.at(-1)!] = v;
        } else Object.assign(stack, { [k]: v });
      }
      return stack;
    },

    async createEmbeddedDocuments(_kind, rows, options = {}) {
      requireOwner("create");
      const created: FakeCard[] = [];
      for (const row of rows) {
        const card = makeCard(stack, row, !!options.keepId);
        if (!card) continue;
        if (list.get(card.id)) throw new Error(`The _id [${card.id}] already exists within the parent collection`);
        list.push(card);
        created.push(card);
      }
      return created;
    },
    async updateEmbeddedDocuments(_kind, updates) {
      if (updates.length) requireOwner("update");
      const changed: FakeCard[] = [];
      for (const { _id, ...changes } of updates) {
        const card = list.get(String(_id));
        if (!card) throw new Error(`Card ${String(_id)} does not exist in ${stack.name}`);
        const { origin, system, ...rest } = changes;
        if (origin !== undefined) card._source.origin = origin === null ? null : String(origin);
        if (system !== undefined) card.system = { ...card.system, ...(plainClone(system) as Obj) };
        Object.assign(card, plainClone(rest));
        changed.push(card);
      }
      return changed;
    },
    async deleteEmbeddedDocuments(_kind, ids) {
      if (ids.length) requireOwner("delete");
      const deleted: FakeCard[] = [];
      for (const id of ids) {
        const i = list.findIndex((c) => c.id === id);
        if (i < 0) throw new Error(`Card ${id} does not exist in ${stack.name}`);
        deleted.push(...list.splice(i, 1));
      }
      return deleted;
    },

    _drawCards(number, how) {
      const available = stack.availableCards;
      if (available.length < number) throw new Error(`There are not ${number} available cards remaining in Cards [${stack.id}]`);
      if (how === DRAW.RANDOM) return available.map((c) => [Math.random(), c] as const).sort((a, b) => a[0] - b[0]).slice(-number).map(([, c]) => c);
      available.sort((a, b) => a.sort - b.sort);
      return how === DRAW.LAST ? available.slice(-number) : available.slice(0, number);
    },

    async pass(to, ids, { updateData = {}, action = "pass" } = {}) {
      const toCreate: Obj[] = [];
      const toUpdate: Obj[] = [];
      const fromUpdate: Obj[] = [];
      const fromDelete: string[] = [];
      let maxSort = to.cards.length ? Math.max(...to.cards.map((c) => c.sort || 0)) : 0;
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
          if (!copy) create.sort = maxSort += SORT_DENSITY;
          create.drawn = !copy && !deletedFromOrigin;
          toCreate.push(create);
        }
        if (card.isHome && to.type !== "deck") fromUpdate.push({ _id: id, drawn: true });
        else if (!card.isHome) fromDelete.push(id);
      }
      if (g.Hooks.call("passCards", stack, to, { action, toCreate, toUpdate, fromUpdate, fromDelete }) === false) return [];
      const created = await to.createEmbeddedDocuments("Card", toCreate, { keepId: true });
      await to.updateEmbeddedDocuments("Card", toUpdate);
      await stack.updateEmbeddedDocuments("Card", fromUpdate);
      await stack.deleteEmbeddedDocuments("Card", fromDelete);
      return created;
    },

    async draw(from, number = 1, { how = DRAW.FIRST, updateData = {}, ...options } = {}) {
      if (!from || from === stack) throw new Error("You must provide some other Cards document as the source for the Cards#draw operation");
      const toDraw = from._drawCards(number, how);
      return from.pass(stack, toDraw.map((c) => c.id), { updateData, action: "draw", ...options });
    },

    async deal(to, number = 1, { action = "deal", how = DRAW.FIRST, updateData = {} } = {}) {
      const total = number * to.length;
      const drawn = stack._drawCards(total, how);
      const toCreate: Obj[][] = to.map(() => []);
      const fromUpdate: Obj[] = [];
      const fromDelete: string[] = [];
      drawn.forEach((card, i) => {
        const create = { ...cardData(card), ...(plainClone(updateData) as Obj) };
        if (card.isHome || !create.origin) create.origin = stack.id;
        create.drawn = true;
        toCreate[i % to.length]!.push(create);
        if (card.isHome) fromUpdate.push({ _id: card.id, drawn: true });
        else fromDelete.push(card.id);
      });
      if (g.Hooks.call("dealCards", stack, to, { action, toCreate, fromUpdate, fromDelete }) === false) return stack;
      for (const [i, dest] of to.entries()) await dest.createEmbeddedDocuments("Card", toCreate[i]!, { keepId: true });
      await stack.updateEmbeddedDocuments("Card", fromUpdate);
      await stack.deleteEmbeddedDocuments("Card", fromDelete);
      return stack;
    },

    async shuffle({ updateData = {} } = {}) {
      const order = list.map((c) => [Math.random(), c] as const).sort((a, b) => a[0] - b[0]);
      await stack.updateEmbeddedDocuments("Card", order.map(([, c], i) => ({ ...(plainClone(updateData) as Obj), _id: c.id, sort: i })));
      return stack;
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
      const toUpdate: Record<string, Obj[]> = {};
      const fromDelete: string[] = [];
      for (const card of list) {
        if (card.isHome || !card.origin) continue;
        if (card.origin.cards.get(card.id)) (toUpdate[card.origin.id] ??= []).push({ ...(plainClone(updateData) as Obj), _id: card.id, drawn: false });
        fromDelete.push(card.id);
      }
      if (g.Hooks.call("returnCards", stack, fromDelete.map((id) => list.get(id)), { toUpdate, fromDelete }) === false) return stack;
      for (const [origin, updates] of Object.entries(toUpdate)) await cardStacks.get(origin)!.updateEmbeddedDocuments("Card", updates);
      await stack.deleteEmbeddedDocuments("Card", fromDelete);
      return stack;
    },
  };
  for (const row of (data.cards as Obj[] | undefined) ?? []) {
    const card = makeCard(stack, row, typeof row._id === "string");
    if (card) list.push(card);
  }
  cardStacks.set(stack.id, stack);
  return stack;
}

/** `CONFIG.Cards.documentClass`: `create` needs CARDS_CREATE (a GM), `deleteDocuments` Owner of each stack. */
export const CardsClass = {
  create: async (data: Obj) => {
    if (!currentUser().isGM) throw permissionError("create", "Cards");
    return makeStack(data);
  },
  deleteDocuments: async (ids: string[]) => {
    for (const id of ids) if (!cardStacks.get(id)?.testUserPermission(currentUser(), "OWNER")) throw permissionError("delete", `Cards [${id}]`);
    for (const id of ids) cardStacks.delete(id);
    return ids;
  },
};

// The fakes accept every argument list the official v13 declarations accept (./typing.ts): drift fails tsc.
type RealCards = Cards.Implementation;
// The stack arguments are FakeCards, so pass / draw / deal compare their counts and options.
type Rest<F extends (...args: never[]) => unknown> = F extends (first: never, ...rest: infer R) => unknown ? (...rest: R) => unknown : never;
true satisfies Imitates<Rest<FakeCards["pass"]>, Rest<RealCards["pass"]>>;
true satisfies Imitates<Rest<FakeCards["draw"]>, Rest<RealCards["draw"]>>;
true satisfies Imitates<Rest<FakeCards["deal"]>, Rest<RealCards["deal"]>>;
true satisfies Imitates<FakeCards["shuffle"], RealCards["shuffle"]>;
true satisfies Imitates<FakeCards["recall"], RealCards["recall"]>;
type CardsMembers = "availableCards" | "drawnCards" | "visible" | "isOwner" | "cards" | "ownership" | "testUserPermission";
const _allImitated: [Exclude<CardsMembers, keyof RealCards>] extends [never] ? true : false = true;
type CardMembers = "origin" | "drawn" | "face" | "sort" | "value" | "system" | "source" | "isHome" | "currentFace" | "showFace" | "faces";
const _allCard: [Exclude<CardMembers, keyof Card.Implementation>] extends [never] ? true : false = true;
void _allImitated;
void _allCard;
