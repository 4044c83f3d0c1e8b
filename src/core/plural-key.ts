/**
 * A count's i18n key in the world's language: `<key>.<category>` where the category is `Intl.PluralRules`'s for
 * `n` (one, few, many, other…), falling back to `<key>.other` when the language file has no key for it. Read
 * outside Foundry (the gallery), the language is English.
 */
type I18n = { readonly lang?: string; has?(key: string): boolean };

export function pluralKey(key: string, n: number): string {
  const i18n = (globalThis as { game?: { i18n?: I18n } }).game?.i18n;
  const category = new Intl.PluralRules(i18n?.lang || "en").select(n);
  const chosen = `${key}.${category}`;
  return !i18n?.has || i18n.has(chosen) ? chosen : `${key}.other`;
}
