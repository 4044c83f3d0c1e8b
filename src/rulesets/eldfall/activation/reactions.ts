/**
 * Reactions at the table: the reactive side's models on the scene read into plain facts (sight, Awareness and
 * reach at each space of the mover's path, space/queries.ts), the pure rules (rules/reactions.ts) decide who may
 * react with what, and the core's reaction window asks: players who own eligible heroes get a prompt, reactors no
 * player owns (Hostiles) are proposed to the GM (what the AI answers through the `reactionProposal` hook, else the
 * first offer). Each chosen Reaction costs 1 AP, paid when the window closes.
 */
import { runReactionWindow, type WindowReactor } from "../../../core/reaction-window";
import type { Tile } from "../../../core/rules/grid";
import { cellOf, reaches, SightLookup, spaceDistanceOf } from "../space/queries";
import { attributeOf, modelFactsOf, spendModelAp, weaponsOf } from "./model-facts";
import { callAllHooks } from "../../../core/ruleset-hooks";
import type { EldfallHooks } from "../hooks";
import type { ActivationState, ReactionRecord, ReactionStatus } from "./rules/activation";
import { recordOf, type MoverFacts, type ReactionOffer, type ReactorFacts } from "./rules/reactions";
import { askReaction } from "../../../core/reactions";
import { artOptions } from "../profile/rules/combat-arts";
import { rollProfileOf } from "../dice/roll-context";
import { uuidOf } from "../../../core/refs";
import { AP_COST } from "../turns/rules/ap";

type Token = TokenDocument.Implementation;
type Actor = Actor.Implementation;
const L = "REALMS.Eldfall.Activation";

/** A reactive model on the scene: its token, actor and facts. */
export interface Reactive { readonly token: Token; readonly actor: Actor; readonly facts: ReactorFacts }

const same = (a: Tile, b: Tile | undefined) => !!b && a.x === b.x && a.y === b.y;

/** Every model of the other side on the mover's scene, read against the mover's path. */
export function reactivesOf(moverToken: Token, state: ActivationState, path: readonly Tile[]): Reactive[] {
  const sight = new SightLookup();
  const scene = moverToken.parent;
  if (!scene) return [];
  const end = path[state.movement?.stoppedAt ?? path.length - 1] ?? path[0];
  const tokens = [...scene.tokens].filter((t) => t.actor && t.id !== moverToken.id) as Token[];
  const sided = tokens.map((t) => ({ token: t, actor: t.actor as Actor, base: modelFactsOf(t.actor as Actor) }));
  return sided.filter((r) => r.base.side !== state.activator.side).map(({ token, actor, base }) => {
    const here = cellOf(token);
    const allies = sided.filter((o) => o.base.side === base.side && o.token.id !== token.id);
    const facts: ReactorFacts = {
      ...base, uuid: uuidOf(actor), name: token.name ?? actor.name ?? "",
      seesAt: path.map((c) => sight.sees(token, c)),
      awareAt: path.map((c) => sight.aware(token, c)),
      weapons: weaponsOf(actor).map((w) => ({ id: w.id, name: w.name, type: w.type, reachAt: path.map((c) => reaches(token, w, c)) })),
      sameSpaceAtEnd: same(here, end),
      distanceTo: Object.fromEntries(allies.map((o) => [uuidOf(o.actor), spaceDistanceOf(here, cellOf(o.token))])),
      spd: attributeOf(actor, "spd"),
    };
    return { token, actor, facts };
  });
}

/** The mover's facts for the rules. */
export function moverFactsOf(actor: Actor, state: ActivationState): MoverFacts {
  const facts = modelFactsOf(actor);
  const mv = state.movement;
  return { uuid: uuidOf(actor), states: facts.states, skills: facts.skills, flicker: !!mv?.skills.includes("flicker"), end: mv?.stoppedAt ?? 0 };
}

/** One reactor's offers in a window, each labelled for its prompt. */
export interface Asked { readonly reactive: Reactive; readonly offers: readonly ReactionOffer[] }

export interface Chosen { readonly reactive: Reactive; readonly offer: ReactionOffer }

function optionLabel(offer: ReactionOffer): { label: string; hint: string } {
  const i18n = game.i18n;
  if (offer.action === "postpone") return { label: i18n.localize(`${L}.Reaction.postpone`), hint: i18n.localize(`${L}.Reaction.postponeHint`) };
  if (offer.weapon) return { label: i18n.format(`${L}.Action.attackWith`, { name: offer.weapon.name }), hint: i18n.localize(`${L}.Attack.${offer.weapon.type}`) };
  return { label: i18n.localize(`${L}.Action.${offer.action}`), hint: offer.halvedAg ? i18n.localize(`${L}.halvedAg`) : "" };
}

export const REACTION_TIMEOUT_SECONDS = 60;

/**
 * What the GM is proposed for a reactor no player owns (a Hostile): the AI's pick from its REACTIVE hierarchy
 * (an offer id, or null for no Reaction) when it answers; else the window's own proposal, the first offer.
 */
function proposalFor(reactive: Reactive, offers: readonly ReactionOffer[], state: ActivationState): string | null {
  const asked = callAllHooks<EldfallHooks, "realms.eldfall.reactionProposal">("realms.eldfall.reactionProposal", { reactive, offers, state, answered: false, offerId: null });
  return asked.answered ? asked.offerId : offers[0]?.id ?? null;
}

/**
 * Ask the reactors through the core's window: each offer costs 1 AP (Foresight's postponing costs nothing now);
 * the AP are spent when the window closes. Returns the chosen offers in resolution order.
 */
export async function askReactors(id: string, label: string, asked: readonly Asked[], promptKey: string, state?: ActivationState): Promise<Chosen[]> {
  const live = asked.filter((a) => a.offers.length);
  if (!live.length) return [];
  const byUuid = new Map(live.map((a) => [a.reactive.actor.uuid, a]));
  const reactors: WindowReactor<null>[] = live.map((a) => ({
    actor: a.reactive.actor, data: null, purse: { ap: a.reactive.facts.ap, usesLeft: 1 },
    options: a.offers.map((o) => ({ id: o.id, timing: "before" as const, cost: o.action === "postpone" ? { kind: "free" as const } : { kind: "ap" as const, amount: o.id === "protect" ? AP_COST.protector : AP_COST.reaction }, ...optionLabel(o) })),
    title: game.i18n.format(`${L}.Reaction.title`, { name: a.reactive.facts.name }),
    prompt: game.i18n.format(promptKey, { name: a.reactive.facts.name, target: label }),
  }));
  const propose = state ? (r: { id: string }, offered: readonly { id: string }[]) => {
    const a = byUuid.get(r.id)!;
    return proposalFor(a.reactive, a.offers.filter((o) => offered.some((x) => x.id === o.id)), state);
  } : undefined;
  const { order } = await runReactionWindow<null, null>({
    id, trigger: null, label, reactors, timeoutSeconds: REACTION_TIMEOUT_SECONDS, ...(propose ? { propose } : {}),
    pay: async (actor, chosen) => { if (chosen.option.cost.kind === "ap") await spendModelAp(actor, chosen.option.cost.amount); },
  });
  return order.map((c) => {
    const a = byUuid.get(c.reactorId)!;
    return { reactive: a.reactive, offer: a.offers.find((o) => o.id === c.option.id)! };
  });
}

/** The prompt offers at most 8 choices: "none" and the first 7 levels (Art by Art, lowest first). */
const ART_CHOICES = 7;

/**
 * The card's record of a chosen Reaction. A hero that reacts with an Attack and has Combat Art levels for it
 * declares the one it carries (M28: the type of Attack, Combat Arts included): its owner (else the GM) is asked,
 * and no answer in time is no art. The GM checks the level again against the hero's items when it resolves.
 */
export async function recordChosen(c: Chosen, status: ReactionStatus = "declared", at: number | null = null): Promise<ReactionRecord> {
  const record = recordOf(c.reactive.facts, c.offer, status, at);
  const { actor } = c.reactive;
  if (!record.means || actor.type !== "eldfallHero") return record;
  const options = artOptions(rollProfileOf(actor).arts, { melee: record.means.type === "melee" }).slice(0, ART_CHOICES);
  if (!options.length) return record;
  const i18n = game.i18n;
  const picked = await askReaction(actor, {
    actorUuid: uuidOf(actor), title: i18n.format(`${L}.Reaction.title`, { name: c.reactive.facts.name }),
    prompt: i18n.format(`${L}.Reaction.artPrompt`, { name: c.reactive.facts.name, weapon: record.means.itemName }),
    choices: [{ id: "none", label: i18n.localize(`${L}.Reaction.noArt`), hint: "", odds: "" },
      ...options.map((o) => ({ id: `${o.id}:${o.level}`, label: i18n.localize(`${L}.Art.${o.id}.${o.level}`), hint: "", odds: "" }))],
  }, REACTION_TIMEOUT_SECONDS);
  const art = options.find((o) => `${o.id}:${o.level}` === picked);
  return art ? { ...record, means: { ...record.means, combatArt: { id: art.id, level: art.level } } } : record;
}
