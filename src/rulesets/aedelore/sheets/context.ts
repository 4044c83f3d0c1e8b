/**
 * What the Aedelore sheets render, from plain document data (no Foundry globals): the live sheets, the
 * template tests and the screenshot gallery use the same builders.
 */
import { fieldLabelKey } from "../../../core/schema/labels";
import type { ActiveCondition } from "../../../core/rules/conditions";
import { labelled, ofType, type ActorLike, type DocLike } from "../../../core/sheets/context";
import { CREATION_POINTS, CREATION_TALENT_CAP, TALENTS, creationErrors, originBonuses, type TalentKey } from "../character/rules/character";
import { characterDerived } from "../character/rules/derived";
import { WEAKENED_MAX } from "../conditions/rules/collapse";
import { pointsToDice } from "../checks/rules/pool";
import { ABILITIES, SKILL_GROUPS, SKILLS, linkedAbility, type SkillKey } from "../character/rules/skills";
import { STATUS_IDS } from "../conditions/rules/conditions";
import { WORTHINESS_CHANGES, standing } from "../character/rules/worthiness";
import { isRangedWeapon, MELEE_REACH_M, REACTIONS, reactionPoolParts, type Reaction } from "../combat/rules/combat";
import { assemblePool } from "../checks/rules/pool";
import { NOTES_TAB, type SheetFrame, type SheetTab } from "../../../core/sheets/frame";
import { POTIONS, SUPPLY_DICE } from "../supplies/rules/resources";
import {
  AMMO_KINDS, BODY_PARTS, CLASS_KINDS, SPELL_SKILLS, WEAPON_ABILITIES, type AbilitySystem, type AmmunitionSystem, type ArmorSystem, type CharacterSystem,
  type CreatureSystem, type GearSystem, type PotionSystem, type ShieldSystem, type SpellSystem, type WeaponSystem,
} from "../models/specs";
import { characterInputOf } from "../character/state";

/** The character sheet's tabs: play first (vitals, statuses, attacks, reactions, rests, consumables). */
export const AED_CHARACTER_TABS: readonly SheetTab[] = [
  { id: "play", label: "REALMS.Sheet.Tabs.play", icon: "fa-solid fa-dice-d20" },
  { id: "skills", label: "REALMS.Sheet.Tabs.skills", icon: "fa-solid fa-list-check" },
  { id: "inventory", label: "REALMS.Sheet.Tabs.inventory", icon: "fa-solid fa-sack-dollar" },
  { id: "magic", label: "REALMS.Aedelore.Sheet.Tabs.magic", icon: "fa-solid fa-wand-sparkles" },
  { id: "worthiness", label: "REALMS.Aedelore.Sheet.Tabs.worthiness", icon: "fa-solid fa-scale-balanced" },
  NOTES_TAB,
];

/** A creature: a compact stat block first; every talent and the notes behind it. */
export const AED_CREATURE_TABS: readonly SheetTab[] = [
  { id: "play", label: "REALMS.Aedelore.Sheet.Tabs.statblock", icon: "fa-solid fa-paw" },
  { id: "skills", label: "REALMS.Sheet.Tabs.skills", icon: "fa-solid fa-list-check" },
  NOTES_TAB,
];

export interface AedSheetEnv {
  /** Tabs, play/edit mode and who may act (core/sheets/frame.ts). */
  readonly frame: SheetFrame;
  readonly conditions: readonly ActiveCondition[];
  readonly enriched: Readonly<Record<string, string>>;
  readonly safeArea: boolean;
  readonly isGM: boolean;
  /** The world's Worthiness split for Respected (a setting). */
  readonly respectedFrom: number;
}

/**
 * Armor or a shield's HP as the sheet says it: untracked when the rules give none (max 0: it never breaks),
 * else value / max, with anything above the maximum shown as extra on top of it.
 */
function durabilityOf(hp: { value: number; max: number }) {
  if (hp.max <= 0) return { tracked: false, value: hp.value, max: 0, extra: 0 };
  return { tracked: true, value: Math.min(hp.value, hp.max), max: hp.max, extra: Math.max(0, hp.value - hp.max) };
}

const nameOf = (items: readonly DocLike[], type: string) => items.find((i) => i.type === type)?.name ?? null;

function statusRows(conditions: readonly ActiveCondition[]) {
  return [...STATUS_IDS].map((id) => ({ id, label: `REALMS.Aedelore.Status.${id}.name`, tooltip: `REALMS.Aedelore.Status.${id}.tooltip`, img: `systems/realms/assets/icons/aedelore/${id}.svg`,
    active: conditions.some((c) => c.id === id) }));
}

function gearRows(items: readonly DocLike[], safeArea: boolean) {
  return {
    weapons: ofType<WeaponSystem>(items, "aedeloreWeapon").map((w) => ({ id: w.id, name: w.name, img: w.img, ability: `REALMS.Aedelore.Ability.${w.system.ability}`,
      bonus: w.system.attackBonus, damage: w.system.damage || "—", range: w.system.range,
      reach: isRangedWeapon(w.system) ? "REALMS.Aedelore.Sheet.ranged" : "REALMS.Aedelore.Sheet.melee", equipped: w.system.equipped, poisoned: w.system.poisoned, ammunition: w.system.ammunition })),
    armor: ofType<ArmorSystem>(items, "aedeloreArmor").map((a) => ({ id: a.id, name: a.name, img: a.img, part: `REALMS.Aedelore.BodyPart.${a.system.bodyPart}`,
      durability: durabilityOf(a.system.hp), bonus: a.system.bonus, broken: a.system.hp.value === 0 && a.system.hp.max > 0, equipped: a.system.equipped,
      disadvantage: a.system.disadvantage.skill ? { skill: `REALMS.Aedelore.Skill.${a.system.disadvantage.skill}`, points: a.system.disadvantage.points } : null })),
    shields: ofType<ShieldSystem>(items, "aedeloreShield").map((s) => ({ id: s.id, name: s.name, img: s.img, block: s.system.block, durability: durabilityOf(s.system.hp),
      broken: s.system.hp.value === 0 && s.system.hp.max > 0, equipped: s.system.equipped })),
    spells: ofType<SpellSystem>(items, "aedeloreSpell").map((s) => ({ id: s.id, name: s.name, img: s.img, cost: s.system.arcanaCost, damage: s.system.damage,
      multiplier: s.system.multiplier, active: s.system.active, skill: `REALMS.Aedelore.Skill.${s.system.checkSkill}`, canSwap: safeArea })),
    classAbilities: ofType<AbilitySystem>(items, "aedeloreAbility").map((a) => ({ id: a.id, name: a.name, img: a.img, skill: a.system.checkSkill ? `REALMS.Aedelore.Skill.${a.system.checkSkill}` : null,
      minimum: a.system.minSuccesses, cost: a.system.weakenedCost, gain: a.system.gainDice })),
    potions: ofType<PotionSystem>(items, "aedelorePotion").map((p) => ({ id: p.id, name: p.name, img: p.img, kind: `REALMS.Aedelore.Potion.${p.system.kind}`, quantity: p.system.quantity })),
    ammunition: ofType<AmmunitionSystem>(items, "aedeloreAmmunition").map((a) => ({ id: a.id, name: a.name, img: a.img, quantity: a.system.quantity })),
    gear: ofType<GearSystem>(items, "aedeloreGear").map((g) => ({ id: g.id, name: g.name, img: g.img, quantity: g.system.quantity, bandage: g.system.bandage })),
  };
}

/**
 * The four reactions with the dice each rolls before statuses (rules §4.3), and whether the defender has
 * what it needs: Parry an equipped weapon, Block an unbroken shield or armor with a Block value.
 */
function reactionRows(totals: Record<TalentKey, number>, weapon: { name: string; bonus: number } | null, armorBonus: number, block: number | null, cap: number) {
  return REACTIONS.map((id: Reaction) => {
    const usable = id === "parry" ? weapon !== null : id === "block" ? block !== null : true;
    return { id, label: `REALMS.Aedelore.Reaction.${id}`, hint: `REALMS.Aedelore.Reaction.${id}Hint`, usable,
      dice: assemblePool(reactionPoolParts(id, { totals, weapon, armorBonus }), cap).dice, block: id === "block" ? block : null };
  });
}

function equippedWeapon(items: readonly DocLike[]) {
  const w = ofType<WeaponSystem>(items, "aedeloreWeapon").find((x) => x.system.equipped);
  return w ? { name: w.name, bonus: w.system.attackBonus ?? 0 } : null;
}

function talentRows(system: { abilities: Record<string, number>; skills: Record<string, number> }, totals: Record<TalentKey, number>) {
  const abilities = ABILITIES.map((a) => ({ key: a, label: `REALMS.Aedelore.Ability.${a}`, points: system.abilities[a] ?? 0, total: totals[a], dice: pointsToDice(totals[a]) }));
  const skillRow = (s: SkillKey) => {
    const linked = linkedAbility(s, totals);
    return { key: s, label: `REALMS.Aedelore.Skill.${s}`, points: system.skills[s] ?? 0, total: totals[s], dice: pointsToDice(totals[s]),
      linked: (SKILLS[s] as readonly string[]).map((x) => `REALMS.Aedelore.AbilityShort.${x}`), pool: Math.min(8, pointsToDice(totals[s]) + (linked ? pointsToDice(totals[linked]) : 0)) };
  };
  const groups = (Object.keys(SKILL_GROUPS) as (keyof typeof SKILL_GROUPS)[]).map((g) => ({ id: g, label: `REALMS.Aedelore.SkillGroup.${g}`, skills: SKILL_GROUPS[g].map(skillRow) }));
  return { abilities, groups };
}

export function characterContext(actor: ActorLike<CharacterSystem>, env: AedSheetEnv) {
  const s = actor.system;
  const input = characterInputOf({ system: s, items: actor.items });
  const d = characterDerived(input);
  const distributed = { ...s.abilities, ...s.skills } as Partial<Record<TalentKey, number>>;
  const spent = TALENTS.reduce((sum, t) => sum + (distributed[t] ?? 0), 0);
  const bonusMap = originBonuses([input.origins.race, input.origins.cls, input.origins.religion]);
  const gear = gearRows(actor.items, env.safeArea);
  return {
    document: { id: actor.id, name: actor.name, img: actor.img, type: actor.type },
    system: s, frame: env.frame, editable: env.frame.editing, owner: env.frame.owner, enriched: env.enriched, isGM: env.isGM,
    origins: { race: nameOf(actor.items, "aedeloreRace"), cls: nameOf(actor.items, "aedeloreClass"), religion: nameOf(actor.items, "aedeloreReligion") },
    creation: s.creationComplete ? null : { spent, max: CREATION_POINTS, cap: CREATION_TALENT_CAP, problems: creationErrors(distributed, bonusMap).length },
    ...talentRows(s, d.totals),
    hpPct: s.hp.max ? Math.round((100 * Math.min(s.hp.value, s.hp.max)) / s.hp.max) : 0,
    hpFromOrigins: d.hpFromOrigins,
    weakenedPips: Array.from({ length: WEAKENED_MAX }, (_, i) => ({ filled: i < s.weakened })),
    weakenedMax: WEAKENED_MAX,
    standingKey: `REALMS.Aedelore.Standing.${standing(s.worthiness.value, env.respectedFrom)}`,
    respectedFrom: env.respectedFrom,
    meleeReach: MELEE_REACH_M,
    worthinessButtons: WORTHINESS_CHANGES.map((c) => ({ id: c.id, label: `REALMS.Aedelore.Worthiness.change.${c.id}`, range: c.min === c.max ? `${c.min}` : `${c.min > 0 ? "+" : ""}${c.min}…${c.max > 0 ? "+" : ""}${c.max}` })),
    worthinessLog: [...s.worthiness.log].reverse().slice(0, 8).map((e) => ({ ...e, deltaText: e.delta > 0 ? `+${e.delta}` : String(e.delta) })),
    armorBonus: d.armorBonus, block: d.block,
    reactions: reactionRows(d.totals, equippedWeapon(actor.items), d.armorBonus, d.block?.value ?? null, s.poolCap),
    statuses: statusRows(env.conditions),
    supplyDice: labelled(SUPPLY_DICE, "REALMS.Aedelore.SupplyDie"),
    safeArea: env.safeArea,
    hasArcana: s.arcana.max > 0,
    hasConsumables: gear.potions.length + gear.gear.filter((g) => g.bandage).length > 0,
    ...gear,
  };
}

export function creatureContext(actor: ActorLike<CreatureSystem>, env: AedSheetEnv) {
  const s = actor.system;
  const d = characterDerived(characterInputOf({ system: s, items: actor.items }));
  const talents = talentRows(s, d.totals);
  const armorBonus = d.armorBonus || s.armorBonus;
  return {
    document: { id: actor.id, name: actor.name, img: actor.img, type: actor.type },
    system: s, frame: env.frame, editable: env.frame.editing, owner: env.frame.owner, enriched: env.enriched, isGM: env.isGM,
    ...talents,
    // The stat block lists only the skills the creature has.
    trainedSkills: talents.groups.flatMap((g) => g.skills).filter((k) => k.total > 0),
    hpPct: s.hp.max ? Math.round((100 * Math.min(s.hp.value, s.hp.max)) / s.hp.max) : 0,
    armorBonus,
    reactions: reactionRows(d.totals, equippedWeapon(actor.items), armorBonus, d.block?.value ?? null, s.poolCap),
    meleeReach: MELEE_REACH_M,
    statuses: statusRows(env.conditions),
    ...gearRows(actor.items, env.safeArea),
  };
}

/** One item template for every type: the fields to show, in order, as data. */
type FieldRow = { path: string; label: string; kind: "number" | "text" | "select" | "checkbox" | "bonuses"; value: unknown; options?: Record<string, string>; nullable?: boolean; hint?: string };

const TARGETS = Object.fromEntries([["", "REALMS.Aedelore.Bonus.none"], ...ABILITIES.map((a) => [a, `REALMS.Aedelore.Ability.${a}`]), ...Object.keys(SKILLS).map((k) => [k, `REALMS.Aedelore.Skill.${k}`])]);

export function aedItemFields(type: string, system: Record<string, unknown>): FieldRow[] {
  const f = (path: string, kind: FieldRow["kind"], extra: Partial<FieldRow> = {}): FieldRow =>
    ({ path, label: fieldLabelKey(type, path), kind, value: valueAt(system, path), ...extra });
  const given = (path: string) => f(path, "number", { nullable: true, hint: "REALMS.Aedelore.Field.notGiven" });
  switch (type) {
    case "aedeloreRace": return [given("baseHp"), given("worthiness"), f("equipment", "text"), f("bonuses", "bonuses", { options: TARGETS })];
    case "aedeloreClass": return [given("hpBonus"), given("worthiness"), f("kind", "select", { options: labelled(CLASS_KINDS, "REALMS.Aedelore.ClassKind") }),
      f("arcanaMax", "number"), f("arcanaStart", "number"), f("elixirs", "number"), f("abilities", "text"), f("equipment", "text"), f("bonuses", "bonuses", { options: TARGETS })];
    case "aedeloreReligion": return [given("worthiness"), f("bonuses", "bonuses", { options: TARGETS })];
    case "aedeloreWeapon": return [f("ability", "select", { options: labelled(WEAPON_ABILITIES, "REALMS.Aedelore.Ability") }), given("attackBonus"), f("damage", "text"), given("range"),
      f("ammunition", "select", { options: { "": "REALMS.Aedelore.Ammo.none", ...labelled(AMMO_KINDS, "REALMS.Aedelore.Ammo") } }), f("poisoned", "checkbox"), f("equipped", "checkbox")];
    case "aedeloreArmor": return [f("bodyPart", "select", { options: labelled(BODY_PARTS, "REALMS.Aedelore.BodyPart") }), f("hp.value", "number"), f("hp.max", "number", { hint: "REALMS.Aedelore.Field.noHpGiven" }), given("bonus"),
      f("disadvantage.skill", "select", { options: { "": "REALMS.Aedelore.Bonus.none", ...Object.fromEntries(Object.keys(SKILLS).map((k) => [k, `REALMS.Aedelore.Skill.${k}`])) } }),
      f("disadvantage.points", "number"), f("equipped", "checkbox")];
    case "aedeloreShield": return [given("block"), f("hp.value", "number"), f("hp.max", "number", { hint: "REALMS.Aedelore.Field.noHpGiven" }), f("equipped", "checkbox")];
    case "aedeloreSpell": return [given("arcanaCost"), f("damage", "text"), f("multiplier", "number"), f("checkSkill", "select", { options: labelled(SPELL_SKILLS, "REALMS.Aedelore.Skill") }), f("active", "checkbox")];
    case "aedeloreAbility": return [f("className", "text"), f("checkSkill", "select", { options: { "": "REALMS.Aedelore.Bonus.none", ...Object.fromEntries(Object.keys(SKILLS).map((k) => [k, `REALMS.Aedelore.Skill.${k}`])) } }),
      given("minSuccesses"), given("weakenedCost"), given("gainDice")];
    case "aedelorePotion": return [f("kind", "select", { options: labelled(POTIONS, "REALMS.Aedelore.Potion") }), f("quantity", "number")];
    case "aedeloreAmmunition": return [f("kind", "select", { options: labelled(AMMO_KINDS, "REALMS.Aedelore.Ammo") }), f("quantity", "number"), f("price", "text")];
    case "aedeloreProvision": return [f("kind", "select", { options: { food: "REALMS.Aedelore.Supply.food", water: "REALMS.Aedelore.Supply.water" } }), f("die", "select", { options: { d10: "REALMS.Aedelore.SupplyDie.d10", d6: "REALMS.Aedelore.SupplyDie.d6" } })];
    case "aedeloreGear": return [f("quantity", "number"), f("bandage", "checkbox")];
    default: return [];
  }
}

function valueAt(o: Record<string, unknown>, path: string): unknown {
  return path.split(".").reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], o);
}

export function aedItemContext(item: DocLike, env: { editable: boolean; enriched: Readonly<Record<string, string>> }) {
  const system = item.system as Record<string, unknown>;
  const fields = aedItemFields(item.type, system).map((row) => ({
    ...row, isNumber: row.kind === "number", isText: row.kind === "text", isSelect: row.kind === "select", isCheckbox: row.kind === "checkbox", isBonuses: row.kind === "bonuses",
    rows: row.kind === "bonuses" ? (row.value as { target: string; value: number }[]).map((b, i) => ({ ...b, index: i })) : [],
    options: row.options ?? {}, hint: row.hint ?? null, nullable: !!row.nullable, display: row.value === null ? "" : row.value,
    // Said plainly under the field, which stays fillable: the rules give no number here (or no HP: it never breaks).
    note: (row.nullable && row.value === null) || (row.path === "hp.max" && row.value === 0) ? (row.hint ?? null) : null,
  }));
  return {
    document: { id: item.id, name: item.name, img: item.img, type: item.type }, system, editable: env.editable, enriched: env.enriched,
    typeLabel: `TYPES.Item.${item.type}`, fields, fromRules: system.fromRules === true, hasFromRules: "fromRules" in system,
  };
}
