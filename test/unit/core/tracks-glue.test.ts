/**
 * Tracks on the double: ticked at the combat walker's turn and round ends, on world time (active GM only),
 * changed by hand with the owner's rights, stored on the actor or the world, announced by hook and notice.
 */
import { shownAll } from "../../support/cards";
import { expect } from "chai";
import { actAs, makeActor, makeCombat, resetWorld, settle, snapshotHooks, world, type FakeActor } from "../../support/foundry-double";
import { advanceWorldTime } from "../../support/double/world-time";
import { FakeCombat, FakeCombatant } from "../../support/double/combat";
import { RealmsCombat, RealmsCombatant } from "../../../src/core/combat";
import { Refusal } from "../../../src/core/gm";
import { changeTrack, registerTrackHooks, registerTracks, tickActorTracks, trackValue, unregisterTracks, worldTimeSettled } from "../../../src/core/tracks";
import { trackEffects, type TrackDef } from "../../../src/core/rules/tracks";
import { HUNGER, THIRST, moonDial } from "../../support/track-defs";

const g = globalThis as unknown as { game: { combat: unknown; time: { worldTime: number }; settings: { store: Map<string, unknown> } }; CONFIG: { Combat: { documentClass: unknown }; Combatant: { documentClass: unknown } };
  Hooks: { on(hook: string, fn: (payload: never) => void): number } };

const TORCH: TrackDef = {
  id: "realms.test.torch", label: "TEST.torch", scope: "actor", cadence: "worldTime", seconds: 600, step: -1, initial: 6, min: 1, max: 6, floor: 0,
  states: [{ id: "out", label: "TEST.out", from: 0 }, { id: "lit", label: "TEST.lit", from: 1 }],
};
const DIAL: TrackDef = { ...moonDial(1), id: "realms.test.dial", cadence: "round" };
const damage: { actor: string | null; amount: number; track: string }[] = [];
const TYPE = "trackProbe";

const key = (id: string) => id.replace(/\./g, "_");
const person = (name: string, values: Record<string, number> = {}, extra: { owner?: string; haste?: number } = {}) => makeActor({
  name, type: TYPE, system: {},
  ownership: { default: 0, gm: 3, ...(extra.owner ? { [extra.owner]: 3 } : {}) },
  flags: { realms: { tracks: Object.fromEntries(Object.entries(values).map(([id, value]) => [key(id), { value }])) } },
  effects: Array.from({ length: extra.haste ?? 0 }, () => ({ name: "Haste", statuses: ["realms.twoD6.haste"] })),
});
const hunger = (a: FakeActor) => trackValue(a as never, HUNGER);
const thirst = (a: FakeActor) => trackValue(a as never, THIRST);
const notices = () => shownAll(world.messages);

describe("core/tracks on the double", () => {
  let restoreHooks: () => void;
  const fired: { track: string; actor: unknown; from: string; to: string; value: number }[] = [];
  before(() => {
    restoreHooks = snapshotHooks();
    registerTracks({
      ruleset: "tracks-probe",
      tracks: [{ ...HUNGER, actorTypes: [TYPE] }, { ...THIRST, actorTypes: [TYPE] }, { ...TORCH, actorTypes: [TYPE] }, DIAL],
      overflow: { damage: async (actor, amount, def) => { damage.push({ actor: actor?.name ?? null, amount, track: def.id }); } },
    });
    registerTrackHooks();
    g.Hooks.on("realms.trackThreshold", (p: never) => fired.push(p));
    g.CONFIG.Combat.documentClass = RealmsCombat;
    g.CONFIG.Combatant.documentClass = RealmsCombatant;
  });
  after(() => {
    restoreHooks();
    unregisterTracks("tracks-probe");
    g.CONFIG.Combat.documentClass = FakeCombat;
    g.CONFIG.Combatant.documentClass = FakeCombatant;
    g.game.settings.store.delete("realms.tracks");
    g.game.combat = null;
  });
  beforeEach(() => {
    resetWorld();
    fired.length = 0;
    damage.length = 0;
  });

  it("each turn end takes one turn off the combatant's hunger and thirst; a new state fires the hook and posts a notice", async () => {
    const a = person("Aria", { [HUNGER.id]: 1441, [THIRST.id]: 1500 });
    const b = person("Brannoc", { [HUNGER.id]: 1000, [THIRST.id]: 1000 });
    const combat = makeCombat([a, b], {}, { round: 0, turn: null });
    await combat.startCombat();
    await settle();
    expect([hunger(a), hunger(b)], "a turn start ticks nothing").to.deep.equal([1441, 1000]);
    await combat.nextTurn();
    await settle();
    expect([hunger(a), thirst(a), hunger(b)]).to.deep.equal([1440, 1499, 1000]);
    expect(fired).to.deep.equal([{ track: HUNGER.id, actor: a, from: "satiated", to: "notHungry", before: 1441, value: 1440, out: null, lap: 0 }]);
    expect((await notices()).at(-1)).to.contain("Aria").and.to.contain("is now Not Hungry (Hunger).");
    // A rewind and replay ticks nothing twice (the walker's mark).
    await combat.update({ turn: 0 });
    await combat.update({ turn: 1 });
    await settle();
    expect(hunger(a)).to.equal(1440);
  });

  it("haste: two haste effects make every turn count 1 + 2", async () => {
    const a = person("Aria", { [HUNGER.id]: 1000, [THIRST.id]: 1000 }, { haste: 2 });
    const combat = makeCombat([a, person("Brannoc")], {}, { round: 0, turn: null });
    await combat.startCombat();
    await combat.nextTurn();
    await settle();
    expect([hunger(a), thirst(a)]).to.deep.equal([997, 997]);
  });

  it("starving and parched together: 1 damage a turn (the group's worst), from the ruleset's handler", async () => {
    const a = person("Aria", { [HUNGER.id]: 1, [THIRST.id]: 1 });
    const combat = makeCombat([a, person("Brannoc")], {}, { round: 0, turn: null });
    await combat.startCombat();
    await combat.nextTurn();
    await settle();
    expect([hunger(a), thirst(a)]).to.deep.equal([0, 0]);
    expect(damage).to.deep.equal([{ actor: "Aria", amount: 1, track: HUNGER.id }]);
    expect(trackEffects([HUNGER, THIRST].map((def) => ({ def, value: trackValue(a as never, def) })))).to.deep.equal({ modifier: -2, flags: ["noEnergyRegen"], overflow: {} });
  });

  it("a round's end moves the world's round tracks, kept in the world setting", async () => {
    const combat = makeCombat([person("Aria"), person("Brannoc")], {}, { round: 0, turn: null });
    await combat.startCombat();
    await combat.nextRound();
    await settle();
    expect(trackValue(null, DIAL)).to.equal(1);
    expect(g.game.settings.store.get("realms.tracks")).to.deep.include({ [key(DIAL.id)]: { value: 1 } });
    expect(fired.map((f) => `${f.track}:${f.to}`)).to.include(`${DIAL.id}:dawn`);
  });

  it("world time: the first change starts an actor's clock, later ones count whole periods and carry the rest; only the active GM counts", async () => {
    g.game.time.worldTime = 10_000;
    const a = person("Aria");
    advanceWorldTime(0);
    await worldTimeSettled();
    expect((a.flags as { realms: { tracks: Record<string, unknown> } }).realms.tracks[key(TORCH.id)]).to.deep.equal({ value: 6, at: 10_000 });
    advanceWorldTime(1300);
    await worldTimeSettled();
    expect((a.flags as { realms: { tracks: Record<string, unknown> } }).realms.tracks[key(TORCH.id)]).to.deep.equal({ value: 4, at: 11_200 });
    actAs({ id: "player1", isGM: false });
    advanceWorldTime(5000);
    await worldTimeSettled();
    actAs({ id: "gm", isGM: true });
    expect(trackValue(a as never, TORCH), "a player's client counts nothing").to.equal(4);
    advanceWorldTime(0);
    await worldTimeSettled();
    expect(trackValue(a as never, TORCH)).to.equal(0); // 6,300 s since 11,200: ten periods, out at 0
    expect(fired.filter((f) => f.actor === a).map((f) => f.to)).to.deep.equal(["out"]);
  });

  it("per action: a flow ticks the action tracks, each action counting 1 + haste effects", async () => {
    const WATCH: TrackDef = { ...HUNGER, id: "realms.test.watch", cadence: "action", group: undefined };
    registerTracks({ ruleset: "tracks-action", tracks: [{ ...WATCH, actorTypes: [TYPE] }] });
    try {
      const a = person("Aria", { [WATCH.id]: 1000 }, { haste: 1 });
      await tickActorTracks(a as never, "action", { actions: 2 });
      expect(trackValue(a as never, WATCH)).to.equal(996); // (1 + 1) × 2
      expect(hunger(a), "turn tracks wait for the turn").to.equal(HUNGER.initial);
    } finally {
      unregisterTracks("tracks-action");
    }
  });

  it("by hand: the owner eats (capped at Satiated); another player and a player moving the world's dial are refused, nothing changed", async () => {
    const a = person("Aria", { [HUNGER.id]: 1700 }, { owner: "player1" });
    actAs({ id: "player1", isGM: false });
    const eaten = await changeTrack(a as never, HUNGER.id, { kind: "gain", amount: 300 });
    expect([eaten.value, hunger(a)]).to.deep.equal([1800, 1800]);
    actAs({ id: "player2", isGM: false });
    let refused: unknown = null;
    await changeTrack(a as never, HUNGER.id, { kind: "set", state: "famished" }).catch((e: unknown) => { refused = e; });
    expect(refused).to.be.instanceOf(Refusal);
    expect(hunger(a)).to.equal(1800);
    refused = null;
    await changeTrack(null, DIAL.id, { kind: "advance", periods: 1 }).catch((e: unknown) => { refused = e; });
    expect(refused).to.be.instanceOf(Refusal);
    actAs({ id: "gm", isGM: true });
    const spell = await changeTrack(a as never, HUNGER.id, { kind: "shift", steps: -1 });
    expect(spell).to.include({ from: "satiated", to: "notHungry", value: 1350 });
  });
});
