/** How long each status lasts (core duration records). */
import type { DurationSpec } from "../../../core/rules/conditions";

/** Stunned: "cannot act this round" — through the end of the bearer's next turn (interpretation). */
export function statusDuration(id: string): DurationSpec {
  return id === "stunned" ? { unit: "turns", value: 1 } : { unit: "permanent" };
}
