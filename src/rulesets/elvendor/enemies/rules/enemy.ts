import { pathToward, tileDistance, type Tile } from "../../../../core/rules/grid";
import type { ActiveCondition } from "../../../../core/rules/conditions";
import { turnPlan } from "../../conditions/rules/conditions";
import { MAX_DICE, requireInt } from "../../../../core/dice/guard";
import { isDetected, detectionRadius, type DetectionContext } from "../../weather/rules/noise";
import type { ElvendorOptions } from "../../options/rules/options";

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
  /** The enemy's own conditions: they bind it as they bind heroes. */
  readonly conditions?: readonly ActiveCondition[];
}

export interface PlannerHero {
  readonly id: string;
  readonly position: Tile;
  readonly invisible: boolean;
  readonly down: boolean;
  /** Inside the radius but passed its STEALTH roll this activation. */
  readonly hidden?: boolean;
}

/** Why the script lost a step: the condition and what it took (the whole turn, an action, a move, the ranged attack). */
export type DropReason = "petrified" | "unconscious" | "trapped" | "fear" | "blinded";

export type EnemyStep =
  | { readonly kind: "detect"; readonly radius: number; readonly detected: readonly string[] }
  | { readonly kind: "move"; readonly path: readonly Tile[]; readonly to: Tile; readonly targetId: string }
  | { readonly kind: "attack"; readonly ability: string; readonly targetId: string; readonly distance: number; readonly condition: { id: string; value: number } | null }
  | { readonly kind: "forced"; readonly cause: "blinded" }
  | { readonly kind: "dropped"; readonly reason: DropReason; readonly what: "turn" | "actions" | "action" | "move" | "ranged" }
  | { readonly kind: "idle"; readonly reason: "noTarget" | "blocked" };

/**
 * The behavior script as a proposal for the GM: detect by Alert and noise, then for each action attack
 * if a hero is in reach (melee when adjacent; a ranged ability only with the last action, so the enemy
 * closes in first), otherwise move toward the nearest detected hero and stop adjacent to it.
 * Invisible heroes can only be chosen when adjacent; heroes hidden by STEALTH are not detected.
 * The enemy's own conditions apply as for heroes: Petrified or Unconscious drop the activation, Trapped
 * costs the first action and every move, Fear turns the actions into forced moves (posted at turn
 * start), Blinded puts a forced move before each action and forbids ranged attacks.
 */
export function planEnemyActivation(
  enemy: PlannerEnemy, heroes: readonly PlannerHero[], ctx: DetectionContext, options: ElvendorOptions,
): EnemyStep[] {
  // Domain: the enemy's stat block within its spec (actions 0–100, move 0–1,000 tiles), so a plan stays a few hundred steps.
  requireInt("actions", enemy.actions, 0, MAX_DICE);
  requireInt("move", enemy.move, 0, 1000);
  const conditions = enemy.conditions ?? [];
  const plan = turnPlan(conditions, enemy.actions);
  if (plan.skipTurn) return [{ kind: "dropped", reason: plan.losses[0]?.source === "petrified" ? "petrified" : "unconscious", what: "turn" }];
  if (plan.forcedMovement === "replacesActions") return [{ kind: "dropped", reason: "fear", what: "actions" }];
  const radius = detectionRadius(enemy, ctx, options);
  const standing = heroes.filter((h) => !h.down);
  const detected = standing.filter((h) => !h.hidden && isDetected(enemy, h, ctx, options)).map((h) => h.id);
  const steps: EnemyStep[] = [{ kind: "detect", radius, detected }];
  if (plan.losses.some((l) => l.source === "trapped")) steps.push({ kind: "dropped", reason: "trapped", what: "action" });
  const blinded = plan.forcedMovement === "beforeEachAction";
  const usable = plan.canRangedAttack ? enemy.abilities : enemy.abilities.filter((a) => a.range <= 1);
  let position = enemy.position;
  const candidates = () => standing
    .filter((h) => detected.includes(h.id))
    .filter((h) => !h.invisible || tileDistance(position, h.position) <= 1)
    .sort((a, b) => tileDistance(position, a.position) - tileDistance(position, b.position) || a.id.localeCompare(b.id));

  for (let action = 0; action < plan.actions; action++) {
    if (blinded) steps.push({ kind: "forced", cause: "blinded" });
    const target = candidates()[0];
    if (!target) {
      steps.push({ kind: "idle", reason: "noTarget" });
      break;
    }
    const distance = tileDistance(position, target.position);
    const last = action === plan.actions - 1;
    const ability = chooseAbility(usable, distance, last);
    if (ability) {
      steps.push({ kind: "attack", ability: ability.name, targetId: target.id, distance, condition: ability.condition ?? null });
      continue;
    }
    if (!plan.canRangedAttack && chooseAbility(enemy.abilities, distance, last)) steps.push({ kind: "dropped", reason: "blinded", what: "ranged" });
    if (!plan.canMoveVoluntarily) {
      steps.push({ kind: "dropped", reason: "trapped", what: "move" });
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
