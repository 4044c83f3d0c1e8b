/** Turn boundaries: poison and bleeding tick at the bearer's turn start, the dying roll, Stunned ends, Arcana returns. */
import type { Boundary } from "../../../core/rules/timeline";
import { bleedFormula, bleedLoss } from "../conditions/rules/bleed";
import { initiativeDie } from "./rules/combat";
import { regenerate } from "../magic/rules/magic";
import { aedeloreOptions } from "../settings";
import { anySystem, charSystem, conditionsOf, isCharacter, statusesOf } from "../character/state";
import { rollDying, tableRoll, writeStatuses } from "../conditions/conditions";
import { loseHp } from "../conditions/vitals";
import { notify } from "../../../core/notices";
import type { AedActorModel } from "../models/actor-model";
import { actorModel } from "../../../core/data/actor-model";

export function initiativeFormula(_actor: { type: string }, combat: { combatantCount: number }): string {
  return initiativeDie(combat.combatantCount);
}

export async function onCombatBoundaries(combat: Combat.Implementation, boundaries: readonly Boundary[]): Promise<void> {
  for (const b of boundaries) {
    if (b.kind === "roundStart") {
      for (const c of combat.combatants) {
        const actor = c.actor as Actor.Implementation | null;
        if (actor && isCharacter(actor) && charSystem(actor).arcana.max > 0) {
          const a = charSystem(actor).arcana;
          if (a.value < a.max) await actorModel<AedActorModel>(actor).regainResource("arcana", regenerate(a.value, a.max) - a.value);
        }
      }
    }
    const actor = (b.kind === "turnStart" || b.kind === "turnEnd") ? (combat.combatants.get(b.combatantId)?.actor as Actor.Implementation | null) : null;
    if (!actor) continue;
    if (b.kind === "turnStart") await turnStart(actor);
    if (b.kind === "turnEnd") await turnEnd(actor);
  }
}

/** Poison, then bleeding, then (if it was already dying) the dying roll. */
export async function turnStart(actor: Actor.Implementation): Promise<void> {
  const statuses = statusesOf(actor);
  if (statuses.includes("dead")) return;
  const wasDying = statuses.includes("dying");
  if (statuses.includes("poisoned")) {
    const dmg = aedeloreOptions().poisonDamage;
    if (dmg > 0) {
      await notify(actor, "REALMS.Aedelore.Notice.poison", { amount: dmg });
      await loseHp(actor, dmg);
    }
  }
  const bleed = Number(anySystem(actor).bleed ?? 0);
  const formula = bleedFormula(bleed);
  if (formula && anySystem(actor).hp.value > 0) {
    const highest = await tableRoll(actor, "bleed", formula, () => "REALMS.Aedelore.Bleed.loss", (h) => ({ loss: bleedLoss(h), bleed }));
    await loseHp(actor, bleedLoss(highest));
  }
  if (wasDying && statusesOf(actor).includes("dying")) await rollDying(actor);
}

/** "Turns" durations count the bearer's ended turns (Stunned ends after its next one). */
export async function turnEnd(actor: Actor.Implementation): Promise<void> {
  const conditions = conditionsOf(actor);
  if (!conditions.some((c) => c.duration.unit === "turns")) return;
  const next = conditions
    .map((c) => (c.duration.unit === "turns" ? { ...c, turnsEnded: (c.turnsEnded ?? 0) + 1 } : c))
    .filter((c) => !(c.duration.unit === "turns" && (c.turnsEnded ?? 0) >= c.duration.value));
  await writeStatuses(actor, next);
}
