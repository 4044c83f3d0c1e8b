/**
 * The task card's kind: its template and context, and the card fields each button may write for a player who
 * does not own the message (core/chat/card-kinds.ts). The other Elf cards' kinds sit beside their flows.
 */
import { bool, nullable, oneOf, string } from "../../../core/payload";
import { cardRules } from "../../../core/chat/cards";
import { defineCardKind, ownersOnly } from "../../../core/chat/card-kinds";
import { SYSTEM_PATH } from "../../../core/templates";
import { TIE_OPTIONS } from "./rules/task";
import { secretDifficulty } from "../settings";
import { deriveTask } from "./task-facts";
import { taskCardContext, tieOpen, type TaskCard } from "./cards";
import { RealmsRoll } from "../../../core/rolls";

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
// A roll that can Hit is sealed when rolled: what it was rolled against and what it gave (task-facts.ts).
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

/** The Roll this card is posted with (its class names the card kind). */
export class ElfTaskRoll extends RealmsRoll {
  static override CARD_KIND = TASK_CARD.id;
}
