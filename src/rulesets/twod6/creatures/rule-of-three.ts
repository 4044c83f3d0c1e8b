/** The Rule of Three as a guard on Foundry's own update path: a character's change that breaks it is refused with the reason. */
import { Refusal, warnRefusal } from "../../../core/gm";
import { madeHere } from "../../../core/reacting-client";
import { isActorType } from "../../../core/data/subtypes";
import { checkRuleOfThree } from "./rules/rule-of-three";
import type { Ability } from "./rules/keys";

/**
 * The Rule of Three on every change to a character's base scores, level or sex (the sheet and any other path):
 * refused with the reason, nothing written.
 */
export function guardRuleOfThree(actor: Actor.Implementation, changes: Record<string, unknown>, _options: unknown, userId: string): boolean {
  if (!isActorType(actor, ["twod6Character"])) return true;
  const next = foundry.utils.getProperty(changes, "system") as Record<string, unknown> | undefined;
  if (!next || !("abilities" in next || "level" in next || "female" in next || "race" in next)) return true;
  const now = actor.system;
  const scores = { ...now.abilities, ...(next.abilities as Partial<Record<Ability, number>> | undefined) };
  const verdict = checkRuleOfThree({
    scores, level: Number(next.level ?? now.level), female: Boolean(next.female ?? now.female), human: String(next.race ?? now.race) === "human",
  });
  if (verdict.ok) return true;
  if (madeHere(userId)) warnRefusal(new Refusal(`REALMS.Twod6.RuleOfThree.${verdict.reason}`, { spread: String(verdict.spread), allowed: String(verdict.allowed) }));
  return false;
}
