/** Reads Elvendor state out of Foundry documents for the pure rules (thin; no decisions here). */
import { readConditions } from "../../../core/effects";
import { realmsFlag } from "../../../core/flags";
import type { ActiveCondition } from "../../../core/rules/conditions";
import type { Tile } from "../../../core/rules/grid";
import { sceneWeather } from "../../../core/weather";
import { combatantOfActor, tokenOfActor } from "../../../core/token-lookup";
import { EMPTY_WEATHER, type WeatherState } from "../combat/cards";
import type { DetectionContext } from "./rules/noise";
import { activeCard } from "./rules/mapcord";
import { currentNoise, windFromDice } from "./rules/weather";
import type { Precipitation, TimeOfDay } from "./rules/tables";
import { bool, int, nullable, object, oneOf, partial } from "../../../core/payload";
import { MAX_GAME_NUMBER } from "../../../core/dice/guard";

export const conditionsOf = (actor: Actor.Implementation): ActiveCondition[] => readConditions(actor.effects as Iterable<never>);

const TIMES = ["sunrise", "day", "sunset", "night"] as const satisfies readonly TimeOfDay[];
const SKIES = ["clear", "fog", "rain"] as const satisfies readonly Precipitation[];
const count = int(0, MAX_GAME_NUMBER);
const SCENARIO_WEATHER = object({
  status: int(1, 6), timeOfDay: oneOf(TIMES), precipitation: oneOf(SKIES), windModifier: count, noiseModifier: count,
  wind: object({ from: int(1, 12), to: int(1, 12), swirling: bool, speed: count }),
});
/** The scene weather state's shape (the ruleset's `weatherState`): the GM's weather writes name only these keys. */
export const WEATHER_STATE = partial({ weather: nullable(SCENARIO_WEATHER), noiseBase: count, windBase: count, noiseAdded: count, mapCord: nullable(int(1, 12)) });

/** The scene's weather state; keys it no longer has are left out, so a write built from it keeps to WEATHER_STATE. */
export function weatherOf(scene: Scene.Implementation | null | undefined): WeatherState {
  const stored = sceneWeather<Record<string, unknown>>(scene) ?? {};
  return { ...EMPTY_WEATHER, ...Object.fromEntries(Object.keys(EMPTY_WEATHER).filter((k) => Object.hasOwn(stored, k)).map((k) => [k, stored[k]])) };
}

/** The active Map Cord card: the scenario's fixed card (scene flag) as soon as it is set, else the rolled one. */
export function mapCordOf(scene: Scene.Implementation | null | undefined): number | null {
  return activeCard(weatherOf(scene).mapCord, scene ? realmsFlag<number>(scene, "fixedMapCord") ?? null : null);
}

/** Spawn zones a scenario allows (cells 1–12, row by row), or null for the whole map. */
export function spawnZonesOf(scene: Scene.Implementation | null | undefined): number[] | null {
  const zones = scene ? realmsFlag<number[]>(scene, "spawnZones") : undefined;
  return Array.isArray(zones) && zones.length ? zones : null;
}

/** Detection inputs for a scene; before the weather roll it is a calm day at the base noise. */
export function detectionContextOf(scene: Scene.Implementation | null | undefined): DetectionContext {
  const w = weatherOf(scene);
  return {
    noise: currentNoise(w.noiseBase, w.weather?.noiseModifier ?? 0, w.noiseAdded),
    timeOfDay: w.weather?.timeOfDay ?? "day",
    precipitation: w.weather?.precipitation ?? "clear",
    wind: w.weather?.wind ?? windFromDice(1, 1, 0),
  };
}

/** A token's square on the grid. */
export function tileOf(token: { x: number; y: number } | null | undefined, scene: Scene.Implementation | null | undefined): Tile {
  const size = scene?.grid.size ?? 100;
  return { x: Math.round((token?.x ?? 0) / size), y: Math.round((token?.y ?? 0) / size) };
}

export const tokenOf = tokenOfActor;

export interface CombatTurnState { apLeft: number; apMax: number; reactionsUsed: number }

export function combatantOf(actor: Actor.Implementation): Combatant.Implementation | null {
  return combatantOfActor(game.combat, actor);
}

export function turnStateOf(combatant: Combatant.Implementation | null): CombatTurnState | null {
  return combatant ? realmsFlag<CombatTurnState>(combatant, "turn") ?? null : null;
}

/** DEF/Defense, SAV/Saves and ARMOR whatever the actor type. */
export function defenses(actor: Actor.Implementation): { def: number; sav: number; armor: number; act: number } {
  const system: unknown = actor.system;
  const s = system as Record<string, unknown> & { attributes?: Record<string, number>; secondary?: Record<string, number> };
  if (actor.type === "elvendorEnemy") return { def: Number(s.defense), sav: Number(s.saves), armor: Number(s.armor), act: Number(s.actions) };
  if (actor.type === "elvendorCompanion") return { def: s.attributes!.def!, sav: s.attributes!.sav!, armor: s.attributes!.armor!, act: Number(s.ap) };
  return { def: s.attributes!.def!, sav: s.attributes!.sav!, armor: s.secondary!.armor!, act: s.attributes!.act! };
}

/** Actions a combatant gets at the start of its turn (the ruleset's `actionPoints`; the turn flow uses it). */
export function actionPointsOf(actor: Actor.Implementation): number {
  return defenses(actor).act;
}
