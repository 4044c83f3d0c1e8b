/**
 * Property tests for the pure rules. `npm test` runs a few thousand cases per function; `npm run fuzz`
 * runs the same files with FUZZ_RUNS=100000 and also checks that no single call takes over 10 ms (speed
 * is only checked there, never in the unit run).
 */
import fc from "fast-check";
import { expect } from "chai";

export const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const FUZZING = process.env.FUZZ_RUNS !== undefined;
/** `npm test` replays one fixed seed, so CI is deterministic; `npm run fuzz` explores new seeds (or FC_SEED replays one). */
export const SEED = process.env.FC_SEED !== undefined ? Number(process.env.FC_SEED) : FUZZING ? undefined : 20261123;
export const TIME_LIMIT_MS = 10;

/** What a careless caller may hand any scalar parameter: NaN, infinities, huge and fractional numbers, other types. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(Number.NaN, Infinity, -Infinity, 1e308, -1e308, 2.5, -0.5, 1e9, -1e9, 2 ** 53, -0),
  fc.double(), fc.integer(), fc.string({ maxLength: 4 }),
  fc.constantFrom(undefined, null, true, false, {}, [], "3"),
);

/**
 * User text (names, labels, sources) that a result may echo: never the words `wellFormed` looks for, so a flagged
 * "NaN" is always one the function computed.
 */
export const text = (options: { maxLength: number }) => fc.string(options).filter((s) => !/NaN|undefined|Infinity/.test(s));

/** A whole number in [min, max]. */
export const int = (min: number, max: number) => fc.integer({ min, max });
export const die = (faces: number) => fc.integer({ min: 1, max: faces });
export const dice = (faces: number, minLength: number, maxLength: number) => fc.array(die(faces), { minLength, maxLength });

/** Ids a lookup keyed by id must treat as unknown, never as the prototype's members. */
export const prototypeKeys = fc.constantFrom("__proto__", "constructor", "toString", "hasOwnProperty", "valueOf");

/** One of the known ids, sometimes a prototype key or other text in its place. */
export const idOf = (known: readonly string[]) => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: prototypeKeys }, { weight: 1, arbitrary: text({ maxLength: 6 }) });

/** Fail on NaN anywhere in a result, on an undefined list entry or a function, and on "NaN"/"undefined"/"Infinity" inside its strings. */
export function wellFormed(value: unknown): void {
  expect(malformed(value, "result", new Set())).to.deep.equal([]);
}

function malformed(value: unknown, path: string, seen: Set<unknown>): string[] {
  if (typeof value === "number") return Number.isNaN(value) ? [`${path} is NaN`] : [];
  if (typeof value === "string") return /NaN|undefined|Infinity/.test(value) ? [`${path} reads ${value}`] : [];
  // A prototype member read through an id ("constructor", "toString") is a function where data belongs.
  if (typeof value === "function") return [`${path} is a function`];
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  if (Array.isArray(value)) {
    const holes = [...value.keys()].filter((i) => value[i] === undefined).map((i) => `${path}[${i}] is undefined`);
    if (holes.length) return holes;
  }
  const children = value instanceof Map ? [...value.entries()].map(([k, v]) => [String(k), v] as const) : Object.entries(value);
  return children.flatMap(([k, v]) => malformed(v, `${path}.${k}`, seen));
}

export interface Case {
  readonly name: string;
  /** Arbitraries of arguments inside the function's stated domain. */
  readonly args: readonly fc.Arbitrary<unknown>[];
  /** Indices of scalar arguments that also receive junk (default: none). */
  readonly junk?: readonly number[];
  /** Out-of-contract values for other arguments, by index (a timeline that never ends, a random that returns 1). */
  readonly wild?: Readonly<Record<number, fc.Arbitrary<unknown>>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case calls a differently typed function
  readonly run: (...args: any[]) => unknown;
  /** A share of the runs for a case whose inputs are costly to build (whole fields, whole sequences): RUNS × share, at least 1. */
  readonly share?: number;
  /** Invariants of a result for in-domain arguments. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  readonly check?: (result: any, args: any[]) => void;
}

const slowest = new Map<string, number>();

/** CPU milliseconds of this process: other processes on a busy machine do not count against a function. */
const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

function timed(c: Case, args: unknown[]): unknown {
  const start = cpuMs();
  const result = c.run(...args);
  const ms = cpuMs() - start;
  if (FUZZING && ms > TIME_LIMIT_MS) {
    // Unoptimized first calls and garbage-collection pauses are not the function's time: the same call must stay slow to fail.
    let retry = Infinity;
    for (let i = 0; i < 5 && retry > TIME_LIMIT_MS; i++) {
      const again = cpuMs();
      c.run(...args);
      retry = Math.min(retry, cpuMs() - again);
    }
    expect(retry, `${c.name}(${JSON.stringify(args)}) took ${retry.toFixed(1)} ms of CPU`).to.be.at.most(TIME_LIMIT_MS);
  }
  slowest.set(c.name, Math.max(slowest.get(c.name) ?? 0, ms));
  return result;
}

/** Register the properties of one pure module's functions. */
export function properties(moduleName: string, cases: readonly Case[]): void {
  describe(`${moduleName} properties (${RUNS} runs each)`, () => {
    for (const c of cases) {
      const numRuns = Math.max(1, Math.round(RUNS * (c.share ?? 1)));
      it(`${c.name}: in-domain inputs never throw and give well-formed results`, () => {
        fc.assert(fc.property(fc.tuple(...c.args), (args) => {
          const result = timed(c, args);
          wellFormed(result);
          c.check?.(result, args);
        }), { numRuns, seed: SEED });
      });
      if (c.junk?.length || c.wild) {
        it(`${c.name}: junk (NaN, ±Infinity, huge, fractional, wrong types) gives a RangeError or a well-formed result`, () => {
          const mixed = c.args.map((a, i) => {
            const odd = [...(c.junk?.includes(i) ? [junk] : []), ...(c.wild?.[i] ? [c.wild[i]] : [])];
            return odd.length ? fc.oneof(a, ...odd) : a;
          });
          fc.assert(fc.property(fc.tuple(...mixed), (args) => {
            let result: unknown;
            try {
              result = timed(c, args);
            } catch (error) {
              expect(error, `${c.name}(${JSON.stringify(args)})`).to.be.instanceOf(RangeError);
              // V8 reports a stack overflow as a RangeError too: that is a crash, not a refusal.
              expect((error as Error).message, `${c.name}(${JSON.stringify(args)})`).not.to.match(/call stack/i);
              return;
            }
            wellFormed(result);
          }), { numRuns, seed: SEED });
        });
      }
    }
    if (FUZZING) after(() => console.log(`    slowest single call before the warm re-check (CPU): ${Math.max(...cases.map((c) => slowest.get(c.name) ?? 0)).toFixed(2)} ms`));
  });
}

/** Indices 0..n-1, for cases whose arguments are all scalars. */
export const all = (n: number) => Array.from({ length: n }, (_, i) => i);
export const sumOf = (entries: readonly [number, number][]) => entries.reduce((s, [, p]) => s + p, 0);
export const probability = (p: number) => expect(p).to.be.within(0, 1);
