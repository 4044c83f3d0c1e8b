/**
 * Whom a Hostile aims at (pure, M78): among the row's candidates the best match to its Target Priority; "if this is
 * hard to determine" (equal by the priority), the closest enemy; still equal, the players choose (reported as a
 * tie). A "custom" priority is the GM's: the closest is only suggested. Distance is counted in spaces (M43).
 */
import type { Tile } from "../../../../core/rules/grid";
import { bestMatch, type Score } from "../../../../core/rules/hierarchy";
import { distance, type AiModel } from "./ai-field";
import type { TargetPriority } from "../../profile/rules/keys";

export interface TargetChoice {
  readonly target: AiModel | null;
  /** More than one: equal after the priority and the distance — the players choose. */
  readonly tied: readonly AiModel[];
  /** The priority is custom: the GM picks (the target is a suggestion). */
  readonly gm: boolean;
}

const closest = (at: Tile): Score<AiModel> => (m) => distance(at, m.cell);

export function priorityScores(priority: TargetPriority, at: Tile): Score<AiModel>[] {
  switch (priority) {
    case "closest": return [closest(at)];
    case "farthest": return [(m) => -distance(at, m.cell), closest(at)];
    case "lowestHp": return [(m) => m.hp, closest(at)];
    case "highestHp": return [(m) => -m.hp, closest(at)];
    case "custom": return [closest(at)];
    default: throw new RangeError(`unknown target priority ${String(priority)}`);
  }
}

export function chooseTarget(candidates: readonly AiModel[], priority: TargetPriority, at: Tile): TargetChoice {
  const { chosen, tied } = bestMatch(candidates, priorityScores(priority, at));
  return { target: chosen, tied: tied.length > 1 ? tied : [], gm: priority === "custom" && candidates.length > 1 };
}

/** The closest enemy (rows that say so, and the fallback "move toward the closest enemy"). */
export function closestOf(candidates: readonly AiModel[], at: Tile): TargetChoice {
  return chooseTarget(candidates, "closest", at);
}
