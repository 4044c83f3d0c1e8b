import { expect } from "chai";
import { canMove, pairKey, reachDisadvantage, usableAt } from "../../../src/rulesets/elf/combat/rules/range";
import { compareInitiative, duelHit, duelPlan, meleeAttackHits, meleeDefenceFails, type InitiativeEntry } from "../../../src/rulesets/elf/combat/rules/structures";

const O = { veryLongAtDisadvantage: true };

describe("Elf System range and reach", () => {
  it("short reach works at Close and Short; medium and long only at Short", () => {
    expect(usableAt({ kind: "melee", reach: "S" }, "close", O).usable).to.equal(true);
    expect(usableAt({ kind: "melee", reach: "M" }, "close", O)).to.deep.include({ usable: false, reason: "tooClose" });
    expect(usableAt({ kind: "melee", reach: "L" }, "short", O).usable).to.equal(true);
    expect(usableAt({ kind: "melee", reach: "S" }, "middle", O)).to.deep.include({ usable: false, reason: "tooFar" });
  });
  it("ranged weapons reach their maximum band; a Long weapon at Very Long needs a marksman (Disadvantage)", () => {
    expect(usableAt({ kind: "ranged", maxRange: "middle" }, "middle", O).usable).to.equal(true);
    expect(usableAt({ kind: "ranged", maxRange: "middle" }, "long", O).usable).to.equal(false);
    expect(usableAt({ kind: "ranged", maxRange: "long" }, "veryLong", O)).to.deep.include({ usable: true, disadvantage: true });
    expect(usableAt({ kind: "ranged", maxRange: "long" }, "veryLong", { veryLongAtDisadvantage: false }).usable).to.equal(false);
  });
  it("short vs a larger weapon and long vs medium attack at Disadvantage", () => {
    expect(reachDisadvantage("S", "M")).to.equal(true);
    expect(reachDisadvantage("S", "L")).to.equal(true);
    expect(reachDisadvantage("S", "S")).to.equal(false);
    expect(reachDisadvantage("L", "M")).to.equal(true);
    expect(reachDisadvantage("L", "S")).to.equal(false);
    expect(reachDisadvantage("M", "L")).to.equal(false);
  });
  it("moving changes distance by one band per round", () => {
    expect(canMove("short", "middle")).to.equal(true);
    expect(canMove("short", "long")).to.equal(false);
    expect(pairKey("b", "a")).to.equal("a|b");
  });
});

describe("Elf System combat structures", () => {
  it("duel: success hits the NPC, failure the PC, a tie nobody", () => {
    expect(duelPlan("attack", "attack")).to.deep.equal({ roll: true, mode: "normal" });
    expect(duelHit("attack", "attack", "success")).to.equal("npc");
    expect(duelHit("attack", "attack", "failure")).to.equal("pc");
    expect(duelHit("attack", "attack", "tie")).to.equal(null);
  });
  it("duel with Attack/Defend: the defender has Advantage and deals no damage if it wins; both defending skips", () => {
    expect(duelPlan("defend", "attack")).to.deep.equal({ roll: true, mode: "advantage" });
    expect(duelHit("defend", "attack", "success")).to.equal(null);
    expect(duelHit("defend", "attack", "failure")).to.equal("pc");
    expect(duelPlan("attack", "defend")).to.deep.equal({ roll: true, mode: "disadvantage" });
    expect(duelHit("attack", "defend", "success")).to.equal("npc");
    expect(duelHit("attack", "defend", "failure")).to.equal(null);
    expect(duelPlan("defend", "defend")).to.deep.equal({ roll: false, mode: "normal" });
  });
  it("melee: attacks hit only on success; defences fail only on failure", () => {
    expect(["failure", "tie", "success"].map((o) => meleeAttackHits(o as never))).to.deep.equal([false, false, true]);
    expect(["failure", "tie", "success"].map((o) => meleeDefenceFails(o as never))).to.deep.equal([true, false, false]);
  });
  it("sequential initiative: highest first, ties to PCs (players' order) before NPCs", () => {
    const e = (id: string, side: "pc" | "npc", initiative: number, order = 0): InitiativeEntry => ({ id, side, initiative, order });
    const list = [e("orc", "npc", 12), e("bea", "pc", 12, 2), e("ann", "pc", 12, 1), e("wolf", "npc", 15), e("cid", "pc", 9)];
    expect(list.sort(compareInitiative).map((x) => x.id)).to.deep.equal(["wolf", "ann", "bea", "orc", "cid"]);
  });
});
