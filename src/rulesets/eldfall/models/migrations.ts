import type { Migration } from "../../../core/ruleset";

/**
 * Version 2 keeps current HP and AP as `{ value }` (their maxima are derived): Foundry draws a token bar only for a
 * value/max pair. A plain number, the version 1 shape, becomes the value; any other shape is left as it is.
 * Pure and idempotent, so the models also apply it to data that carries no version (an unlinked token's delta, an
 * old macro's `system.health` update): see EldfallActorModel.migrateData.
 */
export function poolShape(system: Record<string, unknown>): Record<string, unknown> {
  const out = { ...system };
  for (const key of POOLS) if (typeof out[key] === "number") out[key] = { value: out[key] };
  return out;
}

/** The stored pools whose shape version 2 changed. */
const POOLS = ["health", "ap"] as const;

/** Eldfall schema migrations, oldest first. Version 1 is the first release. */
export const ELDFALL_MIGRATIONS: readonly Migration[] = [
  { version: 2, documentName: "Actor", types: ["eldfallHero", "eldfallHostile"], migrate: poolShape },
];
