import { expect } from "chai";
import { DEFAULT_ELF_OPTIONS } from "../../../src/rulesets/elf/options/rules/options";
import { roundSeconds } from "../../../src/rulesets/elf/combat/rules/structures";

describe("Elf System round length", () => {
  it("a duel round is about a second, a melee round about five; Foundry's own round time is not counted twice", () => {
    expect(roundSeconds("duel", DEFAULT_ELF_OPTIONS, 0)).to.equal(1);
    expect(roundSeconds("exchange", DEFAULT_ELF_OPTIONS, 0)).to.equal(5);
    expect(roundSeconds("sequential", DEFAULT_ELF_OPTIONS, 0)).to.equal(5);
    expect(roundSeconds("sequential", { ...DEFAULT_ELF_OPTIONS, meleeRoundSeconds: 6 }, 0)).to.equal(6);
    // A world where Foundry already adds 2 s a round: Realms adds the rest.
    expect(roundSeconds("exchange", DEFAULT_ELF_OPTIONS, 2)).to.equal(3);
    expect(roundSeconds("duel", DEFAULT_ELF_OPTIONS, 6)).to.equal(0);
  });
});
