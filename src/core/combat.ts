/**
 * Combat glue. Foundry runs turn handlers only for the turn it lands on and only on one GM client; the
 * system instead walks every boundary between the furthest point already processed (a flag) and the
 * new position, so skipped turns, Next Round and jumps are handled, and a rewind followed by a replay
 * never applies anything twice.
 */
import { syncFromMark, type CombatPosition } from "./rules/timeline";
import { activeRuleset } from "./settings";
import { phaseInitiative, pipsHtml } from "./combat-view";
import { realmsFlag, realmsFlagPath } from "./flags";

const FLAG = "processed";

/** Per-combatant turn state shown in the tracker. */
export interface TurnState { apLeft?: number; apMax?: number; reactionsUsed?: number; reactionsMax?: number }

export class RealmsCombat extends Combat {
  protected override async _onStartRound(context: Combat.RoundEventContext): Promise<void> {
    await super._onStartRound(context);
    if (this.turns.length === 0) await this.syncBoundaries();
  }

  protected override async _onStartTurn(combatant: Combatant.Implementation, context: Combat.TurnEventContext): Promise<void> {
    await super._onStartTurn(combatant, context);
    await this.syncBoundaries();
  }

  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    return activeRuleset()?.compareCombatants?.(a, b) ?? super._sortCombatants(a, b);
  }

  /** Process everything between the high-water mark and now, then move the mark. */
  async syncBoundaries(): Promise<void> {
    const ruleset = activeRuleset();
    const processed = realmsFlag<CombatPosition>(this, FLAG) ?? { round: 0, turn: null };
    const now: CombatPosition = { round: this.round, turn: this.turns.length ? this.turn : null };
    const { boundaries, mark } = syncFromMark(processed, now, this.turns.map((c) => c.id ?? ""));
    if (!boundaries.length) return;
    await this.update({ [realmsFlagPath(FLAG)]: mark });
    await ruleset?.onCombatBoundaries?.(this, boundaries);
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
      const state = combatant && realmsFlag<TurnState>(combatant, "turn");
      if (!state) continue;
      li.querySelector(".realms-tracker-pips")?.remove();
      const holder = document.createElement("div");
      holder.className = "realms-tracker-pips";
      holder.innerHTML = pipsHtml(state, (key) => game.i18n.localize(key));
      (li.querySelector(".token-name") ?? li).append(holder);
    }
  });
}
