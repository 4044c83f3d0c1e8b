/** Action cards in play: paying AP and noise, and the forced moves Blinded and Fear impose. */
import { actorAt, ref } from "../../../core/refs";
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import { gmAction, missing, Refusal, requireMayModify, runAsGM } from "../../../core/gm";
import { bool, id, nullable, object, string, uuid } from "../../../core/payload";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { ACTION_CARDS, attackRollPayment, spendAction, type ActionCardData } from "./rules/actions";
import { turnPlan } from "../conditions/rules/conditions";
import { forcedMove } from "./rules/direction";
import { ElvendorDirectionRoll } from "../rolls";
import { ACTION_PLAYED_CARD, FORCED_MOVE_CARD } from "./card-kinds";
import type { ForcedMoveCard } from "./cards";
import { postCard, postRollCard } from "../../../core/chat/cards";
import { conditionsOf } from "../conditions/conditions";
import { combatantOf, turnStateOf } from "../actors/turn-state";
import { tileOf, tokenOf } from "../actors/position";
import { defenses, movementOf } from "../actors/stats";
import { removeConditionFrom } from "../conditions/conditions";
import { addNoiseToScene } from "../weather/noise";
import type { ElvendorActorModel } from "../models/actor-model";
import { actorModel } from "../../../core/data/actor-model";
import { isActorType, isItemType } from "../../../core/data/subtypes";


/** The hero's companion (its master is the hero's name), if there is one. */
function companionOf(hero: Actor.Implementation) {
  return (game.actors?.filter((a) => isActorType(a, ["elvendorCompanion"])) ?? []).find((a) => a.system.master === hero.name) ?? null;
}

type CardCost = Pick<ActionCardData, "id" | "category" | "cost" | "noise" | "reaction">;

/** The card `key` names: the actor's own action card (by item id, or by the rules' id in its flag), else the rules' card. */
function actionCardOf(actor: Actor.Implementation, key: string): { card: CardCost; name: string } | null {
  const actionId = (i: Item.Implementation) => realmsFlag<string>(i, "actionId") ?? i.id ?? "";
  const owned = actor.items.get(key) ?? actor.items.find((i) => isItemType(i, ["elvendorAction"]) && actionId(i) === key);
  const action = owned && isItemType(owned, ["elvendorAction"]) ? owned : null;
  if (action) return { card: { ...action.system, id: actionId(action) }, name: action.name ?? "" };
  const card = ACTION_CARDS.find((c) => c.id === key);
  return card ? { card, name: game.i18n.localize(`REALMS.Elvendor.Action.${card.id}`) } : null;
}

/** What playing the card costs now: AP (during the actor's own turn in combat), condition limits, noise, the companion. */
function spendFor(actor: Actor.Implementation, key: string) {
  const found = actionCardOf(actor, key);
  if (!found) return null;
  const combatant = combatantOf(actor);
  const acting = !!combatant && game.combat?.combatant?.id === combatant.id;
  const state = acting ? turnStateOf(combatant) : null;
  const conditions = conditionsOf(actor);
  const plan = turnPlan(conditions, defenses(actor).act);
  const companion = companionOf(actor);
  const result = spendAction(found.card, { apLeft: state ? state.apLeft : Number.POSITIVE_INFINITY, plan, companionAp: companion?.system.ap ?? 0 });
  return { ...found, combatant: state ? combatant : null, state, conditions, plan, companion, result };
}

/**
 * Pay for an action card: the Blinded's forced move first, then the GM spends the AP and adds the noise it
 * derives itself (`gmSpendAction`). Null (with a notice) when the rules forbid it.
 */
export async function payForAction(actor: Actor.Implementation, key: string, rolled = false): Promise<{ name: string; cost: number; noise: number } | null> {
  const spend = spendFor(actor, key);
  if (!spend) return null;
  const { result, plan, conditions } = spend;
  if (!result.ok) {
    ui.notifications?.error(result.error, { localize: true });
    return null;
  }
  if (plan.forcedMovement === "beforeEachAction") await forcedMoves(actor, "blinded", 1);
  // Attack and Charge end Invisible the moment they are played, from the sheet or from an attack.
  if (result.endsInvisible && conditions.some((c) => c.id === "invisible")) await removeConditionFrom(actor, "invisible");
  await runAsGM(gmSpendAction, { actorUuid: actor.uuid, key, combatantId: spend.combatant?.id ?? null, rolled });
  return { name: spend.name, cost: spend.card.cost, noise: result.noise };
}

/**
 * The ability roll that carries out an Attack during the attacker's own turn: it uses an Attack card played
 * before it this turn, else it pays for one (rules/actions.ts `attackRollPayment`). False when it may not attack.
 */
export async function payForAttackRoll(actor: Actor.Implementation): Promise<boolean> {
  const combatant = combatantOf(actor);
  const played = turnStateOf(combatant)?.attacksPlayed ?? 0;
  if (attackRollPayment(played).pays) return !!(await payForAction(actor, "attack", true));
  await runAsGM(gmUsePlayedAttack, { actorUuid: actor.uuid, combatantId: combatant?.id ?? "" });
  return true;
}

/** Playing an action card from a sheet, announced in chat. */
export async function playAction(actor: Actor.Implementation, key: string): Promise<void> {
  const paid = await payForAction(actor, key);
  if (!paid) return;
  await postCard(ACTION_PLAYED_CARD.id, { actor: actor.name ?? "", card: paid.name, cost: paid.cost, noise: paid.noise }, { actor });
}

/** The acting actor's combatant named in a request, checked to be its own and the combat's current one. */
function ownCombatant(actor: Actor.Implementation, combatantId: string | null) {
  if (!combatantId) return null;
  const combatant = game.combat?.combatants.get(combatantId);
  if (!combatant || combatant.actor?.uuid !== actor.uuid || game.combat?.combatant?.id !== combatantId) throw missing("combatant");
  return combatant;
}

/** `rolled`: paid by the ability roll that carries the Attack out at once, so nothing waits for a roll. */
const SPEND = object({ actorUuid: uuid, key: string(TEXT_LIMITS.name), combatantId: nullable(id), rolled: bool });
/** The GM re-derives what the card costs from the actor, its turn and its conditions: the request only names the card. */
export const gmSpendAction = gmAction("elvendor", "spendAction", SPEND, async (data, user) => {
  // By uuid: each unlinked token of one enemy is its own actor.
  const actor = actorAt(data.actorUuid);
  requireMayModify(user, actor);
  const combatant = ownCombatant(actor, data.combatantId);
  const spend = spendFor(actor, data.key);
  if (!spend) throw missing("card");
  if (!spend.result.ok) throw new Refusal(spend.result.error);
  const { result, state } = spend;
  if (combatant && state) {
    // An Attack card played in the turn waits for the ability roll that carries it out (payForAttackRoll).
    const attacksPlayed = (state.attacksPlayed ?? 0) + (spend.card.id === "attack" && !data.rolled ? 1 : 0);
    await combatant.update({ [realmsFlagPath("turn")]: { ...state, apLeft: result.apLeft, attacksPlayed } });
  }
  if (result.companionActionsLost && spend.companion) await actorModel<ElvendorActorModel>(spend.companion).loseActions(1);
  const scene = game.scenes.viewed;
  if (scene) await addNoiseToScene(scene, result.noise);
});

/** The ability roll after an Attack card played this turn: the card is used, nothing more is paid. */
export const gmUsePlayedAttack = gmAction("elvendor", "usePlayedAttack", object({ actorUuid: uuid, combatantId: id }), async (data, user) => {
  const actor = actorAt(data.actorUuid);
  requireMayModify(user, actor);
  const combatant = ownCombatant(actor, data.combatantId);
  const state = turnStateOf(combatant);
  if (!combatant || !state) throw missing("combatant");
  const payment = attackRollPayment(state.attacksPlayed ?? 0);
  if (payment.pays) throw new Refusal("REALMS.GmRequest.gone");
  await combatant.update({ [realmsFlagPath("turn")]: { ...state, attacksPlayed: payment.attacksPlayed } });
});

/** Post `count` forced-move cards (D12 direction each) for Fear or Blinded; the GM confirms each move. */
export async function forcedMoves(actor: Actor.Implementation, cause: string, count: number): Promise<void> {
  const scene = game.scenes.viewed ?? null;
  const mov = movementOf(actor);
  let from = tileOf(tokenOf(actor, scene), scene);
  for (let i = 1; i <= count; i++) {
    const roll = new ElvendorDirectionRoll("1d12");
    await roll.evaluate();
    const move = forcedMove(roll.total ?? 1, mov, from);
    const card: ForcedMoveCard = { actor: ref(actor), cause, direction: move.direction, distance: move.distance, to: move.to, index: i, of: count, done: false };
    await postRollCard(roll, FORCED_MOVE_CARD.id, card, { actor });
    from = move.to;
  }
}
