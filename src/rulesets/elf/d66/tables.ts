/** d66 … d66666 rolls: coloured dice read high, middle(s), low, and table results looked up by that reading. */
import { diceRoles, readDice, tableCount, tableFormula, type DiceCount, type DieRole } from "../../../core/dice/d66";
import type { TableCard } from "../task/cards";
import { ElfTableRoll } from "./kinds";
import { TABLE_CARD } from "./kinds";
import { postRollCard } from "../../../core/chat/cards";

/** Roll two to five dice as a d66 … d66666, optionally against a roll table whose formula is the matching reading. */
export async function rollD66(count: DiceCount, table: RollTable.Implementation | null = null): Promise<string> {
  const roll = new ElfTableRoll(tableFormula(count));
  await roll.evaluate();
  const values = roll.dice.map((d) => d.results[0]?.result ?? 1);
  const roles = diceRoles(count);
  const byRole = Object.fromEntries(roles.map((r, i) => [r, values[i] ?? 1])) as Partial<Record<DieRole, number>> & { high: number; low: number };
  const reading = readDice(byRole);
  const result = table?.getResultsForRoll(Number(reading))[0];
  const text = result ? (result.description || result.name || "") : "";
  const card: TableCard = { table: table?.name ?? `d${"6".repeat(count)}`, dice: roles.map((role, i) => ({ role, value: values[i] ?? 1 })), reading, text };
  await postRollCard(roll, TABLE_CARD.id, card);
  return reading;
}

/** The number of dice a table's formula reads, if it is a d66 … d66666 table. */
export const d66Count = tableCount;

/** The i18n key of a table sheet's roll button. */
export const rollButtonKey = (count: DiceCount) => `REALMS.Elf.Table.rollD${"6".repeat(count)}`;
