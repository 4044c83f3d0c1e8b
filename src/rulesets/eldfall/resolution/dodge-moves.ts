/**
 * Dodge moves (DODGE, DISENGAGE): at the end of the Resolution Step a model that declared Dodge may move up to half
 * its SPD, even away from the enemies Engaging it. Where to is its player's choice, so the move is theirs to make on
 * the canvas: when the GM's client applies the resolution it marks each dodging model that still stands, the move
 * check then judges that model's next drag as a Dodge move (space/rules/movement.ts: ½ SPD, Engaged does not hold
 * it back), and the mark goes once the token moved or the next activation starts. Undo takes the mark back.
 */
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import { actorAt } from "../../../core/refs";
import type { ResolutionPlan } from "./rules/resolution";

const FLAG = "eldfallDodgeMove";

/** Whether the actor may still make the Dodge move a resolution gave it. */
export const dodgeMovePending = (actor: Actor.Implementation): boolean => !!realmsFlag<string>(actor, FLAG);

/** On the GM's client at Apply: mark every model the plan lets move after its Dodge; the uuids marked, for Undo. */
export async function markDodgeMoves(plan: ResolutionPlan, messageId: string): Promise<string[]> {
  const marked: string[] = [];
  for (const mv of plan.moves) {
    const actor = mv.kind === "dodge" ? actorAt(mv.model) : null;
    if (!actor) continue;
    await actor.update({ [realmsFlagPath(FLAG)]: messageId });
    marked.push(mv.model);
  }
  return marked;
}

/** Take a mark back (Undo, the move made, the next activation). */
export async function clearDodgeMove(actor: Actor.Implementation): Promise<void> {
  if (dodgeMovePending(actor)) await actor.update({ [realmsFlagPath(`-=${FLAG}`)]: null });
}

/** `updateToken` on the active GM's client: a marked model's token moved, so its Dodge move is made. */
export async function onTokenMoved(token: TokenDocument.Implementation, changes: { x?: unknown; y?: unknown }): Promise<void> {
  if (!game.user.isActiveGM || (changes.x === undefined && changes.y === undefined) || !token.actor) return;
  await clearDodgeMove(token.actor as Actor.Implementation);
}

/** At the start of any activation (active GM): the Dodge moves left unmade lapse. */
export async function lapseDodgeMoves(combat: Combat.Implementation): Promise<void> {
  if (!game.user.isActiveGM) return;
  for (const c of combat.combatants) if (c.actor) await clearDodgeMove(c.actor as Actor.Implementation);
}
