/**
 * Chat messages and the Roll class (dice from world.dice), as v13 behaves (types: client/documents/chat-message.d.mts,
 * client/dice/roll.d.mts `Roll.fromData`; API: https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html):
 * - A message stores its rolls as JSON (`_source.rolls`); `message.rolls` rebuilds them by class name from
 *   `CONFIG.Dice.rolls` like Roll.fromData, so a Roll subclass missing there throws. Rolls must be evaluated.
 * - `message.author` is the User who created it; `isOwner` is true for the author and GMs.
 * - `create` (and Roll#toMessage) is permission-checked like BaseChatMessage: a player creates messages only as
 *   themselves (`author` defaults to the current user; another user's id is refused), a GM as anyone.
 * - `update` is permission-checked like the server: only the author or a GM may update a message (a player
 *   only their own), nobody but a GM changes `author`; `flags`/`system` merge recursively, dotted keys expand;
 *   `type` is not changed by an update. The server stores it a tick later, one change at a time (./users.ts
 *   `onServer`): until then every client, the writer's too, still reads the message as it was; an update that
 *   changes nothing resolves to undefined, so two requests served together see each other's writes late.
 * - `ChatMessage.create` / `Roll#toMessage`: the system model's `_preCreate` and `preCreateChatMessage` on the creating client, then `createChatMessage`
 *   on every connected client (./clients.ts). `makeMessage` / `registerMessage` build messages already there (no hooks).
 * - A message is an instance of `CONFIG.ChatMessage.documentClass` (the system's subclass once `init` set it), so
 *   its `renderHTML` is the system's override over Foundry's (./chat-log.ts `renderMessageHTML`); once a test opens
 *   the chat log (./chat-log.ts), a created message is posted to it and an updated one re-rendered.
 * Subtypes with system data models: ./chat-system.ts.
 */
import { deepMerge, nextId, plainClone, world, type Obj } from "./base";
import { onServer, type FakeUser } from "./users";
import { createSystem, splitSystemChanges, systemView, updateSystem } from "./chat-system";
import { postOne, renderMessageHTML, updateMessage, type RenderableMessage } from "./chat-log";

type GameLike = {
  game: { user: FakeUser; users: { get(id: string): FakeUser | undefined } };
  CONFIG: { Dice: { rolls: (typeof FakeRoll)[] }; ChatMessage?: { documentClass?: abstract new (...args: never[]) => object } };
  Hooks: { call(hook: string, ...args: unknown[]): boolean; callAll(hook: string, ...args: unknown[]): true };
};
const g = globalThis as unknown as GameLike;

export class FakeRoll {
  formula: string; data: Obj; options: Obj; _evaluated = false; total = 0; dice: { results: { result: number; active: boolean }[]; total: number }[] = [];
  constructor(formula: string, data?: Obj, options?: Obj) { this.formula = formula; this.data = data ?? {}; this.options = options ?? {}; }
  /** "2d6 + 1d12", "4d6kh3": each term's results come from world.dice; kept-highest/lowest drop the others. */
  async evaluate() {
    this.dice = [...this.formula.matchAll(/(\d+)d(\d+)(?:x(\d+))?(k[hl])?(\d+)?/g)].map(([, n, , explode, keep, count]) => {
      const results: { result: number; active: boolean; discarded?: boolean; exploded?: boolean }[] = [];
      for (let i = 0; i < Number(n); i++) {
        // `x10`: a 10 is marked exploded and followed by its reroll, like Foundry's results list.
        let r = { result: world.dice.shift() ?? 1, active: true } as { result: number; active: boolean; exploded?: boolean };
        results.push(r);
        while (explode && r.result >= Number(explode)) {
          r.exploded = true;
          r = { result: world.dice.shift() ?? 1, active: true };
          results.push(r);
        }
      }
      if (keep) {
        const order = [...results].sort((a, b) => (keep === "kh" ? b.result - a.result : a.result - b.result));
        for (const r of order.slice(Number(count))) Object.assign(r, { active: false, discarded: true });
      }
      return { results, total: results.filter((r) => r.active).reduce((a, r) => a + r.result, 0) };
    });
    this.total = this.dice.reduce((a, d) => a + d.total, 0);
    this._evaluated = true;
    return this;
  }
  toJSON() { return { class: this.constructor.name, formula: this.formula, options: plainClone(this.options), evaluated: this._evaluated, total: this.total, dice: plainClone(this.dice) }; }
  /** Like Roll.fromData: the class named in the data, looked up in CONFIG.Dice.rolls. */
  static fromData(data: Obj): FakeRoll {
    const cls = g.CONFIG.Dice.rolls.find((c) => c.name === data.class);
    if (!cls) throw new Error(`Unable to recreate ${String(data.class)} instance from provided data`);
    const roll = new cls(String(data.formula), {}, (data.options ?? {}) as Obj);
    return Object.assign(roll, { _evaluated: !!data.evaluated, total: Number(data.total ?? 0), dice: data.dice ?? [] });
  }
  async toMessage(data: Obj) {
    return createMessage({ ...data, rolls: [this] });
  }
}

const rollJSON = (r: unknown): string => {
  const json = typeof r === "string" ? r : JSON.stringify(r);
  if (!(JSON.parse(json) as Obj).evaluated) throw new Error("Roll objects added to ChatMessage documents must be evaluated");
  return json;
};

export const messages = new Map<string, FakeMessage>();
interface MessageFake {
  id: string; _source: Obj; updates: Obj[]; flags: Obj; rolls: FakeRoll[]; isOwner: boolean; isAuthor: boolean; author: FakeUser | undefined;
  content: unknown; system: unknown; type: unknown; whisper: unknown; update(changes: Obj): Promise<FakeMessage>; getFlag(scope: string, key: string): unknown;
  renderHTML(options?: object): Promise<HTMLElement>;
}
export type FakeMessage = Obj & MessageFake;

/** A chat message created by the current user (or `author`): records its updates. */
export function registerMessage(data: Obj): FakeMessage {
  const { rolls = [], author, ...rest } = data as { rolls?: unknown[]; author?: string } & Obj;
  const source: Obj = { type: "base", content: "", flags: {}, system: {}, ...plainClone(rest) as Obj, author: author ?? g.game.user.id, rolls: (rolls as unknown[]).map(rollJSON) };
  source.system = createSystem(source.type, source.system);
  const message = {
    id: nextId("msg"), _source: source, updates: [] as Obj[],
    get rolls() { return (source.rolls as string[]).map((r) => FakeRoll.fromData(JSON.parse(r) as Obj)); },
    get author() { return g.game.users.get(String(source.author)); },
    get isOwner() { return g.game.user.isGM || g.game.user.id === source.author; },
    get isAuthor() { return g.game.user.id === source.author; },
    get flags() { return source.flags as Obj; },
    get content() { return source.content; },
    get type() { return source.type; },
    get system() { return systemView(source.type, source.system); },
    get whisper() { return source.whisper ?? []; },
    async update(changes: Obj) {
      const by = g.game.user;
      if (!by.isGM && (by.id !== source.author || "author" in changes)) throw new Error(`User ${by.id} lacks permission to update ChatMessage ${message.id}`);
      const { system, rest } = splitSystemChanges(changes);
      // Checked on the client (a bad change rejects at once), stored on the server a tick later: until then every
      // client still sees the message as it was.
      const patch = plainClone(rest) as Obj;
      const systemPatch = plainClone(system) as Obj | undefined;
      // The client's validation of the change (ClientDatabaseBackend, before the request leaves): an invalid one rejects here.
      if (systemPatch) updateSystem(source.type, source.system, systemPatch);
      return onServer(() => {
        const next = deepMerge(plainClone(source) as Obj, Object.fromEntries(Object.entries(patch).filter(([k]) => k !== "rolls" && k !== "type")));
        if (systemPatch) next.system = updateSystem(source.type, source.system, systemPatch);
        if (changes.rolls) next.rolls = (changes.rolls as unknown[]).map(rollJSON);
        if (JSON.stringify(next) === JSON.stringify(source)) return undefined;
        Object.assign(source, next);
        message.updates.push(changes);
        updateMessage(message as unknown as RenderableMessage & { renderHTML(): Promise<HTMLElement> });
        return message;
      });
    },
    getFlag(scope: string, key: string) { return ((source.flags as Obj)[scope] as Obj | undefined)?.[key]; },
  } as unknown as FakeMessage;
  Object.setPrototypeOf(message, (g.CONFIG.ChatMessage?.documentClass ?? FakeChatMessage).prototype);
  messages.set(message.id, message);
  return message;
}

/**
 * A card message as the system posts it: one evaluated roll of `rollClass` (registered in CONFIG.Dice.rolls)
 * and the card as `system` data of the `card` subtype, of `kind` (default: the roll class's CARD_KIND).
 */
export function makeMessage(card: Obj, options: { rollClass?: unknown; author?: string; kind?: string; damage?: Obj | null } = {}) {
  const Cls = (options.rollClass ?? FakeRoll) as typeof FakeRoll & { CARD_KIND?: string };
  const roll = Object.assign(new Cls("1d6", {}, {}), { _evaluated: true });
  const kind = options.kind ?? (Cls.CARD_KIND || "realms.test.card");
  return registerMessage({ type: "card", system: { kind, data: card, damage: options.damage ?? null }, rolls: [roll], author: options.author });
}

/** A message as versions before card data posted it: the card in the roll's options (still read, never written). */
export function makeLegacyMessage(card: Obj, options: { rollClass?: unknown; author?: string } = {}) {
  const Cls = (options.rollClass ?? FakeRoll) as typeof FakeRoll;
  const roll = Object.assign(new Cls("1d6", {}, { card }), { _evaluated: true });
  return registerMessage({ rolls: [roll], author: options.author });
}

/**
 * ChatMessage.create as the current user: a player cannot post as someone else (BaseChatMessage's create
 * permission); then `preCreateChatMessage` on the creating client (false cancels), and `createChatMessage` on
 * every connected client (../double/clients.ts) with the creator's id.
 */
async function createMessage(data: Obj): Promise<FakeMessage | undefined> {
  const by = g.game.user;
  if (!by.isGM && data.author !== undefined && data.author !== by.id) throw new Error(`User ${by.id} lacks permission to create ChatMessage as ${String(data.author)}`);
  const message = registerMessage(data);
  const userId = g.game.user.id;
  // ClientDocument#_preCreate: the system data model's own `_preCreate` first (false leaves the message out), then the hook.
  const system = message.system as { _preCreate?(data: Obj, options: Obj, user: FakeUser): Promise<boolean | void> } | null;
  if ((await system?._preCreate?.(data, {}, by)) === false || g.Hooks.call("preCreateChatMessage", message, data, {}, userId) === false) {
    messages.delete(message.id);
    return undefined;
  }
  world.messages.push(message);
  // ChatMessage#_onCreate posts it to the log (not awaited), before the hook.
  postOne(message as unknown as RenderableMessage & { renderHTML(): Promise<HTMLElement> });
  g.Hooks.callAll("createChatMessage", message, {}, userId);
  return message;
}

/** The global `ChatMessage`: the class the system's document class extends, with Foundry's statics the system calls. */
export class FakeChatMessage {
  static getSpeaker = () => ({});
  static getWhisperRecipients = () => [];
  static create = createMessage;
  /** ChatMessage#renderHTML: Foundry's own HTML, then the `renderChatMessageHTML` hook (./chat-log.ts). */
  async renderHTML(_options?: object): Promise<HTMLElement> {
    return renderMessageHTML(this as unknown as RenderableMessage);
  }
}

/** Register Roll subclasses as a ruleset's setup does (`CONFIG.Dice.rolls`), once each. */
export function registerRolls(classes: readonly unknown[]): void {
  for (const c of classes as (typeof FakeRoll)[]) if (!g.CONFIG.Dice.rolls.includes(c)) g.CONFIG.Dice.rolls.push(c);
}

// The members these fakes imitate, by their v13 names (a member renamed or removed in the types fails tsc).
type MessageMembers = "id" | "_source" | "rolls" | "author" | "isOwner" | "isAuthor" | "flags" | "content" | "system" | "type" | "whisper" | "update" | "getFlag" | "renderHTML";
export type ImitatedMessage = Pick<ChatMessage.Implementation, MessageMembers>;
type RollMembers = "formula" | "data" | "options" | "total" | "dice" | "evaluate" | "toJSON" | "toMessage";
export type ImitatedRoll = Pick<Roll, RollMembers> & Pick<typeof Roll, "fromData">;
const _allMessage: [Exclude<MessageMembers, keyof MessageFake>] extends [never] ? true : false = true;
const _allRoll: [Exclude<RollMembers, keyof FakeRoll>] extends [never] ? true : false = true;
void _allMessage;
void _allRoll;
