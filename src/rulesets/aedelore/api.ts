/** `game.realms.aedelore`: the functions macros and other modules may call (listed in docs/api.md). */
import { realmsFlagPath } from "../../core/flags";
import { rollCheck, rollContest } from "./checks/checks";
import { healingMagic, newDay } from "./supplies/resources";
import { setStatus } from "./conditions/conditions";
import { isSafeArea } from "./character/state";

export const AEDELORE_API = {
  /** Roll `actor`'s check of `{ability}` or `{skill}` as a dice pool, with the roll dialog unless `intent` fast-forwards. */
  rollCheck,
  /** Roll a contest of `skill` between `actor` and `opponent`. */
  rollContest,
  /** The start of a day for `actor`: roll the food and water dice; a day begun without one counts toward its penalties. */
  newDay,
  /** Set status `id` on `actor` on or off (`quiet`: no chat notice). */
  setStatus,
  /** Healing magic on `actor`: bleeding stops, Dying and Unconscious end. */
  healingMagic,
  /** GM: mark the viewed scene as a safe area (town, village), where spells can be swapped. */
  setSafeArea: (safe: boolean) => game.scenes.viewed?.update({ [realmsFlagPath("safeArea")]: safe }),
  /** Whether the viewed scene is a safe area. */
  isSafeArea,
};
