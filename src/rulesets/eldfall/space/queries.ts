/**
 * The space questions the Activation Sequence, the reactions and the Intrigues ask of a scene: a token's space,
 * line of sight with the world's LoS mode, facing, Dark, Hazy and Engaged exceptions, Awareness counted around
 * walls, a weapon's reach, the shortest legal path, a Toxic Environment, and Engaged recomputed after a Resolution.
 */
import type { Tile } from "../../../core/rules/grid";
import { manhattan, orthogonalPath } from "../../../core/rules/grid-path";
import { sceneBoard } from "../../../core/grid-scene";
import { blindReason } from "./rules/sight";
import { awarenessRadius, withinAwareness } from "./rules/space";
import { SpaceScene, type SpaceModel } from "./space-scene";
import { environmentsOfToken } from "./zones";
import { applyStateTo, removeStateFrom, stateIdsOf } from "../states/actor-states";
import { sceneLevels, tokenLevel } from "../../../core/compat";
import type { EnvironmentEffect } from "./rules/environments";

type Token = TokenDocument.Implementation;

/** A weapon or Spell a model may attack with: RCH in spaces (0 = same space, null = unlimited range). */
export interface WeaponInfo { readonly id: string; readonly name: string; readonly type: "melee" | "ranged"; readonly reach: number | null }

/** The token's space (cell) on its scene's grid. */
export function cellOf(token: { x: number; y: number; parent: Scene.Implementation | null }): Tile {
  const size = token.parent?.grid.size ?? 100;
  return { x: Math.floor(token.x / size), y: Math.floor(token.y / size) };
}

const radius = (m: SpaceModel) => awarenessRadius({ acuteSenses: m.data.abilities.has("acuteSenses") });

/**
 * Sight and Awareness for one batch of questions (a reaction window asks them once per reactor and path space):
 * each scene level is read once, when first asked, and the lookup is dropped with the batch, since tokens move
 * between steps.
 */
export class SightLookup {
  readonly #fields = new Map<string, SpaceScene>();

  #observer(token: Token): { field: SpaceScene; m: SpaceModel } | null {
    if (!token.parent || !token.id) return null;
    const level = tokenLevel(token);
    const key = `${token.parent.id ?? ""}|${level ?? ""}`;
    let field = this.#fields.get(key);
    if (!field) {
      field = new SpaceScene(token.parent, level);
      this.#fields.set(key, field);
    }
    return { field, m: field.model(token.id) };
  }

  /**
   * Whether the observer sees a model in `cell`. The question does not name the mover, so the one seen counts as
   * a Medium model standing up (Crouched hiding is the mover's own State, judged again at its attack).
   */
  sees(observer: Token, cell: Tile): boolean {
    const o = this.#observer(observer);
    if (!o) return false;
    const { field, m } = o;
    return blindReason({ board: field.board, mode: field.options.losMode, between: (a, b) => field.environments.between(a, b) }, {
      cell: m.cell, size: m.data.size, facing: m.facing, vigilance: m.data.abilities.has("vigilance"), awareness: radius(m),
      environments: field.envsOf(m), engagedBy: field.engagements().get(m.id) ?? [],
    }, { cell, size: "medium", crouched: false }) === null;
  }

  /** `cell` within the observer's Awareness. */
  aware(observer: Token, cell: Tile): boolean {
    const o = this.#observer(observer);
    return !!o && withinAwareness(o.m.cell, cell, radius(o.m), o.field.board);
  }
}

/** A model in `cell` within the weapon's RCH from the observer. */
export const reaches = (observer: Token, weapon: WeaponInfo, cell: Tile): boolean =>
  weapon.reach === null || manhattan(cellOf(observer), cell) <= weapon.reach;

/** Movement distance between two spaces (Protector's ½ SPD). */
export const spaceDistanceOf = (a: Tile, b: Tile): number => manhattan(a, b);

/** The spaces a move from `from` to `to` passes, `from` first, through the walls of the token's level; null: no legal path. */
export function legalPathOf(token: Token, from: Tile, to: Tile): Tile[] | null {
  if (!token.parent) return null;
  const found = orthogonalPath(sceneBoard(token.parent, tokenLevel(token)), from, to);
  return found ? [from, ...found.cells] : null;
}

/** The Strategic Phase's Toxic question: does the combatant's token stand in a Toxic Environment (immunities are the phase rules')? */
export function inToxic(combatant: Combatant.Implementation): boolean {
  const token = combatant.token as Token | null;
  return !!token && environmentsOfToken(token).some((e) => e.env === "toxic");
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

/** The field of the token's level, or null off a square grid (the space rules do not apply there). */
function fieldOfToken(token: Token): SpaceScene | null {
  if (!token.parent || !token.id) return null;
  try {
    const field = new SpaceScene(token.parent, tokenLevel(token));
    return field.has(token.id) ? field : null;
  } catch {
    return null;
  }
}

/** A move through `entered` (the spaces entered after the first): what the environments do for crossing them (Profane Miasma: 1 WP). */
export function crossingEffectsOf(token: Token, entered: readonly Tile[]): EnvironmentEffect[] {
  return fieldOfToken(token)?.crossing(token.id!, entered) ?? [];
}

/** At the end of an Activation Sequence: each model on the scene with its environment effects (Profane Miasma's Hit), every level. */
export function endOfSequenceEffectsOf(scene: Scene.Implementation): { actor: Actor.Implementation; effects: EnvironmentEffect[] }[] {
  const out: { actor: Actor.Implementation; effects: EnvironmentEffect[] }[] = [];
  for (const level of sceneLevels(scene)) {
    let field: SpaceScene;
    try {
      field = new SpaceScene(scene, level);
    } catch {
      return [];
    }
    for (const e of field.endOfSequence()) {
      const m = field.model(e.tokenId);
      if (!m.data.states.has("dead")) out.push({ actor: m.actor, effects: e.effects });
    }
  }
  return out;
}

/** Focus: the other models within the token's Casting Aura (its Awareness, counted around walls; A36), not Dead. */
export function modelsInAuraOf(token: Token): Actor.Implementation[] {
  const field = fieldOfToken(token);
  if (!field) return [];
  return field.models.filter((m) => m.id !== token.id && m.actor !== token.actor && !m.data.states.has("dead") && field.withinAwareness(token.id!, m.id)).map((m) => m.actor);
}
