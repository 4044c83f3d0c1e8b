/**
 * Tracks under the turn structures: where members of a side activate freely (no per-model turns), a model's turn
 * is its side's turn, so the side's end ticks its members' turn tracks; every activation's end ticks the
 * activating model's action tracks.
 */
import { expect } from "chai";
import { makeActor, makeCombat, resetWorld, actAs, type FakeActor } from "../../support/foundry-double";
import { registerRuleset } from "../../../src/core/registry";
import { registerTracks, tickTrackBoundaries, trackValue, unregisterTracks } from "../../../src/core/tracks";
import type { TrackDef } from "../../../src/core/rules/tracks";
import type { Boundary } from "../../../src/core/rules/timeline";
import { fakeRuleset } from "../../support/fake-ruleset";
import { HUNGER } from "../../support/track-defs";

const g = globalThis as unknown as { game: { settings: { store: Map<string, unknown> } } };
const TYPE = "sideTrackProbe";
const BREATH: TrackDef = { ...HUNGER, id: "realms.test.breath", cadence: "action" };
const key = (id: string) => id.replace(/\./g, "_");

registerRuleset(fakeRuleset("tracksides", {
  turnStructure: { sides: [{ id: "heroes", label: "REALMS.Elvendor.Phase.player" }, { id: "foes", label: "REALMS.Elvendor.Phase.enemy" }], sideOf: (type) => (type === TYPE ? "heroes" : "foes"), within: "activations" },
}));

const model = (name: string, type: string): FakeActor => makeActor({
  name, type, system: {}, ownership: { default: 0, gm: 3 },
  flags: { realms: { tracks: { [key(HUNGER.id)]: { value: 1441 }, [key(BREATH.id)]: { value: 1441 } } } },
});

describe("core/tracks under side turns and activations", () => {
  let previous: unknown;
  before(() => {
    registerTracks({ ruleset: "tracksides", tracks: [{ ...HUNGER, actorTypes: [TYPE, "foeTrackProbe"] }, { ...BREATH, actorTypes: [TYPE, "foeTrackProbe"] }] });
    previous = g.game.settings.store.get("realms.ruleset");
    g.game.settings.store.set("realms.ruleset", "tracksides");
  });
  after(() => {
    unregisterTracks("tracksides");
    g.game.settings.store.set("realms.ruleset", previous);
  });
  beforeEach(() => {
    resetWorld();
    actAs({ id: "gm", isGM: true });
  });

  it("a side's end ticks the turn tracks of that side's members only", async () => {
    const hero = model("Aria", TYPE);
    const foe = model("Wolf", "foeTrackProbe");
    const combat = makeCombat([hero, foe], {}, { round: 1, turn: 0 });
    const sideEnd = (side: string): Boundary => ({ kind: "sideEnd", round: 1, side, skipped: false });
    await tickTrackBoundaries(combat as never, [sideEnd("heroes")]);
    expect([trackValue(hero as never, HUNGER), trackValue(foe as never, HUNGER)]).to.deep.equal([1440, 1441]);
    await tickTrackBoundaries(combat as never, [sideEnd("foes")]);
    expect([trackValue(hero as never, HUNGER), trackValue(foe as never, HUNGER)]).to.deep.equal([1440, 1440]);
  });

  it("an activation's end ticks the activating model's action tracks, not its turn tracks", async () => {
    const hero = model("Aria", TYPE);
    const combat = makeCombat([hero], {}, { round: 1, turn: 0 });
    const id = (combat.combatants as unknown as { id: string }[])[0]!.id;
    await tickTrackBoundaries(combat as never, [{ kind: "activationEnd", round: 1, activation: `${id}#1`, combatantId: id, side: "heroes", skipped: false }]);
    expect([trackValue(hero as never, BREATH), trackValue(hero as never, HUNGER)]).to.deep.equal([1440, 1441]);
  });
});
