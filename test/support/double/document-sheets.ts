/**
 * DocumentSheetV2, ActorSheetV2 and ItemSheetV2 as v13 runs them where our sheets depend on it
 * (T/client/applications/api/document-sheet.d.mts, sheets/actor-sheet.d.mts; API "DocumentSheetV2"), on the
 * double's ApplicationV2 (./applications.ts):
 * - the sheet is a `form` for `options.document`; `isEditable` is the current user's OWNER permission (the
 *   default `editPermission`), `isVisible` LIMITED (`viewPermission`): rendering a sheet the user may not see throws.
 * - `_prepareContext` adds `editable` to ApplicationV2's (Foundry also adds the document, its source and the user;
 *   our sheets bring their own plain `document`, which the double's strict Handlebars can read without prototype access).
 * - a submit (on change with `submitOnChange`) runs `_processFormData` and updates the document with the result,
 *   through the document's own permission and validation checks.
 * - after each render of a sheet the user may not edit, every form control is disabled (`_toggleDisabled`).
 * A sheet is not a dialog: the scripted user of ./applications.ts does not answer it.
 */
import { FakeApplicationV2, type FakeFormDataExtended } from "./applications";
import type { Obj } from "./base";

type SheetDocument = { testUserPermission(user: unknown, level: string): boolean; update(data: Obj): Promise<unknown>; documentName: string; type: string; name: string };
const g = globalThis as unknown as { game: { user: unknown; i18n: { localize(key: string): string } } };
const currentUser = () => g.game.user;

export class FakeDocumentSheetV2 extends FakeApplicationV2 {
  static override DEFAULT_OPTIONS: Obj = {
    tag: "form", viewPermission: "LIMITED", editPermission: "OWNER",
    form: { handler: FakeDocumentSheetV2.#onSubmitDocumentForm, submitOnChange: false, closeOnSubmit: false },
  };

  get document(): SheetDocument { return this.options.document as SheetDocument; }
  /**
   * Foundry has no setter. Kept only so a test that stands a bare sheet on a document (`Object.assign(Object.create(
   * Sheet.prototype), { document })`, from when the double's sheets were placeholders) still can; no system code assigns it.
   */
  set document(document: SheetDocument) { Object.defineProperty(this, "options", { value: { ...(this.options ?? {}), document }, writable: true, configurable: true }); }
  /** As Foundry: the document's type label, then its name. */
  override get title(): string { return `${g.game.i18n.localize(`TYPES.${this.document.documentName}.${this.document.type}`)}: ${this.document.name}`; }
  get isVisible(): boolean { return this.document.testUserPermission(currentUser(), String(this.options.viewPermission)); }
  get isEditable(): boolean { return this.document.testUserPermission(currentUser(), String(this.options.editPermission)); }
  protected override get _answersUser(): boolean { return false; }

  protected override _canRender(options: Obj): false | void {
    super._canRender(options);
    if (!this.isVisible) throw new Error(`You do not have permission to view this ${this.document.documentName} sheet!`);
  }

  protected override async _prepareContext(options: Obj): Promise<Obj> {
    const context = await super._prepareContext(options);
    return { ...context, editable: this.isEditable };
  }

  protected override async _onRender(context: Obj, options: Obj): Promise<void> {
    await super._onRender(context, options);
    if (!this.isEditable) this._toggleDisabled(true);
  }

  protected _toggleDisabled(disabled: boolean): void {
    for (const control of this.form?.querySelectorAll<HTMLInputElement>("input, select, textarea, button") ?? []) control.disabled = disabled;
  }

  protected _processFormData(_event: Event | null, _form: HTMLFormElement, formData: FakeFormDataExtended): Obj {
    return formData.object;
  }

  static async #onSubmitDocumentForm(this: FakeDocumentSheetV2, event: Event, form: HTMLFormElement, formData: FakeFormDataExtended): Promise<void> {
    await this.document.update(this._processFormData(event, form, formData));
  }
}

export class FakeActorSheetV2 extends FakeDocumentSheetV2 {
  get actor(): SheetDocument { return this.document; }
}

export class FakeItemSheetV2 extends FakeDocumentSheetV2 {
  get item(): SheetDocument { return this.document; }
}
