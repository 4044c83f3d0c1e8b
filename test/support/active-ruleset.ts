/** Within a describe: one of the system's rulesets registered (as src/realms.ts does) and active in the world setting; put back afterwards. */
import { getRuleset, registerRuleset } from "../../src/core/registry";
import { RULESETS } from "./rulesets";

const g = globalThis as unknown as { game: { settings: { store: Map<string, unknown> } } };

/** Register the system's rulesets not registered yet (a test file that does not boot). */
export function registerSystemRulesets(): void {
  for (const ruleset of RULESETS) if (!getRuleset(ruleset.id)) registerRuleset(ruleset);
}

export function useActiveRuleset(rulesetId: string): void {
  before(() => {
    registerSystemRulesets();
    g.game.settings.store.set("realms.ruleset", rulesetId);
  });
  after(() => {
    g.game.settings.store.delete("realms.ruleset");
  });
}
