/** Elf System item sheets: one class per item type, all sharing the context builder. */
import { RealmsItemSheet } from "../../../core/sheets/base";
import { enrichAll } from "../../../core/sheets/enrich";
import { itemContext } from "../../../core/sheets/context";
import { SYSTEM_PATH } from "../../../core/templates";
import { ELF_ITEM_TEMPLATES, elfItemChoices } from "./context";

class ElfItemSheet extends RealmsItemSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = { classes: ["realms", "sheet", "item", "elf"] };

  override async _prepareContext() {
    const item = this.document;
    const enriched = await enrichAll(item, ["description"]);
    return itemContext({ id: item.id ?? "", name: item.name ?? "", img: item.img ?? "", type: item.type, system: item.system },
      { editable: this.isEditable, enriched: enriched as Record<string, string> }, elfItemChoices()) as never;
  }
}

export const ELF_ITEM_SHEETS: Record<string, typeof ElfItemSheet> = Object.fromEntries(
  Object.entries(ELF_ITEM_TEMPLATES).map(([type, template]) => [type, class extends ElfItemSheet {
    static override PARTS = { sheet: { template: `${SYSTEM_PATH}/${template}`, scrollable: [""] } };
  }]),
);
