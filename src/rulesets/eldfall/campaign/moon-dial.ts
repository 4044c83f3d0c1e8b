/**
 * The Moon Dial in play: the core track on the party actor (registered with the ruleset's tracks), moved by the GM's
 * ± buttons and by the campaign's steps (an Event, a Quest, a Rest, an Ally: +1; Foresight: +3), the calamity
 * announced when the day limit passes, and the HUD over the canvas. The Chaos deck reads the dial through
 * `currentDial()` / `hardNightNow()` (party/state.ts) and may listen to `system.moon.value` on the party.
 */
import { gmAction, missing, requireGM, requireMayModify, runAsGM } from "../../../core/gm";
import { actorAt } from "../../../core/refs";
import { int, object, oneOf, uuid } from "../../../core/payload";
import { changeTracks, type TrackSet } from "../../../core/tracks";
import { notify } from "../../../core/notices";
import { mountHud } from "../../../core/weather";
import { SYSTEM_PATH } from "../../../core/templates";
import { MOON_ADVANCE, MOON_REASONS, dialView, moonDialTracks, moonTrackId, type DialView, type MoonReason } from "../party/rules/moon-dial";
import { PARTY_TYPE, currentParty, partyData } from "../party/state";
import { moonHudContext } from "./moon-hud";

export const MOON_HUD_ID = "realms-moon-hud";
const K = "REALMS.Eldfall.Campaign.Moon";

/** What a move did: where the dial was and is, and whether it moved at all (time not running yet: no). */
export interface DialMove { readonly moved: number; readonly before: number; readonly view: DialView; readonly notRunning: boolean }

/** The dial passed the day limit: announce the calamity once (the Quest Log says what follows, M92). */
async function announceCalamity(actor: Actor.Implementation | null): Promise<void> {
  if (!actor || actor.type !== PARTY_TYPE || partyData(actor).moon.calamity) return;
  await actor.update({ system: { moon: { calamity: true } } });
  const limit = dialView(partyData(actor).moon.value, partyData(actor).hard.dayCount).limit;
  await notify(actor, `${K}.calamity`, { days: limit });
  ui.notifications?.warn(game.i18n.format(`${K}.calamity`, { days: String(limit) }));
}

/** The ruleset's tracks: the dial, 13 days or Hard's 10, on party actors only. */
export const ELDFALL_TRACKS: TrackSet = {
  ruleset: "eldfall",
  tracks: moonDialTracks().map((def) => ({ ...def, actorTypes: [PARTY_TYPE] })),
  overflow: { calamity: (actor) => announceCalamity(actor) },
};

type Reason = MoonReason | "gm";
const REASONS: readonly Reason[] = [...MOON_REASONS, "gm"];

/** Move the dial on the party (the GM's client): the campaign's steps by their rule, the GM's by hand. */
export async function moveDialNow(party: Actor.Implementation, reason: Reason, steps = 0): Promise<DialMove> {
  const data = partyData(party);
  const before = data.moon.value;
  const periods = reason === "gm" ? steps : MOON_ADVANCE[reason];
  // P2-campaign-1: until the Quest Log starts the clock only the GM's own moves count.
  if (reason !== "gm" && !data.moon.running) return { moved: 0, before, view: dialView(before, data.hard.dayCount), notRunning: true };
  const [change] = await changeTracks(party, [{ track: moonTrackId(data.hard.dayCount), op: { kind: "advance", periods } }]);
  const view = dialView(change!.value, data.hard.dayCount);
  // Time run back before the deadline: the calamity may be announced again if it passes once more.
  if (!view.passed && partyData(party).moon.calamity) await party.update({ system: { moon: { calamity: false } } });
  return { moved: change!.value - before, before, view, notRunning: false };
}

/** Owners of the party move it by the campaign's steps; only the GM moves it by hand (forward or back). */
export const gmMoveDial = gmAction("eldfall", "moveDial", object({ party: uuid, reason: oneOf(REASONS), steps: int(-400, 400) }), async (data, user) => {
  const party = actorAt(data.party);
  if (party?.type !== PARTY_TYPE) throw missing("party");
  requireMayModify(user, party);
  if (data.reason === "gm") requireGM(user);
  return moveDialNow(party, data.reason, data.steps);
});

/** Advance (or, for the GM, rewind) the dial of the party (default: the world's). Resolves to what moved, or undefined. */
export async function moveDial(reason: Reason, steps = 0, party: Actor.Implementation | null = currentParty()): Promise<DialMove | undefined> {
  if (!party) {
    ui.notifications?.warn(`${K}.noParty`, { localize: true });
    return undefined;
  }
  return (await runAsGM(gmMoveDial, { party: party.uuid, reason, steps })) as DialMove | undefined;
}

/** +1 period for an Event resolved (the Event flow calls this), a Quest, a Rest, an Ally; +3 for Foresight (A11). */
export const advanceMoon = (reason: MoonReason, party?: Actor.Implementation | null): Promise<DialMove | undefined> => moveDial(reason, 0, party);

/** The HUD: day, period and its icon, days left; the GM's ± period buttons. Hidden while the world has no party. */
export async function renderMoonHud(): Promise<void> {
  const party = currentParty();
  if (!party) {
    document.getElementById(MOON_HUD_ID)?.remove();
    return;
  }
  const data = partyData(party);
  const context = moonHudContext(dialView(data.moon.value, data.hard.dayCount), { gm: game.user.isGM, running: data.moon.running, name: party.name ?? "" });
  const html = await foundry.applications.handlebars.renderTemplate(`${SYSTEM_PATH}/templates/eldfall/party-moon-hud.hbs`, { ...context });
  mountHud(html, (action) => {
    if (action === "moonBack") void moveDial("gm", -1, party);
    else if (action === "moonForward") void moveDial("gm", 1, party);
    else if (action === "moonParty") void party.sheet?.render(true);
  }, MOON_HUD_ID);
}

/** Keep the HUD in step with the party (any client). */
export function registerMoonHud(): void {
  const refresh = (actor?: Actor.Implementation) => { if (!actor || actor.type === PARTY_TYPE) void renderMoonHud(); };
  Hooks.on("canvasReady", () => refresh());
  Hooks.on("updateActor", (actor) => refresh(actor));
  Hooks.on("createActor", (actor) => refresh(actor));
  Hooks.on("deleteActor", (actor) => refresh(actor));
}

