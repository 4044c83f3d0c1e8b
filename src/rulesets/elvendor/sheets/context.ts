/**
 * What the Elvendor sheets render, built from plain document data (no Foundry globals), so the same
 * functions feed the live sheets, the template tests and the screenshot gallery.
 */
import { roundsLeft, type ActiveCondition } from "../../../core/rules/conditions";
import { labelled, ofType, type ActorLike, type DocLike } from "../../../core/sheets/context";
import { pipList } from "../../../core/pips";
import { ACTION_CARDS } from "../actions/rules/actions";
import { turnPlan } from "../conditions/rules/conditions";
import { baseDetection, detectionRadius, type DetectionContext } from "../weather/rules/noise";
import type { ElvendorOptions } from "../options/rules/options";
import { NOTES_TAB, type SheetTab } from "../../../core/sheets/frame";
import type {
  AbilitySystem, ActionSystem, CompanionSystem, CrystalSystem, EnemySystem, EquipmentSystem, HeroSystem,
} from "../models/specs";
import { ABILITY_KINDS, ACTION_CATEGORIES, CONDITION_IDS, RARITIES, TIERS } from "../models/specs";

export type { ActorLike, DocLike } from "../../../core/sheets/context";
export { itemContext } from "../../../core/sheets/context";

export interface SheetEnv {
  readonly editable: boolean;
  readonly conditions: readonly ActiveCondition[];
  /** Current combat round, if the actor is in a combat. */
  readonly round: number | null;
  /** Actions left this turn, if it is in a combat. */
  readonly apLeft: number | null;
  /** Enriched HTML of the document's HTML fields, keyed by field path. */
  readonly enriched: Readonly<Record<string, string>>;
  /** Scene weather and noise, for the enemy's live detection radius. */
  readonly detection?: DetectionContext | null;
  readonly options: ElvendorOptions;
}


/** The sheets' tabs (the first, Play, holds everything a turn needs above the fold). Pure, so the gallery builds the same frame. */
export const HERO_TABS: readonly SheetTab[] = [
  { id: "play", label: "REALMS.Sheet.Tabs.play", icon: "fa-solid fa-dice-d6" },
  { id: "stats", label: "REALMS.Sheet.Tabs.stats", icon: "fa-solid fa-chart-simple" },
  { id: "gear", label: "REALMS.Elvendor.Hero.gearTab", icon: "fa-solid fa-gem" },
  NOTES_TAB,
];
export const ENEMY_TABS: readonly SheetTab[] = [
  { id: "play", label: "REALMS.Sheet.Tabs.play", icon: "fa-solid fa-dice-d6" },
  { id: "behavior", label: "REALMS.Sheet.Tabs.behavior", icon: "fa-solid fa-chess-knight" },
  NOTES_TAB,
];
export const COMPANION_TABS: readonly SheetTab[] = [
  { id: "play", label: "REALMS.Sheet.Tabs.play", icon: "fa-solid fa-dice-d6" },
  NOTES_TAB,
];

export function conditionRows(conditions: readonly ActiveCondition[], round: number | null) {
  return conditions.map((c) => ({
    id: c.id,
    label: `REALMS.Elvendor.Condition.${c.id}.name`,
    tooltip: `REALMS.Elvendor.Condition.${c.id}.tooltip`,
    img: `systems/realms/assets/icons/conditions/${c.id}.svg`,
    tier: `REALMS.Elvendor.Tier.${c.tier ?? "standard"}`,
    value: c.value ?? 0,
    roundsLeft: round === null ? null : roundsLeft(c, round),
  }));
}

export function abilityRows(items: readonly DocLike[]) {
  return ofType<AbilitySystem>(items, "elvendorAbility").map((a) => ({
    id: a.id, name: a.name, img: a.img, kind: `REALMS.Elvendor.AbilityKind.${a.system.kind}`,
    hit: a.system.hit, range: a.system.range, damage: a.system.damage, attacks: a.system.attacks,
    special: a.system.special, ranged: a.system.range > 1,
    condition: a.system.condition.id ? `REALMS.Elvendor.Condition.${a.system.condition.id}.name` : null,
    conditionValue: a.system.condition.value, conditionWhen: `REALMS.Elvendor.Ability.When.${a.system.condition.when}`,
  }));
}

/** Owned action cards, or the standard set from the rules when the hero holds none. */
export function actionRows(items: readonly DocLike[]) {
  const owned = ofType<ActionSystem>(items, "elvendorAction");
  if (owned.length) {
    return owned.map((a) => ({ key: a.id, id: a.id, name: a.name, label: null, cost: a.system.cost, noise: a.system.noise, reaction: a.system.reaction, fromRules: a.system.fromRules }));
  }
  return ACTION_CARDS.map((a) => ({ key: a.id, id: null, name: null, label: `REALMS.Elvendor.Action.${a.id}`, cost: a.cost, noise: a.noise, reaction: a.reaction, fromRules: a.fromRules }));
}

const pips = pipList;

/** What every actor sheet shows: the document, its data, enriched text and the two condition slots. */
function actorBase<S>(actor: ActorLike<S>, env: SheetEnv) {
  return {
    document: { id: actor.id, name: actor.name, img: actor.img, type: actor.type },
    system: actor.system,
    editable: env.editable,
    enriched: env.enriched,
    conditions: conditionRows(env.conditions, env.round),
    freeSlots: Math.max(0, 2 - env.conditions.length),
    abilities: abilityRows(actor.items),
  };
}

const healthPct = (h: { value: number; max: number }) => (h.max ? Math.round((100 * h.value) / h.max) : 0);

export function heroContext(actor: ActorLike<HeroSystem>, env: SheetEnv) {
  const s = actor.system;
  const plan = turnPlan(env.conditions, s.attributes.act, s.actionsLost);
  const actions = actionRows(actor.items);
  return {
    ...actorBase(actor, env),
    apPips: pips(s.attributes.act, env.apLeft ?? plan.actions),
    apLeft: env.apLeft ?? plan.actions,
    inCombat: env.apLeft !== null,
    plan,
    // Cards played on the hero's turn; Dodge and Parry answer an attack instead (no AP), so they show as reactions.
    actions: actions.filter((a) => !a.reaction),
    reactions: actions.filter((a) => a.reaction),
    reactionTarget: env.options.reactionTarget,
    parryMeleeOnly: env.options.parryMeleeOnly,
    equipment: ofType<EquipmentSystem>(actor.items, "elvendorEquipment").map((e) => ({ id: e.id, name: e.name, img: e.img, slot: `REALMS.Elvendor.Slot.${e.system.slot}`, armor: e.system.armor, durability: e.system.durability, equipped: e.system.equipped })),
    crystals: ofType<CrystalSystem>(actor.items, "elvendorCrystal").map((c) => ({ id: c.id, name: c.name, img: c.img, element: c.system.element, rarity: `REALMS.Elvendor.Rarity.${c.system.rarity}` })),
    healthPct: healthPct(s.health),
  };
}

export function enemyContext(actor: ActorLike<EnemySystem>, env: SheetEnv) {
  const s = actor.system;
  return {
    ...actorBase(actor, env),
    actionPips: pips(s.actions, env.apLeft ?? s.actions),
    baseDetection: baseDetection(s, env.options),
    detectionNow: env.detection ? detectionRadius(s, env.detection, env.options) : null,
    behaviorSteps: s.behavior.steps.map((step, i) => ({ index: i + 1, label: `REALMS.Elvendor.Behavior.${step}` })),
    healthPct: healthPct(s.health),
  };
}

export function companionContext(actor: ActorLike<CompanionSystem>, env: SheetEnv) {
  const s = actor.system;
  const actions = Math.max(0, s.ap - s.actionsLost);
  return {
    ...actorBase(actor, env),
    apPips: pips(s.ap, env.apLeft ?? actions),
    commandable: s.ap > 1,
    healthPct: healthPct(s.health),
  };
}


/** Select options for the item sheets: stored value → i18n key. */
export function itemChoices(): Record<string, Record<string, string>> {
  return {
    category: labelled(ACTION_CATEGORIES, "REALMS.Elvendor.ActionCategory"),
    conditionId: Object.fromEntries(CONDITION_IDS.map((id) => [id, `REALMS.Elvendor.Condition.${id}.name`])),
    conditionOrNone: { "": "REALMS.Elvendor.Ability.none", ...Object.fromEntries(CONDITION_IDS.map((id) => [id, `REALMS.Elvendor.Condition.${id}.name`])) },
    tier: labelled(TIERS, "REALMS.Elvendor.Tier"),
    kind: labelled(ABILITY_KINDS, "REALMS.Elvendor.AbilityKind"),
    when: labelled(["onHit", "scenario"], "REALMS.Elvendor.Ability.When"),
    slot: labelled(["weapon", "armor", "accessory", "other"], "REALMS.Elvendor.Slot"),
    rarity: labelled(RARITIES, "REALMS.Elvendor.Rarity"),
  };
}

/** Item type → sheet template. */
export const ITEM_TEMPLATES: Readonly<Record<string, string>> = {
  elvendorAction: "templates/elvendor/items/action.hbs",
  elvendorCondition: "templates/elvendor/items/condition.hbs",
  elvendorAbility: "templates/elvendor/items/ability.hbs",
  elvendorEquipment: "templates/elvendor/items/equipment.hbs",
  elvendorCrystal: "templates/elvendor/items/crystal.hbs",
};
