/** Ability and skill checks against a difficulty, and contested checks. */
import { CHECK_CARD } from "./kinds";
import { postRollCard } from "../../../core/chat/cards";
import type { ClickIntent } from "../../../core/roll-dialog";
import { barelyCountsFor, checkOutcome, contest } from "./rules/checks";
import type { PoolPart } from "./rules/pool";
import { OPPOSED, linkedAbility, type AbilityKey, type SkillKey } from "../character/rules/skills";
import type { CheckCard } from "./cards";
import { aedeloreOptions } from "../settings";
import { derivedOf, ref, refuseIfUnable } from "../character/state";
import { quickPool, rollPool } from "./pool";

const abilityPart = (a: AbilityKey, points: number): PoolPart => ({ label: `REALMS.Aedelore.Ability.${a}`, i18n: true, points });
const skillPart = (s: SkillKey, points: number): PoolPart => ({ label: `REALMS.Aedelore.Skill.${s}`, i18n: true, points });

/** Ability alone, or ability + skill (each converted separately); Luck has no ability. */
export function checkParts(actor: Actor.Implementation, talent: { ability?: AbilityKey; skill?: SkillKey }): PoolPart[] {
  const totals = derivedOf(actor).totals;
  const ability = talent.ability ?? (talent.skill ? linkedAbility(talent.skill, totals) : null);
  return [...(ability ? [abilityPart(ability, totals[ability])] : []), ...(talent.skill ? [skillPart(talent.skill, totals[talent.skill])] : [])];
}

export async function rollCheck(actor: Actor.Implementation, talent: { ability?: AbilityKey; skill?: SkillKey }, intent: ClickIntent): Promise<void> {
  if (refuseIfUnable(actor, false)) return;
  const label = game.i18n.localize(talent.skill ? `REALMS.Aedelore.Skill.${talent.skill}` : `REALMS.Aedelore.Ability.${talent.ability}`);
  const rolled = await rollPool({
    actor, title: game.i18n.format("REALMS.Aedelore.Roll.title", { actor: actor.name ?? "", label }), parts: checkParts(actor, talent),
    kind: { attack: false, skill: talent.skill ?? null }, purpose: "check", chooseDifficulty: true, intent,
  });
  if (!rolled) return;
  const card: CheckCard = {
    kind: "check", label, actor: ref(actor), ...rolled.summary, difficulty: rolled.difficulty,
    outcome: rolled.difficulty === null ? null : checkOutcome(rolled.result, rolled.difficulty, barelyCountsFor("check", aedeloreOptions().barelyCounts)),
    spell: null, ability: null, contest: null,
  };
  await postRollCard(rolled.roll, CHECK_CARD.id, card, { actor });
}

/** Contested: most successes wins; the opponent opposes with the classic pair (Stealth vs Perception…). */
export async function rollContest(actor: Actor.Implementation, skill: SkillKey, opponent: Actor.Implementation, intent: ClickIntent): Promise<void> {
  const label = game.i18n.localize(`REALMS.Aedelore.Skill.${skill}`);
  const rolled = await rollPool({ actor, title: game.i18n.format("REALMS.Aedelore.Roll.contestTitle", { actor: actor.name ?? "", label, opponent: opponent.name ?? "" }),
    parts: checkParts(actor, { skill }), kind: { attack: false, skill }, purpose: "contest", intent });
  if (!rolled) return;
  const opposed = OPPOSED[skill] ?? skill;
  const other = await quickPool(opponent, checkParts(opponent, { skill: opposed }), { attack: false, skill: opposed });
  const card: CheckCard = {
    kind: "contest", label, actor: ref(actor), ...rolled.summary, difficulty: null, outcome: null, spell: null, ability: null,
    contest: { opponent: ref(opponent), opponentLabel: game.i18n.localize(`REALMS.Aedelore.Skill.${opposed}`), pool: other.summary,
      winner: contest(rolled.result.successes, other.result.successes), tieToDefender: aedeloreOptions().tieToDefender },
  };
  await postRollCard(rolled.roll, CHECK_CARD.id, card, { actor });
}
