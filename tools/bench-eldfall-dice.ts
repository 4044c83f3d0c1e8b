/**
 * Eldfall roll odds for `npm run bench` (issue 11: exact Confrontation odds for 4 dice against 4 < 1 ms). Fresh
 * attributes each call (OFF/DEF 6–19, every fifth an Assassin), so nothing is cached between calls.
 */
import { checkOf } from "../src/rulesets/eldfall/dice/rules/roll";
import { attackOdds, confrontationOdds } from "../src/rulesets/eldfall/dice/rules/odds";
import { timeMedian, line } from "./bench-timing";

export function benchEldfallDice(): void {
  console.log("\nEldfall odds (median of 1,000, rules work)");
  const check = (i: number, k: number) => checkOf(6 + ((i * 7 + k) % 14), { adds: [(i % 5) - 2] }, "attack", { assassin: i % 5 === 0 });
  line("Confrontation 4 dice vs 4: full joint distribution", timeMedian(1000, (i) => confrontationOdds({ strikes: 4, check: check(i, 0) }, { strikes: 4, check: check(i, 3) })), 1, "", "µs");
  line("Attack 4 Strikes: P(k Hits), P(k Wounds)", timeMedian(1000, (i) => attackOdds({ strikes: 4, check: check(i, 1) }, { pw: 8 + (i % 9), arm: i % 6 })), 1, "", "µs");
}
