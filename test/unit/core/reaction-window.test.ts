/** The pure reaction window: eligibility filters, costs, several reactors, timing, AI proposals, time-outs. */
import { expect } from "chai";
import {
  affordable, answer, confirmProposals, openWindow, pay, proposals, reopen, resolutionOrder, timeOut,
  type EligibilityFilter, type ReactionOption, type ReactionWindow, type Reactor, type WindowResult,
} from "../../../src/core/rules/reaction-window";

/** Closed when nobody is waiting or proposed: everyone chose, declined, timed out or could not react. */
const isClosed = (w: ReactionWindow) => w.reactors.every((r) => r.status !== "waiting" && r.status !== "proposed");

interface Pos { readonly x: number; readonly y: number; readonly sees: boolean; readonly aware: boolean }
interface Attack { readonly at: { x: number; y: number }; readonly reach: number }

const dodge: ReactionOption = { id: "dodge", timing: "before", cost: { kind: "use", amount: 1 } };
const parry: ReactionOption = { id: "parry", timing: "before", cost: { kind: "ap", amount: 2 } };
const counter: ReactionOption = { id: "counter", timing: "after", cost: { kind: "ap", amount: 1 } };
const shout: ReactionOption = { id: "shout", timing: "after", cost: { kind: "free" } };

const FILTERS: EligibilityFilter<Pos, Attack>[] = [
  { id: "sight", test: (r) => r.sees },
  { id: "range", test: (r, t) => Math.max(Math.abs(r.x - t.at.x), Math.abs(r.y - t.at.y)) <= t.reach },
  { id: "awareness", test: (r) => r.aware },
];
const trigger: Attack = { at: { x: 0, y: 0 }, reach: 2 };

function reactor(id: string, over: Partial<Reactor<Pos>> = {}, data: Partial<Pos> = {}): Reactor<Pos> {
  return { id, data: { x: 1, y: 0, sees: true, aware: true, ...data }, purse: { ap: 3, usesLeft: 1 }, options: [dodge, parry, counter], ai: false, priority: 0, ...over };
}

const ok = (r: WindowResult): ReactionWindow => {
  if (!r.ok) throw new Error(r.error);
  return r.window;
};

describe("reaction window: costs", () => {
  it("AP and per-round uses are paid from the purse; free costs nothing", () => {
    const purse = { ap: 2, usesLeft: 1 };
    expect([affordable(parry.cost, purse), affordable({ kind: "ap", amount: 3 }, purse), affordable(dodge.cost, { ap: 0, usesLeft: 0 }), affordable(shout.cost, { ap: 0, usesLeft: 0 })])
      .to.deep.equal([true, false, false, true]);
    expect([pay(parry.cost, purse), pay(dodge.cost, purse), pay(shout.cost, purse)]).to.deep.equal([{ ap: 0, usesLeft: 1 }, { ap: 2, usesLeft: 0 }, { ap: 2, usesLeft: 1 }]);
  });

  it("only what the reactor can afford is offered; nothing affordable means it cannot react", () => {
    const w = openWindow("atk", trigger, [reactor("poor", { purse: { ap: 1, usesLeft: 0 } }), reactor("broke", { purse: { ap: 0, usesLeft: 0 } })], FILTERS);
    expect(w.reactors.map((r) => [r.id, r.status, r.offered.map((o) => o.id)])).to.deep.equal([["poor", "waiting", ["counter"]], ["broke", "ineligible", []]]);
  });

  it("the chosen reaction's cost is paid once, in the purse the window hands back", () => {
    const w = ok(answer(openWindow("atk", trigger, [reactor("a")], FILTERS), "a", "parry"));
    expect(resolutionOrder(w)).to.deep.equal([{ reactorId: "a", option: parry, purse: { ap: 1, usesLeft: 1 } }]);
  });
});

describe("reaction window: eligibility", () => {
  it("each filter the ruleset supplies is applied; the failed ones are named", () => {
    const w = openWindow("atk", trigger, [
      reactor("blind", {}, { sees: false }), reactor("far", {}, { x: 5 }), reactor("unaware", {}, { aware: false, x: 9 }), reactor("near", {}, { x: 2, y: -2 }),
    ], FILTERS);
    expect(w.reactors.map((r) => [r.id, r.status, r.failed])).to.deep.equal([
      ["blind", "ineligible", ["sight"]], ["far", "ineligible", ["range"]], ["unaware", "ineligible", ["range", "awareness"]], ["near", "waiting", []],
    ]);
  });

  it("a window with no filters lets every reactor with an affordable option in", () => {
    expect(openWindow("atk", trigger, [reactor("a", {}, { sees: false })], []).reactors[0]!.status).to.equal("waiting");
  });

  it("a reactor listed twice is a programming error", () => {
    expect(() => openWindow("atk", trigger, [reactor("a"), reactor("a")], FILTERS)).to.throw(/twice/);
  });
});

describe("reaction window: timing", () => {
  it("a window for one timing offers only that timing's options", () => {
    const before = openWindow("atk", trigger, [reactor("a")], FILTERS, ["before"]);
    const after = openWindow("atk", trigger, [reactor("a")], FILTERS, ["after"]);
    expect([before.reactors[0]!.offered.map((o) => o.id), after.reactors[0]!.offered.map((o) => o.id)]).to.deep.equal([["dodge", "parry"], ["counter"]]);
  });

  it("before-reactions resolve ahead of after-reactions, then by priority, then in listed order", () => {
    let w = openWindow("atk", trigger, [
      reactor("slowCounter", { priority: 1 }), reactor("fastCounter", { priority: 5 }), reactor("dodger", { priority: 0 }), reactor("dodger2", { priority: 0 }),
    ], FILTERS);
    w = ok(answer(w, "slowCounter", "counter"));
    w = ok(answer(w, "fastCounter", "counter"));
    w = ok(answer(w, "dodger", "dodge"));
    w = ok(answer(w, "dodger2", "dodge"));
    expect(resolutionOrder(w).map((c) => c.reactorId)).to.deep.equal(["dodger", "dodger2", "fastCounter", "slowCounter"]);
  });
});

describe("reaction window: several reactors answering", () => {
  it("stays open until every eligible reactor answered; declines resolve nothing", () => {
    let w = openWindow("atk", trigger, [reactor("a"), reactor("b"), reactor("c", {}, { sees: false })], FILTERS);
    expect(isClosed(w)).to.equal(false);
    w = ok(answer(w, "a", null));
    expect(isClosed(w)).to.equal(false);
    w = ok(answer(w, "b", "dodge"));
    expect([isClosed(w), w.reactors.map((r) => r.status), resolutionOrder(w).map((c) => c.reactorId)]).to.deep.equal([true, ["declined", "chosen", "ineligible"], ["b"]]);
  });

  it("refuses an option not offered, a second answer, and an unknown reactor", () => {
    const w = openWindow("atk", trigger, [reactor("a", { purse: { ap: 0, usesLeft: 1 } })], FILTERS);
    expect(answer(w, "a", "parry")).to.deep.equal({ ok: false, error: "REALMS.ReactionWindow.notOffered" });
    expect(answer(w, "a", "teleport")).to.deep.equal({ ok: false, error: "REALMS.ReactionWindow.notOffered" });
    expect(answer(ok(answer(w, "a", "dodge")), "a", "dodge")).to.deep.equal({ ok: false, error: "REALMS.ReactionWindow.notWaiting" });
    expect(answer(w, "zed", null)).to.deep.equal({ ok: false, error: "REALMS.ReactionWindow.unknownReactor" });
  });
});

describe("reaction window: time-outs", () => {
  it("a reactor who times out closes its part of the window; the GM may reopen it and answer", () => {
    let w = openWindow("atk", trigger, [reactor("a"), reactor("b")], FILTERS);
    w = ok(answer(w, "a", "dodge"));
    w = ok(timeOut(w, "b"));
    expect([isClosed(w), resolutionOrder(w).map((c) => c.reactorId)]).to.deep.equal([true, ["a"]]);
    w = ok(reopen(w, "b"));
    expect(isClosed(w)).to.equal(false);
    w = ok(answer(w, "b", "parry"));
    expect(resolutionOrder(w).map((c) => [c.reactorId, c.option.id])).to.deep.equal([["a", "dodge"], ["b", "parry"]]);
  });

  it("only a waiting reactor can time out, and only a timed-out one reopens", () => {
    const w = openWindow("atk", trigger, [reactor("a", {}, { sees: false })], FILTERS);
    expect([timeOut(w, "a"), reopen(w, "a")]).to.deep.equal([{ ok: false, error: "REALMS.ReactionWindow.notWaiting" }, { ok: false, error: "REALMS.ReactionWindow.notTimedOut" }]);
  });
});

describe("reaction window: AI reactors", () => {
  it("are proposed to the GM (first affordable option unless the ruleset proposes), not asked", () => {
    const w = openWindow("atk", trigger, [reactor("orc", { ai: true }), reactor("hero"), reactor("wolf", { ai: true, options: [counter, shout] })], FILTERS, ["before", "after"],
      (r, offered) => (r.id === "wolf" ? "shout" : offered[0]!.id));
    expect(proposals(w).map((r) => [r.id, r.proposal])).to.deep.equal([["orc", "dodge"], ["wolf", "shout"]]);
    expect(w.reactors.map((r) => r.status)).to.deep.equal(["proposed", "waiting", "proposed"]);
  });

  it("a proposal the ruleset cannot afford is dropped to none", () => {
    const w = openWindow("atk", trigger, [reactor("orc", { ai: true, purse: { ap: 0, usesLeft: 1 } })], FILTERS, ["before"], () => "parry");
    expect(proposals(w).map((r) => r.proposal)).to.deep.equal([null]);
  });

  it("the GM confirms, changes or refuses each proposal; left out means as proposed", () => {
    let w = openWindow("atk", trigger, [reactor("orc", { ai: true }), reactor("goblin", { ai: true }), reactor("troll", { ai: true }), reactor("hero")], FILTERS);
    w = ok(confirmProposals(w, { goblin: "counter", troll: null }));
    expect(w.reactors.map((r) => [r.id, r.status, r.choice])).to.deep.equal([
      ["orc", "chosen", "dodge"], ["goblin", "chosen", "counter"], ["troll", "declined", null], ["hero", "waiting", null],
    ]);
    expect(isClosed(w)).to.equal(false);
    expect(confirmProposals(openWindow("atk", trigger, [reactor("orc", { ai: true })], FILTERS), { orc: "fly" })).to.deep.equal({ ok: false, error: "REALMS.ReactionWindow.notOffered" });
  });
});
