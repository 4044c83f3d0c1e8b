/**
 * The rulesets compiled into the system, in menu order: the one list. Adding a ruleset adds one line here
 * (test/unit/core/registration.test.ts checks that everything else follows from it).
 */
import { elvendor } from "./elvendor";
import { elf } from "./elf";
import { aedelore } from "./aedelore";
import { eldfall } from "./eldfall";
import { twod6 } from "./twod6";

export const RULESETS = [elvendor, elf, aedelore, eldfall, twod6] as const;
