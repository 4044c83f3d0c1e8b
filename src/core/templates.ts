/**
 * Partials and helpers every Realms template relies on, beyond Foundry's own (localize, eq, checked,
 * selectOptions). Foundry glue and the template tests register exactly these, plus each ruleset's declared partials.
 */
import { MAX_PIPS } from "./pips";

export const SYSTEM_PATH = "systems/realms";

/** Where a partial lives: `templates/<namespace>/partials/<name>.hbs` (namespace: "core" or a ruleset id). */
export function partialPath(namespace: string, name: string): string {
  return `templates/${namespace}/partials/${name}.hbs`;
}

/** The core's partials, `realms.<name>`; a ruleset's own are declared by the ruleset (`realms.<ruleset>.<name>`). */
export const CORE_PARTIALS: Readonly<Record<string, string>> = Object.fromEntries(
  ["conditions", "pips", "modifiers", "compass", "item-header", "sheet-header", "sheet-tabs"].map((name) => [`realms.${name}`, partialPath("core", name)]),
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Handlebars helpers take any arguments
interface HelperHost { registerHelper(name: string, fn: (...args: any[]) => unknown): void }
interface BlockOptions { fn(context: unknown): string }

/** `{{#times n}}…{{/times}}` repeats a block n times (empty condition slots). */
export function registerRealmsHelpers(handlebars: HelperHost): void {
  handlebars.registerHelper("times", (count: number, options: BlockOptions) => {
    let out = "";
    // Capped like pips: a corrupt count must not build an unbounded string.
    for (let i = 0; i < Math.min(MAX_PIPS, Math.max(0, Math.floor(Number(count) || 0))); i++) out += options.fn(i);
    return out;
  });
}
