/**
 * Players cannot update scenes, other users' messages or combats, so such changes run on the active GM's
 * client through a v13 query. Every handler re-checks that the requesting user may touch the actor.
 */
import { canModifyActor } from "./permissions";

export interface GmRequest { readonly action: string; readonly userId: string; readonly data: Record<string, unknown> }
type GmHandler = (data: Record<string, unknown>, user: User.Implementation) => Promise<unknown>;

const handlers = new Map<string, GmHandler>();

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augmenting Foundry's CONFIG.Queries namespace
  namespace CONFIG {
    interface Queries {
      "realms.gm": (request: GmRequest) => Promise<unknown>;
      "realms.reaction": (request: ReactionQuery) => Promise<string | null>;
    }
  }
}

export interface ReactionQuery {
  readonly actorUuid: string;
  readonly title: string;
  readonly prompt: string;
  readonly choices: readonly { readonly id: string; readonly label: string; readonly hint: string }[];
}

export function registerGmAction(action: string, handler: GmHandler): void {
  handlers.set(action, handler);
}

async function handle(request: GmRequest): Promise<unknown> {
  const handler = handlers.get(request.action);
  const user = game.users.get(request.userId);
  if (!handler || !user) throw new Error(`Unknown Realms request ${request.action}`);
  return handler(request.data, user);
}

export function registerGmQuery(): void {
  CONFIG.queries["realms.gm"] = handle;
}

/** Run a GM action here if this client is the GM, else on the active GM's client. */
export async function runAsGM(action: string, data: Record<string, unknown>): Promise<unknown> {
  const request: GmRequest = { action, userId: game.user.id ?? "", data };
  if (game.user.isGM) return handle(request);
  const gm = game.users.activeGM;
  if (!gm) {
    ui.notifications?.warn("REALMS.Errors.NoActiveGM", { localize: true });
    return undefined;
  }
  return gm.query("realms.gm", request);
}

/** May this user change this actor? Used by every button and GM action. */
export function userMayModify(user: User.Implementation, actor: Actor.Implementation | null | undefined): boolean {
  if (!actor) return false;
  return canModifyActor({ isGM: user.isGM, userId: user.id ?? "", ownership: actor.ownership as Record<string, number> });
}

export function refuse(actor: { name: string } | null | undefined): void {
  // Foundry escapes `format` values: a hostile actor name stays text.
  ui.notifications?.error("REALMS.Errors.NotOwner", { localize: true, format: { name: actor?.name ?? "?" } });
}
