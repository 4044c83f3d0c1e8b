/**
 * Eldfall environments on a scene: the ten environments and the Slots override as zone kinds of the core's
 * `realms.zone` RegionBehavior, and the queries the rules read them through (a space, the spaces a line crosses,
 * a token). Field-wide environments (Quest Rules; Hard difficulty's Night) are the scene's
 * `flags.realms.eldfallField` list; a scene-wide slot count is its `flags.realms.eldfallSlots`. On a scene with
 * Levels (v14) the zones of one level are read (a token's own; a space's when the caller names it).
 */
import { realmsFlag } from "../../../core/flags";
import type { Tile } from "../../../core/rules/grid";
import { levelPlace, registerZoneKind, sceneZones, tokenCells, tokenPlace, zoneKinds, type ZonePlace } from "../../../core/zones";
import type { ZoneIndex } from "../../../core/rules/zones";
import { DEFAULT_SPACE_SLOTS } from "./rules/space";
import { environmentKind, environmentsFromZones, SLOTS_KIND, withFieldWide, type EnvironmentAt } from "./rules/environments";
import { ENVIRONMENTS, type EnvironmentId } from "../profile/rules/keys";
import { callAllHooks } from "../../../core/ruleset-hooks";
import type { EldfallHooks } from "../hooks";

/** Lang key of an environment's name. */
export const environmentLabel = (env: EnvironmentId) => `REALMS.Eldfall.Space.Environment.${env}`;

/** At `init`: the zone kinds (before the core registers the zone behavior, whose kind choices read them). */
export function registerEldfallZoneKinds(): void {
  const known = new Set(zoneKinds().map((k) => k.id));
  for (const env of ENVIRONMENTS) if (!known.has(environmentKind(env))) registerZoneKind({ id: environmentKind(env), label: environmentLabel(env) });
  if (!known.has(SLOTS_KIND)) registerZoneKind({ id: SLOTS_KIND, label: "REALMS.Eldfall.Space.Environment.spaceSlots" });
}

/** The scene's field-wide environments: the Quest Rules' list and what the features listening add (the weather, Hard's Night), each once. */
export function fieldEnvironments(scene: Scene.Implementation): EnvironmentId[] {
  const list = realmsFlag<unknown>(scene, "eldfallField");
  const own = Array.isArray(list) ? list.filter((e): e is EnvironmentId => ENVIRONMENTS.includes(e as EnvironmentId)) : [];
  const asked = callAllHooks<EldfallHooks, "realms.eldfall.fieldEnvironments">("realms.eldfall.fieldEnvironments", { scene, environments: [] });
  return [...new Set([...own, ...asked.environments])];
}

/** Environments of a scene (on one level's floor, or where a token stands) read once, for many questions in one check (a move, a resolution). */
export class SceneEnvironments {
  readonly index: ZoneIndex;
  readonly field: readonly EnvironmentId[];
  readonly #slotsDefault: number;

  constructor(scene: Scene.Implementation, defaultSlots: number, place: ZonePlace = levelPlace(scene)) {
    this.index = sceneZones(scene, place);
    this.field = fieldEnvironments(scene);
    const flag = realmsFlag<unknown>(scene, "eldfallSlots");
    this.#slotsDefault = typeof flag === "number" && Number.isInteger(flag) && flag > 0 ? flag : defaultSlots;
  }

  at(cell: Tile): EnvironmentAt[] {
    return withFieldWide(environmentsFromZones(this.index.at(cell)), this.field);
  }

  /** Environments on the spaces a straight line crosses between its ends (not the ends' own, A33). */
  between(a: Tile, b: Tile): EnvironmentAt[] {
    return environmentsFromZones(this.index.onLine(a, b, { ends: false }));
  }

  over(cells: readonly Tile[]): EnvironmentAt[] {
    return withFieldWide(environmentsFromZones(this.index.over(cells)), this.field);
  }

  /** Slots of a space: the smallest Slots zone over it, else the scene's count, else the world's (A28). */
  slots(cell: Tile): number {
    const values = this.index.at(cell, SLOTS_KIND).map((z) => z.value).filter((v): v is number => typeof v === "number" && v >= 0);
    return values.length ? Math.floor(Math.min(...values)) : this.#slotsDefault;
  }
}

/** Environments on one space of a scene (field-wide ones included), on `level` (v14; null: every level's zones). */
export function environmentsAt(scene: Scene.Implementation, cell: Tile, level: string | null = null): EnvironmentAt[] {
  return new SceneEnvironments(scene, DEFAULT_SPACE_SLOTS, levelPlace(scene, level)).at(cell);
}

/** Environments on the spaces a line between two spaces crosses, the two end spaces left out, on `level` (v14). */
export function environmentsOnLine(scene: Scene.Implementation, a: Tile, b: Tile, level: string | null = null): EnvironmentAt[] {
  return new SceneEnvironments(scene, DEFAULT_SPACE_SLOTS, levelPlace(scene, level)).between(a, b);
}

/** Environments on the spaces a token covers, on its level and elevation (field-wide ones included). */
export function environmentsOfToken(token: TokenDocument.Implementation): EnvironmentAt[] {
  const scene = token.parent;
  return scene ? new SceneEnvironments(scene, DEFAULT_SPACE_SLOTS, tokenPlace(token)).over(tokenCells(token)) : [];
}
