/**
 * The party sheet: members (heroes dropped on it), the Moon Dial, the Quest and Rest buttons, Synergy cards and
 * points, Allies, Fate tokens, the Secret Log and Storage. A thin class: the context is partyContext (pure), each
 * button calls a campaign flow (the GM's steps through runAsGM, which checks the user's rights).
 */
import { RealmsActorSheet } from "../../../core/sheets/base";
import { reportingRefusals } from "../../../core/gm";
import { SYSTEM_PATH } from "../../../core/templates";
import { PARTY_TABS, partyContext, type PartyMember } from "./party-context";
import type { SheetFrame } from "../../../core/sheets/frame";
import { partyData, partyMembers } from "../party/state";
import { campaignHero } from "../campaign/hero";
import { moveDial } from "../campaign/moon-dial";
import { addSynergy, questEnd, questRestart, questStart, summonAlly, trade, unlockSynergy } from "../campaign/quest";
import { addMember, fateCheck, gainFate, recordSecretLog, removeFate, removeMember, removeSecretLog } from "../party/records";
import { openRestDialog } from "./rest-dialog";
import { FormDialog } from "../../../core/apps/form-dialog";
import { isActorType } from "../../../core/data/subtypes";
import type { PartySystem } from "../models/campaign-specs";

type Sheet = EldfallPartySheet;
const Q = "REALMS.Eldfall.Campaign.Quest";

const valueOf = (sheet: Sheet, selector: string) => sheet.element.querySelector<HTMLInputElement | HTMLSelectElement>(selector)?.value ?? "";

export class EldfallPartySheet extends RealmsActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["realms", "sheet", "actor", "eldfall", "party"],
    position: { width: 760, height: 820 },
    actions: {
      moonBack: EldfallPartySheet.#moonBack, moonForward: EldfallPartySheet.#moonForward,
      questStart: EldfallPartySheet.#questStart, questEnd: EldfallPartySheet.#questEnd, questFail: EldfallPartySheet.#questFail,
      questRestart: EldfallPartySheet.#questRestart, rest: EldfallPartySheet.#rest, removeMember: EldfallPartySheet.#removeMember,
      synergyPoint: EldfallPartySheet.#synergyPoint, synergyUnlock: EldfallPartySheet.#synergyUnlock, summonAlly: EldfallPartySheet.#summonAlly,
      addFate: EldfallPartySheet.#addFate, removeFate: EldfallPartySheet.#removeFate, fateCheck: EldfallPartySheet.#fateCheck,
      addCode: EldfallPartySheet.#addCode, removeCode: EldfallPartySheet.#removeCode, give: EldfallPartySheet.#give,
    },
  };

  static override PARTS = { sheet: { template: `${SYSTEM_PATH}/templates/eldfall/party-sheet.hbs`, scrollable: [""] } };

  static override SHEET_TABS = PARTY_TABS;

  override async _prepareContext(options: Parameters<RealmsActorSheet["_prepareContext"]>[0]) {
    const { frame } = (await super._prepareContext(options)) as { frame: SheetFrame };
    const party = this.document;
    const members: PartyMember[] = partyMembers(party).map((a) => ({ ...campaignHero(a), img: a.img ?? "" }));
    const s = partyData(party);
    const allies = [...game.actors].filter((a) => isActorType(a, ["eldfallHero"]) && a.system.ally).map((a) => ({ uuid: a.uuid, name: a.name ?? "" }));
    const names = Object.fromEntries([...s.alliesSummoned, ...s.fates.map((f) => f.holder)].filter(Boolean)
      .map((uuid) => [uuid, (fromUuidSync<Actor.Implementation>(uuid) as { name?: string } | null)?.name ?? uuid]));
    const plain = this.plain();
    return partyContext({ ...plain, system: plain.system as PartySystem }, { frame, gm: game.user.isGM, members, allies, names }) as never;
  }

  /** A hero dropped here joins the party. */
  protected override async _onDropActor(_event: DragEvent, actor: Actor.Implementation) {
    if (!this.isEditable) return null;
    await reportingRefusals(() => addMember(this.document, actor));
    return null;
  }

  /** A member's Upgrade dropped here goes into Storage; any other Item is added as usual. */
  protected override async _onDropItem(event: DragEvent, item: Item.Implementation) {
    const owner = item.parent as Actor.Implementation | null;
    if (owner && owner.uuid !== this.document.uuid && owner.type === "eldfallHero") {
      await reportingRefusals(() => trade(this.document, owner, this.document, item.id ?? ""));
      return null;
    }
    if (owner?.uuid === this.document.uuid || !["eldfallUpgrade", "eldfallSynergy"].includes(item.type)) return null;
    return super._onDropItem(event, item);
  }

  static async #moonBack(this: Sheet) { await moveDial("gm", -1, this.document); }
  static async #moonForward(this: Sheet) { await moveDial("gm", 1, this.document); }

  static async #questStart(this: Sheet) {
    const s = partyData(this.document);
    await questStart(this.document, { name: s.quest.name, synergy: s.synergy.selected });
  }

  static async #questEnd(this: Sheet) { await questEnd(this.document, false); }
  static async #questFail(this: Sheet) { await questEnd(this.document, true); }

  static async #questRestart(this: Sheet) {
    const answer = await FormDialog.ask({
      title: game.i18n.localize(`${Q}.restartTitle`), template: `${SYSTEM_PATH}/templates/eldfall/party-restart.hbs`, context: {},
      buttons: [{ value: "restart", label: game.i18n.localize("REALMS.Eldfall.Campaign.Sheet.questRestart"), icon: "fa-solid fa-rotate", default: true }],
      read: (form, pressed) => (pressed === "restart" ? { hp: !!form.querySelector<HTMLInputElement>("[name=restoreHp]")?.checked, wp: !!form.querySelector<HTMLInputElement>("[name=removeWeakPoints]")?.checked } : null),
    });
    if (answer) await questRestart(this.document, answer.hp, answer.wp);
  }

  static async #rest(this: Sheet) { await openRestDialog(this.document); }

  static async #removeMember(this: Sheet, _e: PointerEvent, target: HTMLElement) {
    await reportingRefusals(() => removeMember(this.document, target.dataset.uuid ?? ""));
  }

  static async #synergyPoint(this: Sheet, _e: PointerEvent, target: HTMLElement) {
    await addSynergy(this.document, Number(target.dataset.delta) || 0);
  }

  static async #synergyUnlock(this: Sheet, _e: PointerEvent, target: HTMLElement) {
    const item = target.dataset.itemId ?? "";
    await unlockSynergy(this.document, item, valueOf(this, `[data-unlock-hero="${item}"]`));
  }

  static async #summonAlly(this: Sheet) { await summonAlly(this.document, valueOf(this, "[data-ally]")); }
  static async #addFate(this: Sheet) { await reportingRefusals(() => gainFate({ letter: "", colour: "" }, this.document)); }
  static async #removeFate(this: Sheet, _e: PointerEvent, target: HTMLElement) { await reportingRefusals(() => removeFate(this.document, Number(target.dataset.index))); }
  static async #fateCheck(this: Sheet) { await fateCheck(this.document); }
  static async #addCode(this: Sheet) { await reportingRefusals(() => recordSecretLog(valueOf(this, "[data-new-code]"), this.document)); }
  static async #removeCode(this: Sheet, _e: PointerEvent, target: HTMLElement) { await reportingRefusals(() => removeSecretLog(this.document, target.dataset.code ?? "")); }

  static async #give(this: Sheet, _e: PointerEvent, target: HTMLElement) {
    const item = target.dataset.itemId ?? "";
    const hero = game.actors.find((a) => a.uuid === valueOf(this, `[data-give-to="${item}"]`));
    if (hero) await trade(this.document, this.document, hero as Actor.Implementation, item);
  }
}

