import type { StatusDefinition } from "../../core/ruleset";
import { rulesetStatuses } from "../../core/status-ids";
import { STATUS_IDS } from "./conditions/rules/conditions";

export const AEDELORE_ID = "aedelore";

/** Token HUD statuses with their rule as tooltip ("dead" is also Foundry's defeated status). */
export const AEDELORE_STATUS_EFFECTS: readonly StatusDefinition[] = rulesetStatuses(AEDELORE_ID, [...STATUS_IDS, "bleeding"], (id) => ({
  name: `REALMS.Aedelore.Status.${id}.name`,
  img: `systems/realms/assets/icons/aedelore/${id}.svg`,
  description: `REALMS.Aedelore.Status.${id}.tooltip`,
}));
