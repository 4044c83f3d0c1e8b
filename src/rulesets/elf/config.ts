import type { StatusDefinition } from "../../core/ruleset";
import { rulesetStatuses } from "../../core/status-ids";
import { LADDER_IDS } from "./conditions/rules/ladder";

export const ELF_ID = "elf";

/** Token HUD statuses: the condition ladder ("dead" is also Foundry's defeated status); tooltips are the rules in our words. */
export const ELF_STATUS_EFFECTS: readonly StatusDefinition[] = rulesetStatuses(ELF_ID, LADDER_IDS, (id) => ({
  name: `REALMS.Elf.Condition.${id}.name`,
  img: `systems/realms/assets/icons/elf/${id}.svg`,
  description: `REALMS.Elf.Condition.${id}.tooltip`,
}));
