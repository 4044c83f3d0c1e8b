/**
 * `game.realms`, built by the core from what each ruleset declares, so no ruleset writes it and one ruleset's
 * init cannot replace another's: `game.realms.api` (version, rulesets, hook names), `game.realms.core` (helpers
 * every ruleset shares) and `game.realms.<ruleset>` for the world's ruleset. Frozen: what docs/api.md lists is
 * what is there. Every entry is listed in docs/api.md.
 */
import type { Ruleset } from "./ruleset";
import { REALMS_EVENTS } from "./events";
import { parseStatusId, statusIdOf } from "./status-ids";
import { gmActionNames, runAsGM } from "./gm";
import { endQuest } from "./quest";
import { addSummoned, advancePhase, endActivation, startActivation } from "./turn-controls";
import { requestDraw } from "./decks/requests";
import { drawCards, reshuffle, revealAndShuffleBack } from "./decks/operations";
import { sceneZones, zonesAt, zonesOfToken, zonesOnLine } from "./zones";
import { sceneBoard } from "./grid-scene";
import { changeTrack, trackValue, worldTimeSettled } from "./tracks";
import { runReactionWindow } from "./reaction-window";

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
  /** The names `runAsGM` takes: every GM action registered (the core's and the world's ruleset's). */
  gmActions: gmActionNames,
  /** GM: end the quest; every condition that lasts "until the end of the quest" ends, and `realms.questEnd` fires. */
  endQuest,
  /** The next phase of the current side turn (turn structures with phases); players ask the GM. */
  advancePhase,
  /** Start a combatant's activation (its owner, in its side's turn, or the GM). */
  startActivation,
  /** End the current activation. */
  endActivation,
  /** GM: add a summoned creature to the combat, acting right after its summoner (null: after everyone). */
  addSummoned,
  /** Draw `count` cards of a deck into a hand the user owns, through the GM; resolves to the drawn card ids. */
  requestDraw,
  /** GM: draw from a deck (with the reshuffle of its discard pile when empty, if asked). */
  drawCards,
  /** GM: reveal the top N cards, keep the chosen one, shuffle the others back. */
  revealAndShuffleBack,
  /** GM: shuffle a deck's discard pile back into it (every undrawn card in a new order). */
  reshuffle,
  /** The zones (system RegionBehaviors) of a scene as an index of grid cells. */
  sceneZones,
  /** The zones on one grid cell of a scene (optionally of one kind). */
  zonesAt,
  /** The zones a line between two cells crosses. */
  zonesOnLine,
  /** The zones under a token's cells. */
  zonesOfToken,
  /** The scene's walls as an orthogonal board (blocked edges for movement and sight). */
  sceneBoard,
  /** A track's value on an actor (null: a world track). */
  trackValue,
  /** Change a track (set a level, adjust, add or remove periods) as an owner or the GM. */
  changeTrack,
  /** Settles once the active GM's client has processed every world-time change so far (tracks that run on world time). */
  worldTimeSettled,
  /** Open a reaction window: several reactors for one trigger, asked in parallel, their costs paid. */
  runReactionWindow,
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

declare global {
  // `game.realms`, installed on init (Realms code runs after setup: see foundry-config.ts).
  interface SetupGame { realms: RealmsApi }
  interface ReadyGame { realms: RealmsApi }
}

/** Install `game.realms` (on `init`, before any ruleset's own init runs). */
export function installRealmsApi(rulesets: readonly Ruleset[], active: Ruleset | undefined): void {
  game.realms = buildRealmsApi(rulesets, active, game.system.version);
}
