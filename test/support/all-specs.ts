/** Every document spec of every ruleset, keyed by subtype, and walkers over their fields (for tests that cover all of them). */
import type { FieldSpec, NumberSpec, ObjectSpec } from "../../src/core/schema/spec";
import { ELVENDOR_ACTOR_SPECS, ELVENDOR_ITEM_SPECS } from "../../src/rulesets/elvendor/models/specs";
import { ELF_ACTOR_SPECS, ELF_ITEM_SPECS } from "../../src/rulesets/elf/models/specs";
import { AEDELORE_ACTOR_SPECS, AEDELORE_ITEM_SPECS } from "../../src/rulesets/aedelore/models/specs";
import { ELDFALL_ACTOR_SPECS, ELDFALL_ITEM_SPECS } from "../../src/rulesets/eldfall/models/specs";

export const ALL_SPECS: Readonly<Record<string, ObjectSpec>> = {
  ...ELVENDOR_ACTOR_SPECS, ...ELVENDOR_ITEM_SPECS, ...ELF_ACTOR_SPECS, ...ELF_ITEM_SPECS, ...AEDELORE_ACTOR_SPECS, ...AEDELORE_ITEM_SPECS,
  ...ELDFALL_ACTOR_SPECS, ...ELDFALL_ITEM_SPECS,
};

/** Every field with its dotted path; array elements appear as `<array>.0`. */
export function fieldsOf(spec: FieldSpec, prefix = ""): { path: string; spec: FieldSpec }[] {
  const here = prefix ? [{ path: prefix, spec }] : [];
  if (spec.type === "object") return [...here, ...Object.entries(spec.fields).flatMap(([k, f]) => fieldsOf(f, prefix ? `${prefix}.${k}` : k))];
  if (spec.type === "array") return [...here, ...fieldsOf(spec.element, `${prefix}.0`).filter((f) => f.spec.type !== "object" || f.path !== `${prefix}.0`)];
  return here;
}

export const numbersOf = (spec: ObjectSpec) => fieldsOf(spec).filter((f): f is { path: string; spec: NumberSpec } => f.spec.type === "number");
