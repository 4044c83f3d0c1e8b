/**
 * All or nothing: documents are created only when no row has an error, with one `createDocuments` call per
 * document kind (into a folder, a compendium, or a Cards stack for cards). Should Foundry still refuse part of it
 * (a server validation), what this batch created is deleted again, so a failed import leaves the world as it was.
 */
import { hasErrors, type ImportIssue } from "./issues";

type Data = Record<string, unknown>;

/** Documents of one kind to create; `Card` groups go into `deck` (a Cards document's uuid, or the deck itself). */
export interface CreateGroup {
  readonly documentName: "Actor" | "Item" | "Card" | "JournalEntry" | "RollTable";
  readonly data: readonly Data[];
}

export interface ImportTarget {
  /** A Folder id for world Actors/Items (ignored inside a compendium). */
  readonly folder?: string | null;
  /** A compendium collection id ("world.bestiary"); absent: the world. */
  readonly pack?: string | null;
  /** Where Card groups go. */
  readonly deck?: CardsParent | null;
}

export interface CardsParent {
  createEmbeddedDocuments(name: "Card", data: Data[], options?: object): Promise<unknown[]>;
  deleteEmbeddedDocuments(name: "Card", ids: string[], options?: object): Promise<unknown>;
}

interface Creatable {
  createDocuments(data: Data[], options?: object): Promise<unknown[]>;
  deleteDocuments(ids: string[], options?: object): Promise<unknown>;
}

export interface BatchResult {
  readonly created: Readonly<Record<string, number>>;
  readonly ids: Readonly<Record<string, string[]>>;
}

export class ImportRefused extends Error {
  constructor(readonly issues: readonly ImportIssue[]) {
    super(`import refused: ${issues.filter((i) => i.severity === "error").length} error(s)`);
  }
}

const idOf = (doc: unknown) => String((doc as { id?: string | null }).id ?? "");

export async function createBatch(groups: readonly CreateGroup[], issues: readonly ImportIssue[], target: ImportTarget = {}): Promise<BatchResult> {
  if (hasErrors(issues)) throw new ImportRefused(issues);
  const done: { name: string; ids: string[]; undo: () => Promise<unknown> }[] = [];
  try {
    for (const group of groups) {
      if (group.data.length === 0) continue;
      if (group.documentName === "Card") {
        const deck = target.deck;
        if (!deck) throw new Error("REALMS.Import.NoDeck");
        const made = await deck.createEmbeddedDocuments("Card", group.data.map((d) => ({ ...d })));
        const ids = made.map(idOf);
        done.push({ name: "Card", ids, undo: () => deck.deleteEmbeddedDocuments("Card", ids) });
        continue;
      }
      const cls = getDocumentClass(group.documentName) as unknown as Creatable;
      const pack = target.pack ?? undefined;
      const data = group.data.map((d) => (pack || !target.folder ? { ...d } : { ...d, folder: target.folder }));
      const made = await cls.createDocuments(data, pack ? { pack } : {});
      const ids = made.map(idOf);
      done.push({ name: group.documentName, ids, undo: () => cls.deleteDocuments(ids, pack ? { pack } : {}) });
    }
  } catch (error) {
    for (const step of done.reverse()) await step.undo().catch(() => undefined);
    throw error;
  }
  const ids: Record<string, string[]> = {};
  for (const d of done) (ids[d.name] ??= []).push(...d.ids);
  return { ids, created: Object.fromEntries(Object.entries(ids).map(([k, v]) => [k, v.length])) };
}
