/** Elvendor actor sheets: thin classes that feed the pure context builders and route buttons to flows. */
import { RealmsActorSheet } from "../../../core/sheets/base";
import { enrichAll } from "../../../core/sheets/enrich";
import { clickIntent } from "../../../core/roll-dialog";
import { SYSTEM_PATH } from "../../../core/templates";
import { attack, save } from "../combat/attack";
import { removeConditionFrom } from "../conditions/conditions";
import { eventSpawn, proposeActivation, spawn } from "../enemies/enemy";
import { playAction } from "../actions/actions";
import { elvendorOptions } from "../settings";
import { detectionContextOf } from "../weather/state";
import { conditionsOf } from "../conditions/conditions";
import { combatantOf, turnStateOf } from "../actors/turn-state";
import { COMPANION_TABS, companionContext, ENEMY_TABS, enemyContext, HERO_TABS, heroContext, type SheetEnv } from "./context";

type Sheet = ElvendorActorSheet;

abstract class ElvendorActorSheet extends RealmsActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["realms", "sheet", "actor", "elvendor"],
    actions: {
      rollAttack: ElvendorActorSheet.#rollAttack,
      rollSave: ElvendorActorSheet.#rollSave,
      playAction: ElvendorActorSheet.#playAction,
      removeCondition: ElvendorActorSheet.#removeCondition,
      planActivation: ElvendorActorSheet.#planActivation,
      spawnInSector: ElvendorActorSheet.#spawnInSector,
      eventSpawn: ElvendorActorSheet.#eventSpawn,
    },
  };

  protected abstract htmlFields: readonly string[];

  protected async environment(): Promise<SheetEnv> {
    const actor = this.document;
    const combatant = combatantOf(actor);
    return {
      editable: this.isEditable,
      conditions: conditionsOf(actor),
      round: combatant ? (game.combat?.round ?? null) : null,
      apLeft: turnStateOf(combatant)?.apLeft ?? null,
      enriched: (await enrichAll(actor, this.htmlFields)) as Record<string, string>,
      detection: game.scenes.viewed ? detectionContextOf(game.scenes.viewed) : null,
      options: elvendorOptions(),
    };
  }


  static async #rollAttack(this: Sheet, event: PointerEvent, target: HTMLElement) {
    const item = this.document.items.get(target.dataset.itemId ?? "");
    const targetToken = [...(game.user.targets ?? [])][0];
    if (!item) return;
    await attack({ attacker: this.document, ability: item, target: (targetToken?.actor ?? null) as Actor.Implementation | null, intent: clickIntent(event) });
  }

  static async #rollSave(this: Sheet) {
    await save(this.document);
  }

  static async #playAction(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await playAction(this.document, target.dataset.actionKey ?? "");
  }

  static async #removeCondition(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await removeConditionFrom(this.document, target.dataset.conditionId ?? "");
  }


  /** Map Cord: put a token of this actor in sector X of the active card on the viewed scene (GM). */
  static async #spawnInSector(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const input = target.closest(".realms-spawn")?.querySelector<HTMLInputElement>("[data-spawn-sector]");
    const sector = Math.trunc(Number(input?.value));
    if (!game.user.isGM) return void ui.notifications?.warn("REALMS.Elvendor.Errors.GMOnly", { localize: true });
    if (!(sector >= 1 && sector <= 12)) return void ui.notifications?.error("REALMS.Elvendor.Errors.Sector", { localize: true });
    await spawn(this.document, sector);
  }

  /** An event's spawn: the D12 picks the sector, no typing. */
  static async #eventSpawn(this: Sheet) {
    await eventSpawn(this.document);
  }

  static async #planActivation(this: Sheet) {
    const combatant = combatantOf(this.document);
    if (game.combat && combatant?.id && game.user.isGM) await proposeActivation(game.combat, combatant.id);
  }
}

// Each sheet's context is ours with Foundry's own spread over it: its render context (document, source, fields) types
// the return, and the document and editable it brings show what ours would.
export class HeroSheet extends ElvendorActorSheet {
  static override PARTS = { sheet: { template: `${SYSTEM_PATH}/templates/elvendor/sheets/hero.hbs`, scrollable: [""] } };
  static override SHEET_TABS = HERO_TABS;
  protected htmlFields = ["notes"];
  override async _prepareContext(options: Parameters<ElvendorActorSheet["_prepareContext"]>[0]) {
    return { ...heroContext(this.plain(), await this.environment()), ...(await super._prepareContext(options)) };
  }
}

export class EnemySheet extends ElvendorActorSheet {
  static override PARTS = { sheet: { template: `${SYSTEM_PATH}/templates/elvendor/sheets/enemy.hbs`, scrollable: [""] } };
  static override SHEET_TABS = ENEMY_TABS;
  protected htmlFields = ["notes", "behavior.notes"];
  override async _prepareContext(options: Parameters<ElvendorActorSheet["_prepareContext"]>[0]) {
    return { ...enemyContext(this.plain(), await this.environment()), ...(await super._prepareContext(options)) };
  }
}

export class CompanionSheet extends ElvendorActorSheet {
  static override PARTS = { sheet: { template: `${SYSTEM_PATH}/templates/elvendor/sheets/companion.hbs`, scrollable: [""] } };
  static override SHEET_TABS = COMPANION_TABS;
  protected htmlFields = ["notes", "ultimate.description"];
  override async _prepareContext(options: Parameters<ElvendorActorSheet["_prepareContext"]>[0]) {
    return { ...companionContext(this.plain(), await this.environment()), ...(await super._prepareContext(options)) };
  }
}
