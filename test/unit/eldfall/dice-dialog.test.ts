import { expect } from "chai";
import { attackDialogOdds, attributeDialogOdds, confrontationDialogOdds, planCheck, type SidePlan } from "../../../src/rulesets/eldfall/dice/dialog-odds";
import { contestOdds } from "../../../src/core/dice/contest";
import { checkOf } from "../../../src/rulesets/eldfall/dice/rules/roll";
import { confrontationCardContext, rollCardContext, sideCardOf, type ConfrontationCard } from "../../../src/rulesets/eldfall/dice/cards";
import { resolveConfrontation } from "../../../src/rulesets/eldfall/dice/rules/confrontation";
import { EN_WORDS, format, translate } from "../../support/render";
import { formatCount } from "../../../src/core/format";

const t = (key: string, data?: Record<string, string>) => (data ? format(key, data) : translate(key));
const plan = (name: string, attribute: SidePlan["attribute"], base: number, strikes: number, extra: Partial<SidePlan> = {}): SidePlan =>
  ({ name, attribute, base, adds: [], halve: 0, purpose: "attack", assassin: false, strikes, backstab: false, ...extra });

describe("Eldfall roll dialog odds", () => {
  it("an attribute roll: Tharos' AG 13 with the dialog's −3 → AG 10, 50%", () => {
    const odds = attributeDialogOdds(plan("Tharos", "ag", 13, 1, { purpose: "attribute" }), -3, t);
    expect(odds).to.deep.equal({ target: "AG 10", chance: 0.5 });
  });

  it("the dialog's modifiers are additions, applied before a halving: AG 13, −4, halved → 5", () => {
    expect(planCheck(plan("T", "ag", 13, 1, { purpose: "attribute", halve: 1 }), -4).value).to.equal(5);
  });

  it("an attack lists P(k Hits) and, with PW and ARM, P(k Wounds)", () => {
    const odds = attackDialogOdds(plan("A", "off", 13, 2), 0, { pw: 12, arm: 5 }, t, (key, n) => formatCount(EN_WORDS, key, n));
    const hits = odds.distribution!.slice(0, 3).map((d) => d.p);
    expect(hits[2]).to.be.closeTo((13 / 20) ** 2, 1e-15);
    expect(odds.chance).to.be.closeTo(1 - (7 / 20) ** 2, 1e-15);
    expect(odds.distribution!.map((d) => d.label)).to.deep.equal(["0 Hits", "1 Hit", "2 Hits", "0 Wounds", "1 Wound", "2 Wounds"]);
  });

  it("a Confrontation shows who wins and the joint table of both sides' Hits (the core distribution)", () => {
    const a = plan("A", "off", 13, 2);
    const b = plan("B", "def", 12, 1);
    const odds = confrontationDialogOdds(a, b, 0, false, t);
    const core = contestOdds({ dice: 2, faces: checkOf(13, {}, "attack").faces }, { dice: 1, faces: checkOf(12, {}, "attack").faces });
    expect(odds.grid!.cells).to.deep.equal(core.hits());
    expect([odds.grid!.rows, odds.grid!.cols]).to.deep.equal([["0", "1", "2"], ["0", "1"]]);
    const w = core.winners();
    expect(odds.distribution!.map((d) => d.p)).to.deep.equal([w.x, w.y, w.both, w.none]);
    expect(odds.chance).to.equal(w.x + w.both);
    expect(odds.target).to.equal("A OFF 13 against B DEF 12");
  });

  it("the dialog's modifiers move only the roller's side", () => {
    const a = plan("A", "off", 13, 1);
    const b = plan("B", "def", 12, 1);
    expect(confrontationDialogOdds(a, b, -13, false, t).chance).to.equal(0);
    expect(confrontationDialogOdds(a, b, -13, false, t).distribution![1]!.p).to.be.closeTo(12 / 20, 1e-15);
  });
});

describe("Eldfall dice cards", () => {
  const a = plan("Model A", "off", 13, 2);
  const b = plan("Model B", "def", 12, 1);
  const r = resolveConfrontation({ dice: [6, 11], check: planCheck(a) }, { dice: [8], check: planCheck(b) });
  const card: ConfrontationCard = {
    a: sideCardOf({ actor: { name: "Model A", uuid: "Actor.a" }, label: "Sword", attribute: "off", base: 13, halve: 0 }, [], planCheck(a), r.a),
    b: sideCardOf({ actor: { name: "Model B", uuid: "Actor.b" }, label: "", attribute: "def", base: 12, halve: 0 }, [], planCheck(b), r.b),
    confronted: true, winner: r.winner, nullified: r.nullified, chance: { a: 0.5, b: 0.25 },
  };

  it("each die says what it did and which enemy roll negated it", () => {
    const ctx = confrontationCardContext(card);
    expect(ctx.a.dice.map((d) => [d.face, d.state, d.negatedByFace])).to.deep.equal([[6, "negated", 8], [11, "landed", null]]);
    expect(ctx.b.dice.map((d) => [d.face, d.state, d.negatedByFace])).to.deep.equal([[8, "negated", 11]]);
    expect([ctx.a.outcome, ctx.b.outcome, ctx.winnerName, ctx.nullifiedName]).to.deep.equal(["won", "lost", "Model A", "Model B"]);
    expect([ctx.a.chance, ctx.b.chance]).to.deep.equal(["50.00%", "25.00%"]);
  });

  it("the card carries each side's Hits with critical flags for the resolution; an attribute roll is a success, not Hits", () => {
    expect([card.a.hits, card.b.hits]).to.deep.equal([[{ die: 1, face: 11, critical: false, source: "roll" }], []]);
    const check = rollCardContext({ purpose: "attribute", side: card.b, target: null, chance: 0.6 });
    expect([check.success, check.resultKey]).to.deep.equal([true, "REALMS.Eldfall.Dice.success"]);
  });
});
