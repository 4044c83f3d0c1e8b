/** The turn-start card: a hero's or companion's actions this turn and what took some away (pure). */
import type { Ref } from "../../../core/refs";

export interface TurnStartCard { readonly actor: Ref; readonly actions: number; readonly losses: readonly { source: string; actions: number }[]; readonly poison: number; readonly forced: string }

export function turnStartCardContext(card: TurnStartCard) {
  return { ...card, losses: card.losses.map((l) => ({ label: `REALMS.Elvendor.Loss.${l.source}`, actions: l.actions })), forcedLabel: card.forced === "none" ? null : `REALMS.Elvendor.Forced.${card.forced}` };
}
