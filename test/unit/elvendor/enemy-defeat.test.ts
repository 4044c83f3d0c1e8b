/**
 * "Hit Points. When reduced to 0, the enemy is defeated": the GM's Apply on an attack card's damage part that brings
 * an enemy to 0 marks it defeated (its combatant and the DEFEATED status, as the tracker's Toggle Defeated does);
 * Undo stands it up again. On the Foundry double.
 */
import { expect } from "chai";
import { actAs, makeActor, makeCombat, registerRolls, resetWorld, settle, type FakeActor } from "../../support/foundry-double";
import { registerGmQuery } from "../../../src/core/gm";
import { damagePart } from "../../../src/core/chat/apply-damage";
import { postRollCard } from "../../../src/core/chat/cards";
import { clickCardButton } from "../../support/cards";
import { useSystemMessages } from "../../support/system-messages";
import { ATTACK_CARD } from "../../../src/rulesets/elvendor/combat/card-kinds";
import { attackPacket } from "../../../src/rulesets/elvendor/combat/rules/damage";
import { ELVENDOR_ROLLS, ElvendorAttackRoll } from "../../../src/rulesets/elvendor/rolls";
import type { AttackCard } from "../../../src/rulesets/elvendor/combat/cards";
import "../../support/rulesets";

registerRolls(ELVENDOR_ROLLS);
const g = globalThis as unknown as { CONFIG: { specialStatusEffects: { DEFEATED: string } }; game: { combat: unknown } };
const health = (a: FakeActor) => (a.system.health as { value: number }).value;

describe("Elvendor: an enemy brought to 0 Health is defeated (attack card Apply, Foundry double)", () => {
  useSystemMessages();
  beforeEach(() => {
    resetWorld();
    registerGmQuery();
  });
  after(() => { g.game.combat = null; });

  it("the GM's Apply takes the Spider to 0: its combatant is defeated and it bears the DEFEATED status; Undo lifts both", async () => {
    const eryn = makeActor({ name: "Eryn", type: "elvendorHero", ownership: { default: 0, player1: 3 }, system: { health: { value: 10, max: 10 }, actionsLost: 0 } });
    const spider = makeActor({ name: "Spider", type: "elvendorEnemy", system: { health: { value: 2, max: 4 }, actions: 2, defense: 1, saves: 5, armor: 0 } });
    const combat = makeCombat([eryn, spider]);
    const card: AttackCard = {
      attacker: { name: "Eryn", uuid: eryn.uuid }, target: { name: "Spider", uuid: spider.uuid }, ability: { name: "Shortsword", ranged: false, damage: 2, attacks: 1 },
      base: 3, modifiers: [], targetNumber: 3, dice: [5], hits: 1, damagePerHit: 2, damage: 2, armor: 0, chancePerDie: 2 / 3, chanceAnyHit: 2 / 3,
      condition: null, reaction: null, applied: { damage: false, condition: false },
    };
    actAs({ id: "gm", isGM: true });
    const roll = new ElvendorAttackRoll("1d6");
    await roll.evaluate();
    const message = (await postRollCard(roll, ATTACK_CARD.id, card, { damage: damagePart(attackPacket(card), [card.target!]) }))!;
    await settle();
    const mine = combat.combatants.find((c) => c.actor === spider)!;

    await clickCardButton(message, `[data-realms-action="realms.applyDamage"][data-target="${spider.uuid}"]`);
    expect(health(spider)).to.equal(0);
    expect([mine.defeated, spider.statuses.has(g.CONFIG.specialStatusEffects.DEFEATED)]).to.deep.equal([true, true]);

    await clickCardButton(message, `[data-realms-action="realms.undoDamage"][data-target="${spider.uuid}"]`);
    expect(health(spider)).to.equal(2);
    expect([mine.defeated, spider.statuses.has(g.CONFIG.specialStatusEffects.DEFEATED)]).to.deep.equal([false, false]);
  });
});
