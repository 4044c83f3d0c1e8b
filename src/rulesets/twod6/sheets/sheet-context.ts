/**
 * What the 2D6 sheets render, from plain document data (no Foundry globals): the live sheets, the template tests
 * and the screenshot gallery use the same builders. Every number shown comes from the pure rules (derived.ts,
 * vitals.ts, check.ts, regeneration.ts, damage.ts, rule-of-three.ts); nothing is computed here but layout.
 */
import { percent, signed } from "../../../core/format";
import { labelled, type ActorLike, type DocLike } from "../../../core/sheets/context";
import { fieldLabelKey } from "../../../core/schema/labels";
import { readTrack } from "../../../core/rules/tracks";
import { ABILITIES, rollableUses, ABILITY_USES, RACE_IDS, type Ability } from "../creatures/rules/abilities";
import { checkOdds, critFailThrough } from "../checks/rules/check";
import { deriveCreature, type CreatureDerived, type EquippedFacts } from "../models/rules/derived";
import { healthMultiplier } from "../creatures/rules/vitals";
import { HUNGER_TRACK, LEVEL_TURNS, THIRST_TRACK } from "../survival/rules/sustenance";
import { energyRegen, healthRegen, type RegenVerdict } from "../survival/rules/regeneration";
import { damageProfile, DAMAGE_TYPES, RESISTIBLE_TYPES, SLOTS, type DamageType, type Slot } from "../creatures/rules/damage";
import { checkRuleOfThree, type RuleOfThreeVerdict } from "../creatures/rules/rule-of-three";
import { blessedValue } from "../items/rules/items";
import { REACHES, weaponUses } from "../combat/rules/attack";
import { SPEED_CONDITIONS, TWOD6_CONDITIONS } from "../conditions/rules/conditions";
import type { CharacterSystem, CreatureSystem } from "../models/specs";
import { NOTES_TAB, type SheetTab } from "../../../core/sheets/frame";

const K = "REALMS.Twod6";
const V = `${K}.SheetView`;

const tab = (id: string, icon: string): SheetTab => ({ id, label: `REALMS.Sheet.Tabs.${id}`, icon: `fa-solid ${icon}` });
/** The character's tabs: play first (vitals, conditions, attacks, checks, hunger and thirst), then the details. */
export const TWOD6_CHARACTER_TABS: readonly SheetTab[] = [tab("play", "fa-dice"), tab("abilities", "fa-chart-simple"), tab("inventory", "fa-suitcase"), NOTES_TAB];
/** A creature's: its stat block first (a wolf needs no character's tables), then what it carries with its hunger and thirst, and notes. */
export const TWOD6_CREATURE_TABS: readonly SheetTab[] = [tab("stats", "fa-dragon"), tab("details", "fa-list"), NOTES_TAB];

export interface Twod6SheetEnv {
  readonly editable: boolean;
  readonly isGM: boolean;
  readonly enriched: Readonly<Record<string, string>>;
  /** Haste effects from statuses on the token (a spell), beyond the creature's own and its items'. */
  readonly hasteStatuses: number;
  /** Slow statuses on the token (power 0, as the speed check rolls them); shown beside the creature's own slows. */
  readonly slowStatuses: number;
  /** The secondary effects of damage in force on the actor (conditions/rules/conditions.ts ids: onFire, poisoned…). */
  readonly conditions: readonly string[];
}

type ItemSystem = Partial<{
  equipped: boolean; cursed: boolean; bound: boolean; blessed: boolean; blessing: number; forcesEating: boolean; example: boolean;
  enchant: Partial<Record<Ability, number>>; slot: Slot; resistances: Record<string, number>; haste: number; benefit: number;
  damage: string; damageType: string; reach: string; finesse: boolean; durability: { value: number; max: number };
  kind: string; food: number; water: number; quantity: number; charges: { value: number; max: number };
}>;

/** An item's facts as the creature's rules read them (the plain-data twin of items/facts.ts `equippedFacts`). */
export function plainItemFacts(item: DocLike): EquippedFacts {
  const s = item.system as ItemSystem;
  return {
    equipped: !!s.equipped, cursed: !!s.cursed, bound: !!s.bound, forcesEating: !!s.forcesEating, enchant: s.enchant ?? {},
    slot: item.type === "twod6Armor" ? s.slot ?? null : null, resistances: s.resistances ?? {}, haste: s.haste ?? 0,
  };
}

export function derivedOf(actor: ActorLike<CreatureSystem | CharacterSystem>, hasteStatuses = 0): CreatureDerived {
  const s = actor.system;
  return deriveCreature({
    abilities: s.abilities, race: s.race, offsets: s.offsets, level: s.level, sustenance: { hunger: s.hunger, thirst: s.thirst },
    natural: s.resistances, immunities: s.immunities, vulnerabilities: s.vulnerabilities, aura: (s.aura || null) as DamageType | null,
    haste: s.haste + hasteStatuses, items: actor.items.map(plainItemFacts),
  });
}

/** The modifier a score gives on this race's scale, at the scale's two human landmarks (2 and 12). */
const scaleText = (offset: number) => `2 → ${signed(2 - 7 + offset)} · 7 → ${signed(offset)} · 12 → ${signed(12 - 7 + offset)}`;
/** The modifier range over the human scores 2–12 on this scale (human −5…+5, the rules' orc strength −4…+6). */
const rangeText = (offset: number) => `${signed(2 - 7 + offset)}…${signed(12 - 7 + offset)}`;

function abilityRows(s: CreatureSystem | CharacterSystem, d: CreatureDerived) {
  return ABILITIES.map((a) => {
    const offset = d.offsets[a] ?? 0;
    const mod = d.modifiers[a];
    return {
      key: a, label: `${K}.Ability.${a}.name`, short: `${K}.Ability.${a}.short`, base: s.abilities[a], current: d.current[a],
      enchanted: d.current[a] !== s.abilities[a], modifier: signed(mod), baseModifier: signed(d.baseModifiers[a]), offset: signed(offset),
      shifted: offset !== 0, scale: scaleText(offset), range: rangeText(offset),
      uses: rollableUses(a).map((u) => {
        const odds = checkOdds({ base: mod, adds: d.penalty ? [d.penalty] : [], canCrit: u.canCrit, critFailModifier: d.critFailModifier });
        // Damage rolls have no difficulty and regeneration has its own (the buttons below): no chance at 7 for them.
        const atSeven = u.kind !== "damage" && u.id !== "healthRegen" && u.id !== "energyRegen";
        return { id: u.id, label: `${K}.Use.${u.id}`, chance: atSeven ? percent(odds.success) : null, capped: odds.capped, canCrit: u.canCrit };
      }),
      values: ABILITY_USES.filter((u) => u.ability === a && u.kind === "value").map((u) => `${K}.Use.${u.id}`),
    };
  });
}

function vitals(s: CreatureSystem | CharacterSystem, d: CreatureDerived) {
  const baseMod = d.baseModifiers.sta;
  const curMod = d.modifiers.sta;
  const mult = healthMultiplier(s.level);
  const pct = (v: number, m: number) => (m ? Math.max(0, Math.min(100, Math.round((100 * v) / m))) : 0);
  return {
    health: { value: s.health.value, max: d.health, pct: pct(s.health.value, d.health),
      formula: { baseSta: String(s.abilities.sta), baseMod: signed(baseMod), multiplier: String(mult), currentMod: signed(curMod), level: String(s.level), result: String(d.health) } },
    energy: { value: s.energy.value, max: d.energy, pct: pct(s.energy.value, d.energy), formula: { baseMod: signed(baseMod), result: String(d.energy) } },
  };
}

function trackRow(name: "hunger" | "thirst", counter: number) {
  const def = name === "hunger" ? HUNGER_TRACK : THIRST_TRACK;
  const r = readTrack(def, counter);
  const cap = name === "hunger" ? "Hunger" : "Thirst";
  return {
    id: name, label: `${K}.${cap}.label`, counter, path: `system.${name}`, state: r.state.label, out: r.out,
    turnsLeft: r.out ? 0 : counter - r.state.from + 1, penalty: r.state.modifier ? signed(r.state.modifier) : null,
    states: def.states.map((st, i) => ({ id: st.id, label: st.label, active: !r.out && i === r.index, penalty: st.modifier ? signed(st.modifier) : null, from: st.from, to: st.from + LEVEL_TURNS - 1 })),
  };
}

/** A regeneration button: its odds, or why it is off (a full pool says so on the button; another reason under it too). */
function regenRow(kind: "health" | "energy", v: RegenVerdict) {
  if (!v.allowed) return { kind, allowed: false, reason: `${V}.Regen.${v.reason}`, full: v.reason === "full", chance: null, difficulty: null };
  return { kind, allowed: true, reason: null, full: false, chance: percent(checkOdds(v.check).success), difficulty: v.check.difficulty ?? 7 };
}

function defenceRows(d: CreatureDerived, natural: Readonly<Record<string, number>>) {
  const body = damageProfile(d.defences, "body");
  const head = damageProfile(d.defences, "head");
  const aura = damageProfile(d.defences, "aura");
  return {
    resistances: RESISTIBLE_TYPES.map((t) => ({
      type: t, label: `${K}.DamageType.${t}`, natural: natural[t] ?? 0, path: `system.resistances.${t}`,
      body: body.resistances?.[t] ?? 0, head: head.resistances?.[t] ?? 0, aura: aura.resistances?.[t] ?? 0,
    })),
    immunities: (body.immunities ?? []).map((t) => `${K}.DamageType.${t}`),
    vulnerabilities: (body.vulnerabilities ?? []).map((t) => `${K}.DamageType.${t}`),
    damageImmunities: (body.damageImmunities ?? []).map((t) => `${K}.DamageType.${t}`),
  };
}

const MARKERS = ["cursed", "bound", "blessed"] as const;

type Chip = { readonly key: string | null; readonly text: string };
const chip = (text: string, key: string | null = null): Chip => ({ key, text });

const enchantChips = (s: ItemSystem): Chip[] => ABILITIES.filter((a) => s.enchant?.[a]).map((a) => chip(` ${signed(s.enchant![a]!)}`, `${K}.Ability.${a}.short`));

/** A line of chips per item: localized labels (key) and plain numbers (text). */
function itemSummary(item: DocLike): Chip[] {
  const s = item.system as ItemSystem;
  switch (item.type) {
    case "twod6Weapon": return [chip(s.damage ?? ""), chip("", `${K}.DamageType.${s.damageType}`), chip("", `${K}.Reach.${s.reach}`), ...(s.finesse ? [chip("", `${K}.Weapon.FIELDS.finesse.label`)] : []), ...enchantChips(s)];
    case "twod6Armor": return [chip("", `${K}.Slot.${s.slot}`), ...RESISTIBLE_TYPES.filter((t) => s.resistances?.[t]).map((t) => chip(` ${s.resistances![t]}`, `${K}.DamageType.${t}`)), ...enchantChips(s)];
    case "twod6Provision": return [...(s.food ? [chip(signed(s.food), `${V}.food`)] : []), ...(s.water ? [chip(signed(s.water), `${V}.water`)] : []), chip(`× ${s.quantity ?? 0}`)];
    case "twod6Charged": return [chip("", `${K}.Charged.${s.kind}`), chip(`${s.charges?.value ?? 0}/${blessedValue(s.charges?.max ?? 0, !!s.blessed, s.blessing ?? 0)}`, `${V}.chargesShort`)];
    case "twod6Trinket": return [chip("", `${K}.Trinket.${s.kind}`), ...(s.benefit || s.blessed ? [chip(` ${blessedValue(s.benefit ?? 0, !!s.blessed, s.blessing ?? 0)}`, `${V}.benefitShort`)] : []), ...(s.haste ? [chip(` ${s.haste}`, `${K}.Speed.haste`)] : []), ...enchantChips(s)];
    default: return [];
  }
}

/** Each item with its markers and what the sheet may do with it (equip, eat or drink, use a charge, drop, give, dispel). */
function itemRows(items: readonly DocLike[], isGM: boolean) {
  return items.filter((i) => i.type.startsWith("twod6")).map((i) => {
    const s = i.system as ItemSystem;
    const summary = itemSummary(i);
    return {
      id: i.id, name: i.name, img: i.img, typeLabel: `TYPES.Item.${i.type}`, equipped: !!s.equipped, example: !!s.example,
      markers: MARKERS.filter((m) => s[m]).map((m) => ({ id: m, label: `${K}.Curse.${m}` })),
      blessing: s.blessed && s.blessing ? signed(s.blessing) : null,
      summary,
      equippable: ["twod6Weapon", "twod6Armor", "twod6Trinket"].includes(i.type),
      attack: i.type === "twod6Weapon" && !!s.equipped,
      eat: i.type === "twod6Provision" ? (s.kind === "drink" ? `${V}.drink` : `${V}.eat`) : null,
      useCharge: i.type === "twod6Charged",
      locked: !!(s.cursed && s.bound && s.equipped),
      canDispel: isGM && !!(s.cursed && s.bound),
    };
  });
}

/** The equipped weapons, each with what its Attack rolls: to-hit on its use's ability, then its damage and type. */
function attackRows(items: readonly DocLike[], d: CreatureDerived) {
  return items.filter((i) => i.type === "twod6Weapon" && (i.system as ItemSystem).equipped).map((i) => {
    const s = i.system as ItemSystem;
    const reach = (REACHES as readonly string[]).includes(s.reach ?? "") ? (s.reach as (typeof REACHES)[number]) : "melee";
    const use = weaponUses({ reach, finesse: !!s.finesse }).toHit;
    // As the attack rolls it: the ability modifier with the hunger and thirst penalty, held to +5, at difficulty 7.
    const odds = checkOdds({ base: d.modifiers[use.ability], adds: d.penalty ? [d.penalty] : [], canCrit: use.canCrit, critFailModifier: d.critFailModifier });
    return { id: i.id, name: i.name, img: i.img, damage: s.damage ?? "", damageType: `${K}.DamageType.${s.damageType ?? "physical"}`,
      reach: `${K}.Reach.${reach}`, toHit: signed(odds.modifier), capped: odds.capped, chance: percent(odds.success), toHitLabel: `${K}.Use.${use.id}` };
  });
}

/** The secondary effects of damage in force, as chips with the rule for a tooltip (haste and slow show under Speed). */
function conditionRows(ids: readonly string[]) {
  const speed: readonly string[] = SPEED_CONDITIONS;
  return TWOD6_CONDITIONS.filter((id) => !speed.includes(id) && ids.includes(id))
    .map((id) => ({ id, label: `${K}.Condition.${id}.name`, tooltip: `${K}.Condition.${id}.tooltip`, img: `systems/realms/assets/icons/twod6/${id}.svg` }));
}

function ruleOfThreeRow(v: RuleOfThreeVerdict) {
  return v.ok ? null : { key: `${K}.RuleOfThree.${v.reason}`, data: { spread: String(v.spread), allowed: String(v.allowed) } };
}

function actorContext(actor: ActorLike<CreatureSystem | CharacterSystem>, env: Twod6SheetEnv, female: boolean) {
  const s = actor.system;
  const d = derivedOf(actor, env.hasteStatuses);
  const full = { health: s.health.value >= d.health, energy: s.energy.value >= d.energy };
  const sustenance = { hunger: s.hunger, thirst: s.thirst };
  const equipped = actor.items.filter((i) => (i.system as ItemSystem).equipped);
  return {
    document: { id: actor.id, name: actor.name, img: actor.img, type: actor.type },
    system: s, editable: env.editable, isGM: env.isGM, enriched: env.enriched,
    abilities: abilityRows(s, d),
    ...vitals(s, d),
    races: labelled(RACE_IDS, `${K}.Race`),
    ownOffsets: s.race === "other",
    offsets: ABILITIES.map((a) => ({ key: a, short: `${K}.Ability.${a}.short`, value: s.offsets[a], path: `system.offsets.${a}` })),
    tracks: [trackRow("hunger", s.hunger), trackRow("thirst", s.thirst)],
    penalty: d.penalty ? signed(d.penalty) : null,
    noEnergyRegen: energyRegen(sustenance, d.modifiers.sta).allowed === false && !full.energy,
    regen: [
      regenRow("health", healthRegen(sustenance, d.modifiers.sta, { critFailModifier: d.critFailModifier, full: full.health })),
      regenRow("energy", energyRegen(sustenance, d.modifiers.sta, { critFailModifier: d.critFailModifier, full: full.energy, moving: s.activity === "move" })),
    ],
    activities: labelled(["other", "rest", "move"], `${K}.Activity`),
    critFail: { modifier: d.critFailModifier, range: d.critFailModifier ? `2–${critFailThrough(d.critFailModifier)}` : "2",
      cursed: equipped.filter((i) => (i.system as ItemSystem).cursed).map((i) => i.name) },
    forcedEating: d.forcedEating,
    speed: { hastes: d.hastes, own: s.haste, statuses: env.hasteStatuses, items: d.hastes - s.haste - env.hasteStatuses,
      slows: s.slows.map((sl, index) => ({ index, power: sl.power, powerText: signed(sl.power), target: String(7 + sl.power) })),
      statusSlows: Array.from({ length: env.slowStatuses }, () => ({ target: "7" })), hastePerAction: String(1 + d.hastes) },
    ...defenceRows(d, s.resistances),
    auraTypes: { "": `${K}.Aura.none`, ...labelled(DAMAGE_TYPES, `${K}.DamageType`) },
    aura: s.aura ? { typeKey: `${K}.DamageType.${s.aura}`, radius: "monster" in s && s.monster ? 2 : 1, monster: "monster" in s && s.monster,
      base: signed(d.modifiers.sta) } : null,
    items: itemRows(actor.items, env.isGM),
    attacks: attackRows(actor.items, d),
    conditions: conditionRows(env.conditions),
    // "Other (own offsets)" is the race picker's label; the identity line says just "Other".
    identity: { level: String(s.level), race: s.race === "other" ? `${V}.raceOther` : `${K}.Race.${s.race}` },
    ruleOfThree: ruleOfThreeRow(checkRuleOfThree({ scores: s.abilities, level: s.level, human: s.race === "human", female })),
    slots: SLOTS.map((slot) => ({ id: slot, label: `${K}.Slot.${slot}`, worn: actor.items.filter((i) => i.type === "twod6Armor" && (i.system as ItemSystem).equipped && (i.system as ItemSystem).slot === slot).map((i) => i.name).join(", ") || null })),
  };
}

export function characterContext(actor: ActorLike<CharacterSystem>, env: Twod6SheetEnv) {
  return { ...actorContext(actor, env, !!actor.system.female), isCharacter: true };
}

export function creatureContext(actor: ActorLike<CreatureSystem>, env: Twod6SheetEnv) {
  return { ...actorContext(actor, env, false), isCharacter: false };
}

/** The Rule of Three as the sheet applies it to a submitted change (null: allowed). */
export function ruleOfThreeRefusal(system: CreatureSystem | CharacterSystem, type: string, change: Record<string, unknown>): { key: string; data: Record<string, string> } | null {
  const num = (path: string, fallback: number) => (path in change ? Number(change[path]) : fallback);
  const touched = ["race", "level", "female", ...ABILITIES.map((a) => `abilities.${a}`)].some((k) => `system.${k}` in change);
  if (!touched) return null;
  const scores = Object.fromEntries(ABILITIES.map((a) => [a, num(`system.abilities.${a}`, system.abilities[a])])) as Record<Ability, number>;
  if (Object.values(scores).some((n) => !Number.isInteger(n) || n < 0)) return null; // the spec's own validation reports it
  const race = String("system.race" in change ? change["system.race"] : system.race);
  const female = type === "twod6Character" && Boolean("system.female" in change ? change["system.female"] : (system as CharacterSystem).female);
  const level = num("system.level", system.level);
  if (!Number.isInteger(level) || level < 1) return null;
  return ruleOfThreeRow(checkRuleOfThree({ scores, level, human: race === "human", female }));
}

/* ---------- item sheets ---------- */

type FieldKind = "number" | "text" | "select" | "checkbox";
interface FieldRow { readonly path: string; readonly label: string; readonly kind: FieldKind; readonly value: unknown; readonly options?: Record<string, string>; readonly gmOnly?: boolean }

const valueAt = (o: Record<string, unknown>, path: string): unknown => path.split(".").reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], o);

interface FieldGroup { readonly label: string; readonly fields: FieldRow[] }

/** The fields each 2D6 item type shows, in order, its grouped numbers (durability, resistances, enchant, charges), then the curse and blessing flags every item carries. */
export function twod6ItemFields(type: string, system: Record<string, unknown>): { fields: FieldRow[]; groups: FieldGroup[]; flags: FieldRow[] } {
  const f = (path: string, kind: FieldKind, extra: Partial<FieldRow> = {}): FieldRow => ({ path, label: fieldLabelKey(type, path), kind, value: valueAt(system, path), ...extra });
  const group = (path: string, keys: readonly string[]): FieldGroup => ({ label: fieldLabelKey(type, path), fields: keys.map((k) => f(`${path}.${k}`, "number")) });
  const enchant = group("enchant", ABILITIES);
  const durability = group("durability", ["value", "max"]);
  const fields: Record<string, FieldRow[]> = {
    twod6Weapon: [f("damage", "text"), f("damageType", "select", { options: labelled(DAMAGE_TYPES, `${K}.DamageType`) }),
      f("reach", "select", { options: labelled(["melee", "ranged", "thrown"], `${K}.Reach`) }), f("finesse", "checkbox"), f("exceedsCap", "checkbox")],
    twod6Armor: [f("slot", "select", { options: labelled(SLOTS, `${K}.Slot`) })],
    twod6Provision: [f("kind", "select", { options: { food: `${K}.Provision.food`, drink: `${K}.Provision.drink` } }), f("quantity", "number"), f("food", "number"), f("water", "number")],
    twod6Charged: [f("kind", "select", { options: labelled(["potion", "wand", "tome"], `${K}.Charged`) })],
    twod6Trinket: [f("kind", "select", { options: labelled(["amulet", "ring"], `${K}.Trinket`) }), f("haste", "number"), f("benefit", "number")],
  };
  const groups: Record<string, FieldGroup[]> = {
    twod6Weapon: [durability, enchant],
    twod6Armor: [group("resistances", RESISTIBLE_TYPES), durability, enchant],
    twod6Charged: [group("charges", ["value", "max"])],
    twod6Trinket: [enchant],
  };
  const flags = [f("equipped", "checkbox"), ...(["cursed", "bound", "blessed", "forcesEating"] as const).map((p) => f(p, "checkbox", { gmOnly: true })),
    f("blessing", "number", { gmOnly: true }), f("example", "checkbox")];
  return { fields: fields[type] ?? [], groups: groups[type] ?? [], flags };
}

/** What the blessing raises on this item, as "base + blessing = total" (null when the type has nothing to raise). */
function blessingRow(type: string, s: ItemSystem) {
  const base = type === "twod6Charged" ? s.charges?.max : type === "twod6Trinket" ? s.benefit : type === "twod6Weapon" || type === "twod6Armor" ? s.durability?.max : null;
  // Unblessed, there is nothing to add up ("20 + blessing 0 = 20" says nothing).
  if (base === null || base === undefined || !s.blessed) return null;
  const what = type === "twod6Charged" ? "charges" : type === "twod6Trinket" ? "benefit" : "durability";
  return { key: `${V}.Blessing.${what}`, active: !!s.blessed, data: { base: String(base), bonus: String(s.blessed ? s.blessing ?? 0 : 0), total: String(blessedValue(base, !!s.blessed, s.blessing ?? 0)) } };
}

export function twod6ItemContext(item: DocLike, env: { editable: boolean; isGM: boolean; enriched: Readonly<Record<string, string>> }) {
  const system = item.system as Record<string, unknown>;
  const s = system as ItemSystem;
  const row = (r: FieldRow) => ({
    ...r, isNumber: r.kind === "number", isText: r.kind === "text", isSelect: r.kind === "select", isCheckbox: r.kind === "checkbox",
    options: r.options ?? {}, disabled: !env.editable || (!!r.gmOnly && !env.isGM),
  });
  const { fields, groups, flags } = twod6ItemFields(item.type, system);
  return {
    document: { id: item.id, name: item.name, img: item.img, type: item.type }, system, editable: env.editable, isGM: env.isGM, enriched: env.enriched,
    typeLabel: `TYPES.Item.${item.type}`, fields: fields.map(row), flags: flags.map(row),
    groups: groups.map((g) => ({ label: g.label, fields: g.fields.map(row), wide: g.fields.length > 4 })),
    markers: MARKERS.filter((m) => s[m]).map((m) => ({ id: m, label: `${K}.Curse.${m}`, hint: `${V}.Marker.${m}` })),
    blessing: blessingRow(item.type, s), example: !!s.example, gmOnlyHint: !env.isGM,
  };
}
