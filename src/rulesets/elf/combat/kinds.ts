/** The duel round's and the melee round's card kinds. */
import { defineCardKind, ownersOnly } from "../../../core/chat/card-kinds";
import { elfTemplate } from "../task/kinds";
import { duelCardContext, roundCardContext, type DuelRoundCard, type RoundCard } from "../task/cards";
import { MELEE_PHASES } from "./rules/structures";

export const DUEL_CARD = defineCardKind<DuelRoundCard>({
  id: "realms.elf.duel", legacy: { flag: "duel" },
  // Stances and the roll go through GM actions that check the duellists (duel.ts).
  parts: [{ template: elfTemplate("duel"), context: duelCardContext, actions: { "realms.elf.duelChoose": { fields: ownersOnly("ready", "revealed", "status") }, "realms.elf.duelRoll": { fields: ownersOnly("status") } } }],
});

export const ROUND_CARD = defineCardKind<RoundCard>({ id: "realms.elf.round", parts: [{ template: elfTemplate("round"), context: (card) => roundCardContext(card, MELEE_PHASES[card.structure]) }] });
