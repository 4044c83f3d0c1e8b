import fc from "fast-check";
import { expect } from "chai";
import { apAfterEnd, apAfterUpkeep, apOnArrival, mayUseAp, receivesAp, spendAp, upkeepAllotment, type ApFacts } from "../../src/rulesets/eldfall/turns/rules/ap";
import { apLost } from "../../src/rulesets/eldfall/resolution/rules/ap-loss";
import { heal, heroMaxHp, ignoresDemon, mayRemoveWeakPoint, missingHeroBonus, objectiveReduction } from "../../src/rulesets/eldfall/party/rules/difficulty";
import { COMBAT_RAISE, VITALITY_RAISE, applyRaises, customHeroPoints, levelPoints, planLeveling, type Purchase } from "../../src/rulesets/eldfall/campaign/rules/leveling";
import { addSynergyPoints, pointsAfterUnlock, unlockRefusal } from "../../src/rulesets/eldfall/campaign/rules/synergy";
import { exploitCost, exploitRefusal, WeakPointLedger } from "../../src/rulesets/eldfall/dice/rules/weak-points";
import { chartForRarity, drawLoot, droppedLoot, held, lootAvailable, lootSource, nameKey, sortedRows, type LootRow } from "../../src/rulesets/eldfall/spawn/rules/loot";
import { dayLimit, dialAt, dialView, isDaytime, moonDialTrack, moonDialTracks, moonTrackId } from "../../src/rulesets/eldfall/party/rules/moon-dial";
import { allyRefusal, downAtStart, planQuestEnd, planRestart, questFailed } from "../../src/rulesets/eldfall/campaign/rules/quest-end";
import { planRest, restHero, suggestedRestChoice, type CampaignHero } from "../../src/rulesets/eldfall/campaign/rules/rest";
import { derivedCode, EventRuleError, eventView, resolveEvent, type EventOutcome } from "../../src/rulesets/eldfall/campaign/rules/events";
import { normalizeCode, recordCode } from "../../src/rulesets/eldfall/party/rules/secret-log";
import {
  applyWeather, chaosFieldEnvironments, nightApplies, planNightDarkness, planWeatherCheck, resolveChaos, weatherAtQuestEnd, weatherChoice, weatherFx, weatherOf, type ChaosCard,
} from "../../src/rulesets/eldfall/chaos/rules/chaos";
import { facedHero, facingToward, planSpawn, regainOneHp, spawnSpaces } from "../../src/rulesets/eldfall/spawn/rules/spawn";
import { soldierCapOf } from "../../src/rulesets/eldfall/states/rules/states-options";
import { CRIT_READINGS, contestRulesOf } from "../../src/rulesets/eldfall/dice/rules/dice-options";
import { ATTRIBUTES, CHAOS_KINDS, DIFFICULTIES, ENVIRONMENTS, EVENT_KINDS, RARITIES, REST_CHOICES, SIZES, STATES, TIME_PERIODS } from "../../src/rulesets/eldfall/profile/rules/keys";
import { Board } from "../../src/core/rules/grid-board";
import { all, idOf, int, properties, text } from "./harness";

const states = fc.subarray([...STATES], { maxLength: 3 });
const apFacts: fc.Arbitrary<ApFacts> = fc.record({ sta: int(0, 8), states, watchful: fc.option(fc.boolean(), { nil: undefined }) });
const role = fc.constantFrom("active", "reactive" as const);

properties("eldfall/rules/ap", [
  { name: "upkeepAllotment / receivesAp / apAfterUpkeep / apOnArrival / apAfterEnd", args: [apFacts, role, int(0, 16)], junk: [2],
    run: (m: ApFacts, r: "active", current: number) => ({ allot: upkeepAllotment(m, r), receives: receivesAp(m), upkeep: apAfterUpkeep(m, r, current), arrival: apOnArrival(m, r), end: apAfterEnd() }),
    check: (x: { allot: number; upkeep: number }) => { expect(x.allot).to.be.at.least(0); expect(x.upkeep).to.be.at.least(0); } },
  { name: "mayUseAp / spendAp / apLost", args: [int(0, 16), int(0, 4), states, fc.oneof(int(0, 4), fc.constant("all" as const))], junk: [0, 1, 3],
    run: (current: number, cost: number, s: string[], lost: number | "all") => ({ may: mayUseAp(s), spend: spendAp(current, cost, s), lose: apLost(current, lost), current }),
    check: (x: { spend: { ok: boolean; left?: number }; lose: number; current: number }) => { if (x.spend.ok) expect(x.spend.left).to.be.at.least(0); expect(x.lose).to.be.within(0, x.current); } },
]);

const hero: fc.Arbitrary<CampaignHero> = fc.tuple(idOf(["Actor.a", "Actor.b", "Actor.c"]), int(0, 20), int(0, 20), int(0, 6), states)
  .map(([uuid, a, b, weakPoints, s]) => ({ uuid, name: "H", health: Math.min(a, b), max: Math.max(a, b), weakPoints, states: s }));
const heroes = fc.uniqueArray(hero, { selector: (h) => h.uuid, maxLength: 4 });

properties("eldfall/rules/difficulty, rest, quest-end", [
  { name: "missingHeroBonus / objectiveReduction / heroMaxHp / ignoresDemon", args: [int(0, 8), int(0, 30), fc.constantFrom(...DIFFICULTIES)], junk: [0, 1],
    run: (n: number, printed: number, d: "easy") => ({ bonus: missingHeroBonus(n), fewer: objectiveReduction(n), max: heroMaxHp(printed, n, d), demon: ignoresDemon(d) }),
    check: (r: { max: number }, [, printed]) => expect(r.max).to.be.at.least(printed) },
  { name: "heal / mayRemoveWeakPoint", args: [int(0, 30), int(0, 30), int(0, 10), int(0, 40), fc.boolean()], junk: all(4),
    run: (health: number, max: number, wp: number, amount: number, hard: boolean) => ({ heal: heal(health, max, wp, amount, hard), may: mayRemoveWeakPoint(health, max, wp, hard) }),
    check: (r: { heal: { health: number; weakPoints: number; healed: number; wpRemoved: number } }, [, max, wp, amount]) => {
      expect(r.heal.health).to.be.at.most(Math.max(max, 0)); expect(r.heal.weakPoints).to.be.within(0, wp); expect(r.heal.healed + r.heal.wpRemoved).to.be.at.most(amount);
    } },
  { name: "suggestedRestChoice / restHero / planRest", args: [heroes, fc.dictionary(idOf(["Actor.a", "Actor.b", "Actor.c"]), fc.constantFrom(...REST_CHOICES), { maxKeys: 3 }), fc.boolean()],
    run: (hs: CampaignHero[], choices: Record<string, "restore">, hard: boolean) => ({ suggested: hs.map((h) => suggestedRestChoice(h, hard)), one: hs.map((h) => restHero(h, "weakPoint", hard)), all: planRest(hs, choices, hard) }),
    check: (r: { all: { heroes: { health: number; weakPoints: number }[] } }, [hs]) => r.all.heroes.forEach((x, i) => { expect(x.health).to.be.within(0, hs[i].max); expect(x.weakPoints).to.be.within(0, hs[i].weakPoints); }) },
  { name: "questFailed / planQuestEnd / planRestart / downAtStart / allyRefusal", args: [heroes, int(0, 99), fc.boolean(), fc.boolean(), fc.boolean(), fc.constantFrom("ally1", "ally2"), fc.subarray(["ally1", "ally2"])], junk: [1],
    run: (hs: CampaignHero[], points: number, failed: boolean, restoreHp: boolean, removeWeakPoints: boolean, ally: string, summoned: string[]) => ({
      failed: questFailed(hs), end: planQuestEnd(hs, points, failed), restart: planRestart(hs, { restoreHp, removeWeakPoints }), down: downAtStart(hs),
      ally: allyRefusal(ally, { questActive: restoreHp, summonedThisQuest: failed ? "x" : "", summoned }),
    }),
    check: (r: { end: { heroes: unknown[] } }, [hs]) => expect(r.end.heroes).to.have.length(hs.length) },
]);

const purchase: fc.Arbitrary<Purchase> = fc.oneof(
  fc.record({ kind: fc.constant("upgrade" as const), name: text({ maxLength: 6 }), cost: fc.oneof(int(0, 12), fc.constantFrom(-1, 2.5, 100)) }),
  fc.record({ kind: fc.constant("combat" as const), attributes: fc.array(fc.constantFrom(...COMBAT_RAISE, "hp" as const), { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant("vitality" as const), attribute: fc.constantFrom(...VITALITY_RAISE, "off" as const) }),
);
const attributes = fc.record(Object.fromEntries(ATTRIBUTES.map((a) => [a, fc.option(int(0, 20), { nil: null })])) as Record<(typeof ATTRIBUTES)[number], fc.Arbitrary<number | null>>, { requiredKeys: [] });

properties("eldfall/rules/leveling, synergy, weak-points", [
  { name: "levelPoints / customHeroPoints", args: [int(1, 3), int(0, 40)], junk: all(2), run: (l: number, c: number) => [levelPoints(l), customHeroPoints(c)] },
  { name: "planLeveling / applyRaises", args: [int(0, 20), fc.array(purchase, { maxLength: 4 }), attributes], junk: [0],
    run: (budget: number, ps: Purchase[], a: Record<string, number | null>) => { const plan = planLeveling(budget, ps); return { plan, after: applyRaises(a, plan.raises) }; },
    check: (r: { plan: { ok: boolean; spent: number; left: number } }, [budget]) => { if (r.plan.ok) expect(r.plan.spent).to.be.at.most(budget); expect(r.plan.left).to.equal(budget - r.plan.spent); } },
  { name: "addSynergyPoints / unlockRefusal / pointsAfterUnlock", args: [int(0, 99), int(-20, 20), fc.option(fc.record({ id: fc.constantFrom("c1", "c2"), unlockCost: int(0, 10), unlocked: fc.boolean() }), { nil: null }), fc.constantFrom("c1", "c2"), fc.constantFrom("", "Actor.a")],
    junk: [0, 1],
    run: (points: number, n: number, card: { id: string; unlockCost: number; unlocked: boolean } | null, selected: string, heroId: string) => {
      const now = addSynergyPoints(points, n);
      const refusal = unlockRefusal(card, selected, now, heroId);
      return { now, refusal, after: card && refusal === null ? pointsAfterUnlock(card, now) : null };
    },
    check: (r: { now: number; after: number | null }) => { expect(r.now).to.be.within(0, 99); if (r.after !== null) expect(r.after).to.be.within(0, r.now); } },
  { name: "exploitCost / exploitRefusal", args: [fc.constantFrom("critical", "abyss", "knockback" as const), int(0, 10), int(1, 4), fc.constantFrom(...SIZES), fc.constantFrom(...SIZES), fc.boolean(), fc.boolean()], junk: [1, 2],
    run: (kind: "abyss", wp: number, tier: number, heroSize: string, hostileSize: string, openEdge: boolean, boss: boolean) => ({ cost: exploitCost(kind, tier), refusal: exploitRefusal({ kind, wp, tier, heroSize, hostileSize, openEdge, boss }) }),
    check: (r: { cost: number; refusal: string | null }, [, wp]) => { if (r.refusal === null) expect(wp).to.be.at.least(r.cost); } },
  { name: "WeakPointLedger", args: [fc.array(fc.tuple(idOf(["a", "b"]), idOf(["x", "y"])), { maxLength: 8 })],
    run: (grants: [string, string][]) => { const l = new WeakPointLedger(grants.slice(0, 2)); return { granted: grants.map(([t, a]) => l.grant(t, a)), pairs: l.pairs() }; },
    check: (r: { pairs: [string, string][] }) => expect(new Set(r.pairs.map((p) => p.join("|"))).size).to.equal(r.pairs.length) },
]);

const lootRow: fc.Arbitrary<LootRow> = fc.record({ range: fc.tuple(int(1, 20), int(0, 3)).map(([a, w]) => [a, a + w] as const), item: fc.option(fc.constantFrom("Item.a", "Item.b", "Item.c"), { nil: null }),
  name: fc.constantFrom("Sword", " sword ", "Shield", "Medicine"), rarity: fc.option(fc.constantFrom(...RARITIES), { nil: null }) });
const holdings = fc.record({ sources: fc.subarray(["Item.a", "Item.b"]).map((s) => new Set(s)), names: fc.subarray(["sword", "medicine"]).map((s) => new Set(s)) });

properties("eldfall/rules/loot", [
  { name: "nameKey / held / lootAvailable / sortedRows / drawLoot", args: [fc.array(lootRow, { maxLength: 6 }), int(1, 24), holdings], junk: [1],
    run: (rows: LootRow[], roll: number, h: { sources: Set<string>; names: Set<string> }) => ({ keys: rows.map((r) => nameKey(r.name)), held: rows.map((r) => held(r, h)), available: rows.map((r) => lootAvailable(r, h)), draw: drawLoot(sortedRows(rows), roll, h) }),
    check: (r: { available: boolean[] }, [rows]) => rows.forEach((row: LootRow, i: number) => { if (row.rarity === "legendary") expect(r.available[i]).to.equal(false); }) },
  { name: "chartForRarity / droppedLoot / lootSource", args: [fc.constantFrom(...RARITIES), fc.constantFrom("", "common", "superior" as const), fc.constantFrom("", "Item.a"), fc.boolean(), fc.boolean()],
    run: (rarity: "common", loot: "", lootItem: string, named: boolean, taken: boolean) => {
      const token = droppedLoot({ loot, lootItem });
      return { chart: chartForRarity(rarity), token, source: token && lootSource(token, named ? { rarity, taken } : null) };
    } },
]);

properties("eldfall/rules/moon-dial", [
  { name: "dayLimit / moonDialTrack / dialAt / isDaytime / moonTrackId / moonDialTracks", args: [int(0, 40), fc.boolean()], junk: [0],
    run: (value: number, hard: boolean) => { const dial = dialAt(value, dayLimit(hard)); return { max: moonDialTrack(dayLimit(hard)).max, dial, day: isDaytime(dial.period), id: moonTrackId(hard), tracks: moonDialTracks().length }; },
    check: (r: { dial: { day: number; period: string } }, [value]) => expect((r.dial.day - 1) * TIME_PERIODS.length + TIME_PERIODS.indexOf(r.dial.period as never)).to.equal(value) },
  { name: "dialView", args: [int(0, 52), fc.boolean()], junk: [0],
    run: (value: number, hard: boolean) => ({ view: dialView(value, hard) }),
    check: (r: { view: { daysLeft: number; periodsLeft: number } }) => { expect(r.view.daysLeft).to.be.at.least(0); expect(r.view.periodsLeft).to.be.at.least(0); } },
]);

const eventSystem = fc.record({ number: int(1, 999), kind: fc.constantFrom(...EVENT_KINDS), text: text({ maxLength: 8 }), cancellation: fc.constantFrom("", "If a hero has Stealth"),
  choices: fc.array(fc.record({ label: fc.constantFrom("", "Fight", "Flee"), code: fc.constantFrom("", "e10 - 1", "S4"), effect: fc.constantFrom("", "Gain 1") }), { maxLength: 4 }), returnToDeck: fc.boolean() });
const outcome: fc.Arbitrary<EventOutcome> = fc.oneof(fc.record({ kind: fc.constant("choice" as const), index: int(-1, 5) }), fc.constant({ kind: "cancel" as const }));
const log = fc.array(fc.constantFrom("E1-1", "e1-1", "S4", "E10-1"), { maxLength: 4 });

properties("eldfall/rules/events", [
  { name: "eventView / resolveEvent / recordCode / derivedCode / normalizeCode", args: [eventSystem, outcome, log],
    run: (s: Parameters<typeof eventView>[1], o: EventOutcome, l: string[]) => {
      const view = eventView("Event", s);
      try { return { view, resolved: resolveEvent(view, o, l), log: recordCode(l, derivedCode(s.number, 0)), code: normalizeCode(" e1 - 2 ") }; } catch (error) {
        expect(error).to.be.instanceOf(EventRuleError); // a refused outcome: a localized key, the card unchanged
        return { view, refused: (error as EventRuleError).key };
      }
    },
    check: (r: { view: { choices: unknown[] }; resolved?: { secretLog: string[] } }, [, , l]) => { expect(r.view.choices.length).to.be.at.least(1); if (r.resolved) expect(r.resolved.secretLog.length).to.be.within(l.length, l.length + 1); } },
]);

const weatherCard: fc.Arbitrary<ChaosCard> = fc.record({ id: fc.constantFrom("w1", "w2", "c1"), name: fc.constant("Card"), number: int(1, 40), kind: fc.constantFrom(...CHAOS_KINDS), effect: text({ maxLength: 6 }),
  dayEffect: text({ maxLength: 6 }), nightEffect: text({ maxLength: 6 }), weather: fc.record({ fx: fc.constantFrom("", " rain ", "fog", "bogus"), environment: fc.constantFrom("", ...ENVIRONMENTS) }) });
const dial = fc.record({ day: int(1, 13), period: fc.constantFrom(...TIME_PERIODS) });

properties("eldfall/rules/chaos", [
  { name: "weatherOf / resolveChaos / applyWeather / weatherAtQuestEnd / chaosFieldEnvironments", args: [weatherCard, weatherCard, dial, fc.constantFrom("check", "chaos" as const), fc.boolean()],
    run: (a: ChaosCard, b: ChaosCard, d: { day: number; period: "dawn" }, source: "chaos", night: boolean) => {
      const current = weatherOf(a, source);
      const r = resolveChaos(b, d, source);
      const change = r.weather ? applyWeather(current, r.weather) : weatherAtQuestEnd(current);
      return { r, change, envs: chaosFieldEnvironments(change.weather, night) };
    } },
  { name: "planWeatherCheck / weatherChoice / nightApplies / weatherFx", args: [fc.array(weatherCard, { maxLength: 4 }), fc.option(fc.constantFrom("w1", "w2", "c1", "__proto__"), { nil: null }), fc.constantFrom(...TIME_PERIODS), fc.boolean(), fc.boolean(), fc.constantFrom("", " rain ", "fog", "bogus")],
    run: (cards: ChaosCard[], chosen: string | null, period: "dawn", hard: boolean, isNight: boolean, fx: string) => {
      const plan = planWeatherCheck(cards);
      return { plan, choice: weatherChoice(plan, chosen), night: nightApplies(period, { hard, night: isNight }), fx: weatherFx(fx, ["rain", "fog"]) };
    },
    check: (r: { plan: { weather: string[] }; choice: string | null }) => { if (r.choice !== null) expect(r.plan.weather).to.include(r.choice); } },
  { name: "planNightDarkness", args: [fc.boolean(), fc.double({ min: 0, max: 1, noNaN: true }), fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null })], junk: [1, 2],
    run: planNightDarkness, check: (p: { darkness: number | null }) => { if (p.darkness !== null) expect(p.darkness).to.be.within(0, 1); } },
]);

const poolKind = fc.record({ id: fc.constantFrom("k1", "k2", "k3"), tier: int(1, 4), count: int(0, 3), onField: int(0, 3), character: fc.boolean() });
const cell = fc.record({ x: int(0, 5), y: int(0, 5) });

properties("eldfall/rules/spawn", [
  { name: "planSpawn", args: [fc.uniqueArray(poolKind, { selector: (k) => k.id, maxLength: 3 }), fc.oneof(fc.record({ kind: fc.constant("named" as const), id: idOf(["k1", "k2"]), tier: int(1, 4) }), fc.record({ kind: fc.constant("tier" as const), tier: int(1, 4) }))],
    run: planSpawn },
  { name: "regainOneHp", args: [fc.array(fc.record({ id: fc.constantFrom("h1", "h2"), hp: int(0, 20), max: int(0, 20), dead: fc.boolean() }), { maxLength: 4 })], run: regainOneHp,
    check: (out: { hp: number }[]) => { for (const o of out) expect(o.hp).to.be.at.least(1); } },
  { name: "spawnSpaces / facedHero / facingToward", args: [cell, int(0, 4), fc.array(int(0, 4), { minLength: 36, maxLength: 36 }), fc.array(fc.record({ id: fc.constantFrom("a", "b"), cell }), { maxLength: 3 }), fc.option(fc.constantFrom("a", "z"), { nil: null })], junk: [1],
    run: (at: { x: number; y: number }, size: number, occupied: number[], hs: { id: string; cell: { x: number; y: number } }[], trigger: string | null) => {
      const board = new Board(6, 6);
      const spaces = spawnSpaces({ board, capacity: () => 4, occupied: (c) => occupied[board.index(c)]! }, at, size);
      const faced = facedHero(at, hs, trigger);
      return { spaces, faced, facing: faced ? facingToward(at, faced.cell) : null };
    },
    check: (r: { spaces: { x: number; y: number }[] }, [at]) => { for (const c of r.spaces) expect(Math.abs(c.x - at.x) + Math.abs(c.y - at.y)).to.be.at.most(1); } },
]);

properties("eldfall/rules/states-options, dice-options", [
  { name: "soldierCapOf / contestRulesOf", args: [fc.boolean(), int(0, 20), fc.constantFrom(...CRIT_READINGS)], junk: [1],
    run: (clear: boolean, cap: number, reading: "strict") => ({ cap: soldierCapOf({ clearTacticalStates: clear, soldierCap: cap }), rules: contestRulesOf(reading) }) },
]);
