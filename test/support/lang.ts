/**
 * The English translations as Foundry loads them: every `lang/en/*.json` the manifest lists, merged deeply in
 * manifest order (one file for the core, one per ruleset).
 */
import { readFileSync } from "node:fs";

type Tree = Record<string, unknown>;

function merge(into: Tree, from: Tree): Tree {
  for (const [k, v] of Object.entries(from)) {
    const here = into[k];
    if (v && typeof v === "object" && here && typeof here === "object") merge(here as Tree, v as Tree);
    else if (here !== undefined) throw new Error(`Translation key ${k} is defined twice`);
    else into[k] = v;
  }
  return into;
}

const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { languages: { lang: string; path: string }[] };
export const LANG_FILES = manifest.languages.filter((l) => l.lang === "en").map((l) => l.path);
export const lang: Tree = LANG_FILES.reduce<Tree>((all, path) => merge(all, JSON.parse(readFileSync(path, "utf8")) as Tree), {});
