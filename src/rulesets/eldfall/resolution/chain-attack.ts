/**
 * Chain Attack from the resolution card (CHAIN ATTACK): the card of a sequence whose Hits opened an offer shows the
 * model's owner (and the GM) a button per enemy it may pick; pressing one makes the unmodified STK 1 Attack — not an
 * Activation or Reaction, no AP — on the GM's client: its Attack roll, the target's Dodge against it when the target
 * declared Dodge in that sequence (a roll of its own), and a follow-up resolution card of its own, applied. The offer
 * is then spent: once per Activation Sequence. The GM re-reads the offer from the sealed card and the requester must
 * own the model, and the card must be one the GM's client posted (its offers are the system's, never a player's).
 */
import { gmAction, missing, Refusal, requireMayModify, runAsGM } from "../../../core/gm";
import { id, object, uuid } from "../../../core/payload";
import { actorAt } from "../../../core/refs";
import { cardOf, updateCard } from "../../../core/chat/cards";
import { requireSystemCard, verifySealedFields } from "../../../core/card-seals";
import type { ChatAction } from "../../../core/ruleset";

import { rollAttack } from "../dice/rolling";
import { attackProfilesOf, type AttackProfile } from "../dice/attack-profiles";
import type { ChainAttackOffer, ResolutionCard } from "./card";
import type { AttackInput, DodgeInput } from "./rules/resolution";
import { hasTrait } from "../profile/rules/traits";
import { postResolution, resolutionModelOf, resolveOptions } from "./resolve";
import { FAST, rollDodge, rowOf } from "./dodge-roll";

type Message = ChatMessage.Implementation;
const E = "REALMS.Eldfall.Resolve.Error";

/** The row it attacks with: its first Item or Spell row, else its Unarmed Attack (every model has one). */
function chainRow(actor: Actor.Implementation): AttackProfile | null {
  const rows = attackProfilesOf(actor);
  return rows.find((p) => p.id.includes(".")) ?? rows[0] ?? null;
}

export const gmChainAttack = gmAction("eldfall", "makeChainAttack", object({ messageId: id, model: uuid, target: uuid }), async (data, user) => {
  const message = game.messages.get(data.messageId) as Message | undefined;
  const card = cardOf<ResolutionCard>(message);
  if (!message || !card?.plan) throw missing("card");
  // Offers are the system's: only on a card the GM's client posted, whose models and plan are as sealed.
  requireSystemCard(message);
  const offers = card.chainAttacks ?? [];
  const offer = offers.find((o) => o.model === data.model && (o.target === data.target || o.alternatives.includes(data.target)));
  if (!offer || offer.done) throw new Refusal(`${E}.chainGone`);
  const chainer = actorAt(offer.model);
  requireMayModify(user, chainer);
  await verifySealedFields(message);
  const target = actorAt(data.target);
  if (!target) throw missing("actor");
  const profile = chainRow(chainer);
  if (!profile) throw new Refusal(`${E}.chainGone`);
  // Spent before rolling: a second press meanwhile finds it done.
  await updateCard(message, "realms.eldfall.chainAttack", { chainAttacks: offers.map((o): ChainAttackOffer => (o === offer ? { ...o, done: true } : o)) });
  const rolled = await rollAttack(chainer, rowOf(profile, chainer), target, { intent: FAST, role: "active", strikes: 1 });
  const hits = rolled?.side.hits.map((h) => ({ critical: h.critical })) ?? [];
  const negated = rolled?.side.dice.filter((d) => d.cls !== "miss" && !d.landed && !d.backstab).length ?? 0;
  const attack: AttackInput = {
    id: `${offer.after}.chain`, attacker: chainer.uuid, pw: profile.pw, traits: profile.traits, tags: [...profile.tags, profile.type], followUp: "chainAttack",
    targets: [{ target: target.uuid, hits, negated }],
  };
  const dodger = offer.dodges.find((d) => d.uuid === target.uuid);
  const dodges: DodgeInput[] = dodger
    ? [{ model: target.uuid, reacting: dodger.reacting, vs: { [attack.id]: await rollDodge(target, dodger, hasTrait(attack.traits, "mindgame")) } }]
    : [];
  await postResolution({
    models: [resolutionModelOf(chainer), resolutionModelOf(target)], attacks: [attack], dodges, options: resolveOptions(),
    weakPointsGiven: card.plan.weakPointsGiven,
  }, { speaker: chainer });
});

/** The card's button: the model and the enemy it picked. */
async function onChainAttack(message: Message, button: HTMLButtonElement): Promise<void> {
  await runAsGM(gmChainAttack, { messageId: message.id!, model: button.dataset.model ?? "", target: button.dataset.target ?? "" });
}

export const CHAIN_ATTACK_CHAT_ACTIONS: Readonly<Record<string, ChatAction>> = { chainAttack: onChainAttack };
