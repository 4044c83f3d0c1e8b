/** Elvendor item sheets: one class per item type, all sharing the context builder. */
import { refuse, userMayModify } from "../../../core/gm";
import { RealmsItemSheet } from "../../../core/sheets/base";
import { SYSTEM_PATH } from "../../../core/templates";
import { itemSystem } from "../../../core/data/subtypes";
import { applyConditionCard } from "../conditions/conditions";
import { enrichAll } from "../../../core/sheets/enrich";
import { ITEM_TEMPLATES, itemChoices, itemContext } from "./context";

const HTML_FIELDS: Record<string, string[]> = {
  elvendorAction: ["description", "rules"], elvendorCondition: ["effect", "penalty", "notes"], elvendorAbility: ["description"],
  elvendorEquipment: ["description"], elvendorCrystal: ["effect"],
};

class ElvendorItemSheet extends RealmsItemSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["realms", "sheet", "item", "elvendor"],
    actions: { applyToTargets: ElvendorItemSheet.#applyToTargets },
  };

  /** Ours with Foundry's own context spread over it (it types the return; its document and editable show what ours would). */
  override async _prepareContext(options: Parameters<RealmsItemSheet["_prepareContext"]>[0]) {
    const item = this.document;
    const enriched = await enrichAll(item, HTML_FIELDS[item.type] ?? []);
    const context = itemContext({ id: item.id ?? "", name: item.name ?? "", img: item.img ?? "", type: item.type, system: item.system },
      { editable: this.isEditable, enriched: enriched as Record<string, string> }, itemChoices());
    return { ...context, ...(await super._prepareContext(options)) };
  }

  /** A condition card applies itself to every targeted token the user may change. */
  static async #applyToTargets(this: ElvendorItemSheet) {
    const card = itemSystem(this.document, ["elvendorCondition"]);
    const targets = [...(game.user.targets ?? [])];
    if (!targets.length) return void ui.notifications?.warn("REALMS.Errors.NoTarget", { localize: true });
    for (const token of targets) {
      const actor = token.actor as Actor.Implementation | null;
      if (!actor) continue;
      if (!userMayModify(game.user, actor)) {
        refuse(actor);
        continue;
      }
      await applyConditionCard(actor, card);
    }
  }
}

/** Sheet class per item type, each with its own template part. */
export const ELVENDOR_ITEM_SHEETS: Record<string, typeof ElvendorItemSheet> = Object.fromEntries(
  Object.entries(ITEM_TEMPLATES).map(([type, template]) => [type, class extends ElvendorItemSheet {
    static override PARTS = { sheet: { template: `${SYSTEM_PATH}/${template}`, scrollable: [""] } };
  }]),
);
