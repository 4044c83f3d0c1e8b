/** Eldfall's Roll subclasses, as the ruleset declares them (the dice feature defines them: dice/roll-classes.ts). */
import { EldfallConfrontationRoll, EldfallRoll } from "./dice/roll-classes";

export const ELDFALL_ROLLS = [EldfallRoll, EldfallConfrontationRoll];
