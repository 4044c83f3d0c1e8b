/**
 * What the Activation Sequence's glue needs from the other parts of the ruleset, as one narrow interface each:
 * space (sight, Awareness, reach, paths — rules/sight.ts, rules/aoo.ts, rules/movement.ts), models (facts, weapons,
 * AP — data/*, rules/profile.ts, rules/ap.ts), dice (attribute rolls — rules/roll.ts, rolls.ts) and resolution
 * (flows/resolve*.ts). The defaults below are the plain readings the rules text itself gives (Assisted LoS marker
 * to marker through the scene's walls, Awareness 3 orthogonal spaces, the built-in Unarmed Attack, a d20 roll-under);
 * `connectActivation` replaces any of them with the owning part's functions.
 */
import type { Tile } from "../../../core/rules/grid";
import { manhattan, orthogonalPath } from "../../../core/rules/grid-path";
import { sightClear } from "../../../core/rules/grid-sight";
import { sceneBoard } from "../../../core/grid-scene";
import { tokenLevel } from "../../../core/compat";
import type { ActivationState, AttackType, ModelFacts } from "./rules/activation";

type Token = TokenDocument.Implementation;
type Scene = Scene.Implementation;
type Actor = Actor.Implementation;

/** A weapon or Spell a model may attack with: RCH in spaces (0 = same space, null = unlimited range). */
export interface WeaponInfo { readonly id: string; readonly name: string; readonly type: AttackType; readonly reach: number | null }

export interface SpaceQueries {
  /** Line of sight from the observer's token to a model standing in `cell`. */
  sees(observer: Token, cell: Tile): boolean;
  /** `cell` within the observer's Awareness. */
  aware(observer: Token, cell: Tile): boolean;
  /** A model in `cell` within the weapon's RCH from the observer. */
  reaches(observer: Token, weapon: WeaponInfo, cell: Tile): boolean;
  /** Movement distance between two spaces (Protector's ½ SPD). */
  distance(scene: Scene, a: Tile, b: Tile): number;
  /** The spaces a move from `from` to `to` passes, `from` first, or null when there is no legal path. */
  path(token: Token, from: Tile, to: Tile): Tile[] | null;
}

export interface ModelQueries {
  facts(actor: Actor): ModelFacts;
  weapons(actor: Actor): WeaponInfo[];
  spd(actor: Actor): number;
  /** An attribute's modified value (M, INT, AG …) for a roll. */
  attribute(actor: Actor, id: string): number;
  /** Spend AP (the GM's client runs this). */
  spendAp(actor: Actor, amount: number): Promise<void>;
  /** Put a State on (Impede's Engaged). */
  addState(actor: Actor, state: string): Promise<void>;
}

export interface DiceQueries {
  /** One attribute roll (d20 roll-under on the modified attribute); true on success. */
  check(actor: Actor, attribute: string, label: string): Promise<boolean>;
}

export type ResolutionLines = NonNullable<ActivationState["resolution"]>;
export interface ResolutionQueries {
  /** Plan and apply the Resolution Step; what it did, as card lines. */
  resolve(state: ActivationState): Promise<ResolutionLines>;
}

export interface ActivationPorts {
  readonly space: SpaceQueries;
  readonly models: ModelQueries;
  readonly dice: DiceQueries;
  readonly resolution: ResolutionQueries;
}

/** The token's space (cell) on its scene's grid. */
export function cellOf(token: { x: number; y: number; parent: Scene | null }): Tile {
  const size = token.parent?.grid.size ?? 100;
  return { x: Math.floor(token.x / size), y: Math.floor(token.y / size) };
}

const AWARENESS = 3;
const ELD = "realms.eldfall.";

const defaultSpace: SpaceQueries = {
  // Walls of the observer's own level (v14).
  sees: (observer, cell) => !!observer.parent && sightClear(sceneBoard(observer.parent, tokenLevel(observer)), cellOf(observer), cell),
  aware: (observer, cell) => manhattan(cellOf(observer), cell) <= AWARENESS,
  reaches: (observer, weapon, cell) => weapon.reach === null || manhattan(cellOf(observer), cell) <= weapon.reach,
  distance: (_scene, a, b) => manhattan(a, b),
  path: (token, from, to) => {
    if (!token.parent) return null;
    const found = orthogonalPath(sceneBoard(token.parent, tokenLevel(token)), from, to);
    return found ? [from, ...found.cells] : null;
  },
};

interface ModelSystem {
  readonly ap?: { readonly value: number };
  readonly attributes?: Readonly<Record<string, number | null>>;
  spendResource?(id: string, amount: number): Promise<boolean>;
  applyCondition?(id: string): Promise<unknown>;
}
const sys = (actor: Actor) => actor.system as unknown as ModelSystem;

/** Skills by key and level from the actor's Skill items (data/specs.ts `skillSpec`). */
function skillsOf(actor: Actor): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of actor.items ?? []) {
    if (item.type !== "eldfallSkill") continue;
    const s = item.system as unknown as { key: string; level: number };
    out[s.key] = Math.max(out[s.key] ?? 0, s.level);
  }
  return out;
}

const statesOf = (actor: Actor) => [...(actor.statuses ?? [])].filter((s) => s.startsWith(ELD)).map((s) => s.slice(ELD.length));

const defaultModels: ModelQueries = {
  facts: (actor) => {
    const states = statesOf(actor);
    return {
      side: actor.type === "eldfallHero" ? "heroes" : "hostiles", ap: sys(actor).ap?.value ?? 0, states, skills: skillsOf(actor),
      overEncumbered: states.includes("overEncumbered"),
    };
  },
  // The Unarmed Attack every model has (RCH ❖); the profile's weapons come from rules/profile.ts.
  weapons: () => [{ id: "unarmed", name: "Unarmed Attack", type: "melee", reach: 0 }],
  spd: (actor) => sys(actor).attributes?.spd ?? 0,
  attribute: (actor, id) => sys(actor).attributes?.[id] ?? 0,
  spendAp: async (actor, amount) => { await sys(actor).spendResource?.("ap", amount); },
  addState: async (actor, state) => { await sys(actor).applyCondition?.(state); },
};

const defaultDice: DiceQueries = {
  check: async (actor, attribute) => {
    const roll = await new Roll("1d20").evaluate();
    const target = defaultModels.attribute(actor, attribute);
    return target > 0 && (roll.total ?? 21) <= target;
  },
};

// Without eld-resolve the sequence stops at its declarations: the card says the rolls are the players' to make.
const defaultResolution: ResolutionQueries = {
  resolve: async () => [{ key: "REALMS.Eldfall.Activation.Resolution.manual", data: {} }],
};

let ports: ActivationPorts = { space: defaultSpace, models: defaultModels, dice: defaultDice, resolution: defaultResolution };

/** The ports in use. */
export const activationPorts = (): ActivationPorts => ports;

/** Replace some ports (the owning parts at init; tests). Returns a function that puts the previous ones back. */
export function connectActivation(patch: { [K in keyof ActivationPorts]?: Partial<ActivationPorts[K]> }): () => void {
  const before = ports;
  ports = {
    space: { ...ports.space, ...patch.space },
    models: { ...ports.models, ...patch.models },
    dice: { ...ports.dice, ...patch.dice },
    resolution: { ...ports.resolution, ...patch.resolution },
  };
  return () => { ports = before; };
}
