/**
 * A scene as the Eldfall space rules see it, read once per question batch: the board (walls), the environments,
 * the space settings and every token's model (side, size, States, cell, facing). The activation, reaction and
 * resolution helpers ask it who sees whom, who is Engaged with whom, where a move meets Attacks of Opportunity,
 * what space does to an attack, whom an AoE covers, and which environment effects fall due — all as data.
 *
 * Facing (True LoS) comes from the token's rotation: Foundry draws a token facing down at 0° and turns it
 * clockwise, so 0° faces south, 90° west, 180° north, 270° east.
 *
 * On a scene with Levels (v14) a field is one level's: its walls, its zones and the tokens standing on it, so
 * nothing on another floor blocks, covers, engages or is seen (level null: the whole scene, v13's one level).
 */
import { sceneBoard } from "../../../core/grid-scene";
import type { Tile } from "../../../core/rules/grid";
import type { Board } from "../../../core/rules/grid-board";
import type { Facing } from "../../../core/rules/grid-facing";
import { levelPlace, tokenCells } from "../../../core/zones";
import { tokenLevel } from "../../../core/compat";
import { readOptionSettings } from "../../../core/option-settings";
import { aoeCells, modelsInAoe, type AoePlacement, type AoeShape } from "./rules/aoe";
import { opportunityPoints, type AooPoint } from "./rules/aoo";
import { attackSpace, type AttackSpace } from "./rules/attack-space";
import { engagements, type MeleeModel } from "./rules/engaged";
import { affecting, endOfSequenceEffects, groundLevel, has, movementEffects, strategicPhaseEffects, type EnvironmentEffect, type EnvironmentImmunity } from "./rules/environments";
import { blindReason, type Blind, type SightInput } from "./rules/sight";
import { awarenessRadius, sizeRank, slotsTaken, withinAwareness, type Reach } from "./rules/space";
import { DEFAULT_SPACE_OPTIONS, SPACE_OPTION_DESCRIPTORS, type EldfallSpaceOptions } from "./rules/space-options";
import { SceneEnvironments } from "./zones";
import { moverOf, spaceActor, type SpaceActor } from "./space-actor";
import { isActorType } from "../../../core/data/subtypes";
import { attackTypeOf } from "../profile/rules/attacks";
import { ELDFALL_MODEL_TYPES } from "../config";


export function spaceOptions(): EldfallSpaceOptions {
  return readOptionSettings("eldfall", SPACE_OPTION_DESCRIPTORS, DEFAULT_SPACE_OPTIONS);
}

/** The A20 option (`realms.eldfall-halveAndDouble`, the dice part's setting): "cancel" makes a halving and a doubling cancel out. */
export function cancelsHalveDouble(): boolean {
  try {
    return (game.settings as unknown as { get(ns: string, k: string): unknown }).get("realms", "eldfall-halveAndDouble") === "cancel";
  } catch {
    return false; // not registered (yet): both apply, the default reading
  }
}

/**
 * The longest reach in spaces among the actor's ready melee rows (A35: Unarmed ❖ = 0, every model has it), or
 * among its ranged rows (Infinity for x|y); null: none of that kind.
 */
function reachOf(actor: Actor.Implementation, type: "melee" | "ranged"): number | null {
  if (!isActorType(actor, ELDFALL_MODEL_TYPES)) return type === "melee" ? 0 : null;
  const rows = actor.system.attacks.filter((r) => r.ready && attackTypeOf(r) === type);
  return rows.length ? Math.max(...rows.map((r) => r.reachSpaces ?? Infinity)) : null;
}

export function meleeReachOf(actor: Actor.Implementation): number | null {
  return reachOf(actor, "melee");
}

/** A token's facing from its rotation (see above). */
export function facingOfRotation(rotation: number): Facing {
  const quarter = Math.round((((rotation % 360) + 360) % 360) / 90) % 4;
  return (["south", "west", "north", "east"] as const)[quarter]!;
}

export interface SpaceModel {
  readonly id: string;
  readonly token: TokenDocument.Implementation;
  readonly actor: Actor.Implementation;
  readonly data: SpaceActor;
  readonly cell: Tile;
  readonly facing: Facing;
}

const immunity = (m: SpaceModel): EnvironmentImmunity => ({ ...moverOf(m.data), profane: m.data.profane });

export class SpaceScene {
  /** The level this field is (v14); null: the whole scene. */
  readonly level: string | null;
  readonly board: Board;
  readonly environments: SceneEnvironments;
  readonly options: EldfallSpaceOptions;
  readonly models: readonly SpaceModel[];
  readonly #byId: Map<string, SpaceModel>;

  /** Throws the core's localized error when the scene is not a square grid. */
  constructor(scene: Scene.Implementation, level: string | null = null) {
    this.level = level;
    this.board = sceneBoard(scene, level);
    this.options = spaceOptions();
    this.environments = new SceneEnvironments(scene, this.options.spaceSlots, levelPlace(scene, level));
    const models: SpaceModel[] = [];
    for (const token of scene.tokens) {
      const cell = tokenCells(token)[0];
      if (!token.actor || !cell || (level !== null && tokenLevel(token) !== level)) continue;
      const rotation = (token as { rotation?: number }).rotation ?? 0;
      models.push({ id: token.id!, token, actor: token.actor, data: spaceActor(token.actor), cell, facing: facingOfRotation(rotation) });
    }
    this.models = models;
    this.#byId = new Map(models.map((m) => [m.id, m]));
  }

  /** Whether a token with an actor stands in this field (on its level). */
  has(tokenId: string): boolean {
    return this.#byId.has(tokenId);
  }

  model(tokenId: string): SpaceModel {
    const m = this.#byId.get(tokenId);
    if (!m) throw new Error(`No token ${tokenId} with an actor on this scene`);
    return m;
  }

  /** Environments affecting a model in its space (Survival, Incorporeal … left out). */
  envsOf(m: SpaceModel): ReturnType<SceneEnvironments["at"]> {
    return affecting(this.environments.at(m.cell), immunity(m));
  }

  #engagedBy(m: SpaceModel): string[] {
    return this.engagements().get(m.id) ?? [];
  }

  #sight(): SightInput {
    return { board: this.board, mode: this.options.losMode, between: (a, b) => this.environments.between(a, b) };
  }

  /** Why `viewer` does not see `target` (null: it does). `moving`: the viewer is moving (all-round sight). */
  blind(viewerId: string, targetId: string, options: { moving?: boolean; attacking?: boolean } = {}): Blind | null {
    const v = this.model(viewerId);
    const t = this.model(targetId);
    return blindReason(this.#sight(), {
      cell: v.cell, size: v.data.size, facing: v.facing, vigilance: v.data.abilities.has("vigilance"), moving: options.moving,
      awareness: awarenessRadius({ acuteSenses: v.data.abilities.has("acuteSenses") }), environments: this.envsOf(v), engagedBy: this.#engagedBy(v),
    }, { id: t.id, cell: t.cell, size: t.data.size, crouched: t.data.states.has("crouched"), attacking: options.attacking });
  }

  /** Whether `otherId` is within `modelId`'s Awareness (3, Acute Senses 4; counted around walls, A65): Dodge without LoS, Stealth, Taunt … */
  withinAwareness(modelId: string, otherId: string): boolean {
    const m = this.model(modelId);
    return withinAwareness(m.cell, this.model(otherId).cell, awarenessRadius({ acuteSenses: m.data.abilities.has("acuteSenses") }), this.board);
  }

  /** Who is Engaged with whom now (token id → the ids of the enemies causing it); recompute after each resolution. */
  engagements(): Map<string, string[]> {
    const models: MeleeModel[] = this.models.map((m) => ({
      id: m.id, side: m.data.side, cell: m.cell, level: groundLevel(this.environments.at(m.cell)), meleeReach: meleeReachOf(m.actor),
      flying: m.data.states.has("flying"), crouched: m.data.states.has("crouched"), incapacitated: m.data.states.has("incapacitated"),
      dead: m.data.states.has("dead"), petrified: m.data.states.has("petrified"), incorporeal: m.data.abilities.has("incorporeal"),
    }));
    return engagements(models, (a, b) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y) === 1 && this.board.blocksMove(a, b));
  }

  /** The Attack of Opportunity points of a move along `path` (the spaces entered), by the mover's enemies. */
  opportunities(moverId: string, path: readonly Tile[]): AooPoint[] {
    const mover = this.model(moverId);
    const full = [mover.cell, ...path];
    const engaged = this.#engagedBy(mover).length > 0;
    const reactors = this.models.filter((m) => m.data.side !== mover.data.side && !m.data.states.has("incapacitated") && !m.data.states.has("dead")).map((m) => ({
      id: m.id, cell: m.cell, meleeReach: meleeReachOf(m.actor), rangedReach: this.#engagedBy(m).length ? null : reachOf(m.actor, "ranged"),
      impede: m.data.abilities.has("impede"),
      // The mover is moving: it is seen from wherever the reactor sees that space.
      sees: (cell: Tile) => blindReason(this.#sight(), {
        cell: m.cell, size: m.data.size, facing: m.facing, vigilance: m.data.abilities.has("vigilance"),
        awareness: awarenessRadius({ acuteSenses: m.data.abilities.has("acuteSenses") }), environments: this.envsOf(m),
      }, { cell, size: mover.data.size, crouched: mover.data.states.has("crouched") }) === null,
    }));
    return opportunityPoints(full, reactors, engaged);
  }

  /** What space does to one attack of `attackerId` at `targetId` with a weapon or spell of this reach. */
  attack(attackerId: string, targetId: string, options: { kind: "melee" | "ranged"; reach: Reach; aoe?: boolean; shots?: boolean; activeRole?: boolean }): AttackSpace {
    const a = this.model(attackerId);
    const t = this.model(targetId);
    const taken = this.models.filter((m) => m.id !== a.id && m.cell.x === t.cell.x && m.cell.y === t.cell.y).reduce((n, m) => n + slotsTaken({ size: m.data.size,
      incapacitated: m.data.states.has("incapacitated"), dead: m.data.states.has("dead"), flying: m.data.states.has("flying") }), 0);
    const targetSpaceFull = taken + slotsTaken({ size: a.data.size, flying: a.data.states.has("flying") }) > this.environments.slots(t.cell);
    const alliesWithTarget = this.models.filter((m) => m.id !== a.id && m.data.side === a.data.side && m.cell.x === t.cell.x && m.cell.y === t.cell.y
      && !m.data.states.has("incapacitated") && !m.data.states.has("dead")).length;
    return attackSpace({
      ...options, attacker: a.cell, target: t.cell, reachContext: { attributes: { ...(a.actor.system as { attributes?: Record<string, number> }).attributes }, awareness: awarenessRadius({ acuteSenses: a.data.abilities.has("acuteSenses") }) },
      blind: this.blind(attackerId, targetId, { attacking: true }), attackerEnvs: this.envsOf(a), targetEnvs: this.envsOf(t), betweenEnvs: this.environments.between(a.cell, t.cell),
      targetModel: { sizeRank: sizeRank(t.data.size), crouched: t.data.states.has("crouched"), flying: t.data.states.has("flying") }, alliesWithTarget, targetSpaceFull,
    }, a.data.states.has("flying"));
  }

  /** The token ids an AoE covers (the attacker left out of its own Spray and Sweep). */
  aoe(shape: AoeShape, attackerId: string, placement: Omit<AoePlacement, "attacker" | "facing">): string[] {
    const a = this.model(attackerId);
    const cells = aoeCells(this.board, shape, { ...placement, attacker: a.cell, facing: a.facing });
    const leaveOut = shape === "sprayS" || shape === "sprayL" || shape === "sweep" ? a.id : null;
    return modelsInAoe(cells, this.models, leaveOut).map((m) => m.id);
  }

  /** At the end of an Activation Sequence: each model's environment effects (Profane Miasma's Hit). */
  endOfSequence(): { tokenId: string; effects: EnvironmentEffect[] }[] {
    return this.models.map((m) => ({ tokenId: m.id, effects: endOfSequenceEffects(this.environments.at(m.cell), immunity(m)) })).filter((e) => e.effects.length);
  }

  /** A move of the model through `entered` (the spaces it entered, Jump included): Profane Miasma's Weak Point. */
  crossing(tokenId: string, entered: readonly Tile[]): EnvironmentEffect[] {
    const m = this.model(tokenId);
    return movementEffects(entered.some((cell) => has(affecting(this.environments.at(cell), immunity(m)), "profaneMiasma")));
  }

  /** In a side's Strategic Phase: its models' environment effects (Toxic's T roll). */
  strategicPhase(side: string): { tokenId: string; effects: EnvironmentEffect[] }[] {
    return this.models.filter((m) => m.data.side === side)
      .map((m) => ({ tokenId: m.id, effects: strategicPhaseEffects(this.environments.at(m.cell), immunity(m)) })).filter((e) => e.effects.length);
  }
}
