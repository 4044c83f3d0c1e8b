import {
  applyCondition, type ActiveCondition, type AppliedAt, type ApplyOutcome, type ConditionDef,
} from "../../../../core/rules/conditions";
import type { ElvendorOptions } from "../../options/rules/options";
import { MAX_GAME_NUMBER, requireInt } from "../../../../core/dice/guard";

/** The eight condition cards, as the models and the token HUD name them. */
export const CONDITION_IDS = ["invisible", "unconscious", "petrified", "trapped", "blinded", "deafened", "poisoned", "fear"] as const;
export type ConditionId = (typeof CONDITION_IDS)[number];
export const isConditionId = (id: string): id is ConditionId => (CONDITION_IDS as readonly string[]).includes(id);
export const TIERS = ["minor", "standard", "major"] as const;
export type Tier = (typeof TIERS)[number];

/** At most two conditions; a third is ignored, never swapped in. */
export const ELVENDOR_CONDITION_CAP = 2;

/**
 * The eight condition cards: standard duration in full rounds and how each behaves in the engine.
 * `fixed`: the card says "1 Round only", so neither a tier nor an edited duration changes it.
 */
export const CONDITION_CARDS: Readonly<Record<ConditionId, { readonly rounds: number; readonly fixed?: boolean; readonly def: ConditionDef }>> = {
  invisible: { rounds: 2, def: { id: "invisible", stacking: "none", endsOn: ["attack"] } },
  unconscious: { rounds: 1, def: { id: "unconscious", stacking: "none" } },
  petrified: { rounds: 2, def: { id: "petrified", stacking: "none" } },
  trapped: { rounds: 1, def: { id: "trapped", stacking: "none" } },
  blinded: { rounds: 1, def: { id: "blinded", stacking: "none", immuneWhile: ["petrified"] } },
  deafened: { rounds: 1, def: { id: "deafened", stacking: "none" } },
  poisoned: { rounds: 2, def: { id: "poisoned", stacking: "none" } },
  fear: { rounds: 1, fixed: true, def: { id: "fear", stacking: "none", immuneWhile: ["petrified"] } },
};

export const ELVENDOR_CONDITION_DEFS: readonly ConditionDef[] = Object.values(CONDITION_CARDS).map((c) => c.def);

/** A condition's card; an id that names none is refused (own keys only: "__proto__" is no condition). */
function cardOf(id: ConditionId) {
  if (!Object.hasOwn(CONDITION_CARDS, id)) throw new RangeError(`No Elvendor condition ${JSON.stringify(id)}`);
  return CONDITION_CARDS[id];
}

/** Standard duration, shortened (Minor, never below 1) or lengthened (Major) by the tier setting; Fear stays 1. */
export function conditionRounds(id: ConditionId, tier: Tier, options: Pick<ElvendorOptions, "tierRoundShift">): number {
  const standard = cardOf(id).rounds;
  if (cardOf(id).fixed) return standard;
  if (tier === "minor") return Math.max(1, standard - options.tierRoundShift);
  if (tier === "major") return standard + options.tierRoundShift;
  return standard;
}

export interface ElvendorApply {
  readonly tier?: Tier;
  /** X for Poisoned. */
  readonly value?: number;
  readonly at: AppliedAt;
  /** Override the card's duration (a scenario or ability that says otherwise). */
  readonly rounds?: number;
}

export interface ElvendorApplyResult {
  readonly active: ActiveCondition[];
  readonly outcome: ApplyOutcome;
  /** Actions the bearer loses right away (Blinded). */
  readonly immediateActionLoss: number;
}

export function applyElvendorCondition(
  active: readonly ActiveCondition[], id: ConditionId, request: ElvendorApply, options: Pick<ElvendorOptions, "tierRoundShift">,
): ElvendorApplyResult {
  const tier = request.tier ?? "standard";
  const card = cardOf(id);
  const rounds = card.fixed ? card.rounds : request.rounds ?? conditionRounds(id, tier, options);
  const result = applyCondition(active, card.def, {
    tier, value: request.value, at: request.at, duration: { unit: "rounds", value: rounds },
  }, { cap: ELVENDOR_CONDITION_CAP });
  const immediateActionLoss = result.outcome.kind === "applied" && id === "blinded" ? 1 : 0;
  return { ...result, immediateActionLoss };
}

/** What a removed condition leaves behind: Unconscious costs one more action on the next turn. */
export function afterExpiry(id: string): { actionsLost: number } {
  return { actionsLost: id === "unconscious" ? 1 : 0 };
}

export type ForcedMovement = "none" | "beforeEachAction" | "replacesActions";

/** A hero's turn under its conditions: every restriction the cards impose, in one place. */
export interface TurnPlan {
  /** Actions available this turn after losses. */
  readonly actions: number;
  /** Why actions were lost, for the chat notice. */
  readonly losses: readonly { readonly source: string; readonly actions: number }[];
  readonly skipTurn: boolean;
  readonly forcedMovement: ForcedMovement;
  readonly canReact: boolean;
  readonly canRangedAttack: boolean;
  readonly canMoveVoluntarily: boolean;
  readonly targetableOnlyAdjacent: boolean;
  /** Added to the noise of every action the bearer takes (Deafened). */
  readonly noiseBonus: number;
}

const has = (active: readonly ActiveCondition[], id: ConditionId) => active.some((c) => c.id === id);

export function turnPlan(active: readonly ActiveCondition[], act: number, pendingLoss = 0): TurnPlan {
  requireInt("act", act, 0, MAX_GAME_NUMBER);
  requireInt("pendingLoss", pendingLoss, 0, MAX_GAME_NUMBER);
  const incapacitated = has(active, "unconscious") || has(active, "petrified");
  const losses: { source: string; actions: number }[] = [];
  if (pendingLoss > 0) losses.push({ source: "pending", actions: pendingLoss });
  if (has(active, "trapped")) losses.push({ source: "trapped", actions: 1 });
  const lost = losses.reduce((sum, l) => sum + l.actions, 0);
  return {
    actions: incapacitated ? 0 : Math.max(0, act - lost),
    losses: incapacitated ? [{ source: has(active, "petrified") ? "petrified" : "unconscious", actions: act }] : losses,
    skipTurn: incapacitated,
    forcedMovement: has(active, "fear") ? "replacesActions" : has(active, "blinded") ? "beforeEachAction" : "none",
    canReact: !incapacitated && !has(active, "fear"),
    canRangedAttack: !has(active, "blinded"),
    canMoveVoluntarily: !has(active, "petrified") && !has(active, "trapped"),
    targetableOnlyAdjacent: has(active, "invisible"),
    noiseBonus: has(active, "deafened") ? 1 : 0,
  };
}

/**
 * Poison damage at the start of the bearer's turn: X once per round, from the round after it landed
 * through its last round, so a 2-round Poisoned (1) deals exactly 2.
 */
export function poisonTick(active: readonly ActiveCondition[], round: number): number {
  requireInt("round", round, 0, MAX_GAME_NUMBER);
  return active
    .filter((c) => c.id === "poisoned" && c.duration.unit === "rounds")
    .filter((c) => round > c.appliedAt.round && round <= c.appliedAt.round + (c.duration.unit === "rounds" ? c.duration.value : 0))
    .reduce((sum, c) => sum + (c.value ?? 0), 0);
}
