/** Status effects and their dice penalties, by the kind of roll they touch. */
export const STATUS_IDS = ["poisoned", "stunned", "blinded", "deafened", "frightened", "prone", "dying", "unconscious", "exhausted", "dead"] as const;
export type StatusId = (typeof STATUS_IDS)[number];

/** What a pool roll is, for the penalties that apply to some rolls only. */
export interface RollKind { readonly attack: boolean; readonly melee?: boolean; readonly skill?: string | null }

export interface DicePenalty { readonly source: string; readonly dice: number }

const PENALTIES: Partial<Record<StatusId, (k: RollKind) => number>> = {
  poisoned: () => 1,
  blinded: (k) => (k.attack || k.skill === "perception" ? 2 : 0),
  deafened: (k) => (k.skill === "perception" ? 1 : 0),
  frightened: (k) => (k.attack ? 1 : 0),
  prone: (k) => (k.attack ? 1 : 0),
};

/** Dice the roller loses to their statuses. */
export function statusPenalties(statuses: readonly string[], kind: RollKind): DicePenalty[] {
  return statuses.flatMap((s) => {
    // Own keys only: a status named "__proto__" or "constructor" is simply unknown.
    const dice = Object.hasOwn(PENALTIES, s) ? PENALTIES[s as StatusId]!(kind) : 0;
    return dice ? [{ source: s, dice }] : [];
  });
}

/** A prone target gives melee attackers +1D10. */
export function proneTargetBonus(targetStatuses: readonly string[], kind: RollKind): number {
  return kind.attack && kind.melee && targetStatuses.includes("prone") ? 1 : 0;
}

/** Statuses that stop any action (Stunned for its round; the unconscious, dying and dead). */
export function cannotAct(statuses: readonly string[]): boolean {
  return statuses.some((s) => s === "stunned" || s === "unconscious" || s === "dying" || s === "dead");
}

/** Exhausted (Weakened at 0): can move but not fight. */
export function cannotFight(statuses: readonly string[]): boolean {
  return cannotAct(statuses) || statuses.includes("exhausted");
}
