/** The roll dialog's odds for a task check (pure: the glue and the gallery both use it). */
import type { Odds } from "../../../../core/roll-dialog-model";
import { naturalDistribution, taskOdds } from "./odds";
import { parseDifficulty, ROLL_MODES, type RollMode } from "./task";

/** Dialog odds: outcome chances for a known DF, the spread of totals for a secret one. */
export function taskDialogOdds(localize: (key: string) => string, secret: boolean) {
  return (shift: number, choices: { mode?: string; target?: string }): Odds => {
    const mode = (ROLL_MODES as readonly string[]).includes(choices.mode ?? "") ? (choices.mode as RollMode) : "normal";
    if (secret) {
      const d = naturalDistribution(mode);
      return { target: localize("REALMS.Elf.Difficulty.secret"), chance: null,
        distribution: d.entries().map(([v, p]) => ({ label: String(v + shift), p })) };
    }
    const df = parseDifficulty(choices.target);
    if (df === null) return { target: localize("REALMS.Elf.Difficulty.invalidShort"), chance: null, distribution: [] };
    const o = taskOdds(mode, shift, df);
    return {
      target: `${localize("REALMS.Elf.Difficulty.short")} ${df}`, chance: o.success,
      distribution: (["failure", "tie", "success"] as const).map((k) => ({ label: localize(`REALMS.Elf.Outcome.${k}`), p: o[k] })),
    };
  };
}

