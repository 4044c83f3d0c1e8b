/**
 * Partials and helpers every Realms template relies on, beyond Foundry's own (localize, eq, checked,
 * selectOptions). Foundry glue and the template tests register exactly these.
 */
import { MAX_PIPS } from "./pips";

export const SYSTEM_PATH = "systems/realms";

export const REALMS_PARTIALS: Readonly<Record<string, string>> = {
  "realms.conditions": "templates/core/partials/conditions.hbs",
  "realms.pips": "templates/core/partials/pips.hbs",
  "realms.modifiers": "templates/core/partials/modifiers.hbs",
  "realms.compass": "templates/core/partials/compass.hbs",
  "realms.item-header": "templates/core/partials/item-header.hbs",
  "realms.elf-ladder": "templates/elf/partials/ladder.hbs",
  "realms.elf-range": "templates/elf/partials/range.hbs",
  "realms.aed-talents": "templates/aedelore/partials/talents.hbs",
  "realms.aed-statuses": "templates/aedelore/partials/statuses.hbs",
  "realms.aed-combat": "templates/aedelore/partials/combat.hbs",
  "realms.aed-pool": "templates/aedelore/partials/pool.hbs",
};

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
