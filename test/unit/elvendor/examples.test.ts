/** The Elvendor example and enemy actors are playable as shipped: alive, with actions, with an attack to roll. */
import { expect } from "chai";
import { packDocs } from "../../support/fixtures";

describe("Elvendor: the shipped actors are playable", () => {
  const actors = packDocs().filter((d) => ["elvendorHero", "elvendorEnemy", "elvendorCompanion"].includes(d.type));

  it("every example hero, companion and enemy has health, actions and at least one ability", () => {
    expect(actors.map((a) => a.name)).to.include.members(["Aria of the Pines", "Ash the Wolf", "Spider"]);
    for (const actor of actors) {
      const s = actor.system as { health: { value: number; max: number }; attributes?: { act?: number }; ap?: number; actions?: number };
      const actions = actor.type === "elvendorHero" ? s.attributes!.act! : actor.type === "elvendorCompanion" ? s.ap! : s.actions!;
      expect(s.health.value, actor.name).to.be.greaterThan(0).and.to.equal(s.health.max);
      expect(actions, actor.name).to.be.greaterThan(0);
      expect((actor.items ?? []).filter((i) => i.type === "elvendorAbility"), actor.name).to.have.length.greaterThan(0);
    }
  });

  it("items whose numbers the rules do not print say so in their text", () => {
    const invented = actors.filter((a) => a.type !== "elvendorEnemy").flatMap((a) => a.items ?? []).filter((i) => i.type === "elvendorAbility" || i.type === "elvendorEquipment");
    expect(invented).to.have.length.greaterThan(0);
    for (const item of invented) expect((item.system as { description: string }).description, item.name).to.contain("Example values:");
  });
});
