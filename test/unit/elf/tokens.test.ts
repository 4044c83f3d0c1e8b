/** Two wolves from one world actor, as unlinked tokens: range bands and harm follow each token (Foundry test double). */
import { expect } from "chai";
import { actAs, makeActor, makeCombat, makeScene, placeToken, world, type FakeActor } from "../../support/foundry-double";
// The rulesets' declared GM actions, registered as init would.
import "../../support/rulesets";
import { registerGmQuery } from "../../../src/core/gm";
import { rangeRows, setBand } from "../../../src/rulesets/elf/combat/combat";
import { harmActor } from "../../../src/rulesets/elf/conditions/conditions";
import { conditionsOf } from "../../../src/rulesets/elf/actors/state";

registerGmQuery();
const g = globalThis as unknown as { game: { combat: unknown; scenes: { viewed: unknown } } };
const states = (a: FakeActor) => conditionsOf(a as never).map((c) => c.id);

describe("Elf System: two unlinked wolves (Foundry test double)", () => {
  let pc: FakeActor;
  let wolf: FakeActor;
  beforeEach(() => {
    actAs({ id: "gm", isGM: true });
    world.messages.length = 0;
    pc = makeActor({ name: "Mira", type: "elfPc", ownership: { default: 0, player1: 3 }, system: { schemaVersion: 1, concept: "", traits: [], speedBonus: 0,
      injuryPoints: 0, armorMisc: 0, resources: [], longAction: false, notes: "" } });
    wolf = makeActor({ name: "Wolf", type: "elfNpc", system: { schemaVersion: 1, difficultyLevel: 9, armorBonus: 0, woundThresholdOverride: null,
      attack: { name: "Bite", damageBonus: 1, reach: "S", damageKind: "lethal", ranged: false }, notes: "" } });
  });
  afterEach(() => { g.game.combat = null; g.game.scenes.viewed = null; });

  it("range bands belong to each wolf's combatant", async () => {
    const scene = makeScene();
    const [a, b] = [placeToken(scene, wolf), placeToken(scene, wolf)];
    const combat = makeCombat([pc, a.actor, b.actor]);
    const [cPc, , cB] = combat.combatants;
    await setBand(combat as never, cB!.id, cPc!.id, "long");
    const bandToPc = (actor: FakeActor) => rangeRows(actor as never)!.rows.find((r) => r.id === cPc!.id)!.band;
    expect(rangeRows(b.actor as never)!.combatantId).to.equal(cB!.id);
    expect([bandToPc(a.actor), bandToPc(b.actor)]).to.deep.equal(["short", "long"]);
  });

  it("harm to one wolf leaves the other and the world wolf unharmed", async () => {
    const scene = makeScene();
    const [a, b] = [placeToken(scene, wolf), placeToken(scene, wolf)];
    makeCombat([pc, a.actor, b.actor]);
    await harmActor(b.actor as never, "stunned");
    expect([states(a.actor), states(b.actor), states(wolf)]).to.deep.equal([[], ["stunned"], []]);
  });
});
