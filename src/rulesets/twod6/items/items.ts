/**
 * Cursed, bound and blessed items in play, and eating, drinking and charges: the pure rules (rules/items.ts,
 * survival/rules/sustenance.ts) applied to documents. A refusal is a localized warning and nothing changes.
 */
import { changeTracks } from "../../../core/tracks";
import { gmAction, missing, Refusal, requireGM, requireMayModify, runAsGM, warnRefusal } from "../../../core/gm";
import { id, object, uuid } from "../../../core/payload";
import { actorAt } from "../../../core/refs";
import { TWOD6_ACTOR_TYPES, TWOD6_ID } from "../config";
import { refuseLoss, refuseUnequip, blessedValue, type LoseWay, type Refusal as CurseRefusal } from "./rules/items";
import { HUNGER_TRACK, THIRST_TRACK } from "../survival/rules/sustenance";
import { equippedFacts } from "./facts";
import { actorSystem, itemSystem } from "../../../core/data/subtypes";
import { madeHere } from "../../../core/reacting-client";

const REFUSAL_KEY: Record<Exclude<CurseRefusal, null>, string> = {
  cursedKeep: "REALMS.Twod6.Curse.cannotLose",
  boundUnequip: "REALMS.Twod6.Curse.boundUnequip",
};

function refusal(kind: CurseRefusal, item: Item.Implementation): Refusal | null {
  return kind ? new Refusal(REFUSAL_KEY[kind], { name: item.name ?? "?", actor: item.parent?.name ?? "?" }) : null;
}

/** Whether the holder may give the item up this way now (null: it may). */
export function lossRefusal(item: Item.Implementation, way: LoseWay, user: User.Implementation = game.user): Refusal | null {
  if (!item.parent) return null;
  return refusal(refuseLoss(equippedFacts(item), way, user.isGM), item);
}

/**
 * Guards Foundry's own paths: deleting a cursed item from a creature (dropping it) is refused unless the GM does
 * it; unequipping a bound cursed item is refused for everyone (the GM dispels the binding first); only the GM
 * marks an item cursed, bound or blessed.
 */
export function guardItemDelete(item: Item.Implementation, _options: unknown, userId: string): boolean {
  const user = game.users?.get(userId) ?? game.user;
  const r = lossRefusal(item, "delete", user);
  if (!r) return true;
  if (madeHere(userId)) warnRefusal(r);
  return false;
}

export function guardItemUpdate(item: Item.Implementation, changes: Record<string, unknown>, _options: unknown, userId: string): boolean {
  const user = game.users?.get(userId) ?? game.user;
  const next = foundry.utils.getProperty(changes, "system") as Record<string, unknown> | undefined;
  if (!next || !item.parent) return true;
  let r: Refusal | null = null;
  if (next.equipped === false && next.bound !== false) r = refusal(refuseUnequip(equippedFacts(item)), item);
  if (!r && !user.isGM && ["cursed", "bound", "blessed", "blessing", "forcesEating"].some((k) => k in next)) r = new Refusal("REALMS.Twod6.Curse.gmOnly", { name: item.name ?? "?" });
  if (!r) return true;
  if (madeHere(userId)) warnRefusal(r);
  return false;
}

/** Equip or unequip, refused with a notice for a bound cursed item. */
export async function setEquipped(item: Item.Implementation, on: boolean): Promise<boolean> {
  const actor = item.parent as Actor.Implementation | null;
  if (actor) requireMayModify(game.user, actor);
  const r = on ? null : refusal(refuseUnequip(equippedFacts(item)), item);
  if (r) {
    warnRefusal(r);
    return false;
  }
  await item.update({ system: { equipped: on } });
  return true;
}

/**
 * Give an item to another creature (trade, gift): refused for a cursed item. The target is usually another
 * player's character, which this client may not change, so the move runs on the GM's client (`gmGiveItem`).
 */
export async function giveItem(item: Item.Implementation, to: Actor.Implementation): Promise<boolean> {
  const from = item.parent as Actor.Implementation | null;
  if (from) requireMayModify(game.user, from);
  const r = lossRefusal(item, "give");
  if (r) {
    warnRefusal(r);
    return false;
  }
  return (await runAsGM(gmGiveItem, { itemUuid: item.uuid, targetUuid: to.uuid })) === true;
}

/** Is the actor on this scene (a token of it, or it is a token's own actor there)? */
function onScene(actor: Actor.Implementation, scene: Scene.Implementation): boolean {
  if (actor.isToken) return actor.token?.parent?.id === scene.id;
  return scene.tokens.some((t) => t.actorId === actor.id);
}

/**
 * Whom a player's creature may hand an item to: a character some player owns (a party member, wherever it is), or
 * any creature with a token on a scene where the giver has one too (a trader, a prisoner, a monster in the room).
 * Not an actor that only sits in the sidebar: that would let a player stock any NPC. The GM gives to anyone.
 */
function mayReceive(user: User.Implementation, giver: Actor.Implementation, target: Actor.Implementation): boolean {
  if (user.isGM || target.hasPlayerOwner) return true;
  return game.scenes.contents.some((scene) => onScene(giver, scene as Scene.Implementation) && onScene(target, scene as Scene.Implementation));
}

/**
 * The GM's client moves a given item, re-checking everything: the requester owns the giving creature (and so its
 * item: an embedded item's ownership is its actor's), the target may receive it, and the item is not cursed. The
 * copy is made on the target (unequipped) before the item leaves its bearer, so a failure loses nothing.
 */
export const gmGiveItem = gmAction(TWOD6_ID, "giveItem", object({ itemUuid: uuid, targetUuid: uuid }), async ({ itemUuid, targetUuid }, user) => {
  const item = fromUuidSync(itemUuid) as Item.Implementation | null;
  const giver = item?.parent as Actor.Implementation | null | undefined;
  if (!item || item.documentName !== "Item" || !giver || giver.documentName !== "Actor") throw missing("item");
  requireMayModify(user, giver);
  const target = actorAt(targetUuid);
  if (!target || target.documentName !== "Actor") throw missing("actor");
  const names = { name: item.name ?? "?", actor: giver.name ?? "?", target: target.name ?? "?" };
  if (target.uuid === giver.uuid) throw new Refusal("REALMS.Twod6.Give.self", names);
  if (!mayReceive(user, giver, target)) throw new Refusal("REALMS.Twod6.Give.notHere", names);
  const r = lossRefusal(item, "give", user);
  if (r) throw r;
  const data = item.toObject();
  await target.createEmbeddedDocuments("Item", [{ ...data, system: { ...data.system, equipped: false } }]);
  await item.delete();
  return true;
});

/**
 * An item dragged from one creature's sheet onto another's is given, not copied (Foundry would create it on the
 * target and leave it with its bearer): the move goes through `giveItem`, so a cursed item is refused with its
 * notice and stays where it is. Items from compendiums, the sidebar or the same creature take Foundry's own way.
 */
export function guardItemDrop(actor: Actor.Implementation, _sheet: unknown, data: { type?: string; uuid?: string }): boolean {
  if (data.type !== "Item" || !data.uuid) return true;
  const item = fromUuidSync(data.uuid) as Item.Implementation | null;
  const from = item?.parent as Actor.Implementation | null | undefined;
  if (!item || !from || from.documentName !== "Actor" || from.uuid === actor.uuid) return true;
  void giveItem(item, actor).catch((e: unknown) => {
    if (e instanceof Refusal) warnRefusal(e);
    else throw e;
  });
  return false;
}

/** The GM dispels the binding (interpretation I2): the item may be unequipped again and stays cursed. */
export const gmDispelBinding = gmAction(TWOD6_ID, "dispelBinding", object({ actorId: id, itemId: id }), async ({ actorId, itemId }, user) => {
  requireGM(user);
  const item = game.actors.get(actorId)?.items.get(itemId);
  if (!item) throw new Refusal("REALMS.GmRequest.missing", { what: "item" });
  await item.update({ system: { bound: false } });
});

/**
 * Eat or drink one of a stack: each track gains the item's value (food to hunger, water to thirst), stopping at
 * Satiated unless a cursed item forces more; gains and losses of the two tracks are made together.
 */
export async function consumeProvision(item: Item.Implementation): Promise<boolean> {
  const actor = item.parent as Actor.Implementation | null;
  if (!actor) return false;
  requireMayModify(game.user, actor);
  const s = itemSystem(item, ["twod6Provision"]);
  if (s.quantity < 1) {
    warnRefusal(new Refusal("REALMS.Twod6.Provision.none", { name: item.name ?? "?" }));
    return false;
  }
  const uncapped = actorSystem(actor, TWOD6_ACTOR_TYPES).rules.forcedEating;
  const changes = [
    ...(s.food ? [{ track: HUNGER_TRACK.id, op: { kind: "gain" as const, amount: s.food, uncapped } }] : []),
    ...(s.water ? [{ track: THIRST_TRACK.id, op: { kind: "gain" as const, amount: s.water, uncapped } }] : []),
  ];
  await changeTracks(actor, changes);
  await item.update({ system: { quantity: s.quantity - 1 } });
  return true;
}

/** The charges an item holds at most: its own plus its blessing's. */
export function maxCharges(system: { charges: { max: number }; blessed: boolean; blessing: number }): number {
  return blessedValue(system.charges.max, system.blessed, system.blessing);
}

/** Use one charge of a potion, wand or tome. */
export async function spendCharge(item: Item.Implementation): Promise<boolean> {
  const actor = item.parent as Actor.Implementation | null;
  if (actor) requireMayModify(game.user, actor);
  const s = itemSystem(item, ["twod6Charged"]);
  if (s.charges.value < 1) {
    warnRefusal(new Refusal("REALMS.Twod6.Charged.empty", { name: item.name ?? "?" }));
    return false;
  }
  await item.update({ system: { charges: { value: s.charges.value - 1 } } });
  return true;
}
