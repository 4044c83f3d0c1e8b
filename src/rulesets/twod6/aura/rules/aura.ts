/**
 * Damage auras ("Damage Auras"): at the end of its bearer's turn an aura deals D3 + the bearer's stamina modifier
 * to every creature it reaches, or heals those who bear the same aura. A monster's aura reaches 2 squares instead
 * of 1 and deals (or heals) ×1.5 to creatures adjacent to it. Auras hit automatically and never crit; the target's
 * resistance is the average of its body and head armour, rounded down (`damageProfile(…, "aura")`); the bearer is
 * immune to its own type; secondary effects take hold only on vulnerable targets.
 *
 * Readings (I9): one D3 per end of turn serves every target; the modifier is an ability-based roll's (capped at +5,
 * hunger and thirst penalties count); ×1.5 rounds down; a negative base deals nothing; distance is counted in
 * squares between the closest squares of the two creatures (a large monster measures from its edge).
 */
import { distance } from "../../../../core/rules/grid-area";
import type { Tile } from "../../../../core/rules/grid";
import { resolveDamage, type DamageOutcome } from "../../../../core/rules/damage";
import { requireInt } from "../../../../core/dice/guard";
import { checkModifier } from "../../checks/rules/check";
import { damageProfile, hitPacket, TWOD6_DAMAGE_RULES, type DamageType, type Defences } from "../../creatures/rules/damage";

export const AURA_RADIUS = 1;
export const MONSTER_AURA_RADIUS = 2;

export interface AuraBearer {
  readonly id: string;
  readonly cells: readonly Tile[];
  readonly type: DamageType;
  readonly staMod: number;
  readonly adds?: readonly number[];
  readonly monster: boolean;
}

export interface AuraTarget {
  readonly id: string;
  readonly cells: readonly Tile[];
  readonly defences: Defences;
}

export interface AuraLine {
  readonly id: string;
  readonly distance: number;
  readonly adjacent: boolean;
  readonly heal: boolean;
  /** D3 + modifier (never below 0). */
  readonly base: number;
  /** After ×1.5 for a monster's adjacent target. */
  readonly amount: number;
  readonly multiplied: boolean;
  /** The damage math (absent for healing). */
  readonly outcome: DamageOutcome | null;
}

/** Squares between the closest squares of two creatures (the first pair checked by the core's distance, the rest by the same measure). */
function gap(a: readonly Tile[], b: readonly Tile[]): number {
  let best = distance(a[0]!, b[0]!, "chebyshev");
  for (const x of a) for (const y of b) best = Math.min(best, Math.max(Math.abs(x.x - y.x), Math.abs(x.y - y.y)));
  return best;
}

/** One end of turn's aura: the bearer's modifier, the base (D3 + modifier) and everyone it reaches. */
export interface AuraResolution { readonly modifier: number; readonly base: number; readonly lines: AuraLine[] }

/** Everyone the aura reaches this end of turn, with the math for each. */
export function resolveAura(bearer: AuraBearer, targets: readonly AuraTarget[], d3: number): AuraResolution {
  requireInt("d3", d3, 1, 3);
  if (!bearer.cells.length) throw new RangeError("An aura's bearer stands somewhere");
  const modifier = checkModifier({ base: bearer.staMod, adds: bearer.adds ?? [] }).value;
  const base = Math.max(0, d3 + modifier);
  const radius = bearer.monster ? MONSTER_AURA_RADIUS : AURA_RADIUS;
  const lines = targets
    .filter((t) => t.id !== bearer.id && t.cells.length)
    .map((t) => ({ t, distance: gap(bearer.cells, t.cells) }))
    .filter(({ distance: d }) => d <= radius)
    .sort((a, b) => a.distance - b.distance)
    .map(({ t, distance: d }): AuraLine => {
      const adjacent = d <= 1;
      const multiplied = bearer.monster && adjacent;
      const amount = multiplied ? Math.floor(base * 1.5) : base;
      const heal = t.defences.aura === bearer.type;
      return {
        id: t.id, distance: d, adjacent, heal, base, amount, multiplied,
        outcome: heal ? null : resolveDamage(hitPacket(amount, bearer.type, { aura: true }), damageProfile(t.defences, "aura"), TWOD6_DAMAGE_RULES),
      };
    });
  return { modifier, base, lines };
}
