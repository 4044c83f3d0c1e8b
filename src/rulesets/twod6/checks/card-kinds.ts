/** 2D6 card kinds: each part's template and context; the aura card's undo is the GM's (it owns every message). */
import { defineCardKind, ownersOnly } from "../../../core/chat/card-kinds";
import { SYSTEM_PATH } from "../../../core/templates";
import { auraCardContext, checkCardContext, speedCardContext, type AuraCard, type CheckCard, type SpeedCard } from "./cards";

export const twod6Template = (name: string) => `${SYSTEM_PATH}/templates/twod6/chat/${name}.hbs`;
const format = (label: string, data: Readonly<Record<string, string>>) => game.i18n.format(label, data as Record<string, string>);

export const CHECK_CARD = defineCardKind<CheckCard>({ id: "realms.twod6.check", parts: [{ template: twod6Template("check"), context: checkCardContext }] });
export const SPEED_CARD = defineCardKind<SpeedCard>({ id: "realms.twod6.speed", parts: [{ template: twod6Template("speed"), context: speedCardContext }] });
export const AURA_CARD = defineCardKind<AuraCard>({
  id: "realms.twod6.aura",
  parts: [{ template: twod6Template("aura"), context: (card) => auraCardContext(card, format), actions: { "realms.twod6.undoAura": { fields: ownersOnly("undone") } } }],
});
