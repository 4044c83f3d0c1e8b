/**
 * Users, the current client, and queries, as v13 behaves (types: client/documents/user.d.mts, `User#query`;
 * common/documents/user.d.mts, `BaseUser` permissions; API: https://foundryvtt.com/api/v13/classes/foundry.documents.User.html):
 * - `game.users` holds real users: the GM ("gm"), a second GM ("gm2", offline), players 1–3. `activeGM` is the
 *   active GM with the highest role, then the lowest id (Users#getDesignatedUser).
 * - `user.update` is permission-checked like the server: a player may update only their own User (not its
 *   role); an update is diffed against the stored data and resolves to undefined when it changes nothing;
 *   `-=key` deletes a key. It applies after a tick (the server round trip), one update at a time.
 * - `user.query(name, data, {timeout})` rejects for an inactive user or an unregistered query; the data
 *   and the answer go through JSON; the handler gets `(data, {timeout})` and no sender; it runs once in
 *   EVERY open tab of the recipient (`user.tabs`), as the recipient's client: `game.user` is the recipient in
 *   the handler and in everything it awaits, so queries sent together, and a query sent from inside a handler
 *   (a GM's handler asking a player), each run as their own client, as separate browsers do. Foundry takes the
 *   first answer; the double also waits for the other tabs so tests see their effects. A handler slower
 *   than `timeout` rejects the query.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { deepMerge, plainClone, type Obj } from "./base";

type Query = (data: unknown, options: { timeout?: number }) => unknown;
const g = globalThis as unknown as { game: { user: FakeUser }; CONFIG: { queries: Record<string, Query> } };

const ROLE = { PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

export interface FakeUser {
  id: string; name: string; role: number; active: boolean; tabs: number; flags: Obj; updates: Obj[];
  readonly isGM: boolean; readonly isSelf: boolean; readonly isActiveGM: boolean; targets: Set<unknown>;
  update(changes: Obj): Promise<FakeUser | undefined>;
  query(name: string, data: unknown, options?: { timeout?: number }): Promise<unknown>;
  getFlag(scope: string, key: string): unknown;
}

/** Apply an update: dotted keys expand, objects merge, `-=key` deletes; true when anything changed. */
function applyChanges(target: Obj, changes: Obj): boolean {
  const before = JSON.stringify(target);
  for (const [path, value] of Object.entries(changes)) {
    const parts = path.split(".");
    const last = parts.at(-1)!;
    if (last.startsWith("-=")) {
      const parent = parts.slice(0, -1).reduce<Obj | undefined>((n, p) => n?.[p] as Obj | undefined, target);
      if (parent && typeof parent === "object") delete parent[last.slice(2)];
      continue;
    }
    let node = target;
    for (const p of parts.slice(0, -1)) node = (node[p] && typeof node[p] === "object" ? node[p] : (node[p] = {})) as Obj;
    if (value && typeof value === "object" && !Array.isArray(value)) node[last] = deepMerge((node[last] && typeof node[last] === "object" ? node[last] : {}) as Obj, plainClone(value) as Obj);
    else node[last] = plainClone(value);
  }
  return JSON.stringify(target) !== before;
}

let serverQueue: Promise<unknown> = Promise.resolve();
let serverPending = 0;
/** Updates sent and not yet applied by the (simulated) server; `settle` waits for them. */
export const serverBusy = (): boolean => serverPending > 0;
/** The server applies one update at a time, a tick after it was sent. */
const onServer = <T>(work: () => T): Promise<T> => {
  serverPending += 1;
  const next = serverQueue.then(() => new Promise<T>((resolve) => setTimeout(() => resolve(work()), 0))).finally(() => { serverPending -= 1; });
  serverQueue = next.catch(() => undefined);
  return next;
};

/** The client the code runs in: a query handler's recipient (and whatever the handler awaits), else the current user. */
const client = new AsyncLocalStorage<FakeUser>();
let current: FakeUser | null = null;

/** `game.user` as each client sees it (see the header); assigning it (actAs) changes the current user. */
export function defineClientUser(game: object): void {
  Object.defineProperty(game, "user", { get: () => client.getStore() ?? current, set: (user: FakeUser | null) => { current = user; }, enumerable: true, configurable: true });
}

function makeUser(id: string, name: string, role: number, active: boolean): FakeUser {
  const user: FakeUser = {
    id, name, role, active, tabs: 1, flags: {}, updates: [], targets: new Set(),
    get isGM() { return this.role >= ROLE.ASSISTANT; },
    get isSelf() { return g.game.user?.id === this.id; },
    get isActiveGM() { return users.activeGM?.id === this.id; },
    getFlag(scope, key) { return (this.flags[scope] as Obj | undefined)?.[key]; },
    async update(changes) {
      const by = g.game.user;
      if (!by.isGM && (by.id !== user.id || "role" in changes)) throw new Error(`User ${by.id} lacks permission to update User ${user.id}`);
      return onServer(() => {
        const data = { flags: user.flags, name: user.name, role: user.role } as Obj;
        if (!applyChanges(data, changes)) return undefined;
        Object.assign(user, { flags: data.flags, name: data.name, role: data.role });
        user.updates.push(changes);
        return user;
      });
    },
    async query(name, data, options = {}) {
      if (!user.active) throw new Error(`You cannot query the inactive User ${user.id}`);
      const handler = g.CONFIG.queries[name];
      if (!handler) throw new Error(`The query "${name}" is not registered`);
      const sent = JSON.stringify(data);
      const tabs = Array.from({ length: user.tabs }, () => client.run(user, async () => JSON.parse(JSON.stringify((await handler(JSON.parse(sent), { timeout: options.timeout })) ?? null)) as unknown));
      const first = Promise.race(tabs);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise((_, reject) => { if (options.timeout !== undefined) timer = setTimeout(() => reject(new Error(`Query ${name} timed out`)), options.timeout); });
      try {
        const answer = await Promise.race([first, late]);
        await Promise.allSettled(tabs);
        return answer;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  return user;
}

function makeUserCollection() {
  const list: FakeUser[] = [
    makeUser("gm", "Gamemaster", ROLE.GAMEMASTER, true),
    makeUser("gm2", "Second GM", ROLE.GAMEMASTER, false),
    makeUser("player1", "Player 1", ROLE.PLAYER, true),
    makeUser("player2", "Player 2", ROLE.PLAYER, true),
    makeUser("player3", "Player 3", ROLE.PLAYER, true),
  ];
  return {
    contents: list,
    get: (id: string) => list.find((u) => u.id === id),
    find: (fn: (u: FakeUser) => boolean) => list.find(fn),
    filter: (fn: (u: FakeUser) => boolean) => list.filter(fn),
    some: (fn: (u: FakeUser) => boolean) => list.some(fn),
    [Symbol.iterator]: () => list[Symbol.iterator](),
    get activeGM() {
      return list.filter((u) => u.active && u.isGM).sort((a, b) => b.role - a.role || a.id.localeCompare(b.id))[0] ?? null;
    },
    /** A user by id, made on first use (a player unless `isGM`). */
    ensure(id: string, isGM: boolean, name?: string): FakeUser {
      let user = list.find((u) => u.id === id);
      if (!user) list.push((user = makeUser(id, name ?? id, isGM ? ROLE.GAMEMASTER : ROLE.PLAYER, true)));
      return user;
    },
  };
}

export const users = makeUserCollection();

/** Make this client that user (created on first use); the user is online. */
export function actAs(who: { id: string; isGM: boolean; name?: string }): FakeUser {
  const user = users.ensure(who.id, who.isGM, who.name);
  user.active = true;
  user.targets = new Set();
  g.game.user = user;
  return user;
}

/** Back to the default world: everyone's flags cleared, one tab each, gm2 offline. */
export function resetUsers(): void {
  for (const u of users.contents) Object.assign(u, { flags: {}, updates: [], tabs: 1, active: u.id !== "gm2" });
}

export function makeUsers(_g: Obj) {
  return users;
}

// The members this fake imitates, by their v13 names (a member renamed or removed in the types fails tsc).
type UserMembers = "id" | "name" | "role" | "active" | "flags" | "isGM" | "isSelf" | "isActiveGM" | "targets" | "update" | "query" | "getFlag";
export type ImitatedUser = Pick<User.Implementation, UserMembers>;
const _allImitated: [Exclude<UserMembers, keyof FakeUser>] extends [never] ? true : false = true;
// Query options are v13's: `{timeout}` in milliseconds.
const _queryOptions = {} as User.QueryOptions satisfies Parameters<FakeUser["query"]>[2];
void _allImitated;
void _queryOptions;
