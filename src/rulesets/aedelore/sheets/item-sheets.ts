/** Aedelore item sheets: one template for every type, driven by the field list in the context. */
import { RealmsItemSheet } from "../../../core/sheets/base";
import { enrichAll } from "../../../core/sheets/enrich";
import { SYSTEM_PATH } from "../../../core/templates";
import { AEDELORE_ITEM_SPECS } from "../models/specs";
import { aedItemContext } from "./context";
import { itemSystem } from "../../../core/data/subtypes";

/** The talent bonuses of a race, class or religion (the only items whose sheet lists them). */
const bonusesOf = (item: Item.Implementation) => itemSystem(item, ["aedeloreRace", "aedeloreClass", "aedeloreReligion"]).bonuses;

class AedItemSheet extends RealmsItemSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["realms", "sheet", "item", "aedelore"],
    actions: { addBonus: AedItemSheet.#addBonus, deleteBonus: AedItemSheet.#deleteBonus },
  };
  static override PARTS = { sheet: { template: `${SYSTEM_PATH}/templates/aedelore/items/item.hbs`, scrollable: [""] } };

  override async _prepareContext() {
    const item = this.document;
    const enriched = await enrichAll(item, ["description"]);
    return aedItemContext({ id: item.id ?? "", name: item.name ?? "", img: item.img ?? "", type: item.type, system: item.system },
      { editable: this.isEditable, enriched: enriched as Record<string, string> }) as never;
  }

  static async #addBonus(this: AedItemSheet) {
    const list = bonusesOf(this.document);
    await this.document.update({ system: { bonuses: [...list, { target: "", value: 1 }] } });
  }

  static async #deleteBonus(this: AedItemSheet, _event: PointerEvent, target: HTMLElement) {
    const list = bonusesOf(this.document);
    await this.document.update({ system: { bonuses: list.filter((_, i) => i !== Number(target.dataset.index)) } });
  }
}

export const AEDELORE_ITEM_SHEETS: Record<string, typeof AedItemSheet> = Object.fromEntries(Object.keys(AEDELORE_ITEM_SPECS).map((type) => [type, AedItemSheet]));
