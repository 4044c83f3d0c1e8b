/**
 * Card kinds: what a card is made of. A kind is a list of parts; each part names its template, builds its
 * context from the card's data at render time, and declares its actions with the data fields each may
 * write for a player who does not own the message (everything else stays as the roll or the GM wrote it).
 */
import type { Check } from "../payload";
import type { DamagePartData } from "./damage-view";

/** A card field an action may have the GM change for a player, and who may change it to what. */
export interface CardFieldRule {
  readonly check: Check<unknown>;
  readonly may: (user: User.Implementation, card: Record<string, unknown>, value: unknown) => boolean;
}

export interface CardAction {
  /** Every `system.data` field this action writes: a write naming any other field is refused, the GM's and the author's too. */
  readonly fields: Readonly<Record<string, CardFieldRule>>;
}

/** A field only the message's owners write (its author, or a GM, also when it carries out a request it checked). */
const OWNERS_ONLY: CardFieldRule = { check: (value) => value, may: () => false };
/** Declare fields an action writes that no other player may: their keys are known, and a player's request for them is refused. */
export const ownersOnly = (...fields: string[]): Record<string, CardFieldRule> => Object.fromEntries(fields.map((field) => [field, OWNERS_ONLY]));

export interface CardPart<D = never> {
  readonly template: string;
  readonly context: (data: D, message: ChatMessage.Implementation | null) => object;
  /** By chat action name (the `data-realms-action` of its buttons). */
  readonly actions?: Readonly<Record<string, CardAction>>;
}

/**
 * What the system computes for a card that a player's client posted: the kind's `sealed` fields and its
 * apply-damage part, from the message's rolls (a player's dice are trusted, as Foundry trusts every roll) and
 * the documents it names (attacker, target, item, conditions). Never the card's own arithmetic.
 */
export interface DerivedCard {
  readonly data: object;
  readonly damage: Pick<DamagePartData, "packet" | "targets" | "source"> | null;
  /**
   * The id of the card this one follows from (a damage roll from its task card), when the derivation read it:
   * that card must be vouched for and unchanged, and it is used up once this one is sealed (one damage roll
   * per hit, however often a player posts one).
   */
  readonly uses?: string;
}

export interface CardKind<D = never> {
  /** `realms.<ruleset>.<name>` */
  readonly id: string;
  readonly parts: readonly CardPart<D>[];
  /** Data fields that decide an outcome, sealed by the GM as soon as the card is complete (../card-seals.ts). */
  readonly sealed?: readonly string[];
  /**
   * Re-derive, on the GM's client, what a card a player's client posted decides (see DerivedCard); throw a
   * Refusal when an input cannot be verified. A kind without it is applied only when a GM's client posted it.
   */
  readonly derive?: (message: ChatMessage.Implementation, data: D) => DerivedCard | Promise<DerivedCard>;
  /**
   * Whether the card's apply-damage part may still be applied: false when the card's own data says the hit
   * no longer lands (a reaction that avoided it after the card was posted). Closed, the part is not shown
   * and Apply is refused.
   */
  readonly damageOpen?: (data: D) => boolean;
  /** Where messages written before cards were ChatMessage data kept this payload (read-only now). */
  readonly legacy?: { readonly rollClass?: string; readonly flag?: string };
}

const kinds = new Map<string, CardKind<unknown>>();

/** Register a card kind (a ruleset's chat/kinds.ts, at import; registration from metadata reads CARD_KINDS). */
export function defineCardKind<D>(kind: CardKind<D>): CardKind<D> {
  kinds.set(kind.id, kind as unknown as CardKind<unknown>);
  return kind;
}

export const cardKind = (id: string): CardKind<unknown> | undefined => kinds.get(id);
export const cardKinds = (): CardKind<unknown>[] => [...kinds.values()];

/** The fields an action owns on a kind: merged over the parts that declare it. */
export function actionFields(kind: CardKind<unknown>, action: string): Readonly<Record<string, CardFieldRule>> | null {
  const declared = kind.parts.flatMap((p) => (p.actions && Object.hasOwn(p.actions, action) ? [p.actions[action]!.fields] : []));
  return declared.length ? Object.assign({}, ...declared) as Record<string, CardFieldRule> : null;
}
