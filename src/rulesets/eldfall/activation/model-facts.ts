/**
 * What the Activation Sequence reads and changes on a model: its facts for the step machine (side, AP, States,
 * Skills, over-encumbered), the attack rows it may declare, SPD and attributes, AP spent, a State put on, and the
 * attribute rolls the sequence asks for (Panicked's M, Taunt's and Charm's INT).
 */
import { isActorType, isItemType } from "../../../core/data/subtypes";
import type { ModelFacts } from "./rules/activation";
import { attackProfilesOf } from "../dice/attack-profiles";
import { rollAttribute } from "../dice/rolling";
import type { RollAttribute } from "../dice/rules/roll";
import { COMBAT_ATTRIBUTES } from "../profile/rules/keys";
import type { WeaponInfo } from "../space/queries";
import { applyStateTo, stateIdsOf } from "../states/actor-states";
import { isStateId } from "../states/rules/states";
import { spendApOf } from "../turns/phases";
import { manaCostOf, throwingStrikeCap } from "../profile/rules/item-traits";
import { hasTrait } from "../profile/rules/traits";
import { ELDFALL_MODEL_TYPES } from "../config";

type Actor = Actor.Implementation;

/** Skills by key and level from the actor's Skill items. */
function skillsOf(actor: Actor): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of actor.items ?? []) {
    if (!isItemType(item, ["eldfallSkill"])) continue;
    out[item.system.key] = Math.max(out[item.system.key] ?? 0, item.system.level);
  }
  return out;
}

/** The model as the step machine reads it; over-encumbered from the inventory's load (M69) or the State a GM set by hand. */
export function modelFactsOf(actor: Actor): ModelFacts {
  const states = stateIdsOf(actor);
  const model = isActorType(actor, ELDFALL_MODEL_TYPES) ? actor.system : null;
  return {
    side: actor.type === "eldfallHero" ? "heroes" : "hostiles", ap: model?.ap.value ?? 0, states, skills: skillsOf(actor),
    overEncumbered: states.includes("overEncumbered") || (model?.load.overEncumbered ?? false),
  };
}

/** The rows the model may declare an Attack with (its ready attack rows). */
export const weaponsOf = (actor: Actor): WeaponInfo[] => attackProfilesOf(actor).map(({ id, name, type, reach }) => ({ id, name, type, reach }));

/** An attribute's value (M, INT, AG, SPD …) as printed, 0 when the profile has none. */
export function attributeOf(actor: Actor, id: string): number {
  if (!isActorType(actor, ELDFALL_MODEL_TYPES)) return 0;
  return (actor.system.attributes as Readonly<Record<string, number | null | undefined>>)[id] ?? 0;
}

/** Spend AP (the GM's client runs this); refused with a notice when the model has too few. */
export async function spendModelAp(actor: Actor, amount: number): Promise<void> {
  await spendApOf(actor, amount);
}

/** Put a State on with its own duration (Engaged from an Impede lasts until the model leaves the reach). */
export async function addModelState(actor: Actor, state: string): Promise<void> {
  if (isStateId(state)) await applyStateTo(actor, state);
}

const isRollAttribute = (id: string): id is RollAttribute => (COMBAT_ATTRIBUTES as readonly string[]).includes(id);

/** One attribute roll of the sequence, posted with its card; true on success. */
export async function attributeCheck(actor: Actor, attribute: string): Promise<boolean> {
  if (!isRollAttribute(attribute)) throw new RangeError(`Not an attribute a roll may use: ${attribute}`);
  const card = await rollAttribute(actor, attribute, { intent: { fastForward: true, advantage: false, disadvantage: false }, context: { role: "reactive" } });
  return !!card?.side.dice[0]?.landed;
}

/**
 * What using a row takes: the Mana it costs to cast (Mana Cost), a Throwing Item's QTY left (null: not thrown), and
 * whether it is a Focus row (no target: the models within the user's Casting Aura are affected).
 */
export function rowCostOf(actor: Actor, rowId: string): { mana: number; throwingQty: number | null; focus: boolean } {
  const row = attackProfilesOf(actor).find((p) => p.id === rowId);
  const item = rowId.includes(".") ? actor.items.get(rowId.split(".")[0]!) : undefined;
  const focus = !!row && hasTrait(row.traits, "focus");
  if (!row || !item) return { mana: 0, throwingQty: null, focus };
  const printed = isItemType(item, ["eldfallSpell"]) ? item.system.manaCost : null;
  const qty = isItemType(item, ["eldfallUpgrade"]) && hasTrait(row.traits, "throwing") ? throwingStrikeCap(item.system.quantity) : null;
  return { mana: row.kind === "spell" || printed !== null || hasTrait(row.traits, "manaCost") ? manaCostOf(row.traits, printed) : 0, throwingQty: qty, focus };
}

/** Mana the model has (its Mana Counters). */
export const manaOf = (actor: Actor): number => (isActorType(actor, ELDFALL_MODEL_TYPES) ? actor.system.mana : 0);
