/** Task resolution: 3d6 (or 4d6 keep 3) plus modifiers against a Difficulty Factor. */
import { MAX_GAME_NUMBER, requireInt } from "../../../../core/dice/guard";

export const ROLL_MODES = ["normal", "advantage", "disadvantage"] as const;
export type RollMode = (typeof ROLL_MODES)[number];
export type TaskOutcome = "failure" | "tie" | "success";

/** What a player may pick when a roll ties, in the rules' order. */
export const TIE_OPTIONS = ["successWithEffort", "successAtCost", "failureWithBenefits", "momentarySetback"] as const;
export type TieOption = (typeof TIE_OPTIONS)[number];

/** Foundry's own keep-highest/keep-lowest dice. */
export function taskFormula(mode: RollMode): string {
  return mode === "advantage" ? "4d6kh3" : mode === "disadvantage" ? "4d6kl3" : "3d6";
}

/** Advantage and disadvantage on the same roll cancel out. */
export function combineModes(advantage: boolean, disadvantage: boolean): RollMode {
  if (advantage === disadvantage) return "normal";
  return advantage ? "advantage" : "disadvantage";
}

export interface TaskResult {
  readonly natural: number;
  readonly total: number;
  readonly outcome: TaskOutcome;
  /** A natural 3–4 fails and 17–18 succeeds whatever the modifiers. */
  readonly forced: "alwaysFails" | "alwaysSucceeds" | null;
  /** 3 and 18 may be critical; the GM decides. */
  readonly critical: "possibleFailure" | "possibleSuccess" | null;
}

/** Domain: natural 3–18 (the kept dice), whole modifier and difficulty; anything else is a RangeError. */
export function resolveTask(natural: number, modifier: number, difficulty: number): TaskResult {
  requireInt("natural", natural, 3, 18);
  requireInt("modifier", modifier, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  requireInt("difficulty", difficulty, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  const total = natural + modifier;
  const forced = natural <= 4 ? "alwaysFails" : natural >= 17 ? "alwaysSucceeds" : null;
  const compared: TaskOutcome = total < difficulty ? "failure" : total === difficulty ? "tie" : "success";
  const outcome: TaskOutcome = forced === "alwaysFails" ? "failure" : forced === "alwaysSucceeds" ? "success" : compared;
  const critical = natural === 3 ? "possibleFailure" : natural === 18 ? "possibleSuccess" : null;
  return { natural, total, outcome, forced, critical };
}

/** A tie settled by the player's choice. */
export function settleTie(choice: TieOption): "success" | "failure" {
  return choice === "successWithEffort" || choice === "successAtCost" ? "success" : "failure";
}

/** The outcome once any tie choice is taken into account (an unsettled tie stays a tie). */
export function finalOutcome(outcome: TaskOutcome, tieChoice: TieOption | null | undefined): TaskOutcome {
  return outcome === "tie" && tieChoice ? settleTie(tieChoice) : outcome;
}

/** Parse a typed DF (the rules use 5–15; higher only cancels bonuses); null unless a whole number 0–99. */
export function parseDifficulty(raw: unknown): number | null {
  const text = String(raw ?? "").trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value <= 99 ? value : null;
}
