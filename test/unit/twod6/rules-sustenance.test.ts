import { expect } from "chai";
import { advanceTrack, gainTrack, readTrack, setTrackLevel, shiftTrackLevel, trackEffects, trackRate, validateTrack } from "../../../src/core/rules/tracks";
import { HUNGER_STATES, HUNGER_TRACK, LEVEL_TURNS, sustenancePenalty, THIRST_STATES, THIRST_TRACK, TRACK_MAX, turnsSpent } from "../../../src/rulesets/twod6/survival/rules/sustenance";
import { energyRegen, healthRegen } from "../../../src/rulesets/twod6/survival/rules/regeneration";
import { turnUpkeep } from "../../../src/rulesets/twod6/turns/rules/upkeep";

const at = (index: number, left: number) => index * LEVEL_TURNS + left;

describe("2D6 hunger and thirst tracks", () => {
  it("seven states each, in the rules' order, 360 turns each, counter 1–2520", () => {
    for (const def of [HUNGER_TRACK, THIRST_TRACK]) validateTrack(def);
    expect(HUNGER_TRACK.states.map((s) => s.id)).to.deep.equal(["famished", "starving", "hungry", "notHungry", "satiated", "bloated", "choking"]);
    expect(THIRST_TRACK.states.map((s) => s.id)).to.deep.equal(["parched", "dehydrated", "thirsty", "notThirsty", "satiated", "hydrated", "drenched"]);
    expect(LEVEL_TURNS).to.equal(360);
    expect([HUNGER_TRACK.min, HUNGER_TRACK.max, TRACK_MAX]).to.deep.equal([1, 2520, 2520]);
    HUNGER_STATES.forEach((id, i) => {
      expect(readTrack(HUNGER_TRACK, at(i, 1)).state.id).to.equal(id);
      expect(readTrack(HUNGER_TRACK, at(i, 360)).state.id).to.equal(id);
    });
    THIRST_STATES.forEach((id, i) => expect(readTrack(THIRST_TRACK, at(i, 180)).state.id).to.equal(id));
  });
  it("set → 180 turns left in the state; up → 90, down → 270", () => {
    expect(setTrackLevel(HUNGER_TRACK, 100, "hungry").value).to.equal(at(2, 180));
    expect(shiftTrackLevel(HUNGER_TRACK, at(2, 10), 1)).to.deep.include({ to: "notHungry", value: at(3, 90) });
    expect(shiftTrackLevel(HUNGER_TRACK, at(2, 10), -1)).to.deep.include({ to: "starving", value: at(1, 270) });
  });
  it("eating adds turns, stopping at the top of Satiated unless a curse forces more", () => {
    expect(gainTrack(HUNGER_TRACK, at(2, 100), 360).value).to.equal(at(3, 100));
    expect(gainTrack(HUNGER_TRACK, at(4, 300), 360)).to.deep.include({ value: at(5, 0), to: "satiated" });
    expect(gainTrack(HUNGER_TRACK, at(4, 300), 360, true)).to.deep.include({ value: at(5, 300), to: "bloated" });
    expect(gainTrack(HUNGER_TRACK, at(2, 100), -50).value).to.equal(at(2, 50));
  });
  it("below 1 or above 2520: 1 damage per turn", () => {
    const starving = advanceTrack(HUNGER_TRACK, 2, 3);
    expect(starving).to.deep.include({ value: 0, overflowPeriods: 2, out: "below" });
    const overfed = gainTrack(THIRST_TRACK, TRACK_MAX - 5, 20, true);
    expect(overfed.out).to.equal("above");
    expect(advanceTrack(THIRST_TRACK, overfed.value, 1).overflowPeriods).to.equal(1);
    // Both out at once still cost 1 a turn (one group).
    const effects = trackEffects([{ def: HUNGER_TRACK, value: 0, overflowPeriods: 1 }, { def: THIRST_TRACK, value: 0, overflowPeriods: 1 }]);
    expect(effects.overflow).to.deep.equal({ damage: 1 });
  });
  it("penalties: Famished or Parched −2, Starving, Dehydrated, Choking or Drenched −1; the worse applies", () => {
    const fed = at(4, 100);
    expect(sustenancePenalty({ hunger: at(0, 5), thirst: fed })).to.equal(-2);
    expect(sustenancePenalty({ hunger: fed, thirst: at(0, 5) })).to.equal(-2);
    for (const i of [1, 6]) {
      expect(sustenancePenalty({ hunger: at(i, 5), thirst: fed })).to.equal(-1);
      expect(sustenancePenalty({ hunger: fed, thirst: at(i, 5) })).to.equal(-1);
    }
    for (const i of [2, 3, 4, 5]) expect(sustenancePenalty({ hunger: at(i, 5), thirst: at(i, 5) })).to.equal(0);
    expect(sustenancePenalty({ hunger: at(0, 5), thirst: at(1, 5) })).to.equal(-2);
  });
  it("a hasted creature spends 1 + its haste effects per action (reading I3: the ring of haste example)", () => {
    expect(turnsSpent(1, 1)).to.equal(2);
    expect(turnsSpent(2, 1)).to.equal(4);
    // Hunger and thirst together: (1 + 1) × 2 = 4 per action, 8 per turn with the extra action.
    expect(2 * turnsSpent(1, 1)).to.equal(4);
    expect(2 * turnsSpent(2, 1)).to.equal(8);
    expect(turnsSpent(0, 2)).to.equal(3);
    // The turn flow ticks the core track once with that many actions: one period, so at most 1 damage a turn.
    expect(trackRate(HUNGER_TRACK, 0, turnsSpent(2, 1))).to.equal(4);
    expect(advanceTrack(HUNGER_TRACK, 2, 1, turnsSpent(2, 1))).to.deep.include({ value: 0, overflowPeriods: 1 });
  });
});

describe("2D6 regeneration", () => {
  const fed = (h: number, t: number) => ({ hunger: at(h, 100), thirst: at(t, 100) });
  it("health: one track Satiated and the other at least Not Hungry / Not Thirsty; 12, or 10 when both Satiated", () => {
    expect(healthRegen(fed(4, 4), 0)).to.deep.include({ allowed: true });
    expect(healthRegen(fed(4, 4), 0)).to.have.nested.property("check.difficulty", 10);
    expect(healthRegen(fed(4, 3), 1)).to.have.nested.property("check.difficulty", 12);
    expect(healthRegen(fed(3, 4), 1)).to.have.nested.property("check.difficulty", 12);
    expect(healthRegen(fed(3, 3), 1)).to.deep.equal({ allowed: false, reason: "notFed" });
    expect(healthRegen(fed(4, 2), 1)).to.deep.equal({ allowed: false, reason: "notFed" });
    expect(healthRegen(fed(5, 4), 1)).to.deep.equal({ allowed: false, reason: "notFed" });
    expect(healthRegen(fed(4, 4), 1, { full: true })).to.deep.equal({ allowed: false, reason: "full" });
  });
  it("energy: 7 at rest, 10 moving, none while Famished or Parched; Starving costs −1", () => {
    expect(energyRegen(fed(3, 3), 2)).to.have.nested.property("check.difficulty", 7);
    expect(energyRegen(fed(3, 3), 2, { moving: true })).to.have.nested.property("check.difficulty", 10);
    expect(energyRegen(fed(0, 3), 2)).to.deep.equal({ allowed: false, reason: "famished" });
    expect(energyRegen(fed(3, 0), 2)).to.deep.equal({ allowed: false, reason: "famished" });
    expect(energyRegen({ hunger: 0, thirst: at(3, 1) }, 2)).to.deep.equal({ allowed: false, reason: "famished" });
    expect(energyRegen(fed(1, 3), 2)).to.have.nested.property("check.adds").that.deep.equals([-1]);
  });
});

describe("2D6 end of turn (pure upkeep)", () => {
  it("spends the turn's actions on both tracks, costs 1 when out, and checks regeneration where turned on", () => {
    const base = { actions: 2, hastes: 1, staMod: 1, critFailModifier: 0, healthFull: false, energyFull: false, activity: "rest" as const };
    const u = turnUpkeep({ ...base, sustenance: { hunger: at(4, 100), thirst: at(4, 100) } }, true);
    expect(u.sustenance).to.deep.equal({ hunger: at(4, 96), thirst: at(4, 96) });
    expect(u.starvation).to.equal(0);
    expect(u.health).to.have.nested.property("check.difficulty", 10);
    expect(u.energy).to.have.nested.property("check.difficulty", 7);
    const starving = turnUpkeep({ ...base, sustenance: { hunger: 2, thirst: 1 } }, false);
    expect(starving).to.deep.include({ starvation: 1, health: null, energy: null });
  });
});
