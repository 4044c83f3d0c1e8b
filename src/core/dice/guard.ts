/**
 * Domain guards for the pure rules. Boundaries (data models, dialogs, payloads) validate user input with
 * localized messages; inside, a value outside a function's stated domain is a caller's bug, so it fails
 * loudly as a RangeError naming the argument instead of turning into NaN, garbage or a hang.
 */

/** Dice any single evaluation may roll or enumerate (pools, attacks, sums): keeps every call far below 10 ms. */
export const MAX_DICE = 100;
/** Largest total, count, HP or modifier any rule reads; the data specs bound stored values far lower. */
export const MAX_GAME_NUMBER = 1_000_000;
/** Faces of any die the rules use (D6, D10, D12, D20, D100 and room to spare). */
export const MAX_FACES = 1000;

const shown = (v: unknown) => (typeof v === "string" ? JSON.stringify(v) : String(v));

/** A whole number within [min, max]. */
export function requireInt(name: string, v: unknown, min: number, max: number): number {
  if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}, got ${shown(v)}`);
  }
  return v;
}

/** A finite number within [min, max]. */
export function requireNumber(name: string, v: unknown, min = -Number.MAX_VALUE, max = Number.MAX_VALUE): number {
  if (typeof v !== "number" || !Number.isFinite(v) || v < min || v > max) {
    throw new RangeError(`${name} must be a finite number from ${min} to ${max}, got ${shown(v)}`);
  }
  return v;
}

/** One of a fixed set of values (ids, modes). */
export function requireOneOf<T>(name: string, v: unknown, options: readonly T[]): T {
  if (!options.includes(v as T)) throw new RangeError(`${name} must be one of ${options.map(shown).join(", ")}, got ${shown(v)}`);
  return v as T;
}

export function requireBool(name: string, v: unknown): boolean {
  if (typeof v !== "boolean") throw new RangeError(`${name} must be true or false, got ${shown(v)}`);
  return v;
}

/** Rolled dice: a list of at most `maxCount` whole numbers 1–faces. */
export function requireDice(name: string, dice: unknown, faces: number, maxCount = MAX_DICE): readonly number[] {
  if (!Array.isArray(dice) || dice.length > maxCount) throw new RangeError(`${name} must be a list of at most ${maxCount} dice, got ${shown(dice)}`);
  dice.forEach((d, i) => requireInt(`${name}[${i}]`, d, 1, faces));
  return dice as readonly number[];
}

/** A table's entry for an id, or undefined: own keys only, so an id "__proto__", "constructor" or "toString" is simply unknown. */
export function ownEntry<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
