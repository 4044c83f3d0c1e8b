/**
 * Import records against a spec: CSV columns as field paths (numbered list entries), every error of every row with
 * file, row and column, JSON Schema from the same spec, and the all-or-nothing batch on the Foundry double.
 */
import { expect } from "chai";
import { resetWorld, world } from "../../support/foundry-double";
import { createCalls, installCreateDocuments, resetCreated, worldItems } from "../../support/double/create-documents";
import { field } from "../../../src/core/schema/spec";
import { parseCsv } from "../../support/csv-read";
import { csvRecords, jsonRecords, validateRecord } from "../../../src/core/import/records";
import { jsonSchemaOf } from "../../../src/core/import/json-schema";
import { createBatch, ImportRefused } from "../../../src/core/import/batch";
import { issue, issueText } from "../../../src/core/import/issues";
import { prepareImport, type ImportFormat } from "../../../src/core/import/pipeline";
import { translate, format as fmt } from "../../support/render";

const spec = field.obj({
  name: field.str("", { blank: false }),
  level: field.int(1, { min: 1, max: 3 }),
  weight: field.num(0, { integer: true, min: 0, max: 9, nullable: true }),
  kind: field.choice(["a", "b"] as const, "a"),
  flag: field.bool(false),
  tags: field.arr(field.choice(["x", "y"] as const, "x")),
  rows: field.arr(field.obj({ pw: field.str(""), n: field.int(0, { min: 0, max: 5 }) }), [], { max: 3 }),
});

describe("import: records against a spec", () => {
  it("turns CSV columns into a record: dotted paths, numbered list entries from 1, ';' lists, booleans, '/' as null", () => {
    const table = parseCsv("name,level,weight,flag,tags,rows.1.pw,rows.3.pw,rows.3.n\nA,2,/,yes,x; y,T,T+4,5\n");
    const { sources, issues } = csvRecords("f.csv", table, spec);
    expect(issues).to.deep.equal([]);
    expect(sources[0]!.record).to.deep.equal({ name: "A", level: 2, weight: null, flag: true, tags: ["x", "y"], rows: [{ pw: "T" }, { pw: "T+4", n: 5 }] });
    expect(sources[0]!.row).to.equal(2);
  });

  it("collects every error of every row, each with its row and column", () => {
    const table = parseCsv("name,level,kind,rows.2.n,bogus\n,x,c,9,1\nB,4,a,1,\n");
    const { sources, issues } = csvRecords("f.csv", table, spec);
    const all = [...issues, ...sources.flatMap((s) => validateRecord(spec, s, ["name"]))];
    const got = all.map((i) => [i.row, i.field, i.key]);
    expect(got).to.deep.include.members([
      [1, "bogus", "REALMS.Import.UnknownColumn"],
      [2, "name", "REALMS.Import.Errors.Required"],
      [2, "level", "REALMS.Import.Errors.NotANumber"],
      [2, "kind", "REALMS.Import.Errors.NotAChoice"],
      [2, "rows.1.n", "REALMS.Import.Errors.AboveMax"],
      [3, "level", "REALMS.Import.Errors.AboveMax"],
    ]);
    expect(got).to.have.length(6);
  });

  it("JSON: an array of objects; syntax errors, a non-array and non-object entries are issues", () => {
    expect(jsonRecords("f.json", "[{").issues[0]).to.include({ key: "REALMS.Import.JsonSyntax", row: 0 });
    expect(jsonRecords("f.json", "{}").issues[0]).to.include({ key: "REALMS.Import.JsonNotArray" });
    const r = jsonRecords("f.json", '[{"name":"A","extra":1}, 3]');
    expect(r.issues.map((i) => [i.row, i.key])).to.deep.equal([[2, "REALMS.Import.JsonNotObject"]]);
    expect(validateRecord(spec, r.sources[0]!).map((i) => [i.field, i.key])).to.deep.equal([["extra", "REALMS.Import.Errors.UnknownField"]]);
  });

  it("words an issue as a GM reads it: file, row, column, message", () => {
    const text = issueText(issue("up.csv", 7, "rows.1.pw", "REALMS.Import.Errors.AboveMax", { value: 12, max: 9 }), (k, d) => fmt(k, d));
    expect(text).to.equal("up.csv, row 7, rows.1.pw: 12 is above the maximum of 9.");
    expect(translate("REALMS.Import.Errors.Required")).to.equal("cannot be empty.");
  });

  it("generates a JSON Schema from the spec: types, ranges, enums, nullability, no extra properties", () => {
    const s = jsonSchemaOf(spec) as { properties: Record<string, Record<string, unknown>>; additionalProperties: boolean };
    expect(s.additionalProperties).to.equal(false);
    expect(s.properties.level).to.include({ type: "integer", minimum: 1, maximum: 3 });
    expect(s.properties.weight!.type).to.deep.equal(["integer", "null"]);
    expect(s.properties.kind!.enum).to.deep.equal(["a", "b"]);
    expect(s.properties.name).to.include({ minLength: 1 });
    expect((s.properties.rows!.items as { properties: object }).properties).to.have.keys("pw", "n");
  });
});

describe("import: all-or-nothing batch (Foundry double)", () => {
  before(installCreateDocuments);
  beforeEach(() => {
    resetWorld();
    resetCreated();
  });
  const fmtItems: ImportFormat = {
    id: "t", documentName: "Item", type: "eldfallSynergy", record: field.obj({ name: field.str("", { blank: false }), unlockCost: field.int(1, { min: 0, max: 99 }) }),
    required: ["name"], readers: {}, columns: ["name", "unlockCost"], check: () => [],
    build: (r) => ({ name: r.name, type: "eldfallSynergy", system: { unlockCost: r.unlockCost ?? 1 } }),
  };

  it("creates every row with one createDocuments call per document kind, into the folder", async () => {
    const p = prepareImport(fmtItems, { name: "s.csv", text: "name,unlockCost\nS1,2\nS2,3\n" });
    const result = await createBatch(p.groups, p.issues, { folder: "fold1" });
    expect(result.created).to.deep.equal({ Item: 2 });
    expect(createCalls).to.deep.equal([{ documentName: "Item", count: 2, pack: null }]);
    expect([...worldItems.values()].map((i) => [i.name, i.system.unlockCost, i._source.folder])).to.deep.equal([["S1", 2, "fold1"], ["S2", 3, "fold1"]]);
  });

  it("refuses the whole file when one row has an error: nothing is created", async () => {
    const p = prepareImport(fmtItems, { name: "s.csv", text: "name,unlockCost\nS1,2\nS2,-1\nS3,1\n" });
    expect(p.groups).to.deep.equal([]);
    let refused: unknown = null;
    await createBatch(p.groups, p.issues).catch((e: unknown) => { refused = e; });
    expect(refused).to.be.instanceOf(ImportRefused);
    expect(createCalls).to.deep.equal([]);
    expect(worldItems.size).to.equal(0);
  });

  it("undoes what it created when Foundry refuses a later group", async () => {
    const actorsBefore = world.actors.size;
    const groups = [
      { documentName: "Item" as const, data: [{ name: "S1", type: "eldfallSynergy", system: {} }] },
      { documentName: "Actor" as const, data: [{ name: "H", type: "eldfallHostile", system: { tier: 99 } }] },
    ];
    let failed = false;
    await createBatch(groups, []).catch(() => { failed = true; });
    expect(failed).to.equal(true);
    expect(worldItems.size).to.equal(0);
    expect(world.actors.size).to.equal(actorsBefore);
  });
});
