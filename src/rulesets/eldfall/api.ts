/** `game.realms.eldfall`: what macros and other modules may call, composed from each feature's own API. */
import { ELDFALL_DICE_API } from "./dice/api";
import { ACTIVATION_API } from "./activation/activation";
import { ELDFALL_SPACE_API } from "./space/api";
import { AI_API } from "./ai/runner";
import { CHAOS_API } from "./chaos/chaos";
import { EVENT_API } from "./campaign/events";
import { CAMPAIGN_API } from "./campaign/declaration";
import { SPAWNING_API } from "./spawn/declaration";
import { REST_DIALOG_API } from "./sheets/rest-dialog";
import { ELDFALL_IMPORT_API } from "./import/api";

export const ELDFALL_API = {
  ...ELDFALL_DICE_API, ...ACTIVATION_API, ...ELDFALL_SPACE_API, ...AI_API, ...CHAOS_API, ...EVENT_API, ...CAMPAIGN_API, ...SPAWNING_API, ...REST_DIALOG_API,
  ...ELDFALL_IMPORT_API,
};
