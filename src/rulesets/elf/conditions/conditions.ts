/** The condition ladder on actors: harm through the pure rules, effects synced, timers against world time. */
import { combatantOfActor } from "../../../core/token-lookup";
import { syncConditionEffects } from "../../../core/condition-effects";
import type { ActiveCondition } from "../../../core/rules/conditions";
import { ELF_STATUS_EFFECTS } from "../config";
import type { Harm } from "../damage/rules/damage";
import { applyHarm, DYING_CHECK_DL, wake, wakeMinutes, type LadderHarm, type LadderId } from "./rules/ladder";
import { afterCombat, ladderConditions, recordDyingCheck, stabilize, statesOf, timeEvents } from "./rules/timers";
import { resolveTask } from "../task/rules/task";
import { ElfTaskRoll } from "../task/kinds";
import { diceOf } from "../task/task-facts";
import { TASK_CARD } from "../task/kinds";
import { postRollCard } from "../../../core/chat/cards";
import { elfOptions } from "../settings";
import { conditionsOf, isNpc, isPc, pcSystem, ref } from "../actors/state";
import type { TrackSet } from "../../../core/tracks";
import { notify } from "../../../core/notices";
import type { TaskCard } from "../task/cards";
import type { ElfPcActorModel } from "../models/actor-model";
import { actorModel } from "../../../core/data/actor-model";

const now = () => ({ round: game.combat?.round ?? 0, turn: game.combat?.turn ?? null, worldTime: game.time.worldTime });
const injuryOf = (actor: Actor.Implementation) => (isPc(actor) ? pcSystem(actor).injuryPoints : 0);

async function write(actor: Actor.Implementation, conditions: ActiveCondition[]) {
  await syncConditionEffects(actor, conditions, ELF_STATUS_EFFECTS);
}

async function setStates(actor: Actor.Implementation, states: LadderId[], knockoutMinutes: number | null = null) {
  const ctx = {
    at: now(), inCombat: !!combatantOfActor(game.combat, actor),
    stunRecoverySeconds: elfOptions().stunRecoveryMinutes * 60, knockoutMinutes, injuryPoints: injuryOf(actor),
  };
  await write(actor, ladderConditions(conditionsOf(actor), states, ctx));
}

/** Apply one harm from a damage card (Injured is only the Injury Point the caller already added). */
export async function harmActor(actor: Actor.Implementation, harm: Harm | "dead"): Promise<void> {
  if (harm === "unharmed") return;
  const before = statesOf(conditionsOf(actor));
  if (harm === "injured") {
    await setStates(actor, before);
    return void (await notify(actor, "REALMS.Elf.Notice.injured", { points: injuryOf(actor) }));
  }
  const step = applyHarm(before, harm as LadderHarm);
  if (step.note === "noEffect") return void (await notify(actor, "REALMS.Elf.Notice.noEffect", { harm: game.i18n.localize(`REALMS.Elf.Harm.${harm}`) }));
  let minutes: number | null = null;
  if (step.states.includes("knockedOut") && !before.includes("knockedOut")) {
    const roll = await new Roll("2d6").evaluate();
    minutes = wakeMinutes(diceOf(roll).kept);
  }
  await setStates(actor, step.states, minutes);
  const key = step.note === "escalated" ? "REALMS.Elf.Notice.escalated" : "REALMS.Elf.Notice.applied";
  await notify(actor, key, { state: game.i18n.localize(`REALMS.Elf.Condition.${step.result}.name`), minutes: minutes ?? 0 });
  if (minutes !== null) await notify(actor, "REALMS.Elf.Notice.wakesIn", { minutes });
}

export async function removeState(actor: Actor.Implementation, id: LadderId): Promise<void> {
  if (id === "injured" && isPc(actor)) return void (await actorModel<ElfPcActorModel>(actor).setInjuryPoints(0));
  await setStates(actor, statesOf(conditionsOf(actor)).filter((s) => s !== id));
  await notify(actor, "REALMS.Elf.Notice.removed", { state: game.i18n.localize(`REALMS.Elf.Condition.${id}.name`) });
}

/** Keep the Injured status in step with the Injury Points field. */
export async function syncInjury(actor: Actor.Implementation): Promise<void> {
  await setStates(actor, statesOf(conditionsOf(actor)));
}

export async function stabilizeActor(actor: Actor.Implementation): Promise<void> {
  await write(actor, stabilize(conditionsOf(actor)));
  await notify(actor, "REALMS.Elf.Notice.stabilized");
}

/** Elf keeps its timers on its condition records; the core calls them when world time moves, for Elf characters with conditions. */
export const ELF_TRACKS: TrackSet = {
  ruleset: "elf", tracks: [],
  worldTime: async (actor, worldTime) => {
    if ((isPc(actor) || isNpc(actor)) && actor.effects.size > 0) await advanceActorTime(actor, worldTime);
  },
};

/** World time moved: wake the knocked out, end Stunned after rest, roll Dying checks minute by minute. */
export async function advanceActorTime(actor: Actor.Implementation, worldTime: number): Promise<void> {
  let conditions = conditionsOf(actor);
  const events = timeEvents(conditions, worldTime);
  if (events.wake) {
    await setStates(actor, wake(statesOf(conditions)));
    await notify(actor, "REALMS.Elf.Notice.woke");
    conditions = conditionsOf(actor);
  }
  if (events.stunEnds && !events.wake) {
    await setStates(actor, statesOf(conditions).filter((s) => s !== "stunned"));
    await notify(actor, "REALMS.Elf.Notice.recovered");
  }
  if (!events.dyingChecks) return;
  if (!elfOptions().autoDyingChecks) return void (await notify(actor, "REALMS.Elf.Notice.dyingDue", { count: events.dyingChecks }));
  for (let i = 0; i < events.dyingChecks; i++) {
    const passed = await rollDyingCheck(actor);
    if (!passed) {
      await harmActor(actor, "dead");
      return;
    }
    await write(actor, recordDyingCheck(conditionsOf(actor)));
  }
}

/** DL 10: roll 11 or more on 3d6 (no modifiers: the character cannot act). */
export async function rollDyingCheck(actor: Actor.Implementation): Promise<boolean> {
  const roll = new ElfTaskRoll("3d6");
  await roll.evaluate();
  const { dice, kept } = diceOf(roll);
  const natural = kept.reduce((a, b) => a + b, 0);
  const r = resolveTask(natural, 0, DYING_CHECK_DL);
  const card: TaskCard = {
    purpose: "dying", label: game.i18n.localize("REALMS.Elf.Dying.check"), actor: ref(actor), target: null, mode: "normal", modeReasons: [],
    dice, kept, modifiers: [], modifier: 0, difficulty: DYING_CHECK_DL, secret: false, requestId: null, natural, total: natural,
    outcome: r.outcome, forced: r.forced, critical: null, criticalConfirmed: null, tieChoice: null, tieSpent: null,
    structure: null, stances: null, attack: null, incoming: null, damageRolled: false,
  };
  await postRollCard(roll, TASK_CARD.id, card, { actor });
  return r.outcome === "success";
}

/** The combat is over: Stunned characters start their minutes of rest. */
export async function endCombatFor(actor: Actor.Implementation): Promise<void> {
  const conditions = conditionsOf(actor);
  const next = afterCombat(conditions, game.time.worldTime, elfOptions().stunRecoveryMinutes * 60);
  if (JSON.stringify(next) !== JSON.stringify(conditions)) await write(actor, next);
}
