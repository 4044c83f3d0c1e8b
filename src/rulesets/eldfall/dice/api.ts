/** The dice part of `game.realms.eldfall` (listed in docs/api.md): rolls, Confrontations and their exact odds. */
import { rollAttack, rollAttribute, rollConfrontation } from "./rolling";
import { attackOdds, confrontationOdds } from "./rules/odds";
import { checkOf } from "./rules/roll";
import { resolveConfrontation } from "./rules/confrontation";

export const ELDFALL_DICE_API = {
  /** Roll `actor`'s attribute (`"ag"`) or a named roll (`"dodge"`, `"poisoned"`, `"perceive"`…) through the roll dialog; resolves to the card data. */
  rollAttribute,
  /** `actor` attacks `target` unopposed with `row` ({ label, kind: "meleeItem" | "rangedItem" | "spell", stk, pw }): one d20 per Strike. */
  rollAttack,
  /** A Confrontation between `a` and `b` ({ actor, row, options }): joint odds in the dialog, both sides rolled, the card shows the winner. */
  rollConfrontation,
  /** Exact odds of a Confrontation: `confrontationOdds({ strikes, check }, { strikes, check })`, checks from `check(base, { adds, halve }, "attack")`. */
  confrontationOdds,
  /** Exact P(k Hits) and P(k Wounds) of an unopposed attack. */
  attackOdds,
  /** A modified attribute as a d20 check (which faces crit, succeed, miss). */
  check: checkOf,
  /** Resolve given dice as a Confrontation (negations, criticals, winner, Hits). */
  resolveConfrontation,
};
