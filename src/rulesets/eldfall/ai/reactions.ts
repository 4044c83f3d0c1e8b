/**
 * Hostile Reactions during a hero's Activation from the Hostile's REACTIVE hierarchy (M77, M78): the reaction
 * window (activation/reactions.ts) asks for every reactor no player owns through the `reactionProposal` hook (hooks.ts); the first Reaction row whose
 * condition holds — against the activated model, the only possible target — picks one of the offers the window
 * allows, and no row means no Reaction. The GM confirms or changes it in the window's list, as before.
 */
import type { ActivationState } from "../activation/rules/activation";
import type { ReactionOffer } from "../activation/rules/reactions";
import { planReaction } from "./rules/ai-plan";
import type { AttackSeen } from "./rules/ai-conditions";
import type { Reactive } from "../activation/reactions";
import { behaviorOf, readAiField } from "./scene";
import { tokenLevel } from "../../../core/compat";

/** The offer id the hierarchy chooses; the window's first offer for a model without a Behavior card (the window's default). */
export function proposeHostileReaction(reactive: Reactive, offers: readonly ReactionOffer[], state: ActivationState): string | null {
  const card = behaviorOf(reactive.actor);
  if (!card) return offers[0]?.id ?? null;
  const scene = reactive.token.parent as Scene.Implementation | null;
  const read = scene ? readAiField(scene, tokenLevel(reactive.token)) : null;
  if (!read || !reactive.token.id) return null;
  const { field } = read;
  const idOf = (uuid: string) => field.models.find((m) => m.uuid === uuid)?.id ?? null;
  const activatedId = idOf(state.activator.uuid);
  if (!activatedId) return null;
  const a = state.action;
  const attack: AttackSeen | null = a?.action === "attack"
    ? { kind: a.means?.type ?? "melee", targets: a.targets.map((t) => idOf(t.uuid)).filter((x): x is string => !!x) }
    : null;
  const plan = planReaction(field, reactive.token.id, card, activatedId, attack);
  if (!plan) return null;
  if (plan.action === "attack") return offers.find((o) => o.action === "attack" && o.weapon?.type === plan.attack)?.id ?? null;
  return offers.find((o) => o.id === plan.action)?.id ?? null;
}
