/** Plain shapes every ruleset's pure sheet contexts are built from (no Foundry globals). */
export interface DocLike<S = unknown> { readonly id: string; readonly name: string; readonly img: string; readonly type: string; readonly system: S }
export interface ActorLike<S = unknown> extends DocLike<S> { readonly items: readonly DocLike[] }

export const ofType = <S>(items: readonly DocLike[], type: string) => items.filter((i) => i.type === type) as DocLike<S>[];

/** Item sheets share one shape: the document, its system data and the choice lists for selects. */
export function itemContext(item: DocLike, env: { readonly editable: boolean; readonly enriched: Readonly<Record<string, string>> }, choices: Readonly<Record<string, Readonly<Record<string, string>>>>) {
  return { document: { id: item.id, name: item.name, img: item.img, type: item.type }, system: item.system, editable: env.editable, enriched: env.enriched, choices };
}

/** Stored value → i18n key, for selects. */
export const labelled = (ids: readonly string[], prefix: string) => Object.fromEntries(ids.map((id) => [id, `${prefix}.${id}`]));
