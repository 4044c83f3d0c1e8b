/** Enrich every HTML field (links, secrets) by its path, nested the way the templates read it. */
export async function enrichAll(doc: Actor.Implementation | Item.Implementation, paths: readonly string[]): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const raw = String(foundry.utils.getProperty(doc.system as object, path) ?? "");
    const html = await foundry.applications.ux.TextEditor.implementation.enrichHTML(raw, { relativeTo: doc, secrets: doc.isOwner });
    foundry.utils.setProperty(out, path, html);
  }
  return out;
}
