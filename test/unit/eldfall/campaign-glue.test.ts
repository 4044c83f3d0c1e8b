/**
 * The campaign on the Foundry test double: the dial advancing at Quest end (Synergy Points discarded, a hero
 * Incapacitated with HP getting up), a Rest with each hero's choice, the calamity announced once past the day limit,
 * a Synergy unlocked for a hero, a failed Quest, and only the GM or the party's owner changing the party.
 */
import { expect } from "chai";
import { actAs, makeActor, resetWorld, snapshotHooks, world, type FakeActor } from "../../support/foundry-double";
import { bootSystem } from "../../support/double/boot";
import { applyStateTo, stateIdsOf } from "../../../src/rulesets/eldfall/states/actor-states";
import { advanceMoon, moveDial } from "../../../src/rulesets/eldfall/campaign/moon-dial";
import { addSynergy, checkQuestFailure, questEnd, questStart, rest, unlockSynergy } from "../../../src/rulesets/eldfall/campaign/quest";
import { partyData } from "../../../src/rulesets/eldfall/party/state";
import { actorFacts } from "../../../src/rulesets/eldfall/states/facts";
import { resolutionModelOf, rollResolution } from "../../../src/rulesets/eldfall/resolution/resolve";
import { EldfallHeroSheet } from "../../../src/rulesets/eldfall/sheets/actor-sheets";
import { HERO_TABS, heroContext, type EldActorLike } from "../../../src/rulesets/eldfall/sheets/context";
import { sheetFrame } from "../../../src/core/sheets/frame";
import type { HeroSystem } from "../../../src/rulesets/eldfall/models/specs";
import type { EldfallActorModel } from "../../../src/rulesets/eldfall/models/actor-model";
import type { ResolutionInput, ResolutionModel } from "../../../src/rulesets/eldfall/resolution/rules/resolution";

const attributes = (hp: number) => ({ sta: 2, spd: 3, arm: 3, hp, off: 12, def: 12, acc: 12, int: 10, ag: 12, t: 10, m: 10 });
const heroOf = (name: string, hp: number, health: number, weakPoints = 0) =>
  makeActor({ name, type: "eldfallHero", system: { schemaVersion: 1, attributes: attributes(hp), health, weakPoints }, ownership: { default: 0, player1: 3 } });
const sys = (a: FakeActor) => {
  const s = a.system as unknown as { health: { value: number }; weakPoints: number };
  return { health: s.health.value, weakPoints: s.weakPoints };
};
const party = (members: FakeActor[], extra: object = {}) => makeActor({
  name: "Test Party", type: "eldfallParty", ownership: { default: 0, player1: 3 },
  system: { members: members.map((m) => m.uuid), moon: { value: 0, running: true, calamity: false }, ...extra },
  items: [{ _id: "syn1", name: "Synergy 03 (test)", type: "eldfallSynergy", system: { unlockCost: 2 } }],
});
const P = (a: FakeActor) => partyData(a as never);
const texts = () => world.messages.map((m) => JSON.stringify((m as { system?: unknown }).system ?? m));

describe("Eldfall campaign glue (Foundry test double)", () => {
  let shutdown: () => void;
  let restoreHooks: () => void;
  before(async () => {
    restoreHooks = snapshotHooks();
    resetWorld();
    ({ shutdown } = await bootSystem("eldfall"));
  });
  after(() => { shutdown(); restoreHooks(); });
  beforeEach(() => actAs({ id: "gm", isGM: true }));
  /** Parties that must not outlive their test (currentParty() takes the first by name). */
  const made: FakeActor[] = [];
  afterEach(() => { for (const p of made.splice(0)) world.actors.delete(p.uuid); });

  it("part 1 reads a hero's max HP as the campaign plays it (M109 +1 per missing hero, A53 Easy doubles): facts, resolution, healing, sheet", async () => {
    const a = heroOf("Test Hero 01", 5, 1);
    const alone = heroOf("Test Hero 09", 5, 1);
    const p = party([a, heroOf("Test Hero 02", 4, 4)]);
    made.push(p);
    // Two heroes of four: +2 each.
    expect([actorFacts(a as never).hpMax, resolutionModelOf(a as never).hpMax, actorFacts(alone as never).hpMax]).to.deep.equal([7, 7, 5]);
    expect(await (a.system as unknown as EldfallActorModel).heal(10), "healing fills up to 7").to.equal(6);
    // The double's sheets are placeholders: the sheet's own step that gives the pure context its actor.
    const sheet = Object.assign(Object.create(EldfallHeroSheet.prototype) as object, { document: a }) as unknown as { card(): EldActorLike<HeroSystem> };
    expect(heroContext(sheet.card(), { frame: sheetFrame(HERO_TABS, null, { owner: false, editMode: false }), states: [], enriched: {}, translate: (k) => k }).health.max).to.equal(7);
    await (p as unknown as Actor.Implementation).update({ "system.difficulty": "easy" } as never);
    expect(actorFacts(a as never).hpMax, "Easy: (5 + 2) × 2").to.equal(14);
  });

  it("Easy (M111): a Hostile's Demon Trait panics no one; a hero's still does", async () => {
    const h = heroOf("Test Hero 01", 5, 5);
    // Named to sort first: the world's party is the first by name, and other files leave theirs.
    made.push(makeActor({ name: "A Easy Test Party", type: "eldfallParty", system: { members: [h.uuid], difficulty: "easy" } as never }));
    const target = (id: string, over: object = {}) => ({ id, hero: false, side: "hostiles", size: "medium", hp: 9, hpMax: 9, arm: 5, t: 10, m: 10, int: 10, ag: 10, spd: 4, ap: 2, wp: 0, tier: 1, traits: [], states: [], ...over }) as ResolutionModel;
    const demonAttack = (attacker: ResolutionModel, victim: ResolutionModel) => ({
      models: [attacker, victim], attacks: [{ id: "x", attacker: attacker.id, pw: 12, traits: [{ id: "demon" }], targets: [{ target: victim.id, hits: [{ critical: true }] }] }],
    });
    const hostile = target("h1");
    const heroModel = target("h2", { hero: true, side: "heroes" });
    const panicked = async (input: ResolutionInput) => (await rollResolution(input)).plan.changes.flatMap((c) => c.addStates.map((s) => s.id));
    world.dice.push(1, 1);
    expect(await panicked(demonAttack(hostile, heroModel))).to.not.include("panicked");
    expect(await panicked(demonAttack(heroModel, hostile))).to.include("panicked");
  });

  it("a Quest: the Synergy picked, points added, unlocked for a hero; at its end the dial moves, the rest of the points go", async () => {
    const a = heroOf("Test Hero 01", 5, 2);
    const b = heroOf("Test Hero 02", 4, 3);
    const p = party([a, b]);
    await questStart(p as never, { name: "Quest 01 (test)", synergy: "syn1" });
    expect(P(p).quest.active).to.equal(true);
    await addSynergy(p as never, 3);
    expect(await unlockSynergy(p as never, "syn1", a.uuid)).to.equal(1, "the cost (2) is spent from 3 points");
    expect(a.items.find((i) => i.type === "eldfallSynergy")?.system).to.deep.include({ unlocked: true, assignedTo: a.uuid });
    expect(p.items.some((i) => i.id === "syn1")).to.equal(false);
    await applyStateTo(b as never, "incapacitated");
    await applyStateTo(b as never, "bleeding");
    const end = await questEnd(p as never);
    expect(end).to.deep.include({ synergyDiscarded: 1, periods: 1, failed: false });
    expect(P(p).moon.value).to.equal(1, "Day 1 Midnight → Dawn");
    expect(P(p).synergy).to.deep.equal({ points: 0, selected: "" });
    expect(stateIdsOf(b as never)).to.deep.equal(["bleeding"], "up with HP above 0; Bleeding lasts into the Journey (A37)");
    expect([sys(a).health, sys(b).health]).to.deep.equal([2, 3], "Wounds carry over (M98)");
  });

  it("a Rest: +1 period; one hero restores HP and States, another removes a Weak Point", async () => {
    const a = heroOf("Test Hero 01", 5, 1, 2);
    const b = heroOf("Test Hero 02", 4, 4, 2);
    const p = party([a, b]);
    await applyStateTo(a as never, "poisoned");
    const result = await rest(p as never, { [a.uuid]: "restore", [b.uuid]: "weakPoint" });
    expect(result?.move.moved).to.equal(1);
    expect([sys(a).health, sys(a).weakPoints, sys(b).health, sys(b).weakPoints]).to.deep.equal([7, 2, 4, 1], "two heroes: max HP 5 + 2 (M109)");
    expect(stateIdsOf(a as never)).to.deep.equal([]);
  });

  it("a player who owns the party and every hero in it rests it through the GM", async () => {
    const a = heroOf("Test Hero 01", 5, 1, 2);
    const p = party([a]);
    made.push(p);
    actAs({ id: "player1", isGM: false });
    const result = await rest(p as never, { [a.uuid]: "restore" });
    actAs({ id: "gm", isGM: true });
    expect(result?.move.moved).to.equal(1);
    expect(sys(a).health).to.equal(8);
  });

  it("a player's Rest of a party that lists another player's hero or a GM's Hostile is refused, saying whose; nothing changes", async () => {
    const mine = heroOf("Test Hero 01", 5, 1, 2);
    const theirs = makeActor({ name: "Test Hero 02", type: "eldfallHero", system: { schemaVersion: 1, attributes: attributes(4), health: 1, weakPoints: 2 }, ownership: { default: 0, player2: 3 } });
    const wolf = makeActor({ name: "Test Hostile 07", type: "eldfallHostile", system: { schemaVersion: 1, attributes: attributes(4), health: 1, weakPoints: 2, tier: 1 } });
    for (const [listed, name] of [[theirs, "Test Hero 02"], [wolf, "Test Hostile 07"]] as const) {
      const p = party([mine, listed]);
      made.push(p);
      const before = JSON.stringify([mine.system, listed.system, p.system]);
      actAs({ id: "player1", isGM: false });
      world.notifications.length = 0;
      expect(await rest(p as never, { [mine.uuid]: "restore", [listed.uuid]: "restore" })).to.equal(undefined);
      actAs({ id: "gm", isGM: true });
      expect(JSON.stringify([mine.system, listed.system, p.system]), name).to.equal(before);
      expect(world.notifications.map((n) => [n.level, n.message])).to.deep.equal([["error", `${name} is not yours: only the GM rests a party with other players' heroes. Nothing was changed.`]]);
    }
  });

  it("the GM's Rest acts on the party's heroes only: a Hostile listed in it is left as it is", async () => {
    const a = heroOf("Test Hero 01", 5, 1);
    const wolf = makeActor({ name: "Test Hostile 07", type: "eldfallHostile", system: { schemaVersion: 1, attributes: attributes(4), health: 1, weakPoints: 2, tier: 1 } });
    const p = party([a, wolf]);
    made.push(p);
    const result = await rest(p as never, { [a.uuid]: "restore", [wolf.uuid]: "restore" });
    expect(result?.heroes.map((h) => h.uuid)).to.deep.equal([a.uuid]);
    expect(sys(wolf).health, "untouched").to.equal(1);
    expect(sys(a).health, "one hero: max HP 5 + 3 (M109)").to.equal(8);
  });

  it("fewer than 4 heroes: +1 HP each per missing hero, read by the Rest (M109)", async () => {
    const a = heroOf("Test Hero 01", 5, 1);
    const p = party([a]);
    await rest(p as never, { [a.uuid]: "restore" });
    expect(sys(a).health).to.equal(8);
    expect(P(p).moon.value).to.equal(1);
  });

  it("the GM rewinds and advances by hand; time not running skips the campaign's own steps; Foresight moves three", async () => {
    const p = party([], { moon: { value: 5, running: false, calamity: false } });
    expect((await advanceMoon("event", p as never))?.notRunning).to.equal(true);
    expect((await moveDial("gm", -2, p as never))?.view).to.deep.include({ day: 1, period: "dusk" });
    await p.update({ "system.moon.running": true });
    expect((await advanceMoon("foresight", p as never))?.view).to.deep.include({ day: 2, period: "daylight" });
  });

  it("past the day limit (Hard: 10 days) the calamity is announced once; running time back re-arms it", async () => {
    const p = party([], { moon: { value: 39, running: true, calamity: false }, difficulty: "hard", hard: { night: false, woundHealing: false, dayCount: true, spawnPool: false } });
    const before = world.messages.length;
    await advanceMoon("event", p as never);
    await advanceMoon("event", p as never);
    expect(P(p).moon.calamity).to.equal(true);
    expect(texts().slice(before).filter((t) => t.includes("calamity occurs"))).to.have.length(1);
    await moveDial("gm", -1, p as never);
    expect(P(p).moon).to.deep.include({ value: 39, calamity: false });
  });

  it("every hero Incapacitated: the Quest fails at once, the dial stays", async () => {
    const a = heroOf("Test Hero 01", 5, 0);
    const p = party([a], { quest: { name: "", active: true, ally: "" } });
    await applyStateTo(a as never, "incapacitated");
    const end = await checkQuestFailure(p as never);
    expect(end).to.deep.include({ failed: true, periods: 0, stillDown: [a.uuid] });
    expect(P(p).quest.active).to.equal(false);
    expect(P(p).moon.value).to.equal(0);
  });

  it("only the GM or the party's owner changes the party; only the GM moves the dial by hand", async () => {
    const a = heroOf("Test Hero 01", 5, 2);
    const p = party([a]);
    const stranger = makeActor({ name: "Other Party", type: "eldfallParty", ownership: { default: 0 }, system: { moon: { value: 0, running: true, calamity: false } } });
    actAs({ id: "player1", isGM: false });
    world.notifications.length = 0;
    expect(await moveDial("gm", 1, p as never)).to.equal(undefined);
    expect(await advanceMoon("rest", stranger as never)).to.equal(undefined);
    expect(await questEnd(p as never)).to.equal(undefined);
    expect(world.notifications.map((n) => n.level)).to.deep.equal(["error", "error", "error"]);
    expect([P(p).moon.value, partyData(stranger as never).moon.value]).to.deep.equal([0, 0]);
    expect((await advanceMoon("event", p as never))?.moved).to.equal(1, "the party's owner moves it by a campaign step");
  });
});
