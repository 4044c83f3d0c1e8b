/**
 * The Behavior (AI) card's item sheet with its row editor, and a Behavior card dropped on a Hostile's or an ally's
 * sheet. Row edits write a step's whole list through the document's update (validated by the data model); the
 * form's own edits are tidied (rules/behavior-rows.ts `tidyRow`) before they are written.
 */
import { RealmsItemSheet } from "../../../core/sheets/base";
import { enrichAll } from "../../../core/sheets/enrich";
import { SYSTEM_PATH } from "../../../core/templates";
import { refuse, userMayModify } from "../../../core/gm";
import { CONFIRM_TEMPLATE, FormDialog } from "../../../core/apps/form-dialog";
import type { AiRowData } from "../models/campaign-specs";
import { BEHAVIOR_STEPS, STEP_PATH, stepRows, tidyRow, type BehaviorStep } from "../ai/rules/behavior-rows";
import { BEHAVIOR_TYPE, behaviorDropPlan, behaviorEditorContext } from "./behavior-context";
import { addBehaviorRow, addClause, deleteBehaviorRow, deleteClause, moveBehaviorRow } from "./behavior-edits";
import { uuidOf } from "../../../core/refs";
import { isActorType, itemSystem } from "../../../core/data/subtypes";
import { behaviorTranslate } from "../ai/translate";

type FormDataExtended = foundry.applications.ux.FormDataExtended;
type Sheet = EldfallBehaviorSheet;
type Edit = (rows: readonly AiRowData[], step: BehaviorStep) => AiRowData[];

const stepOf = (target: HTMLElement): BehaviorStep | undefined => BEHAVIOR_STEPS.find((s) => s === target.dataset.step);
const num = (target: HTMLElement, key: string) => Number(target.dataset[key] ?? -1);

/** One editor button: the step's rows edited and written whole (the actions and the tests call this). */
export async function editBehaviorRows(item: Item.Implementation, step: BehaviorStep, edit: Edit): Promise<AiRowData[]> {
  const rows = edit(stepRows(itemSystem(item, [BEHAVIOR_TYPE]), step), step);
  await item.update({ [`system.${STEP_PATH[step]}`]: rows });
  return rows;
}

/** A submitted form's row lists, tidied (a picked condition gets its number, `any` becomes `or` marks). */
export function tidySubmit(data: Record<string, unknown>): Record<string, unknown> {
  const system = data.system as { active?: Record<string, AiRowData[] | undefined>; reactive?: Record<string, AiRowData[] | undefined> } | undefined;
  if (!system) return data;
  for (const step of BEHAVIOR_STEPS) {
    const holder = step === "reaction" ? system.reactive : system.active;
    const rows = holder?.[step];
    if (holder && Array.isArray(rows)) holder[step] = rows.map((r) => tidyRow(r, step));
  }
  return data;
}

export class EldfallBehaviorSheet extends RealmsItemSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["realms", "sheet", "item", "eldfall", "eld-behavior"],
    position: { width: 640, height: 760 },
    actions: {
      addBehaviorRow: EldfallBehaviorSheet.#edit((rows, step) => addBehaviorRow(rows, step)),
      deleteBehaviorRow: EldfallBehaviorSheet.#edit((rows, step, t) => deleteBehaviorRow(rows, step, num(t, "row"))),
      moveBehaviorRowUp: EldfallBehaviorSheet.#edit((rows, step, t) => moveBehaviorRow(rows, step, num(t, "row"), -1)),
      moveBehaviorRowDown: EldfallBehaviorSheet.#edit((rows, step, t) => moveBehaviorRow(rows, step, num(t, "row"), 1)),
      addClause: EldfallBehaviorSheet.#edit((rows, step, t) => addClause(rows, step, num(t, "row"))),
      deleteClause: EldfallBehaviorSheet.#edit((rows, step, t) => deleteClause(rows, step, num(t, "row"), num(t, "clause"))),
    },
  };

  static override PARTS = { sheet: { template: `${SYSTEM_PATH}/templates/eldfall/behavior-sheet.hbs`, scrollable: [""] } };

  /** An action handler running one list edit on the step the clicked button names. */
  static #edit(edit: (rows: readonly AiRowData[], step: BehaviorStep, target: HTMLElement) => AiRowData[]) {
    return async function (this: Sheet, _event: PointerEvent, target: HTMLElement) {
      const step = stepOf(target);
      if (step) await editBehaviorRows(this.document, step, (rows, s) => edit(rows, s, target));
    };
  }

  override async _prepareContext() {
    const item = this.document;
    const enriched = await enrichAll(item, ["description"]);
    return behaviorEditorContext({ id: item.id ?? "", name: item.name ?? "", img: item.img ?? "", type: item.type, system: item.system },
      { editable: this.isEditable, enriched: enriched as Record<string, string>, translate: behaviorTranslate }) as never;
  }

  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: FormDataExtended) {
    return tidySubmit(super._processFormData(event, form, formData) as Record<string, unknown>) as never;
  }
}

export type BehaviorDropResult = "created" | "replaced" | "kept" | "refused" | "missing";

/**
 * A Behavior card dropped on an actor: a Hostile or an ally takes it; one that already follows a card is asked
 * first and, if it agrees, gets the new card before the old one goes (nothing is lost if the creation fails).
 */
export async function dropBehavior(actor: Actor.Implementation, item: Item.Implementation | null): Promise<BehaviorDropResult> {
  if (!userMayModify(game.user, actor)) {
    refuse(actor);
    return "refused";
  }
  if (!item || item.type !== BEHAVIOR_TYPE) return "missing";
  const held = actor.items.filter((i) => i.type === BEHAVIOR_TYPE);
  const ally = isActorType(actor, ["eldfallHero"]) && actor.system.ally;
  const plan = behaviorDropPlan({ type: actor.type, ally, uuid: uuidOf(actor), held: held.length }, (item.parent as { uuid?: string } | null)?.uuid ?? null);
  if (plan === "sort") return "kept";
  if (plan === "refuse") {
    ui.notifications?.warn("REALMS.Eldfall.Behavior.Sheet.notAlly", { localize: true, format: { actor: actor.name ?? "" } });
    return "refused";
  }
  if (plan === "replace") {
    const answer = await FormDialog.ask({
      title: game.i18n.localize("REALMS.Eldfall.Behavior.Sheet.replaceTitle"), template: CONFIRM_TEMPLATE,
      context: { text: game.i18n.format("REALMS.Eldfall.Behavior.Sheet.replaceText", { actor: actor.name ?? "", old: held.map((i) => i.name).join(", "), new: item.name ?? "" }) },
      buttons: [
        { value: "replace", label: game.i18n.localize("REALMS.Eldfall.Behavior.Sheet.replace"), icon: "fa-solid fa-right-left", default: false },
        { value: "cancel", label: game.i18n.localize("REALMS.Eldfall.Behavior.Sheet.cancel"), icon: "", default: true },
      ],
      read: (_form, pressed) => pressed,
    });
    if (answer !== "replace") return "kept";
  }
  const created = await actor.createEmbeddedDocuments("Item", [item.toObject()]);
  if (!created?.length) return "kept";
  if (plan === "replace") await actor.deleteEmbeddedDocuments("Item", held.map((i) => i.id ?? ""));
  return plan === "replace" ? "replaced" : "created";
}

/** At `init`: Behavior cards dropped on Eldfall actor sheets go through `dropBehavior` (a plain drop would add a second card). */
export function registerBehaviorDrop(): void {
  Hooks.on("dropActorSheetData", (actor: Actor.Implementation, _sheet: unknown, data: { type?: string; uuid?: string }) => {
    if (data.type !== "Item" || !data.uuid || !["eldfallHostile", "eldfallHero"].includes(actor.type)) return;
    const entry = fromUuidSync<Item.Implementation>(data.uuid) as { type?: string; parent?: { uuid?: string } | null } | null;
    if (entry?.type !== BEHAVIOR_TYPE || entry.parent?.uuid === actor.uuid) return;
    const uuid = data.uuid;
    void (async () => dropBehavior(actor, (await fromUuid<Item.Implementation>(uuid)) as Item.Implementation | null))();
    return false;
  });
}
