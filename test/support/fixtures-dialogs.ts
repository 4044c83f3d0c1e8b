/**
 * Dialog gallery entries are ApplicationV2 windows of several PARTS (src/core/apps/*): the entry's
 * `template` is the first part and `parts` the rest, rendered in order with one context, as the window
 * shows them. Paths are listed here because the app classes need Foundry's globals to load.
 */
import { render, translate } from "./render";

export const ROLL_DIALOG_PARTS = ["templates/core/roll-dialog-odds.hbs", "templates/core/dialog-footer.hbs"] as const;
export const FOOTER_PARTS = ["templates/core/dialog-footer.hbs"] as const;

/** The footer's buttons as the apps build them. */
export const rollButtons = () => [{ value: "roll", label: translate("REALMS.Roll.roll"), icon: "fa-solid fa-dice", default: true }];
export const reactionButtons = (choices: readonly { id: string; label: string }[]) => [
  ...choices.map((c) => ({ value: c.id, label: c.label, icon: "fa-solid fa-shield-halved", default: false })),
  { value: "", label: translate("REALMS.Reaction.none"), icon: "", default: true },
];

/** Every template of an entry, in the order the window shows them. */
export function renderEntry(entry: { readonly template: string; readonly parts?: readonly string[]; readonly context: object }): string {
  return [entry.template, ...(entry.parts ?? [])].map((t) => render(t, entry.context)).join("");
}

export const withRollButtons = <T extends object>(context: T) => ({ ...context, buttons: rollButtons() });
