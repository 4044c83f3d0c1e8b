/** The three combat structures: who rolls, with what, and who is Hit. */
import type { RollMode, TaskOutcome } from "../../task/rules/task";
import { MAX_GAME_NUMBER, requireNumber } from "../../../../core/dice/guard";

export const STRUCTURES = ["duel", "exchange", "sequential"] as const;
export type Structure = (typeof STRUCTURES)[number];
export type Stance = "attack" | "defend";
export type Side = "pc" | "npc";

export interface DuelPlan { readonly roll: boolean; readonly mode: RollMode }

/**
 * Only players roll. A defending PC rolls with Advantage; a defending NPC's Advantage becomes the
 * player's Disadvantage. Both defending: no dice this round.
 */
export function duelPlan(pc: Stance, npc: Stance): DuelPlan {
  if (pc === "defend" && npc === "defend") return { roll: false, mode: "normal" };
  if (pc === "defend") return { roll: true, mode: "advantage" };
  if (npc === "defend") return { roll: true, mode: "disadvantage" };
  return { roll: true, mode: "normal" };
}

/** Who is Hit after the player's check (a tie hits nobody unless the player converted it). */
export function duelHit(pc: Stance, npc: Stance, outcome: TaskOutcome): Side | null {
  if (pc === "defend" && npc === "defend") return null;
  if (outcome === "tie") return null;
  if (pc === "defend") return outcome === "failure" ? "pc" : null; // a winning defender deals no damage
  if (npc === "defend") return outcome === "success" ? "npc" : null;
  return outcome === "success" ? "npc" : "pc";
}

/** A PC's attack in either melee: only a success hits; a tie or failure misses. */
export function meleeAttackHits(outcome: TaskOutcome): boolean {
  return outcome === "success";
}

/** A PC's defence in either melee: only a failure lets the NPC's attack through. */
export function meleeDefenceFails(outcome: TaskOutcome): boolean {
  return outcome === "failure";
}

/** Exchange-based melee holds NPC harm until the round ends; the other structures apply it at once. */
export function defersNpcHarm(structure: Structure): boolean {
  return structure === "exchange";
}

export interface InitiativeEntry { readonly id: string; readonly side: Side; readonly initiative: number | null; readonly order?: number }

/**
 * Sequential order: highest initiative first; ties go to every PC (in the players' chosen order,
 * `order`), then to the NPCs (the GM's order).
 */
export function compareInitiative(a: InitiativeEntry, b: InitiativeEntry): number {
  const ia = a.initiative ?? -Infinity;
  const ib = b.initiative ?? -Infinity;
  if (ia !== ib) return ib - ia;
  if (a.side !== b.side) return a.side === "pc" ? -1 : 1;
  return (a.order ?? 0) - (b.order ?? 0);
}

/** What a hit does to a PC who was casting or doing another long action this round. */
export function longActionFails(hit: boolean, longAction: boolean): boolean {
  return hit && longAction;
}

/** The phases of a melee round, in the rules' order. */
export const MELEE_PHASES: Record<"exchange" | "sequential", readonly string[]> = {
  exchange: ["declareNpcs", "announce", "move", "attacks", "defences", "otherActions", "applyConditions"],
  sequential: ["declareNpcs", "initiativeOrder", "applyConditions"],
};

/** What a character does on its own account this round (defending and Dying checks are not). */
export function countsAsAction(purpose: "task" | "attack" | "defence" | "duel" | "dying"): boolean {
  return purpose === "task" || purpose === "attack" || purpose === "duel";
}

/**
 * World seconds to add when a round of this structure ends: its length (duel about 1 s, melee about 5 s)
 * less what Foundry already adds for every round (CONFIG.time.roundTime), never negative.
 */
export function roundSeconds(structure: Structure, options: { duelRoundSeconds: number; meleeRoundSeconds: number }, foundryRoundTime: number): number {
  const length = structure === "duel" ? options.duelRoundSeconds : options.meleeRoundSeconds;
  requireNumber("round length", length, 0, MAX_GAME_NUMBER);
  return Math.max(0, length - requireNumber("foundryRoundTime", foundryRoundTime, 0, MAX_GAME_NUMBER));
}
