/**
 * Tracks on actors and on the world (glue): read the stored value, call the pure engine (rules/tracks.ts),
 * write the result, and when the state changes fire `realms.trackThreshold` and post a notice. A ruleset
 * declares its tracks as data with `registerTracks`; the core ticks them at combat boundaries (combat.ts)
 * and when world time moves (one `updateWorldTime` handler, on the active GM only), and rulesets' flows
 * change them by hand (eating, a spell, a new day) through `changeTrack`.
 *
 * Storage: a track with a `path` is a plain number on the actor (a field the sheet already shows); any other
 * actor track is `flags.realms.tracks.<key>` = {value, at}, and a world track the same record in the world
 * setting `realms.tracks` (`at`: the world time a world-time track was last brought up to date).
 */
import { advanceTrack, gainTrack, readTrack, setTrackLevel, setTrackValue, shiftTrackLevel, trackEffects, trackRate, validateTrack, worldTimePeriods, type TrackCadence, type TrackChange, type TrackDef } from "./rules/tracks";
import type { Boundary } from "./rules/timeline";
import { levelsOf } from "./rules/turn-structure";
import { sideOfCombatant, structureOf } from "./turn-position";
import { emit } from "./events";
import { notify, NOTICE_CARD, noticeContext } from "./notices";
import { postCard } from "./chat/cards";
import { requireGM, requireMayModify } from "./gm";
import { isActiveGmClient } from "./reacting-client";
import { countInForce } from "./effects";

/** What an overflow costs (2D6 starvation: `damage`), applied by the ruleset; `actor` is null for a world track. */
export type OverflowHandler = (actor: Actor.Implementation | null, amount: number, def: TrackDef) => Promise<void>;
/** Timers a ruleset keeps elsewhere (condition records) and brings up to date when world time moves. */
export type WorldTimeHandler = (actor: Actor.Implementation, worldTime: number) => Promise<void>;

export interface TrackSet {
  readonly ruleset: string;
  readonly tracks: readonly (TrackDef & { readonly actorTypes?: readonly string[] })[];
  readonly overflow?: Readonly<Record<string, OverflowHandler>>;
  readonly worldTime?: WorldTimeHandler;
}

interface Entry { readonly def: TrackDef & { readonly actorTypes?: readonly string[] }; readonly set: TrackSet }
const tracks = new Map<string, Entry>();
const timeHandlers = new Map<string, WorldTimeHandler>();

/** Declare a ruleset's tracks (validated now, so a bad definition fails on init, not mid-game). */
export function registerTracks(set: TrackSet): void {
  unregisterTracks(set.ruleset);
  for (const def of set.tracks) tracks.set(def.id, { def: validateTrack(def) as Entry["def"], set });
  if (set.worldTime) timeHandlers.set(set.ruleset, set.worldTime);
}

/** Take a ruleset's tracks away again (a test's probe set; a ruleset registered twice starts clean). */
export function unregisterTracks(ruleset: string): void {
  for (const [id, e] of tracks) if (e.set.ruleset === ruleset) tracks.delete(id);
  timeHandlers.delete(ruleset);
}

export const trackDef = (id: string): TrackDef | undefined => tracks.get(id)?.def;

/** The tracks an actor carries (its type among the track's actor types, or any actor when none are named). */
export function tracksFor(actor: Actor.Implementation): TrackDef[] {
  return [...tracks.values()].filter((e) => e.def.scope === "actor" && (!e.def.actorTypes || e.def.actorTypes.includes(actor.type))).map((e) => e.def);
}

interface Stored { readonly value: number; readonly at?: number }

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** World tracks (no actor holds them): the record of each by track key. */
    "realms.tracks": Record<string, Stored>;
  }
}
const key = (def: TrackDef) => def.id.replace(/\./g, "_");
const SETTING = "tracks";

function worldRecords(): Record<string, Stored> {
  return game.settings.get("realms", SETTING) ?? {};
}

function stored(holder: Actor.Implementation | null, def: TrackDef): Stored | null {
  if (!holder) return worldRecords()[key(def)] ?? null;
  if (def.path) {
    const v = foundry.utils.getProperty(holder, def.path);
    return typeof v === "number" ? { value: v } : null;
  }
  const flags = holder.flags as { realms?: { tracks?: Record<string, Stored> } } | undefined;
  return flags?.realms?.tracks?.[key(def)] ?? null;
}

/** A track's value on an actor (null: the world), or its initial value when nothing is stored yet. */
export function trackValue(holder: Actor.Implementation | null, def: TrackDef): number {
  return stored(holder, def)?.value ?? def.initial;
}

async function write(holder: Actor.Implementation | null, def: TrackDef, record: Stored): Promise<void> {
  if (!holder) {
    await game.settings.set("realms", SETTING, { ...worldRecords(), [key(def)]: record });
    return;
  }
  await holder.update((def.path ? { [def.path]: record.value } : { [`flags.realms.tracks.${key(def)}`]: record }));
}

/** Store a change; on a new state fire the hook and post a notice. */
async function commit(holder: Actor.Implementation | null, def: TrackDef, change: TrackChange, at?: number): Promise<void> {
  const before = stored(holder, def);
  if (!before || before.value !== change.value || before.at !== at) await write(holder, def, at === undefined ? { value: change.value } : { value: change.value, at });
  if (!change.changed) return;
  const reading = readTrack(def, change.value);
  emit("trackThreshold", { track: def.id, actor: holder, from: change.from, to: change.to, before: change.before, value: change.value, out: change.out, lap: reading.lap });
  const data = { track: game.i18n.localize(def.label), state: game.i18n.localize(reading.state.label) };
  const text = change.out ? "REALMS.Track.out" : "REALMS.Track.changed";
  if (holder) await notify(holder, text, data);
  else await postCard(NOTICE_CARD.id, noticeContext({ name: game.i18n.localize(def.label), uuid: null }, game.i18n.format(text, data)));
}

/** Overflow of tracks changed together, worst per group (2D6: starving and parched still cost 1 a turn). */
async function payOverflow(holder: Actor.Implementation | null, changed: readonly { def: TrackDef; change: TrackChange }[]): Promise<void> {
  const { overflow } = trackEffects(changed.map(({ def, change }) => ({ def, value: change.value, overflowPeriods: change.overflowPeriods })));
  for (const [effect, amount] of Object.entries(overflow)) {
    if (!amount) continue;
    const def = changed.find((c) => c.def.overflow?.effect === effect)!.def;
    const handler = tracks.get(def.id)?.set.overflow?.[effect];
    if (handler) await handler(holder, amount, def);
  }
}

const hasteCount = (actor: Actor.Implementation, status: string | undefined) => (status ? countInForce(actor.effects, status) : 0);

/** Periods of one cadence pass for an actor's tracks (a turn ended, an action taken); `actions` taken in each. */
export async function tickActorTracks(actor: Actor.Implementation, cadence: TrackCadence, options: { periods?: number; actions?: number } = {}): Promise<TrackChange[]> {
  const changed: { def: TrackDef; change: TrackChange }[] = [];
  for (const def of tracksFor(actor).filter((d) => d.cadence === cadence)) {
    const change = advanceTrack(def, trackValue(actor, def), options.periods ?? 1, trackRate(def, hasteCount(actor, def.rateStatus), options.actions ?? 1));
    await commit(actor, def, change);
    changed.push({ def, change });
  }
  await payOverflow(actor, changed);
  return changed.map((c) => c.change);
}

/** Periods of one cadence pass for the world's tracks (a round of a campaign clock). */
export async function tickWorldTracks(cadence: TrackCadence, periods = 1): Promise<TrackChange[]> {
  const changed: { def: TrackDef; change: TrackChange }[] = [];
  for (const { def } of tracks.values()) {
    if (def.scope !== "world" || def.cadence !== cadence) continue;
    const change = advanceTrack(def, trackValue(null, def), periods);
    await commit(null, def, change);
    changed.push({ def, change });
  }
  await payOverflow(null, changed);
  return changed.map((c) => c.change);
}

/**
 * The combat walker's boundaries, in order: a turn's end ticks its combatant's turn tracks, a round's end everyone's
 * round tracks, an activation's end the activating model's action tracks. In a structure without per-combatant
 * turns (sides whose members activate freely) a model's turn is its side's turn: the side's end ticks its members.
 */
export async function tickTrackBoundaries(combat: Combat.Implementation, boundaries: readonly Boundary[]): Promise<void> {
  if (!tracks.size) return;
  const actorOf = (id: string) => combat.combatants.get(id)?.actor as Actor.Implementation | null | undefined;
  const eachActor = async (members: Iterable<Combatant.Implementation>, cadence: TrackCadence) => {
    const seen = new Set<string>();
    for (const c of members) {
      const actor = c.actor as Actor.Implementation | null;
      if (!actor?.uuid || seen.has(actor.uuid)) continue;
      seen.add(actor.uuid);
      await tickActorTracks(actor, cadence);
    }
  };
  const structure = structureOf();
  const sideTurns = !levelsOf(structure).includes("turn");
  for (const b of boundaries) {
    if (b.kind === "turnEnd") {
      const actor = actorOf(b.combatantId);
      if (actor) await tickActorTracks(actor, "turn");
      await tickWorldTracks("turn");
    } else if (b.kind === "sideEnd" && sideTurns) {
      await eachActor([...combat.combatants].filter((c) => sideOfCombatant(c, structure) === b.side), "turn");
      await tickWorldTracks("turn");
    } else if (b.kind === "activationEnd") {
      const actor = actorOf(b.combatantId);
      if (actor) await tickActorTracks(actor, "action", { actions: 1 });
    } else if (b.kind === "roundEnd") {
      await eachActor(combat.combatants, "round");
      await tickWorldTracks("round");
    }
  }
}

/** A world-time track brought up to `now`: whole periods since its clock; the first sight only starts the clock. */
async function syncWorldTime(holder: Actor.Implementation | null, def: TrackDef, now: number): Promise<{ def: TrackDef; change: TrackChange }> {
  const record = stored(holder, def);
  const value = record?.value ?? def.initial;
  if (record?.at === undefined) {
    const change = advanceTrack(def, value, 0);
    await commit(holder, def, change, now);
    return { def, change };
  }
  const { periods, at } = worldTimePeriods(def, record.at, now);
  const change = advanceTrack(def, value, periods, holder ? trackRate(def, hasteCount(holder, def.rateStatus)) : 1);
  await commit(holder, def, change, at);
  return { def, change };
}

/** World actors and the unlinked tokens of the viewed scene (their own actors), whose timers follow world time. */
export function timedActors(): Actor.Implementation[] {
  const world = game.actors.contents as Actor.Implementation[];
  const tokens = (game.scenes.viewed?.tokens.filter((t) => !t.actorLink && !!t.actor).map((t) => t.actor) ?? []) as Actor.Implementation[];
  return [...world, ...tokens];
}

/** World time moved (the active GM only): world-time tracks, then the rulesets' own timers. */
export async function tickWorldTime(now: number): Promise<void> {
  const worldTracks = [...tracks.values()].filter((e) => e.def.cadence === "worldTime");
  const worldChanges = [];
  for (const { def } of worldTracks.filter((e) => e.def.scope === "world")) worldChanges.push(await syncWorldTime(null, def, now));
  await payOverflow(null, worldChanges);
  for (const actor of timedActors()) {
    const own = tracksFor(actor).filter((d) => d.cadence === "worldTime");
    const changes = [];
    for (const def of own) changes.push(await syncWorldTime(actor, def, now));
    await payOverflow(actor, changes);
    for (const handler of timeHandlers.values()) await handler(actor, now);
  }
}

export type TrackOperation =
  | { readonly kind: "gain"; readonly amount: number; readonly uncapped?: boolean }
  | { readonly kind: "set"; readonly state: string }
  | { readonly kind: "shift"; readonly steps: number }
  | { readonly kind: "advance"; readonly periods: number }
  | { readonly kind: "value"; readonly value: number };

function operate(def: TrackDef, value: number, op: TrackOperation): TrackChange {
  switch (op.kind) {
    case "gain": return gainTrack(def, value, op.amount, op.uncapped ?? false);
    case "set": return setTrackLevel(def, value, op.state);
    case "shift": return shiftTrackLevel(def, value, op.steps);
    case "advance": return advanceTrack(def, value, op.periods);
    case "value": return setTrackValue(def, value, op.value);
  }
}

/**
 * Changes by hand: eating, a spell, a new day, the Moon Dial moved. Only the GM or the actor's owner changes an
 * actor's tracks, only the GM a world track (a localized refusal, nothing changed). Changes made together pay
 * their overflow together (Aedelore: a day without food and water costs 1, not 2).
 */
export async function changeTracks(holder: Actor.Implementation | null, changes: readonly { readonly track: string; readonly op: TrackOperation }[]): Promise<TrackChange[]> {
  const defs = changes.map(({ track }) => {
    const def = trackDef(track);
    if (!def) throw new RangeError(`No track "${track}" is registered`);
    return def;
  });
  if (holder) requireMayModify(game.user, holder);
  else requireGM(game.user);
  const done: { def: TrackDef; change: TrackChange }[] = [];
  for (const [i, def] of defs.entries()) {
    const change = operate(def, trackValue(holder, def), changes[i]!.op);
    await commit(holder, def, change, stored(holder, def)?.at);
    done.push({ def, change });
  }
  await payOverflow(holder, done);
  return done.map((d) => d.change);
}

export async function changeTrack(holder: Actor.Implementation | null, track: string, op: TrackOperation): Promise<TrackChange> {
  return (await changeTracks(holder, [{ track, op }]))[0]!;
}

let worldTimeQueue: Promise<void> = Promise.resolve();
/** Settles once every world-time change so far has been processed. */
export const worldTimeSettled = (): Promise<void> => worldTimeQueue;

/** The world setting for world tracks and the world-time handler; called once on init. */
export function registerTrackHooks(): void {
  game.settings.register("realms", SETTING, { scope: "world", config: false, type: Object, default: {} });
  Hooks.on("updateWorldTime", (worldTime: number) => {
    if (!isActiveGmClient()) return;
    // One sync at a time: two overlapping ones would read the same clock and count the periods twice.
    worldTimeQueue = worldTimeQueue.then(() => tickWorldTime(worldTime)).catch((err: unknown) => console.error("Realms | tracks on world time", err));
  });
}
