/**
 * Internal rule ids (M110, A48, T12, I20, P3 of the design digest) belong on the "Rules interpretations" journal page
 * only: no Eldfall text a user reads elsewhere (lang strings, templates, the other pack documents) names one.
 */
import { expect } from "chai";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { loadSources } from "../../../tools/pack-check";

/** "(M110, validated)", "(A48)", "interpretation P3": an id in parentheses, or named as an interpretation. */
const RULE_ID = [/\((?:[MATIP]\d+)(?:, [^)]*)?\)/, /\binterpretations? [MATIP]\d+\b/i];
const offending = (text: string) => RULE_ID.some((re) => re.test(text));

function strings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}.${i}`, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}
const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

describe("Eldfall text a user reads names no internal rule id", () => {
  it("the pattern catches what the issue quotes and spares ordinary text", () => {
    expect(["(M110, validated)", "(A48)", "(M72)", "(interpretation P3)"].map(offending)).to.deep.equal([true, true, true, true]);
    expect(["Menacing (II)", "(Difficult)", "Tier (I)", "E10-1", "T+4"].map(offending)).to.deep.equal([false, false, false, false, false]);
  });

  it("no Eldfall lang string", () => {
    const bad = readdirSync("lang/en").filter((f) => f.startsWith("eldfall")).flatMap((f) => strings(JSON.parse(readFileSync(`lang/en/${f}`, "utf8")), f)).filter(([, s]) => offending(s));
    expect(bad).to.deep.equal([]);
  });

  it("no Eldfall template", () => {
    const bad = files("templates/eldfall").filter((f) => f.endsWith(".hbs") && offending(readFileSync(f, "utf8")));
    expect(bad).to.deep.equal([]);
  });

  it("no Eldfall pack document outside the rules journal", () => {
    const bad = loadSources(".").sources.filter((s) => s.pack.name.startsWith("eldfall-") && s.pack.name !== "eldfall-rules")
      .flatMap((s) => strings(s.doc, s.file)).filter(([path, text]) => !/\._id$|\._key$|\.folder$/.test(path) && offending(text));
    expect(bad).to.deep.equal([]);
  });
});
