/**
 * The behaviour every Realms item model offers: `use()` for items that are used (an action card played, a
 * spell cast, a weapon's attack), each delegating to its ruleset's flow; quantity spent like a resource.
 */
import { RealmsDataModel } from "./data-model";
import { requireMayModify } from "../gm";
import { spendFrom } from "../rules/damage";

export abstract class RealmsItemModel extends RealmsDataModel {
  get item(): Item.Implementation {
    return this.parent as unknown as Item.Implementation;
  }

  /** The actor that holds this item, if any. */
  get owner(): Actor.Implementation | null {
    return (this.item.parent as Actor.Implementation | null) ?? null;
  }

  /** Whether `use()` does something for this item. */
  get usable(): boolean {
    return false;
  }

  /** Use the item (play, cast, drink, attack): its ruleset's flow; resolves when that flow is done. */
  async use(_options: Record<string, unknown> = {}): Promise<unknown> {
    return undefined;
  }

  /** Write system values by path (relative to `system`), GM or owner of the item only. */
  protected async writeSystem(values: Readonly<Record<string, unknown>>): Promise<void> {
    const actor = this.owner;
    if (actor) requireMayModify(game.user, actor);
    const entries = Object.entries(values);
    if (entries.length) await this.item.update(Object.fromEntries(entries.map(([path, v]) => [`system.${path}`, v])));
  }

  /** Use up `amount` of a stack (its `quantity`); false, with nothing written, when there is not enough. */
  consume(amount = 1): Promise<boolean> {
    const quantity = "quantity" in this ? this.quantity : undefined;
    if (typeof quantity !== "number") throw new RangeError(`${this.item.type} has no quantity`);
    return this.spendCount("quantity", quantity, amount);
  }

  /** Spend from a count (quantity, charges) at `path`; false when there is not enough. */
  protected async spendCount(path: string, value: number, amount = 1): Promise<boolean> {
    const spent = spendFrom(value, amount);
    if (spent.ok) await this.writeSystem({ [path]: spent.value });
    return spent.ok;
  }
}

/** An item's model as the contract above, or as the ruleset's item model a flow names (see actorModel). */
export function itemModel<T extends RealmsItemModel = RealmsItemModel>(item: Item.Implementation): T {
  const system: unknown = item.system;
  if (!(system instanceof RealmsItemModel)) throw new TypeError(`${item.type} is not a Realms item model`);
  return system as T;
}
