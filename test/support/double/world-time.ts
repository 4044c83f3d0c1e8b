/**
 * World time as v13 moves it (client/helpers/time.d.mts `GameTime#advance`, client/hooks.d.mts `updateWorldTime`):
 * advancing stores the new time in a world setting; the server echoes it to every connected client, and each
 * client's `onUpdateWorldTime` calls `Hooks.callAll("updateWorldTime", worldTime, delta, options, userId)`. The
 * double has one client, so the hook fires once here, after the time is stored. The declarations do not say
 * whether the hook fires for a zero delta; we fire it (a test can check nothing happens).
 */
const g = globalThis as unknown as { game: { time: { worldTime: number }; user: { id: string } }; Hooks: { callAll(hook: string, ...args: unknown[]): boolean } };

export function advanceWorldTime(delta: number): number {
  g.game.time.worldTime += delta;
  g.Hooks.callAll("updateWorldTime", g.game.time.worldTime, delta, {}, g.game.user.id);
  return g.game.time.worldTime;
}
