import type { ActiveCondition } from "./rules/conditions";
import type { Placement } from "./rules/turn-order";

/** Realms keeps its per-document state under `flags.realms`; read it without the typed flag registry. */
export function realmsFlag<T>(doc: { flags?: unknown }, key: string): T | undefined {
  return ((doc.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.realms?.[key] as T | undefined);
}

export const realmsFlagPath = (key: string) => `flags.realms.${key}`;

/**
 * The `flags.realms` entries created with their documents, declared so create data types them (fvtt-types reads
 * FlagConfig per document name). Flags that are only ever read through `realmsFlag` or written with a path key
 * (`realmsFlagPath`) need no entry here.
 */
declare module "fvtt-types/configuration" {
  interface FlagConfig {
    ActiveEffect: { realms: { condition: ActiveCondition } };
    Combatant: { realms: { placement: Placement } };
    CombatantGroup: { realms: { side: string } };
    Folder: { realms: { otherRulesets?: boolean; rulesetPacks?: string; placedFor?: string } };
  }
}
