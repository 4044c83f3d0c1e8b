/**
 * The shape of a combat round a ruleset declares, as levels nested inside the round:
 *   side turns (Eldfall's Hero Turn and Hostile Turn; Elvendor's player, companion and enemy phases)
 *   → per-combatant turns (Foundry's turn order; inside a side, that side's members in order)
 *   → phases (Strategic, Upkeep, Chaos, Tactical, End)
 *   → activations (a model activating and ending its activation, in any order, as often as the rules allow).
 * Every level is optional; with none declared a round is Foundry's plain per-combatant turns. Ordered levels
 * (sides, turns, phases) are walked in order and passed over when skipped; activations are free: they happen
 * when someone activates, never by passing over.
 */

export interface SideDef { readonly id: string; readonly label: string }

export interface PhaseDef {
  readonly id: string;
  readonly label: string;
  /** Only in these sides' turns (Eldfall's Chaos Phase: the Hostile Turn); default every turn. */
  readonly sides?: readonly string[];
  /** Models activate inside this phase (Eldfall's Tactical Phase). */
  readonly activations?: boolean;
}

export interface TurnStructure {
  /** Sides in the order their turns come in a round. */
  readonly sides?: readonly SideDef[];
  /** The side an actor type fights on, when its combatant has no group saying otherwise. */
  sideOf?(actorType: string): string;
  /**
   * Inside a side's turn: "turns", one turn per member in the tracker's order (the players choose it; Elvendor);
   * "activations", no per-member turns, members activate in any order (Eldfall). Without sides: "turns".
   */
  readonly within?: "turns" | "activations";
  /** Phases of every turn (a side turn, or a combatant's turn when there are no side turns). */
  readonly phases?: readonly PhaseDef[];
  /** Activations inside each turn when there are no phases (2D6: the normal action and a haste's extra one). */
  readonly activations?: boolean;
}

export type LevelKind = "side" | "turn" | "phase" | "activation";

/** One combatant, in turn order, with its side when the structure has sides. */
export interface RosterEntry { readonly id: string; readonly side?: string | null }

/**
 * A round's tree for one roster: which levels exist and, for a node (the keys above it), its children in
 * order, "free" for activations, or null when the node has no children.
 */
export interface Timeline {
  readonly levels: readonly LevelKind[];
  readonly turnOrder: readonly string[];
  children(depth: number, path: readonly string[]): readonly string[] | "free" | null;
  /** Is this combatant still in the fight (a free activation key names one)? */
  present(combatantId: string): boolean;
}

/** Most nodes one round's tree may hold: no table's round has 10,000 sides, turns and phases (a wild timeline must not hang). */
export const MAX_NODES = 10_000;

/**
 * A node's children, refused when the timeline lists any below its own levels: a timeline whose nodes never
 * stop having children would otherwise be walked until the stack overflows.
 */
export function childrenAt(t: Timeline, depth: number, path: readonly string[]): readonly string[] | "free" | null {
  const kids = t.children(depth, path);
  if (depth >= t.levels.length && Array.isArray(kids) && kids.length) throw new RangeError(`A timeline of ${t.levels.length} levels lists children at depth ${depth}`);
  return kids;
}

/** Activation keys: the combatant, then how many times it has activated in that node (haste: twice). */
export const activationKey = (combatantId: string, n: number) => `${combatantId}#${n}`;
export const activatorOf = (key: string) => key.slice(0, key.lastIndexOf("#") >= 0 ? key.lastIndexOf("#") : key.length);

export function levelsOf(structure: TurnStructure): LevelKind[] {
  const levels: LevelKind[] = [];
  const sides = !!structure.sides?.length;
  if (sides) levels.push("side");
  if (!sides || structure.within !== "activations") levels.push("turn");
  if (structure.phases?.length) levels.push("phase");
  if (structure.phases?.some((p) => p.activations) || (!structure.phases?.length && structure.activations) || (sides && structure.within === "activations" && !structure.phases?.length)) {
    levels.push("activation");
  }
  return levels;
}

export function buildTimeline(structure: TurnStructure, roster: readonly RosterEntry[]): Timeline {
  const levels = levelsOf(structure);
  const turnOrder = roster.map((r) => r.id);
  const ids = new Set(turnOrder);
  const sideIds = (structure.sides ?? []).map((s) => s.id);
  const phases = structure.phases ?? [];
  const sideAt = levels.indexOf("side");
  const phaseAt = levels.indexOf("phase");
  return {
    levels,
    turnOrder,
    present: (id) => ids.has(id),
    children(depth, path) {
      const side = sideAt >= 0 ? path[sideAt] : undefined;
      switch (levels[depth]) {
        case "side": return sideIds;
        case "turn": return side === undefined ? turnOrder : roster.filter((r) => r.side === side).map((r) => r.id);
        case "phase": return phases.filter((p) => !p.sides || side === undefined || p.sides.includes(side)).map((p) => p.id);
        case "activation": {
          if (phaseAt < 0) return "free";
          return phases.find((p) => p.id === path[phaseAt])?.activations ? "free" : null;
        }
        default: return null;
      }
    },
  };
}

/** What the system stores of where the combat is below the levels Foundry tracks (phase, activation; sides when there are no turns). */
export interface StoredPosition { readonly round: number; readonly path: readonly (string | null)[] }

/**
 * Where the combat is now, one key per level: Foundry's round and current combatant (and that combatant's side),
 * then what the system stored for the levels below, if it was stored for this round and this same node; else
 * the node's first phase (a new turn begins with it) and no activation.
 */
export function pathNow(t: Timeline, input: { current: string | null; round: number; stored: StoredPosition | null; sideOf(id: string): string | null }): string[] {
  const path: string[] = [];
  const hasTurns = t.levels.includes("turn");
  for (let depth = 0; depth < t.levels.length; depth++) {
    const stored = input.stored && input.stored.round === input.round && input.stored.path.slice(0, depth).join("/") === path.join("/") ? input.stored.path[depth] ?? null : null;
    const kids = childrenAt(t, depth, path);
    const first = Array.isArray(kids) ? kids[0] ?? null : null;
    const level = t.levels[depth];
    let key: string | null;
    if (level === "turn") key = input.current;
    else if (level === "side" && hasTurns) key = input.current === null ? null : input.sideOf(input.current);
    else if (level === "activation") key = stored;
    else key = stored ?? first;
    if (key === null) break;
    path.push(key);
  }
  return path;
}

/** The deepest ordered nodes under `prefix`, in order: the positions a GM steps through. */
export function orderedPositions(t: Timeline, prefix: readonly string[]): string[][] {
  const out: string[][] = [];
  let nodes = 0;
  const visit = (path: readonly string[]) => {
    if (++nodes > MAX_NODES) throw new RangeError(`A round's timeline holds more than ${MAX_NODES} nodes`);
    const kids = childrenAt(t, path.length, path);
    if (kids === null || kids === "free" || !kids.length) {
      if (path.length) out.push([...path]);
      return;
    }
    for (const k of kids) visit([...path, k]);
  };
  visit(prefix);
  return out;
}

/** The step after `path` among the levels the system tracks: the next phase (or side), else Foundry's next turn or round. */
export function nextStep(t: Timeline, path: readonly string[]): { kind: "path"; path: string[] } | { kind: "nextTurn" } | { kind: "nextRound" } {
  const owned = t.levels.includes("turn") ? t.levels.indexOf("turn") + 1 : 0;
  const positions = owned > path.length ? [] : orderedPositions(t, path.slice(0, owned)).filter((p) => p.length > owned);
  const at = positions.findIndex((p) => p.join("/") === path.slice(0, p.length).join("/"));
  if (at >= 0 && at + 1 < positions.length) return { kind: "path", path: positions[at + 1]! };
  return owned > 0 ? { kind: "nextTurn" } : { kind: "nextRound" };
}
