/** Elf System entries of the gallery: contexts from the Elf packs through the same pure builders the glue uses. */
import type { ActiveCondition } from "../../src/core/rules/conditions";
import { applyChoices, rollDialogContext } from "../../src/core/roll-dialog-model";
import type { ActorLike, DocLike } from "../../src/core/sheets/context";
import { sheetFrame } from "../../src/core/sheets/frame";
import {
  duelCardContext, roundCardContext, npcDamageCardContext, pcDamageCardContext, requestCardContext, tableCardContext, taskCardContext, type TaskCard,
} from "../../src/rulesets/elf/task/cards";
import type { NpcSystem, PcSystem, WeaponSystem } from "../../src/rulesets/elf/models/specs";
import { taskDialogInput, taskDialogModifiers, taskDialogOdds } from "../../src/rulesets/elf/task/rules/task-odds";
import { reachDisadvantage } from "../../src/rulesets/elf/combat/rules/range";
import { actionPenalty } from "../../src/rulesets/elf/conditions/rules/ladder";
import { statesOf } from "../../src/rulesets/elf/conditions/rules/timers";
import { ELF_DAMAGE_RULES, harmPacket, npcDamage, pcDamage } from "../../src/rulesets/elf/damage/rules/damage";
import { DEFAULT_ELF_OPTIONS } from "../../src/rulesets/elf/options/rules/options";
import { ladderConditions } from "../../src/rulesets/elf/conditions/rules/timers";
import { resolveTask } from "../../src/rulesets/elf/task/rules/task";
import { MELEE_PHASES } from "../../src/rulesets/elf/combat/rules/structures";
import { ELF_ITEM_TEMPLATES, ELF_NPC_TABS, ELF_PC_TABS, elfItemContext, npcContext, pcContext, armorSummary, type ElfSheetEnv, type RangePanel } from "../../src/rulesets/elf/sheets/context";
import { damagePartContext } from "./fixtures-damage";
import { format, translate } from "./render";
import { FOOTER_PARTS, ROLL_DIALOG_PARTS, withRollButtons } from "./fixtures-dialogs";
import { NOTICE_TEMPLATE, noticeContext } from "../../src/core/notices";

export interface ElfEntry { readonly id: string; readonly title: string; readonly kind: "sheet" | "chat" | "hud" | "dialog"; readonly template: string; readonly parts?: readonly string[]; readonly context: object }
type Raw = { _id: string; name: string; img: string; type: string; system: unknown; items?: Raw[] };

const toDoc = (d: Raw): DocLike => ({ id: d._id, name: d.name, img: d.img, type: d.type, system: d.system });
const toActor = <S>(d: Raw): ActorLike<S> => ({ ...(toDoc(d) as DocLike<S>), items: (d.items ?? []).map(toDoc) });
const at = { round: 2, turn: 0, worldTime: 3600 };

export function elfGalleryEntries(docs: Raw[], enrich: (system: unknown) => Record<string, string>, hostileName?: string): ElfEntry[] {
  // The glue enriches every HTML field, empty or not.
  const nest = (system: unknown) => ({ description: "", notes: "", ...enrich(system) });
  const byName = (name: string) => docs.find((d) => d.name === name)!;
  const mira = toActor<PcSystem>(byName("Mira Thornwood"));
  const guardRaw = byName("Town Guard");
  const guard = toActor<NpcSystem>(hostileName ? { ...guardRaw, name: hostileName } : guardRaw);
  const wolf = toActor<NpcSystem>(byName("Wolf"));
  const ctx = (injuryPoints: number, inCombat: boolean, minutes: number | null = null) =>
    ({ at, inCombat, stunRecoverySeconds: 300, knockoutMinutes: minutes, injuryPoints });
  const miraConditions: ActiveCondition[] = ladderConditions([], ["stunned"], ctx(2, true));
  const guardConditions: ActiveCondition[] = ladderConditions([], ["wounded"], ctx(0, true));
  const range = { combatantId: "c1", rows: [{ id: "c2", name: guard.name, band: "short", reach: "M" }, { id: "c3", name: wolf.name, band: "middle", reach: "S" }] };
  const npcRange = { combatantId: "c2", rows: [{ id: "c1", name: mira.name, band: "short", reach: null }] };
  // The owner's view as the sheet opens (play mode, first tab), unless a shot asks for the lock open or another tab.
  const frameOf = (tabs: typeof ELF_PC_TABS, tab: string | null = null, editMode = false) => sheetFrame(tabs, tab, { owner: true, editMode });
  const env = (conditions: ActiveCondition[], doc: { system: unknown }, panel: RangePanel = range, frame = frameOf(ELF_PC_TABS)): ElfSheetEnv =>
    ({ frame, conditions, enriched: nest(doc.system), options: DEFAULT_ELF_OPTIONS, worldTime: at.worldTime + 60, range: panel });
  // The reach rule as the attack reads it (actors/reach.ts): Mira's Long Blade against the guard's Hand Weapon.
  const longBlade = mira.items.find((i) => i.name === "Long Blade")!;
  const guardWeapon = guard.items.find((i) => i.type === "elfWeapon")!;
  const attackReasons = reachDisadvantage((longBlade.system as WeaponSystem).reach, (guardWeapon.system as WeaponSystem).reach)
    ? [(longBlade.system as WeaponSystem).reach === "S" ? "REALMS.Elf.Reason.shortReach" : "REALMS.Elf.Reason.longReach"] : [];
  const miraHurt = { ...mira, system: { ...mira.system, injuryPoints: 2 } };

  const entries: ElfEntry[] = [
    { id: "elf-pc-sheet", title: "Elf System: PC sheet (Stunned, 2 Injury Points, in a melee)", kind: "sheet", template: "templates/elf/sheets/pc.hbs", context: pcContext(miraHurt, env(miraConditions, mira)) },
    { id: "elf-pc-sheet-edit", title: "Elf System: PC sheet unlocked for editing", kind: "sheet", template: "templates/elf/sheets/pc.hbs",
      context: pcContext(miraHurt, env(miraConditions, mira, range, frameOf(ELF_PC_TABS, null, true))) },
    { id: "elf-pc-sheet-traits", title: "Elf System: PC sheet, Traits tab", kind: "sheet", template: "templates/elf/sheets/pc.hbs",
      context: pcContext(miraHurt, env(miraConditions, mira, range, frameOf(ELF_PC_TABS, "traits"))) },
    { id: "elf-pc-sheet-gear", title: "Elf System: PC sheet, Gear tab", kind: "sheet", template: "templates/elf/sheets/pc.hbs",
      context: pcContext(miraHurt, env(miraConditions, mira, range, frameOf(ELF_PC_TABS, "gear"))) },
    { id: "elf-npc-sheet", title: "Elf System: NPC stat block (Town Guard, Wounded)", kind: "sheet", template: "templates/elf/sheets/npc.hbs",
      context: npcContext(guard, env(guardConditions, guard, npcRange, frameOf(ELF_NPC_TABS))) },
  ];
  for (const [type, name] of [["elfWeapon", "Long Blade"], ["elfArmor", "Chainmail"], ["elfShield", "Shield"], ["elfGear", "Healing herbs"], ["elfWeapon", "Long Bow arrow"]] as const) {
    const raw = docs.find((d) => d.name === name && d.type === type) ?? mira.items.map((i) => ({ _id: i.id, ...i } as unknown as Raw)).find((i) => i.name === name)!;
    entries.push({ id: name === "Long Bow arrow" ? "item-elfWeapon-ranged" : `item-${type}`, title: `Elf System item: ${name}`, kind: "sheet", template: ELF_ITEM_TEMPLATES[type]!,
      context: elfItemContext(toDoc(raw), { editable: true, enriched: nest(raw.system) }) });
  }

  // Mira attacks the guard with her Long Blade: DF = the guard's DL 11, −3 (Wounded) = 8; she is Stunned (−3), Swordplay +2.
  const base: TaskCard = {
    purpose: "attack", label: "Long Blade", actor: { name: mira.name, uuid: "Actor.mira" }, target: { name: guard.name, uuid: "Actor.guard" },
    mode: "normal", modeReasons: [], dice: [5, 4, 2], kept: [5, 4, 2], modifiers: [
      { label: "REALMS.Elf.Condition.stunned.name", value: -3, i18n: true }, { label: "Swordplay", value: 2, i18n: false }],
    modifier: -1, difficulty: 8, secret: false, requestId: null, natural: 11, total: 10, outcome: resolveTask(11, -1, 8).outcome,
    forced: null, critical: null, criticalConfirmed: null, tieChoice: null, tieSpent: null, structure: "exchange", stances: null,
    attack: { weapon: "Long Blade", damageBonus: 3, kind: "lethal", ranged: false, gunpowder: false, smallSharp: false }, incoming: null, damageRolled: false,
  };
  const tie: TaskCard = { ...base, purpose: "task", label: "Climb the mill wall", target: null, dice: [6, 2, 3, 5], kept: [6, 5, 3], mode: "advantage",
    modeReasons: [], modifiers: [{ label: "Quick", value: 1, i18n: false }], modifier: 1, difficulty: 15, natural: 14, total: 15,
    outcome: resolveTask(14, 1, 15).outcome, structure: null, attack: null };
  const secret: TaskCard = { ...tie, label: "Spot the ambush", dice: [4, 5, 3], kept: [4, 5, 3], mode: "normal", modifiers: [{ label: "Woodcraft", value: 1, i18n: false }],
    modifier: 1, natural: 12, total: 13, difficulty: null, secret: true, requestId: "req1", outcome: "pending", forced: null, critical: null };
  const duelTask: TaskCard = { ...base, purpose: "duel", label: "round 2", dice: [2, 3, 1, 4], kept: [1, 2, 3], mode: "disadvantage", modeReasons: ["REALMS.Elf.Reason.npcDefends"],
    modifiers: [], modifier: 0, natural: 6, total: 6, difficulty: 9, outcome: "failure", structure: "duel", stances: { pc: "attack", npc: "defend" },
    target: { name: wolf.name, uuid: "Actor.wolf" }, incoming: { weapon: "Medium Beast (bite)", damageBonus: 1, kind: "lethal", ranged: false, gunpowder: false, smallSharp: false } };
  // The dialog's Disadvantage follows the reach rule: Mira's Medium Long Blade against the guard's Medium Hand Weapon has none.
  const npcHit = npcDamage([6, 5, 3], 3, 14, "lethal");
  const armor = armorSummary(mira.items, 0);
  const pcHit = pcDamage([4, 3, 2], armor.melee, 2, 2, "lethal");
  const gm = { isGM: true };
  const player = { isGM: false };

  entries.push(
    { id: "elf-chat-attack", title: "Elf chat: attack succeeds (penalty applied)", kind: "chat", template: "templates/elf/chat/task.hbs", context: taskCardContext(base, player) },
    { id: "elf-chat-tie", title: "Elf chat: a tie with its four options", kind: "chat", template: "templates/elf/chat/task.hbs", context: taskCardContext(tie, player) },
    { id: "elf-chat-tie-chosen", title: "Elf chat: tie settled with effort", kind: "chat", template: "templates/elf/chat/task.hbs",
      context: taskCardContext({ ...tie, tieChoice: "successWithEffort", tieSpent: "Luck" }, player) },
    { id: "elf-chat-secret", title: "Elf chat: secret DF, awaiting the GM (GM view)", kind: "chat", template: "templates/elf/chat/task.hbs", context: taskCardContext(secret, gm) },
    { id: "elf-chat-duel-roll", title: "Elf chat: duel round, the wolf defends", kind: "chat", template: "templates/elf/chat/task.hbs", context: taskCardContext(duelTask, player) },
    { id: "elf-chat-npc-damage", title: "Elf chat: damage against a Wound Threshold", kind: "chat", template: "templates/elf/chat/npc-damage.hbs",
      context: npcDamageCardContext({ attacker: base.actor, target: base.target!, weapon: "Long Blade", dice: [6, 5, 3], damageBonus: 3, threshold: 14, natural: npcHit.natural,
        total: npcHit.total, harm: npcHit.harm, kind: "lethal", deferred: true, applied: false }) },
    { id: "elf-chat-apply-damage", title: "Elf chat: apply damage, the harm a Wound Threshold check decided", kind: "chat", template: "templates/core/chat/apply-damage.hbs",
      context: damagePartContext(harmPacket(npcHit.harm, "lethal", 0, { natural: npcHit.natural, total: npcHit.total, difficulty: 14 }), ELF_DAMAGE_RULES, [{ ...base.target!, uuid: "Actor.target", pool: null }]) },
    { id: "elf-chat-pc-damage", title: "Elf chat: a PC resists damage", kind: "chat", template: "templates/elf/chat/pc-damage.hbs",
      context: pcDamageCardContext({ attacker: { name: guard.name, uuid: "Actor.guard" }, target: base.actor, weapon: "Hand Weapon (sword)", dice: [4, 3, 2],
        armor: [{ name: "Hard Leather", value: 1 }, { name: "Shield", value: 1 }], armorBonus: armor.melee, damageBonus: 2, injuryBefore: 2, kind: "lethal", result: pcHit, applied: false, longActionFailed: false }) },
    { id: "elf-chat-duel", title: "Elf chat: duel round, cards face down", kind: "chat", template: "templates/elf/chat/duel.hbs",
      context: duelCardContext({ combatId: "c", round: 2, pc: base.actor, npc: { name: wolf.name, uuid: "Actor.wolf" }, attackDefend: true, ready: { pc: true, npc: false }, revealed: null, status: "choosing" }) },
    { id: "elf-chat-duel-revealed", title: "Elf chat: duel cards revealed", kind: "chat", template: "templates/elf/chat/duel.hbs",
      context: duelCardContext({ combatId: "c", round: 2, pc: base.actor, npc: { name: wolf.name, uuid: "Actor.wolf" }, attackDefend: true, ready: { pc: true, npc: true }, revealed: { pc: "attack", npc: "defend" }, status: "ready" }) },
    { id: "elf-chat-request", title: "Elf chat: the GM asks for a secret check", kind: "chat", template: "templates/elf/chat/request.hbs",
      context: requestCardContext({ requestId: "r", label: "Spot the ambush", difficulty: null, secret: true, mode: "normal", actors: [base.actor, { name: "Tomas", uuid: "Actor.t" }], source: null, rolled: ["Actor.mira"] }) },
    { id: "elf-chat-table", title: "Elf chat: d666 with coloured dice", kind: "chat", template: "templates/elf/chat/table.hbs",
      context: tableCardContext({ table: "Road Encounters (d666)", dice: [{ role: "high", value: 1 }, { role: "middle", value: 3 }, { role: "low", value: 2 }], reading: "132", text: "A merchant's cart with a broken wheel." }) },
    { id: "elf-chat-notice", title: "Elf chat: the ladder escalates", kind: "chat", template: NOTICE_TEMPLATE,
      context: noticeContext({ name: guard.name, uuid: null }, format("REALMS.Elf.Notice.escalated", { state: "Dying" })) },
    { id: "elf-chat-round", title: "Elf chat: an exchange round's phases", kind: "chat", template: "templates/elf/chat/round.hbs",
      context: roundCardContext({ round: 2, structure: "exchange" }, MELEE_PHASES.exchange) },
    { id: "elf-request-dialog", title: "Elf: the GM asks for a task check", kind: "dialog", template: "templates/elf/dialogs/request-check.hbs", parts: FOOTER_PARTS,
      context: { secret: true, modes: ["normal", "advantage", "disadvantage"].map((id) => ({ id, label: `REALMS.Elf.Mode.${id}`, selected: id === "normal" })),
        who: format("REALMS.Elf.Request.who", { names: "Mira Thornwood" }),
        buttons: [{ value: "send", label: translate("REALMS.Elf.Request.send"), icon: "fa-solid fa-paper-plane", default: true }] } },
    { id: "elf-roll-dialog", title: "Elf roll dialog with exact odds (Stunned Mira attacks the guard)", kind: "dialog", template: "templates/core/roll-dialog.hbs", parts: ROLL_DIALOG_PARTS,
      context: withRollButtons(rollDialogContext(applyChoices(taskDialogInput({
        actor: mira.name, label: longBlade.name, mode: attackReasons.length ? "disadvantage" : "normal", modeReasons: attackReasons, difficulty: base.difficulty, secret: false,
        modifiers: taskDialogModifiers(actionPenalty(statesOf(miraConditions)).sources, mira.system.traits),
      }, translate, format), { active: ["condition.stunned", "trait.1"] }), taskDialogOdds(translate, false))) },
  );
  return entries;
}
