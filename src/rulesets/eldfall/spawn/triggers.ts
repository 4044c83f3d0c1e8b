/**
 * Encounter and Intrigue tokens on the field (M104–M106) as zone kinds of the core's `realms.zone` behavior: the
 * zone's option is the quest-log code ("II"), its region the token's space (or the spaces of a line, or a whole
 * tile). An Encounter triggers when a hero enters or moves across it; an Intrigue when a hero Interacts in its
 * space or aims a Perceive at it. Triggering disables the zone (each triggers once; the GM re-enables it to reset),
 * records the token on the hero (`flags.realms.eldfallTokens`) and whispers the GM a card with the code, a Spawn
 * button and the journal page named for the code when the world has one. On a scene with Levels (v14) only the
 * zones and walls of the hero's level count.
 */
import { Refusal, gmAction, requireGM, runAsGM } from "../../../core/gm";
import { object, uuid, int, nullable } from "../../../core/payload";
import { postCard, updateCard, cardOf } from "../../../core/chat/cards";
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import { ref } from "../../../core/refs";
import { registerZoneKind, sceneZones, tokenPlace, zoneKinds } from "../../../core/zones";
import { tokenLevel } from "../../../core/compat";
import { sceneBoard } from "../../../core/grid-scene";
import type { Tile } from "../../../core/rules/grid";
import { orthogonalPath } from "../../../core/rules/grid-path";
import type { Zone } from "../../../core/rules/zones";
import { TRIGGER_ACTION, TRIGGER_CARD, type TriggerCard, type TriggerKind } from "./cards";
import { SightLookup } from "../space/queries";
import type { DeclaredAction } from "../activation/action-hooks";
import { spaceAt, tokenSpace } from "./rules/spaces";
import { spawnDialog } from "./spawn";
import { madeHere } from "../../../core/reacting-client";

type Actor = Actor.Implementation;
type Token = TokenDocument.Implementation;
type Scene = Scene.Implementation;
const L = "REALMS.Eldfall.Spawn";

export const ENCOUNTER_KIND = "realms.eldfall.encounter";
export const INTRIGUE_KIND = "realms.eldfall.intrigue";
const KIND_OF: Record<string, TriggerKind> = { [ENCOUNTER_KIND]: "encounter", [INTRIGUE_KIND]: "intrigue" };

/** At `init`, before the zone behavior's schema is read. */
export function registerTriggerZoneKinds(): void {
  const known = new Set(zoneKinds().map((k) => k.id));
  if (!known.has(ENCOUNTER_KIND)) registerZoneKind({ id: ENCOUNTER_KIND, label: `${L}.Zone.encounter` });
  if (!known.has(INTRIGUE_KIND)) registerZoneKind({ id: INTRIGUE_KIND, label: `${L}.Zone.intrigue` });
}

/** A hero token (heroes and allies trigger; Hostiles never do). */
const isHero = (actor: Actor | null | undefined): actor is Actor => !!actor && actor.type === "eldfallHero";

/** The spaces a move enters, `from` left out: the shortest orthogonal route between the two on a level's walls (the token jumps when none). */
export function spacesEntered(scene: Scene, from: Tile | null, to: Tile, level: string | null = null): Tile[] {
  if (!from || (from.x === to.x && from.y === to.y)) return from ? [] : [to];
  const path = orthogonalPath(sceneBoard(scene, level), from, to);
  return path ? [...path.cells] : [to];
}

/** The quest-log code a zone shows: its option, else its region's name. */
const codeOf = (zone: Zone) => zone.option.trim() || zone.name;

export interface Triggered { readonly zone: string; readonly kind: TriggerKind; readonly code: string; readonly messageId: string | null }

/** Trigger one zone for a hero (GM): disabled, recorded on the hero, carded. Null when it is no trigger zone or already triggered. */
export async function triggerZone(zoneUuid: string, hero: Actor, at: Tile | null): Promise<Triggered | null> {
  requireGM(game.user);
  const behavior = fromUuidSync<RegionBehavior.Implementation>(zoneUuid) as RegionBehavior.Implementation | null;
  const system = behavior?.system as { kind?: string; option?: string } | undefined;
  const kind = KIND_OF[system?.kind ?? ""];
  if (!behavior || !kind || behavior.disabled) return null;
  const region = behavior.parent as RegionDocument.Implementation | null;
  const scene = region?.parent as Scene | null;
  const code = (system?.option ?? "").trim() || region?.name || "";
  await behavior.update({ disabled: true });
  const held = realmsFlag<{ kind: string; code: string; zone: string }[]>(hero, "eldfallTokens") ?? [];
  await hero.update({ [realmsFlagPath("eldfallTokens")]: [...held.filter((h) => h.zone !== zoneUuid), { kind, code, zone: zoneUuid }] });
  const title = game.i18n.format(`${L}.Trigger.${kind}`, { code });
  const card: TriggerCard = {
    kind, code, region: region?.name ?? "", zones: [{ uuid: zoneUuid, code, region: region?.name ?? "" }], hero: ref(hero), at, sceneId: scene?.id ?? "",
    page: journalPage(title), triggered: true,
  };
  const message = await postCard(TRIGGER_CARD.id, card, { gmOnly: true });
  return { zone: zoneUuid, kind, code, messageId: message?.id ?? null };
}

/** The journal page named for a code ("Encounter II"), in the world's journals; null: none. */
function journalPage(title: string): string | null {
  const want = title.trim().toLowerCase();
  for (const entry of (game.journal ?? []) as Iterable<JournalEntry.Implementation>) {
    for (const page of entry.pages ?? []) if ((page.name ?? "").trim().toLowerCase() === want) return page.uuid;
  }
  return null;
}

/** Reset a trigger (GM): the zone triggers again, and the heroes no longer hold its token. */
export async function resetTrigger(zoneUuid: string): Promise<boolean> {
  requireGM(game.user);
  const behavior = fromUuidSync<RegionBehavior.Implementation>(zoneUuid) as RegionBehavior.Implementation | null;
  if (!behavior || !KIND_OF[(behavior.system as { kind?: string }).kind ?? ""]) return false;
  await behavior.update({ disabled: false });
  for (const actor of game.actors ?? []) {
    const held = realmsFlag<{ zone: string }[]>(actor, "eldfallTokens");
    if (held?.some((h) => h.zone === zoneUuid)) await actor.update({ [realmsFlagPath("eldfallTokens")]: held.filter((h) => h.zone !== zoneUuid) });
  }
  return true;
}

/**
 * A hero's token moved from one space to where it is now (GM): every Encounter on the spaces entered triggers. The
 * destination is read from the token itself, never from a request; `from` is what the mover's client saw before.
 */
export async function heroMoved(token: Token, from: Tile | null): Promise<Triggered[]> {
  requireGM(game.user);
  const scene = token.parent as Scene | null;
  if (!scene || !isHero(token.actor)) return [];
  const to = tokenSpace(token);
  const entered = spacesEntered(scene, from, to, tokenLevel(token));
  const zones = sceneZones(scene, tokenPlace(token)).over(entered, ENCOUNTER_KIND);
  const out: Triggered[] = [];
  for (const zone of zones) {
    const t = await triggerZone(zone.id, token.actor, zone.cells.find((c) => entered.some((e) => e.x === c.x && e.y === c.y)) ?? to);
    if (t) out.push(t);
  }
  return out;
}

/** An Interact: every Intrigue on the hero's space triggers (even when the Interact is aimed at something else). */
export async function interacted(token: Token): Promise<Triggered[]> {
  const scene = token.parent as Scene | null;
  if (!scene || !isHero(token.actor)) return [];
  const here = tokenSpace(token);
  const out: Triggered[] = [];
  for (const zone of sceneZones(scene, tokenPlace(token)).at(here, INTRIGUE_KIND)) {
    const t = await triggerZone(zone.id, token.actor, here);
    if (t) out.push(t);
  }
  return out;
}

/**
 * A Perceive: it is aimed at one space, which the declaration does not carry, so the GM is offered the Intrigues
 * the hero sees (a button each) and triggers the one aimed at (interpretation P2-spawn-8). Null: none in sight.
 */
export async function perceived(token: Token): Promise<string | null> {
  const scene = token.parent as Scene | null;
  if (!scene || !isHero(token.actor)) return null;
  const sight = new SightLookup();
  const sees = (t: Token, c: Tile) => sight.sees(t, c);
  const seen = sceneZones(scene, tokenPlace(token)).zones.filter((z) => z.kind === INTRIGUE_KIND && z.cells.some((c) => sees(token, c)));
  if (!seen.length) return null;
  const card: TriggerCard = {
    kind: "intrigue", code: "", region: "", zones: seen.map((z) => ({ uuid: z.id, code: codeOf(z), region: z.name })), hero: ref(token.actor),
    at: null, sceneId: scene.id ?? "", page: null, triggered: false,
  };
  const message = await postCard(TRIGGER_CARD.id, card, { gmOnly: true });
  return message?.id ?? null;
}

/** A declared Action: an Interact triggers the Intrigues of the hero's space, a Perceive offers those it sees. */
export async function triggersOnActionDeclared({ actor, token, declaration }: DeclaredAction): Promise<void> {
  if (!token || !isHero(actor)) return;
  if (declaration.action === "interact") await interacted(token);
  if (declaration.action === "perceive") await perceived(token);
}

/** The Perceive card's button: the GM triggers the Intrigue the Perceive was aimed at. */
export async function onTriggerPick(message: ChatMessage.Implementation, button: HTMLButtonElement): Promise<Triggered | null> {
  const card = cardOf<TriggerCard>(message);
  const zone = button.dataset.arg ?? "";
  if (!card || card.triggered || !card.zones.some((z) => z.uuid === zone) || !game.user.isGM) return null;
  const hero = fromUuidSync<Actor>(card.hero.uuid) as Actor | null;
  if (!hero) throw new Refusal("REALMS.GmRequest.missing", { what: "actor" });
  const behavior = fromUuidSync<RegionBehavior.Implementation>(zone) as RegionBehavior.Implementation | null;
  const done = await triggerZone(zone, hero, null);
  if (!done) return null;
  await updateCard(message, TRIGGER_ACTION, { triggered: true, code: done.code, region: (behavior?.parent as { name?: string } | null)?.name ?? "" });
  return done;
}

async function onTriggerSpawn(message: ChatMessage.Implementation): Promise<void> {
  const card = cardOf<TriggerCard>(message);
  if (!card || !game.user.isGM) return;
  await spawnDialog({ at: card.at, hero: card.hero.uuid, sceneId: card.sceneId || null });
}

async function onTriggerJournal(message: ChatMessage.Implementation): Promise<void> {
  const card = cardOf<TriggerCard>(message);
  const page = card?.page ? fromUuidSync<JournalEntryPage.Implementation>(card.page) as JournalEntryPage.Implementation | null : null;
  const entry = page?.parent as JournalEntry.Implementation | null | undefined;
  if (page && entry) await entry.sheet?.render({ force: true, pageId: page.id } as never);
}

const TILE = object({ x: int(0, 10_000), y: int(0, 10_000) });
export const gmHeroMoved = gmAction("eldfall", "heroMoved", object({ tokenUuid: uuid, from: nullable(TILE) }), async ({ tokenUuid, from }, user) => {
  const token = fromUuidSync<Token>(tokenUuid) as Token | null;
  if (!token || !token.actor || !token.actor.testUserPermission(user, "OWNER")) throw new Refusal("REALMS.GmRequest.notAllowed");
  return heroMoved(token, from);
});

/** Where a moved token stood before: its movement's origin, which Foundry's update carries (the change only has the new x/y). */
function movedFrom(token: Token, options: object): Tile | null {
  // v13+'s `operation.movement` (keyed by token id) is not in the declarations of the update options.
  const movement = "movement" in options ? (options.movement as Record<string, { origin?: { x: number; y: number } } | undefined> | undefined) : undefined;
  const origin = movement?.[token.id ?? ""]?.origin;
  return origin && token.parent ? spaceAt(origin, token.parent.grid.size) : null;
}

/** At `init`: the zone kinds and the move watch. */
export function registerTriggers(): void {
  registerTriggerZoneKinds();
  Hooks.on("updateToken", (token, changes, options, userId) => {
    if ((changes.x === undefined && changes.y === undefined) || !madeHere(userId) || !isHero(token.actor)) return;
    const from = movedFrom(token, options);
    const run = game.user.isGM ? heroMoved(token, from) : runAsGM(gmHeroMoved, { tokenUuid: token.uuid, from });
    void run.catch((error: unknown) => console.error("Realms | Eldfall encounter trigger", error));
  });
}

export const TRIGGER_CHAT_ACTIONS = {
  trigger: async (m: ChatMessage.Implementation, b: HTMLButtonElement) => { await onTriggerPick(m, b); },
  triggerSpawn: onTriggerSpawn,
  triggerJournal: onTriggerJournal,
} as const;
export const TRIGGER_GM_ACTIONS = [gmHeroMoved] as const;
export const TRIGGER_API = {
  /** Reset an Encounter or Intrigue zone (its RegionBehavior uuid) so it triggers again. GM only. */
  resetTrigger,
  /** Trigger an Encounter or Intrigue zone for a hero by hand (`zone`: RegionBehavior uuid, `hero`: Actor). GM only. */
  triggerZone: (zone: string, hero: Actor) => triggerZone(zone, hero, null),
} as const;
