/**
 * The double's ActiveEffect imitates the generation it runs as (test/support/double/active-effects.ts): v14's
 * `showIcon` field (default CONDITIONAL, choices validated; v13 has no such field), `active` false while disabled
 * or (v14) expired and kept, and which effects a token draws.
 */
import { expect } from "chai";
import { drawnEffects, FOUNDRY_GENERATION, makeActor, onGeneration, resetWorld, SHOW_ICON, world } from "../../support/foundry-double";

const bearer = (effects: Record<string, unknown>[] = []) =>
  makeActor({ name: "Bearer", type: "elvendorHero", system: { health: { value: 10, max: 10 }, actionsLost: 0 }, effects });
const img = "icons/svg/aura.svg";

describe(`Foundry test double: active effects as Foundry v${FOUNDRY_GENERATION} has them`, () => {
  beforeEach(() => resetWorld());

  it("showIcon: v14 loads a stored effect without it as CONDITIONAL and refuses a value outside its choices; v13 drops the key", async () => {
    const actor = bearer([{ name: "Old", img }]);
    expect(actor.effects[0]!.showIcon).to.equal(onGeneration({ 13: undefined, 14: SHOW_ICON.CONDITIONAL }));
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Always", img, showIcon: 2 }, { name: "Bad", img, showIcon: 7 }]);
    expect(actor.effects.map((e) => e.name)).to.deep.equal(onGeneration({ 13: ["Old", "Always", "Bad"], 14: ["Old", "Always"] }));
    expect(actor.effects[1]!._source).to.deep.include(onGeneration({ 13: {}, 14: { showIcon: 2 } }));
    if (FOUNDRY_GENERATION === 13) expect(actor.effects[1]!._source).to.not.have.property("showIcon");
    expect(world.notifications.map((n) => n.level)).to.deep.equal(onGeneration({ 13: [], 14: ["error"] }));
    await actor.effects[1]!.update({ showIcon: -1 });
    expect(actor.effects[1]!.showIcon).to.equal(onGeneration({ 13: undefined, 14: SHOW_ICON.ALWAYS }));
  });

  it("active: false while disabled, and on v14 while expired and kept; Actor#statuses counts only active effects", () => {
    const expired = { duration: { value: 1, units: "rounds", expiry: "turnStart", expired: true } };
    const actor = bearer([
      { name: "On", img, statuses: ["a"] }, { name: "Off", img, statuses: ["b"], disabled: true }, { name: "Expired", img, statuses: ["c"], ...expired },
    ]);
    expect(actor.effects.map((e) => e.active)).to.deep.equal(onGeneration({ 13: [true, false, true], 14: [true, false, false] }));
    expect([...actor.statuses].sort()).to.deep.equal(onGeneration({ 13: ["a", "c"], 14: ["a"] }));
  });

  it("a token draws, on v13, active effects that are temporary or carry a status; on v14, ALWAYS or CONDITIONAL with a duration", () => {
    const duration = onGeneration<Record<string, unknown>>({ 13: { rounds: 2 }, 14: { value: 2, units: "rounds", expiry: "turnStart" } });
    const actor = bearer([
      { name: "Status", img, statuses: ["a"] }, { name: "Timed", img, duration }, { name: "Plain", img },
      { name: "Always", img, showIcon: 2 }, { name: "Never", img, statuses: ["b"], showIcon: 0 }, { name: "No image", statuses: ["c"], showIcon: 2 },
      { name: "Disabled", img, statuses: ["d"], showIcon: 2, disabled: true },
    ]);
    expect(drawnEffects(actor.effects).map((e) => e.name)).to.deep.equal(onGeneration({ 13: ["Status", "Timed", "Never"], 14: ["Timed", "Always"] }));
  });
});
