/**
 * Chat card payloads (stored in the message's flags) and what their templates render. Pure: the Roll
 * subclasses build the payloads, the tests and the gallery render them directly.
 */
import { percent, signed } from "../../../core/format";
import type { Modifier } from "./rules/attack";
import type { ReactionResult } from "./rules/reactions";
import type { EnemyStep } from "../enemies/rules/enemy";
import type { ScenarioWeather } from "../weather/rules/weather";
import type { ApplyOutcome } from "../../../core/rules/conditions";

export interface Ref { readonly name: string; readonly uuid: string | null }

export interface AttackCard {
  readonly attacker: Ref;
  readonly target: Ref | null;
  /** The scene the attacker rolled in (absent on older cards): range and weather are read there. */
  readonly scene?: string | null;
  /** `itemId`: the ability's item on the attacker (absent on older cards). */
  readonly ability: { readonly name: string; readonly ranged: boolean; readonly damage: number; readonly attacks: number; readonly itemId?: string };
  readonly base: number;
  readonly modifiers: readonly Modifier[];
  readonly targetNumber: number;
  readonly dice: readonly number[];
  readonly hits: number;
  readonly damagePerHit: number;
  readonly damage: number;
  readonly armor: number;
  readonly chancePerDie: number;
  readonly chanceAnyHit: number;
  readonly condition: { readonly id: string; readonly value: number } | null;
  readonly reaction: ReactionResult | null;
  readonly applied: { readonly damage: boolean; readonly condition: boolean };
}

const modifierRows = (mods: readonly Modifier[]) =>
  mods.map((m) => ({ label: `REALMS.Elvendor.Modifier.${m.source}`, value: signed(m.value), harder: m.value > 0 }));

/** Whether the hit still lands: a reaction chosen after the card was posted may avoid it. */
export const attackLands = (card: AttackCard): boolean => !(card.reaction?.avoidsAttack ?? false) && card.hits > 0;

/**
 * The card's own Apply-damage button is for cards posted before the apply-damage part (`hasDamagePart`
 * false): new cards apply through the part, which shows the math. `damageApplied` is either way of applying.
 */
export function attackCardContext(card: AttackCard, parts: { readonly hasDamagePart?: boolean; readonly damageApplied?: boolean } = {}) {
  const avoided = card.reaction?.avoidsAttack ?? false;
  const landed = attackLands(card);
  return {
    ...card,
    modifiers: modifierRows(card.modifiers),
    dice: card.dice.map((value) => ({ value, hit: value >= card.targetNumber })),
    chancePerDie: percent(card.chancePerDie),
    chanceAnyHit: percent(card.chanceAnyHit),
    avoided,
    landed,
    outcome: avoided ? "REALMS.Elvendor.Chat.avoided" : card.hits > 0 ? "REALMS.Elvendor.Chat.hit" : "REALMS.Elvendor.Chat.miss",
    conditionLabel: card.condition ? `REALMS.Elvendor.Condition.${card.condition.id}.name` : null,
    canApplyDamage: landed && card.damage > 0 && !card.applied.damage && card.target !== null && !parts.hasDamagePart,
    canApplyCondition: landed && card.condition !== null && !card.applied.condition && card.target !== null,
    canReact: card.target !== null && card.reaction === null && !card.applied.damage && !parts.damageApplied,
  };
}

export interface SaveCard { readonly actor: Ref; readonly sav: number; readonly roll: number; readonly success: boolean; readonly chance: number; readonly against: string | null }

export function saveCardContext(card: SaveCard) {
  return { ...card, chance: percent(card.chance), againstLabel: card.against ? `REALMS.Elvendor.Condition.${card.against}.name` : null };
}

export interface ReactionCard { readonly actor: Ref; readonly attacker: Ref; readonly result: ReactionResult; readonly chance: number }

export function reactionCardContext(card: ReactionCard) {
  return { ...card, kindLabel: `REALMS.Elvendor.Action.${card.result.kind}`, chance: percent(card.chance), noise: signed(card.result.noise) };
}

export interface WeatherCard { readonly weather: ScenarioWeather; readonly dice: Readonly<Record<string, readonly number[]>>; readonly mode: string; readonly mapCord: number | null }

export function weatherCardContext(card: WeatherCard) {
  const w = card.weather;
  return {
    ...card,
    timeLabel: `REALMS.Elvendor.Time.${w.timeOfDay}`,
    skyLabel: `REALMS.Elvendor.Sky.${w.precipitation}`,
    modeLabel: `REALMS.Elvendor.Difficulty.${card.mode}`,
    noise: signed(w.noiseModifier),
    wind: { ...w.wind, speed: signed(w.wind.speed) },
    diceText: Object.fromEntries(Object.entries(card.dice).map(([k, v]) => [k, v.join(" + ")])),
    compass: windCompass(w.wind.from, w.wind.to, w.wind.swirling),
  };
}

/** The 12-segment wind card as SVG numbers: segment label positions and the arrow's end points. */
export function windCompass(from: number, to: number, swirling: boolean) {
  const point = (segment: number, r: number) => {
    const a = ((segment % 12) * Math.PI) / 6;
    return { x: +(50 + r * Math.sin(a)).toFixed(2), y: +(50 - r * Math.cos(a)).toFixed(2) };
  };
  const segments = Array.from({ length: 12 }, (_, i) => ({ n: i + 1, ...point(i + 1, 40), active: i + 1 === from || i + 1 === to }));
  return { segments, from: point(from, 30), to: point(to, 30), swirling };
}

export interface ForcedMoveCard { readonly actor: Ref; readonly cause: string; readonly direction: number; readonly distance: number; readonly to: { x: number; y: number }; readonly index: number; readonly of: number; readonly done: boolean }

export function forcedMoveCardContext(card: ForcedMoveCard) {
  return { ...card, causeLabel: `REALMS.Elvendor.Condition.${card.cause}.name`, compass: windCompass(card.direction, card.direction, false) };
}

export interface EnemyPlanCard { readonly enemy: Ref; readonly steps: readonly EnemyStep[]; readonly heroes: Readonly<Record<string, string>>; readonly status: "proposed" | "executed" | "skipped" }

export function enemyPlanCardContext(card: EnemyPlanCard) {
  const name = (id: string) => card.heroes[id] ?? id;
  const steps = card.steps.map((s) => {
    switch (s.kind) {
      case "detect": return { icon: "fa-eye", label: "REALMS.Elvendor.Plan.detect", data: { radius: s.radius, names: s.detected.map(name).join(", ") || "—" } };
      case "move": return { icon: "fa-shoe-prints", label: "REALMS.Elvendor.Plan.move", data: { tiles: s.path.length, target: name(s.targetId) } };
      case "attack": return { icon: "fa-khanda", label: "REALMS.Elvendor.Plan.attack", data: { ability: s.ability, target: name(s.targetId) } };
      case "forced": return { icon: "fa-dice-d20", label: "REALMS.Elvendor.Plan.forced", data: {} };
      case "dropped": return { icon: "fa-ban", label: `REALMS.Elvendor.Plan.dropped.${s.reason}.${s.what}`, data: {} };
      default: return { icon: "fa-hourglass", label: `REALMS.Elvendor.Plan.${s.reason}`, data: {} };
    }
  });
  return { ...card, steps, proposed: card.status === "proposed", statusLabel: `REALMS.Elvendor.Plan.status.${card.status}` };
}

export interface ConditionNoticeCard { readonly actor: Ref; readonly conditionId: string; readonly outcome: ApplyOutcome["kind"] | "expired" | "ended"; readonly reason?: string; readonly blockedBy?: string }

export function conditionNoticeContext(card: ConditionNoticeCard) {
  const key = card.outcome === "ignored" ? `ignored.${card.reason ?? "cap"}` : card.outcome;
  return {
    ...card,
    label: `REALMS.Elvendor.Condition.${card.conditionId}.name`,
    img: `systems/realms/assets/icons/conditions/${card.conditionId}.svg`,
    message: `REALMS.Elvendor.Notice.${key}`,
    blockedLabel: card.blockedBy ? `REALMS.Elvendor.Condition.${card.blockedBy}.name` : "",
  };
}

export interface TurnStartCard { readonly actor: Ref; readonly actions: number; readonly losses: readonly { source: string; actions: number }[]; readonly poison: number; readonly forced: string }

export function turnStartCardContext(card: TurnStartCard) {
  return { ...card, losses: card.losses.map((l) => ({ label: `REALMS.Elvendor.Loss.${l.source}`, actions: l.actions })), forcedLabel: card.forced === "none" ? null : `REALMS.Elvendor.Forced.${card.forced}` };
}

/** The scene's weather state, kept in scene flags. */
export interface WeatherState {
  readonly weather: ScenarioWeather | null;
  readonly noiseBase: number;
  /** The scenario's base wind speed; the weather roll adds to it. */
  readonly windBase: number;
  readonly noiseAdded: number;
  readonly mapCord: number | null;
}

export const EMPTY_WEATHER: WeatherState = { weather: null, noiseBase: 0, windBase: 0, noiseAdded: 0, mapCord: null };

export function weatherHudContext(state: WeatherState, isGM: boolean) {
  const w = state.weather;
  return {
    isGM,
    rolled: w !== null,
    timeOfDay: w?.timeOfDay ?? "",
    precipitation: w?.precipitation ?? "",
    timeLabel: w ? `REALMS.Elvendor.Time.${w.timeOfDay}` : "",
    skyLabel: w ? `REALMS.Elvendor.Sky.${w.precipitation}` : "",
    wind: w ? { ...w.wind, speed: signed(w.wind.speed) } : null,
    compass: w ? windCompass(w.wind.from, w.wind.to, w.wind.swirling) : null,
    noiseBase: state.noiseBase,
    windBase: state.windBase,
    windModifier: signed(w?.windModifier ?? w?.wind.speed ?? 0),
    noiseModifier: signed(w?.noiseModifier ?? 0),
    noiseAdded: signed(state.noiseAdded),
    noiseTotal: state.noiseBase + (w?.noiseModifier ?? 0) + state.noiseAdded,
    mapCord: state.mapCord,
  };
}
