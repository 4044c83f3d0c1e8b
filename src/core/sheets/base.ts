import { cleanSheetSubmit } from "./submit";
import type { ActorLike } from "./context";
import type { ActorSheetWithDrops } from "../compat";

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

/** Base of every Realms actor sheet: validated submits and Realms CSS classes. */
export class RealmsActorSheet extends HandlebarsActorSheet {
  static PARTS: Record<string, TemplatePart> = {};

  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["realms", "sheet", "actor"],
    position: { width: 720, height: 780 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false },
    // Merged into every subclass's actions by ApplicationV2.
    actions: { editItem: RealmsActorSheet.#editItem },
  };

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
