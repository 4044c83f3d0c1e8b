import type { FieldSpec } from "./spec";
import { matches } from "./validate";

/**
 * Stored data from before a text limit existed must still load (Foundry refuses to load a document that fails
 * validation): each text longer than its spec's maximum is cut to it. A text in a notation (a pattern) cannot be
 * cut and stay readable, so it falls back to its initial value. Everything else is returned as it is, the same
 * object when nothing was too long. Pure; used on whole sources only (./../data/data-model.ts), never on edits,
 * which are refused instead.
 */
export function clampText(spec: FieldSpec, value: unknown): unknown {
  switch (spec.type) {
    case "string":
    case "html": {
      if (typeof value !== "string" || value.length <= spec.maxLength) return value;
      const cut = value.slice(0, spec.maxLength);
      return spec.type === "string" && spec.pattern && !matches(spec.pattern, cut) ? spec.initial : cut;
    }
    case "array": {
      if (!Array.isArray(value)) return value;
      const next = value.map((v) => clampText(spec.element, v));
      return next.some((v, i) => v !== value[i]) ? next : value;
    }
    case "object": {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
      const record = value as Record<string, unknown>;
      let out: Record<string, unknown> | null = null;
      for (const [key, child] of Object.entries(spec.fields)) {
        if (!Object.hasOwn(record, key)) continue;
        const v = clampText(child, record[key]);
        if (v !== record[key]) (out ??= { ...record })[key] = v;
      }
      return out ?? value;
    }
    default:
      return value;
  }
}

/**
 * Whether any text of `value` is exactly as long as its spec allows: what a text cut on load looks like, so the
 * world migration writes such a source back (the database still holds the long one) and every client stops
 * loading it. A text written at exactly the limit is written back too, unchanged, which is harmless.
 */
export function reachesTextLimit(spec: FieldSpec, value: unknown): boolean {
  switch (spec.type) {
    case "string":
    case "html":
      return typeof value === "string" && value.length === spec.maxLength;
    case "array":
      return Array.isArray(value) && value.some((v) => reachesTextLimit(spec.element, v));
    case "object":
      if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
      return Object.entries(spec.fields).some(([key, child]) => Object.hasOwn(value, key) && reachesTextLimit(child, (value as Record<string, unknown>)[key]));
    default:
      return false;
  }
}
