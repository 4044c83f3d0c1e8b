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
import type { ActivationState, AttackType, ModelFacts } from "../rules/activation";

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
  sees: (observer, cell) => !!observer.parent && sightClear(sceneBoard(observer.parent), cellOf(observer), cell),
  aware: (observer, cell) => manhattan(cellOf(observer), cell) <= AWARENESS,
  reaches: (observer, weapon, cell) => weapon.reach === null || manhattan(cellOf(observer), cell) <= weapon.reach,
  distance: (_scene, a, b) => manhattan(a, b),
  path: (token, from, to) => {
    if (!token.parent) return null;
    const found = orthogonalPath(sceneBoard(token.parent), from, to);
    return found ? [from, ...found.cells] : null;
  },
};

const sys = (actor: Actor) => actor.system as unknown as Record<string, unknown>;
const numberAt = (value: unknown): number => {
  if (typeof value === "number") return value;
  const v = (value as { value?: unknown } | null | undefined)?.value;
  return typeof v === "number" ? v : 0;
};

/** Skills by key and level from the actor's skill items (`system.key`, `system.level`). */
function skillsOf(actor: Actor): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of actor.items ?? []) {
    const s = item.system as unknown as { key?: unknown; level?: unknown };
    if (typeof s?.key === "string" && s.key) out[s.key] = Math.max(out[s.key] ?? 0, typeof s.level === "number" ? s.level : 1);
  }
  return out;
}

const defaultModels: ModelQueries = {
  facts: (actor) => ({
    side: actor.type.toLowerCase().includes("hero") ? "heroes" : "hostiles",
    ap: numberAt(sys(actor).ap),
    states: [...(actor.statuses ?? [])].map((s) => (s.startsWith(ELD) ? s.slice(ELD.length) : s)),
    skills: skillsOf(actor),
    overEncumbered: false,
  }),
  // The Unarmed Attack every model has (RCH ❖); the profile's weapons come from rules/profile.ts.
  weapons: () => [{ id: "unarmed", name: "Unarmed Attack", type: "melee", reach: 0 }],
  spd: (actor) => numberAt((sys(actor).attributes as Record<string, unknown> | undefined)?.spd ?? sys(actor).spd),
  attribute: (actor, id) => numberAt((sys(actor).attributes as Record<string, unknown> | undefined)?.[id] ?? sys(actor)[id]),
  spendAp: async (actor, amount) => {
    const ap = sys(actor).ap;
    const path = typeof ap === "number" ? "system.ap" : "system.ap.value";
    await actor.update({ [path]: Math.max(0, numberAt(ap) - amount) } as never);
  },
  addState: async (actor, state) => {
    await (actor as unknown as { toggleStatusEffect?(id: string, o: object): Promise<unknown> }).toggleStatusEffect?.(`${ELD}${state}`, { active: true });
  },
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
