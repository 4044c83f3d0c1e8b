/**
 * The apply-damage part of a card: each target with the damage math its actor model works out
 * (`DamageOutcome.steps`), an Apply and an Undo button per target. What Apply did is stored in
 * `message.system.damage.applied`, so Undo works after a reload; each is done once.
 *
 * Both buttons run on the GM's client (a player rarely owns the message): the packet comes from the
 * card, never from the request; the requester must be allowed to change the target; and for a player the
 * GM's seal (../card-seals.ts) is the truth about the packet and about what was applied, because a
 * player who authored the card could rewrite `message.system` from the console.
 */
import type { DamageOutcome, DamagePacket } from "../rules/damage";
import { Refusal, missing, coreGmAction, requireMayModify, runAsGM, userMayModify } from "../gm";
import { actorAt, ref, type Ref } from "../refs";
import { worldWords } from "../plural";
import { id, object, uuid } from "../payload";
import { SYSTEM_PATH } from "../templates";
import { isCardMessage } from "./card-type";
import { cardKind } from "./card-kinds";
import { loadOutcome, storeOutcome, type DamagePartData, type DamageRecord } from "./damage-view";
import { damagePartView, targetKey } from "./damage-view";

export { targetKey };
import { registerChatAction } from "./actions";
import { sealedDamage, sealDamageRecord, verifySealedFields } from "../card-seals";

type Message = ChatMessage.Implementation;

export const DAMAGE_PART_TEMPLATE = `${SYSTEM_PATH}/templates/core/chat/apply-damage.hbs`;

/** What an actor model offers the pipeline (the "models" helper builds these on each actor type). */
export interface TakesDamage {
  previewDamage(packet: DamagePacket): DamageOutcome;
  applyDamage(packet: DamagePacket): Promise<DamageOutcome>;
  undoDamage(outcome: DamageOutcome): Promise<void>;
}

export function takesDamage(system: unknown): system is TakesDamage {
  const s = system as Partial<TakesDamage> | null | undefined;
  return !!s && typeof s.previewDamage === "function" && typeof s.applyDamage === "function" && typeof s.undoDamage === "function";
}

/** The part's data for a new card. */
export const damagePart = (packet: DamagePacket, targets: readonly { name?: string | null; uuid?: string | null }[], source: { name?: string | null; uuid?: string | null } | null = null): DamagePartData =>
  ({ packet, targets: targets.filter((t) => t.uuid).map((t) => ref(t)), applied: {}, source: source?.uuid ? ref(source) : null });

/** Whether a user may apply (and undo) a part on a target: they may change the target, or the hit is theirs (a listed target only). */
function mayApply(user: User.Implementation, part: DamagePartData, target: Actor.Implementation | null): boolean {
  if (!target) return false;
  if (userMayModify(user, target)) return true;
  const source = part.source?.uuid ? actorAt(part.source.uuid) : null;
  return !!source && part.targets.some((t) => t.uuid === target.uuid) && userMayModify(user, source);
}

/** Who the part lists: the card's targets, or (a card with none) the actors of the tokens this user has selected. */
function targetsOf(part: DamagePartData): { targets: Ref[]; fromSelection: boolean } {
  if (part.targets.length) return { targets: [...part.targets], fromSelection: false };
  const selected = (globalThis as { canvas?: { tokens?: { controlled?: { actor?: Actor.Implementation | null }[] } } }).canvas?.tokens?.controlled ?? [];
  return { targets: selected.flatMap((t) => (t.actor ? [ref(t.actor)] : [])), fromSelection: true };
}

/** Whether a card's part may still be applied (its kind's `damageOpen`, on the card's data). */
export function damageOpen(message: Message): boolean {
  if (!isCardMessage(message)) return false;
  const open = cardKind(message.system.kind)?.damageOpen;
  return !open || open(message.system.data as never);
}

/** Whether any target of a card's part has damage applied (and not undone): what a ruleset's `applied` mark was. */
export function damageApplied(message: Message | null | undefined): boolean {
  const part = message && isCardMessage(message) ? message.system.damage : null;
  return !!part && Object.values(part.applied).some((r) => !r.undone);
}

/** The part's template context, at render time (previews follow the target's current state). */
export function damagePartContext(message: Message) {
  const part = isCardMessage(message) ? message.system.damage : null;
  if (!part?.packet) return { rows: [], fromSelection: false };
  const { targets, fromSelection } = targetsOf(part);
  return damagePartView(part, targets, fromSelection, (target) => {
    const actor = actorAt(target.uuid);
    return { preview: actor && takesDamage(actor.system) ? actor.system.previewDamage(part.packet!) : null, mayChange: mayApply(game.user, part, actor) };
  }, worldWords());
}

/** Requests in flight on this GM client: a second click arriving while the first awaits the actor is refused. */
const pending = new Set<string>();

async function once<T>(key: string, run: () => Promise<T>): Promise<T> {
  if (pending.has(key)) throw new Refusal("REALMS.GmRequest.gone");
  pending.add(key);
  try {
    return await run();
  } finally {
    pending.delete(key);
  }
}

async function partFor(messageId: string, targetUuid: string, user: User.Implementation) {
  const message = game.messages.get(messageId) as Message | undefined;
  const part = message && isCardMessage(message) ? message.system.damage : null;
  if (!message || !part?.packet) throw missing("card");
  // A listed target must be one of the card's; a card without targets lets the user pick any actor they may change.
  if (part.targets.length && !part.targets.some((t) => t.uuid === targetUuid)) throw new Refusal("REALMS.GmRequest.notAllowed");
  const actor = actorAt(targetUuid);
  if (!actor) throw missing("actor");
  if (!mayApply(user, part, actor)) requireMayModify(user, actor);
  if (!takesDamage(actor.system)) throw new Refusal("REALMS.Chat.Damage.unsupported", { name: actor.name ?? "?" });
  // What a player or the GM applies is what the system computed (../card-seals.ts).
  await verifySealedFields(message);
  return { message, part, actor, system: actor.system, key: targetKey(targetUuid) };
}

export const gmApplyCardDamage = coreGmAction("applyCardDamage", object({ messageId: id, targetUuid: uuid }), async ({ messageId, targetUuid }, user) => {
  const { message, part, system, key } = await partFor(messageId, targetUuid, user);
  const sealed = sealedDamage(message.id ?? "", key);
  if (part.applied[key] || sealed || !damageOpen(message)) throw new Refusal("REALMS.GmRequest.gone");
  await once(`${message.id}.${key}`, async () => {
    const outcome = await system.applyDamage(part.packet!);
    const record: DamageRecord = { outcome: storeOutcome(outcome), by: user.id ?? "", undone: false };
    await sealDamageRecord(message.id ?? "", key, record);
    await message.update({ [`system.damage.applied.${key}`]: record });
  });
});

export const gmUndoCardDamage = coreGmAction("undoCardDamage", object({ messageId: id, targetUuid: uuid }), async ({ messageId, targetUuid }, user) => {
  const { message, part, system, key } = await partFor(messageId, targetUuid, user);
  const record = part.applied[key];
  if (!record || record.undone) throw new Refusal("REALMS.GmRequest.gone");
  // What a player undoes is what the GM applied: the seal, not the message a player may have rewritten.
  const sealed = sealedDamage(message.id ?? "", key);
  if (!user.isGM && (!sealed || sealed.undone || JSON.stringify(sealed.outcome) !== JSON.stringify(record.outcome))) throw new Refusal("REALMS.GmRequest.tampered");
  await once(`${message.id}.${key}`, async () => {
    await system.undoDamage(loadOutcome(record.outcome));
    await sealDamageRecord(message.id ?? "", key, { ...record, undone: true });
    await message.update({ [`system.damage.applied.${key}.undone`]: true });
  });
});

/** The buttons: data-target holds the actor uuid. */
export async function applyCardDamage(message: Message, targetUuid: string): Promise<void> {
  await runAsGM(gmApplyCardDamage, { messageId: message.id, targetUuid });
}

export async function undoCardDamage(message: Message, targetUuid: string): Promise<void> {
  await runAsGM(gmUndoCardDamage, { messageId: message.id, targetUuid });
}

/** Any kind of card may carry the apply-damage part: its buttons belong to the cards that do. */
const carriesDamage = (message: Message) => isCardMessage(message) && message.system.damage !== null;
registerChatAction("realms.applyDamage", (message, button) => applyCardDamage(message, button.dataset.target ?? ""), carriesDamage);
registerChatAction("realms.undoDamage", (message, button) => undoCardDamage(message, button.dataset.target ?? ""), carriesDamage);
