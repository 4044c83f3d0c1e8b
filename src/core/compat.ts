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
