/** The speed card (haste and slow checks at a turn's start): its payload and what its template renders (pure). */
import { percent } from "../../../core/format";
import type { Ref } from "../../../core/refs";

export interface SpeedCard {
  readonly actor: Ref;
  readonly haste: readonly { readonly dice: readonly number[]; readonly total: number }[];
  readonly slow: readonly { readonly dice: readonly number[]; readonly total: number; readonly difficulty: number; readonly passed: boolean; readonly power: number }[];
  readonly actions: number;
  /** Exact chances of 0, 1 and 2 actions, as ways out of `of`. */
  readonly ways: readonly number[];
  readonly of: number;
}

export function speedCardContext(card: SpeedCard) {
  return {
    ...card,
    haste: card.haste.map((h) => ({ ...h, reached: h.total >= 8 })),
    odds: card.ways.map((w, actions) => ({ actions, key: `REALMS.Twod6.Speed.acts${actions}`, ways: w, of: card.of, chance: percent(w / card.of) })),
    actionsKey: `REALMS.Twod6.Speed.acts${card.actions}`,
  };
}
