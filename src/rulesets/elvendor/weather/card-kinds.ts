/** The weather card's kind: its template and context (core/chat/card-kinds.ts). */
import { defineCardKind } from "../../../core/chat/card-kinds";
import { chatTemplate as T } from "../config";
import { ElvendorWeatherRoll } from "../rolls";
import { weatherCardContext, type WeatherCard } from "./cards";

export const WEATHER_CARD = defineCardKind<WeatherCard>({ id: ElvendorWeatherRoll.CARD_KIND, legacy: { rollClass: "ElvendorWeatherRoll" }, parts: [{ template: T("weather"), context: weatherCardContext }] });
