/** What the Moon Dial HUD renders, from plain data (no Foundry globals): the HUD, the party sheet and the gallery use it. */
import type { DialView } from "../party/rules/moon-dial";

/** The dial's face: the moon by night, the sun by day (text, so the HUD needs no icon font). */
const GLYPHS = { midnight: "☾", dawn: "◓", daylight: "☀", dusk: "◒" } as const;

export interface MoonHudContext extends DialView {
  readonly glyph: string;
  readonly name: string;
  readonly periodLabel: string;
  readonly time: "day" | "night";
  readonly gm: boolean;
  readonly running: boolean;
  readonly warn: boolean;
}

/** The HUD: the dial, its period's name and icon, days left (warned in the last two days), the GM's buttons. */
export function moonHudContext(view: DialView, env: { readonly gm: boolean; readonly running: boolean; readonly name: string }): MoonHudContext {
  return {
    ...view, ...env, glyph: GLYPHS[view.period], periodLabel: `REALMS.Eldfall.Moon.${view.period}`, time: view.daytime ? "day" : "night",
    warn: view.passed || view.daysLeft <= 2,
  };
}
