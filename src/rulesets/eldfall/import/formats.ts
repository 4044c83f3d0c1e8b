/**
 * Eldfall's import formats, one file per deck or bestiary. Each is an import record spec (the JSON shape, and via
 * field paths the CSV columns) built from the document specs themselves, so a file is checked against exactly what
 * the data models accept; plus the cell notations a spreadsheet needs, the checks across fields (a Behavior's
 * Tier, names of Traits and Skills), and how a clean record becomes create data. Nothing here is box content.
 */
import { field, type FieldSpec, type ObjectSpec } from "../../../core/schema/spec";
import { recordsToCsv, splitList, type CellReader, type CellWriter, type RecordSource } from "../../../core/import/records";
import { csvLine } from "../../../core/import/csv";
import { issue, type ImportIssue } from "../../../core/import/issues";
import type { ImportFormat } from "../../../core/import/pipeline";
import { hostileSpec, spellSpec, upgradeSpec, SCHEMA_VERSION } from "../models/specs";
import { behaviorSpec, chaosSpec, eventSpec, synergySpec } from "../models/campaign-specs";
import { ROW_TAGS } from "../profile/rules/keys";
import { readEntry, type RuleKind } from "./names";
import { aiRowCell, readAiRow } from "./ai-row-cell";
import type { AiRowData } from "../models/campaign-specs";

type Fields = Readonly<Record<string, FieldSpec>>;
type Data = Record<string, unknown>;

const omit = (fields: Fields, keys: readonly string[]): Fields => Object.fromEntries(Object.entries(fields).filter(([k]) => !keys.includes(k)));
const pick = (fields: Fields, keys: readonly string[]): Fields => Object.fromEntries(keys.map((k) => [k, fields[k]!]));
const named = (fields: Fields) => field.obj({ name: field.name("", { blank: false }), img: field.str(""), ...fields });

export const FORMAT_IDS = ["hostiles", "upgrades", "spells", "chaos", "events", "synergies"] as const;
export type FormatId = (typeof FORMAT_IDS)[number];

export interface EldfallImportFormat extends ImportFormat {
  readonly id: FormatId;
  readonly documentName: "Actor" | "Item" | "Card";
}

/* Cell notations shared by the item tables. */
const readRowTraits: CellReader = (cell) => {
  const out = [];
  for (const part of splitList(cell)) {
    const e = readEntry("rowTrait", part);
    if (!e) return { error: "REALMS.Eldfall.Import.UnknownName", data: { kind: "Trait", name: part } };
    out.push({ key: e.key, level: e.level, x: e.x });
  }
  return { value: out };
};
const fold = (s: string) => s.replace(/[^a-z]/gi, "").toLowerCase();
const readTags: CellReader = (cell) => {
  const out = [];
  for (const part of splitList(cell)) {
    const tag = ROW_TAGS.find((t) => fold(t) === fold(part));
    if (!tag) return { error: "REALMS.Eldfall.Import.UnknownName", data: { kind: "Tag", name: part } };
    out.push(tag);
  }
  return { value: out };
};
const TABLE_READERS = { "rows.*.traits": readRowTraits, "rows.*.tags": readTags };
const tableColumns = (n: number) => Array.from({ length: n }, (_, i) => ["label", "traits", "text", "pw", "rch", "stk", "tags"].map((c) => `rows.${i + 1}.${c}`)).flat();

/** Every record names itself; Behavior rows and rule names are checked by the formats that have them. */
const noCheck = () => [];

const system = (record: Data, drop: readonly string[] = ["name", "img"]) =>
  ({ schemaVersion: SCHEMA_VERSION, ...Object.fromEntries(Object.entries(record).filter(([k]) => !drop.includes(k))) });
const base = (record: Data, type: string) => ({ name: String(record.name).trim(), type, ...(record.img ? { img: record.img } : {}) });

/* Hostiles: the profile, its rule items by printed name, and its Behavior card as an embedded Item. */
const HOSTILE_FIELDS = ["tier", "boss", "bossModification", "size", "attributes", "inventory", "spellcraft", "special", "carries", "notes"];
const behaviorRecord = field.obj({ name: field.name(""), ...omit(behaviorSpec.fields, ["schemaVersion"]) });
const RULE_LISTS: readonly { field: string; kind: RuleKind; type: string; max: number }[] = [
  { field: "classes", kind: "class", type: "eldfallClass", max: 6 },
  { field: "traits", kind: "trait", type: "eldfallTrait", max: 40 },
  { field: "skills", kind: "skill", type: "eldfallSkill", max: 40 },
  { field: "combatArts", kind: "combatArt", type: "eldfallCombatArt", max: 4 },
];
const hostileRecord = named({
  ...pick(hostileSpec.fields, HOSTILE_FIELDS),
  ...Object.fromEntries(RULE_LISTS.map((l) => [l.field, field.arr(field.str(""), [], { max: l.max })])),
  behavior: behaviorRecord,
});

const get = (o: unknown, path: string) => path.split(".").reduce<unknown>((n, k) => (n as Data | undefined)?.[k], o);

function checkHostile(s: RecordSource): ImportIssue[] {
  const out: ImportIssue[] = [];
  for (const list of RULE_LISTS) {
    ((s.record[list.field] as string[] | undefined) ?? []).forEach((name, i) => {
      if (!readEntry(list.kind, name)) {
        const f = s.fieldName(`${list.field}.${i}`).replace(/\.\d+$/, "");
        out.push(issue(s.file, s.row, f, "REALMS.Eldfall.Import.UnknownName", { kind: list.kind, name }));
      }
    });
  }
  const tier = (s.record.tier as number | undefined) ?? 1;
  const bTier = get(s.record, "behavior.tier");
  if (typeof bTier === "number" && bTier !== tier) {
    out.push(issue(s.file, s.row, s.fieldName("behavior.tier"), "REALMS.Eldfall.Import.TierMismatch", { tier, behavior: bTier }));
  }
  return out;
}

function buildHostile(record: Data): Data {
  const profile = Object.fromEntries(Object.entries(record).filter(([k]) => HOSTILE_FIELDS.includes(k)));
  const hp = get(record, "attributes.hp");
  const items: Data[] = [];
  for (const list of RULE_LISTS) {
    for (const name of (record[list.field] as string[] | undefined) ?? []) {
      const e = readEntry(list.kind, name)!;
      items.push({ name: e.label, type: list.type, system: { schemaVersion: SCHEMA_VERSION, key: e.key, level: e.level, x: e.x } });
    }
  }
  const behavior = record.behavior as Data | undefined;
  if (behavior && Object.keys(behavior).length) {
    const { name, ...rest } = behavior;
    items.push({
      name: typeof name === "string" && name.trim() ? name.trim() : `${String(record.name).trim()}: Behavior`,
      type: "eldfallBehavior",
      system: { schemaVersion: SCHEMA_VERSION, ...rest, tier: (record.tier as number | undefined) ?? 1 },
    });
  }
  return { ...base(record, "eldfallHostile"), system: { schemaVersion: SCHEMA_VERSION, ...profile, health: { value: typeof hp === "number" ? hp : 0 } }, items };
}

const AI_COLUMNS = (n: number) => [
  ...Array.from({ length: n }, (_, i) => `behavior.active.movement.${i + 1}`),
  ...Array.from({ length: n }, (_, i) => `behavior.active.action.${i + 1}`),
  ...Array.from({ length: n }, (_, i) => `behavior.reactive.reaction.${i + 1}`),
];

const hostiles: EldfallImportFormat = {
  id: "hostiles", documentName: "Actor", type: "eldfallHostile", record: hostileRecord, required: ["name"],
  readers: { "behavior.active.movement.*": readAiRow, "behavior.active.action.*": readAiRow, "behavior.reactive.reaction.*": readAiRow },
  columns: [
    "name", "tier", "size", ...["sta", "spd", "arm", "hp", "off", "def", "acc", "int", "ag", "t", "m"].map((a) => `attributes.${a}`),
    "inventory", "classes", "traits", "skills", "combatArts", "special", "boss", "bossModification",
    "behavior.name", "behavior.tier", "behavior.targetPriority", "behavior.priorityText", "behavior.special", ...AI_COLUMNS(3),
  ],
  check: checkHostile, build: buildHostile,
};

const itemFormat = (id: FormatId, type: string, spec: ObjectSpec, drop: readonly string[], columns: readonly string[], readers: Readonly<Record<string, CellReader>> = {}): EldfallImportFormat => ({
  id, documentName: "Item", type, record: named(omit(spec.fields, ["schemaVersion", ...drop])), required: ["name"], readers, columns, check: noCheck,
  build: (record) => ({ ...base(record, type), system: system(record) }),
});

const cardFormat = (id: FormatId, type: string, spec: ObjectSpec, columns: readonly string[]): EldfallImportFormat => ({
  id, documentName: "Card", type, record: named(omit(spec.fields, ["schemaVersion"])), required: ["name", "number"], readers: {}, columns, check: noCheck,
  uniqueField: "number",
  build: (record) => ({ ...base(record, type), sort: (record.number as number) * 10, faces: [], system: system(record) }),
});

export const FORMATS: Readonly<Record<FormatId, EldfallImportFormat>> = {
  hostiles,
  upgrades: itemFormat("upgrades", "eldfallUpgrade", upgradeSpec, ["equipped"],
    ["name", "category", "rarity", "limits.hero", "limits.level", "quantity", "weight", ...tableColumns(2), "description"], TABLE_READERS),
  spells: itemFormat("spells", "eldfallSpell", spellSpec, [],
    ["name", "element", "spellType", "chart", "level", "manaCost", "continuous", "summons", ...tableColumns(1), "description"], TABLE_READERS),
  synergies: itemFormat("synergies", "eldfallSynergy", synergySpec, ["points", "unlocked", "assignedTo"],
    ["name", "unlockCost", "condition", "conditionKey", "effect", "description"]),
  chaos: cardFormat("chaos", "eldfallChaos", chaosSpec, ["name", "number", "kind", "effect", "dayEffect", "nightEffect", "weather.fx", "weather.environment"]),
  events: cardFormat("events", "eldfallEvent", eventSpec,
    ["name", "number", "kind", "text", "cancellation", ...[1, 2, 3].flatMap((i) => [`choices.${i}.label`, `choices.${i}.code`, `choices.${i}.effect`])]),
};

const ROMAN = ["", "", " II", " III", " IV", " V"];
const traitCell: CellWriter = (v) => (v as { key: string; level: number; x: string }[])
  .map((t) => `${t.key.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase())}${ROMAN[t.level] ?? ""}${t.x ? ` (${t.x})` : ""}`).join("; ");
const aiCell: CellWriter = (v) => aiRowCell(v as AiRowData);
const WRITERS: Readonly<Record<string, CellWriter>> = {
  "rows.*.traits": traitCell,
  "behavior.active.movement.*": aiCell, "behavior.active.action.*": aiCell, "behavior.reactive.reaction.*": aiCell,
};

/** Records (the JSON shape) as a CSV file of the format's columns: the templates and the fixtures use it. */
export const toCsv = (format: FormatId, records: readonly Record<string, unknown>[], columns: readonly string[] = FORMATS[format].columns) =>
  recordsToCsv(columns, records, WRITERS, csvLine);
