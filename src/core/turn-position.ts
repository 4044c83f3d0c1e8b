/**
 * Where a combat is in its ruleset's turn structure, read from Foundry (round, current combatant, groups) and
 * the system's own flags (phase, activation, what was processed). Reads only; the walk is in combat.ts.
 */
import { realmsFlag } from "./flags";
import { activeRuleset } from "./settings";
import { markAt, structureMarkOf, UNWALKED, type CombatPosition, type StructureMark, type TurnMark } from "./rules/timeline";
import { buildTimeline, pathNow, type StoredPosition, type Timeline, type TurnStructure } from "./rules/turn-structure";

export const PROCESSED_FLAG = "processed";
export const POSITION_FLAG = "position";
/** A group made for a side carries the side's id here. */
export const SIDE_FLAG = "side";

type CombatLike = Combat.Implementation;
type CombatantLike = Combatant.Implementation;

export const structureOf = (): TurnStructure => activeRuleset()?.turnStructure ?? {};

/** A combatant's group document, whether Foundry prepared `group` to the document or it is still the stored id. */
export function groupOf(combatant: CombatantLike): CombatantGroup.Implementation | null {
  const group: string | CombatantGroup.Implementation | null | undefined = combatant.group;
  if (!group) return null;
  if (typeof group !== "string") return group;
  return (combatant.parent as CombatLike | null)?.groups?.get(group) ?? null;
}

/** The side a combatant fights on: its group's (a GM may move it, a summon joins its summoner's), else its actor type's, else the first. */
export function sideOfCombatant(combatant: CombatantLike | undefined, structure: TurnStructure = structureOf()): string | null {
  const ids = structure.sides?.map((s) => s.id) ?? [];
  if (!combatant || !ids.length) return null;
  const group = groupOf(combatant);
  const fromGroup = group ? realmsFlag<string>(group, SIDE_FLAG) : undefined;
  if (fromGroup && ids.includes(fromGroup)) return fromGroup;
  const fromType = structure.sideOf?.(combatant.actor?.type ?? "");
  return fromType && ids.includes(fromType) ? fromType : ids[0]!;
}

export function timelineOf(combat: CombatLike, structure: TurnStructure = structureOf()): Timeline {
  return buildTimeline(structure, combat.turns.map((c) => ({ id: c.id ?? "", side: sideOfCombatant(c, structure) })));
}

export function sideLookup(combat: CombatLike, structure: TurnStructure = structureOf()) {
  return (id: string) => sideOfCombatant(combat.combatants.get(id) as CombatantLike | undefined, structure);
}

/** Where the combat is now, one key per level. */
export function currentPath(combat: CombatLike, t: Timeline = timelineOf(combat), structure: TurnStructure = structureOf()): string[] {
  return pathNow(t, {
    current: combat.combatant?.id ?? null, round: combat.round,
    stored: realmsFlag<StoredPosition>(combat, POSITION_FLAG) ?? null, sideOf: sideLookup(combat, structure),
  });
}

/**
 * The processed mark. Earlier versions stored (round, turn index), then a per-combatant mark; both name
 * combatants, which in a structure with sides sit under their side.
 */
export function processedMark(combat: CombatLike, t: Timeline, structure: TurnStructure = structureOf()): StructureMark {
  const stored = realmsFlag<StructureMark | TurnMark | CombatPosition>(combat, PROCESSED_FLAG);
  if (!stored) return UNWALKED;
  if ("open" in stored) return stored;
  const mark = "started" in stored ? stored : markAt(stored, t.turnOrder);
  if (t.levels[0] === "turn") return structureMarkOf(mark);
  if (t.levels[0] !== "side" || t.levels[1] !== "turn") return { round: mark.round, open: [], started: [] };
  const side = sideLookup(combat, structure);
  const started = new Set<string>();
  for (const id of mark.started) {
    const s = side(id);
    if (s === null) continue;
    started.add(s);
    started.add(`${s}/${id}`);
  }
  const currentSide = mark.current === null ? null : side(mark.current);
  return { round: mark.round, open: currentSide === null ? [] : [currentSide, mark.current!], started: [...started] };
}
