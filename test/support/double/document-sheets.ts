/**
 * DocumentSheetV2, ActorSheetV2 and ItemSheetV2 as v13/v14 behave where our sheets depend on it
 * (T/client/applications/api/document-sheet.d.mts, sheets/actor-sheet.d.mts), on the double's ApplicationV2:
 * - a form (`tag: "form"`) for `options.document`; `isVisible` needs LIMITED, `isEditable` OWNER (the class's
 *   view/edit permission thresholds); rendering a sheet the user may not see throws, as Foundry does;
 * - its own render context: document, source, fields, editable, user;
 * - a sheet the user may not edit disables every field after each render (`_toggleDisabled`);
 * - submitting: nothing unless editable, then `_prepareSubmitData` (`_processFormData`, merged with the
 *   caller's update data) and `_processSubmitData`, which updates the document (its permission checks apply).
 * Sheets are windows the user opens, never scripted dialogs: the double's scripted user leaves them alone.
 */
import { FakeApplicationV2 } from "./applications";
import { OWNERSHIP, type FakeDocument } from "./documents";
import type { Obj } from "./base";

type SheetDocument = FakeDocument & { update(data: Obj, options?: Obj): Promise<unknown>; toObject?(): Obj; _source?: Obj };
const user = () => (globalThis as unknown as { game: { user: never } }).game.user;
const expandObject = (o: Obj) => (globalThis as unknown as { foundry: { utils: { expandObject(o: Obj): Obj } } }).foundry.utils.expandObject(o);

export class FakeDocumentSheetV2 extends FakeApplicationV2 {
  static override DEFAULT_OPTIONS: Obj = {
    classes: ["sheet"], tag: "form", document: null,
    viewPermission: OWNERSHIP.LIMITED, editPermission: OWNERSHIP.OWNER,
    form: { handler: FakeDocumentSheetV2.#onSubmitDocumentForm, submitOnChange: false, closeOnSubmit: false },
  };

  get document(): SheetDocument { return this.options.document as SheetDocument; }
  /**
   * Read-only in Foundry; kept settable so tests that build a bare sheet (`Object.create(Sheet.prototype)`) can give
   * it its document. The system never writes it.
   */
  set document(document: SheetDocument) { this.options = { ...(this.options ?? {}), document }; }
  /** Foundry prefixes the type's label; the document's name is what the tests read. */
  override get title(): string { return String((this.document as unknown as { name?: string }).name ?? ""); }
  get isVisible(): boolean { return this.document.testUserPermission(user(), this.options.viewPermission as number); }
  get isEditable(): boolean { return this.document.testUserPermission(user(), this.options.editPermission as number); }

  protected override answersScriptedUser(): boolean { return false; }

  protected override _canRender(_options: Obj): false | void {
    if (!this.isVisible) throw new Error(`You do not have permission to view this ${this.document.documentName} sheet.`);
  }

  protected override async _prepareContext(_options: Obj): Promise<Obj> {
    const doc = this.document;
    return { document: doc, source: doc._source ?? doc.toObject?.() ?? {}, fields: {}, editable: this.isEditable, user: user() };
  }

  protected override async _onRender(context: Obj, options: Obj): Promise<void> {
    await super._onRender(context, options);
    if (!this.isEditable) this._toggleDisabled(true);
  }

  protected _toggleDisabled(disabled: boolean): void {
    for (const el of this.element.querySelectorAll<HTMLInputElement>("input, select, textarea, button")) {
      if (el.dataset.action === "close") continue;
      el.disabled = disabled;
    }
  }

  static async #onSubmitDocumentForm(this: FakeDocumentSheetV2, event: SubmitEvent, form: HTMLFormElement, formData: never, options: { updateData?: Obj } = {}) {
    if (!this.isEditable) return;
    const submitData = this._prepareSubmitData(event, form, formData, options.updateData);
    await this._processSubmitData(event, form, submitData);
  }

  protected _prepareSubmitData(event: SubmitEvent | null, form: HTMLFormElement, formData: never, updateData?: Obj): Obj {
    const submitData = this._processFormData(event, form, formData);
    return updateData ? { ...submitData, ...updateData } : submitData;
  }

  protected _processFormData(_event: SubmitEvent | null, _form: HTMLFormElement, formData: { object: Obj }): Obj {
    return expandObject(formData.object);
  }

  protected async _processSubmitData(_event: SubmitEvent | null, _form: HTMLFormElement, submitData: Obj): Promise<void> {
    await this.document.update(submitData);
  }
}

export class FakeActorSheetV2 extends FakeDocumentSheetV2 {
  static override DEFAULT_OPTIONS: Obj = { classes: ["actor"] };
  get actor(): SheetDocument { return this.document; }
}

export class FakeItemSheetV2 extends FakeDocumentSheetV2 {
  static override DEFAULT_OPTIONS: Obj = { classes: ["item"] };
  get item(): SheetDocument { return this.document; }
}
