/**
 * The GM's spawn tool (M80–M82): the Spawn Pool read from the party actor (`system.spawnPool`), the copies on the
 * field counted on the scene, the pure ladder (rules/spawn.ts) asked, the token created in the space or an
 * adjacent one with room, facing the triggering hero or the closest, added to a running combat on the Hostile side
 * with its AP at once (turns/phases.ts `grantArrivalAp`), and a GM card saying what happened. Every step runs on the
 * GM's client; each returns what it did, so a test or a macro can follow it.
 */
import { Refusal, requireGM } from "../../../core/gm";
import { postCard, updateCard, cardOf } from "../../../core/chat/cards";
import { actorModel } from "../../../core/data/actor-model";
import { ref, type Ref, uuidOf } from "../../../core/refs";
import type { Tile } from "../../../core/rules/grid";
import type { PoolKind, SpawnRequest } from "../../../core/rules/spawn-pool";
import { addSummoned, ensureSideGroups } from "../../../core/turn-controls";
import { FormDialog } from "../../../core/apps/form-dialog";
import { SYSTEM_PATH } from "../../../core/templates";
import { facedHero, facingToward, planSpawn, regainOneHp, ROTATION_OF_FACING, spawnSpaces, type SpawnSpace } from "./rules/spawn";
import { spaceAt } from "./rules/spaces";
import { slotsTaken } from "../space/rules/space";
import { SPAWN_CARD, SPAWN_PICK, roman, type SpawnCard } from "./cards";
import { currentParty, partyData } from "../party/state";
import { SpaceScene } from "../space/space-scene";
import { spaceActor } from "../space/space-actor";
import { actorFacts, apLeftOf } from "../states/facts";
import { grantArrivalAp } from "../turns/phases";
import { stateIdsOf } from "../states/actor-states";
import { tokenLevel } from "../../../core/compat";
import { actorSystem } from "../../../core/data/subtypes";

type Actor = Actor.Implementation;
type Scene = Scene.Implementation;
type Token = TokenDocument.Implementation;
const L = "REALMS.Eldfall.Spawn";
export const HOSTILE_TYPE = "eldfallHostile" as const;

const hostileOf = (actor: Actor) => actorSystem(actor, [HOSTILE_TYPE]);

function sceneOf(sceneId: string | null | undefined): Scene {
  const viewed = game.scenes.viewed as Scene | null;
  const scene = (sceneId ? game.scenes.get(sceneId) ?? (viewed?.id === sceneId ? viewed : null) : viewed) as Scene | undefined | null;
  if (!scene) throw new Refusal(`${L}.Errors.noScene`);
  return scene;
}

function worldHostile(actorUuid: string): Actor.Stored {
  const actor = fromUuidSync<Actor.Stored>(actorUuid) as Actor.Stored | null;
  if (!actor || actor.type !== HOSTILE_TYPE || actor.isToken) throw new Refusal(`${L}.Errors.notHostile`, { uuid: actorUuid });
  return actor;
}

/** A token still on the field: not hidden, not Dead (the End Phase takes fallen Hostiles off). */
const onField = (token: Token) => !token.hidden && !!token.actor && !stateIdsOf(token.actor).includes("dead");

/** Copies of a world Hostile on a scene's field now. */
export function copiesOnField(scene: Scene, actor: Actor): number {
  return [...scene.tokens].filter((t) => t.actorId === actor.id && onField(t as Token)).length;
}

/** The Spawn Pool as the ladder reads it: each listed Hostile with its Tier, count and copies on the field. */
export function poolKinds(scene: Scene): PoolKind[] {
  const party = currentParty();
  if (!party) return [];
  const out: PoolKind[] = [];
  for (const entry of partyData(party).spawnPool) {
    const actor = fromUuidSync<Actor.Stored>(entry.actor) as Actor.Stored | null;
    if (!actor || actor.type !== HOSTILE_TYPE) continue;
    out.push({ id: actor.uuid ?? "", tier: hostileOf(actor).tier ?? 1, count: entry.count, onField: copiesOnField(scene, actor), character: !!hostileOf(actor).character });
  }
  return out;
}

export interface SpawnAsk {
  /** A named Hostile (a world Actor uuid); null: any of `tier`. */
  readonly actorUuid: string | null;
  readonly tier: number | null;
  /** The space asked for (grid cell). */
  readonly at: Tile;
  readonly sceneId?: string | null;
  /** The hero who triggered the Encounter or Intrigue (Actor uuid). */
  readonly triggeredBy?: string | null;
}

export type SpawnResult =
  | { readonly kind: "spawned"; readonly tokenUuid: string; readonly actorUuid: string; readonly cell: Tile; readonly noRoom: boolean; readonly facing: string | null; readonly ap: number | null; readonly combatantId: string | null; readonly replaces: string | null; readonly messageId: string | null }
  | { readonly kind: "choose"; readonly candidates: readonly string[]; readonly messageId: string | null }
  | { readonly kind: "regained"; readonly healed: readonly string[]; readonly messageId: string | null };

const refOf = (uuid: string | null | undefined): Ref | null => {
  if (!uuid) return null;
  const doc = fromUuidSync<Actor.Implementation>(uuid) as { name?: string; uuid?: string } | null;
  return doc ? ref(doc) : { name: uuid, uuid };
};

/** Ask the Spawn Pool and act on its answer (GM): spawn the one Hostile it gives, offer several, or heal every Hostile by 1. */
export async function spawnHostile(ask: SpawnAsk): Promise<SpawnResult> {
  requireGM(game.user);
  const scene = sceneOf(ask.sceneId);
  const named = ask.actorUuid ? worldHostile(ask.actorUuid) : null;
  const tier = named ? hostileOf(named).tier ?? 1 : ask.tier ?? 1;
  if (!Number.isInteger(tier) || tier < 1 || tier > 9) throw new Refusal(`${L}.Errors.badTier`);
  const request: SpawnRequest = named ? { kind: "named", id: named.uuid ?? "", tier } : { kind: "tier", tier };
  const plan = planSpawn(poolKinds(scene), request);
  const base: SpawnCard = {
    asked: named ? ref(named) : null, tier, at: ask.at, sceneId: scene.id!, triggeredBy: refOf(ask.triggeredBy), step: null, candidates: [],
    replaces: refOf(plan.replaces), status: "choose", spawned: null, cell: null, noRoom: false, facing: null, faces: null, ap: null, healed: [],
  };
  if (plan.kind === "regainHp") {
    const healed = await regainHpOnField(scene);
    const message = await postCard(SPAWN_CARD.id, { ...base, status: "regained", healed: healed.map((a) => ref(a)) } satisfies SpawnCard, { gmOnly: true });
    return { kind: "regained", healed: healed.map((a) => uuidOf(a)), messageId: message?.id ?? null };
  }
  const card: SpawnCard = { ...base, step: plan.step, tier: plan.tier, candidates: plan.candidates.map((u) => refOf(u)!) };
  if (plan.candidates.length > 1) {
    const message = await postCard(SPAWN_CARD.id, card, { gmOnly: true });
    return { kind: "choose", candidates: plan.candidates, messageId: message?.id ?? null };
  }
  const placed = await placeHostile(scene, worldHostile(plan.candidates[0]!), ask.at, ask.triggeredBy ?? null);
  const message = await postCard(SPAWN_CARD.id, { ...card, ...placedFields(placed) } satisfies SpawnCard, { gmOnly: true });
  return { ...placed, replaces: plan.replaces, messageId: message?.id ?? null };
}

function placedFields(p: Placed): Partial<SpawnCard> {
  return { status: "spawned", spawned: refOf(p.actorUuid), cell: p.cell, noRoom: p.noRoom, facing: p.facing, faces: refOf(p.faces), ap: p.ap };
}

/** "All Hostiles regain 1 HP": every living Hostile on the scene below its maximum. */
export async function regainHpOnField(scene: Scene): Promise<Actor[]> {
  const hostiles = [...scene.tokens].map((t) => (t as Token).actor).filter((a): a is Actor => !!a && a.type === HOSTILE_TYPE);
  const plan = regainOneHp(hostiles.map((a) => ({ id: uuidOf(a), hp: actorFacts(a).hp, max: actorFacts(a).hpMax, dead: stateIdsOf(a).includes("dead") })));
  const healed: Actor[] = [];
  for (const p of plan) {
    const actor = hostiles.find((a) => a.uuid === p.id)!;
    await actorModel(actor).heal(1);
    healed.push(actor);
  }
  return healed;
}

/** The level a spawn arrives on: the triggering hero's (v14 Scene Levels), else Foundry's initial one. */
function levelOf(scene: Scene, triggeredBy: string | null): string | null {
  const hero = triggeredBy ? [...scene.tokens].find((t) => (t as Token).actor?.uuid === triggeredBy) as Token | undefined : undefined;
  return hero ? tokenLevel(hero) : null;
}

/** The scene's field on a level and the room each space has left for a spawn (rules/spawn.ts `spawnSpaces`). */
function spawnFieldOf(scene: Scene, level: string | null): { field: SpaceScene; room: SpawnSpace } {
  const field = new SpaceScene(scene, level);
  const occupied = (c: Tile) => field.models.filter((m) => m.cell.x === c.x && m.cell.y === c.y).reduce((n, m) => n + slotsTaken({
    size: m.data.size, incapacitated: m.data.states.has("incapacitated"), dead: m.data.states.has("dead"), flying: m.data.states.has("flying"),
  }), 0);
  return { field, room: { board: field.board, capacity: (c) => field.environments.slots(c), occupied } };
}

interface Placed { kind: "spawned"; tokenUuid: string; actorUuid: string; cell: Tile; noRoom: boolean; facing: string | null; faces: string | null; ap: number | null; combatantId: string | null }

/**
 * Create the token (space with room, facing), add it to a running combat on the Hostile side and give it its AP.
 * On a scene with Levels (v14) it arrives on the level of the hero who triggered it (else Foundry's initial level).
 */
export async function placeHostile(scene: Scene, actor: Actor, at: Tile, triggeredBy: string | null): Promise<Placed> {
  const level = levelOf(scene, triggeredBy);
  const { field, room } = spawnFieldOf(scene, level);
  const spaces = spawnSpaces(room, at, slotsTaken({ size: spaceActor(actor).size }));
  const cell = spaces[0] ?? at;
  const heroes = field.models.filter((m) => m.data.side === "heroes" && !m.data.states.has("dead")).map((m) => ({ id: uuidOf(m.actor), cell: m.cell }));
  const faced = facedHero(cell, heroes, triggeredBy);
  const facing = faced ? facingToward(cell, faced.cell) : null;
  const gridSize = scene.grid.size;
  const data = await actor.getTokenDocument({ x: cell.x * gridSize, y: cell.y * gridSize, ...(facing ? { rotation: ROTATION_OF_FACING[facing] } : {}), ...(level ? { level } : {}) } as never);
  const [token] = (await scene.createEmbeddedDocuments("Token", [data.toObject()] as never)) as unknown as Token[];
  if (!token) throw new Refusal(`${L}.Errors.notCreated`);
  const joined = await joinCombat(scene, token);
  return {
    kind: "spawned", tokenUuid: uuidOf(token), actorUuid: uuidOf(actor), cell, noRoom: spaces.length === 0, facing, faces: faced?.id ?? null,
    ap: joined && token.actor ? apLeftOf(token.actor) : null, combatantId: joined?.id ?? null,
  };
}

/** A running combat on the token's scene: the token joins on the Hostile side and gets its AP now (M80). */
async function joinCombat(scene: Scene, token: Token): Promise<Combatant.Implementation | null> {
  const combat = game.combat as Combat.Implementation | null;
  if (!combat?.started || (combat.scene && combat.scene.id !== scene.id)) return null;
  const combatant = await addSummoned(combat, { tokenId: token.id, sceneId: scene.id, actorId: token.actorId, hidden: false } as never, null);
  if (!combatant) return null;
  await ensureSideGroups(combat);
  await grantArrivalAp(combat, combatant);
  return combatant;
}

/** The spawn card's candidate button: the GM spawns the one picked (the players' choice). */
export async function onSpawnPick(message: ChatMessage.Implementation, button: HTMLButtonElement): Promise<SpawnResult | null> {
  const card = cardOf<SpawnCard>(message);
  const pick = button.dataset.arg ?? "";
  if (!card || card.status !== "choose" || !card.candidates.some((c) => c.uuid === pick)) return null;
  if (!game.user.isGM) {
    ui.notifications?.warn(game.i18n.localize(`${L}.Errors.gmOnly`));
    return null;
  }
  const placed = await placeHostile(sceneOf(card.sceneId), worldHostile(pick), card.at, card.triggeredBy?.uuid ?? null);
  await updateCard(message, SPAWN_PICK, placedFields(placed) as Record<string, unknown>);
  return { ...placed, replaces: card.replaces?.uuid ?? null, messageId: message.id };
}

/** `game.realms.eldfall.spawn`: spawn a named Hostile (`actor`: uuid) or any of a Tier at grid space (x, y). GM only (placing Hostiles is the GM's). */
export async function spawn(options: { actor?: string | null; tier?: number | null; x: number; y: number; hero?: string | null; sceneId?: string | null }): Promise<SpawnResult> {
  const ask: SpawnAsk = { actorUuid: options.actor ?? null, tier: options.tier ?? null, at: { x: options.x, y: options.y }, sceneId: options.sceneId ?? null, triggeredBy: options.hero ?? null };
  return spawnHostile(ask);
}

export interface SpawnDialogDefaults { readonly at?: Tile | null; readonly hero?: string | null; readonly sceneId?: string | null }

/** Where a spawn asked for at `cell` would land (rules/spawn.ts): off the board, the space itself, an adjacent one, or no room (placed as asked). */
function landingOf(scene: Scene, cell: Tile, slots: number, triggeredBy: string | null): { kind: "offBoard" } | { kind: "at" | "moved" | "noRoom"; at: Tile } {
  const { room } = spawnFieldOf(scene, levelOf(scene, triggeredBy));
  if (!room.board.contains(cell)) return { kind: "offBoard" };
  const spaces = spawnSpaces(room, cell, slots);
  if (!spaces.length) return { kind: "noRoom", at: cell };
  return { kind: spaces[0]!.x === cell.x && spaces[0]!.y === cell.y ? "at" : "moved", at: spaces[0]! };
}

/**
 * The spawn dialog's Pick on the map: while it is pressed, each left click on the scene's grid picks the space under
 * the pointer, checks it with the spawn rules (on the board; room there, else where next to it the Hostile lands)
 * and fills the dialog's space fields, saying what it found; a space off the board changes nothing and says why.
 * The GM can still type the space. Returns what stops listening (the dialog calls it as it closes).
 */
export function wireSpacePick(scene: Scene, form: HTMLFormElement): () => void {
  const button = form.querySelector<HTMLButtonElement>("[data-eldfall-pick]");
  const status = form.querySelector<HTMLElement>(".eldfall-spawn-picked");
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
  const listening: ((event: PIXI.FederatedPointerEvent) => void)[] = [];
  const stop = () => {
    for (const fn of listening.splice(0)) canvas?.stage?.off("pointerdown", fn);
    button?.setAttribute("aria-pressed", "false");
  };
  const pick = (event: PIXI.FederatedPointerEvent) => {
    if (event.button !== 0 || !canvas?.stage || !canvas.grid) return;
    const cell = spaceAt(event.getLocalPosition(canvas.stage), canvas.grid.size);
    const what = field("what")?.value ?? "";
    const named = what && !what.startsWith("tier:") ? fromUuidSync<Actor.Stored>(what) as Actor | null : null;
    const landing = landingOf(scene, cell, slotsTaken({ size: named ? spaceActor(named).size : "medium" }), field("hero")?.value || null);
    if (landing.kind === "offBoard") return void ui.notifications?.warn(`${L}.Errors.pickOffBoard`, { localize: true });
    field("x")!.value = String(cell.x + 1);
    field("y")!.value = String(cell.y + 1);
    if (status) status.textContent = game.i18n.format(`${L}.Pick.${landing.kind}`, { cell: `${cell.x + 1}, ${cell.y + 1}`, at: `${landing.at.x + 1}, ${landing.at.y + 1}` });
  };
  button?.addEventListener("click", () => {
    if (listening.length) return stop();
    if (!canvas?.ready || !canvas.stage || canvas.scene?.id !== scene.id) return void ui.notifications?.warn(`${L}.Errors.pickOtherScene`, { localize: true });
    listening.push(pick);
    canvas.stage.on("pointerdown", pick);
    button.setAttribute("aria-pressed", "true");
    if (status) status.textContent = game.i18n.localize(`${L}.Pick.waiting`);
  });
  return stop;
}

/** The GM's spawn dialog: a Hostile of the pool or a Tier, the space (typed, or picked on the map), the hero it faces; then `spawn`. */
export async function spawnDialog(defaults: SpawnDialogDefaults = {}): Promise<SpawnResult | null> {
  requireGM(game.user);
  const scene = sceneOf(defaults.sceneId);
  const pool = poolKinds(scene).map((k) => ({ uuid: k.id, name: refOf(k.id)?.name ?? k.id, tier: roman(k.tier), left: Math.max(0, k.count - k.onField) }));
  const heroes = [...scene.tokens].map((t) => (t as Token).actor).filter((a): a is Actor => !!a && a.type !== HOSTILE_TYPE).map((a) => ({ uuid: a.uuid, name: a.name, selected: a.uuid === defaults.hero }));
  const at = defaults.at ?? { x: 0, y: 0 };
  const answer = await FormDialog.ask<SpawnAsk>({
    title: game.i18n.localize(`${L}.dialogTitle`), template: `${SYSTEM_PATH}/templates/eldfall/spawn-dialog.hbs`,
    context: { pool, heroes, x: at.x + 1, y: at.y + 1, tiers: [1, 2, 3].map((t) => ({ value: t, label: roman(t) })) },
    buttons: [{ value: "spawn", label: `${L}.spawn`, icon: "fa-solid fa-dragon", default: true }],
    wire: (form) => wireSpacePick(scene, form),
    read: (form) => {
      const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? "";
      const what = value("what");
      const x = Number(value("x")) - 1;
      const y = Number(value("y")) - 1;
      if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0) return null;
      const tier = what.startsWith("tier:") ? Number(what.slice(5)) : null;
      return { actorUuid: tier ? null : what || null, tier, at: { x, y }, sceneId: scene.id, triggeredBy: value("hero") || null };
    },
  });
  return answer ? spawnHostile(answer) : null;
}

export const SPAWN_CHAT_ACTIONS = { spawnPick: async (m: ChatMessage.Implementation, b: HTMLButtonElement) => { await onSpawnPick(m, b); } } as const;
export const SPAWN_GM_ACTIONS = [] as const;
export const SPAWN_API = {
  /** Spawn a Hostile from the Spawn Pool: `{ actor: uuid } | { tier }`, at grid space `{ x, y }` (0-based), facing `hero` (uuid) if given. GM (or through the GM). */
  spawn,
  /** Open the GM's spawn dialog. */
  spawnDialog,
} as const;
