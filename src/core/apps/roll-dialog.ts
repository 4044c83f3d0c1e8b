/**
 * The roll dialog: modifiers as switches with their sources, a situational value, the roll modes, a typed
 * target, and the exact odds. Every change re-renders the odds part from the pure model
 * (`rollDialogContext` over `applyChoices`); the choices part stays as the roller left it.
 */
import { applyChoices, boundSituational, rollDialogContext, type DialogChoices, type Evaluate, type RollDialogInput } from "../roll-dialog-model";
import { SYSTEM_PATH } from "../templates";
import { FOOTER_PART, RealmsDialog, type DialogOptions } from "./dialog";

/** What the roller settled on. */
export interface DialogResult { readonly active: readonly string[]; readonly situational: number; readonly mode?: string; readonly target?: string }

/** The choices the form holds now; values the input does not offer fall back to the input's own. */
export function readRollForm(form: HTMLFormElement, input: RollDialogInput): DialogResult {
  const ticked = new Set([...form.querySelectorAll<HTMLInputElement>("input[name='active']")].filter((c) => c.checked).map((c) => c.value));
  const mode = form.querySelector<HTMLInputElement>("input[name='mode']:checked")?.value;
  const situational = boundSituational(Number(form.querySelector<HTMLInputElement>("input[name='situational']")?.value), input.situationalLimit);
  return {
    active: input.modifiers.filter((m) => ticked.has(m.source)).map((m) => m.source),
    situational,
    mode: (input.modes ?? []).some((m) => m.id === mode) ? mode : input.mode,
    target: input.entry?.editable ? (form.querySelector<HTMLInputElement>("input[name='target']")?.value ?? input.entry.value) : input.entry?.value,
  };
}

/** The result of a dialog nobody touched (Shift fast-forward). */
export function defaultChoices(input: RollDialogInput): DialogResult {
  return { active: input.modifiers.filter((m) => m.active).map((m) => m.source), situational: input.situational, mode: input.mode, target: input.entry?.value };
}

export class RollDialog extends RealmsDialog<DialogResult> {
  static override DEFAULT_OPTIONS: DialogOptions = {
    id: "realms-roll-dialog-{id}",
    classes: ["realms-roll"],
    window: { icon: "fa-solid fa-dice" },
  };

  static override PARTS = {
    choices: { template: `${SYSTEM_PATH}/templates/core/roll-dialog.hbs` },
    odds: { template: `${SYSTEM_PATH}/templates/core/roll-dialog-odds.hbs` },
    footer: FOOTER_PART,
  };

  readonly #input: RollDialogInput;
  readonly #evaluate: Evaluate;
  #choices: DialogChoices;

  constructor(input: RollDialogInput, evaluate: Evaluate) {
    super({ window: { title: input.title } });
    this.#input = input;
    this.#evaluate = evaluate;
    this.#choices = defaultChoices(input);
  }

  protected override async _prepareContext(options: Parameters<RealmsDialog<DialogResult>["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    return {
      ...base,
      ...rollDialogContext(applyChoices(this.#input, this.#choices), this.#evaluate),
      buttons: [{ value: "roll", label: game.i18n.localize("REALMS.Roll.roll"), icon: "fa-solid fa-dice", default: true }],
    };
  }

  protected override _onChangeForm(formConfig: Parameters<RealmsDialog<DialogResult>["_onChangeForm"]>[0], event: Event): void {
    super._onChangeForm(formConfig, event);
    if (!this.form) return;
    this.#choices = readRollForm(this.form, this.#input);
    void this.render({ parts: ["odds"] });
  }

  protected readForm(form: HTMLFormElement): DialogResult {
    return readRollForm(form, this.#input);
  }
}
