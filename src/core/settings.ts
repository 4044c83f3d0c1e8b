import { allRulesets, getRuleset } from "./registry";
import type { Ruleset } from "./ruleset";
import "./foundry-config";
import { FormDialog } from "./apps/form-dialog";
import { SYSTEM_PATH } from "./templates";

export const SYSTEM_ID = "realms";
const RULESET_KEY = "ruleset";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "realms.ruleset": string;
  }
}

/** The world setting that picks the active ruleset; changing it reloads, since types and sheets depend on it. */
export function registerCoreSettings(): void {
  const choices = Object.fromEntries(allRulesets().map((r) => [r.id, r.label]));
  game.settings.register(SYSTEM_ID, RULESET_KEY, {
    name: "REALMS.Settings.ruleset.name",
    hint: "REALMS.Settings.ruleset.hint",
    scope: "world",
    config: true,
    type: String,
    choices: { "": "REALMS.Settings.ruleset.none", ...choices },
    default: "",
    requiresReload: true,
  });
}

export function activeRulesetId(): string {
  return game.settings.get(SYSTEM_ID, RULESET_KEY) ?? "";
}

export function activeRuleset(): Ruleset | undefined {
  return getRuleset(activeRulesetId());
}

/** First run: the GM picks the ruleset once; the world reloads with it. */
export async function promptForRuleset(): Promise<void> {
  if (!game.user?.isGM || activeRuleset()) return;
  const choice = await FormDialog.ask({
    title: game.i18n.localize("REALMS.FirstRun.title"),
    template: `${SYSTEM_PATH}/templates/core/first-run-dialog.hbs`,
    context: { rulesets: allRulesets().map((r) => ({ id: r.id, label: r.label })) },
    buttons: [{ value: "confirm", label: game.i18n.localize("REALMS.FirstRun.confirm"), icon: "fa-solid fa-check", default: true }],
    read: (form) => form.querySelector<HTMLInputElement>("input[name='ruleset']:checked")?.value ?? null,
  });
  if (typeof choice === "string" && getRuleset(choice)) {
    await game.settings.set(SYSTEM_ID, RULESET_KEY, choice);
    foundry.utils.debouncedReload();
  }
}
