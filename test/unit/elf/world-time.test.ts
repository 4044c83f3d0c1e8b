/**
 * Elf timers through the core's world-time walk: one `updateWorldTime` handler (the core's, active GM only)
 * reaches Elf characters with conditions, world actors and the viewed scene's unlinked tokens alike.
 */
import { expect } from "chai";
import { actAs, makeActor, registerRolls, resetWorld, snapshotHooks, world } from "../../support/foundry-double";
import { advanceWorldTime } from "../../support/double/world-time";
import { ELF_ROLLS } from "../../../src/rulesets/elf/rolls";
import { ELF_SETTINGS } from "../../../src/rulesets/elf/settings";
import { registerRulesetSettings } from "../../../src/core/ruleset-setup";
import { ELF_TRACKS, harmActor } from "../../../src/rulesets/elf/conditions/conditions";
import { conditionsOf } from "../../../src/rulesets/elf/actors/state";
import { registerTrackHooks, registerTracks, unregisterTracks, worldTimeSettled } from "../../../src/core/tracks";

registerRolls(ELF_ROLLS);
registerRulesetSettings({ id: "elf", settings: ELF_SETTINGS });
const g = globalThis as unknown as { game: { time: { worldTime: number } } };
const states = (a: ReturnType<typeof makeActor>) => conditionsOf(a as never).map((c) => c.id).sort();
const mira = () => makeActor({ name: "Mira", type: "elfPc", ownership: { default: 0, player1: 3 }, system: { schemaVersion: 1, concept: "", traits: [], speedBonus: 0,
  injuryPoints: 0, armorMisc: 0, resources: [], longAction: false, notes: "" } });

describe("Elf timers on the core world-time walk (Foundry test double)", () => {
  let restore: () => void;
  before(() => {
    restore = snapshotHooks();
    registerTrackHooks();
    registerTracks(ELF_TRACKS);
  });
  after(() => {
    restore();
    unregisterTracks("elf");
    actAs({ id: "gm", isGM: true });
  });
  beforeEach(() => {
    g.game.time.worldTime = 0;
    resetWorld();
  });

  it("a knock-out of 10 + 2d6 = 17 minutes ends when world time passes it, on the active GM's client only; Stunned's 5 minutes of rest follow", async () => {
    const pc = mira();
    await harmActor(pc as never, "stunned");
    world.dice.push(3, 4);
    await harmActor(pc as never, "stunned");
    expect(states(pc)).to.deep.equal(["knockedOut"]);
    advanceWorldTime(16 * 60 + 59);
    await worldTimeSettled();
    expect(states(pc)).to.deep.equal(["knockedOut"]);
    actAs({ id: "player1", isGM: false });
    advanceWorldTime(1);
    await worldTimeSettled();
    expect(states(pc), "a player's client does nothing").to.deep.equal(["knockedOut"]);
    actAs({ id: "gm", isGM: true });
    advanceWorldTime(0);
    await worldTimeSettled();
    expect(states(pc)).to.deep.equal(["stunned"]);
    advanceWorldTime(5 * 60);
    await worldTimeSettled();
    expect(states(pc)).to.deep.equal([]);
  });

  it("Dying: one check a full minute, rolled as world time passes", async () => {
    const pc = mira();
    g.game.time.worldTime = 1000;
    await harmActor(pc as never, "wounded");
    await harmActor(pc as never, "wounded");
    expect(states(pc)).to.deep.equal(["dying", "wounded"]);
    world.dice.push(6, 5, 1, 6, 6, 6);
    advanceWorldTime(120);
    await worldTimeSettled();
    expect(conditionsOf(pc as never).find((c) => c.id === "dying")!.value).to.equal(2);
  });
});
