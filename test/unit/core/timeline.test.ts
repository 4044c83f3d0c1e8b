import { expect } from "chai";
import { type Boundary } from "../../../src/core/rules/timeline";
import { boundariesBetween, boundaryKey } from "../../support/timeline";

const order = ["a", "b", "c"];
const short = (bs: Boundary[]) => bs.map((b) => `${boundaryKey(b)}${"skipped" in b && b.skipped ? "*" : ""}`);

describe("boundariesBetween", () => {
  it("starting combat opens round 1 and the first turn", () => {
    const r = boundariesBetween({ round: 0, turn: null }, { round: 1, turn: 0 }, order);
    expect(r.direction).to.equal("forward");
    expect(short(r.boundaries)).to.deep.equal(["roundStart:1", "turnStart:1:a"]);
  });

  it("next turn ends one turn and starts the next", () => {
    expect(short(boundariesBetween({ round: 1, turn: 0 }, { round: 1, turn: 1 }, order).boundaries))
      .to.deep.equal(["turnEnd:1:a", "turnStart:1:b"]);
  });

  it("skipping a turn still passes its start and end, flagged as skipped", () => {
    expect(short(boundariesBetween({ round: 1, turn: 0 }, { round: 1, turn: 2 }, order).boundaries))
      .to.deep.equal(["turnEnd:1:a", "turnStart:1:b*", "turnEnd:1:b*", "turnStart:1:c"]);
  });

  it("the last turn wraps to a new round", () => {
    expect(short(boundariesBetween({ round: 1, turn: 2 }, { round: 2, turn: 0 }, order).boundaries))
      .to.deep.equal(["turnEnd:1:c", "roundEnd:1", "roundStart:2", "turnStart:2:a"]);
  });

  it("Next Round from mid-round passes the rest of the round as skipped turns", () => {
    expect(short(boundariesBetween({ round: 1, turn: 0 }, { round: 2, turn: 0 }, order).boundaries)).to.deep.equal([
      "turnEnd:1:a", "turnStart:1:b*", "turnEnd:1:b*", "turnStart:1:c*", "turnEnd:1:c*", "roundEnd:1", "roundStart:2", "turnStart:2:a",
    ]);
  });

  it("a jump of several rounds passes every round end", () => {
    const kinds = short(boundariesBetween({ round: 1, turn: 2 }, { round: 3, turn: 1 }, order).boundaries);
    expect(kinds.filter((k) => k.startsWith("round"))).to.deep.equal(["roundEnd:1", "roundStart:2", "roundEnd:2", "roundStart:3"]);
    expect(kinds.at(-1)).to.equal("turnStart:3:b");
    expect(kinds.filter((k) => k.endsWith("*"))).to.have.length(8); // 2:a,2:b,2:c,3:a start+end
  });

  it("rewinding lists nothing", () => {
    expect(boundariesBetween({ round: 2, turn: 1 }, { round: 2, turn: 0 }, order)).to.deep.equal({ direction: "backward", boundaries: [] });
    expect(boundariesBetween({ round: 3, turn: 0 }, { round: 1, turn: 2 }, order).direction).to.equal("backward");
    expect(boundariesBetween({ round: 2, turn: 1 }, { round: 2, turn: 1 }, order).direction).to.equal("none");
  });

  it("a single combatant's turns are also round boundaries", () => {
    expect(short(boundariesBetween({ round: 1, turn: 0 }, { round: 2, turn: 0 }, ["solo"]).boundaries))
      .to.deep.equal(["turnEnd:1:solo", "roundEnd:1", "roundStart:2", "turnStart:2:solo"]);
  });

  it("a combat without combatants still counts rounds", () => {
    expect(short(boundariesBetween({ round: 1, turn: null }, { round: 3, turn: null }, []).boundaries))
      .to.deep.equal(["roundEnd:1", "roundStart:2", "roundEnd:2", "roundStart:3"]);
  });
});
