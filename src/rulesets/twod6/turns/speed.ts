/**
 * Haste and slow checks: rolled, posted on the card with the exact odds of what was rolled, resolved to actions. The
 * turn flow rolls the slow checks as the turn starts and the hastes after the normal action; a macro may roll all.
 */
import { postRollCard } from "../../../core/chat/cards";
import { ref } from "../../../core/refs";
import { resolveSpeed, speedOdds, type SpeedFacts } from "./rules/speed";
import { SLOW_STATUS } from "../survival/rules/sustenance";
import { countInForce } from "../../../core/effects";
import type { SpeedCard } from "./cards";
import { SPEED_CARD } from "./card-kinds";
import { TwoD6SpeedRoll } from "../rolls";
import { facesOf } from "../../../core/rolls";
import { actorSystem } from "../../../core/data/subtypes";
import { TWOD6_ACTOR_TYPES } from "../config";

/** Haste at most 4 and 8 effects in all are counted exactly; more would be a data error the sheet never allows. */
export function speedFacts(actor: Actor.Implementation): SpeedFacts {
  const model = actorSystem(actor, TWOD6_ACTOR_TYPES);
  const rules = model.rules;
  // A slow status (a spell on the token) has power 0; only effects in force count.
  const statusSlows = Array.from({ length: countInForce(actor.effects, SLOW_STATUS) }, () => ({ power: 0 }));
  return { hastes: Math.min(4, rules.hastes), slows: [...model.slows, ...statusSlows].slice(0, 4), staMod: rules.modifiers.sta, adds: [rules.penalty], critFailModifier: rules.critFailModifier };
}

/** Roll these checks (none: 1 action, no card) and post the card; resolves to the actions they leave. */
async function rollChecks(actor: Actor.Implementation, facts: SpeedFacts): Promise<number> {
  const count = facts.hastes + facts.slows.length;
  if (!count) return 1;
  const roll = new TwoD6SpeedRoll(Array.from({ length: count }, () => "2d6").join(" + "));
  await roll.evaluate();
  const faces = facesOf(roll);
  const pairs = Array.from({ length: count }, (_, i) => faces.slice(2 * i, 2 * i + 2));
  const r = resolveSpeed(facts, pairs.slice(0, facts.hastes), pairs.slice(facts.hastes));
  const odds = speedOdds(facts);
  const card: SpeedCard = {
    actor: ref(actor), actions: r.actions, ways: odds.ways, of: odds.of,
    haste: r.haste.map((h) => ({ dice: h.dice, total: h.total })),
    slow: r.slow.map((s, i) => ({ dice: s.dice, total: s.total, difficulty: s.difficulty, passed: s.passed, power: facts.slows[i]!.power })),
  };
  await postRollCard(roll, SPEED_CARD.id, card, { actor });
  return r.actions;
}

/** Roll every haste and slow check at once and post the card; resolves to the actions this turn. */
export const rollSpeed = (actor: Actor.Implementation): Promise<number> => rollChecks(actor, speedFacts(actor));

/** As a turn starts: its slow checks (0 actions when one fails, else 1). */
export const rollSlowChecks = (actor: Actor.Implementation): Promise<number> => rollChecks(actor, { ...speedFacts(actor), hastes: 0 });

/** After the normal action: its haste rolls (2 actions when one reaches 8, else 1). */
export const rollHasteChecks = (actor: Actor.Implementation): Promise<number> => rollChecks(actor, { ...speedFacts(actor), slows: [] });
