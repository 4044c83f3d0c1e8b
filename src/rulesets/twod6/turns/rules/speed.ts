/**
 * Haste and slow ("Speed Effects"), on the core's `actionsThisTurn`: after the normal action each haste rolls 2D6
 * and any 8 or more gives a second action; each slow rolls 2D6 + stamina modifier ≥ 7 + the effect's power level
 * modifier, and one failure loses the turn (the normal action, and with it every haste).
 *
 * Reading (I4): a slow check is an ability check (stamina): the +5 cap, hunger and thirst penalties and the
 * critical failure range apply, and it cannot succeed critically. Haste rolls are plain 2D6, no modifiers.
 */
import { actionsThisTurn, HASTE_TARGET, type SpeedCheck } from "../../../../core/rules/turn-order";
import { requireInt } from "../../../../core/dice/guard";
import { checkOdds, isSuccess, resolveCheck, WAYS_2D6 } from "../../checks/rules/check";

/** Ways of 36 that one haste roll reaches 8: 5 + 4 + 3 + 2 + 1. */
export const HASTE_WAYS = Object.entries(WAYS_2D6).reduce((s, [t, w]) => s + (Number(t) >= HASTE_TARGET ? w : 0), 0);

export interface SlowEffect {
  /** The effect's power level modifier. */
  readonly power: number;
}

export interface SpeedFacts {
  readonly hastes: number;
  readonly slows: readonly SlowEffect[];
  readonly staMod: number;
  /** Hunger and thirst and other penalties on ability checks. */
  readonly adds?: readonly number[];
  readonly critFailModifier?: number;
}

const slowSpec = (f: SpeedFacts, s: SlowEffect) => ({ base: f.staMod, adds: f.adds ?? [], difficulty: 7 + requireInt("power", s.power, -100, 100), critFailModifier: f.critFailModifier ?? 0 });

/** Exact chances of acting 0, 1 or 2 times this turn, as ways out of 36^(hastes + slows). */
export function speedOdds(f: SpeedFacts): { ways: [number, number, number]; of: number; chance: [number, number, number] } {
  requireInt("hastes", f.hastes, 0, 4);
  if (f.hastes + f.slows.length > 8) throw new RangeError("At most 8 speed effects are counted exactly");
  const slowPass = f.slows.reduce((ways, s) => {
    const o = checkOdds(slowSpec(f, s));
    return ways * (o.ways.success + o.ways.criticalSuccess);
  }, 1);
  const slowOf = 36 ** f.slows.length;
  const hasteOf = 36 ** f.hastes;
  const noHaste = (36 - HASTE_WAYS) ** f.hastes;
  const of = slowOf * hasteOf;
  const ways: [number, number, number] = [(slowOf - slowPass) * hasteOf, slowPass * noHaste, slowPass * (hasteOf - noHaste)];
  return { ways, of, chance: ways.map((w) => w / of) as [number, number, number] };
}

/** Rolled dice: a pair per haste and per slow (in the facts' order); the actions this turn and each check's result. */
export function resolveSpeed(f: SpeedFacts, haste: readonly (readonly number[])[], slow: readonly (readonly number[])[]) {
  if (haste.length !== f.hastes || slow.length !== f.slows.length) throw new RangeError("One pair of dice per speed effect");
  const hasteChecks = haste.map((d) => {
    const r = resolveCheck({ base: 0 }, d);
    return { kind: "haste" as const, total: r.natural, dice: d };
  });
  const slowChecks = f.slows.map((s, i) => {
    const r = resolveCheck(slowSpec(f, s), slow[i]!);
    return { kind: "slow" as const, passed: isSuccess(r.result), total: r.total, difficulty: r.difficulty, result: r.result, dice: slow[i]! };
  });
  const checks: SpeedCheck[] = [...hasteChecks, ...slowChecks];
  return { actions: actionsThisTurn(checks), haste: hasteChecks, slow: slowChecks };
}

/** Where the turn flow keeps the current turn's speed: the Combat's `flags.realms.<key>` (a GM's to write). */
export const SPEED_FLAG = "twod6Speed";

/**
 * The speed of the creature whose turn it is, as the turn flow keeps it: the actions it has (after its slow checks
 * 0 or 1, after its hastes 1 or 2) and whether its hastes were rolled. `round` and `combatantId` tie it to one turn.
 */
export interface TurnSpeed {
  readonly round: number;
  readonly combatantId: string;
  readonly actions: number;
  readonly hasteRolled: boolean;
}

/** The turn as it starts, once its slow checks decided whether it acts at all. */
export const turnStarted = (round: number, combatantId: string, actions: number): TurnSpeed =>
  ({ round, combatantId, actions: Math.min(1, requireInt("actions", actions, 0, 2)), hasteRolled: false });

/** A turn's speed as kept (a record of another turn, or none: its start was not processed, so one action). */
export function speedIn(round: number, combatantId: string, stored: TurnSpeed | null | undefined): TurnSpeed {
  if (!stored || stored.round !== round || stored.combatantId !== combatantId) return turnStarted(round, combatantId, 1);
  return { round, combatantId, actions: requireInt("actions", stored.actions, 0, 2), hasteRolled: stored.hasteRolled === true };
}

/** End Turn after its action: the hastes roll now (it acted, has hastes, has not rolled them); otherwise the turn ends. */
export const hastesDue = (s: TurnSpeed, hastes: number): boolean => hastes > 0 && s.actions > 0 && !s.hasteRolled;

/** After the haste rolls: a second action (held in the same turn) when any reached 8. */
export const afterHastes = (s: TurnSpeed, actions: number): TurnSpeed => ({ ...s, actions: Math.max(s.actions, requireInt("actions", actions, 1, 2)), hasteRolled: true });

/** A creature that lost its action to a slow check may not act in its turn. */
export const mayAct = (s: TurnSpeed): boolean => s.actions > 0;
