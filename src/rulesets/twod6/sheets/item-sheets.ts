/** 2D6 item sheets: one template for every 2D6 item type, driven by the field list in the context. */
import { RealmsItemSheet } from "../../../core/sheets/base";
import { enrichAll } from "../../../core/sheets/enrich";
import { SYSTEM_PATH } from "../../../core/templates";
import { TWOD6_ITEM_SPECS } from "../models/specs";
import { twod6ItemContext } from "./sheet-context";

class Twod6ItemSheet extends RealmsItemSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = { classes: ["realms", "sheet", "item", "twod6"] };
  static override PARTS = { sheet: { template: `${SYSTEM_PATH}/templates/twod6/sheet-item.hbs`, scrollable: [""] } };

  /** Foundry's context with ours over it: our plain document shows what Foundry's live Item would (the cast down: see character-sheets.ts). */
  override async _prepareContext(options: Parameters<RealmsItemSheet["_prepareContext"]>[0]) {
    const item = this.document;
    const enriched = await enrichAll(item, ["description"]);
    const context = twod6ItemContext({ id: item.id ?? "", name: item.name ?? "", img: item.img ?? "", type: item.type, system: item.system },
      { editable: this.isEditable, isGM: game.user.isGM, enriched: enriched as Record<string, string> });
    return { ...(await super._prepareContext(options)), ...context } as never;
  }
}

export const TWOD6_ITEM_SHEETS: Record<string, typeof Twod6ItemSheet> = Object.fromEntries(Object.keys(TWOD6_ITEM_SPECS).map((type) => [type, Twod6ItemSheet]));
