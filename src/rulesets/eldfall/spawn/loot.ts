/**
 * Loot at the table (§ LOOT, M82, A56). The Loot Charts are the world's RollTables flagged
 * `flags.realms.eldfall.lootChart = "common" | "superior"` (the first by name when several), each result linking an
 * Upgrade Item (`documentUuid`); the roll is the table's formula (1d20 when it has none). Availability reads every
 * hero's Upgrades and the party's storage; a row whose card is taken gives way to its nearest available neighbour,
 * and the hero's owner picks when both directions offer one (the card's buttons). An Upgrade given carries
 * `flags.realms.eldfallLootSource` (its source uuid), so availability knows it again.
 *
 * A Hostile that carries Loot drops a Loot token (a Tile flagged `flags.realms.eldfallLoot` { chart, item }) in its
 * space when it becomes Incapacitated; a hero's Interact in that space takes it. A carried Fate token goes to the
 * hero whose activation Incapacitated it (the party's `fates`). A Hostile pushed into the abyss is Dead without
 * being Incapacitated, so it drops nothing: its loot is lost, as the rules say.
 */
import { Refusal, gmAction, requireGM, runAsGM, userMayModify } from "../../../core/gm";
import { id as idCheck, object, oneOf } from "../../../core/payload";
import { cardOf, postCard, updateCard } from "../../../core/chat/cards";
import { isCardMessage } from "../../../core/chat/card-type";
import { claimApplied, requireSystemCard } from "../../../core/card-seals";
import { realmsFlag } from "../../../core/flags";
import { ref } from "../../../core/refs";
import type { DrawAnswer } from "../../../core/rules/table-draw";
import {
  chartForRarity, DEFAULT_LOOT_FORMULA, drawLoot, droppedLoot, held, LOOT_CHARTS, lootSource, nameKey, sortedRows,
  type Holdings, type LootChart, type LootRow, type LootToken, type Rarity,
} from "./rules/loot";
import { LOOT_CARD, LOOT_PICK, type LootCard } from "./cards";
import { currentParty } from "../party/state";
import { gainFate } from "../party/records";
import type { DeclaredAction } from "../activation/action-hooks";
import { tokenSpace } from "./rules/spaces";
import { activatingNow } from "../states/actor-states";
import { isActiveGmClient } from "../../../core/reacting-client";
import { tilePlacement, tileRect, type TilePosition } from "../../../core/compat";
import { isActorType } from "../../../core/data/subtypes";

type Actor = Actor.Implementation;
type Token = TokenDocument.Implementation;
type Scene = Scene.Implementation;
type Table = RollTable.Implementation;
const L = "REALMS.Eldfall.Loot";
const UPGRADE = "eldfallUpgrade";
export const LOOT_SOURCE_FLAG = "eldfallLootSource";
export const LOOT_TILE_FLAG = "eldfallLoot";

/** The chart a RollTable is flagged as, if any. */
export function chartOf(table: { flags?: unknown }): LootChart | null {
  const value = (table.flags as { realms?: { eldfall?: { lootChart?: unknown } } } | undefined)?.realms?.eldfall?.lootChart;
  return LOOT_CHARTS.includes(value as LootChart) ? (value as LootChart) : null;
}

/** The world's table for a chart (the first by name when several carry the flag). */
export function lootTable(chart: LootChart): Table | null {
  const tables = [...((game.tables ?? []) as Iterable<Table>)].filter((t) => chartOf(t) === chart).sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""));
  return tables[0] ?? null;
}

type Upgrade = { name?: string | null; uuid?: string; system?: unknown };
const rarityOf = (doc: Upgrade | null): Rarity | null => ((doc?.system as { rarity?: Rarity } | undefined)?.rarity ?? null);
const resolve = async (uuid: string) => (await fromUuid<Item.Implementation>(uuid)) as Upgrade | null;

/** A chart's rows, in range order, with their Upgrades' names and rarities. */
export async function chartRows(table: Table): Promise<(LootRow & { id: string })[]> {
  const rows: (LootRow & { id: string })[] = [];
  for (const result of table.results) {
    const uuid = (result as { documentUuid?: string | null }).documentUuid ?? null;
    const doc = uuid ? await resolve(uuid) : null;
    const range = result.range as unknown as [number, number];
    rows.push({ id: result.id!, range: [range[0], range[1]], item: uuid, name: result.name || doc?.name || "", rarity: rarityOf(doc) });
  }
  return sortedRows(rows);
}

/** What the heroes and the party's storage hold now. */
export function holdings(): Holdings {
  const sources = new Set<string>();
  const names = new Set<string>();
  const party = currentParty();
  const holders = [...(game.actors ?? [])].filter((a) => a.type === "eldfallHero" || a === party);
  for (const actor of holders) {
    for (const item of actor.items) {
      if (item.type !== UPGRADE) continue;
      const source = realmsFlag<string>(item, LOOT_SOURCE_FLAG) ?? (item as { _stats?: { compendiumSource?: string | null } })._stats?.compendiumSource;
      if (source) sources.add(source);
      names.add(nameKey(item.name ?? ""));
    }
  }
  return { sources, names };
}

/** Put a copy of an Upgrade into a hero's inventory, marked with its source. */
async function give(hero: Actor, uuid: string): Promise<Upgrade> {
  const doc = await resolve(uuid);
  if (!doc) throw new Refusal(`${L}.Errors.noItem`, { uuid });
  const data = (doc as unknown as { toObject(): Record<string, unknown> }).toObject();
  delete data._id;
  const flags = { ...(data.flags as object | undefined), realms: { ...((data.flags as { realms?: object } | undefined)?.realms), [LOOT_SOURCE_FLAG]: uuid } };
  await hero.createEmbeddedDocuments("Item", [{ ...data, system: { ...(data.system as object), equipped: false }, flags }] as never);
  return doc;
}

export type LootResult =
  | { readonly kind: "given"; readonly item: string; readonly name: string; readonly roll: number | null; readonly messageId: string | null }
  | { readonly kind: "choose"; readonly above: string; readonly below: string; readonly roll: number; readonly messageId: string | null }
  | { readonly kind: "nothing"; readonly reason: string; readonly roll: number | null; readonly messageId: string | null };

const emptyCard = (hero: Actor, chart: LootChart | null): LootCard => ({
  hero: ref(hero), chart, roll: null, rolledName: null, above: null, below: null, pick: "", given: null, nothing: null, tableId: null,
  rolledIndex: null, aboveIndex: null, belowIndex: null,
});

/**
 * Roll on a Loot Chart for a hero (GM). `pick` answers the above/below question in advance (a macro, a test);
 * without it, both neighbours are offered on the card and the hero's owner picks.
 */
export async function rollLoot(hero: Actor, chart: LootChart, options: { pick?: "above" | "below" } = {}): Promise<LootResult> {
  requireGM(game.user);
  const table = lootTable(chart);
  if (!table) return nothing(emptyCard(hero, chart), "noChart", null);
  const rows = await chartRows(table);
  const roll = await new Roll(table.formula || DEFAULT_LOOT_FORMULA).evaluate();
  const total = Number(roll.total);
  const answer: DrawAnswer = drawLoot(rows, total, holdings());
  const rolledIndex = answer.rolled;
  const card: LootCard = { ...emptyCard(hero, chart), roll: total, rolledName: rolledIndex === null ? "—" : rows[rolledIndex]!.name, tableId: table.id, rolledIndex };
  if (answer.kind === "none") return nothing(card, rolledIndex === null ? "offChart" : "exhausted", total);
  if (answer.kind === "row") return given(card, hero, rows[answer.index]!, total);
  const above = rows[answer.above!]!;
  const below = rows[answer.below!]!;
  if (options.pick) return given({ ...card, pick: options.pick }, hero, options.pick === "above" ? above : below, total);
  const message = await postCard(LOOT_CARD.id, { ...card, above: above.name, below: below.name, aboveIndex: answer.above, belowIndex: answer.below } satisfies LootCard, { actor: hero });
  return { kind: "choose", above: above.name, below: below.name, roll: total, messageId: message?.id ?? null };
}

async function nothing(card: LootCard, reason: string, roll: number | null): Promise<LootResult> {
  const message = await postCard(LOOT_CARD.id, { ...card, nothing: reason } satisfies LootCard, { actor: fromUuidSync<Actor>(card.hero.uuid) as Actor | null });
  return { kind: "nothing", reason, roll, messageId: message?.id ?? null };
}

async function given(card: LootCard, hero: Actor, row: LootRow, roll: number | null): Promise<LootResult> {
  if (!row.item) return nothing({ ...card, given: { name: row.name, uuid: null } }, "byHand", roll);
  const doc = await give(hero, row.item);
  const message = await postCard(LOOT_CARD.id, { ...card, given: { name: doc.name ?? row.name, uuid: row.item } } satisfies LootCard, { actor: hero });
  return { kind: "given", item: row.item, name: doc.name ?? row.name, roll, messageId: message?.id ?? null };
}

/**
 * The pick on a Loot card: the hero's owner chooses the row above or below; the GM gives it. Only a Loot card the
 * system posted (a GM's message: a player can neither post as a GM nor edit a GM's message) offers a pick, and only
 * once: the pick is claimed where only a GM writes (card-seals' claim, so two requests served together give one
 * Upgrade) and recorded on that card.
 */
export const gmLootPick = gmAction("eldfall", "pickLoot", object({ messageId: idCheck, pick: oneOf(["above", "below"] as const) }), async ({ messageId, pick }, user) => {
  const message = game.messages.get(messageId) as ChatMessage.Implementation | undefined;
  if (!message || !isCardMessage(message) || message.system.kind !== LOOT_CARD.id) throw new Refusal(`${L}.Errors.notSystem`);
  // Only the GM rolls Loot (rollLoot): the rows offered are the GM's card's, never a player's.
  requireSystemCard(message, new Refusal(`${L}.Errors.notSystem`));
  const card = cardOf<LootCard>(message)!;
  if (card.pick || card.given || card.nothing || card.aboveIndex === null || card.belowIndex === null || !card.tableId) throw new Refusal(`${L}.Errors.closed`);
  const hero = fromUuidSync<Actor>(card.hero.uuid) as Actor | null;
  if (!hero || !userMayModify(user, hero)) throw new Refusal("REALMS.GmRequest.notAllowed");
  const table = game.tables.get(card.tableId);
  if (!table) throw new Refusal(`${L}.Errors.noChart`);
  const row = (await chartRows(table))[pick === "above" ? card.aboveIndex : card.belowIndex];
  const available = !!row?.item && lootSourceAvailable(row);
  if (available && !(await resolve(row.item!))) throw new Refusal(`${L}.Errors.noItem`, { uuid: row.item! });
  if (!(await claimApplied(message))) throw new Refusal(`${L}.Errors.closed`);
  if (!available) {
    await updateCard(message, LOOT_PICK, { pick, nothing: "taken" });
    return { kind: "nothing", reason: "taken", roll: card.roll, messageId } satisfies LootResult;
  }
  const doc = await give(hero, row.item!);
  await updateCard(message, LOOT_PICK, { pick, given: { name: doc.name ?? row.name, uuid: row.item } });
  return { kind: "given", item: row.item!, name: doc.name ?? row.name, roll: card.roll, messageId } satisfies LootResult;
});

const lootSourceAvailable = (row: LootRow) => row.rarity !== "legendary" && !held(row, holdings());

export async function onLootPick(message: ChatMessage.Implementation, button: HTMLButtonElement): Promise<void> {
  const pick = button.dataset.arg === "below" ? "below" : "above";
  await runAsGM(gmLootPick, { messageId: message.id, pick });
}

/** Take a Loot token (GM): its named Upgrade while that card is left, else a roll on its chart (a named one gone: its rarity's). */
export async function takeLoot(hero: Actor, token: LootToken, options: { pick?: "above" | "below" } = {}): Promise<LootResult> {
  requireGM(game.user);
  let named: { rarity: Rarity; taken: boolean } | null = null;
  if (token.item) {
    const doc = await resolve(token.item);
    const rarity = rarityOf(doc);
    if (doc && rarity) named = { rarity, taken: held({ item: token.item, name: doc.name ?? "" }, holdings()) };
  }
  const source = lootSource(token, named);
  if ("give" in source) return given(emptyCard(hero, token.chart), hero, { range: [0, 0], item: source.give, name: "", rarity: named?.rarity ?? null }, null);
  if ("roll" in source) return rollLoot(hero, source.roll, options);
  return nothing(emptyCard(hero, token.chart), "noChart", null);
}

/** A named reward (a Quest's Ending, a Secret Log) whose card may be gone: given, or rolled on its rarity's chart. */
export async function rewardUpgrade(hero: Actor, itemUuid: string, options: { pick?: "above" | "below" } = {}): Promise<LootResult> {
  const doc = await resolve(itemUuid);
  const rarity = rarityOf(doc);
  const chart = rarity ? chartForRarity(rarity) : null;
  return takeLoot(hero, { chart, item: itemUuid }, options);
}

/** A carrier Incapacitated (GM): its Loot token dropped in its space, its Fate token to the hero whose activation felled it. */
export async function dropCarried(token: Token, defeater: Actor | null = activatingHero()): Promise<{ tile: string | null; fate: string | null }> {
  requireGM(game.user);
  const actor = token.actor;
  const scene = token.parent as Scene | null;
  if (!actor || !scene || !isActorType(actor, ["eldfallHostile"])) return { tile: null, fate: null };
  const carries = actor.system.carries;
  const loot = droppedLoot(carries);
  let tile: string | null = null;
  if (loot) {
    const size = scene.grid.size;
    const cell = tokenSpace(token);
    // The chest covers the carrier's space exactly, placed by the running Foundry's tile convention (core/compat.ts).
    const [made] = (await scene.createEmbeddedDocuments("Tile", [{
      ...tilePlacement({ x: cell.x * size, y: cell.y * size, width: size, height: size }), texture: { src: "icons/svg/chest.svg" },
      flags: { realms: { [LOOT_TILE_FLAG]: loot } },
    }] as never)) as unknown as { uuid: string }[];
    tile = made?.uuid ?? null;
  }
  let fate: string | null = null;
  const party = currentParty();
  if (carries.fate.letter && party) {
    fate = defeater?.uuid ?? "";
    await gainFate({ letter: carries.fate.letter, colour: carries.fate.colour, holder: fate }, party);
  }
  if (loot || carries.fate.letter) {
    await actor.update({ system: { carries: { loot: "", lootItem: "", fate: { letter: "", colour: "" } } } });
  }
  return { tile, fate };
}

/** The hero whose activation is running now, if any. */
function activatingHero(): Actor | null {
  const id = activatingNow();
  const actor = id ? (game.combat?.combatants.get(id)?.actor as Actor | null | undefined) : null;
  return actor?.type === "eldfallHero" ? actor : null;
}

/** The space a tile stands on: the one under the middle of the rectangle it covers (read by the running Foundry's convention). */
export function tileCell(tile: TilePosition, size: number): { x: number; y: number } {
  const rect = tileRect(tile);
  return { x: Math.floor((rect.x + rect.width / 2) / size), y: Math.floor((rect.y + rect.height / 2) / size) };
}

/** Loot tokens on a space of a scene. */
export function lootTilesAt(scene: Scene, cell: { x: number; y: number }): TileDocument.Implementation[] {
  const size = scene.grid.size;
  return [...scene.tiles].filter((t) => {
    if (!realmsFlag(t, LOOT_TILE_FLAG)) return false;
    const at = tileCell(t, size);
    return at.x === cell.x && at.y === cell.y;
  });
}

/** An Interact in a space with a Loot token: the hero takes it (one token per Interact). */
export async function interactLoot(token: Token, options: { pick?: "above" | "below" } = {}): Promise<LootResult | null> {
  const scene = token.parent as Scene | null;
  const hero = token.actor;
  if (!scene || !hero || hero.type !== "eldfallHero") return null;
  const [tile] = lootTilesAt(scene, tokenSpace(token));
  if (!tile) return null;
  const loot = realmsFlag<LootToken>(tile, LOOT_TILE_FLAG)!;
  await scene.deleteEmbeddedDocuments("Tile", [tile.id!]);
  return takeLoot(hero, loot, options);
}

/** A declared Action: a hero's Interact takes a Loot token in its space. */
export async function lootOnActionDeclared({ actor, token, declaration }: DeclaredAction): Promise<void> {
  if (token && actor.type === "eldfallHero" && declaration.action === "interact") await interactLoot(token);
}

const INCAPACITATED = "realms.eldfall.incapacitated";

/** At `init`: a carrier Incapacitated drops its loot (the active GM). */
export function registerLoot(): void {
  Hooks.on("createActiveEffect", (effect) => {
    if (!isActiveGmClient() || !effect.statuses?.has(INCAPACITATED)) return;
    const actor = effect.parent as Actor | null;
    if (actor?.type !== "eldfallHostile") return;
    const token = (actor.isToken ? actor.token : actor.getActiveTokens(false, true)[0]) as Token | null | undefined;
    if (token) void dropCarried(token).catch((error: unknown) => console.error("Realms | Eldfall loot drop", error));
  });
}

export const LOOT_CHAT_ACTIONS = { lootPick: onLootPick } as const;
export const LOOT_GM_ACTIONS = [gmLootPick] as const;
export const LOOT_API = {
  /** Roll on a Loot Chart ("common" | "superior") for a hero; `pick` answers above/below in advance. GM only. */
  rollLoot,
  /** Give a named reward (an Upgrade uuid), or roll on its rarity's chart when its card is gone. GM only. */
  rewardUpgrade,
  /** Drop what a Hostile token carries (Loot token, Fate token) now, as when it is Incapacitated. GM only. */
  dropCarried: (token: Token) => dropCarried(token),
} as const;
