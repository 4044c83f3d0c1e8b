import { targetNumber } from "../../../../core/dice/checks";

/**
 * STEALTH is a hero's detection threshold: inside an enemy's detection radius the hero rolls a D6 and
 * stays unnoticed on STEALTH or more (the sheet's example: 4+).
 */
export function stealthAvoids(d6: number, stealth: number): boolean {
  return d6 >= stealth;
}

export function stealthChance(stealth: number): number {
  return targetNumber(6, stealth);
}
