/** Damage rolls from task cards, and applying their results (Injury Points, the ladder, exchange-melee queue). */
import { actorAt } from "../../../core/refs";
import { gmAction, missing, Refusal, refuse, runAsGM, userMayModify } from "../../../core/gm";
import { claimApplied, sealCard, verifySealed } from "../../../core/card-seals";
import { id, object } from "../../../core/payload";
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import { cardOf, postRollCard, updateCard } from "../../../core/chat/cards";
import { damagePart } from "../../../core/chat/apply-damage";
import { isCardMessage } from "../../../core/chat/card-type";
import { NPC_DAMAGE_CARD, PC_DAMAGE_CARD } from "../chat/kinds";
import type { AttackInfo, NpcDamageCard, PcDamageCard, TaskCard } from "../chat/cards";
import { harmPacket, npcDamage, pcDamage, pcDamagePacket } from "../rules/damage";
import { defersNpcHarm, longActionFails } from "../rules/structures";
import { ElfNpcDamageRoll, ElfPcDamageRoll, diceOf } from "../rolls";
import { combatOf, isPc, npcWoundThreshold, pcArmor, pcSystem, penaltyOf, ref, structureOf } from "../state";
import { elfOptions } from "../settings";
import { UNTYPED } from "../../../core/rules/damage";
import type { ElfActorModel } from "../data/actor-model";
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
  const { kept } = diceOf(roll);
  const threshold = npcWoundThreshold(victim, card.attack);
  const result = npcDamage(kept, card.attack.damageBonus, threshold, kind);
  const combat = combatOf(victim);
  const damage: NpcDamageCard = {
    attacker: ref(striker), target: ref(victim), weapon: card.attack.weapon, dice: kept, damageBonus: card.attack.damageBonus,
    threshold, natural: result.natural, total: result.total, harm: result.harm, kind,
    deferred: !!combat && defersNpcHarm(structureOf(combat) ?? "sequential"), applied: false,
  };
  // Harm that lands at once carries the apply-damage part (the roll, the harm, Apply and Undo); the striker's
  // player may apply it, as the card's own button let them. Exchange melee keeps its own button: the harm
  // waits in the combat's queue until the round ends, which an immediate apply cannot do.
  const part = !damage.deferred && damage.harm !== "unharmed"
    ? damagePart(harmPacket(damage.harm, damage.kind, 0, { natural: damage.natural, total: damage.total, difficulty: threshold }), [victim], striker) : null;
  const posted = await postRollCard(roll, NPC_DAMAGE_CARD.id, damage, { actor: striker, damage: part });
  if (posted) await sealCard(posted);
  await updateCard(message, "realms.elf.rollNpcDamage", { damageRolled: true });
}

/** The PC rolls 3d6 + Armor Bonus against 5 + the attack's damage bonus + Injury Points. */
export async function rollPcDamage(message: ChatMessage.Implementation, card: TaskCard): Promise<void> {
  const { victim, striker } = sidesOf(card, "pc");
  if (!victim || !card.incoming || !isPc(victim)) return;
  if (!userMayModify(game.user, victim)) return refuse(victim);
  const incoming = card.incoming;
  const worn = pcArmor(victim, { ranged: incoming.ranged, gunpowder: incoming.gunpowder, smallSharp: incoming.smallSharp });
  // A table option: Stunned and Wounded penalties count against the resist roll too.
  const penalties = elfOptions().penaltiesOnResist
    ? penaltyOf(victim).sources.map((s) => ({ name: game.i18n.localize(`REALMS.Elf.Condition.${s.id}.name`), value: s.value })) : [];
  const armor = { parts: [...worn.parts, ...penalties], total: worn.total + penalties.reduce((sum, p) => sum + p.value, 0) };
  const roll = new ElfPcDamageRoll("3d6");
  await roll.evaluate();
  const { kept } = diceOf(roll);
  const injuryBefore = pcSystem(victim).injuryPoints;
  const result = pcDamage(kept, armor.total, incoming.damageBonus, injuryBefore, incoming.kind);
  const damage: PcDamageCard = {
    attacker: striker ? ref(striker) : null, target: ref(victim), weapon: incoming.weapon, dice: kept, armor: armor.parts, armorBonus: armor.total,
    damageBonus: incoming.damageBonus, injuryBefore, kind: incoming.kind, result, applied: false,
    // The Hit itself ends a long action (see long-action.ts); this catches one still marked.
    longActionFailed: longActionFails(true, pcSystem(victim).longAction),
  };
  await postRollCard(roll, PC_DAMAGE_CARD.id, damage, { actor: victim, damage: result.harm !== "unharmed" ? damagePart(pcDamagePacket(damage), [victim]) : null });
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
    await combat.update({ [realmsFlagPath("pendingHarm")]: pending } as never);
  } else {
    await actorModel<ElfActorModel>(victim).applyDamage(harmPacket(card.harm, card.kind));
  }
  await updateCard(message, "realms.elf.applyNpc", { applied: true });
});

/** End of an exchange round: every NPC takes the harm it was dealt this round, in the order it landed. */
export async function flushPendingHarm(combat: Combat.Implementation): Promise<void> {
  const pending = realmsFlag<PendingHarm[]>(combat, "pendingHarm") ?? [];
  if (!pending.length) return;
  await combat.update({ [realmsFlagPath("pendingHarm")]: [] } as never);
  for (const p of pending) {
    const victim = actorAt(p.actorUuid);
    if (victim) await actorModel<ElfActorModel>(victim).applyDamage(harmPacket(p.harm, UNTYPED));
  }
}
