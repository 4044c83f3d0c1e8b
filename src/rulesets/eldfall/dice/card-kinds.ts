/**
 * Eldfall dice card families and kinds: an attribute roll or unopposed attack, and a Confrontation (no buttons: the
 * dice decide). Each family types every field of its card (core/chat/card-family.ts), so a hand-edited roll is refused.
 */
import { boolField, choiceField, defineCardFamily, intField, refField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { SYSTEM_PATH } from "../../../core/templates";
import { COMBAT_ATTRIBUTES } from "../profile/rules/keys";
import { confrontationCardContext, rollCardContext, type ConfrontationCard, type RollCard } from "./cards";

type Fields = typeof foundry.data.fields;

const template = (name: string) => `${SYSTEM_PATH}/templates/eldfall/${name}.hbs`;
const list = <F extends foundry.data.fields.DataField.Any>(element: F) => new foundry.data.fields.ArrayField(element, { required: true, initial: [] });
const FACES = ["crit", "valid", "miss"] as const;
/** A chance as the dialog showed it: a probability. */
const chanceField = (f: Fields) => new f.NumberField({ required: true, nullable: false, min: 0, max: 1, initial: 0 });

/** One side as rolled (SideCard): who, with what, against which value, each die and the Hits it dealt. */
export function sideFields(f: Fields) {
  return {
    actor: refField(f),
    label: textField(f, TEXT_LIMITS.name),
    attribute: choiceField(f, COMBAT_ATTRIBUTES),
    base: intField(f),
    modifiers: list(new f.SchemaField({ label: textField(f, TEXT_LIMITS.name), value: intField(f), i18n: boolField(f) })),
    halve: intField(f, { min: 0 }),
    value: intField(f),
    autoFail: boolField(f),
    critFaces: list(intField(f, { min: 1 })),
    dice: list(new f.SchemaField({
      index: intField(f, { min: 0 }), face: intField(f, { min: 1, max: 20 }), cls: choiceField(f, FACES), landed: boolField(f),
      negatedBy: intField(f, { min: 0, nullable: true }), exploited: boolField(f), backstab: boolField(f),
    })),
    hits: list(new f.SchemaField({
      die: intField(f, { min: 0 }), face: intField(f, { min: 1, max: 20, nullable: true }), critical: boolField(f),
      source: choiceField(f, ["roll", "exploit", "backstab"]),
    })),
    weakPointsLeft: intField(f, { min: 0, nullable: true }),
    rerolls: list(new f.SchemaField({ index: intField(f, { min: 0 }), from: intField(f, { min: 1, max: 20 }) })),
  };
}

const side = (f: Fields) => new f.SchemaField(sideFields(f), { required: true, nullable: false });

/** The roll family: an attribute roll or an unopposed attack (RollCard). */
export const ELDFALL_ROLL_FAMILY = defineCardFamily<RollCard>({
  type: "eldfallRoll", version: 1,
  schema: (f) => ({ purpose: choiceField(f, ["attribute", "attack"]), side: side(f), target: refField(f, { nullable: true }), chance: chanceField(f) }),
});

/** The Confrontation family: both sides, who won and who was nullified (ConfrontationCard). */
export const ELDFALL_CONFRONTATION_FAMILY = defineCardFamily<ConfrontationCard>({
  type: "eldfallConfrontation", version: 1,
  schema: (f) => ({
    a: side(f), b: side(f), confronted: boolField(f),
    winner: choiceField(f, ["a", "b", "both", "none"]),
    nullified: choiceField(f, ["a", "b", "both"], { nullable: true }),
    chance: new f.SchemaField({ a: chanceField(f), b: chanceField(f) }),
  }),
});

// Nothing applies these cards (the activation's resolution card does, posted on the GM), so none is sealed.
export const ELDFALL_ROLL_CARD = ELDFALL_ROLL_FAMILY.kind({
  id: "realms.eldfall.roll",
  parts: [{ template: template("dice-roll"), context: rollCardContext }],
});

export const ELDFALL_CONFRONTATION_CARD = ELDFALL_CONFRONTATION_FAMILY.kind({
  id: "realms.eldfall.confrontation",
  parts: [{ template: template("dice-confrontation"), context: confrontationCardContext }],
});
