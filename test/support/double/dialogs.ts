/**
 * DialogV2.wait / prompt / confirm (client/applications/api/dialog.d.mts) against a real DOM (happy-dom):
 * the content is placed in the dialog's form with one submit button per configured button, `render` runs
 * with (event, dialog), the scripted answer fills the form, and the pressed button's callback gets
 * (event, button, dialog); the result is its return value, or the button's action when it returns nothing.
 *
 * Answers come from `world.dialogs`, in order: a function `(form, dialog) => action | void` fills the form
 * (see `answer`) and names the button to press (default: the default button); any other value is
 * returned as the result without running callbacks (the shortcut older tests use); `null`, or nothing
 * queued, closes the dialog (null, or an error with `rejectClose: true`).
 */
import { Window } from "happy-dom";
import { world, type Obj } from "./base";
import type { Imitates } from "./typing";

type DialogV2 = foundry.applications.api.DialogV2;
type Button = foundry.applications.api.DialogV2.Button;
export interface FakeDialog { element: HTMLElement; form: HTMLFormElement; options: Obj }
/** Fills the form; returns the button to press (DialogV2: its action; an application: the submit button's value). */
export type DialogAnswer = (form: HTMLFormElement, dialog: FakeDialog) => string | void;

export const browser = new Window();
const g = globalThis as unknown as { document?: Document };
// Render callbacks build nodes with the global `document`, as in the browser.
g.document ??= browser.document as unknown as Document;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Fill named fields like a user and fire `input` and `change` (checkbox: boolean, or for several checkboxes of one
 * name the list of values to tick; radio: the value to pick; others: the value).
 */
export function answer(values: Record<string, string | number | boolean | readonly string[]>, press?: string): DialogAnswer {
  return (form) => {
    for (const [name, value] of Object.entries(values)) {
      const fields = [...form.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)];
      if (!fields.length) throw new Error(`The dialog has no field named ${name}`);
      for (const field of fields) {
        if (field.type === "checkbox") field.checked = Array.isArray(value) ? value.includes(field.value) : !!value;
        else if (field.type === "radio") field.checked = field.value === String(value);
        else field.value = String(value);
        field.dispatchEvent(new browser.Event("input", { bubbles: true }) as unknown as Event);
        field.dispatchEvent(new browser.Event("change", { bubbles: true }) as unknown as Event);
      }
    }
    return press;
  };
}

async function run(config: Obj, buttons: Button[]): Promise<unknown> {
  const next = world.dialogs.shift();
  if (next === undefined || next === null) {
    if (config.rejectClose === true) throw new Error("Dialog was dismissed without a choice being made.");
    return null;
  }
  if (typeof next !== "function") return next;

  const element = browser.document.createElement("dialog") as unknown as HTMLElement;
  element.className = "application dialog";
  const footer = buttons.map((b) => `<button type="submit" data-action="${escape(b.action)}"${b.default ? " autofocus" : ""}>${escape(String(b.label ?? b.action))}</button>`).join("");
  element.innerHTML = `<form class="window-content dialog-form standard-form"><div class="dialog-content standard-form">${String(config.content ?? "")}</div><footer class="form-footer">${footer}</footer></form>`;
  browser.document.body.append(element as never);
  const form = element.querySelector("form")!;
  const dialog: FakeDialog = { element, form, options: config };
  try {
    await (config.render as ((event: Event, d: FakeDialog) => unknown) | undefined)?.(new browser.Event("render") as unknown as Event, dialog);
    const action = (next as DialogAnswer)(form, dialog) ?? (buttons.find((b) => b.default) ?? buttons[0])!.action;
    const button = buttons.find((b) => b.action === action);
    if (!button) throw new Error(`The dialog has no button ${action}`);
    const target = form.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`)!;
    const event = new browser.Event("submit") as unknown as SubmitEvent;
    const result = (await button.callback?.(event, target, dialog as unknown as DialogV2)) ?? button.action;
    await (config.submit as ((r: unknown, d: FakeDialog) => unknown) | undefined)?.(result, dialog);
    return result;
  } finally {
    element.remove();
  }
}

type WaitConfig = foundry.applications.api.DialogV2.WaitOptions;
type PromptConfig = foundry.applications.api.DialogV2.PromptConfig;
type ConfirmConfig = foundry.applications.api.DialogV2.ConfirmConfig;

export const FakeDialogV2 = {
  wait: (config: WaitConfig): Promise<unknown> => run(config as unknown as Obj, [...(config.buttons ?? [])] as Button[]),
  /** One OK button (action "ok"); its callback decides the result. */
  prompt: (config?: PromptConfig): Promise<unknown> =>
    run((config ?? {}) as unknown as Obj, [{ action: "ok", label: "Confirm", default: true, ...(config?.ok ?? {}) } as Button]),
  /** Yes (true) and No (false) unless their callbacks say otherwise. */
  confirm: (config?: ConfirmConfig): Promise<unknown> =>
    run((config ?? {}) as unknown as Obj, [
      { action: "yes", label: "Yes", default: true, callback: () => true, ...(config?.yes ?? {}) } as Button,
      { action: "no", label: "No", callback: () => false, ...(config?.no ?? {}) } as Button,
    ]),
};

// The fakes accept every configuration the real DialogV2 statics accept (tsc fails on drift).
true satisfies Imitates<typeof FakeDialogV2.wait, typeof foundry.applications.api.DialogV2.wait>;
true satisfies Imitates<typeof FakeDialogV2.prompt, typeof foundry.applications.api.DialogV2.prompt>;
true satisfies Imitates<typeof FakeDialogV2.confirm, typeof foundry.applications.api.DialogV2.confirm>;
