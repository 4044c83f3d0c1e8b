/**
 * Quest start and end, Rests and the party's shared things on the GM's client (M91, M94, M98, M100, M107; A37, A38):
 * read the heroes, call the pure rules (rules/quest-end.ts, rules/rest.ts, rules/synergy.ts), write what they return.
 * One exported function per GM step, each returning what it did, so a test (or the round's glue test) drives it.
 */
import { gmAction, missing, Refusal, requireGM, requireMayModify, runAsGM, userMayModify } from "../../../core/gm";
import { actorAt } from "../../../core/refs";
import { bool, id, int, object, record, string, uuid } from "../../../core/payload";
import { syncConditionEffects } from "../../../core/condition-effects";
import { endQuest } from "../../../core/quest";
import { notify } from "../../../core/notices";
import { ELDFALL_STATUS_EFFECTS } from "../config";
import { REST_CHOICES } from "../profile/rules/keys";
import { allyRefusal, downAtStart, planQuestEnd, planRestart, questFailed, type QuestEndPlan } from "./rules/quest-end";
import { planRest, type HeroChange, type RestChoice, type RestHeroResult } from "./rules/rest";
import { addSynergyPoints, pointsAfterUnlock, unlockRefusal } from "./rules/synergy";
import type { SynergySystem } from "../models/campaign-specs";
import { PARTY_TYPE, partyData, partyMembers } from "../party/state";
import { campaignHero } from "./hero";
import { moveDialNow, type DialMove } from "./moon-dial";
import { statesOf } from "../states/actor-states";
import { runWeatherCheck } from "../chaos/chaos";

const K = "REALMS.Eldfall.Campaign";

function partyAt(ref: string): Actor.Implementation {
  const party = actorAt(ref);
  if (party?.type !== PARTY_TYPE) throw missing("party");
  return party;
}

/** Write each hero's HP and Weak Points, and take off the States the rules removed. */
async function applyHeroChanges(changes: readonly HeroChange[]): Promise<void> {
  for (const c of changes) {
    const hero = actorAt(c.uuid);
    if (!hero) continue;
    await hero.update({ system: { health: { value: c.health }, weakPoints: c.weakPoints } });
    if (!c.removeStates.length) continue;
    await syncConditionEffects(hero, statesOf(hero).filter((s) => !c.removeStates.includes(s.id)), ELDFALL_STATUS_EFFECTS);
  }
}

const heroesOf = (party: Actor.Implementation) => partyMembers(party).map(campaignHero);

/** Refuse an Ally who may not come now (checked before anything is written). */
function requireAlly(party: Actor.Implementation, ally: string, questActive = partyData(party).quest.active): void {
  const s = partyData(party);
  const refusal = allyRefusal(ally, { questActive, summonedThisQuest: s.quest.ally, summoned: s.alliesSummoned });
  if (refusal) throw new Refusal(`${K}.Errors.ally.${refusal}`);
  if (actorAt(ally)?.type !== "eldfallHero") throw missing("actor");
}

/** The Ally summoned now: one per Quest, at its start, never again in the campaign (M100); +1 period. */
async function summonAllyNow(party: Actor.Implementation, ally: string): Promise<DialMove> {
  requireAlly(party, ally);
  const s = partyData(party);
  await party.update({ system: { quest: { ally }, alliesSummoned: [...s.alliesSummoned, ally] } });
  return moveDialNow(party, "ally");
}

export interface QuestStart { readonly downAtStart: readonly string[]; readonly ally: DialMove | null }

/** Quest start: the Synergy picked (points from 0), the Ally if any, the Weather Check. */
export const gmQuestStart = gmAction("eldfall", "questStart", object({ party: uuid, name: string(200), synergy: string(16), ally: string(200) }), async (data, user): Promise<QuestStart> => {
  const party = partyAt(data.party);
  requireMayModify(user, party);
  if (partyData(party).quest.active) throw new Refusal(`${K}.Errors.questActive`);
  if (data.synergy && party.items.get(data.synergy)?.type !== "eldfallSynergy") throw missing("item");
  if (data.ally) requireAlly(party, data.ally, true);
  await party.update({ system: { quest: { name: data.name, active: true, ally: "" }, synergy: { points: 0, selected: data.synergy } } });
  const ally = data.ally ? await summonAllyNow(party, data.ally) : null;
  // M86: the Weather Check is a step of the Quest start.
  await runWeatherCheck();
  const down = downAtStart(heroesOf(party));
  for (const uuid of down) await notify(actorAt(uuid)!, `${K}.Quest.downAtStart`);
  return { downAtStart: down, ally };
});

export const gmSummonAlly = gmAction("eldfall", "summonAlly", object({ party: uuid, ally: uuid }), async (data, user) => {
  const party = partyAt(data.party);
  requireMayModify(user, party);
  return summonAllyNow(party, data.ally);
});

export interface QuestEnd extends QuestEndPlan { readonly move: DialMove | null; readonly failed: boolean }

/** The Quest ends (completed, or failed: M107): the core ends quest-long States (A37), then the party's bookkeeping. */
export async function endQuestNow(party: Actor.Implementation, failed: boolean): Promise<QuestEnd> {
  await endQuest();
  const plan = planQuestEnd(heroesOf(party), partyData(party).synergy.points, failed);
  await applyHeroChanges(plan.heroes);
  await party.update({ system: { quest: { active: false, ally: "" }, synergy: { points: 0, selected: "" } } });
  const move = plan.periods ? await moveDialNow(party, "quest") : null;
  await notify(party, failed ? `${K}.Quest.failed` : `${K}.Quest.ended`, { points: plan.synergyDiscarded });
  for (const uuid of plan.stillDown) await notify(actorAt(uuid)!, `${K}.Quest.stillDown`);
  return { ...plan, move, failed };
}

export const gmQuestEnd = gmAction("eldfall", "questEnd", object({ party: uuid, failed: bool }), async (data, user) => {
  requireGM(user);
  return endQuestNow(partyAt(data.party), data.failed);
});

/** A failed Quest restarted (M107): optionally full HP and no Weak Points; the Quest is under way again. */
export const gmQuestRestart = gmAction("eldfall", "questRestart", object({ party: uuid, restoreHp: bool, removeWeakPoints: bool }), async (data, user) => {
  requireGM(user);
  const party = partyAt(data.party);
  const changes = planRestart(heroesOf(party), data);
  await applyHeroChanges(changes);
  await party.update({ system: { quest: { active: true } } });
  return changes;
});

/** All heroes Incapacitated during a Quest: it ends at once as failed (M107). The active GM checks on each hero change. */
export async function checkQuestFailure(party: Actor.Implementation): Promise<QuestEnd | null> {
  if (!partyData(party).quest.active || !questFailed(heroesOf(party))) return null;
  return endQuestNow(party, true);
}

export interface RestResult { readonly heroes: readonly RestHeroResult[]; readonly move: DialMove }

/**
 * A Rest (M94), on the Journey only: each hero's choice applied, +1 period. It changes every hero the party lists, and
 * the list is written by whoever owns the party; so a player rests a party only when every actor it lists is theirs
 * (a table with several players asks the GM to rest), never another player's hero or a GM's Hostile.
 */
export const gmRest = gmAction("eldfall", "rest", object({ party: uuid, choices: record(4_000) }), async (data, user): Promise<RestResult> => {
  const party = partyAt(data.party);
  requireMayModify(user, party);
  for (const listed of partyData(party).members.map((m) => actorAt(m))) {
    if (listed && !userMayModify(user, listed)) throw new Refusal(`${K}.Errors.restNotYours`, { name: listed.name ?? "?" });
  }
  const s = partyData(party);
  if (s.quest.active) throw new Refusal(`${K}.Errors.restInQuest`);
  const choices = Object.fromEntries(Object.entries(data.choices).filter(([, c]) => (REST_CHOICES as readonly unknown[]).includes(c))) as Record<string, RestChoice>;
  const plan = planRest(heroesOf(party), choices, s.difficulty === "hard" && s.hard.woundHealing);
  await applyHeroChanges(plan.heroes);
  for (const h of plan.heroes) {
    const hero = actorAt(h.uuid)!;
    await notify(hero, h.refused ? `${K}.Rest.refused.${h.refused}` : `${K}.Rest.chose.${h.choice}`);
  }
  return { heroes: plan.heroes, move: await moveDialNow(party, "rest") };
});

/** Synergy Points: +n when the picked card's condition is met (−n: the GM takes them back). */
export const gmSynergyPoints = gmAction("eldfall", "synergyPoints", object({ party: uuid, n: int(-99, 99) }), async (data, user) => {
  const party = partyAt(data.party);
  requireMayModify(user, party);
  const points = addSynergyPoints(partyData(party).synergy.points, data.n);
  await party.update({ system: { synergy: { points } } });
  return points;
});

/** The picked Synergy unlocks at its cost and goes to a hero (P2-campaign-5: the cost is spent from the pool). */
export const gmSynergyUnlock = gmAction("eldfall", "synergyUnlock", object({ party: uuid, item: id, hero: uuid }), async (data, user) => {
  const party = partyAt(data.party);
  requireMayModify(user, party);
  const hero = actorAt(data.hero);
  if (!hero || !partyData(party).members.includes(hero.uuid ?? "")) throw missing("actor");
  const item = party.items.get(data.item);
  const sys = item?.system as SynergySystem | undefined;
  const card = item && sys ? { id: item.id ?? "", unlockCost: sys.unlockCost, unlocked: sys.unlocked } : null;
  const s = partyData(party);
  const refusal = unlockRefusal(card, s.synergy.selected, s.synergy.points, hero.uuid ?? "");
  if (refusal) throw new Refusal(`${K}.Errors.synergy.${refusal}`);
  const source = item!.toObject() as { system: SynergySystem };
  await hero.createEmbeddedDocuments("Item", [{ ...source, system: { ...source.system, unlocked: true, assignedTo: hero.uuid } }] as never);
  await item!.delete();
  await party.update({ system: { synergy: { points: pointsAfterUnlock(card!, s.synergy.points), selected: "" } } });
  await notify(hero, `${K}.Synergy.unlocked`, { name: item!.name ?? "" });
  return pointsAfterUnlock(card!, s.synergy.points);
});

/** Storage (§ STORAGE): an Upgrade moves between the party and a hero, on the Journey only. */
export const gmTrade = gmAction("eldfall", "trade", object({ party: uuid, from: uuid, to: uuid, item: id }), async (data, user) => {
  const party = partyAt(data.party);
  const from = actorAt(data.from);
  const to = actorAt(data.to);
  requireMayModify(user, from);
  requireMayModify(user, to);
  if (partyData(party).quest.active) throw new Refusal(`${K}.Errors.storageInQuest`);
  for (const side of [from, to]) if (side.uuid !== party.uuid && !partyData(party).members.includes(side.uuid ?? "")) throw missing("actor");
  const item = from.items.get(data.item);
  if (item?.type !== "eldfallUpgrade") throw missing("item");
  const source = item.toObject() as { system: Record<string, unknown> };
  const created = (await to.createEmbeddedDocuments("Item", [{ ...source, system: { ...source.system, equipped: false } }] as never))?.[0];
  await item.delete();
  return created?.id ?? null;
});

/** Client-side entries: each asks the GM (who checks the user's rights) and resolves to its result or undefined. */
export const questStart = (party: Actor.Implementation, options: { name?: string; synergy?: string; ally?: string } = {}) =>
  runAsGM(gmQuestStart, { party: party.uuid, name: options.name ?? "", synergy: options.synergy ?? "", ally: options.ally ?? "" }) as Promise<QuestStart | undefined>;
export const questEnd = (party: Actor.Implementation, failed = false) => runAsGM(gmQuestEnd, { party: party.uuid, failed }) as Promise<QuestEnd | undefined>;
export const questRestart = (party: Actor.Implementation, restoreHp: boolean, removeWeakPoints: boolean) =>
  runAsGM(gmQuestRestart, { party: party.uuid, restoreHp, removeWeakPoints }) as Promise<HeroChange[] | undefined>;
export const summonAlly = (party: Actor.Implementation, ally: string) => runAsGM(gmSummonAlly, { party: party.uuid, ally }) as Promise<DialMove | undefined>;
export const rest = (party: Actor.Implementation, choices: Readonly<Record<string, RestChoice>>) => runAsGM(gmRest, { party: party.uuid, choices }) as Promise<RestResult | undefined>;
export const addSynergy = (party: Actor.Implementation, n: number) => runAsGM(gmSynergyPoints, { party: party.uuid, n }) as Promise<number | undefined>;
export const unlockSynergy = (party: Actor.Implementation, item: string, hero: string) => runAsGM(gmSynergyUnlock, { party: party.uuid, item, hero }) as Promise<number | undefined>;
export const trade = (party: Actor.Implementation, from: Actor.Implementation, to: Actor.Implementation, item: string) =>
  runAsGM(gmTrade, { party: party.uuid, from: from.uuid, to: to.uuid, item }) as Promise<string | null | undefined>;

export const CAMPAIGN_GM_ACTIONS = [gmQuestStart, gmSummonAlly, gmQuestEnd, gmQuestRestart, gmRest, gmSynergyPoints, gmSynergyUnlock, gmTrade];
