/** Test rulesets: the contract's required members with empty defaults, and model stand-ins from specs. */
import type { DeclaredModel, DocumentKind, Ruleset } from "../../src/core/ruleset";
import type { ObjectSpec } from "../../src/core/schema/spec";

/** Stand-ins for model classes: what the registry and the registration loop read (metadata, spec). */
export function fakeModels(documentName: DocumentKind, specs: Readonly<Record<string, ObjectSpec>>): DeclaredModel[] {
  return Object.entries(specs).map(([type, spec]) => ({ name: `${type}Model`, metadata: { documentName, type }, spec }));
}

export function fakeRuleset(id: string, rest: Partial<Ruleset> = {}): Ruleset {
  return { id, label: "REALMS.Elvendor.name", models: [], schemaVersion: 1, migrations: [], statuses: { list: [] }, rolls: [], sheets: {}, tokens: {}, ...rest };
}
