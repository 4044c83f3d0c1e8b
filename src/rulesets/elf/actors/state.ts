/** Reads Elf System state out of Foundry documents for the pure rules (thin; no decisions here). */
import { readConditions } from "../../../core/effects";
import { realmsFlag } from "../../../core/flags";
import { combatantOfActor } from "../../../core/token-lookup";
import type { ActiveCondition } from "../../../core/rules/conditions";
import { armorBonus, npcWoundThreshold as npcThreshold, type ArmorPiece, type AttackProfile, type ShieldPiece } from "../damage/rules/armor";
import { effectiveDifficulty } from "../damage/rules/derived";
import { actionPenalty, type LadderId } from "../conditions/rules/ladder";
import { DEFAULT_BAND, pairKey, type WeaponReach } from "../combat/rules/range";
import { STRUCTURES, type Structure } from "../combat/rules/structures";
import type { Band, Reach } from "../combat/rules/tables";
import { damageKindsOf } from "../damage/rules/damage";
import type { WeaponSystem } from "../models/specs";
import { actorSystem, isItemType, itemSystem } from "../../../core/data/subtypes";
import type { AttackInfo } from "../task/cards";
import { statesOf } from "../conditions/rules/timers";
import { elfOptions } from "../settings";

export { ref } from "../../../core/refs";
export const conditionsOf = (actor: Actor.Implementation): ActiveCondition[] => readConditions(actor.effects as Iterable<never>);
export const ladderOf = (actor: Actor.Implementation): LadderId[] => statesOf(conditionsOf(actor));
export const isPc = (actor: Actor.Implementation | null | undefined) => actor?.type === "elfPc";
export const isNpc = (actor: Actor.Implementation | null | undefined) => actor?.type === "elfNpc";
/** A PC's data (a TypeError for any other actor: callers check `isPc` first). */
export const pcSystem = (actor: Actor.Implementation) => actorSystem(actor, ["elfPc"]);
/** An NPC's data (a TypeError for any other actor). */
export const npcSystem = (actor: Actor.Implementation) => actorSystem(actor, ["elfNpc"]);

export function penaltyOf(actor: Actor.Implementation) {
  return actionPenalty(ladderOf(actor), elfOptions().stackPenalties);
}

/** NPC Difficulty Level after its own −3s. */
export function npcDifficulty(actor: Actor.Implementation): number {
  return effectiveDifficulty(npcSystem(actor).difficultyLevel, ladderOf(actor), elfOptions().stackPenalties);
}

/** An NPC's Wound Threshold against one attack (its armor items' splits, else its flat Armor Bonus). */
export function npcWoundThreshold(actor: Actor.Implementation, attack: AttackProfile): number {
  const s = npcSystem(actor);
  const { worn, shield } = equippedArmor(actor);
  return npcThreshold(s.armorBonus, s.woundThresholdOverride, worn, shield, attack);
}

/** The actor's items of one type, each with its typed data. */
function itemsOf<T extends Item.SubType>(actor: Actor.Implementation, type: T) {
  return [...actor.items].filter((i) => isItemType(i, [type])).map((i) => ({ id: i.id ?? "", name: i.name ?? "", system: itemSystem(i, [type]) }));
}

export function equippedWeapons(actor: Actor.Implementation) {
  return itemsOf(actor, "elfWeapon").filter((w) => w.system.equipped);
}

export function weaponReach(w: WeaponSystem): WeaponReach {
  return w.category === "ranged" ? { kind: "ranged", maxRange: w.maxRange } : { kind: "melee", reach: w.reach };
}

/** The reach a character defends with: an NPC's attack, a PC's longest equipped melee weapon, else unarmed. */
export function defendingReach(actor: Actor.Implementation): Reach {
  if (isNpc(actor)) return npcSystem(actor).attack.reach;
  const reaches = equippedWeapons(actor).filter((w) => w.system.category !== "ranged").map((w) => w.system.reach);
  return (["L", "M", "S"] as const).find((r) => reaches.includes(r)) ?? "S";
}

export function attackInfoOfWeapon(name: string, w: WeaponSystem, kind: "lethal" | "stun" = "lethal"): AttackInfo {
  const stunCapable = damageKindsOf({ kind: w.category, stunCapable: w.stunCapable }).includes("stun");
  return { weapon: name, damageBonus: w.damageBonus, kind, ranged: w.category === "ranged", gunpowder: w.gunpowder, smallSharp: w.smallSharp, stunCapable };
}

/** The NPC's attack as its data describes it (a bite or a missile cannot stun, whatever the kind field says). */
export function attackInfoOfNpc(actor: Actor.Implementation): AttackInfo {
  const a = npcSystem(actor).attack;
  const stunCapable = damageKindsOf({ kind: a.ranged ? "ranged" : "melee", stunCapable: a.stunCapable }).includes("stun");
  return { weapon: a.name || (actor.name ?? ""), damageBonus: a.damageBonus, kind: stunCapable ? a.damageKind : "lethal", ranged: a.ranged,
    gunpowder: a.gunpowder, smallSharp: a.smallSharp, stunCapable };
}

/** The best equipped suits and the first equipped shield, as the armor rules read them. */
function equippedArmor(actor: Actor.Implementation): { worn: ArmorPiece[]; shield: ShieldPiece | null } {
  const worn: ArmorPiece[] = itemsOf(actor, "elfArmor").filter((a) => a.system.equipped).map((a) => ({ name: a.name, ...a.system }));
  const shieldItem = itemsOf(actor, "elfShield").find((s) => s.system.equipped);
  return { worn, shield: shieldItem ? { name: shieldItem.name, ...shieldItem.system } : null };
}

/** A PC's Armor Bonus against one attack, itemized. */
export function pcArmor(actor: Actor.Implementation, attack: AttackProfile) {
  const { worn, shield } = equippedArmor(actor);
  const base = armorBonus(worn, shield, attack);
  const misc = pcSystem(actor).armorMisc;
  return misc ? { total: base.total + misc, parts: [...base.parts, { name: game.i18n.localize("REALMS.Elf.Pc.armorMisc"), value: misc }] } : base;
}

export function combatOf(actor: Actor.Implementation): Combat.Implementation | null {
  const combat = game.combat;
  return combatantOfActor(combat, actor) ? (combat as Combat.Implementation) : null;
}

export function combatantOf(combat: Combat.Implementation | null, actor: Actor.Implementation): Combatant.Implementation | null {
  return combatantOfActor(combat, actor);
}

export function structureOf(combat: Combat.Implementation | null): Structure | null {
  if (!combat) return null;
  const flagged = realmsFlag<string>(combat, "structure");
  return (STRUCTURES as readonly string[]).includes(flagged ?? "") ? (flagged as Structure) : elfOptions().structure;
}

/** The range band between two combatants (Short unless set). */
export function bandBetween(combat: Combat.Implementation | null, a: Combatant.Implementation | null, b: Combatant.Implementation | null): Band {
  if (!combat || !a?.id || !b?.id) return DEFAULT_BAND;
  return realmsFlag<Record<string, Band>>(combat, "ranges")?.[pairKey(a.id, b.id)] ?? DEFAULT_BAND;
}
