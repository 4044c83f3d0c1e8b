/**
 * The list edits a sheet's buttons make (pure): each returns the whole new list, which the sheet writes
 * in one update (Foundry replaces array fields whole). Out-of-range indices change nothing.
 */
import { initialValue } from "../../../core/schema/spec";
import { upgradeSpec } from "../models/specs";
import type { ROW_TAGS } from "../profile/rules/keys";
import type { TableRow } from "../profile/rules/attacks";

type Row = TableRow;
type Tag = (typeof ROW_TAGS)[number];
const ROW_SPEC = upgradeSpec.fields.rows.element;
const TRAIT_SPEC = ROW_SPEC.fields.traits.element;

const at = <T>(list: readonly T[], index: number, change: (item: T) => T): T[] => list.map((item, i) => (i === index ? change(item) : item));

export const addRow = (rows: readonly Row[]): Row[] => [...rows, initialValue(ROW_SPEC)];
export const deleteRow = (rows: readonly Row[], index: number): Row[] => rows.filter((_, i) => i !== index);

/** A tag on or off; the tags keep the order the keys list them in. */
export function toggleTag(rows: readonly Row[], index: number, tag: Tag, order: readonly Tag[]): Row[] {
  return at(rows, index, (r) => {
    const on = r.tags.includes(tag) ? r.tags.filter((t) => t !== tag) : [...r.tags, tag];
    return { ...r, tags: order.filter((t) => on.includes(t)) };
  });
}

export const addTrait = (rows: readonly Row[], index: number): Row[] => at(rows, index, (r) => ({ ...r, traits: [...r.traits, initialValue(TRAIT_SPEC)] }));
export const deleteTrait = (rows: readonly Row[], index: number, trait: number): Row[] =>
  at(rows, index, (r) => ({ ...r, traits: r.traits.filter((_, i) => i !== trait) }));

type Level = { name: string; effect: string };
/** Combat Art level rows: at most five (the longest art has five levels). */
export const addLevel = (levels: readonly Level[]): Level[] => (levels.length >= 5 ? [...levels] : [...levels, { name: "", effect: "" }]);
export const deleteLevel = (levels: readonly Level[], index: number): Level[] => levels.filter((_, i) => i !== index);

type Chart = { chart: string; level: number };
/** A hero's Spellcraft charts (at most 20, as the spec holds). */
export const addChart = (charts: readonly Chart[]): Chart[] => (charts.length >= 20 ? [...charts] : [...charts, { chart: "", level: 1 }]);
export const deleteChart = (charts: readonly Chart[], index: number): Chart[] => charts.filter((_, i) => i !== index);
