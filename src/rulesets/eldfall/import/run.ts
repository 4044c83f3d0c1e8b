/**
 * The importers' Foundry side, on the GM's client: a dry run (what the preview shows), the import itself (all or
 * nothing through core `createBatch`), and a pasted profile. Every step returns what it did, for tests and macros.
 */
import { createBatch, type BatchResult, type ImportTarget } from "../../../core/import/batch";
import { hasErrors, type ImportIssue } from "../../../core/import/issues";
import { prepareImport, prepareImportSteps, type ImportFile, type PreparedImport } from "../../../core/import/pipeline";
import { runStepsAsync } from "../../../core/import/steps";
import { createDeck, stackAt, type Stack } from "../../../core/decks/stacks";
import { FORMATS, type FormatId } from "./formats";
import { parsePastedProfile } from "./pasted-profile";

export interface EldfallImportTarget {
  /** World folder id (Actors, Items). */
  readonly folder?: string | null;
  /** Compendium collection id ("world.bestiary"). */
  readonly pack?: string | null;
  /** Cards formats: an existing deck's id, or the name of a new deck (with a discard pile) to create. */
  readonly deck?: string | null;
  readonly newDeck?: string | null;
}

export interface ImportOutcome {
  readonly prepared: PreparedImport;
  /** Null when nothing was created (errors, or a dry run). */
  readonly result: BatchResult | null;
  readonly deck?: string | null;
}

function requireGM(): void {
  if (!game.user?.isGM) throw new Error(game.i18n.localize("REALMS.Import.GmOnly"));
}

/** Names already taken where the documents would go (same document kind and type; a deck's cards). */
function takenNames(format: FormatId, target: EldfallImportTarget): Set<string> {
  const f = FORMATS[format];
  const lower = (n: unknown) => String(n ?? "").trim().toLowerCase();
  if (f.documentName === "Card") {
    const deck = target.deck ? stackAt(target.deck) : null;
    return new Set(Array.from(deck?.cards ?? []).map((c) => lower(c.name)));
  }
  if (target.pack) {
    const index = game.packs?.get(target.pack)?.index;
    return new Set([...(index?.values() ?? [])].filter((e) => (e as { type?: string }).type === f.type).map((e) => lower(e.name)));
  }
  const collection = (f.documentName === "Actor" ? game.actors : game.items) as unknown as { contents: { name: string; type: string }[] } | undefined;
  return new Set((collection?.contents ?? []).filter((d) => d.type === f.type).map((d) => lower(d.name)));
}

/** Dry run: every issue of every row, and how many documents a clean file would create. Nothing is written. */
export function checkImport(format: FormatId, file: ImportFile, target: EldfallImportTarget = {}): PreparedImport {
  return prepareImport(FORMATS[format], file, { taken: takenNames(format, target) });
}

/** The dry run in slices, handing the tab back between them (the importer window's progress bar). */
export function checkImportInSlices(format: FormatId, file: ImportFile, target: EldfallImportTarget = {}, onProgress?: (fraction: number) => void): Promise<PreparedImport> {
  return runStepsAsync(prepareImportSteps(FORMATS[format], file, { taken: takenNames(format, target) }), onProgress);
}

/** Import a file: nothing is created unless every row is valid. */
export async function importFile(format: FormatId, file: ImportFile, target: EldfallImportTarget = {}, onProgress?: (fraction: number) => void): Promise<ImportOutcome> {
  requireGM();
  const prepared = await checkImportInSlices(format, file, target, onProgress);
  if (hasErrors(prepared.issues)) return { prepared, result: null };
  let deck: Stack | null = null;
  let made: Stack | null = null;
  if (FORMATS[format].documentName === "Card") {
    deck = target.deck ? stackAt(target.deck) : null;
    if (!deck) {
      const created = await createDeck({ name: target.newDeck || file.name.replace(/\.(csv|json)$/i, ""), cards: [], discardName: game.i18n.format("REALMS.Import.DiscardOf", { name: target.newDeck || file.name }) });
      deck = made = created.deck;
    }
  }
  const batchTarget: ImportTarget = { folder: target.folder ?? null, pack: target.pack ?? null, deck: deck as unknown as ImportTarget["deck"] };
  try {
    const result = await createBatch(prepared.groups, prepared.issues, batchTarget);
    return { prepared, result, deck: deck?.id ?? null };
  } catch (error) {
    if (made) await made.delete();
    throw error;
  }
}

/** A pasted profile: the actor (hero or hostile) with its rule items; warnings never stop it. */
export async function importPaste(text: string, kind: "hero" | "hostile" = "hostile", target: EldfallImportTarget = {}): Promise<{ issues: readonly ImportIssue[]; result: BatchResult }> {
  requireGM();
  const { data, issues } = parsePastedProfile(text, { kind });
  const result = await createBatch([{ documentName: "Actor", data: [data] }], issues, { folder: target.folder ?? null, pack: target.pack ?? null });
  return { issues, result };
}

/** The parsed profile without creating it (the dialog's preview). */
export const checkPaste = (text: string, kind: "hero" | "hostile" = "hostile") => parsePastedProfile(text, { kind });
