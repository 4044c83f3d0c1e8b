/**
 * A small form window for one question (a GM override, a first-run choice): the body template and its
 * context given per use, submit buttons in the footer, and a reader that turns the submitted form into the
 * result (null: nothing chosen). The body part's template is set per instance (`_configureRenderParts`).
 */
import { SYSTEM_PATH } from "../templates";
import { FOOTER_PART, RealmsDialog, type FooterButton } from "./dialog";

/** A sentence and buttons (context: `text`, escaped). */
export const CONFIRM_TEMPLATE = `${SYSTEM_PATH}/templates/core/confirm-dialog.hbs`;

import HandlebarsApplicationMixin = foundry.applications.api.HandlebarsApplicationMixin;

export interface FormDialogSpec<Result> {
  readonly title: string;
  readonly template: string;
  readonly context: Record<string, unknown>;
  readonly buttons: readonly FooterButton[];
  readonly read: (form: HTMLFormElement, pressed: string | null) => Result | null;
  /** Wire controls of the body once it is shown (a pick on the canvas); what it returns runs before the next render and when the window closes. */
  readonly wire?: (form: HTMLFormElement) => (() => void) | void;
}

export class FormDialog<Result> extends RealmsDialog<Result> {
  static override PARTS = { body: { template: "" }, footer: FOOTER_PART };

  readonly #spec: FormDialogSpec<Result>;
  #unwire: (() => void) | null = null;

  constructor(spec: FormDialogSpec<Result>) {
    super({ window: { title: spec.title } });
    this.#spec = spec;
  }

  /** Ask and wait: the read result, or null when closed. */
  static ask<R>(spec: FormDialogSpec<R>): Promise<R | null> {
    return new FormDialog(spec).wait();
  }

  protected override _configureRenderParts(options: Parameters<RealmsDialog<Result>["_configureRenderParts"]>[0]): Record<string, HandlebarsApplicationMixin.HandlebarsTemplatePart> {
    return { ...super._configureRenderParts(options), body: { template: this.#spec.template } };
  }

  protected override async _prepareContext(options: Parameters<RealmsDialog<Result>["_prepareContext"]>[0]) {
    return { ...(await super._prepareContext(options)), ...this.#spec.context, buttons: this.#spec.buttons };
  }

  /** Each render replaces the body: its controls are wired again. */
  protected override async _onRender(...args: Parameters<RealmsDialog<Result>["_onRender"]>): Promise<void> {
    await super._onRender(...args);
    this.#unwire?.();
    this.#unwire = this.form ? this.#spec.wire?.(this.form) ?? null : null;
  }

  protected override _onClose(...args: Parameters<RealmsDialog<Result>["_onClose"]>): void {
    super._onClose(...args);
    this.#unwire?.();
    this.#unwire = null;
  }

  protected readForm(form: HTMLFormElement, pressed: string | null): Result | null {
    return this.#spec.read(form, pressed);
  }
}
