/** A small seeded generator (mulberry32) in place of Math.random: the same seed gives the same shuffles and rolls, so tests are exact. */
import type { Random } from "../../src/core/rules/deck";

export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
