/**
 * The rolls the GM's client makes for the Resolution Step outside an Attack's own dice: a Dodge roll against one
 * Attack, and an attack row as the dice flows read it. No roll dialog (the exact odds are on each card).
 */
import type { ClickIntent } from "../../../core/roll-dialog";
import { isItemType, itemSystem } from "../../../core/data/subtypes";
import { rollAttribute, type AttackRow } from "../dice/rolling";
import type { AttackProfile } from "../dice/attack-profiles";
import { hasTrait } from "../profile/rules/traits";
import { throwingStrikeCap } from "../profile/rules/item-traits";

type Actor = Actor.Implementation;

export const FAST: ClickIntent = { fastForward: true, advantage: false, disadvantage: false };

/** The Item a row belongs to (null for the built-in rows). */
export const itemOfRow = (actor: Actor, p: AttackProfile): Item.Implementation | null =>
  (p.id.includes(".") ? actor.items.get(p.id.split(".")[0]!) as Item.Implementation | undefined : undefined) ?? null;

/** A Throwing Item's QTY ("/" is one Item), or null for any other row. */
export function throwingQty(actor: Actor, p: AttackProfile): number | null {
  const item = itemOfRow(actor, p);
  return item && hasTrait(p.traits, "throwing") && isItemType(item, ["eldfallUpgrade"]) ? throwingStrikeCap(itemSystem(item, ["eldfallUpgrade"]).quantity) : null;
}

/** A profile as the dice roll it: its RCH as the space rules measure it; a Throwing row never strikes more often than its QTY. */
export const rowOf = (p: AttackProfile, actor: Actor): AttackRow => {
  const qty = throwingQty(actor, p);
  return {
    label: p.name, kind: p.kind, stk: p.stk, pw: p.pw, traits: p.traits, tags: p.tags,
    ...(p.reachRule ? { reach: p.reachRule } : {}), ...(qty !== null ? { maxStrikes: qty } : {}),
  };
};

/** One Dodge roll (AG, halved without LoS; INT against Mindgame; a Surprise Attack's target halved): whether it succeeded. */
export async function rollDodge(actor: Actor, d: { reacting: boolean; halvedAg: boolean }, mindgame: boolean, surprised = false): Promise<boolean> {
  const card = mindgame
    ? await rollAttribute(actor, "int", { intent: FAST, halve: d.halvedAg ? 1 : 0, context: { role: d.reacting ? "reactive" : "active" }, surprised })
    : await rollAttribute(actor, "dodge", { intent: FAST, context: { lineOfSight: !d.halvedAg, role: d.reacting ? "reactive" : "active" }, surprised });
  return !!card?.side.dice[0]?.landed;
}
