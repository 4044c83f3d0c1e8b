/** Two Spiders from one world actor, as unlinked tokens: each is its own enemy (Foundry test double). */
import { expect } from "chai";
import { actAs, makeActor, makeCombat, makeMessage, makeScene, placeToken, world, type FakeActor, registerRolls } from "../../support/foundry-double";
import { cardOf } from "../../../src/core/chat/cards";
import { runChatAction } from "../../../src/core/chat/actions";
import { ref } from "../../../src/core/refs";
import "../../support/rulesets";
import { forcedMoves } from "../../../src/rulesets/elvendor/actions/actions";
import { rollReaction } from "../../../src/rulesets/elvendor/combat/attack";
import type { AttackCard } from "../../../src/rulesets/elvendor/combat/cards";
import { combatantOf } from "../../../src/rulesets/elvendor/actors/turn-state";
import { tokenOf } from "../../../src/rulesets/elvendor/actors/position";
import { ELVENDOR_ROLLS, ElvendorAttackRoll } from "../../../src/rulesets/elvendor/rolls";

// Like init: chat rolls are rebuilt by class name from CONFIG.Dice.rolls.
registerRolls(ELVENDOR_ROLLS);

const g = globalThis as unknown as { game: { combat: unknown; scenes: { viewed: unknown }; actors: { get(id: string): unknown } } };
const health = (a: FakeActor) => (a.system.health as { value: number }).value;
const turnFlag = (c: { flags: Record<string, unknown> }) => (c.flags.realms as { turn: { apLeft: number; reactionsUsed: number } }).turn;

describe("Elvendor: two unlinked Spiders (Foundry test double)", () => {
  let spider: FakeActor;
  let hero: FakeActor;
  beforeEach(() => {
    actAs({ id: "gm", isGM: true });
    world.messages.length = 0;
    spider = makeActor({ name: "Spider", type: "elvendorEnemy", system: { health: { value: 4, max: 4 }, actions: 2, defense: 1, saves: 5, armor: 0, move: 4 } });
    hero = makeActor({ name: "Aria", type: "elvendorHero", system: { health: { value: 10, max: 10 }, attributes: { act: 3, mov: 4, def: 3, sav: 4 }, secondary: { armor: 0 }, actionsLost: 0 } });
  });
  afterEach(() => { g.game.combat = null; g.game.scenes.viewed = null; });

  function twoSpiders() {
    const scene = makeScene();
    const a = placeToken(scene, spider, { x: 1, y: 1 });
    const b = placeToken(scene, spider, { x: 6, y: 6 });
    return { scene, a, b };
  }

  it("each token has its own actor, sharing the world actor's id; the world collection gives the world actor", () => {
    const { a, b } = twoSpiders();
    expect([a.actor.id, b.actor.id]).to.deep.equal([spider.id, spider.id]);
    expect(a.actor).not.to.equal(b.actor);
    expect(b.actor.uuid).to.equal(`${b.uuid}.Actor.${spider.id}`);
    expect((globalThis as unknown as { fromUuidSync(u: string): unknown }).fromUuidSync(b.actor.uuid)).to.equal(b.actor);
    expect(g.game.actors.get(spider.id)).to.equal(spider);
  });

  it("damage applied to one Spider touches neither the other nor the world Spider", async () => {
    const { a, b } = twoSpiders();
    const card: AttackCard = {
      attacker: ref(hero), target: ref(b.actor), ability: { name: "Longbow", ranged: true, damage: 3, attacks: 1 },
      base: 4, modifiers: [], targetNumber: 4, dice: [5], hits: 1, damagePerHit: 3, damage: 3, armor: 0,
      chancePerDie: 0.5, chanceAnyHit: 0.5, condition: null, reaction: null, applied: { damage: false, condition: false },
    };
    await runChatAction("realms.elvendor.applyDamage", makeMessage(card as never, { rollClass: ElvendorAttackRoll }) as never, {} as HTMLButtonElement);
    expect([health(a.actor), health(b.actor), health(spider)]).to.deep.equal([4, 1, 4]);
  });

  it("reactions are counted per token: the second Spider's Dodge is not charged to the first", async () => {
    const { a, b } = twoSpiders();
    const combat = makeCombat([hero, a.actor, b.actor]);
    for (const c of combat.combatants) c.flags = { realms: { turn: { apLeft: 2, apMax: 2, reactionsUsed: 0, reactionsMax: 1 } } };
    world.dice.push(6);
    await rollReaction(b.actor as never, hero as never, "dodge");
    const [, first, second] = combat.combatants;
    expect([turnFlag(first!).reactionsUsed, turnFlag(second!).reactionsUsed]).to.deep.equal([0, 1]);
  });

  it("positions follow the token: a forced move starts from the second Spider's own square", async () => {
    const { b } = twoSpiders();
    world.dice.push(3); // D12 3: east
    await forcedMoves(b.actor as never, "fear", 1);
    const card = cardOf<{ to: { x: number; y: number } }>(world.messages.at(-1) as never)!;
    expect(card.to).to.deep.equal({ x: 8, y: 6 }); // half of MOV 4 from (6, 6), not from the first Spider's (1, 1)
  });

  it("the world Spider stands for no copy when two are placed; a lone unlinked hero still finds its token and combatant", () => {
    const { scene, a, b } = twoSpiders();
    const lone = placeToken(scene, hero, { x: 3, y: 2 });
    const combat = makeCombat([a.actor, b.actor, lone.actor]);
    expect([combatantOf(spider as never), tokenOf(spider as never, scene as never)]).to.deep.equal([null, null]);
    expect(combatantOf(hero as never)).to.equal(combat.combatants[2]);
    expect(tokenOf(hero as never, scene as never)).to.equal(lone);
  });
});
