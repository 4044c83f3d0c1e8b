/**
 * A small declarative schema language. One spec per data model is the single source for:
 * the Foundry DataModel fields (./foundry.ts), the pure validator used by sheets and the
 * pack build (./validate.ts), and the TypeScript type of `actor.system` (SpecData).
 * Kept free of Foundry globals so the build and tests can validate without a Foundry server.
 */
export interface NumberSpec {
  readonly type: "number";
  readonly initial: number | null;
  readonly integer?: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly nullable?: boolean;
}
export interface StringSpec {
  readonly type: "string";
  readonly initial: string;
  /** The most characters it may hold (TEXT_LIMITS): every text states one, so no input can bloat what every client loads. */
  readonly maxLength: number;
  readonly blank?: boolean;
  readonly choices?: readonly string[];
  /** Text in a notation (a formula cell, a code): the regular expression it must match, and an example of it for the error. */
  readonly pattern?: TextPattern;
}
export interface TextPattern { readonly source: string; readonly flags: string; readonly example: string }
export interface BooleanSpec { readonly type: "boolean"; readonly initial: boolean }
export interface HtmlSpec { readonly type: "html"; readonly initial: string; readonly maxLength: number }
export interface ObjectSpec { readonly type: "object"; readonly fields: Readonly<Record<string, FieldSpec>> }
export interface ArraySpec { readonly type: "array"; readonly element: FieldSpec; readonly initial?: readonly unknown[]; readonly max?: number }

/**
 * The most characters a text may hold, by what it is. Every client loads every document it sees, so one pasted
 * megabyte slows every table; these are far above what play writes (the longest name in the packs is 65
 * characters, the longest printed card paragraph under 500) and far below what would hurt.
 * - name: what a thing is called (a document, a trait, an attack): a line in a list.
 * - text: a form box (a formula, a short effect, a card's printed paragraph).
 * - html: rich text (a description, notes): a page of a book, with its markup.
 * Foundry's own document `name` gets the name limit too (./text-limits.ts).
 */
export const TEXT_LIMITS = { name: 200, text: 2_000, html: 100_000 } as const;

/** Rows a sheet list may hold unless its spec says otherwise: far more than play needs, few enough to render. */
export const MAX_LIST_ITEMS = 100;
export type FieldSpec = NumberSpec | StringSpec | BooleanSpec | HtmlSpec | ObjectSpec | ArraySpec;

export type SpecData<S> =
  S extends NumberSpec ? (S["nullable"] extends true ? number | null : number)
  : S extends StringSpec ? (S["choices"] extends readonly (infer C)[] ? C : string)
  : S extends BooleanSpec ? boolean
  : S extends HtmlSpec ? string
  : S extends ArraySpec ? SpecData<S["element"]>[]
  : S extends ObjectSpec ? { -readonly [K in keyof S["fields"]]: SpecData<S["fields"][K]> }
  : never;

/** Every number states its range: a rules value or a documented generous bound, so no input can blow up a view or a loop. */
type NumberOptions = Omit<NumberSpec, "type" | "initial" | "min" | "max"> & { readonly min: number; readonly max: number };

export const field = {
  int: (initial: number, options: Omit<NumberOptions, "integer">): NumberSpec => ({ type: "number", initial, integer: true, ...options }),
  num: (initial: number | null, options: NumberOptions): NumberSpec => ({ type: "number", initial, ...options }),
  /** Short text (a form box), at most TEXT_LIMITS.text characters. */
  str: (initial = "", options: { blank?: boolean } = {}): StringSpec => ({ type: "string", initial, maxLength: TEXT_LIMITS.text, blank: options.blank ?? true }),
  /** What something is called, at most TEXT_LIMITS.name characters. */
  name: (initial = "", options: { blank?: boolean } = {}): StringSpec => ({ type: "string", initial, maxLength: TEXT_LIMITS.name, blank: options.blank ?? true }),
  /** Text that must match `source` (case-insensitive unless `flags` say otherwise); `example` shows the form in the error. */
  pattern: (initial: string, source: string, example: string, flags = "i"): StringSpec =>
    ({ type: "string", initial, maxLength: TEXT_LIMITS.text, blank: true, pattern: { source, flags, example } }),
  choice: <C extends string>(choices: readonly C[], initial: C): StringSpec & { choices: readonly C[] } =>
    ({ type: "string", initial, maxLength: TEXT_LIMITS.text, blank: choices.includes("" as C), choices }),
  bool: (initial = false): BooleanSpec => ({ type: "boolean", initial }),
  /** Rich text, at most TEXT_LIMITS.html characters (markup included). */
  html: (initial = ""): HtmlSpec => ({ type: "html", initial, maxLength: TEXT_LIMITS.html }),
  obj: <F extends Record<string, FieldSpec>>(fields: F): { type: "object"; fields: F } => ({ type: "object", fields }),
  arr: <E extends FieldSpec>(element: E, initial?: readonly SpecData<E>[], options: { max?: number } = {}): { type: "array"; element: E; initial?: readonly unknown[]; max: number } =>
    ({ type: "array", element, initial, max: options.max ?? MAX_LIST_ITEMS }),
} as const;

/** The value a spec produces when nothing is given. */
export function initialValue<S extends FieldSpec>(spec: S): SpecData<S> {
  switch (spec.type) {
    case "object":
      return Object.fromEntries(Object.entries(spec.fields).map(([k, s]) => [k, initialValue(s)])) as SpecData<S>;
    case "array":
      return structuredClone([...(spec.initial ?? [])]) as SpecData<S>;
    default:
      return spec.initial as SpecData<S>;
  }
}
