/** The token HUD's 2D6 statuses. */
import type { StatusDefinition } from "../../../core/ruleset";
import { rulesetStatuses } from "../../../core/status-ids";
import { TWOD6_ID } from "../config";
import { TWOD6_CONDITIONS } from "./rules/conditions";

/** Token HUD statuses: haste, slow and the secondary effects of damage; the tooltip is the rule in our words. */
export const TWOD6_STATUS_EFFECTS: readonly StatusDefinition[] = rulesetStatuses(TWOD6_ID, TWOD6_CONDITIONS, (id) => ({
  name: `REALMS.Twod6.Condition.${id}.name`,
  img: `systems/realms/assets/icons/twod6/${id}.svg`,
  description: `REALMS.Twod6.Condition.${id}.tooltip`,
}));
