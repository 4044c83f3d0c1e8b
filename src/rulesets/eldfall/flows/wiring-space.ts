/**
 * The Activation Sequence's space questions answered by eld-space (flows/space-scene.ts, rules/sight.ts,
 * rules/space.ts): line of sight with the world's LoS mode, facing, Dark, Hazy and Engaged exceptions, and
 * Awareness counted around walls. A reaction window asks these once per reactor and path space, so the scene is
 * read once per batch (the cache lives until the current task ends).
 */
import type { Tile } from "../../../core/rules/grid";
import { blindReason } from "../rules/sight";
import { awarenessRadius, withinAwareness } from "../rules/space";
import { SpaceScene, type SpaceModel } from "./space-scene";
import type { SpaceQueries } from "./activation-ports";

type Token = TokenDocument.Implementation;

const fields = new Map<string, SpaceScene>();

function fieldOf(scene: Scene.Implementation): SpaceScene {
  const key = scene.id ?? "";
  let field = fields.get(key);
  if (!field) {
    field = new SpaceScene(scene);
    fields.set(key, field);
    // Tokens move between steps: read the scene afresh for the next batch.
    queueMicrotask(() => fields.delete(key));
  }
  return field;
}

function observerOf(token: Token): { field: SpaceScene; m: SpaceModel } | null {
  if (!token.parent || !token.id) return null;
  const field = fieldOf(token.parent);
  return { field, m: field.model(token.id) };
}

const radius = (m: SpaceModel) => awarenessRadius({ acuteSenses: m.data.abilities.has("acuteSenses") });

/**
 * Whether the observer sees a model in `cell`. The port does not name the mover, so the one seen counts as a
 * Medium model standing up (Crouched hiding is the mover's own State, judged again at its attack).
 */
function sees(observer: Token, cell: Tile): boolean {
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
