/**
 * Damage cards from a Hit: the NPC's harm (the PC's 3d6 + the weapon's bonus against its Wound Threshold) and
 * the PC's resistance (3d6 + Armor Bonus against 5 + the attack's bonus + Injury Points), each with its
 * apply-damage part. The damage flow builds the card it posts with these functions, and the GM's client
 * re-builds a player's card with the same ones to vouch for it (core/card-seals.ts): the Hit from its task
 * card (vouched for when it was rolled, and used up by one damage card), the dice from the roll, the rest from
 * the documents.
 */
import { actorAt } from "../../../core/refs";
import { damagePart } from "../../../core/chat/apply-damage";
import type { DamagePartData } from "../../../core/chat/damage-view";
import type { DerivedCard } from "../../../core/chat/card-kinds";
import { isCardMessage } from "../../../core/chat/card-type";
import { cardOf } from "../../../core/chat/cards";
import { cardMismatch } from "../../../core/card-seals";
import { harmPacket, npcDamage, pcDamage, pcDamagePacket } from "./rules/damage";
import { defersNpcHarm, longActionFails } from "../combat/rules/structures";
import type { DamageKind } from "../combat/rules/tables";
import { elfOptions } from "../settings";
import { combatOf, isPc, npcWoundThreshold, pcArmor, pcSystem, penaltyOf, ref, structureOf } from "../actors/state";
import { hitOf, type AttackInfo, type NpcDamageCard, type PcDamageCard, type TaskCard } from "../task/cards";
import { diceOf } from "../task/task-facts";

type Actor = Actor.Implementation;

/** The NPC's harm from the PC's kept dice: the card, and its apply-damage part when the harm lands at once. */
export function npcDamageOf(striker: Actor, victim: Actor, attack: AttackInfo, kept: readonly number[], kind: DamageKind, task: string): { card: NpcDamageCard; damage: DamagePartData | null } {
  const threshold = npcWoundThreshold(victim, attack);
  const result = npcDamage(kept, attack.damageBonus, threshold, kind);
  const combat = combatOf(victim);
  const card: NpcDamageCard = {
    attacker: ref(striker), target: ref(victim), task, weapon: attack.weapon, dice: [...kept], damageBonus: attack.damageBonus,
    threshold, natural: result.natural, total: result.total, harm: result.harm, kind,
    deferred: !!combat && defersNpcHarm(structureOf(combat) ?? "sequential"), applied: false,
  };
  // Harm that lands at once carries the apply-damage part (the roll, the harm, Apply and Undo); the striker's
  // player may apply it, as the card's own button let them. Exchange melee keeps its own button: the harm
  // waits in the combat's queue until the round ends, which an immediate apply cannot do.
  const damage = !card.deferred && card.harm !== "unharmed"
    ? damagePart(harmPacket(card.harm, card.kind, 0, { natural: card.natural, total: card.total, difficulty: threshold }), [victim], striker) : null;
  return { card, damage };
}

/** The PC's resistance from their kept dice: the card, and its apply-damage part unless unharmed. */
export function pcDamageOf(victim: Actor, striker: Actor | null, incoming: AttackInfo, kept: readonly number[], task: string): { card: PcDamageCard; damage: DamagePartData | null } {
  const worn = pcArmor(victim, { ranged: incoming.ranged, gunpowder: incoming.gunpowder, smallSharp: incoming.smallSharp });
  // A table option: Stunned and Wounded penalties count against the resist roll too.
  const penalties = elfOptions().penaltiesOnResist
    ? penaltyOf(victim).sources.map((s) => ({ name: game.i18n.localize(`REALMS.Elf.Condition.${s.id}.name`), value: s.value })) : [];
  const armor = { parts: [...worn.parts, ...penalties], total: worn.total + penalties.reduce((sum, p) => sum + p.value, 0) };
  const injuryBefore = pcSystem(victim).injuryPoints;
  const result = pcDamage(kept, armor.total, incoming.damageBonus, injuryBefore, incoming.kind);
  const card: PcDamageCard = {
    attacker: striker ? ref(striker) : null, target: ref(victim), task, weapon: incoming.weapon, dice: [...kept], armor: armor.parts, armorBonus: armor.total,
    damageBonus: incoming.damageBonus, injuryBefore, kind: incoming.kind, result, applied: false,
    // The Hit itself ends a long action (see task/long-action.ts); this catches one still marked.
    longActionFailed: longActionFails(true, pcSystem(victim).longAction),
  };
  return { card, damage: result.harm !== "unharmed" ? damagePart(pcDamagePacket(card), [victim]) : null };
}

/**
 * The task card a damage card follows from, and its kept dice: a task card whose Hit lands on `side` (in a
 * melee the rules settle a tie, so a tie choice there is not the player's), and one 3d6 roll.
 */
function hitAndDice(message: ChatMessage.Implementation, taskId: string | undefined, side: "npc" | "pc") {
  const task = taskId ? game.messages.get(taskId) : undefined;
  const card = task && isCardMessage(task) && task.system.kind === "realms.elf.task" ? cardOf<TaskCard>(task) : null;
  if (!task || !card) throw cardMismatch(message, "task");
  if (hitOf(card) !== side || (card.purpose !== "duel" && card.tieChoice)) throw cardMismatch(message, "task");
  const roll = message.rolls[0];
  if (!roll || message.rolls.length !== 1 || roll.formula !== "3d6") throw cardMismatch(message, "roll");
  return { task: task.id ?? "", card, kept: diceOf(roll).kept };
}

/** The GM's re-derivation of a player's NPC damage card (the kind's `derive`). */
export function deriveNpcDamage(message: ChatMessage.Implementation, card: NpcDamageCard): DerivedCard {
  const hit = hitAndDice(message, card.task, "npc");
  const striker = actorAt(hit.card.actor.uuid);
  const victim = actorAt(hit.card.target?.uuid);
  const attack = hit.card.attack;
  if (!striker || !victim || !attack) throw cardMismatch(message, "task");
  // Stun Damage is the roller's pick, for a weapon that can deal it.
  if (card.kind !== "lethal" && !(card.kind === "stun" && attack.stunCapable)) throw cardMismatch(message, "kind");
  const { card: derived, damage } = npcDamageOf(striker, victim, attack, hit.kept, card.kind, hit.task);
  return { data: derived, damage, uses: hit.task };
}

/** The GM's re-derivation of a player's PC damage card (the kind's `derive`). */
export function derivePcDamage(message: ChatMessage.Implementation, card: PcDamageCard): DerivedCard {
  const hit = hitAndDice(message, card.task, "pc");
  const victim = actorAt(hit.card.actor.uuid);
  if (!victim || !isPc(victim) || !hit.card.incoming) throw cardMismatch(message, "task");
  const { card: derived, damage } = pcDamageOf(victim, actorAt(hit.card.target?.uuid), hit.card.incoming, hit.kept, hit.task);
  return { data: derived, damage, uses: hit.task };
}
