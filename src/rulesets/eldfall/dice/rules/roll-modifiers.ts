/**
 * Everything that changes one roll before the dice, in one answer the dice flows read: the roller's States, Classes,
 * Skills and chosen Combat Art level (`modifiersFor`), the Soldier cap, and the per-attack space answer (Cover,
 * Dark, Hazy, Dense, shooting into melee…). Additions become fixed lines of the dialog and the card; halvings and
 * doublings go to the attribute pipeline (A20: both apply, or cancel under the world option); Strikes through
 * `strikesFor` (a forced STK 1 wins over additions); the critical range through `critUpTo`. Pure.
 */
import { critUpTo, modifiersFor, stagesOf, strikesFor, type ActorProfile, type Modifier, type RollContext, type Source } from "./ability-modifiers";
import type { AttackSpace } from "../../space/rules/attack-space";

/** One fixed modifier as the dialog and the card list it (an i18n key, or a text when `i18n` is false). */
export interface FixedLine { readonly label: string; readonly value: number; readonly i18n: boolean }

/** What the space rules say about this attack or roll (the space's answer, as numbers). */
export interface SpaceModifiers {
  readonly adds: readonly FixedLine[];
  readonly halve?: number;
  readonly double?: number;
  /** Strikes added by the space (Dense: −1; never below 1, and a forced STK 1 still wins). */
  readonly strikes?: number;
}

export interface RollerModifiers {
  readonly mods: readonly Modifier[];
  /** Fixed additions, each with its label: abilities first, then space. */
  readonly lines: readonly FixedLine[];
  readonly halve: number;
  readonly double: number;
  /** Highest face that is a Critical Hit (Assassin: 3). */
  readonly critUpTo: number;
  /** The Attack's Strikes for a printed STK (only meaningful for attacks). */
  readonly strikes: (itemStk: number) => number;
}

/** The label key of an ability's source: States by their State name; Skills, Classes and Arts by this part's names. */
export const sourceLabel = (s: Source): string =>
  s.kind === "state" ? `REALMS.Eldfall.States.State.${s.id}.name` : s.kind === "environment" ? `REALMS.Eldfall.Dice.Space.${s.id}` : `REALMS.Eldfall.Dice.Source.${s.id}`;

/**
 * The roller's modifiers for this roll; `soldierCap` is the world's A59 cap (null: none); `extra` are the Traits' and
 * the roller's space's (trait-modifiers.ts), after the abilities'.
 */
export function rollerModifiers(profile: ActorProfile, ctx: RollContext, soldierCap: number | null, space: SpaceModifiers | null = null, extra: readonly Modifier[] = []): RollerModifiers {
  const mods = [...modifiersFor(profile, { ...ctx, soldierCap }), ...extra];
  const stages = stagesOf(mods);
  const abilityLines: FixedLine[] = mods.filter((m) => m.add).map((m) => ({ label: sourceLabel(m.source), value: m.add!, i18n: true }));
  const spaceStk: Modifier[] = space?.strikes ? [{ source: { kind: "state", id: "space" }, strikes: space.strikes }] : [];
  return {
    mods,
    lines: [...abilityLines, ...(space?.adds ?? [])],
    halve: (stages.halve ?? 0) + (space?.halve ?? 0),
    double: (stages.double ?? 0) + (space?.double ?? 0),
    critUpTo: critUpTo(mods),
    strikes: (itemStk) => strikesFor(itemStk, ctx.role, profile.states, [...mods, ...spaceStk]),
  };
}

/**
 * The space rules' answer for one attack (rules/attack-space.ts) as roll modifiers: its additions (Cover, Dark, Hazy,
 * Profane Miasma, the two-value reach, shooting into melee) with their labels, the A21 halving, Dense's STK. A refused
 * attack adds nothing here: the activation refuses it before any roll.
 */
export function spaceModifiersOf(space: AttackSpace): SpaceModifiers {
  if (!space.allowed) return { adds: [] };
  return {
    adds: space.modifiers.map((m) => ({ label: `REALMS.Eldfall.Dice.Space.${m.source}`, value: m.value, i18n: true })),
    halve: space.halve ? 1 : 0,
    strikes: space.stk,
  };
}
