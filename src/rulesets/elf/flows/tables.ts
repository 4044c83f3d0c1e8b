/** d66 / d666 rolls: three coloured dice read high–middle–low, and table results looked up by that reading. */
import { diceRoles, readDice, tableFormula } from "../../../core/dice/d66";
import type { TableCard } from "../chat/cards";
import { ElfTableRoll } from "../rolls";

/** Roll a d66 (2) or d666 (3), optionally against a roll table whose formula is the matching reading. */
export async function rollD66(count: 2 | 3, table: RollTable.Implementation | null = null): Promise<string> {
  const roll = new ElfTableRoll(tableFormula(count), {}, {} as never);
  await roll.evaluate();
  const values = roll.dice.map((d) => d.results[0]?.result ?? 1);
  const roles = diceRoles(count);
  const byRole = Object.fromEntries(roles.map((r, i) => [r, values[i] ?? 1])) as { high: number; low: number; middle?: number };
  const reading = readDice(byRole);
  const result = table?.getResultsForRoll(Number(reading))[0];
  const text = result ? (result.description || result.name || "") : "";
  const card: TableCard = { table: table?.name ?? (count === 2 ? "d66" : "d666"), dice: roles.map((role, i) => ({ role, value: values[i] ?? 1 })), reading, text };
  (roll.options as { card: TableCard }).card = card;
  await roll.toMessage({});
  return reading;
}

/** The number of dice a table's formula reads, if it is a d66 / d666 table. */
export function d66Count(formula: string): 2 | 3 | null {
  return formula === tableFormula(2) ? 2 : formula === tableFormula(3) ? 3 : null;
}
