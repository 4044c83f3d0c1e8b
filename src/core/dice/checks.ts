import { Distribution, MAX_SUPPORT } from "./distribution";
import { MAX_DICE, MAX_FACES, requireInt, requireNumber } from "./guard";

/** Largest pool successPool evaluates exactly (Aedelore's highest dice limit is 12). */
export const MAX_POOL = 16;

/**
 * Chance that one die of `faces` (1–MAX_FACES) shows `target` or more ("4+ on a D6"). Any finite target:
 * a fractional one needs the next whole face (2.5+ is 3+), targets beyond the die are clamped.
 */
export function targetNumber(faces: number, target: number): number {
  requireInt("faces", faces, 1, MAX_FACES);
  const needed = Math.ceil(requireNumber("target", target));
  if (needed <= 1) return 1;
  if (needed > faces) return 0;
  return (faces - needed + 1) / faces;
}

/**
 * Successes in a pool of `count` (0–MAX_POOL) dice of 2–100 faces where each die succeeds on
 * `successMin`+ (any finite number) and a die showing `explodeOn`+ also rolls again (chaining).
 * At most half the faces explode, so a chain halves at least with each explosion and stays short
 * (explodeOn ≤ 1 would explode forever), and count × chain length stays within MAX_SUPPORT
 * (16 Aedelore d10s). Exact up to truncating chains whose remaining mass is below 1e-15.
 */
export function successPool(count: number, options: { faces: number; successMin: number; explodeOn?: number }): Distribution {
  requireInt("count", count, 0, Math.min(MAX_POOL, MAX_DICE));
  const faces = requireInt("faces", options.faces, 2, 100);
  requireNumber("successMin", options.successMin);
  if (options.explodeOn !== undefined) {
    requireInt("explodeOn", options.explodeOn, Math.ceil(faces / 2) + 1, faces);
    if (Math.ceil(options.successMin) > options.explodeOn) throw new RangeError(`successMin ${options.successMin} lies above explodeOn ${options.explodeOn}: an exploding face is a success`);
  }
  const single = singleDieSuccesses(options);
  if (count * single.values().length > MAX_SUPPORT) throw new RangeError(`A pool of ${count} dice with these explosions is too large to evaluate exactly`);
  const key = `${count}:${faces}:${options.successMin}:${options.explodeOn ?? "-"}`;
  let pool = sumCache.get(key);
  if (!pool) {
    if (sumCache.size >= 1000) sumCache.clear(); // the sheets and dialogs ask for a handful of pools
    pool = Distribution.sum(Array.from({ length: count }, () => single));
    sumCache.set(key, pool);
  }
  return pool;
}

const poolCache = new Map<string, Distribution>();
const sumCache = new Map<string, Distribution>();

function singleDieSuccesses({ faces, successMin, explodeOn }: { faces: number; successMin: number; explodeOn?: number }): Distribution {
  const key = `${faces}:${successMin}:${explodeOn ?? "-"}`;
  const cached = poolCache.get(key);
  if (cached) return cached;
  // Whole face counts, so the three chances sum to exactly one (no 1 − a − b rounding below zero).
  const explodeFaces = explodeOn === undefined ? 0 : faces - explodeOn + 1;
  const successFaces = Math.round(targetNumber(faces, successMin) * faces);
  const pExplode = explodeFaces / faces;
  const pPlain = (successFaces - explodeFaces) / faces; // succeeds without exploding
  const pFail = (faces - successFaces) / faces;
  // k explosions then a non-exploding face: successes = k + (plain success ? 1 : 0).
  const weights: [number, number][] = [];
  let chain = 1;
  for (let k = 0; chain > 1e-15; k++) {
    weights.push([k, chain * pFail], [k + 1, chain * pPlain]);
    chain *= pExplode;
    if (pExplode === 0) break;
  }
  const result = Distribution.fromWeights(weights);
  if (poolCache.size >= 1000) poolCache.clear();
  poolCache.set(key, result);
  return result;
}
