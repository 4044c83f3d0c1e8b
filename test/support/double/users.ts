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
 *   EVERY open tab of the recipient (`user.tabs`), each as that user's own client: inside the handler, and in
 *   everything it sets off (work it leaves running after it answered, its timers, its hooks), `game.user` is
 *   the recipient, while the sender's code goes on as the sender (Node's AsyncLocalStorage keeps the two
 *   apart). Foundry takes the first answer; the double also waits for the other tabs so tests see their
 *   effects. A handler slower than `timeout` rejects the query; the time-out runs on the test clock
 *   (./clock.ts), so a frozen clock lets a test say when it comes.
 */
import { deepMerge, plainClone, type Obj } from "./base";
import { after } from "./clock";
import { onClient } from "./clients";

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
/** The server applies one update at a time, a tick after it was sent (users here, chat messages in ./chat.ts). */
export const onServer = <T>(work: () => T): Promise<T> => {
  serverPending += 1;
  // A change the server refuses (a failed validation) rejects the writer's promise, as the server's error answer does.
  const next = serverQueue.then(() => new Promise<T>((resolve, reject) => setTimeout(() => {
    try {
      resolve(work());
    } catch (error) {
      reject(error as Error);
    }
  }, 0))).finally(() => { serverPending -= 1; });
  serverQueue = next.catch(() => undefined);
  return next;
};

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
      const tabs = Array.from({ length: user.tabs }, () => onClient(user, async () =>
        JSON.parse(JSON.stringify((await handler(JSON.parse(sent), { timeout: options.timeout })) ?? null)) as unknown));
      const first = Promise.race(tabs);
      const timer = options.timeout === undefined ? undefined : after(options.timeout);
      const late = timer?.promise.then(() => { throw new Error(`Query ${name} timed out`); });
      try {
        const answer = await Promise.race(late ? [first, late] : [first]);
        await Promise.allSettled(tabs);
        return answer;
      } finally {
        timer?.cancel();
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
