/**
 * The Activation Sequence's space questions answered by eld-space (flows/space-scene.ts, rules/sight.ts,
 * rules/space.ts): line of sight with the world's LoS mode, facing, Dark, Hazy and Engaged exceptions, and
 * Awareness counted around walls. A reaction window asks these once per reactor and path space, so the scene is
 * read once per batch (the cache lives until the current task ends), on the observer's level (v14).
 */
import type { Tile } from "../../../core/rules/grid";
import { blindReason } from "./rules/sight";
import { awarenessRadius, withinAwareness } from "./rules/space";
import { SpaceScene, type SpaceModel } from "./space-scene";
import type { SpaceQueries } from "../activation/ports";
import { strategicPhaseEffects } from "./rules/environments";
import type { MovementKind } from "./rules/movement";
import { environmentsOfToken } from "./zones";
import { moverOf, spaceActor } from "./space-actor";
import { isCardMessage } from "../../../core/chat/card-type";
import { ACTIVATION_CARD, type ActivationCard } from "../activation/card";
import { applyStateTo, removeStateFrom, stateIdsOf } from "../states/actor-states";
import { sceneLevels, tokenLevel } from "../../../core/compat";

type Token = TokenDocument.Implementation;

const fields = new Map<string, SpaceScene>();

function fieldOf(scene: Scene.Implementation, level: string | null): SpaceScene {
  const key = `${scene.id ?? ""}|${level ?? ""}`;
  let field = fields.get(key);
  if (!field) {
    field = new SpaceScene(scene, level);
    fields.set(key, field);
    // Tokens move between steps: read the scene afresh for the next batch.
    queueMicrotask(() => fields.delete(key));
  }
  return field;
}

function observerOf(token: Token): { field: SpaceScene; m: SpaceModel } | null {
  if (!token.parent || !token.id) return null;
  const field = fieldOf(token.parent, tokenLevel(token));
  return { field, m: field.model(token.id) };
}

const radius = (m: SpaceModel) => awarenessRadius({ acuteSenses: m.data.abilities.has("acuteSenses") });

/**
 * Whether the observer sees a model in `cell`. The port does not name the mover, so the one seen counts as a
 * Medium model standing up (Crouched hiding is the mover's own State, judged again at its attack).
 */
export function sees(observer: Token, cell: Tile): boolean {
  const o = observerOf(observer);
  if (!o) return false;
  const { field, m } = o;
  return blindReason({ board: field.board, mode: field.options.losMode, between: (a, b) => field.environments.between(a, b) }, {
    cell: m.cell, size: m.data.size, facing: m.facing, vigilance: m.data.abilities.has("vigilance"), awareness: radius(m),
    environments: field.envsOf(m), engagedBy: field.engagements().get(m.id) ?? [],
  }, { cell, size: "medium", crouched: false }) === null;
}

function aware(observer: Token, cell: Tile): boolean {
  const o = observerOf(observer);
  return !!o && withinAwareness(o.m.cell, cell, radius(o.m), o.field.board);
}

export const ELDFALL_SPACE_QUERIES: Partial<SpaceQueries> = { sees, aware };

/** eld-states' Toxic question (its Strategic Phase T roll): does the model stand in a Toxic environment that affects it? */
export function inToxic(combatant: Combatant.Implementation): boolean {
  const token = combatant.token as Token | null;
  const actor = combatant.actor as Actor.Implementation | null;
  if (!token || !actor) return false;
  return strategicPhaseEffects(environmentsOfToken(token), moverOf(spaceActor(actor))).length > 0;
}

/**
 * eld-space's movement check asks which Movement the model's activation declared: the latest activation card of
 * that actor still running, once its Movement is declared (null before: the check reads the drag itself).
 */
export function declaredMovementOf(actor: Actor.Implementation): MovementKind | null {
  const messages = (game.messages?.contents ?? []) as ChatMessage.Implementation[];
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (!isCardMessage(m) || m.system.kind !== ACTIVATION_CARD.id) continue;
    const state = (m.system.data as unknown as ActivationCard).state;
    if (state?.activator.uuid !== actor.uuid) continue;
    if (state.step === "done" || !state.movement) return null;
    return state.movement.movement;
  }
  return null;
}

/**
 * Engaged recomputed from the positions after a Resolution Step (ENGAGED): every model an enemy's melee reach covers
 * gains it, every other one loses it. Returns the names that changed (gained, lost).
 */
export async function recomputeEngaged(scene: Scene.Implementation): Promise<{ gained: string[]; lost: string[] }> {
  const gained: string[] = [];
  const lost: string[] = [];
  const seen = new Set<string>();
  // Each level on its own (v14): an enemy on another floor engages nobody.
  for (const level of sceneLevels(scene)) {
    let field: SpaceScene;
    try {
      field = new SpaceScene(scene, level);
    } catch {
      return { gained: [], lost: [] }; // not a square grid: the space rules do not apply
    }
    const engaged = field.engagements();
    for (const m of field.models) {
      // Several tokens of one actor (unlinked copies excepted) are one model.
      const uuid = m.actor.uuid ?? m.id;
      if (seen.has(uuid)) continue;
      seen.add(uuid);
      const now = (engaged.get(m.id)?.length ?? 0) > 0;
      const had = stateIdsOf(m.actor).includes("engaged");
      if (now && !had && (await applyStateTo(m.actor, "engaged", { quiet: true })).outcome.kind !== "ignored") gained.push(m.token.name ?? m.actor.name ?? "");
      if (!now && had && (await removeStateFrom(m.actor, "engaged", true))) lost.push(m.token.name ?? m.actor.name ?? "");
    }
  }
  return { gained, lost };
}
