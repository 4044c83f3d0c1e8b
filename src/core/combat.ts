/**
 * Combat glue. Foundry runs turn handlers only for the turn it lands on, only on one GM client, and
 * when combatants are added, removed or re-sorted it rewrites the turn index without a turn change;
 * so the system reacts to every change of round, turn or roster and walks every boundary between
 * what it already processed (a flag keyed on combatant ids) and now. Skipped turns, Next Round, jumps
 * and roster changes are all handled, and a rewind followed by a replay never applies anything twice.
 */
import { advanceMark, markAt, UNSTARTED, type CombatPosition, type TurnMark } from "./rules/timeline";
import { endedWithCombat } from "./rules/conditions";
import { effectIdsFor, readConditions } from "./effects";
import { activeRuleset } from "./settings";
import { phaseInitiative, pipsHtml } from "./combat-view";
import { realmsFlag, realmsFlagPath } from "./flags";
import { tickTrackBoundaries } from "./tracks";

const FLAG = "processed";

/** Per-combatant turn state shown in the tracker. */
export interface TurnState { apLeft?: number; apMax?: number; reactionsUsed?: number; reactionsMax?: number }

export class RealmsCombat extends Combat {
  /** Walks run one after another: two overlapping walks would read the same mark and process twice. */
  #walk: Promise<void> = Promise.resolve();

  protected override _onUpdate(changed: Combat.UpdateData, options: Combat.Database.OnUpdateOperation, userId: string): void {
    super._onUpdate(changed, options, userId);
    this.#queueSync();
  }

  protected override _onCreateDescendantDocuments(...args: Combat.OnCreateDescendantDocumentsArgs): void {
    super._onCreateDescendantDocuments(...args);
    if (args[1] === "combatants") this.#queueSync();
  }

  protected override _onUpdateDescendantDocuments(...args: Combat.OnUpdateDescendantDocumentsArgs): void {
    super._onUpdateDescendantDocuments(...args);
    if (args[1] === "combatants") this.#queueSync();
  }

  protected override _onDeleteDescendantDocuments(...args: Combat.OnDeleteDescendantDocumentsArgs): void {
    super._onDeleteDescendantDocuments(...args);
    if (args[1] === "combatants") this.#queueSync();
  }

  protected override _onDelete(options: Combat.Database.OnDeleteOperation, userId: string): void {
    super._onDelete(options, userId);
    if (game.user.isActiveGM) void endCombatConditions(this);
  }

  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    return activeRuleset()?.compareCombatants?.(a, b) ?? super._sortCombatants(a, b);
  }

  #queueSync(): void {
    if (!game.user.isActiveGM) return;
    this.#walk = this.#walk.then(() => this.syncBoundaries()).catch((err: unknown) => console.error("Realms | combat boundaries", err));
  }

  /** Process everything between the mark and now, then move the mark. */
  async syncBoundaries(): Promise<void> {
    const order = this.turns.map((c) => c.id ?? "");
    const stored = realmsFlag<TurnMark | CombatPosition>(this, FLAG);
    // Marks written before roster-proof marks were (round, turn index).
    const processed = !stored ? UNSTARTED : "started" in stored ? stored : markAt(stored, order);
    const now = { round: this.round, combatantId: this.combatant?.id ?? null };
    const { boundaries, mark } = advanceMark(processed, now, order);
    if (!boundaries.length) return;
    await this.update({ [realmsFlagPath(FLAG)]: mark });
    await activeRuleset()?.onCombatBoundaries?.(this, boundaries);
    await tickTrackBoundaries(this, boundaries);
  }
}

/** A deleted combat takes its round- and turn-counted conditions with it (a new combat would count them anew). */
export async function endCombatConditions(combat: Combat.Implementation): Promise<void> {
  const seen = new Set<string>();
  for (const combatant of combat.combatants) {
    const actor = combatant.actor as Actor.Implementation | null;
    if (!actor || seen.has(actor.uuid)) continue;
    seen.add(actor.uuid);
    const ids = effectIdsFor(actor.effects as Iterable<never>, endedWithCombat(readConditions(actor.effects as Iterable<never>)));
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

/** Phase order as initiative (heroes before companions before enemies) and AP/reaction pips in the tracker. */
export function registerCombatHooks(): void {
  Hooks.on("preCreateCombatant", (combatant: Combatant.Implementation) => {
    const ruleset = activeRuleset();
    if (!ruleset?.phaseOf || !ruleset.phases.length || combatant.initiative !== null) return;
    const type = combatant.actor?.type ?? "";
    combatant.updateSource({ initiative: phaseInitiative(ruleset.phases.map((p) => p.id), ruleset.phaseOf(type)) });
  });

  Hooks.on("renderCombatTracker", (_app: unknown, html: HTMLElement) => {
    const combat = game.combat;
    if (!combat) return;
    for (const li of html.querySelectorAll<HTMLElement>("[data-combatant-id]")) {
      const combatant = combat.combatants.get(li.dataset.combatantId ?? "");
      const flag = combatant && realmsFlag<TurnState>(combatant, "turn");
      if (!flag) continue;
      // The allotments are the ruleset's (declared once): its action points for this actor, its reactions per round.
      const ruleset = activeRuleset();
      const actor = combatant.actor as Actor.Implementation | null;
      const state = { ...flag, apMax: (actor && ruleset?.actionPoints?.(actor)) ?? flag.apMax, reactionsMax: ruleset?.reactionsPerRound ?? 0 };
      li.querySelector(".realms-tracker-pips")?.remove();
      const holder = document.createElement("div");
      holder.className = "realms-tracker-pips";
      holder.innerHTML = pipsHtml(state, (key) => game.i18n.localize(key));
      (li.querySelector(".token-name") ?? li).append(holder);
    }
  });
}
