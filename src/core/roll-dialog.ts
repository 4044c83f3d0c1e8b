/**
 * Opening the roll dialog (src/core/apps/roll-dialog.ts). Shift-click skips it (fast-forward); Alt and Ctrl
 * ask for advantage/disadvantage-like options where a ruleset has them.
 */
import type { Evaluate, RollDialogInput } from "./roll-dialog-model";
import { defaultChoices, RollDialog, type DialogResult } from "./apps/roll-dialog";

export type { DialogResult } from "./apps/roll-dialog";

export interface ClickIntent { readonly fastForward: boolean; readonly advantage: boolean; readonly disadvantage: boolean }

export function clickIntent(event?: { shiftKey?: boolean; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean } | null): ClickIntent {
  return { fastForward: !!event?.shiftKey, advantage: !!event?.altKey, disadvantage: !!(event?.ctrlKey || event?.metaKey) };
}

/** The roller's choices, or null when the dialog was closed; the defaults straight away on fast-forward. */
export async function rollDialog(input: RollDialogInput, evaluate: Evaluate, intent: ClickIntent): Promise<DialogResult | null> {
  if (intent.fastForward) return defaultChoices(input);
  return new RollDialog(input, evaluate).wait();
}
