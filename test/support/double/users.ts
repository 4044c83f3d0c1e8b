/** Users: who the current client is, and the active GM that answers queries. */
import { asUser, type Obj } from "./base";

export function actAs(user: { id: string; isGM: boolean; name?: string }) {
  (globalThis as unknown as { game: { user: unknown } }).game.user = { ...user, isSelf: true, isActiveGM: user.id === "gm", targets: new Set() };
}

export function makeUsers(g: Obj) {
  return {
    get: (id: string) => ({ id, isGM: id === "gm" }), find: () => undefined, filter: () => [],
    // A player's request to the GM runs the registered query handler, as the GM's client would.
    activeGM: { id: "gm", isGM: true, get isSelf() { return (g.game as { user: { id: string } }).user.id === "gm"; }, query: (name: string, data: unknown) => asUser({ id: "gm", isGM: true, name: "Gamemaster", isSelf: true, targets: new Set() }, async () => (g.CONFIG as { queries: Record<string, (d: unknown) => unknown> }).queries[name]!(data)) },
  };
}
