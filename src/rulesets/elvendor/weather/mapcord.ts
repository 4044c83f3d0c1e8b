/**
 * Map Cord cards in the world: `elvendorMapCord` cards (the deck engine's typed cards) in any deck, read
 * for the active card's layout. Cards made before the subtype (a "base" card with its number as `value`
 * and its sectors in `flags.realms.layout`, as worlds imported the pack) read the same way.
 */
import { cardData } from "../../../core/decks/stacks";
import { realmsFlag } from "../../../core/flags";
import { cardLayout, mapCordLayout } from "./rules/mapcord";
import { mapCordOf } from "./state";

export interface MapCordCard { readonly number: number; readonly layout: number[] }

/** A card's Map Cord number and layout, or null for any other card. */
export function mapCordCardOf(card: { type: string; system: unknown; flags: unknown; value?: number | null }): MapCordCard | null {
  const data = cardData<{ number: number; layout: number[] }>(card, "elvendorMapCord", (old) => {
    const layout = realmsFlag<number[]>(old, "layout");
    return Array.isArray(layout) && Number.isInteger(old.value) ? { number: old.value!, layout } : null;
  });
  if (!data) return null;
  // A legacy card's sectors are used as they are (as before the subtype); a typed card's are checked by its schema.
  return { number: data.number, layout: card.type === "elvendorMapCord" ? mapCordLayout(data.number, data.layout) : [...data.layout] };
}

/** The active Map Cord layout: a GM-edited card in a world deck wins over the default layouts. */
export function activeLayout(scene: Scene.Implementation): number[] | null {
  const n = mapCordOf(scene);
  if (!n) return null;
  for (const stack of game.cards ?? []) {
    for (const card of stack.cards) {
      const mapCord = mapCordCardOf(card);
      if (mapCord?.number === n) return mapCord.layout;
    }
  }
  return cardLayout(n);
}
