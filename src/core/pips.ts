/**
 * Pip rows (action points, reactions, Weakened) for sheets and the combat tracker. A view never draws more
 * than MAX_PIPS: the rest is one "+N" marker, so a huge or corrupt number cannot flood the DOM.
 */
export const MAX_PIPS = 12;

export type Pip = { readonly filled: boolean; readonly more?: undefined } | { readonly more: number; readonly filled?: undefined };

/** `total` pips, the first `filled` of them filled; non-numbers count as 0. */
export function pipList(total: number, filled: number): Pip[] {
  const count = Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0;
  const on = Number.isFinite(filled) ? filled : 0;
  const shown = Math.min(count, MAX_PIPS);
  const pips: Pip[] = Array.from({ length: shown }, (_, i) => ({ filled: i < on }));
  if (count > shown) pips.push({ more: count - shown });
  return pips;
}
