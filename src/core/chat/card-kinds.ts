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

/** The ChatMessage subtype of the legacy family: every card before families, and kinds not yet in one (./card-model.ts). */
export const LEGACY_CARD_TYPE = "card";
/** The legacy family's envelope version. */
export const LEGACY_CARD_VERSION = 1;

/** Every kind by id, with the ChatMessage subtype (its family's) its cards are posted as, and that family's schema version. */
const kinds = new Map<string, { kind: CardKind<unknown>; family: string; version: number }>();
/** The subtypes of the card families (./card-family.ts), so a message of one is known for a card. */
const families = new Set<string>([LEGACY_CARD_TYPE]);

/**
 * Register a card kind in the legacy `card` family (untyped data): kinds not yet converted to a family. A
 * family's kinds are registered by `defineCardFamily` (./card-family.ts) instead.
 */
export function defineCardKind<D>(kind: CardKind<D>): CardKind<D> {
  return registerKind(kind, LEGACY_CARD_TYPE, LEGACY_CARD_VERSION);
}

/** Register a kind under the ChatMessage subtype its cards are posted as; an id twice, in another family, throws. */
export function registerKind<D>(kind: CardKind<D>, family: string, version: number): CardKind<D> {
  const known = kinds.get(kind.id);
  if (known && known.family !== family) throw new Error(`Card kind "${kind.id}" is declared by the families "${known.family}" and "${family}"`);
  families.add(family);
  kinds.set(kind.id, { kind: kind as unknown as CardKind<unknown>, family, version });
  return kind;
}

export const cardKind = (id: string): CardKind<unknown> | undefined => kinds.get(id)?.kind;
/** The ChatMessage subtype a kind's new cards are posted as: its family's (`card` for a kind in none, or unknown). */
export const familyTypeOf = (id: string): string => kinds.get(id)?.family ?? LEGACY_CARD_TYPE;
/** The schema version a kind's new cards are written at (its family's). */
export const familyVersionOf = (id: string): number => kinds.get(id)?.version ?? LEGACY_CARD_VERSION;
/** The ids of the kinds a family declares, in declaration order (its model's `kind` choices). */
export const kindsOfFamily = (family: string): string[] => [...kinds.values()].filter((k) => k.family === family).map((k) => k.kind.id);
/** Whether a ChatMessage subtype is a card family's (the legacy `card` included). */
export const isCardFamilyType = (type: unknown): boolean => typeof type === "string" && families.has(type);
export const cardKinds = (): CardKind<unknown>[] => [...kinds.values()].map((k) => k.kind);

/** The fields an action owns on a kind: merged over the parts that declare it. */
export function actionFields(kind: CardKind<unknown>, action: string): Readonly<Record<string, CardFieldRule>> | null {
  const declared = kind.parts.flatMap((p) => (p.actions && Object.hasOwn(p.actions, action) ? [p.actions[action]!.fields] : []));
  return declared.length ? Object.assign({}, ...declared) as Record<string, CardFieldRule> : null;
}
