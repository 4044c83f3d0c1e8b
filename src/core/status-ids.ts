/**
 * Token status ids. Foundry's status ids share one global namespace (`CONFIG.statusEffects`), where some
 * bare ids mean something to Foundry itself (`invisible` hides a token, `dead` is the defeated status).
 * A ruleset's condition therefore shows on tokens as `realms.<ruleset>.<condition>`; the rules keep the bare
 * condition id. Pure.
 */
import type { StatusDefinition } from "./ruleset";

const PREFIX = "realms";

export function statusIdOf(ruleset: string, condition: string): string {
  return `${PREFIX}.${ruleset}.${condition}`;
}

/** The ruleset and condition of a Realms status id, or null for anyone else's status. */
export function parseStatusId(statusId: string): { ruleset: string; condition: string } | null {
  const [prefix, ruleset, ...rest] = statusId.split(".");
  return prefix === PREFIX && ruleset && rest.length ? { ruleset, condition: rest.join(".") } : null;
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK64 = (1n << 64n) - 1n;

/**
 * The static ActiveEffect `_id` of a status (Foundry ids are 16 letters and digits; the token HUD shows a status
 * as active only on the effect whose id is this one). Scheme: "rlms" followed by the 64-bit FNV-1a hash of the
 * status id's characters, written in base 62 (0-9, A-Z, a-z) and left-padded with "0" to 12 characters.
 * Stable across versions and worlds: changing it orphans every stored condition effect.
 */
export function staticEffectId(statusId: string): string {
  let hash = FNV_OFFSET;
  for (const ch of statusId) hash = ((hash ^ BigInt(ch.codePointAt(0)!)) * FNV_PRIME) & MASK64;
  let digits = "";
  do {
    digits = BASE62[Number(hash % 62n)] + digits;
    hash /= 62n;
  } while (hash > 0n);
  return `rlms${digits.padStart(12, "0")}`;
}

/** A ruleset's token statuses: the namespaced id, its static effect id, and the texts/icon per condition. */
export function rulesetStatuses(
  ruleset: string, conditions: readonly string[], text: (condition: string) => { name: string; img: string; description: string },
): StatusDefinition[] {
  return conditions.map((id) => {
    const statusId = statusIdOf(ruleset, id);
    return { id, statusId, _id: staticEffectId(statusId), ...text(id) };
  });
}
