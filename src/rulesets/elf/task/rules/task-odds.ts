/** The roll dialog's odds for a task check (pure: the glue and the gallery both use it). */
import { SITUATIONAL_LIMIT, type DialogModifier, type Odds, type RollDialogInput } from "../../../../core/roll-dialog-model";
import { naturalDistribution, taskOdds } from "./odds";
import { parseDifficulty, ROLL_MODES, type RollMode } from "./task";

/** The dialog's switches: each ladder penalty (on) and, for a PC, each trait (off until the roller picks it). */
export function taskDialogModifiers(penalties: readonly { readonly id: string; readonly value: number }[], traits: readonly { readonly name: string; readonly kind: string; readonly value: number }[]): DialogModifier[] {
  return [
    ...penalties.map((s) => ({ source: `condition.${s.id}`, label: `REALMS.Elf.Condition.${s.id}.name`, value: s.value, active: true })),
    ...traits.map((t, i) => ({ source: `trait.${i}`, label: t.name || `REALMS.Elf.TraitKind.${t.kind}`, value: t.value, active: false, i18n: !t.name })),
  ];
}

export interface TaskDialogSpec {
  readonly actor: string;
  readonly label: string;
  /** The mode the rules set (a short weapon against a longer one: disadvantage), and why. */
  readonly mode: RollMode;
  readonly modeReasons: readonly string[];
  readonly modifiers: readonly DialogModifier[];
  /** Known DF; null for the roller to type (or for a secret one). */
  readonly difficulty: number | null;
  readonly secret: boolean;
}

/** The task dialog as the roller sees it (pure: the glue and the gallery both build it here). */
export function taskDialogInput(spec: TaskDialogSpec, localize: (key: string) => string, format: (key: string, data: Record<string, string>) => string): RollDialogInput {
  return {
    title: format("REALMS.Elf.Roll.dialogTitle", { actor: spec.actor, label: spec.label }),
    subtitle: spec.modeReasons.map(localize).join(" · "),
    baseLabel: "REALMS.Roll.rolls", base: localize("REALMS.Elf.Roll.rolls"),
    situational: 0, situationalLimit: SITUATIONAL_LIMIT, modifiers: spec.modifiers,
    modes: ROLL_MODES.map((id) => ({ id, label: `REALMS.Elf.Mode.${id}` })), mode: spec.mode,
    entry: { label: "REALMS.Elf.Difficulty.label", value: spec.secret ? "?" : spec.difficulty === null ? "" : String(spec.difficulty), editable: !spec.secret && spec.difficulty === null },
  };
}

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

