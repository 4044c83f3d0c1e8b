/** Builders and readers shared by the Elf System glue tests (actors from the rules' tables, last cards). */
import { cardData } from "./cards";
import { makeActor, world, type FakeActor } from "./foundry-double";
import type { TaskCard } from "../../src/rulesets/elf/task/cards";
import { conditionsOf } from "../../src/rulesets/elf/actors/state";

export type Msg = { id: string; card?: unknown; content?: string; flags: Record<string, unknown>; rolls: { options: { card: unknown } }[]; updates: unknown[] };
export const button = (data: Record<string, string> = {}) => ({ dataset: data }) as unknown as HTMLButtonElement;
export const fast = { fastForward: true, advantage: false, disadvantage: false };
export const last = () => world.messages.at(-1) as unknown as Msg;
export const lastRoll = () => [...world.messages].reverse().find((m) => !!(m as unknown as Msg).rolls?.length && !!cardData(m)) as unknown as Msg;
export const taskCard = (m: Msg) => cardData<TaskCard>(m);
export const states = (a: FakeActor) => conditionsOf(a as never).map((c) => c.id).sort();
export const itemOf = (actor: FakeActor, name: string) => (actor.items as unknown as { name: string }[]).find((i) => i.name === name) as never;

export const weapon = (name: string, system: Record<string, unknown> = {}) => ({ name, type: "elfWeapon", system: {
  schemaVersion: 1, category: "melee", damageBonus: 3, reach: "M", maxRange: "short", twoHanded: false, stunCapable: false, smallSharp: false, gunpowder: false,
  rateOfFire: "-", equipped: true, examples: "", description: "", ...system } });
export const armor = (name: string, system: Record<string, unknown> = {}) => ({ name, type: "elfArmor", system: {
  schemaVersion: 1, bonus: 1, vsSmallSharp: null, vsRanged: null, metal: false, modern: false, equipped: true, notes: "", description: "", ...system } });
export const shield = { name: "Shield", type: "elfShield", system: { schemaVersion: 1, bonus: 1, vsRanged: 2, metal: false, modern: false, equipped: true, description: "" } };

export function pc(name: string, items: { name: string; type: string; system: Record<string, unknown> }[], extra: Record<string, unknown> = {}) {
  return makeActor({ name, type: "elfPc", ownership: { default: 0, player1: 3 }, items,
    system: { schemaVersion: 1, concept: "", traits: [], speedBonus: 0, injuryPoints: 0, armorMisc: 0, resources: [], longAction: false, notes: "", ...extra } });
}

export function npc(name: string, dl: number, attack: Record<string, unknown> = {}, o: { armorBonus?: number; items?: { name: string; type: string; system: Record<string, unknown> }[] } = {}) {
  return makeActor({ name, type: "elfNpc", items: o.items ?? [], system: { schemaVersion: 1, difficultyLevel: dl, armorBonus: o.armorBonus ?? 0, woundThresholdOverride: null,
    attack: { name: "Sword", damageBonus: 2, reach: "M", damageKind: "lethal", ranged: false, ...attack }, notes: "" } });
}
