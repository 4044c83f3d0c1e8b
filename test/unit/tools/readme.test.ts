/**
 * The README a GM reads first: installing at the top, short, its pictures real, the URLs the release build writes,
 * the pack names as the compendium shows them; and the same first session inside Foundry, a "Start here" entry at the
 * head of each ruleset's rules pack.
 */
import { expect } from "chai";
import { existsSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { releaseManifest, type SystemManifest } from "../../../tools/release";
import { loadSources, systemPacks } from "../../../tools/pack-check";
import { galleryEntries } from "../../support/fixtures";

const README = readFileSync("README.md", "utf8");
const LINES = README.split("\n");
const manifest = JSON.parse(readFileSync("system.json", "utf8")) as SystemManifest & { compatibility: { minimum: string; verified: string } };
const LABELS = systemPacks(".").map((p) => p.label!);
/** "Elvendor: Action Cards" → "Elvendor:": what a pack label of each ruleset starts with. */
const PREFIXES = [...new Set(LABELS.map((l) => l.slice(0, l.indexOf(":") + 1)))];
const RULES_PACKS = ["elvendor-rules", "elf-rules", "aedelore-rules", "eldfall-rules", "twod6-rules"];

/** Text in *…* or <em>…</em> that starts like a pack label ("Eldfall: Decks"): it must be one. */
function packNamesIn(text: string): string[] {
  const emphasised = [...text.matchAll(/(?<![*\w])\*(?=\S)([^*]+?)(?<=\S)\*(?![*\w])|<em>([^<]+)<\/em>/g)].map((m) => (m[1] ?? m[2]!).replace(/\s+/g, " "));
  return emphasised.filter((t) => PREFIXES.some((p) => t.startsWith(p)));
}

describe("README", () => {
  it("starts with an Install section within its first 15 lines and stays under 300 lines", () => {
    const firstSection = LINES.findIndex((l) => l.startsWith("## "));
    expect(LINES[firstSection]).to.equal("## Install");
    expect(firstSection).to.be.below(15);
    expect(LINES.length).to.be.below(300);
  });

  it("Install names the Foundry versions system.json declares and the manifest and zip URLs a release build writes", () => {
    const install = README.slice(README.indexOf("## Install"), README.indexOf("\n## ", README.indexOf("## Install") + 1));
    expect(install).to.contain(`v${manifest.compatibility.minimum}`).and.to.contain(`v${manifest.compatibility.verified}`);
    const page = "https://example.invalid/realms";
    const release = releaseManifest(manifest, "0.0.0", { REALMS_RELEASE_TAG: "v1.2.3", REALMS_RELEASE_URL: page });
    expect(install).to.contain(release.manifest!.replace(page, "<project page>"));
    expect(install).to.contain(release.download!.replace(page, "<project page>").replace("v1.2.3", "<tag>"));
    expect(install).to.contain("Configure Settings → Realms → Ruleset");
  });

  it("every picture is a screenshot in docs/screenshots or an entry of the gallery that writes them", () => {
    const gallery = new Set(galleryEntries().map((e) => e.id));
    const images = [...README.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]!);
    expect(images.length).to.be.greaterThan(5);
    for (const src of images) {
      expect(src, src).to.match(/^docs\/screenshots\/[\w-]+\.png$/);
      expect(existsSync(src) || gallery.has(basename(src, ".png")), src).to.equal(true);
    }
  });

  it("every linked document exists, and the two setup commands stay", () => {
    for (const [, target] of README.matchAll(/\]\(((?:docs\/)?[\w./-]+\.md)\)/g)) expect(existsSync(target!), target).to.equal(true);
    expect(README).to.contain("npm ci && npm run build").and.to.contain("npm ci && npm test");
  });

  it("every pack it names is a pack label of system.json", () => {
    const named = packNamesIn(README);
    expect(named.length).to.be.greaterThan(15);
    expect(named.filter((n) => !LABELS.includes(n))).to.deep.equal([]);
  });
});

describe("each rules pack opens with Start here", () => {
  const { sources } = loadSources(".");
  type Journal = { name: string; sort?: number; pages: { name: string; sort?: number; text: { content: string } }[] };
  /** Foundry's manual order: by `sort`, then by name. */
  const bySort = <T extends { name: string; sort?: number }>(docs: T[]) =>
    [...docs].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.name.localeCompare(b.name));

  for (const pack of RULES_PACKS) {
    it(`${pack}: the first entry is "Start here", whose first page names real packs`, () => {
      const journals = sources.filter((s) => s.pack.name === pack).map((s) => s.doc as unknown as Journal);
      expect(journals.length).to.be.greaterThan(1);
      const [first] = bySort(journals);
      expect(first!.name).to.equal("Start here");
      const [page] = bySort(first!.pages);
      expect(page!.name).to.equal("Start here");
      const named = packNamesIn(page!.text.content);
      expect(named.length, "it names the packs to import").to.be.greaterThan(0);
      expect(named.filter((n) => !LABELS.includes(n))).to.deep.equal([]);
      expect(page!.text.content).to.contain("Configure Settings → Realms → Ruleset");
    });
  }
});
