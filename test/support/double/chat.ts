/** Chat messages and the Roll class (dice from world.dice). */
import { nextId, world, type Obj } from "./base";

export function makeMessage(card: Obj, isOwner = true) {
  return registerMessage({ isOwner, rolls: [{ options: { card }, toJSON() { return { options: this.options }; } }] });
}

export const messages = new Map<string, Obj>();
/** A chat message: records updates and applies `flags` / `content` changes. */
export function registerMessage(data: Obj): Obj & { id: string; updates: Obj[] } {
  const message = { id: nextId("msg"), isOwner: true, flags: {}, author: { id: String((globalThis as unknown as { game: { user: { id: string } } }).game.user.id) }, ...data, updates: [] as Obj[] } as Obj & { id: string; updates: Obj[] };
  message.update = async (changes: Obj) => {
    message.updates.push(changes);
    if (changes.flags) message.flags = changes.flags;
    if (changes.content) message.content = changes.content;
  };
  messages.set(message.id, message);
  return message;
}

export class FakeRoll {
  formula: string; options: Obj; _evaluated = false; total = 0; dice: { results: { result: number; active: boolean }[]; total: number }[] = [];
  constructor(formula: string, _data?: Obj, options?: Obj) { this.formula = formula; this.options = options ?? {}; }
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
  toJSON() { return { formula: this.formula, options: this.options }; }
  async toMessage(data: Obj) {
    const message = registerMessage({ ...data, card: this.options.card, rolls: [this] });
    world.messages.push(message);
    return message;
  }
}

export const FakeChatMessage = {
  getSpeaker: () => ({}),
  getWhisperRecipients: () => [],
  create: async (data: Obj) => { const m = registerMessage(data); world.messages.push(m); return m; },
};
