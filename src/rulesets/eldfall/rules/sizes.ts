/**
 * Size steps on the ladder Small → Medium → Large → Huge → Gigantic → Colossal → Epic (§ SIZE): "two or more
 * Sizes larger" (Knockback, Knockdown, Stagger) and "up to two sizes larger" (the abyss push) count these steps.
 */
export const SIZE_LADDER = ["small", "medium", "large", "huge", "gigantic", "colossal", "epic"] as const;

function index(size: string): number {
  const i = (SIZE_LADDER as readonly string[]).indexOf(size);
  if (i < 0) throw new RangeError(`size must be one of ${SIZE_LADDER.join(", ")}, got ${JSON.stringify(size)}`);
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
