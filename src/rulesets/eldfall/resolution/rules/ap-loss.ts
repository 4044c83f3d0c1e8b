/** AP a Resolution Step takes from a model (Stagger −1 per Hit, Stun all) until the end of the turn. Pure. */
import { requireInt } from "../../../../core/dice/guard";

/** How many of `current` AP are lost: never more than the model has; "all" takes every one. */
export function apLost(current: number, loss: number | "all"): number {
  requireInt("current", current, 0, 999);
  return loss === "all" ? current : Math.min(current, requireInt("loss", loss, 0, 999));
}
