/**
 * Partials and helpers every Realms template relies on, beyond Foundry's own (localize, eq, checked,
 * selectOptions). Foundry glue and the template tests register exactly these, plus each ruleset's declared partials.
 */
import { formatCount, possessive, type CountWords } from "./format";
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
interface HashOptions { hash: Record<string, string | number> }

/** `{{#times n}}…{{/times}}` repeats a block n times (empty condition slots). */
/**
 * `words` gives the world's language and translations when a template renders (Foundry: `game.i18n`), for
 * `{{realmsCount "KEY" n name=…}}`: the plural form of KEY for n ("1 Hit", "2 Hits"), `{count}` filled with n;
 * `{{realmsPossessive name}}`: "Aria of the Pines'", "Mira's".
 */
export function registerRealmsHelpers(handlebars: HelperHost, words: () => CountWords): void {
  handlebars.registerHelper("realmsPossessive", (name: string) => possessive(words(), String(name ?? "")));
  handlebars.registerHelper("realmsCount", (key: string, count: number, options: HashOptions) => formatCount(words(), key, Number(count) || 0, options.hash));
  handlebars.registerHelper("times", (count: number, options: BlockOptions) => {
    let out = "";
    // Capped like pips: a corrupt count must not build an unbounded string.
    for (let i = 0; i < Math.min(MAX_PIPS, Math.max(0, Math.floor(Number(count) || 0))); i++) out += options.fn(i);
    return out;
  });
}
