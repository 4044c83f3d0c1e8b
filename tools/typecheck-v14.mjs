// Type-checks Realms against the Foundry v14 declarations (the League's foundry-vtt-types `main`), which npm does
// not serve yet. Usage: `npm run typecheck:v14 -- <path to a checkout of foundry-vtt-types>` (or FVTT_TYPES_V14=<path>).
// The declarations are copied into Realms' own .types-v14/ (gitignored), so their bare imports (pixi.js,
// prosemirror, animejs…) resolve against our node_modules, then tsc runs with a generated tsconfig that points the
// types package at the copy. Not under node_modules: a worktree's node_modules is a symlink, and tsc would reach the
// copy by two paths (the link and its target), losing our `fvtt-types/configuration` augmentations; worktrees
// sharing one node_modules would also overwrite each other's copy.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const source = process.argv[2] ?? process.env.FVTT_TYPES_V14;
if (!source) {
  console.error("typecheck:v14 needs the path of a foundry-vtt-types checkout (argument or FVTT_TYPES_V14).");
  process.exit(2);
}
const manifest = join(resolve(source), "package.json");
if (!existsSync(manifest) || !existsSync(join(resolve(source), "src", "index.d.mts"))) {
  console.error(`${source} is not a foundry-vtt-types checkout (no package.json and src/index.d.mts).`);
  process.exit(2);
}
const version = JSON.parse(readFileSync(manifest, "utf8")).version;

const copy = join(root, ".types-v14");
rmSync(copy, { recursive: true, force: true });
mkdirSync(copy, { recursive: true });
cpSync(join(resolve(source), "src"), join(copy, "src"), { recursive: true });
cpSync(manifest, join(copy, "package.json"));

const base = JSON.parse(readFileSync(join(root, "tsconfig.json"), "utf8"));
const config = {
  extends: "../tsconfig.json",
  compilerOptions: {
    types: ["mocha", "node"],
    paths: {
      "@league-of-foundry-developers/foundry-vtt-types": ["./src/index.d.mts"],
      "fvtt-types/configuration": ["./src/configuration/index.d.mts"],
      "fvtt-types/utils": ["./src/utils/index.d.mts"],
    },
  },
  files: [join(copy, "src", "index.d.mts")],
  include: base.include.map((glob) => join(root, glob)),
};
const tsconfig = join(copy, "tsconfig.realms.json");
writeFileSync(tsconfig, JSON.stringify(config, null, 2));

console.log(`Type-checking against foundry-vtt-types ${version} (${source})`);
const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
const run = spawnSync(process.execPath, [tsc, "--noEmit", "-p", tsconfig], { stdio: "inherit" });
process.exit(run.status ?? 1);
