import { expect } from "chai";
import fc from "fast-check";
import { actionsThisTurn, compareWithSummons, type Placement } from "../../../src/core/rules/turn-order";

/** A fight: initiative for those nobody summoned, placements for summons. */
function orderOf(initiative: Record<string, number>, placements: Record<string, Placement>, present = Object.keys({ ...initiative, ...placements })) {
  const facts = {
    placement: (id: string) => placements[id] ?? null,
    exists: (id: string) => present.includes(id),
    base: (a: string, b: string) => (initiative[b] ?? 0) - (initiative[a] ?? 0) || (a > b ? 1 : -1),
  };
  return [...present].sort((a, b) => compareWithSummons(a, b, facts));
}

describe("summoned creatures in the turn order (2D6)", () => {
  const initiative = { a: 10, b: 5, c: 1 };
  it("a summon acts right after its summoner; a later one after the earlier; a summon's summon right after it", () => {
    expect(orderOf(initiative, { s1: { summoner: "b", seq: 1 } })).to.deep.equal(["a", "b", "s1", "c"]);
    expect(orderOf(initiative, { s1: { summoner: "b", seq: 1 }, s2: { summoner: "b", seq: 2 } })).to.deep.equal(["a", "b", "s1", "s2", "c"]);
    expect(orderOf(initiative, { s1: { summoner: "b", seq: 1 }, s2: { summoner: "b", seq: 2 }, s3: { summoner: "s1", seq: 3 } }))
      .to.deep.equal(["a", "b", "s1", "s3", "s2", "c"]);
  });
  it("the environment's summons act after all existing creatures, in the order they came", () => {
    expect(orderOf(initiative, { e1: { environment: true, seq: 1 }, e2: { environment: true, seq: 2 }, s1: { summoner: "a", seq: 3 } }))
      .to.deep.equal(["a", "s1", "b", "c", "e1", "e2"]);
  });
  it("a summon whose summoner left keeps its own initiative", () => {
    expect(orderOf({ ...initiative, s1: 7 }, { s1: { summoner: "x", seq: 1 } }, ["a", "b", "c", "s1"])).to.deep.equal(["a", "s1", "b", "c"]);
  });
  it("the comparison is a total order (antisymmetric, transitive) whatever the summon tree", () => {
    const tree = fc.array(fc.tuple(fc.nat(8), fc.boolean()), { maxLength: 8 });
    fc.assert(fc.property(tree, fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 }), (summons, inits) => {
      const ids = ["a", "b", "c"];
      const placements: Record<string, Placement> = {};
      summons.forEach(([by, env], i) => {
        const id = `s${i}`;
        placements[id] = env ? { environment: true, seq: i } : { summoner: ids[by % ids.length]!, seq: i };
        ids.push(id);
      });
      const facts = { placement: (id: string) => placements[id] ?? null, exists: () => true, base: (x: string, y: string) => (inits[ids.indexOf(y)] ?? 0) - (inits[ids.indexOf(x)] ?? 0) || (x > y ? 1 : -1) };
      const cmp = (x: string, y: string) => Math.sign(compareWithSummons(x, y, facts));
      for (const x of ids) for (const y of ids) {
        expect(cmp(x, y)).to.equal(x === y ? 0 : -cmp(y, x));
        for (const z of ids) if (cmp(x, y) < 0 && cmp(y, z) < 0) expect(cmp(x, z)).to.equal(-1);
      }
      const sorted = [...ids].sort((x, y) => compareWithSummons(x, y, facts));
      for (const [id, p] of Object.entries(placements)) if (p.summoner) expect(sorted.indexOf(id)).to.be.greaterThan(sorted.indexOf(p.summoner));
    }), { numRuns: 300 });
  });
});

describe("extra and lost actions (2D6 speed effects)", () => {
  it("haste: a roll of 8 or more acts twice, never three times; 7 acts once", () => {
    expect(actionsThisTurn([{ kind: "haste", total: 8 }])).to.equal(2);
    expect(actionsThisTurn([{ kind: "haste", total: 7 }])).to.equal(1);
    expect(actionsThisTurn([{ kind: "haste", total: 12 }, { kind: "haste", total: 9 }])).to.equal(2);
    expect(actionsThisTurn([])).to.equal(1);
  });
  it("the rules' example: two hastes and one slow act once, twice or not at all", () => {
    const two = (a: number, b: number, passed: boolean) => actionsThisTurn([{ kind: "haste", total: a }, { kind: "haste", total: b }, { kind: "slow", passed }]);
    expect([two(3, 5, true), two(3, 8, true), two(12, 12, false)]).to.deep.equal([1, 2, 0]);
  });
});
