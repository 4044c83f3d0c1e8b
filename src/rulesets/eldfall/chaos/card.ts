/**
 * The Chaos card in chat: the drawn card's name, number and kind, every text it prints, and the one that applies now
 * highlighted with why (its only effect; the new weather; "Dawn: Day effect"). Card text is the GM's (or an
 * importer's) and goes through the template's escaping.
 */
import { boolField, choiceField, defineCardFamily, intField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { SYSTEM_PATH } from "../../../core/templates";
import type { ChaosBranch, ChaosCard, ChaosResolution } from "./rules/chaos";
import { CHAOS_KINDS, ENVIRONMENTS, TIME_PERIODS, type TimePeriod } from "../profile/rules/keys";

export const CHAOS_TEMPLATE = "templates/eldfall/chaos-card.hbs";

export interface ChaosCardData {
  readonly name: string;
  readonly number: number;
  readonly kind: ChaosCard["kind"];
  readonly img: string;
  readonly effect: string;
  readonly dayEffect: string;
  readonly nightEffect: string;
  readonly environment: string;
  readonly branch: ChaosBranch;
  readonly period: TimePeriod | null;
  /** Drawn in a Chaos Phase (round n), or applied by the Weather Check. */
  readonly source: "chaos" | "check";
  readonly round: number | null;
  /** The deck was empty and its discard pile was shuffled in for this draw. */
  readonly reshuffled: boolean;
  /** The name of the weather this card ended, or "". */
  readonly replaced: string;
  /** A scene weather effect key Foundry does not know (the card's weather shows no effect), or "". */
  readonly fxUnknown: string;
}

export function chaosCardData(card: ChaosCard & { img?: string | null }, resolution: ChaosResolution, extra: Pick<ChaosCardData, "source" | "round" | "reshuffled" | "replaced" | "fxUnknown">): ChaosCardData {
  return {
    name: card.name, number: card.number, kind: card.kind, img: card.img ?? "", effect: card.effect, dayEffect: card.dayEffect, nightEffect: card.nightEffect,
    environment: resolution.weather?.environment ?? "", branch: resolution.branch, period: resolution.period, ...extra,
  };
}

const P = "REALMS.Eldfall.ChaosDeck";
/** An Environment's plain name (the zone kinds' labels carry the ruleset's prefix). */
export const envName = (env: string) => `${P}.Environment.${env}`;

/** The texts a card prints, in printed order, the one that applies now marked. */
function textsOf(d: ChaosCardData) {
  if (d.kind === "dayNight") {
    return [
      { label: `${P}.day`, text: d.dayEffect, applies: d.branch === "day" },
      { label: `${P}.night`, text: d.nightEffect, applies: d.branch === "night" },
    ];
  }
  return [{ label: d.kind === "weather" ? `${P}.weather` : `${P}.effect`, text: d.effect, applies: true }];
}

export function chaosCardContext(d: ChaosCardData) {
  const why = d.period ? { key: `${P}.why.${d.branch}`, period: `REALMS.Eldfall.Moon.${d.period}` } : { key: `${P}.why.${d.branch}`, period: "" };
  return {
    name: d.name, number: d.number, img: d.img, kind: `${P}.kind.${d.kind}`, kindId: d.kind, texts: textsOf(d), why,
    title: d.source === "check" ? `${P}.titleCheck` : `${P}.title`, round: d.round,
    environment: d.environment ? envName(d.environment) : "",
    reshuffled: d.reshuffled, replaced: d.replaced, fxUnknown: d.fxUnknown,
  };
}

/** The Chaos family: a snapshot of the drawn card (its texts at the item's limits) and why this text applies. */
export const CHAOS_FAMILY = defineCardFamily<ChaosCardData>({
  type: "eldfallChaosDraw", version: 1,
  schema: (f) => ({
    name: textField(f, TEXT_LIMITS.name), number: intField(f), kind: choiceField(f, CHAOS_KINDS), img: textField(f, TEXT_LIMITS.text),
    effect: textField(f, TEXT_LIMITS.text), dayEffect: textField(f, TEXT_LIMITS.text), nightEffect: textField(f, TEXT_LIMITS.text),
    environment: new f.StringField({ required: true, nullable: false, blank: true, choices: ["", ...ENVIRONMENTS], initial: "" }),
    branch: choiceField(f, ["effect", "weather", "day", "night"]),
    period: choiceField(f, TIME_PERIODS, { nullable: true }),
    source: choiceField(f, ["chaos", "check"]),
    round: intField(f, { min: 0, nullable: true }),
    reshuffled: boolField(f),
    replaced: textField(f, TEXT_LIMITS.name),
    fxUnknown: textField(f, TEXT_LIMITS.text),
  }),
});

export const CHAOS_CARD = CHAOS_FAMILY.kind({
  id: "realms.eldfall.chaos",
  parts: [{ template: `${SYSTEM_PATH}/${CHAOS_TEMPLATE}`, context: chaosCardContext }],
});
