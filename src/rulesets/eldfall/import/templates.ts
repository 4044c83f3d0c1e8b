/**
 * What the repository ships for each format: a JSON Schema (schemas/eldfall/<format>.schema.json) generated from
 * the import record spec, and template files (import-templates/eldfall/<format>.json|csv) with two obviously
 * synthetic rows that show every notation. `tools/import-files.ts` writes them; a test checks the committed
 * files equal these.
 */
import { importFileSchema } from "../../../core/import/json-schema";
import { FORMATS, FORMAT_IDS, toCsv, type FormatId } from "./formats";

const row = (conditions: { key: string; n?: number | null; state?: string }[], behavior: string, text: string, target = "priority", any = false) => ({
  conditions: conditions.map((c) => ({ key: c.key, n: c.n ?? null, attack: "any", state: c.state ?? "", negate: false })), any, behavior, target, n: null, text,
});

/** Two rows per format; names say they are examples, effects say "Example". */
export const TEMPLATE_ROWS: Readonly<Record<FormatId, readonly Record<string, unknown>[]>> = {
  hostiles: [
    {
      name: "Example Hostile A", tier: 1, size: "medium",
      attributes: { sta: 2, spd: 3, arm: 1, hp: 3, off: 10, def: 10, acc: 8, int: 8, ag: 10, t: 10, m: 9 },
      inventory: 6, classes: ["Warrior"], traits: ["Survival (Difficult)"], skills: ["Stealth II"], combatArts: [],
      special: "", boss: false, bossModification: "",
      behavior: {
        name: "Example Behavior A", tier: 1, targetPriority: "closest", priorityText: "", special: "",
        active: {
          movement: [row([{ key: "enemyWithin", n: 2 }], "walkInto", "Example movement 1.", "closest"), row([], "walkToward", "Example movement 2.", "closest")],
          action: [row([{ key: "enemySameSpace" }], "meleeAttack", "Example action 1.")],
        },
        reactive: { reaction: [row([{ key: "activatedSameSpace" }, { key: "activatedInLos" }], "meleeAttack", "Example reaction 1.", "activated")] },
      },
    },
    {
      name: "Example Hostile B", tier: 2, size: "large",
      attributes: { sta: 3, spd: 2, arm: 2, hp: 5, off: 11, def: 9, acc: 7, int: 6, ag: 8, t: 12, m: 11 },
      inventory: null, classes: ["Creature"], traits: ["Poison I"], skills: [], combatArts: [], special: "", boss: true, bossModification: "Example modification.",
      behavior: { tier: 2, targetPriority: "lowestHp", active: { movement: [row([], "idle", "")], action: [row([{ key: "targetState", state: "bleeding" }], "nothing", "Example action.")] } },
    },
  ],
  upgrades: [
    {
      name: "Example Upgrade A", category: "weapon", rarity: "common", limits: { hero: "", level: null }, quantity: 1, weight: 2,
      rows: [{ label: "", traits: [{ key: "sweep", level: 1, x: "" }, { key: "knockback", level: 1, x: "1" }], text: "Example effect.", pw: "T+1", rch: "1", stk: "STA", tags: ["melee", "twoHanded"] }],
      description: "",
    },
    { name: "Example Upgrade B", category: "consumable", rarity: "superior", limits: { hero: "Example Hero", level: 2 }, quantity: null, weight: null, rows: [], description: "Example lore." },
  ],
  spells: [
    { name: "Example Spell A", element: "Example", spellType: "sorcery", chart: "Example Chart", level: 1, manaCost: 2, continuous: false, summons: "", rows: [{ label: "", traits: [{ key: "burn", level: 1, x: "" }], text: "", pw: "12", rch: "Casting Aura", stk: "1", tags: ["spell"] }] },
    { name: "Example Spell B", element: "Example", spellType: "enchantment", chart: "Example Chart", level: 2, manaCost: null, continuous: true, summons: "", rows: [{ label: "", traits: [], text: "Example effect.", pw: "☆", rch: "❖", stk: "", tags: ["spell"] }] },
  ],
  chaos: [
    { name: "Example Chaos 1", number: 1, kind: "weather", effect: "Example weather effect.", dayEffect: "", nightEffect: "", weather: { fx: "rain", environment: "hazy" } },
    { name: "Example Chaos 2", number: 2, kind: "dayNight", effect: "", dayEffect: "Example day effect.", nightEffect: "Example night effect.", weather: { fx: "", environment: "" } },
  ],
  events: [
    { name: "Example Event 1", number: 1, kind: "story", text: "Example text.", cancellation: "", choices: [{ label: "Example choice A", code: "X1-1", effect: "Example." }, { label: "Example choice B", code: "X1-2", effect: "" }] },
    { name: "Example Event 2", number: 2, kind: "location", text: "Example text.", cancellation: "Example condition.", choices: [] },
  ],
  synergies: [
    { name: "Example Synergy A", unlockCost: 3, condition: "Example condition.", conditionKey: "", effect: "Example effect.", description: "" },
    { name: "Example Synergy B", unlockCost: 5, condition: "Example condition.", conditionKey: "", effect: "Example effect.", description: "" },
  ],
};

const TITLES: Readonly<Record<FormatId, string>> = {
  hostiles: "Eldfall hostiles (profile + Behavior card)", upgrades: "Eldfall Upgrade cards", spells: "Eldfall spells",
  chaos: "Eldfall Chaos cards", events: "Eldfall Event cards", synergies: "Eldfall Synergy cards",
};

/** Path → file text, for every format: the schema and the two templates. */
export function importFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const id of FORMAT_IDS) {
    const f = FORMATS[id];
    const schema = importFileSchema(`https://realms.invalid/schemas/eldfall/${id}.schema.json`, TITLES[id], f.record, f.required);
    out[`schemas/eldfall/${id}.schema.json`] = `${JSON.stringify(schema, null, 2)}\n`;
    out[`import-templates/eldfall/${id}.json`] = `${JSON.stringify(TEMPLATE_ROWS[id], null, 2)}\n`;
    out[`import-templates/eldfall/${id}.csv`] = toCsv(id, TEMPLATE_ROWS[id]);
  }
  return out;
}
