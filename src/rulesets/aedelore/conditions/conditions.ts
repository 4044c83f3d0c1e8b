/** Statuses on actors (effects through the core engine), HP reaching 0, and the collapse tables. */
import { TABLE_CARD } from "./kinds";
import { postRollCard } from "../../../core/chat/cards";
import { syncConditionEffects } from "../../../core/condition-effects";
import { mirrorValue, type ActiveCondition } from "../../../core/rules/conditions";
import { AEDELORE_STATUS_EFFECTS } from "../config";
import { dyingAftermath, dyingRoll, weakenedCollapse } from "./rules/collapse";
import { statusDuration } from "./rules/durations";
import type { TableCard } from "../checks/cards";
import { AedTableRoll } from "./kinds";
import { facesOf } from "../../../core/rolls";
import { anySystem, conditionsOf, derivedOf, isCharacter, ref } from "../character/state";
import { notify } from "../../../core/notices";

const now = () => ({ round: game.combat?.round ?? 0, turn: game.combat?.turn ?? null, worldTime: game.time.worldTime });

/** Is it this actor's own turn now (the token's actor for an unlinked token)? */
const ownTurn = (actor: Actor.Implementation) => ({ duringOwnTurn: !!actor.uuid && game.combat?.combatant?.actor?.uuid === actor.uuid });
const started = (actor: Actor.Implementation, id: string) => ({ id, appliedAt: now(), duration: statusDuration(id, ownTurn(actor)), turnsEnded: 0 });

export async function writeStatuses(actor: Actor.Implementation, conditions: ActiveCondition[]): Promise<void> {
  // Bleeding mirrors the Bleed value so it shows on the token.
  await syncConditionEffects(actor, mirrorValue(conditions, "bleeding", Number(anySystem(actor).bleed ?? 0), now()), AEDELORE_STATUS_EFFECTS);
}

export async function setStatus(actor: Actor.Implementation, id: string, active: boolean, quiet = false): Promise<void> {
  const current = conditionsOf(actor);
  const has = current.some((c) => c.id === id);
  if (active === has) return;
  const next = active ? [...current, started(actor, id)] : current.filter((c) => c.id !== id);
  await writeStatuses(actor, next);
  if (!quiet) await notify(actor, active ? "REALMS.Aedelore.Notice.gains" : "REALMS.Aedelore.Notice.loses", { status: game.i18n.localize(`REALMS.Aedelore.Status.${id}.name`) });
}

export async function syncBleeding(actor: Actor.Implementation): Promise<void> {
  await writeStatuses(actor, conditionsOf(actor));
}

/** Roll a table die (plus a fixed bonus such as Toughness) and post its card; returns the total. */
export async function tableRoll(actor: Actor.Implementation, table: TableCard["table"], formula: string, resultKey: (total: number) => string, data: (total: number, dice: number[]) => Record<string, string | number>, add = 0) {
  const roll = new AedTableRoll(formula);
  await roll.evaluate();
  const dice = facesOf(roll);
  const total = (roll.total ?? 0) + add;
  const card: TableCard = { table, actor: ref(actor), formula: add ? `${formula} + ${add}` : formula, dice, total, resultKey: resultKey(total), data: data(total, dice) };
  await postRollCard(roll, TABLE_CARD.id, card, { actor });
  return total;
}

const toughness = (actor: Actor.Implementation) => derivedOf(actor).totals.toughness;

/** HP 0: the character is Dying and rolls 1D10 + Toughness at once (and then each round). */
export async function dropToZero(actor: Actor.Implementation): Promise<void> {
  if (!isCharacter(actor)) {
    await setStatus(actor, "dead", true);
    return;
  }
  await setStatus(actor, "dying", true);
  await rollDying(actor);
}

export async function rollDying(actor: Actor.Implementation): Promise<void> {
  const t = toughness(actor);
  const total = await tableRoll(actor, "dying", "1d10", (n) => `REALMS.Aedelore.Dying.${dyingRoll(n)}`, () => ({ toughness: t }), t);
  const after = dyingAftermath(dyingRoll(total));
  let conditions = conditionsOf(actor).filter((c) => !["dying", "unconscious"].includes(c.id));
  const add = (id: string) => { conditions = [...conditions, started(actor, id)]; };
  if (after.dead) add("dead");
  if (after.dying) add("dying");
  if (after.unconscious) add("unconscious");
  await writeStatuses(actor, conditions);
}

/** Weakened at 0: 1D10 + Toughness → death, unconscious or exhausted. */
export async function collapse(actor: Actor.Implementation): Promise<void> {
  const t = toughness(actor);
  const total = await tableRoll(actor, "weakened", "1d10", (n) => `REALMS.Aedelore.Weakened.${weakenedCollapse(n)}`, () => ({ toughness: t }), t);
  const result = weakenedCollapse(total);
  await setStatus(actor, result === "death" ? "dead" : result, true);
}
