import { pathToward, tileDistance, type Tile } from "../../../core/rules/grid";
import { MAX_DICE, requireInt } from "../../../core/dice/guard";
import { isDetected, detectionRadius, type DetectionContext } from "./noise";
import type { ElvendorOptions } from "./options";

export interface PlannerAbility {
  readonly name: string;
  readonly range: number;
  readonly condition?: { readonly id: string; readonly value: number } | null;
}

export interface PlannerEnemy {
  readonly id: string;
  readonly position: Tile;
  readonly move: number;
  readonly actions: number;
  readonly alert: number;
  readonly detection: number | null;
  readonly abilities: readonly PlannerAbility[];
}

export interface PlannerHero {
  readonly id: string;
  readonly position: Tile;
  readonly invisible: boolean;
  readonly down: boolean;
}

export type EnemyStep =
  | { readonly kind: "detect"; readonly radius: number; readonly detected: readonly string[] }
  | { readonly kind: "move"; readonly path: readonly Tile[]; readonly to: Tile; readonly targetId: string }
  | { readonly kind: "attack"; readonly ability: string; readonly targetId: string; readonly distance: number; readonly condition: { id: string; value: number } | null }
  | { readonly kind: "idle"; readonly reason: "noTarget" | "blocked" };

/**
 * The behavior script as a proposal for the GM: detect by Alert and noise, then for each action attack
 * if a hero is in reach (melee when adjacent; a ranged ability only with the last action, so the enemy
 * closes in first), otherwise move toward the nearest detected hero and stop adjacent to it.
 * Invisible heroes can only be chosen when adjacent.
 */
export function planEnemyActivation(
  enemy: PlannerEnemy, heroes: readonly PlannerHero[], ctx: DetectionContext, options: ElvendorOptions,
): EnemyStep[] {
  // Domain: the enemy's stat block within its spec (actions 0–100, move 0–1,000 tiles), so a plan stays a few hundred steps.
  requireInt("actions", enemy.actions, 0, MAX_DICE);
  requireInt("move", enemy.move, 0, 1000);
  const radius = detectionRadius(enemy, ctx, options);
  const standing = heroes.filter((h) => !h.down);
  const detected = standing.filter((h) => isDetected(enemy, h, ctx, options)).map((h) => h.id);
  const steps: EnemyStep[] = [{ kind: "detect", radius, detected }];
  let position = enemy.position;
  const candidates = () => standing
    .filter((h) => detected.includes(h.id))
    .filter((h) => !h.invisible || tileDistance(position, h.position) <= 1)
    .sort((a, b) => tileDistance(position, a.position) - tileDistance(position, b.position) || a.id.localeCompare(b.id));

  for (let action = 0; action < enemy.actions; action++) {
    const target = candidates()[0];
    if (!target) {
      steps.push({ kind: "idle", reason: "noTarget" });
      break;
    }
    const distance = tileDistance(position, target.position);
    const last = action === enemy.actions - 1;
    const ability = chooseAbility(enemy.abilities, distance, last);
    if (ability) {
      steps.push({ kind: "attack", ability: ability.name, targetId: target.id, distance, condition: ability.condition ?? null });
      continue;
    }
    const path = pathToward(position, target.position, enemy.move, 1);
    if (path.length === 0) {
      steps.push({ kind: "idle", reason: "blocked" });
      continue;
    }
    position = path[path.length - 1]!;
    steps.push({ kind: "move", path, to: position, targetId: target.id });
  }
  return steps;
}

function chooseAbility(abilities: readonly PlannerAbility[], distance: number, lastAction: boolean): PlannerAbility | undefined {
  const inReach = abilities.filter((a) => a.range >= distance);
  if (distance <= 1) return inReach.sort((a, b) => a.range - b.range)[0];
  return lastAction ? inReach.sort((a, b) => b.range - a.range)[0] : undefined;
}
