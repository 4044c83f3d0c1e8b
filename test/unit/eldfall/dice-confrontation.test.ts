import { expect } from "chai";
import { checkOf } from "../../../src/rulesets/eldfall/dice/rules/roll";
import {
  combatArtUsable, exploitWeakPoints, fencingOnTarget, resolveAttack, resolveConfrontation, unstoppablePrevents,
} from "../../../src/rulesets/eldfall/dice/rules/confrontation";
import { attackOdds, confrontationOdds } from "../../../src/rulesets/eldfall/dice/rules/odds";
import { contestOdds } from "../../../src/core/dice/contest";

const attack = (value: number, assassin = false) => checkOf(value, {}, "attack", { assassin });

describe("Eldfall Confrontation from actual dice (rules § CONFRONTATION ROLL)", () => {
  it("the rules' example: A (STK 2, OFF 13) rolls 6 and 11, B (DEF 12) rolls 8 → A deals 1 Hit, B nullified", () => {
    const r = resolveConfrontation({ dice: [6, 11], check: attack(13) }, { dice: [8], check: attack(12) });
    expect(r.confronted).to.equal(true);
    expect(r.a.dice.map((d) => [d.face, d.landed, d.negatedBy])).to.deep.equal([[6, false, 0], [11, true, null]]);
    expect(r.b.dice.map((d) => [d.face, d.landed, d.negatedBy])).to.deep.equal([[8, false, 1]]);
    expect(r.a.hits).to.deep.equal([{ die: 1, face: 11, critical: false, source: "roll" }]);
    expect(r.b.hits).to.deep.equal([]);
    expect([r.winner, r.nullified]).to.deep.equal(["a", "b"]);
  });

  it("equal best rolls and no critical: both Attacks nullified; criticals on both sides all apply", () => {
    const tie = resolveConfrontation({ dice: [9], check: attack(13) }, { dice: [9], check: attack(12) });
    expect([tie.winner, tie.nullified]).to.deep.equal(["none", "both"]);
    const crits = resolveConfrontation({ dice: [1, 12], check: attack(13) }, { dice: [1], check: attack(12) });
    expect([crits.winner, crits.nullified]).to.deep.equal(["both", null]);
    expect(crits.a.hits.map((h) => h.critical)).to.deep.equal([true]);
    expect(crits.b.hits.map((h) => h.critical)).to.deep.equal([true]);
  });

  it("A12, a critical on one side: strict (default) — its 9 still loses to the enemy's 12; literal — the beaten 12 negates nothing", () => {
    const a = { dice: [1, 9], check: attack(13) };
    const b = { dice: [12], check: attack(12) };
    expect(resolveConfrontation(a, b).a.hits.map((h) => h.face)).to.deep.equal([1]);
    expect(resolveConfrontation(a, b, { critReading: "literal" }).a.hits.map((h) => h.face)).to.deep.equal([1, 9]);
    const strict = confrontationOdds({ strikes: 2, check: attack(13) }, { strikes: 1, check: attack(12) });
    const literal = confrontationOdds({ strikes: 2, check: attack(13) }, { strikes: 1, check: attack(12) }, { critReading: "literal" });
    expect(literal.hitsA.mean()).to.be.greaterThan(strict.hitsA.mean());
    expect(literal.winners).to.deep.equal(strict.winners);
  });

  it("a roll over the attribute never negates: B's 15 against DEF 12 leaves A's 6 standing", () => {
    const r = resolveConfrontation({ dice: [6], check: attack(13) }, { dice: [15], check: attack(12) });
    expect(r.a.hits).to.have.length(1);
    expect(r.b.dice[0]!.cls).to.equal("miss");
  });

  it("exploiting Weak Points: WP ≥ Tier, that many removed, the chosen Strike becomes critical before resolving", () => {
    const r = resolveConfrontation({ dice: [6, 17], check: attack(13), exploit: { die: 1, weakPoints: 3, tier: 2 } }, { dice: [12], check: attack(12) });
    expect(r.a.dice[1]).to.include({ face: 17, cls: "crit", landed: true, exploited: true });
    expect(r.a.hits).to.deep.equal([{ die: 1, face: 17, critical: true, source: "exploit" }]);
    expect(r.a.weakPointsLeft).to.equal(1);
    expect(r.b.dice[0]!.negatedBy).to.equal(1);
    expect(r.winner).to.equal("a");
    expect(() => resolveConfrontation({ dice: [6], check: attack(13), exploit: { die: 0, weakPoints: 1, tier: 2 } }, { dice: [12], check: attack(12) })).to.throw(RangeError, /Weak Points/);
    expect(exploitWeakPoints(2, 2)).to.deep.equal({ allowed: true, left: 0 });
  });

  it("Backstab: one Strike is an automatic Hit outside the Confrontation, the rest resolve normally", () => {
    const r = resolveConfrontation({ dice: [19, 6], check: attack(13), backstab: 0 }, { dice: [10], check: attack(12) });
    expect(r.a.hits).to.deep.equal([{ die: 0, face: null, critical: false, source: "backstab" }]);
    expect(r.a.dice[1]!.negatedBy).to.equal(0);
    expect(r.b.hits).to.have.length(1);
    expect(r.b.dice[0]!.negatedBy).to.equal(null);
    expect(r.winner).to.equal("b");
  });

  it("Unstoppable: no Confrontation, neither side's rolls block the other", () => {
    expect(unstoppablePrevents({ unstoppable: true, size: 4 }, { unstoppable: false, size: 2 })).to.equal(true);
    expect(unstoppablePrevents({ unstoppable: true, size: 2 }, { unstoppable: false, size: 2 })).to.equal(false);
    expect(unstoppablePrevents({ unstoppable: false, size: 1 }, { unstoppable: true, size: 3 })).to.equal(true);
    const r = resolveConfrontation({ dice: [6, 11], check: attack(13) }, { dice: [8], check: attack(12) }, { unstoppable: true });
    expect(r.confronted).to.equal(false);
    expect([r.a.hits.length, r.b.hits.length, r.nullified]).to.deep.equal([2, 1, null]);
  });

  it("Duelist bars Combat Arts of level III or lower; Fencing I −3, II −1 STK on the target's melee", () => {
    expect([1, 2, 3, 4, 5].map((l) => combatArtUsable(l, true))).to.deep.equal([false, false, false, true, true]);
    expect(combatArtUsable(2, false)).to.equal(true);
    expect(fencingOnTarget(1)).to.deep.equal({ attributeAdd: -3, strikePenalty: 0 });
    expect(fencingOnTarget(2)).to.deep.equal({ attributeAdd: 0, strikePenalty: 1 });
    expect(fencingOnTarget(3)).to.deep.equal({ attributeAdd: 0, strikePenalty: 0 });
  });

  it("an unopposed attack: every valid Strike hits, crits flagged", () => {
    const r = resolveAttack({ dice: [1, 14, 15], check: attack(14) });
    expect(r.hits.map((h) => [h.face, h.critical])).to.deep.equal([[1, true], [14, false]]);
  });
});

describe("Eldfall odds", () => {
  it("Confrontation odds are the core joint distribution, matrix indexed by each side's Hits", () => {
    const odds = confrontationOdds({ strikes: 2, check: attack(13) }, { strikes: 1, check: attack(12) });
    const core = contestOdds({ dice: 2, faces: attack(13).faces }, { dice: 1, faces: attack(12).faces }).hits();
    odds.hits.forEach((row, i) => row.forEach((p, j) => expect(p).to.be.closeTo(core[i]![j]!, 1e-15)));
    expect(odds.winners.a + odds.winners.b + odds.winners.both + odds.winners.none).to.be.closeTo(1, 1e-12);
    expect(odds.hitsA.mean()).to.be.greaterThan(odds.hitsB.mean());
  });

  it("Backstab shifts its side by one sure Hit", () => {
    const plain = confrontationOdds({ strikes: 1, check: attack(13) }, { strikes: 1, check: attack(12) });
    const back = confrontationOdds({ strikes: 2, check: attack(13), backstab: true }, { strikes: 1, check: attack(12) });
    expect(back.hitsA.p(0)).to.equal(0);
    expect(back.hits[1]![0]).to.be.closeTo(plain.hits[0]![0]!, 1e-15);
    expect(back.hits[1]![1]).to.be.closeTo(plain.hits[0]![1]!, 1e-15);
  });

  it("Unstoppable: two independent attacks", () => {
    const odds = confrontationOdds({ strikes: 1, check: attack(13) }, { strikes: 1, check: attack(12) }, { unstoppable: true });
    expect(odds.hits[1]![1]).to.be.closeTo((13 / 20) * (12 / 20), 1e-15);
  });

  it("an attack's Hits and Wounds: OFF 13, 2 Strikes, PW 12 vs ARM 5 (crit wounds on 12, else on 7)", () => {
    const { hits, wounds } = attackOdds({ strikes: 2, check: attack(13) }, { pw: 12, arm: 5 });
    expect(hits.p(2)).to.be.closeTo((13 / 20) ** 2, 1e-15);
    const perDie = (1 / 20) * (12 / 20) + (12 / 20) * (7 / 20);
    expect(wounds!.p(2)).to.be.closeTo(perDie ** 2, 1e-15);
    expect(attackOdds({ strikes: 2, check: attack(13) }).wounds).to.equal(null);
  });
});
