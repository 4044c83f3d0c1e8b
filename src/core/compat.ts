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

/* --- Tiles: where a tile's `x`/`y` sits on it (Eldfall's loot chest places and finds its tiles through these) --- */

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
