/**
 * Aedelore damage on the core pipeline. An attack's damage (glancing blows already halved) meets the
 * defender's reaction, which was rolled before the damage landed (rules/combat.ts resolveReaction): the
 * reaction's step takes the damage to what it let through. HP never drops below 0.
 */
import { MAX_GAME_NUMBER, requireInt, requireOneOf } from "../../../../core/dice/guard";
import type { DamagePacket, DamageRules, RulesetDamageStep } from "../../../../core/rules/damage";
import { REACTIONS } from "./combat";

export const AEDELORE_DAMAGE_TYPE = "physical";

const reactionStep: RulesetDamageStep = (value, { packet }) => {
  const reaction = packet.options?.reaction;
  const taken = packet.options?.taken;
  if (typeof reaction !== "string" || typeof taken !== "number") return null;
  requireOneOf("reaction", reaction, REACTIONS);
  // What the reaction let through, as rolled (a Parry with a negative weapon bonus can let through more).
  return { value: requireInt("taken", taken, 0, MAX_GAME_NUMBER), label: `REALMS.Aedelore.Reaction.${reaction}`, data: { before: value } };
};

export const AEDELORE_DAMAGE_RULES: DamageRules = { steps: [reactionStep] };

/** The packet of an attack card: the damage, and what the defender's reaction let through. */
export function attackPacket(card: {
  readonly damage: number | null; readonly finalDamage: number | null;
  readonly reaction: { readonly reaction: string; readonly blocked?: number; readonly blockWith?: { readonly name: string } | null } | null;
}): DamagePacket {
  if (card.reaction && card.finalDamage !== null) {
    // A Block names the shield (or armor) that takes what it stopped to its own HP (the actor model does).
    const block: Record<string, string | number> = card.reaction.blockWith && (card.reaction.blocked ?? 0) > 0 ? { blockWith: card.reaction.blockWith.name, blocked: card.reaction.blocked ?? 0 } : {};
    return { parts: [{ amount: card.damage ?? card.finalDamage, type: AEDELORE_DAMAGE_TYPE }], options: { reaction: card.reaction.reaction, taken: card.finalDamage, ...block } };
  }
  return { parts: [{ amount: card.finalDamage ?? card.damage ?? 0, type: AEDELORE_DAMAGE_TYPE }] };
}
