/** Aedelore entries of the gallery: contexts from the Aedelore packs through the pure builders the glue uses. */
import type { ActiveCondition } from "../../src/core/rules/conditions";
import { applyChoices, rollDialogContext } from "../../src/core/roll-dialog-model";
import type { ActorLike, DocLike } from "../../src/core/sheets/context";
import { attackCardContext, checkCardContext, tableCardContext, type AttackCard, type CheckCard, type PoolSummary } from "../../src/rulesets/aedelore/checks/cards";
import type { CharacterSystem, CreatureSystem } from "../../src/rulesets/aedelore/models/specs";
import { poolDialogInput, poolOdds, statusToggles } from "../../src/rulesets/aedelore/checks/rules/pool-odds";
import { barelyCountsFor, DIFFICULTIES } from "../../src/rulesets/aedelore/checks/rules/checks";
import { statusPenalties } from "../../src/rulesets/aedelore/conditions/rules/conditions";
import { characterDerived } from "../../src/rulesets/aedelore/character/rules/derived";
import { characterInputOf } from "../../src/rulesets/aedelore/character/state";
import { linkedAbility } from "../../src/rulesets/aedelore/character/rules/skills";
import { attackResult, damageFor, reactionOdds, resolveReaction } from "../../src/rulesets/aedelore/combat/rules/combat";
import { percent } from "../../src/core/format";
import { readPool } from "../../src/rulesets/aedelore/checks/rules/pool";
import { AED_CHARACTER_TABS, AED_CREATURE_TABS, aedItemContext, characterContext, creatureContext, type AedSheetEnv } from "../../src/rulesets/aedelore/sheets/context";
import { sheetFrame, type SheetTab } from "../../src/core/sheets/frame";
import { EN_WORDS, format, translate } from "./render";
import { FOOTER_PARTS, reactionButtons, ROLL_DIALOG_PARTS, withRollButtons } from "./fixtures-dialogs";
import { damagePartContext } from "./fixtures-damage";
import { AEDELORE_DAMAGE_RULES, attackPacket } from "../../src/rulesets/aedelore/combat/rules/damage";
import { NOTICE_TEMPLATE, noticeContext } from "../../src/core/notices";

export interface AedEntry { readonly id: string; readonly title: string; readonly kind: "sheet" | "chat" | "hud" | "dialog"; readonly template: string; readonly parts?: readonly string[]; readonly context: object }
type Raw = { _id: string; name: string; img: string; type: string; system: unknown; items?: Raw[] };

const toDoc = (d: Raw): DocLike => ({ id: d._id, name: d.name, img: d.img, type: d.type, system: d.system });
const toActor = <S>(d: Raw): ActorLike<S> => ({ ...(toDoc(d) as DocLike<S>), items: (d.items ?? []).map(toDoc) });
const at = { round: 1, turn: 0, worldTime: 0 };
const status = (id: string): ActiveCondition => ({ id, appliedAt: at, duration: { unit: "permanent" } });

export function aedeloreGalleryEntries(docs: Raw[], enrich: (system: unknown) => Record<string, string>, hostileName?: string): AedEntry[] {
  const byName = (name: string) => docs.find((d) => d.name === name)!;
  const heroRaw = byName("Brannoc the Steady");
  const hero = toActor<CharacterSystem>(hostileName ? { ...heroRaw, name: hostileName } : heroRaw);
  const wolf = toActor<CreatureSystem>(byName("Grey Wolf"));
  // Each option's exact odds for an illustrative pool (Dodge 5D10, Block 4D10, Take Hit 3D10), from the pure rules the prompt uses.
  const oddsLine = (id: "dodge" | "block" | "takeHit", dice: number) => {
    const o = reactionOdds(id, dice);
    const fill: Record<string, string> = { dice: String(dice), success: percent(o.success), barely: percent(o.barely ?? 0), failure: percent(o.failure) };
    return translate(o.barely === null ? "REALMS.Aedelore.Reaction.oddsNoBarely" : "REALMS.Aedelore.Reaction.odds").replace(/\{(\w+)\}/g, (_, k: string) => fill[k] ?? "");
  };
  const reactionChoices = ([["dodge", 5], ["block", 4], ["takeHit", 3]] as const).map(([id, dice]) =>
    ({ id, label: translate(`REALMS.Aedelore.Reaction.${id}`), hint: translate(`REALMS.Aedelore.Reaction.${id}Hint`), odds: oddsLine(id, dice) }));
  // Brannoc's Athletics check as the sheet's button opens it (checks/checks.ts checkParts): his derived totals, Poisoned.
  const totals = characterDerived(characterInputOf({ system: hero.system, items: hero.items.map((i) => ({ ...i, id: i.id ?? "", name: i.name ?? "" })) })).totals;
  const athleticsAbility = linkedAbility("athletics", totals)!;
  const athletics = [{ label: `REALMS.Aedelore.Ability.${athleticsAbility}`, i18n: true, points: totals[athleticsAbility] }, { label: "REALMS.Aedelore.Skill.athletics", i18n: true, points: totals.athletics }];
  const athleticsToggles = statusToggles(statusPenalties(["poisoned"], { attack: false, skill: "athletics" }));
  // The frame as the sheet builds it for its owner: play mode on the first tab unless a view asks otherwise.
  const env = (conditions: ActiveCondition[], doc: { system: unknown }, tabs: readonly SheetTab[], view: { tab?: string; editMode?: boolean } = {}): AedSheetEnv =>
    ({ frame: sheetFrame(tabs, view.tab, { owner: true, editMode: view.editMode ?? false }), conditions, enriched: { notes: "", description: "", ...enrich(doc.system) },
      safeArea: false, isGM: true, respectedFrom: 5 });
  const wounded = { ...hero, system: { ...hero.system, bleed: 1, hp: { value: 19, max: 25 } } };
  const fresh = { ...hero, system: { ...hero.system, creationComplete: false, abilities: { ...hero.system.abilities, strength: 3 } } };

  const entries: AedEntry[] = [
    { id: "aed-character-sheet", title: "Aedelore: character sheet, Play tab (Poisoned, Bleed 1)", kind: "sheet", template: "templates/aedelore/sheets/character.hbs",
      context: characterContext(wounded, env([status("poisoned")], hero, AED_CHARACTER_TABS)) },
    { id: "aed-character-sheet-edit", title: "Aedelore: character sheet unlocked, Skills tab", kind: "sheet", template: "templates/aedelore/sheets/character.hbs",
      context: characterContext(wounded, env([status("poisoned")], hero, AED_CHARACTER_TABS, { tab: "skills", editMode: true })) },
    { id: "aed-character-sheet-inventory", title: "Aedelore: character sheet, Inventory tab", kind: "sheet", template: "templates/aedelore/sheets/character.hbs",
      context: characterContext(wounded, env([status("poisoned")], hero, AED_CHARACTER_TABS, { tab: "inventory" })) },
    { id: "aed-character-creation", title: "Aedelore: character in creation (unlocked)", kind: "sheet", template: "templates/aedelore/sheets/character.hbs",
      context: characterContext(fresh, env([], hero, AED_CHARACTER_TABS, { tab: "skills", editMode: true })) },
    { id: "aed-creature-sheet", title: "Aedelore: creature stat block", kind: "sheet", template: "templates/aedelore/sheets/creature.hbs",
      context: creatureContext(wolf, env([status("prone")], wolf, AED_CREATURE_TABS)) },
  ];
  for (const name of ["Human", "Mage", "Longsword", "Metal Shield", "Last Stand", "Arrows (20-50)"]) {
    const raw = byName(name);
    entries.push({ id: `item-${raw.type}`, title: `Aedelore item: ${name}`, kind: "sheet", template: "templates/aedelore/items/item.hbs",
      context: aedItemContext(toDoc(raw), { editable: true, enriched: { description: "", ...enrich(raw.system) } }) });
  }

  const me = { name: hero.name, uuid: "Actor.brannoc" };
  const them = { name: wolf.name, uuid: "Actor.wolf" };
  const pool = (parts: PoolSummary["parts"], chains: number[][]): PoolSummary => ({ parts, capped: false, cap: 8, chains });
  const strLong = pool([{ label: "REALMS.Aedelore.Ability.strength", i18n: true, dice: 2 }, { label: "Longsword +2", i18n: false, dice: 1 }], [[10, 8], [3], [6]]);
  const check: CheckCard = { kind: "check", label: "Athletics", actor: me, ...pool([{ label: "REALMS.Aedelore.Ability.strength", i18n: true, dice: 2 },
    { label: "REALMS.Aedelore.Skill.athletics", i18n: true, dice: 2 }, { label: "REALMS.Aedelore.Status.poisoned.name", i18n: true, dice: -1 }], [[7], [5], [2]]),
    difficulty: 2, outcome: "barely", spell: null, ability: null, contest: null };
  // The rules' Block example: 8 damage against a metal shield (Block 5), one success: 3 taken, the shield takes 5.
  const blocked = resolveReaction("block", { successes: 1, barely: 0 }, 8, { blockValue: 5 });
  const hit = readPool(strLong.chains);
  const attack: AttackCard = { attacker: them, target: me, weapon: "Bite", ...strLong, result: attackResult(hit.successes), damageFormula: "1d10", damageDice: [8], damageRolled: 8,
    damage: damageFor(attackResult(hit.successes), 8), reaction: { ...blocked, successes: 1, barely: 0, blockWith: { kind: "shield", name: "Metal Shield" } }, finalDamage: blocked.damageTaken, applied: false };
  const glancing: AttackCard = { ...attack, attacker: me, target: them, weapon: "Longsword", chains: [[7], [4], [2]], result: "glancing", damageDice: [7], damageRolled: 7, damage: 3,
    reaction: { ...resolveReaction("dodge", { successes: 0, barely: 1 }, 3), successes: 0, barely: 1, blockWith: null }, finalDamage: 1, applied: true };
  const reaction: CheckCard = { kind: "reaction", label: translate("REALMS.Aedelore.Reaction.block"), actor: me, ...pool([{ label: "REALMS.Aedelore.Ability.strength", i18n: true, dice: 2 }], [[9], [1]]),
    difficulty: null, outcome: "success", spell: null, ability: null, contest: null };
  const spell: CheckCard = { kind: "spell", label: "Ray of Frost", actor: me, ...pool([{ label: "REALMS.Aedelore.Skill.arcana", i18n: true, dice: 3 }], [[4], [2], [6]]), difficulty: 1,
    outcome: "failure", spell: { cost: 3, arcanaLeft: 7, outcome: "fumble", damage: "1d6 × 2", damageDice: [], damageTotal: null, choice: null }, ability: null, contest: null };
  const contest: CheckCard = { kind: "contest", label: "Stealth", actor: me, ...pool([{ label: "REALMS.Aedelore.Ability.dexterity", i18n: true, dice: 1 }, { label: "REALMS.Aedelore.Skill.stealth", i18n: true, dice: 1 }], [[8], [7]]),
    difficulty: null, outcome: null, spell: null, ability: null,
    contest: { opponent: them, opponentLabel: "Perception", pool: pool([{ label: "REALMS.Aedelore.Ability.wisdom", i18n: true, dice: 1 }, { label: "REALMS.Aedelore.Skill.perception", i18n: true, dice: 2 }], [[9], [3], [7]]), winner: "tie", tieToDefender: true } };

  entries.push(
    { id: "aed-chat-check", title: "Aedelore chat: a check made Barely", kind: "chat", template: "templates/aedelore/chat/check.hbs", context: checkCardContext(check) },
    { id: "aed-chat-attack-block", title: "Aedelore chat: attack, blocked by a shield", kind: "chat", template: "templates/aedelore/chat/attack.hbs", context: attackCardContext(attack, { hasDamagePart: true }) },
    { id: "aed-chat-apply-damage", title: "Aedelore chat: apply damage, the Block's math", kind: "chat", template: "templates/core/chat/apply-damage.hbs",
      context: damagePartContext(attackPacket(attack), AEDELORE_DAMAGE_RULES, [{ ...me, pool: { path: "hp.value", value: hero.system.hp.value } }]) },
    { id: "aed-chat-attack-glancing", title: "Aedelore chat: glancing blow, dodged barely", kind: "chat", template: "templates/aedelore/chat/attack.hbs", context: attackCardContext(glancing) },
    { id: "aed-chat-reaction", title: "Aedelore chat: Block", kind: "chat", template: "templates/aedelore/chat/check.hbs", context: checkCardContext(reaction) },
    { id: "aed-chat-spell", title: "Aedelore chat: a fumbled spell (DM's choice)", kind: "chat", template: "templates/aedelore/chat/check.hbs", context: checkCardContext(spell) },
    { id: "aed-chat-contest", title: "Aedelore chat: Stealth against Perception", kind: "chat", template: "templates/aedelore/chat/check.hbs", context: checkCardContext(contest) },
    { id: "aed-chat-bleed", title: "Aedelore chat: bleeding", kind: "chat", template: "templates/aedelore/chat/table.hbs",
      context: tableCardContext({ table: "bleed", actor: me, formula: "2d6kh1", dice: [2, 4], total: 4, resultKey: "REALMS.Aedelore.Bleed.loss", data: { loss: 2, bleed: 2 } }) },
    { id: "aed-chat-dying", title: "Aedelore chat: dying roll", kind: "chat", template: "templates/aedelore/chat/table.hbs",
      context: tableCardContext({ table: "dying", actor: me, formula: "1d10 + 2", dice: [3], total: 5, resultKey: "REALMS.Aedelore.Dying.fainted", data: { toughness: 2 } }) },
    { id: "aed-chat-notice", title: "Aedelore chat: worthiness recorded", kind: "chat", template: NOTICE_TEMPLATE,
      context: noticeContext(me, format("REALMS.Aedelore.Notice.worthiness", { amount: "+2", value: 8, reason: "Saved the miller's children" })) },
    { id: "aed-reaction-prompt", title: "Aedelore reaction prompt (before the damage lands)", kind: "dialog", template: "templates/core/reaction-prompt.hbs", parts: FOOTER_PARTS,
      context: { actorUuid: "Actor.brannoc", title: translate("REALMS.Reaction.title").replace("{actor}", hero.name),
        prompt: translate("REALMS.Reaction.prompt").replace("{attacker}", wolf.name).replace("{actor}", hero.name).replace("{ability}", "Bite"),
        choices: reactionChoices, buttons: reactionButtons(reactionChoices) } },
    { id: "aed-worthiness-dialog", title: "Aedelore: a Worthiness change with its reason", kind: "dialog", template: "templates/aedelore/dialogs/worthiness-change.hbs", parts: FOOTER_PARTS,
      context: { delta: 1, range: { min: 1, max: 3 }, reason: translate("REALMS.Aedelore.Worthiness.change.heroic"),
        buttons: [{ value: "apply", label: translate("REALMS.Aedelore.Worthiness.apply"), icon: "fa-solid fa-check", default: true }] } },
    { id: "aed-roll-dialog", title: "Aedelore roll dialog with exact odds (Poisoned Brannoc, Athletics against Normal)", kind: "dialog", template: "templates/core/roll-dialog.hbs", parts: ROLL_DIALOG_PARTS,
      context: withRollButtons(rollDialogContext(applyChoices(poolDialogInput({ title: format("REALMS.Aedelore.Roll.title", { actor: hero.name, label: translate("REALMS.Aedelore.Skill.athletics") }),
        parts: athletics, toggles: athleticsToggles, cap: hero.system.poolCap, chooseDifficulty: true }, EN_WORDS), { mode: "normal" }),
      (_shift, c) => poolOdds([...athletics, ...athleticsToggles.filter((m) => c.active?.includes(m.source)).map((m) => ({ label: m.label, i18n: true, dice: m.value }))],
        hero.system.poolCap, DIFFICULTIES.find((d) => d.id === c.mode)?.successes ?? null, EN_WORDS, barelyCountsFor("check", true)))) },
  );
  return entries;
}
