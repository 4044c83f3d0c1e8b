/**
 * `game.realms.eldfall.import…` — the importers for macros (GM). Formats: "hostiles", "upgrades", "spells",
 * "chaos", "events", "synergies"; files as `{ name: "upgrades.csv", text }` (JSON when the name ends in .json or
 * the text starts with "["). Targets: `{ folder }`, `{ pack }`, and for cards `{ deck }` or `{ newDeck }`.
 */
import { checkImport, importFile, importPaste } from "./run";
import { parsePastedProfile } from "./pasted-profile";
import { openImporter } from "./dialog";
import { importFiles } from "./templates";

export const ELDFALL_IMPORT_API = {
  /** Dry run: `{ rows, issues, groups }` — every problem of every row; nothing is created. */
  importCheck: checkImport,
  /** Import a file (all or nothing): `{ prepared, result, deck }`; `result` is null when any row had an error. */
  importFile,
  /** Import a profile pasted in the printed card's layout as a "hero" or "hostile": `{ issues (warnings), result }`. */
  importPaste,
  /** Read a pasted profile without creating it: `{ data, issues }`. */
  importReadPaste: (text: string, kind: "hero" | "hostile" = "hostile") => parsePastedProfile(text, { kind }),
  /** The template and JSON Schema files, by repository path ("import-templates/eldfall/upgrades.csv"). */
  importTemplates: importFiles,
  /** Open the importer window. */
  importOpen: openImporter,
};
