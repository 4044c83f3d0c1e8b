/** The Enemy Phase: behavior scripts proposed to the GM, executed on Execute; spawns by Map Cord sector. */
import { enemyPlanCardContext, type EnemyPlanCard } from "../chat/cards";
import type { AbilitySystem, EnemySystem } from "../data/specs";
import { planEnemyActivation, type EnemyStep } from "../rules/enemy";
import { cardLayout, spawnPoint } from "../rules/mapcord";
import { elvendorOptions } from "../settings";
import { conditionsOf, detectionContextOf, tileOf, weatherOf } from "../state";
import { attack } from "./attack";
import { postCard, rewriteCard } from "./notices";

interface PlanFlag { card: EnemyPlanCard; sceneId: string; tokenId: string; heroActors: Record<string, string> }

export async function proposeActivation(combat: Combat.Implementation, combatantId: string): Promise<void> {
  const combatant = combat.combatants.get(combatantId);
  const enemy = combatant?.actor;
  const scene = combat.scene ?? game.scenes.viewed ?? null;
  const token = combatant?.token;
  if (!enemy || !scene || !token) return;
  const s = enemy.system as unknown as EnemySystem;
  const heroes = scene.tokens.filter((t) => !!t.actor && t.actor.type !== "elvendorEnemy");
  const plan = planEnemyActivation({
    id: enemy.id ?? "", position: tileOf(token, scene), move: s.move, actions: s.actions, alert: s.alert, detection: s.detection,
    abilities: enemy.items.filter((i) => i.type === "elvendorAbility").map((i) => {
      const a = i.system as unknown as AbilitySystem;
      return { name: i.name ?? "", range: a.range, condition: a.condition.id ? { id: a.condition.id, value: a.condition.value } : null };
    }),
  }, heroes.map((t) => ({
    id: t.id ?? "", position: tileOf(t, scene), invisible: conditionsOf(t.actor!).some((c) => c.id === "invisible"),
    down: Number((t.actor!.system as unknown as { health: { value: number } }).health.value) <= 0,
  })), detectionContextOf(scene), elvendorOptions());
  const card: EnemyPlanCard = { enemy: { name: enemy.name ?? "", uuid: enemy.uuid }, steps: plan, heroes: Object.fromEntries(heroes.map((t) => [t.id ?? "", t.name ?? ""])), status: "proposed" };
  const flag: PlanFlag = { card, sceneId: scene.id ?? "", tokenId: token.id ?? "", heroActors: Object.fromEntries(heroes.map((t) => [t.id ?? "", t.actor!.uuid])) };
  await postCard("enemy-plan", enemyPlanCardContext(card), { actor: enemy, gmOnly: true, flags: { plan: flag } });
}

/** Execute: walk the path, then roll each attack (fast-forwarded; the targets may still react). */
export async function executePlan(message: ChatMessage.Implementation): Promise<void> {
  const flag = (message.flags as { realms?: { plan?: PlanFlag } }).realms?.plan;
  if (!flag || flag.card.status !== "proposed" || !game.user.isGM) return;
  const scene = game.scenes.get(flag.sceneId);
  const token = scene?.tokens.get(flag.tokenId);
  const enemy = token?.actor;
  if (!scene || !token || !enemy) return;
  const size = scene.grid.size;
  for (const step of flag.card.steps as EnemyStep[]) {
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
  const flag = (message.flags as { realms?: { plan?: PlanFlag } }).realms?.plan;
  if (flag && game.user.isGM) await finishPlan(message, flag, "skipped");
}

async function finishPlan(message: ChatMessage.Implementation, flag: PlanFlag, status: EnemyPlanCard["status"]) {
  const card = { ...flag.card, status };
  await rewriteCard(message, "enemy-plan", enemyPlanCardContext(card), { plan: { ...flag, card } });
}

/** The active Map Cord layout: a GM-edited card in a world deck wins over the default layouts. */
export function activeLayout(scene: Scene.Implementation): number[] | null {
  const n = weatherOf(scene).mapCord;
  if (!n) return null;
  for (const deck of game.cards ?? []) {
    const card = deck.cards.find((c) => c.value === n && Array.isArray((c.flags as { realms?: { layout?: number[] } }).realms?.layout));
    if (card) return (card.flags as { realms: { layout: number[] } }).realms.layout;
  }
  return cardLayout(n);
}

/** "Spawn in sector X": a token of the actor in that sector of the viewed scene. */
export async function spawn(actor: Actor.Implementation, sector: number): Promise<void> {
  const scene = game.scenes.viewed;
  if (!scene || !game.user.isGM) return;
  const layout = activeLayout(scene) ?? cardLayout(1);
  const rect = scene.dimensions.sceneRect;
  const point = spawnPoint(layout, sector, { x: rect.x, y: rect.y, width: rect.width, height: rect.height }, scene.grid.size);
  const data = await actor.getTokenDocument(point);
  await scene.createEmbeddedDocuments("Token", [data.toObject()] as never);
}
