import { expect } from "chai";
import { closeClosure, moveRefusal, pairKey } from "../../../src/rulesets/elf/combat/rules/range";
import { countsAsAction } from "../../../src/rulesets/elf/combat/rules/structures";

describe("Elf System movement: doing nothing but move, and Close transitivity", () => {
  const move = { gm: false, from: "short", to: "middle", round: 3, movedRound: null, actedRound: null } as const;
  it("a player moves one band, once per round per pair, and only if the character did nothing else this round", () => {
    expect(moveRefusal(move)).to.equal(null);
    expect(moveRefusal({ ...move, to: "long" })).to.equal("oneBand");
    expect(moveRefusal({ ...move, movedRound: 3 })).to.equal("oneBand");
    expect(moveRefusal({ ...move, actedRound: 3 })).to.equal("acted");
    expect(moveRefusal({ ...move, actedRound: 2 }), "an action last round does not count").to.equal(null);
    expect(moveRefusal({ ...move, gm: true, to: "veryLong", actedRound: 3, movedRound: 3 }), "the GM may override").to.equal(null);
  });
  it("task checks, attacks and duel rolls are actions; defending and Dying checks are not", () => {
    expect((["task", "attack", "duel", "defence", "dying"] as const).map(countsAsAction)).to.deep.equal([true, true, true, false, false]);
  });
  it("A close to B and B close to C: A is close to C (the whole chain)", () => {
    const ids = ["a", "b", "c", "d", "e"];
    const ranges = { [pairKey("a", "b")]: "close", [pairKey("b", "c")]: "close", [pairKey("a", "c")]: "long", [pairKey("c", "d")]: "short" } as const;
    expect(closeClosure(ids, ranges)).to.deep.equal({ [pairKey("a", "c")]: "close" });
    const chain = { [pairKey("a", "b")]: "close", [pairKey("c", "d")]: "close", [pairKey("b", "c")]: "close" } as const;
    expect(Object.keys(closeClosure(ids, chain)).sort()).to.deep.equal([pairKey("a", "c"), pairKey("a", "d"), pairKey("b", "d")].sort());
    // Short is not transitive: nothing follows from two Short pairs.
    expect(closeClosure(ids, { [pairKey("a", "b")]: "short", [pairKey("b", "c")]: "short" })).to.deep.equal({});
  });
});
