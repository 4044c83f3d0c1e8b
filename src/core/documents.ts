import { activeRuleset, promptForRuleset } from "./settings";
import { parseStatusId } from "./status-ids";
import { RealmsDataModel } from "./data/data-model";
import { RealmsActorModel } from "./data/actor-model";
import { readConditions } from "./effects";
import { rulesetTypes } from "./registry";
import type { DialogCreateOptions } from "./compat";

/**
 * Subtypes the Create dialogs may offer: only the active ruleset's. Foundry v13 reads `options.types`;
 * the typings leave that option out for these documents, hence the casts below.
 */
export function creatableTypes(documentName: "Actor" | "Item"): string[] {
  const ruleset = activeRuleset();
  if (!ruleset) return [];
  return rulesetTypes(ruleset, documentName);
}

/**
 * Before a ruleset is chosen there is nothing to create (Foundry throws on an empty `types`): say so, and offer the
 * GM the ruleset picker. True when the Create dialog may open.
 */
function mayOfferCreate(documentName: "Actor" | "Item"): boolean {
  if (creatableTypes(documentName).length) return true;
  ui.notifications?.warn("REALMS.FirstRun.nothingToCreate", { localize: true });
  if (game.user?.isGM) void promptForRuleset();
  return false;
}

/**
 * The toggle of a ruleset that declares none: the actor model's condition rules (`applyCondition`, `removeCondition`),
 * only when the click changes something, so a click on a condition already in force (or already gone) writes nothing.
 */
async function toggleThroughModel(actor: Actor.Implementation, conditionId: string, active: boolean): Promise<boolean> {
  const system: unknown = actor.system;
  if (!(system instanceof RealmsActorModel)) return false;
  const has = readConditions(actor.effects).some((c) => c.id === conditionId);
  if (active && !has) await system.applyCondition(conditionId);
  if (!active && has) await system.removeCondition(conditionId);
  return true;
}

export class RealmsActor<out SubType extends Actor.SubType = Actor.SubType> extends Actor<SubType> {
  /**
   * Token HUD toggles (and the tracker's defeated skull) of a Realms status go through the active ruleset's
   * condition rules (cap, immunity, ladder, notices) with the condition id the rules know; a Realms status the
   * rules do not toggle (Aedelore's Bleeding follows its value) is left alone. Foundry's own statuses keep
   * Foundry's behaviour. The overlay choice (right click) is not used by the rules. The HUD also lights a status
   * whose effect is switched off (disabled, or expired and kept by v14): no condition of it is in force, so turning
   * it off takes that effect away, as Foundry's own toggle would, without the rules.
   */
  override async toggleStatusEffect(statusId: string, options?: Actor.ToggleStatusEffectOptions) {
    if (!parseStatusId(statusId)) return super.toggleStatusEffect(statusId, options);
    const ruleset = activeRuleset();
    const status = ruleset?.statuses.list.find((s) => s.statusId === statusId);
    const active = options?.active ?? !this.statuses.has(statusId);
    const switchedOff = status && !active ? this.effects.get(status._id) : undefined;
    if (switchedOff && !switchedOff.active) {
      await switchedOff.delete();
      return false;
    }
    const toggle = ruleset?.toggleStatus ?? toggleThroughModel;
    const handled = status && (await toggle(this, status.id, active));
    return handled ? active : undefined;
  }

  /** Roll data is the model's (`system.getRollData()`), which adds each ruleset's derived numbers. */
  override getRollData() {
    const system: unknown = this.system;
    return system instanceof RealmsDataModel ? system.getRollData() : super.getRollData();
  }

  static override async createDialog(
    data?: Actor.CreateDialogData, createOptions?: DialogCreateOptions<typeof Actor.createDialog>, options?: Actor.CreateDialogOptions,
  ) {
    if (!mayOfferCreate("Actor")) return null;
    return super.createDialog(data, createOptions, { types: creatableTypes("Actor"), ...options } as unknown as Actor.CreateDialogOptions);
  }
}

export class RealmsItem<out SubType extends Item.SubType = Item.SubType> extends Item<SubType> {
  static override async createDialog(
    data?: Item.CreateDialogData, createOptions?: DialogCreateOptions<typeof Item.createDialog>, options?: Item.CreateDialogOptions,
  ) {
    if (!mayOfferCreate("Item")) return null;
    return super.createDialog(data, createOptions, { types: creatableTypes("Item"), ...options } as unknown as Item.CreateDialogOptions);
  }
}

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof RealmsActor<Actor.SubType>;
    Item: typeof RealmsItem<Item.SubType>;
  }
}
