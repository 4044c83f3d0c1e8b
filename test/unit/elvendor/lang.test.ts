import { expect } from "chai";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { translate } from "../../support/render";
import { lang } from "../../support/lang";
import { ACTION_CARDS } from "../../../src/rulesets/elvendor/actions/rules/actions";
import { ELVENDOR_OPTION_DESCRIPTORS } from "../../../src/rulesets/elvendor/options/rules/options";
import { ABILITY_KINDS, BEHAVIOR_STEPS, CONDITION_IDS, ELVENDOR_ACTOR_SPECS, ELVENDOR_ITEM_SPECS, RARITIES, TIERS } from "../../../src/rulesets/elvendor/models/specs";
import { ELVENDOR_PHASES } from "../../../src/rulesets/elvendor/config";

const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
  const p = join(dir, f);
  return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
});

describe("translations", () => {
  it("every literal REALMS.* key in the source exists in the lang/en files", () => {
    const keys = new Set<string>();
    for (const f of files("src")) for (const [, k] of readFileSync(f, "utf8").matchAll(/["'`](REALMS\.[A-Za-z0-9.]+[A-Za-z0-9])["'`]/g)) keys.add(k!);
    // Prefixes handed to label builders ("REALMS.Elvendor.Tier" + ".minor") are groups, not strings.
    const node = (k: string) => k.split(".").reduce<unknown>((n, p) => (n && typeof n === "object" ? (n as Record<string, unknown>)[p] : undefined), lang);
    const missing = [...keys].filter((k) => node(k) === undefined);
    expect(missing).to.deep.equal([]);
  });

  it("every key built from ids exists", () => {
    const keys = [
      ...CONDITION_IDS.flatMap((id) => [`REALMS.Elvendor.Condition.${id}.name`, `REALMS.Elvendor.Condition.${id}.tooltip`]),
      ...ACTION_CARDS.map((a) => `REALMS.Elvendor.Action.${a.id}`),
      ...ELVENDOR_OPTION_DESCRIPTORS.flatMap((d) => [`REALMS.Elvendor.Settings.${d.key}.name`, `REALMS.Elvendor.Settings.${d.key}.hint`]),
      ...["sunset", "night", "fog", "rain", "windWith", "windAgainst", "situational"].map((m) => `REALMS.Elvendor.Modifier.${m}`),
      ...TIERS.map((t) => `REALMS.Elvendor.Tier.${t}`), ...ABILITY_KINDS.map((k) => `REALMS.Elvendor.AbilityKind.${k}`),
      ...RARITIES.map((r) => `REALMS.Elvendor.Rarity.${r}`), ...BEHAVIOR_STEPS.map((b) => `REALMS.Elvendor.Behavior.${b}`),
      ...["sunrise", "day", "sunset", "night"].map((t) => `REALMS.Elvendor.Time.${t}`), ...["clear", "fog", "rain"].map((s) => `REALMS.Elvendor.Sky.${s}`),
      ...["normal", "hard", "heroic"].map((d) => `REALMS.Elvendor.Difficulty.${d}`), ...["pending", "trapped", "unconscious", "petrified"].map((l) => `REALMS.Elvendor.Loss.${l}`),
      ...["applied", "refreshed", "stacked", "escalated", "expired", "ended", "ignored.cap", "ignored.duplicate", "ignored.immune"].map((n) => `REALMS.Elvendor.Notice.${n}`),
      ...["proposed", "executed", "skipped"].map((s) => `REALMS.Elvendor.Plan.status.${s}`), ...["noTarget", "blocked"].map((s) => `REALMS.Elvendor.Plan.${s}`),
      ...ELVENDOR_PHASES.map((p) => p.label),
      ...Object.keys(ELVENDOR_ACTOR_SPECS).map((t) => `TYPES.Actor.${t}`), ...Object.keys(ELVENDOR_ITEM_SPECS).map((t) => `TYPES.Item.${t}`),
    ];
    const missing = keys.filter((k) => { try { translate(k); return false; } catch { return true; } });
    expect(missing).to.deep.equal([]);
  });
});
