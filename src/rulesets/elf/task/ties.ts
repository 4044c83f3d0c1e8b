/** A tied roll's four options as buttons; Success With Effort spends a resource the player picks. */
import { CONFIRM_TEMPLATE, FormDialog } from "../../../core/apps/form-dialog";
import { actorAt } from "../../../core/refs";
import { refuse, userMayModify } from "../../../core/gm";
import { updateCard } from "../../../core/chat/cards";
import { tieOpen, type TaskCard } from "./cards";
import { TIE_OPTIONS, type TieOption } from "./rules/task";
import { isActorType, isItemType } from "../../../core/data/subtypes";
import { loseLongActionIfHit } from "./long-action";
import { itemModel } from "../../../core/data/item-model";
import type { ElfPcActorModel } from "../models/actor-model";
import { actorModel } from "../../../core/data/actor-model";

interface Spendable { readonly key: string; readonly name: string; readonly left: number; readonly spend: () => Promise<unknown> }

/** Point pools with points left, and gear marked as a resource with some left. */
export function spendables(actor: Actor.Implementation): Spendable[] {
  const out: Spendable[] = [];
  if (isActorType(actor, ["elfPc"])) {
    const pools = actor.system.resources;
    pools.forEach((r, i) => {
      if (r.value > 0) out.push({ key: `pool.${i}`, name: r.name, left: r.value, spend: () => actorModel<ElfPcActorModel>(actor).spendPoint(i) });
    });
  }
  for (const item of actor.items) {
    const g = isItemType(item, ["elfGear"]) ? item.system : null;
    if (g?.resource && g.quantity > 0) out.push({ key: `item.${item.id}`, name: item.name ?? "", left: g.quantity, spend: () => itemModel(item).consume() });
  }
  return out;
}

async function pickResource(options: Spendable[]): Promise<Spendable | null> {
  // One button per resource (names are user text; the template escapes them).
  const key = await FormDialog.ask({
    title: game.i18n.localize("REALMS.Elf.Tie.spend"), template: CONFIRM_TEMPLATE,
    context: { text: game.i18n.localize("REALMS.Elf.Tie.pickResource") },
    buttons: options.map((o, i) => ({ value: o.key, label: `${o.name} (${o.left})`, icon: "", default: i === 0 })),
    read: (_form, pressed) => pressed,
  });
  return options.find((o) => o.key === key) ?? null;
}

export async function chooseTie(message: ChatMessage.Implementation, card: TaskCard, choice: string): Promise<void> {
  const actor = actorAt(card.actor.uuid);
  if (!actor || !(TIE_OPTIONS as readonly string[]).includes(choice) || !tieOpen(card)) return;
  if (!userMayModify(game.user, actor)) return refuse(actor);
  if (card.tieWithheld?.includes(choice as TieOption)) {
    return void ui.notifications?.error("REALMS.Elf.Errors.TieWithheld", { localize: true, format: { option: game.i18n.localize(`REALMS.Elf.Tie.${choice}.name`) } });
  }
  let spent: string | null = null;
  if (choice === "successWithEffort") {
    const options = spendables(actor);
    if (!options.length) return void ui.notifications?.error("REALMS.Elf.Errors.NoResource", { localize: true, format: { name: actor.name ?? "" } });
    const picked = await pickResource(options);
    if (!picked) return;
    await picked.spend();
    spent = picked.name;
  }
  await updateCard(message, "realms.elf.tie", { tieChoice: choice as TieOption, tieSpent: spent });
  await loseLongActionIfHit({ ...card, tieChoice: choice as TieOption });
}

/** "Two or more of these options." */
const MIN_TIE_OPTIONS = 2;

/** The GM offers or withdraws one of the four options on a tied card ("the GM may offer two or more"). */
export async function toggleTieOffer(message: ChatMessage.Implementation, card: TaskCard, option: string): Promise<void> {
  if (!game.user.isGM || !(TIE_OPTIONS as readonly string[]).includes(option) || !tieOpen(card)) return;
  const withheld = card.tieWithheld ?? [];
  const next = withheld.includes(option as TieOption) ? withheld.filter((o) => o !== option) : [...withheld, option as TieOption];
  if (TIE_OPTIONS.length - next.length < MIN_TIE_OPTIONS) return void ui.notifications?.warn("REALMS.Elf.Errors.TieMinimum", { localize: true });
  await updateCard(message, "realms.elf.tieOffer", { tieWithheld: next });
}
