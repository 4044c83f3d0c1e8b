/**
 * Eldfall dice cards and roll dialogs for the template tests and the gallery, built by the pure functions the
 * glue calls: the rules' Confrontation example, a Confrontation won by an exploited Weak Point, Tharos' Dodge,
 * an Assassin's attack, and the dialogs' exact odds (a Confrontation's joint Hits, an attack's Hits and Wounds).
 */
import { rollDialogContext } from "../../src/core/roll-dialog-model";
import { confrontationCardContext, rollCardContext, sideCardOf, type ConfrontationCard, type RollCard } from "../../src/rulesets/eldfall/dice/cards";
import { resolveAttack, resolveConfrontation } from "../../src/rulesets/eldfall/dice/rules/confrontation";
import { attackDialogOdds, attributeDialogOdds, confrontationDialogOdds, eldfallDialogInput, planCheck, type DialogHead, type SidePlan } from "../../src/rulesets/eldfall/dice/dialog-odds";
import { formatCount } from "../../src/core/format";
import { FOOTER_PARTS, rollButtons, ROLL_DIALOG_PARTS } from "./fixtures-dialogs";
import { EN_WORDS, format, translate } from "./render";
import type { GalleryEntry } from "./fixtures";

const t = (key: string, data?: Record<string, string>) => (data ? format(key, data) : translate(key));
const who = (name: string) => ({ name, uuid: null });
const count = (key: string, n: number) => formatCount(EN_WORDS, key, n);

const plan = (name: string, attribute: SidePlan["attribute"], base: number, strikes: number, extra: Partial<SidePlan> = {}): SidePlan =>
  ({ name, attribute, base, adds: [], halve: 0, purpose: "attack", assassin: false, strikes, backstab: false, ...extra });

type PackActor = { name: string; type: string; system: unknown; items?: { name: string; type: string; system: unknown }[] };
type Attributes = Record<"off" | "def" | "acc" | "ag", number>;

export function eldfallDiceGalleryEntries(docs: readonly PackActor[], hostileName?: string): GalleryEntry[] {
  // The example heroes and hostile of the Eldfall pack, with their profiles' attributes and their own rows.
  const actor = (name: string) => docs.find((d) => d.name === name)!;
  const attrs = (d: PackActor) => (d.system as { attributes: Attributes }).attributes;
  const iuren = actor("Iuren, Red Raseis");
  const anari = actor("Anari, Light");
  const tharosDoc = actor("Tharos, One-Eyed Wolf");
  const hostile = hostileName ?? iuren.name;
  const blade = iuren.items!.find((i) => i.type === "eldfallUpgrade")!.name;
  const melee = translate("REALMS.Eldfall.Dice.kind.meleeItem");
  const ranged = translate("REALMS.Eldfall.Dice.kind.rangedItem");
  // The rules' Confrontation example, with the pack's models: Iuren (STK 2) rolls 6 and 11; Anari (STK 1) rolls 8.
  const a = plan(hostile, "off", attrs(iuren).off, 2);
  const b = plan(anari.name, "def", attrs(anari).def, 1);
  const example = resolveConfrontation({ dice: [6, 11], check: planCheck(a) }, { dice: [8], check: planCheck(b) });
  const chanceOf = (x: SidePlan, y: SidePlan) => confrontationDialogOdds(x, y, 0, false, t);
  const exampleOdds = chanceOf(a, b);
  const exampleCard: ConfrontationCard = {
    a: sideCardOf({ actor: who(hostile), label: blade, attribute: "off", base: a.base, halve: 0 }, [], planCheck(a), example.a),
    b: sideCardOf({ actor: who(anari.name), label: melee, attribute: "def", base: b.base, halve: 0 }, [], planCheck(b), example.b),
    confronted: true, winner: example.winner, nullified: example.nullified,
    chance: { a: exampleOdds.chance ?? 0, b: (exampleOdds.distribution?.[1]?.p ?? 0) + (exampleOdds.distribution?.[2]?.p ?? 0) },
  };

  // Anari (OFF 15) exploits 2 Weak Points on the Tier II hostile: her 17 becomes critical and beats its 12; her Fencing costs it 3.
  const anariOff = plan(anari.name, "off", attrs(anari).off, 2);
  const fencer = plan(hostile, "def", attrs(iuren).def, 1, { adds: [-3] });
  const exploit = resolveConfrontation({ dice: [5, 17], check: planCheck(anariOff), exploit: { die: 1, weakPoints: 2, tier: 2 } }, { dice: [12], check: planCheck(fencer) });
  const exploitOdds = chanceOf(anariOff, fencer);
  const exploitCard: ConfrontationCard = {
    a: sideCardOf({ actor: who(anari.name), label: melee, attribute: "off", base: anariOff.base, halve: 0 }, [], planCheck(anariOff), exploit.a),
    b: sideCardOf({ actor: who(hostile), label: blade, attribute: "def", base: fencer.base, halve: 0 }, [{ label: "REALMS.Eldfall.Dice.Dialog.fencing", value: -3, i18n: true }], planCheck(fencer), exploit.b),
    confronted: true, winner: exploit.winner, nullified: exploit.nullified,
    chance: { a: exploitOdds.chance ?? 0, b: (exploitOdds.distribution?.[1]?.p ?? 0) + (exploitOdds.distribution?.[2]?.p ?? 0) },
  };

  // Tharos' Dodge: AG 13, Poisoned −3 → 10; he rolls a 10 (rerolled from a 17).
  const tharos = tharosDoc.name;
  const dodge = plan(tharos, "ag", attrs(tharosDoc).ag, 1, { purpose: "attribute", adds: [-3] });
  const dodgeCheck = planCheck(dodge);
  const dodgeCard: RollCard = {
    purpose: "attribute", target: null, chance: attributeDialogOdds(dodge, 0, t).chance ?? 0,
    side: sideCardOf({ actor: who(tharos), label: translate("REALMS.Eldfall.Dice.kind.dodge"), attribute: "ag", base: dodge.base, halve: 0 },
      [{ label: "REALMS.Eldfall.Dice.kind.poisoned", value: -3, i18n: true }], dodgeCheck, { dice: [{ index: 0, face: 10, cls: "valid", landed: true, negatedBy: null, exploited: false, backstab: false }], hits: [], weakPointsLeft: null },
      [{ face: 10, rerolledFrom: 17 }]),
  };

  // Tharos' Assassination III (ACC 15) shoots twice at the hostile: a 2 (critical) and a 16 (miss).
  const archer = plan(tharos, "acc", attrs(tharosDoc).acc, 2, { assassin: true });
  const attackCard: RollCard = {
    purpose: "attack", target: who(hostile), chance: attackDialogOdds(archer, 0, null, t, count).chance ?? 0,
    side: sideCardOf({ actor: who(tharos), label: ranged, attribute: "acc", base: archer.base, halve: 0 }, [], planCheck(archer), resolveAttack({ dice: [2, 16], check: planCheck(archer) })),
  };

  const dialog = (id: string, title: string, head: DialogHead, evaluate: (shift: number) => ReturnType<typeof attributeDialogOdds>) => ({
    id, title, kind: "dialog" as const, template: "templates/core/roll-dialog.hbs", parts: ROLL_DIALOG_PARTS,
    context: { ...rollDialogContext(eldfallDialogInput(head, t), evaluate), buttons: rollButtons() },
  });
  const attacker = plan(hostile, "off", attrs(iuren).off, 3);
  const night = { source: "fencing", label: "REALMS.Eldfall.Dice.Dialog.fencing", value: -3, active: true };
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
    dialog("eldfall-confrontation-dialog", "Eldfall: Confrontation odds (3 Strikes against 1)",
      { actor: hostile, label: blade, plan: attacker, versus: { actor: anari.name, label: melee, plan: b }, modifiers: [night] },
      (shift) => confrontationDialogOdds(attacker, b, shift, false, t)),
    dialog("eldfall-attack-dialog", "Eldfall: attack odds, Hits and Wounds (PW 12 vs ARM 5)",
      { actor: hostile, label: blade, target: anari.name, plan: a, modifiers: [] },
      (shift) => attackDialogOdds(a, shift, { pw: 12, arm: 5 }, t, count)),
  ];
}
