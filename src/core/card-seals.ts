/**
 * Seals for outcome-deciding card data. A player owns the chat messages they post, so they can write any
 * card from the console, and rewrite it later; an Apply button that the GM carries out for them (damage to
 * an actor they do not own) must apply only what the system computed. So:
 * - A card is sealed only when the GM can vouch for it: a GM's client posted it (the system's own flow, or the
 *   GM), or the GM re-derives its outcome from the message's rolls and the documents (its kind's `derive`) and
 *   finds the card's sealed fields and damage part equal. A player's dice are trusted, as Foundry trusts every
 *   roll; their arithmetic is not. A card that fails is refused with a notice naming it, to the requester and GMs.
 * - The GM keeps the sealed values where only a GM can write, its own User document
 *   (`flags.realms.cardSeals.<messageId>`; players may update only their own User). From then on Apply refuses
 *   a card whose sealed fields differ from the seal, and a card is applied once, whatever its `applied` says.
 * - Apply on a card not sealed yet (rolled while no GM was online) verifies it the same way first.
 */
import { realmsFlag } from "./flags";
import { id, object } from "./payload";
import { coreGmAction, missing, Refusal, runAsGM } from "./gm";
import { isCardMessage } from "./chat/card-type";
import type { DamagePartData, DamageRecord } from "./chat/damage-view";
import { cardKind, type DerivedCard } from "./chat/card-kinds";

type Seal = Record<string, string>;
type Sealed = { fields: string[]; card: Record<string, unknown> };
const FLAG = "cardSeals";
/** Seals kept per GM; the oldest go first (a card that old is applied by the GM by hand). */
const KEEP = 200;
const APPLIED = "$applied";
/** On a card another card follows from (./chat/card-kinds.ts `DerivedCard.uses`): the id of the one that used it up. */
const USED = "$usedBy";
/** A step the GM carried out once for a card (`claimStep`). */
const STEP = "$step-";
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

/** Ask the GM to seal a card this user just posted (with no GM online it stays unsealed until Apply verifies it). */
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
  await sealVouched(message, sealed);
});

/** Vouch for a card (or throw), seal it, and use up the card it follows from. */
async function sealVouched(message: ChatMessage.Implementation, sealed: Sealed): Promise<Seal> {
  const uses = await vouchFor(message, sealed);
  const seal = sealValues(sealed);
  await writeSeal(message.id ?? "", seal);
  if (uses) await writeSeal(uses, { ...sealOf(uses), [USED]: message.id ?? "" });
  return seal;
}

/**
 * On a GM's client, in a GM action that has just computed a card's outcome itself (after checking what the
 * player's client rolled): write those values onto the card and seal them, so Apply carries them out. The
 * seal holds what the GM computed, not what the message says a moment later.
 */
export async function sealComputed(message: ChatMessage.Implementation, data: Record<string, unknown>, damage: DamagePartData | null): Promise<void> {
  if (!game.user.isGM) throw new Refusal("REALMS.GmRequest.gmOnly");
  const fields: [string, unknown][] = Object.entries(data).map(([k, v]) => [`system.data.${k}`, v]);
  await message.update(Object.fromEntries(damage ? [...fields, ["system.damage", damage]] : fields));
  const sealed = cardOfMessage(message);
  if (!sealed) throw missing("card");
  const card = { ...sealed.card, ...data, ...(damage ? { $packet: damage.packet, $targets: damage.targets, $source: damage.source ?? null } : {}) };
  await writeSeal(message.id ?? "", sealValues({ fields: sealed.fields, card }));
}

const sealValues = (sealed: Sealed): Seal =>
  Object.fromEntries(sealed.fields.map((f) => [f, JSON.stringify(sealed.card[f] ?? null)]));

/** A card's name in notices: who posted it, and what kind of card it is. */
const cardName = (message: ChatMessage.Implementation): string =>
  `${message.speaker?.alias || message.author?.name || "?"} (${String(isCardMessage(message) ? message.system.kind : "?").split(".").at(-1)})`;

/** The refusal for a card whose `field` does not match what the system computes (a kind's `derive` throws it). */
export const cardMismatch = (message: ChatMessage.Implementation, field: string): Refusal => new Refusal("REALMS.GmRequest.mismatch", { card: cardName(message), field });

/**
 * In a GM action that carries out a card only the system posts (an activation's step, a loot pick, a duel's
 * stances): throws (the requester is told why, naming the card, or `refusal`) unless a GM's client posted the card.
 */
export function requireSystemCard(message: ChatMessage.Implementation, refusal?: Refusal): void {
  if (message.author?.isGM) return;
  throw refusal ?? new Refusal("REALMS.GmRequest.unverifiable", { card: cardName(message) });
}

/** JSON with object keys sorted, so equal values compare equal whatever order a client wrote their keys in. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v);
}

/** The first sealed field (or damage entry) where the card differs from what the system derived, or null. */
function firstDifference(card: Sealed, derived: DerivedCard): string | null {
  const expected: Record<string, unknown> = { ...derived.data };
  if (derived.damage) Object.assign(expected, { $packet: derived.damage.packet, $targets: derived.damage.targets, $source: derived.damage.source ?? null });
  const fields = new Set([...card.fields, ...(derived.damage ? ["$packet", "$targets", "$source"] : [])]);
  for (const field of fields) if (canonical(card.card[field]) !== canonical(expected[field])) return field.replace(/^\$/, "damage.");
  return null;
}

/**
 * Throws a Refusal unless the GM can vouch for the card: posted by a GM's client, or equal to what its kind
 * re-derives from the rolls and documents (the requester is shown the refusal, which names the card).
 * Resolves to the id of the card this one follows from, if any (to be used up once this one is sealed).
 */
async function vouchFor(message: ChatMessage.Implementation, sealed: Sealed): Promise<string | null> {
  if (message.author?.isGM) return null;
  const { refusal, uses } = await rederived(message, sealed);
  if (refusal) throw refusal;
  return uses;
}

/** What re-deriving the card gave: a Refusal that says why it is not vouched for, or the card it follows from. */
async function rederived(message: ChatMessage.Implementation, sealed: Sealed): Promise<{ refusal: Refusal | null; uses: string | null }> {
  const card = cardName(message);
  const kind = isCardMessage(message) ? cardKind(message.system.kind) : undefined;
  if (!kind?.derive || !isCardMessage(message)) return { refusal: new Refusal("REALMS.GmRequest.unverifiable", { card }), uses: null };
  const mismatch = (field: string) => ({ refusal: new Refusal("REALMS.GmRequest.mismatch", { card, field }), uses: null });
  try {
    const derived = await kind.derive(message, message.system.data as never);
    const field = firstDifference(sealed, derived);
    if (field) return mismatch(field);
    if (derived.uses) await requireUnused(derived.uses, message.id ?? "");
    return { refusal: null, uses: derived.uses ?? null };
  } catch (error) {
    // A made-up card may lack what a derivation reads (a TypeError, a rules RangeError): it matches nothing.
    if (!(error instanceof Refusal)) return mismatch(error instanceof Error ? error.name : "data");
    return error.key === "REALMS.GmRequest.mismatch" ? { refusal: error, uses: null } : mismatch(game.i18n.format(error.key, error.data));
  }
}

/** The card another follows from: vouched for (now, if it never was), unchanged, and not used up by a third. */
async function requireUnused(sourceId: string, byId: string): Promise<void> {
  const source = game.messages.get(sourceId);
  const sealed = source && cardOfMessage(source);
  if (!source || !sealed) throw missing("card");
  const seal = await sealOrVouch(source, sealed);
  checkSeal(sealed, seal);
  if (seal[USED] && seal[USED] !== byId) throw new Refusal("REALMS.GmRequest.used");
}

async function writeSeal(messageId: string, seal: Seal): Promise<boolean> {
  const mine = realmsFlag<Record<string, Seal>>(game.user, FLAG) ?? {};
  const stale = Object.keys(mine).filter((k) => k !== messageId).slice(0, Math.max(0, Object.keys(mine).length - KEEP + 1));
  return !!(await game.user.update({ [`flags.realms.${FLAG}.${messageId}`]: seal, ...Object.fromEntries(stale.map((k) => [`flags.realms.${FLAG}.-=${k}`, null])) }));
}

/**
 * On the GM's client, before applying a card for `user`: throws a Refusal when the card was applied already,
 * changed since it was sealed, or was not sealed yet and the GM cannot vouch for it now (then it is sealed here).
 */
export async function verifySealed(message: ChatMessage.Implementation): Promise<void> {
  const sealed = cardOfMessage(message);
  if (!sealed) throw missing("card");
  const seal = await sealOrVouch(message, sealed);
  if (seal[APPLIED]) throw new Refusal("REALMS.GmRequest.gone");
  checkSeal(sealed, seal);
}

/** Like verifySealed, for parts applied per target (apply-damage): the card-wide "applied" mark is not theirs. */
export async function verifySealedFields(message: ChatMessage.Implementation): Promise<void> {
  const sealed = cardOfMessage(message);
  if (!sealed) throw missing("card");
  checkSeal(sealed, await sealOrVouch(message, sealed));
}

/** The card's seal; a card never sealed (rolled with no GM online) is vouched for now and sealed. */
async function sealOrVouch(message: ChatMessage.Implementation, sealed: Sealed): Promise<Seal> {
  return sealOf(message.id ?? "") ?? sealVouched(message, sealed);
}

function checkSeal(sealed: Sealed, seal: Seal): void {
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

/**
 * Claim a step the GM carries out once per card (a hit's damage roll) before any roll or write: false when it
 * was claimed already, by a replayed or concurrent request, whatever the card says now.
 */
export async function claimStep(message: ChatMessage.Implementation, step: string): Promise<boolean> {
  const seal = sealOf(message.id ?? "") ?? {};
  if (seal[`${STEP}${step}`]) return false;
  return writeSeal(message.id ?? "", { ...seal, [`${STEP}${step}`]: "true" });
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
