/**
 * What differs between Foundry v13 and v14, in one place: every other module asks here instead of branching on
 * the version itself. Branches read `game.release.generation`; v14-only constants are read with optional chaining
 * so v13 (which lacks them) takes the fallback. Nothing here changes documents.
 */

/** The running Foundry generation (13 or 14; later ones behave as 14 until they need their own branch). */
export function foundryGeneration(): number {
  return game.release?.generation ?? 13;
}

/** Whether the running Foundry has the v14 APIs (showIcon, region shapes v2, tile anchors, Scene Levels). */
export function isV14(): boolean {
  return foundryGeneration() >= 14;
}

/** The edge (wall) sense types: `CONST.EDGE_SENSE_TYPES` from v14, `WALL_SENSE_TYPES` (deprecated there, gone in v16) before. */
export function edgeSenseTypes(): typeof CONST.WALL_SENSE_TYPES {
  const edge = (CONST as { EDGE_SENSE_TYPES?: typeof CONST.WALL_SENSE_TYPES }).EDGE_SENSE_TYPES;
  return edge ?? CONST.WALL_SENSE_TYPES;
}

// ── Scene Levels (space: zones, walls, line of sight) ─────────────────────────────────────────────────────────
// v14 puts tokens, walls and regions on a scene's Levels: a token's `level` is one level's id; a wall's and a
// region's `levels` are level ids (a Set once prepared, an array or null in source data), empty = every level.
// v13 has one level and none of these fields: every reader below answers as if everything shared one level.

/** The id of the level a token stands on; null in v13 (one level) or when the token names none. */
export function tokenLevel(token: object): string | null {
  if (!isV14()) return null;
  const level = (token as { readonly level?: unknown }).level;
  return typeof level === "string" && level ? level : null;
}

/** Whether a wall or region takes part on `level` (null: no level asked for, as in v13: it does). */
export function onLevel(doc: object, level: string | null): boolean {
  if (level === null || !isV14()) return true;
  const levels = (doc as { readonly levels?: unknown }).levels;
  if (levels instanceof Set) return levels.size === 0 || levels.has(level);
  if (Array.isArray(levels)) return levels.length === 0 || levels.includes(level);
  return true;
}

/**
 * The elevation a level's floor stands at, where a space on it is tested: its `elevation.bottom`, or for a level
 * open below min(top, 0), as v14's `Level#elevation.base` reads it; 0 in v13 (one level) or when unknown.
 */
export function levelFloor(scene: object, level: string | null): number {
  if (level === null || !isV14()) return 0;
  const levels = (scene as { readonly levels?: unknown }).levels as { get?(id: string): { elevation?: { bottom?: unknown; top?: unknown } } | undefined } | undefined;
  const { bottom, top } = levels?.get?.(level)?.elevation ?? {};
  if (typeof bottom === "number" && Number.isFinite(bottom)) return bottom;
  return typeof top === "number" && Number.isFinite(top) ? Math.min(top, 0) : 0;
}

/** The ids of a scene's levels, in the scene's order; [null] in v13 (its one level). */
export function sceneLevels(scene: object): (string | null)[] {
  if (!isV14()) return [null];
  const levels = (scene as { readonly levels?: unknown }).levels as Iterable<{ readonly id?: unknown }> | undefined;
  const ids = levels && typeof (levels as { [Symbol.iterator]?: unknown })[Symbol.iterator] === "function"
    ? [...levels].map((l) => l.id).filter((id): id is string => typeof id === "string" && !!id) : [];
  return ids.length ? ids : [null];
}

// ── Condition icons on tokens (ActiveEffect#showIcon) ────────────────────────────────────────────────────────
// v14 draws an effect's icon only for `showIcon` ALWAYS, or CONDITIONAL (its default) while the effect is
// temporary; our condition effects carry no core duration (our boundary engine expires them, v14's expiry must
// never see them), so they ask for ALWAYS. v13 has no such field and draws every effect that carries a status.

/** `CONST.ACTIVE_EFFECT_SHOW_ICON` on v14; undefined on v13. */
function showIconChoices(): { NEVER: number; CONDITIONAL: number; ALWAYS: number } | undefined {
  return isV14() ? (CONST as { ACTIVE_EFFECT_SHOW_ICON?: { NEVER: number; CONDITIONAL: number; ALWAYS: number } }).ACTIVE_EFFECT_SHOW_ICON : undefined;
}

/** Creation data that draws an effect's icon whatever its duration: `{showIcon: ALWAYS}` on v14, nothing on v13. */
export function alwaysShownIcon(): { showIcon?: number } {
  const always = showIconChoices()?.ALWAYS;
  return always === undefined ? {} : { showIcon: always };
}

/**
 * Prepared data (never the source) of an ActiveEffect (its `statuses` named only so v13's class, which has no
 * `showIcon`, is accepted): left at v14's CONDITIONAL default — as every one stored before the upgrade loads — it is
 * drawn ALWAYS. A deliberate NEVER stays. Nothing on v13.
 */
export function promoteShownIcon(effect: { showIcon?: number; readonly statuses: ReadonlySet<string> }): void {
  const choices = showIconChoices();
  if (choices && effect.showIcon === choices.CONDITIONAL) effect.showIcon = choices.ALWAYS;
}

// ── Declarations that differ between v13 and v14 (npm's foundry-vtt-types 13.345 vs the League's main, 14.366;
// `npm run typecheck:v14`). Types only: Foundry behaves alike here, only the declarations name things differently.

/** The parameters of a function's first signature (v14's declarations add deprecated overloads after the current one). */
type FirstSignatureParameters<F> = F extends { (...args: infer A): unknown; (...args: infer _B): unknown } ? A
  : F extends (...args: infer A) => unknown ? A : never;

/**
 * The create options a document class's `createDialog` takes second and passes on to `create`: v13 declares them as
 * `Database.DialogCreateOptions`, v14 as `Database.CreateDocumentsOperation`.
 */
export type DialogCreateOptions<F> = NonNullable<FirstSignatureParameters<F>[1]>;

/**
 * Whether a sheet registered for a sub-type (an entry of `CONFIG[documentName].sheetClasses[subType]`) is its default:
 * v13 declares the entry's flag as `default`, v14 as `makeDefault` (the registration option it comes from).
 */
export function sheetIsDefault(entry: { readonly default?: boolean; readonly makeDefault?: boolean }): boolean {
  return entry.default ?? entry.makeDefault ?? false;
}

/**
 * ActorSheetV2 with the drop handlers Foundry calls for a dropped Actor or Item. Foundry v13 has them too, but only
 * v14's declarations list them, so a sheet overriding them compiles against one set and not the other; the Realms
 * sheet base is typed as this class (at runtime it is the real ActorSheetV2) so the overrides compile against both.
 */
export declare abstract class ActorSheetWithDrops extends foundry.applications.sheets.ActorSheetV2 {
  protected _onDropActor(event: DragEvent, actor: Actor.Implementation): Promise<Actor.Implementation | null>;
  protected _onDropItem(event: DragEvent, item: Item.Implementation): Promise<Item.Implementation | null>;
}

// ── Tiles: where a tile's `x`/`y` sits on it (Eldfall's loot chest places and finds its tiles through these) ──

/** A tile's rectangle on the scene: its top-left corner and size, in pixels. */
export interface TileRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A tile's stored position: v14 adds its anchor (TileData `anchorX`/`anchorY`, fractions of its size). */
export interface TilePosition extends TileRect {
  readonly anchorX?: number;
  readonly anchorY?: number;
}

/** v14's anchor for new tiles: the centre, so a tile rotates about its middle. */
const TILE_ANCHOR = 0.5;

/**
 * The position data that lays a tile over `rect`. v13: `x`/`y` is the top-left corner. v14: `x`/`y` is the
 * anchor point, so the anchor is stated (the centre, v14's default) and the point put there; rounded, since a
 * tile's coordinates are whole pixels.
 */
export function tilePlacement(rect: TileRect): TilePosition {
  const { x, y, width, height } = rect;
  if (!isV14()) return { x, y, width, height };
  return { x: x + Math.round(width * TILE_ANCHOR), y: y + Math.round(height * TILE_ANCHOR), width, height, anchorX: TILE_ANCHOR, anchorY: TILE_ANCHOR };
}

/** The rectangle a stored tile covers: v14 reads it back from the tile's own anchor (the centre when it has none). */
export function tileRect(tile: TilePosition): TileRect {
  const { x, y, width, height } = tile;
  if (!isV14()) return { x, y, width, height };
  return { x: x - Math.round(width * (tile.anchorX ?? TILE_ANCHOR)), y: y - Math.round(height * (tile.anchorY ?? TILE_ANCHOR)), width, height };
}
