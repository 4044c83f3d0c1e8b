/**
 * The Resolution Step (§ 5.) RESOLUTION STEP): everything declared and rolled in one Activation Sequence
 * resolves at once. Pure: the Attack rolls and Confrontations arrive already decided (Hits per target with
 * their crit flags, from the confrontation rules), Dodge results arrive rolled, and every further d20 (DMG,
 * T, M, INT, AG rolls) comes from an injected roller, so a test replays any sequence to the digit. The
 * result is a plan of changes the glue applies; nothing here writes.
 *
 * The order, one and the same for every sequence (the card lists it in this order):
 *   1. Exploits: Weak Points removed; an abyss push kills and removes the Hostile at once (its Attacks and the
 *      Hits on it drop out); the optional 1-WP exploit gives the hero's Attacks on it Knockback (1).
 *   2. Hits landed, per Attack in declaration order, per target, per Hit (an attacked Distracted Hostile stops
 *      being Distracted): Resistance II and Undead vs Mindgame Spells negate; a successful Dodge against that
 *      Attack avoids its non-critical Hits (all of an AoE). Then Hits that spread: Sweep (one Hit on each model
 *      in its reach per Hit landed), Ricochet (X times per sequence per Attack, chaining, never the same model
 *      twice); a Dodge avoids those too.
 *   3. Per Hit: Mindgame (the target's INT roll replaces the DMG roll; success → no effects, no damage), then
 *      the DMG roll (crit / Ignore Armor → ARM 0, Crouched and Armor-Piercing halve ARM, PW modifiers).
 *   4. On-Hit effects, once per Attack per target that landed (after Mindgame): Knockback X, Knockdown,
 *      Stagger, Rogue's Knockdown (AG roll), Combat Art States on a Hit, Friendly Fire (a hero's Hit on an
 *      ally: M roll, Panicked until its next Strategic Phase; Hostiles never, A62).
 *   5. Wound prevention on the DMG Wounds, per Wound: Unkeen (T roll), then Berserker (once per turn, T roll per
 *      Wound from a DMG roll), then a Familiar the player removes instead (all Wounds of that Attack).
 *   6. If a Wound was suffered: Cleave (+1), Burn X (X DMG rolls at ARM 0), Frostbite (one T roll, fail +1);
 *      those Wounds go through step 5 again (Berserker not for Frostbite: no DMG roll) and trigger nothing.
 *   7. On-Wound effects, if a Wound was suffered: Bleed, Crippling (T), Stun (T → all AP), Poison I/II,
 *      Weakening, Demon (M; a crit panics outright), Combat Art States on a Wound, Vampirism (attacker +1 HP per
 *      Wound), Assassination V (dies), Finishing Strike (a follow-up Attack request).
 *   8. Assists: healing (an Undead target of a Divine Healing Spell takes a PW 15 DMG roll per Hit instead).
 *   9. End of step: HP; Deathblow (an Incapacitated non-Boss Hostile in the space → Dead); HP 0 → Incapacitated
 *      (heroes never Dead); a non-hero already Incapacitated that suffers a Wound → Dead; Assassination V → Dead
 *      (a hero drops to 0 instead, A58); Undead at 0 → Dead; Construct and Elemental at 0 → removed; Dead by a
 *      Burn Wound → removed; other Hostiles at 0 → removed at end of turn.
 *  10. Weak Points: a failed DMG roll (or resisted Mindgame) gives the target 1 WP; a hero's successful roll that
 *      led to no DMG roll may give the enemy 1 WP; at most 1 per attacker per sequence; none to the fallen.
 *  11. Facing: a Hostile that suffered a Hit turns toward its attacker (Construct, Undead: only on a Wound).
 *      Moves, in this order: Knockback, then Dodge moves (≤ ½ SPD, reacting models before the activated one;
 *      Immobilized only on a successful Dodge, which also ends Immobilized).
 *
 * Immunities (Construct, Elemental, Undead, Fearless, Elemental Essence, Demon vs Demon) block effects at the
 * step they would apply and are listed on the plan as prevented.
 */
import { requireInt } from "../../../../core/dice/guard";
import { applyAssists } from "./assists";
import { rollDamage } from "./damage-rolls";
import { settleStates } from "./end-of-step";
import { exploitWeakPoints } from "./exploits";
import { faceAttackers, forcedMoves } from "./facing-and-moves";
import { landHits } from "./hits-landed";
import { applyOnHitEffects } from "./on-hit-effects";
import type { ResolutionInput, Roller } from "./resolution-input";
import type { ResolutionPlan } from "./resolution-plan";
import { openStep } from "./step-state";
import { giveWeakPoints } from "./weak-points-given";
import { sufferWounds } from "./wounds";

export type * from "./resolution-input";
export type * from "./resolution-plan";

/** A d20 roller over dice already rolled (the glue rolls them with Foundry): throws DiceExhausted when they run out. */
export class DiceExhausted extends Error {
  constructor(readonly used: number) {
    super(`Resolution needed more than ${used} d20`);
  }
}

export function diceRoller(dice: readonly number[]): Roller & { used(): number } {
  let i = 0;
  const roll: Roller = () => {
    if (i >= dice.length) throw new DiceExhausted(i);
    return requireInt(`dice[${i}]`, dice[i++], 1, 20);
  };
  return Object.assign(roll, { used: () => i });
}

/** The stages in the order above, each handed the step's state and what the earlier stages found. */
export function resolveSequence(input: ResolutionInput, roll: Roller): ResolutionPlan {
  const step = openStep(input, roll);
  const exploits = exploitWeakPoints(step, input.exploits ?? []);
  const hits = landHits(step, input.attacks, input.dodges ?? [], exploits.pushed);
  const damage = rollDamage(step, hits.landed);
  applyOnHitEffects(step, damage.effectsLanded, exploits.knockback);
  const wounds = sufferWounds(step, damage, input.familiars ?? {});
  applyAssists(step, input.assists ?? []);
  settleStates(step, input.deathblows ?? [], wounds);
  giveWeakPoints(step, {
    attacks: hits.attacks, failedDamage: damage.failedDamage, noDamageRoll: hits.noDamageRoll,
    declined: input.declinedWeakPoints ?? [], given: input.weakPointsGiven ?? [],
  });
  faceAttackers(step, damage.effectsLanded, exploits.pushed, wounds.suffered);
  forcedMoves(step, input.dodges ?? []);
  step.plan.changes.push(...step.changes.values());
  return step.plan;
}
