import { expect } from "chai";
import { makeActor, makeCombat, resetWorld } from "../../support/foundry-double";
import { isStoredActor, uuidOf } from "../../../src/core/refs";
import { combatantOfActor } from "../../../src/core/token-lookup";

describe("document references: only documents that exist are acted on", () => {
  beforeEach(() => resetWorld());

  it("a saved actor and its embedded item give their uuids", () => {
    const actor = makeActor({ name: "Tharos", type: "eldfallHero", system: { health: 2, weakPoints: 0, ap: 2 }, items: [{ name: "Dash", type: "eldfallSkill", system: { key: "dash", level: 1 } }] });
    expect(uuidOf(actor)).to.equal(`Actor.${actor.id}`);
    expect(uuidOf(actor.items[0]!)).to.equal(`Actor.${actor.id}.Item.${actor.items[0]!.id}`);
  });

  it("a temporary document is refused by name of its kind, as v14 reports it (null) and as v13 does (a uuid pointing nowhere)", () => {
    expect(() => uuidOf({ documentName: "Actor", id: null, uuid: null })).to.throw("A temporary Actor has no uuid");
    expect(() => uuidOf({ documentName: "Item", id: null, uuid: "Item.null" })).to.throw("A temporary Item has no uuid");
  });

  it("a saved actor is found in the combat; an unsaved one is never matched to a combatant without an actor", async () => {
    const actor = makeActor({ name: "Tharos", type: "eldfallHero", system: { health: 2, weakPoints: 0, ap: 2 } });
    const combat = makeCombat([actor]);
    await combat.createEmbeddedDocuments("Combatant", [{ name: "Marker" }]);
    expect(combat.combatants.filter((c) => c.actorId === null)).to.have.length(1);
    expect(isStoredActor(actor as never)).to.equal(true);
    expect(combatantOfActor(combat as never, actor as never)?.actorId).to.equal(actor.id);
    const unsaved = { id: null, isToken: false };
    expect(isStoredActor(unsaved as never)).to.equal(false);
    expect(combatantOfActor(combat as never, unsaved as never)).to.equal(null);
  });
});
