/**
 * What an ActiveEffect is in each generation (./generation.ts), and which effects a token draws.
 * - v13 (T = node_modules/@league-of-foundry-developers/foundry-vtt-types/src/foundry; T/client/documents/active-effect.d.mts,
 *   Foundry's active-effect.mjs): no `showIcon` field (the schema drops the key); `duration` is
 *   {startTime, seconds, combat, rounds, turns, startRound, startTurn}; `active` = not disabled (not suppressed);
 *   `isTemporary` = `(seconds ?? (rounds || turns) ?? 0) > 0 || statuses.size > 0`, so every effect with a status is
 *   temporary. Token#_drawEffects draws `actor.temporaryEffects` (active and temporary) that have an image.
 * - v14 (T14 = the League's main, 14.366.0; T14/common/documents/active-effect.d.mts, constants.d.mts, client/config.d.mts):
 *   `showIcon` is a NumberField, required, not nullable, choices `CONST.ACTIVE_EFFECT_SHOW_ICON` (NEVER 0,
 *   CONDITIONAL 1, ALWAYS 2), initial CONDITIONAL — a stored effect without it loads as CONDITIONAL; `duration` is
 *   {value, units, expiry, expired} ("a truly indefinite duration is one in which both duration value and expiry
 *   are null"); `active` is false while disabled or suppressed, which core's `isSuppressed` is when `duration.expired`
 *   (the registry's `expiryAction` "update" keeps an expired effect on the actor that way); `isTemporary` = has a
 *   duration. A token draws the applied (active) effects whose `showIcon` is ALWAYS, or CONDITIONAL while temporary.
 * Whether v14's base `toggleStatusEffect` (ActiveEffect.fromStatusEffect) sets `showIcon` is not in the
 * declarations: the double leaves it at the default, the stricter reading (./status-effects.ts).
 */
import type { Obj } from "./base";
import { FOUNDRY_GENERATION, generationConst } from "./generation";

/** v14's `CONST.ACTIVE_EFFECT_SHOW_ICON`, as ./generation.ts declares it. */
export const SHOW_ICON = generationConst(14).ACTIVE_EFFECT_SHOW_ICON as { NEVER: number; CONDITIONAL: number; ALWAYS: number };

interface EffectView { readonly _source: Obj; readonly statuses: ReadonlySet<string>; readonly img?: string; readonly active: boolean; readonly isTemporary: boolean; readonly showIcon?: number }

const durationOf = (source: Obj) => (source.duration ?? {}) as Record<string, unknown>;

/**
 * Effect change data as the generation's schema takes it: v13 drops `showIcon` (no such field); v14 refuses a value
 * outside its choices. Returns the errors (empty: valid); `data` is cleaned in place.
 */
export function cleanEffectData(data: Obj): string[] {
  if (FOUNDRY_GENERATION === 13) {
    delete data.showIcon;
    return [];
  }
  if (!("showIcon" in data)) return [];
  return (Object.values(SHOW_ICON) as unknown[]).includes(data.showIcon) ? [] : [`showIcon: ${String(data.showIcon)} is not a valid choice`];
}

/** The prepared `showIcon`: the source's, or v14's initial CONDITIONAL; v13 has none. */
export function preparedShowIcon(source: Obj): number | undefined {
  if (FOUNDRY_GENERATION === 13) return undefined;
  return typeof source.showIcon === "number" ? source.showIcon : SHOW_ICON.CONDITIONAL;
}

/** ActiveEffect#active: v13 not disabled; v14 also not expired (kept switched off by the expiry registry). */
export function effectActive(source: Obj): boolean {
  if (source.disabled) return false;
  return FOUNDRY_GENERATION === 13 || durationOf(source).expired !== true;
}

/** ActiveEffect#isTemporary as each generation computes it. */
export function effectTemporary(source: Obj, statuses: ReadonlySet<string>): boolean {
  const d = durationOf(source);
  if (FOUNDRY_GENERATION === 14) return (d.value ?? null) !== null || (d.expiry ?? null) !== null;
  const span = (d.seconds as number | null | undefined) ?? ((d.rounds as number | undefined) || (d.turns as number | undefined)) ?? 0;
  return span > 0 || statuses.size > 0;
}

/** The effects whose icons the actor's token draws, in the running generation (Token#_drawEffects). */
export function drawnEffects<E extends EffectView>(effects: Iterable<E>): E[] {
  return [...effects].filter((e) => {
    if (!e.img || !e.active) return false;
    if (FOUNDRY_GENERATION === 13) return e.isTemporary;
    return e.showIcon === SHOW_ICON.ALWAYS || (e.showIcon === SHOW_ICON.CONDITIONAL && e.isTemporary);
  });
}
