/** Reach and range for one attack: is the weapon usable at the current band, and does it attack at Disadvantage? */
import { reachDisadvantage, usableAt } from "../combat/rules/range";
import type { WeaponSystem } from "../models/specs";
import { elfOptions } from "../settings";
import { bandBetween, combatOf, combatantOf, defendingReach, weaponReach } from "./state";

export interface ReachCheck { readonly usable: boolean; readonly disadvantage: boolean; readonly reasons: string[]; readonly error: string | null; readonly band: string }

export function attackModeReasons(attacker: Actor.Implementation, target: Actor.Implementation, weapon: WeaponSystem): ReachCheck {
  const combat = combatOf(attacker);
  const band = bandBetween(combat, combatantOf(combat, attacker), combatantOf(combat, target));
  const use = usableAt(weaponReach(weapon), band, { veryLongAtDisadvantage: elfOptions().veryLongAtDisadvantage });
  if (!use.usable) return { usable: false, disadvantage: false, reasons: [], error: use.reason === "tooClose" ? "REALMS.Elf.Errors.TooClose" : "REALMS.Elf.Errors.TooFar", band };
  const reasons: string[] = [];
  if (use.disadvantage) reasons.push("REALMS.Elf.Reason.marksman");
  if (weapon.category !== "ranged" && reachDisadvantage(weapon.reach, defendingReach(target))) reasons.push(weapon.reach === "S" ? "REALMS.Elf.Reason.shortReach" : "REALMS.Elf.Reason.longReach");
  return { usable: true, disadvantage: reasons.length > 0, reasons, error: null, band };
}
