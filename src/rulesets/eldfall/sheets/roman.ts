const ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"];
/** Levels and Tiers as the cards print them (Roman numerals). */
export const roman = (n: number) => ROMAN[n] ?? String(n);
