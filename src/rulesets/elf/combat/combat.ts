/** Combat glue: the structure of each combat, initiative, end-of-round bookkeeping, range bands. */
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import { phaseInitiative } from "../../../core/combat-view";
import type { Boundary } from "../../../core/rules/timeline";
import { gmAction, missing, refuse, requireMayModify, runAsGM, userMayModify } from "../../../core/gm";
import { id, object, oneOf } from "../../../core/payload";
import { outOfFight } from "../conditions/rules/ladder";
import { closeClosure, moveRefusal, pairKey } from "./rules/range";
import { compareInitiative, roundSeconds, STRUCTURES, type InitiativeEntry, type Structure } from "./rules/structures";
import { BANDS, type Band } from "./rules/tables";
import { elfOptions } from "../settings";
import { bandBetween, combatantOf, isPc, ladderOf, npcSystem, pcSystem, structureOf } from "../actors/state";
import { endCombatFor } from "../conditions/conditions";
import { flushPendingHarm } from "../damage/damage";
import { removeDuelCards, startDuelRound } from "./duel";
import { notify } from "../../../core/notices";
import { postCard } from "../../../core/chat/cards";
import { ROUND_CARD } from "./kinds";
import { actedRound, refuseHelpless } from "../task/acting";
import type { ElfPcActorModel } from "../models/actor-model";
import { actorModel } from "../../../core/data/actor-model";

const PHASES = ["pc", "npc"];
const sideOf = (c: Combatant.Implementation) => (isPc(c.actor as Actor.Implementation) ? "pc" : "npc");

/** Duel and exchange rounds have no initiative: PCs are listed first. Sequential melee rolls it. */
export function phaseValue(c: Combatant.Implementation): number {
  return phaseInitiative(PHASES, sideOf(c));
}

export function initiativeFormula(actor: { type: string; system: unknown }): string {
  if (actor.type === "elfNpc") return String((actor.system as { difficultyLevel: number }).difficultyLevel);
  const speed = actor.type === "elfPc" ? (actor.system as { speedBonus: number }).speedBonus : 0;
  return speed ? `1d20 + ${speed}` : "1d20";
}

export function compareCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
  const entry = (c: Combatant.Implementation): InitiativeEntry => ({ id: c.id ?? "", side: sideOf(c), initiative: c.initiative });
  return compareInitiative(entry(a), entry(b)) || (a.name ?? "").localeCompare(b.name ?? "");
}

export function registerCombatStructureHooks(): void {
  Hooks.on("preCreateCombat", (combat: Combat.Implementation) => {
    if (!realmsFlag(combat, "structure")) combat.updateSource({ [realmsFlagPath("structure")]: elfOptions().structure });
  });
  Hooks.on("preCreateCombatant", (combatant: Combatant.Implementation) => {
    const combat = combatant.parent as Combat.Implementation | null;
    if (combatant.initiative !== null || structureOf(combat) === "sequential") return;
    combatant.updateSource({ initiative: phaseValue(combatant) });
  });
  Hooks.on("renderCombatTracker", (_app: unknown, html: HTMLElement) => renderStructureSelect(html));
}

/** The combat was deleted (the core's end, active GM): everyone who fought in it, also those who left, starts resting off Stunned. */
export async function onCombatEnd(combat: Combat.Implementation, participants: readonly Actor.Implementation[]): Promise<void> {
  for (const actor of participants) await endCombatFor(actor);
  await removeDuelCards(combat);
}

/** A structure picker in the tracker header for the GM. */
function renderStructureSelect(html: HTMLElement) {
  const combat = game.combat as Combat.Implementation | null;
  if (!combat || !game.user.isGM) return;
  html.querySelector(".realms-structure")?.remove();
  const select = document.createElement("select");
  select.className = "realms-structure";
  select.setAttribute("aria-label", game.i18n.localize("REALMS.Elf.Structure.label"));
  const current = structureOf(combat);
  for (const s of STRUCTURES) select.add(new Option(game.i18n.localize(`REALMS.Elf.Structure.${s}`), s, false, s === current));
  select.addEventListener("change", () => void setStructure(combat, select.value as Structure));
  (html.querySelector(".combat-tracker-header, header") ?? html).append(select);
}

export async function setStructure(combat: Combat.Implementation, structure: Structure): Promise<void> {
  if (!STRUCTURES.includes(structure)) return;
  await combat.update({ [realmsFlagPath("structure")]: structure });
  const updates = [...combat.combatants].map((c) => ({ _id: c.id, initiative: structure === "sequential" ? null : phaseValue(c as Combatant.Implementation) }));
  await combat.updateEmbeddedDocuments("Combatant", updates);
}

/** Designated GM client: every boundary the combat crossed, in order. */
export async function onCombatBoundaries(combat: Combat.Implementation, boundaries: readonly Boundary[]): Promise<void> {
  for (const b of boundaries) {
    if (b.kind === "roundEnd") await endRound(combat);
    if (b.kind === "roundEnd") await advanceRoundTime(combat);
    const structure = structureOf(combat);
    if (b.kind === "roundStart" && structure === "duel") await startDuelRound(combat, b.round);
    if (b.kind === "roundStart" && (structure === "exchange" || structure === "sequential")) {
      await postCard(ROUND_CARD.id, { round: b.round, structure });
    }
  }
}

/** A round took its structure's time, so world-time timers (Dying checks, waking) run at the table's pace. */
async function advanceRoundTime(combat: Combat.Implementation) {
  const seconds = roundSeconds(structureOf(combat) ?? elfOptions().structure, elfOptions(), CONFIG.time.roundTime);
  if (seconds > 0) await game.time.advance(seconds);
}

/** End of a round: exchange harm lands, the fallen leave the fight, long actions are over. */
async function endRound(combat: Combat.Implementation) {
  if (structureOf(combat) === "exchange") await flushPendingHarm(combat);
  for (const c of [...combat.combatants] as Combatant.Implementation[]) {
    const actor = c.actor as Actor.Implementation | null;
    if (!actor) continue;
    if (outOfFight(ladderOf(actor)) && !c.defeated) {
      await c.update({ defeated: true });
      await notify(actor, "REALMS.Elf.Notice.outOfFight");
    }
    if (isPc(actor) && pcSystem(actor).longAction) await actorModel<ElfPcActorModel>(actor).endLongAction();
  }
}

/**
 * Set the band between two combatants. The GM may set any band; a player moving their own character
 * changes it by one step, once per round per pair.
 */
export async function setBand(combat: Combat.Implementation, moverId: string, otherId: string, band: Band): Promise<void> {
  const mover = combat.combatants.get(moverId) as Combatant.Implementation | undefined;
  const actor = mover?.actor as Actor.Implementation | null | undefined;
  if (!mover || !actor || !BANDS.includes(band)) return;
  if (!userMayModify(game.user, actor)) return refuse(actor);
  if (!game.user.isGM && refuseHelpless(actor)) return;
  await runAsGM(gmSetBand, { combatId: combat.id, moverId, otherId, band });
}

export const gmSetBand = gmAction("elf", "setBand", object({ combatId: id, moverId: id, otherId: id, band: oneOf(BANDS) }), async (data, user) => {
  const combat = game.combats.get(data.combatId) as Combat.Implementation | undefined;
  const mover = combat?.combatants.get(data.moverId) as Combatant.Implementation | undefined;
  const other = combat?.combatants.get(data.otherId) as Combatant.Implementation | undefined;
  const band: Band = data.band;
  const actor = mover?.actor as Actor.Implementation | null | undefined;
  if (!combat || !mover || !other || mover === other) throw missing("combatant");
  requireMayModify(user, actor);
  const from = bandBetween(combat, mover, other);
  const key = pairKey(mover.id ?? "", other.id ?? "");
  const moves = realmsFlag<Record<string, number>>(combat, "bandMoves") ?? {};
  const refusal = moveRefusal({ gm: user.isGM, from, to: band, round: combat.round, movedRound: moves[key] ?? null, actedRound: actedRound(combat, mover.id ?? "") });
  if (refusal) {
    const warning = game.i18n.format(refusal === "acted" ? "REALMS.Elf.Errors.ActedNoMove" : "REALMS.Elf.Errors.OneBand", { name: actor.name ?? "" });
    return void (await ChatMessage.create({ content: `<p>${foundry.utils.escapeHTML(warning)}</p>`, whisper: [user.id] }));
  }
  // Close is transitive: pairs chained by Close bands become Close too.
  const ranges = { ...(realmsFlag<Record<string, Band>>(combat, "ranges") ?? {}), [key]: band };
  const implied = closeClosure([...combat.combatants].map((c) => c.id ?? ""), ranges);
  await combat.update({
    [realmsFlagPath(`ranges.${key}`)]: band, [realmsFlagPath(`bandMoves.${key}`)]: combat.round,
    ...Object.fromEntries(Object.keys(implied).map((k) => [realmsFlagPath(`ranges.${k}`), "close"])),
  });
  await notify(actor, "REALMS.Elf.Notice.moved", {
    other: other.name ?? "", from: game.i18n.localize(`REALMS.Elf.Band.${from}`), to: game.i18n.localize(`REALMS.Elf.Band.${band}`),
  });
});

/** The rows of a sheet's range panel: every other combatant and the band to it. */
export function rangeRows(actor: Actor.Implementation) {
  const combat = game.combat as Combat.Implementation | null;
  const self = combatantOf(combat, actor);
  if (!combat || !self) return null;
  return {
    combatantId: self.id ?? "",
    rows: ([...combat.combatants] as Combatant.Implementation[]).filter((c) => c.id !== self.id).map((c) => ({
      id: c.id ?? "", name: c.name ?? "", band: bandBetween(combat, self, c),
      reach: c.actor?.type === "elfNpc" ? npcSystem(c.actor as Actor.Implementation).attack.reach : null,
    })),
  };
}
