/** How cards point at documents: a name to show (user text) and a UUID to act on later. */
export interface Ref { readonly name: string; readonly uuid: string | null }

export const ref = (doc: { name?: string | null; uuid?: string | null } | null | undefined): Ref => ({ name: doc?.name ?? "", uuid: doc?.uuid ?? null });

/** The actor a card's reference points at, if it still exists. */
export const actorAt = (uuid: string | null | undefined): Actor.Stored | null =>
  (uuid ? (fromUuidSync<Actor.Stored>(uuid) as Actor.Stored | null) : null);

/**
 * The uuid of a document that exists (in the world or a compendium). Foundry types `uuid` nullable: v14 returns null
 * for a temporary document, v13 an "Actor.null" that points nowhere. Flows act only on documents that exist, so a
 * temporary one reaching them is a defect, thrown here rather than carried into a card or a rule as a dead reference.
 */
export function uuidOf(doc: { readonly documentName: string; readonly id: string | null; readonly uuid: string | null }): string {
  if (doc.id === null || !doc.uuid) throw new Error(`A temporary ${doc.documentName} has no uuid: save it before acting on it`);
  return doc.uuid;
}

/** Whether an actor is saved: Foundry's look-ups by actor (v14 types them on `Actor.Stored`) find only saved ones. */
export const isStoredActor = (actor: Actor.Implementation): actor is Actor.Stored => actor.id !== null;
