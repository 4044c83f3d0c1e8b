/** Damage rolls from task cards, and applying their results (Injury Points, the ladder, exchange-melee queue). */
import { actorAt } from "../../../core/refs";
import { gmAction, missing, Refusal, refuse, runAsGM, userMayModify } from "../../../core/gm";
import { claimApplied, sealCard, verifySealed } from "../../../core/card-seals";
import { id, object } from "../../../core/payload";
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import { cardOf, postRollCard, updateCard } from "../../../core/chat/cards";
import { isCardMessage } from "../../../core/chat/card-type";
import { NPC_DAMAGE_CARD, PC_DAMAGE_CARD } from "./kinds";
import type { AttackInfo, NpcDamageCard, PcDamageCard, TaskCard } from "../task/cards";
import { npcDamageOf, pcDamageOf } from "./damage-cards";
import { harmPacket, pcDamagePacket } from "./rules/damage";
import { ElfNpcDamageRoll, ElfPcDamageRoll } from "./kinds";
import { diceOf } from "../task/task-facts";
import { combatOf, isPc } from "../actors/state";
import { UNTYPED } from "../../../core/rules/damage";
import type { ElfActorModel } from "../models/actor-model";
import { actorModel } from "../../../core/data/actor-model";


const hasDamagePart = (message: ChatMessage.Implementation): boolean => isCardMessage(message) && !!message.system.damage;

/** Who was hit and who hit them, from the task card's point of view. */
function sidesOf(card: TaskCard, hitSide: "npc" | "pc") {
  // The task card's actor is always the PC; its target is the NPC.
  return hitSide === "npc" ? { victim: actorAt(card.target?.uuid), striker: actorAt(card.actor.uuid) } : { victim: actorAt(card.actor.uuid), striker: actorAt(card.target?.uuid) };
}

/** The PC rolls 3d6 + the weapon's damage bonus against the NPC's Wound Threshold. */
export async function rollNpcDamage(message: ChatMessage.Implementation, card: TaskCard, kind: AttackInfo["kind"]): Promise<void> {
  const { victim, striker } = sidesOf(card, "npc");
  if (!victim || !striker || !card.attack) return;
  if (!userMayModify(game.user, striker)) return refuse(striker);
  if (kind === "stun" && !card.attack.stunCapable) {
    return void ui.notifications?.error("REALMS.Elf.Errors.NoStun", { localize: true, format: { weapon: card.attack.weapon } });
  }
  const roll = new ElfNpcDamageRoll("3d6");
  await roll.evaluate();
  const { card: damage, damage: part } = npcDamageOf(striker, victim, card.attack, diceOf(roll).kept, kind, message.id ?? "");
  const posted = await postRollCard(roll, NPC_DAMAGE_CARD.id, damage, { actor: striker, damage: part });
  // Queued harm has no part (postRollCard seals those): its own Apply acts on the sealed harm.
  if (posted && !part) await sealCard(posted);
  await updateCard(message, "realms.elf.rollNpcDamage", { damageRolled: true });
}

/** The PC rolls 3d6 + Armor Bonus against 5 + the attack's damage bonus + Injury Points. */
export async function rollPcDamage(message: ChatMessage.Implementation, card: TaskCard): Promise<void> {
  const { victim, striker } = sidesOf(card, "pc");
  if (!victim || !card.incoming || !isPc(victim)) return;
  if (!userMayModify(game.user, victim)) return refuse(victim);
  const roll = new ElfPcDamageRoll("3d6");
  await roll.evaluate();
  const { card: damage, damage: part } = pcDamageOf(victim, striker, card.incoming, diceOf(roll).kept, message.id ?? "");
  await postRollCard(roll, PC_DAMAGE_CARD.id, damage, { actor: victim, damage: part });
  await updateCard(message, "realms.elf.rollPcDamage", { damageRolled: true });
}

/** Apply a PC damage card: Injury Points, the ladder, and a failed long action. */
export async function applyPcDamage(message: ChatMessage.Implementation, card: PcDamageCard): Promise<void> {
  const victim = actorAt(card.target.uuid);
  // A card with the apply-damage part is applied through it, never through both.
  if (!victim || card.applied || hasDamagePart(message)) return;
  if (!userMayModify(game.user, victim)) return refuse(victim);
  await actorModel<ElfActorModel>(victim).applyDamage(pcDamagePacket(card));
  await updateCard(message, "realms.elf.applyPc", { applied: true });
}

export interface PendingHarm { readonly actorUuid: string; readonly harm: NpcDamageCard["harm"]; readonly messageId: string }

/**
 * Apply an NPC damage card. The player who rolled it may apply it; the GM's client does the work (players
 * cannot change NPCs). In an exchange-based melee the harm waits for the end of the round.
 */
export async function applyNpcDamage(message: ChatMessage.Implementation): Promise<void> {
  await runAsGM(gmApplyNpcDamage, { messageId: message.id });
}

export const gmApplyNpcDamage = gmAction("elf", "applyNpcDamage", object({ messageId: id }), async (data, user) => {
  const message = game.messages.get(data.messageId);
  const card = cardOf<NpcDamageCard>(message);
  if (!message || !card) throw missing("card");
  const striker = actorAt(card.attacker.uuid);
  if (!user.isGM && message.author?.id !== user.id && !(striker && userMayModify(user, striker))) throw new Refusal("REALMS.GmRequest.notAllowed");
  const victim = actorAt(card.target.uuid);
  if (!victim) throw missing("actor");
  if (card.applied || hasDamagePart(message)) throw new Refusal("REALMS.GmRequest.gone");
  await verifySealed(message);
  if (!(await claimApplied(message))) throw new Refusal("REALMS.GmRequest.gone");
  const combat = combatOf(victim);
  if (card.deferred && combat) {
    const pending = [...(realmsFlag<PendingHarm[]>(combat, "pendingHarm") ?? []), { actorUuid: victim.uuid, harm: card.harm, messageId: message.id ?? "" }];
    await combat.update({ [realmsFlagPath("pendingHarm")]: pending });
  } else {
    await actorModel<ElfActorModel>(victim).applyDamage(harmPacket(card.harm, card.kind));
  }
  await updateCard(message, "realms.elf.applyNpc", { applied: true });
});

/** End of an exchange round: every NPC takes the harm it was dealt this round, in the order it landed. */
export async function flushPendingHarm(combat: Combat.Implementation): Promise<void> {
  const pending = realmsFlag<PendingHarm[]>(combat, "pendingHarm") ?? [];
  if (!pending.length) return;
  await combat.update({ [realmsFlagPath("pendingHarm")]: [] });
  for (const p of pending) {
    const victim = actorAt(p.actorUuid);
    if (victim) await actorModel<ElfActorModel>(victim).applyDamage(harmPacket(p.harm, UNTYPED));
  }
}
