/**
 * Moving through a structured round: the GM advances the phase (then the side turn, then the round), and so
 * does the owner of the current combatant, to whom Foundry's tracker gives Next Turn; a model's owner starts its
 * activation while its side may activate, and ends it; summons join right after their summoner. A player may
 * change only a Combat's round and turn (BaseCombat), never the system's flags that hold the phase and the
 * activation, so each goes through a GM action with the requester's rights checked there. The walk (combat.ts)
 * turns every change into boundaries.
 */
import { missing, Refusal, coreGmAction, requireMayModify, runAsGM } from "./gm";
import { id, object } from "./payload";
import { realmsFlag, realmsFlagPath } from "./flags";
import { activationKey, nextStep, type StoredPosition } from "./rules/turn-structure";
import type { Placement } from "./rules/turn-order";
import { nextStepLabels, structureBarHtml, structureView } from "./combat-view";
import { currentPath, groupOf, POSITION_FLAG, processedMark, SIDE_FLAG, sideOfCombatant, structureOf, timelineOf } from "./turn-position";

type CombatLike = Combat.Implementation;

const combatOf = (combatId: string) => {
  const combat = game.combats?.get(combatId) as CombatLike | undefined;
  if (!combat) throw missing("combat");
  return combat;
};

const storePath = (combat: CombatLike, path: readonly string[]) =>
  combat.update({ [realmsFlagPath(POSITION_FLAG)]: { round: combat.round, path: [...path] } satisfies StoredPosition });

/**
 * Next phase; past the last, the next side turn: true when done. False past the last phase of a combatant's
 * turn (Foundry's own next turn follows) or when the structure has no phases.
 */
export async function stepPhase(combat: CombatLike): Promise<boolean> {
  if (combat.round < 1 || !structureOf().phases?.length) return false;
  const t = timelineOf(combat);
  const step = nextStep(t, currentPath(combat, t));
  if (step.kind === "path") await storePath(combat, step.path);
  else if (step.kind === "nextRound") await combat.nextRound();
  return step.kind !== "nextTurn";
}

/** Next phase, side turn, turn or round: the tracker's own Next Turn does the same (RealmsCombat#nextTurn). */
export async function advancePhaseOf(combat: CombatLike): Promise<void> {
  await combat.nextTurn();
}

/** Next Turn on this client writes the phase into the combat's flags, which only a GM may: a player asks the GM. */
export const nextTurnGoesThroughGM = (combat: CombatLike): boolean => !game.user.isGM && combat.round >= 1 && !!structureOf().phases?.length;

/** Start `combatantId`'s next activation where the combat is now (its first, or again after a haste). */
export async function startActivationOf(combat: CombatLike, combatantId: string): Promise<void> {
  const structure = structureOf();
  const t = timelineOf(combat, structure);
  const path = currentPath(combat, t, structure);
  const at = t.levels.indexOf("activation");
  const node = path.slice(0, at);
  if (at < 0 || node.length !== at || t.children(at, node) !== "free") throw new Refusal("REALMS.Turns.Errors.noActivations");
  const sideAt = t.levels.indexOf("side");
  const turnAt = t.levels.indexOf("turn");
  const combatant = combat.combatants.get(combatantId) as Combatant.Implementation | undefined;
  if (turnAt >= 0 ? node[turnAt] !== combatantId : sideAt >= 0 && sideOfCombatant(combatant, structure) !== node[sideAt]) {
    throw new Refusal("REALMS.Turns.Errors.notNow", { name: combatant?.name ?? "?" });
  }
  // Its activations here so far, as processed: the next one is a new key, so a haste's second activation is a boundary of its own.
  const prefix = `${node.join("/")}/${combatantId}#`;
  const done = processedMark(combat, t, structure).started.filter((k) => k.startsWith(prefix)).length;
  await storePath(combat, [...node, activationKey(combatantId, done + 1)]);
}

/** End the open activation. */
export async function endActivationOf(combat: CombatLike): Promise<void> {
  const t = timelineOf(combat);
  const path = currentPath(combat, t);
  const at = t.levels.indexOf("activation");
  if (at >= 0 && path.length > at) await storePath(combat, path.slice(0, at));
}

/** The combatant whose activation is open now, if any. */
export const activatingCombatant = (combat: CombatLike): Combatant.Implementation | undefined => {
  const t = timelineOf(combat);
  const path = currentPath(combat, t);
  const at = t.levels.indexOf("activation");
  const key = at >= 0 ? path[at] : undefined;
  return key ? combat.combatants.get(key.slice(0, key.lastIndexOf("#"))) as Combatant.Implementation | undefined : undefined;
};

export const gmAdvancePhase = coreGmAction("advancePhase", object({ combatId: id }), async (data, user) => {
  const combat = combatOf(data.combatId);
  // The GM, or whom Foundry's tracker gives Next Turn: the owner of the current combatant.
  if (!user.isGM) {
    const current = combat.combatant as Combatant.Implementation | undefined;
    if (!current) throw new Refusal("REALMS.GmRequest.gmOnly");
    requireMayModify(user, current.actor as Actor.Implementation | null);
  }
  await advancePhaseOf(combat);
});

export const gmStartActivation = coreGmAction("startActivation", object({ combatId: id, combatantId: id }), async (data, user) => {
  const combat = combatOf(data.combatId);
  const combatant = combat.combatants.get(data.combatantId) as Combatant.Implementation | undefined;
  if (!combatant) throw missing("combatant");
  requireMayModify(user, combatant.actor as Actor.Implementation | null);
  await startActivationOf(combat, data.combatantId);
  return true;
});

export const gmEndActivation = coreGmAction("endActivation", object({ combatId: id }), async (data, user) => {
  const combat = combatOf(data.combatId);
  const activating = activatingCombatant(combat);
  if (!activating) throw new Refusal("REALMS.Turns.Errors.noActivation");
  requireMayModify(user, activating.actor as Actor.Implementation | null);
  await endActivationOf(combat);
});

/** Request from any client (a player activates their own model); `startActivation` resolves to true once opened (undefined: refused, the user was told). */
export const advancePhase = (combat: CombatLike) => runAsGM(gmAdvancePhase, { combatId: combat.id });
export const startActivation = (combat: CombatLike, combatantId: string) => runAsGM(gmStartActivation, { combatId: combat.id, combatantId });
export const endActivation = (combat: CombatLike) => runAsGM(gmEndActivation, { combatId: combat.id });

/**
 * A summoned creature joins right after its summoner (and on its side: the summoner's group), or, summoned by
 * the environment, after everyone already there. GM only (combatants are the GM's to create).
 */
export async function addSummoned(combat: CombatLike, data: Combatant.CreateData, summonerId: string | null): Promise<Combatant.Implementation | undefined> {
  const seq = 1 + Math.max(0, ...[...combat.combatants].map((c) => realmsFlag<Placement>(c, "placement")?.seq ?? 0));
  const summoner = summonerId ? combat.combatants.get(summonerId) as Combatant.Implementation | undefined : undefined;
  if (summonerId && !summoner) throw missing("combatant");
  const placement: Placement = summoner ? { summoner: summoner.id!, seq } : { environment: true, seq };
  const group = summoner ? groupOf(summoner)?.id ?? null : null;
  const created = await combat.createEmbeddedDocuments("Combatant", [{
    ...data, initiative: summoner?.initiative ?? data.initiative ?? null, ...(group ? { group } : {}),
    flags: { ...data.flags, realms: { placement } },
  }]);
  return created?.[0] as Combatant.Implementation | undefined;
}

/** One CombatantGroup per declared side, and every combatant without a group in its side's (GM, on the walk). */
export async function ensureSideGroups(combat: CombatLike): Promise<void> {
  const structure = structureOf();
  if (!structure.sides?.length || !combat.groups) return;
  const bySide = new Map<string, string>();
  for (const g of combat.groups) {
    const side = realmsFlag<string>(g, SIDE_FLAG);
    if (side && g.id) bySide.set(side, g.id);
  }
  const missingSides = structure.sides.filter((s) => !bySide.has(s.id));
  if (missingSides.length) {
    const made = await combat.createEmbeddedDocuments("CombatantGroup", missingSides.map((s) => ({
      name: game.i18n.localize(s.label), flags: { realms: { [SIDE_FLAG]: s.id } },
    })));
    for (const g of (made ?? []) as CombatantGroup.Implementation[]) bySide.set(realmsFlag<string>(g, SIDE_FLAG) ?? "", g.id ?? "");
  }
  const updates = [...combat.combatants].filter((c) => !groupOf(c as Combatant.Implementation))
    .map((c) => ({ _id: c.id, group: bySide.get(sideOfCombatant(c as Combatant.Implementation, structure) ?? "") ?? null }))
    .filter((u) => u.group);
  if (updates.length) await combat.updateEmbeddedDocuments("Combatant", updates);
}

/** The side turn, phase and activation above the list, the GM's controls, and Activate on the rows that may. */
export function renderStructureControls(combat: CombatLike, html: HTMLElement): void {
  const structure = structureOf();
  if (!structure.sides?.length && !structure.phases?.length && !structure.activations) return;
  const t = timelineOf(combat, structure);
  const path = combat.round >= 1 ? currentPath(combat, t, structure) : [];
  const view = structureView(structure, t, path);
  html.querySelector(".realms-structure-bar")?.remove();
  const bar = document.createElement("div");
  bar.className = "realms-structure-bar";
  const activating = view.activating ? combat.combatants.get(view.activating) as Combatant.Implementation | undefined : undefined;
  const step = combat.round >= 1 ? nextStep(t, path) : null;
  const next = step?.kind === "path" ? structureView(structure, t, step.path) : null;
  bar.innerHTML = structureBarHtml(view, (k) => game.i18n.localize(k), {
    advance: game.user.isGM && view.hasPhases && combat.round >= 1,
    next: step && step.kind !== "nextTurn" ? nextStepLabels(view, next) : [],
    end: !!activating && (game.user.isGM || !!activating.isOwner),
  });
  bar.querySelector("[data-realms-turn=advancePhase]")?.addEventListener("click", () => void advancePhase(combat));
  bar.querySelector("[data-realms-turn=endActivation]")?.addEventListener("click", () => void endActivation(combat));
  (html.querySelector(".combat-tracker-header, header") ?? html).append(bar);
  for (const li of html.querySelectorAll<HTMLElement>("[data-combatant-id]")) {
    const combatant = combat.combatants.get(li.dataset.combatantId ?? "") as Combatant.Implementation | undefined;
    li.querySelector(".realms-activate")?.remove();
    li.classList.toggle("realms-activating", !!combatant && combatant.id === view.activating);
    if (!combatant || !view.mayActivate || !(game.user.isGM || combatant.isOwner)) continue;
    if (view.activeSide !== null && t.levels.includes("side") && !t.levels.includes("turn") && sideOfCombatant(combatant, structure) !== view.activeSide) continue;
    if (t.levels.includes("turn") && combat.combatant?.id !== combatant.id) continue;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "realms-activate";
    button.textContent = game.i18n.localize("REALMS.Turns.activate");
    button.addEventListener("click", () => void startActivation(combat, combatant.id!));
    (li.querySelector(".token-name") ?? li).append(button);
  }
}
