/**
 * Eldfall pack documents for the gallery and the sheet tests: the JSON sources of packs/eldfall-* (loadSources), each
 * system completed as Foundry's DataModel completes a source (a field the source omits takes its initial value, also
 * inside list elements), with the flags the sheets read (`missing`). Names never made up: what the packs hold.
 */
import { loadSources } from "../../tools/pack-check";
import { initialValue, type FieldSpec } from "../../src/core/schema/spec";
import type { DocLike } from "../../src/core/sheets/context";
import { ELDFALL_ACTOR_SPECS, ELDFALL_ITEM_SPECS } from "../../src/rulesets/eldfall/models/specs";
import { missingFields } from "../../src/rulesets/eldfall/sheets/missing";

type Raw = { _id: string; name: string; img: string; type: string; system: unknown; items?: Raw[]; flags?: unknown };
const SPECS: Readonly<Record<string, FieldSpec>> = { ...ELDFALL_ACTOR_SPECS, ...ELDFALL_ITEM_SPECS };

/** A source value completed by its spec, as the DataModel does on load. */
export function completed(spec: FieldSpec, value: unknown): unknown {
  if (value === undefined) return initialValue(spec);
  if (spec.type === "array") return Array.isArray(value) ? value.map((v) => completed(spec.element, v)) : value;
  if (spec.type !== "object" || !value || typeof value !== "object") return value;
  const source = value as Record<string, unknown>;
  return { ...source, ...Object.fromEntries(Object.entries(spec.fields).map(([k, s]) => [k, completed(s, source[k])])) };
}

export interface EldPackDoc extends DocLike { readonly missing: readonly string[] }
export interface EldPackActor extends EldPackDoc { readonly items: readonly EldPackDoc[] }

const toDoc = (raw: Raw): EldPackDoc =>
  ({ id: raw._id, name: raw.name, img: raw.img, type: raw.type, system: SPECS[raw.type] ? completed(SPECS[raw.type]!, raw.system) : raw.system, missing: missingFields(raw) });

/** The Eldfall pack documents by id (embedded Items completed too). */
export function eldfallPackDocs(): ReadonlyMap<string, EldPackActor> {
  const raws = loadSources(".").sources.filter((s) => s.pack.name.startsWith("eldfall-")).map((s) => s.doc as unknown as Raw);
  return new Map(raws.map((raw) => [raw._id, { ...toDoc(raw), items: (raw.items ?? []).map(toDoc) }]));
}

/** One pack document; a test fails plainly when the pack no longer holds it. */
export function packDoc(docs: ReadonlyMap<string, EldPackActor>, id: string): EldPackActor {
  const doc = docs.get(id);
  if (!doc) throw new Error(`No Eldfall pack document ${id}`);
  return doc;
}

export const PACK_IDS = {
  tharos: "eldHeTharosOneEy", anari: "eldHeAnariLight0", iuren: "eldHoIurenRedRas",
  claws: "eldUpClaws000000", blade: "eldUpSacredRelic", exampleBehavior: "eldBeExampleM790",
} as const;
