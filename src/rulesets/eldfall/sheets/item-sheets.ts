/** Eldfall item sheets: one class per item type, each with its template; table rows, tags, Traits and art levels edited in place. */
import { RealmsItemSheet } from "../../../core/sheets/base";
import { enrichAll } from "../../../core/sheets/enrich";
import { SYSTEM_PATH } from "../../../core/templates";
import { ROW_TAGS } from "../profile/rules/keys";
import type { TableRow } from "../profile/rules/attacks";
import { ELDFALL_ITEM_TEMPLATES, eldItemContext } from "./context";
import { addLevel, addRow, addTrait, deleteLevel, deleteRow, deleteTrait, toggleTag } from "./edits";
import { itemSystem } from "../../../core/data/subtypes";
import { missingFields } from "./missing";

type Sheet = EldfallItemSheet;
const index = (target: HTMLElement, key: string) => Number(target.dataset[key] ?? -1);

class EldfallItemSheet extends RealmsItemSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["realms", "sheet", "item", "eldfall"],
    actions: {
      addRow: EldfallItemSheet.#addRow, deleteRow: EldfallItemSheet.#deleteRow, toggleTag: EldfallItemSheet.#toggleTag,
      addTrait: EldfallItemSheet.#addTrait, deleteTrait: EldfallItemSheet.#deleteTrait, addLevel: EldfallItemSheet.#addLevel, deleteLevel: EldfallItemSheet.#deleteLevel,
    },
  };

  override async _prepareContext() {
    const item = this.document;
    const enriched = await enrichAll(item, ["description"]);
    return eldItemContext({ id: item.id ?? "", name: item.name ?? "", img: item.img ?? "", type: item.type, system: item.system },
      { editable: this.isEditable, enriched: enriched as Record<string, string>, missing: missingFields(item) }) as never;
  }

  private get rows(): TableRow[] {
    return itemSystem(this.document, ["eldfallUpgrade", "eldfallSpell"]).rows;
  }

  private async writeRows(rows: TableRow[]) {
    await this.document.update({ system: { rows } });
  }

  static async #addRow(this: Sheet) { await this.writeRows(addRow(this.rows)); }
  static async #deleteRow(this: Sheet, _e: PointerEvent, t: HTMLElement) { await this.writeRows(deleteRow(this.rows, index(t, "row"))); }
  static async #toggleTag(this: Sheet, _e: PointerEvent, t: HTMLElement) {
    const tag = ROW_TAGS.find((x) => x === t.dataset.tag);
    if (tag) await this.writeRows(toggleTag(this.rows, index(t, "row"), tag, ROW_TAGS));
  }
  static async #addTrait(this: Sheet, _e: PointerEvent, t: HTMLElement) { await this.writeRows(addTrait(this.rows, index(t, "row"))); }
  static async #deleteTrait(this: Sheet, _e: PointerEvent, t: HTMLElement) { await this.writeRows(deleteTrait(this.rows, index(t, "row"), index(t, "trait"))); }

  private get levels() {
    return itemSystem(this.document, ["eldfallCombatArt"]).levels;
  }
  static async #addLevel(this: Sheet) { await this.document.update({ system: { levels: addLevel(this.levels) } }); }
  static async #deleteLevel(this: Sheet, _e: PointerEvent, t: HTMLElement) { await this.document.update({ system: { levels: deleteLevel(this.levels, index(t, "level")) } }); }
}

/** A sheet class per item type, each with its own template part. */
export const ELDFALL_ITEM_SHEETS: Record<string, typeof EldfallItemSheet> = Object.fromEntries(
  Object.entries(ELDFALL_ITEM_TEMPLATES).map(([type, template]) => [type, class extends EldfallItemSheet {
    static override PARTS = { sheet: { template: `${SYSTEM_PATH}/${template}`, scrollable: [""] } };
  }]),
);
