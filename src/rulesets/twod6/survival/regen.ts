/**
 * Regeneration checks (survival/rules/regeneration.ts): refused with the reason when the tracks do not allow it; otherwise
 * 2D6 + stamina modifier against the rules' target, the check card, and 1 point regained on a success (I5).
 */
import { postRollCard } from "../../../core/chat/cards";
import { ref } from "../../../core/refs";
import { Refusal, requireMayModify, warnRefusal } from "../../../core/gm";
import { checkOdds, isSuccess, resolveCheck, type CheckSpec } from "../checks/rules/check";
import { energyRegen, healthRegen, REGEN_AMOUNT } from "./rules/regeneration";
import type { CheckCard } from "../checks/cards";
import { CHECK_CARD } from "../checks/card-kinds";
import { TwoD6CheckRoll } from "../rolls";
import { facesOf } from "../../../core/rolls";
import { actorSystem } from "../../../core/data/subtypes";
import { TWOD6_ACTOR_TYPES } from "../config";

export type RegenKind = "health" | "energy";

/** Roll one regeneration check; resolves to the points regained (0 when refused or failed). */
export async function rollRegen(actor: Actor.Implementation, kind: RegenKind, options: { moving?: boolean } = {}): Promise<number> {
  requireMayModify(game.user, actor);
  const model = actorSystem(actor, TWOD6_ACTOR_TYPES);
  const rules = model.rules;
  const sustenance = { hunger: model.hunger, thirst: model.thirst };
  const full = kind === "health" ? model.health.value >= rules.health : model.energy.value >= rules.energy;
  const verdict = kind === "health"
    ? healthRegen(sustenance, rules.modifiers.sta, { critFailModifier: rules.critFailModifier, full })
    : energyRegen(sustenance, rules.modifiers.sta, { moving: options.moving ?? false, critFailModifier: rules.critFailModifier, full });
  if (!verdict.allowed) {
    warnRefusal(new Refusal(`REALMS.Twod6.Regen.${verdict.reason}`, { actor: actor.name ?? "?", what: game.i18n.localize(`REALMS.Twod6.Sheet.${kind}`) }));
    return 0;
  }
  return rollRegenCheck(actor, kind, verdict.check);
}

/** Roll an allowed regeneration check (its verdict's check), post the card, regain 1 on a success; resolves to the points regained. */
export async function rollRegenCheck(actor: Actor.Implementation, kind: RegenKind, check: CheckSpec): Promise<number> {
  const model = actorSystem(actor, TWOD6_ACTOR_TYPES);
  const sta = model.rules.modifiers.sta;
  const roll = new TwoD6CheckRoll("2d6");
  await roll.evaluate();
  const dice = facesOf(roll).slice(0, 2);
  const r = resolveCheck(check, dice);
  const penalty = check.adds?.[0] ?? 0;
  const card: CheckCard = {
    actor: ref(actor), use: `${kind}Regen`, ability: "sta", label: game.i18n.localize(`REALMS.Twod6.Regen.${kind}`), dice, natural: r.natural,
    modifiers: [{ label: "REALMS.Twod6.Ability.sta.name", value: sta, i18n: true }, ...(penalty ? [{ label: "REALMS.Twod6.Check.sustenance", value: penalty, i18n: true }] : [])],
    modifier: r.modifier, uncapped: sta + penalty, capExempt: false, difficulty: r.difficulty, total: r.total, result: r.result,
    canCrit: false, critFailThrough: r.critFailThrough, cursed: check.critFailModifier ?? 0, chance: checkOdds(check).success,
  };
  await postRollCard(roll, CHECK_CARD.id, card, { actor });
  return isSuccess(r.result) ? model.regainResource(kind, REGEN_AMOUNT) : 0;
}
