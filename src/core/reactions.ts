/**
 * The reaction prompt: before an attack resolves, the target's owner picks one of the reactions the
 * ruleset allows. Asked through `user.query`; if the owner does not answer in time the GM decides.
 */
import type { ReactionQuery } from "./gm";
import { SYSTEM_PATH } from "./templates";
import { list, object, string, uuid } from "./payload";

// Any client can send this query (no verified sender): only a well-formed prompt is shown.
const REQUEST = object({ actorUuid: uuid, title: string(200), prompt: string(1_000), choices: list(object({ id: string(32), label: string(100), hint: string(500) }), 8) });

async function showPrompt(request: ReactionQuery): Promise<string | null> {
  const buttons = [
    ...request.choices.map((c) => ({ action: c.id, label: c.label, icon: "fa-solid fa-shield-halved", callback: () => c.id })),
    { action: "none", label: game.i18n.localize("REALMS.Reaction.none"), default: true, callback: () => null },
  ];
  // Handlebars escapes the prompt and choices (names are user text).
  const content = await foundry.applications.handlebars.renderTemplate(`${SYSTEM_PATH}/templates/core/reaction-prompt.hbs`, request as never);
  const result: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: request.title },
    content,
    buttons,
    rejectClose: false,
  } as unknown as foundry.applications.api.DialogV2.WaitOptions);
  return typeof result === "string" ? result : null;
}

/** The query handler: a malformed request is answered with no reaction. */
async function answer(data: unknown): Promise<string | null> {
  let request: ReactionQuery;
  try {
    request = REQUEST(data, "");
  } catch {
    return null;
  }
  return showPrompt(request);
}

export function registerReactionQuery(): void {
  CONFIG.queries["realms.reaction"] = answer;
}

/** The user who answers for an actor: an active player who owns it, else the active GM. */
function answeringUser(actor: Actor.Implementation): User.Implementation | null {
  const player = game.users.find((u) => u.active && !u.isGM && actor.testUserPermission(u, "OWNER"));
  return player ?? game.users.activeGM;
}

export async function askReaction(actor: Actor.Implementation, request: ReactionQuery, timeoutSeconds: number): Promise<string | null> {
  if (!request.choices.length) return null;
  const user = answeringUser(actor);
  if (!user) return null;
  if (user.isSelf) return showPrompt(request);
  try {
    return await user.query("realms.reaction", request, { timeout: timeoutSeconds * 1000 });
  } catch {
    ui.notifications?.info("REALMS.Reaction.timeout", { localize: true, format: { user: user.name ?? "" } });
    return game.user.isGM ? showPrompt(request) : null;
  }
}
