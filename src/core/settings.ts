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

/**
 * The world setting that picks the active ruleset. Types, sheets and hooks depend on it, and every client must run
 * the same one: Foundry runs a world setting's `onChange` on every connected client, so each one (players who
 * connected before the GM chose too) says which ruleset is now in play and reloads, whether the GM chose in the
 * first-run picker (a `game.settings.set`, which reloads nobody by itself) or in Configure Settings. No
 * `requiresReload`: its confirmation would only ask the GM about a reload that is already under way.
 */
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
    onChange: (value: string) => rulesetChanged(value),
  });
}

function rulesetChanged(id: string): void {
  const label = getRuleset(id)?.label ?? "REALMS.Settings.ruleset.none";
  ui.notifications?.info("REALMS.FirstRun.reloading", { localize: true, format: { ruleset: game.i18n.localize(label) } });
  foundry.utils.debouncedReload();
}

export function activeRulesetId(): string {
  return game.settings.get(SYSTEM_ID, RULESET_KEY) ?? "";
}

export function activeRuleset(): Ruleset | undefined {
  return getRuleset(activeRulesetId());
}

/** First run: the GM picks the ruleset once; every client reloads with it (the setting's onChange). Players wait. */
export async function promptForRuleset(): Promise<void> {
  if (activeRuleset()) return;
  if (!game.user?.isGM) return void ui.notifications?.info("REALMS.FirstRun.waiting", { localize: true });
  const choice = await FormDialog.ask({
    title: game.i18n.localize("REALMS.FirstRun.title"),
    template: `${SYSTEM_PATH}/templates/core/first-run-dialog.hbs`,
    context: { rulesets: allRulesets().map((r) => ({ id: r.id, label: r.label })) },
    buttons: [{ value: "confirm", label: game.i18n.localize("REALMS.FirstRun.confirm"), icon: "fa-solid fa-check", default: true }],
    read: (form) => form.querySelector<HTMLInputElement>("input[name='ruleset']:checked")?.value ?? null,
  });
  if (typeof choice === "string" && getRuleset(choice)) await game.settings.set(SYSTEM_ID, RULESET_KEY, choice);
}
