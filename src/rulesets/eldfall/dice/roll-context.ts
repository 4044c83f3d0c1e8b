/**
 * What the dice flows read of the world before a roll: the roller's profile for `modifiersFor` (Skills, Classes,
 * Combat Arts by level, States), the Soldier count and cap, what the space does to this attack (Cover, Dark, Hazy,
 * Dense, shooting into melee…), and the A20 option. The space is read on the scene the combat is on (else the
 * viewed one), on the asking model's level (v14): a target on another floor gets no space modifiers, a Soldier
 * there no bonus; a scene without a square grid (theatre of the mind) leaves the roll as it is.
 */
import { readOptionSettings } from "../../../core/option-settings";
import type { ActorProfile, Modifier, RollContext } from "./rules/ability-modifiers";
import { DEFAULT_DICE_OPTIONS, DICE_OPTION_DESCRIPTORS, type DiceOptions } from "./rules/dice-options";
import { rollerModifiers, spaceModifiersOf, type RollerModifiers, type SpaceModifiers } from "./rules/roll-modifiers";
import { soldierCapOf } from "../states/rules/states-options";
import { ELDFALL_ID, ELDFALL_MODEL_TYPES } from "../config";
import type { Reach } from "../space/rules/space";
import { actorFacts } from "../states/facts";
import { stateIdsOf, statesOptions } from "../states/actor-states";
import { meleeReachOf, SpaceScene } from "../space/space-scene";
import { tokenLevel } from "../../../core/compat";
import { traitModifiers, type MoraleSource } from "./rules/trait-modifiers";
import { halvedAttributes, type EnvironmentAt } from "../space/rules/environments";
import { modifiedAttribute } from "./rules/roll";
import { stagesOf } from "./rules/ability-modifiers";
import { traitRefsOf } from "../states/rules/states";
import type { TraitRef } from "../profile/rules/traits";
import type { SpaceModel } from "../space/space-scene";
import { isActorType } from "../../../core/data/subtypes";

type Actor_ = Actor.Implementation;

/** The attack the space is asked about: who at whom, melee or ranged, and the attacker's allies in the target's space. */
export interface AttackSpaceRequest {
  readonly attacker: Actor_;
  readonly target: Actor_ | null;
  readonly melee: boolean;
  readonly spell: boolean;
  /** The row's reach when the caller knows it (the profile card's RCH); else the space rules' default. */
  readonly reach?: Reach;
}
const sceneNow = (): Scene.Implementation | null =>
  ((game.combat as Combat.Implementation | null)?.scene as Scene.Implementation | null | undefined) ?? game.scenes?.viewed ?? null;

/** The actor's token on the scene: its own synthetic actor (unlinked) or a token of that actor (linked). */
function tokenOf(scene: Scene.Implementation, actor: Actor_): TokenDocument.Implementation | null {
  for (const token of scene.tokens) {
    if (token.actor === actor || (actor.id && token.actorId === actor.id && (token.actorLink ?? true))) return token;
  }
  return null;
}

/** The space rules need a square grid: null without one. */
function fieldOf(scene: Scene.Implementation, token: TokenDocument.Implementation): SpaceScene | null {
  try {
    return new SpaceScene(scene, tokenLevel(token));
  } catch {
    return null;
  }
}

/** Without a known RCH: melee at the Primary weapon's reach (A35), ranged unlimited (reach is checked when declared). */
function reachFor(r: AttackSpaceRequest): Reach {
  if (r.reach) return r.reach;
  if (!r.melee) return { kind: "spaces", spaces: 1000 };
  const spaces = meleeReachOf(r.attacker) ?? 0;
  return spaces > 0 ? { kind: "spaces", spaces } : { kind: "same" };
}

/** What the space does to this attack; null when either model has no token on the scene's grid. */
export function attackSpaceOf(r: AttackSpaceRequest): SpaceModifiers | null {
  const scene = sceneNow();
  if (!scene || !r.target) return null;
  const a = tokenOf(scene, r.attacker);
  const t = tokenOf(scene, r.target);
  const field = a ? fieldOf(scene, a) : null;
  if (!a?.id || !t?.id || !field?.has(t.id)) return null;
  return spaceModifiersOf(field.attack(a.id, t.id, { kind: r.melee ? "melee" : "ranged", reach: reachFor(r) }));
}

/** Other Soldiers of the actor's side within its Awareness, not Incapacitated or Dead. */
export function soldiersAround(actor: Actor_): number {
  const scene = sceneNow();
  const token = scene ? tokenOf(scene, actor) : null;
  const field = scene && token ? fieldOf(scene, token) : null;
  if (!token?.id || !field) return 0;
  const me = field.model(token.id);
  return field.models.filter((m) => m.id !== me.id && m.data.side === me.data.side && m.data.abilities.has("soldier")
    && !m.data.states.has("incapacitated") && !m.data.states.has("dead") && field.withinAwareness(me.id, m.id)).length;
}

export const diceOptions = (): DiceOptions => readOptionSettings(ELDFALL_ID, DICE_OPTION_DESCRIPTORS, DEFAULT_DICE_OPTIONS);

/** Rule items of one type by key with their highest level (Combat Arts: the level the model knows). */
function itemLevels(actor: Actor_, type: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of actor.items ?? []) {
    const s = item.system as { key?: string; level?: number };
    if (item.type === type && typeof s.key === "string") out[s.key] = Math.max(out[s.key] ?? 0, Number.isInteger(s.level) && s.level! > 0 ? s.level! : 1);
  }
  return out;
}

/** The roller as `modifiersFor` reads it. */
export function rollProfileOf(actor: Actor_): ActorProfile {
  const facts = actorFacts(actor);
  return { skills: facts.skills, classes: facts.classes, arts: itemLevels(actor, "eldfallCombatArt"), states: stateIdsOf(actor) };
}

/** What the caller knows of a roll for the Traits: the row attacked with, and whether a Surprise Attack aims at the roller. */
export interface TraitRollRequest {
  readonly row?: { readonly traits: readonly TraitRef[]; readonly tags: readonly string[] } | null;
  readonly surprised?: boolean;
}

/** The actor's Traits (its Trait items' keys and levels). */
export const traitsOf = (actor: Actor_): TraitRef[] => traitRefsOf(actorFacts(actor).traits);

const MORALE_TRAITS = ["menacing", "intimidating", "inspiring"];

/** The other models whose Menacing, Intimidating or Inspiring may reach the roller (not those Dead or Incapacitated). */
function moraleSourcesOf(field: SpaceScene, me: SpaceModel): MoraleSource[] {
  return field.models.filter((m) => m.id !== me.id && MORALE_TRAITS.some((t) => m.data.abilities.has(t))
    && !m.data.states.has("dead") && !m.data.states.has("incapacitated")).map((m) => ({
    traits: traitsOf(m.actor), ally: m.data.side === me.data.side,
    seenByRoller: field.blind(me.id, m.id) === null, rollerInAwareness: field.withinAwareness(m.id, me.id),
  }));
}

/** The roller's space: its model on the field (null off a square grid or without a token), for Aquatic and the Morale Traits. */
function rollerOnField(actor: Actor_): { field: SpaceScene; me: SpaceModel } | null {
  const scene = sceneNow();
  const token = scene ? tokenOf(scene, actor) : null;
  const field = scene && token ? fieldOf(scene, token) : null;
  return field && token?.id && field.has(token.id) ? { field, me: field.model(token.id) } : null;
}

/** The Traits' modifiers (trait-modifiers.ts) and the roller's Environment halvings (Aquatic: AG) for this roll. */
export function traitModifiersOf(actor: Actor_, ctx: RollContext, target: Actor_ | null, request: TraitRollRequest = {}): Modifier[] {
  const placed = ctx.attribute === "m" || ctx.attribute === "ag" ? rollerOnField(actor) : null;
  const states = stateIdsOf(actor);
  const mods = traitModifiers({
    roll: ctx.roll, attribute: ctx.attribute, traits: traitsOf(actor), states, mounted: states.includes("mounted"),
    size: isActorType(actor, ELDFALL_MODEL_TYPES) ? actor.system.size : "medium", row: request.row ?? null,
    target: target ? { traits: traitsOf(target), states: stateIdsOf(target) } : null, surprised: request.surprised,
    others: placed && ctx.attribute === "m" ? moraleSourcesOf(placed.field, placed.me) : [],
  });
  const halved = placed && ctx.attribute ? halvedAttributes(placed.field.envsOf(placed.me)).includes(ctx.attribute) : false;
  return halved ? [...mods, { source: { kind: "environment", id: "aquatic" }, halve: 1 }] : mods;
}

/** The roller's modifiers for this roll: abilities, States, Soldier (capped by the world), Traits, and the space when it is an attack. */
export function rollerModifiersOf(actor: Actor_, ctx: RollContext, attack: Omit<AttackSpaceRequest, "attacker"> | null = null, traits: TraitRollRequest = {}): RollerModifiers {
  const space = attack ? attackSpaceOf({ attacker: actor, ...attack }) : null;
  const profile = rollProfileOf(actor);
  // Counting Soldiers reads the whole scene: only for a Soldier.
  const soldiersInAwareness = profile.classes.includes("soldier") ? soldiersAround(actor) : 0;
  return rollerModifiers(profile, { soldiersInAwareness, ...ctx }, soldierCapOf(statesOptions()), space, traitModifiersOf(actor, ctx, attack?.target ?? null, traits));
}

/** The Environments affecting the actor where its token stands (none off a square grid or without a token). */
export function placedEnvironments(actor: Actor_): EnvironmentAt[] {
  const placed = rollerOnField(actor);
  return placed ? placed.field.envsOf(placed.me) : [];
}

/**
 * AG, INT and M as the Resolution Step's own rolls use them (Mindgame's INT, the Rogue's AG, Demon's and Friendly
 * Fire's M): the printed value with the Traits' and the space's modifiers (Surprise Attack, Aquatic, the Morale
 * Traits), and whether the model stands in Aquatic (Burn is one lower there).
 */
export function resolutionAttributesOf(actor: Actor_, surprised: boolean): { ag: number; int: number; m: number; aquatic: boolean } {
  const printed = isActorType(actor, ELDFALL_MODEL_TYPES) ? actor.system.attributes : null;
  const value = (attribute: "ag" | "int" | "m") => {
    const stages = stagesOf(traitModifiersOf(actor, { roll: "attribute", attribute, role: "reactive" }, null, { surprised }));
    return modifiedAttribute(printed?.[attribute] ?? 0, { adds: stages.adds, halve: stages.halve, double: stages.double }).value;
  };
  return { ag: value("ag"), int: value("int"), m: value("m"), aquatic: placedEnvironments(actor).some((e) => e.env === "aquatic") };
}

/**
 * The Strikes of an Attack in the Active Role with a row of STK `stk` (STA already read): the roller's States,
 * Classes, Skills and the Combat Art level in `ctx` applied (`strikesFor`); what the space does at one target is not
 * counted. The activation card splits these between the targets.
 */
export function attackStrikesOf(actor: Actor_, stk: number, ctx: Omit<RollContext, "roll" | "role">): number {
  return rollerModifiersOf(actor, { roll: "attack", role: "active", ...ctx }).strikes(stk);
}
