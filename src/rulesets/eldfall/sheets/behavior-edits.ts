/**
 * The Behavior editor's list edits (pure): each returns a step's whole new row list, tidied (rules/behavior-rows.ts),
 * which the sheet writes in one update (Foundry replaces array fields whole). Out-of-range indices change nothing;
 * a full list (the spec's 12 rows, 6 clauses) takes no more.
 */
import { initialValue } from "../../../core/schema/spec";
import { behaviorSpec, type AiRowData } from "../models/campaign-specs";
import { stepDefaults, tidyRow, type BehaviorStep } from "../ai/rules/behavior-rows";

const ROW_SPEC = behaviorSpec.fields.active.fields.movement.element;
const CLAUSE_SPEC = ROW_SPEC.fields.conditions.element;
const MAX_ROWS = behaviorSpec.fields.active.fields.movement.max;
const MAX_CLAUSES = ROW_SPEC.fields.conditions.max;

type Rows = readonly AiRowData[];
const tidy = (rows: Rows, step: BehaviorStep) => rows.map((r) => tidyRow(r, step));
const at = (rows: Rows, index: number, change: (row: AiRowData) => AiRowData) => rows.map((r, i) => (i === index ? change(r) : r));

/** A new last row that does nothing until it is filled in. */
export const addBehaviorRow = (rows: Rows, step: BehaviorStep): AiRowData[] =>
  tidy(rows.length >= MAX_ROWS ? rows : [...rows, { ...initialValue(ROW_SPEC), ...stepDefaults(step) }], step);

export const deleteBehaviorRow = (rows: Rows, step: BehaviorStep, index: number): AiRowData[] => tidy(rows.filter((_, i) => i !== index), step);

/** A row one place up (delta −1) or down (+1) in the hierarchy; at either end it stays. */
export function moveBehaviorRow(rows: Rows, step: BehaviorStep, index: number, delta: -1 | 1): AiRowData[] {
  const to = index + delta;
  if (index < 0 || index >= rows.length || to < 0 || to >= rows.length) return tidy(rows, step);
  const out = [...rows];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return tidy(out, step);
}

export const addClause = (rows: Rows, step: BehaviorStep, index: number): AiRowData[] =>
  tidy(at(rows, index, (r) => (r.conditions.length >= MAX_CLAUSES ? r : { ...r, conditions: [...r.conditions, initialValue(CLAUSE_SPEC)] })), step);

export const deleteClause = (rows: Rows, step: BehaviorStep, index: number, clause: number): AiRowData[] =>
  tidy(at(rows, index, (r) => ({ ...r, conditions: r.conditions.filter((_, i) => i !== clause) })), step);
