/** How long each status lasts (core duration records). */
import type { DurationSpec } from "../../../../core/rules/conditions";

/**
 * Stunned: "cannot act this round" — through the end of the bearer's next turn (interpretation). Given during the
 * bearer's own turn, the end of that turn does not count: it lasts two turn ends, so the next turn is lost too.
 */
export function statusDuration(id: string, at: { readonly duringOwnTurn: boolean } = { duringOwnTurn: false }): DurationSpec {
  if (id !== "stunned") return { unit: "permanent" };
  return { unit: "turns", value: at.duringOwnTurn ? 2 : 1 };
}
