/** Number formatting shared by sheets, dialogs and chat cards (pure). */

/** "+2", "−1" (a real minus sign), "0". */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${Math.abs(value)}`;
  return "0";
}

/** Exact chance as a percentage with up to two decimals: 0.5 → "50%", 1/3 → "33.33%", 5/1296 → "0.39%". */
export function percent(p: number, decimals = 2): string {
  const scaled = Math.round(p * 100 * 10 ** decimals) / 10 ** decimals;
  return `${scaled.toFixed(decimals).replace(/\.?0+$/, "")}%`;
}
