/**
 * Chat messages and the Roll class (dice from world.dice), as v13 behaves (types: client/documents/chat-message.d.mts,
 * client/dice/roll.d.mts `Roll.fromData`; API: https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html):
 * - A message stores its rolls as JSON (`_source.rolls`); `message.rolls` rebuilds them by class name from
 *   `CONFIG.Dice.rolls` like Roll.fromData, so a Roll subclass missing there throws. Rolls must be evaluated.
 * - `message.author` is the User who created it; `isOwner` is true for the author and GMs. A player creates
 *   messages only as themself (BaseChatMessage's create permission); a GM may name another author.
 * - `update` is permission-checked like the server: only the author or a GM may update a message (a player
 *   only their own), nobody but a GM changes `author`; `flags`/`system` merge recursively, dotted keys expand;
 *   `type` is not changed by an update. Subtypes with system data models: ./chat-system.ts.
 */
import { deepMerge, nextId, plainClone, world, type Obj } from "./base";
import type { FakeUser } from "./users";
import { createSystem, splitSystemChanges, systemView, updateSystem } from "./chat-system";

type GameLike = { game: { user: FakeUser; users: { get(id: string): FakeUser | undefined } }; CONFIG: { Dice: { rolls: (typeof FakeRoll)[] } } };
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
    const message = registerMessage({ ...data, rolls: [this] });
    world.messages.push(message);
    return message;
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
      const next = deepMerge(plainClone(source) as Obj, Object.fromEntries(Object.entries(rest).filter(([k]) => k !== "rolls" && k !== "type")));
      if (system) next.system = updateSystem(source.type, source.system, system);
      if (changes.rolls) next.rolls = (changes.rolls as unknown[]).map(rollJSON);
      Object.assign(source, next);
      message.updates.push(changes);
      return message;
    },
    getFlag(scope: string, key: string) { return ((source.flags as Obj)[scope] as Obj | undefined)?.[key]; },
  } as unknown as FakeMessage;
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

export const FakeChatMessage = {
  getSpeaker: () => ({}),
  getWhisperRecipients: () => [],
  create: async (data: Obj) => {
    // BaseChatMessage's create permission: a player posts only as themself (a GM may post as anyone).
    const by = g.game.user;
    if (!by.isGM && data.author !== undefined && data.author !== by.id) throw new Error(`User ${by.id} lacks permission to create ChatMessage`);
    const m = registerMessage(data);
    world.messages.push(m);
    return m;
  },
};

/** Register Roll subclasses as a ruleset's setup does (`CONFIG.Dice.rolls`), once each. */
export function registerRolls(classes: readonly unknown[]): void {
  for (const c of classes as (typeof FakeRoll)[]) if (!g.CONFIG.Dice.rolls.includes(c)) g.CONFIG.Dice.rolls.push(c);
}

// The members these fakes imitate, by their v13 names (a member renamed or removed in the types fails tsc).
type MessageMembers = "id" | "_source" | "rolls" | "author" | "isOwner" | "isAuthor" | "flags" | "content" | "system" | "type" | "whisper" | "update" | "getFlag";
export type ImitatedMessage = Pick<ChatMessage.Implementation, MessageMembers>;
type RollMembers = "formula" | "data" | "options" | "total" | "dice" | "evaluate" | "toJSON" | "toMessage";
export type ImitatedRoll = Pick<Roll, RollMembers> & Pick<typeof Roll, "fromData">;
const _allMessage: [Exclude<MessageMembers, keyof MessageFake>] extends [never] ? true : false = true;
const _allRoll: [Exclude<RollMembers, keyof FakeRoll>] extends [never] ? true : false = true;
void _allMessage;
void _allRoll;
