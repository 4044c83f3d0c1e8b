/**
 * Size steps on the ladder of keys.ts SIZES (Small → … → Epic): "two or more Sizes larger" (Knockback,
 * Knockdown, Stagger) and "up to two sizes larger" (the abyss push) count these steps.
 */
import { SIZES } from "./keys";

function index(size: string): number {
  const i = (SIZES as readonly string[]).indexOf(size);
  if (i < 0) throw new RangeError(`size must be one of ${SIZES.join(", ")}, got ${JSON.stringify(size)}`);
  return i;
}

/** How many sizes `other` is larger than `self` (negative when smaller). */
export function sizeSteps(self: string, other: string): number {
  return index(other) - index(self);
}

/** Knockback, Knockdown and Stagger do not affect a model two or more Sizes larger than the attacker. */
export function tooLargeToTopple(attackerSize: string, targetSize: string): boolean {
  return sizeSteps(attackerSize, targetSize) >= 2;
}
