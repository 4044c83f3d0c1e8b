import { allRulesets, getRuleset } from "./registry";
import type { Ruleset } from "./ruleset";
import "./foundry-config";

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
  const options = allRulesets()
    .map((r) => `<label class="realms-choice"><input type="radio" name="ruleset" value="${r.id}"> ${game.i18n.localize(r.label)}</label>`)
    .join("");
  const config: foundry.applications.api.DialogV2.PromptConfig = {
    window: { title: "REALMS.FirstRun.title" },
    content: `<p>${game.i18n.localize("REALMS.FirstRun.text")}</p><div class="realms-choices">${options}</div>`,
    ok: {
      label: "REALMS.FirstRun.confirm",
      callback: (_event, button) => (button.form?.elements.namedItem("ruleset") as RadioNodeList | null)?.value ?? "",
    },
    rejectClose: false,
  };
  const choice: unknown = await foundry.applications.api.DialogV2.prompt(config);
  if (typeof choice === "string" && getRuleset(choice)) {
    await game.settings.set(SYSTEM_ID, RULESET_KEY, choice);
    foundry.utils.debouncedReload();
  }
}
