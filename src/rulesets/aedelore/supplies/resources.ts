/** Days, rests, Medicine, potions and ammunition. */
import { actorAt } from "../../../core/refs";
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import { refuse, userMayModify } from "../../../core/gm";
import { bandageStopsBleed, medicineStopsBleed } from "../conditions/rules/bleed";
import { ADRENALINE_DICE, ELIXIR_ARCANA, ELIXIR_CARRY_MAX, FOOD_TRACK, WATER_TRACK, ammoRecovered, dailySupply, medicineHealing, rest, type RestKind, type SupplyDie } from "./rules/resources";
import { changeTracks, type TrackOperation, type TrackSet } from "../../../core/tracks";
import { isItemType, itemSystem } from "../../../core/data/subtypes";
import { WEAKENED_MAX } from "../conditions/rules/collapse";
import { anySystem, charSystem, conditionsOf, statusesOf } from "../character/state";
import { checkParts } from "../checks/checks";
import { quickPool } from "../checks/pool";
import { notify } from "../../../core/notices";
import { setStatus, tableRoll, writeStatuses } from "../conditions/conditions";
import { loseHp } from "../conditions/vitals";
import { itemModel } from "../../../core/data/item-model";
import type { AedActorModel } from "../models/actor-model";
import { actorModel } from "../../../core/data/actor-model";
import { whose } from "../../../core/plural";

/** Food and water as tracks; a day past the end of either costs 1 HP (the worse of the two, not both). */
export const AEDELORE_TRACKS: TrackSet = {
  ruleset: "aedelore",
  tracks: [{ ...FOOD_TRACK, actorTypes: ["aedeloreCharacter"] }, { ...WATER_TRACK, actorTypes: ["aedeloreCharacter"] }],
  overflow: { damage: async (actor, amount) => { if (actor) await loseHp(actor, amount); } },
};
const TRACK = { food: FOOD_TRACK.id, water: WATER_TRACK.id } as const;

/** The start of a day: roll the food and water dice; a day begun without one counts toward its penalties. */
export async function newDay(actor: Actor.Implementation): Promise<void> {
  const s = charSystem(actor).supplies;
  const dice: Partial<Record<"food" | "water", SupplyDie>> = {};
  const days: { track: string; op: TrackOperation }[] = [];
  for (const kind of ["food", "water"] as const) {
    const die = s[kind] as SupplyDie;
    if (die === "none") {
      days.push({ track: TRACK[kind], op: { kind: "advance", periods: 1 } });
      continue;
    }
    const step = (n: number) => dailySupply(die, n).die;
    const n = await tableRoll(actor, "supply", `1${die}`, (r) => `REALMS.Aedelore.Supply.${step(r) === die ? "keep" : step(r) === "none" ? "out" : "down"}`,
      () => ({ kind: game.i18n.localize(`REALMS.Aedelore.Supply.${kind}`), die: die.toUpperCase() }));
    dice[kind] = step(n);
    days.push({ track: TRACK[kind], op: { kind: "value", value: 0 } });
  }
  await actor.update({ system: { supplies: dice } });
  await changeTracks(actor, days);
}

export async function takeRest(actor: Actor.Implementation, kind: RestKind): Promise<void> {
  const s = charSystem(actor);
  const d6 = kind === "short" ? (await new Roll("1d6").evaluate()).total ?? 0 : 0;
  const next = rest(kind, { hp: s.hp.value, hpMax: s.hp.max, weakened: s.weakened, weakenedMax: WEAKENED_MAX, arcana: s.arcana.value, arcanaMax: s.arcana.max }, d6);
  await actor.update({ system: { hp: { value: next.hp }, weakened: next.weakened, arcana: { value: next.arcana } } });
  if (next.weakened > 0 && statusesOf(actor).includes("exhausted")) await setStatus(actor, "exhausted", false, true);
  await notify(actor, `REALMS.Aedelore.Notice.${kind}Rest`, { amount: next.hp - s.hp.value });
}

/** Medicine on a patient: heals by successes, stops bleeding it matches, stabilizes the dying with one success. */
export async function treat(healer: Actor.Implementation, patient: Actor.Implementation): Promise<void> {
  if (!userMayModify(game.user, patient)) return refuse(patient);
  const pool = await quickPool(healer, checkParts(healer, { skill: "medicine" }), { attack: false, skill: "medicine" });
  const { successes, criticals } = pool.result;
  const formula = medicineHealing(successes, criticals > 0);
  if (formula) {
    const healed = await tableRoll(patient, "medicine", formula, () => "REALMS.Aedelore.Medicine.healed", (n) => ({ hp: n }));
    await actorModel<AedActorModel>(patient).heal(healed);
  }
  const bleed = anySystem(patient).bleed;
  if (medicineStopsBleed(bleed, successes)) {
    await actorModel<AedActorModel>(patient).stopBleeding();
  }
  if (successes >= 1 && statusesOf(patient).includes("dying")) {
    await writeStatuses(patient, [...conditionsOf(patient).filter((c) => c.id !== "dying")]);
    await setStatus(patient, "unconscious", true, true);
    await notify(patient, "REALMS.Aedelore.Notice.stabilized");
  }
  if (!formula) await notify(patient, "REALMS.Aedelore.Notice.medicineFailed", { whose: whose(healer.name ?? "") });
}

/** A bandage stops Bleed 1. */
export async function bandage(actor: Actor.Implementation, item: Item.Implementation): Promise<void> {
  if (!isItemType(item, ["aedeloreGear"])) return;
  const g = item.system;
  if (!g.bandage || g.quantity < 1) return;
  if (!bandageStopsBleed(anySystem(actor).bleed)) return void ui.notifications?.warn("REALMS.Aedelore.Errors.BandageOnlyBleed1", { localize: true });
  await itemModel(item).consume();
  await actorModel<AedActorModel>(actor).stopBleeding();
  await notify(actor, "REALMS.Aedelore.Notice.bleedStopped");
}

/** Drink or apply a potion. Poison goes on a melee weapon, never on arrows or other ammunition. */
export async function usePotion(actor: Actor.Implementation, item: Item.Implementation, weapon: Item.Implementation | null = null): Promise<void> {
  const p = itemSystem(item, ["aedelorePotion"]);
  if (p.quantity < 1) return void ui.notifications?.warn("REALMS.Aedelore.Errors.NoneLeft", { localize: true, format: { name: item.name ?? "" } });
  switch (p.kind) {
    case "adrenaline":
      await actorModel<AedActorModel>(actor).regainResource("boost", ADRENALINE_DICE);
      break;
    case "antidote":
      await setStatus(actor, "poisoned", false);
      break;
    case "poison": {
      if (!weapon || !isItemType(weapon, ["aedeloreWeapon"])) return void ui.notifications?.error("REALMS.Aedelore.Errors.PoisonNeedsWeapon", { localize: true });
      if (weapon.system.ammunition) return void ui.notifications?.error("REALMS.Aedelore.Errors.PoisonArrows", { localize: true });
      await weapon.system.applyPoison();
      break;
    }
    case "arcaneElixir": {
      const magic = actor.items.some((i) => isItemType(i, ["aedeloreClass"]) && i.system.kind === "magic");
      if (!magic) return void ui.notifications?.error("REALMS.Aedelore.Errors.ElixirMagicOnly", { localize: true });
      await actorModel<AedActorModel>(actor).regainResource("arcana", ELIXIR_ARCANA);
      break;
    }
    case "healing": {
      const healed = await tableRoll(actor, "healing", "1d10", () => "REALMS.Aedelore.Medicine.healed", (n) => ({ hp: n }));
      await actorModel<AedActorModel>(actor).heal(healed);
      break;
    }
  }
  await itemModel(item).consume();
  await notify(actor, "REALMS.Aedelore.Notice.potion", { name: item.name ?? "" });
}

/** Arcane Elixirs: at most four carried. */
export function elixirOverLimit(kind: string, quantity: number): boolean {
  return kind === "arcaneElixir" && quantity > ELIXIR_CARRY_MAX;
}

/** Restock a supply die from a food or water item: no more days without. */
export async function restock(actor: Actor.Implementation, item: Item.Implementation): Promise<void> {
  const p = itemSystem(item, ["aedeloreProvision"]);
  await actor.update({ system: { supplies: { [p.kind]: p.die } } });
  await changeTracks(actor, [{ track: TRACK[p.kind], op: { kind: "value", value: 0 } }]);
  await item.delete();
}

type AmmoSnapshot = Record<string, Record<string, number>>;

/** Combat start: note how much ammunition everyone carries. */
export async function snapshotAmmo(combat: Combat.Implementation): Promise<void> {
  const snap: AmmoSnapshot = {};
  for (const c of combat.combatants) {
    const actor = c.actor as Actor.Implementation | null;
    if (!actor?.uuid) continue;
    for (const i of actor.items) if (isItemType(i, ["aedeloreAmmunition"])) (snap[actor.uuid] ??= {})[i.id ?? ""] = i.system.quantity;
  }
  await combat.update({ [realmsFlagPath("ammo")]: snap });
}

/** Combat end: each shooter rolls 1D6 to recover part of what was shot. */
export async function recoverAmmo(combat: Combat.Implementation): Promise<void> {
  const snap = realmsFlag<AmmoSnapshot>(combat, "ammo") ?? {};
  for (const [uuid, items] of Object.entries(snap)) {
    const actor = actorAt(uuid);
    if (!actor) continue;
    for (const [id, before] of Object.entries(items)) {
      const item = actor.items.get(id);
      if (!item || !isItemType(item, ["aedeloreAmmunition"])) continue;
      const spent = before - item.system.quantity;
      if (spent <= 0) continue;
      const n = await tableRoll(actor, "ammo", "1d6", () => "REALMS.Aedelore.Ammo.recovered", (r) => ({ ...ammoRecovered(spent, r), kind: item.name ?? "" }));
      const { recovered } = ammoRecovered(spent, n);
      if (recovered) await item.system.recover(recovered);
    }
  }
}

/** Healing magic stops all bleeding and revives the dying (the spell's own healing is the GM's to apply). */
export async function healingMagic(actor: Actor.Implementation): Promise<void> {
  if (!userMayModify(game.user, actor)) return refuse(actor);
  if (anySystem(actor).bleed > 0) await actor.update({ system: { bleed: 0 } });
  await writeStatuses(actor, conditionsOf(actor).filter((c) => c.id !== "dying" && c.id !== "unconscious"));
  await notify(actor, "REALMS.Aedelore.Notice.healingMagic");
}
