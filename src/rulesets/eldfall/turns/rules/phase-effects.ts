/**
 * What the turn's phases do to every model (§ TURN STRUCTURE I)–IV), § STATES): AP at Upkeep for both sides,
 * the active side's Strategic Phase (Regeneration, Incapacitated with HP cancelled, Bleeding/Poisoned/Toxic rolls,
 * abilities to declare), the Chaos Phase hook, the End Phase (Ranger's move, AP discarded, fallen Hostiles removed).
 * One boundary at a time, against the models as they are then, so a Wound at the Strategic Phase counts at Upkeep.
 * The glue rolls the dice the plan asks for. Pure.
 */
import { applyModifiers } from "../../../../core/rules/attributes";
import type { Boundary } from "../../../../core/rules/timeline";
import { apAfterEnd, apAfterUpkeep, type Role } from "./ap";
import { stateImmunity, stateStages, type StateId, type TraitLevels } from "../../states/rules/states";

/** One model on the field as the phase rules see it. */
export interface PhaseModel {
  readonly id: string;
  readonly side: string | null;
  /** Heroes and allies: never Dead, never removed at the end of a turn. */
  readonly hero: boolean;
  /** Modified STA, current and maximum HP, base T. */
  readonly sta: number;
  readonly hp: number;
  readonly hpMax: number;
  readonly t: number;
  readonly ap: number;
  readonly states: readonly string[];
  readonly traits: TraitLevels;
  /** Skill levels by id (Regeneration's level heals that many HP; Stealth II re-enters Shrouded). */
  readonly skills: Readonly<Record<string, number>>;
  readonly classes: readonly string[];
  /** In a Toxic Environment (the space's zones answer). */
  readonly inToxic?: boolean;
}

export type TickKind = "bleeding" | "poisoned" | "toxic";
/** Abilities the rules let a model declare at its Strategic Phase or its End Phase; the player chooses. */
export const PHASE_PROMPTS = ["defensiveStance", "alchemistReplenish", "artificerEnchant", "stealthShroud", "rangerMove", "crouchOnRecovery"] as const;
export type PhasePrompt = (typeof PHASE_PROMPTS)[number];

export type PhaseEffect =
  | { readonly kind: "setAp"; readonly id: string; readonly ap: number }
  | { readonly kind: "regenerate"; readonly id: string; readonly heal: number; readonly cancel: readonly StateId[] }
  | { readonly kind: "endState"; readonly id: string; readonly state: StateId; readonly reason: "hpAboveZero" }
  | { readonly kind: "tick"; readonly id: string; readonly tick: TickKind; readonly target: number; readonly autoFail: boolean }
  | { readonly kind: "prompt"; readonly id: string; readonly prompt: PhasePrompt }
  | { readonly kind: "chaos"; readonly round: number }
  | { readonly kind: "remove"; readonly id: string; readonly state: "incapacitated" | "dead" };

const has = (m: PhaseModel, state: StateId) => m.states.includes(state);
const roleOf = (m: PhaseModel, activeSide: string | undefined): Role => (m.side !== null && m.side === activeSide ? "active" : "reactive");

/** The T roll's target: Poisoned is a T−6 roll (additions first), then the bearer's States halve T (Weakened). */
export function tickTarget(tick: TickKind, t: number, states: readonly string[]) {
  const r = applyModifiers(t, { adds: tick === "poisoned" ? [-6] : [], ...stateStages(states, "t"), clamp: { min: 0 }, autoFailAtOrBelow: 0 });
  return { target: r.value, autoFail: r.autoFail };
}

/** A roll of `roll` on a tick fails (the bearer suffers 1 Wound) when it is above the target or the target is 0. */
export const tickWounds = (roll: number, t: { target: number; autoFail: boolean }) => t.autoFail || roll > t.target;

/**
 * The Strategic Phase of one active model: Regeneration first (the player declares in the order they like, and
 * healing before the rolls is never worse: it may cancel Bleeding before its roll), then Incapacitated with HP above 0
 * ends, then the State and Environment rolls, then the abilities to declare.
 */
export function strategicPlan(m: PhaseModel): PhaseEffect[] {
  if (has(m, "dead")) return [];
  const out: PhaseEffect[] = [];
  let states = [...m.states];
  let hp = m.hp;
  const regen = m.skills.regeneration ?? 0;
  if (regen > 0) {
    const heal = Math.max(0, Math.min(regen, m.hpMax - m.hp));
    const cancel = (["bleeding", "weakened", "crippled"] as const).filter((s) => states.includes(s));
    if (heal > 0 || cancel.length) {
      out.push({ kind: "regenerate", id: m.id, heal, cancel });
      states = states.filter((s) => !(cancel as readonly string[]).includes(s));
      hp += heal;
    }
  }
  // Regaining HP ends Incapacitated at once (whoever heals); one still above 0 HP here ends now.
  if (states.includes("incapacitated") && hp > 0) {
    out.push({ kind: "endState", id: m.id, state: "incapacitated", reason: "hpAboveZero" });
    // "Upon cancellation, the model may voluntarily enter the Crouched State."
    if (!states.includes("crouched")) out.push({ kind: "prompt", id: m.id, prompt: "crouchOnRecovery" });
    states = states.filter((s) => s !== "incapacitated");
  }
  const ticks: TickKind[] = [];
  if (states.includes("bleeding")) ticks.push("bleeding");
  if (states.includes("poisoned")) ticks.push("poisoned");
  // Construct and Elemental are immune to Toxic Environment (the Trait registry's answer, like every immunity).
  if (m.inToxic) ticks.push("toxic");
  for (const tick of ticks) {
    if (stateImmunity(m.traits, tick)) continue;
    out.push({ kind: "tick", id: m.id, tick, ...tickTarget(tick, m.t, states) });
  }
  if (!states.includes("incapacitated")) {
    if (m.classes.includes("warrior")) out.push({ kind: "prompt", id: m.id, prompt: "defensiveStance" });
    if (m.classes.includes("alchemist")) out.push({ kind: "prompt", id: m.id, prompt: "alchemistReplenish" });
    if (m.classes.includes("artificer")) out.push({ kind: "prompt", id: m.id, prompt: "artificerEnchant" });
    if ((m.skills.stealth ?? 0) >= 2 && !states.includes("shrouded")) out.push({ kind: "prompt", id: m.id, prompt: "stealthShroud" });
  }
  return out;
}

/** What one boundary does to the models on the field, in order. */
export function planBoundary(models: readonly PhaseModel[], b: Boundary): PhaseEffect[] {
  if (b.kind !== "phaseStart" && b.kind !== "phaseEnd") return [];
  const side = "side" in b ? b.side : undefined;
  const active = models.filter((m) => m.side !== null && m.side === side);
  if (b.kind === "phaseStart") {
    switch (b.phase) {
      case "strategic": return active.flatMap(strategicPlan);
      case "upkeep": return models.map((m) => {
        const role = roleOf(m, side);
        const facts = { sta: m.sta, states: m.states, watchful: (m.traits.watchful ?? 0) > 0 };
        return { kind: "setAp" as const, id: m.id, ap: apAfterUpkeep(facts, role, m.ap) };
      });
      case "chaos": return [{ kind: "chaos", round: b.round }];
      case "end": return active.filter((m) => m.classes.includes("ranger") && !has(m, "dead") && !has(m, "incapacitated"))
        .map((m) => ({ kind: "prompt" as const, id: m.id, prompt: "rangerMove" as const }));
      default: return [];
    }
  }
  if (b.phase !== "end") return [];
  const discard: PhaseEffect[] = models.filter((m) => m.ap !== apAfterEnd()).map((m) => ({ kind: "setAp", id: m.id, ap: apAfterEnd() }));
  const removed: PhaseEffect[] = models.filter((m) => !m.hero && (has(m, "dead") || has(m, "incapacitated")))
    .map((m) => ({ kind: "remove", id: m.id, state: has(m, "dead") ? "dead" : "incapacitated" }));
  return [...discard, ...removed];
}
