/** The Enemy Phase: behavior scripts proposed to the GM, executed on Execute; spawns by Map Cord sector. */
import type { EnemyPlanCard } from "./cards";
import { ENEMY_PLAN_CARD, type PlanData } from "./card-kinds";
import { isActorType, isItemType } from "../../../core/data/subtypes";
import { healthOf } from "../actors/stats";
import { planEnemyActivation, type EnemyStep } from "./rules/enemy";
import { cardLayout, eventSpawnSector, spawnPoint } from "../weather/rules/mapcord";
import { turnPlan } from "../conditions/rules/conditions";
import { isDetected } from "../weather/rules/noise";
import { elvendorOptions } from "../settings";
import { detectionContextOf, spawnZonesOf } from "../weather/state";
import { conditionsOf } from "../conditions/conditions";
import { tileOf } from "../actors/position";
import { postNotice } from "../../../core/notices";
import { cardOf, postCard, updateCard } from "../../../core/chat/cards";
import { isCardMessage } from "../../../core/chat/card-type";
import { forcedMoves } from "../actions/actions";
import { attack } from "../combat/attack";
import { rollStealth } from "./stealth";
import { activeLayout } from "../weather/mapcord";
import { uuidOf } from "../../../core/refs";

/** The plan of a card that can still be carried out (new cards only: an old one is history). */
const openPlan = (message: ChatMessage.Implementation) => (isCardMessage(message) ? cardOf<PlanData>(message) : undefined);

export async function proposeActivation(combat: Combat.Implementation, combatantId: string): Promise<void> {
  const combatant = combat.combatants.get(combatantId);
  const enemy = combatant?.actor;
  const scene = combat.scene ?? game.scenes.viewed ?? null;
  const token = combatant?.token;
  if (!enemy || !scene || !token || !isActorType(enemy, ["elvendorEnemy"])) return;
  const s = enemy.system;
  const heroes = scene.tokens.filter((t) => !!t.actor && t.actor.type !== "elvendorEnemy");
  const options = elvendorOptions();
  const ctx = detectionContextOf(scene);
  const planner = {
    id: enemy.id ?? "", position: tileOf(token, scene), move: s.move, actions: s.actions, alert: s.alert, detection: s.detection,
    abilities: enemy.items.filter((i) => isItemType(i, ["elvendorAbility"])).map((i) => {
      const a = i.system;
      return { name: i.name ?? "", range: a.range, condition: a.condition.id ? { id: a.condition.id, value: a.condition.value } : null };
    }),
    conditions: conditionsOf(enemy),
  };
  const planned = heroes.map((t) => ({
    id: t.id ?? "", position: tileOf(t, scene), invisible: conditionsOf(t.actor!).some((c) => c.id === "invisible"),
    down: healthOf(t.actor!) <= 0,
  }));
  // An enemy that cannot act notices nobody, so STEALTH is rolled only for an activation that runs.
  const acting = turnPlan(planner.conditions, s.actions);
  const inRadius = acting.skipTurn || acting.forcedMovement === "replacesActions" ? []
    : heroes.filter((t, i) => !planned[i]!.down && isDetected(planner, planned[i]!, ctx, options));
  const hidden = await rollStealth(enemy, inRadius.map((t) => t.actor!));
  const plan = planEnemyActivation(planner, planned.map((h, i) => ({ ...h, hidden: hidden.has(heroes[i]!.actor!.id ?? "") })), ctx, options);
  const card: EnemyPlanCard = { enemy: { name: enemy.name ?? "", uuid: enemy.uuid }, steps: plan, heroes: Object.fromEntries(heroes.map((t) => [t.id ?? "", t.name ?? ""])), status: "proposed" };
  const flag: PlanData = { card, sceneId: scene.id ?? "", tokenId: token.id ?? "", heroActors: Object.fromEntries(heroes.map((t) => [t.id ?? "", uuidOf(t.actor!)])) };
  await postCard(ENEMY_PLAN_CARD.id, flag, { actor: enemy, gmOnly: true });
}

/** Execute: walk the path, then roll each attack (fast-forwarded; the targets may still react). */
export async function executePlan(message: ChatMessage.Implementation): Promise<void> {
  const flag = openPlan(message);
  if (!flag || flag.card.status !== "proposed" || !game.user.isGM) return;
  const scene = game.scenes.get(flag.sceneId);
  const token = scene?.tokens.get(flag.tokenId);
  const enemy = token?.actor;
  if (!scene || !token || !enemy) return;
  const size = scene.grid.size;
  for (const step of flag.card.steps as EnemyStep[]) {
    if (step.kind === "forced") await forcedMoves(enemy, step.cause, 1);
    if (step.kind === "move") await token.update({ x: step.to.x * size, y: step.to.y * size });
    if (step.kind === "attack") {
      const target = fromUuidSync(flag.heroActors[step.targetId] ?? "") as Actor.Implementation | null;
      const ability = enemy.items.find((i) => i.name === step.ability);
      if (target && ability) await attack({ attacker: enemy, ability, target, intent: { fastForward: true, advantage: false, disadvantage: false } });
    }
  }
  await finishPlan(message, flag, "executed");
}

export async function skipPlan(message: ChatMessage.Implementation): Promise<void> {
  const flag = openPlan(message);
  if (flag && game.user.isGM) await finishPlan(message, flag, "skipped");
}

async function finishPlan(message: ChatMessage.Implementation, flag: PlanData, status: EnemyPlanCard["status"]) {
  await updateCard(message, status === "executed" ? "realms.elvendor.executePlan" : "realms.elvendor.skipPlan", { card: { ...flag.card, status } });
}

export { activeLayout };

/** "Spawn in sector X": a token of the actor in that sector of the viewed scene. */
export async function spawn(actor: Actor.Implementation, sector: number): Promise<void> {
  const scene = game.scenes.viewed;
  if (!scene || !game.user.isGM) return;
  const layout = activeLayout(scene) ?? cardLayout(1);
  const rect = scene.dimensions.sceneRect;
  const point = spawnPoint(layout, sector, { x: rect.x, y: rect.y, width: rect.width, height: rect.height }, scene.grid.size);
  const data = await actor.getTokenDocument(point);
  await scene.createEmbeddedDocuments("Token", [data.toObject()]);
}

/** Most D12s an event spawn rolls looking for an allowed zone before it gives up ((11/12)^100: about 1 in 6,000 with a single zone). */
const MAX_SPAWN_ROLLS = 100;

/** An event's "spawn enemy": a D12 on the active Map Cord card, rerolled outside the scenario's zones. */
export async function eventSpawn(actor: Actor.Implementation): Promise<void> {
  const scene = game.scenes.viewed;
  if (!game.user.isGM) return void ui.notifications?.warn("REALMS.Elvendor.Errors.GMOnly", { localize: true });
  const layout = scene ? activeLayout(scene) : null;
  if (!scene || !layout) return void ui.notifications?.error("REALMS.Elvendor.Errors.NoMapCord", { localize: true });
  const zones = spawnZonesOf(scene);
  const rolls: number[] = [];
  let landed: ReturnType<typeof eventSpawnSector> = null;
  while (!landed && rolls.length < MAX_SPAWN_ROLLS) {
    const roll = await new Roll("1d12").evaluate();
    rolls.push(roll.total ?? 0);
    landed = eventSpawnSector(rolls, layout, zones);
  }
  if (!landed) return void ui.notifications?.error("REALMS.Elvendor.Errors.NoSpawnZone", { localize: true });
  const text = game.i18n.format("REALMS.Elvendor.MapCord.eventRolled", { rolls: rolls.join(", "), sector: String(landed.sector), cell: String(landed.cell) })
    + (zones ? ` (${game.i18n.format("REALMS.Elvendor.MapCord.restricted", { zones: zones.join(", ") })})` : "");
  await postNotice(actor, text);
  await spawn(actor, landed.sector);
}
