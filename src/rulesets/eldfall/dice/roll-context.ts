/**
 * What the dice flows read of the world before a roll: the roller's profile for `modifiersFor` (Skills, Classes,
 * Combat Arts by level, States), the Soldier count and cap, the space answer for this attack, and the A20 option.
 * The space queries are ports eld-space connects in init (`setAttackSpaceQuery`, `setSoldiersQuery`); until then
 * the space adds nothing and no Soldier is counted.
 */
import { readOptionSettings } from "../../../core/option-settings";
import type { ActorProfile, RollContext } from "./rules/ability-modifiers";
import { DEFAULT_DICE_OPTIONS, DICE_OPTION_DESCRIPTORS, type DiceOptions } from "./rules/dice-options";
import { rollerModifiers, type RollerModifiers, type SpaceModifiers } from "./rules/roll-modifiers";
import { soldierCapOf } from "../states/rules/states-options";
import { ELDFALL_ID } from "../config";
import type { Reach } from "../space/rules/space";
import { actorFacts } from "../states/facts";
import { stateIdsOf, statesOptions } from "../states/actor-states";

type Actor_ = Actor.Implementation;

/** The attack the space is asked about: who at whom, melee or ranged, and the attacker's allies in the target's space. */
export interface AttackSpaceRequest {
  readonly attacker: Actor_;
  readonly target: Actor_ | null;
  readonly melee: boolean;
  readonly spell: boolean;
  /** The row's reach when the caller knows it (eld-models' profile reads RCH); else the space part's default. */
  readonly reach?: Reach;
}
export type AttackSpaceQuery = (request: AttackSpaceRequest) => SpaceModifiers | null;
export type SoldiersQuery = (actor: Actor_) => number;

let attackSpace: AttackSpaceQuery = () => null;
let soldiers: SoldiersQuery = () => 0;

/** eld-space's per-attack answer (Cover, Dark, Hazy, Dense, shooting into melee…). */
export const setAttackSpaceQuery = (query: AttackSpaceQuery | null) => { attackSpace = query ?? (() => null); };
/** Other Soldiers of the actor's party in its Awareness, not Incapacitated or Dead (eld-space's Awareness). */
export const setSoldiersQuery = (query: SoldiersQuery | null) => { soldiers = query ?? (() => 0); };

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

/** The roller's modifiers for this roll: abilities, States, Soldier (capped by the world), and the space when it is an attack. */
export function rollerModifiersOf(actor: Actor_, ctx: RollContext, attack: Omit<AttackSpaceRequest, "attacker"> | null = null): RollerModifiers {
  const space = attack ? attackSpace({ attacker: actor, ...attack }) : null;
  const profile = rollProfileOf(actor);
  // Counting Soldiers reads the whole scene: only for a Soldier.
  const soldiersInAwareness = profile.classes.includes("soldier") ? soldiers(actor) : 0;
  return rollerModifiers(profile, { soldiersInAwareness, ...ctx }, soldierCapOf(statesOptions()), space);
}
