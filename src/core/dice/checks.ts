import { Distribution } from "./distribution";

/** Chance that one die of `faces` shows `target` or more ("4+ on a D6"); targets are clamped to the die. */
export function targetNumber(faces: number, target: number): number {
  if (target <= 1) return 1;
  if (target > faces) return 0;
  return (faces - target + 1) / faces;
}

/** Chance of rolling at or under `target` on a d20-style die, with optional automatic 1s / fumbles on the top face. */
export function rollUnder(faces: number, target: number, options: { naturalOneSucceeds?: boolean; topFaceFails?: boolean } = {}): number {
  let successes = 0;
  for (let face = 1; face <= faces; face++) {
    let ok = face <= target;
    if (options.naturalOneSucceeds && face === 1) ok = true;
    if (options.topFaceFails && face === faces) ok = false;
    if (ok) successes += 1;
  }
  return successes / faces;
}

/** Highest single die of `count` dice ("3D6 take highest"). */
export function highestOf(count: number, faces: number): Distribution {
  return Distribution.keep(count, faces, 1, "highest");
}

/**
 * Successes in a pool where each die succeeds on `successMin`+ and a die showing `explodeOn` also
 * rolls again (chaining). Exact up to truncating chains whose remaining mass is below 1e-15.
 */
export function successPool(count: number, options: { faces: number; successMin: number; explodeOn?: number }): Distribution {
  return Distribution.sum(Array.from({ length: count }, () => singleDieSuccesses(options)));
}

const poolCache = new Map<string, Distribution>();

function singleDieSuccesses({ faces, successMin, explodeOn }: { faces: number; successMin: number; explodeOn?: number }): Distribution {
  const key = `${faces}:${successMin}:${explodeOn ?? "-"}`;
  const cached = poolCache.get(key);
  if (cached) return cached;
  const pExplode = explodeOn === undefined ? 0 : (faces - explodeOn + 1) / faces;
  const pPlain = targetNumber(faces, successMin) - pExplode; // succeeds without exploding
  const pFail = 1 - pPlain - pExplode;
  // k explosions then a non-exploding face: successes = k + (plain success ? 1 : 0).
  const weights: [number, number][] = [];
  let chain = 1;
  for (let k = 0; chain > 1e-15; k++) {
    weights.push([k, chain * pFail], [k + 1, chain * pPlain]);
    chain *= pExplode;
    if (pExplode === 0) break;
  }
  const result = Distribution.fromWeights(weights);
  poolCache.set(key, result);
  return result;
}
