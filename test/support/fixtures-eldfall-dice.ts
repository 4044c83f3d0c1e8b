/**
 * Eldfall dice cards and roll dialogs for the template tests and the gallery, built by the pure functions the
 * glue calls: the rules' Confrontation example, a Confrontation won by an exploited Weak Point, Tharos' Dodge,
 * an Assassin's attack, and the dialogs' exact odds (a Confrontation's joint Hits, an attack's Hits and Wounds).
 */
import { rollDialogContext } from "../../src/core/roll-dialog-model";
import { confrontationCardContext, rollCardContext, sideCardOf, type ConfrontationCard, type RollCard } from "../../src/rulesets/eldfall/dice/cards";
import { resolveAttack, resolveConfrontation } from "../../src/rulesets/eldfall/dice/rules/confrontation";
import { attackDialogOdds, attributeDialogOdds, confrontationDialogOdds, planCheck, type SidePlan } from "../../src/rulesets/eldfall/dice/dialog-odds";
import { FOOTER_PARTS, rollButtons, ROLL_DIALOG_PARTS } from "./fixtures-dialogs";
import { format, translate } from "./render";
import type { GalleryEntry } from "./fixtures";

const t = (key: string, data?: Record<string, string>) => (data ? format(key, data) : translate(key));
const who = (name: string) => ({ name, uuid: null });

const plan = (name: string, attribute: SidePlan["attribute"], base: number, strikes: number, extra: Partial<SidePlan> = {}): SidePlan =>
  ({ name, attribute, base, adds: [], halve: 0, purpose: "attack", assassin: false, strikes, backstab: false, ...extra });

export function eldfallDiceGalleryEntries(hostileName?: string): GalleryEntry[] {
  const hostile = hostileName ?? "Oni Marauder";
  // The rules' example: A (STK 2, OFF 13) rolls 6 and 11; B (STK 1, DEF 12) rolls 8.
  const a = plan("Model A", "off", 13, 2);
  const b = plan(hostile, "def", 12, 1);
  const example = resolveConfrontation({ dice: [6, 11], check: planCheck(a) }, { dice: [8], check: planCheck(b) });
  const chanceOf = (x: SidePlan, y: SidePlan) => confrontationDialogOdds(x, y, 0, false, t);
  const exampleOdds = chanceOf(a, b);
  const exampleCard: ConfrontationCard = {
    a: sideCardOf({ actor: who("Model A"), label: "Sword", attribute: "off", base: 13, halve: 0 }, [], planCheck(a), example.a),
    b: sideCardOf({ actor: who(hostile), label: "Katana", attribute: "def", base: 12, halve: 0 }, [], planCheck(b), example.b),
    confronted: true, winner: example.winner, nullified: example.nullified,
    chance: { a: exampleOdds.chance ?? 0, b: (exampleOdds.distribution?.[1]?.p ?? 0) + (exampleOdds.distribution?.[2]?.p ?? 0) },
  };

  // Tharos (OFF 13) exploits 2 Weak Points on a Tier II hostile: his 17 becomes critical and beats its 12.
  const tharos = plan("Tharos", "off", 13, 2);
  const fencer = plan(hostile, "def", 12, 1, { adds: [-3] });
  const exploit = resolveConfrontation({ dice: [5, 17], check: planCheck(tharos), exploit: { die: 1, weakPoints: 2, tier: 2 } }, { dice: [12], check: planCheck(fencer) });
  const exploitOdds = chanceOf(tharos, fencer);
  const exploitCard: ConfrontationCard = {
    a: sideCardOf({ actor: who("Tharos"), label: "Sacred Relic Blade", attribute: "off", base: 13, halve: 0 }, [], planCheck(tharos), exploit.a),
    b: sideCardOf({ actor: who(hostile), label: "Katana", attribute: "def", base: 12, halve: 0 }, [{ label: "REALMS.Eldfall.Dice.Dialog.fencing", value: -3, i18n: true }], planCheck(fencer), exploit.b),
    confronted: true, winner: exploit.winner, nullified: exploit.nullified,
    chance: { a: exploitOdds.chance ?? 0, b: (exploitOdds.distribution?.[1]?.p ?? 0) + (exploitOdds.distribution?.[2]?.p ?? 0) },
  };

  // Tharos' Dodge: AG 13 with −3 → 10; he rolls a 10.
  const dodge = plan("Tharos", "ag", 13, 1, { purpose: "attribute", adds: [-3] });
  const dodgeCheck = planCheck(dodge);
  const dodgeCard: RollCard = {
    purpose: "attribute", target: null, chance: attributeDialogOdds(dodge, 0, t).chance ?? 0,
    side: sideCardOf({ actor: who("Tharos"), label: translate("REALMS.Eldfall.Dice.kind.dodge"), attribute: "ag", base: 13, halve: 0 },
      [{ label: "Dark", value: -3, i18n: false }], dodgeCheck, { dice: [{ index: 0, face: 10, cls: "valid", landed: true, negatedBy: null, exploited: false, backstab: false }], hits: [], weakPointsLeft: null },
      [{ face: 10, rerolledFrom: 17 }]),
  };

  // An Assassin (ACC 15) shoots twice at the hostile: a 2 (critical) and a 16 (miss).
  const archer = plan("Na'ra", "acc", 15, 2, { assassin: true });
  const attackCard: RollCard = {
    purpose: "attack", target: who(hostile), chance: attackDialogOdds(archer, 0, null, t).chance ?? 0,
    side: sideCardOf({ actor: who("Na'ra"), label: "Bow", attribute: "acc", base: 15, halve: 0 }, [], planCheck(archer), resolveAttack({ dice: [2, 16], check: planCheck(archer) })),
  };

  const dialog = (id: string, title: string, base: string, evaluate: (shift: number) => ReturnType<typeof attributeDialogOdds>, modifiers: { source: string; label: string; value: number; active: boolean; i18n?: boolean }[]) => ({
    id, title, kind: "dialog" as const, template: "templates/core/roll-dialog.hbs", parts: ROLL_DIALOG_PARTS,
    context: { ...rollDialogContext({ title, subtitle: title, base, situational: 0, situationalLabel: "REALMS.Eldfall.Dice.Dialog.situational", modifiers }, evaluate), buttons: rollButtons() },
  });
  const attacker = plan("Model A", "off", 13, 3);
  return [
    { id: "eldfall-confrontation", title: "Eldfall: Confrontation (the rules' example)", kind: "chat", template: "templates/eldfall/dice-confrontation.hbs", context: confrontationCardContext(exampleCard) },
    { id: "eldfall-confrontation-exploit", title: "Eldfall: Confrontation won by a Weak Point exploit", kind: "chat", template: "templates/eldfall/dice-confrontation.hbs", context: confrontationCardContext(exploitCard) },
    { id: "eldfall-reroll-dialog", title: "Eldfall: reroll before resolving", kind: "dialog", template: "templates/eldfall/dice-reroll.hbs", parts: FOOTER_PARTS,
      context: {
        prompt: format("REALMS.Eldfall.Dice.Reroll.prompt", { actor: hostile, faces: "14, 3" }),
        sources: (["sorcerer", "mage"] as const).map((id, i) => ({ id, label: `REALMS.Eldfall.Dice.Reroll.sources.${id}.name`, hint: `REALMS.Eldfall.Dice.Reroll.sources.${id}.hint`, selected: i === 0 })),
        dice: [{ index: 0, face: 14, cls: "miss" }, { index: 1, face: 3, cls: "valid" }],
        buttons: [{ value: "reroll", label: translate("REALMS.Eldfall.Dice.Reroll.reroll"), icon: "fa-solid fa-rotate", default: false }, { value: "keep", label: translate("REALMS.Eldfall.Dice.Reroll.keep"), icon: "", default: true }],
      } },
    { id: "eldfall-exploit-dialog", title: "Eldfall: exploit Weak Points before resolving", kind: "dialog", template: "templates/eldfall/dice-exploit.hbs", parts: FOOTER_PARTS,
      context: {
        prompt: format("REALMS.Eldfall.Dice.Exploit.prompt", { target: hostile, weakPoints: "3", tier: "2" }),
        dice: [{ index: 0, face: 5, cls: "valid", selected: false }, { index: 1, face: 17, cls: "miss", selected: true }],
        buttons: [{ value: "exploit", label: translate("REALMS.Eldfall.Dice.Exploit.exploit"), icon: "fa-solid fa-crosshairs", default: false }, { value: "keep", label: translate("REALMS.Eldfall.Dice.Exploit.keep"), icon: "", default: true }],
      } },
    { id: "eldfall-dodge", title: "Eldfall: Tharos' Dodge (AG 13 −3), rerolled from 17", kind: "chat", template: "templates/eldfall/dice-roll.hbs", context: rollCardContext(dodgeCard) },
    { id: "eldfall-attack", title: "Eldfall: an Assassin's attack", kind: "chat", template: "templates/eldfall/dice-roll.hbs", context: rollCardContext(attackCard) },
    dialog("eldfall-confrontation-dialog", "Eldfall: Confrontation odds (3 Strikes against 1)", "OFF 13 · 3d20 ⚔ 1d20",
      (shift) => confrontationDialogOdds(attacker, b, shift, false, t), [{ source: "dark", label: "Dark", value: -3, active: false, i18n: false }]),
    dialog("eldfall-attack-dialog", "Eldfall: attack odds, Hits and Wounds (PW 12 vs ARM 5)", "OFF 13 · 2d20",
      (shift) => attackDialogOdds(a, shift, { pw: 12, arm: 5 }, t), [{ source: "demon", label: "Demon vs Panicked", value: 4, active: true, i18n: false }]),
  ];
}
