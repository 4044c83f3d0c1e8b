/** The duel round's and the melee round's card families and kinds. */
import { ownersOnly } from "../../../core/chat/card-kinds";
import { boolField, choiceField, defineCardFamily, intField, refField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { elfTemplate, stancesField } from "../task/kinds";
import { duelCardContext, roundCardContext, type DuelRoundCard, type RoundCard } from "../task/cards";
import { MELEE_PHASES } from "./rules/structures";

/** The duel family: every field of DuelRoundCard (the stances stay null until both are revealed). */
export const DUEL_FAMILY = defineCardFamily<DuelRoundCard>({
  type: "elfDuel", version: 1,
  schema: (f) => ({
    combatId: textField(f, TEXT_LIMITS.name), round: intField(f, { min: 0 }), pc: refField(f), npc: refField(f),
    attackDefend: boolField(f),
    ready: new f.SchemaField({ pc: boolField(f), npc: boolField(f) }, { required: true, nullable: false }),
    revealed: stancesField(f),
    status: choiceField(f, ["choosing", "ready", "skipped", "rolled"]),
  }),
});

/** The melee round family: the round and its structure. */
export const ROUND_FAMILY = defineCardFamily<RoundCard>({
  type: "elfRound", version: 1,
  schema: (f) => ({ round: intField(f, { min: 0 }), structure: choiceField(f, ["exchange", "sequential"]) }),
});

export const DUEL_CARD = DUEL_FAMILY.kind({
  id: "realms.elf.duel", legacy: { flag: "duel" },
  // Stances and the roll go through GM actions that check the duellists (duel.ts).
  parts: [{ template: elfTemplate("duel"), context: duelCardContext, actions: { "realms.elf.duelChoose": { fields: ownersOnly("ready", "revealed", "status") }, "realms.elf.duelRoll": { fields: ownersOnly("status") } } }],
});

export const ROUND_CARD = ROUND_FAMILY.kind({ id: "realms.elf.round", parts: [{ template: elfTemplate("round"), context: (card) => roundCardContext(card, MELEE_PHASES[card.structure]) }] });
