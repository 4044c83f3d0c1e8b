/**
 * The pure rules behind the table's forced moves and stray shots: where Knockback (X) puts a model on the board
 * (straight away from the attacker, the attacker's facing from its own space, stopped by walls and the board's edge),
 * and how the dice of a shot into melee split between the target and the shooter's ally (17–20 to the ally), and
 * what the step makes of the ally's Hit (its source on the card, Friendly Fire from a hero only).
 */
import { expect } from "chai";
import { Board } from "../../../src/core/rules/grid-board";
import { awayStep, knockbackPath } from "../../../src/rulesets/eldfall/space/rules/knockback";
import { splitIntoMelee } from "../../../src/rulesets/eldfall/resolution/rules/into-melee";
import { shootingIntoMelee } from "../../../src/rulesets/eldfall/space/rules/engaged";
import { diceRoller, resolveSequence } from "../../../src/rulesets/eldfall/resolution/rules/resolution";
import { hero, mdl } from "../../support/fixtures-eldfall-resolution-step";

const t = (x: number, y: number) => ({ x, y });

describe("Eldfall Knockback on the board", () => {
  it("away from the attacker along the axis they are farthest apart on (horizontal on a tie); from its own space, the way it faces", () => {
    expect(awayStep(t(3, 2), t(2, 2), "north")).to.deep.equal(t(1, 0));
    expect(awayStep(t(2, 0), t(2, 3), "north")).to.deep.equal(t(0, -1));
    expect(awayStep(t(4, 4), t(2, 2), "north")).to.deep.equal(t(1, 0));
    expect(awayStep(t(2, 2), t(2, 2), "west")).to.deep.equal(t(-1, 0));
  });

  it("moves X spaces, stopping before a wall that stops movement or at the board's edge", () => {
    const open = new Board(6, 4);
    expect(knockbackPath(open, t(2, 1), t(1, 1), 2, "south")).to.deep.equal([t(3, 1), t(4, 1)]);
    expect(knockbackPath(open, t(4, 1), t(3, 1), 3, "south"), "the edge").to.deep.equal([t(5, 1)]);
    const walled = new Board(6, 4, [{ a: t(3, 1), b: t(4, 1), move: true, sight: true }]);
    expect(knockbackPath(walled, t(2, 1), t(1, 1), 3, "south"), "the wall").to.deep.equal([t(3, 1)]);
    expect(knockbackPath(walled, t(3, 1), t(2, 1), 1, "south"), "against the wall: it stays").to.deep.equal([]);
    expect(knockbackPath(open, t(2, 1), t(1, 1), 0, "south")).to.deep.equal([]);
  });
});

describe("Eldfall shooting into melee after the dice", () => {
  const rule = shootingIntoMelee(1);
  const die = (face: number, landed: boolean, negated = false) => ({ face, landed, negated });

  it("each 17–20 die goes to the ally whatever it did; the rest stay with the target as rolled", () => {
    const split = splitIntoMelee("wolf", [die(5, true), die(18, true), die(20, false), die(9, false, true)], [{ critical: false, die: 0 }, { critical: false, die: 1 }], rule);
    expect(split).to.deep.equal({ target: { target: "wolf", hits: [{ critical: false }], negated: 1 }, allyHits: 2 });
  });

  it("no ally in the space (or an AoE): nothing strays", () => {
    const none = shootingIntoMelee(0);
    expect(splitIntoMelee("wolf", [die(19, true)], [{ critical: true, die: 0 }], none)).to.deep.equal({ target: { target: "wolf", hits: [{ critical: true }], negated: 0 }, allyHits: 0 });
    expect(shootingIntoMelee(2, { aoe: true }).allyHitFaces).to.deep.equal([]);
  });

  it("the ally's Hit is listed as a shot into melee; a hero's asks the ally a Morale roll (failed: Panicked), a Hostile's does not", () => {
    const shot = (attacker: string) => ({ id: "bow", attacker, pw: 10, traits: [], tags: ["ranged"], targets: [{ target: "ally", hits: [{ critical: false }], intoMelee: true }] });
    const fromHero = resolveSequence({ models: [hero("shooter"), hero("ally", { m: 12 })], attacks: [shot("shooter")] }, diceRoller([20, 15]));
    expect(fromHero.hits.map((h) => [h.source, h.outcome])).to.deep.equal([["intoMelee", "noWound"]]);
    expect(fromHero.changes.find((c) => c.id === "ally")!.addStates.map((s) => s.id)).to.deep.equal(["panicked"]);
    const fromHostile = resolveSequence({ models: [mdl("shooter"), mdl("ally")], attacks: [shot("shooter")] }, diceRoller([20]));
    expect(fromHostile.rolls.map((r) => r.purpose), "Hostiles never roll for Friendly Fire (A62)").to.deep.equal(["damage"]);
  });
});
