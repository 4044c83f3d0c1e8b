/**
 * Eldfall actor sheets (hero, hostile) in the core frame (tabs, play/edit lock); thin classes feeding the pure contexts and routing
 * buttons to the models (attack, equip, counters). States are read from the actor's status effects.
 */
import { RealmsActorSheet } from "../../../core/sheets/base";
import { enrichAll } from "../../../core/sheets/enrich";
import { reportingRefusals } from "../../../core/gm";
import { parseStatusId } from "../../../core/status-ids";
import { SYSTEM_PATH } from "../../../core/templates";
import { ELDFALL_ID, ELDFALL_MODEL_TYPES } from "../config";
import type { EldfallActorModel } from "../models/actor-model";
import { actorSystem } from "../../../core/data/subtypes";

import type { HeroSystem, HostileSystem } from "../models/specs";
import { HERO_TABS, HOSTILE_TABS, heroContext, hostileContext, type EldActorLike, type EldSheetEnv, type SheetState } from "./context";
import type { SheetFrame } from "../../../core/sheets/frame";
import { addChart, deleteChart } from "./edits";
import { behaviorTranslate } from "../ai/translate";
import { apToMana } from "../turns/mana";
import { openLevelUpDialog } from "./level-up-dialog";
import { summon } from "../spawn/summon";
import { missingFields } from "./missing";

type Sheet = EldfallActorSheet;
const COUNTERS = ["weakPoints", "mana"] as const;

abstract class EldfallActorSheet extends RealmsActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["realms", "sheet", "actor", "eldfall"],
    actions: {
      attack: EldfallActorSheet.#attack, equip: EldfallActorSheet.#equip, unequip: EldfallActorSheet.#unequip,
      adjustCounter: EldfallActorSheet.#adjustCounter, deleteItem: EldfallActorSheet.#deleteItem,
      addChart: EldfallActorSheet.#addChart, deleteChart: EldfallActorSheet.#deleteChart, apToMana: EldfallActorSheet.#apToMana,
      levelUp: EldfallActorSheet.#levelUp, summon: EldfallActorSheet.#summon,
    },
  };

  private get model(): EldfallActorModel {
    return actorSystem(this.document, ELDFALL_MODEL_TYPES);
  }

  /** The actor's States: its Eldfall status effects, labelled as CONFIG.statusEffects registers them. */
  private states(): SheetState[] {
    const statuses = (CONFIG.statusEffects ?? []) as unknown as { id: string; name?: string; img?: string }[];
    return [...this.document.statuses].filter((id) => parseStatusId(id)?.ruleset === ELDFALL_ID).map((id) => {
      const effect = statuses.find((s) => s.id === id);
      return { id, label: game.i18n.localize(effect?.name ?? id), img: effect?.img ?? "icons/svg/aura.svg" };
    });
  }

  /** The frame (tabs, play/edit mode) the core sheet adds to the render context. */
  protected async framed(options: Parameters<RealmsActorSheet["_prepareContext"]>[0]): Promise<SheetFrame> {
    return ((await super._prepareContext(options)) as { frame: SheetFrame }).frame;
  }

  protected async environment(frame: SheetFrame): Promise<EldSheetEnv> {
    return { frame, states: this.states(), enriched: (await enrichAll(this.document, ["notes"])) as Record<string, string>, translate: behaviorTranslate, gm: game.user.isGM, missing: missingFields(this.document) };
  }

  /** The actor as plain data, its Items in the order the sheet lists them, its max HP and AP as its token bars show them. */
  protected card<S>(): EldActorLike<S> {
    const plain = this.plain();
    const sortOf = (id: string) => this.document.items.get(id)?.sort ?? 0;
    return { ...plain, system: plain.system as S, items: [...plain.items].sort((a, b) => sortOf(a.id) - sortOf(b.id)), hpMax: this.model.hpMax, apMax: this.model.apMax };
  }

  /** A weapon row's Attack: declared at the targeted models in the model's Activation Sequence (its card runs the rest). */
  static async #attack(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const targets = [...(game.user.targets ?? [])].map((t) => t.actor as Actor.Implementation | null).filter((a): a is Actor.Implementation => !!a);
    await reportingRefusals(() => this.model.declareAttack(target.dataset.rowId ?? "", targets));
  }

  static async #equip(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await reportingRefusals(() => this.model.equip(target.dataset.itemId ?? ""));
  }

  static async #unequip(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await reportingRefusals(() => this.model.unequip(target.dataset.itemId ?? ""));
  }

  static async #adjustCounter(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const counter = COUNTERS.find((c) => c === target.dataset.counter);
    const delta = Number(target.dataset.delta);
    if (!counter || !Number.isInteger(delta)) return;
    await reportingRefusals(() => (delta > 0 ? this.model.regainResource(counter, delta) : this.model.spendResource(counter, -delta)));
  }

  /** A Mage in the Active Role turns 1 AP into 1 Mana Counter (turns/mana.ts checks the rules). */
  static async #apToMana(this: Sheet) {
    await reportingRefusals(() => apToMana(this.document));
  }

  /** A hero's Level Up: the dialog's raises, checked and written by the GM (campaign/leveling.ts). */
  static async #levelUp(this: Sheet) {
    if (this.document.type === "eldfallHero") await openLevelUpDialog(this.document);
  }

  /** Cast a Conjuration Spell: the GM checks the Active Role, Mana Cost and Summoning Limit (spawn/summon.ts). */
  static async #summon(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await summon(this.document, target.dataset.itemId ?? "");
  }

  private get charts(): { chart: string; level: number }[] {
    return actorSystem(this.document, ELDFALL_MODEL_TYPES).spellcraft;
  }

  static async #addChart(this: Sheet) {
    await this.document.update({ system: { spellcraft: addChart(this.charts) } });
  }

  static async #deleteChart(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await this.document.update({ system: { spellcraft: deleteChart(this.charts, Number(target.dataset.index ?? -1)) } });
  }

  static async #deleteItem(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await this.document.items.get(target.dataset.itemId ?? "")?.delete();
  }
}

export class EldfallHeroSheet extends EldfallActorSheet {
  static override PARTS = { sheet: { template: `${SYSTEM_PATH}/templates/eldfall/sheet-hero.hbs`, scrollable: [""] } };
  static override SHEET_TABS = HERO_TABS;
  override async _prepareContext(options: Parameters<RealmsActorSheet["_prepareContext"]>[0]) {
    return heroContext(this.card<HeroSystem>(), await this.environment(await this.framed(options))) as never;
  }
}

export class EldfallHostileSheet extends EldfallActorSheet {
  static override PARTS = { sheet: { template: `${SYSTEM_PATH}/templates/eldfall/sheet-hostile.hbs`, scrollable: [""] } };
  static override SHEET_TABS = HOSTILE_TABS;
  override async _prepareContext(options: Parameters<RealmsActorSheet["_prepareContext"]>[0]) {
    return hostileContext(this.card<HostileSystem>(), await this.environment(await this.framed(options))) as never;
  }
}

/** The partials the sheets use (`templates/eldfall/partials/<name>.hbs`, registered as `realms.eldfall.<name>`). */
export const ELDFALL_SHEET_PARTIALS = ["sheet-identity", "item-unprinted", "sheet-vitals", "sheet-profile", "sheet-stat", "statblock-row", "sheet-abilities", "sheet-attacks", "sheet-inventory", "sheet-rows", "behavior-slot", "behavior-step"];
