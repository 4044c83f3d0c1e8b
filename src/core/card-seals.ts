/**
 * Seals for outcome-deciding card data. A player owns the chat messages they post, so they can rewrite
 * any card of theirs from the console; an Apply button that the GM carries out for them (damage to an
 * actor they do not own) must not trust such a card. So the GM keeps a copy of the fields that decide the
 * outcome (who is hit, for how much) in a place only a GM can write, its own User document
 * (`flags.realms.cardSeals.<messageId>`; players may update only their own User). The rolling flow asks
 * the GM to seal the card as soon as the roll is complete; from then on Apply refuses a card whose sealed
 * fields differ from the seal, and a card is applied once, whatever its own `applied` field says.
 * What a player's client rolls is trusted as Foundry trusts every roll; what they change afterwards is not.
 */
import { realmsFlag } from "./flags";
import { id, object } from "./payload";
import { coreGmAction, missing, Refusal, runAsGM } from "./gm";
import { isCardMessage } from "./chat/card-type";
import type { DamageRecord } from "./chat/damage-view";
import { cardKind } from "./chat/card-kinds";

type Seal = Record<string, string>;
const FLAG = "cardSeals";
/** Seals kept per GM; the oldest go first (a card that old is applied by the GM by hand). */
const KEEP = 200;
const APPLIED = "$applied";
/** A seal entry per apply-damage target: the record the GM wrote (`$damage-<key>`; a dot would nest the flag). */
const DAMAGE = "$damage-";

/**
 * The sealed values of a card: its kind's `sealed` data fields and, when it has an apply-damage part,
 * that part's packet and targets. Only cards that are ChatMessage data are sealed (old ones are history).
 */
const cardOfMessage = (message: ChatMessage.Implementation) => {
  if (!isCardMessage(message)) return null;
  const card: Record<string, unknown> = { ...message.system.data };
  const fields = [...(cardKind(message.system.kind)?.sealed ?? [])];
  if (message.system.damage) {
    card["$packet"] = message.system.damage.packet;
    card["$targets"] = message.system.damage.targets;
    fields.push("$packet", "$targets");
    // Parts from before `source` existed were sealed without it; one added later fails the seal.
    if ("source" in message.system.damage) {
      card["$source"] = message.system.damage.source ?? null;
      fields.push("$source");
    }
  }
  return { fields, card };
};

/** The seal every GM holds for a message, merged. */
function sealOf(messageId: string): Seal | null {
  const seals = game.users.filter((u) => u.isGM).map((u) => realmsFlag<Record<string, Seal>>(u, FLAG)?.[messageId]).filter((s): s is Seal => !!s);
  return seals.length ? Object.assign({}, ...seals) as Seal : null;
}

/** Ask the GM to seal a card this user just rolled (with no GM online it stays unsealed: only a GM applies it). */
export async function sealCard(message: ChatMessage.Implementation): Promise<void> {
  if (game.user.isGM || game.users.activeGM) await runAsGM(gmSealCard, { messageId: message.id });
}

export const gmSealCard = coreGmAction("sealCard", object({ messageId: id }), async ({ messageId }, user) => {
  const message = game.messages.get(messageId);
  const sealed = message && cardOfMessage(message);
  if (!message || !sealed?.fields.length) throw missing("card");
  if (!user.isGM && message.author?.id !== user.id) throw new Refusal("REALMS.GmRequest.notAllowed");
  // Sealed once: a second request cannot move the seal to patched values.
  if (sealOf(messageId)) return;
  const seal = Object.fromEntries(sealed.fields.map((f) => [f, JSON.stringify(sealed.card[f] ?? null)]));
  await writeSeal(messageId, seal);
});

async function writeSeal(messageId: string, seal: Seal): Promise<boolean> {
  const mine = realmsFlag<Record<string, Seal>>(game.user, FLAG) ?? {};
  const stale = Object.keys(mine).filter((k) => k !== messageId).slice(0, Math.max(0, Object.keys(mine).length - KEEP + 1));
  return !!(await game.user.update({ [`flags.realms.${FLAG}.${messageId}`]: seal, ...Object.fromEntries(stale.map((k) => [`flags.realms.${FLAG}.-=${k}`, null])) } as never));
}

/**
 * On the GM's client, before applying a card for `user`: throws a Refusal when the card was applied
 * already, changed since it was sealed, or (for a player) never sealed.
 */
export function verifySealed(message: ChatMessage.Implementation, user: User.Implementation): void {
  const sealed = cardOfMessage(message);
  if (!sealed) throw missing("card");
  const seal = sealOf(message.id ?? "");
  if (seal?.[APPLIED]) throw new Refusal("REALMS.GmRequest.gone");
  checkSeal(sealed, seal, user);
}

/** Like verifySealed, for parts applied per target (apply-damage): the card-wide "applied" mark is not theirs. */
export function verifySealedFields(message: ChatMessage.Implementation, user: User.Implementation): void {
  const sealed = cardOfMessage(message);
  if (!sealed) throw missing("card");
  checkSeal(sealed, sealOf(message.id ?? ""), user);
}

function checkSeal(sealed: { fields: string[]; card: Record<string, unknown> }, seal: Seal | null, user: User.Implementation): void {
  if (!seal) {
    if (!user.isGM) throw new Refusal("REALMS.GmRequest.unsealed");
    return;
  }
  if (sealed.fields.some((f) => seal[f] !== JSON.stringify(sealed.card[f] ?? null))) throw new Refusal("REALMS.GmRequest.tampered");
}

/**
 * Claim the card's application before any write: false when another request got there first (the
 * server applies updates one at a time, and writing the same mark twice changes nothing the second time).
 */
export async function claimApplied(message: ChatMessage.Implementation): Promise<boolean> {
  const seal = sealOf(message.id ?? "") ?? {};
  return writeSeal(message.id ?? "", { ...seal, [APPLIED]: "true" });
}

/** What the GM recorded for one apply-damage target, or null. */
export function sealedDamage(messageId: string, key: string): DamageRecord | null {
  const entry = sealOf(messageId)?.[`${DAMAGE}${key}`];
  return entry ? (JSON.parse(entry) as DamageRecord) : null;
}

/** Record what Apply/Undo did to one target where only a GM can write. */
export async function sealDamageRecord(messageId: string, key: string, record: DamageRecord): Promise<void> {
  const seal = sealOf(messageId) ?? {};
  await writeSeal(messageId, { ...seal, [`${DAMAGE}${key}`]: JSON.stringify(record) });
}
