/** Turn structure: action points, noise, forced moves and everything that happens at turn boundaries. */
import { syncConditionEffects } from "../../../core/condition-effects";
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import { registerGmAction, runAsGM } from "../../../core/gm";
import type { Boundary } from "../../../core/rules/timeline";
import { setSceneWeather } from "../../../core/weather";
import { conditionNoticeContext, turnStartCardContext } from "../chat/cards";
import { ELVENDOR_STATUS_EFFECTS } from "../config";
import { ACTION_CARDS, spendAction, type ActionCardData } from "../rules/actions";
import { applyBoundaries, type CombatantState } from "../rules/combat-flow";
import { turnPlan } from "../rules/conditions";
import { forcedMove } from "../rules/direction";
import { ElvendorDirectionRoll } from "../rolls";
import { combatantOf, conditionsOf, defenses, tileOf, tokenOf, turnStateOf, weatherOf } from "../state";
import { applyConditionTo } from "./conditions";
import { postCard } from "./notices";
import { proposeActivation } from "./enemy";

const kindOf = (type: string): CombatantState["kind"] => (type === "elvendorEnemy" ? "enemy" : type === "elvendorCompanion" ? "companion" : "hero");
const ref = (actor: Actor.Implementation) => ({ name: actor.name ?? "", uuid: actor.uuid });

/** Playing an action card from a sheet: AP, condition limits, noise, forced moves for the Blinded. */
export async function playAction(actor: Actor.Implementation, key: string): Promise<void> {
  const owned = actor.items.get(key);
  const card: Pick<ActionCardData, "id" | "category" | "cost" | "noise" | "reaction"> | undefined = owned
    ? { ...(owned.system as unknown as ActionCardData), id: realmsFlag<string>(owned, "actionId") ?? owned.id ?? "" }
    : ACTION_CARDS.find((c) => c.id === key);
  if (!card) return;
  const combatant = combatantOf(actor);
  const state = turnStateOf(combatant);
  const conditions = conditionsOf(actor);
  const plan = turnPlan(conditions, defenses(actor).act);
  const companion = game.actors?.find((a) => a.type === "elvendorCompanion" && (a.system as { master?: string }).master === actor.name);
  const result = spendAction(card, { apLeft: state ? state.apLeft : Number.POSITIVE_INFINITY, plan, companionAp: companion ? Number((companion.system as unknown as { ap: number }).ap) : 0 });
  if (!result.ok) return void ui.notifications?.error(result.error, { localize: true });
  if (plan.forcedMovement === "beforeEachAction") await forcedMoves(actor, "blinded", 1);
  await runAsGM("spendAction", { actorId: actor.id, combatantId: combatant?.id ?? null, apLeft: state ? result.apLeft : null, noise: result.noise,
    companionId: result.companionActionsLost && companion ? companion.id : null });
  await ChatMessage.create({
    speaker: ChatMessage.getSpeaker({ actor }),
    content: `<p class="realms-card realms-elvendor">${foundry.utils.escapeHTML(game.i18n.format("REALMS.Elvendor.ActionCard.played", {
      actor: actor.name ?? "", card: owned?.name ?? game.i18n.localize(`REALMS.Elvendor.Action.${key}`), cost: String(card.cost), noise: String(result.noise) }))}</p>`,
  } as never);
}

registerGmAction("spendAction", async (data, user) => {
  const actor = game.actors?.get(String(data.actorId));
  if (!actor || !actor.testUserPermission(user, "OWNER")) return;
  const combatant = data.combatantId ? game.combat?.combatants.get(String(data.combatantId)) : null;
  const state = turnStateOf(combatant ?? null);
  if (combatant && state && typeof data.apLeft === "number") await combatant.update({ [realmsFlagPath("turn")]: { ...state, apLeft: data.apLeft } } as never);
  if (data.companionId) {
    const companion = game.actors?.get(String(data.companionId));
    if (companion) await companion.update({ "system.actionsLost": Number((companion.system as unknown as { actionsLost: number }).actionsLost) + 1 } as never);
  }
  const scene = game.scenes.viewed;
  if (scene && Number(data.noise)) {
    const w = weatherOf(scene);
    await setSceneWeather(scene.id ?? "", { ...w, noiseAdded: w.noiseAdded + Number(data.noise) }, null);
  }
});

/** Post `count` forced-move cards (D12 direction each) for Fear or Blinded; the GM confirms each move. */
export async function forcedMoves(actor: Actor.Implementation, cause: string, count: number): Promise<void> {
  const scene = game.scenes.viewed ?? null;
  const mov = Number((actor.system as { attributes?: { mov?: number }; move?: number }).attributes?.mov ?? (actor.system as { move?: number }).move ?? 0);
  let from = tileOf(tokenOf(actor, scene), scene);
  for (let i = 1; i <= count; i++) {
    const roll = new ElvendorDirectionRoll("1d12", {}, {} as never);
    await roll.evaluate();
    const move = forcedMove(roll.total ?? 1, mov, from);
    (roll.options as { card: unknown }).card = { actor: ref(actor), cause, direction: move.direction, distance: move.distance, to: move.to, index: i, of: count, done: false };
    await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }) });
    from = move.to;
  }
}

/** The combat's designated GM: walk the boundaries through the pure flow and apply what it returns. */
export async function onCombatBoundaries(combat: Combat.Implementation, boundaries: readonly Boundary[]): Promise<void> {
  const combatants = [...combat.combatants].filter((c) => c.actor);
  const states: CombatantState[] = combatants.map((c) => {
    const actor = c.actor!;
    const flag = turnStateOf(c as Combatant.Implementation);
    return {
      id: c.id ?? "", kind: kindOf(actor.type), actions: defenses(actor).act,
      health: Number((actor.system as unknown as { health: { value: number } }).health.value),
      conditions: conditionsOf(actor), actionsLost: Number((actor.system as { actionsLost?: number }).actionsLost ?? 0),
      apLeft: flag?.apLeft ?? 0, reactionsUsed: flag?.reactionsUsed ?? 0,
    };
  });
  const { states: next, events } = applyBoundaries(states, boundaries);
  for (const s of next) {
    const combatant = combat.combatants.get(s.id);
    const actor = combatant?.actor;
    const before = states.find((b) => b.id === s.id)!;
    if (!combatant || !actor) continue;
    if (JSON.stringify(before.conditions) !== JSON.stringify(s.conditions)) await syncConditionEffects(actor, s.conditions, ELVENDOR_STATUS_EFFECTS);
    const update: Record<string, unknown> = {};
    if (s.health !== before.health) update["system.health.value"] = s.health;
    if (s.actionsLost !== before.actionsLost && actor.type !== "elvendorEnemy") update["system.actionsLost"] = s.actionsLost;
    if (Object.keys(update).length) await actor.update(update as never);
    await combatant.update({ [realmsFlagPath("turn")]: { apLeft: s.apLeft, apMax: before.actions, reactionsUsed: s.reactionsUsed, reactionsMax: 1 } } as never);
  }
  for (const e of events) {
    const actor = combat.combatants.get(e.combatantId)?.actor;
    if (!actor) continue;
    if (e.kind === "expired") {
      await postCard("condition-notice", conditionNoticeContext({ actor: ref(actor), conditionId: e.conditionId, outcome: "expired" }), { actor });
    } else if (e.kind === "poison" && e.health === 0 && actor.type === "elvendorHero") {
      await applyConditionTo(actor, "unconscious");
    } else if (e.kind === "turnStart" && !e.skipped) {
      if (actor.type === "elvendorEnemy") {
        await proposeActivation(combat, e.combatantId);
      } else {
        await postCard("turn-start", turnStartCardContext({ actor: ref(actor), actions: e.plan.actions, losses: e.plan.losses,
          poison: e.poison, forced: e.plan.forcedMovement }), { actor });
      }
    } else if (e.kind === "forcedMoves") {
      await forcedMoves(actor, "fear", e.count);
    }
  }
}
