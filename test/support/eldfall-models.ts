/** Eldfall profiles and Items as the rules text prints them, for the model tests and the sheet gallery. */
import type { Profile } from "../../src/rulesets/eldfall/rules/profile";

/** Tharos, One-Eyed Wolf, as the example profile card prints him (Vitality 2 3 3 2 in the order STA SPD ARM HP). */
export const THAROS: Profile = { sta: 2, spd: 3, arm: 3, hp: 2, off: 13, def: 10, acc: 15, int: 13, ag: 13, t: 12, m: 12 };
