/**
 * The 2D6 conditions a token shows (readings I8 and I19): the speed effects the turn flow counts ("Speed Effects":
 * a haste or slow effect from a spell rather than an item or the creature itself) and the secondary effect of
 * each damage type (fire sets on fire, poison poisons, disease diseases; frost chills and shock shocks are our
 * names). The rules give none of them a duration: each lasts until it is removed.
 */
import { SECONDARY_EFFECTS } from "../../creatures/rules/damage";

export const SPEED_CONDITIONS = ["haste", "slow"] as const;
export const TWOD6_CONDITIONS: readonly string[] = [...SPEED_CONDITIONS, ...new Set(Object.values(SECONDARY_EFFECTS))];
