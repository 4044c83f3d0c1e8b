/** Aedelore actor sheets: thin classes feeding the pure context builders and routing buttons to flows. */
import { RealmsActorSheet } from "../../../core/sheets/base";
import { enrichAll } from "../../../core/sheets/enrich";
import { clickIntent } from "../../../core/roll-dialog";
import { SYSTEM_PATH } from "../../../core/templates";
import type { AbilityKey, SkillKey } from "../character/rules/skills";
import type { WorthinessChange } from "../character/rules/worthiness";
import { rollCheck, rollContest } from "../checks/checks";
import { attack } from "../combat/attack";
import { castSpell, toggleSpell, useAbility } from "../magic/magic";
import { bandage, newDay, restock, takeRest, treat, usePotion } from "../supplies/resources";
import { setStatus } from "../conditions/conditions";
import { worthinessChange } from "../character/worthiness";
import { conditionsOf, isSafeArea, statusesOf } from "../character/state";
import { aedeloreOptions } from "../settings";
import { isItemType } from "../../../core/data/subtypes";
import { AED_CHARACTER_TABS, AED_CREATURE_TABS, characterContext, creatureContext, type AedSheetEnv } from "./context";
import type { SheetFrame } from "../../../core/sheets/frame";

type Sheet = AedActorSheet;
const firstTarget = () => ([...(game.user.targets ?? [])][0]?.actor ?? null) as Actor.Implementation | null;

abstract class AedActorSheet extends RealmsActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["realms", "sheet", "actor", "aedelore"],
    actions: {
      rollTalent: AedActorSheet.#rollTalent, contest: AedActorSheet.#contest, attack: AedActorSheet.#attack,
      toggleStatus: AedActorSheet.#toggleStatus, toggleEquipped: AedActorSheet.#toggleEquipped, deleteItem: AedActorSheet.#deleteItem,
      castSpell: AedActorSheet.#castSpell, toggleSpell: AedActorSheet.#toggleSpell, useAbility: AedActorSheet.#useAbility,
      usePotion: AedActorSheet.#usePotion, useGear: AedActorSheet.#useGear, newDay: AedActorSheet.#newDay, rest: AedActorSheet.#rest,
      treat: AedActorSheet.#treat, worthiness: AedActorSheet.#worthiness, finishCreation: AedActorSheet.#finishCreation,
    },
  };

  /** The frame (tabs, play/edit mode) comes from the core sheet's context; the rest is this ruleset's. */
  protected async environment(options: Parameters<RealmsActorSheet["_prepareContext"]>[0]): Promise<AedSheetEnv> {
    const { frame } = (await super._prepareContext(options)) as unknown as { frame: SheetFrame };
    return {
      frame, conditions: conditionsOf(this.document), isGM: game.user.isGM,
      enriched: (await enrichAll(this.document, ["notes"])) as Record<string, string>,
      safeArea: isSafeArea(), respectedFrom: aedeloreOptions().respectedFrom,
    };
  }

  private item(target: HTMLElement) {
    return this.document.items.get(target.dataset.itemId ?? "") ?? null;
  }

  static async #rollTalent(this: Sheet, event: PointerEvent, target: HTMLElement) {
    const { ability, skill } = target.dataset;
    await rollCheck(this.document, { ability: ability as AbilityKey | undefined, skill: skill as SkillKey | undefined }, clickIntent(event));
  }

  static async #contest(this: Sheet, event: PointerEvent, target: HTMLElement) {
    const opponent = firstTarget();
    if (!opponent) return void ui.notifications?.warn("REALMS.Errors.NoTarget", { localize: true });
    await rollContest(this.document, target.dataset.skill as SkillKey, opponent, clickIntent(event));
  }

  static async #attack(this: Sheet, event: PointerEvent, target: HTMLElement) {
    const weapon = this.item(target);
    if (weapon) await attack(this.document, weapon, firstTarget(), clickIntent(event));
  }

  static async #toggleStatus(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const id = target.dataset.status ?? "";
    await setStatus(this.document, id, !statusesOf(this.document).includes(id));
  }

  static async #toggleEquipped(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.item(target);
    if (item && isItemType(item, ["aedeloreWeapon", "aedeloreArmor", "aedeloreShield"])) await item.update({ system: { equipped: !item.system.equipped } });
  }

  static async #deleteItem(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await this.item(target)?.delete();
  }

  static async #castSpell(this: Sheet, event: PointerEvent, target: HTMLElement) {
    const spell = this.item(target);
    if (spell) await castSpell(this.document, spell, clickIntent(event));
  }

  static async #toggleSpell(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const spell = this.item(target);
    if (spell) await toggleSpell(this.document, spell);
  }

  static async #useAbility(this: Sheet, event: PointerEvent, target: HTMLElement) {
    const ability = this.item(target);
    if (ability) await useAbility(this.document, ability, clickIntent(event));
  }

  static async #usePotion(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const potion = this.item(target);
    if (!potion) return;
    // Poison goes on the first equipped melee weapon.
    const weapon = this.document.items.find((i) => isItemType(i, ["aedeloreWeapon"]) && i.system.equipped) ?? null;
    await usePotion(this.document, potion, weapon);
  }

  static async #useGear(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.item(target);
    if (!item) return;
    if (item.type === "aedeloreProvision") await restock(this.document, item);
    else await bandage(this.document, item);
  }

  static async #newDay(this: Sheet) {
    await newDay(this.document);
  }

  static async #rest(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await takeRest(this.document, target.dataset.kind === "long" ? "long" : "short");
  }

  static async #treat(this: Sheet) {
    const patient = firstTarget() ?? this.document;
    await treat(this.document, patient);
  }

  static async #worthiness(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await worthinessChange(this.document, (target.dataset.change ?? "custom") as WorthinessChange | "custom");
  }

  static async #finishCreation(this: Sheet) {
    await this.document.update({ system: { creationComplete: true } });
  }
}

export class AedCharacterSheet extends AedActorSheet {
  static override SHEET_TABS = AED_CHARACTER_TABS;
  static override PARTS = { sheet: { template: `${SYSTEM_PATH}/templates/aedelore/sheets/character.hbs`, scrollable: [""] } };
  override async _prepareContext(options: Parameters<RealmsActorSheet["_prepareContext"]>[0]) {
    return characterContext(this.plain(), await this.environment(options)) as never;
  }
}

export class AedCreatureSheet extends AedActorSheet {
  static override SHEET_TABS = AED_CREATURE_TABS;
  static override PARTS = { sheet: { template: `${SYSTEM_PATH}/templates/aedelore/sheets/creature.hbs`, scrollable: [""] } };
  override async _prepareContext(options: Parameters<RealmsActorSheet["_prepareContext"]>[0]) {
    return creatureContext(this.plain(), await this.environment(options)) as never;
  }
}
