/** Action cards in play: paying AP and noise, and the forced moves Blinded and Fear impose. */
import { actorAt, ref } from "../../../core/refs";
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import { gmAction, missing, Refusal, requireMayModify, runAsGM } from "../../../core/gm";
import { id, int, nullable, object, uuid } from "../../../core/payload";
import { ACTION_CARDS, spendAction, type ActionCardData } from "./rules/actions";
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
import { addNoiseToScene, MAX_NOISE_STEP } from "../weather/noise";
import type { ElvendorActorModel } from "../models/actor-model";
import { actorModel } from "../../../core/data/actor-model";
import { isActorType, isItemType } from "../../../core/data/subtypes";


/** The hero's companion (its master is the hero's name), if there is one. */
function companionOf(hero: Actor.Implementation) {
  return (game.actors?.filter((a) => isActorType(a, ["elvendorCompanion"])) ?? []).find((a) => a.system.master === hero.name) ?? null;
}

/**
 * Pay for an action card: AP (during the actor's own turn in combat), condition limits, noise, and the
 * Blinded's forced move first. False (with a notice) when the rules forbid it.
 */
export async function payForAction(actor: Actor.Implementation, key: string): Promise<{ name: string; cost: number; noise: number } | null> {
  const owned = actor.items.get(key);
  const action = owned && isItemType(owned, ["elvendorAction"]) ? owned : null;
  const card: Pick<ActionCardData, "id" | "category" | "cost" | "noise" | "reaction"> | undefined = action
    ? { ...action.system, id: realmsFlag<string>(action, "actionId") ?? action.id ?? "" }
    : ACTION_CARDS.find((c) => c.id === key);
  if (!card) return null;
  const combatant = combatantOf(actor);
  const acting = !!combatant && game.combat?.combatant?.id === combatant.id;
  const state = acting ? turnStateOf(combatant) : null;
  const conditions = conditionsOf(actor);
  const plan = turnPlan(conditions, defenses(actor).act);
  const companion = companionOf(actor);
  const result = spendAction(card, { apLeft: state ? state.apLeft : Number.POSITIVE_INFINITY, plan, companionAp: companion?.system.ap ?? 0 });
  if (!result.ok) {
    ui.notifications?.error(result.error, { localize: true });
    return null;
  }
  if (plan.forcedMovement === "beforeEachAction") await forcedMoves(actor, "blinded", 1);
  // Attack and Charge end Invisible the moment they are played, from the sheet or from an attack.
  if (result.endsInvisible && conditions.some((c) => c.id === "invisible")) await removeConditionFrom(actor, "invisible");
  await runAsGM(gmSpendAction, { actorUuid: actor.uuid, combatantId: state ? combatant?.id : null, apLeft: state ? result.apLeft : null, noise: result.noise,
    companionId: result.companionActionsLost && companion ? companion.id : null });
  return { name: action?.name ?? game.i18n.localize(`REALMS.Elvendor.Action.${card.id}`), cost: card.cost, noise: result.noise };
}

/** Playing an action card from a sheet, announced in chat. */
export async function playAction(actor: Actor.Implementation, key: string): Promise<void> {
  const paid = await payForAction(actor, key);
  if (!paid) return;
  await postCard(ACTION_PLAYED_CARD.id, { actor: actor.name ?? "", card: paid.name, cost: paid.cost, noise: paid.noise }, { actor });
}

const SPEND = object({ actorUuid: uuid, combatantId: nullable(id), apLeft: nullable(int(0, 99)), noise: int(0, MAX_NOISE_STEP), companionId: nullable(id) });
export const gmSpendAction = gmAction("elvendor", "spendAction", SPEND, async (data, user) => {
  // By uuid: each unlinked token of one enemy is its own actor.
  const actor = actorAt(data.actorUuid);
  requireMayModify(user, actor);
  // Everything is checked before the first write: the actor's own combatant, AP only ever spent, its own companion.
  const combatant = data.combatantId ? game.combat?.combatants.get(data.combatantId) : null;
  if (data.combatantId && (!combatant || combatant.actor?.uuid !== actor.uuid)) throw missing("combatant");
  const state = turnStateOf(combatant ?? null);
  if (state && data.apLeft !== null && data.apLeft > state.apLeft) throw new Refusal("REALMS.GmRequest.notAllowed");
  const companion = data.companionId ? game.actors?.get(data.companionId) : null;
  if (data.companionId && (!companion || !isActorType(companion, ["elvendorCompanion"]) || companion.system.master !== actor.name)) throw missing("companion");
  if (combatant && state && data.apLeft !== null) await combatant.update({ [realmsFlagPath("turn")]: { ...state, apLeft: data.apLeft } });
  if (companion) await actorModel<ElvendorActorModel>(companion).loseActions(1);
  const scene = game.scenes.viewed;
  if (scene) await addNoiseToScene(scene, data.noise);
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
