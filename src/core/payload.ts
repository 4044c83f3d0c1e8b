/**
 * Shapes of data that arrives from another client (GM requests, queries, card patches). Such data is
 * whatever the sender's console typed, so every field is checked here once, before any handler reads it:
 * a check returns a fresh plain value built from the known keys only, or throws a PayloadError naming
 * the first bad field. Prototype keys (`__proto__`, `constructor`, `prototype`) are refused at any depth.
 */
export class PayloadError extends Error {
  constructor(readonly field: string) {
    super(`Bad payload field: ${field}`);
  }
}

export type Check<T> = (value: unknown, path: string) => T;

const fail = (path: string): never => {
  throw new PayloadError(path || "data");
};
const at = (path: string, key: string) => (path ? `${path}.${key}` : key);
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === "object" && !Array.isArray(v) && [Object.prototype, null].includes(Object.getPrototypeOf(v));

/** Document ids: letters and digits (Foundry makes 16; fixed ids such as a user's may be shorter), never a prototype key. */
export const id: Check<string> = (v, p) => (typeof v === "string" && /^[A-Za-z0-9]{1,16}$/.test(v) && !FORBIDDEN.has(v) ? v : fail(p));
/** A document UUID such as `Actor.x`, `Scene.x.Token.y.Actor.z` or `Compendium.realms.pack.Actor.x`. */
export const uuid: Check<string> = (v, p) => (typeof v === "string" && v.length <= 200 && /^[A-Za-z][A-Za-z0-9_.-]*$/.test(v) ? v : fail(p));
export const bool: Check<boolean> = (v, p) => (typeof v === "boolean" ? v : fail(p));
export const string = (max: number): Check<string> => (v, p) => (typeof v === "string" && v.length <= max ? v : fail(p));
export const int = (min: number, max: number): Check<number> => (v, p) => (Number.isInteger(v) && (v as number) >= min && (v as number) <= max ? (v as number) : fail(p));
export const oneOf = <T extends string>(choices: readonly T[]): Check<T> => (v, p) => (choices.includes(v as T) ? (v as T) : fail(p));
export const nullable = <T>(check: Check<T>): Check<T | null> => (v, p) => (v === null ? null : check(v, p));

/** A list of at most `max` entries, each checked. */
export const list = <T>(check: Check<T>, max: number): Check<T[]> => (v, p) => (Array.isArray(v) && v.length <= max ? v.map((e, i) => check(e, at(p, String(i)))) : fail(p));

/** Is `key` one of these fields (own keys only: `toString` is in every object)? */
const known = (fields: object, key: string) => Object.hasOwn(fields, key) && !FORBIDDEN.has(key);

/** An object with exactly these fields (unknown keys are refused, missing ones too). */
export function object<S extends Record<string, Check<unknown>>>(fields: S): Check<{ [K in keyof S]: ReturnType<S[K]> }> {
  return (v, p) => {
    if (!isPlainObject(v)) return fail(p);
    for (const key of Object.keys(v)) if (!known(fields, key)) fail(at(p, key));
    const out: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(fields)) out[key] = check(v[key], at(p, key));
    return out as { [K in keyof S]: ReturnType<S[K]> };
  };
}

/** An object with some of these fields (a partial update): each one present is checked, any other key refused. */
export function partial<S extends Record<string, Check<unknown>>>(fields: S): Check<{ [K in keyof S]?: ReturnType<S[K]> }> {
  return (v, p) => {
    if (!isPlainObject(v)) return fail(p);
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(v)) out[known(fields, key) ? key : fail(at(p, key))] = fields[key]!(value, at(p, key));
    return out as { [K in keyof S]?: ReturnType<S[K]> };
  };
}

/** Any JSON value within limits (depth, size, finite numbers), for data the GM checks further itself. */
export const json = (maxChars: number): Check<unknown> => (v, p) => {
  const walk = (x: unknown, path: string, depth: number): unknown => {
    if (depth > 8) return fail(path);
    if (x === null || typeof x === "string" || typeof x === "boolean") return x;
    if (typeof x === "number") return Number.isFinite(x) ? x : fail(path);
    if (Array.isArray(x)) return x.map((e, i) => walk(e, at(path, String(i)), depth + 1));
    if (!isPlainObject(x)) return fail(path);
    const out: Record<string, unknown> = {};
    for (const [k, e] of Object.entries(x)) out[FORBIDDEN.has(k) ? fail(at(path, k)) : k] = walk(e, at(path, k), depth + 1);
    return out;
  };
  const value = walk(v, p, 0);
  return JSON.stringify(value).length <= maxChars ? value : fail(p);
};

/** A plain object of JSON values (a card patch, a weather state). */
export const record = (maxChars: number): Check<Record<string, unknown>> => (v, p) => (isPlainObject(v) ? (json(maxChars)(v, p) as Record<string, unknown>) : fail(p));
