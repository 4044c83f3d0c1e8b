/**
 * States on actors: applied and removed through the pure rules (rules/states.ts: immunities, the hero rule, the
 * longer duration kept, what a State cancels) and written as condition effects by the core, with a chat notice.
 * Token HUD toggles go through here too.
 */
import { cardOf, updateCard } from "../../../core/chat/cards";
import { syncConditionEffects } from "../../../core/condition-effects";
import { refuse, userMayModify } from "../../../core/gm";
import { actorAt } from "../../../core/refs";
import type { ChatAction } from "../../../core/ruleset";
import { PHASE_PROMPT_ACTION, PROMPT_STATES, type PhasePromptCard } from "./prompt-card";
import { readConditions } from "../../../core/effects";
import { notify } from "../../../core/notices";
import type { AppliedAt, ActiveCondition, DurationSpec } from "../../../core/rules/conditions";
import { activatorOf } from "../../../core/rules/turn-structure";
import { currentPath, timelineOf } from "../../../core/turn-position";
import { ELDFALL_STATUS_EFFECTS } from "../config";
import { applyState, removeState, statesEndedBy, type StateId, type StateTrigger } from "./rules/states";
import { actorFacts } from "./facts";
import { readOptionSettings } from "../../../core/option-settings";
import { DEFAULT_STATES_OPTIONS, STATES_OPTION_DESCRIPTORS, type StatesOptions } from "./rules/states-options";

/** This part's world options (defaults until the ruleset's settings declaration registers them). */
export const statesOptions = (): StatesOptions => readOptionSettings("eldfall", STATES_OPTION_DESCRIPTORS, DEFAULT_STATES_OPTIONS);

export const statesOf = (actor: Actor.Implementation): ActiveCondition[] => readConditions(actor.effects as Iterable<never>);
export const stateIdsOf = (actor: Actor.Implementation): string[] => statesOf(actor).map((c) => c.id);

/** Where the combat is, for durations that end with this side turn or this activation. */
export function appliedNow(): AppliedAt {
  const combat = game.combat as Combat.Implementation | null;
  const base = { round: combat?.round ?? 0, turn: combat?.turn ?? null, worldTime: game.time.worldTime };
  if (!combat || combat.round < 1) return base;
  const t = timelineOf(combat);
  const path = currentPath(combat, t);
  const side = t.levels.indexOf("side");
  const activation = t.levels.indexOf("activation");
  return { ...base, side: side >= 0 ? path[side] ?? null : null, activation: activation >= 0 && path[activation] ? path[activation]! : null };
}

/** The combatant activating now, if any (a Marksman's Idle and the once-per-Activation Skill check read it). */
export function activatingNow(): string | null {
  const at = appliedNow();
  return at.activation ? activatorOf(at.activation) : null;
}

export interface StateRequest {
  readonly duration?: DurationSpec;
  readonly voluntary?: boolean;
  readonly quiet?: boolean;
}

/** Apply a State to an actor; returns what the rules decided. */
export async function applyStateTo(actor: Actor.Implementation, id: StateId, request: StateRequest = {}) {
  const facts = actorFacts(actor);
  const result = applyState(statesOf(actor), id, {
    at: appliedNow(), duration: request.duration, voluntary: request.voluntary, traits: facts.traits, hero: facts.hero,
    clearTacticalAtQuestEnd: statesOptions().clearTacticalStates,
  });
  const { outcome } = result;
  if (outcome.kind !== "ignored") await syncConditionEffects(actor, result.active, ELDFALL_STATUS_EFFECTS);
  if (!request.quiet) {
    const state = stateName(result.state);
    if (outcome.kind === "ignored" && (outcome.reason === "trait" || outcome.reason === "immune" || outcome.reason === "flying")) {
      // The cause is named as the table knows it: the trait (Fearless, Survival) or the State (Flying).
      const cause = outcome.reason === "trait" ? game.i18n.localize(`REALMS.Eldfall.Models.Key.trait.${outcome.blockedBy}`) : stateName(outcome.blockedBy ?? "");
      await notify(actor, "REALMS.Eldfall.States.Notice.immune", { state, cause });
    } else if (outcome.kind !== "ignored") {
      await notify(actor, "REALMS.Eldfall.States.Notice.gains", { state });
      for (const c of result.cancelled) await notify(actor, "REALMS.Eldfall.States.Notice.ends", { state: stateName(c) });
    }
  }
  return result;
}

/** Remove a State (it ended, was cancelled, or the GM took it off). */
export async function removeStateFrom(actor: Actor.Implementation, id: StateId, quiet = false): Promise<boolean> {
  const before = statesOf(actor);
  if (!before.some((c) => c.id === id)) return false;
  await syncConditionEffects(actor, removeState(before, id), ELDFALL_STATUS_EFFECTS);
  if (!quiet) await notify(actor, "REALMS.Eldfall.States.Notice.ends", { state: stateName(id) });
  return true;
}

/** An event the rules end States on happened to the actor (an Action declared, a successful Dodge, HP regained…). */
export async function endStatesOn(actor: Actor.Implementation, trigger: StateTrigger): Promise<StateId[]> {
  const before = statesOf(actor);
  const ended = statesEndedBy(before, trigger);
  if (!ended.length) return [];
  await syncConditionEffects(actor, before.filter((c) => !ended.includes(c)), ELDFALL_STATUS_EFFECTS);
  for (const c of ended) await notify(actor, "REALMS.Eldfall.States.Notice.ends", { state: stateName(c.id) });
  return ended.map((c) => c.id as StateId);
}

export const stateName = (id: string) => game.i18n.localize(`REALMS.Eldfall.States.State.${id}.name`);


/** A prompt card's button: the owner applies the State it offers (Defensive Stance, Shrouded) or marks a manual one done. */
export async function phasePromptAction(message: ChatMessage.Implementation): Promise<void> {
  const card = cardOf<PhasePromptCard>(message);
  if (!card || card.done) return;
  const actor = actorAt(card.actor.uuid);
  if (!actor || !userMayModify(game.user, actor)) return refuse(actor);
  const state = PROMPT_STATES[card.prompt];
  if (state) await applyStateTo(actor, state, { voluntary: true });
  await updateCard(message, PHASE_PROMPT_ACTION, { done: true });
}

/** This part's card buttons, by short name (the core registers them as `realms.eldfall.<name>`). */
export const ELDFALL_STATES_CHAT_ACTIONS: Readonly<Record<string, ChatAction>> = { phasePrompt: phasePromptAction };
