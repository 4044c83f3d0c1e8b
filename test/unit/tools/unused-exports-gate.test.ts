/**
 * The unused-exports gate (`npm run lint:unused`, knip --production): it runs in `npm test`, its allowlist stays
 * short and explained, and nothing in src/ slips past it by a JSDoc tag knip honours (@public, @internal, @beta,
 * @alias make knip skip an export).
 */
import { expect } from "chai";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const CONFIG = "knip.jsonc";
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));

/** The allowlist's entries, each with the comment lines right above it (JSONC: `// …` lines). */
function allowlist(text: string): { file: string; reason: string }[] {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => l.includes('"ignoreIssues"'));
  expect(start, "knip.jsonc has an ignoreIssues allowlist").to.be.greaterThan(-1);
  const out: { file: string; reason: string }[] = [];
  let reason: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const t = line.trim();
    if (t.startsWith("}")) break;
    if (t.startsWith("//")) reason.push(t.slice(2).trim());
    else if (t.startsWith('"')) {
      out.push({ file: t.slice(1, t.indexOf('"', 1)), reason: reason.join(" ") });
      reason = [];
    }
  }
  return out;
}

describe("the unused-exports gate (knip --production)", () => {
  const text = readFileSync(CONFIG, "utf8");
  const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;

  it("npm test runs it right after the layer check, in production mode", () => {
    expect(scripts["lint:unused"]).to.equal("knip --production");
    expect(scripts.test).to.contain("npm run lint:deps && npm run lint:unused &&");
  });

  it("one config file; tests and tools are entries but not production ones; src/realms.ts and the Quench batches are", () => {
    for (const other of ["knip.json", "knip.ts", ".knip.json", ".knip.jsonc", "knip.config.ts"]) expect(readdirSync(".")).not.to.include(other);
    expect(text).to.contain('"src/realms.ts!"').and.to.contain('"src/quench/**/*.ts!"').and.to.contain('"test/**/*.ts"').and.to.contain('"src/**/*.ts!"');
  });

  it("the allowlist has at most 10 entries, each a file (no glob) with its reason in a comment above it", () => {
    const entries = allowlist(text);
    expect(entries.length).to.be.at.most(10);
    for (const e of entries) {
      expect(e.file, "no globs").not.to.match(/[*?{[]/);
      expect(e.reason.length, `${e.file} says why`).to.be.greaterThan(10);
    }
  });

  it("no export in src/ carries a tag that makes knip skip it", () => {
    const tagged = filesUnder("src").filter((f) => /@(public|internal|beta|alias)\b/.test(readFileSync(f, "utf8")));
    expect(tagged).to.deep.equal([]);
  });
});
