/**
 * Eldfall at the table as a player meets it, on the Foundry test double with the system booted: the player's
 * client is player1's (the double checks every Combat, Combatant and Token change against its rights, as Foundry's
 * server does), the GM's work runs as the GM's client (a query's handler and what it leaves running). An Eldfall
 * round driven by the owning player through the tracker's controls; a Move whose attack of opportunity the GM
 * answers after 45 s on a frozen test clock, with the movement check set to "everyone".
 */
import { expect } from "chai";
import { actAs, addRegion, advanceClock, freezeClock, hookErrors, IGNORE, makeActor, makeCombat, makeScene, placeToken, releaseClock, resetUsers, resetWorld, settle, world, type FakeActor } from "../../support/foundry-double";
import type { FakeCombat } from "../../support/double/combat";
import { renderCombatTracker } from "../../support/double/combat-tracker";
import { after as clockAfter } from "../../support/double/clock";
import { bootedSuite } from "../../support/double/boot";
import { useSystemCombat } from "../../support/system-combat";
import { cardData } from "../../support/cards";
import { currentPath } from "../../../src/core/turn-position";
import { endActivation } from "../../../src/core/turn-controls";
import { ZONE_BEHAVIOR } from "../../../src/core/zones";
import { environmentKind } from "../../../src/rulesets/eldfall/space/rules/environments";
import { activationStep } from "../../../src/rulesets/eldfall/activation/activation";
import { ACTIVATION_CARD, type ActivationCard } from "../../../src/rulesets/eldfall/activation/card";
import { apLeftOf } from "../../../src/rulesets/eldfall/states/facts";
import { stateIdsOf } from "../../../src/rulesets/eldfall/states/actor-states";
import { attackProfilesOf } from "../../../src/rulesets/eldfall/dice/attack-profiles";
import { upkeepAllotment } from "../../../src/rulesets/eldfall/turns/rules/ap";
import { EldfallHeroSheet } from "../../../src/rulesets/eldfall/sheets/actor-sheets";
import { RESOLUTION_CARD, type ResolutionCard } from "../../../src/rulesets/eldfall/resolution/card";
import { clickOnSheet, usePlainEnrichment } from "../../support/sheet-actions";
import { listMessageContents } from "../../support/double/message-contents";

type Msg = ChatMessage.Implementation;
const g = globalThis as unknown as { game: { combat: unknown; user: { id: string }; settings: { set(ns: string, key: string, value: unknown): Promise<unknown> } } };
const settled = async () => { for (let i = 0; i < 3; i++) await settle(); };
const kindOf = (m: unknown) => (m as { system?: { kind?: string } }).system?.kind;
const last = (kind: string) => world.messages.findLast((m) => kindOf(m) === kind) as unknown as Msg;
const state = (m: Msg) => cardData<ActivationCard>(m).state;
const errors = () => world.notifications.filter((n) => n.level === "error").map((n) => n.message);

const ATTRS = { sta: 2, spd: 4, arm: 3, hp: 3, off: 13, def: 12, acc: 12, int: 10, ag: 12, t: 12, m: 10 };
const SPEAR = {
  name: "Spear", type: "eldfallUpgrade",
  system: { schemaVersion: 1, category: "weapon", equipped: true, weight: 1, quantity: 1, rows: [{ label: "", text: "", traits: [], tags: ["melee"], pw: "10", rch: "1", stk: "1" }] },
};
const IMPEDE = { name: "Impede", type: "eldfallSkill", system: { schemaVersion: 1, key: "impede", level: 1, x: "", description: "" } };

function model(name: string, type: "eldfallHero" | "eldfallHostile", owner: string | null, items: object[] = []): FakeActor {
  return makeActor({
    name, type, ownership: { default: 0, ...(owner ? { [owner]: 3 } : {}) }, items: items as never,
    system: { schemaVersion: 1, attributes: ATTRS, health: ATTRS.hp, weakPoints: 0, ap: 0, tier: 1, size: "medium", inventory: 10 },
  });
}

describe("Eldfall with a player's own client (Foundry test double)", () => {
  bootedSuite("eldfall", () => {
    actAs({ id: "gm", isGM: true });
  }, resetUsers);
  useSystemCombat("eldfall");
  usePlainEnrichment();
  // The sheet's Attack finds the model's running activation card among the world's messages.
  before(() => listMessageContents());
  beforeEach(() => {
    resetWorld();
    resetUsers();
    hookErrors.length = 0;
  });

  it("an Eldfall round driven by the owning player through the tracker's controls: End Turn steps every phase through the GM, Activate and the card's steps run the activation", async () => {
    const aria = model("Aria", "eldfallHero", "player1");
    const wolf = model("Wolf", "eldfallHostile", null);
    const scene = makeScene("Field");
    placeToken(scene, aria, { x: 1, y: 1, linked: true });
    placeToken(scene, wolf, { x: 7, y: 7, linked: true });
    const combat = makeCombat([aria, wolf], {}, { round: 0, turn: null }) as FakeCombat;
    await combat.startCombat();
    await settled();
    const where = () => `${combat.round}:${currentPath(combat as never).join("/")}`;
    expect(where()).to.equal("1:heroes/strategic");

    actAs({ id: "player1", isGM: false });
    expect(combat.combatant?.actor, "the current combatant is Aria's").to.equal(aria);
    expect(renderCombatTracker(combat).controls, "Foundry gives the owner of the current combatant End Turn").to.deep.equal(["previousTurn", "nextTurn"]);
    const endTurn = async () => { await renderCombatTracker(combat).press("nextTurn"); await settled(); };

    await endTurn();
    expect(where()).to.equal("1:heroes/upkeep");
    expect(apLeftOf(aria as never)).to.equal(upkeepAllotment({ sta: ATTRS.sta, states: [] }, "active"));
    await endTurn();
    expect(where()).to.equal("1:heroes/tactical");
    // The player's Previous Turn would rewind Foundry's turn (a round, here) under the phases: refused with a notice.
    await renderCombatTracker(combat).press("previousTurn");
    expect([where(), world.notifications.map((n) => n.message)]).to.deep.equal(["1:heroes/tactical", ["Only the GM steps back through the phases of a round. Nothing was changed."]]);
    world.notifications.length = 0;

    // Activate from Aria's row of the tracker: the GM opens the activation and posts its card.
    const tracker = renderCombatTracker(combat);
    const row = tracker.element.querySelector<HTMLElement>(`[data-combatant-id="${combat.combatants.find((c) => c.actor === aria)!.id}"]`)!;
    row.querySelector<HTMLButtonElement>(".realms-activate")!.click();
    await settled();
    const card = last(ACTIVATION_CARD.id);
    expect(state(card).activator.name).to.equal("Aria");
    expect(apLeftOf(aria as never), "the activation's 1 AP").to.equal(ATTRS.sta - 1);
    for (const [op, arg] of [["next", null], ["move", "idle"], ["next", null], ["act", "nothing"], ["next", null], ["next", null], ["next", null]] as const) {
      await activationStep(card, op, arg);
      await settled();
    }
    expect(state(card).step).to.equal("done");
    expect(where(), "the activation ended with its card").to.equal("1:heroes/tactical");

    const phases = ["1:heroes/end", "1:hostiles/strategic", "1:hostiles/upkeep", "1:hostiles/chaos", "1:hostiles/tactical", "1:hostiles/end", "2:heroes/strategic"];
    for (const next of phases) {
      await endTurn();
      expect(where()).to.equal(next);
    }
    expect(errors(), "no refusal on the way").to.deep.equal([]);
    expect(hookErrors).to.deep.equal([]);
    actAs({ id: "gm", isGM: true });
    await combat.delete();
  });

  it("an activation ended from the tracker first: stepping its card to the end afterwards shows no refusal", async () => {
    const aria = model("Aria", "eldfallHero", "player1");
    const wolf = model("Wolf", "eldfallHostile", null);
    const scene = makeScene("Field");
    placeToken(scene, aria, { x: 1, y: 1, linked: true });
    placeToken(scene, wolf, { x: 7, y: 7, linked: true });
    const combat = makeCombat([aria, wolf], {}, { round: 0, turn: null }) as FakeCombat;
    await combat.startCombat();
    await settled();
    const where = () => `${combat.round}:${currentPath(combat as never).join("/")}`;
    actAs({ id: "player1", isGM: false });
    const endTurn = async () => { await renderCombatTracker(combat).press("nextTurn"); await settled(); };
    await endTurn();
    await endTurn();
    const row = renderCombatTracker(combat).element.querySelector<HTMLElement>(`[data-combatant-id="${combat.combatants.find((c) => c.actor === aria)!.id}"]`)!;
    row.querySelector<HTMLButtonElement>(".realms-activate")!.click();
    await settled();
    const card = last(ACTIVATION_CARD.id);
    expect(where()).to.match(/^1:heroes\/tactical\/.+/);
    // The tracker's End Activation (the same request its button sends), before the card is done.
    await endActivation(combat as never);
    await settled();
    expect(where()).to.equal("1:heroes/tactical");
    for (const [op, arg] of [["next", null], ["move", "idle"], ["next", null], ["act", "nothing"], ["next", null], ["next", null], ["next", null]] as const) {
      await activationStep(card, op, arg);
      await settled();
    }
    expect(state(card).step).to.equal("done");
    expect([where(), errors()], "the card's end does not end it again").to.deep.equal(["1:heroes/tactical", []]);
    actAs({ id: "gm", isGM: true });
    await combat.delete();
  });

  it("a Move with an attack of opportunity that the GM answers after 45 s: the player's request is acknowledged at once, a second click is refused with a notice, the card and the token show the outcome (the movement check on for everyone lets the Impede stop of a Jump over a Crevice through)", async () => {
    await g.game.settings.set("realms", "eldfall-movementCheck", "everyone");
    freezeClock();
    try {
      const scene = makeScene("Bridge");
      // A Crevice at (1,1): Seigen Jumps it; dragged as a Walk, the movement check would refuse crossing it.
      addRegion(scene, { name: "gap", shapes: [{ type: "rectangle", x: 100, y: 100, width: 100, height: 100 }], behaviors: [{ type: ZONE_BEHAVIOR, system: { kind: environmentKind("crevice") } }] });
      // Unlinked tokens: each combatant is its token, as the movement check needs.
      const seigenToken = placeToken(scene, model("Seigen", "eldfallHero", "player1"), { x: 0, y: 1 });
      const ogreToken = placeToken(scene, model("Ogre", "eldfallHostile", null, [SPEAR, IMPEDE]), { x: 2, y: 0 });
      const [seigen, ogre] = [seigenToken.actor, ogreToken.actor];
      const combat = makeCombat([seigen, ogre], {}, { round: 0, turn: null }) as FakeCombat;
      await combat.startCombat();
      await settled();
      for (let i = 0; i < 2; i++) {
        await combat.nextTurn();
        await settled();
      }
      expect(currentPath(combat as never).join("/")).to.equal("heroes/tactical");

      actAs({ id: "player1", isGM: false });
      const tracker = renderCombatTracker(combat);
      tracker.element.querySelector<HTMLButtonElement>(".realms-activate")!.click();
      await settled();
      const card = last(ACTIVATION_CARD.id);
      await activationStep(card, "next");
      await settled();

      // The GM's list of Hostile proposals: the Ogre's AoO with its Spear, confirmed 45 s later.
      const spear = attackProfilesOf(ogre as never).find((p) => p.name === "Spear")!;
      const answeredBy: string[] = [];
      world.dialogs.push((form: HTMLFormElement) => {
        answeredBy.push(g.game.user.id);
        for (const input of form.querySelectorAll<HTMLInputElement>("input[type='radio']")) input.checked = input.value === `attack:${spear.id}`;
        const confirm = [...form.querySelectorAll<HTMLButtonElement>("button[type='submit']")].find((b) => b.value === "confirm")!;
        void clockAfter(45_000).promise.then(() => form.requestSubmit(confirm));
        return IGNORE;
      });
      let acknowledged = false;
      const moving = activationStep(card, "move", "jump", { to: { x: 4, y: 1 } }).then(() => { acknowledged = true; });
      // The GM's window renders its templates (file reads): settle until it is shown.
      for (let i = 0; i < 100 && world.dialogs.length; i++) await settle();
      await settled();
      expect(answeredBy, "the proposals are the GM's").to.deep.equal(["gm"]);
      expect([acknowledged, errors()], "acknowledged at once").to.deep.equal([true, []]);
      await moving;
      expect(state(card).movement, "still waiting on the GM").to.equal(null);

      await activationStep(card, "act", "nothing");
      expect(errors(), "a second click while the step runs").to.deep.equal([
        "A step of Seigen's activation is still being carried out (people may be choosing their Reactions or rerolls): its card shows the outcome once it is known. Nothing more was asked.",
      ]);
      world.notifications.length = 0;

      await advanceClock(30_000);
      expect(world.notifications, "no time-out under a busy GM").to.deep.equal([]);
      await advanceClock(15_000);
      for (let i = 0; i < 100 && !state(card).movement; i++) await settle();
      const after = state(card);
      expect(after.reactions.map((r) => [r.name, r.action, r.status])).to.deep.equal([["Ogre", "attack", "aoo"]]);
      expect(after.movement!.stoppedAt, "Impede stops the Walk where it entered the Spear's reach").to.equal(2);
      expect([seigenToken.x / 100, seigenToken.y / 100], "the sequence moved the token; the movement check let it through").to.deep.equal([2, 1]);
      expect(stateIdsOf(seigen as never)).to.include("engaged");
      expect(world.notifications, "no refusal, no time-out").to.deep.equal([]);
      expect(hookErrors).to.deep.equal([]);
      actAs({ id: "gm", isGM: true });
      await combat.delete();
    } finally {
      releaseClock();
      actAs({ id: "gm", isGM: true });
      await g.game.settings.set("realms", "eldfall-movementCheck", "players");
    }
  });
  it("the sheet's Attack, clicked by the owning player with the Wolf targeted: the model activates, a second click declares the Spear's Attack on its card, the card's steps resolve it and the Wolf loses the resolved Wounds", async () => {
    const aria = model("Aria", "eldfallHero", "player1", [SPEAR]);
    const wolf = model("Wolf", "eldfallHostile", null);
    const scene = makeScene("Field");
    placeToken(scene, aria, { x: 1, y: 1, linked: true });
    const wolfToken = placeToken(scene, wolf, { x: 2, y: 1, linked: true });
    const combat = makeCombat([aria, wolf], {}, { round: 0, turn: null }) as FakeCombat;
    await combat.startCombat();
    await settled();
    actAs({ id: "player1", isGM: false });
    const endTurn = async () => { await renderCombatTracker(combat).press("nextTurn"); await settled(); };
    await endTurn();
    await endTurn();
    expect(currentPath(combat as never).join("/")).to.equal("heroes/tactical");
    const spear = attackProfilesOf(aria as never).find((p) => p.name === "Spear")!;
    const attackButton = `[data-action="attack"][data-row-id="${spear.id}"]`;

    // Without a target: a localized refusal, nothing spent.
    await clickOnSheet(EldfallHeroSheet as never, aria, attackButton);
    expect(errors()).to.deep.equal(["Target the models to attack first."]);
    expect(apLeftOf(aria as never)).to.equal(ATTRS.sta);
    world.notifications.length = 0;

    (globalThis as unknown as { game: { user: { targets: Set<unknown> } } }).game.user.targets = new Set([wolfToken]);
    await clickOnSheet(EldfallHeroSheet as never, aria, attackButton);
    await settled();
    const card = last(ACTIVATION_CARD.id);
    expect([state(card).activator.name, state(card).step, apLeftOf(aria as never)], "the first click activates Aria (1 AP)").to.deep.equal(["Aria", "activation", ATTRS.sta - 1]);
    await clickOnSheet(EldfallHeroSheet as never, aria, attackButton);
    await settled();
    expect(state(card).movement?.movement, "she has not moved: Idle").to.equal("idle");
    expect(state(card).action).to.deep.include({ action: "attack", targets: [{ uuid: wolf.uuid, name: "Wolf", strikes: 1 }] });
    expect(state(card).action?.means?.itemName).to.equal("Spear");

    // Every die rolls 1 (the double's default): the Strike lands, the DMG rolls wound.
    await activationStep(card, "next"); // the Reaction Step
    await settled();
    expect(state(card).reactions, "the Wolf does not react").to.deep.equal([]);
    await activationStep(card, "next"); // the Resolution Step
    await settled();
    const resolution = cardData<ResolutionCard>(last(RESOLUTION_CARD.id));
    const wounds = resolution.plan.changes.find((c) => c.id === wolf.uuid)?.wounds ?? 0;
    expect(wounds, "the Spear's Hit wounds the Wolf").to.be.greaterThan(0);
    expect((wolf.system as unknown as { health: { value: number } }).health.value).to.equal(ATTRS.hp - wounds);
    expect(errors()).to.deep.equal([]);
    actAs({ id: "gm", isGM: true });
    await combat.delete();
  });
});
