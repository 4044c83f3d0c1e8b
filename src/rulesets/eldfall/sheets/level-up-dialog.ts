/**
 * The hero sheet's Level Up dialog (M99, M110): the next level and, for a custom hero, the points it brings and a
 * number per raisable attribute; confirming asks the GM (campaign/leveling.ts), who checks everything again.
 */
import { FormDialog } from "../../../core/apps/form-dialog";
import { SYSTEM_PATH } from "../../../core/templates";
import { actorSystem } from "../../../core/data/subtypes";
import type { Raises } from "../campaign/rules/leveling";
import { levelUp, type LevelUpResult } from "../campaign/leveling";
import { ATTRIBUTES, type Attribute } from "../profile/rules/keys";
import { levelUpContext } from "./context";

const K = "REALMS.Eldfall.Campaign.Leveling";
export const LEVEL_UP_TEMPLATE = `${SYSTEM_PATH}/templates/eldfall/hero-level-up.hbs`;

/** The raises entered (a field left empty is 0; anything else goes to the GM as typed, who refuses what is not a whole number). */
export function readRaises(form: HTMLFormElement): Raises {
  const out: Partial<Record<Attribute, number>> = {};
  for (const input of form.querySelectorAll<HTMLInputElement>("input[name^='raise.']")) {
    const a = input.name.slice("raise.".length);
    if ((ATTRIBUTES as readonly string[]).includes(a)) out[a as Attribute] = input.value.trim() === "" ? 0 : Number(input.value);
  }
  return out;
}

export async function openLevelUpDialog(hero: Actor.Implementation): Promise<LevelUpResult | undefined> {
  const raises = await FormDialog.ask({
    title: game.i18n.format(`${K}.title`, { name: hero.name ?? "" }), template: LEVEL_UP_TEMPLATE,
    context: levelUpContext(actorSystem(hero, ["eldfallHero"])),
    buttons: [{ value: "levelUp", label: game.i18n.localize(`${K}.confirm`), icon: "fa-solid fa-arrow-up", default: true }],
    read: (form, pressed) => (pressed === "levelUp" ? readRaises(form) : null),
  });
  return raises ? levelUp(hero, raises) : undefined;
}
