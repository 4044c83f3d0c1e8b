/** `game.realms.elvendor`: the functions macros, scenario scripts and other modules may call (listed in docs/api.md). */
import { eventSpawn, spawn } from "./enemies/enemy";
import { applyConditionTo, removeConditionFrom } from "./conditions/conditions";
import { fixMapCord, restrictSpawnZones, rollScenarioWeather, setScenarioBase } from "./weather/weather";

export const ELVENDOR_API = {
  /** GM: roll the scenario weather (status, wind, noise, Map Cord card) for the viewed scene and post it to chat. */
  rollWeather: rollScenarioWeather,
  /** GM: place a token of `actor` in sector `sector` (1–12) of the viewed scene's active Map Cord card. */
  spawn,
  /** GM: an event's "spawn enemy": a D12 on the active Map Cord card, rerolled outside the scenario's spawn zones. */
  eventSpawn,
  /** Apply condition `id` to `actor` through the rules (cap of two, immunities), with an optional `{tier, value, rounds}`. */
  applyCondition: applyConditionTo,
  /** Remove condition `id` from `actor` (a notice says why: "ended" or "expired"). */
  removeCondition: removeConditionFrom,
  /** GM: fix the viewed scene's Map Cord card (1–12), or null to go back to the rolled one. */
  fixMapCord,
  /** GM: the zones (1–12) where event spawns may land on the viewed scene; null or [] lifts the restriction. */
  restrictSpawnZones,
  /** GM: the viewed scene's base noise and wind (`{noise, wind}`, whole numbers ≥ 0); the weather roll adds to them. */
  setScenarioBase,
};
