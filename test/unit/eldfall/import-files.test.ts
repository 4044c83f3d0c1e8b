/**
 * The repository's import files: the committed JSON Schemas and templates are exactly what the specs generate
 * (`npx tsx tools/import-files.ts` rewrites them), every template imports clean, and its JSON and CSV forms create
 * the same documents.
 */
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { importFiles } from "../../../src/rulesets/eldfall/import/templates";
import { FORMAT_IDS, FORMATS } from "../../../src/rulesets/eldfall/import/formats";
import { prepareImport } from "../../../src/core/import/pipeline";
import { clean } from "../../support/double/source-data";
import { ELDFALL_ACTOR_SPECS, ELDFALL_ITEM_SPECS } from "../../../src/rulesets/eldfall/models/specs";
import { ELDFALL_CARD_SPECS } from "../../../src/rulesets/eldfall/models/campaign-specs";
import type { ObjectSpec } from "../../../src/core/schema/spec";

const SPECS = { ...ELDFALL_ACTOR_SPECS, ...ELDFALL_ITEM_SPECS, ...ELDFALL_CARD_SPECS } as Record<string, ObjectSpec>;
const stored = (type: string, system: object) => clean(SPECS[type]!, structuredClone(system), false);

describe("eldfall import: schema and template files", () => {
  it("the committed schemas and templates equal the generated ones (run tools/import-files.ts after changing a spec)", () => {
    for (const [path, text] of Object.entries(importFiles())) expect(readFileSync(path, "utf8"), path).to.equal(text);
  });

  for (const id of FORMAT_IDS) {
    it(`${id}: both templates import clean and build the same documents`, () => {
      const json = prepareImport(FORMATS[id], { name: `${id}.json`, text: readFileSync(`import-templates/eldfall/${id}.json`, "utf8") });
      const csv = prepareImport(FORMATS[id], { name: `${id}.csv`, text: readFileSync(`import-templates/eldfall/${id}.csv`, "utf8") });
      expect(json.issues, "json").to.deep.equal([]);
      expect(csv.issues, "csv").to.deep.equal([]);
      expect(json.rows).to.equal(2);
      // Compare as the data model stores them: a blank CSV cell and an explicit default are the same document.
      const docs = (p: typeof json) => p.groups[0]!.data.map((d) => {
        const { system, items, ...rest } = d as { system: object; items?: { type: string; system: object }[] };
        return { ...rest, system: stored(FORMATS[id].type, system), items: (items ?? []).map((i) => stored(i.type, i.system)) };
      });
      expect(docs(csv)).to.deep.equal(docs(json));
    });
  }

  it("a schema says what a record may hold: required name, no unknown fields, the spec's choices and ranges", () => {
    const schema = JSON.parse(readFileSync("schemas/eldfall/upgrades.schema.json", "utf8")) as { type: string; items: { required: string[]; additionalProperties: boolean; properties: Record<string, { enum?: string[] }> } };
    expect(schema.type).to.equal("array");
    expect(schema.items.required).to.deep.equal(["name"]);
    expect(schema.items.additionalProperties).to.equal(false);
    expect(schema.items.properties.category!.enum).to.deep.equal(["weapon", "shield", "accessory", "consumable"]);
  });
});
