/** Counts in the world's language (Foundry glue over the pure `formatCount`). */
import { formatCount, possessive, type CountWords } from "./format";

/** The world's language and its translations, as pure code wants them. */
export function worldWords(): CountWords {
  return { lang: game.i18n.lang, has: (k) => game.i18n.has(k), format: (k, d) => game.i18n.format(k, d) };
}

/** "1 success", "2 successes": `key` holds one/other (and any other category the language needs) forms. */
export function countText(key: string, count: number, data: Record<string, string | number> = {}): string {
  return formatCount(worldWords(), key, count, data);
}

/** "Pines'" rather than "Pines's": a name's possessive in the world's language. */
export function whose(name: string): string {
  return possessive(worldWords(), name);
}
