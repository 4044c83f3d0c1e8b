/**
 * A hero's Level Up (M99, M110; A52): the owner asks with the raises they chose, the GM re-reads the hero (level,
 * custom or named, kept points, printed attributes), plans it with rules/leveling.ts and writes it in one update.
 */
import { gmAction, missing, Refusal, requireMayModify, runAsGM } from "../../../core/gm";
import { actorAt } from "../../../core/refs";
import { int, object, partial, uuid, type Check } from "../../../core/payload";
import { notify } from "../../../core/notices";
import { actorSystem } from "../../../core/data/subtypes";
import { ATTRIBUTES, type Attribute } from "../profile/rules/keys";
import { planLevelUp, type Raises } from "./rules/leveling";

const K = "REALMS.Eldfall.Campaign.Leveling";
const RAISES = partial(Object.fromEntries(ATTRIBUTES.map((a) => [a, int(0, 20)])) as Record<Attribute, Check<number>>);

export interface LevelUpResult { readonly level: number; readonly points: number }

export const gmLevelUp = gmAction("eldfall", "levelUp", object({ hero: uuid, raises: RAISES }), async ({ hero: ref, raises }, user): Promise<LevelUpResult> => {
  const hero = actorAt(ref);
  if (hero?.type !== "eldfallHero") throw missing("hero");
  requireMayModify(user, hero);
  const s = actorSystem(hero, ["eldfallHero"]);
  const plan = planLevelUp({ level: s.level, custom: s.custom, points: s.points, attributes: s.attributes }, raises);
  const [first] = plan.errors;
  if (first) throw new Refusal(first.key, first.data);
  const hpGain = plan.raises.hp ?? 0;
  await hero.update({ system: { level: plan.level, points: plan.points, attributes: plan.attributes, health: { value: s.health.value + hpGain } } });
  const bought = Object.entries(plan.raises).map(([a, n]) => `${a.toUpperCase()} +${n}`).join(", ");
  await notify(hero, `${K}.${bought ? "done" : "doneNoRaise"}`, { level: plan.level, raises: bought, points: plan.points });
  return { level: plan.level, points: plan.points };
});

/** Ask the GM to level `hero` up with these raises (the dialog's choice); a refusal is shown and nothing changes. */
export const levelUp = (hero: Actor.Implementation, raises: Raises) => runAsGM(gmLevelUp, { hero: hero.uuid, raises }) as Promise<LevelUpResult | undefined>;

export const LEVELING_GM_ACTIONS = [gmLevelUp];
