import { expect } from "chai";
import { world, makeActor, makeMessage, actAs } from "../../support/foundry-double";
import { runChatAction } from "../../../src/core/rolls";
import { registerElvendorChatActions } from "../../../src/rulesets/elvendor/flows/chat-actions";
import { applyConditionTo } from "../../../src/rulesets/elvendor/flows/conditions";
import { conditionsOf } from "../../../src/rulesets/elvendor/state";
import type { AttackCard } from "../../../src/rulesets/elvendor/chat/cards";

registerElvendorChatActions();
const button = {} as HTMLButtonElement;

function attackCard(target: { name: string; uuid: string }, damage: number): AttackCard {
  return {
    attacker: { name: "Aria", uuid: null }, target, ability: { name: "Longbow", ranged: true, damage: 2, attacks: 1 },
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
    const message = makeMessage(attackCard(spider, 2) as never);
    actAs({ id: "player1", isGM: false });
    await runChatAction("applyDamage", message as never, button);
    await runChatAction("applyCondition", message as never, button);
    expect(spider.system.health).to.deep.equal({ value: 4, max: 4 });
    expect(spider.effects).to.have.length(0);
    expect(message.updates).to.have.length(0);
    expect(world.notifications.map((n) => n.level)).to.deep.equal(["error", "error"]);
    expect(world.notifications[0]!.message).to.contain("You do not own");
  });

  it("the owner applies damage once; the card records it", async () => {
    const hero = makeActor({ name: "Aria", type: "elvendorHero", system: { health: { value: 10, max: 10 }, actionsLost: 0 }, ownership: { default: 0, player1: 3 } });
    const message = makeMessage(attackCard(hero, 3) as never);
    actAs({ id: "player1", isGM: false });
    await runChatAction("applyDamage", message as never, button);
    expect((hero.system.health as { value: number }).value).to.equal(7);
    expect(JSON.stringify(message.updates[0])).to.contain('\\"damage\\":true');
  });

  it("a hero brought to 0 health falls Unconscious", async () => {
    actAs({ id: "gm", isGM: true });
    const hero = makeActor({ name: "Bran", type: "elvendorHero", system: { health: { value: 2, max: 10 }, actionsLost: 0 } });
    await runChatAction("applyDamage", makeMessage(attackCard(hero, 5) as never) as never, button);
    expect((hero.system.health as { value: number }).value).to.equal(0);
    expect(conditionsOf(hero as never).map((c) => c.id)).to.deep.equal(["unconscious"]);
    expect(hero.statuses.has("unconscious")).to.equal(true);
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
    const notices = world.messages.map((m) => String(m.content ?? ""));
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
    const html = String(world.messages.at(-1)!.content);
    expect(html).not.to.contain("<img src=x");
    expect(html).to.contain("&lt;img src&#x3D;x");
  });
});
