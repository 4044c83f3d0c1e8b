/**
 * Race, class and religion dropped on a character: one of each, and while the character is being made,
 * HP, Worthiness and Arcana follow from them. The creation limits guard every update.
 */
import { creationErrors, originBonuses, CLASS_ARCANA, type TalentKey } from "./rules/character";
import { changeWorthiness } from "./rules/worthiness";
import { startingPotions } from "../supplies/rules/resources";
import type { CharacterSystem } from "../models/specs";
import { isItemType, itemSystem } from "../../../core/data/subtypes";
import { charSystem, characterInputOf, derivedOf, isCharacter } from "./state";

const ORIGIN_TYPES = ["aedeloreRace", "aedeloreClass", "aedeloreReligion"];

/** After an origin item lands: drop the previous one of its type, then set what it decides. */
export async function originAdded(actor: Actor.Implementation, item: Item.Implementation): Promise<void> {
  if (!isCharacter(actor) || !ORIGIN_TYPES.includes(item.type)) return;
  const older = actor.items.filter((i) => i.type === item.type && i.id !== item.id).map((i) => i.id ?? "");
  if (older.length) await actor.deleteEmbeddedDocuments("Item", older);
  const s = charSystem(actor);
  if (s.creationComplete) return;
  const d = derivedOf(actor);
  const update: Record<string, unknown> = {};
  if (d.hpFromOrigins !== null) Object.assign(update, { "system.hp.max": d.hpFromOrigins, "system.hp.value": d.hpFromOrigins });
  if (d.worthinessFromOrigins !== null && d.worthinessFromOrigins !== s.worthiness.value) {
    const r = changeWorthiness(s.worthiness.value, s.worthiness.log, d.worthinessFromOrigins - s.worthiness.value, game.i18n.localize("REALMS.Aedelore.Worthiness.fromOrigins"), game.time.worldTime);
    if (r.ok) Object.assign(update, { "system.worthiness.value": r.value, "system.worthiness.log": r.log });
  }
  if (item.type === "aedeloreClass") {
    const c = itemSystem(item, ["aedeloreClass"]);
    const arcana = CLASS_ARCANA[item.name ?? ""] ?? { max: c.arcanaMax, start: c.arcanaStart };
    Object.assign(update, { "system.arcana.max": arcana.max, "system.arcana.value": arcana.start });
  }
  await giveStartingPotions(actor, isItemType(item, ["aedeloreClass"]) ? CLASS_ARCANA[item.name ?? ""]?.elixirs ?? item.system.elixirs : 0);
  if (Object.keys(update).length) await actor.update(update);
}

/** Adrenaline, Antidote and Poison (and a caster's Arcane Elixirs) for a character in creation, once each. */
async function giveStartingPotions(actor: Actor.Implementation, elixirs: number): Promise<void> {
  const carried = actor.items.filter((i) => isItemType(i, ["aedelorePotion"])).map((i) => itemSystem(i, ["aedelorePotion"]).kind);
  const give = startingPotions(carried, elixirs);
  if (!give.length) return;
  await actor.createEmbeddedDocuments("Item", give.map((p) => ({ name: game.i18n.localize(`REALMS.Aedelore.Potion.${p.kind}`), type: "aedelorePotion",
    img: "systems/realms/assets/icons/aedelore/potion.svg", system: { kind: p.kind, quantity: p.quantity } })));
}

/** The creation limits for a pending update; empty when it may go ahead. */
export function creationProblems(actor: Actor.Implementation, changes: Record<string, unknown>) {
  if (!isCharacter(actor)) return [];
  const s = charSystem(actor);
  const complete = (foundry.utils.getProperty(changes, "system.creationComplete") as boolean | undefined) ?? s.creationComplete;
  if (complete) return [];
  // deepClone returns a DataModel as it is (it clones plain data only): merging into it would change the actor.
  const next = foundry.utils.mergeObject((actor.toObject() as { system: object }).system, (foundry.utils.getProperty(changes, "system") ?? {}) as object, { inplace: false }) as CharacterSystem;
  const items = [...actor.items].map((i) => ({ id: i.id ?? "", name: i.name ?? "", type: i.type, system: i.system }));
  const input = characterInputOf({ system: next, items });
  const distributed = { ...next.abilities, ...next.skills } as Partial<Record<TalentKey, number>>;
  return creationErrors(distributed, originBonuses([input.origins.race, input.origins.cls, input.origins.religion]));
}
