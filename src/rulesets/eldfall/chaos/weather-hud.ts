/** The weather HUD's context (pure of Foundry, so the gallery renders it too): the dial, the current Weather and what covers the field. */
import { envName } from "./card";
import { chaosFieldEnvironments, type CurrentWeather } from "./rules/chaos";
import type { MoonDial } from "../party/rules/moon-dial";

/** The HUD's context from what it shows: the dial, the weather in effect, whether Night's Dark applies. */
export function weatherHudData({ dial, weather, night, isGM }: { dial: MoonDial; weather: CurrentWeather | null; night: boolean; isGM: boolean }): Record<string, unknown> {
  return {
    isGM, day: dial.day, period: dial.period, periodLabel: `REALMS.Eldfall.Moon.${dial.period}`, night, weather,
    fieldWide: chaosFieldEnvironments(weather, night).map(envName),
  };
}
