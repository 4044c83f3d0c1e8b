import fc from "fast-check";
import { expect } from "chai";
import { drawOrder, orderUpdates, planDraw, reshuffleDiscard, revealTop, shuffle, shuffleBack, type DeckState } from "../../src/core/rules/deck";
import { handOwnership, mayPlay, maySee } from "../../src/core/rules/deck-hands";
import { seededRandom } from "../support/seeded-random";
import { mapCordLayout } from "../../src/rulesets/elvendor/weather/rules/mapcord";
import { idOf, int, properties, text } from "./harness";

/** A deck of distinct ids split between the draw pile and the discard pile. */
const deck: fc.Arbitrary<DeckState> = fc.uniqueArray(text({ maxLength: 4 }).filter((s) => s.length > 0), { maxLength: 30 })
  .chain((ids) => int(0, ids.length).map((cut) => ({ draw: ids.slice(0, cut), discard: ids.slice(cut) })));
const seed = int(0, 2 ** 31);
const all = (s: DeckState) => [...s.draw, ...s.discard].sort();
/** Out of contract: a "random" function that returns 1, more, a negative number or NaN (a bad RNG, a mocked one). */
const badRandom = fc.constantFrom(1, 1.5, 2 ** 40, -0.25, -1, Number.NaN, Infinity, -Infinity).map((v) => () => v);

properties("core/rules/deck", [
  { name: "shuffle", args: [fc.array(fc.integer(), { maxLength: 40 }), seed], run: (items: number[], s: number | (() => number)) => shuffle(items, typeof s === "function" ? s : seededRandom(s)),
    wild: { 1: badRandom },
    check: (out: number[], args: unknown[]) => void expect([...out].sort()).to.deep.equal([...(args[0] as number[])].sort()) },
  { name: "planDraw", args: [deck, int(0, 40), fc.boolean(), seed], junk: [1],
    run: (state: DeckState, n: number, reshuffle: boolean, s: number | (() => number)) => planDraw(state, n, { reshuffle, random: typeof s === "function" ? s : seededRandom(s) }),
    wild: { 3: badRandom },
    check: (plan: ReturnType<typeof planDraw>, args: unknown[]) => {
      const [state, n] = args as [DeckState, number];
      expect([...plan.drawn, ...plan.state.draw, ...plan.state.discard].sort(), "no card lost or doubled").to.deep.equal(all(state));
      expect(plan.drawn.length + plan.short).to.equal(n);
    } },
  { name: "reshuffleDiscard", args: [deck, seed], run: (state: DeckState, s: number) => reshuffleDiscard(state, seededRandom(s)),
    check: (next: DeckState, args: unknown[]) => void expect([...next.draw].sort()).to.deep.equal(all(args[0] as DeckState)) },
  { name: "revealTop / shuffleBack", args: [deck, int(0, 6), int(0, 5), seed], junk: [1],
    run: (state: DeckState, n: number, pick: number, s: number) => {
      const shown = revealTop(state, n);
      return { shown, ...shuffleBack(state, shown, shown[pick] ?? null, seededRandom(s)) };
    },
    check: (r: { shown: string[]; kept: string | null; state: DeckState }, args: unknown[]) => {
      const [state] = args as [DeckState];
      expect([...r.state.draw, ...(r.kept ? [r.kept] : [])].sort(), "the others go back").to.deep.equal([...state.draw].sort());
      expect(r.state.discard).to.deep.equal(state.discard);
    } },
  { name: "orderUpdates", args: [fc.uniqueArray(text({ maxLength: 4 }), { maxLength: 20 })], run: orderUpdates,
    check: (u: { _id: string; sort: number }[], [order]) => expect(drawOrder(u.map((x) => ({ id: x._id, sort: x.sort, drawn: false })))).to.deep.equal(order) },
  { name: "drawOrder", args: [fc.array(fc.record({ id: text({ maxLength: 3 }), sort: fc.integer(), drawn: fc.boolean() }), { maxLength: 20 })], run: drawOrder },
]);

properties("elvendor/weather/rules/mapcord (cards)", [
  { name: "mapCordLayout", args: [int(1, 12), fc.option(fc.array(int(1, 12), { maxLength: 12 }), { nil: null })], junk: [0],
    run: mapCordLayout, check: (layout: number[]) => expect(layout).to.have.length(12) },
]);

const USERS = ["u1", "u2", "u3"];
properties("core/rules/deck-hands", [
  { name: "handOwnership / maySee / mayPlay", args: [fc.array(fc.subarray(USERS), { maxLength: 4 }), fc.record({ isGM: fc.boolean(), id: idOf(USERS) })],
    run: (owners: string[][], viewer: { isGM: boolean; id: string }) => {
      const hands = owners.map((ids, i) => ({ i, ownership: handOwnership(ids) }));
      return { see: hands.map((h) => maySee(viewer, h.ownership)), play: hands.map((h) => mayPlay(viewer, h.ownership)), shown: hands.filter((h) => maySee(viewer, h.ownership)).map((h) => h.i) };
    },
    check: (r: { see: boolean[]; play: boolean[] }, [owners, viewer]) => owners.forEach((ids: string[], i: number) => {
      expect(r.see[i]).to.equal(viewer.isGM || ids.includes(viewer.id));
      expect(r.play[i]).to.equal(r.see[i]);
    }) },
]);

properties("core/rules/deck-hands (a default level for everyone)", [
  { name: "maySee / mayPlay with a default level", args: [fc.dictionary(fc.constantFrom(...USERS), int(0, 3), { maxKeys: 2 }), int(0, 3), idOf(USERS)],
    run: (own: Record<string, number>, level: number, id: string) => { const ownership = { ...own, default: level }; const viewer = { isGM: false, id }; return { see: maySee(viewer, ownership), play: mayPlay(viewer, ownership) }; },
    check: (r: { see: boolean }, [own, level, id]) => expect(r.see).to.equal((Object.hasOwn(own, id) ? own[id] : level) >= 1) },
]);
