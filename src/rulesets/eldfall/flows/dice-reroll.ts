/**
 * Rerolls after the dice land and before they resolve (rules § REROLL): the roller's owner picks dice and the
 * source that grants them; the pure rules check the choice (each die once, the source's count, failed rolls
 * only where it says so); the Mage's reroll spends an unspent AP.
 */
import { FormDialog } from "../../../core/apps/form-dialog";
import { SYSTEM_PATH } from "../../../core/templates";
import { actorModel } from "../../../core/data/actor-model";
import type { RealmsActorModel } from "../../../core/data/actor-model";
import { applyRerolls, readFace, rerollAllowance, rerollProblem, rolledDie, REROLL_SOURCES, type RerollSource, type RolledDie, type RollCheck } from "../rules/roll";
import { EldfallRoll, facesOf } from "../rolls";

const TEMPLATE = `${SYSTEM_PATH}/templates/eldfall/dice-reroll.hbs`;

interface Choice { readonly source: RerollSource; readonly chosen: number[] }

/** The dice after any reroll the roller chose (unchanged when none is offered, chosen or allowed). */
export async function offerRerolls(actor: Actor.Implementation, faces: readonly number[], check: RollCheck, sources: readonly RerollSource[]): Promise<RolledDie[]> {
  const dice = faces.map(rolledDie);
  const offered = REROLL_SOURCES.filter((s) => sources.includes(s));
  if (!offered.length || !dice.length || !actor.isOwner) return dice;
  const choice = await FormDialog.ask<Choice>({
    title: game.i18n.localize("REALMS.Eldfall.Dice.Reroll.title"), template: TEMPLATE,
    context: {
      prompt: game.i18n.format("REALMS.Eldfall.Dice.Reroll.prompt", { actor: actor.name ?? "", faces: faces.join(", ") }),
      sources: offered.map((id, i) => ({ id, label: `REALMS.Eldfall.Dice.Reroll.sources.${id}.name`, hint: `REALMS.Eldfall.Dice.Reroll.sources.${id}.hint`, selected: i === 0 })),
      dice: dice.map((d, index) => ({ index, face: d.face, cls: readFace(check, d.face) })),
    },
    buttons: [
      { value: "reroll", label: game.i18n.localize("REALMS.Eldfall.Dice.Reroll.reroll"), icon: "fa-solid fa-rotate", default: false },
      { value: "keep", label: game.i18n.localize("REALMS.Eldfall.Dice.Reroll.keep"), icon: "", default: true },
    ],
    read: (form, pressed) => {
      if (pressed !== "reroll") return null;
      const source = form.querySelector<HTMLInputElement>("input[name='source']:checked")?.value as RerollSource | undefined;
      const chosen = [...form.querySelectorAll<HTMLInputElement>("input[name='die']")].filter((c) => c.checked).map((c) => Number(c.value));
      return source && offered.includes(source) && chosen.length ? { source, chosen } : null;
    },
  });
  if (!choice) return dice;
  const allowance = rerollAllowance(choice.source);
  const problem = rerollProblem(dice, choice.chosen, check, allowance);
  if (problem) {
    ui.notifications?.error("REALMS.Eldfall.Dice.Errors.reroll", { localize: true, format: { reason: game.i18n.localize(`REALMS.Eldfall.Dice.Reroll.problem.${problem}`) } });
    return dice;
  }
  if (allowance.costsAp && !(await actorModel<RealmsActorModel>(actor).spendResource("ap", 1))) {
    ui.notifications?.error("REALMS.Eldfall.Dice.Errors.noAp", { localize: true, format: { actor: actor.name ?? "" } });
    return dice;
  }
  const roll = new EldfallRoll(`${choice.chosen.length}d20`);
  await roll.evaluate();
  return applyRerolls(dice, choice.chosen, facesOf(roll)[0] ?? [], check, allowance);
}
