/**
 * What the Elf System sheets render, built from plain document data (no Foundry globals), so the same
 * functions feed the live sheets, the template tests and the screenshot gallery.
 */
import { signed } from "../../../core/format";
import type { ActiveCondition } from "../../../core/rules/conditions";
import { itemContext, labelled, ofType, type ActorLike, type DocLike } from "../../../core/sheets/context";
import { tableRowsFor } from "../combat/rules/table-items";
import { NOTES_TAB, type SheetFrame, type SheetTab } from "../../../core/sheets/frame";
import { armorBonus, npcWoundThreshold, type ArmorPiece, type ShieldPiece } from "../damage/rules/armor";
import { effectiveDifficulty } from "../damage/rules/derived";
import { actionPenalty, dyingChecksDue, LADDER_IDS, outOfFight, stepsBeforeDead } from "../conditions/rules/ladder";
import type { ElfOptions } from "../options/rules/options";
import { BANDS } from "../combat/rules/tables";
import { statesOf } from "../conditions/rules/timers";
import { DAMAGE_KINDS, REACHES, TRAIT_KINDS, WEAPON_CATEGORIES, type ArmorSystem, type GearSystem, type NpcSystem, type PcSystem, type ShieldSystem, type WeaponSystem } from "../models/specs";

export interface RangePanel { readonly combatantId: string; readonly rows: readonly { readonly id: string; readonly name: string; readonly band: string; readonly reach: string | null }[] }

/** The PC sheet's tabs: play first (vitals, ladder, attacks above the fold), then traits, gear, notes. */
export const ELF_PC_TABS: readonly SheetTab[] = [
  { id: "play", label: "REALMS.Sheet.Tabs.play", icon: "fa-solid fa-dice-d20" },
  { id: "traits", label: "REALMS.Elf.Tabs.traits", icon: "fa-solid fa-user-gear" },
  { id: "gear", label: "REALMS.Elf.Tabs.gear", icon: "fa-solid fa-shield-halved" },
  NOTES_TAB,
];

/** The NPC sheet is a stat block with the ladder; its notes on a second tab. */
export const ELF_NPC_TABS: readonly SheetTab[] = [
  { id: "play", label: "REALMS.Elf.Tabs.statblock", icon: "fa-solid fa-dice-d20" },
  NOTES_TAB,
];

export interface ElfSheetEnv {
  /** Tabs and the play/edit lock (core/sheets/frame.ts): stats are inputs only while `frame.editing`. */
  readonly frame: SheetFrame;
  readonly conditions: readonly ActiveCondition[];
  readonly enriched: Readonly<Record<string, string>>;
  readonly options: ElfOptions;
  readonly worldTime: number;
  readonly range: RangePanel | null;
}

/** The ladder as a row of steps, the active ones lit, with their timers. */
export function ladderRows(conditions: readonly ActiveCondition[], worldTime: number) {
  return LADDER_IDS.filter((id) => id !== "injured").map((id) => {
    const c = conditions.find((x) => x.id === id);
    let detail: { key: string; data: Record<string, number> } | null = null;
    if (c?.duration.unit === "seconds") detail = { key: "REALMS.Elf.Timer.minutesLeft", data: { minutes: Math.max(0, Math.ceil((c.appliedAt.worldTime + c.duration.value - worldTime) / 60)) } };
    if (c?.duration.unit === "trigger" && id === "stunned") detail = { key: "REALMS.Elf.Timer.untilCombatEnds", data: {} };
    if (c && id === "dying") {
      detail = c.tier === "stable" ? { key: "REALMS.Elf.Timer.stable", data: {} }
        : { key: "REALMS.Elf.Timer.dyingChecks", data: { done: c.value ?? 0, due: dyingChecksDue(c.appliedAt.worldTime, c.value ?? 0, worldTime, false) } };
    }
    return { id, active: !!c, label: `REALMS.Elf.Condition.${id}.name`, tooltip: `REALMS.Elf.Condition.${id}.tooltip`, img: `systems/realms/assets/icons/elf/${id}.svg`, detail };
  });
}

function rangeView(range: RangePanel | null) {
  if (!range) return null;
  return { ...range, rows: range.rows.map((r) => ({ ...r, bands: BANDS.map((b) => ({ id: b, label: `REALMS.Elf.Band.${b}`, selected: b === r.band })) })) };
}

function base<S>(actor: ActorLike<S>, env: ElfSheetEnv) {
  const states = statesOf(env.conditions);
  const penalty = actionPenalty(states, env.options.stackPenalties);
  return {
    document: { id: actor.id, name: actor.name, img: actor.img, type: actor.type, uuid: null as string | null },
    system: actor.system, editable: env.frame.editing, frame: env.frame, enriched: env.enriched,
    ladder: ladderRows(env.conditions, env.worldTime), penalty: penalty.total, penaltyText: signed(penalty.total),
    outOfFight: outOfFight(states), range: rangeView(env.range), isDying: states.includes("dying"),
    // What the token's bar1 shows, so the sheet and the token read the same.
    steps: stepsBeforeDead(states),
  };
}

/** A melee weapon's reach, a missile's maximum range band. */
const reachLabel = (w: WeaponSystem) => (w.category === "ranged" ? `REALMS.Elf.Range.upTo.${w.maxRange}` : `REALMS.Elf.Reach.${w.reach}`);
/** The reach rule, on the row: Short attacks a larger weapon and Long a Medium one at Disadvantage. */
const reachHint = (w: WeaponSystem) => (w.category === "ranged" || w.reach === "M" ? null : `REALMS.Elf.Reach.hint${w.reach}`);

export function weaponRows(items: readonly DocLike[]) {
  return ofType<WeaponSystem>(items, "elfWeapon").map((w) => ({
    id: w.id, name: w.name, img: w.img, category: `REALMS.Elf.WeaponCategory.${w.system.category}`, bonus: signed(w.system.damageBonus),
    reachLabel: reachLabel(w.system), reachHint: reachHint(w.system), ranged: w.system.category === "ranged", equipped: w.system.equipped, twoHanded: w.system.twoHanded,
    stunCapable: w.system.stunCapable, gunpowder: w.system.gunpowder,
  }));
}

function equipped(items: readonly DocLike[]): { worn: ArmorPiece[]; shield: ShieldPiece | null } {
  const worn: ArmorPiece[] = ofType<ArmorSystem>(items, "elfArmor").filter((a) => a.system.equipped).map((a) => ({ name: a.name, ...a.system }));
  const s = ofType<ShieldSystem>(items, "elfShield").find((x) => x.system.equipped);
  return { worn, shield: s ? { name: s.name, ...s.system } : null };
}

/** Armor Bonus against melee, ranged and gunpowder attacks, from what is equipped. */
export function armorSummary(items: readonly DocLike[], misc: number) {
  const { worn, shield } = equipped(items);
  const of = (ranged: boolean, gunpowder: boolean, smallSharp: boolean) => armorBonus(worn, shield, { ranged, gunpowder, smallSharp }).total + misc;
  const melee = of(false, false, false), smallSharp = of(false, false, true), ranged = of(true, false, false), gunpowder = of(true, true, false);
  return { melee, smallSharp, ranged, gunpowder, meleeText: signed(melee), smallSharpText: signed(smallSharp), rangedText: signed(ranged), gunpowderText: signed(gunpowder) };
}

export function pcContext(actor: ActorLike<PcSystem>, env: ElfSheetEnv) {
  const s = actor.system;
  return {
    ...base(actor, env),
    traits: s.traits.map((t, i) => ({ ...t, index: i, kindLabel: `REALMS.Elf.TraitKind.${t.kind}`, valueText: signed(t.value) })),
    traitKinds: labelled(TRAIT_KINDS, "REALMS.Elf.TraitKind"),
    resources: s.resources.map((r, i) => ({ ...r, index: i })),
    weapons: weaponRows(actor.items),
    armor: ofType<ArmorSystem>(actor.items, "elfArmor").map((a) => ({ id: a.id, name: a.name, img: a.img, bonus: signed(a.system.bonus), notes: a.system.notes, equipped: a.system.equipped })),
    shields: ofType<ShieldSystem>(actor.items, "elfShield").map((a) => ({ id: a.id, name: a.name, img: a.img, bonus: signed(a.system.bonus), vsRanged: signed(a.system.vsRanged), equipped: a.system.equipped })),
    gear: ofType<GearSystem>(actor.items, "elfGear").map((g) => ({ id: g.id, name: g.name, img: g.img, quantity: g.system.quantity, resource: g.system.resource })),
    armorBonus: armorSummary(actor.items, s.armorMisc),
    damageDl: 5 + s.injuryPoints,
    speedText: signed(s.speedBonus), armorMiscText: signed(s.armorMisc),
  };
}

/** The NPC's Wound Threshold against a melee blow, a missile and a gunpowder shot. */
export function npcThresholds(items: readonly DocLike[], s: Pick<NpcSystem, "armorBonus" | "woundThresholdOverride">) {
  const { worn, shield } = equipped(items);
  const of = (ranged: boolean, gunpowder: boolean) => npcWoundThreshold(s.armorBonus, s.woundThresholdOverride, worn, shield, { ranged, gunpowder, smallSharp: false });
  const woundThreshold = of(false, false);
  const ranged = of(true, false);
  const gunpowder = of(true, true);
  return { woundThreshold, woundThresholdSplit: ranged !== woundThreshold || gunpowder !== woundThreshold ? { ranged, gunpowder } : null };
}

export function npcContext(actor: ActorLike<NpcSystem>, env: ElfSheetEnv) {
  const s = actor.system;
  const states = statesOf(env.conditions);
  return {
    ...base(actor, env),
    ...npcThresholds(actor.items, s),
    bands: labelled(BANDS, "REALMS.Elf.Band"),
    effectiveDl: effectiveDifficulty(s.difficultyLevel, states, env.options.stackPenalties),
    armorText: signed(s.armorBonus),
    attackLine: {
      bonus: signed(s.attack.damageBonus), kind: `REALMS.Elf.DamageKind.${s.attack.damageKind}`,
      reach: s.attack.ranged ? `REALMS.Elf.Range.upTo.${s.attack.maxRange}` : `REALMS.Elf.Reach.${s.attack.reach}`,
      reachHint: s.attack.ranged || s.attack.reach === "M" ? null : `REALMS.Elf.Reach.hint${s.attack.reach}`,
    },
    // What it carries: equipped armor and shields set its Wound Threshold.
    items: actor.items.map((i) => ({ id: i.id, name: i.name, img: i.img })),
    reaches: labelled(REACHES, "REALMS.Elf.Reach"),
    damageKinds: labelled(DAMAGE_KINDS, "REALMS.Elf.DamageKind"),
  };
}

/** Select options for the item sheets. */
export function elfItemChoices(): Record<string, Record<string, string>> {
  return {
    category: labelled(WEAPON_CATEGORIES, "REALMS.Elf.WeaponCategory"),
    reach: labelled(REACHES, "REALMS.Elf.Reach"),
    maxRange: labelled(BANDS, "REALMS.Elf.Band"),
  };
}

/**
 * An item sheet's context: the rules' table rows it may be filled from (editors only), and a plain notice when
 * the rules give no numbers for it (gear, or a name no table lists), so the user knows the fields are theirs.
 */
export function elfItemContext(item: DocLike, env: { readonly editable: boolean; readonly enriched: Readonly<Record<string, string>> }) {
  const rows = tableRowsFor(item.type);
  const unlisted = item.type === "elfGear" ? "REALMS.Elf.Item.gearNoNumbers" : rows.includes(item.name) ? null : "REALMS.Elf.Item.notInRules";
  return { ...itemContext(item, env, elfItemChoices()), tableRows: env.editable ? rows : [], unlisted,
    ranged: item.type === "elfWeapon" && (item.system as WeaponSystem).category === "ranged" };
}

export const ELF_ITEM_TEMPLATES: Readonly<Record<string, string>> = {
  elfWeapon: "templates/elf/items/weapon.hbs",
  elfArmor: "templates/elf/items/armor.hbs",
  elfShield: "templates/elf/items/shield.hbs",
  elfGear: "templates/elf/items/gear.hbs",
};
