/** Pure helpers behind the combat tracker display. */
import { pipList, type Pip } from "./pips";
import { activatorOf, type Timeline, type TurnStructure } from "./rules/turn-structure";

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

/** What the tracker shows of a structured round: the side turn, the phase, who is activating, which controls apply. */
export interface StructureView {
  /** i18n keys of the side turn and phase labels (null: the structure has none). */
  readonly sideLabel: string | null;
  readonly phaseLabel: string | null;
  readonly activeSide: string | null;
  readonly activating: string | null;
  readonly hasPhases: boolean;
  /** Models may activate where the combat is now. */
  readonly mayActivate: boolean;
}

export function structureView(structure: TurnStructure, t: Timeline, path: readonly string[]): StructureView {
  const sideAt = t.levels.indexOf("side");
  const phaseAt = t.levels.indexOf("phase");
  const actAt = t.levels.indexOf("activation");
  const side = sideAt >= 0 ? path[sideAt] ?? null : null;
  const phase = phaseAt >= 0 ? path[phaseAt] ?? null : null;
  const node = actAt >= 0 ? path.slice(0, actAt) : null;
  return {
    sideLabel: structure.sides?.find((s) => s.id === side)?.label ?? null,
    phaseLabel: structure.phases?.find((p) => p.id === phase)?.label ?? null,
    activeSide: side,
    activating: actAt >= 0 && path[actAt] ? activatorOf(path[actAt]) : null,
    hasPhases: phaseAt >= 0,
    mayActivate: node !== null && node.length === actAt && t.children(actAt, node) === "free",
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The side turn and phase the GM's Next phase leads to (i18n keys): the phase, with the side turn when it changes; [] for a new round. */
export function nextStepLabels(now: StructureView, next: StructureView | null): string[] {
  if (!next) return ["REALMS.Turns.newRound"];
  return [next.activeSide !== now.activeSide ? next.sideLabel : null, next.phaseLabel].filter((l): l is string => !!l);
}

/** The bar above the tracker's list: labels are localized text, escaped; controls carry only fixed actions. */
export function structureBarHtml(view: StructureView, localize: (key: string) => string, controls: { advance: boolean; end: boolean; next?: readonly string[] }): string {
  const labels = [view.sideLabel, view.phaseLabel].filter((l): l is string => !!l).map((l) => `<span class="realms-structure-label">${escapeHtml(localize(l))}</span>`);
  const buttons: string[] = [];
  if (controls.advance) {
    const to = controls.next?.length ? `: ${controls.next.map((l) => escapeHtml(localize(l))).join(" · ")}` : "";
    buttons.push(`<button type="button" class="realms-structure-advance" data-realms-turn="advancePhase"><i class="fa-solid fa-forward-step" inert></i> ${escapeHtml(localize("REALMS.Turns.nextPhase"))}${to}</button>`);
  }
  if (controls.end) buttons.push(`<button type="button" class="realms-structure-end" data-realms-turn="endActivation">${escapeHtml(localize("REALMS.Turns.endActivation"))}</button>`);
  return `${labels.join(" · ")}${buttons.join("")}`;
}
