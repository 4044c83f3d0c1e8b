/** The token HUD's Elvendor statuses: one per condition card. */
import type { StatusDefinition } from "../../../core/ruleset";
import { rulesetStatuses } from "../../../core/status-ids";
import { ELVENDOR_ID } from "../config";
import { CONDITION_IDS } from "./rules/conditions";

/** Token HUD statuses: one per condition card; the tooltip is the rule in our words. */
export const ELVENDOR_STATUS_EFFECTS: readonly StatusDefinition[] = rulesetStatuses(ELVENDOR_ID, CONDITION_IDS, (id) => ({
  name: `REALMS.Elvendor.Condition.${id}.name`,
  img: `systems/realms/assets/icons/conditions/${id}.svg`,
  description: `REALMS.Elvendor.Condition.${id}.tooltip`,
}));
