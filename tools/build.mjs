#!/usr/bin/env node
// Builds the installable system into dist/: bundle, static files, compiled packs, release zip (checked as
// Foundry's installer reads it). REALMS_RELEASE_TAG and REALMS_RELEASE_URL make it a release build (./release.ts).
import { rm, mkdir, cp, readFile, writeFile, stat } from "node:fs/promises";
import { existsSync } from "node:fs";
import { rollup } from "rollup";
import config from "../rollup.config.js";
import { buildPacks } from "./packs.ts";
import { installProblems, releaseManifest } from "./release.ts";
import { readZip, zipDirectory } from "./zip.ts";
import { minifyCss } from "./css-minify.ts";

const DIST = "dist";
const STATIC = ["templates", "styles", "lang", "assets"];

async function bundle() {
  const build = await rollup({ ...config, output: undefined });
  await build.write(config.output);
  await build.close();
}

async function copyStatic() {
  for (const dir of STATIC) if (existsSync(dir)) await cp(dir, `${DIST}/${dir}`, { recursive: true, filter: (src) => !src.includes("/fragments") });
  // The stylesheets ship minified (the bench counts every one the manifest loads).
  const styles = JSON.parse(await readFile("system.json", "utf8")).styles;
  for (const file of styles) await writeFile(`${DIST}/${file}`, minifyCss(await readFile(file, "utf8")));
  const pkg = JSON.parse(await readFile("package.json", "utf8"));
  const manifest = releaseManifest(JSON.parse(await readFile("system.json", "utf8")), pkg.version, process.env);
  await writeFile(`${DIST}/system.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

const started = performance.now();
await rm(DIST, { recursive: true, force: true });
await mkdir(DIST, { recursive: true });
await bundle();
const manifest = await copyStatic();
const packMs = await buildPacks({ outDir: `${DIST}/packs` });
console.log(`packs compiled in ${packMs.toFixed(0)} ms`);
await zipDirectory(DIST, `${DIST}/realms.zip`, ["realms.zip"]);
const problems = installProblems(readZip(`${DIST}/realms.zip`), manifest);
if (problems.length) throw new Error(`${DIST}/realms.zip would not install:\n  ${problems.join("\n  ")}`);
const size = (await stat(`${DIST}/realms.zip`)).size;
console.log(`built ${DIST}/ in ${((performance.now() - started) / 1000).toFixed(1)} s (realms.zip ${(size / 1024).toFixed(0)} KiB)`);
