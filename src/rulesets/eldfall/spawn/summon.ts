/**
 * A Conjuration Spell cast from the hero sheet (§ CONJURATION, § RITUAL, § SUMMONING LIMIT; M63, M64): the owner
 * asks, the GM re-reads the caster, its Spell, the creature the Spell names and the summons of that caster present
 * on its scene, checks the Active Role, the Mana Cost and the Summoning Limit (rules/summoning.ts), then pays the
 * Mana, places the creature in the caster's space on the caster's side and adds it after the caster in the combat
 * (it receives its AP at once). A refusal is localized and changes nothing.
 */
import { gmAction, missing, Refusal, requireMayModify, runAsGM } from "../../../core/gm";
import { actorAt, uuidOf } from "../../../core/refs";
import { id, object, uuid } from "../../../core/payload";
import { notify } from "../../../core/notices";
import { addSummoned, ensureSideGroups } from "../../../core/turn-controls";
import { combatantOfActor, tokenOfActor } from "../../../core/token-lookup";
import { actorSystem, isActorType, isItemType, itemSystem } from "../../../core/data/subtypes";
import { actorFacts } from "../states/facts";
import { stateIdsOf } from "../states/actor-states";
import { grantArrivalAp, roleNow } from "../turns/phases";
import { summonCheck, summoningLimitOf, type SummonedCreature } from "./rules/summoning";
import { ELDFALL_MODEL_TYPES } from "../config";

type Token = TokenDocument.Implementation;
const L = "REALMS.Eldfall.Spawn.Summon";

const creatureOf = (actor: Actor.Implementation): SummonedCreature =>
  ({ name: actor.name ?? "", tier: actorSystem(actor, ["eldfallHostile"]).tier, familiar: (actorFacts(actor).traits.familiar ?? 0) > 0 });

/** The caster's summons on the scene now: Hostile-type models it summoned, not Dead (a dismissed one is gone). */
function presentSummons(scene: Scene.Implementation, caster: string): SummonedCreature[] {
  return [...scene.tokens].map((t) => (t as Token).actor).filter((a): a is Actor.Implementation =>
    !!a && isActorType(a, ["eldfallHostile"]) && a.system.summoner === caster && !stateIdsOf(a).includes("dead")).map(creatureOf);
}

export interface SummonResult { readonly tokenUuid: string; readonly used: number; readonly sta: number; readonly mana: number }

export const gmSummon = gmAction("eldfall", "summon", object({ caster: uuid, spell: id }), async ({ caster: ref, spell }, user): Promise<SummonResult> => {
  const caster = actorAt(ref);
  if (!caster || !isActorType(caster, ELDFALL_MODEL_TYPES)) throw missing("actor");
  requireMayModify(user, caster);
  const item = caster.items.get(spell);
  if (!item || !isItemType(item, ["eldfallSpell"])) throw missing("spell");
  const s = itemSystem(item, ["eldfallSpell"]);
  if (s.spellType !== "conjuration" || !s.summons) throw new Refusal(`${L}.notConjuration`, { spell: item.name ?? "" });
  const creature = actorAt(s.summons);
  if (!creature || !isActorType(creature, ["eldfallHostile"]) || creature.isToken) throw new Refusal(`${L}.noCreature`, { spell: item.name ?? "" });
  const combat = game.combat as Combat.Implementation | null;
  const combatant = combat?.started ? combatantOfActor(combat, caster) : null;
  // The caster's token: its combatant's, else its token on the combat's (or the viewed) scene.
  const token = (combatant?.token ?? tokenOfActor(caster, (combat?.scene ?? game.scenes?.viewed) as Scene.Implementation | null | undefined)) as Token | null | undefined;
  const scene = token?.parent as Scene.Implementation | null | undefined;
  if (!combat || !combatant || !token || !scene || roleNow(combat, combatant) !== "active") throw new Refusal(`${L}.notActive`, { name: caster.name ?? "" });
  const sta = actorFacts(caster).sta;
  const check = summonCheck({ sta, mana: caster.system.mana }, presentSummons(scene, uuidOf(caster)), creatureOf(creature), s.manaCost);
  if (!check.ok) {
    throw new Refusal(`${L}.${check.reason}`, { name: caster.name ?? "", creature: creature.name ?? "", used: String(check.used), sta: String(sta), cost: String(s.manaCost ?? "") });
  }
  await caster.update({ system: { mana: check.manaLeft } });
  const data = await creature.getTokenDocument({ x: token.x, y: token.y, disposition: token.disposition } as never);
  const [placed] = (await scene.createEmbeddedDocuments("Token", [data.toObject()] as never)) as unknown as Token[];
  if (!placed?.actor) throw new Refusal(`${L}.notCreated`, { creature: creature.name ?? "" });
  // Its own copy (an unlinked token's actor) fights for the caster.
  await placed.actor.update({ system: { summoner: uuidOf(caster), side: "heroes" } });
  const joined = await addSummoned(combat, { tokenId: placed.id, sceneId: scene.id, actorId: placed.actorId, hidden: false } as never, combatant.id);
  if (joined) {
    await ensureSideGroups(combat);
    await grantArrivalAp(combat, joined);
  }
  await notify(caster, `${L}.done`, { creature: creature.name ?? "", limit: summoningLimitOf(creatureOf(creature)), used: check.usedAfter, sta, mana: check.manaLeft });
  return { tokenUuid: uuidOf(placed), used: check.usedAfter, sta, mana: check.manaLeft };
});

/** Cast a Conjuration Spell of `caster` (its Item id) through the GM: the hero sheet's Summon button, or a macro. */
export const summon = (caster: Actor.Implementation, spellId: string) => runAsGM(gmSummon, { caster: caster.uuid, spell: spellId }) as Promise<SummonResult | undefined>;

export const SUMMON_GM_ACTIONS = [gmSummon];
