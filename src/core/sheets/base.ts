import { cleanSheetSubmit } from "./submit";
import type { ActorLike } from "./context";
import type { ActorSheetWithDrops } from "../compat";
import { sheetFrame, type SheetTab } from "./frame";

import HandlebarsApplicationMixin = foundry.applications.api.HandlebarsApplicationMixin;
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import ItemSheetV2 = foundry.applications.sheets.ItemSheetV2;

type AnyAppClass = foundry.applications.api.ApplicationV2.AnyConstructor;
type TemplatePart = HandlebarsApplicationMixin.HandlebarsTemplatePart;
type FormDataExtended = foundry.applications.ux.FormDataExtended;

/*
 * The official types' HandlebarsApplicationMixin over a document sheet exceeds tsc's instantiation
 * depth (TS2589 after a minute, TS 5.9 + foundry-vtt-types 13.345.1). The mixed class is therefore
 * typed as the plain document sheet plus the static PARTS we use; at runtime it is the real mixin.
 */
const HandlebarsActorSheet = HandlebarsApplicationMixin(ActorSheetV2 as unknown as AnyAppClass) as unknown as typeof ActorSheetWithDrops;
const HandlebarsItemSheet = HandlebarsApplicationMixin(ItemSheetV2 as unknown as AnyAppClass) as unknown as typeof ItemSheetV2;

/** Flatten the form, validate through the spec, expand again (the base class then updates the document). */
function processForm(doc: { type: string; system: unknown }, formData: FormDataExtended): Record<string, unknown> {
  const flat = foundry.utils.flattenObject(formData.object) as Record<string, unknown>;
  return foundry.utils.expandObject(cleanSheetSubmit(doc.type, flat, doc.system)) as Record<string, unknown>;
}

/**
 * Base of every Realms actor sheet: validated submits, Realms CSS classes, tabs and the play/edit mode
 * (./frame.ts). The context's `editable` is true only with the lock open; `frame.owner` says who may act.
 */
export class RealmsActorSheet extends HandlebarsActorSheet {
  static PARTS: Record<string, TemplatePart> = {};
  /** The sheet's tabs (group "primary"), the first shown on opening. */
  static SHEET_TABS: readonly SheetTab[] = [];

  /** Sheets open in play mode; the lock is per open window, as in dnd5e. */
  #editMode = false;

  /** Every field is an input: the user may edit the actor and has opened the lock. */
  get editing(): boolean {
    return this.isEditable && this.#editMode;
  }

  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["realms", "sheet", "actor"],
    position: { width: 720, height: 780 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false },
    // Merged into every subclass's actions by ApplicationV2.
    actions: { editItem: RealmsActorSheet.#editItem, toggleMode: RealmsActorSheet.#toggleMode },
  };

  static async #toggleMode(this: RealmsActorSheet) {
    if (!this.isEditable) return;
    this.#editMode = !this.#editMode;
    await this.render();
  }

  override async _prepareContext(options: Parameters<ActorSheetWithDrops["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const tabs = (this.constructor as typeof RealmsActorSheet).SHEET_TABS;
    const frame = sheetFrame(tabs, this.tabGroups.primary, { owner: this.isEditable, editMode: this.#editMode });
    this.tabGroups.primary = frame.activeTab;
    return { ...context, editable: this.editing, frame };
  }

  static async #editItem(this: RealmsActorSheet, _event: PointerEvent, target: HTMLElement) {
    await this.document.items.get(target.dataset.itemId ?? "")?.sheet?.render(true);
  }

  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: FormDataExtended) {
    void event; void form;
    return processForm(this.document, formData);
  }

  /** The actor as plain data for the pure context builders. */
  protected plain(): ActorLike<never> {
    const a = this.document;
    return { id: a.id ?? "", name: a.name ?? "", img: a.img ?? "", type: a.type, system: a.system as never,
      items: [...a.items].map((i) => ({ id: i.id ?? "", name: i.name ?? "", img: i.img ?? "", type: i.type, system: i.system })) };
  }
}

export class RealmsItemSheet extends HandlebarsItemSheet {
  static PARTS: Record<string, TemplatePart> = {};

  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["realms", "sheet", "item"],
    position: { width: 540, height: 600 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false },
  };

  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: FormDataExtended) {
    void event; void form;
    return processForm(this.document, formData);
  }
}
