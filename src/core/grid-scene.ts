/**
 * A scene as the orthogonal geometry sees it (core/rules/grid-*.ts): a board of grid cells the size of the scene
 * (padding included, so cell (0,0) is the canvas origin, as token and region coordinates are), and its walls as
 * blocked edges. A wall blocks movement unless its movement type is "none" or it is an open door; it blocks sight
 * unless its sight type is "none" or it is an open door (limited, proximity and distance sight walls count as
 * blocking: the board has no light or distance to weigh them by). On a scene with Levels (v14) the board of a level
 * holds only the walls on that level (a wall with no levels stands on every one).
 */
import { Board, MAX_BOARD_SIDE } from "./rules/grid-board";
import { wallEdges, type WallSegment } from "./rules/grid-walls";
import { edgeSenseTypes, onLevel } from "./compat";

/** A scene's walls on one level (null: every wall, as in v13) as segments the pure geometry reads. */
export function wallSegments(scene: Scene.Implementation, level: string | null = null): WallSegment[] {
  const segments: WallSegment[] = [];
  const sense = edgeSenseTypes();
  for (const wall of scene.walls) {
    if (!onLevel(wall, level)) continue;
    const open = wall.door !== CONST.WALL_DOOR_TYPES.NONE && wall.ds === CONST.WALL_DOOR_STATES.OPEN;
    segments.push({ c: [...wall.c], move: !open && wall.move !== CONST.WALL_MOVEMENT_TYPES.NONE, sight: !open && wall.sight !== sense.NONE });
  }
  return segments;
}

/** The board of a scene's level (null: every wall), or a localized error when the scene is not a square grid the geometry can hold. */
export function sceneBoard(scene: Scene.Implementation, level: string | null = null): Board {
  if (scene.grid.type !== CONST.GRID_TYPES.SQUARE) throw new Error(game.i18n.localize("REALMS.Grid.NotSquare"));
  const size = scene.grid.size;
  const width = Math.ceil(scene.dimensions.width / size);
  const height = Math.ceil(scene.dimensions.height / size);
  if (width > MAX_BOARD_SIDE || height > MAX_BOARD_SIDE) {
    throw new Error(game.i18n.format("REALMS.Grid.TooLarge", { width: String(width), height: String(height), max: String(MAX_BOARD_SIDE) }));
  }
  return new Board(width, height, wallEdges(wallSegments(scene, level), size, width, height));
}
