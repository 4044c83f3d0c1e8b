/**
 * Base of Realms' dialogs: an ApplicationV2 form rendered from Handlebars PARTS that resolves a promise with
 * what the user submitted, or null when the window is closed (the pattern of dnd5e's roll configuration
 * dialog and draw-steel's roll dialog). Subclasses declare PARTS, build the context and read the form.
 */
import { SYSTEM_PATH } from "../templates";

import ApplicationV2 = foundry.applications.api.ApplicationV2;
import HandlebarsApplicationMixin = foundry.applications.api.HandlebarsApplicationMixin;

/** One submit button of the footer part; its value is what the form handler sees as the pressed choice. */
export interface FooterButton { readonly value: string; readonly label: string; readonly icon: string; readonly default: boolean }

export const FOOTER_PART = { template: `${SYSTEM_PATH}/templates/core/dialog-footer.hbs` };

type Context = ApplicationV2.RenderContext & Record<string, unknown>;
export type DialogOptions = typeof ApplicationV2.DEFAULT_OPTIONS;

export abstract class RealmsDialog<Result> extends HandlebarsApplicationMixin(ApplicationV2)<Context> {
  static override DEFAULT_OPTIONS: DialogOptions = {
    tag: "form",
    classes: ["realms", "realms-dialog"],
    position: { width: 420 },
    window: { contentClasses: ["standard-form"] },
    form: { handler: RealmsDialog.#onSubmit, submitOnChange: false, closeOnSubmit: true },
  };

  /**
   * The window title as given: our titles carry user text (actor names), which must not go through
   * `localize` (the base getter) — callers localize their own format strings.
   */
  override get title(): string {
    return String(this.options.window?.title ?? "");
  }

  /** What the promise resolves with: null until a submit reads the form. */
  protected result: Result | null = null;

  /** Read the submitted form; `pressed` is the value of the submit button used (null: Enter in a field). */
  protected abstract readForm(form: HTMLFormElement, pressed: string | null): Result | null;

  static async #onSubmit(this: RealmsDialog<unknown>, event: Event | SubmitEvent, form: HTMLFormElement): Promise<void> {
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null | undefined;
    this.result = this.readForm(form, submitter?.value ?? null);
  }

  /** Render the dialog and wait: the submitted result, or null once it closes without one. */
  wait(): Promise<Result | null> {
    return new Promise((resolve, reject) => {
      this.addEventListener("close", () => resolve(this.result), { once: true });
      this.render({ force: true }).catch(reject);
    });
  }
}
