/**
 * The Traits and Environments of an Activation Sequence at the table, on the Foundry test double: the GM steps the
 * activation card (its buttons) and each test reads what changed on the documents and the roll and resolution
 * cards: Surprise Attack and Demon on the rolls, Aquatic (electric PW, Burn, AG), Profane Miasma (the Weak Point for
 * crossing it, the end-of-sequence Hit), Mana Cost, Throwing and Unstable.
 */
import { expect } from "chai";
import { addRegion, makeActor, makeScene, placeToken, resetUsers, resetWorld, snapshotHooks, world, type FakeActor, type FakeScene } from "../../support/foundry-double";
import { answer, type DialogAnswer } from "../../support/double/dialogs";
import { ActorBase } from "../../support/double/status-effects";
import { registerReactionQuery } from "../../../src/core/reactions";
import { registerRerollQuery } from "../../../src/rulesets/eldfall/dice/reroll";
import { registerGmAction, registerGmQuery } from "../../../src/core/gm";
import { ZONE_BEHAVIOR } from "../../../src/core/zones";
import { statusIdOf } from "../../../src/core/status-ids";
import { activate, activationStep, gmActivationStep, gmOpenActivation } from "../../../src/rulesets/eldfall/activation/activation";
import { gmApplyResolution } from "../../../src/rulesets/eldfall/resolution/resolve";
import { RESOLUTION_CARD, type ResolutionCard } from "../../../src/rulesets/eldfall/resolution/card";
import { ELDFALL_ROLL_CARD } from "../../../src/rulesets/eldfall/dice/card-kinds";
import type { RollCard } from "../../../src/rulesets/eldfall/dice/cards";
import { environmentKind } from "../../../src/rulesets/eldfall/space/rules/environments";
import { applyStateTo, stateIdsOf } from "../../../src/rulesets/eldfall/states/actor-states";
import { cardData } from "../../support/cards";
import type { ActivationCard } from "../../../src/rulesets/eldfall/activation/card";
import { row, upgradeData } from "../../support/eldfall-models";
import type { TableRow } from "../../../src/rulesets/eldfall/profile/rules/attacks";

type Msg = ChatMessage.Implementation;
const ATTRS = { sta: 2, spd: 4, arm: 0, hp: 3, off: 12, def: 12, acc: 12, int: 10, ag: 12, t: 10, m: 12 };
const STATES = ["weakened", "panicked", "incapacitated", "dead", "crouched"];
const statusEffects = () => (globalThis as unknown as { CONFIG: { statusEffects: { id: string; name: string }[] } }).CONFIG.statusEffects;

type Trait = { key: string; level?: number; x?: string };
const rowTraits = (traits: Trait[]) => traits.map((t) => ({ key: t.key, level: t.level ?? 1, x: t.x ?? "" }));
/** A Weapon of one row (PW 10, RCH 3, STK 1 unless told) with these Traits. */
const weapon = (name: string, traits: Trait[] = [], over: Partial<TableRow> = {}, quantity: number | null = null) =>
  upgradeData(name, { category: "weapon", equipped: true, quantity, weight: null, rows: [row({ pw: "10", rch: "3", stk: "1", tags: ["melee"], traits: rowTraits(traits), ...over })] });
const spell = (name: string, manaCost: number) =>
  ({ name, type: "eldfallSpell", system: { manaCost, rows: [row({ pw: "8", rch: "3", stk: "1", tags: ["spell"], traits: [] })] } });
const trait = (key: string, x = "") => ({ name: key, type: "eldfallTrait", system: { key, level: 1, x } });

function model(name: string, type: "hero" | "hostile", { ap = 2, items = [], system = {} }: { ap?: number; items?: object[]; system?: object } = {}): FakeActor {
  const actor = makeActor({
    name, type: type === "hero" ? "eldfallHero" : "eldfallHostile", system: { ap, attributes: { ...ATTRS }, health: ATTRS.hp, weakPoints: 0, tier: 1, ...system },
    ownership: { default: 0, ...(type === "hero" ? { player1: 3 } : {}) }, items: items as never,
  });
  // The double's actors lack the base Actor#toggleStatusEffect the Eldfall model calls; a real Actor has it.
  return Object.assign(actor, { toggleStatusEffect: ActorBase.prototype.toggleStatusEffect });
}
const zone = (scene: FakeScene, x: number, y: number, kind: string) =>
  addRegion(scene, { name: kind, shapes: [{ type: "rectangle", x: x * 100, y: y * 100, width: 100, height: 100 }], behaviors: [{ type: ZONE_BEHAVIOR, system: { kind: environmentKind(kind as never), option: "" } }] });

const kindOf = (m: unknown) => (m as { system?: { kind?: string } }).system?.kind;
const msg = (id: string | null) => world.messages.find((x) => x.id === id) as unknown as Msg;
const rollCards = () => world.messages.filter((m) => kindOf(m) === ELDFALL_ROLL_CARD.id).map((m) => cardData<RollCard>(m));
const resolutions = () => world.messages.filter((m) => kindOf(m) === RESOLUTION_CARD.id).map((m) => cardData<ResolutionCard>(m));
const sys = (a: FakeActor) => a.system as unknown as { health: { value: number }; weakPoints: number; mana: number; ap: { value: number } };
const rowId = (a: FakeActor, name: string) => `${a.items.find((i) => i.name === name)!.id}.0`;
const qtyOf = (a: FakeActor, name: string) => (a.items.find((i) => i.name === name)!.system as { quantity: number | null }).quantity;
const errors = () => world.notifications.filter((n) => n.level === "error").map((n) => n.message);

/** The GM's list of Hostile proposals: picks `picks` (reactor uuid → offer), no reaction for the rest. */
const gmPicks = (picks: Record<string, string>): DialogAnswer => (form) => {
  for (const input of form.querySelectorAll<HTMLInputElement>("input[type='radio']")) input.checked = (picks[input.name.slice("reaction.".length)] ?? "") === input.value;
};

/** Activate, stay Idle, declare the Action (with targets), then the Reaction and Resolution Steps. */
async function sequence(actor: FakeActor, action: string, targets: string[] = [], reactions: Record<string, string> | null = null): Promise<Msg> {
  const message = msg(await activate(actor as never));
  await activationStep(message, "next");
  await activationStep(message, "move", "idle");
  await activationStep(message, "next");
  await activationStep(message, "act", action, { targets });
  if (reactions) world.dialogs.push(gmPicks(reactions));
  await activationStep(message, "next");
  await activationStep(message, "next");
  return message;
}

describe("Eldfall Traits and Environments in the Activation Sequence (Foundry test double)", () => {
  let restoreHooks: () => void;
  let scene: FakeScene;

  beforeEach(() => {
    restoreHooks = snapshotHooks();
    resetUsers();
    resetWorld();
    registerGmQuery();
    registerReactionQuery();
    registerRerollQuery();
    for (const a of [gmActivationStep, gmOpenActivation, gmApplyResolution]) registerGmAction(a as never);
    for (const s of STATES) if (!statusEffects().some((e) => e.id === statusIdOf("eldfall", s))) statusEffects().push({ id: statusIdOf("eldfall", s), name: s });
    scene = makeScene("Field");
    world.dice.length = 0;
  });
  afterEach(() => { restoreHooks(); });

  it("Surprise Attack and Demon: Aria's Knife at a Panicked Wolf adds Demon +4 to her Attack; the Wolf's Dodge rolls on AG halved", async () => {
    const aria = model("Aria", "hero", { items: [weapon("Knife", [{ key: "surpriseAttack" }, { key: "demon" }])] });
    const wolf = model("Wolf", "hostile");
    placeToken(scene, aria, { x: 1, y: 0, linked: true });
    placeToken(scene, wolf, { x: 3, y: 0, linked: true });
    await applyStateTo(wolf as never, "panicked");
    expect(stateIdsOf(wolf as never)).to.include("panicked");

    await sequence(aria, `attack:${rowId(aria, "Knife")}`, [wolf.uuid], { [wolf.uuid]: "dodge" });
    const attack = rollCards().find((c) => c.purpose === "attack")!;
    expect(attack.side.modifiers.map((m) => [m.label, m.value])).to.deep.include(["REALMS.Eldfall.Dice.Source.demon", 4]);
    const dodge = rollCards().find((c) => c.side.actor.name === "Wolf" && c.side.attribute === "ag")!;
    expect([dodge.side.base, dodge.side.halve, dodge.side.value], "AG 12 halved by the Surprise Attack").to.deep.equal([12, 1, 6]);
  });

  it("Aquatic: a Lightning Spear's Hit on a Wolf standing in water has its PW doubled and its Burn II counts as I; Aria's Dodge there rolls on AG halved", async () => {
    const aria = model("Aria", "hero", { items: [weapon("Lightning Spear", [{ key: "burn", x: "2" }])] });
    const wolf = model("Wolf", "hostile", { ap: 0 });
    placeToken(scene, aria, { x: 1, y: 0, linked: true });
    placeToken(scene, wolf, { x: 3, y: 0, linked: true });
    zone(scene, 3, 0, "aquatic");
    zone(scene, 1, 0, "aquatic");

    await sequence(aria, `attack:${rowId(aria, "Lightning Spear")}`, [wolf.uuid]);
    const plan = resolutions()[0]!.plan;
    expect(plan.hits.map((h) => h.pw), "PW 10 doubled").to.deep.equal([20]);
    expect(plan.triggers.filter((t) => t.trigger === "burn").map((t) => t.result), "Burn II in water: one DMG roll").to.deep.equal(["1"]);
    expect(sys(wolf).health.value).to.equal(ATTRS.hp - plan.changes.find((c) => c.id === wolf.uuid)!.wounds);

    const dodging = model("Seigen", "hero", { items: [] });
    placeToken(scene, dodging, { x: 1, y: 0, linked: true });
    await sequence(dodging, "dodge");
    const dodge = rollCards().find((c) => c.side.actor.name === "Seigen")!;
    expect([dodge.side.halve, dodge.side.value], "AG 12 halved in Aquatic").to.deep.equal([1, 6]);
  });

  it("Profane Miasma: Aria's Walk through it gives her 1 Weak Point; at the end of the sequence the Wolf within it suffers PW 10, Ignore Armor, Weakening; the Imp with Affinity (Profane) does not", async () => {
    const aria = model("Aria", "hero");
    const wolf = model("Wolf", "hostile", { ap: 0, system: { attributes: { ...ATTRS, arm: 9 } } });
    const imp = model("Imp", "hostile", { ap: 0, items: [trait("affinity", "Profane")] });
    const ariaToken = placeToken(scene, aria, { x: 1, y: 0, linked: true });
    placeToken(scene, wolf, { x: 2, y: 1, linked: true });
    placeToken(scene, imp, { x: 2, y: 1, linked: true });
    zone(scene, 2, 0, "profaneMiasma");
    zone(scene, 2, 1, "profaneMiasma");

    const message = msg(await activate(aria as never));
    await activationStep(message, "next");
    await ariaToken.update({ x: 300, y: 0 }); // the player drags her through (2,0) to (3,0)
    await activationStep(message, "move", "walk");
    expect(sys(aria).weakPoints, "one Weak Point for the crossing").to.equal(1);
    await activationStep(message, "next");
    await activationStep(message, "act", "nothing");
    await activationStep(message, "next");
    await activationStep(message, "next");

    const [card] = resolutions();
    expect(card!.plan.hits.map((h) => [h.target, h.pw, h.arm]), "ARM 9 ignored").to.deep.equal([[wolf.uuid, 10, 0]]);
    expect(sys(wolf).health.value, "the DMG roll of 1 wounds").to.equal(ATTRS.hp - 1);
    expect(stateIdsOf(wolf as never)).to.include("weakened");
    expect([sys(imp).health.value, stateIdsOf(imp as never)]).to.deep.equal([ATTRS.hp, []]);
    expect([sys(aria).health.value, sys(aria).weakPoints], "Aria ended outside it").to.deep.equal([ATTRS.hp, 1]);
  });

  it("Morale Traits: Panicked Aria's M roll at the start of her activation counts the Ogre's Menacing II (−4) and Intimidating (−6) and Seigen's Inspiring (+6)", async () => {
    const aria = model("Aria", "hero");
    const ogre = model("Ogre", "hostile", { ap: 0, items: [{ ...trait("menacing"), system: { key: "menacing", level: 2, x: "" } }, trait("intimidating")] });
    const seigen = model("Seigen", "hero", { ap: 0, items: [trait("inspiring")] });
    placeToken(scene, aria, { x: 1, y: 0, linked: true });
    placeToken(scene, ogre, { x: 4, y: 0, linked: true });
    placeToken(scene, seigen, { x: 1, y: 2, linked: true });
    await applyStateTo(aria as never, "panicked");
    const message = msg(await activate(aria as never));
    await activationStep(message, "panic");
    const m = rollCards().find((c) => c.side.attribute === "m")!;
    expect(m.side.modifiers.map((l) => [l.label, l.value])).to.deep.equal([
      ["REALMS.Eldfall.Dice.Source.menacing", -4], ["REALMS.Eldfall.Dice.Source.intimidating", -6], ["REALMS.Eldfall.Dice.Source.inspiring", 6],
    ]);
    expect(m.side.value).to.equal(ATTRS.m - 4);
  });

  it("Brute: the Greatsword (Two-Handed, STK 2) strikes 3 times; Unwieldy: the Halberd (STK 3) strikes once for a Medium model and its player may reroll that die", async () => {
    const aria = model("Aria", "hero", { items: [trait("brute"), weapon("Greatsword", [], { stk: "2", tags: ["melee", "twoHanded"] })] });
    const seigen = model("Seigen", "hero", { items: [weapon("Halberd", [{ key: "unwieldy" }], { stk: "3" })] });
    const wolf = model("Wolf", "hostile", { ap: 0, system: { attributes: { ...ATTRS, arm: 9 } } });
    placeToken(scene, aria, { x: 1, y: 0, linked: true });
    placeToken(scene, seigen, { x: 1, y: 1, linked: true });
    placeToken(scene, wolf, { x: 2, y: 0, linked: true });
    world.dice.push(15, 15, 15);
    await sequence(aria, `attack:${rowId(aria, "Greatsword")}`, [wolf.uuid]);
    expect(rollCards().at(-1)!.side.dice.length).to.equal(3);

    world.dice.push(15, /* the reroll */ 2);
    world.dialogs.push(answer({ source: "unwieldy", die: ["0"] }, "reroll"));
    await sequence(seigen, `attack:${rowId(seigen, "Halberd")}`, [wolf.uuid]);
    const halberd = rollCards().at(-1)!;
    expect([halberd.side.dice.length, halberd.side.rerolls], "one Strike, rerolled from 15").to.deep.equal([1, [{ index: 0, from: 15 }]]);
  });

  it("Focus: declared without a target, the Nova strikes once every other model within Aria's Casting Aura (3 spaces), ally or enemy; the Bear beyond is left out", async () => {
    const aria = model("Aria", "hero", { items: [weapon("Nova", [{ key: "focus" }], { stk: "2", rch: "❖" })] });
    const wolf = model("Wolf", "hostile", { ap: 0 });
    const seigen = model("Seigen", "hero", { ap: 0 });
    const bear = model("Bear", "hostile", { ap: 0 });
    placeToken(scene, aria, { x: 1, y: 0, linked: true });
    placeToken(scene, wolf, { x: 3, y: 0, linked: true });
    placeToken(scene, seigen, { x: 1, y: 1, linked: true });
    placeToken(scene, bear, { x: 7, y: 0, linked: true });
    const message = await sequence(aria, `attack:${rowId(aria, "Nova")}`);
    const action = cardData<ActivationCard>(message).state.action!;
    expect([action.targets.map((t) => [t.name, t.strikes]), action.fixedStk]).to.deep.equal([[["Wolf", 1], ["Seigen", 1]], 1]);
    expect(rollCards().filter((c) => c.purpose === "attack").map((c) => [c.target?.name, c.side.dice.length])).to.deep.equal([["Wolf", 1], ["Seigen", 1]]);
  });

  it("Mana Cost: a Spell costing 2 is refused with 1 Mana (nothing spent) and spends 2 of 3 when declared", async () => {
    const aria = model("Aria", "hero", { items: [spell("Frost Lance", 2)], system: { mana: 1 } });
    const wolf = model("Wolf", "hostile", { ap: 0 });
    placeToken(scene, aria, { x: 1, y: 0, linked: true });
    placeToken(scene, wolf, { x: 2, y: 0, linked: true });
    const message = msg(await activate(aria as never));
    await activationStep(message, "next");
    await activationStep(message, "move", "idle");
    await activationStep(message, "next");
    let refused = "";
    await activationStep(message, "act", `attack:${rowId(aria, "Frost Lance")}`, { targets: [wolf.uuid] }).catch((e: Error) => { refused = e.message; });
    expect(refused || errors().join()).to.match(/costs 2 Mana; only 1 left|noMana/);
    expect(sys(aria).mana).to.equal(1);

    await aria.update({ "system.mana": 3 });
    await activationStep(message, "act", `attack:${rowId(aria, "Frost Lance")}`, { targets: [wolf.uuid] });
    expect(sys(aria).mana).to.equal(1);
  });

  it("Throwing: Knives (QTY 2, STK 3) make 2 Strikes and are spent to QTY 0, after which they cannot be declared; Unstable: a 20 is a Hit on its user", async () => {
    const aria = model("Aria", "hero", { ap: 3, items: [weapon("Knives", [{ key: "throwing" }, { key: "unstable" }], { stk: "3", tags: ["ranged"] }, 2)] });
    const wolf = model("Wolf", "hostile", { ap: 0 });
    placeToken(scene, aria, { x: 1, y: 0, linked: true });
    placeToken(scene, wolf, { x: 3, y: 0, linked: true });
    world.dice.push(20, 1); // the two Strikes: a 20 (Unstable: Aria's own Hit) and a 1 (a critical on the Wolf)

    await sequence(aria, `attack:${rowId(aria, "Knives")}`, [wolf.uuid]);
    const attack = rollCards().find((c) => c.purpose === "attack")!;
    expect(attack.side.dice.length, "STK 3 capped at QTY 2").to.equal(2);
    expect(qtyOf(aria, "Knives")).to.equal(0);
    const plan = resolutions()[0]!.plan;
    expect(plan.hits.map((h) => h.target).sort()).to.deep.equal([aria.uuid, wolf.uuid].sort());

    const message = msg(await activate(aria as never));
    await activationStep(message, "next");
    await activationStep(message, "move", "idle");
    await activationStep(message, "next");
    let refused = "";
    await activationStep(message, "act", `attack:${rowId(aria, "Knives")}`, { targets: [wolf.uuid] }).catch((e: Error) => { refused = e.message; });
    expect(refused || errors().join()).to.match(/Nothing left to throw|nothingToThrow/);
  });
});
