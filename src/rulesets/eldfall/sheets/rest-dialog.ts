/** The Rest dialog (M94): one choice per hero, the suggested one preselected; confirming rests through the GM. */
import { FormDialog } from "../../../core/apps/form-dialog";
import { SYSTEM_PATH } from "../../../core/templates";
import { readRestChoices, restDialogContext } from "./party-context";
import { currentParty, partyData, partyMembers } from "../party/state";
import { campaignHero } from "../campaign/hero";
import { rest, type RestResult } from "../campaign/quest";

const K = "REALMS.Eldfall.Campaign.Rest";
export { readRestChoices, restDialogContext };
export const REST_TEMPLATE = `${SYSTEM_PATH}/templates/eldfall/party-rest.hbs`;

export async function openRestDialog(party: Actor.Implementation | null = currentParty()): Promise<RestResult | undefined> {
  if (!party) return undefined;
  const s = partyData(party);
  const choices = await FormDialog.ask({
    title: game.i18n.localize(`${K}.title`), template: REST_TEMPLATE,
    context: restDialogContext(partyMembers(party).map(campaignHero), s.difficulty === "hard" && s.hard.woundHealing),
    buttons: [{ value: "rest", label: game.i18n.localize(`${K}.confirm`), icon: "fa-solid fa-campground", default: true }],
    read: (form, pressed) => (pressed === "rest" ? readRestChoices(form) : null),
  });
  return choices ? rest(party, choices) : undefined;
}

/** Macro API (`game.realms.eldfall.openRestDialog`). */
export const REST_DIALOG_API = { openRestDialog } as const;
