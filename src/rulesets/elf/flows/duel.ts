/**
 * Duels. Each round the GM's client posts a round card. With the optional Attack/Defend rule every side
 * holds a Foundry Cards hand of two cards (Attack, Defend) and plays one face down onto the duel table;
 * when both are down they flip together. Foundry keeps card data on every client, so the face-down
 * card is hidden in the interface, not cryptographically.
 * The four cards live in a GM-only duel deck and are dealt to the hands: `Cards#pass` keeps a card that is
 * home in its stack (only marked drawn), so cards made in the hands themselves would never leave them.
 */
import { actorAt } from "../../../core/refs";
import { rewriteCard } from "../../../core/chat-cards";
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import { missing, refuse, Refusal, runAsGM, registerGmAction, requireMayModify, userMayModify } from "../../../core/gm";
import { id, object, oneOf } from "../../../core/payload";
import { SYSTEM_PATH } from "../../../core/templates";
import { clickIntent } from "../../../core/roll-dialog";
import { duelCardContext, type DuelRoundCard } from "../chat/cards";
import { duelPlan, type Side, type Stance } from "../rules/structures";
import { combineModes } from "../rules/task";
import { elfOptions } from "../settings";
import { attackInfoOfNpc, attackInfoOfWeapon, equippedWeapons, isNpc, isPc, npcDifficulty, ref } from "../state";
import { elfTemplate, postElfCard } from "./notices";
import { rollTask } from "./task";
import { attackModeReasons } from "./reach";
import { refuseHelpless } from "./acting";

interface DuelStacks { readonly deck: string; readonly pile: string; readonly hands: Record<Side, string> }

const STANCES: readonly Stance[] = ["attack", "defend"];
const cardImg = (stance: Stance | "back") => `${SYSTEM_PATH}/assets/cards/elf-${stance}.svg`;

/** The two duellists, if the combat is one PC against one NPC. */
export function duellists(combat: Combat.Implementation): { pc: Combatant.Implementation; npc: Combatant.Implementation } | null {
  const list = [...combat.combatants] as Combatant.Implementation[];
  const pcs = list.filter((c) => isPc(c.actor as Actor.Implementation));
  const npcs = list.filter((c) => isNpc(c.actor as Actor.Implementation));
  return pcs.length === 1 && npcs.length === 1 ? { pc: pcs[0]!, npc: npcs[0]! } : null;
}

const stackIds = (stacks: DuelStacks) => [stacks.deck, stacks.pile, stacks.hands.pc, stacks.hands.npc];
type CardsClass = { create(data: object): Promise<Cards.Implementation | undefined>; deleteDocuments(ids: string[]): Promise<unknown> };
const cardsClass = () => CONFIG.Cards.documentClass as unknown as CardsClass;

async function ensureStacks(combat: Combat.Implementation, pc: Combatant.Implementation, npc: Combatant.Implementation): Promise<DuelStacks> {
  const existing = realmsFlag<DuelStacks>(combat, "duelCards");
  if (existing && stackIds(existing).every((id) => id && game.cards.get(id))) return existing;
  if (existing) await removeDuelCards(combat);
  const Cards = cardsClass();
  const card = (side: Side, stance: Stance, sort: number) => ({
    name: game.i18n.localize(`REALMS.Elf.Stance.${stance}`), type: "base", face: 0, sort,
    faces: [{ name: game.i18n.localize(`REALMS.Elf.Stance.${stance}`), img: cardImg(stance) }], back: { img: cardImg("back") },
    flags: { realms: { stance, side } },
  });
  const flags = { realms: { duel: combat.id } };
  const handFor = async (side: Side, combatant: Combatant.Implementation) => {
    const owners = Object.fromEntries(game.users.filter((u) => !u.isGM && !!combatant.actor?.testUserPermission(u, "OWNER")).map((u) => [u.id, 3]));
    return Cards.create({
      name: game.i18n.format("REALMS.Elf.Duel.hand", { name: combatant.name ?? "" }), type: "hand",
      ownership: side === "pc" ? { default: 0, ...owners } : { default: 0 }, flags,
    });
  };
  const deck = await Cards.create({
    name: game.i18n.localize("REALMS.Elf.Duel.deck"), type: "deck", ownership: { default: 0 }, flags,
    cards: (["pc", "npc"] as const).flatMap((side, s) => STANCES.map((stance, i) => card(side, stance, s * 2 + i))),
  });
  const pile = await Cards.create({ name: game.i18n.localize("REALMS.Elf.Duel.table"), type: "pile", ownership: { default: 2 }, flags });
  const pcHand = await handFor("pc", pc);
  const npcHand = await handFor("npc", npc);
  const stacks = { deck: deck?.id ?? "", pile: pile?.id ?? "", hands: { pc: pcHand?.id ?? "", npc: npcHand?.id ?? "" } };
  await combat.update({ [realmsFlagPath("duelCards")]: stacks } as never);
  return stacks;
}

/** Every card back in the deck, then each side's two cards dealt face up to its hand. */
async function dealCards(stacks: DuelStacks): Promise<void> {
  const deck = game.cards.get(stacks.deck);
  if (!deck) return;
  await deck.recall({ chatNotification: false });
  for (const side of ["pc", "npc"] as const) {
    const hand = game.cards.get(stacks.hands[side]);
    const ids = deck.cards.filter((c) => realmsFlag<Side>(c, "side") === side).map((c) => c.id ?? "");
    if (hand && ids.length) await deck.pass(hand, ids, { updateData: { face: 0 }, chatNotification: false });
  }
}

export async function removeDuelCards(combat: Combat.Implementation): Promise<void> {
  const stacks = realmsFlag<Partial<DuelStacks>>(combat, "duelCards");
  if (!stacks) return;
  const ids = [stacks.deck, stacks.pile, stacks.hands?.pc, stacks.hands?.npc].filter((id): id is string => !!id && !!game.cards.get(id));
  if (ids.length) await cardsClass().deleteDocuments(ids);
}

/** GM client, at each round start of a duel. */
export async function startDuelRound(combat: Combat.Implementation, round: number): Promise<void> {
  const pair = duellists(combat);
  if (!pair) return void ui.notifications?.warn("REALMS.Elf.Errors.DuelPair", { localize: true });
  const attackDefend = elfOptions().attackDefend;
  if (attackDefend) await dealCards(await ensureStacks(combat, pair.pc, pair.npc));
  const card: DuelRoundCard = {
    combatId: combat.id ?? "", round, pc: ref(pair.pc.actor), npc: ref(pair.npc.actor), attackDefend,
    ready: { pc: !attackDefend, npc: !attackDefend }, revealed: attackDefend ? null : { pc: "attack", npc: "attack" },
    status: attackDefend ? "choosing" : "ready",
  };
  await postElfCard("duel", duelCardContext(card), { flags: { duel: card } });
}

/** A duellist plays Attack or Defend face down (the PC's owner, or the GM for the NPC). */
export async function chooseStance(message: ChatMessage.Implementation, side: Side, stance: Stance): Promise<void> {
  const card = realmsFlag<DuelRoundCard>(message, "duel");
  const actor = card && actorAt(side === "pc" ? card.pc.uuid : card.npc.uuid);
  if (!card || !actor) return;
  if (!userMayModify(game.user, actor) || (side === "npc" && !game.user.isGM)) return refuse(actor);
  if (refuseHelpless(actor)) return;
  await runAsGM("elfDuelChoose", { messageId: message.id, side, stance });
}

const SIDES: readonly Side[] = ["pc", "npc"];
registerGmAction("elfDuelChoose", object({ messageId: id, side: oneOf(SIDES), stance: oneOf(STANCES) }), async (data, user) => {
  const message = game.messages.get(data.messageId);
  const card = message && realmsFlag<DuelRoundCard>(message, "duel");
  const { side, stance } = data;
  if (!message || !card) throw missing("card");
  const actor = actorAt(side === "pc" ? card.pc.uuid : card.npc.uuid);
  requireMayModify(user, actor);
  if (side === "npc" && !user.isGM) throw new Refusal("REALMS.GmRequest.gmOnly");
  if (card.status !== "choosing" || card.ready[side]) throw new Refusal("REALMS.GmRequest.gone");
  const combat = game.combats.get(card.combatId) as Combat.Implementation | undefined;
  const stacks = combat && realmsFlag<DuelStacks>(combat, "duelCards");
  const hand = stacks && game.cards.get(stacks.hands[side]);
  const pile = stacks && game.cards.get(stacks.pile);
  const played = hand?.cards.find((c) => realmsFlag<Stance>(c, "stance") === stance);
  if (!hand || !pile || !played?.id) return;
  await hand.pass(pile, [played.id], { updateData: { face: null }, chatNotification: false } as never);
  const ready = { ...card.ready, [side]: true };
  let next: DuelRoundCard = { ...card, ready };
  if (ready.pc && ready.npc) {
    // Both cards are down: flip them together.
    await pile.updateEmbeddedDocuments("Card", pile.cards.map((c) => ({ _id: c.id, face: 0 })) as never);
    const stanceOf = (s: Side) => realmsFlag<Stance>(pile.cards.find((c) => realmsFlag<Side>(c, "side") === s) ?? {}, "stance") ?? "attack";
    const revealed = { pc: stanceOf("pc"), npc: stanceOf("npc") };
    next = { ...next, revealed, status: duelPlan(revealed.pc, revealed.npc).roll ? "ready" : "skipped" };
  }
  await rewriteCard(message, elfTemplate("duel"), duelCardContext(next), { duel: next });
});

/** The player rolls the round's check against the NPC's effective DL, with the revealed stances. */
export async function rollDuelRound(message: ChatMessage.Implementation, event?: MouseEvent): Promise<void> {
  const card = realmsFlag<DuelRoundCard>(message, "duel");
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
  const weaponInfo = weapon ? attackInfoOfWeapon(weapon.name, weapon.system) : { weapon: game.i18n.localize("REALMS.Elf.Weapon.unarmed"), damageBonus: 0, kind: "lethal" as const, ranged: false, gunpowder: false, smallSharp: false, stunCapable: true };
  const rolled = await rollTask({
    actor: pc, purpose: "duel", label: game.i18n.format("REALMS.Elf.Duel.roundLabel", { round: String(card.round) }), target: ref(npc),
    difficulty: npcDifficulty(npc), mode, modeReasons: reasons, structure: "duel", stances: card.revealed,
    attack: weaponInfo, incoming: attackInfoOfNpc(npc), intent: clickIntent(event),
  });
  if (rolled) await runAsGM("elfDuelRolled", { messageId: message.id });
}

registerGmAction("elfDuelRolled", object({ messageId: id }), async (data, user) => {
  const message = game.messages.get(data.messageId);
  const card = message && realmsFlag<DuelRoundCard>(message, "duel");
  if (!message || !card) throw missing("card");
  requireMayModify(user, actorAt(card.pc.uuid));
  if (card.status !== "ready") throw new Refusal("REALMS.GmRequest.gone");
  const next: DuelRoundCard = { ...card, status: "rolled" };
  await rewriteCard(message, elfTemplate("duel"), duelCardContext(next), { duel: next });
});
