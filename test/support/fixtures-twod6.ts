/** 2D6 entries of the gallery: chat cards built from the pure rules the glue uses (the pack's fighter and ogre). */
import { rollDialogContext } from "../../src/core/roll-dialog-model";
import { resolveDamage } from "../../src/core/rules/damage";
import { checkCardContext, type CheckCard } from "../../src/rulesets/twod6/checks/cards";
import { auraCardContext, type AuraCard } from "../../src/rulesets/twod6/aura/cards";
import { speedCardContext, type SpeedCard } from "../../src/rulesets/twod6/turns/cards";
import { checkOdds, resolveCheck } from "../../src/rulesets/twod6/checks/rules/check";
import { resolveSpeed, speedOdds } from "../../src/rulesets/twod6/turns/rules/speed";
import { resolveAura } from "../../src/rulesets/twod6/aura/rules/aura";
import { damageProfile, hitPacket, TWOD6_DAMAGE_RULES } from "../../src/rulesets/twod6/creatures/rules/damage";
import { attackCardContext, type AttackCard } from "../../src/rulesets/twod6/combat/cards";
import { attackPacket, hitDamage, parseDamageFormula, resolveToHit } from "../../src/rulesets/twod6/combat/rules/attack";
import { ROLL_DIALOG_PARTS, withRollButtons } from "./fixtures-dialogs";
import { EN_WORDS, format, translate } from "./render";
import { checkDialogFrame } from "../../src/rulesets/twod6/checks/rules/check-dialog";

export interface TwoD6Entry { readonly id: string; readonly title: string; readonly kind: "chat" | "dialog"; readonly template: string; readonly parts?: readonly string[]; readonly context: object }
type Raw = { name: string };

export function twod6GalleryEntries(docs: Raw[], hostileName?: string): TwoD6Entry[] {
  const fighter = { name: hostileName ?? docs.find((d) => d.name === "Brannic the Fighter")!.name, uuid: "Actor.brannic" };
  const ogre = { name: docs.find((d) => d.name === "Cinder Ogre")!.name, uuid: "Actor.ogre" };
  // Climb with STR +3 and a Famished −2, one cursed ring: natural 2–3 fail critically.
  const spec = { base: 3, adds: [-2], difficulty: 7, critFailModifier: 1 };
  const r = resolveCheck(spec, [1, 2]);
  const check: CheckCard = {
    actor: fighter, use: "climb", ability: "str", label: translate("REALMS.Twod6.Use.climb"), dice: [1, 2], natural: r.natural,
    modifiers: [{ label: "REALMS.Twod6.Ability.str.name", value: 3, i18n: true }, { label: "REALMS.Twod6.Check.sustenance", value: -2, i18n: true }],
    modifier: r.modifier, uncapped: 1, capExempt: false, difficulty: 7, total: r.total, result: r.result, canCrit: false, critFailThrough: r.critFailThrough, cursed: 1,
    chance: checkOdds(spec).success,
  };
  const attackSpec = { base: 7, adds: [1], difficulty: 9, canCrit: true };
  const a = resolveCheck(attackSpec, [6, 6]);
  const attack: CheckCard = { ...check, use: "meleeToHit", label: translate("REALMS.Twod6.Use.meleeToHit"), dice: [6, 6], natural: 12,
    modifiers: [{ label: "REALMS.Twod6.Ability.str.name", value: 7, i18n: true }, { label: "Longsword", value: 1, i18n: false }],
    modifier: a.modifier, uncapped: 8, difficulty: 9, total: a.total, result: a.result, canCrit: true, critFailThrough: 2, cursed: 0, chance: checkOdds(attackSpec).success };
  // The rules' example: two haste effects and one slow.
  const facts = { hastes: 2, slows: [{ power: 0 }], staMod: 1 };
  const s = resolveSpeed(facts, [[3, 4], [5, 3]], [[4, 3]]);
  const odds = speedOdds(facts);
  const speed: SpeedCard = { actor: fighter, actions: s.actions, ways: odds.ways, of: odds.of, haste: s.haste.map((h) => ({ dice: h.dice, total: h.total })),
    slow: s.slow.map((x) => ({ dice: x.dice, total: x.total, difficulty: x.difficulty, passed: x.passed, power: 0 })) };
  const none = { natural: {}, slots: {}, immunities: [], vulnerabilities: [] };
  const targets = [
    { id: "rat", name: "Rat", cells: [{ x: 1, y: 2 }], defences: none },
    { id: "fighter", name: fighter.name, cells: [{ x: 4, y: 3 }], defences: { ...none, slots: { body: { fire: 2 }, head: { fire: 1 } } } },
    { id: "salamander", name: "Salamander", cells: [{ x: 4, y: 2 }], defences: { ...none, aura: "fire" as const } },
  ];
  const aura = resolveAura({ id: "ogre", cells: [{ x: 2, y: 2 }, { x: 3, y: 2 }, { x: 2, y: 3 }, { x: 3, y: 3 }], type: "fire", staMod: 6, monster: true }, targets, 2);
  const auraCard: AuraCard = {
    bearer: ogre, type: "fire", monster: true, d3: 2, modifier: aura.modifier, base: aura.base, undone: false,
    lines: aura.lines.map((l) => {
      const t = targets.find((x) => x.id === l.id)!;
      const o = l.outcome ?? resolveDamage(hitPacket(0, "fire"), damageProfile(t.defences, "aura"), TWOD6_DAMAGE_RULES);
      return { target: { name: t.name, uuid: `Actor.${t.id}` }, distance: l.distance, heal: l.heal, multiplied: l.multiplied, amount: l.amount,
        steps: l.heal ? [] : o.steps, total: l.heal ? l.amount : o.total, secondary: o.secondary, before: [] };
    }),
  };
  const fmt = (label: string, data: Readonly<Record<string, string>>) => format(label, data);
  // A fire sword (1d6+1, STR +2) hits a fire-vulnerable orc in mail with fire 1: 8, then (8 − 1) × 2 on the orc.
  const hitRoll = resolveToHit({ ability: 2, penalty: 0, situational: 1, critFailModifier: 0 }, [4, 3]);
  const swordDamage = hitDamage(parseDamageFormula("1d6+1")!, [5], { ability: 2, penalty: 0, capExempt: false });
  const onOrc = resolveDamage(attackPacket(swordDamage.amount, "fire", "body"), damageProfile({ ...none, slots: { body: { fire: 1 } }, vulnerabilities: ["fire"] }, "body"), TWOD6_DAMAGE_RULES);
  const weaponAttack: AttackCard = {
    attacker: fighter, target: { name: "Orc", uuid: "Actor.orc" }, weapon: "Flame Sword", weaponId: "sword", use: "meleeToHit", damageUse: "meleeDamage",
    damageType: "fire", formula: "1d6+1", slot: "body", situational: 1, capExempt: false, dice: [4, 3], natural: hitRoll.natural,
    modifiers: [{ label: "REALMS.Twod6.Ability.str.name", value: 2, i18n: true }, { label: "REALMS.Twod6.Check.situational", value: 1, i18n: true }],
    modifier: hitRoll.modifier, difficulty: hitRoll.difficulty, total: hitRoll.total, result: hitRoll.result, critFailThrough: hitRoll.critFailThrough, resolved: true,
    damageDice: [5], damageFlat: swordDamage.flat, damageModifier: swordDamage.modifier, damageUncapped: swordDamage.uncapped, amount: swordDamage.amount,
    secondary: onOrc.secondary, prevented: onOrc.prevented ?? [],
  };
  const dialogInput = {
    title: format("REALMS.Twod6.Check.title", { actor: fighter.name, label: translate("REALMS.Twod6.Use.climb") }), ...checkDialogFrame(spec.critFailModifier, EN_WORDS), situational: 0, modifiers: [{ source: "sustenance", label: "REALMS.Twod6.Check.sustenance", value: -2, active: true }], modesLabel: "REALMS.Twod6.Check.use",
    modes: ["climb", "meleeToHit", "sneak"].map((id) => ({ id, label: `REALMS.Twod6.Use.${id}` })), mode: "climb",
    entry: { label: "REALMS.Twod6.Check.difficulty", value: "7", editable: true },
  };
  const dialogOdds = (shift: number) => {
    const o = checkOdds({ base: shift + 3, difficulty: 7, critFailModifier: 1 });
    return { target: `${translate("REALMS.Twod6.Check.difficulty")} 7`, chance: o.success,
      distribution: (["criticalFailure", "failure", "success", "criticalSuccess"] as const).map((k) => ({ label: translate(`REALMS.Twod6.Result.${k}`), p: o.chance[k] })) };
  };
  return [
    { id: "twod6-check", title: "2D6: a check (Famished, one cursed ring: critical failure on 2–3)", kind: "chat", template: "templates/twod6/chat/check.hbs", context: checkCardContext(check) },
    { id: "twod6-attack", title: "2D6: an attack (modifier held to +5, double 6)", kind: "chat", template: "templates/twod6/chat/check.hbs", context: checkCardContext(attack) },
    { id: "twod6-weapon-attack", title: "2D6: a fire sword hits a fire-vulnerable orc (to hit, damage, set on fire)", kind: "chat", template: "templates/twod6/chat/attack.hbs", context: attackCardContext(weaponAttack) },
    { id: "twod6-speed", title: "2D6: two hastes and a slow, with the exact odds", kind: "chat", template: "templates/twod6/chat/speed.hbs", context: speedCardContext(speed) },
    { id: "twod6-aura", title: "2D6: the ogre's fire aura (two hurt, one healed)", kind: "chat", template: "templates/twod6/chat/aura.hbs", context: auraCardContext(auraCard, fmt) },
    { id: "twod6-check-dialog", title: "2D6: the check dialog (uses by name, exact odds)", kind: "dialog", template: "templates/core/roll-dialog.hbs", parts: ROLL_DIALOG_PARTS,
      context: withRollButtons(rollDialogContext(dialogInput, dialogOdds)) },
  ];
}
