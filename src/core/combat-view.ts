/** Pure helpers behind the combat tracker display. */

/** Initiative that sorts phases in order (first phase highest); Foundry sorts descending. */
export function phaseInitiative(phaseIds: readonly string[], phase: string): number {
  const index = Math.max(0, phaseIds.indexOf(phase));
  return (phaseIds.length - index) * 10;
}

/** Action point and reaction pips for a tracker row. Only numbers go into the markup. */
export function pipsHtml(state: { apLeft?: number; apMax?: number; reactionsUsed?: number; reactionsMax?: number }, localize: (key: string) => string): string {
  const pip = (filled: boolean, kind: string) => `<span class="realms-pip ${kind}${filled ? " filled" : ""}"></span>`;
  const parts: string[] = [];
  const apMax = Math.max(0, Math.floor(state.apMax ?? 0));
  if (apMax > 0) {
    const left = Math.max(0, Math.min(apMax, Math.floor(state.apLeft ?? 0)));
    parts.push(`<span class="realms-pips" data-tooltip="${localize("REALMS.Combat.actions")}">${Array.from({ length: apMax }, (_, i) => pip(i < left, "ap")).join("")}</span>`);
  }
  const rMax = Math.max(0, Math.floor(state.reactionsMax ?? 0));
  if (rMax > 0) {
    const free = Math.max(0, rMax - Math.floor(state.reactionsUsed ?? 0));
    parts.push(`<span class="realms-pips" data-tooltip="${localize("REALMS.Combat.reactions")}">${Array.from({ length: rMax }, (_, i) => pip(i < free, "reaction")).join("")}</span>`);
  }
  return parts.join("");
}
