import type { Ruleset } from "./ruleset";

/** The rulesets compiled into the system, in menu order. */
const rulesets = new Map<string, Ruleset>();

export function registerRuleset(ruleset: Ruleset): void {
  if (rulesets.has(ruleset.id)) throw new Error(`Ruleset "${ruleset.id}" is registered twice`);
  const owned = [...Object.keys(ruleset.actorSpecs), ...Object.keys(ruleset.itemSpecs)];
  for (const other of rulesets.values()) {
    const clash = owned.find((t) => t in other.actorSpecs || t in other.itemSpecs);
    if (clash) throw new Error(`Document type "${clash}" is claimed by "${other.id}" and "${ruleset.id}"`);
  }
  rulesets.set(ruleset.id, ruleset);
}

export function allRulesets(): Ruleset[] {
  return [...rulesets.values()];
}

export function getRuleset(id: string): Ruleset | undefined {
  return rulesets.get(id);
}

/** The ruleset that owns a document subtype, e.g. "elvendorHero" → elvendor. */
export function rulesetOfType(type: string): Ruleset | undefined {
  return allRulesets().find((r) => type in r.actorSpecs || type in r.itemSpecs);
}
