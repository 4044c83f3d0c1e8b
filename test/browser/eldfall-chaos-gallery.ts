/**
 * Eldfall Chaos deck entries of the browser gallery (gallery.test.ts renders them to PNG): a Day/Night card drawn
 * at Dusk with the Night effect highlighted, a Weather card applied by the Weather Check that replaced another and
 * names a field-wide Environment, and the weather HUD in Hard difficulty's Night. Synthetic cards, not box content.
 */
import { chaosCardContext, chaosCardData, CHAOS_TEMPLATE } from "../../src/rulesets/eldfall/chaos/card";
import { weatherHudData } from "../../src/rulesets/eldfall/chaos/weather-hud";
import { resolveChaos, weatherOf, type ChaosCard } from "../../src/rulesets/eldfall/chaos/rules/chaos";

const card = (n: number, kind: ChaosCard["kind"], extra: Partial<ChaosCard> = {}): ChaosCard => ({
  id: `c${n}`, name: `Chaos ${n}`, number: n, kind, effect: "", dayEffect: "", nightEffect: "", weather: { fx: "", environment: "" }, ...extra,
});

export function eldfallChaosGalleryEntries(hostileName?: string) {
  const dayNight = card(12, "dayNight", {
    name: hostileName ?? "Chaos 12", dayEffect: "Test day effect: each hero gains 1 AP.", nightEffect: "Test night effect: each Hostile gains 1 AP.",
  });
  const weather = card(31, "weather", { effect: "Test weather effect: Ranged Attacks −1 STK.", weather: { fx: "snow", environment: "hazy" } });
  const dusk = { day: 3, period: "dusk" as const };
  const fromCheck = resolveChaos(weather, dusk, "check");
  return [
    { id: "eld-chat-chaos-daynight", title: "Eldfall chat: a Day/Night Chaos card at Dusk", kind: "chat" as const, boxContent: true as const, template: CHAOS_TEMPLATE,
      context: chaosCardContext(chaosCardData(dayNight, resolveChaos(dayNight, dusk), { source: "chaos", round: 2, reshuffled: true, replaced: "", fxUnknown: "" })) },
    { id: "eld-chat-chaos-weather", title: "Eldfall chat: the Weather Check applies a Weather card", kind: "chat" as const, boxContent: true as const, template: CHAOS_TEMPLATE,
      context: chaosCardContext(chaosCardData(weather, fromCheck, { source: "check", round: null, reshuffled: false, replaced: "Chaos 8", fxUnknown: "" })) },
    { id: "eld-hud-weather", title: "Eldfall weather HUD (Hard: Night)", kind: "hud" as const, template: "templates/eldfall/chaos-weather-hud.hbs",
      context: weatherHudData({ dial: dusk, weather: weatherOf(weather, "check"), night: true, isGM: true }) },
  ];
}
