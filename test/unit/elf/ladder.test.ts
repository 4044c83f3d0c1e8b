import { expect } from "chai";
import { actionPenalty, applyHarm, dyingChecksDue, harmLine, outOfFight, stepsBeforeDead, wake, wakeMinutes, type LadderId } from "../../../src/rulesets/elf/conditions/rules/ladder";

const after = (start: LadderId[], ...harms: Parameters<typeof applyHarm>[1][]) => harms.reduce((s, h) => applyHarm(s, h).states, start);

describe("Elf System condition ladder", () => {
  it("a harm's line on the damage card: the rung reached and the penalty then in force, or out of the fight, or no further effect", () => {
    const line = (states: LadderId[], harm: Parameters<typeof applyHarm>[1], stack = true) => harmLine("Town Guard", states, harm, stack);
    expect(line([], "wounded")).to.deep.equal({ label: "REALMS.Elf.Damage.Ladder.wounded", data: { name: "Town Guard", penalty: "\u22123" } });
    expect(line(["stunned"], "wounded").data.penalty, "Stunned and Wounded stack").to.equal("\u22126");
    expect(line(["stunned"], "wounded", false).data.penalty, "one −3 when they do not").to.equal("\u22123");
    expect(line(["wounded"], "wounded").label).to.equal("REALMS.Elf.Damage.Ladder.dying");
    expect(line(["stunned"], "stunned").label).to.equal("REALMS.Elf.Damage.Ladder.knockedOut");
    expect(line(["dying"], "stunned").label).to.equal("REALMS.Elf.Damage.Ladder.none");
  });
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
  it("steps before Dead (the token bar): Unharmed 3, Stunned or Wounded 2, Knocked Out or Dying 1, Dead 0; the worst wins, Injured is no step", () => {
    const steps = (...states: LadderId[]) => stepsBeforeDead(states).value;
    expect(stepsBeforeDead([])).to.deep.equal({ value: 3, max: 3 });
    expect([steps("injured"), steps("stunned"), steps("wounded"), steps("stunned", "wounded", "injured")]).to.deep.equal([3, 2, 2, 2]);
    expect([steps("knockedOut"), steps("dying"), steps("wounded", "knockedOut"), steps("injured", "wounded", "dying")]).to.deep.equal([1, 1, 1, 1]);
    expect([steps("dead"), steps("wounded", "dead"), steps("injured", "dying", "dead")]).to.deep.equal([0, 0, 0]);
    // Along the ladder as harm drives it: each rung down is one step fewer, never more.
    expect([[], ["wounded"], ["wounded", "wounded"], ["wounded", "wounded", "wounded"]].map((h) => steps(...after([], ...(h as "wounded"[]))))).to.deep.equal([3, 2, 1, 0]);
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
