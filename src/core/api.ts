/**
 * `game.realms`, built by the core from what each ruleset declares, so no ruleset writes it and one ruleset's
 * init cannot replace another's: `game.realms.api` (version, rulesets, hook names), `game.realms.core` (helpers
 * every ruleset shares) and `game.realms.<ruleset>` for the world's ruleset. Frozen: what the README lists is
 * what is there. Every entry is listed in the README's "API" section.
 */
import type { Ruleset } from "./ruleset";
import { REALMS_EVENTS } from "./events";
import { parseStatusId, statusIdOf } from "./status-ids";
import { runAsGM } from "./gm";

/** Helpers every ruleset shares, for macros and modules. */
export const CORE_API = Object.freeze({
  /** The token status id of a ruleset's condition: `statusId("elvendor", "poisoned")` → "realms.elvendor.poisoned". */
  statusId: statusIdOf,
  /** The ruleset and condition of a Realms status id, or null for a status that is not Realms'. */
  parseStatusId,
  /**
   * Run a registered GM action by its name (`"realms.<ruleset>.<name>"`) with its payload: on this client if it is
   * the GM's, else through the active GM, who checks the payload and the user's rights. Resolves to the result.
   */
  runAsGM: (action: string, data: Record<string, unknown>) => runAsGM(action, data),
});

export interface RealmsApi {
  readonly api: {
    /** The system's version (system.json). */
    readonly version: string;
    /** The world's ruleset id, or null before the GM picked one. */
    readonly ruleset: string | null;
    /** Every ruleset compiled into the system. */
    readonly rulesets: readonly string[];
    /** The `realms.*` hook names (see src/core/events.ts). */
    readonly events: typeof REALMS_EVENTS;
  };
  readonly core: typeof CORE_API;
  readonly [ruleset: string]: unknown;
}

/** The object `game.realms` holds: built from the declarations, frozen all the way to each ruleset's functions. */
export function buildRealmsApi(rulesets: readonly Ruleset[], active: Ruleset | undefined, version: string): RealmsApi {
  const api = Object.freeze({ version, ruleset: active?.id ?? null, rulesets: Object.freeze(rulesets.map((r) => r.id)), events: REALMS_EVENTS });
  const own = active?.api ? { [active.id]: Object.freeze({ ...active.api }) } : {};
  return Object.freeze({ ...own, api, core: CORE_API });
}

/** Install `game.realms` (on `init`, before any ruleset's own init runs). */
export function installRealmsApi(rulesets: readonly Ruleset[], active: Ruleset | undefined): void {
  const version = (game as unknown as { system?: { version?: string } }).system?.version ?? "";
  (game as unknown as { realms: RealmsApi }).realms = buildRealmsApi(rulesets, active, version);
}
