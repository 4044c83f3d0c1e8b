import { activeRuleset } from "./settings";

/**
 * Subtypes the Create dialogs may offer: only the active ruleset's. Foundry v13 reads `options.types`;
 * the typings model that option as never set for these documents, hence the casts below.
 */
export function creatableTypes(documentName: "Actor" | "Item"): string[] {
  const ruleset = activeRuleset();
  if (!ruleset) return [];
  return Object.keys(documentName === "Actor" ? ruleset.actorSpecs : ruleset.itemSpecs);
}

export class RealmsActor<out SubType extends Actor.SubType = Actor.SubType> extends Actor<SubType> {
  /** A new character's token is linked to it unless the creator said otherwise; enemies stay unlinked. */
  protected override async _preCreate(data: Actor.CreateData, options: Actor.Database.PreCreateOptions, user: User.Implementation) {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    const linked = activeRuleset()?.linkedActorTypes?.includes(this.type) ?? false;
    if (linked && foundry.utils.getProperty(data, "prototypeToken.actorLink") === undefined) this.updateSource({ prototypeToken: { actorLink: true } } as never);
  }

  /** Token HUD toggles: the active ruleset's conditions go through its rules (cap, immunity, notices). */
  override async toggleStatusEffect(statusId: string, options?: Actor.ToggleStatusEffectOptions) {
    const current = this.statuses.has(statusId);
    const active = options?.active ?? !current;
    const handled = await activeRuleset()?.toggleStatus?.(this as unknown as Actor.Implementation, statusId, active);
    if (handled) return active;
    return super.toggleStatusEffect(statusId, options);
  }

  static override createDialog(
    data?: Actor.CreateDialogData, createOptions?: Actor.Database.DialogCreateOptions, options?: Actor.CreateDialogOptions,
  ) {
    return super.createDialog(data, createOptions, { types: creatableTypes("Actor"), ...options } as unknown as Actor.CreateDialogOptions);
  }
}

export class RealmsItem<out SubType extends Item.SubType = Item.SubType> extends Item<SubType> {
  static override createDialog(
    data?: Item.CreateDialogData, createOptions?: Item.Database.DialogCreateOptions, options?: Item.CreateDialogOptions,
  ) {
    return super.createDialog(data, createOptions, { types: creatableTypes("Item"), ...options } as unknown as Item.CreateDialogOptions);
  }
}

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof RealmsActor<Actor.SubType>;
    Item: typeof RealmsItem<Item.SubType>;
  }
}
