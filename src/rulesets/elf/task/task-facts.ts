/**
 * What a task roll rests on, from the documents and the GM's cards: the modifiers its dialog offers, and the
 * difficulty, target and attacks of a roll that can lead to a Hit (an attack, a defence, a duel round). The
 * task flow builds its card from these; the GM's client re-derives a player's card with the same functions to
 * vouch for it (core/card-seals.ts), so the damage rolled from it rests on what the system computed.
 */
import type { DialogModifier } from "../../../core/roll-dialog-model";
import { SITUATIONAL_LIMIT, unoffered } from "../../../core/roll-dialog-model";
import { applyModifiers } from "../../../core/rules/attributes";
import { actorAt, type Ref, uuidOf } from "../../../core/refs";
import type { DerivedCard } from "../../../core/chat/card-kinds";
import { isCardMessage } from "../../../core/chat/card-type";
import { cardMismatch } from "../../../core/card-seals";
import { isItemType } from "../../../core/data/subtypes";
import { ROLL_MODES, resolveTask, taskFormula, type RollMode } from "./rules/task";
import type { Stance, Structure } from "../combat/rules/structures";
import type { WeaponSystem } from "../models/specs";
import { taskDialogModifiers } from "./rules/task-odds";
import { attackInfoOfNpc, attackInfoOfWeapon, combatOf, equippedWeapons, isNpc, isPc, npcDifficulty, pcSystem, penaltyOf, ref, structureOf } from "../actors/state";
import { attackModeReasons } from "../actors/reach";
import type { AttackInfo, DuelRoundCard, RequestCard, TaskCard } from "./cards";

type Actor = Actor.Implementation;

/** Every die rolled and the ones kept (Foundry marks dropped dice inactive). */
export function diceOf(roll: Roll): { dice: number[]; kept: number[] } {
  const results = roll.dice.flatMap((d) => d.results);
  return { dice: results.map((r) => r.result), kept: results.filter((r) => r.active !== false && !r.discarded).map((r) => r.result) };
}

/** The label of the roller's typed situational value among a card's modifier lines. */
export const SITUATIONAL = "REALMS.Roll.situational";

/** Purposes whose outcome can Hit someone: their cards are sealed when rolled, and damage is rolled from them. */
export const HIT_PURPOSES: readonly TaskCard["purpose"][] = ["attack", "defence", "duel"];

/** Modifiers the dialog offers: condition penalties (on), the PC's abilities and training (ticked by the player). */
export function dialogModifiers(actor: Actor): DialogModifier[] {
  return taskDialogModifiers(penaltyOf(actor).sources, isPc(actor) ? pcSystem(actor).traits : []);
}

/** A PC's weapon as the attack reads it, with its item id (what the GM's check looks the weapon up by). */
export const weaponAttack = (item: { id?: string | null; name?: string | null; system: WeaponSystem }): AttackInfo =>
  ({ ...attackInfoOfWeapon(item.name ?? "", item.system), itemId: item.id ?? "" });

/** Fists, when a duellist carries no weapon. */
export const unarmed = (): AttackInfo =>
  ({ weapon: game.i18n.localize("REALMS.Elf.Weapon.unarmed"), damageBonus: 0, kind: "lethal", ranged: false, gunpowder: false, smallSharp: false, stunCapable: true });

/** What a roll that can Hit is made against: the fields of its card the documents and the GM's cards decide. */
export interface TaskBasis {
  readonly target: Ref | null;
  readonly difficulty: number;
  readonly structure: Structure | null;
  readonly stances: { readonly pc: Stance; readonly npc: Stance } | null;
  readonly attack: AttackInfo | null;
  readonly incoming: AttackInfo | null;
}

/** A GM's card of `kind` (only the GM's client posts them), or null. */
function gmCard<T>(id: string | null | undefined, kind: string): { message: ChatMessage.Implementation; data: T } | null {
  const message = id ? game.messages.get(id) : undefined;
  return message && isCardMessage(message) && message.system.kind === kind && message.author?.isGM ? { message, data: message.system.data as T } : null;
}

/** What the request (defence) or the duel round's card it answers, or the PC's weapon and the targeted NPC (attack), give. */
function basisOf(message: ChatMessage.Implementation, card: TaskCard, actor: Actor): TaskBasis {
  const mismatch = (field: string) => cardMismatch(message, field);
  switch (card.purpose) {
    case "attack": {
      const target = actorAt(card.target?.uuid);
      const weapon = card.attack?.itemId ? actor.items.get(card.attack.itemId) : undefined;
      if (!target || !isNpc(target)) throw mismatch("target");
      if (!weapon || !isItemType(weapon, ["elfWeapon"]) || !attackModeReasons(actor, target, weapon.system).usable) throw mismatch("attack");
      const structure = structureOf(combatOf(actor));
      // A duel's rounds are rolled from the round's card, never as a plain attack.
      if (structure === "duel") throw mismatch("structure");
      return { target: ref(target), difficulty: npcDifficulty(target), structure, stances: null, attack: weaponAttack(weapon), incoming: null };
    }
    case "defence": {
      const request = gmCard<RequestCard & { purpose?: string; incoming?: AttackInfo | null }>(card.sourceMessage, "realms.elf.request")?.data;
      if (!request || request.purpose !== "defence" || request.requestId !== card.requestId || request.difficulty === null) throw mismatch("request");
      // Once per requested character: the GM's card marks who rolled.
      const uuid = uuidOf(actor);
      if (!request.actors.some((a) => a.uuid === uuid) || request.rolled.includes(uuid)) throw mismatch("request");
      return { target: request.source, difficulty: request.difficulty, structure: structureOf(combatOf(actor)), stances: null, attack: null, incoming: request.incoming ?? null };
    }
    case "duel": {
      const duel = gmCard<DuelRoundCard>(card.sourceMessage, "realms.elf.duel")?.data;
      const npc = actorAt(duel?.npc.uuid);
      if (!duel || duel.status !== "ready" || !duel.revealed || duel.pc.uuid !== actor.uuid || !npc) throw mismatch("duel");
      const weapon = equippedWeapons(actor)[0];
      if (weapon && !attackModeReasons(actor, npc, weapon.system).usable) throw mismatch("attack");
      return { target: ref(npc), difficulty: npcDifficulty(npc), structure: "duel", stances: duel.revealed, attack: weapon ? weaponAttack(weapon) : unarmed(), incoming: attackInfoOfNpc(npc) };
    }
    default:
      throw mismatch("purpose");
  }
}

/** The outcome fields of a task card from its dice, modifiers and difficulty (what the flow writes, and the GM checks). */
export function taskOutcome(kept: readonly number[], modifiers: readonly { readonly value: number }[], difficulty: number | null) {
  const natural = kept.reduce((a, b) => a + b, 0);
  const modifier = applyModifiers(0, { adds: modifiers.map((m) => m.value) }).value;
  const result = difficulty === null ? null : resolveTask(natural, modifier, difficulty);
  // Forced results and criticals depend on the dice alone, so a secret roll shows them too.
  const shape = resolveTask(natural, modifier, 0);
  const outcome: TaskCard["outcome"] = result?.outcome ?? (shape.forced === "alwaysFails" ? "failure" : shape.forced === "alwaysSucceeds" ? "success" : "pending");
  return { natural, modifier, total: natural + modifier, outcome, forced: shape.forced, critical: shape.critical };
}

/**
 * The GM's re-derivation of a player's task card that can Hit (the kind's `derive`): the dice of its roll in
 * the mode it names (the dialog offers every mode), its modifier lines as the dialog offered them (a typed
 * situational value up to `SITUATIONAL_LIMIT`), and what it was rolled against (`basisOf`).
 */
export function deriveTask(message: ChatMessage.Implementation, card: TaskCard): DerivedCard {
  const actor = actorAt(card.actor.uuid);
  if (!actor || !isPc(actor)) throw cardMismatch(message, "actor");
  const basis = basisOf(message, card, actor);
  const roll = message.rolls[0];
  if (!roll || message.rolls.length !== 1 || !(ROLL_MODES as readonly string[]).includes(card.mode) || roll.formula !== taskFormula(card.mode as RollMode)) throw cardMismatch(message, "roll");
  const offered = dialogModifiers(actor).map((m) => ({ key: m.label, value: m.value }));
  if (unoffered(offered, card.modifiers.map((m) => ({ key: m.label, value: m.value })), SITUATIONAL, SITUATIONAL_LIMIT)) throw cardMismatch(message, "modifiers");
  const { dice, kept } = diceOf(roll);
  const outcome = taskOutcome(kept, card.modifiers, basis.difficulty);
  const data = { ...basis, purpose: card.purpose, actor: ref(actor), dice, kept, difficulty: basis.difficulty, natural: outcome.natural, modifier: outcome.modifier, outcome: outcome.outcome, sourceMessage: card.sourceMessage ?? null };
  return { data, damage: null };
}
