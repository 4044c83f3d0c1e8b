#!/usr/bin/env node
// Builds the installable system into dist/: bundle, static files, compiled packs, release zip.
import { rm, mkdir, cp, readFile, writeFile, stat } from "node:fs/promises";
import { createWriteStream, existsSync } from "node:fs";
import { rollup } from "rollup";
import { ZipArchive } from "archiver";
import config from "../rollup.config.js";
import { buildPacks } from "./packs.ts";

const DIST = "dist";
const STATIC = ["templates", "styles", "lang", "assets"];

async function bundle() {
  const build = await rollup({ ...config, output: undefined });
  await build.write(config.output);
  await build.close();
}

async function copyStatic() {
  for (const dir of STATIC) if (existsSync(dir)) await cp(dir, `${DIST}/${dir}`, { recursive: true, filter: (src) => !src.includes("/fragments") });
  const manifest = JSON.parse(await readFile("system.json", "utf8"));
  const pkg = JSON.parse(await readFile("package.json", "utf8"));
  manifest.version = pkg.version;
  await writeFile(`${DIST}/system.json`, `${JSON.stringify(manifest, null, 2)}\n`);
}

function zip(out) {
  return new Promise((resolve, reject) => {
    const archive = new ZipArchive({ zlib: { level: 9 } });
    const stream = createWriteStream(out);
    stream.on("close", resolve);
    archive.on("error", reject);
    archive.pipe(stream);
    archive.glob("**/*", { cwd: DIST, ignore: ["realms.zip"] });
    archive.finalize();
  });
}

const started = performance.now();
await rm(DIST, { recursive: true, force: true });
await mkdir(DIST, { recursive: true });
await bundle();
await copyStatic();
const packMs = await buildPacks({ outDir: `${DIST}/packs` });
console.log(`packs compiled in ${packMs.toFixed(0)} ms`);
await zip(`${DIST}/realms.zip`);
const size = (await stat(`${DIST}/realms.zip`)).size;
console.log(`built ${DIST}/ in ${((performance.now() - started) / 1000).toFixed(1)} s (realms.zip ${(size / 1024).toFixed(0)} KiB)`);
