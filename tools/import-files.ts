/** npx tsx tools/import-files.ts — writes the import formats' JSON Schemas and template files (see src/rulesets/eldfall/import/templates.ts). */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { importFiles } from "../src/rulesets/eldfall/import/templates";

for (const [path, text] of Object.entries(importFiles())) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  console.log(`wrote ${path}`);
}
