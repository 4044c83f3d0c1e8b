/**
 * Duels. Each round the GM's client posts a round card. With the optional Attack/Defend rule every side
 * holds a hand of two duel cards (Attack, Defend) and plays one face down onto the duel table; when both
 * are down they flip together. The stacks run on the core deck engine (src/core/decks): a GM-only duel
 * deck deals each side its two cards into a hand only that side's owners see, and the deck's recall brings
 * them home each round. Foundry keeps card data on every client, so the face-down card and the other
 * side's hand are hidden in the interface, not cryptographically.
 */
import { actorAt } from "../../../core/refs";
import { cardOf, postCard, updateCard } from "../../../core/chat/cards";
import { isCardMessage } from "../../../core/chat/card-type";
import { DUEL_CARD } from "./kinds";
import { requireSystemCard } from "../../../core/card-seals";
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import { gmAction, missing, Refusal, refuse, requireMayModify, runAsGM, userMayModify } from "../../../core/gm";
import { id, object, oneOf } from "../../../core/payload";
import { SYSTEM_PATH } from "../../../core/templates";
import { clickIntent } from "../../../core/roll-dialog";
import { cardData, cardsClass, createDeck, createHand, createPile, stackAt } from "../../../core/decks/stacks";
import { dealCards, flipCards, playCards, recallDeck } from "../../../core/decks/operations";
import type { DuelRoundCard } from "../task/cards";
import { CARD_SCHEMA_VERSION, SIDES, STANCES } from "./rules/duel-cards";
import { duelPlan, type Side, type Stance } from "./rules/structures";
import { combineModes } from "../task/rules/task";
import { elfOptions } from "../settings";
import { attackInfoOfNpc, equippedWeapons, isNpc, isPc, npcDifficulty, ref } from "../actors/state";
import { unarmed, weaponAttack } from "../task/task-facts";
import { rollTask } from "../task/task";
import { attackModeReasons } from "../actors/reach";
import { refuseHelpless } from "../task/acting";

export interface DuelStacks { readonly deck: string; readonly pile: string; readonly hands: Record<Side, string> }
export interface DuelCardData { readonly side: Side; readonly stance: Stance }

const cardImg = (stance: Stance | "back") => `${SYSTEM_PATH}/assets/cards/elf-${stance}.svg`;

/**
 * A duel card's side and stance: the `elfDuelCard` subtype's data, or the flags of a card made before the
 * subtype existed (a duel running in a world from before the deck engine).
 */
export function duelCardOf(card: { type: string; system: unknown; flags: unknown }): DuelCardData | null {
  return cardData<DuelCardData>(card, "elfDuelCard", (old) => {
    const side = realmsFlag<Side>(old, "side");
    const stance = realmsFlag<Stance>(old, "stance");
    return side && stance ? { side, stance } : null;
  });
}

/** The two duellists, if the combat is one PC against one NPC. */
export function duellists(combat: Combat.Implementation): { pc: Combatant.Implementation; npc: Combatant.Implementation } | null {
  const list = [...combat.combatants] as Combatant.Implementation[];
  const pcs = list.filter((c) => isPc(c.actor as Actor.Implementation));
  const npcs = list.filter((c) => isNpc(c.actor as Actor.Implementation));
  return pcs.length === 1 && npcs.length === 1 ? { pc: pcs[0]!, npc: npcs[0]! } : null;
}

const stackIds = (stacks: DuelStacks) => [stacks.deck, stacks.pile, stacks.hands.pc, stacks.hands.npc];

async function ensureStacks(combat: Combat.Implementation, pc: Combatant.Implementation, npc: Combatant.Implementation): Promise<DuelStacks> {
  const existing = realmsFlag<DuelStacks>(combat, "duelCards");
  if (existing && stackIds(existing).every((id) => stackAt(id))) return existing;
  if (existing) await removeDuelCards(combat);
  const card = (side: Side, stance: Stance, sort: number) => ({
    name: game.i18n.localize(`REALMS.Elf.Stance.${stance}`), type: "elfDuelCard", face: 0, sort,
    system: { schemaVersion: CARD_SCHEMA_VERSION, side, stance },
    faces: [{ name: game.i18n.localize(`REALMS.Elf.Stance.${stance}`), img: cardImg(stance) }], back: { img: cardImg("back") },
  });
  const flags = { duel: combat.id };
  const owners = (combatant: Combatant.Implementation) => game.users.filter((u) => !u.isGM && !!combatant.actor?.testUserPermission(u, "OWNER")).map((u) => u.id ?? "");
  const { deck } = await createDeck({
    name: game.i18n.localize("REALMS.Elf.Duel.deck"), ownership: { default: 0 }, flags,
    cards: SIDES.flatMap((side, s) => STANCES.map((stance, i) => card(side, stance, s * 2 + i))),
  });
  // Everyone watches the table; each hand is its side's alone (the NPC's is the GM's).
  const pile = await createPile(game.i18n.localize("REALMS.Elf.Duel.table"), { default: 2 }, flags);
  const pcHand = await createHand(game.i18n.format("REALMS.Elf.Duel.hand", { name: pc.name ?? "" }), owners(pc), flags);
  const npcHand = await createHand(game.i18n.format("REALMS.Elf.Duel.hand", { name: npc.name ?? "" }), [], flags);
  const stacks = { deck: deck.id ?? "", pile: pile?.id ?? "", hands: { pc: pcHand?.id ?? "", npc: npcHand?.id ?? "" } };
  await combat.update({ [realmsFlagPath("duelCards")]: stacks });
  return stacks;
}

/** Every card back in the deck, then each side's two cards dealt face up to its hand. */
async function dealDuelCards(stacks: DuelStacks): Promise<void> {
  const deck = stackAt(stacks.deck);
  if (!deck) return;
  await recallDeck(deck);
  for (const side of SIDES) {
    const hand = stackAt(stacks.hands[side]);
    if (hand) await dealCards(deck, hand, deck.cards.filter((c) => duelCardOf(c)?.side === side).map((c) => c.id ?? ""), 0);
  }
}

export async function removeDuelCards(combat: Combat.Implementation): Promise<void> {
  const stacks = realmsFlag<Partial<DuelStacks>>(combat, "duelCards");
  if (!stacks) return;
  const ids = [stacks.deck, stacks.pile, stacks.hands?.pc, stacks.hands?.npc].filter((id): id is string => !!stackAt(id));
  if (ids.length) await cardsClass().deleteDocuments(ids);
}

/** The round of a card still in play (new cards only: an old one is history). */
const openDuel = (message: ChatMessage.Implementation) => (isCardMessage(message) ? cardOf<DuelRoundCard>(message) : undefined);

/** GM client, at each round start of a duel. */
export async function startDuelRound(combat: Combat.Implementation, round: number): Promise<void> {
  const pair = duellists(combat);
  if (!pair) return void ui.notifications?.warn("REALMS.Elf.Errors.DuelPair", { localize: true });
  const attackDefend = elfOptions().attackDefend;
  if (attackDefend) await dealDuelCards(await ensureStacks(combat, pair.pc, pair.npc));
  const card: DuelRoundCard = {
    combatId: combat.id ?? "", round, pc: ref(pair.pc.actor), npc: ref(pair.npc.actor), attackDefend,
    ready: { pc: !attackDefend, npc: !attackDefend }, revealed: attackDefend ? null : { pc: "attack", npc: "attack" },
    status: attackDefend ? "choosing" : "ready",
  };
  await postCard(DUEL_CARD.id, card);
}

/** A duellist plays Attack or Defend face down (the PC's owner, or the GM for the NPC). */
export async function chooseStance(message: ChatMessage.Implementation, side: Side, stance: Stance): Promise<void> {
  const card = openDuel(message as ChatMessage.Implementation);
  const actor = card && actorAt(side === "pc" ? card.pc.uuid : card.npc.uuid);
  if (!card || !actor) return;
  if (!userMayModify(game.user, actor) || (side === "npc" && !game.user.isGM)) return refuse(actor);
  if (refuseHelpless(actor)) return;
  await runAsGM(gmDuelChoose, { messageId: message.id, side, stance });
}

export const gmDuelChoose = gmAction("elf", "duelStance", object({ messageId: id, side: oneOf(SIDES), stance: oneOf(STANCES) }), async (data, user) => {
  const message = game.messages.get(data.messageId);
  const card = message && openDuel(message as ChatMessage.Implementation);
  const { side, stance } = data;
  if (!message || !card) throw missing("card");
  // The GM's client posts every duel round: stances are played only on its card.
  requireSystemCard(message as ChatMessage.Implementation);
  const actor = actorAt(side === "pc" ? card.pc.uuid : card.npc.uuid);
  requireMayModify(user, actor);
  if (side === "npc" && !user.isGM) throw new Refusal("REALMS.GmRequest.gmOnly");
  if (card.status !== "choosing" || card.ready[side]) throw new Refusal("REALMS.GmRequest.gone");
  const combat = game.combats.get(card.combatId) as Combat.Implementation | undefined;
  const stacks = combat && realmsFlag<DuelStacks>(combat, "duelCards");
  const hand = stacks && stackAt(stacks.hands[side]);
  const pile = stacks && stackAt(stacks.pile);
  const played = hand?.cards.find((c) => duelCardOf(c)?.stance === stance);
  if (!hand || !pile || !played?.id) return;
  await playCards(hand, pile, [played.id], { faceDown: true });
  const ready = { ...card.ready, [side]: true };
  let next: DuelRoundCard = { ...card, ready };
  if (ready.pc && ready.npc) {
    // Both cards are down: flip them together.
    await flipCards(pile, 0);
    const stanceOf = (s: Side) => pile.cards.map((c) => duelCardOf(c)).find((d) => d?.side === s)?.stance ?? "attack";
    const revealed = { pc: stanceOf("pc"), npc: stanceOf("npc") };
    next = { ...next, revealed, status: duelPlan(revealed.pc, revealed.npc).roll ? "ready" : "skipped" };
  }
  await updateCard(message as ChatMessage.Implementation, "realms.elf.duelChoose", { ready: next.ready, revealed: next.revealed, status: next.status });
});

/** The player rolls the round's check against the NPC's effective DL, with the revealed stances. */
export async function rollDuelRound(message: ChatMessage.Implementation, event?: MouseEvent): Promise<void> {
  const card = openDuel(message as ChatMessage.Implementation);
  const pc = card && actorAt(card.pc.uuid);
  const npc = card && actorAt(card.npc.uuid);
  if (!card || !pc || !npc || card.status !== "ready" || !card.revealed) return;
  if (!userMayModify(game.user, pc)) return refuse(pc);
  const plan = duelPlan(card.revealed.pc, card.revealed.npc);
  const weapon = equippedWeapons(pc)[0];
  const reach = weapon ? attackModeReasons(pc, npc, weapon.system) : { usable: true, reasons: [], disadvantage: false, error: null };
  if (!reach.usable) return void ui.notifications?.error(reach.error ?? "REALMS.Elf.Errors.OutOfReach", { localize: true, format: { weapon: weapon?.name ?? "" } });
  const mode = combineModes(plan.mode === "advantage", plan.mode === "disadvantage" || reach.disadvantage);
  const reasons = [...(plan.mode !== "normal" ? [`REALMS.Elf.Reason.${card.revealed.pc === "defend" ? "pcDefends" : "npcDefends"}`] : []), ...reach.reasons];
  const weaponInfo = weapon ? weaponAttack(weapon) : unarmed();
  const rolled = await rollTask({
    actor: pc, purpose: "duel", label: game.i18n.format("REALMS.Elf.Duel.roundLabel", { round: String(card.round) }), target: ref(npc),
    difficulty: npcDifficulty(npc), sourceMessage: message.id, mode, modeReasons: reasons, structure: "duel", stances: card.revealed,
    attack: weaponInfo, incoming: attackInfoOfNpc(npc), intent: clickIntent(event),
  });
  if (rolled) await runAsGM(gmDuelRolled, { messageId: message.id });
}

export const gmDuelRolled = gmAction("elf", "duelRolled", object({ messageId: id }), async (data, user) => {
  const message = game.messages.get(data.messageId);
  const card = message && openDuel(message as ChatMessage.Implementation);
  if (!message || !card) throw missing("card");
  requireSystemCard(message as ChatMessage.Implementation);
  requireMayModify(user, actorAt(card.pc.uuid));
  if (card.status !== "ready") throw new Refusal("REALMS.GmRequest.gone");
  await updateCard(message as ChatMessage.Implementation, "realms.elf.duelRoll", { status: "rolled" } satisfies Partial<DuelRoundCard>);
});
