/**
 * The designated GM's turn glue: each boundary is planned by the pure phase rules (rules/phase-effects.ts) against
 * the models as they are at that moment, then applied here: AP to every model at Upkeep and away at End, the
 * Strategic Phase's Regeneration, cancellations and T rolls (posted to chat with the die), prompts for what a
 * player declares, the Chaos Phase handed to the Chaos deck (a hook chaos/ answers), and fallen Hostiles taken off the field.
 */
import { ref } from "../../../core/refs";
import { noticeContext, notify, NOTICE_CARD } from "../../../core/notices";
import { postCard, postRollCard } from "../../../core/chat/cards";
import { actorModel } from "../../../core/data/actor-model";
import type { Boundary } from "../../../core/rules/timeline";
import { currentPath, sideOfCombatant, timelineOf } from "../../../core/turn-position";
import { combatantOfActor } from "../../../core/token-lookup";
import { apOnArrival, spendAp, upkeepAllotment, type Role } from "./rules/ap";
import { planBoundary, tickWounds, type PhaseEffect, type PhaseModel } from "./rules/phase-effects";
import { PHASE_PROMPT_CARD, type PhasePromptCard } from "../states/prompt-card";
import { actorFacts, apLeftOf } from "../states/facts";
import { applyStateTo, removeStateFrom, stateIdsOf, stateName, statesOf } from "../states/actor-states";
import { inToxic } from "../space/queries";
import { callAllHooks } from "../../../core/ruleset-hooks";
import type { EldfallHooks } from "../hooks";

type CombatLike = Combat.Implementation;
type CombatantLike = Combatant.Implementation;

/** Set a model's AP (kept on the actor; the tracker shows it as pips). */
export const setApOf = (actor: Actor.Implementation, ap: number) => actor.update({ system: { ap: { value: Math.max(0, Math.min(99, ap)) } } });

/**
 * Spend AP for an Activation or a Reaction (rules/ap.ts AP_COST); refused with a localized notice when the model has
 * too few or cannot use AP (Incapacitated, Dead). Only the GM or an owner writes the actor.
 */
export async function spendApOf(actor: Actor.Implementation, cost: number): Promise<boolean> {
  const outcome = spendAp(apLeftOf(actor), cost, stateIdsOf(actor));
  if (!outcome.ok) {
    ui.notifications?.error(`REALMS.Eldfall.States.Errors.${outcome.reason === "noAp" ? "noAp" : "apUnusable"}`, { localize: true, format: { name: actor.name ?? "?" } });
    return false;
  }
  await setApOf(actor, outcome.left);
  return true;
}

/** One combatant as the phase rules see it. */
function phaseModelOf(combatant: CombatantLike): PhaseModel | null {
  const actor = combatant.actor as Actor.Implementation | null;
  if (!actor) return null;
  const f = actorFacts(actor);
  return { id: combatant.id ?? "", side: sideOfCombatant(combatant), ap: apLeftOf(actor), states: stateIdsOf(actor), inToxic: inToxic(combatant), ...f };
}

/**
 * A Wound outside a Resolution Step (a State or Environment tick): through the model's damage pipeline, then at 0 HP
 * Incapacitated at once; a non-hero already Incapacitated dies (heroes never do). Idempotent with a model that
 * already does this after damage (the Resolution Step).
 */
async function sufferTickWound(actor: Actor.Implementation): Promise<void> {
  const wasDown = stateIdsOf(actor).includes("incapacitated");
  await actorModel(actor).takeDamage(1, "wound");
  if (wasDown) await applyStateTo(actor, "dead");
  else if (actorFacts(actor).hp === 0) await applyStateTo(actor, "incapacitated");
}

export async function onCombatBoundaries(combat: CombatLike, boundaries: readonly Boundary[]): Promise<void> {
  for (const b of boundaries) {
    const models = [...combat.combatants].map((c) => phaseModelOf(c as CombatantLike)).filter((m): m is PhaseModel => m !== null);
    for (const effect of planBoundary(models, b)) await applyEffect(combat, effect);
  }
}

async function applyEffect(combat: CombatLike, e: PhaseEffect): Promise<void> {
  if (e.kind === "chaos") {
    // The Chaos deck's draw (chaos/), asked through the ruleset's hook; nobody answering, the GM is reminded to draw one.
    const { drawn } = callAllHooks<EldfallHooks, "realms.eldfall.chaosPhase">("realms.eldfall.chaosPhase", { combat, round: e.round, drawn: null });
    if (drawn) await drawn;
    else await postCard(NOTICE_CARD.id, noticeContext(ref(null), game.i18n.localize("REALMS.Eldfall.States.Notice.chaos")), { gmOnly: true });
    return;
  }
  const combatant = combat.combatants.get(e.id) as CombatantLike | undefined;
  const actor = combatant?.actor as Actor.Implementation | null | undefined;
  if (!combatant || !actor) return;
  switch (e.kind) {
    case "setAp":
      await setApOf(actor, e.ap);
      return;
    case "regenerate": {
      if (e.heal > 0) await actorModel(actor).heal(e.heal);
      for (const s of e.cancel) await removeStateFrom(actor, s, true);
      await notify(actor, "REALMS.Eldfall.States.Notice.regenerate", { hp: e.heal, states: e.cancel.map(stateName).join(", ") || "—" });
      if (e.heal > 0 && statesOf(actor).some((c) => c.id === "incapacitated")) await removeStateFrom(actor, "incapacitated");
      return;
    }
    case "endState":
      await removeStateFrom(actor, e.state);
      return;
    case "tick": {
      const roll = await new Roll("1d20").evaluate();
      const face = Number(roll.total);
      const wound = tickWounds(face, e);
      const text = game.i18n.format(`REALMS.Eldfall.States.Tick.${wound ? "wound" : "safe"}`, {
        source: game.i18n.localize(`REALMS.Eldfall.States.Tick.${e.tick}`), roll: String(face), target: String(e.target),
      });
      await postRollCard(roll, NOTICE_CARD.id, noticeContext(ref(actor), text), { actor });
      if (wound) await sufferTickWound(actor);
      return;
    }
    case "prompt": {
      const card: PhasePromptCard = { actor: ref(actor), prompt: e.prompt, done: false };
      await postCard(PHASE_PROMPT_CARD.id, card, { actor });
      return;
    }
    case "remove":
      await notify(actor, "REALMS.Eldfall.States.Notice.removed", { state: stateName(e.state) });
      await (combatant.token as TokenDocument.Implementation | null)?.update({ hidden: true });
      await combat.deleteEmbeddedDocuments("Combatant", [combatant.id!]);
      return;
  }
}

/** The role a combatant's side has now (the side whose turn it is is Active). */
export function roleNow(combat: CombatLike, combatant: CombatantLike): Role {
  const t = timelineOf(combat);
  const path = currentPath(combat, t);
  const side = t.levels.indexOf("side");
  return side >= 0 && path[side] === sideOfCombatant(combatant) ? "active" : "reactive";
}

/** Phases after which a model arriving in this turn would have missed its Upkeep. */
const AFTER_UPKEEP = new Set(["chaos", "tactical"]);

/** A model spawned or summoned after this turn's Upkeep receives its AP at once (M25). GM only. */
export async function grantArrivalAp(combat: CombatLike, combatant: CombatantLike): Promise<void> {
  const actor = combatant.actor as Actor.Implementation | null;
  if (!actor || combat.round < 1) return;
  const t = timelineOf(combat);
  const phase = t.levels.indexOf("phase");
  if (phase < 0 || !AFTER_UPKEEP.has(currentPath(combat, t)[phase] ?? "")) return;
  const f = actorFacts(actor);
  const ap = apOnArrival({ sta: f.sta, states: stateIdsOf(actor), watchful: (f.traits.watchful ?? 0) > 0 }, roleNow(combat, combatant));
  await setApOf(actor, ap);
}

/**
 * The AP pips' length in the tracker (the Ruleset's `actionPoints`): what the model receives at Upkeep in its role
 * now, Watchful doubled when reactive; a Fatigued or fallen model shows its STA, empty.
 */
export function apAllotmentNow(actor: Actor.Implementation): number {
  const combat = game.combat as CombatLike | null;
  const combatant = combatantOfActor(combat, actor);
  const f = actorFacts(actor);
  const role = combat && combatant ? roleNow(combat, combatant) : "active";
  return Math.max(upkeepAllotment({ sta: f.sta, states: [], watchful: (f.traits.watchful ?? 0) > 0 }, role), apLeftOf(actor));
}

/** This part's Foundry hooks (the ruleset's `init` calls it): a model joining after Upkeep gets its AP at once. */
export function registerTurnHooks(): void {
  Hooks.on("createCombatant", (combatant: Combatant.Implementation) => {
    const combat = combatant.parent as CombatLike | null;
    if (!combat || !game.user.isActiveGM) return;
    void grantArrivalAp(combat, combatant as CombatantLike).catch((err: unknown) => console.error("Realms | Eldfall arrival AP", err));
  });
}

