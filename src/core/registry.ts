/**
 * The rulesets compiled into the system, and the names each one claims. Every global string a ruleset adds
 * (subtypes, status ids, chat and GM actions, partials, settings, Roll class names) is claimed here when
 * the ruleset is registered, so a clash fails at load with both owners named, not later in a world.
 */
import type { DocumentKind, Ruleset } from "./ruleset";
import type { ObjectSpec } from "./schema/spec";

const rulesets = new Map<string, Ruleset>();
/** Every claimed name → the ruleset that claimed it. */
const owners = new Map<string, string>();

const RULESET_ID = /^[a-z][a-z0-9]*$/;

/**
 * The names a ruleset claims, each with its namespace: `type:<subtype>` and `roll:<class>` (Foundry's own
 * global keys, which cannot carry our prefix), and `realms.<ruleset>.<name>` for everything Realms names.
 */
export function claimedNames(ruleset: Ruleset): string[] {
  const ns = `realms.${ruleset.id}`;
  return [
    ...ruleset.models.map((m) => `type:${m.metadata.type}`),
    ...ruleset.rolls.map((r) => `roll:${r.name}`),
    ...ruleset.statuses.list.map((s) => s.statusId),
    ...Object.keys(ruleset.chatActions ?? {}).map((name) => `${ns}.${name}`),
    ...(ruleset.gmActions ?? []).map((a) => a.name),
    ...(ruleset.partials ?? []).map((name) => `${ns}.${name}`),
    ...Object.keys(ruleset.api ?? {}).map((name) => `${ns}.api.${name}`),
    ...[...(ruleset.settings?.descriptors.map((d) => d.key) ?? []), ...Object.keys(ruleset.settings?.extra ?? {})].map((key) => `${ns}.setting.${key}`),
  ];
}

/** What is wrong with one ruleset's own names (a subtype or status id outside its namespace, a name twice). */
function ownProblems(ruleset: Ruleset, names: readonly string[]): string[] {
  const problems: string[] = [];
  if (!RULESET_ID.test(ruleset.id)) problems.push(`ruleset id "${ruleset.id}" is not lower-case letters and digits`);
  for (const m of ruleset.models) {
    if (!new RegExp(`^${ruleset.id}[A-Z]\\w*$`).test(m.metadata.type)) problems.push(`type "${m.metadata.type}" does not start with "${ruleset.id}"`);
  }
  for (const name of names) {
    if (!name.startsWith("type:") && !name.startsWith("roll:") && !name.startsWith(`realms.${ruleset.id}.`)) problems.push(`"${name}" is outside realms.${ruleset.id}.*`);
  }
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) problems.push(`"${name}" is declared twice`);
    seen.add(name);
  }
  return problems;
}

/**
 * Register a ruleset: refused whole (nothing claimed) when one of its names is malformed or already taken. Returns
 * what forgets it and its names again (tests that register fakes put the registry back with it).
 */
export function registerRuleset(ruleset: Ruleset): () => void {
  if (rulesets.has(ruleset.id)) throw new Error(`Ruleset "${ruleset.id}" is registered twice`);
  const names = claimedNames(ruleset);
  const problems = ownProblems(ruleset, names);
  if (problems.length) throw new Error(`Ruleset "${ruleset.id}": ${problems.join("; ")}`);
  for (const name of names) {
    const owner = owners.get(name);
    const label = name.startsWith("type:") ? `Document type "${name.slice(5)}"` : `"${name}"`;
    if (owner) throw new Error(`${label} is claimed by "${owner}" and "${ruleset.id}"`);
  }
  for (const name of names) owners.set(name, ruleset.id);
  rulesets.set(ruleset.id, ruleset);
  return () => unregisterRuleset(ruleset.id);
}

function unregisterRuleset(id: string): void {
  if (!rulesets.delete(id)) return;
  for (const [name, owner] of owners) if (owner === id) owners.delete(name);
}

export function allRulesets(): Ruleset[] {
  return [...rulesets.values()];
}

export function getRuleset(id: string): Ruleset | undefined {
  return rulesets.get(id);
}

/** The subtypes a ruleset brings for one document kind, from its models' metadata. */
export function rulesetTypes(ruleset: Ruleset, documentName: DocumentKind): string[] {
  return ruleset.models.filter((m) => m.metadata.documentName === documentName).map((m) => m.metadata.type);
}

/** The spec of a document subtype's model (any ruleset's), if its model is made from one. */
export function specOfType(type: string): ObjectSpec | undefined {
  return rulesetOfType(type)?.models.find((m) => m.metadata.type === type)?.spec;
}

/** The ruleset that owns a document subtype, e.g. "elvendorHero" → elvendor. */
export function rulesetOfType(type: string): Ruleset | undefined {
  const owner = owners.get(`type:${type}`);
  return owner === undefined ? undefined : rulesets.get(owner);
}
