/**
 * Text limits on every way a document changes, not only through our sheets: Foundry's own `name` is a core field
 * no spec defines, and create data may reach Foundry without our validation (a macro, a module, an importer).
 * Each create and update of an Actor or Item is checked on the requesting client (Foundry runs `preCreate`/
 * `preUpdate` hooks there); an over-long name or text is refused with a localized notice naming the field and
 * its maximum, and nothing is written.
 */
import { specOfType } from "./registry";
import { textLimitErrors } from "./schema/submit";
import { reportSchemaErrors } from "./sheets/submit";

type Change = Record<string, unknown>;

/** Whether a change keeps every limit; each broken limit is reported. An actor's create data carries its items too. */
function withinLimits(type: string, change: Change): boolean {
  const errors = textLimitErrors(specOfType(type), change);
  reportSchemaErrors(type, errors);
  const items = Array.isArray(change.items) ? (change.items as unknown[]) : [];
  const itemsOk = items.map((item) => {
    const data = (item && typeof item === "object" ? item : {}) as Change;
    return withinLimits(String(data.type ?? ""), data);
  });
  return errors.length === 0 && itemsOk.every(Boolean);
}

/** Returning false from a `pre` hook cancels the change (Foundry's Hooks.call contract). */
const check = (doc: { type: string }, change: unknown): false | void => (withinLimits(doc.type, (change ?? {}) as Change) ? undefined : false);

export function registerTextLimitHooks(): void {
  Hooks.on("preCreateActor", (actor: Actor.Implementation, data: unknown) => check(actor, data));
  Hooks.on("preUpdateActor", (actor: Actor.Implementation, changes: unknown) => check(actor, changes));
  Hooks.on("preCreateItem", (item: Item.Implementation, data: unknown) => check(item, data));
  Hooks.on("preUpdateItem", (item: Item.Implementation, changes: unknown) => check(item, changes));
}
