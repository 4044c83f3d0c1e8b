/** Shared state and helpers of the Foundry test double (../foundry-double.ts says what it imitates). */
import type { FakeActor } from "./documents";

export type Obj = Record<string, unknown>;

export const world = {
  notifications: [] as { level: string; message: string }[],
  messages: [] as Obj[],
  actors: new Map<string, FakeActor>(),
  /** Die results the next rolls will show, in order (then 1s). */
  dice: [] as number[],
  /**
   * How the next dialogs (DialogV2.wait / prompt) are answered, in order; null when empty (closed). A plain value is
   * returned as the dialog's result; a function gets the rendered form (see ./dialogs.ts) and fills it.
   */
  dialogs: [] as unknown[],
  /** What the server stores, by top-level uuid: sources as loaded, changed only by what reaches the server. */
  database: new Map<string, Obj>(),
};

/** Run `fn` as another user's client (a GM answering a query), then come back to the current one. */
export async function asUser<T>(user: Obj, fn: () => Promise<T> | T): Promise<T> {
  const game = (globalThis as unknown as { game: { user: Obj } }).game;
  const previous = game.user;
  game.user = user;
  try {
    return await fn();
  } finally {
    game.user = previous;
  }
}

export function setPath(target: Obj, path: string, value: unknown) {
  const parts = path.split(".");
  let node = target;
  for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Obj;
  node[parts.at(-1)!] = value;
}

let counter = 0;
/** A 16-character id with a readable prefix (Foundry ids are 16 characters). */
export function nextId(prefix: string): string {
  counter += 1;
  return `${prefix}${String(counter).padStart(16 - prefix.length, "0")}`;
}

/** Copies plain objects and arrays; anything else (documents, functions) is kept by reference. */
export function plainClone(o: unknown): unknown {
  if (Array.isArray(o)) return o.map(plainClone);
  if (o && typeof o === "object" && Object.getPrototypeOf(o) === Object.prototype) return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, plainClone(v)]));
  return o;
}

export function deepMerge(target: Obj, source: Obj): Obj {
  for (const [k, v] of Object.entries(source ?? {})) {
    if (k.includes(".")) setPath(target, k, v);
    else if (v && typeof v === "object" && !Array.isArray(v) && target[k] && typeof target[k] === "object" && !Array.isArray(target[k])) deepMerge(target[k] as Obj, v as Obj);
    else target[k] = v;
  }
  return target;
}

/** An array with Collection's `get` and `contents` (not enumerable: printing it does not recurse into itself). */
export function collection<T extends object>(list: T[]) {
  Object.defineProperties(list, {
    get: { value: (id: string) => list.find((x) => (x as { id?: unknown }).id === id) },
    contents: { get: () => list },
    // v13's embedded collections are Maps: `size`, not `length`, is what the system reads.
    size: { get: () => list.length },
  });
  return list as T[] & { get(id: string): T | undefined; contents: T[]; readonly size: number };
}
