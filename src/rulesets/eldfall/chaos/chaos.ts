/**
 * The Chaos deck on the GM's client (M85–M88, A55): at each Hostile Turn's Chaos Phase one card is drawn from the
 * world's Eldfall Chaos deck through the core deck engine, posted, resolved and discarded; a Weather card instead
 * stays out on the deck's "current weather" pile until another replaces it or the Quest ends. The Weather Check at
 * Quest start reveals the top four, applies a Weather card among them (the GM chooses when there are several) and
 * shuffles the rest back. Each step returns what it did, for the GM's macros and the tests.
 */
import { eldfallDeck, flaggedStacks } from "./decks";
import { postCard } from "../../../core/chat/cards";
import { FormDialog, CONFIRM_TEMPLATE } from "../../../core/apps/form-dialog";
import { drawCards, discardCards, revealAndShuffleBack } from "../../../core/decks/operations";
import { cardData, createPile, deckOptions, deckState, type Stack, type StackCard } from "../../../core/decks/stacks";
import type { Random } from "../../../core/rules/deck";
import { noticeContext, NOTICE_CARD } from "../../../core/notices";
import { ref } from "../../../core/refs";
import type { ChaosSystem } from "../models/campaign-specs";
import {
  applyWeather, planWeatherCheck, resolveChaos, weatherAtQuestEnd, weatherChoice, WEATHER_CHECK_REVEAL,
  type ChaosCard, type ChaosResolution, type CurrentWeather,
} from "./rules/chaos";
import { CHAOS_CARD, chaosCardData } from "./card";
import { currentDial } from "../party/state";
import { currentWeather, setEldfallWeather, weatherScene } from "./weather";

/** `flags.realms.eldfall.deck` of the current-weather pile (the Chaos deck's is "chaos", ./decks.ts). */
export const WEATHER_PILE_ROLE = "chaosWeather";
const CHAOS_TYPE = "eldfallChaos";
const L = "REALMS.Eldfall.ChaosDeck";

/** The pile a Weather card in effect lies on, face up; made (visible to all) the first time it is needed. */
export async function weatherPile(deck: Stack): Promise<Stack> {
  const found = flaggedStacks("pile", "deck", WEATHER_PILE_ROLE)[0];
  if (found) return found;
  const pile = await createPile(game.i18n.format(`${L}.weatherPile`, { deck: deck.name ?? "" }), { default: 2 }, { eldfall: { deck: WEATHER_PILE_ROLE } });
  if (!pile) throw new Error("The current-weather pile was not created");
  return pile;
}

/** A card's Chaos data, or null when it is not a Chaos card. */
export function chaosCardOf(card: StackCard): (ChaosCard & { img: string }) | null {
  const data = cardData<ChaosSystem>(card, CHAOS_TYPE, () => null);
  if (!data) return null;
  const face = card.face === null || card.face === undefined ? null : card.faces[card.face] ?? null;
  return {
    id: card.id ?? "", name: card.name ?? "", img: face?.img || card.img || "", number: data.number, kind: data.kind,
    effect: data.effect, dayEffect: data.dayEffect, nightEffect: data.nightEffect, weather: data.weather,
  };
}

const gmNotice = (key: string, data: Record<string, string> = {}) =>
  postCard(NOTICE_CARD.id, noticeContext(ref(null), game.i18n.format(key, data)), { gmOnly: true });

export type ChaosDrawStatus = "drawn" | "noDeck" | "empty" | "notChaos" | "gmOnly";

export interface ChaosDrawResult {
  readonly status: ChaosDrawStatus;
  readonly card: { readonly id: string; readonly name: string } | null;
  readonly resolution: ChaosResolution | null;
  readonly reshuffled: boolean;
  /** The weather the drawn Weather card ended. */
  readonly replaced: CurrentWeather | null;
}

const nothing = (status: ChaosDrawStatus): ChaosDrawResult => ({ status, card: null, resolution: null, reshuffled: false, replaced: null });

/**
 * Put a Weather card in effect on a scene (A55): the card that was in effect goes to the discard pile, the new one
 * lies on the current-weather pile, and the scene's weather state and effect follow.
 */
async function putWeather(deck: Stack, from: Stack, weather: CurrentWeather, scene: Scene.Implementation) {
  const pile = await weatherPile(deck);
  const change = applyWeather(currentWeather(scene), weather);
  const stale = pile.cards.filter((c) => c.id !== weather.cardId).map((c) => c.id ?? "");
  if (stale.length) await discardCards(pile, stale);
  if (from.id !== pile.id) await from.pass(pile, [weather.cardId], { action: "pass", chatNotification: false });
  const { fxUnknown } = await setEldfallWeather(scene, change.weather);
  return { replaced: change.replaced, fxUnknown: fxUnknown ?? "" };
}

/** The Chaos Phase (M87): draw one card, post it, resolve it, discard it (a Weather card stays out as the weather). */
export async function drawChaos(combat: Combat.Implementation | null, round: number | null, options: { random?: Random } = {}): Promise<ChaosDrawResult> {
  if (!game.user.isGM) {
    ui.notifications?.error(`${L}.Errors.gmOnly`, { localize: true });
    return nothing("gmOnly");
  }
  const found = await eldfallDeck("chaos");
  const deck = found?.deck;
  const discard = found?.discard;
  if (!deck || !discard) {
    await gmNotice(`${L}.Errors.noDeck`);
    return nothing("noDeck");
  }
  const state = deckState(deck);
  const reshuffled = !state.draw.length;
  if (reshuffled && !(deckOptions(deck).reshuffle && state.discard.length)) {
    await gmNotice(state.discard.length ? `${L}.Errors.emptyNoReshuffle` : `${L}.Errors.empty`, { count: String(state.discard.length) });
    return nothing("empty");
  }
  const [drawn] = await drawCards(deck, 1, { random: options.random });
  const card = drawn ? chaosCardOf(drawn) : null;
  if (!drawn || !card) {
    await gmNotice(`${L}.Errors.notChaos`, { name: drawn?.name ?? "?" });
    return { ...nothing("notChaos"), reshuffled };
  }
  const resolution = resolveChaos(card, currentDial(), "chaos");
  let replaced: CurrentWeather | null = null;
  let fxUnknown = "";
  if (resolution.weather) {
    const scene = weatherScene(combat);
    if (scene) ({ replaced, fxUnknown } = await putWeather(deck, discard, resolution.weather, scene));
    else await gmNotice(`${L}.Errors.noScene`);
  }
  await postCard(CHAOS_CARD.id, chaosCardData(card, resolution, { source: "chaos", round, reshuffled, replaced: replaced?.name ?? "", fxUnknown }));
  return { status: "drawn", card: { id: card.id, name: card.name }, resolution, reshuffled, replaced };
}

/** Which Weather card applies when the Weather Check shows several: the GM's choice (null: the window was closed). */
export type WeatherChooser = (cards: readonly ChaosCard[]) => Promise<string | null>;

export const askWeather: WeatherChooser = (cards) => FormDialog.ask<string>({
  title: game.i18n.localize(`${L}.chooseTitle`), template: CONFIRM_TEMPLATE, context: { text: game.i18n.localize(`${L}.choose`) },
  buttons: cards.map((c, i) => ({ value: c.id, label: `${c.name} (${game.i18n.format(`${L}.number`, { number: String(c.number) })})`, icon: "fa-solid fa-cloud-sun-rain", default: i === 0 })),
  read: (_form, pressed) => pressed,
});

export interface WeatherCheckResult {
  readonly status: "checked" | "noDeck" | "gmOnly";
  readonly revealed: readonly string[];
  /** The revealed Weather cards. */
  readonly weather: readonly string[];
  readonly kept: { readonly id: string; readonly name: string } | null;
  readonly replaced: CurrentWeather | null;
}

/** The Weather Check at Quest start (M86, A55): reveal the top 4, apply a Weather card among them, shuffle the rest back. */
export async function runWeatherCheck(options: { choose?: WeatherChooser; random?: Random; scene?: Scene.Implementation | null } = {}): Promise<WeatherCheckResult> {
  const none = (status: WeatherCheckResult["status"]): WeatherCheckResult => ({ status, revealed: [], weather: [], kept: null, replaced: null });
  if (!game.user.isGM) {
    ui.notifications?.error(`${L}.Errors.gmOnly`, { localize: true });
    return none("gmOnly");
  }
  const found = await eldfallDeck("chaos");
  const deck = found?.deck;
  const scene = options.scene ?? weatherScene(game.combat as Combat.Implementation | null);
  if (!deck || !found.discard) {
    await gmNotice(`${L}.Errors.noDeck`);
    return none("noDeck");
  }
  if (!scene) {
    await gmNotice(`${L}.Errors.noScene`);
    return none("noDeck");
  }
  const pile = await weatherPile(deck);
  let weatherIds: readonly string[] = [];
  const cards = new Map<string, ChaosCard & { img: string }>();
  const { revealed, kept } = await revealAndShuffleBack(deck, WEATHER_CHECK_REVEAL, {
    keepTo: pile, random: options.random,
    choose: async (shown) => {
      for (const c of shown) {
        const data = chaosCardOf(c);
        if (data) cards.set(data.id, data);
      }
      const plan = planWeatherCheck([...cards.values()]);
      weatherIds = plan.weather;
      if (!plan.choose) return plan.kept;
      return weatherChoice(plan, await (options.choose ?? askWeather)(plan.weather.map((id) => cards.get(id)!)));
    },
  });
  const result = { status: "checked" as const, revealed: revealed.map((c) => c.id ?? ""), weather: weatherIds, kept: null, replaced: null };
  const card = kept ? cards.get(kept.id ?? "") : undefined;
  if (!card) return result;
  const resolution = resolveChaos(card, currentDial(), "check");
  const { replaced, fxUnknown } = await putWeather(deck, pile, resolution.weather!, scene);
  await postCard(CHAOS_CARD.id, chaosCardData(card, resolution, { source: "check", round: null, reshuffled: false, replaced: replaced?.name ?? "", fxUnknown }));
  return { ...result, kept: { id: card.id, name: card.name }, replaced };
}

/** Quest end (A55): every scene's weather ends and its card goes to the discard pile. Returns the weathers ended. */
export async function endQuestWeather(): Promise<CurrentWeather[]> {
  if (!game.user.isGM) return [];
  const ended: CurrentWeather[] = [];
  for (const scene of game.scenes as Iterable<Scene.Implementation>) {
    const change = weatherAtQuestEnd(currentWeather(scene));
    if (!change.replaced) continue;
    await setEldfallWeather(scene, change.weather);
    ended.push(change.replaced);
  }
  const pile = flaggedStacks("pile", "deck", WEATHER_PILE_ROLE)[0];
  const lying = pile ? pile.cards.map((c) => c.id ?? "") : [];
  if (pile && lying.length) await discardCards(pile, lying);
  for (const w of ended) await gmNotice(`${L}.ended`, { name: w.name });
  return ended;
}

export const CHAOS_API = { drawChaos, weatherCheck: runWeatherCheck, endQuestWeather };

/** The Chaos Phase's draw (M87), as the turn structure runs it at each Hostile Turn. */
export async function chaosPhase(combat: Combat.Implementation | null, round: number): Promise<void> {
  await drawChaos(combat, round);
}
