/**
 * A dungeon level through the core's turn structure on the test double: "New level" fixes the order, a summon
 * joins right after its summoner and an environment summon after everyone, haste and slow decide actions (the
 * slow as the turn starts, the hastes at End Turn, each with its exact odds on the card), hunger ticks by actions
 * through every state into damage, and an ogre's fire aura hurts two neighbours and heals a third that shares it,
 * with the GM's undo.
 */
import { expect } from "chai";
import { addLevel, FOUNDRY_GENERATION, makeCombat, makeScene, placeToken, registerRolls, resetWorld, settle, world, type FakeActor } from "../../support/foundry-double";
import { useSystemCombat } from "../../support/system-combat";
import { cardData } from "../../support/cards";
import "../../support/rulesets";
import { registerTracks, changeTracks } from "../../../src/core/tracks";
import { addSummoned } from "../../../src/core/turn-controls";
import { runChatAction } from "../../../src/core/chat/actions";
import { TWOD6_TRACKS } from "../../../src/rulesets/twod6/survival/tracks";
import { TWOD6_ROLLS } from "../../../src/rulesets/twod6/rolls";
import { newLevel } from "../../../src/rulesets/twod6/turns/turns";
import { HUNGER_TRACK, HUNGER_STATES, LEVEL_TURNS } from "../../../src/rulesets/twod6/survival/rules/sustenance";
import type { AuraCard } from "../../../src/rulesets/twod6/aura/cards";
import type { SpeedCard } from "../../../src/rulesets/twod6/turns/cards";
import type { TwoD6ActorModel } from "../../../src/rulesets/twod6/models/actor-model";
import { hero, monster } from "./support";
import { getRuleset, registerRuleset } from "../../../src/core/registry";
import { registerRulesetSettings } from "../../../src/core/ruleset-setup";
import { twod6 } from "../../../src/rulesets/twod6";
import { TWOD6_SETTINGS } from "../../../src/rulesets/twod6/settings";

registerRolls(TWOD6_ROLLS);
if (!getRuleset("twod6")) registerRuleset(twod6);
registerRulesetSettings({ id: "twod6", settings: TWOD6_SETTINGS });
registerTracks(TWOD6_TRACKS);
const sys = (a: { system: unknown }) => a.system as TwoD6ActorModel;
type Msg = { id: string };
const cardsOf = <T>(pred: (c: T) => boolean) => world.messages.map((m) => cardData<T | undefined>(m)).filter((c): c is T => !!c && pred(c));

describe("2D6 dungeon level (glue)", () => {
  useSystemCombat("twod6");
  beforeEach(() => resetWorld());

  function level() {
    const scene = makeScene("Crypt");
    const token = (a: FakeActor, x: number, y: number, size = 1) => {
      const t = placeToken(scene, a, { x, y });
      Object.assign(t, { width: size, height: size });
      return t.actor as unknown as FakeActor;
    };
    // Mira: two hastes and one slow (power 0), 6 squares away from the ogre.
    const mira = token(hero("Mira", { system: { haste: 2, slows: [{ power: 0 }] } }), 9, 0);
    const ogre = token(monster("Ogre", { aura: "fire", abilities: { str: 14, agi: 6, sta: 9, cha: 4 }, monster: true }), 2, 2, 2);
    const rat = token(monster("Rat", { monster: false }), 1, 2);
    const goblin = token(monster("Goblin", { monster: false, hunger: 5 }), 5, 3);
    const salamander = token(monster("Salamander", { aura: "fire", monster: false }), 4, 2);
    return { scene, mira, ogre, rat, goblin, salamander };
  }

  it("New level fixes the order; a summon acts right after its summoner, an environment summon last", async () => {
    const { mira, ogre, rat } = level();
    const combat = makeCombat([mira, ogre, rat], {}, { round: 0, turn: null });
    await newLevel(combat as never);
    expect(combat.turns.map((c) => c.name)).to.deep.equal(["Mira", "Ogre", "Rat"]);
    await addSummoned(combat as never, { actorId: monster("Imp").id, name: "Imp" } as never, combat.turns[1]!.id);
    await addSummoned(combat as never, { actorId: monster("Wisp").id, name: "Wisp" } as never, null);
    combat.setupTurns();
    expect(combat.turns.map((c) => c.name)).to.deep.equal(["Mira", "Ogre", "Imp", "Rat", "Wisp"]);
  });

  it("the rules' example, two hastes and one slow: the slow rolls as the turn starts, the hastes at End Turn, each card with its exact odds; hunger spends each action", async () => {
    const { mira, rat } = level();
    const combat = makeCombat([mira, rat], {}, { round: 0, turn: null });
    await newLevel(combat as never);
    const before = sys(mira).hunger;
    // The slow: 4+3 + 1 = 8 ≥ 7, passes.
    world.dice.push(4, 3);
    await combat.startCombat();
    await settle();
    const slow = cardsOf<SpeedCard>((c) => "haste" in c).at(-1)!;
    // STA 8 (+1): the slow passes on 2D6 ≥ 6, 26 of 36.
    expect(slow).to.deep.include({ actions: 1, of: 36, haste: [] });
    expect(slow.ways).to.deep.equal([10, 26, 0]);
    // End Turn after its action: haste 3+4 (7: no), haste 5+3 (8: yes) → a second action, the turn stays.
    world.dice.push(3, 4, 5, 3);
    await combat.nextTurn();
    await settle();
    const haste = cardsOf<SpeedCard>((c) => "haste" in c).at(-1)!;
    expect(haste).to.deep.include({ actions: 2, of: 36 * 36, slow: [] });
    // Each haste reaches 8 on 15 of 36.
    expect(haste.ways).to.deep.equal([0, 21 * 21, 36 * 36 - 21 * 21]);
    expect(combat.combatant?.actor).to.equal(mira);
    await combat.nextTurn();
    await settle();
    // Two actions, each 1 + 2 hastes: 6 turns off each track.
    expect(before - sys(mira).hunger).to.equal(6);
    // Next round the slow fails (1+2 + 1 = 4 < 7): no action, and the hastes are lost with it.
    world.dice.push(1, 2);
    await combat.nextTurn();
    await settle();
    expect(cardsOf<SpeedCard>((c) => "haste" in c).at(-1)!.actions).to.equal(0);
    const cards = cardsOf<SpeedCard>((c) => "haste" in c).length;
    await combat.nextTurn();
    await settle();
    expect(cardsOf<SpeedCard>((c) => "haste" in c), "no haste rolls").to.have.length(cards);
    expect(combat.combatant?.actor).to.equal(rat);
  });

  it("hunger ticks down through every state into 1 damage a turn", async () => {
    const { goblin, rat } = level();
    const combat = makeCombat([goblin, rat], {}, { round: 0, turn: null });
    await newLevel(combat as never);
    await combat.startCombat();
    await settle();
    const seen: string[] = [];
    for (let i = HUNGER_STATES.length - 1; i > 0; i--) {
      // The first turn of state i: one turn's tick takes the goblin into state i − 1.
      await changeTracks(goblin as never, [{ track: HUNGER_TRACK.id, op: { kind: "value", value: i * LEVEL_TURNS + 1 } }]);
      await combat.nextTurn();
      await settle();
      seen.push(sys(goblin).rules.hunger.state);
      await combat.nextTurn();
      await settle();
      await changeTracks(goblin as never, [{ track: HUNGER_TRACK.id, op: { kind: "value", value: i * LEVEL_TURNS + 1 } }]);
    }
    expect(seen).to.deep.equal([...HUNGER_STATES].reverse().slice(1));
    await changeTracks(goblin as never, [{ track: HUNGER_TRACK.id, op: { kind: "value", value: 1 } }]);
    const health = sys(goblin).health.value;
    await combat.nextTurn();
    await settle();
    expect(sys(goblin).hunger).to.equal(0);
    expect(sys(goblin).health.value).to.equal(health - 1);
  });

  it("the ogre's fire aura at its end of turn hurts two neighbours, heals a salamander, with the math and the GM's undo", async () => {
    const { ogre, rat, mira, salamander, goblin } = level();
    await sys(salamander).applyDamage({ parts: [{ amount: 5, type: "magical" }] });
    const combat = makeCombat([ogre, rat, goblin, salamander, mira], {}, { round: 0, turn: null });
    await newLevel(combat as never);
    await combat.startCombat();
    await settle();
    world.dice.push(2);
    await combat.nextTurn();
    await settle();
    const card = cardsOf<AuraCard>((c) => "bearer" in c).at(-1)!;
    // D3 2 + STA 9 → +2 = 4; adjacent to a monster: ⌊4 × 1.5⌋ = 6; the goblin two squares away takes 4.
    expect(card.base).to.equal(4);
    expect(card.lines.map((l) => [l.target.name, l.distance, l.heal, l.amount])).to.deep.equal([["Rat", 1, false, 6], ["Salamander", 1, true, 6], ["Goblin", 2, false, 4]]);
    // Level 1, STA 7: 7 health each; the salamander (2 after the magical hit) heals to its maximum.
    expect(sys(rat).health.value).to.equal(1);
    expect(sys(goblin).health.value).to.equal(3);
    expect(sys(salamander).health.value).to.equal(7);
    expect(card.lines[1]!.total).to.equal(5);
    expect(sys(mira).health.value).to.equal(10);
    const message = world.messages.at(-1)! as unknown as Msg;
    await runChatAction("realms.twod6.undoAura", message as never, { dataset: {} } as never);
    expect([sys(rat).health.value, sys(goblin).health.value, sys(salamander).health.value]).to.deep.equal([7, 7, 2]);
  });

  it("v14: the aura reaches its own level only: the rat beside the ogre but upstairs is spared", async function () {
    if (FOUNDRY_GENERATION === 13) this.skip(); // v13 has one level: every token shares it
    const { scene, ogre, rat, goblin, salamander, mira } = level();
    const up = addLevel(scene, { name: "Upstairs", elevation: { bottom: 20, top: 40 } });
    Object.assign(scene.tokens.find((t) => t.actor === rat)!, { level: up.id, elevation: 20 });
    const combat = makeCombat([ogre, rat, goblin, salamander, mira], {}, { round: 0, turn: null });
    await newLevel(combat as never);
    await combat.startCombat();
    await settle();
    world.dice.push(2);
    await combat.nextTurn();
    await settle();
    const card = cardsOf<AuraCard>((c) => "bearer" in c).at(-1)!;
    expect(card.lines.map((l) => l.target.name)).to.deep.equal(["Salamander", "Goblin"]);
    expect(sys(rat).health.value).to.equal(7);
  });
});
