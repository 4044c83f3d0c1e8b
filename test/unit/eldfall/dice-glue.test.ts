/**
 * Eldfall rolls through the Foundry glue on the test double: dice come from world.dice, the roll dialog is
 * fast-forwarded (its odds are the pure functions tested in dice-dialog.test.ts); each flow posts one card
 * drawn from its data.
 */
import { expect } from "chai";
import { actAs, makeActor, registerRolls, resetUsers, resetWorld, users, world } from "../../support/foundry-double";
import { answer } from "../../support/double/dialogs";
import { cardData, shown } from "../../support/cards";
import "../../support/rulesets";
import { ELDFALL_ROLLS } from "../../../src/rulesets/eldfall/rolls";
import { rollAttack, rollAttribute, rollConfrontation, type AttackRow } from "../../../src/rulesets/eldfall/dice/rolling";
import type { ConfrontationCard, RollCard } from "../../../src/rulesets/eldfall/dice/cards";
import { registerGmQuery } from "../../../src/core/gm";
import { registerRerollQuery } from "../../../src/rulesets/eldfall/dice/reroll";

registerRolls(ELDFALL_ROLLS);
registerGmQuery();
registerRerollQuery();
const g = globalThis as unknown as { game: { user: { id: string } }; CONFIG: { queries: Record<string, unknown> } };

const fast = { fastForward: true, advantage: false, disadvantage: false };
const ATTRS = { sta: 2, spd: 3, arm: 3, hp: 2, off: 13, def: 10, acc: 15, int: 13, ag: 13, t: 12, m: 12 };

function hero(name: string, attributes: Partial<typeof ATTRS> = {}, keys: { type: string; key: string }[] = [], size = "medium") {
  return makeActor({
    name, type: "eldfallHero", ownership: { default: 0, player1: 3 },
    system: { schemaVersion: 1, attributes: { ...ATTRS, ...attributes }, health: 2, size, weakPoints: 0, mana: 0, ap: 2, inventory: 10, notes: "", level: 1, path: "", ally: false },
    items: keys.map((k) => ({ name: k.key, type: k.type, system: { schemaVersion: 1, key: k.key, level: 1, x: "", description: "" } })),
  });
}

const sword: AttackRow = { label: "Sword", kind: "meleeItem", stk: 2, pw: 12 };
const lastCard = <T>() => cardData<T>(world.messages.at(-1));

describe("Eldfall dice glue (Foundry test double)", () => {
  beforeEach(() => resetWorld({ id: "gm", isGM: true }));

  it("Tharos' Dodge with −3: AG 13 → 10, a 10 succeeds and the card shows it", async () => {
    const tharos = hero("Tharos");
    world.dice.push(10);
    const card = await rollAttribute(tharos as never, "dodge", { intent: fast, modifiers: [{ source: "x", label: "Dark", value: -3, active: true, i18n: false }] });
    expect(card!.side.value).to.equal(10);
    expect(card!.side.dice[0]).to.include({ face: 10, landed: true });
    expect(lastCard<RollCard>()).to.deep.equal(card);
    const html = await shown(world.messages.at(-1)!);
    expect(html).to.contain("Success").and.to.contain("≤ 10");
  });

  it("Dodge without LoS halves AG (13 → 7): an 8 fails", async () => {
    world.dice.push(8);
    const card = await rollAttribute(hero("Tharos") as never, "dodge", { intent: fast, context: { lineOfSight: false } });
    expect([card!.side.value, card!.side.halve, card!.side.dice[0]!.landed]).to.deep.equal([7, 1, false]);
  });

  it("an attack rolls one d20 per Strike; an Assassin's 3 is critical; the Hits are the resolution's input", async () => {
    const a = hero("Na'ra", {}, [{ type: "eldfallClass", key: "assassin" }]);
    const target = hero("Marauder");
    world.dice.push(3, 15);
    const card = await rollAttack(a as never, sword, target as never, { intent: fast });
    expect(card!.side.dice.map((d) => [d.face, d.cls])).to.deep.equal([[3, "crit"], [15, "miss"]]);
    expect([card!.target?.name, card!.side.hits]).to.deep.equal(["Marauder", [{ die: 0, face: 3, critical: true, source: "roll" }]]);
  });

  it("the rules' Confrontation: A (STK 2, OFF 13) rolls 6 and 11, B (DEF 12) rolls 8 → A deals 1 Hit, B is nullified", async () => {
    const a = hero("Model A");
    const b = hero("Model B", { def: 12 });
    world.dice.push(6, 11, 8);
    const card = await rollConfrontation({ actor: a as never, row: sword }, { actor: b as never, row: { ...sword, stk: 1 } }, { intent: fast });
    expect(card!.a.dice.map((d) => [d.face, d.landed, d.negatedBy])).to.deep.equal([[6, false, 0], [11, true, null]]);
    expect(card!.b.dice.map((d) => [d.face, d.landed])).to.deep.equal([[8, false]]);
    expect([card!.winner, card!.nullified, card!.a.value, card!.b.value]).to.deep.equal(["a", "b", 13, 12]);
    expect([card!.a.actor.name, card!.a.hits.length, card!.b.hits.length]).to.deep.equal(["Model A", 1, 0]);
    const html = await shown(world.messages.at(-1)!);
    expect(html).to.contain("negated by 8").and.to.contain("Model A wins the Confrontation").and.to.contain("Model B&#x27;s Attack is nullified");
    expect(lastCard<ConfrontationCard>()).to.deep.equal(card);
  });

  it("Fencing I on A's melee gives B −3; a Duelist B ignores it (Combat Arts ≤ III)", async () => {
    world.dice.push(5, 9, 10);
    const card = await rollConfrontation({ actor: hero("A") as never, row: sword }, { actor: hero("B", { def: 12 }) as never, row: sword }, { intent: fast, fencing: { by: "a", level: 1 } });
    expect(card!.b.value).to.equal(9);
    expect(card!.b.dice[0]!.cls).to.equal("miss");
    world.dice.push(5, 9, 10);
    const duel = await rollConfrontation({ actor: hero("A") as never, row: sword }, { actor: hero("B", { def: 12 }, [{ type: "eldfallTrait", key: "duelist" }]) as never, row: sword }, { intent: fast, fencing: { by: "a", level: 1 } });
    expect(duel!.b.value).to.equal(12);
    expect(duel!.winner).to.equal("b");
  });

  it("Unstoppable against a smaller model: no Confrontation, both attacks land", async () => {
    const giant = hero("Giant", {}, [{ type: "eldfallTrait", key: "unstoppable" }], "huge");
    world.dice.push(6, 11, 8);
    const card = await rollConfrontation({ actor: giant as never, row: sword }, { actor: hero("B", { def: 12 }) as never, row: sword }, { intent: fast });
    expect([card!.confronted, card!.a.hits.length, card!.b.hits.length, card!.nullified]).to.deep.equal([false, 2, 1, null]);
  });

  it("a profile without the attribute: a localized error and no roll", async () => {
    const blank = hero("Blank", { ag: null as unknown as number });
    const before = world.messages.length;
    expect(await rollAttribute(blank as never, "ag", { intent: fast })).to.equal(null);
    expect(world.messages.length).to.equal(before);
    expect(world.notifications.at(-1)).to.deep.equal({ level: "error", message: "Blank has no AG value on its profile." });
  });
});

describe("Eldfall rerolls through the glue", () => {
  beforeEach(() => {
    resetUsers();
    resetWorld({ id: "gm", isGM: true });
  });
  afterEach(() => registerRerollQuery());
  const spell: AttackRow = { label: "Firecracker", kind: "spell", stk: 2, pw: 10 };
  /** A scripted answer that also records whose client showed the window. */
  const recorded = (seen: string[], values: Parameters<typeof answer>[0], button: string) => {
    const fill = answer(values, button);
    return (form: HTMLFormElement, app: unknown) => {
      seen.push(g.game.user.id);
      return (fill as (f: HTMLFormElement, a: unknown) => string | void)(form, app);
    };
  };

  it("a roll the GM's client makes for a hero (an Activation step's) asks the hero's player: the window opens on player1's client, the GM applies the choice", async () => {
    const seen: string[] = [];
    world.dice.push(18, 4, /* reroll */ 7);
    world.dialogs.push(recorded(seen, { source: "sorcerer", die: ["0"] }, "reroll"));
    const card = await rollAttack(hero("Seigen") as never, spell, hero("Oni") as never, { intent: fast, rerolls: ["sorcerer"] });
    expect(seen).to.deep.equal(["player1"]);
    expect(card!.side.rerolls).to.deep.equal([{ index: 0, from: 18 }]);
  });

  it("with the hero's player offline, the GM decides", async () => {
    users.get("player1")!.active = false;
    const seen: string[] = [];
    world.dice.push(18, 4, /* reroll */ 7);
    world.dialogs.push(recorded(seen, { source: "sorcerer", die: ["0"] }, "reroll"));
    const card = await rollAttack(hero("Seigen") as never, spell, hero("Oni") as never, { intent: fast, rerolls: ["sorcerer"] });
    expect(seen).to.deep.equal(["gm"]);
    expect(card!.side.rerolls).to.deep.equal([{ index: 0, from: 18 }]);
  });

  it("an answer the roll does not offer (a tampered client) keeps the dice", async () => {
    g.CONFIG.queries["realms.eldfall.reroll"] = async () => ({ source: "mage", chosen: [0, 1, 7] });
    world.dice.push(18, 4);
    const card = await rollAttack(hero("Seigen") as never, spell, hero("Oni") as never, { intent: fast, rerolls: ["sorcerer"] });
    expect(card!.side.dice.map((d) => d.face)).to.deep.equal([18, 4]);
    expect(card!.side.rerolls).to.deep.equal([]);
  });

  it("a Sorcerer rerolls one failed roll before the dice resolve; the card keeps the old face", async () => {
    world.dice.push(18, 4, /* reroll */ 7);
    world.dialogs.push(answer({ source: "sorcerer", die: ["0"] }, "reroll"));
    const card = await rollAttack(hero("Seigen") as never, spell, hero("Oni") as never, { intent: fast, rerolls: ["sorcerer"] });
    expect(card!.side.dice.map((d) => [d.face, d.landed])).to.deep.equal([[7, true], [4, true]]);
    expect(card!.side.rerolls).to.deep.equal([{ index: 0, from: 18 }]);
  });

  it("a Sorcerer may not reroll a success: refused with the reason, the dice stand", async () => {
    world.dice.push(18, 4);
    world.dialogs.push(answer({ source: "sorcerer", die: ["1"] }, "reroll"));
    const card = await rollAttack(hero("Seigen") as never, spell, hero("Oni") as never, { intent: fast, rerolls: ["sorcerer"] });
    expect(card!.side.rerolls).to.deep.equal([]);
    expect(world.notifications.at(-1)!.message).to.equal("That reroll is not allowed: only a failed roll may be rerolled");
  });

  it("a Mage rerolls any number of dice for one unspent AP", async () => {
    const mage = hero("Anari", {}, [{ type: "eldfallClass", key: "mage" }]);
    world.dice.push(18, 19, /* reroll */ 2, 3);
    world.dialogs.push(answer({ source: "mage", die: ["0", "1"] }, "reroll"));
    const card = await rollAttack(mage as never, spell, hero("Oni") as never, { intent: fast });
    expect(card!.side.dice.map((d) => d.face)).to.deep.equal([2, 3]);
    expect((mage.system as unknown as { ap: { value: number } }).ap.value).to.equal(1);
  });

  it("keeping the dice rerolls nothing", async () => {
    world.dice.push(18, 19);
    world.dialogs.push(answer({}, "keep"));
    const card = await rollAttack(hero("Anari", {}, [{ type: "eldfallClass", key: "mage" }]) as never, spell, null, { intent: fast });
    expect(card!.side.dice.map((d) => d.face)).to.deep.equal([18, 19]);
  });
});

describe("Eldfall Weak Point exploits through the glue", () => {
  beforeEach(() => resetWorld({ id: "player1", isGM: false }));
  after(() => actAs({ id: "gm", isGM: true }));

  function hostile(name: string, weakPoints: number, tier: number, def = 12) {
    return makeActor({
      name, type: "eldfallHostile",
      system: { schemaVersion: 1, attributes: { ...ATTRS, def }, health: 2, size: "medium", weakPoints, mana: 0, ap: 2, inventory: null, notes: "", tier, boss: false, bossModification: "" },
    });
  }

  it("a hero facing a Tier II hostile with 3 WP makes its 17 critical; the hostile keeps 1 WP (removed through the GM)", async () => {
    const oni = hostile("Oni", 3, 2);
    world.dice.push(5, 17, 12);
    world.dialogs.push(answer({ die: "1" }, "exploit"));
    const card = await rollConfrontation({ actor: hero("Tharos") as never, row: sword }, { actor: oni as never, row: sword }, { intent: fast });
    expect(card!.a.dice[1]).to.include({ face: 17, cls: "crit", exploited: true, landed: true });
    expect([card!.winner, card!.a.weakPointsLeft]).to.deep.equal(["a", 1]);
    expect((oni.system as unknown as { weakPoints: number }).weakPoints).to.equal(1);
  });

  it("fewer WP than the Tier: nothing is offered, the dice resolve as rolled", async () => {
    const oni = hostile("Oni", 1, 2);
    world.dice.push(5, 17, 12);
    const card = await rollConfrontation({ actor: hero("Tharos") as never, row: sword }, { actor: oni as never, row: sword }, { intent: fast });
    expect(card!.winner).to.equal("b");
    expect((oni.system as unknown as { weakPoints: number }).weakPoints).to.equal(1);
  });
});
