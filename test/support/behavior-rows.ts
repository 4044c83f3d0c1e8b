/**
 * A Behavior row read with facts given per clause, for tests of how clauses combine: an "and" of "or" groups
 * (`clauseGroups`), a negated clause inverted. The AI runner reads rows the same way through `rowCondition`
 * (ai/rules/ai-conditions.ts), which also tracks which enemies meet them.
 */
import { clauseGroups } from "../../src/rulesets/eldfall/ai/rules/behavior-rows";
import type { AiClauseData, AiRowData } from "../../src/rulesets/eldfall/models/campaign-specs";

export function rowHolds(row: Pick<AiRowData, "conditions" | "any">, test: (clause: AiClauseData) => boolean): boolean {
  return clauseGroups(row).every((group) => group.some((c) => test(c) !== c.negate));
}
