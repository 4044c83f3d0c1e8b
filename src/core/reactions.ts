/**
 * The single-reactor reaction prompt (Elvendor's Dodge/Parry, Aedelore's Dodge/Parry/Block/Take the hit):
 * the simplest reaction window, one reactor whose owner (else the GM) is asked through `user.query`; if
 * nobody answers in time the GM decides. The ruleset has already filtered the choices and pays for the one
 * taken when it rolls it, so the window's cost is nothing.
 */
import type { ReactionQuery } from "./gm";
import { registerReactionQueries, runReactionWindow } from "./reaction-window";

export function registerReactionQuery(): void {
  registerReactionQueries();
}

export async function askReaction(actor: Actor.Implementation, request: ReactionQuery, timeoutSeconds: number): Promise<string | null> {
  if (!request.choices.length) return null;
  const { order } = await runReactionWindow({
    id: `${actor.uuid}.reaction`, trigger: null, label: request.prompt, timeoutSeconds,
    reactors: [{
      actor, data: null, purse: { ap: 0, usesLeft: 1 }, ai: false, title: request.title, prompt: request.prompt,
      options: request.choices.map((c) => ({ ...c, timing: "before" as const, cost: { kind: "free" as const } })),
    }],
  });
  return order[0]?.option.id ?? null;
}
