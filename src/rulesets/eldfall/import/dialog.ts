/**
 * Eldfall's importer window (core ImportDialog) and the button that opens it: a GM sees "Import box content" in
 * the header of the Actors, Items and Cards directories. Targets are encoded as "world", "folder:<id>",
 * "pack:<collection>", "deck:<id>" and "newDeck".
 */
import { ImportDialog, type ImportRequest, type ImporterSpec } from "../../../core/apps/import-dialog";
import { FORMATS, FORMAT_IDS, type FormatId } from "./formats";
import { checkImportInSlices, checkPaste, importFile, importPaste, type EldfallImportTarget } from "./run";

const PASTE = "paste";

function targetOf(id: string, fileName: string): EldfallImportTarget {
  const [kind, rest = ""] = id.split(/:(.*)/s);
  if (kind === "folder") return { folder: rest };
  if (kind === "pack") return { pack: rest };
  if (kind === "deck") return { deck: rest };
  if (kind === "newDeck") return { newDeck: fileName.replace(/\.(csv|json)$/i, "") || "Imported cards" };
  return {};
}

function targets(format: string): { id: string; label: string }[] {
  const documentName = format === PASTE ? "Actor" : FORMATS[format as FormatId].documentName;
  if (documentName === "Card") {
    const decks = (game.cards?.contents ?? []).filter((c) => c.type === "deck").map((c) => ({ id: `deck:${c.id}`, label: `${game.i18n.localize("REALMS.Import.Dialog.deck")}: ${c.name}` }));
    return [{ id: "newDeck", label: game.i18n.localize("REALMS.Import.Dialog.newDeck") }, ...decks];
  }
  const folders = (game.folders?.contents ?? []).filter((f) => f.type === documentName).map((f) => ({ id: `folder:${f.id}`, label: `${game.i18n.localize("REALMS.Import.Dialog.folder")}: ${f.name}` }));
  const packs = (game.packs?.contents ?? []).filter((p) => p.documentName === documentName && !p.locked).map((p) => ({ id: `pack:${p.collection}`, label: `${game.i18n.localize("REALMS.Import.Dialog.pack")}: ${p.title}` }));
  return [{ id: "world", label: game.i18n.localize("REALMS.Import.Dialog.world") }, ...folders, ...packs];
}

const file = (r: ImportRequest) => ({ name: r.fileName || `pasted.${/^\s*\[/.test(r.text) ? "json" : "csv"}`, text: r.text });
const kindOf = (r: ImportRequest) => (r.kind === "hero" ? "hero" : "hostile");

export const ELDFALL_IMPORTER: ImporterSpec = {
  get title() { return game.i18n.localize("REALMS.Eldfall.Import.button"); },
  formats: [...FORMAT_IDS, PASTE].map((id) => ({ id, label: `REALMS.Eldfall.Import.Formats.${id}` })),
  kinds: { label: "REALMS.Eldfall.Import.pasteKind", formats: [PASTE], choices: [{ id: "hostile", label: "REALMS.Eldfall.Import.hostile" }, { id: "hero", label: "REALMS.Eldfall.Import.hero" }] },
  targets,
  check: async (r, onProgress) => {
    if (r.format === PASTE) return { rows: r.text.trim() ? 1 : 0, issues: checkPaste(r.text, kindOf(r)).issues };
    const prepared = await checkImportInSlices(r.format as FormatId, file(r), targetOf(r.target, file(r).name), onProgress);
    return { rows: prepared.rows, issues: prepared.issues };
  },
  run: async (r, onProgress) => {
    if (r.format === PASTE) return (await importPaste(r.text, kindOf(r), targetOf(r.target, ""))).result.created.Actor ?? 0;
    const out = await importFile(r.format as FormatId, file(r), targetOf(r.target, file(r).name), onProgress);
    return Object.values(out.result?.created ?? {}).reduce((a, b) => a + b, 0);
  },
};

/** Open the importer (GM), optionally on a format with text already in it. */
export function openImporter(initial: Partial<ImportRequest> = {}): ImportDialog {
  const app = new ImportDialog(ELDFALL_IMPORTER, initial);
  void app.render({ force: true });
  return app;
}

/** The GM's button in the Actors, Items and Cards directories. */
export function registerImportButtons(): void {
  for (const hook of ["renderActorDirectory", "renderItemDirectory", "renderCardsDirectory"]) {
    Hooks.on(hook as never, ((_app: unknown, html: HTMLElement) => {
      if (!game.user?.isGM || html.querySelector(".realms-import-button")) return;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "realms-import-button";
      button.innerHTML = `<i class="fa-solid fa-file-import" inert></i> `;
      button.append(game.i18n.localize("REALMS.Eldfall.Import.button"));
      button.addEventListener("click", () => openImporter());
      (html.querySelector(".header-actions") ?? html.querySelector(".directory-header") ?? html).append(button);
    }) as never);
  }
}
