/**
 * DocumentSheetV2, ActorSheetV2 and ItemSheetV2 as v13 behaves where our sheets depend on it
 * (T/client/applications/api/document-sheet.d.mts; API page "DocumentSheetV2"), on the double's ApplicationV2:
 * - options: `tag: "form"`, `form.submitOnChange`, the document from the constructor's `document` option;
 * - `title`: the document type's label and the document's name;
 * - `isEditable`: the current user passes the document's OWNER test (`editPermission`), and a locked pack refuses;
 * - `_prepareContext`: { document, source, editable, user, rootId } (+ `actor`/`item` on the subclasses);
 * - the form handler: `_prepareSubmitData` (through the sheet's `_processFormData`) then `_processSubmitData`,
 *   which updates the document as the current user (the document refuses a user who may not).
 * A document sheet is a window the user keeps open: it does not play the scripted dialog user (`world.dialogs`).
 * Not modelled: v13 disabling every field of a read-only sheet; the document's own permission check refuses its update.
 */
import { FakeApplicationV2, type FakeFormDataExtended } from "./applications";
import type { Obj } from "./base";

interface SheetDocument { readonly id: string; readonly name?: string; readonly type?: string; readonly documentName?: string; readonly pack?: string | null; readonly _source?: Obj; testUserPermission(user: unknown, level: string): boolean; update(data: Obj): Promise<unknown> }
const game = () => (globalThis as unknown as { game: { user: unknown; i18n: { localize(k: string): string }; packs?: { get(id: string): { locked?: boolean } | undefined } } }).game;

export class FakeDocumentSheetV2 extends FakeApplicationV2 {
  static override DEFAULT_OPTIONS: Obj = {
    id: "{id}", classes: ["sheet"], tag: "form", document: null, editPermission: "OWNER",
    form: { handler: FakeDocumentSheetV2.#onSubmitDocumentForm, submitOnChange: true, closeOnSubmit: false },
  };

  /** A getter in Foundry; a field here, so tests that build a sheet without its constructor can set it. */
  document: SheetDocument;

  constructor(options: Obj = {}) {
    super(options);
    this.document = options.document as SheetDocument;
    this.options.id = `${String(this.options.id)}-${this.document?.id ?? ""}`;
  }

  /** As v13: the type's label, then the document's name. */
  override get title(): string {
    const { documentName, type, name, id } = this.document;
    return `${game().i18n.localize(`TYPES.${documentName ?? ""}.${type ?? ""}`)}: ${name ?? id}`;
  }

  get isEditable(): boolean {
    const pack = this.document.pack ? game().packs?.get(this.document.pack) : null;
    if (pack?.locked) return false;
    return this.document.testUserPermission(game().user, String(this.options.editPermission));
  }

  protected override _scriptedUser(): boolean { return false; }

  protected override async _prepareContext(_options: Obj): Promise<Obj> {
    return { document: this.document, source: this.document._source, editable: this.isEditable, user: game().user, rootId: this.id };
  }

  protected _processFormData(_event: Event | null, _form: HTMLFormElement, formData: FakeFormDataExtended): Obj {
    return formData.object;
  }

  protected _prepareSubmitData(event: Event, form: HTMLFormElement, formData: FakeFormDataExtended): Obj {
    return this._processFormData(event, form, formData);
  }

  protected async _processSubmitData(_event: Event, _form: HTMLFormElement, submitData: Obj): Promise<void> {
    await this.document.update(submitData);
  }

  static async #onSubmitDocumentForm(this: FakeDocumentSheetV2, event: Event, form: HTMLFormElement, formData: FakeFormDataExtended): Promise<void> {
    const submitData = this._prepareSubmitData(event, form, formData);
    await this._processSubmitData(event, form, submitData);
  }
}

export class FakeActorSheetV2 extends FakeDocumentSheetV2 {
  get actor(): SheetDocument { return this.document; }
  protected override async _prepareContext(options: Obj): Promise<Obj> {
    return { ...(await super._prepareContext(options)), actor: this.document };
  }
}

export class FakeItemSheetV2 extends FakeDocumentSheetV2 {
  get item(): SheetDocument { return this.document; }
  protected override async _prepareContext(options: Obj): Promise<Obj> {
    return { ...(await super._prepareContext(options)), item: this.document };
  }
}
