/**
 * Loot (§ LOOT, A56; pure). The Common and Superior Loot Charts are ordered tables rolled with a configurable
 * formula (1d20 by default); each row names an Upgrade. A row is available while its Upgrade card is: no hero and
 * no party storage holds it (one card per Upgrade: interpretation P2-spawn-5). A rolled row whose card is gone gives
 * way to the nearest available row above or below (the player picks when both exist). Legendary Upgrades never come
 * from Loot: such a row is never drawn. A named reward whose card is gone is rolled on the chart of its rarity.
 */
import { drawRow, type DrawAnswer, type TableRow } from "../../../../core/rules/table-draw";
import type { RARITIES } from "../../profile/rules/keys";

export const LOOT_CHARTS = ["common", "superior"] as const;
export type LootChart = (typeof LOOT_CHARTS)[number];
export type Rarity = (typeof RARITIES)[number];

/** The chart formula when a table sets none (A56). */
export const DEFAULT_LOOT_FORMULA = "1d20";

export interface LootRow {
  readonly range: readonly [number, number];
  /** The Upgrade the row names (an Item uuid); null: a text row the GM hands out by hand. */
  readonly item: string | null;
  readonly name: string;
  /** The named Upgrade's rarity, when known. */
  readonly rarity: Rarity | null;
}

/** What the heroes and the party's storage hold: the source uuids and the names of their Upgrades. */
export interface Holdings {
  readonly sources: ReadonlySet<string>;
  readonly names: ReadonlySet<string>;
}

/** A name as holdings compare it. */
export const nameKey = (name: string) => name.trim().toLowerCase();

/** Whether a row's Upgrade card is taken (held by a hero or the storage, by source or by name). */
export function held(row: Pick<LootRow, "item" | "name">, holdings: Holdings): boolean {
  if (!row.item) return false;
  return holdings.sources.has(row.item) || holdings.names.has(nameKey(row.name));
}

/** Whether a row may be drawn now: never a Legendary; a text row always; an Upgrade while its card is not taken. */
export function lootAvailable(row: LootRow, holdings: Holdings): boolean {
  if (row.rarity === "legendary") return false;
  return !held(row, holdings);
}

/** Rows sorted by range, as the table draw reads them. */
export function sortedRows<R extends { range: readonly [number, number] }>(rows: readonly R[]): R[] {
  return [...rows].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
}

/** The draw for a roll on a chart (rows in range order). */
export function drawLoot(rows: readonly LootRow[], roll: number, holdings: Holdings): DrawAnswer {
  const table: TableRow[] = rows.map((r) => ({ range: r.range, available: lootAvailable(r, holdings) }));
  return drawRow(table, roll);
}

/** A named reward whose card is gone: the chart to roll on instead (null: Limited or Legendary, which no chart holds). */
export function chartForRarity(rarity: Rarity): LootChart | null {
  return rarity === "common" || rarity === "superior" ? rarity : null;
}

/** A Loot token (M82, § LOOT): its chart, and the Upgrade it names when it names one ("Common Loot (Medicine)"). */
export interface LootToken { readonly chart: LootChart | null; readonly item: string }

/** What a Hostile's `carries` makes it drop when Incapacitated; null: nothing. */
export function droppedLoot(carries: { loot: "" | LootChart; lootItem: string }): LootToken | null {
  if (!carries.loot && !carries.lootItem) return null;
  return { chart: carries.loot || null, item: carries.lootItem };
}

/**
 * What taking a Loot token does: the Upgrade it names while that card is left; else a roll on its chart (a named
 * Upgrade that is gone: on the chart of the Upgrade's rarity); null chart: nothing to roll on.
 */
export function lootSource(token: LootToken, named: { rarity: Rarity; taken: boolean } | null): { give: string } | { roll: LootChart } | { nothing: true } {
  if (token.item && named && !named.taken && named.rarity !== "legendary") return { give: token.item };
  const chart = token.item && named ? chartForRarity(named.rarity) ?? token.chart : token.chart;
  return chart ? { roll: chart } : { nothing: true };
}
