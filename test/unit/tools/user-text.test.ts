/**
 * Internal rule ids (the design digest's M110, A48, the packs' P3, the 2D6 readings' I20, the engine's S1…) are for
 * developers and the "Rules interpretations" journal pages. A player or GM reads lang/en, the templates and the pack
 * documents: none of those may show one.
 */
import { expect } from "chai";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadSources } from "../../../tools/pack-check";

const RULE_ID = /\bP2-[a-z]+-\d+\b|\b(?:AS|PR|[MATISPR])\d{1,3}\b/g;
const INTERPRETATIONS = "Rules interpretations";

/** Markup is not read: tags (SVG path data such as d="M50 30"), Handlebars expressions and @UUID targets. */
const readable = (text: string) => text.replace(/<[^>]*>/g, " ").replace(/\{\{[^}]*\}\}/g, " ").replace(/@UUID\[[^\]]*\]/g, " ");

const idsIn = (text: string) => readable(text).match(RULE_ID) ?? [];

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name), ending) : e.name.endsWith(ending) ? [join(dir, e.name)] : []);
}

/** Every string of a document with its path, leaving out the interpretations pages. */
function strings(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (record.name === INTERPRETATIONS && "text" in record) return out;
    for (const [k, v] of Object.entries(record)) strings(v, `${path}.${k}`, out);
  }
  return out;
}

describe("no internal rule ids in what a user reads", () => {
  it("the pattern finds the ids the issue names and leaves dice, markup and Secret Log codes alone", () => {
    expect(idsIn("Custom hero points (M110, validated); read as Mage (A48); share their Tier (M72); T12, I20, S1, AS1, P2-spawn-8"))
      .to.deep.equal(["M110", "A48", "M72", "T12", "I20", "S1", "AS1", "P2-spawn-8"]);
    expect(idsIn(`Roll a D6, a D12 or 2D6 (+{{gain}}D10); code E10-1 <path d="M50 30 a20 20"></path> M 12, T+4`)).to.deep.equal([]);
  });

  it("lang/en: no string shows one", () => {
    const found = filesUnder("lang/en", ".json").flatMap((file) =>
      strings(JSON.parse(readFileSync(file, "utf8")), file, []).flatMap(([path, text]) => idsIn(text).map((id) => `${path}: ${id}`)));
    expect(found).to.deep.equal([]);
  });

  it("templates: no text shows one", () => {
    const found = filesUnder("templates", ".hbs").flatMap((file) => idsIn(readFileSync(file, "utf8")).map((id) => `${file}: ${id}`));
    expect(found).to.deep.equal([]);
  });

  it("packs: no document shows one outside the Rules interpretations pages, which keep theirs", () => {
    const { sources } = loadSources(".");
    const found = sources.flatMap(({ file, doc }) => strings(doc, file, []).flatMap(([path, text]) => idsIn(text).map((id) => `${path}: ${id}`)));
    expect(found).to.deep.equal([]);
    const interpretations = sources.flatMap(({ doc }) => ((doc.pages ?? []) as { name: string; text?: { content?: string } }[])
      .filter((p) => p.name === INTERPRETATIONS).map((p) => p.text?.content ?? ""));
    expect(interpretations.length, "one interpretations page per rules journal").to.equal(5);
    expect(interpretations.some((html) => (html.match(RULE_ID) ?? []).length > 0), "the interpretations pages are where the ids live").to.equal(true);
  });
});
