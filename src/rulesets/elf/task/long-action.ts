/** A PC Hit while casting or doing another long action loses it at the hit, whatever the damage roll then says. */
import { actorAt } from "../../../core/refs";
import { userMayModify } from "../../../core/gm";
import { notify } from "../../../core/notices";
import { hitOf, type TaskCard } from "./cards";
import { longActionFails } from "../combat/rules/structures";
import { isPc, pcSystem } from "../actors/state";
import type { ElfPcActorModel } from "../models/actor-model";
import { actorModel } from "../../../core/data/actor-model";

/** Called wherever a card's outcome becomes known: the roll, a tie choice, a secret DF resolved. */
export async function loseLongActionIfHit(card: TaskCard): Promise<void> {
  const actor = actorAt(card.actor.uuid);
  if (!actor || !isPc(actor) || !userMayModify(game.user, actor)) return;
  if (!longActionFails(hitOf(card) === "pc", pcSystem(actor).longAction)) return;
  await actorModel<ElfPcActorModel>(actor).endLongAction();
  await notify(actor, "REALMS.Elf.Notice.longActionFails");
}
