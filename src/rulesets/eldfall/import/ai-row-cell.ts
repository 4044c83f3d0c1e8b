/**
 * One Behavior hierarchy row in one spreadsheet cell: `conditions => behavior [n] [@target] | printed text`.
 * Conditions: `always`, or clauses joined by "and" (all hold) or "or" (any holds), never both; a clause is
 * `[not] key [n] [attack kind] [State]`, e.g. `not enemyWithin 2`, `targetOfAttack ranged`, `targetState bleeding`.
 * Keys are rules/keys.ts's AI_CONDITIONS, AI_BEHAVIORS and AI_TARGETS. The JSON format writes rows as objects.
 */
import { AI_ATTACK_KINDS, AI_BEHAVIORS, AI_CONDITIONS, AI_TARGETS, STATES } from "../profile/rules/keys";
import type { AiClauseData, AiRowData } from "../models/campaign-specs";
import type { CellReader } from "../../../core/import/records";

const has = <T extends string>(list: readonly T[], v: string): v is T => (list as readonly string[]).includes(v);

function clause(text: string): AiClauseData | string {
  // The spec keeps `n` nullable; SpecData types it as a number.
  const words = text.trim().split(/\s+/);
  const negate = words[0]?.toLowerCase() === "not";
  if (negate) words.shift();
  const [key, ...params] = words;
  if (!key || !has(AI_CONDITIONS, key)) return key ?? "";
  const out = { key, n: null, attack: "any", state: "", negate } as Omit<AiClauseData, "n"> & { n: number | null };
  for (const p of params) {
    if (/^\d+$/.test(p)) out.n = Number(p);
    else if (has(AI_ATTACK_KINDS, p)) out.attack = p;
    else if (has(STATES, p)) out.state = p;
    else return p;
  }
  return out as AiClauseData;
}

export const readAiRow: CellReader = (cell) => {
  const bar = cell.indexOf("|");
  const head = bar < 0 ? cell : cell.slice(0, bar);
  const text = bar < 0 ? "" : cell.slice(bar + 1).trim();
  const arrow = head.indexOf("=>");
  if (arrow < 0) return { error: "REALMS.Eldfall.Import.AiRowForm" };
  const condText = head.slice(0, arrow).trim();
  const hasAnd = /\sand\s/i.test(condText);
  const hasOr = /\sor\s/i.test(condText);
  if (hasAnd && hasOr) return { error: "REALMS.Eldfall.Import.AiRowMixed" };
  const conditions: AiClauseData[] = [];
  if (condText !== "" && condText.toLowerCase() !== "always") {
    for (const part of condText.split(/\s+(?:and|or)\s+/i)) {
      const c = clause(part);
      if (typeof c === "string") return { error: "REALMS.Eldfall.Import.AiUnknownWord", data: { word: c } };
      conditions.push(c);
    }
  }
  const words = head.slice(arrow + 2).trim().split(/\s+/).filter(Boolean);
  const [behavior, ...params] = words;
  if (!behavior || !has(AI_BEHAVIORS, behavior)) return { error: "REALMS.Eldfall.Import.AiUnknownWord", data: { word: behavior ?? "" } };
  const row = { conditions, any: hasOr, behavior, target: "priority", n: null, text } as Omit<AiRowData, "n"> & { n: number | null };
  for (const p of params) {
    if (/^\d+$/.test(p)) row.n = Number(p);
    else if (p.startsWith("@") && has(AI_TARGETS, p.slice(1))) row.target = p.slice(1) as AiRowData["target"];
    else return { error: "REALMS.Eldfall.Import.AiUnknownWord", data: { word: p } };
  }
  return { value: row as AiRowData };
};

/** The cell a row is written as (templates, round trips). */
export function aiRowCell(row: AiRowData): string {
  const clauses = row.conditions.map((c) => [c.negate ? "not" : "", c.key, c.n ?? "", c.attack === "any" ? "" : c.attack, c.state].filter((w) => w !== "").join(" "));
  const cond = clauses.length ? clauses.join(row.any ? " or " : " and ") : "always";
  const act = [row.behavior, row.n ?? "", row.target === "priority" ? "" : `@${row.target}`].filter((w) => w !== "").join(" ");
  return `${cond} => ${act}${row.text ? ` | ${row.text}` : ""}`;
}
