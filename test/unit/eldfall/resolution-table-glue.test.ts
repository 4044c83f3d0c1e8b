/**
 * The Resolution Step's table rules through the activation card's steps on the booted system (Foundry test double):
 * a Dodge rolled against each enemy Attack separately (reactors chosen in the reaction window), a shot into melee
 * whose 17–20 die hits the shooter's ally (Friendly Fire's Morale roll, Panicked), Knockback moving the token on the
 * canvas (Undo puts it back), a Running Trampler's Hit on the model it ran through, and the Dodge move a player drags
 * on the canvas after the resolution (½ SPD, away from an Engaging enemy). Every number is read from the
 * documents the steps changed; the dice are the double's queue.
 */
import { expect } from "chai";
import { actAs, makeActor, makeCombat, makeScene, placeToken, resetUsers, resetWorld, settle, world, type FakeActor, type FakeScene } from "../../support/foundry-double";
import type { DialogAnswer } from "../../support/double/dialogs";
import { bootedSuite } from "../../support/double/boot";
import { cardData, shown } from "../../support/cards";
import { activate, activationStep } from "../../../src/rulesets/eldfall/activation/activation";
import type { ActivationCard } from "../../../src/rulesets/eldfall/activation/card";
import { RESOLUTION_CARD, type ResolutionCard } from "../../../src/rulesets/eldfall/resolution/card";
import { ELDFALL_ROLL_CARD } from "../../../src/rulesets/eldfall/dice/card-kinds";
import type { RollCard } from "../../../src/rulesets/eldfall/dice/cards";
import { runChatAction } from "../../../src/core/chat/actions";
import { stateIdsOf } from "../../../src/rulesets/eldfall/states/actor-states";
import { upgradeData, row, ruleData, weaponData } from "../../support/eldfall-models";
import type { FakeCombat } from "../../support/double/combat";
import { useSystemCombat } from "../../support/system-combat";

type Msg = ChatMessage.Implementation;
const ATTRS = { sta: 2, spd: 4, arm: 3, hp: 3, off: 12, def: 12, acc: 12, int: 10, ag: 12, t: 10, m: 12 };
const kindOf = (m: unknown) => (m as { system?: { kind?: string } }).system?.kind;
const all = (kind: string) => world.messages.filter((m) => kindOf(m) === kind) as unknown as Msg[];
const msg = (id: string | null) => world.messages.find((x) => x.id === id) as unknown as Msg;
const hp = (a: FakeActor) => (a.system as unknown as { health: { value: number } }).health.value;
const wp = (a: FakeActor) => a.system.weakPoints as number;
const settled = async () => { for (let i = 0; i < 3; i++) await settle(); };

function model(name: string, type: "hero" | "hostile", { ap = 2, owner, items = [], size = "medium" }: { ap?: number; owner?: string; items?: object[]; size?: string } = {}): FakeActor {
  return makeActor({
    name, type: type === "hero" ? "eldfallHero" : "eldfallHostile", ownership: { default: 0, ...(owner ? { [owner]: 3 } : {}) }, items: items as never,
    system: { schemaVersion: 1, attributes: { ...ATTRS }, health: ATTRS.hp, weakPoints: 0, ap, tier: 1, size, inventory: 10 },
  });
}
const attackWith = (a: FakeActor, name: string) => `attack:${a.items.find((i) => i.name === name)!.id}.0`;
/** A player's reaction prompt: presses the first offered Attack with an Item. */
const reactWithItem: DialogAnswer = (form) => [...form.querySelectorAll<HTMLButtonElement>("button")].map((b) => b.value).find((v) => /^attack:.+\.0$/.test(v)) ?? "nothing";
/** The GM's list of Hostile proposals, with no Reaction picked. */
const gmNone: DialogAnswer = (form) => {
  for (const input of form.querySelectorAll<HTMLInputElement>("input[type='radio']")) input.checked = input.value === "";
};

describe("Eldfall resolution at the table: Dodge per Attack, shooting into melee, Knockback, Trample, Dodge moves (Foundry test double)", () => {
  let scene: FakeScene;
  bootedSuite("eldfall", () => actAs({ id: "gm", isGM: true }), resetUsers);
  useSystemCombat("eldfall");
  beforeEach(() => {
    resetWorld();
    resetUsers();
    scene = makeScene("Field");
  });

  it("a Hostile that declared Dodge and is attacked by two reacting heroes rolls AG against each Attack: the success stops only its own Attack's Hit", async () => {
    const ogre = model("Ogre", "hostile");
    const seigen = model("Seigen", "hero", { owner: "player1", items: [weaponData("Spear", "1")] });
    const tharos = model("Tharos", "hero", { owner: "player2", items: [weaponData("Glaive", "1")] });
    placeToken(scene, ogre, { x: 2, y: 2, linked: true });
    placeToken(scene, seigen, { x: 3, y: 2, linked: true });
    placeToken(scene, tharos, { x: 2, y: 3, linked: true });
    const message = msg(await activate(ogre as never));
    await activationStep(message, "next");
    await activationStep(message, "move", "idle");
    world.dialogs.push(reactWithItem, reactWithItem);
    await activationStep(message, "next"); // the heroes react before the Hostile's Action
    await activationStep(message, "next");
    await activationStep(message, "act", "dodge");
    const reactions = cardData<ActivationCard>(message).state.reactions;
    expect(reactions.map((r) => [r.name, r.action])).to.have.deep.members([["Seigen", "attack"], ["Tharos", "attack"]]);
    world.dice.length = 0;
    // Each reactor's one Strike (DEF 12) hits: 5, 6. The Ogre's AG 12 rolls against the first Attack (3: success),
    // then against the second (18: failure). The Hit that lands: DMG roll 2 (PW T 10 − ARM 3 → wounds on 7 or less).
    world.dice.push(5, 6, 3, 18, 2);
    await activationStep(message, "next");
    await settled();

    const dodges = all(ELDFALL_ROLL_CARD.id).map((m) => cardData<RollCard>(m)).filter((c) => c.side.actor.name === "Ogre");
    expect(dodges.map((c) => [c.side.attribute, c.side.dice[0]!.face, c.side.dice[0]!.landed]), "two separate AG rolls").to.deep.equal([["ag", 3, true], ["ag", 18, false]]);
    const [resolution] = all(RESOLUTION_CARD.id);
    const plan = cardData<ResolutionCard>(resolution).plan;
    const byName = (uuid: string | null) => reactions.find((r) => r.reactorUuid === uuid)!.name;
    expect(plan.hits.map((h) => [byName(h.attacker), h.outcome])).to.deep.equal([[reactions[0]!.name, "dodged"], [reactions[1]!.name, "wound"]]);
    expect([hp(ogre), wp(ogre)], "one Wound; 1 WP from the hero whose successful roll was dodged").to.deep.equal([ATTRS.hp - 1, 1]);
  });

  it("a shot into melee: a 17–20 die hits the shooter's ally in the target's space instead; the ally's Morale roll fails and it is Panicked", async () => {
    const tharos = model("Tharos", "hero", { owner: "player1", items: [weaponData("Bow", "+1|-1", ["ranged"])] });
    const aria = model("Aria", "hero", { owner: "player2" });
    const wolf = model("Wolf", "hostile");
    placeToken(scene, tharos, { x: 0, y: 0, linked: true });
    placeToken(scene, aria, { x: 3, y: 0, linked: true });
    placeToken(scene, wolf, { x: 3, y: 0, linked: true });
    const message = msg(await activate(tharos as never));
    await activationStep(message, "next");
    await activationStep(message, "move", "idle");
    await activationStep(message, "next");
    await activationStep(message, "act", attackWith(tharos, "Bow"), { targets: [wolf.uuid] });
    world.dialogs.push(gmNone);
    await activationStep(message, "next");
    world.dice.length = 0;
    // The Bow's one Strike shows 18 (hits Aria); the DMG roll 20 fails (no Wound: a WP); Aria's Morale (M 12) roll 15 fails.
    world.dice.push(18, 20, 15);
    await activationStep(message, "next");
    await settled();

    const [resolution] = all(RESOLUTION_CARD.id);
    const plan = cardData<ResolutionCard>(resolution).plan;
    expect(plan.hits.map((h) => [h.target, h.source, h.outcome])).to.deep.equal([[aria.uuid, "intoMelee", "noWound"]]);
    expect(plan.rolls.map((r) => [r.purpose, r.result, r.success])).to.deep.equal([["damage", 20, false], ["friendlyFire", 15, false]]);
    expect(stateIdsOf(aria as never), "Friendly Fire: Panicked").to.include("panicked");
    expect([hp(aria), wp(aria), hp(wolf), wp(wolf)]).to.deep.equal([ATTRS.hp, 1, ATTRS.hp, 0]);
    expect(await shown(resolution!)).to.include("Tharos → Aria").and.include("(shot into melee)");
  });

  it("Knockback (1) moves the Hit model's token one space away from the attacker when the resolution applies; Undo puts it back", async () => {
    const hammer = upgradeData("Hammer", { category: "weapon", quantity: null, weight: null, rows: [row({ pw: "T", rch: "1", stk: "1", tags: ["melee"], traits: [{ key: "knockback", level: 1, x: "1" }] })] });
    const seigen = model("Seigen", "hero", { owner: "player1", items: [hammer] });
    const wolf = model("Wolf", "hostile");
    placeToken(scene, seigen, { x: 2, y: 2, linked: true });
    const wolfToken = placeToken(scene, wolf, { x: 3, y: 2, linked: true });
    const message = msg(await activate(seigen as never));
    await activationStep(message, "next");
    await activationStep(message, "move", "idle");
    await activationStep(message, "next");
    await activationStep(message, "act", attackWith(seigen, "Hammer"), { targets: [wolf.uuid] });
    world.dialogs.push(gmNone);
    await activationStep(message, "next");
    world.dice.length = 0;
    world.dice.push(5, 20); // the Strike hits; the DMG roll fails
    await activationStep(message, "next");
    await settled();
    const [resolution] = all(RESOLUTION_CARD.id);
    expect(cardData<ResolutionCard>(resolution).plan.moves).to.deep.equal([{ kind: "knockback", model: wolf.uuid, awayFrom: seigen.uuid, spaces: 1, attack: `${cardData<ActivationCard>(message).state.id}.a` }]);
    expect([wolfToken.x, wolfToken.y], "pushed east, straight away from Seigen").to.deep.equal([400, 200]);
    await runChatAction("realms.eldfall.undoResolution", resolution!, {} as HTMLButtonElement);
    await settled();
    expect([wolfToken.x, wolfToken.y, wp(wolf)], "Undo: back where it stood, the WP gone").to.deep.equal([300, 200, 0]);
  });

  it("a Large Trampler's Run through a hero's space deals that hero a Hit with Knockdown at PW = its T", async () => {
    const ogre = model("Ogre", "hostile", { size: "large", items: [ruleData("eldfallTrait", "Trample", { key: "trample" })] });
    const aria = model("Aria", "hero", { owner: "player1", ap: 0 });
    const ogreToken = placeToken(scene, ogre, { x: 0, y: 0, linked: true });
    placeToken(scene, aria, { x: 2, y: 0, linked: true });
    const message = msg(await activate(ogre as never));
    await activationStep(message, "next");
    await activationStep(message, "move", "run", { to: { x: 4, y: 0 } });
    expect([ogreToken.x, ogreToken.y]).to.deep.equal([400, 0]);
    await activationStep(message, "next");
    await activationStep(message, "next");
    await activationStep(message, "act", "nothing");
    world.dice.length = 0;
    world.dice.push(2); // the Trample Hit's DMG roll: PW T 10 − ARM 3 → wounds on 7 or less
    await activationStep(message, "next");
    await settled();
    const [resolution] = all(RESOLUTION_CARD.id);
    const plan = cardData<ResolutionCard>(resolution).plan;
    expect(plan.hits.map((h) => [h.attacker, h.target, h.pw, h.outcome])).to.deep.equal([[ogre.uuid, aria.uuid, ATTRS.t, "wound"]]);
    expect([hp(aria), stateIdsOf(aria as never).includes("crouched")], "a Wound, and Knockdown: Crouched").to.deep.equal([ATTRS.hp - 1, true]);
  });

  it("after a Dodge the player drags the Engaged model up to half its SPD away (a Dodge move); a longer drag is refused; the move spends it", async () => {
    const wolf = model("Wolf", "hostile", { items: [weaponData("Spear", "1")] });
    const aria = model("Aria", "hero", { owner: "player1" });
    const wolfToken = placeToken(scene, wolf, { x: 2, y: 2, linked: true });
    const ariaToken = placeToken(scene, aria, { x: 3, y: 2, linked: true });
    const message = msg(await activate(wolf as never));
    await activationStep(message, "next");
    await activationStep(message, "move", "idle");
    world.dialogs.push(() => "dodge");
    await activationStep(message, "next");
    await activationStep(message, "next");
    await activationStep(message, "act", attackWith(wolf, "Spear"), { targets: [aria.uuid] });
    world.dice.length = 0;
    world.dice.push(15, 3); // the Wolf's Strike misses (OFF 12); Aria's Dodge (AG 12) succeeds
    await activationStep(message, "next");
    await settled();
    const [resolution] = all(RESOLUTION_CARD.id);
    expect(cardData<ResolutionCard>(resolution).plan.moves).to.deep.equal([{ kind: "dodge", model: aria.uuid, maxSpaces: Math.ceil(ATTRS.spd / 2) }]);
    expect(stateIdsOf(aria as never), "within the Wolf's reach: Engaged").to.include("engaged");

    // The combat the drag is judged in: its combatants are the two tokens.
    const combat = makeCombat([]) as FakeCombat;
    await combat.createEmbeddedDocuments("Combatant", [wolfToken, ariaToken].map((t) => ({ tokenId: t.id, sceneId: scene.id })));
    await combat.startCombat();
    await settled();
    actAs({ id: "player1", isGM: false });
    world.notifications.length = 0;
    await ariaToken.update({ x: 600, y: 200 });
    expect([ariaToken.x, world.notifications.map((n) => n.message)], "3 spaces: more than half her SPD").to.deep.equal([300, ["Aria: this Dodge move needs 3 spaces, 2 allowed."]]);
    await ariaToken.update({ x: 500, y: 200 });
    await settled();
    expect([ariaToken.x, ariaToken.y], "2 spaces away from the Wolf: the Dodge move").to.deep.equal([500, 200]);
    expect(aria.flags?.realms, "the Dodge move is spent").to.not.have.property("eldfallDodgeMove");
    actAs({ id: "gm", isGM: true });
    await combat.delete();
  });
});
