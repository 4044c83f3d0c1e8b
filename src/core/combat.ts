/**
 * Combat glue. Foundry runs turn handlers only for the turn it lands on, only on one GM client, and
 * when combatants are added, removed or re-sorted it rewrites the turn index without a turn change;
 * so the system reacts to every change of round, turn or roster and walks every boundary between
 * what it already processed (a flag keyed on combatant ids) and now. Skipped turns, Next Round, jumps
 * and roster changes are all handled, and a rewind followed by a replay never applies anything twice.
 */
import { walkStructure, type Boundary } from "./rules/timeline";
import { partitionAtBoundaries } from "./rules/conditions";
import { compareWithSummons, type Placement } from "./rules/turn-order";
import { effectIdsFor, readConditions } from "./effects";
import { activeRuleset } from "./settings";
import { pipsHtml } from "./combat-view";
import { realmsFlag, realmsFlagPath } from "./flags";
import { tickTrackBoundaries } from "./tracks";
import { emit } from "./events";
import { currentPath, PROCESSED_FLAG, processedMark, sideLookup, sideOfCombatant, structureOf, timelineOf } from "./turn-position";
import { advancePhase, ensureSideGroups, nextTurnGoesThroughGM, renderStructureControls, stepPhase } from "./turn-controls";
import { isActiveGmClient } from "./reacting-client";
import { endCombat, participantsOf, participantUuid, PARTICIPANTS_FLAG } from "./combat-end";

/** Per-combatant turn state shown in the tracker. */
export interface TurnState { apLeft?: number; apMax?: number; reactionsUsed?: number; reactionsMax?: number }

export class RealmsCombat extends Combat {
  /** Walks run one after another: two overlapping walks would read the same mark and process twice. */
  #walk: Promise<void> = Promise.resolve();
  /** Actors seen joining on this client: one that joins and leaves before the next walk records it still took part. */
  readonly #joined = new Set<string>();

  protected override _onUpdate(changed: Combat.UpdateData, options: Combat.Database.OnUpdateOperation, userId: string): void {
    super._onUpdate(changed, options, userId);
    this.#queueSync();
  }

  protected override _onCreateDescendantDocuments(...args: Combat.OnCreateDescendantDocumentsArgs): void {
    super._onCreateDescendantDocuments(...args);
    if (args[1] !== "combatants") return;
    for (const c of args[2] as Combatant.Implementation[]) {
      const uuid = participantUuid(c);
      if (uuid) this.#joined.add(uuid);
    }
    this.#queueSync();
  }

  protected override _onUpdateDescendantDocuments(...args: Combat.OnUpdateDescendantDocumentsArgs): void {
    super._onUpdateDescendantDocuments(...args);
    if (args[1] === "combatants") this.#queueSync();
  }

  protected override _onDeleteDescendantDocuments(...args: Combat.OnDeleteDescendantDocumentsArgs): void {
    super._onDeleteDescendantDocuments(...args);
    if (args[1] === "combatants") this.#queueSync();
  }

  /**
   * With phases, Next Turn is the next phase (then side turn, turn or round), as the GM steps through the structure;
   * a player's (the current combatant's owner's End Turn) goes through the GM, who alone may write the phase.
   */
  override async nextTurn(): Promise<this> {
    if (nextTurnGoesThroughGM(this as Combat.Implementation)) {
      await advancePhase(this as Combat.Implementation);
      return this;
    }
    if (await stepPhase(this as Combat.Implementation)) return this;
    if (await activeRuleset()?.handleNextTurn?.(this as Combat.Implementation)) return this;
    return super.nextTurn();
  }

  /** Foundry's own Next Turn, for a ruleset that decided in `handleNextTurn` that the turn ends. */
  advanceTurn(): Promise<this> {
    return super.nextTurn();
  }

  /**
   * Run `work` after every walk queued so far, and the next walk after it (active GM): what reads or writes the
   * turn state a walk keeps sees it up to date, and two such requests never interleave.
   */
  afterWalks<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#walk.then(work);
    // Its caller gets its error; the queue goes on.
    this.#walk = run.then(() => undefined, () => undefined);
    return run;
  }

  /** A player's Previous Turn would rewind Foundry's turn under the phases (a round, in a structure by sides): the GM's alone. */
  override async previousTurn(): Promise<this> {
    if (!nextTurnGoesThroughGM(this as Combat.Implementation)) return super.previousTurn();
    ui.notifications?.warn("REALMS.Turns.Errors.backGmOnly", { localize: true });
    return this;
  }

  protected override _onDelete(options: Combat.Database.OnDeleteOperation, userId: string): void {
    super._onDelete(options, userId);
    // After any walk in progress, so a condition it ends is not ended twice.
    if (isActiveGmClient()) this.#walk = this.#walk.then(() => endCombat(this, this.#joined)).catch((err: unknown) => console.error("Realms | combat end", err));
  }

  /** The ruleset's order if it has one; else side by side, summons right after their summoner, then Foundry's. Foundry calls it unbound. */
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    const ruleset = activeRuleset();
    const custom = ruleset?.compareCombatants?.(a, b);
    if (custom !== undefined) return custom;
    const structure = ruleset?.turnStructure ?? {};
    if (structure.sides?.length) {
      const ids = structure.sides.map((s) => s.id);
      const bySide = ids.indexOf(sideOfCombatant(a, structure) ?? "") - ids.indexOf(sideOfCombatant(b, structure) ?? "");
      if (bySide) return bySide;
    }
    const roster = (a.parent ?? b.parent) as Combat.Implementation | null;
    const get = (id: string) => (id === a.id ? a : id === b.id ? b : roster?.combatants.get(id)) as Combatant.Implementation;
    return compareWithSummons(a.id ?? "", b.id ?? "", {
      placement: (id) => realmsFlag<Placement>(get(id) ?? {}, "placement") ?? null,
      exists: (id) => !!get(id),
      base: (x, y) => super._sortCombatants(get(x), get(y)),
    });
  }

  #queueSync(): void {
    if (!isActiveGmClient()) return;
    this.#walk = this.#walk.then(() => this.syncBoundaries()).catch((err: unknown) => console.error("Realms | combat boundaries", err));
  }

  /** Record who takes part, process everything between the mark and now, then move the mark; each boundary is announced once processed. */
  async syncBoundaries(): Promise<void> {
    await ensureSideGroups(this);
    const structure = structureOf();
    const t = timelineOf(this, structure);
    const { direction, boundaries, mark } = walkStructure(processedMark(this, t, structure), { round: this.round, path: currentPath(this, t, structure) }, t);
    const participants = participantsOf(this, this.#joined);
    const recorded = realmsFlag<unknown[]>(this, PARTICIPANTS_FLAG);
    const update = {
      ...(participants.length !== (Array.isArray(recorded) ? recorded.length : -1) ? { [realmsFlagPath(PARTICIPANTS_FLAG)]: participants } : {}),
      ...(direction === "forward" ? { [realmsFlagPath(PROCESSED_FLAG)]: mark } : {}),
    };
    if (Object.keys(update).length) await this.update(update);
    if (direction !== "forward" || !boundaries.length) return;
    await expireAtBoundaries(this, boundaries);
    await activeRuleset()?.onCombatBoundaries?.(this, boundaries);
    await tickTrackBoundaries(this, boundaries);
    for (const boundary of boundaries) emit("turnBoundary", { combat: this, boundary });
  }
}

/** `work` in turn with the combat's walks (the system's combat class), else at once. */
export const afterWalks = <T>(combat: Combat.Implementation, work: () => Promise<T>): Promise<T> =>
  (combat instanceof RealmsCombat ? combat.afterWalks(work) : work());

/** Foundry's own Next Turn, past the ruleset's `handleNextTurn`. */
export const advanceTurn = async (combat: Combat.Implementation): Promise<void> => {
  await (combat instanceof RealmsCombat ? combat.advanceTurn() : combat.nextTurn());
};

const STRUCTURE_UNITS = new Set(["activation", "sideTurn", "phase"]);

/** Conditions that end with an activation, a side turn or a phase, for every fighter; the ruleset handles its own kinds. */
export async function expireAtBoundaries(combat: Combat.Implementation, boundaries: readonly Boundary[]): Promise<void> {
  const structural = boundaries.filter((b) => b.kind.startsWith("activation") || b.kind.startsWith("side") || b.kind.startsWith("phase"));
  if (!structural.length) return;
  const sideOf = sideLookup(combat);
  const seen = new Set<string>();
  for (const combatant of combat.combatants) {
    const actor = combatant.actor as Actor.Implementation | null;
    if (!actor?.uuid || seen.has(actor.uuid)) continue;
    seen.add(actor.uuid);
    const conditions = readConditions(actor.effects as Iterable<never>);
    if (!conditions.some((c) => STRUCTURE_UNITS.has(c.duration?.unit))) continue;
    const { expired } = partitionAtBoundaries(conditions, structural, { bearerId: combatant.id ?? "", sideOf });
    const ids = effectIdsFor(actor.effects as Iterable<never>, expired);
    if (ids.length) await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
  }
}

export class RealmsCombatant extends Combatant {
  protected override _getInitiativeFormula(): string {
    const actor = this.actor;
    const combatantCount = (this.parent as Combat.Implementation | null)?.combatants.size ?? 0;
    return (actor && activeRuleset()?.initiativeFormula?.(actor, { combatantCount })) || super._getInitiativeFormula();
  }
}

/** AP/reaction pips, the side turn, phase and activation, and the GM's structure controls in the tracker. */
export function registerCombatHooks(): void {
  Hooks.on("renderCombatTracker", (_app: unknown, html: HTMLElement) => {
    const combat = game.combat;
    if (!combat) return;
    renderStructureControls(combat, html);
    for (const li of html.querySelectorAll<HTMLElement>("[data-combatant-id]")) {
      const combatant = combat.combatants.get(li.dataset.combatantId ?? "");
      const ruleset = activeRuleset();
      const actor = (combatant?.actor ?? null) as Actor.Implementation | null;
      // A ruleset that keeps AP on the actor (Eldfall: both sides hold AP through the turn) says what is left.
      const left = actor ? ruleset?.actionPointsLeft?.(actor) ?? null : null;
      const flag = combatant && (realmsFlag<TurnState>(combatant, "turn") ?? (left !== null ? {} : undefined));
      if (!flag) continue;
      // The allotments are the ruleset's (declared once): its action points for this actor, its reactions per round.
      const state = {
        ...flag, ...(left !== null ? { apLeft: left } : {}),
        apMax: (actor && ruleset?.actionPoints?.(actor)) ?? flag.apMax, reactionsMax: ruleset?.reactionsPerRound ?? 0,
      };
      li.querySelector(".realms-tracker-pips")?.remove();
      const holder = document.createElement("div");
      holder.className = "realms-tracker-pips";
      holder.innerHTML = pipsHtml(state, (key) => game.i18n.localize(key));
      (li.querySelector(".token-name") ?? li).append(holder);
    }
  });
}
