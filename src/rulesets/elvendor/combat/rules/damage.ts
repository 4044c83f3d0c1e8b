/**
 * Elvendor damage on the core pipeline: ARMOR comes off each hit's DAM (never below 0), then the hits
 * multiply it. The attack card (resolveAttack) and the apply step use the same function, so the number a
 * player saw on the card is the number the pipeline takes.
 */
import { MAX_GAME_NUMBER, requireInt } from "../../../../core/dice/guard";
import type { DamagePacket, DamageRules, RulesetDamageStep } from "../../../../core/rules/damage";

export const ELVENDOR_DAMAGE_TYPE = "physical";

/** DAM less ARMOR, never below 0. */
export function damagePerHit(damage: number, armor: number): number {
  requireInt("damage", damage, 0, MAX_GAME_NUMBER);
  requireInt("armor", armor, 0, MAX_GAME_NUMBER);
  return Math.max(0, damage - armor);
}

const option = (packet: DamagePacket, key: string): number | undefined => {
  const v = packet.options?.[key];
  return typeof v === "number" ? v : undefined;
};

/**
 * The steps: ARMOR per hit (the packet's `armor` as the card recorded it, else the target's own), then the
 * hits. A packet without `hits` is damage that is not an attack (a poison tick, a trap): no armor, no hits.
 */
export function elvendorDamageRules(targetArmor: number): DamageRules {
  const armor: RulesetDamageStep = (value, { packet }) => {
    if (option(packet, "hits") === undefined) return null;
    const a = option(packet, "armor") ?? targetArmor;
    return { value: damagePerHit(value, a), label: "REALMS.Elvendor.Damage.armor", data: { armor: a } };
  };
  const hits: RulesetDamageStep = (value, { packet }) => {
    const n = option(packet, "hits");
    return n === undefined ? null : { value: value * requireInt("hits", n, 0, MAX_GAME_NUMBER), label: "REALMS.Elvendor.Damage.hits", data: { count: n } };
  };
  return { steps: [armor, hits] };
}

/** The packet of an attack card: DAM per hit, the hits, and the ARMOR the card was rolled against. */
export function attackPacket(card: { readonly ability: { readonly damage: number }; readonly hits: number; readonly armor: number }): DamagePacket {
  return { parts: [{ amount: card.ability.damage, type: ELVENDOR_DAMAGE_TYPE }], options: { hits: card.hits, armor: card.armor } };
}
