/** 2D6 actors and items for the glue tests, on the Foundry test double. */
import { makeActor } from "../../support/foundry-double";

type ItemInit = { name: string; type: string; system: Record<string, unknown> };

export const item = (name: string, type: string, system: Record<string, unknown> = {}): ItemInit => ({ name, type, system: { schemaVersion: 1, ...system } });
export const ring = (name: string, o: Record<string, unknown> = {}) => item(name, "twod6Trinket", { kind: "ring", equipped: true, ...o });
export const armour = (name: string, slot: "body" | "head", resistances: Record<string, number>, o: Record<string, unknown> = {}) =>
  item(name, "twod6Armor", { slot, resistances, equipped: true, ...o });
export const food = (name: string, foodValue: number, water = 0, quantity = 3) => item(name, "twod6Provision", { kind: water && !foodValue ? "drink" : "food", food: foodValue, water, quantity });

/** A character owned by player1: the rules' example (level 4, base STA 8) unless told otherwise. */
export function hero(name: string, o: { system?: Record<string, unknown>; items?: ItemInit[]; effects?: Record<string, unknown>[] } = {}) {
  return makeActor({
    name, type: "twod6Character", ownership: { default: 0, player1: 3 }, items: o.items ?? [], effects: o.effects ?? [],
    system: { schemaVersion: 1, level: 4, abilities: { str: 9, agi: 7, sta: 8, cha: 7 }, health: { value: 10, max: 10 }, energy: { value: 4, max: 4 }, ...o.system },
  });
}

/** A GM-owned creature: level 1, STA 7, so 7 health and 3 energy by the formulas. */
export function monster(name: string, system: Record<string, unknown> = {}, items: ItemInit[] = []) {
  return makeActor({ name, type: "twod6Creature", items, system: { schemaVersion: 1, level: 1, health: { value: 7, max: 7 }, energy: { value: 3, max: 3 }, ...system } });
}
