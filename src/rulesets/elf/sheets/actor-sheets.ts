/** Elf System actor sheets: thin classes feeding the pure context builders and routing buttons to flows. */
import { RealmsActorSheet } from "../../../core/sheets/base";
import { enrichAll } from "../../../core/sheets/enrich";
import { clickIntent } from "../../../core/roll-dialog";
import { SYSTEM_PATH } from "../../../core/templates";
import type { LadderId } from "../conditions/rules/ladder";
import type { Band } from "../combat/rules/tables";
import { pcAttack } from "../combat/attack";
import { removeState, stabilizeActor } from "../conditions/conditions";
import type { ElfActorModel } from "../models/actor-model";
import { actorModel } from "../../../core/data/actor-model";
import { rangeRows, setBand } from "../combat/combat";
import { npcAttack } from "../requests/requests";
import { rollTask } from "../task/task";
import { elfOptions } from "../settings";
import { conditionsOf } from "../actors/state";
import { ELF_NPC_TABS, ELF_PC_TABS, npcContext, pcContext, type ElfSheetEnv } from "./context";
import type { SheetFrame } from "../../../core/sheets/frame";
import { actorSystem, isItemType } from "../../../core/data/subtypes";

type Sheet = ElfActorSheet;
const firstTarget = () => ([...(game.user.targets ?? [])][0]?.actor ?? null) as Actor.Implementation | null;

abstract class ElfActorSheet extends RealmsActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["realms", "sheet", "actor", "elf"],
    actions: {
      rollTask: ElfActorSheet.#rollTask,
      attack: ElfActorSheet.#attack,
      toggleState: ElfActorSheet.#toggleState,
      stabilize: ElfActorSheet.#stabilize,
      deleteItem: ElfActorSheet.#deleteItem,
      toggleEquipped: ElfActorSheet.#toggleEquipped,
      addRow: ElfActorSheet.#addRow,
      deleteRow: ElfActorSheet.#deleteRow,
      bedRest: ElfActorSheet.#bedRest,
    },
  };

  protected abstract htmlFields: readonly string[];

  /** The pure context's inputs; `frame` (tabs, lock) comes from the core base's context. */
  protected async environment(frame: SheetFrame): Promise<ElfSheetEnv> {
    return {
      frame, conditions: conditionsOf(this.document), options: elfOptions(), worldTime: game.time.worldTime,
      enriched: (await enrichAll(this.document, this.htmlFields)) as Record<string, string>, range: rangeRows(this.document),
    };
  }


  /** Range bands are selects outside the document's data: each change goes through the combat's rules. */
  protected override async _onRender(context: never, options: never): Promise<void> {
    await super._onRender(context, options);
    for (const select of this.element.querySelectorAll<HTMLSelectElement>("select[data-band-with]")) {
      select.addEventListener("change", () => {
        const combat = game.combat as Combat.Implementation | null;
        const self = select.closest<HTMLElement>("[data-self]")?.dataset.self ?? "";
        if (combat) void setBand(combat, self, select.dataset.bandWith ?? "", select.value as Band);
      });
    }
  }

  static async #rollTask(this: Sheet, event: PointerEvent) {
    await rollTask({ actor: this.document, purpose: "task", label: game.i18n.localize("REALMS.Elf.Roll.task"), difficulty: null, intent: clickIntent(event) });
  }

  static async #attack(this: Sheet, event: PointerEvent, target: HTMLElement) {
    if (this.document.type === "elfNpc") return npcAttack(this.document, firstTarget());
    const weapon = this.document.items.get(target.dataset.itemId ?? "");
    if (weapon) await pcAttack(this.document, weapon, firstTarget(), clickIntent(event));
  }

  static async #toggleState(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const id = target.dataset.state as LadderId;
    const active = conditionsOf(this.document).some((c) => c.id === id);
    if (active) await removeState(this.document, id);
    else await actorModel<ElfActorModel>(this.document).applyCondition(id);
  }

  static async #stabilize(this: Sheet) {
    await stabilizeActor(this.document);
  }


  static async #deleteItem(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await this.document.items.get(target.dataset.itemId ?? "")?.delete();
  }

  static async #toggleEquipped(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.document.items.get(target.dataset.itemId ?? "");
    if (item && isItemType(item, ["elfWeapon", "elfArmor", "elfShield"])) await item.update({ system: { equipped: !item.system.equipped } });
  }

  static async #addRow(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const list = target.dataset.list as "traits" | "resources";
    const s = actorSystem(this.document, ["elfPc"]);
    const rows = list === "traits" ? { traits: [...s.traits, { name: "", kind: "ability" as const, value: 1 }] } : { resources: [...s.resources, { name: "", value: 1, max: 1 }] };
    await this.document.update({ system: rows });
  }

  static async #deleteRow(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const list = target.dataset.list as "traits" | "resources";
    const index = Number(target.dataset.index);
    const s = actorSystem(this.document, ["elfPc"]);
    const keep = <T>(rows: readonly T[]) => rows.filter((_, i) => i !== index);
    await this.document.update({ system: list === "traits" ? { traits: keep(s.traits) } : { resources: keep(s.resources) } });
  }

  /** Half a day of bed rest clears the Injury Points. */
  static async #bedRest(this: Sheet) {
    await this.document.update({ system: { injuryPoints: 0 } });
  }
}

type ContextOptions = Parameters<RealmsActorSheet["_prepareContext"]>[0];

export class ElfPcSheet extends ElfActorSheet {
  static override PARTS = { sheet: { template: `${SYSTEM_PATH}/templates/elf/sheets/pc.hbs`, scrollable: [""] } };
  static override SHEET_TABS = ELF_PC_TABS;
  protected htmlFields = ["notes"];
  override async _prepareContext(options: ContextOptions) {
    const { frame } = await super._prepareContext(options);
    return { ...pcContext(this.plain(), await this.environment(frame)), uuid: this.document.uuid } as never;
  }
}

export class ElfNpcSheet extends ElfActorSheet {
  static override PARTS = { sheet: { template: `${SYSTEM_PATH}/templates/elf/sheets/npc.hbs`, scrollable: [""] } };
  static override SHEET_TABS = ELF_NPC_TABS;
  protected htmlFields = ["notes"];
  override async _prepareContext(options: ContextOptions) {
    const { frame } = await super._prepareContext(options);
    return { ...npcContext(this.plain(), await this.environment(frame)), uuid: this.document.uuid } as never;
  }
}
