/** How cards point at documents: a name to show (user text) and a UUID to act on later. */
export interface Ref { readonly name: string; readonly uuid: string | null }

export const ref = (doc: { name?: string | null; uuid?: string | null } | null | undefined): Ref => ({ name: doc?.name ?? "", uuid: doc?.uuid ?? null });

/** The actor a card's reference points at, if it still exists. */
export const actorAt = (uuid: string | null | undefined): Actor.Implementation | null =>
  (uuid ? (fromUuidSync(uuid as never) as Actor.Implementation | null) : null);
