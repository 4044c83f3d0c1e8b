import { expect } from "chai";
import { world, makeActor, makeCombat, makeMessage, actAs, registerRolls, resetWorld, type FakeActor } from "../../support/foundry-double";
import { settle } from "../../support/double/hooks";
import { damagePart } from "../../../src/core/chat/apply-damage";
import type { DamagePartData } from "../../../src/core/chat/damage-view";
import { ATTACK_CARD } from "../../../src/rulesets/elvendor/combat/card-kinds";
import { attackPacket } from "../../../src/rulesets/elvendor/combat/rules/damage";
import { ELVENDOR_ROLLS, ElvendorAttackRoll } from "../../../src/rulesets/elvendor/rolls";
import { registerGmQuery } from "../../../src/core/gm";
import { shown, shownAll } from "../../support/cards";
import { cardOf, postRollCard, updateCard } from "../../../src/core/chat/cards";
import { runChatAction } from "../../../src/core/chat/actions";
import "../../support/rulesets";
import { applyConditionTo } from "../../../src/rulesets/elvendor/conditions/conditions";
// Statically: a dynamic import would load a second copy of the modules, whose GM-action table the core never filled.
import { playAction } from "../../../src/rulesets/elvendor/actions/actions";
import { conditionsOf } from "../../../src/rulesets/elvendor/conditions/conditions";
import type { AttackCard } from "../../../src/rulesets/elvendor/combat/cards";

registerRolls(ELVENDOR_ROLLS);
registerGmQuery();

const button = {} as HTMLButtonElement;

function attackCard(target: { name: string; uuid: string }, damage: number): AttackCard {
  return {
    // A reference, as cards store it: the card goes through JSON like Foundry's chat rolls.
    attacker: { name: "Aria", uuid: null }, target: { name: target.name, uuid: target.uuid }, ability: { name: "Longbow", ranged: true, damage, attacks: 1 },
    base: 4, modifiers: [], targetNumber: 4, dice: [5], hits: 1, damagePerHit: damage, damage, armor: 0,
    chancePerDie: 0.5, chanceAnyHit: 0.5, condition: { id: "poisoned", value: 1 }, reaction: null, applied: { damage: false, condition: false },
  };
}

describe("Elvendor glue (Foundry test double)", () => {
  beforeEach(() => {
    world.notifications.length = 0;
    world.messages.length = 0;
  });

  it("a player cannot apply damage or a condition to an actor they do not own", async () => {
    const spider = makeActor({ name: "<img src=x onerror=alert(1)>", type: "elvendorEnemy", system: { health: { value: 4, max: 4 } } });
    const message = makeMessage(attackCard(spider, 2) as never, { rollClass: ElvendorAttackRoll });
    actAs({ id: "player1", isGM: false });
    await runChatAction("realms.elvendor.applyDamage", message as never, button);
    await runChatAction("realms.elvendor.applyCondition", message as never, button);
    expect(spider.system.health).to.deep.equal({ value: 4, max: 4 });
    expect(spider.effects).to.have.length(0);
    expect(message.updates).to.have.length(0);
    expect(world.notifications.map((n) => n.level)).to.deep.equal(["error", "error"]);
    expect(world.notifications[0]!.message).to.contain("You do not own &#60;img src=x");
  });

  it("the owner applies damage once; the card records it (through the GM: the card is the GM's)", async () => {
    const hero = makeActor({ name: "Aria", type: "elvendorHero", system: { health: { value: 10, max: 10 }, actionsLost: 0 }, ownership: { default: 0, player1: 3 } });
    const message = makeMessage(attackCard(hero, 3) as never, { rollClass: ElvendorAttackRoll, author: "gm" });
    actAs({ id: "player1", isGM: false });
    await runChatAction("realms.elvendor.applyDamage", message as never, button);
    expect((hero.system.health as { value: number }).value).to.equal(7);
    expect(cardOf<AttackCard>(message as never)!.applied).to.deep.equal({ damage: true, condition: false });
    expect(world.notifications).to.deep.equal([]);
  });

  it("the card-update action changes only the fields the clicking player's action owns", async () => {
    const hero = makeActor({ name: "Aria", type: "elvendorHero", system: { health: { value: 10, max: 10 }, actionsLost: 0 }, ownership: { default: 0, player1: 3 } });
    const message = makeMessage({ ...attackCard(hero, 3), applied: { damage: true, condition: false } } as never, { rollClass: ElvendorAttackRoll, author: "gm" });
    actAs({ id: "player1", isGM: false });
    await updateCard(message as never, "realms.elvendor.applyDamage", { damage: 0 });
    await updateCard(message as never, "realms.elvendor.applyDamage", { applied: { damage: false, condition: false } });
    await updateCard(message as never, "realms.elvendor.applyDamage", { applied: { damage: true, condition: true } });
    expect(cardOf<AttackCard>(message as never)).to.deep.include({ damage: 3, applied: { damage: true, condition: true } });
    expect(world.notifications.map((n) => n.message)).to.deep.equal(['This card\'s "damage" cannot be changed that way. Nothing was changed.', "You may not do this. Nothing was changed."]);
  });

  it("a hero brought to 0 health falls Unconscious", async () => {
    actAs({ id: "gm", isGM: true });
    const hero = makeActor({ name: "Bran", type: "elvendorHero", system: { health: { value: 2, max: 10 }, actionsLost: 0 } });
    await runChatAction("realms.elvendor.applyDamage", makeMessage(attackCard(hero, 5) as never, { rollClass: ElvendorAttackRoll }) as never, button);
    expect((hero.system.health as { value: number }).value).to.equal(0);
    expect(conditionsOf(hero as never).map((c) => c.id)).to.deep.equal(["unconscious"]);
    expect(hero.statuses.has("realms.elvendor.unconscious")).to.equal(true);
  });

  it("conditions as effects: cap of two with a chat notice, no stacking, immunity", async () => {
    actAs({ id: "gm", isGM: true });
    const hero = makeActor({ name: "Cael", type: "elvendorHero", system: { health: { value: 10, max: 10 }, actionsLost: 0 } });
    await applyConditionTo(hero as never, "poisoned", { value: 1 });
    await applyConditionTo(hero as never, "poisoned", { value: 2 });
    await applyConditionTo(hero as never, "blinded");
    const third = await applyConditionTo(hero as never, "fear");
    expect(third).to.deep.equal({ kind: "ignored", reason: "cap" });
    expect(conditionsOf(hero as never).map((c) => [c.id, c.value ?? null])).to.deep.equal([["poisoned", 1], ["blinded", null]]);
    expect((hero.system.actionsLost as number)).to.equal(1); // Blinded's lost action, outside its turn
    const notices = await shownAll(world.messages);
    expect(notices.some((n) => n.includes("already has two conditions"))).to.equal(true);
    expect(notices.some((n) => n.includes("does not stack"))).to.equal(true);
    const stone = makeActor({ name: "Statue", type: "elvendorHero", system: { health: { value: 10, max: 10 }, actionsLost: 0 } });
    await applyConditionTo(stone as never, "petrified");
    expect(await applyConditionTo(stone as never, "fear")).to.deep.include({ kind: "ignored", reason: "immune" });
  });

  it("a hostile name stays text in notices", async () => {
    actAs({ id: "gm", isGM: true });
    const evil = makeActor({ name: "<img src=x onerror=alert(1)>", type: "elvendorHero", system: { health: { value: 5, max: 5 }, actionsLost: 0 } });
    await applyConditionTo(evil as never, "deafened");
    const html = await shown(world.messages.at(-1)!);
    expect(html).not.to.contain("<img src=x");
    expect(html).to.contain("&lt;img src&#x3D;x");
  });
});

describe("Elvendor combat through the glue (Foundry test double)", () => {
  it("a scripted combat: poison ticks, expiry at round end, AP pips, turn cards; rewinds change nothing", async () => {
    actAs({ id: "gm", isGM: true });
    world.messages.length = 0;
    const { onCombatBoundaries } = await import("../../../src/rulesets/elvendor/turns/turns");
    const { markAt } = await import("../../../src/core/rules/timeline");
    const { advanceMark } = await import("../../support/timeline");
    const hero = makeActor({ name: "Dara", type: "elvendorHero", system: { health: { value: 10, max: 10 }, attributes: { act: 3, mov: 4, def: 3, sav: 4 }, secondary: { armor: 0 }, actionsLost: 0 } });
    const spider = makeActor({ name: "Spider", type: "elvendorEnemy", system: { health: { value: 4, max: 4 }, actions: 2, defense: 1, saves: 5, armor: 0 } });
    (globalThis as unknown as { game: { combat: unknown } }).game.combat = { round: 1, turn: 0, combatant: null };
    await applyConditionTo(hero as never, "poisoned", { value: 2 }); // lands in round 1
    const combatant = (id: string, actor: unknown) => ({ id, actor, actorId: (actor as { id: string }).id, flags: {} as Record<string, unknown>,
      async update(changes: Record<string, unknown>) { for (const [k, v] of Object.entries(changes)) if (k === "flags.realms.turn") this.flags = { realms: { turn: v } }; } });
    const list = [combatant("c-hero", hero), combatant("c-spider", spider)];
    const combat = { combatants: Object.assign(list, { get: (id: string) => list.find((c) => c.id === id) }) };

    const order = ["c-hero", "c-spider"];
    let mark = markAt({ round: 1, turn: 0 }, order);
    const go = async (round: number, turn: number) => {
      const { boundaries, mark: next } = advanceMark(mark, { round, combatantId: order[turn]! }, order);
      mark = next;
      await onCombatBoundaries(combat as never, boundaries);
    };
    const health = () => (hero.system.health as { value: number }).value;
    await go(1, 1); // spider's turn in round 1
    expect(health()).to.equal(10);
    await go(2, 0); // round 2: first tick
    expect(health()).to.equal(8);
    expect((list[0]!.flags as { realms: { turn: { apLeft: number; apMax: number } } }).realms.turn).to.deep.include({ apLeft: 3, apMax: 3 });
    await go(1, 0); // rewind: nothing happens
    await go(2, 0); // replay: still nothing
    expect(health()).to.equal(8);
    await go(4, 0); // Next Round twice: round 3 tick, then the card ends with round 3
    expect(health()).to.equal(6);
    expect(conditionsOf(hero as never)).to.deep.equal([]);
    const texts = await shownAll(world.messages);
    expect(texts.filter((t) => t.includes("Poison deals 2 damage"))).to.have.length(1); // round 3's tick was a skipped turn: no turn card for it
    expect(texts.some((t) => t.includes("Poisoned ends"))).to.equal(true);
    (globalThis as unknown as { game: { combat: unknown } }).game.combat = null;
  });
});

describe("Elvendor action cards through the glue (Foundry test double)", () => {
  const hero = () => makeActor({ name: "Eryn", type: "elvendorHero", ownership: { default: 0, gm: 3 },
    system: { health: { value: 10, max: 10 }, attributes: { act: 3, mov: 4, def: 3, sav: 4 }, secondary: { armor: 0 }, actionsLost: 0 } });
  const inTurn = (actor: FakeActor, apLeft: number) => {
    const combatant = makeCombat([actor]).combatants[0]!;
    combatant.flags = { realms: { turn: { apLeft, apMax: 3, reactionsUsed: 0, reactionsMax: 1 } } };
    return combatant;
  };
  afterEach(() => { (globalThis as unknown as { game: { combat: unknown } }).game.combat = null; });

  it("a card spends AP in the bearer's turn; too few AP is refused with the reason", async () => {
    actAs({ id: "gm", isGM: true });
    const eryn = hero();
    const combatant = inTurn(eryn, 2);
    await playAction(eryn as never, "run");
    expect((combatant.flags as { realms: { turn: { apLeft: number } } }).realms.turn.apLeft).to.equal(0);
    world.notifications.length = 0;
    await playAction(eryn as never, "move");
    expect(world.notifications.map((n) => n.message)).to.deep.equal(["Not enough actions left for this card."]);
  });

  it("Blinded: a D12 forced move (half MOV) before the action; Trapped: no movement", async () => {
    actAs({ id: "gm", isGM: true });
    const eryn = hero();
    inTurn(eryn, 3);
    await applyConditionTo(eryn as never, "blinded");
    world.messages.length = 0;
    world.dice.push(3);
    await playAction(eryn as never, "open");
    const forced = cardOf<{ cause?: string }>(world.messages.find((m) => cardOf<{ cause?: string }>(m as never)?.cause === "blinded") as never) as { direction: number; distance: number; to: { x: number; y: number } };
    expect(forced).to.deep.include({ direction: 3, distance: 2, to: { x: 2, y: 0 } });
    const held = hero();
    inTurn(held, 3);
    await applyConditionTo(held as never, "trapped");
    world.notifications.length = 0;
    await playAction(held as never, "move");
    expect(world.notifications.map((n) => n.message)).to.deep.equal(["A condition forbids this action."]);
  });
});

describe("Apply condition from an attack card (Foundry test double)", () => {
  it("the target saves first: the Spider's Saves 5+ shakes off Poison on a 5, not on a 2", async () => {
    actAs({ id: "gm", isGM: true });
    const spider = makeActor({ name: "Spider", type: "elvendorEnemy", system: { health: { value: 4, max: 4 }, defense: 1, saves: 5, armor: 0, actions: 2 } });
    world.dice.push(5);
    await runChatAction("realms.elvendor.applyCondition", makeMessage(attackCard(spider, 1) as never, { rollClass: ElvendorAttackRoll }) as never, button);
    expect(conditionsOf(spider as never)).to.deep.equal([]);
    world.dice.push(2);
    await runChatAction("realms.elvendor.applyCondition", makeMessage(attackCard(spider, 1) as never, { rollClass: ElvendorAttackRoll }) as never, button);
    expect(conditionsOf(spider as never).map((c) => [c.id, c.value])).to.deep.equal([["poisoned", 1]]);
    const saves = world.messages.map((m) => cardOf<{ sav?: number; success: boolean }>(m as never)).filter((c) => c?.sav === 5).map((c) => c!.success);
    expect(saves).to.deep.equal([true, false]);
  });
});

describe("Elvendor attack cards through the apply-damage part (Foundry test double)", () => {
  const targetButton = (uuid: string) => ({ dataset: { target: uuid } }) as unknown as HTMLButtonElement;
  /** An attack card as the attack flow posts it: with the part, sealed by the GM. */
  async function posted(card: AttackCard, author: { id: string; isGM: boolean } = { id: "gm", isGM: true }) {
    actAs(author);
    const roll = new ElvendorAttackRoll("1d6");
    await roll.evaluate();
    const message = (await postRollCard(roll, ATTACK_CARD.id, card, { damage: damagePart(attackPacket(card), [card.target!]) }))!;
    await settle();
    return message as unknown as { system: { damage: DamagePartData }; update(c: object): Promise<unknown> };
  }
  beforeEach(() => resetWorld());
  after(() => actAs({ id: "gm", isGM: true }));

  it("shows ARMOR and hits; the target's owner applies once, a player without rights is refused, Undo restores Health; no React after it lands", async () => {
    const hero = makeActor({ name: "Aria", type: "elvendorHero", system: { health: { value: 10, max: 10 }, actionsLost: 0 }, ownership: { default: 0, player1: 3 } });
    const message = await posted({ ...attackCard(hero, 2), hits: 2, damagePerHit: 1, damage: 2, armor: 1 });
    actAs({ id: "player1", isGM: false });
    const html = await shown(message);
    expect(html).to.contain("2 physical").and.contain("ARMOR −1 per hit").and.contain("× 2 hits").and.contain('data-realms-action="realms.elvendor.react"');
    expect(html, "the card's own Apply is for older cards").not.to.contain('data-realms-action="realms.elvendor.applyDamage"');

    actAs({ id: "player2", isGM: false });
    await runChatAction("realms.applyDamage", message as never, targetButton(hero.uuid));
    expect((hero.system.health as { value: number }).value).to.equal(10);
    expect(world.notifications.map((n) => n.message)).to.deep.equal(["You do not own Aria, so you cannot change it."]);

    actAs({ id: "player1", isGM: false });
    world.notifications.length = 0;
    await runChatAction("realms.applyDamage", message as never, targetButton(hero.uuid));
    await runChatAction("realms.applyDamage", message as never, targetButton(hero.uuid));
    await runChatAction("realms.elvendor.applyDamage", message as never, button);
    expect((hero.system.health as { value: number }).value).to.equal(8);
    expect(world.notifications.map((n) => n.message)).to.deep.equal(["This request was already carried out, or never made. Nothing was changed."]);
    expect(await shown(message)).not.to.contain('data-realms-action="realms.elvendor.react"');

    await runChatAction("realms.undoDamage", message as never, targetButton(hero.uuid));
    expect((hero.system.health as { value: number }).value).to.equal(10);
  });

  it("a hero brought to 0 through the part falls Unconscious; Undo gives the Health back and lifts it", async () => {
    const hero = makeActor({ name: "Bran", type: "elvendorHero", system: { health: { value: 2, max: 10 }, actionsLost: 0 } });
    const message = await posted(attackCard(hero, 5));
    await runChatAction("realms.applyDamage", message as never, targetButton(hero.uuid));
    expect((hero.system.health as { value: number }).value).to.equal(0);
    expect(conditionsOf(hero as never).map((c) => c.id)).to.deep.equal(["unconscious"]);
    await runChatAction("realms.undoDamage", message as never, targetButton(hero.uuid));
    expect((hero.system.health as { value: number }).value).to.equal(2);
    expect(conditionsOf(hero as never)).to.deep.equal([]);
  });

  it("a Dodge chosen from the card that avoids the hit closes the part: not shown, Apply refused", async () => {
    const hero = makeActor({ name: "Cael", type: "elvendorHero", system: { health: { value: 10, max: 10 }, actionsLost: 0 } });
    const message = await posted(attackCard(hero, 3));
    await message.update({ "system.data.reaction": { kind: "dodge", roll: 6, success: true, avoidsAttack: true, counterAttack: true, noise: 0 } });
    expect(await shown(message)).not.to.contain("realms.applyDamage");
    await runChatAction("realms.applyDamage", message as never, targetButton(hero.uuid));
    expect((hero.system.health as { value: number }).value).to.equal(10);
  });
});
