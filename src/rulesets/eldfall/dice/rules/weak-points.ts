/**
 * Weak Points: when they are gained and how heroes exploit them.
 *
 * Gained (M40): a model Hit by an Attack whose DMG roll fails gets 1 WP; a hero whose successful Attack roll
 * led to no DMG roll (lost Confrontation, the enemy's successful Dodge, a negated Hit) may give the enemy 1 WP.
 * In one Activation Sequence a model receives at most 1 WP per attacker (the ledger below, carried across the
 * follow-up attacks of the same sequence). Profane Miasma's WP has no attacker and is counted apart (A24).
 *
 * Exploited by heroes (M41), after the Attack rolls and before the Confrontation: remove WP equal to the
 * Hostile's Tier → one Strike against it becomes a Critical Hit, or — when the Hostile is the hero's size,
 * smaller or up to two sizes larger, stands in a space with an open edge and is no Boss — push it into the
 * abyss: no roll, Dead, removed, its loot lost. Optionally remove just 1 WP → the Attack gains Knockback (1).
 */
import { MAX_GAME_NUMBER, requireInt } from "../../../../core/dice/guard";
import { sizeSteps } from "../../profile/rules/sizes";

export type ExploitKind = "critical" | "abyss" | "knockback";

export interface ExploitCase {
  readonly kind: ExploitKind;
  /** WP on the Hostile now. */
  readonly wp: number;
  readonly tier: number;
  readonly heroSize: string;
  readonly hostileSize: string;
  readonly openEdge: boolean;
  readonly boss: boolean;
}

/** The WP an exploit removes. */
export function exploitCost(kind: ExploitKind, tier: number): number {
  requireInt("tier", tier, 1, 100);
  return kind === "knockback" ? 1 : tier;
}

/** Why an exploit is not allowed (an i18n reason id), or null when it is. */
export function exploitRefusal(c: ExploitCase): string | null {
  requireInt("wp", c.wp, 0, MAX_GAME_NUMBER);
  if (c.wp < exploitCost(c.kind, c.tier)) return "notEnoughWeakPoints";
  if (c.kind !== "abyss") return null;
  if (c.boss) return "boss";
  if (!c.openEdge) return "noOpenEdge";
  if (sizeSteps(c.heroSize, c.hostileSize) > 2) return "tooLarge";
  return null;
}

/** Who gave whom a Weak Point in this Activation Sequence: at most one per (target, attacker). */
export class WeakPointLedger {
  private readonly given = new Set<string>();

  constructor(prior: Iterable<readonly [target: string, attacker: string]> = []) {
    for (const [t, a] of prior) this.given.add(`${t}\u0000${a}`);
  }

  /** Record a WP for `target` from `attacker`; false when that pair already gave one this sequence. */
  grant(target: string, attacker: string): boolean {
    const key = `${target}\u0000${attacker}`;
    if (this.given.has(key)) return false;
    this.given.add(key);
    return true;
  }

  pairs(): [string, string][] {
    return [...this.given].map((k) => k.split("\u0000") as [string, string]);
  }
}
