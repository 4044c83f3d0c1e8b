/** Aedelore's Roll subclasses (`Nd10x10` pools; Foundry explodes the 10s), each declared beside its card kind. */
import { AedCheckRoll } from "./checks/kinds";
import { AedAttackRoll } from "./combat/kinds";
import { AedTableRoll } from "./conditions/kinds";

export { AedCheckRoll, AedAttackRoll, AedTableRoll };

export const AEDELORE_ROLLS = [AedCheckRoll, AedAttackRoll, AedTableRoll];
