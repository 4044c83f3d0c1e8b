/**
 * Elf System card kinds: each part's template and context, and the card fields each button may write for
 * a player who does not own the message (core/chat/card-kinds.ts).
 */
import { bool, nullable, oneOf, string } from "../../../core/payload";
import { cardRules } from "../../../core/chat/cards";
import { defineCardKind, ownersOnly } from "../../../core/chat/card-kinds";
import { isCardMessage } from "../../../core/chat/card-type";
import { SYSTEM_PATH } from "../../../core/templates";
import { TIE_OPTIONS } from "./rules/task";
import { MELEE_PHASES } from "../combat/rules/structures";
import { secretDifficulty } from "../settings";
import { deriveTask } from "./task-facts";
import { deriveNpcDamage, derivePcDamage } from "../damage/damage-cards";
import {
  duelCardContext, npcDamageCardContext, pcDamageCardContext, requestCardContext, roundCardContext, tableCardContext, taskCardContext, tieOpen,
  type DuelRoundCard, type NpcDamageCard, type PcDamageCard, type RequestCard, type RoundCard, type TableCard, type TaskCard,
} from "./cards";

export const elfTemplate = (name: string) => `${SYSTEM_PATH}/templates/elf/chat/${name}.hbs`;
const { all, ownerOf, setOnce } = cardRules;

/** Drawn for each viewer: the GM's own browser remembers secret difficulties; players never receive the number. */
function taskContext(card: TaskCard) {
  const isGM = !!game.user?.isGM;
  const difficulty = card.secret && isGM && card.requestId ? secretDifficulty(card.requestId) : card.difficulty;
  return taskCardContext({ ...card, difficulty }, { isGM });
}

const tieStillOpen = (_u: User.Implementation, card: Record<string, unknown>) => tieOpen(card as unknown as TaskCard);
const damageRolled = { check: bool, may: all(ownerOf("actor"), setOnce) };
// A roll that can Hit is sealed when rolled: what it was rolled against and what it gave (chat/task-facts.ts).
export const TASK_CARD = defineCardKind<TaskCard>({
  id: "realms.elf.task", legacy: { rollClass: "ElfTaskRoll" },
  sealed: ["purpose", "actor", "target", "difficulty", "modifier", "natural", "outcome", "structure", "stances", "attack", "incoming", "sourceMessage"],
  derive: deriveTask,
  parts: [{
    template: elfTemplate("task"), context: taskContext,
    actions: {
      // The PC's player settles a tie once, and marks the damage rolled.
      "realms.elf.tie": { fields: {
        tieChoice: { check: oneOf(TIE_OPTIONS), may: all(ownerOf("actor"), tieStillOpen) },
        tieSpent: { check: nullable(string(200)), may: all(ownerOf("actor"), tieStillOpen) },
      } },
      "realms.elf.rollNpcDamage": { fields: { damageRolled } },
      "realms.elf.rollPcDamage": { fields: { damageRolled } },
      // GM-only buttons: the GM owns every message, so no player field.
      "realms.elf.tieOffer": { fields: ownersOnly("tieWithheld") }, "realms.elf.critical": { fields: ownersOnly("criticalConfirmed") },
      "realms.elf.resolve": { fields: ownersOnly("outcome") },
    },
  }],
});

// What Apply acts on: who struck whom, and the harm the roll decided.
export const NPC_DAMAGE_CARD = defineCardKind<NpcDamageCard>({
  id: "realms.elf.npcDamage", legacy: { rollClass: "ElfNpcDamageRoll" }, sealed: ["attacker", "target", "task", "harm", "kind", "deferred"], derive: deriveNpcDamage,
  parts: [{ template: elfTemplate("npc-damage"), context: (card, message) => npcDamageCardContext(card, { hasDamagePart: isCardMessage(message) && !!message.system.damage }), actions: { "realms.elf.applyNpc": { fields: ownersOnly("applied") } } }],
});

export const PC_DAMAGE_CARD = defineCardKind<PcDamageCard>({
  id: "realms.elf.pcDamage", legacy: { rollClass: "ElfPcDamageRoll" }, derive: derivePcDamage,
  parts: [{ template: elfTemplate("pc-damage"), context: (card, message) => pcDamageCardContext(card, { hasDamagePart: isCardMessage(message) && !!message.system.damage }), actions: { "realms.elf.applyPc": { fields: { applied: { check: bool, may: all(ownerOf("target"), setOnce) } } } } }],
});

export const TABLE_CARD = defineCardKind<TableCard>({ id: "realms.elf.table", legacy: { rollClass: "ElfTableRoll" }, parts: [{ template: elfTemplate("table"), context: tableCardContext }] });

export const DUEL_CARD = defineCardKind<DuelRoundCard>({
  id: "realms.elf.duel", legacy: { flag: "duel" },
  // Stances and the roll go through GM actions that check the duellists (flows/duel.ts).
  parts: [{ template: elfTemplate("duel"), context: duelCardContext, actions: { "realms.elf.duelChoose": { fields: ownersOnly("ready", "revealed", "status") }, "realms.elf.duelRoll": { fields: ownersOnly("status") } } }],
});

export const REQUEST_CARD = defineCardKind<RequestCard>({
  id: "realms.elf.request", legacy: { flag: "request" },
  parts: [{ template: elfTemplate("request"), context: requestCardContext, actions: { "realms.elf.requestRoll": { fields: ownersOnly("rolled") } } }],
});

export const ROUND_CARD = defineCardKind<RoundCard>({ id: "realms.elf.round", parts: [{ template: elfTemplate("round"), context: (card) => roundCardContext(card, MELEE_PHASES[card.structure]) }] });
