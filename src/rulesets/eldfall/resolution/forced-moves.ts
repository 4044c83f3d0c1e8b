/**
 * The moves a Resolution Step forces, carried out on the canvas by the GM's client when the card is applied: each
 * Knockback moves the model's token (KNOCKBACK (X): away from the attacker; the space rules pick the default
 * direction and stop it at walls). The move is the system's own, so the movement check lets it through; Undo puts the
 * token back. Dodge moves stay the model's own to make (the card says how far).
 */
import { actorAt, uuidOf } from "../../../core/refs";
import type { ResolutionPlan } from "./rules/resolution";
import type { ResolutionUndo } from "./card";
import { ResolutionField } from "./field";

/** The update operation of a move the system makes itself (space/movement.ts does not judge it again). */
const FORCED = { realmsForced: true } as never;

/** Move every Knockback's token; what was moved from where, for Undo. */
export async function carryOutKnockbacks(plan: ResolutionPlan): Promise<ResolutionUndo[]> {
  const out: ResolutionUndo[] = [];
  for (const mv of plan.moves) {
    if (mv.kind !== "knockback") continue;
    const target = actorAt(mv.model);
    const attacker = actorAt(mv.awayFrom);
    if (!target || !attacker) continue;
    const field = new ResolutionField(target);
    const token = field.token(target);
    const to = field.knockbackTo(target, attacker, mv.spaces);
    if (!token || !to) continue;
    const size = token.parent?.grid.size ?? 100;
    const from = { uuid: uuidOf(token), x: token.x, y: token.y };
    await token.update({ x: to.x * size, y: to.y * size }, FORCED);
    out.push({ id: mv.model, outcome: null, before: {}, added: [], removed: [], token: from });
  }
  return out;
}

/** Put back the tokens a Knockback moved. */
export async function undoKnockback(u: ResolutionUndo): Promise<void> {
  if (!u.token) return;
  const token = fromUuidSync(u.token.uuid) as TokenDocument.Implementation | null;
  if (token) await token.update({ x: u.token.x, y: u.token.y }, FORCED);
}
