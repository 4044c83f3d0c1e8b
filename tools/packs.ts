// Validates pack sources and compiles each pack to LevelDB with the official Foundry CLI.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { checkAll, systemPacks } from "./pack-check";

/** Fails, naming every bad file and field, before anything is written. Returns the compile time in ms. */
export async function buildPacks({ outDir = "dist/packs", root = "." } = {}): Promise<number> {
  const { errors } = checkAll(root);
  if (errors.length) throw new Error(`Pack sources do not match the system's schemas:\n  ${errors.join("\n  ")}`);
  const started = performance.now();
  for (const pack of systemPacks(root)) {
    const dest = join(outDir, pack.path.replace(/^packs\//, ""));
    await rm(dest, { recursive: true, force: true });
    await compilePack(join(root, pack.path), dest);
  }
  return performance.now() - started;
}
