/**
 * 2D6 figures for `npm run bench`: the exact odds of a check with every modifier, the cap, both critical rules and
 * a cursed item (< 0.1 ms); the end of turn of 200 creatures on a level (< 2 ms), through `turnEnd`, the pure step
 * the turn flow applies at each creature's turn end (turns/turn-end.ts): hunger and thirst for the actions taken,
 * starvation, the aura's hits and heals, and the regeneration verdicts.
 */
import { checkOdds } from "../src/rulesets/twod6/checks/rules/check";
import { turnEnd } from "../src/rulesets/twod6/turns/rules/upkeep";
import type { AuraTarget } from "../src/rulesets/twod6/aura/rules/aura";
import { median } from "./bench-timing";

export function benchTwoD6(): void {
  console.log("\n2D6 System");
  for (let i = 0; i < 50; i++) checkOdds({ base: i % 9 - 4, adds: [1, -2], canCrit: true, critFailModifier: 1, difficulty: 7 });
  const runs = 5000;
  let start = performance.now();
  for (let i = 0; i < runs; i++) checkOdds({ base: (i % 15) - 6, adds: [i % 3, -(i % 2), 2], canCrit: i % 2 === 0, capExempt: i % 5 === 0, critFailModifier: i % 3, difficulty: 4 + (i % 9) });
  const perCheck = (performance.now() - start) / runs;
  console.log(`${"exact odds of a check, all modifiers".padEnd(52)} ${(perCheck * 1000).toFixed(2).padStart(9)} µs   ${perCheck < 0.1 ? "ok" : "OVER"} (< 0.1 ms)`);

  const none = { natural: {}, slots: {}, immunities: [], vulnerabilities: [] };
  const creatures = Array.from({ length: 200 }, (_, i) => ({ id: `c${i}`, cells: [{ x: i % 20, y: Math.floor(i / 20) }], defences: { ...none, slots: { body: { fire: i % 3 }, head: { fire: i % 2 } }, aura: i % 17 === 0 ? "fire" as const : null } }));
  const others: AuraTarget[] = creatures;
  const samples: number[] = [];
  for (let r = 0; r < 200; r++) {
    start = performance.now();
    creatures.forEach((c, i) => turnEnd({
      sustenance: { hunger: 1 + ((i * 97) % 2600), thirst: 1 + ((i * 131) % 2600) }, actions: 1 + (i % 2), hastes: i % 3, staMod: (i % 7) - 2,
      critFailModifier: i % 2, healthFull: false, energyFull: false, activity: (["rest", "move", "other"] as const)[i % 3]!,
      aura: c.defences.aura ? { id: c.id, cells: c.cells, type: "fire", staMod: 1, monster: i % 2 === 0 } : null,
    }, others, 1 + (i % 3), true));
    samples.push(performance.now() - start);
  }
  const tick = median(samples);
  console.log(`${"end of turn as play runs it (turnEnd) ×200".padEnd(52)} ${tick.toFixed(3).padStart(9)} ms   ${tick < 2 ? "ok" : "OVER"} (< 2 ms)`);
}
