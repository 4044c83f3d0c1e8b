/**
 * The check card's family and kind (checks, contests, reactions, spells, abilities): its typed data, template and
 * context, and the card fields each button may write for a player who does not own the message (core/chat/card-family.ts).
 */
import { ownersOnly } from "../../../core/chat/card-kinds";
import { boolField, choiceField, defineCardFamily, intField, refField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { SYSTEM_PATH } from "../../../core/templates";
import { checkCardContext, type CheckCard } from "./cards";
import { RealmsRoll } from "../../../core/rolls";

type Fields = typeof foundry.data.fields;

/** An Aedelore chat template's path. */
export const aedeloreTemplate = (name: string) => `${SYSTEM_PATH}/templates/aedelore/chat/${name}.hbs`;
const T = aedeloreTemplate;

const dice = (f: Fields) => new f.ArrayField(intField(f, { min: 0 }), { required: true, initial: [] });

/** The fields of a pool summary (PoolSummary): where its dice came from, its cap, and each die's chain of faces. */
export function poolFields(f: Fields) {
  return {
    parts: new f.ArrayField(new f.SchemaField({ label: textField(f, TEXT_LIMITS.name), i18n: boolField(f), dice: intField(f) }), { required: true, initial: [] }),
    capped: boolField(f),
    cap: intField(f, { min: 0 }),
    chains: new f.ArrayField(dice(f), { required: true, initial: [] }),
  };
}

const GRADES = ["success", "barely", "failure"] as const;

/** The check family: every field of CheckCard, each checked by Foundry when a check is posted or changed. */
export const CHECK_FAMILY = defineCardFamily<CheckCard>({
  type: "aedeloreCheck", version: 1,
  schema: (f) => ({
    ...poolFields(f),
    kind: choiceField(f, ["check", "reaction", "spell", "ability", "contest"]),
    label: textField(f, TEXT_LIMITS.name),
    actor: refField(f),
    difficulty: intField(f, { min: 0, nullable: true }),
    outcome: choiceField(f, GRADES, { nullable: true }),
    spell: new f.SchemaField({
      cost: intField(f, { min: 0 }), arcanaLeft: intField(f),
      outcome: choiceField(f, ["fumble", "cast", "critical"]),
      damage: textField(f, TEXT_LIMITS.name), damageDice: dice(f), damageTotal: intField(f, { nullable: true }),
      choice: choiceField(f, ["fizzle", "backlash", "damage", "duration", "secondary"], { nullable: true }),
    }, { required: true, nullable: true, initial: null }),
    ability: new f.SchemaField({
      minimum: intField(f), cost: intField(f, { min: 0 }), gain: intField(f), ok: boolField(f), weakenedLeft: intField(f),
    }, { required: true, nullable: true, initial: null }),
    contest: new f.SchemaField({
      opponent: refField(f), opponentLabel: textField(f, TEXT_LIMITS.name),
      pool: new f.SchemaField(poolFields(f), { required: true, nullable: false }),
      winner: choiceField(f, ["attacker", "defender", "tie"]),
      tieToDefender: boolField(f),
    }, { required: true, nullable: true, initial: null }),
  }),
});

export const CHECK_CARD = CHECK_FAMILY.kind({
  id: "realms.aedelore.check", legacy: { rollClass: "AedCheckRoll" },
  // The DM's call on a fumbled or critical spell: a GM button, no player field.
  parts: [{ template: T("check"), context: checkCardContext, actions: { "realms.aedelore.spellChoice": { fields: ownersOnly("spell") } } }],
});

/** The Roll this card is posted with (its class names the card kind). */
export class AedCheckRoll extends RealmsRoll {
  static override CARD_KIND = CHECK_CARD.id;
}
