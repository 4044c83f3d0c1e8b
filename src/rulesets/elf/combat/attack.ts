/** A PC attacks with a weapon: against a targeted NPC in the combat's structure, or as a plain task with a typed DF. */
import type { ClickIntent } from "../../../core/roll-dialog";
import { realmsFlag } from "../../../core/flags";
import type { DuelRoundCard } from "../task/cards";
import { itemSystem } from "../../../core/data/subtypes";
import { combatOf, isNpc, npcDifficulty, ref, structureOf } from "../actors/state";
import { weaponAttack } from "../task/task-facts";
import { attackModeReasons } from "../actors/reach";
import { rollTask } from "../task/task";

export async function pcAttack(actor: Actor.Implementation, weapon: Item.Implementation, target: Actor.Implementation | null, intent: ClickIntent): Promise<void> {
  const w = itemSystem(weapon, ["elfWeapon"]);
  const label = weapon.name ?? "";
  if (!target) return void (await rollTask({ actor, purpose: "task", label, difficulty: null, intent }));
  if (!isNpc(target)) return void ui.notifications?.error("REALMS.Elf.Errors.TargetNpc", { localize: true });
  const combat = combatOf(actor);
  const structure = structureOf(combat);
  if (structure === "duel") {
    // Duel rounds are rolled from the round's card, where the stances are revealed.
    const open = game.messages.contents.findLast((m) => realmsFlag<DuelRoundCard>(m, "duel")?.combatId === combat?.id);
    return void ui.notifications?.info(open ? "REALMS.Elf.Errors.DuelFromCard" : "REALMS.Elf.Errors.DuelPair", { localize: true });
  }
  const reach = attackModeReasons(actor, target, w);
  if (!reach.usable) {
    return void ui.notifications?.error(reach.error!, { localize: true, format: { weapon: label, band: game.i18n.localize(`REALMS.Elf.Band.${reach.band}`) } });
  }
  await rollTask({
    actor, purpose: "attack", label, target: ref(target), difficulty: npcDifficulty(target),
    mode: reach.disadvantage ? "disadvantage" : "normal", modeReasons: reach.reasons, structure,
    attack: weaponAttack({ id: weapon.id, name: weapon.name, system: w }), incoming: null, intent,
  });
}
