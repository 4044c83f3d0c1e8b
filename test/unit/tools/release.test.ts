import { expect } from "chai";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { installProblems, releaseManifest, type SystemManifest } from "../../../tools/release";
import { readZip, zipDirectory } from "../../../tools/zip";
import { buildPacks } from "../../../tools/packs";

const source = JSON.parse(readFileSync("system.json", "utf8")) as SystemManifest;
const PAGE = "https://example.invalid/realms-dev/realms";
const release = { REALMS_RELEASE_TAG: "v0.2.0", REALMS_RELEASE_URL: `${PAGE}/` };

describe("release: manifest and zip", function () {
  this.timeout(60000);

  it("a plain build keeps package.json's version and names no release URLs", () => {
    const manifest = releaseManifest(source, "0.1.0", {});
    expect(manifest.version).to.equal("0.1.0");
    expect(manifest).not.to.have.any.keys("manifest", "download");
  });

  it("a release build takes the tag's version and points manifest at the latest release, download at this one", () => {
    const manifest = releaseManifest(source, "0.1.0", release);
    expect(manifest).to.include({
      version: "0.2.0", url: PAGE,
      manifest: `${PAGE}/releases/latest/download/system.json`,
      download: `${PAGE}/releases/download/v0.2.0/realms.zip`,
    });
    expect(manifest.id).to.equal("realms");
    expect(manifest.packs).to.deep.equal(source.packs);
  });

  it("a release build refuses a tag that is no version and a missing release page", () => {
    expect(() => releaseManifest(source, "0.1.0", { ...release, REALMS_RELEASE_TAG: "latest" })).to.throw(/not a version/);
    expect(() => releaseManifest(source, "0.1.0", { REALMS_RELEASE_TAG: "v1.0.0" })).to.throw(/REALMS_RELEASE_URL/);
  });

  it("the release workflow builds with the release's tag and page, then uploads both files to that release", () => {
    const workflow = readFileSync(".github/workflows/release.yml", "utf8");
    expect(workflow).to.match(/on:\s+release:\s+types: \[published\]/);
    expect(workflow).to.contain("REALMS_RELEASE_TAG: ${{ github.event.release.tag_name }}");
    expect(workflow).to.contain("REALMS_RELEASE_URL: ${{ github.server_url }}/${{ github.repository }}");
    expect(workflow).to.match(/run: npm ci[^\n]*\n\s+- run: npm test\n/);
    expect(workflow).to.contain('gh release upload "$TAG" dist/system.json dist/realms.zip');
  });

  describe("the zip as Foundry's installer opens it", () => {
    const root = mkdtempSync(join(tmpdir(), "realms-zip-"));
    const dist = join(root, "dist");
    const manifest = releaseManifest(source, "0.1.0", release);

    before(async () => {
      // The build's layout: bundle, static folders, system.json and compiled packs side by side in dist/.
      mkdirSync(dist, { recursive: true });
      for (const dir of ["templates", "styles", "lang", "assets"]) cpSync(dir, join(dist, dir), { recursive: true });
      writeFileSync(join(dist, "realms.mjs"), "export {};\n");
      writeFileSync(join(dist, "system.json"), JSON.stringify(manifest, null, 2));
      await buildPacks({ outDir: join(dist, "packs") });
      writeFileSync(join(dist, "realms.zip"), "an older zip");
      await zipDirectory(dist, join(root, "realms.zip"), ["realms.zip"]);
    });

    it("has system.json at its root with the release's version and URLs, and every file the manifest loads", () => {
      const entries = readZip(join(root, "realms.zip"));
      expect(JSON.parse(entries.get("system.json")!.toString("utf8"))).to.deep.equal(manifest);
      expect(entries.has("realms.mjs")).to.equal(true);
      expect(entries.has("packs/elvendor-actions/CURRENT")).to.equal(true);
      expect([...entries.keys()].some((k) => k.endsWith(".zip"))).to.equal(false);
      expect(installProblems(entries, manifest)).to.deep.equal([]);
    });

    it("names what is wrong with a zip of the folder itself, a missing pack or a stale manifest", async () => {
      await zipDirectory(root, join(root, "nested.zip"), ["*.zip", "dist/realms.zip"]);
      expect(installProblems(readZip(join(root, "nested.zip")), manifest)).to.deep.equal(["system.json is not at the zip's root"]);
      const entries = new Map(readZip(join(root, "realms.zip")));
      for (const key of [...entries.keys()]) if (key.startsWith("packs/elf-npcs/")) entries.delete(key);
      expect(installProblems(entries, manifest)).to.deep.equal(["pack packs/elf-npcs is missing (no LevelDB CURRENT file)"]);
      expect(installProblems(readZip(join(root, "realms.zip")), releaseManifest(source, "0.1.0", { ...release, REALMS_RELEASE_TAG: "v0.3.0" })))
        .to.include.members(["system.json version is 0.2.0, not 0.3.0"]);
    });
  });
});
