import { expect } from "chai";
import { actionPenalty, applyHarm, dyingChecksDue, outOfFight, wake, wakeMinutes, type LadderId } from "../../../src/rulesets/elf/rules/ladder";

const after = (start: LadderId[], ...harms: Parameters<typeof applyHarm>[1][]) => harms.reduce((s, h) => applyHarm(s, h).states, start);

describe("Elf System condition ladder", () => {
  it("Stunned then Stunned or Wounded → Knocked Out (Wounded stays)", () => {
    expect(after([], "stunned")).to.deep.equal(["stunned"]);
    expect(applyHarm(["stunned"], "stunned")).to.deep.equal({ states: ["knockedOut"], result: "knockedOut", note: "escalated" });
    expect(after(["wounded"], "stunned")).to.have.members(["wounded", "knockedOut"]);
  });
  it("Wounded twice → Dying; Dying wounded again → Dead", () => {
    expect(applyHarm(["wounded"], "wounded")).to.deep.include({ result: "dying", note: "escalated" });
    expect(after([], "wounded", "wounded", "wounded")).to.deep.equal(["wounded", "dead"]);
  });
  it("a Stunned character wounded keeps both and takes −6", () => {
    const s = after([], "stunned", "wounded");
    expect(s).to.have.members(["stunned", "wounded"]);
    expect(actionPenalty(s).total).to.equal(-6);
    expect(actionPenalty(["injured"]).total).to.equal(0);
  });
  it("knocked out characters wake Stunned, keeping Wounded and Injured", () => {
    expect(wake(["injured", "wounded", "knockedOut"])).to.deep.equal(["injured", "wounded", "stunned"]);
    expect(wakeMinutes([3, 4])).to.equal(17);
    expect(outOfFight(["knockedOut"])).to.equal(true);
    expect(outOfFight(["wounded", "stunned"])).to.equal(false);
  });
  it("nothing changes the Dead", () => {
    expect(applyHarm(["dead"], "stunned")).to.deep.include({ note: "noEffect" });
  });
  it("Dying: one DL 10 check per full minute, none once stabilized", () => {
    expect(dyingChecksDue(1000, 0, 1059, false)).to.equal(0);
    expect(dyingChecksDue(1000, 0, 1060, false)).to.equal(1);
    expect(dyingChecksDue(1000, 1, 1300, false)).to.equal(4);
    expect(dyingChecksDue(1000, 1, 1300, true)).to.equal(0);
  });
});
