/** The 2D6 creature sheet (characters and creatures): a thin class feeding the pure context and routing buttons to flows. */
import { RealmsActorSheet } from "../../../core/sheets/base";
import { clickIntent } from "../../../core/roll-dialog";
import { runAsGM } from "../../../core/gm";
import { SYSTEM_PATH } from "../../../core/templates";
import { rollCheck } from "../flows/checks";
import { rollRegen } from "../flows/regen";
import { gmDispelBinding, setEquipped } from "../flows/items";
import { HASTE_STATUS } from "../rules/sustenance";
import { creatureSheetContext } from "./context";

type Sheet = TwoD6ActorSheet;

export class TwoD6ActorSheet extends RealmsActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["realms", "sheet", "actor", "twod6"],
    actions: {
      rollUse: TwoD6ActorSheet.#rollUse, regen: TwoD6ActorSheet.#regen, toggleEquipped: TwoD6ActorSheet.#toggleEquipped,
      useItem: TwoD6ActorSheet.#useItem, dispel: TwoD6ActorSheet.#dispel,
    },
  };

  static override PARTS = { sheet: { template: `${SYSTEM_PATH}/templates/twod6/sheets/creature.hbs`, scrollable: [""] } };

  override async _prepareContext(options: never) {
    const base = await super._prepareContext(options);
    const statusHastes = [...this.document.effects].filter((e) => !e.disabled && e.statuses?.has(HASTE_STATUS)).length;
    // The base context's `document` is the real actor (its img and name are the same as the plain copy's).
    const { document: _plain, ...context } = creatureSheetContext(this.plain() as never, { editable: this.isEditable, isGM: game.user.isGM, statusHastes });
    void _plain;
    return { ...base, ...context };
  }

  private item(target: HTMLElement) {
    return this.document.items.get(target.dataset.itemId ?? "") ?? null;
  }

  static async #rollUse(this: Sheet, event: PointerEvent, target: HTMLElement) {
    await rollCheck(this.document, { use: target.dataset.use }, clickIntent(event));
  }

  static async #regen(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await rollRegen(this.document, target.dataset.kind === "energy" ? "energy" : "health", { moving: (this.document.system as unknown as { activity: string }).activity === "move" });
  }

  static async #toggleEquipped(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.item(target);
    if (item) await setEquipped(item, !(item.system as unknown as { equipped: boolean }).equipped);
  }

  static async #useItem(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await (this.item(target)?.system as unknown as { use?: () => Promise<unknown> } | undefined)?.use?.();
  }

  static async #dispel(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.item(target);
    if (item) await runAsGM(gmDispelBinding, { actorId: this.document.id, itemId: item.id });
  }
}
