/** Two guards from one world actor, as unlinked tokens: assistance is counted per token (Foundry test double). */
import { cardData } from "../../support/cards";
import { expect } from "chai";
import { actAs, makeActor, makeCombat, makeScene, placeToken, world, registerRolls } from "../../support/foundry-double";
import { registerGmQuery } from "../../../src/core/gm";
import type { CheckCard } from "../../../src/rulesets/aedelore/checks/cards";
import { rollCheck } from "../../../src/rulesets/aedelore/checks/checks";
import { AEDELORE_ROLLS } from "../../../src/rulesets/aedelore/rolls";

// Like init: chat rolls are rebuilt by class name from CONFIG.Dice.rolls.
registerRolls(AEDELORE_ROLLS);

registerGmQuery();
const g = globalThis as unknown as { game: { combat: unknown; scenes: { viewed: unknown } } };
const SKILLS = Object.fromEntries(["athletics", "acrobatics", "stealth", "rawPower", "unarmed", "resistance", "deception", "intimidation", "persuasion", "insight", "arcana",
  "history", "nature", "religion", "medicine", "investigation", "perception", "survival", "animalHandling", "sleightOfHand", "luck"].map((k) => [k, 0]));

describe("Aedelore: two unlinked guards (Foundry test double)", () => {
  after(() => { g.game.combat = null; g.game.scenes.viewed = null; });

  it("assisting one guard this round leaves the other free to be assisted", async () => {
    actAs({ id: "gm", isGM: true });
    world.messages.length = 0;
    const guard = makeActor({ name: "Guard", type: "aedeloreCharacter", items: [], system: { schemaVersion: 1,
      abilities: { strength: 4, dexterity: 4, toughness: 2, intelligence: 0, wisdom: 2, endurance: 2 }, skills: SKILLS, creationComplete: true,
      hp: { value: 25, max: 25 }, worthiness: { value: 2, log: [] }, arcana: { value: 0, max: 0 }, weakened: 6, bleed: 0,
      supplies: { food: "d10", water: "d10", foodDays: 0, waterDays: 0 }, boost: 0, poolCap: 8, coins: { gold: 0, silver: 0, copper: 0 }, notes: "" } });
    const scene = makeScene();
    const [a, b] = [placeToken(scene, guard), placeToken(scene, guard)];
    makeCombat([a.actor, b.actor]);
    for (const token of [a, b]) {
      world.dialogs.push({ active: ["assist"], situational: 0 });
      world.dice.push(1, 1, 1);
      await rollCheck(token.actor as never, { skill: "athletics" }, { fastForward: false, advantage: false, disadvantage: false });
    }
    const dice = world.messages.map((m) => ((cardData<CheckCard | undefined>(m))?.parts ?? []).map((p) => p.dice));
    expect(dice).to.deep.equal([[2, 0, 1], [2, 0, 1]]); // Strength 4 → 2D, Athletics 0, assisted +1D each
  });
});
