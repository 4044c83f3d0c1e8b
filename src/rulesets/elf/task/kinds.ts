/**
 * The task card's family and kind: its typed data, template and context, and the card fields each button may write
 * for a player who does not own the message (core/chat/card-family.ts). The other Elf cards' kinds sit beside their flows.
 */
import { bool, nullable, oneOf, string } from "../../../core/payload";
import { cardRules } from "../../../core/chat/cards";
import { ownersOnly } from "../../../core/chat/card-kinds";
import { boolField, choiceField, defineCardFamily, intField, refField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { SYSTEM_PATH } from "../../../core/templates";
import { ROLL_MODES, TIE_OPTIONS } from "./rules/task";
import { STRUCTURES } from "../combat/rules/structures";
import { STANCES } from "../combat/rules/duel-cards";
import { secretDifficulty } from "../settings";
import { deriveTask } from "./task-facts";
import { taskCardContext, tieOpen, type TaskCard } from "./cards";
import { RealmsRoll } from "../../../core/rolls";

export const elfTemplate = (name: string) => `${SYSTEM_PATH}/templates/elf/chat/${name}.hbs`;

type Fields = typeof foundry.data.fields;
/** A d6's faces on an Elf card. */
export const d6Field = (f: Fields) => intField(f, { min: 1, max: 6 });
/** A pair of stances (the PC's, the NPC's). */
export const stancesField = (f: Fields) => new f.SchemaField({ pc: choiceField(f, STANCES), npc: choiceField(f, STANCES) }, { required: true, nullable: true, initial: null });

/** The fields of an attack (AttackInfo): a PC's weapon or an NPC's attack, null when the card has none. */
export function attackInfoField(f: Fields) {
  return new f.SchemaField({
    weapon: textField(f, TEXT_LIMITS.name), damageBonus: intField(f), kind: choiceField(f, ["lethal", "stun"]),
    ranged: boolField(f), gunpowder: boolField(f), smallSharp: boolField(f), stunCapable: boolField(f),
    // A PC's weapon only: an NPC's attack and an unarmed strike name no item, and the GM's re-derivation has none either.
    itemId: textField(f, TEXT_LIMITS.name, { optional: true }),
  }, { required: true, nullable: true, initial: null });
}

/** The task family: every field of TaskCard, each checked by Foundry when a roll is posted or a button changes it. */
export const TASK_FAMILY = defineCardFamily<TaskCard>({
  type: "elfTask", version: 1,
  schema: (f) => ({
    purpose: choiceField(f, ["task", "attack", "defence", "duel", "dying"]),
    label: textField(f, TEXT_LIMITS.text),
    actor: refField(f), target: refField(f, { nullable: true }),
    mode: choiceField(f, ROLL_MODES),
    modeReasons: new f.ArrayField(textField(f, TEXT_LIMITS.name), { required: true, initial: [] }),
    dice: new f.ArrayField(d6Field(f), { required: true, initial: [] }),
    kept: new f.ArrayField(d6Field(f), { required: true, initial: [] }),
    modifiers: new f.ArrayField(new f.SchemaField({ label: textField(f, TEXT_LIMITS.name), value: intField(f), i18n: boolField(f) }), { required: true, initial: [] }),
    modifier: intField(f),
    difficulty: intField(f, { nullable: true }),
    secret: boolField(f),
    requestId: textField(f, TEXT_LIMITS.name, { nullable: true }),
    sourceMessage: textField(f, TEXT_LIMITS.name, { nullable: true }),
    natural: intField(f), total: intField(f),
    outcome: choiceField(f, ["failure", "tie", "success", "pending"]),
    forced: choiceField(f, ["alwaysFails", "alwaysSucceeds"], { nullable: true }),
    critical: choiceField(f, ["possibleFailure", "possibleSuccess"], { nullable: true }),
    criticalConfirmed: boolField(f, { nullable: true }),
    tieChoice: choiceField(f, TIE_OPTIONS, { nullable: true }),
    tieSpent: textField(f, TEXT_LIMITS.name, { nullable: true }),
    tieWithheld: new f.ArrayField(choiceField(f, TIE_OPTIONS), { required: true, initial: [] }),
    structure: choiceField(f, STRUCTURES, { nullable: true }),
    stances: stancesField(f),
    attack: attackInfoField(f), incoming: attackInfoField(f),
    damageRolled: boolField(f),
  }),
});
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
export const TASK_CARD = TASK_FAMILY.kind({
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
