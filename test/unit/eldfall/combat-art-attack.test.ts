/**
 * A hero's Attack carries its Combat Art level and splits its Strikes, as the owning player meets it on the Foundry
 * test double with the system booted: the sheet's Attack declares it on the activation card (the Activation
 * Sequence path), the card's Combat Art and split buttons (drawn from the card's template and clicked as the
 * player's client) ask the GM, who checks them against the hero's documents; the Resolution Step applies them.
 * Every die rolls 1 unless a test queues others (the double's default).
 */
import { expect } from "chai";
import { Window } from "happy-dom";
import { actAs, hookErrors, makeActor, makeCombat, makeScene, placeToken, resetUsers, resetWorld, settle, world, type FakeActor } from "../../support/foundry-double";
import type { FakeCombat } from "../../support/double/combat";
import { renderCombatTracker } from "../../support/double/combat-tracker";
import { bootedSuite } from "../../support/double/boot";
import { useSystemCombat } from "../../support/system-combat";
import { cardData, shown } from "../../support/cards";
import { clickOnSheet, usePlainEnrichment } from "../../support/sheet-actions";
import { listMessageContents } from "../../support/double/message-contents";
import { runChatAction } from "../../../src/core/chat/actions";
import { activate, activationStep } from "../../../src/rulesets/eldfall/activation/activation";
import type { DialogAnswer } from "../../support/double/dialogs";
import { ELDFALL_CONFRONTATION_CARD, ELDFALL_ROLL_CARD } from "../../../src/rulesets/eldfall/dice/card-kinds";
import type { ConfrontationCard, RollCard } from "../../../src/rulesets/eldfall/dice/cards";
import { ACTIVATION_CARD, type ActivationCard } from "../../../src/rulesets/eldfall/activation/card";
import { stateIdsOf } from "../../../src/rulesets/eldfall/states/actor-states";
import { attackProfilesOf } from "../../../src/rulesets/eldfall/dice/attack-profiles";
import { EldfallHeroSheet } from "../../../src/rulesets/eldfall/sheets/actor-sheets";
import { RESOLUTION_CARD, type ResolutionCard } from "../../../src/rulesets/eldfall/resolution/card";

type Msg = ChatMessage.Implementation;
const settled = async () => { for (let i = 0; i < 3; i++) await settle(); };
const kindOf = (m: unknown) => (m as { system?: { kind?: string } }).system?.kind;
const last = (kind: string) => world.messages.findLast((m) => kindOf(m) === kind) as unknown as Msg;
const state = (m: Msg) => cardData<ActivationCard>(m).state;
const errors = () => world.notifications.filter((n) => n.level === "error").map((n) => n.message);
const hp = (a: FakeActor) => (a.system as unknown as { health: { value: number } }).health.value;

const ATTRS = { sta: 2, spd: 4, arm: 3, hp: 5, off: 13, def: 12, acc: 12, int: 10, ag: 12, t: 12, m: 10 };
const weapon = (stk: string) => ({
  name: "Spear", type: "eldfallUpgrade",
  system: { schemaVersion: 1, category: "weapon", equipped: true, weight: 1, quantity: 1, rows: [{ label: "", text: "", traits: [], tags: ["melee"], pw: "10", rch: "1", stk }] },
});
const BOW = {
  name: "Bow", type: "eldfallUpgrade",
  system: { schemaVersion: 1, category: "weapon", equipped: true, weight: 1, quantity: 1, rows: [{ label: "", text: "", traits: [], tags: ["ranged"], pw: "10", rch: "+3|-3", stk: "1" }] },
};
const ARCHERY_II = { name: "Archery", type: "eldfallCombatArt", system: { schemaVersion: 1, key: "archery", level: 2, x: "", description: "", levels: [] } };
const FENCING_IV = { name: "Fencing", type: "eldfallCombatArt", system: { schemaVersion: 1, key: "fencing", level: 4, x: "", description: "", levels: [] } };

function model(name: string, type: "eldfallHero" | "eldfallHostile", owner: string | null, items: object[] = []): FakeActor {
  return makeActor({
    name, type, ownership: { default: 0, ...(owner ? { [owner]: 3 } : {}) }, items: items as never,
    system: { schemaVersion: 1, attributes: ATTRS, health: ATTRS.hp, weakPoints: 0, ap: 0, tier: 1, size: "medium", inventory: 10 },
  });
}

/** The buttons the activation card shows for `op`, drawn from its template as the chat log does. */
async function cardButtons(message: Msg, op: string): Promise<HTMLButtonElement[]> {
  const html = new Window().document.createElement("div");
  html.innerHTML = await shown(message as never);
  return [...html.querySelectorAll(`[data-realms-action="realms.eldfall.activationStep"][data-op="${op}"]`)] as unknown as HTMLButtonElement[];
}

/** Click the card's `op` button with argument `arg` as the current user's client does. */
async function press(message: Msg, op: string, arg: string): Promise<void> {
  const button = (await cardButtons(message, op)).find((b) => b.dataset.arg === arg);
  if (!button) throw new Error(`the card shows no ${op} button ${arg}`);
  await runChatAction("realms.eldfall.activationStep", message, button);
  await settled();
}

/** A player's reaction prompt: presses `choice`, recording the choices offered. */
function playerPicks(choice: string, offered: string[]): DialogAnswer {
  return (form) => {
    offered.push(...[...form.querySelectorAll<HTMLButtonElement>("button")].map((b) => b.value).filter(Boolean));
    return choice;
  };
}

describe("combat art attack (Foundry test double)", () => {
  bootedSuite("eldfall", () => {
    actAs({ id: "gm", isGM: true });
  }, resetUsers);
  useSystemCombat("eldfall");
  usePlainEnrichment();
  before(() => listMessageContents());
  beforeEach(() => {
    resetWorld();
    resetUsers();
    hookErrors.length = 0;
  });

  /** Aria (player1's) and the Hostiles in a started combat at the heroes' Tactical Phase, targeted by player1; the sheet's Attack clicked twice. */
  async function declareSpearAttack(stk: string, hostiles: { name: string; x: number; y?: number }[], arts: object[] = [FENCING_IV], row: { item: object; name: string } = { item: weapon(stk), name: "Spear" }) {
    const aria = model("Aria", "eldfallHero", "player1", [row.item, ...arts]);
    const foes = hostiles.map((h) => ({ ...h, actor: model(h.name, "eldfallHostile", null) }));
    const scene = makeScene("Field");
    placeToken(scene, aria, { x: 1, y: 1, linked: true });
    const tokens = foes.map((f) => placeToken(scene, f.actor, { x: f.x, y: f.y ?? 1, linked: true }));
    const combat = makeCombat([aria, ...foes.map((f) => f.actor)], {}, { round: 0, turn: null }) as FakeCombat;
    await combat.startCombat();
    await settled();
    actAs({ id: "player1", isGM: false });
    for (let i = 0; i < 2; i++) { await renderCombatTracker(combat).press("nextTurn"); await settled(); }
    (globalThis as unknown as { game: { user: { targets: Set<unknown> } } }).game.user.targets = new Set(tokens);
    const spear = attackProfilesOf(aria as never).find((p) => p.name === row.name)!;
    for (let i = 0; i < 2; i++) {
      await clickOnSheet(EldfallHeroSheet as never, aria, `[data-action="attack"][data-row-id="${spear.id}"]`);
      await settled();
    }
    const card = last(ACTIVATION_CARD.id);
    return { aria, foes: foes.map((f) => f.actor), card, combat };
  }

  async function resolve(card: Msg): Promise<ResolutionCard> {
    await activationStep(card, "next"); // the Reaction Step
    await settled();
    await activationStep(card, "next"); // the Resolution Step
    await settled();
    return cardData<ResolutionCard>(last(RESOLUTION_CARD.id));
  }

  const woundsOf = (resolution: ResolutionCard, actor: FakeActor) => resolution.plan.changes.find((c) => c.id === actor.uuid)?.wounds ?? 0;

  it("combat art attack: Fencing III (Second Wind) picked on the card by the owning player rolls 2 Strikes with the STK 1 Spear, and the Wolf loses 2 Wounds", async () => {
    const { foes: [wolf], card, combat } = await declareSpearAttack("1", [{ name: "Wolf", x: 2 }]);
    expect(state(card).action?.means).to.deep.include({ itemName: "Spear", combatArt: null, strikes: 1 });
    // Fencing IV known: its four levels are offered for the Melee Attack.
    expect((await cardButtons(card, "art")).map((b) => b.dataset.arg)).to.deep.equal(["fencing:1", "fencing:2", "fencing:3", "fencing:4"]);
    await press(card, "art", "fencing:3");
    expect(state(card).action?.means).to.deep.include({ combatArt: { id: "fencing", level: 3 }, strikes: 2 });
    expect(await cardButtons(card, "art"), "one level, once").to.deep.equal([]);
    expect(await shown(card as never)).to.contain("Fencing III: Second Wind");

    const resolution = await resolve(card);
    expect(woundsOf(resolution, wolf!), "two Strikes, two Hits, two Wounds").to.equal(2);
    expect(hp(wolf!)).to.equal(ATTRS.hp - 2);
    expect(errors()).to.deep.equal([]);
    actAs({ id: "gm", isGM: true });
    await combat.delete();
  });

  it("combat art attack: Fencing IV (Grapple & Thrash) gives the Spear's Hit Knockdown — the Wolf is Crouched", async () => {
    const { foes: [wolf], card, combat } = await declareSpearAttack("1", [{ name: "Wolf", x: 2 }]);
    await press(card, "art", "fencing:4");
    await resolve(card);
    expect(stateIdsOf(wolf as never)).to.include("crouched");
    expect(hp(wolf!)).to.equal(ATTRS.hp - 1);
    actAs({ id: "gm", isGM: true });
    await combat.delete();
  });

  it("combat art attack: Assassination V (Deadly Precision) — the Wolf Wounded by the Spear dies", async () => {
    const assassination = { name: "Assassination", type: "eldfallCombatArt", system: { schemaVersion: 1, key: "assassination", level: 5, x: "", description: "", levels: [] } };
    const { foes: [wolf], card, combat } = await declareSpearAttack("1", [{ name: "Wolf", x: 2 }], [FENCING_IV, assassination]);
    expect((await cardButtons(card, "art")).map((b) => b.dataset.arg), "one level of one Art: every level of both is offered").to.have.length(9);
    await press(card, "art", "assassination:5");
    const resolution = await resolve(card);
    expect(resolution.plan.changes.find((c) => c.id === wolf!.uuid)).to.deep.include({ wounds: 1, dead: true });
    expect(stateIdsOf(wolf as never)).to.include("dead");
    actAs({ id: "gm", isGM: true });
    await combat.delete();
  });

  /** The Wolf (its Spear and `traits`) activates beside Aria (Spear, Fencing IV) and attacks her; she reacts with her Spear carrying `art`. */
  async function wolfAttacksAria(art: string, traits: object[] = []) {
    const aria = model("Aria", "eldfallHero", "player1", [weapon("1"), FENCING_IV]);
    const wolf = model("Wolf", "eldfallHostile", null, [weapon("1"), ...traits]);
    const scene = makeScene("Field");
    placeToken(scene, aria, { x: 1, y: 1, linked: true });
    placeToken(scene, wolf, { x: 2, y: 1, linked: true });
    for (const a of [aria, wolf]) await a.update({ "system.ap.value": 2 } as never);
    const rowOf = (a: FakeActor) => `attack:${attackProfilesOf(a as never).find((p) => p.name === "Spear")!.id}`;
    const messageId = await activate(wolf as never);
    const card = world.messages.find((m) => m.id === messageId) as unknown as Msg;
    await activationStep(card, "next");
    await activationStep(card, "move", "idle");
    const offered: string[] = [];
    const arts: string[] = [];
    world.dialogs.push(playerPicks(rowOf(aria), offered), playerPicks(art, arts));
    await activationStep(card, "next"); // the heroes' Reaction Step
    await settled();
    expect(offered).to.include(rowOf(aria));
    expect(arts, "no art, or one of the four levels Fencing IV gives").to.deep.equal(["none", "fencing:1", "fencing:2", "fencing:3", "fencing:4"]);
    const [id, level] = art.split(":");
    expect(state(card).reactions.map((r) => [r.name, r.action, r.means?.combatArt])).to.deep.equal([["Aria", "attack", { id, level: Number(level) }]]);
    await activationStep(card, "next");
    await activationStep(card, "act", rowOf(wolf), { targets: [aria.uuid] });
    await activationStep(card, "next"); // the Resolution Step: the Wolf and Aria confront
    await settled();
    return { card, confrontation: cardData<ConfrontationCard>(last(ELDFALL_CONFRONTATION_CARD.id)) };
  }

  it("combat art attack: a hero reacting with an Attack is asked for its Combat Art level; Fencing I (Masterful Parry) puts −3 on the Wolf's Melee Attack in their Confrontation", async () => {
    const { confrontation } = await wolfAttacksAria("fencing:1");
    expect(confrontation.a.actor.name).to.equal("Wolf");
    expect(confrontation.a.modifiers).to.deep.include({ label: "REALMS.Eldfall.Dice.Dialog.fencing", value: -3, i18n: true });
    expect(confrontation.a.value, "the Wolf's OFF 13 − 3").to.equal(ATTRS.off - 3);
    expect(confrontation.b.modifiers.map((m) => m.value)).to.deep.equal([]);
  });

  it("combat art attack: Fencing III (Second Wind) gives the reacting hero 2 Strikes; against a Duelist attacking her it is barred — one Strike, and the activation card says why", async () => {
    const free = await wolfAttacksAria("fencing:3");
    expect([free.confrontation.b.actor.name, free.confrontation.b.dice.length]).to.deep.equal(["Aria", 2]);
    resetWorld();
    const duelist = { name: "Duelist", type: "eldfallTrait", system: { schemaVersion: 1, key: "duelist", level: 1, x: "", description: "" } };
    const barred = await wolfAttacksAria("fencing:3", [duelist]);
    expect([barred.confrontation.b.actor.name, barred.confrontation.b.dice.length]).to.deep.equal(["Aria", 1]);
    expect(state(barred.card).resolution?.map((l) => l.key)).to.include("REALMS.Eldfall.Resolve.Line.artBarred");
  });

  it("combat art attack: Archery I (Overdraw) stretches the Bow's +3 band from 10 to 13 spaces — the Wolf 12 spaces away is shot at ACC +3, not −3", async () => {
    const archery = { ...ARCHERY_II, system: { ...ARCHERY_II.system, level: 1 } };
    const reachLine = async (art: string | null) => {
      const { card, combat } = await declareSpearAttack("1", [{ name: "Wolf", x: 13 }], [archery], { item: BOW, name: "Bow" });
      if (art) await press(card, "art", art);
      await resolve(card);
      const roll = cardData<RollCard>(last(ELDFALL_ROLL_CARD.id));
      actAs({ id: "gm", isGM: true });
      await combat.delete();
      resetWorld();
      return roll.side.modifiers.find((m) => m.label === "REALMS.Eldfall.Dice.Space.reach")?.value;
    };
    expect(await reachLine(null), "without the art: beyond 10 spaces").to.equal(-3);
    expect(await reachLine("archery:1")).to.equal(3);
  });

  it("combat art attack: Archery II (Impeding Momentum) — the Wolf hit by the Bow is Slowed", async () => {
    const { foes: [wolf], card, combat } = await declareSpearAttack("1", [{ name: "Wolf", x: 4 }], [ARCHERY_II], { item: BOW, name: "Bow" });
    expect((await cardButtons(card, "art")).map((b) => b.dataset.arg), "Archery is for Ranged Attacks (A45)").to.deep.equal(["archery:1", "archery:2"]);
    await press(card, "art", "archery:2");
    await resolve(card);
    expect(stateIdsOf(wolf as never)).to.include("slowed");
    actAs({ id: "gm", isGM: true });
    await combat.delete();
  });

  it("combat art attack: a level the hero's documents do not give, or a second one, is refused with a localized reason and changes nothing", async () => {
    const { card, combat } = await declareSpearAttack("1", [{ name: "Wolf", x: 2 }]);
    await activationStep(card, "art", "fencing:5").catch(() => undefined);
    await settled();
    await activationStep(card, "art", "assassination:1").catch(() => undefined);
    await settled();
    expect(errors()).to.deep.equal(["The model does not have that level of the Combat Art.", "The model does not have that level of the Combat Art."]);
    expect(state(card).action?.means?.combatArt).to.equal(null);
    world.notifications.length = 0;
    await press(card, "art", "fencing:1");
    await activationStep(card, "art", "fencing:2").catch(() => undefined);
    await settled();
    expect(errors()).to.deep.equal(["The Attack already carries a Combat Art level: declarations are final."]);
    expect(state(card).action?.means?.combatArt).to.deep.equal({ id: "fencing", level: 1 });
    actAs({ id: "gm", isGM: true });
    await combat.delete();
  });

  it("combat art attack: the card splits a STK 3 Spear's Strikes between two targets in reach (2 + 1 by default, 1 + 2 on its button) and each takes its share of Hits", async () => {
    const { foes: [wolf, boar], card, combat } = await declareSpearAttack("3", [{ name: "Wolf", x: 2 }, { name: "Boar", x: 1, y: 2 }]);
    expect(state(card).action?.targets.map((t) => [t.name, t.strikes])).to.deep.equal([["Wolf", 2], ["Boar", 1]]);
    expect((await cardButtons(card, "split")).map((b) => b.dataset.arg)).to.deep.equal(["2,1", "1,2"]);
    await press(card, "split", "1,2");
    expect(state(card).action?.targets.map((t) => [t.name, t.strikes])).to.deep.equal([["Wolf", 1], ["Boar", 2]]);
    // More Strikes than the Spear has: refused by the GM, the split stays.
    await activationStep(card, "split", "2,2").catch(() => undefined);
    await settled();
    expect(errors()).to.deep.equal(["That split uses more Strikes than the Attack has."]);
    expect(state(card).action?.targets.map((t) => t.strikes)).to.deep.equal([1, 2]);

    const resolution = await resolve(card);
    expect([woundsOf(resolution, wolf!), woundsOf(resolution, boar!)]).to.deep.equal([1, 2]);
    expect([hp(wolf!), hp(boar!)]).to.deep.equal([ATTRS.hp - 1, ATTRS.hp - 2]);
    actAs({ id: "gm", isGM: true });
    await combat.delete();
  });

  it("combat art attack: a split that puts Strikes on a target beyond the Spear's reach is refused with a localized reason", async () => {
    const { card, combat } = await declareSpearAttack("2", [{ name: "Wolf", x: 2 }, { name: "Boar", x: 6 }]);
    await press(card, "split", "1,1");
    expect(errors()).to.deep.equal(["A target is out of the Attack's reach: its Strikes cannot go there."]);
    actAs({ id: "gm", isGM: true });
    await combat.delete();
  });
});
