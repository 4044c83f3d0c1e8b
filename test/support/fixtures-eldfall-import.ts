/**
 * Box-scale import fixtures, generated (never game content): "Test Hostile 07", "Chaos 12", "Test Upgrade 042".
 * Every value is a function of the index, so the files are the same on every run; keys come from rules/keys.ts.
 */
import { AI_CONDITIONS, CHAOS_KINDS, CLASSES, ENVIRONMENTS, RARITIES, SIZES, SKILLS, TRAITS, UPGRADE_CATEGORIES } from "../../src/rulesets/eldfall/profile/rules/keys";
import { FORMATS, FORMAT_IDS, toCsv } from "../../src/rulesets/eldfall/import/formats";
import { prepareImport } from "../../src/core/import/pipeline";
import { importDialogContext } from "../../src/core/apps/import-dialog-model";
import { format, translate } from "./render";

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const label = (key: string) => key.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase());
const ROMAN = ["", "I", "II", "III"];

export function chaosCards(count = 60): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = CHAOS_KINDS[i % CHAOS_KINDS.length]!;
    return {
      name: `Chaos ${pad(i + 1)}`, number: i + 1, kind,
      effect: kind === "dayNight" ? "" : `Synthetic effect ${i + 1}.`,
      ...(kind === "dayNight" ? { dayEffect: `Synthetic day ${i + 1}.`, nightEffect: `Synthetic night ${i + 1}.` } : {}),
      ...(kind === "weather" ? { weather: { fx: "rain", environment: ENVIRONMENTS[i % ENVIRONMENTS.length] } } : {}),
    };
  });
}

export function hostiles(count = 40): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => {
    const tier = 1 + (i % 3);
    const row = (text: string, behavior: string, key: string, n: number | null) =>
      ({ conditions: key === "always" ? [] : [{ key, n, attack: "any", state: "", negate: false }], any: false, behavior, target: "priority", n: null, text });
    return {
      name: `Test Hostile ${pad(i + 1)}`, tier, size: SIZES[i % 4],
      attributes: { sta: 1 + (i % 3), spd: 2 + (i % 4), arm: i % 5, hp: 1 + (i % 6), off: 8 + (i % 7), def: 8 + (i % 6), acc: 7 + (i % 8), int: 6 + (i % 9), ag: 9 + (i % 5), t: 10 + (i % 4), m: 8 + (i % 7) },
      inventory: 5 + (i % 6),
      classes: [label(CLASSES[i % CLASSES.length]!).toUpperCase()],
      traits: [`${label(TRAITS[i % TRAITS.length]!)}${i % 2 ? ` ${ROMAN[1 + (i % 3)]}` : ""}`],
      skills: [label(SKILLS[i % SKILLS.length]!)],
      behavior: {
        tier, targetPriority: i % 2 ? "closest" : "lowestHp", special: "",
        active: {
          movement: [row(`Synthetic movement ${i + 1}a`, "walkInto", "enemyWithin", 2), row(`Synthetic movement ${i + 1}b`, "walkToward", "always", null)],
          action: [row(`Synthetic action ${i + 1}`, "meleeAttack", "enemySameSpace", null)],
        },
        reactive: { reaction: [row(`Synthetic reaction ${i + 1}`, i % 2 ? "dodge" : "meleeAttack", AI_CONDITIONS[(i % 4) + 1]!, null)] },
      },
    };
  });
}

export function upgrades(count = 120): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Test Upgrade ${pad(i + 1, 3)}`,
    category: UPGRADE_CATEGORIES[i % UPGRADE_CATEGORIES.length], rarity: RARITIES[i % RARITIES.length],
    quantity: i % 7 === 0 ? null : 1 + (i % 3), weight: i % 7 === 0 ? null : i % 4,
    rows: [{ label: "", traits: i % 3 ? [{ key: TRAITS[i % TRAITS.length], level: 1 + (i % 2), x: "" }] : [], text: `Synthetic row ${i + 1}.`, pw: i % 2 ? "T+1" : String(8 + (i % 5)), rch: i % 3 ? "1" : "❖", stk: i % 2 ? "STA" : "1", tags: i % 2 ? ["melee"] : ["ranged"] }],
  }));
}

export const asJson = (records: readonly unknown[]) => JSON.stringify(records, null, 2);
export const chaosCsv = (n?: number) => toCsv("chaos", chaosCards(n));
export const hostilesCsv = (n?: number) => toCsv("hostiles", hostiles(n));
export const upgradesCsv = (n?: number) => toCsv("upgrades", upgrades(n));

/** The importer window after checking an upgrades file with four bad rows (gallery, templates test, screenshot). */
export function importDialogErrorsContext(): Record<string, unknown> {
  const rows: Record<string, unknown>[] = upgrades(6);
  rows[1]!.quantity = "two";
  rows[2]!.weight = 500;
  rows[4]!.category = "armour";
  rows[5]!.name = rows[0]!.name;
  const text = toCsv("upgrades", rows);
  const prepared = prepareImport(FORMATS.upgrades, { name: "upgrades.csv", text });
  const spec = {
    title: "Import", formats: [...FORMAT_IDS, "paste"].map((id) => ({ id, label: `REALMS.Eldfall.Import.Formats.${id}` })),
    targets: () => [{ id: "world", label: translate("REALMS.Import.Dialog.world") }], check: async () => prepared, run: async () => 0,
  };
  const request = { format: "upgrades", kind: "", fileName: "upgrades.csv", text, target: "world" };
  return importDialogContext(spec, { request, preview: prepared, checked: request }, (k, d) => (d ? format(k, d) : translate(k)));
}

export const eldfallImportGalleryEntries = () => [
  { id: "import-dialog-errors", title: "Importer: a file with errors (Import disabled)", kind: "dialog" as const, template: "templates/core/import-dialog.hbs",
    parts: ["templates/core/import-dialog-footer.hbs"], context: importDialogErrorsContext() },
];
