/** Reads Aedelore state out of Foundry documents for the pure rules (thin; no decisions here). */
import { readConditions } from "../../../core/effects";
import { realmsFlag } from "../../../core/flags";
import { cannotAct, cannotFight } from "../conditions/rules/conditions";
import type { ActiveCondition } from "../../../core/rules/conditions";
import type { Origin } from "./rules/character";
import { characterDerived, type CharacterInput, type GearView } from "./rules/derived";
import type { ArmorSystem, CharacterSystem, ClassSystem, RaceSystem, ReligionSystem, ShieldSystem } from "../models/specs";
import { actorSystem } from "../../../core/data/subtypes";

export { ref } from "../../../core/refs";
export const isCharacter = (a: Actor.Implementation | null | undefined) => a?.type === "aedeloreCharacter";
export const isAedelore = (a: Actor.Implementation | null | undefined) => a?.type === "aedeloreCharacter" || a?.type === "aedeloreCreature";
/** A character's data (a TypeError for any other actor: callers check `isCharacter` first). */
export const charSystem = (a: Actor.Implementation) => actorSystem(a, ["aedeloreCharacter"]);
/** What characters and creatures both have (HP, Bleed, pool cap, talents). */
export const anySystem = (a: Actor.Implementation) => actorSystem(a, ["aedeloreCharacter", "aedeloreCreature"]);

export const conditionsOf = (a: Actor.Implementation): ActiveCondition[] => readConditions(a.effects as Iterable<never>);
export const statusesOf = (a: Actor.Implementation): string[] => conditionsOf(a).map((c) => c.id);

type PlainItem = { readonly id: string; readonly name: string; readonly type: string; readonly system: unknown };
const plainItems = (a: Actor.Implementation): PlainItem[] => [...a.items].map((i) => ({ id: i.id ?? "", name: i.name ?? "", type: i.type, system: i.system }));

function origin(items: readonly PlainItem[], type: string): Origin | null {
  const item = items.find((i) => i.type === type);
  if (!item) return null;
  const s = item.system as RaceSystem & ClassSystem & ReligionSystem;
  const hp = type === "aedeloreRace" ? s.baseHp : type === "aedeloreClass" ? s.hpBonus : 0;
  return { name: item.name, hp, worthiness: s.worthiness, bonuses: s.bonuses.filter((b) => b.target) };
}

export function gearOf(items: readonly PlainItem[]): GearView {
  return {
    armor: items.filter((i) => i.type === "aedeloreArmor").map((i) => {
      const s = i.system as ArmorSystem;
      return { name: i.name, bonus: s.bonus, hp: s.hp.value, hpMax: s.hp.max, equipped: s.equipped, disadvantage: s.disadvantage };
    }),
    shields: items.filter((i) => i.type === "aedeloreShield").map((i) => {
      const s = i.system as ShieldSystem;
      return { name: i.name, block: s.block, hp: s.hp.value, hpMax: s.hp.max, equipped: s.equipped };
    }),
  };
}

/** Plain input of the pure derivation, from an actor or from plain pack data. */
export function characterInputOf(doc: { system: unknown; items: readonly PlainItem[] }): CharacterInput {
  const s = doc.system as CharacterSystem;
  return {
    abilities: s.abilities, skills: s.skills,
    origins: { race: origin(doc.items, "aedeloreRace"), cls: origin(doc.items, "aedeloreClass"), religion: origin(doc.items, "aedeloreReligion") },
    gear: gearOf(doc.items),
  };
}

export function derivedOf(a: Actor.Implementation) {
  return characterDerived(characterInputOf({ system: a.system, items: plainItems(a) }));
}


/** The viewed scene is a safe area (town, village), where spells can be swapped. */
export const isSafeArea = (): boolean => !!realmsFlag<boolean>(game.scenes.viewed ?? {}, "safeArea");

/** Refuse (with the reason) an action the actor's statuses forbid: any action while stunned, unconscious, dying or
 *  dead; fighting while exhausted too. */
export function refuseIfUnable(actor: Actor.Implementation, fighting: boolean): boolean {
  const statuses = statusesOf(actor);
  const blocked = fighting ? cannotFight(statuses) : cannotAct(statuses);
  if (blocked) ui.notifications?.error(cannotAct(statuses) ? "REALMS.Aedelore.Errors.CannotAct" : "REALMS.Aedelore.Errors.CannotFight", { localize: true, format: { name: actor.name ?? "" } });
  return blocked;
}
