/** The Traits that act on a roll (Surprise Attack, Demon, Brute, Unwieldy, the Morale Traits) and on an Item's use (Mana Cost, Throwing, Unstable). */
import { expect } from "chai";
import {
  DEMON_BONUS, INSPIRING_MODIFIER, INTIMIDATING_MODIFIER, MENACING_PER_LEVEL, SURPRISE_HALVED, traitModifiers, type MoraleSource, type TraitRollInput,
} from "../../../src/rulesets/eldfall/dice/rules/trait-modifiers";
import { stagesOf, strikesFor } from "../../../src/rulesets/eldfall/dice/rules/ability-modifiers";
import { manaCostOf, thrownLeft, throwingStrikeCap, unstableHits } from "../../../src/rulesets/eldfall/profile/rules/item-traits";
import { END_OF_TURN, grantState } from "../../../src/rulesets/eldfall/resolution/rules/step-state";
import { attackOn, changed, mdl, openScripted } from "../../support/fixtures-eldfall-resolution-step";

const roll = (over: Partial<TraitRollInput>): TraitRollInput => ({ roll: "attack", attribute: "off", traits: [], size: "medium", states: [], ...over });
const ids = (i: TraitRollInput) => traitModifiers(i).map((m) => m.source.id);
const source = (over: Partial<MoraleSource>): MoraleSource => ({ traits: [], ally: false, seenByRoller: true, rollerInAwareness: true, ...over });

describe("Eldfall Traits on a roll", () => {
  it("Surprise Attack halves OFF, DEF, ACC, AG and INT of its target, not T or M; Vigilance and Construct are immune", () => {
    expect(SURPRISE_HALVED).to.deep.equal(["off", "def", "acc", "ag", "int"]);
    for (const attribute of SURPRISE_HALVED) expect(stagesOf(traitModifiers(roll({ roll: "attribute", attribute, surprised: true }))).halve, attribute).to.equal(1);
    expect(traitModifiers(roll({ roll: "attribute", attribute: "t", surprised: true }))).to.deep.equal([]);
    expect(traitModifiers(roll({ attribute: "def", surprised: true, traits: [{ id: "vigilance" }] }))).to.deep.equal([]);
    expect(traitModifiers(roll({ attribute: "def", surprised: true, traits: [{ id: "construct" }] }))).to.deep.equal([]);
  });

  it("Demon: +4 to its Attack against a Panicked target that is not a Demon; a row's Demon counts for its wielder (A60)", () => {
    const panicked = { traits: [], states: ["panicked"] };
    expect(stagesOf(traitModifiers(roll({ traits: [{ id: "demon" }], target: panicked }))).adds).to.deep.equal([DEMON_BONUS]);
    expect(stagesOf(traitModifiers(roll({ row: { traits: [{ id: "demon" }], tags: ["melee"] }, target: panicked }))).adds).to.deep.equal([4]);
    expect(ids(roll({ traits: [{ id: "demon" }], target: { traits: [], states: [] } }))).to.deep.equal([]);
    expect(ids(roll({ traits: [{ id: "demon" }], target: { traits: [{ id: "demon" }], states: ["panicked"] } }))).to.deep.equal([]);
  });

  it("Brute: +1 STK with a Two-Handed row only; Unwieldy: STK 1 for a Medium or smaller wielder and one reroll unless Mounted", () => {
    const twoHanded = { traits: [], tags: ["melee", "twoHanded"] };
    expect(strikesFor(2, "active", [], traitModifiers(roll({ traits: [{ id: "brute" }], row: twoHanded })))).to.equal(3);
    expect(strikesFor(2, "active", [], traitModifiers(roll({ traits: [{ id: "brute" }], row: { traits: [], tags: ["melee"] } })))).to.equal(2);
    const unwieldy = { traits: [{ id: "unwieldy" }], tags: ["melee"] };
    expect(strikesFor(3, "active", [], traitModifiers(roll({ row: unwieldy })))).to.equal(1);
    expect(strikesFor(3, "active", [], traitModifiers(roll({ row: unwieldy, size: "large" })))).to.equal(3);
    expect(traitModifiers(roll({ row: unwieldy, size: "large" })).map((m) => m.rerolls)).to.deep.equal([{ dice: 1, failedOnly: false }]);
    expect(traitModifiers(roll({ row: unwieldy, size: "large", mounted: true }))).to.deep.equal([]);
  });

  it("Morale: Menacing −2 per level and Intimidating −6 (Panicked roller) from enemies it sees; Inspiring +6 from allies whose Awareness it is in", () => {
    const m = (others: MoraleSource[], states: string[] = []) => stagesOf(traitModifiers(roll({ roll: "attribute", attribute: "m", states, others }))).adds;
    expect(m([source({ traits: [{ id: "menacing", level: 2 }] })])).to.deep.equal([2 * MENACING_PER_LEVEL]);
    expect(m([source({ traits: [{ id: "menacing", level: 1 }], seenByRoller: false })])).to.deep.equal([]);
    expect(m([source({ traits: [{ id: "menacing", level: 1 }], ally: true })])).to.deep.equal([]);
    expect(m([source({ traits: [{ id: "intimidating" }] })])).to.deep.equal([]);
    expect(m([source({ traits: [{ id: "intimidating" }] })], ["panicked"])).to.deep.equal([INTIMIDATING_MODIFIER]);
    expect(m([source({ traits: [{ id: "inspiring" }], ally: true })])).to.deep.equal([INSPIRING_MODIFIER]);
    expect(m([source({ traits: [{ id: "inspiring" }], ally: true, rollerInAwareness: false })])).to.deep.equal([]);
    expect(m([source({ traits: [{ id: "menacing", level: 1 }] }), source({ traits: [{ id: "menacing", level: 3 }] })]), "two Menacing models both count").to.deep.equal([-2, -6]);
    expect(traitModifiers(roll({ roll: "attribute", attribute: "t", others: [source({ traits: [{ id: "menacing", level: 3 }] })] }))).to.deep.equal([]);
  });
});

describe("Eldfall Traits on an Item's use", () => {
  it("Mana Cost (X) wins over the Spell's printed cost; Throwing spends one Item per Strike; Unstable counts the 20s", () => {
    expect(manaCostOf([{ id: "manaCost", x: 3 }], 1)).to.equal(3);
    expect(manaCostOf([], 2)).to.equal(2);
    expect(manaCostOf([], null)).to.equal(0);
    expect([thrownLeft(3, 2), thrownLeft(2, 3), thrownLeft(null, 1)]).to.deep.equal([1, 0, 0]);
    expect([throwingStrikeCap(4), throwingStrikeCap(null)]).to.deep.equal([4, 1]);
    expect(unstableHits([20, 3, 20, 19])).to.equal(2);
    expect(() => unstableHits([21])).to.throw(RangeError);
  });

  it("Continuous: a State its Hit or Wound grants lasts until the end of the Quest, whatever the State's own duration", () => {
    for (const [traits, unit] of [[[{ id: "continuous" }], "quest"], [[], END_OF_TURN.unit]] as const) {
      const { step } = openScripted({ models: [mdl("a"), mdl("b")] });
      grantState(step, attackOn("x", "a", "b", [false], { traits }), mdl("b"), "combatArt", { id: "slowed", duration: END_OF_TURN });
      expect(changed(step, "b").addStates.map((s) => [s.id, s.duration.unit])).to.deep.equal([["slowed", unit]]);
    }
  });
});
