/**
 * One Eldfall combat round played on the Foundry test double with the system booted, only through what users click:
 * the GM's Begin Combat and End Turn in the tracker, the owning players' End Turn, Aria's Attack on her sheet with her Combat Art (Fencing IV) picked on the card, the
 * activation card's buttons, the GM's reaction window (the Wolf declares Dodge), and Seigen's Chain Attack button on
 * the resolution card. The Wolf is the target of two enemy Attacks in Aria's Activation Sequence (hers and Seigen's
 * Chain Attack) and rolls AG against each separately. Each document change is asserted after the click that makes it.
 */
import { expect } from "chai";
import { actAs, hookErrors, makeActor, makeCombat, makeScene, placeToken, resetUsers, resetWorld, settle, world, type FakeActor } from "../support/foundry-double";
import type { FakeCombat } from "../support/double/combat";
import type { DialogAnswer } from "../support/double/dialogs";
import { renderCombatTracker } from "../support/double/combat-tracker";
import { bootedSuite } from "../support/double/boot";
import { useSystemCombat } from "../support/system-combat";
import { listMessageContents } from "../support/double/message-contents";
import { cardData, clickCardButton } from "../support/cards";
import { clickOnSheet, usePlainEnrichment } from "../support/sheet-actions";
import { ruleData, weaponData } from "../support/eldfall-models";
import { currentPath } from "../../src/core/turn-position";
import { EldfallHeroSheet } from "../../src/rulesets/eldfall/sheets/actor-sheets";
import { ACTIVATION_CARD, type ActivationCard } from "../../src/rulesets/eldfall/activation/card";
import { RESOLUTION_CARD, type ResolutionCard } from "../../src/rulesets/eldfall/resolution/card";
import { ELDFALL_ROLL_CARD } from "../../src/rulesets/eldfall/dice/card-kinds";
import type { RollCard } from "../../src/rulesets/eldfall/dice/cards";
import { apLeftOf } from "../../src/rulesets/eldfall/states/facts";
import { stateIdsOf } from "../../src/rulesets/eldfall/states/actor-states";
import { upkeepAllotment } from "../../src/rulesets/eldfall/turns/rules/ap";
import { damageTarget } from "../../src/rulesets/eldfall/dice/rules/roll";

type Msg = ChatMessage.Implementation;
const g = globalThis as unknown as { game: { combat: unknown; user: { targets: Set<unknown> } } };
const settled = async () => { for (let i = 0; i < 3; i++) await settle(); };
const kindOf = (m: unknown) => (m as { system?: { kind?: string } }).system?.kind;
const all = (kind: string) => world.messages.filter((m) => kindOf(m) === kind) as unknown as Msg[];
const last = (kind: string) => all(kind).at(-1)!;
const state = (m: Msg) => cardData<ActivationCard>(m).state;
const hp = (a: FakeActor) => (a.system as unknown as { health: { value: number } }).health.value;
const wp = (a: FakeActor) => a.system.weakPoints as number;
const dodgeRolls = (name: string) => all(ELDFALL_ROLL_CARD.id).map((m) => cardData<RollCard>(m)).filter((c) => c.purpose === "attribute" && c.side.actor.name === name);

const ATTRS = { sta: 2, spd: 4, arm: 3, hp: 3, off: 12, def: 12, acc: 12, int: 10, ag: 12, t: 10, m: 12 };
function model(name: string, type: "eldfallHero" | "eldfallHostile", owner: string | null, items: object[] = []): FakeActor {
  return makeActor({
    name, type, ownership: { default: 0, ...(owner ? { [owner]: 3 } : {}) }, items: items as never,
    system: { schemaVersion: 1, attributes: ATTRS, health: ATTRS.hp, weakPoints: 0, ap: 0, tier: 1, size: "medium", inventory: 10 },
  });
}
/** The GM's reaction window for the Hostiles: the Wolf declares Dodge. */
const wolfDodges = (wolf: FakeActor): DialogAnswer => (form) => {
  for (const input of form.querySelectorAll<HTMLInputElement>("input[type='radio']")) input.checked = input.name === `reaction.${wolf.uuid}` && input.value === "dodge";
};

describe("Eldfall play: one combat round through the users' clicks (Foundry test double)", () => {
  bootedSuite("eldfall", () => actAs({ id: "gm", isGM: true }), resetUsers);
  useSystemCombat("eldfall");
  usePlainEnrichment();
  before(() => listMessageContents());
  beforeEach(() => {
    resetWorld();
    resetUsers();
    hookErrors.length = 0;
  });

  it("Aria attacks the Wolf with Fencing IV, and the Wolf Dodges: one AG roll against her Attack, another against Seigen's Chain Attack; the round then ends", async () => {
    const aria = model("Aria", "eldfallHero", "player1", [weaponData("Spear", "1"), ruleData("eldfallCombatArt", "Fencing", { key: "fencing", level: 4 })]);
    const seigen = model("Seigen", "eldfallHero", "player2", [weaponData("Bow", "+1|-1", ["ranged"]), ruleData("eldfallSkill", "Chain Attack", { key: "chainAttack" })]);
    const wolf = model("Wolf", "eldfallHostile", null);
    const scene = makeScene("Field");
    placeToken(scene, aria, { x: 1, y: 2, linked: true });
    const wolfToken = placeToken(scene, wolf, { x: 2, y: 2, linked: true });
    placeToken(scene, seigen, { x: 2, y: 5, linked: true });
    const combat = makeCombat([aria, seigen, wolf], {}, { round: 0, turn: null }) as FakeCombat;
    g.game.combat = combat;
    const where = () => `${combat.round}:${currentPath(combat as never).join("/")}`;

    /* ---- the GM begins the combat; Aria's player steps the heroes' phases with End Turn ---- */
    actAs({ id: "gm", isGM: true });
    await renderCombatTracker(combat).press("startCombat");
    await settled();
    expect(where()).to.equal("1:heroes/strategic");
    actAs({ id: "player1", isGM: false });
    const endTurn = async () => { await renderCombatTracker(combat).press("nextTurn"); await settled(); };
    await endTurn();
    await endTurn();
    expect(where()).to.equal("1:heroes/tactical");
    const apAtTactical = upkeepAllotment({ sta: ATTRS.sta, states: [] }, "active");
    expect([apLeftOf(aria as never), apLeftOf(seigen as never)], "the Upkeep's AP").to.deep.equal([apAtTactical, apAtTactical]);
    const wolfAp = apLeftOf(wolf as never);

    /* ---- Aria's player targets the Wolf and presses the Spear's Attack on her sheet: activated, then declared ---- */
    g.game.user.targets = new Set([wolfToken]);
    const spear = `[data-action="attack"][data-row-id="${aria.items.find((i) => i.name === "Spear")!.id}.0"]`;
    await clickOnSheet(EldfallHeroSheet as never, aria, spear);
    await settled();
    const card = last(ACTIVATION_CARD.id);
    expect([state(card).activator.name, apLeftOf(aria as never)], "the Activation's 1 AP").to.deep.equal(["Aria", apAtTactical - 1]);
    await clickOnSheet(EldfallHeroSheet as never, aria, spear);
    await settled();
    expect(state(card).action, "the sheet's Attack declared on the card (Idle: she has not moved)").to.deep.include({ action: "attack", targets: [{ uuid: wolf.uuid, name: "Wolf", strikes: 1 }] });
    // Her Combat Art: the card offers the levels her Fencing IV gives a Melee Attack; her player picks IV (Grapple & Thrash: Knockdown).
    await clickCardButton(card, `[data-op="art"][data-arg="fencing:4"]`);
    expect(state(card).action?.means, "the Attack carries its Combat Art and level").to.deep.include({ combatArt: { id: "fencing", level: 4 } });

    /* ---- the card's button to the Reaction Step: the GM's window, the Wolf declares Dodge (1 AP) ---- */
    world.dialogs.push(wolfDodges(wolf));
    await clickCardButton(card, `[data-op="next"]`);
    expect(state(card).reactions.map((r) => [r.name, r.action]), "the Wolf's Reaction").to.deep.equal([["Wolf", "dodge"]]);
    expect(apLeftOf(wolf as never), "the Reaction's 1 AP").to.equal(wolfAp - 1);

    /* ---- the card's button to the Resolution Step: Aria's Strike, the Wolf's first AG roll, the DMG roll ---- */
    world.dice.length = 0;
    // Aria's Strike 5 (OFF 12) hits; the Wolf's AG 12 Dodge against it rolls 18 and fails; the DMG roll 2 wounds (PW T 10 − ARM 3).
    world.dice.push(5, 18, 2);
    await clickCardButton(card, `[data-op="next"]`);
    expect(dodgeRolls("Wolf").map((c) => [c.side.attribute, c.side.dice[0]!.face, c.side.dice[0]!.landed]), "the first AG roll").to.deep.equal([["ag", 18, false]]);
    expect(2 <= damageTarget(ATTRS.t, ATTRS.arm, false), "the DMG roll that wounds").to.equal(true);
    expect([hp(wolf), wp(wolf)], "the Wolf's Wound from Aria's Hit").to.deep.equal([ATTRS.hp - 1, 0]);
    expect(stateIdsOf(wolf as never), "Fencing IV's Knockdown on the Hit: the Wolf is Crouched").to.include("crouched");
    const first = last(RESOLUTION_CARD.id);
    expect(cardData<ResolutionCard>(first).chainAttacks, "Seigen sees the Wolf Aria hit: a Chain Attack offer").to.deep.equal([{
      model: seigen.uuid, target: wolf.uuid, after: `${state(card).id}.a`, alternatives: [], dodges: [{ uuid: wolf.uuid, reacting: true, halvedAg: false }], done: false,
    }]);

    /* ---- Aria's player sees no Chain Attack button; Seigen's player presses it: his Strike, the Wolf's second AG roll ---- */
    await expectRejected(clickCardButton(first, `[data-realms-action="realms.eldfall.chainAttack"]`), "only Seigen's owner (and the GM) sees the button");
    actAs({ id: "player2", isGM: false });
    world.dice.length = 0;
    // Seigen's one Strike 4 (ACC 12) hits; the Wolf's Dodge against this Attack rolls 3 and succeeds: the Hit is avoided.
    world.dice.push(4, 3);
    const seigenAp = apLeftOf(seigen as never);
    await clickCardButton(first, `[data-realms-action="realms.eldfall.chainAttack"]`);
    await settled();
    expect(dodgeRolls("Wolf").map((c) => [c.side.dice[0]!.face, c.side.dice[0]!.landed]), "two separate AG rolls, one per enemy Attack").to.deep.equal([[18, false], [3, true]]);
    const chained = last(RESOLUTION_CARD.id);
    expect(chained).to.not.equal(first);
    expect(cardData<ResolutionCard>(chained).plan.hits.map((h) => [h.attacker, h.outcome]), "the Chain Attack's Hit, dodged").to.deep.equal([[seigen.uuid, "dodged"]]);
    expect([hp(wolf), wp(wolf)], "no Wound; Seigen's successful roll without a DMG roll gives 1 WP").to.deep.equal([ATTRS.hp - 1, 1]);
    expect(apLeftOf(seigen as never), "a Chain Attack costs no AP").to.equal(seigenAp);
    expect(cardData<ResolutionCard>(first).chainAttacks![0]!.done, "once per Activation Sequence").to.equal(true);
    await expectRejected(clickCardButton(first, `[data-realms-action="realms.eldfall.chainAttack"]`), "the spent offer's button is gone");

    /* ---- Aria's player ends the activation on the card and steps the rest of the round ---- */
    actAs({ id: "player1", isGM: false });
    if (state(card).step !== "done") await clickCardButton(card, `[data-op="next"]`);
    expect(state(card).step).to.equal("done");
    expect(where(), "the activation ended with its card").to.equal("1:heroes/tactical");
    for (const next of ["1:heroes/end", "1:hostiles/strategic", "1:hostiles/upkeep", "1:hostiles/chaos", "1:hostiles/tactical", "1:hostiles/end", "2:heroes/strategic"]) {
      await endTurn();
      expect(where()).to.equal(next);
    }
    expect([hp(wolf), wp(wolf), hp(aria), hp(seigen)], "what the round left").to.deep.equal([ATTRS.hp - 1, 1, ATTRS.hp, ATTRS.hp]);
    expect(world.notifications.filter((n) => n.level === "error").map((n) => n.message)).to.deep.equal([]);
    expect(hookErrors).to.deep.equal([]);
    actAs({ id: "gm", isGM: true });
    await combat.delete();
  });
});

async function expectRejected(p: Promise<unknown>, why: string): Promise<void> {
  let rejected = false;
  await p.catch(() => { rejected = true; });
  expect(rejected, why).to.equal(true);
}
