/**
 * Narrowing a document to its subtypes, so `actor.system` / `item.system` read as the ruleset's own model
 * (typed through `DataModelConfig`) without casts: a guard for branches, and a reader that refuses the wrong type.
 */

/** Whether the actor is one of `types` (its `system` is then that subtype's model). */
export function isActorType<T extends Actor.SubType, A extends Actor.Implementation>(actor: A, types: readonly T[]): actor is A & Actor.OfType<T> {
  return (types as readonly string[]).includes(actor.type);
}

/** Whether the item is one of `types`. */
export function isItemType<T extends Item.SubType, I extends Item.Implementation>(item: I, types: readonly T[]): item is I & Item.OfType<T> {
  return (types as readonly string[]).includes(item.type);
}

/** The actor's model when it is one of `types`; a TypeError (a bug, not a player's mistake) otherwise. */
export function actorSystem<T extends Actor.SubType, A extends Actor.Implementation>(actor: A, types: readonly T[]): Actor.OfType<T>["system"] {
  if (!isActorType(actor, types)) throw new TypeError(`${actor.type} is not one of ${types.join(", ")}`);
  // Checked just above; v14's declarations keep the other subtypes' optional keys on the narrowed union.
  return actor.system as Actor.OfType<T>["system"];
}

/** The item's model when it is one of `types`; a TypeError otherwise. */
export function itemSystem<T extends Item.SubType, I extends Item.Implementation>(item: I, types: readonly T[]): Item.OfType<T>["system"] {
  if (!isItemType(item, types)) throw new TypeError(`${item.type} is not one of ${types.join(", ")}`);
  // Checked just above (see actorSystem).
  return item.system as Item.OfType<T>["system"];
}

/**
 * A subtype name read as a plain string (a ruleset's model list, a pack entry), checked against the models Foundry
 * registered: the typed name create data asks for, or a TypeError (a bug) when no model has that name.
 */
export function actorSubType(type: string): Actor.SubType {
  if (!isActorSubType(type)) throw new TypeError(`${type} is not a registered Actor subtype`);
  return type;
}

/** An Item subtype name checked against the registered models (see actorSubType). */
export function itemSubType(type: string): Item.SubType {
  if (!isItemSubType(type)) throw new TypeError(`${type} is not a registered Item subtype`);
  return type;
}

const isActorSubType = (type: string): type is Actor.SubType => Object.hasOwn(CONFIG.Actor.dataModels, type);
const isItemSubType = (type: string): type is Item.SubType => Object.hasOwn(CONFIG.Item.dataModels, type);
