/** Casting spells (Arcana paid on casting, fumbles and criticals for the DM) and class abilities (Weakened). */
import { CHECK_CARD } from "../checks/kinds";
import { postRollCard } from "../../../core/chat/cards";
import { isDiceFormula } from "../checks/rules/pool";
import type { ClickIntent } from "../../../core/roll-dialog";
import { abilityCheck, canSwapSpells, payArcana, perPointDice, spellOutcome } from "./rules/magic";
import type { CheckCard } from "../checks/cards";
import { itemSystem } from "../../../core/data/subtypes";
import { facesOf } from "../../../core/rolls";
import { charSystem, derivedOf, isSafeArea, ref, refuseIfUnable } from "../character/state";
import { rollPool } from "../checks/pool";
import { BOOST_MAX } from "../supplies/rules/resources";
import { updateVitals } from "../conditions/vitals";
import type { AedActorModel } from "../models/actor-model";
import { actorModel } from "../../../core/data/actor-model";


export async function castSpell(actor: Actor.Implementation, spell: Item.Implementation, intent: ClickIntent): Promise<void> {
  if (refuseIfUnable(actor, false)) return;
  const s = itemSystem(spell, ["aedeloreSpell"]);
  // The rules print no costs: a spell whose cost was never filled in is refused rather than cast for free.
  if (s.arcanaCost === null) return void ui.notifications?.error("REALMS.Aedelore.Errors.SpellIncomplete", { localize: true, format: { spell: spell.name ?? "" } });
  const cost = s.arcanaCost;
  const paid = payArcana(charSystem(actor).arcana.value, cost, s.active);
  if (!paid.ok) return void ui.notifications?.error(paid.error, { localize: true, format: { spell: spell.name ?? "", cost: String(cost) } });
  const points = derivedOf(actor).totals[s.checkSkill];
  const rolled = await rollPool({
    actor, title: game.i18n.format("REALMS.Aedelore.Roll.spellTitle", { actor: actor.name ?? "", spell: spell.name ?? "" }),
    parts: [{ label: `REALMS.Aedelore.Skill.${s.checkSkill}`, i18n: true, dice: perPointDice(points) }], kind: { attack: false, skill: s.checkSkill }, purpose: "spell",
    difficulty: 1, intent,
  });
  if (!rolled) return;
  // Arcana is spent on casting, even if the spell then fizzles.
  await actorModel<AedActorModel>(actor).spendResource("arcana", charSystem(actor).arcana.value - paid.arcana);
  const outcome = spellOutcome(rolled.result.successes, rolled.result.criticals);
  let damageDice: number[] = [];
  let damageTotal: number | null = null;
  if (outcome !== "fumble" && isDiceFormula(s.damage)) {
    const roll = await new Roll(s.damage).evaluate();
    damageDice = facesOf(roll);
    damageTotal = (roll.total ?? 0) * s.multiplier;
  }
  const card: CheckCard = {
    kind: "spell", label: spell.name ?? "", actor: ref(actor), ...rolled.summary, difficulty: 1, outcome: outcome === "fumble" ? "failure" : "success",
    spell: { cost, arcanaLeft: paid.arcana, outcome, damage: s.damage ? `${s.damage} × ${s.multiplier}` : "", damageDice, damageTotal, choice: null },
    ability: null, contest: null,
  };
  await postRollCard(rolled.roll, CHECK_CARD.id, card, { actor });
}

/** Use a class ability: its skill's points as dice against the minimum; success pays Weakened and grants its dice. */
export async function useAbility(actor: Actor.Implementation, item: Item.Implementation, intent: ClickIntent): Promise<void> {
  if (refuseIfUnable(actor, false)) return;
  const a = itemSystem(item, ["aedeloreAbility"]);
  if (!a.checkSkill || a.minSuccesses === null || a.weakenedCost === null) {
    return void ui.notifications?.error("REALMS.Aedelore.Errors.AbilityIncomplete", { localize: true, format: { name: item.name ?? "" } });
  }
  const weakened = charSystem(actor).weakened;
  if (a.weakenedCost > weakened) return void ui.notifications?.error("REALMS.Aedelore.Errors.NotEnoughWeakened", { localize: true, format: { name: item.name ?? "" } });
  const points = derivedOf(actor).totals[a.checkSkill];
  const rolled = await rollPool({
    actor, title: game.i18n.format("REALMS.Aedelore.Roll.abilityTitle", { actor: actor.name ?? "", name: item.name ?? "" }),
    parts: [{ label: `REALMS.Aedelore.Skill.${a.checkSkill}`, i18n: true, dice: perPointDice(points) }], kind: { attack: false, skill: a.checkSkill }, purpose: "ability",
    difficulty: a.minSuccesses, intent,
  });
  if (!rolled) return;
  const result = abilityCheck(rolled.result.successes, a.minSuccesses, weakened, a.weakenedCost);
  const gain = a.gainDice ?? 0;
  const card: CheckCard = {
    kind: "ability", label: item.name ?? "", actor: ref(actor), ...rolled.summary, difficulty: a.minSuccesses, outcome: result.ok ? "success" : "failure",
    spell: null, ability: { minimum: a.minSuccesses, cost: a.weakenedCost, gain, ok: result.ok, weakenedLeft: result.weakened }, contest: null,
  };
  await postRollCard(rolled.roll, CHECK_CARD.id, card, { actor });
  // Paid after the card, so a collapse at 0 Weakened follows the ability that caused it.
  if (result.ok) await updateVitals(actor, { system: { weakened: result.weakened, boost: Math.min(BOOST_MAX, charSystem(actor).boost + gain) } });
}

/** Spells become active or inactive only in a safe area (a scene the GM marked as town or village). */
export async function toggleSpell(actor: Actor.Implementation, spell: Item.Implementation): Promise<void> {
  if (!canSwapSpells(isSafeArea())) return void ui.notifications?.error("REALMS.Aedelore.Errors.NotSafe", { localize: true });
  await itemSystem(spell, ["aedeloreSpell"]).toggleActive();
  void actor;
}
