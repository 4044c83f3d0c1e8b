/**
 * A full quest round end to end on the Foundry test double with the system booted: the party actor (heroes, Spawn
 * Pool, Moon Dial), quest start with the Weather Check, a hero turn in which the player's sheet Attack is declared in
 * the Activation Sequence and a Hostile reacts from the shipped example Behavior card's REACTIVE hierarchy (the GM
 * accepts the proposal), ending in a Confrontation,
 * a Hostile turn whose Chaos Phase draws exactly one Chaos card resolved by the dial, the AI proposing the Hostiles'
 * activations (Tier, then M) which the GM Executes through the Activation Sequence until no behavior can use AP,
 * a spawn from the pool in the middle of it (joins the combat with AP at once, and its turn comes by its Tier and M),
 * and quest end moving the dial by one period and discarding the Synergy Points. Every number is computed from the
 * pure rules or read from the documents; the chaos cards are synthetic ("Chaos 01"), not box content.
 */
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { actAs, makeActor, makeCombat, makeScene, placeToken, resetUsers, settle, world, type FakeActor } from "../../support/foundry-double";
import { clickOnSheet, usePlainEnrichment } from "../../support/sheet-actions";
import { EldfallHeroSheet } from "../../../src/rulesets/eldfall/sheets/actor-sheets";
import type { FakeCombat } from "../../support/double/combat";
import type { FakeCards } from "../../support/double/cards";
import type { DialogAnswer } from "../../support/double/dialogs";
import { bootedSuite } from "../../support/double/boot";
import { scenes } from "../../support/double/tokens";
import { listMessageContents } from "../../support/double/message-contents";
import { enablePlacement } from "../../support/double/placement";
import { installWeatherEffects, withSceneUpdates } from "../../support/double/scene-weather";
import { useSystemCombat } from "../../support/system-combat";
import { cardData } from "../../support/cards";
import { createDeck, deckState } from "../../../src/core/decks/stacks";
import { advancePhase } from "../../../src/core/turn-controls";
import { currentPath, sideOfCombatant } from "../../../src/core/turn-position";
import { cardOf } from "../../../src/core/chat/cards";
import { activationStep } from "../../../src/rulesets/eldfall/activation/activation";
import { ACTIVATION_CARD, type ActivationCard } from "../../../src/rulesets/eldfall/activation/card";
import { ELDFALL_CONFRONTATION_CARD } from "../../../src/rulesets/eldfall/dice/card-kinds";
import type { ConfrontationCard } from "../../../src/rulesets/eldfall/dice/cards";
import { AI_PROPOSAL_CARD, type AiProposalCard } from "../../../src/rulesets/eldfall/ai/proposal-card";
import type { ChaosCardData } from "../../../src/rulesets/eldfall/chaos/card";
import { executeProposal, HOSTILE_SIDE } from "../../../src/rulesets/eldfall/ai/runner";
import { behaviorOf, readAiField } from "../../../src/rulesets/eldfall/ai/scene";
import { chaosCardOf } from "../../../src/rulesets/eldfall/chaos/chaos";
import { currentWeather } from "../../../src/rulesets/eldfall/chaos/weather";
import { spawnHostile } from "../../../src/rulesets/eldfall/spawn/spawn";
import { addSynergy, questEnd, questStart } from "../../../src/rulesets/eldfall/campaign/quest";
import { currentDial, partyData } from "../../../src/rulesets/eldfall/party/state";
import { apLeftOf } from "../../../src/rulesets/eldfall/states/facts";
import { stateIdsOf } from "../../../src/rulesets/eldfall/states/actor-states";
import { activationOrder } from "../../../src/rulesets/eldfall/ai/rules/ai-order";
import { fires } from "../../../src/rulesets/eldfall/ai/rules/ai-plan";
import { apOnArrival, upkeepAllotment } from "../../../src/rulesets/eldfall/turns/rules/ap";
import { resolveChaos } from "../../../src/rulesets/eldfall/chaos/rules/chaos";
import { resolveConfrontation } from "../../../src/rulesets/eldfall/dice/rules/confrontation";
import { checkOf } from "../../../src/rulesets/eldfall/dice/rules/roll";
import { MOON_ADVANCE } from "../../../src/rulesets/eldfall/party/rules/moon-dial";
import type { BehaviorSystem } from "../../../src/rulesets/eldfall/models/campaign-specs";

type Combat = FakeCombat & { syncBoundaries(): Promise<void> };
type Msg = ChatMessage.Implementation;
const g = globalThis as unknown as { game: { combat: unknown; scenes: { get(id: string): unknown } } };
const step = async (fn: () => Promise<unknown>) => { await fn(); await settle(); await settle(); };
const kindOf = (m: unknown) => (m as { system?: { kind?: string } }).system?.kind;
const last = (kind: string) => world.messages.findLast((m) => kindOf(m) === kind) as unknown as Msg;
const all = (kind: string) => world.messages.filter((m) => kindOf(m) === kind) as unknown as Msg[];
const byId = (id: string) => world.messages.find((m) => m.id === id) as unknown as Msg;
const chaosPosts = () => world.messages.filter((m) => JSON.stringify(m).includes("realms.eldfall.chaos")).map((m) => cardData<ChaosCardData>(m));

/** The shipped example Behavior card (M79), read from the pack's source: keyed rows, not a copy. */
const BEHAVIOR_SOURCE = JSON.parse(readFileSync("packs/eldfall-behaviors/example-behavior-card_eldBeExampleM790.json", "utf8")) as { name: string; type: string; system: BehaviorSystem };
const BEHAVIOR = { name: BEHAVIOR_SOURCE.name, type: BEHAVIOR_SOURCE.type, system: BEHAVIOR_SOURCE.system };

const ATTRS = { sta: 2, spd: 4, arm: 3, hp: 3, off: 13, def: 12, acc: 12, int: 10, ag: 12, t: 12, m: 10 };
function model(name: string, type: "eldfallHero" | "eldfallHostile", owner: string | null, over: Partial<typeof ATTRS> = {}, tier = 1): FakeActor {
  const attributes = { ...ATTRS, ...over };
  return makeActor({
    name, type, ownership: { default: 0, ...(owner ? { [owner]: 3 } : {}) }, items: (type === "eldfallHostile" ? [BEHAVIOR] : []) as never,
    system: { schemaVersion: 1, attributes, health: attributes.hp, weakPoints: 0, ap: 0, tier, size: "medium", inventory: 10 },
  });
}

/** Synthetic Chaos cards: "Chaos 01" a Weather card with no effect key or Environment, the rest Day/Night cards. */
const chaos = (n: number, kind: "weather" | "dayNight") => {
  const name = `Chaos ${String(n).padStart(2, "0")}`;
  return {
    name, type: "eldfallChaos", face: 0, faces: [{ name, img: `cards/chaos-${n}.webp` }], back: { name: "Chaos", img: "cards/chaos-back.webp" },
    system: { schemaVersion: 1, number: n, kind, effect: `Effect of ${n}.`, dayEffect: `Day of ${n}.`, nightEffect: `Night of ${n}.`, weather: { fx: "", environment: "" } },
  };
};

/** The fixture's own inputs: the dial at the quest's start (Day 1, Daylight) and the Synergy Points gained. */
const MOON_AT_START = 2;
const SYNERGY_POINTS = 3;

describe("Eldfall end to end: a full quest round with the hostile side, the Chaos deck and the Moon Dial run by the system", () => {
  // Another spec replaces the double's scene lookup and never puts it back: use the double's own while this runs.
  const previousGet = g.game.scenes.get;
  bootedSuite("eldfall", () => {
    g.game.scenes.get = previousGet;
  }, () => {
    g.game.scenes.get = (id: string) => scenes.get(id);
    resetUsers();
  });
  usePlainEnrichment();
  before(() => {
    installWeatherEffects();
    listMessageContents();
  });
  useSystemCombat("eldfall");

  // The Spawn Pool and the dial are the world's party (the first by name): parties other specs left behind go first.
  let party: FakeActor | null = null;
  beforeEach(() => {
    for (const a of [...world.actors.values()]) if (a.type === "eldfallParty") world.actors.delete(a.uuid);
  });
  afterEach(() => {
    if (party) world.actors.delete(party.uuid);
  });

  it("quest start (Weather Check), hero turn with a Hostile's reactive row, Hostile turn (one Chaos card, AI activations Executed, a spawn), quest end (dial +1, Synergy Points gone)", async () => {
    const reactive = BEHAVIOR.system.reactive.reaction[0]!;
    expect([reactive.behavior, reactive.target], "the shipped card's first reactive row, keyed").to.deep.equal(["meleeAttack", "activated"]);

    const aria = model("Aria", "eldfallHero", "player1");
    const seigen = model("Seigen", "eldfallHero", "player2");
    const wolf = model("Wolf", "eldfallHostile", null, { m: 12 });
    const ogre = model("Ogre", "eldfallHostile", null, { m: 10 });
    const brute = model("Brute", "eldfallHostile", null, { m: 14 }, 2);
    const pooled = model("Test Hostile 07", "eldfallHostile", null, { m: 11 });
    party = makeActor({
      name: "Test Party", type: "eldfallParty", ownership: { default: 0, player1: 3, player2: 3 },
      system: {
        schemaVersion: 1, members: [aria.uuid, seigen.uuid], moon: { value: MOON_AT_START, running: true, calamity: false },
        spawnPool: [{ actor: pooled.uuid, count: 1 }],
      } as never,
    });
    const scene = withSceneUpdates(enablePlacement(makeScene("Field")));
    placeToken(scene, aria, { x: 1, y: 0, linked: true });
    const wolfToken = placeToken(scene, wolf, { x: 1, y: 0, linked: true });
    placeToken(scene, seigen, { x: 4, y: 4, linked: true });
    placeToken(scene, ogre, { x: 6, y: 6, linked: true });
    placeToken(scene, brute, { x: 7, y: 0, linked: true });
    const { deck, discard } = await createDeck({
      name: "Chaos deck", discardName: "Chaos discard", reshuffle: true, flags: { eldfall: { deck: "chaos" } },
      cards: [chaos(1, "weather"), ...[2, 3, 4, 5, 6].map((n) => chaos(n, "dayNight"))].map((c, i) => ({ ...c, sort: i })),
    });
    const chaosDeckCards = deck as unknown as FakeCards;
    const undrawn = () => deckState(deck as never).draw;
    const discarded = () => [...((discard as unknown as FakeCards).cards ?? [])].map((c) => c.name);

    /* ---- Quest start: the Synergy Points from 0, the Weather Check ---- */
    const started = await questStart(party as never, { name: "Quest 01 (test)" });
    await settle();
    expect(started?.downAtStart, "no hero down at the start").to.deep.equal([]);
    expect(partyData(party as never).quest.active).to.equal(true);
    const weather = currentWeather(scene as never);
    expect([weather?.name, weather?.source], "the one Weather card in the top four applies at once and stays out").to.deep.equal(["Chaos 01", "check"]);
    expect(undrawn(), "the other three shuffled back").to.have.length(chaosDeckCards.cards.size - 1);
    await addSynergy(party as never, SYNERGY_POINTS);
    expect(partyData(party as never).synergy.points).to.equal(SYNERGY_POINTS);

    const combat = makeCombat([aria, seigen, wolf, ogre, brute], {}, { round: 0, turn: null }) as unknown as Combat;
    g.game.combat = combat;
    const advance = async (times = 1) => { for (let i = 0; i < times; i++) await step(() => advancePhase(combat as never)); };
    const where = () => currentPath(combat as never).join("/");

    /* ---- the Hero Turn: Aria attacks the Wolf, the Wolf reacts from its reactive hierarchy ---- */
    await step(() => combat.startCombat() as Promise<unknown>);
    await advance(2); // Upkeep, Tactical
    expect(where()).to.equal("heroes/tactical");
    expect(all(AI_PROPOSAL_CARD.id), "no activation proposal in the heroes' turn").to.have.length(0);
    // Aria's player targets the Wolf and presses her Unarmed Attack on her sheet: the first press activates her (its
    // card posted by the GM), the second declares the Attack on that card (Idle: she has not moved).
    actAs({ id: "player1", isGM: false });
    (globalThis as unknown as { game: { user: { targets: Set<unknown> } } }).game.user.targets = new Set([wolfToken]);
    const unarmed = `[data-action="attack"][data-row-id="unarmed"]`;
    await step(() => clickOnSheet(EldfallHeroSheet as never, aria, unarmed));
    const heroCard = last(ACTIVATION_CARD.id);
    expect(cardData<ActivationCard>(heroCard).state.activator.name).to.equal("Aria");
    await step(() => clickOnSheet(EldfallHeroSheet as never, aria, unarmed));
    expect(cardData<ActivationCard>(heroCard).state.action, "the sheet's Attack declared on the card").to.deep.include({ action: "attack", targets: [{ uuid: wolf.uuid, name: "Wolf", strikes: 1 }] });
    actAs({ id: "gm", isGM: true });
    // The GM's list of Hostile proposals, accepted as the AI preselected it.
    let offered: Record<string, string> = {};
    world.dialogs.push(((form: HTMLFormElement) => {
      offered = Object.fromEntries([...form.querySelectorAll<HTMLInputElement>("input[type='radio']")].filter((i) => i.checked).map((i) => [i.name, i.value]));
    }) as DialogAnswer);
    const wolfApBefore = apLeftOf(wolf as never);
    await activationStep(heroCard, "next");
    expect(offered[`reaction.${wolf.uuid}`], "reactive row 1: LoS to Aria, in its space: Melee Attack").to.match(/^attack/);
    expect(cardData<ActivationCard>(heroCard).state.reactions.map((r) => [r.name, r.action]), "the Ogre and the Brute have no row that applies")
      .to.deep.equal([["Wolf", "attack"]]);
    expect(apLeftOf(wolf as never), "the Reaction's 1 AP").to.equal(wolfApBefore - 1);
    // Aria's two Strikes (STA 2) 5 and 15, the Wolf's one 8; then spare dice for DMG and whatever else the step asks.
    world.dice.length = 0;
    world.dice.push(5, 15, 8, ...Array(12).fill(10));
    await activationStep(heroCard, "next");
    const conf = cardOf<ConfrontationCard>(last(ELDFALL_CONFRONTATION_CARD.id))!;
    const expected = resolveConfrontation({ dice: [5, 15], check: checkOf(ATTRS.off, {}, "attack") }, { dice: [8], check: checkOf(ATTRS.off, {}, "attack") });
    expect([conf.a.actor.name, conf.b.actor.name, conf.winner, conf.a.hits, conf.b.hits]).to.deep.equal(["Aria", "Wolf", expected.winner, expected.a.hits, expected.b.hits]);
    if (cardData<ActivationCard>(heroCard).state.step !== "done") await activationStep(heroCard, "next");
    expect(cardData<ActivationCard>(heroCard).state.step).to.equal("done");
    world.dice.length = 0;

    /* ---- the Hostile Turn: the Chaos Phase draws exactly one card, resolved by the dial ---- */
    await advance(3); // End; the Hostile Turn's Strategic, Upkeep
    expect(where()).to.equal("hostiles/upkeep");
    const top = chaosDeckCards.cards.get(undrawn()[0]!)!;
    const [undrawnBefore, postsBefore] = [undrawn().length, chaosPosts().length];
    await advance(); // Chaos
    expect(where()).to.equal("hostiles/chaos");
    expect(undrawn(), "one card drawn").to.have.length(undrawnBefore - 1);
    expect(discarded(), "the card drawn lies on the discard pile").to.deep.equal([top.name]);
    const posted = chaosPosts().slice(postsBefore);
    const resolution = resolveChaos(chaosCardOf(top as never)!, currentDial());
    expect(posted.map((c) => [c.name, c.branch, c.period, c.round])).to.deep.equal([[top.name, resolution.branch, resolution.period, combat.round]]);
    expect(currentWeather(scene as never)?.name, "a Day/Night card leaves the weather as it is").to.equal("Chaos 01");

    /* ---- the Tactical Phase: proposals in order (Tier, then M), each Executed by the GM; a spawn in the middle ---- */
    await advance();
    expect(where()).to.equal("hostiles/tactical");
    const fieldNow = () => readAiField(scene as never)!;
    const actorOfModel = (id: string) => fieldNow().tokens.get(id)!.actor as unknown as Actor.Implementation;
    const hostilesNow = () => fieldNow().field.models.filter((m) => m.side === HOSTILE_SIDE);
    for (const m of hostilesNow()) {
      const a = actorOfModel(m.id);
      expect(apLeftOf(a), `${m.name}'s Upkeep AP as the active side`).to.equal(upkeepAllotment({ sta: ATTRS.sta, states: stateIdsOf(a) }, "active"));
    }
    let message = last(AI_PROPOSAL_CARD.id);
    expect(message, "the Tactical Phase opens with a proposal").to.not.equal(undefined);
    const executed: string[] = [];
    let spawnedName: string | null = null;
    for (let guard = 0; guard < 40; guard++) {
      const proposal = cardData<AiProposalCard>(message);
      const order = activationOrder(hostilesNow()).flat();
      const at = order.findIndex((m) => m.id === proposal.plan.hostile.id);
      expect(at, `${proposal.plan.hostile.name} is on the field`).to.be.at.least(0);
      for (const before of order.slice(0, at)) {
        expect(apLeftOf(actorOfModel(before.id)), `${before.name}, ahead of ${proposal.plan.hostile.name} by Tier and M, has no AP left`).to.equal(0);
      }
      const actor = actorOfModel(proposal.plan.hostile.id);
      const apBefore = apLeftOf(actor);
      expect(apBefore, "a proposal only for a Hostile with AP").to.be.greaterThan(0);
      world.dice.length = 0;
      world.dice.push(...Array(40).fill(10));
      const done = await executeProposal(message);
      await settle();
      const act = cardData<ActivationCard>(byId(done.activationMessageId));
      expect([act.state.activator.name, act.state.step], "Executed through part 1's Activation Sequence").to.deep.equal([proposal.plan.hostile.name, "done"]);
      expect(apLeftOf(actor), "one AP for the Activation").to.equal(apBefore - 1);
      executed.push(proposal.plan.hostile.name);

      if (!spawnedName) {
        // An Encounter mid-round: the GM spawns the pool's Hostile next to Seigen.
        const spawned = await spawnHostile({ actorUuid: pooled.uuid, tier: null, at: { x: 4, y: 3 }, triggeredBy: seigen.uuid });
        await settle();
        if (spawned.kind !== "spawned") throw new Error(`expected a spawn, got ${spawned.kind}`);
        const combatant = combat.combatants.find((c) => c.id === spawned.combatantId);
        expect(combatant, "it joins the running combat").to.not.equal(undefined);
        expect(sideOfCombatant(combatant as never)).to.equal(HOSTILE_SIDE);
        const token = scene.tokens.find((t) => t.uuid === spawned.tokenUuid)!;
        const expectedAp = apOnArrival({ sta: ATTRS.sta, states: stateIdsOf(token.actor as never) }, "active");
        expect([spawned.ap, apLeftOf(token.actor as never)], "AP at once, as the active side").to.deep.equal([expectedAp, expectedAp]);
        expect(behaviorOf(token.actor as never), "the spawned Hostile carries its Behavior card").to.not.equal(null);
        spawnedName = token.name ?? pooled.name;
      }
      if (done.next.kind !== "proposed") {
        expect(done.next.kind, "the side is done").to.equal("done");
        break;
      }
      message = byId(done.next.messageId);
    }
    // No Hostile has AP its behavior can use; each activated by Tier then M (the spawn by its own), one after another.
    const { field } = fieldNow();
    const hostiles = hostilesNow();
    expect(hostiles.filter((m) => fires(field, m.id, behaviorOf(actorOfModel(m.id))!)).map((m) => m.name)).to.deep.equal([]);
    const runs = executed.filter((n, i) => n !== executed[i - 1]);
    expect(runs, "each Hostile spends its AP before the next (A6), in the order Tier, then M").to.deep.equal(activationOrder(hostiles).flat().map((m) => m.name));
    expect(runs, "the spawn took its turn").to.include(spawnedName);
    for (const m of hostiles) {
      expect(executed.filter((n) => n === m.name).length, `${m.name}: one Activation per AP`).to.be.greaterThan(0);
    }

    /* ---- Quest end: the dial moves one period, the Synergy Points are discarded, the weather ends ---- */
    await combat.delete();
    const moonBefore = partyData(party as never).moon.value;
    const ended = await questEnd(party as never);
    await settle();
    await settle();
    expect([ended?.periods, ended?.synergyDiscarded, ended?.failed]).to.deep.equal([MOON_ADVANCE.quest, SYNERGY_POINTS, false]);
    expect(moonBefore, "nothing in the round moved the dial").to.equal(MOON_AT_START);
    expect(partyData(party as never).moon.value).to.equal(MOON_AT_START + MOON_ADVANCE.quest);
    expect(partyData(party as never).synergy.points).to.equal(0);
    expect(currentWeather(scene as never), "the weather ends with the Quest").to.equal(null);
    expect(discarded()).to.include("Chaos 01");
  });
});
