/**
 * The system's Combat subclass on the combat double (v13's turn list, navigation, roster changes and
 * turn events): every boundary reaches the ruleset once, whatever the GM does to the tracker.
 */
import { cardData } from "../../support/cards";
import { expect } from "chai";
import fc from "fast-check";
import { actAs, makeActor, makeCombat, makeScene, placeToken, settle, world, type FakeActor } from "../../support/foundry-double";
import type { FakeCombat } from "../../support/double/combat";
import { registerRuleset } from "../../../src/core/registry";
import { boundaryKey, type Boundary } from "../../../src/core/rules/timeline";
import type { Ruleset } from "../../../src/core/ruleset";
import { fakeRuleset } from "../../support/fake-ruleset";
import { useSystemCombat } from "../../support/system-combat";
import { onCombatBoundaries as elvendorBoundaries } from "../../../src/rulesets/elvendor/turns/turns";
import { ELVENDOR_TURNS } from "../../../src/rulesets/elvendor/config";
import { applyConditionTo } from "../../../src/rulesets/elvendor/conditions/conditions";
import { conditionsOf } from "../../../src/rulesets/elvendor/conditions/conditions";

const g = globalThis as unknown as { game: { combat: unknown; settings: { store: Map<string, unknown> } }; CONFIG: { Combat: { documentClass: unknown }; Combatant: { documentClass: unknown } } };
const key = (b: Boundary) => `${boundaryKey(b)}${"skipped" in b && b.skipped ? "*" : ""}`;

const seen: string[] = [];
const probe: Ruleset = fakeRuleset("combatprobe", {
  async onCombatBoundaries(_combat, boundaries) { seen.push(...boundaries.map(key)); },
});
registerRuleset(probe);
// Elvendor's turn automation, without its data models (they need Foundry's DataModel classes).
registerRuleset({ ...probe, id: "combatelvendor", onCombatBoundaries: elvendorBoundaries, turnStructure: ELVENDOR_TURNS });

// Player 1 owns them all: the tracker gives turn controls to the current combatant's owner (a player may change the turn only then).
const people = (n: number) => Array.from({ length: n }, (_, i) => makeActor({ name: `P${i}`, type: "probe", system: {}, ownership: { default: 0, player1: 3 } }));
type Combat = FakeCombat & { syncBoundaries?: () => Promise<void> };
const ids = (combat: Combat) => combat.turns.map((c) => c.id);

describe("combat double: Foundry v13 turn bookkeeping", () => {
  before(() => actAs({ id: "gm", isGM: true }));
  after(() => { g.game.combat = null; });

  it("turn events run forward only, flag passed-over slots as skipped, and only on the active GM, whoever moves the turn", async () => {
    const combat = makeCombat(people(3), {}, { round: 0, turn: null });
    const [a, b, c] = ids(combat);
    // Foundry does not await turn events; a GM's clicks come one after another.
    for (const click of [() => combat.startCombat(), () => combat.nextTurn(), () => combat.update({ turn: 0 }) /* a rewind */, () => combat.nextRound()]) {
      await click();
      await settle();
    }
    expect(combat.turnEvents).to.deep.equal([
      `endRound:0`, `startRound:1`, `startTurn:1:${a}`, // v13 walks from round 0 and ends it too
      `endTurn:1:${a}`, `startTurn:1:${b}`,
      `endTurn:1:${a}`, `startTurn:1:${b}*`, `endTurn:1:${b}*`, `startTurn:1:${c}*`, `endTurn:1:${c}*`, `endRound:1`, `startRound:2`, `startTurn:2:${a}`,
    ]);
    // A player's End Turn: Foundry runs `_onUpdate` on every client, and the active GM's fires the events, once.
    actAs({ id: "player1", isGM: false });
    await combat.nextTurn();
    await settle();
    actAs({ id: "gm", isGM: true });
    expect(combat.turnEvents.slice(13)).to.deep.equal([`endTurn:2:${a}`, `startTurn:2:${b}`]);
    expect(combat.combatant?.id).to.equal(b);
  });

  it("adding, re-sorting and removing combatants keeps the current one current, without turn events", async () => {
    const combat = makeCombat(people(3), {}, { round: 0, turn: null });
    const [a, b, c] = ids(combat);
    await combat.startCombat();
    await combat.nextTurn(); // b
    await settle();
    const before = combat.turnEvents.length;
    const [spawn] = await combat.createEmbeddedDocuments("Combatant", [{ actor: people(1)[0]!, initiative: 30 }]);
    expect([combat.turn, combat.combatant?.id]).to.deep.equal([2, b]);
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: c, initiative: 40 }]);
    expect([ids(combat), combat.turn]).to.deep.equal([[c, spawn!.id, a, b], 3]);
    await combat.deleteEmbeddedDocuments("Combatant", [a!]);
    expect([combat.turn, combat.combatant?.id]).to.deep.equal([2, b]);
    await settle();
    expect(combat.turnEvents.length).to.equal(before);
    // Deleting the current combatant: with none after it, the previous one takes over, silently...
    await combat.deleteEmbeddedDocuments("Combatant", [b!]);
    await settle();
    expect([combat.combatant?.id, combat.turnEvents.length]).to.deep.equal([spawn!.id, before]);
    // ...else the next one does, and its turn starts.
    await combat.update({ turn: 0 });
    await combat.deleteEmbeddedDocuments("Combatant", [c!]);
    await settle();
    expect([combat.combatant?.id, combat.turnEvents.at(-1)]).to.deep.equal([spawn!.id, `startTurn:1:${spawn!.id}`]);
  });
});

describe("the system's Combat subclass on the double", () => {
  useSystemCombat("combatprobe");
  beforeEach(() => { seen.length = 0; });

  const started = async (n: number) => {
    const combat = makeCombat(people(n), {}, { round: 0, turn: null }) as Combat;
    await combat.startCombat();
    await settle();
    return combat;
  };

  it("a combatant removed before the current one does not swallow the next turn start", async () => {
    const combat = await started(3);
    const [a, b, c] = ids(combat);
    await combat.nextTurn();
    await settle();
    await combat.deleteEmbeddedDocuments("Combatant", [a!]); // Foundry: turn 1 → 0, still b
    await settle();
    await combat.nextTurn();
    await settle();
    expect(seen).to.deep.equal([`roundStart:1`, `turnStart:1:${a}`, `turnEnd:1:${a}`, `turnStart:1:${b}`, `turnEnd:1:${b}`, `turnStart:1:${c}`]);
  });

  it("a spawn sorted ahead and an initiative roll neither replay the current turn nor skip the next", async () => {
    const combat = await started(2);
    const [a, b] = ids(combat);
    await combat.nextTurn(); // b
    await settle();
    seen.length = 0;
    const [spawn] = await combat.createEmbeddedDocuments("Combatant", [{ actor: people(1)[0]!, initiative: 50 }]);
    world.dice.push(20);
    await combat.rollInitiative([a!]);
    await settle();
    expect(seen, "roster changes alone process nothing").to.deep.equal([]);
    await combat.nextTurn(); // past the end: round 2
    await settle();
    expect(seen).to.deep.equal([`turnEnd:1:${b}`, `turnStart:1:${spawn!.id}*`, `turnEnd:1:${spawn!.id}*`, `roundEnd:1`, `roundStart:2`, `turnStart:2:${combat.turns[0]!.id}`]);
  });

  it("only the active GM walks: a player's End Turn reaches its client and is walked once; its next change adds nothing", async () => {
    const combat = await started(2);
    const [a, b] = ids(combat);
    actAs({ id: "player1", isGM: false });
    await combat.nextTurn();
    await settle();
    actAs({ id: "gm", isGM: true });
    expect(seen).to.deep.equal([`roundStart:1`, `turnStart:1:${a}`, `turnEnd:1:${a}`, `turnStart:1:${b}`]);
    await combat.update({ "flags.core.touched": true });
    await settle();
    expect(seen).to.have.length(4);
  });

  it("a mark an earlier version stored as (round, turn index) carries on from where it was", async () => {
    const combat = makeCombat(people(2), { processed: { round: 2, turn: 0 } }, { round: 2, turn: 0 }) as Combat;
    const [a, b] = ids(combat);
    await combat.nextTurn();
    await settle();
    expect(seen).to.deep.equal([`turnEnd:2:${a}`, `turnStart:2:${b}`]);
  });

  it("random tracker use (navigation, skips, rewinds, spawns, deletions, initiative) processes each boundary once", async () => {
    const op = fc.oneof(
      { weight: 4, arbitrary: fc.constant("nextTurn") }, fc.constant("previousTurn"), fc.constant("nextRound"), fc.constant("previousRound"),
      fc.nat(6).map((n) => `jump:${n}`), fc.integer({ min: 0, max: 9 }).map((n) => `add:${n}`), fc.nat(6).map((n) => `remove:${n}`),
      fc.tuple(fc.nat(6), fc.integer({ min: 0, max: 9 })).map(([i, n]) => `init:${i}:${n}`),
    );
    await fc.assert(fc.asyncProperty(fc.array(op, { maxLength: 25 }), async (ops) => {
      seen.length = 0;
      const combat = await started(3);
      for (const o of ops) {
        const [verb, x, y] = o.split(":");
        const at = (n: string | undefined) => combat.turns[Number(n) % Math.max(combat.turns.length, 1)];
        if (verb === "jump" && combat.turns.length) await combat.update({ turn: Number(x) % combat.turns.length }, { direction: 0 });
        else if (verb === "add") await combat.createEmbeddedDocuments("Combatant", [{ actor: people(1)[0]!, initiative: Number(x) }]);
        else if (verb === "remove" && at(x)) await combat.deleteEmbeddedDocuments("Combatant", [at(x)!.id]);
        else if (verb === "init" && at(x)) await combat.updateEmbeddedDocuments("Combatant", [{ _id: at(x)!.id, initiative: Number(y) }]);
        else if (verb === "nextTurn" || verb === "previousTurn" || verb === "nextRound" || verb === "previousRound") await combat[verb]();
        await settle();
        const plain = seen.map((k) => k.replace(/\*$/, ""));
        expect(new Set(plain).size, `a boundary fired twice: ${plain.join(" ")}`).to.equal(plain.length);
        const furthest = Math.max(0, ...plain.filter((k) => k.startsWith("roundStart")).map((k) => Number(k.split(":")[1])));
        if (combat.combatant && combat.round >= furthest) expect(plain, `landed on ${combat.combatant.id}`).to.include(`turnStart:${combat.round}:${combat.combatant.id}`);
      }
    }), { numRuns: 150 });
  });
});

describe("Elvendor through the system's Combat subclass", () => {
  useSystemCombat("combatelvendor");
  const heroOf = () => makeActor({ name: "Dara", type: "elvendorHero", system: { health: { value: 10, max: 10 }, attributes: { act: 3, mov: 4, def: 3, sav: 4 }, secondary: { armor: 0 }, actionsLost: 0 } });
  const spiderOf = () => makeActor({ name: "Spider", type: "elvendorEnemy", system: { health: { value: 4, max: 4 }, actions: 2, defense: 1, saves: 5, armor: 0, move: 4 } });
  const health = (a: FakeActor) => (a.system.health as { value: number }).value;

  it("poison ticks once per round while the slain Spider is deleted in its turn and another spawns with a high initiative", async () => {
    const spider = spiderOf();
    const hero = heroOf();
    const combat = makeCombat([spider, hero], {}, { round: 0, turn: null }) as Combat;
    expect(combat.turns.map((c) => c.actor), "the Player Phase before the Enemy Phase, whatever the roster's order").to.deep.equal([hero, spider]);
    await combat.startCombat();
    await settle();
    await applyConditionTo(hero as never, "poisoned", { value: 1 }); // round 1: ticks at the hero's turns in rounds 2 and 3
    await combat.nextTurn(); // spider
    await combat.nextTurn(); // round 2: hero
    await combat.nextTurn(); // spider
    await settle();
    await combat.deleteEmbeddedDocuments("Combatant", [combat.turns[1]!.id]); // the spider falls in its turn: the hero is current again
    await settle();
    expect(health(hero), "round 2's tick at the hero's turn start, not replayed").to.equal(9);
    await combat.nextTurn(); // round 3: hero (alone)
    await settle();
    expect(health(hero)).to.equal(8);
    await combat.createEmbeddedDocuments("Combatant", [{ actor: spiderOf(), initiative: 99 }]);
    await settle();
    expect(combat.turns.map((c) => c.actor?.type), "a spawn waits for the Enemy Phase").to.deep.equal(["elvendorHero", "elvendorEnemy"]);
    expect(health(hero), "a spawn replays nothing").to.equal(8);
    await combat.nextTurn(); // the spawn, then round 4: the hero; the poison ended with round 3
    await combat.nextTurn();
    await settle();
    expect(health(hero)).to.equal(8);
    expect(conditionsOf(hero as never)).to.deep.equal([]);
  });

  it("the phases are side turns: each in a CombatantGroup, their starts and ends around the members' turns", async () => {
    const [hero, spider] = [heroOf(), spiderOf()];
    const combat = makeCombat([spider, hero], {}, { round: 0, turn: null }) as Combat;
    const boundaries: string[] = [];
    const hookId = Hooks.on("realms.turnBoundary" as never, ((p: { boundary: Boundary }) => boundaries.push(key(p.boundary))) as never);
    await combat.startCombat();
    await settle();
    await combat.nextTurn();
    await settle();
    Hooks.off("realms.turnBoundary" as never, hookId);
    const [h, s] = combat.turns.map((c) => c.id);
    expect(combat.groups.map((x) => (x.flags as { realms: { side: string } }).realms.side)).to.deep.equal(["player", "companion", "enemy"]);
    expect(combat.turns.map((c) => (c.group as { name: string } | null)?.name)).to.deep.equal(["Player Phase", "Enemy Phase"]);
    expect(boundaries).to.deep.equal(["roundStart:1", "sideStart:1:player", `turnStart:1:player/${h}`, `turnEnd:1:player/${h}`, "sideEnd:1:player",
      "sideStart:1:companion*", "sideEnd:1:companion*", "sideStart:1:enemy", `turnStart:1:enemy/${s}`]);
  });

  it("ending a combat ends its round-counted conditions: a new combat does not show or tick them", async () => {
    const hero = heroOf();
    const combat = makeCombat([hero], {}, { round: 5, turn: 0 }) as Combat;
    await combat.update({ "flags.core.touched": true });
    await settle();
    await applyConditionTo(hero as never, "poisoned", { value: 1 });
    expect(conditionsOf(hero as never).map((c) => c.id)).to.deep.equal(["poisoned"]);
    await combat.delete();
    await settle();
    expect(conditionsOf(hero as never)).to.deep.equal([]);
    const next = makeCombat([hero], {}, { round: 0, turn: null }) as Combat;
    await next.startCombat();
    for (let i = 0; i < 7; i++) await next.nextTurn();
    await settle();
    expect(health(hero)).to.equal(10);
  });

  it("the combat records who took part (an unlinked token by its own actor); one added and removed before the walk still loses the fight's conditions at its end", async () => {
    const scene = makeScene();
    const [hero, late] = [heroOf(), heroOf()];
    const spider = placeToken(scene, spiderOf(), { x: 5, y: 5 });
    const combat = makeCombat([hero], {}, { round: 0, turn: null }) as Combat;
    await combat.startCombat();
    await settle();
    await applyConditionTo(late as never, "poisoned", { value: 1 });
    const [joined] = await combat.createEmbeddedDocuments("Combatant", [{ actor: late, initiative: 5 }]);
    await combat.deleteEmbeddedDocuments("Combatant", [joined!.id]); // no walk ran in between
    await combat.createEmbeddedDocuments("Combatant", [{ token: spider, initiative: 1 }]);
    await settle();
    expect((combat.flags.realms as { participants: string[] }).participants).to.have.members([hero.uuid, late.uuid, spider.actor.uuid]);
    expect(spider.actor.uuid, "the token's own actor, not the world actor").to.match(/^Scene\..+\.Token\..+\.Actor\./);
    expect(conditionsOf(late as never).map((c) => c.id), "leaving ends nothing yet").to.deep.equal(["poisoned"]);
    await combat.delete();
    await settle();
    expect(conditionsOf(late as never)).to.deep.equal([]);
    g.game.combat = null;
  });

  it("the Enemy Phase plan is still proposed when a hero before the Spider leaves the fight", async () => {
    const scene = makeScene();
    const [first, second] = [placeToken(scene, heroOf(), { x: 1, y: 1, linked: true }), placeToken(scene, heroOf(), { x: 2, y: 1, linked: true })];
    const spider = placeToken(scene, spiderOf(), { x: 5, y: 5 });
    const combat = makeCombat([first.actor, second.actor, spider.actor], {}, { round: 0, turn: null }) as Combat;
    await combat.startCombat();
    await combat.nextTurn(); // the second hero
    await settle();
    await combat.deleteEmbeddedDocuments("Combatant", [combat.turns[0]!.id]); // the first hero leaves: turn 1 → 0
    await settle();
    world.messages.length = 0;
    await combat.nextTurn(); // the Spider
    await settle();
    const plans = world.messages.filter((m) => (m.system as { kind?: string } | undefined)?.kind === "realms.elvendor.enemyPlan");
    expect(plans.map((m) => cardData<{ tokenId: string }>(m).tokenId)).to.deep.equal([spider.id]);
    g.game.combat = null;
  });
});
