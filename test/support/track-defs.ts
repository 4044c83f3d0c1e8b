/**
 * Track definitions shaped like the rulesets still to come, for the engine's tests: the 2D6 System's hunger
 * and thirst (rules/2d6-system.txt, "Hunger & Thirst" and "Speed Effects") and Eldfall's Moon Dial (digest
 * §1.22 M90–M92, A54). They are data only; the 2D6 and Eldfall issues will declare their own.
 */
import type { TrackDef, TrackStateDef } from "../../src/core/rules/tracks";
import { lang } from "./lang";

/** Each hunger and thirst level counts as 360 turns; the counter is turns remaining, 1–2520. */
export const LEVEL = 360;

function sustenance(id: string, names: readonly string[], modifiers: readonly number[], flags: Record<number, string[]>): TrackDef {
  const states: TrackStateDef[] = names.map((name, i) => ({
    id: name, label: `TEST.${name}`, from: i === 0 ? 1 : i * LEVEL + 1,
    ...(modifiers[i] ? { modifier: modifiers[i] } : {}), ...(flags[i] ? { flags: flags[i] } : {}),
  }));
  return {
    id: `realms.twoD6.${id}`, label: `TEST.${id}`, scope: "actor", cadence: "turn", step: -1,
    initial: 4 * LEVEL + 180, min: 1, max: 7 * LEVEL, floor: 0, ceiling: 8 * LEVEL,
    // Normally capped at Satiated (the top of level 5).
    cap: 5 * LEVEL, states, overflow: { effect: "damage", amount: 1 },
    levels: { set: 180, up: 90, down: 270 }, rateStatus: "realms.twoD6.haste", group: "sustenance",
  };
}

// Famished/Parched −2 and no energy regeneration; Starving/Dehydrated/Choking/Drenched −1.
export const HUNGER = sustenance("hunger", ["famished", "starving", "hungry", "notHungry", "satiated", "bloated", "choking"], [-2, -1, 0, 0, 0, 0, -1], { 0: ["noEnergyRegen"] });
export const THIRST = sustenance("thirst", ["parched", "dehydrated", "thirsty", "notThirsty", "satiated", "hydrated", "drenched"], [-2, -1, 0, 0, 0, 0, -1], { 0: ["noEnergyRegen"] });

/**
 * Moon Dial: periods since Day 1 Midnight; four periods a day; the calamity once the Day counter would
 * reach 14 (52 advances), 10 days on Hard. Dawn and Daylight play the Day side of a card.
 */
export function moonDial(days = 13): TrackDef {
  return {
    id: "realms.eldfall.moonDial", label: "TEST.moonDial", scope: "world", cadence: "manual", step: 1,
    initial: 0, min: 0, max: days * 4 - 1, ceiling: days * 4, cycle: 4,
    states: [
      { id: "midnight", label: "TEST.midnight", from: 0, flags: ["night"] },
      { id: "dawn", label: "TEST.dawn", from: 1, flags: ["day"] },
      { id: "daylight", label: "TEST.daylight", from: 2, flags: ["day"] },
      { id: "dusk", label: "TEST.dusk", from: 3, flags: ["night"] },
    ],
    overflow: { effect: "calamity", amount: 1 },
  };
}

/** These test definitions' labels, as the 2D6 and Eldfall lang files will carry them (the double's localize fails on a missing key). */
const labels = ["hunger", "thirst", "moonDial", "torch", "out", "lit", ...[HUNGER, THIRST, moonDial()].flatMap((d) => d.states.map((s) => s.id))];
(lang as Record<string, unknown>).TEST = Object.fromEntries(labels.map((k) => [k, k[0]!.toUpperCase() + k.slice(1).replace(/([A-Z])/g, " $1")]));
