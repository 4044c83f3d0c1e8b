/** Pure helpers behind the combat tracker display. */
import { pipList, type Pip } from "./pips";

/** Initiative that sorts phases in order (first phase highest); Foundry sorts descending. */
export function phaseInitiative(phaseIds: readonly string[], phase: string): number {
  const index = Math.max(0, phaseIds.indexOf(phase));
  return (phaseIds.length - index) * 10;
}

/** Action point and reaction pips for a tracker row (at most MAX_PIPS each). Only numbers go into the markup. */
export function pipsHtml(state: { apLeft?: number; apMax?: number; reactionsUsed?: number; reactionsMax?: number }, localize: (key: string) => string): string {
  const row = (pips: readonly Pip[], kind: string) => pips.map((p) => (p.more !== undefined
    ? `<span class="realms-pip-more">+${p.more}</span>`
    : `<span class="realms-pip ${kind}${p.filled ? " filled" : ""}"></span>`)).join("");
  const parts: string[] = [];
  const apMax = whole(state.apMax);
  if (apMax > 0) {
    parts.push(`<span class="realms-pips" data-tooltip="${localize("REALMS.Combat.actions")}">${row(pipList(apMax, whole(state.apLeft)), "ap")}</span>`);
  }
  const rMax = whole(state.reactionsMax);
  if (rMax > 0) {
    parts.push(`<span class="realms-pips" data-tooltip="${localize("REALMS.Combat.reactions")}">${row(pipList(rMax, rMax - whole(state.reactionsUsed)), "reaction")}</span>`);
  }
  return parts.join("");
}

const whole = (n: number | undefined) => (Number.isFinite(n) ? Math.max(0, Math.floor(n!)) : 0);
