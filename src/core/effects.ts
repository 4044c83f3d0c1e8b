/**
 * Conditions live on actors as ActiveEffects carrying the engine's record in `flags.realms.condition`, their
 * status (`statuses: [statusId]`) and the status's static `_id` as their own id: v13's token HUD shows a status
 * with an `_id` as active only on the effect with that id, and `Actor#toggleStatusEffect` looks it up by it.
 * A condition applies only while its effect is `active`: a disabled effect, or one v14 keeps switched off after
 * its core duration expired, is on the actor but not in force. These helpers convert both ways; they are pure.
 */
import type { ActiveCondition } from "./rules/conditions";
import type { StatusDefinition } from "./ruleset";

export interface EffectLike {
  readonly id?: string | null;
  readonly statuses?: Iterable<string>;
  readonly flags?: object;
  /** Foundry's `ActiveEffect#active` (not disabled, not suppressed or expired); plain data without it counts as active. */
  readonly active?: boolean;
}

/** Whether an effect is in force: Foundry's `active`, never `!disabled` (v14 keeps expired effects switched off). */
export const isInForce = (effect: { readonly active?: boolean }): boolean => effect.active !== false;

/** How many effects in force carry a status (2D6 counts haste and slow effects this way). */
export function countInForce(effects: Iterable<{ readonly active?: boolean; readonly statuses?: Iterable<string> }>, statusId: string): number {
  let count = 0;
  for (const e of effects) if (isInForce(e) && [...(e.statuses ?? [])].includes(statusId)) count += 1;
  return count;
}

/**
 * Whether a token should draw this effect's icon though it has no core duration: a Realms condition, or the
 * defeated status (whichever status is `CONFIG.specialStatusEffects.DEFEATED`).
 */
export function isRealmsMarker(effect: EffectLike, defeatedStatusId: string | undefined): boolean {
  return conditionOfEffect(effect) !== null || (!!defeatedStatusId && [...(effect.statuses ?? [])].includes(defeatedStatusId));
}

export function conditionOfEffect(effect: EffectLike): ActiveCondition | null {
  const record = (effect.flags as { realms?: { condition?: ActiveCondition } } | undefined)?.realms?.condition;
  return record && typeof record.id === "string" ? record : null;
}

/** The conditions in force: those of effects that are `active` (a switched-off condition effect does not apply). */
export function readConditions(effects: Iterable<EffectLike>): ActiveCondition[] {
  const out: ActiveCondition[] = [];
  for (const e of effects) {
    const c = isInForce(e) ? conditionOfEffect(e) : null;
    if (c) out.push(c);
  }
  return out;
}

/**
 * ActiveEffect creation data for a condition; `name`/`description` are already localized, `shown` is what the
 * running Foundry needs to draw its icon on the token (compat.ts `alwaysShownIcon`). No core `duration`, ever:
 * our boundary engine ends conditions, and v14 would expire an effect that had one.
 */
export function conditionEffectData(
  condition: ActiveCondition, status: StatusDefinition, text: { name: string; description: string }, shown: { showIcon?: number } = {},
) {
  return {
    _id: status._id,
    name: condition.value ? `${text.name} (${condition.value})` : text.name,
    img: status.img,
    description: text.description,
    statuses: [status.statusId],
    ...shown,
    flags: { realms: { condition } },
  };
}

/** Whether a condition's effect is stored as its status expects (older worlds: random ids, bare status ids). */
export function effectMatchesStatus(effect: EffectLike, status: StatusDefinition): boolean {
  const statuses = [...(effect.statuses ?? [])];
  return effect.id === status._id && statuses.length === 1 && statuses[0] === status.statusId;
}

/** The effect ids to delete for conditions that ended (of the effects in force, where `ended` was read). */
export function effectIdsFor(effects: Iterable<EffectLike>, ended: readonly ActiveCondition[]): string[] {
  const ids: string[] = [];
  for (const e of effects) {
    const c = isInForce(e) ? conditionOfEffect(e) : null;
    if (c && e.id && ended.some((x) => x.id === c.id)) ids.push(e.id);
  }
  return ids;
}
