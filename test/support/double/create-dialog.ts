/**
 * `Document.createDialog(data, createOptions, {types})` (client/documents/abstract/client-document.d.mts; the
 * option in common/abstract/document.d.mts `_PossibleSubtypesContext`), as v13's client runs it before any window
 * opens: for a document with sub-types, `types: []` throws "The array of sub-types to restrict to must not be
 * empty", and a `types` list naming no registered sub-type throws "No document types were permitted to be created".
 * The sub-types offered (registered ones, in `types` if given, never "base") are recorded in `createDialogs`; the
 * user then closes the window, so it resolves to null.
 */
import type { Obj } from "./base";

const g = globalThis as unknown as { CONFIG: Record<string, { dataModels?: Obj } | undefined> };

/** What each Create dialog offered, in order. */
export const createDialogs: { documentName: string; types: string[] }[] = [];

export async function fakeCreateDialog(documentName: "Actor" | "Item", options: unknown): Promise<null> {
  const types = (options as { types?: string[] | null } | undefined)?.types ?? null;
  const registered = Object.keys(g.CONFIG[documentName]?.dataModels ?? {}).filter((t) => t !== "base");
  if (types?.length === 0) throw new Error("The array of sub-types to restrict to must not be empty");
  const offered = registered.filter((t) => !types || types.includes(t));
  if (!offered.length) throw new Error("No document types were permitted to be created");
  createDialogs.push({ documentName, types: offered });
  return null;
}
