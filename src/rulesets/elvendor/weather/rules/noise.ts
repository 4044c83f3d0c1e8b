import { tileDistance, type Tile } from "../../../../core/rules/grid";
import type { ElvendorOptions } from "../../options/rules/options";
import type { Precipitation, TimeOfDay } from "./tables";
import type { Wind } from "./weather";
import { windRelation, windStrength } from "./wind";

export interface Detector { readonly alert: number; readonly detection: number | null }

/** Base detection radius: the card's own value, else Alert + offset (the Spider: Alert 4 → 3 tiles). */
export function baseDetection(enemy: Detector, options: ElvendorOptions): number {
  return enemy.detection ?? Math.max(0, enemy.alert + options.detectionAlertOffset);
}

export interface DetectionContext {
  readonly noise: number;
  readonly timeOfDay: TimeOfDay;
  readonly precipitation: Precipitation;
  readonly wind: Wind;
}

/** Each modifier to the radius with its source, for the HUD and chat cards. */
export function detectionModifiers(ctx: DetectionContext, options: ElvendorOptions, noiseVector?: { x: number; y: number }) {
  const mods: { source: string; value: number }[] = [{ source: "noise", value: ctx.noise - options.neutralNoise }];
  if (ctx.precipitation === "fog") mods.push({ source: "fog", value: -options.fogDetection });
  // "Rain enhances sound dampening slightly": noise carries less far.
  if (ctx.precipitation === "rain") mods.push({ source: "rain", value: -options.rainDetection });
  if (ctx.timeOfDay === "night") mods.push({ source: "night", value: -options.nightDetection });
  if (noiseVector) {
    const relation = windRelation(ctx.wind, noiseVector);
    const tiles = options.windDetection * windStrength(ctx.wind.speed);
    if (relation === "with") mods.push({ source: "windWith", value: tiles });
    if (relation === "against") mods.push({ source: "windAgainst", value: -tiles });
  }
  return mods.filter((m) => m.value !== 0);
}

/** Tiles within which the enemy notices heroes: base + (noise − neutral) and weather, never below 0. */
export function detectionRadius(enemy: Detector, ctx: DetectionContext, options: ElvendorOptions, noiseVector?: { x: number; y: number }): number {
  const total = detectionModifiers(ctx, options, noiseVector).reduce((sum, m) => sum + m.value, baseDetection(enemy, options));
  return Math.max(0, total);
}

/** Noise travels from the hero to the enemy, so the wind is judged along that line. */
export function isDetected(enemy: Detector & { position: Tile }, hero: { position: Tile }, ctx: DetectionContext, options: ElvendorOptions): boolean {
  const vector = { x: enemy.position.x - hero.position.x, y: enemy.position.y - hero.position.y };
  return tileDistance(enemy.position, hero.position) <= detectionRadius(enemy, ctx, options, vector);
}

/**
 * The detection ring around an enemy token, in pixels relative to the token's top-left corner: centred on the
 * token, out to the middle of the last tile it covers (radius + ½ tile). The canvas (weather.ts) and the gallery draw it.
 */
export function detectionRing(token: { readonly w: number; readonly h: number }, radius: number, gridSize: number): { x: number; y: number; r: number } {
  return { x: token.w / 2, y: token.h / 2, r: (radius + 0.5) * gridSize };
}
