/**
 * 2D6 actor sheets: thin classes feeding the pure context builders (./context.ts) and routing buttons to the
 * ruleset's flows and models (checks, regeneration, equip, eat/drink, charges, give, drop, dispel). Every refusal
 * (cursed, bound, Rule of Three) is a localized notice and nothing changes.
 */
import { RealmsActorSheet } from "../../../core/sheets/base";
import { enrichAll } from "../../../core/sheets/enrich";
import { clickIntent } from "../../../core/roll-dialog";
import { SYSTEM_PATH } from "../../../core/templates";
import { Refusal, reportingRefusals, runAsGM, warnRefusal } from "../../../core/gm";
import { HASTE_STATUS, SLOW_STATUS } from "../survival/rules/sustenance";
import { TWOD6_STATUS_EFFECTS } from "../conditions/statuses";
import { countInForce } from "../../../core/effects";
import { actorSystem, isItemType } from "../../../core/data/subtypes";
import { TWOD6_ACTOR_TYPES, TWOD6_ITEM_TYPES } from "../config";
import { giveItem, gmDispelBinding } from "../items/items";
import { rollCheck } from "../checks/checks";
import { rollRegen } from "../survival/regen";
import { setSustenance, shiftSustenance } from "../survival/sustenance-controls";
import { attackWith } from "../combat/attack";
import { characterContext, creatureContext, ruleOfThreeRefusal, TWOD6_CHARACTER_TABS, TWOD6_CREATURE_TABS, type Twod6SheetEnv } from "./sheet-context";

type Sheet = Twod6ActorSheet;
type FormDataExtended = foundry.applications.ux.FormDataExtended;

const firstTarget = () => ([...(game.user.targets ?? [])][0]?.actor ?? null) as Actor.Implementation | null;

abstract class Twod6ActorSheet extends RealmsActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["realms", "sheet", "actor", "twod6"],
    actions: {
      check: Twod6ActorSheet.#check, regen: Twod6ActorSheet.#regen, equip: Twod6ActorSheet.#equip, consume: Twod6ActorSheet.#consume,
      give: Twod6ActorSheet.#give, drop: Twod6ActorSheet.#drop, dispel: Twod6ActorSheet.#dispel,
      addSlow: Twod6ActorSheet.#addSlow, removeSlow: Twod6ActorSheet.#removeSlow,
      attack: Twod6ActorSheet.#attack, setTrack: Twod6ActorSheet.#setTrack, shiftTrack: Twod6ActorSheet.#shiftTrack,
    },
  };

  protected async environment(): Promise<Twod6SheetEnv> {
    return {
      editable: this.editing, isGM: game.user.isGM,
      enriched: (await enrichAll(this.document, ["notes"])) as Record<string, string>,
      hasteStatuses: countInForce(this.document.effects ?? [], HASTE_STATUS),
      slowStatuses: countInForce(this.document.effects ?? [], SLOW_STATUS),
      conditions: TWOD6_STATUS_EFFECTS.filter((st) => countInForce(this.document.effects ?? [], st.statusId) > 0).map((st) => st.id),
    };
  }

  /** The Rule of Three: a change of scores, race, level or sex that breaks it is refused with the reason. */
  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: FormDataExtended) {
    const data = super._processFormData(event, form, formData) as Record<string, unknown>;
    const flat = foundry.utils.flattenObject(data) as Record<string, unknown>;
    const refusal = ruleOfThreeRefusal(actorSystem(this.document, TWOD6_ACTOR_TYPES), this.document.type, flat);
    if (!refusal) return data;
    warnRefusal(new Refusal(refusal.key, refusal.data));
    for (const k of ["race", "level", "female", "abilities.str", "abilities.agi", "abilities.sta", "abilities.cha"]) delete flat[`system.${k}`];
    void this.render();
    return foundry.utils.expandObject(flat) as Record<string, unknown>;
  }

  private item(target: HTMLElement) {
    return this.document.items.get(target.dataset.itemId ?? "") ?? null;
  }

  private behaviour(target: HTMLElement) {
    const item = this.item(target);
    return item && isItemType(item, TWOD6_ITEM_TYPES) ? { item, model: item.system } : null;
  }

  static async #check(this: Sheet, event: PointerEvent, target: HTMLElement) {
    await rollCheck(this.document, target.dataset.use ? { use: target.dataset.use } : {}, clickIntent(event));
  }

  /** A weapon's Attack against the first targeted token (combat/attack.ts). */
  static async #attack(this: Sheet, event: PointerEvent, target: HTMLElement) {
    const weapon = this.item(target);
    if (weapon) await reportingRefusals(() => attackWith(this.document, weapon, firstTarget(), clickIntent(event)));
  }

  /** What a spell or item does to hunger or thirst: set a state, or move it one state up or down. */
  static async #setTrack(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await setSustenance(this.document, target.dataset.track ?? "", target.dataset.state ?? "");
  }

  static async #shiftTrack(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await shiftSustenance(this.document, target.dataset.track ?? "", Number(target.dataset.steps));
  }

  static async #regen(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const kind = target.dataset.kind === "energy" ? "energy" : "health";
    await rollRegen(this.document, kind, { moving: actorSystem(this.document, TWOD6_ACTOR_TYPES).activity === "move" });
  }

  static async #equip(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await this.behaviour(target)?.model.equip();
  }

  /** Eat or drink a provision, or spend a charge: the item's model decides (models/models.ts `use`). */
  static async #consume(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await this.behaviour(target)?.model.use();
  }

  static async #give(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const found = this.behaviour(target);
    if (!found) return;
    const refusal = found.model.refusalToLose("give");
    if (refusal) return void warnRefusal(refusal);
    const to = firstTarget();
    if (!to || to === this.document) return void warnRefusal(new Refusal("REALMS.Twod6.SheetView.noTarget", { name: found.item.name ?? "?" }));
    await giveItem(found.item, to);
  }

  static async #drop(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const found = this.behaviour(target);
    if (!found) return;
    const refusal = found.model.refusalToLose("drop");
    if (refusal) return void warnRefusal(refusal);
    await found.item.delete();
  }

  static async #dispel(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await runAsGM(gmDispelBinding, { actorId: this.document.id ?? "", itemId: target.dataset.itemId ?? "" });
  }

  static async #addSlow(this: Sheet) {
    const slows = actorSystem(this.document, TWOD6_ACTOR_TYPES).slows;
    await this.document.update({ system: { slows: [...slows, { power: 0 }] } });
  }

  static async #removeSlow(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const slows = actorSystem(this.document, TWOD6_ACTOR_TYPES).slows;
    await this.document.update({ system: { slows: slows.filter((_, i) => i !== Number(target.dataset.index)) } });
  }
}

// Each sheet's context is Foundry's (with the frame) with ours over it: our plain document shows what Foundry's would,
// and our `editable` is the frame's (the lock open). Foundry's declared context types a live Actor as `document`,
// hence the cast down, as the other rulesets' sheets do.
export class Twod6CharacterSheet extends Twod6ActorSheet {
  static override PARTS = { sheet: { template: `${SYSTEM_PATH}/templates/twod6/sheet-actor.hbs`, scrollable: [""] } };
  static override SHEET_TABS = TWOD6_CHARACTER_TABS;
  override async _prepareContext(options: Parameters<Twod6ActorSheet["_prepareContext"]>[0]) {
    return { ...(await super._prepareContext(options)), ...characterContext(this.plain(), await this.environment()) } as never;
  }
}

export class Twod6CreatureSheet extends Twod6ActorSheet {
  static override PARTS = { sheet: { template: `${SYSTEM_PATH}/templates/twod6/sheet-creature.hbs`, scrollable: [""] } };
  static override SHEET_TABS = TWOD6_CREATURE_TABS;
  override async _prepareContext(options: Parameters<Twod6ActorSheet["_prepareContext"]>[0]) {
    return { ...(await super._prepareContext(options)), ...creatureContext(this.plain(), await this.environment()) } as never;
  }
}

export const TWOD6_ACTOR_SHEETS = { twod6Character: Twod6CharacterSheet, twod6Creature: Twod6CreatureSheet };
