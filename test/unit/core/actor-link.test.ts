/** New actors: a character's prototype token is linked by default, an enemy's is not (RealmsActor#_preCreate). */
import { expect } from "chai";
import "../../support/foundry-double";
import type { FakeDocumentBase } from "./actor-base";
import "./actor-base";
import { RealmsActor } from "../../../src/core/documents";
import { registerRuleset } from "../../../src/core/registry";

const g = globalThis as unknown as { game: { settings: { store: Map<string, unknown> } } };
registerRuleset({ id: "link-probe", label: "", actorSpecs: {}, itemSpecs: {}, schemaVersion: 1, migrations: [], statusEffects: [], phases: [],
  linkedActorTypes: ["probeHero"], init() {} });

describe("RealmsActor#_preCreate", () => {
  before(() => g.game.settings.store.set("realms.ruleset", "link-probe"));
  after(() => g.game.settings.store.delete("realms.ruleset"));

  const created = async (type: string, data: Record<string, unknown> = {}) => {
    const actor = new (RealmsActor as unknown as new () => FakeDocumentBase)();
    actor.type = type;
    await actor._preCreate(data, {}, { id: "gm" });
    return actor.source;
  };

  it("links a character's token, leaves an enemy's and an explicit choice alone", async () => {
    expect(await created("probeHero")).to.deep.equal({ prototypeToken: { actorLink: true } });
    expect(await created("probeEnemy")).to.deep.equal({});
    expect(await created("probeHero", { prototypeToken: { actorLink: false } })).to.deep.equal({});
  });
});
