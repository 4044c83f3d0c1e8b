/** The weather card's family and kind: its typed data, template and context (core/chat/card-family.ts). */
import { boolField, choiceField, defineCardFamily, intField } from "../../../core/chat/card-family";
import { chatTemplate as T } from "../config";
import { ElvendorWeatherRoll } from "../rolls";
import { weatherCardContext, type WeatherCard } from "./cards";

type Fields = typeof foundry.data.fields;
const faces = (f: Fields) => new f.ArrayField(intField(f, { min: 1 }), { required: true, initial: [] });
const segment = (f: Fields) => intField(f, { min: 1, max: 12 });

/** The weather family: every field of WeatherCard, the dice by the roll's groups (ElvendorWeatherRoll.groups, and the map cord). */
export const WEATHER_FAMILY = defineCardFamily<WeatherCard>({
  type: "elvendorWeather", version: 1,
  schema: (f) => ({
    weather: new f.SchemaField({
      status: intField(f), timeOfDay: choiceField(f, ["sunrise", "day", "sunset", "night"]), precipitation: choiceField(f, ["clear", "fog", "rain"]),
      wind: new f.SchemaField({ from: segment(f), to: segment(f), swirling: boolField(f), speed: intField(f) }, { required: true, nullable: false }),
      windModifier: intField(f), noiseModifier: intField(f),
    }, { required: true, nullable: false }),
    dice: new f.SchemaField({ status: faces(f), direction: faces(f), speed: faces(f), noise: faces(f), mapCord: faces(f) }, { required: true, nullable: false }),
    mode: choiceField(f, ["normal", "hard", "heroic"]),
    mapCord: intField(f, { min: 1, nullable: true }),
  }),
});

export const WEATHER_CARD = WEATHER_FAMILY.kind({ id: ElvendorWeatherRoll.CARD_KIND, legacy: { rollClass: "ElvendorWeatherRoll" }, parts: [{ template: T("weather"), context: weatherCardContext }] });
