/**
 * Eldfall's card families (core/chat/card-family.ts) on the Foundry double: an activation opened through the API is
 * posted as its family's ChatMessage subtype with the sequence's state typed; a roll, a Confrontation, a phase
 * prompt, a Chaos draw, an Event draw, a Loot roll, a spawn and a trigger each as theirs; and each family's model refuses malformed
 * data on create and on update, writing nothing.
 */
import { expect } from "chai";
import { addRegion, makeActor, makeCombat, makeScene, placeToken, registerRolls, resetUsers, resetWorld, settle, snapshotHooks, world } from "../../support/foundry-double";
import { bootedSuite } from "../../support/double/boot";
import { CardsClass } from "../../support/double/cards";
import { useSystemCombat } from "../../support/system-combat";
import { enableBehaviorUpdates, enablePlacement, makeRollTable, resetTables } from "../../support/double/placement";
import { ZONE_BEHAVIOR } from "../../../src/core/zones";
import { createDeck } from "../../../src/core/decks/stacks";
import { cardData } from "../../support/cards";
import { expectFamilyRefuses } from "../../support/card-families";
import { registerReactionQuery } from "../../../src/core/reactions";
import { registerGmAction, registerGmQuery } from "../../../src/core/gm";
import { activate, activationStep, gmActivationStep, gmOpenActivation } from "../../../src/rulesets/eldfall/activation/activation";
import { ACTIVATION_CARD, ACTIVATION_FAMILY, type ActivationCard } from "../../../src/rulesets/eldfall/activation/card";
import { ELDFALL_ROLLS } from "../../../src/rulesets/eldfall/rolls";
import { rollAttribute, rollConfrontation, type AttackRow } from "../../../src/rulesets/eldfall/dice/rolling";
import { ELDFALL_CONFRONTATION_CARD, ELDFALL_CONFRONTATION_FAMILY, ELDFALL_ROLL_CARD, ELDFALL_ROLL_FAMILY } from "../../../src/rulesets/eldfall/dice/card-kinds";
import type { ConfrontationCard, RollCard } from "../../../src/rulesets/eldfall/dice/cards";
import { PHASE_PROMPT_CARD, PHASE_PROMPT_FAMILY, type PhasePromptCard } from "../../../src/rulesets/eldfall/states/prompt-card";
import { drawChaos } from "../../../src/rulesets/eldfall/chaos/chaos";
import { CHAOS_CARD, CHAOS_FAMILY, type ChaosCardData } from "../../../src/rulesets/eldfall/chaos/card";
import { drawEvent } from "../../../src/rulesets/eldfall/campaign/events";
import { EVENT_CARD, EVENT_FAMILY, type EventCardData } from "../../../src/rulesets/eldfall/campaign/event-card";
import { rollLoot } from "../../../src/rulesets/eldfall/spawn/loot";
import { LOOT_CARD, LOOT_FAMILY, SPAWN_CARD, SPAWN_FAMILY, TRIGGER_CARD, TRIGGER_FAMILY, type LootCard, type SpawnCard, type TriggerCard } from "../../../src/rulesets/eldfall/spawn/cards";
import { spawnHostile } from "../../../src/rulesets/eldfall/spawn/spawn";
import { ENCOUNTER_KIND } from "../../../src/rulesets/eldfall/spawn/triggers";
import "../../support/rulesets";

type Msg = ChatMessage.Implementation;
const ATTRS = { sta: 2, spd: 4, arm: 3, hp: 3, off: 12, def: 12, acc: 12, int: 10, ag: 12, t: 10, m: 12 };
const hero = (name: string) => makeActor({
  name, type: "eldfallHero", system: { ap: 2, attributes: { ...ATTRS }, health: ATTRS.hp }, ownership: { default: 0, player1: 3 },
});
const fast = { fastForward: true, advantage: false, disadvantage: false };
const sword: AttackRow = { label: "Sword", kind: "meleeItem", stk: 2, pw: 12 };
const last = () => world.messages.at(-1) as unknown as Msg;
const msg = (id: string | null) => world.messages.find((x) => x.id === id) as unknown as Msg;

registerRolls(ELDFALL_ROLLS);

describe("Eldfall card families: cards are typed ChatMessage subtypes (Foundry double)", () => {
  let restoreHooks: () => void;
  beforeEach(() => {
    restoreHooks = snapshotHooks();
    resetUsers();
    resetWorld();
    registerGmQuery();
    registerReactionQuery();
    registerGmAction(gmActivationStep);
    registerGmAction(gmOpenActivation);
  });
  afterEach(() => { restoreHooks(); });

  it("activate posts an eldfallActivation message whose steps write typed state; a step not in the sequence, text in a path tile and a note word that is no text are refused on create and update", async () => {
    const aria = hero("Aria");
    placeToken(makeScene("Field"), aria, { x: 1, y: 0, linked: true });
    const message = msg(await activate(aria as never));
    expect(message.type).to.equal(ACTIVATION_FAMILY.type);
    expect(message.system).to.deep.include({ kind: ACTIVATION_CARD.id, schemaVersion: 1 });
    await activationStep(message, "next");
    await activationStep(message, "move", "idle");
    const card = cardData<ActivationCard>(message);
    expect(card.state).to.deep.include({ step: "movement", panic: "none", action: null, resolution: null });
    expect(card.state.movement).to.deep.include({ movement: "idle", crouch: null, impededBy: null });
    expect(card.origin).to.deep.equal({ x: 1, y: 0 });
    await expectFamilyRefuses(message, { state: { ...card.state, step: "teatime" } }, "state.step");
    await expectFamilyRefuses(message, { state: { ...card.state, movement: { ...card.state.movement, path: [{ x: "one", y: 0 }] } } }, "state.movement.path.0.x");
    await expectFamilyRefuses(message, { notes: [{ key: "REALMS.Eldfall.Activation.x", data: { name: 7 } }] }, "notes.0.data");
  });

  it("an attribute roll posts an eldfallRoll message; a purpose not in the set and a die face of 21 are refused on create and update", async () => {
    world.dice.push(10);
    const rolled = await rollAttribute(hero("Tharos") as never, "dodge", { intent: fast });
    const message = last();
    expect(message.type).to.equal(ELDFALL_ROLL_FAMILY.type);
    expect(message.system).to.deep.include({ kind: ELDFALL_ROLL_CARD.id, schemaVersion: 1 });
    const card = cardData<RollCard>(message);
    expect(card).to.deep.equal(rolled);
    await expectFamilyRefuses(message, { purpose: "damage" }, "purpose");
    await expectFamilyRefuses(message, { side: { ...card.side, dice: [{ ...card.side.dice[0]!, face: 21 }] } }, "side.dice.0.face");
  });

  it("a Confrontation posts an eldfallConfrontation message; a winner not in the set and a Hit of text are refused on create and update", async () => {
    world.dice.push(6, 11, 8);
    const rolled = await rollConfrontation({ actor: hero("Model A") as never, row: sword }, { actor: hero("Model B") as never, row: { ...sword, stk: 1 } }, { intent: fast });
    const message = last();
    expect(message.type).to.equal(ELDFALL_CONFRONTATION_FAMILY.type);
    expect(message.system).to.deep.include({ kind: ELDFALL_CONFRONTATION_CARD.id });
    const card = cardData<ConfrontationCard>(message);
    expect(card).to.deep.equal(rolled);
    await expectFamilyRefuses(message, { winner: "draw" }, "winner");
    await expectFamilyRefuses(message, { a: { ...card.a, hits: [{ die: 0, face: 11, critical: "yes", source: "roll" }] } }, "a.hits.0.critical");
  });
});

describe("Eldfall card families on the booted system: phase prompts, Chaos and Event draws, loot, spawns and triggers (Foundry double)", () => {
  bootedSuite("eldfall");
  useSystemCombat("eldfall");
  // The world's actors and card stacks outlive a test: this suite's go after each (another file's party lookup must not find ours).
  const stacks: string[] = [];
  const actors: string[] = [];
  beforeEach(() => resetWorld());
  afterEach(async () => {
    await CardsClass.deleteDocuments(stacks.splice(0));
    for (const uuid of actors.splice(0)) world.actors.delete(uuid);
  });
  const ofKind = (kind: string) => world.messages.findLast((m) => (m as { system?: { kind?: string } }).system?.kind === kind) as unknown as Msg;

  it("a Warrior's Strategic Phase posts an eldfallPhasePrompt message; a prompt not in the rules and a done of text are refused on create and update", async () => {
    const warrior = makeActor({
      name: "Anari", type: "eldfallHero", ownership: { default: 0, player1: 3 },
      system: { schemaVersion: 1, attributes: { ...ATTRS }, health: ATTRS.hp, ap: 0 },
      items: [{ name: "warrior", type: "eldfallClass", system: { schemaVersion: 1, key: "warrior", level: 1, x: "", description: "" } }] as never,
    });
    actors.push(warrior.uuid);
    const combat = makeCombat([warrior], {}, { round: 0, turn: null });
    await (combat.startCombat() as Promise<unknown>);
    await settle();
    const message = ofKind(PHASE_PROMPT_CARD.id);
    expect(message.type).to.equal(PHASE_PROMPT_FAMILY.type);
    expect(cardData<PhasePromptCard>(message)).to.deep.include({ prompt: "defensiveStance", done: false });
    await expectFamilyRefuses(message, { prompt: "nap" }, "prompt");
    await expectFamilyRefuses(message, { done: "yes" }, "done");
    await combat.delete();
  });

  it("a Chaos draw posts an eldfallChaosDraw message; a kind not in the deck and an Environment not in the rules are refused on create and update", async () => {
    const { deck, discard } = await createDeck({
      name: "Chaos deck", discardName: "Chaos discard", reshuffle: true, flags: { eldfall: { deck: "chaos" } },
      cards: [{ name: "Chaos 12", type: "eldfallChaos", face: 0, faces: [{ name: "Chaos 12", img: "cards/chaos-12.webp" }], sort: 0,
        system: { schemaVersion: 1, number: 12, kind: "none", effect: "Effect of 12.", dayEffect: "", nightEffect: "", weather: { fx: "", environment: "" } } }],
    });
    stacks.push(deck.id!, discard!.id!);
    expect((await drawChaos(null, 2)).status).to.equal("drawn");
    const message = ofKind(CHAOS_CARD.id);
    expect(message.type).to.equal(CHAOS_FAMILY.type);
    expect(cardData<ChaosCardData>(message)).to.deep.include({ name: "Chaos 12", number: 12, kind: "none", branch: "effect", round: 2 });
    await expectFamilyRefuses(message, { kind: "plague" }, "kind");
    await expectFamilyRefuses(message, { environment: "lava" }, "environment");
  });

  it("an Event draw posts an eldfallEventDraw message; an outcome not in the rules and a choice index of text are refused on create and update", async () => {
    const party = makeActor({ name: "A Test Party", type: "eldfallParty", ownership: { default: 0, player1: 3 }, system: { moon: { value: 0, running: true, calamity: false } } as never });
    actors.push(party.uuid);
    const { deck, discard } = await createDeck({
      name: "Event deck", discardName: "Event discard", reshuffle: false, flags: { eldfall: { deck: "event" } },
      cards: [{ name: "Test Event 1", type: "eldfallEvent", face: null, faces: [{ name: "Test Event 1" }], sort: 0,
        system: { number: 1, kind: "story", text: "Test text.", cancellation: "Test cost", choices: [{ label: "A", code: "", effect: "" }] } }],
    });
    stacks.push(deck.id!, discard!.id!);
    expect(await drawEvent()).to.include({ drawn: true });
    const message = ofKind(EVENT_CARD.id);
    expect(message.type).to.equal(EVENT_FAMILY.type);
    const card = cardData<EventCardData>(message);
    expect(card).to.deep.include({ resolved: null });
    expect(card.event).to.deep.include({ name: "Test Event 1", kind: "story", text: "Test text." });
    await expectFamilyRefuses(message, { resolved: { outcome: "shrug", choice: 0, code: null } }, "resolved.outcome");
    await expectFamilyRefuses(message, { event: { ...card.event, choices: [{ ...card.event.choices[0]!, index: "first" }] } }, "event.choices.0.index");
  });

  it("a Loot roll posts an eldfallLoot message; a chart not in the rules and a pick not in the set are refused on create and update", async () => {
    resetTables();
    const library = makeActor({ name: "Test Library", type: "eldfallHostile", system: { schemaVersion: 1, attributes: { ...ATTRS }, health: 3, tier: 1 },
      items: [{ name: "Test Upgrade", type: "eldfallUpgrade", system: { schemaVersion: 1, category: "accessory", rarity: "common", weight: 1, quantity: 1, rows: [] } }] as never });
    const aria = hero("Aria");
    actors.push(library.uuid, aria.uuid);
    makeRollTable({ name: "Test Common Chart", formula: "1d20", flags: { realms: { eldfall: { lootChart: "common" } } }, results: [{ range: [1, 20], documentUuid: `${library.uuid}.Item.${library.items[0]!.id}` }] });
    world.dice.push(6);
    await rollLoot(aria as never, "common");
    const message = ofKind(LOOT_CARD.id);
    expect(message.type).to.equal(LOOT_FAMILY.type);
    expect(cardData<LootCard>(message)).to.deep.include({ chart: "common", roll: 6, pick: "" });
    expect(cardData<LootCard>(message).given?.name).to.equal("Test Upgrade");
    await expectFamilyRefuses(message, { chart: "legendary" }, "chart");
    await expectFamilyRefuses(message, { pick: "both" }, "pick");
    resetTables();
  });

  it("a spawn request posts an eldfallSpawn message; a status not in the set and a Tier of text are refused on create and update", async () => {
    // The Spawn Pool is the first party's: no other file's party may stand before this one.
    for (const a of [...world.actors.values()]) world.actors.delete(a.uuid);
    const wolf = makeActor({ name: "Test Hostile 01", type: "eldfallHostile", system: { schemaVersion: 1, attributes: { ...ATTRS }, health: 1, weakPoints: 0, ap: 0, tier: 1, size: "medium" } });
    const party = makeActor({ name: "Test Party", type: "eldfallParty", system: { schemaVersion: 1, spawnPool: [{ actor: wolf.uuid, count: 1 }] } as never });
    actors.push(wolf.uuid, party.uuid);
    placeToken(enablePlacement(makeScene("Field")), wolf, { x: 1, y: 1, linked: true });
    expect(await spawnHostile({ actorUuid: null, tier: 1, at: { x: 0, y: 0 } })).to.deep.include({ kind: "regained" });
    const message = ofKind(SPAWN_CARD.id);
    expect(message.type).to.equal(SPAWN_FAMILY.type);
    expect(cardData<SpawnCard>(message)).to.deep.include({ status: "regained", tier: 1, at: { x: 0, y: 0 } });
    await expectFamilyRefuses(message, { status: "summoned" }, "status");
    await expectFamilyRefuses(message, { tier: "III" }, "tier");
  });

  it("a hero crossing an Encounter posts an eldfallTrigger message; a kind not in the set and a zone uuid of a number are refused on create and update", async () => {
    const scene = enablePlacement(makeScene("Field"));
    enableBehaviorUpdates(addRegion(scene, { name: "Old bridge", shapes: [{ type: "rectangle", x: 300, y: 0, width: 100, height: 300 }], behaviors: [{ type: ZONE_BEHAVIOR, system: { kind: ENCOUNTER_KIND, option: "II" } }] }));
    const aria = hero("Aria");
    actors.push(aria.uuid);
    const token = placeToken(scene, aria, { x: 1, y: 1, linked: true });
    await token.update({ x: 500, y: 100 });
    await settle();
    const message = ofKind(TRIGGER_CARD.id);
    expect(message.type).to.equal(TRIGGER_FAMILY.type);
    const card = cardData<TriggerCard>(message);
    expect(card).to.deep.include({ kind: "encounter", code: "II", region: "Old bridge", triggered: true });
    await expectFamilyRefuses(message, { kind: "ambush" }, "kind");
    await expectFamilyRefuses(message, { zones: [{ uuid: 7, code: "II", region: "Old bridge" }] }, "zones.0.uuid");
  });
});
