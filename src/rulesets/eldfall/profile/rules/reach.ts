/**
 * How far a profile row reaches and how far a model is aware (M48–M51, A20): pure numbers the profile card reads
 * (a row's RCH in spaces, Casting Aura's Awareness) and the space rules measure with.
 */
import { requireInt } from "../../../../core/dice/guard";
import { SPRAY_LENGTH, type Reach } from "./profile";

/** Awareness in spaces (M48); Acute Senses adds one. */
export const AWARENESS = 3;

/** Halving rounds up in Eldfall, everywhere (A20). */
export function halvedUp(value: number): number {
  return Math.ceil(requireInt("value", value, 0, 1_000_000) / 2);
}

/** A model's Awareness radius in spaces: 3, Acute Senses +1 (M48). */
export function awarenessRadius(model: { readonly acuteSenses?: boolean }): number {
  return AWARENESS + (model.acuteSenses ? 1 : 0);
}

export interface ReachContext {
  /** The user's modified attribute values, by id (for attribute reach). */
  readonly attributes?: Readonly<Record<string, number>>;
  /** The user's Awareness radius (Casting Aura). */
  readonly awareness?: number;
}

/** Largest distance a reach covers in spaces (Infinity for two-value reach). */
export function reachSpaces(reach: Reach, context: ReachContext = {}): number {
  switch (reach.kind) {
    case "same": return 0;
    case "spaces": return requireInt("reach.spaces", reach.spaces, 0, 1000);
    case "bands": return Infinity;
    case "attribute": {
      const value = context.attributes?.[reach.attribute];
      if (value === undefined) throw new RangeError(`reach uses attribute "${reach.attribute}", which the context does not give`);
      return halvedUp(Math.max(0, value));
    }
    case "aura": return context.awareness ?? AWARENESS;
    // An AoE shape alone as RCH: a Spray reaches its length, a Blast the model's own space (PR1).
    case "aoe": return reach.shape === "sprayS" || reach.shape === "sprayL" ? SPRAY_LENGTH[reach.shape] : 0;
    default: throw new RangeError(`unknown reach kind ${String((reach as { kind?: unknown }).kind)}`);
  }
}
