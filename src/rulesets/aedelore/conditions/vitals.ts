/**
 * HP or Weakened reaching 0 by any update starts the dying or collapse roll. The system's own flows change them
 * through `updateVitals` and handle 0 in order, before they go on; every other change (a sheet edit, a macro,
 * another module) is caught by the update hook on the client that made it.
 */
import { zeroCrossings, type Vitals } from "./rules/collapse";
import { anySystem, charSystem, isAedelore, isCharacter } from "../character/state";
import { collapse, dropToZero } from "./conditions";
import { UNTYPED } from "../../../core/rules/damage";
import type { AedActorModel } from "../models/actor-model";
import { actorModel } from "../../../core/data/actor-model";
import { madeHere } from "../../../core/reacting-client";

/** Update option: the change came through `updateVitals`, which handles 0 itself. */
const HANDLED = "realmsVitalsHandled";
/** Update option written before the update: HP and Weakened as they were (Foundry carries options to `updateActor`). */
const BEFORE = "realmsVitalsBefore";
/** The update options Realms adds; Foundry's declarations list only its own, and carry ours through as given. */
const realmsOptions = (options: object): { [HANDLED]?: boolean; [BEFORE]?: Vitals } => options;
/** The options of a flow's own update: Foundry's default diff, marked as handled here (Foundry carries the mark through). */
function handledOptions(): Parameters<Actor.Implementation["update"]>[1] {
  const options = { diff: true, [HANDLED]: true };
  return options;
}

const vitalsOf = (actor: Actor.Implementation): Vitals => ({ hp: anySystem(actor).hp.value, weakened: isCharacter(actor) ? charSystem(actor).weakened : null });

async function afterChange(actor: Actor.Implementation, before: Vitals): Promise<void> {
  const crossed = zeroCrossings(before, vitalsOf(actor));
  if (crossed.dying) await dropToZero(actor);
  if (crossed.collapse) await collapse(actor);
}

/** Change HP or Weakened from a flow; reaching 0 is rolled before this returns. */
export async function updateVitals(actor: Actor.Implementation, changes: Record<string, unknown>): Promise<void> {
  const before = vitalsOf(actor);
  await actor.update(changes, handledOptions());
  await afterChange(actor, before);
}

/** Lose HP (never below 0) as typed damage through the actor's model; reaching 0 starts dying. */
export async function loseHp(actor: Actor.Implementation, amount: number, type: string = UNTYPED): Promise<void> {
  if (amount <= 0 || anySystem(actor).hp.value <= 0) return;
  await actorModel<AedActorModel>(actor).takeDamage(amount, type);
}

export function registerVitalsHooks(): void {
  Hooks.on("preUpdateActor", (actor: Actor.Implementation, _changes: unknown, options: object) => {
    if (isAedelore(actor)) realmsOptions(options)[BEFORE] = vitalsOf(actor);
  });
  Hooks.on("updateActor", (actor: Actor.Implementation, _changes: unknown, options: object, userId: string) => {
    const { [BEFORE]: before, [HANDLED]: handled } = realmsOptions(options);
    if (madeHere(userId) && isAedelore(actor) && before && !handled) void afterChange(actor, before);
  });
}
