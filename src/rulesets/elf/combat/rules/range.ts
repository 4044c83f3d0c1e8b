/** Range bands between combatants, weapon reach, and the reach disadvantages. */
import { BANDS, type Band, type Reach } from "./tables";

export type WeaponReach = { readonly kind: "melee"; readonly reach: Reach } | { readonly kind: "ranged"; readonly maxRange: Band };

export const bandIndex = (band: Band) => BANDS.indexOf(band);

/** Absent a map, characters in a melee are at Short range of each other. */
export const DEFAULT_BAND: Band = "short";

export interface Usability { readonly usable: boolean; readonly disadvantage: boolean; readonly reason: "ok" | "tooClose" | "tooFar" | "marksman" }

/**
 * Short reach: Close or Short. Medium and Long reach: Short only. Ranged: any band up to the weapon's
 * maximum; Very Long counts as Long for a marksman, so a Long weapon may shoot at Very Long with Disadvantage.
 */
export function usableAt(weapon: WeaponReach, band: Band, options: { veryLongAtDisadvantage: boolean }): Usability {
  if (weapon.kind === "melee") {
    if (band === "close") return weapon.reach === "S" ? ok() : { usable: false, disadvantage: false, reason: "tooClose" };
    return band === "short" ? ok() : { usable: false, disadvantage: false, reason: "tooFar" };
  }
  const max = bandIndex(weapon.maxRange);
  if (bandIndex(band) <= max) return ok();
  if (band === "veryLong" && weapon.maxRange === "long" && options.veryLongAtDisadvantage) return { usable: true, disadvantage: true, reason: "marksman" };
  return { usable: false, disadvantage: false, reason: "tooFar" };
}
const ok = (): Usability => ({ usable: true, disadvantage: false, reason: "ok" });

const REACH_ORDER: readonly Reach[] = ["S", "M", "L"];

/** Short against a larger weapon, and Long against Medium, attack at Disadvantage. */
export function reachDisadvantage(attacker: Reach, defender: Reach): boolean {
  if (attacker === "S") return REACH_ORDER.indexOf(defender) > 0;
  return attacker === "L" && defender === "M";
}

/** A character that only moves changes distance by one band per round. */
export function canMove(from: Band, to: Band): boolean {
  return Math.abs(bandIndex(from) - bandIndex(to)) <= 1;
}

export type MoveRefusal = "oneBand" | "acted" | null;

/**
 * Why a player's move is refused: more than one band, a second move of the pair this round, or a
 * character that already acted this round ("does nothing but move"). The GM may set any band.
 */
export function moveRefusal(m: { gm: boolean; from: Band; to: Band; round: number; movedRound: number | null; actedRound: number | null }): MoveRefusal {
  if (m.gm) return null;
  if (!canMove(m.from, m.to) || m.movedRound === m.round) return "oneBand";
  return m.actedRound === m.round ? "acted" : null;
}

/**
 * Close range is transitive: every pair joined by a chain of Close pairs is Close too. Returns the
 * pairs (by pairKey) that must become Close; Short and longer bands imply nothing.
 */
export function closeClosure(ids: readonly string[], ranges: Readonly<Record<string, Band>>): Record<string, Band> {
  const root = new Map(ids.map((id) => [id, id]));
  const find = (id: string): string => {
    const up = root.get(id) ?? id;
    return up === id ? id : find(up);
  };
  for (const [i, a] of ids.entries()) {
    for (const b of ids.slice(i + 1)) if (ranges[pairKey(a, b)] === "close") root.set(find(a), find(b));
  }
  const out: Record<string, Band> = {};
  for (const [i, a] of ids.entries()) {
    for (const b of ids.slice(i + 1)) {
      const key = pairKey(a, b);
      if (find(a) === find(b) && ranges[key] !== "close") out[key] = "close";
    }
  }
  return out;
}

/** Key of an unordered pair of combatants. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}
