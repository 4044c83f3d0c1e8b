/**
 * The attack card's payload and what its template renders (pure). The attacker's client posts the to-hit roll;
 * the GM's client re-derives it, rolls the damage and writes the rest (./attack.ts). Names are user text and
 * stay escaped by the template.
 */
import { signed, term } from "../../../core/format";
import type { Ref } from "../../../core/refs";
import type { CheckResult } from "../checks/rules/check";
import type { CheckRoll } from "../checks/cards";

/** The to-hit is a check (CheckRoll); the rest is the weapon, its target and, once the GM resolved it, the damage. */
export interface AttackCard extends CheckRoll {
  readonly attacker: Ref;
  readonly target: Ref;
  readonly weapon: string;
  readonly weaponId: string;
  /** The to-hit and damage uses (creatures/rules/abilities.ts). */
  readonly use: string;
  readonly damageUse: string;
  readonly damageType: string;
  readonly formula: string;
  /** The slot the attack aims at (body unless it says head). */
  readonly slot: string;
  /** The roller's own choices: the situational value and the cap exemption of the damage. */
  readonly situational: number;
  readonly capExempt: boolean;
  /** Set by the GM's client once it has re-derived the roll (and, on a hit, rolled the damage). */
  readonly resolved: boolean;
  readonly damageDice: readonly number[];
  readonly damageFlat: number;
  readonly damageModifier: number;
  readonly damageUncapped: number;
  /** What the hit deals before the target's defences; null until resolved, and on a miss. */
  readonly amount: number | null;
  /** The target's secondary effects that take hold, and those its immunity stops. */
  readonly secondary: readonly string[];
  readonly prevented: readonly string[];
}

const hit = (r: CheckResult) => r === "success" || r === "criticalSuccess";
const conditionKey = (id: string) => `REALMS.Twod6.Condition.${id}.name`;

export function attackCardContext(card: AttackCard) {
  const diceSum = card.damageDice.reduce((s, d) => s + d, 0);
  return {
    ...card,
    modifiers: card.modifiers.map((m) => ({ ...m, text: signed(m.value), harder: m.value < 0 })),
    modifierText: term(card.modifier),
    resultKey: `REALMS.Twod6.Result.${card.result}`,
    outcomeKey: hit(card.result) ? "REALMS.Twod6.Attack.hit" : "REALMS.Twod6.Attack.miss",
    resultClass: hit(card.result) ? "success" : "failure",
    slotKey: `REALMS.Twod6.Slot.${card.slot}`,
    typeKey: `REALMS.Twod6.DamageType.${card.damageType}`,
    pending: !card.resolved,
    damaged: card.resolved && card.amount !== null,
    damageText: `${diceSum}${card.damageFlat ? ` ${card.damageFlat < 0 ? "−" : "+"} ${Math.abs(card.damageFlat)}` : ""} ${card.damageModifier < 0 ? "−" : "+"} ${Math.abs(card.damageModifier)} = ${card.amount ?? 0}`,
    cappedKey: !card.capExempt && card.damageUncapped > card.damageModifier ? "REALMS.Twod6.Check.capped" : null,
    exemptKey: card.capExempt ? "REALMS.Twod6.Check.capExempt" : null,
    secondary: card.secondary.map(conditionKey),
    prevented: card.prevented.map(conditionKey),
  };
}
