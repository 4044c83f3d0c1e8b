import { expect } from "chai";
import { actionBlocker } from "../../../src/rulesets/elf/conditions/rules/ladder";

describe("Elf System: who may act", () => {
  it("Knocked Out, Dying and Dead characters cannot act; the worst state names the reason", () => {
    expect(actionBlocker([])).to.equal(null);
    expect(actionBlocker(["stunned", "wounded", "injured"])).to.equal(null);
    expect(actionBlocker(["knockedOut", "wounded"])).to.equal("knockedOut");
    expect(actionBlocker(["wounded", "dying"])).to.equal("dying");
    expect(actionBlocker(["dying", "dead", "knockedOut"])).to.equal("dead");
  });
});
