/**
 * A Behavior card's row as readable text (the editor, the hostile sheet and the AI proposal card show it). The text
 * the card prints wins; without it the row is read back from its keys, so a GM can check that the keys say what the
 * card says. Pure: the caller passes its translation function (`game.i18n.format` live, the lang files in tests).
 */
import type { AiClauseData, AiRowData, BehaviorSystem } from "../../models/campaign-specs";
import { behaviorProblems, behaviorTakesNumber, clauseGroups } from "./behavior-rows";

export type Translate = (key: string, data?: Record<string, string | number>) => string;

const B = "REALMS.Eldfall.Behavior";

/** One clause: "an enemy is within 2 spaces", negated "it did not Run this Activation". */
export function clauseText(clause: AiClauseData, t: Translate): string {
  return t(`${B}.${clause.negate ? "CondNot" : "Cond"}.${clause.key}`, {
    n: clause.n ?? "?",
    attack: t(`${B}.Attack.${clause.attack}`),
    state: clause.state ? t(`REALMS.Eldfall.States.State.${clause.state}.name`) : "?",
  });
}

/** The condition half: groups joined by "and", clauses in a group by "or"; none means "in any other case". */
export function conditionText(row: Pick<AiRowData, "conditions" | "any">, t: Translate): string {
  const groups = clauseGroups(row);
  if (!groups.length) return t(`${B}.Text.always`);
  const groupText = (g: AiClauseData[]) => {
    const text = g.map((c) => clauseText(c, t)).join(t(`${B}.Text.or`));
    return g.length > 1 && groups.length > 1 ? t(`${B}.Text.group`, { text }) : text;
  };
  return groups.map(groupText).join(t(`${B}.Text.and`));
}

/** The behavior half: "Walk into the same space as the closest enemy"; moving away without a number: as far as it can. */
export function behaviorText(row: Pick<AiRowData, "behavior" | "target" | "n">, t: Translate): string {
  const far = behaviorTakesNumber(row.behavior) && row.n === null && row.behavior !== "assist";
  return t(`${B}.${far ? "DoFar" : "Do"}.${row.behavior}`, { target: t(`${B}.Target.${row.target}`), n: row.n ?? "" });
}

/** The row read from its keys: "If …: …", or "In any other case: …" for a row without conditions. */
export function keyedRowText(row: AiRowData, t: Translate): string {
  const behavior = behaviorText(row, t);
  return clauseGroups(row).length ? t(`${B}.Text.row`, { condition: conditionText(row, t), behavior }) : t(`${B}.Text.otherwise`, { behavior });
}

/** The row as shown: its printed text when it has one, else the reading of its keys. */
export function rowText(row: AiRowData, t: Translate): string {
  return row.text.trim() || keyedRowText(row, t);
}

/** The problems of a card as translated sentences (rows are named "Movement Step 2"). */
export function problemLines(system: Pick<BehaviorSystem, "active" | "reactive">, t: Translate): string[] {
  return behaviorProblems(system).map((p) => {
    const [, stepKey, index] = /^(?:active|reactive)\.(\w+)\.(\d+)/.exec(p.path) ?? [];
    const step = t(`${B}.Step.${stepKey}`);
    const kind = p.key.endsWith(".behavior") ? "DoName" : p.key.endsWith(".target") ? "TargetName" : "CondName";
    return t(p.key, { ...p.data, step, row: `${step} ${Number(index) + 1}`, value: t(`${B}.${kind}.${String(p.data.value)}`) });
  });
}

