/**
 * A hero turn and a Hostile turn through the activation glue on the Foundry test double: the activation card,
 * AP spent by the activated model and every reactor, Hostile reactions proposed to the GM, a player asked through
 * the core's reaction window, an Attack of Opportunity where the path enters reach, Impede ending the move there,
 * and who is (not) offered a Reaction (no AP; no LoS but Dodge within Awareness).
 */
import { expect } from "chai";
import { actAs, addWall, makeActor, makeCombat, makeScene, placeToken, resetUsers, resetWorld, snapshotHooks, world, type FakeActor, type FakeScene } from "../../support/foundry-double";
import type { DialogAnswer } from "../../support/double/dialogs";
import { registerReactionQuery } from "../../../src/core/reactions";
import { registerGmAction, registerGmQuery } from "../../../src/core/gm";
import { activate, activationStep, gmActivationStep, gmOpenActivation, onActivationBoundary } from "../../../src/rulesets/eldfall/activation/activation";
import { activationCardContext, type ActivationCard } from "../../../src/rulesets/eldfall/activation/card";
import { cardData, shown } from "../../support/cards";
import type { ActivationState } from "../../../src/rulesets/eldfall/activation/rules/activation";
import { RESOLUTION_CARD } from "../../../src/rulesets/eldfall/resolution/card";
import { stateIdsOf } from "../../../src/rulesets/eldfall/states/actor-states";
import { weaponData } from "../../support/eldfall-models";

type Msg = ChatMessage.Implementation;
// The models' weapons as their profile cards print them: a Spear reaching 1 space, a Bow with two ranges (no limit);
// a model without one fights with the Unarmed Attack every model has (RCH ❖).
const WEAPONS = { spear: () => weaponData("Spear", "1"), bow: () => weaponData("Bow", "+1|-1", ["ranged"]) };
const ATTRS = { sta: 2, spd: 4, arm: 3, hp: 3, off: 12, def: 12, acc: 12, int: 10, ag: 12, t: 10, m: 12 };

function model(name: string, type: "hero" | "hostile", { ap = 2, owner, skills = {}, weapon }: { ap?: number; owner?: string; skills?: Record<string, number>; weapon?: keyof typeof WEAPONS } = {}): FakeActor {
  return makeActor({
    name, type: type === "hero" ? "eldfallHero" : "eldfallHostile", system: { ap, attributes: { ...ATTRS }, health: ATTRS.hp },
    ownership: { default: 0, ...(owner ? { [owner]: 3 } : {}) },
    items: [...Object.entries(skills).map(([key, level]) => ({ name: key, type: "eldfallSkill", system: { key, level } })), ...(weapon ? [WEAPONS[weapon]()] : [])] as never,
  });
}
/** The Attack with the model's weapon named `name` (its profile row's id), or its Unarmed Attack. */
const attackWith = (a: FakeActor, name?: string) => `attack:${name ? `${a.items.find((i) => i.name === name)!.id}.0` : "unarmed"}`;
const resolutionCards = () => world.messages.filter((m) => (m as { system?: { kind?: string } }).system?.kind === RESOLUTION_CARD.id).length;
const apOf = (a: FakeActor) => (a.system as unknown as { ap: { value: number } }).ap.value;
const cardOf = (m: Msg | undefined) => cardData<ActivationCard>(m).state as ActivationState;
const msg = (id: string | null) => world.messages.find((x) => x.id === id) as unknown as Msg;

/** The GM's list of Hostile proposals: records what each reactor was offered and picks `picks` (else no reaction). */
function gmPicks(picks: Record<string, string>, offered: Record<string, string[]>): DialogAnswer {
  return (form) => {
    for (const input of form.querySelectorAll<HTMLInputElement>("input[type='radio']")) {
      const uuid = input.name.slice("reaction.".length);
      if (input.value) (offered[uuid] ??= []).push(input.value);
      input.checked = (picks[uuid] ?? "") === input.value;
    }
  };
}
/** A player's prompt: presses the reaction `choice`, recording the buttons offered. */
function playerPicks(choice: string, offered: string[]): DialogAnswer {
  return (form) => {
    offered.push(...[...form.querySelectorAll<HTMLButtonElement>("button")].map((b) => b.value).filter(Boolean));
    return choice;
  };
}

describe("Eldfall activation glue: a hero turn and a Hostile turn (Foundry test double)", () => {
  let restoreHooks: () => void;
  let scene: FakeScene;

  beforeEach(() => {
    restoreHooks = snapshotHooks();
    resetUsers();
    resetWorld();
    registerGmQuery();
    registerReactionQuery();
    registerGmAction(gmActivationStep);
    registerGmAction(gmOpenActivation);
    scene = makeScene("Field");
  });
  afterEach(() => { restoreHooks(); });

  it("a hero activation: 1 AP, Walk, Attack; two Hostiles react (Attack → Confrontation, Dodge) as the GM confirms; Resolution; done", async () => {
    const aria = model("Aria", "hero", { owner: "player1", weapon: "spear" });
    // The Wolf's spear already reaches Aria where she starts: her step closer enters no reach (no AoO).
    const wolf = model("Wolf", "hostile", { weapon: "spear" });
    const bear = model("Bear", "hostile");
    const ariaToken = placeToken(scene, aria, { x: 1, y: 0, linked: true });
    placeToken(scene, wolf, { x: 3, y: 0, linked: true });
    placeToken(scene, bear, { x: 5, y: 0, linked: true });

    const message = await activate(aria as never);
    expect(apOf(aria)).to.equal(1, "the Activation Step spends 1 AP");
    expect(cardOf(msg(message)).step).to.equal("activation");
    await activationStep(msg(message), "next");
    await ariaToken.update({ x: 200, y: 0 }); // the player drags the token one space
    await activationStep(msg(message), "move", "walk");
    await activationStep(msg(message), "next");
    await activationStep(msg(message), "act", attackWith(aria, "Spear"), { targets: [wolf.uuid] });
    const offered: Record<string, string[]> = {};
    world.dialogs.push(gmPicks({ [wolf.uuid]: attackWith(wolf, "Spear"), [bear.uuid]: "dodge" }, offered));
    await activationStep(msg(message), "next");

    const state = cardOf(msg(message));
    expect(state.step).to.equal("reaction");
    expect(state.movement).to.include({ movement: "walk", stoppedAt: 1, impededBy: null });
    expect(state.action).to.deep.include({ action: "attack", targets: [{ uuid: wolf.uuid, name: "Wolf", strikes: 1 }] });
    expect(state.reactions.map((r) => [r.name, r.action, r.status])).to.deep.equal([["Wolf", "attack", "declared"], ["Bear", "dodge", "declared"]]);
    expect(offered[wolf.uuid]).to.include(attackWith(wolf, "Spear"));
    expect(offered[bear.uuid]).to.deep.equal(["assist", "dodge", "perceive", "nothing"], "the Bear's Unarmed Attack does not reach Aria; she is within its Awareness");
    expect([apOf(aria), apOf(wolf), apOf(bear)]).to.deep.equal([1, 1, 1], "each Reaction costs its reactor 1 AP");
    const view = activationCardContext(cardData<ActivationCard>(msg(message)));
    expect(view.confrontations).to.equal("Wolf");
    const html = await shown(msg(message));
    expect(html).to.include("Confrontation with Wolf.").and.include("Bear").and.include("To the Resolution Step");

    await activationStep(msg(message), "next");
    expect(resolutionCards(), "the Resolution Step resolved once").to.equal(1);
    expect(cardOf(msg(message)).resolution).to.not.be.empty;
    await activationStep(msg(message), "next");
    expect(cardOf(msg(message)).step).to.equal("done");
  });

  it("a Hostile activation: an Attack of Opportunity where the path enters reach, Impede ends the move; then a player is asked in the Reaction Step", async () => {
    const ogre = model("Ogre", "hostile");
    const seigen = model("Seigen", "hero", { owner: "player1", skills: { impede: 1 }, weapon: "spear" });
    const tharos = model("Tharos", "hero", { owner: "player2", weapon: "bow" });
    const ogreToken = placeToken(scene, ogre, { x: 0, y: 0, linked: true });
    placeToken(scene, seigen, { x: 3, y: 1, linked: true });
    placeToken(scene, tharos, { x: 1, y: 5, linked: true });

    const message = await activate(ogre as never);
    await activationStep(msg(message), "next");
    const aooOffered: string[] = [];
    // Seigen's spear (RCH 1) reaches (2,0)? no: 2 spaces; (3,0): 1 space — the path enters reach at its third step.
    world.dialogs.push(playerPicks(attackWith(seigen, "Spear"), aooOffered));
    await activationStep(msg(message), "move", "walk", { to: { x: 5, y: 0 } });
    let state = cardOf(msg(message));
    expect(aooOffered).to.deep.equal([attackWith(seigen, "Spear")]);
    expect(state.reactions.map((r) => [r.name, r.status, r.at])).to.deep.equal([["Seigen", "aoo", 3]]);
    expect(state.movement).to.include({ stoppedAt: 3, impededBy: seigen.uuid });
    expect([ogreToken.x, ogreToken.y]).to.deep.equal([300, 0], "the token stops where the Impede struck");
    expect(stateIdsOf(ogre as never), "a melee Impede engages the mover at once").to.include("engaged");
    expect(cardData<ActivationCard>(msg(message)).notes.map((n) => n.key)).to.deep.equal(["REALMS.Eldfall.Activation.Note.impeded", "REALMS.Eldfall.Activation.Note.engaged"]);

    const offered: string[] = [];
    world.dialogs.push(playerPicks("dodge", offered));
    await activationStep(msg(message), "next"); // the heroes react before the Hostile's Action
    state = cardOf(msg(message));
    expect(state.step).to.equal("reaction");
    expect(offered).to.include("dodge").and.include(attackWith(tharos, "Bow"));
    expect(state.reactions.map((r) => [r.name, r.action, r.status])).to.deep.equal([["Seigen", "attack", "aoo"], ["Tharos", "dodge", "declared"]]);
    expect([apOf(ogre), apOf(seigen), apOf(tharos)]).to.deep.equal([1, 1, 1]);

    await activationStep(msg(message), "next");
    await activationStep(msg(message), "act", attackWith(ogre), { targets: [seigen.uuid] });
    expect(cardOf(msg(message)).step).to.equal("action");
    await activationStep(msg(message), "next");
    expect(resolutionCards(), "the Resolution Step resolved once").to.equal(1);
    expect(cardOf(msg(message)).action!.targets.map((t) => t.name)).to.deep.equal(["Seigen"]);
    expect(activationCardContext(cardData<ActivationCard>(msg(message))).confrontations).to.equal("Seigen", "the AoO reactor attacked back: a Confrontation (M29 Note 1)");
  });

  it("a model without AP is not offered a Reaction; one without LoS only Dodge within Awareness; one beyond neither", async () => {
    const aria = model("Aria", "hero", { owner: "player1" });
    const tired = model("Tired", "hostile", { ap: 0 });
    const lurker = model("Lurker", "hostile");
    const far = model("Far", "hostile");
    placeToken(scene, aria, { x: 0, y: 0, linked: true });
    placeToken(scene, tired, { x: 2, y: 0, linked: true });
    placeToken(scene, lurker, { x: 1, y: 2, linked: true });
    placeToken(scene, far, { x: 5, y: 6, linked: true });
    // A wall between rows 1 and 2 from column 1 on hides the lurker and the far one from Aria; the lurker is 3 spaces
    // from her around its end (column 0), within her Awareness; the far one is not.
    addWall(scene, { c: [100, 200, 1000, 200] });

    const message = await activate(aria as never);
    await activationStep(msg(message), "next");
    await activationStep(msg(message), "move", "idle");
    await activationStep(msg(message), "next");
    await activationStep(msg(message), "act", "dodge");
    const offered: Record<string, string[]> = {};
    world.dialogs.push(gmPicks({ [lurker.uuid]: "dodge" }, offered));
    await activationStep(msg(message), "next");
    expect(offered).to.deep.equal({ [lurker.uuid]: ["dodge"] });
    const state = cardOf(msg(message));
    expect(state.reactions).to.deep.equal([{ reactorUuid: lurker.uuid, name: "Lurker", action: "dodge", means: null, status: "declared", at: null, halvedAg: true }]);
    expect([apOf(tired), apOf(lurker), apOf(far)]).to.deep.equal([0, 1, 2]);
    expect(await shown(msg(message))).to.include("no LoS: AG halved");
  });

  it("Foresight: a hero postpones, and reacts after the Hostile's Action because it targets her; Charm turns a Hostile's Reaction into Nothing", async () => {
    const ogre = model("Ogre", "hostile");
    const tomoe = model("Tomoe", "hero", { owner: "player1", skills: { foresight: 1 } });
    placeToken(scene, ogre, { x: 0, y: 0, linked: true });
    placeToken(scene, tomoe, { x: 0, y: 0, linked: true });
    const message = await activate(ogre as never);
    await activationStep(msg(message), "next");
    await activationStep(msg(message), "move", "idle");
    const first: string[] = [];
    world.dialogs.push(playerPicks("postpone", first));
    await activationStep(msg(message), "next");
    expect(first).to.include("postpone");
    expect(cardOf(msg(message)).reactions.map((r) => r.status)).to.deep.equal(["postponed"]);
    expect(apOf(tomoe)).to.equal(2, "postponing costs nothing yet");
    await activationStep(msg(message), "next");
    await activationStep(msg(message), "act", attackWith(ogre), { targets: [tomoe.uuid] });
    world.dialogs.push(playerPicks("dodge", []));
    await activationStep(msg(message), "next");
    const state = cardOf(msg(message));
    expect(state.reactions.map((r) => [r.name, r.action, r.status])).to.deep.equal([["Tomoe", "dodge", "declared"]]);
    expect([state.step, apOf(tomoe)]).to.deep.equal(["resolution", 1]);

    const anari = model("Anari", "hero", { owner: "player1", skills: { charm: 2 } });
    const wolf = model("Wolf", "hostile");
    placeToken(scene, anari, { x: 5, y: 5, linked: true });
    placeToken(scene, wolf, { x: 5, y: 5, linked: true });
    const charmCard = await activate(anari as never);
    await activationStep(msg(charmCard), "next");
    await activationStep(msg(charmCard), "move", "idle");
    await activationStep(msg(charmCard), "next");
    await activationStep(msg(charmCard), "act", "dodge");
    world.dialogs.push(gmPicks({ [wolf.uuid]: attackWith(wolf), [ogre.uuid]: attackWith(ogre) }, {}));
    world.dice.length = 0;
    world.dice.push(20, 20); // each reactor's INT roll against Charm (INT 10): failed
    await activationStep(msg(charmCard), "next");
    const charmed = cardOf(msg(charmCard));
    expect(charmed.reactions.find((r) => r.name === "Wolf")).to.include({ action: "nothing", status: "charmed" });
    expect(apOf(wolf)).to.equal(1, "a charmed Reaction still costs its AP (A10)");
    expect(cardData<ActivationCard>(msg(charmCard)).notes.map((n) => n.key)).to.include("REALMS.Eldfall.Activation.Note.charmedWalk");
  });

  it("an activation opened from the combat tracker gets its card on the GM, with the AP spent once", async () => {
    const aria = model("Aria", "hero", { owner: "player1" });
    placeToken(scene, aria, { x: 0, y: 0, linked: true });
    const combat = makeCombat([aria]);
    const combatantId = combat.combatants.find((c) => c.actor === aria)!.id;
    const before = world.messages.length;
    await onActivationBoundary({ combat: combat as never, boundary: { kind: "activationStart", round: 1, activation: `${combatantId}#1`, combatantId, skipped: false } });
    await onActivationBoundary({ combat: combat as never, boundary: { kind: "activationEnd", round: 1, activation: `${combatantId}#1`, combatantId, skipped: false } });
    expect(world.messages.length - before).to.equal(1);
    expect(apOf(aria)).to.equal(1);
    const card = cardData<ActivationCard>(world.messages.at(-1));
    expect([card.combatId, card.state.activator.name, card.origin]).to.deep.equal([combat.id, "Aria", { x: 0, y: 0 }]);
  });

  it("a model without AP does not activate; a player may not activate another's model; user text is escaped on the card", async () => {
    const tired = model("Tired", "hero", { ap: 0, owner: "player1" });
    placeToken(scene, tired, { x: 0, y: 0, linked: true });
    let error: unknown;
    try { await activate(tired as never); } catch (e) { error = e; }
    expect((error as { key?: string }).key).to.equal("REALMS.Eldfall.Activation.Errors.noAp");
    const other = model("Other", "hero", { owner: "player2" });
    placeToken(scene, other, { x: 2, y: 0, linked: true });
    actAs({ id: "player1", isGM: false });
    error = undefined;
    try { await activate(other as never); } catch (e) { error = e; }
    expect((error as { key?: string }).key).to.equal("REALMS.Errors.NotOwner");
    expect(apOf(other)).to.equal(2);
    actAs({ id: "gm", isGM: true });
    const sly = model("<b>Sly</b>", "hero", { owner: "player1" });
    placeToken(scene, sly, { x: 1, y: 0, linked: true });
    const message = await activate(sly as never);
    const html = await shown(msg(message));
    expect(html).to.include("&lt;b&gt;Sly&lt;/b&gt;").and.not.include("<b>Sly</b>");
  });
});
