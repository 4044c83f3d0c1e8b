/** Elf System item sheets: one class per item type, all sharing the context builder. */
import { RealmsItemSheet } from "../../../core/sheets/base";
import { enrichAll } from "../../../core/sheets/enrich";
import { SYSTEM_PATH } from "../../../core/templates";
import { ELF_ITEM_TEMPLATES, elfItemContext } from "./context";
import { itemFromTable } from "../combat/rules/table-items";

class ElfItemSheet extends RealmsItemSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["realms", "sheet", "item", "elf"],
    actions: { fromTable: ElfItemSheet.#fromTable },
  };

  override async _prepareContext() {
    const item = this.document;
    const enriched = await enrichAll(item, ["description"]);
    return elfItemContext({ id: item.id ?? "", name: item.name ?? "", img: item.img ?? "", type: item.type, system: item.system },
      { editable: this.isEditable, enriched: enriched as Record<string, string> }) as never;
  }

  /** Fill the item from a row of the rules' weapon, armor or shield table (combat/rules/table-items.ts). */
  static async #fromTable(this: ElfItemSheet, _event: PointerEvent, target: HTMLElement) {
    const system = itemFromTable(this.document.type, target.dataset.row ?? "");
    if (system) await this.document.update({ system } as never);
  }
}

export const ELF_ITEM_SHEETS: Record<string, typeof ElfItemSheet> = Object.fromEntries(
  Object.entries(ELF_ITEM_TEMPLATES).map(([type, template]) => [type, class extends ElfItemSheet {
    static override PARTS = { sheet: { template: `${SYSTEM_PATH}/${template}`, scrollable: [""] } };
  }]),
);
