/**
 * The resolution card: one Activation Sequence's Resolution Step as the plan decided it — each Hit with its
 * DMG roll, each Wound (and what prevented it), each trigger and State, every model's HP/WP/AP change, the
 * moves and follow-up Attacks still to make — with Apply (GM, or the activating player through the GM) and Undo.
 * The context is built from the card data alone, so a reload draws the same card; names are user text and
 * reach the template as plain strings (escaped there).
 */
import { defineCardKind, ownersOnly, type CardPart } from "../../../core/chat/card-kinds";
import { SYSTEM_PATH } from "../../../core/templates";
import type { StoredOutcome } from "../../../core/chat/damage-view";
import type { ResolutionPlan } from "./rules/resolution";

export const RESOLUTION_TEMPLATE = `${SYSTEM_PATH}/templates/eldfall/resolve-card.hbs`;
const K = "REALMS.Eldfall.Resolve";

/** What Apply wrote for one model, so Undo can put it back. */
export interface ResolutionUndo {
  readonly id: string;
  readonly outcome: StoredOutcome | null;
  readonly before: Readonly<Record<string, number>>;
  readonly added: readonly string[];
  readonly removed: readonly string[];
  /** A token Knockback moved, and where it stood (a record of its own: `before` is empty). */
  readonly token?: { readonly uuid: string; readonly x: number; readonly y: number } | null;
  /** A Dodge move this Apply allowed (a record of its own): Undo takes it back. */
  readonly dodgeMove?: boolean;
}

/** A Chain Attack the sequence's Hits opened (CHAIN ATTACK): the model with the Skill may make it from the card, once. */
export interface ChainAttackOffer {
  /** The model with Chain Attack (actor uuid), the enemy hit, the allied Attack whose Hit opened it. */
  readonly model: string;
  readonly target: string;
  readonly after: string;
  /** Other enemies hit that it may pick instead. */
  readonly alternatives: readonly string[];
  /** Those of the enemies that declared Dodge in this sequence: each rolls against this Attack too (separately), as it did then. */
  readonly dodges: readonly { readonly uuid: string; readonly reacting: boolean; readonly halvedAg: boolean }[];
  readonly done: boolean;
}

export interface ResolutionCard {
  /** The models of the plan: its ids are actor uuids; the name is what the card shows. */
  readonly models: readonly { readonly id: string; readonly name: string }[];
  readonly plan: ResolutionPlan;
  readonly applied: boolean;
  readonly undone: boolean;
  readonly undo: readonly ResolutionUndo[];
  /** Chain Attacks offered on this card (absent on cards from before they were). */
  readonly chainAttacks?: readonly ChainAttackOffer[];
}

type Format = (key: string, data?: Record<string, string>) => string;

const sign = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The card's rows, formatted (`format` is game.i18n.format at render time, the test renderer's in tests). */
export function resolutionContext(card: ResolutionCard, format: Format, viewer: { isGM: boolean; mayApply: boolean }) {
  const name = (id: string | null) => (id === null ? format(`${K}.environment`) : card.models.find((m) => m.id === id)?.name ?? "?");
  const trigger = (id: string) => format(`${K}.Trigger.${id}`);
  const state = (id: string) => format(`${K}.State.${id}`);
  const { plan } = card;
  const hits = plan.hits.map((h) => {
    const who = { attacker: name(h.attacker), target: name(h.target) };
    const dmg = h.threshold === null
      ? format(`${K}.Hit.${h.outcome}`, { roll: String(h.roll ?? ""), reason: h.reason ? trigger(h.reason) : "" })
      : format(`${K}.Hit.roll`, { pw: String(h.pw), arm: String(h.arm), roll: String(h.roll), threshold: String(h.threshold) });
    return {
      who: format(`${K}.Hit.who`, who), critical: h.critical, source: h.source === "strike" ? "" : trigger(h.source), math: dmg,
      // "avoided by Dodge" already says it: no second word for a Hit that never reached a DMG roll.
      wound: h.outcome === "wound", outcomeText: h.outcome === "dodged" || h.outcome === "negated" ? "" : format(`${K}.Hit.outcome.${h.outcome}`),
    };
  });
  const wounds = plan.wounds.filter((w) => w.prevented || w.cause !== "damage").map((w) => ({
    text: w.prevented
      ? format(`${K}.Wound.prevented`, { target: name(w.target), by: trigger(w.prevented), familiar: w.familiar ?? "" })
      : format(`${K}.Wound.extra`, { target: name(w.target), cause: trigger(w.cause) }),
    prevented: !!w.prevented,
  }));
  const triggers = plan.triggers.map((t) => ({
    text: t.blockedBy
      ? format(`${K}.Trigger.blocked`, { target: name(t.target), trigger: trigger(t.trigger), by: trigger(t.blockedBy) })
      : format(`${K}.Trigger.fired`, { target: name(t.target), trigger: trigger(t.trigger), result: /^\d+$/.test(t.result) ? t.result : t.result in STATE_RESULTS ? state(t.result) : trigger(t.result) }),
    blocked: !!t.blockedBy,
  }));
  const changes = plan.changes.map((c) => {
    const parts: string[] = [];
    if (c.hpAfter !== c.hpBefore || c.wounds) parts.push(format(`${K}.Change.hp`, { before: String(c.hpBefore), after: String(c.hpAfter), wounds: String(c.wounds) }));
    if (c.wpDelta) parts.push(format(`${K}.Change.wp`, { delta: sign(c.wpDelta) }));
    if (c.apLoss === "all") parts.push(format(`${K}.Change.apAll`));
    else if (c.apLoss) parts.push(format(`${K}.Change.ap`, { delta: String(-c.apLoss) }));
    for (const s of c.addStates) parts.push(`+${state(s.id)}`);
    for (const s of c.removeStates) parts.push(`−${state(s)}`);
    if (c.remove) parts.push(format(`${K}.Change.remove.${c.remove}`));
    return { name: name(c.id), text: parts.join(" · "), down: c.incapacitated || c.dead };
  }).filter((c) => c.text);
  const facings = plan.facings.map((f) => format(`${K}.Move.facing`, { model: name(f.model), toward: name(f.toward) }));
  const moves = plan.moves.map((m) => m.kind === "knockback"
    ? format(`${K}.Move.knockback`, { model: name(m.model), spaces: String(m.spaces), from: name(m.awayFrom) })
    : format(`${K}.Move.dodge`, { model: name(m.model), spaces: String(m.maxSpaces) }) + (m.crouch ? ` · ${format(`${K}.Move.crouch.${m.crouch}`)}` : ""));
  const followUps = plan.followUps.map((f) => format(`${K}.FollowUp.${f.kind}`, { attacker: name(f.attacker), target: name(f.target) }));
  const chainAttacks = (card.chainAttacks ?? []).filter((o) => !o.done).flatMap((o) => [o.target, ...o.alternatives].map((target) => ({
    model: o.model, target, text: format(`${K}.FollowUp.chainAttack`, { attacker: name(o.model), target: name(target) }),
  })));
  const weakPoints = plan.weakPoints.map((w) => format(`${K}.WeakPoint.${w.reason}`, { target: name(w.target), attacker: name(w.attacker) }));
  const exploits = plan.exploits.map((e) => format(`${K}.Exploit.${e.kind}`, { hero: name(e.hero), target: name(e.target), cost: String(e.cost) }));
  return {
    hits, wounds, triggers, changes, moves: [...facings, ...moves], followUps, weakPoints, exploits, chainAttacks,
    familiars: plan.familiarsRemoved.length ? format(`${K}.familiarsRemoved`, { names: plan.familiarsRemoved.join(", ") }) : "",
    empty: !hits.length && !changes.length && !moves.length,
    status: card.undone ? format(`${K}.undone`) : card.applied ? format(`${K}.applied`) : "",
    canApply: !card.applied && viewer.mayApply,
    canUndo: card.applied && !card.undone && viewer.isGM,
  };
}

/** States a trigger result may name (the rest are trigger ids or numbers). */
const STATE_RESULTS: Readonly<Record<string, true>> = {
  bleeding: true, crippled: true, crouched: true, weakened: true, poisoned: true, panicked: true, slowed: true, dead: true, incapacitated: true,
};

/** The part other Eldfall cards (the activation card) embed; the standalone kind below uses it alone. */
export const RESOLUTION_PART: CardPart<ResolutionCard> = {
  template: RESOLUTION_TEMPLATE,
  context: (card, message) => resolutionContext(card, (key, data) => game.i18n.format(key, data ?? {}), {
    isGM: !!game.user?.isGM, mayApply: !!game.user?.isGM || (!!message && message.author?.id === game.user?.id),
  }),
  // Both buttons run as GM actions (flows/resolve.ts) that check the requester: no card field is a player's to write.
  actions: {
    "realms.eldfall.applyResolution": { fields: ownersOnly("applied", "undo") }, "realms.eldfall.undoResolution": { fields: ownersOnly("undone") },
    "realms.eldfall.chainAttack": { fields: ownersOnly("chainAttacks") },
  },
};

export const RESOLUTION_CARD = defineCardKind<ResolutionCard>({
  id: "realms.eldfall.resolution",
  // What Apply acts on: who, and every change; a player's Apply is refused when these moved since the GM sealed them.
  sealed: ["models", "plan"],
  parts: [RESOLUTION_PART],
});
