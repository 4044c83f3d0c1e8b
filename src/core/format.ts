/** Number formatting shared by sheets, dialogs and chat cards (pure). */

/** "+2", "−1" (a real minus sign), "0". */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${Math.abs(value)}`;
  return "0";
}

/** A modifier as a term of a sum: "+ 2", "− 1", and nothing for 0 (a card reads "6 = 6", never "6 0 = 6"). */
export function term(value: number): string {
  if (value > 0) return `+ ${value}`;
  if (value < 0) return `\u2212 ${Math.abs(value)}`;
  return "";
}

/** Exact chance as a percentage with up to two decimals: 0.5 → "50%", 1/3 → "33.33%", 5/1296 → "0.39%". */
export function percent(p: number, decimals = 2): string {
  const scaled = Math.round(p * 100 * 10 ** decimals) / 10 ** decimals;
  return `${scaled.toFixed(decimals).replace(/\.?0+$/, "")}%`;
}

/**
 * A chance as the dialogs show it: always two decimals ("62.50%"), never a rounded 0% or 100% for an outcome
 * that can or cannot happen ("<0.01%", ">99.99%"), and its exact value for the tooltip: the fraction when the
 * chance is a ratio of whole numbers with a denominator up to a million (every pool the rulesets offer but the
 * largest), else the percentage to six decimals.
 */
export function chanceView(p: number): { readonly text: string; readonly exact: string; readonly isFraction: boolean } {
  const pct = p * 100;
  const text = p > 0 && pct < 0.005 ? "<0.01%" : p < 1 && pct > 99.995 ? ">99.99%" : `${pct.toFixed(2)}%`;
  const f = fraction(p);
  return { text, exact: f ?? `${pct.toFixed(6)}%`, isFraction: f !== null };
}

/**
 * The simplest fraction within 1e-13 of p (0 ≤ p ≤ 1) by continued fractions, as "7/27"; null when none has a
 * denominator up to `maxDenominator`. Sums of dice chances carry ~1e-15 of rounding; a wrong earlier
 * convergent of a true n/D lies at least 1/(D·d) away, more than the tolerance for D·d below 1e13.
 */
export function fraction(p: number, maxDenominator = 1_000_000): string | null {
  if (!Number.isFinite(p) || p < 0 || p > 1) return null;
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  let x = p;
  for (let i = 0; i < 64; i++) {
    const a = Math.floor(x);
    [h0, h1] = [h1, a * h1 + h0];
    [k0, k1] = [k1, a * k1 + k0];
    if (k1 > maxDenominator) return null;
    if (Math.abs(p - h1 / k1) < 1e-13) return k1 === 1 ? String(h1) : `${h1}/${k1}`;
    const rest = x - a;
    if (rest < 1e-15) return null;
    x = 1 / rest;
  }
  return null;
}

/**
 * The lang key of a count in the world's language: `<key>.<category>` by `Intl.PluralRules` ("one", "few",
 * "other"…), falling back to `<key>.other` where the language file lacks that category.
 */
export function pluralKey(key: string, count: number, locale: string, has: (key: string) => boolean): string {
  let category = "other";
  try { category = new Intl.PluralRules(locale).select(count); } catch { /* an unknown locale reads as "other" */ }
  const k = `${key}.${category}`;
  return has(k) ? k : `${key}.other`;
}

/** What pure code needs to word a count: the world's language and its translations. */
export interface CountWords {
  readonly lang: string;
  has(key: string): boolean;
  format(key: string, data: Record<string, string>): string;
}

/** "1 Hit", "2 Hits": the plural form of `key` for `count`, filled with `{count}` and `data`. */
export function formatCount(words: CountWords, key: string, count: number, data: Record<string, string | number> = {}): string {
  const filled = Object.fromEntries(Object.entries({ ...data, count }).map(([k, v]) => [k, String(v)]));
  return words.format(pluralKey(key, count, words.lang, (k) => words.has(k)), filled);
}

/** A name's possessive in the world's language ("Aria of the Pines'", "Tharos'", "Mira's"): lang keys say how. */
export function possessive(words: CountWords, name: string): string {
  return words.format(/s$/i.test(name.trim()) && words.has("REALMS.Possessive.afterS") ? "REALMS.Possessive.afterS" : "REALMS.Possessive.name", { name });
}
