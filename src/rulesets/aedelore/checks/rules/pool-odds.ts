/** The roll dialog for a pool, its input and its odds (pure: the glue and the gallery both use it). */
import { formatCount, type CountWords } from "../../../../core/format";
import type { DialogModifier, Odds, RollDialogInput } from "../../../../core/roll-dialog-model";
import type { DicePenalty } from "../../conditions/rules/conditions";
import { DIFFICULTIES } from "./checks";
import { barelyOrBetterDistribution, successDistribution } from "./odds";
import { assemblePool, type PoolPart } from "./pool";

/** The roller's choice of no difficulty (count the successes). */
export const NO_DIFFICULTY = "none";

export interface PoolDialogSpec {
  readonly title: string;
  readonly parts: readonly PoolPart[];
  /** The switches beyond the parts (statuses, boost, assistance), in dice. */
  readonly toggles: readonly DialogModifier[];
  readonly cap: number;
  /** A check offers the difficulty as a choice; an attack or a contest has none to pick. */
  readonly chooseDifficulty: boolean;
}

/** A status's lost dice as a dialog switch (on: the roller may not leave it off without the GM seeing). */
export function statusToggles(penalties: readonly DicePenalty[]): DialogModifier[] {
  return penalties.map((p) => ({ source: `status.${p.source}`, label: `REALMS.Aedelore.Status.${p.source}.name`, value: -p.dice, active: true }));
}

const localizer = (words: CountWords) => (key: string) => words.format(key, {});

/** The dialog a pool opens: its parts as the subtitle, the d10 pool it rolls, the switches and the difficulties. */
export function poolDialogInput(spec: PoolDialogSpec, words: CountWords): RollDialogInput {
  const localize = localizer(words);
  const modes = spec.chooseDifficulty ? [{ id: NO_DIFFICULTY, label: "REALMS.Aedelore.Difficulty.none" }, ...DIFFICULTIES.map((d) => ({ id: d.id, label: `REALMS.Aedelore.Difficulty.${d.id}` }))] : undefined;
  return {
    title: spec.title, subtitle: spec.parts.map((p) => `${p.i18n ? localize(p.label) : p.label} ${p.points ?? p.dice ?? ""}`).join(" + "),
    baseLabel: "REALMS.Roll.rolls", base: words.format("REALMS.Aedelore.Pool.rolls", { dice: String(assemblePool(spec.parts, spec.cap).dice) }),
    targetLabel: "REALMS.Aedelore.Pool.dialogTarget",
    situational: 0, situationalLabel: "REALMS.Aedelore.Pool.extra", modifiers: spec.toggles,
    modes, mode: modes ? NO_DIFFICULTY : undefined, modesLabel: "REALMS.Aedelore.Difficulty.label",
  };
}

/**
 * The dialog's odds: the spread of what counts toward the difficulty (successes, plus Barely dice where they
 * count) and the chance to reach it, both from that one distribution; a pool over the cap says so.
 */
export function poolOdds(parts: readonly PoolPart[], cap: number, needed: number | null, words: CountWords, barelyCounts: boolean): Odds {
  const pool = assemblePool(parts, cap);
  if (pool.raw > cap && parts.some((p) => p.label === "REALMS.Aedelore.Pool.extra")) return { target: words.format("REALMS.Aedelore.Pool.overCap", {}), chance: null, distribution: [] };
  const counted = needed !== null && barelyCounts ? barelyOrBetterDistribution(pool.dice) : successDistribution(pool.dice);
  const top = Math.min(pool.dice + 2, 9);
  const dice = `${pool.dice}D10`;
  const rowKey = needed !== null && barelyCounts ? "REALMS.Aedelore.Pool.countedRow" : "REALMS.Aedelore.Pool.successRow";
  return {
    target: needed === null ? dice : formatCount(words, "REALMS.Aedelore.Pool.needs", needed, { dice }),
    ...(pool.capped ? { cappedFrom: `${pool.raw - pool.penalty}D10` } : {}),
    chance: needed === null ? null : counted.atLeast(needed),
    distribution: Array.from({ length: top + 1 }, (_, k) => ({
      label: k === top ? formatCount(words, "REALMS.Aedelore.Pool.atLeastRow", k) : formatCount(words, rowKey, k),
      p: k === top ? counted.atLeast(k) : counted.p(k),
    })),
  };
}
