/**
 * DocumentSheetV2, ActorSheetV2 and ItemSheetV2 as v13 behaves where our sheets depend on it
 * (T/client/applications/api/document-sheet.d.mts, sheets/actor-sheet.d.mts), on the double's ApplicationV2:
 * - `document` comes from the options; `isVisible` / `isEditable` test the current user against the
 *   `viewPermission` (LIMITED) and `editPermission` (OWNER) levels; rendering a sheet the user may not
 *   view throws, as Foundry's `_canRender` does.
 * - The base context is `{ document, source, editable, user }`.
 * - After every render a sheet the user may not edit has all its form fields disabled (`_toggleDisabled`).
 * - A sheet is not a prompt: the double's scripted user (world.dialogs) leaves it open for the test to click.
 * - The form (tag "form") submits through `_prepareSubmitData` → `_processFormData` (expanded form data)
 *   → `_processSubmitData` → `document.update`, so the document's own permission checks apply.
 */
import { FakeApplicationV2 } from "./applications";
import { OWNERSHIP } from "./documents";
import type { Obj } from "./base";

interface SheetDocument {
  readonly name: string | null;
  testUserPermission(user: unknown, level: keyof typeof OWNERSHIP | number): boolean;
  toObject?(): Obj;
  update(data: Obj): Promise<unknown>;
}

const g = globalThis as unknown as { game: { user: unknown }; foundry: { utils: { expandObject(o: Obj): Obj } } };

export class FakeDocumentSheetV2 extends FakeApplicationV2 {
  static override DEFAULT_OPTIONS: Obj = {
    id: "{id}", classes: ["sheet"], tag: "form", viewPermission: OWNERSHIP.LIMITED, editPermission: OWNERSHIP.OWNER,
    form: { handler: FakeDocumentSheetV2.#onSubmitDocumentForm, submitOnChange: false, closeOnSubmit: false },
  };

  /** Foundry's is a getter over the options; a plain property here, so tests that build a sheet without its constructor can set it. */
  document: SheetDocument;

  constructor(options: Obj = {}) {
    super(options);
    this.document = this.options.document as SheetDocument;
  }

  override get title(): string { return this.document.name ?? ""; }
  get isVisible(): boolean { return this.document.testUserPermission(g.game.user, this.options.viewPermission as number); }
  get isEditable(): boolean { return this.document.testUserPermission(g.game.user, this.options.editPermission as number); }

  /** A sheet is no prompt: the test clicks it, the scripted user does not answer it from `world.dialogs`. */
  protected override get answeredByScriptedUser(): boolean { return false; }

  protected override _canRender(options: Obj): false | void {
    if (!this.isVisible) throw new Error(`You do not have permission to view this ${this.constructor.name} sheet.`);
    return super._canRender(options);
  }

  protected override async _prepareContext(_options: Obj): Promise<Obj> {
    return { document: this.document, source: this.document.toObject?.() ?? {}, editable: this.isEditable, user: g.game.user };
  }

  protected override async _onRender(context: Obj, options: Obj): Promise<void> {
    await super._onRender(context, options);
    if (!this.isEditable) this._toggleDisabled(true);
  }

  /** Every form field of the sheet's content (not the window's own header controls). */
  protected _toggleDisabled(disabled: boolean): void {
    for (const el of this.element.querySelectorAll<HTMLInputElement>(".window-content input, .window-content select, .window-content textarea")) el.disabled = disabled;
  }

  static async #onSubmitDocumentForm(this: FakeDocumentSheetV2, event: Event, form: HTMLFormElement, formData: { object: Obj }): Promise<void> {
    const submitData = this._prepareSubmitData(event, form, formData);
    await this._processSubmitData(event, form, submitData);
  }

  protected _prepareSubmitData(event: Event, form: HTMLFormElement, formData: { object: Obj }): Obj {
    return this._processFormData(event, form, formData);
  }

  protected _processFormData(_event: Event | null, _form: HTMLFormElement, formData: { object: Obj }): Obj {
    return g.foundry.utils.expandObject(formData.object);
  }

  protected async _processSubmitData(_event: Event, _form: HTMLFormElement, submitData: Obj): Promise<void> {
    await this.document.update(submitData);
  }
}

export class FakeActorSheetV2 extends FakeDocumentSheetV2 {
  get actor(): SheetDocument { return this.document; }
}

export class FakeItemSheetV2 extends FakeDocumentSheetV2 {
  get item(): SheetDocument { return this.document; }
}
