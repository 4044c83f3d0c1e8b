import { expect } from "chai";
import { migrateSystem } from "../../../src/core/data/migrate";
import { migrationUpdates } from "../../../src/core/data/world-migration";
import { registerRuleset } from "../../../src/core/registry";
import type { Migration, Ruleset } from "../../../src/core/ruleset";
import { field } from "../../../src/core/schema/spec";

const migrations: Migration[] = [
  { version: 3, documentName: "Actor", types: ["mtHero"], migrate: (s) => ({ ...s, mov: Number(s.mov) * 2 }) },
  { version: 2, documentName: "Actor", types: ["mtHero"], migrate: ({ speed, ...rest }) => ({ ...rest, mov: speed }) },
  { version: 2, documentName: "Item", types: ["mtItem"], migrate: (s) => ({ ...s, cost: 1 }) },
];

describe("migrations", () => {
  before(() => {
    const ruleset: Ruleset = {
      id: "migration-test", label: "x", schemaVersion: 3, migrations, statusEffects: [], phases: [],
      actorSpecs: { mtHero: field.obj({}) }, itemSpecs: { mtItem: field.obj({}) }, init: () => undefined,
    };
    registerRuleset(ruleset);
  });

  it("runs newer steps in version order and stamps the version", () => {
    expect(migrateSystem("Actor", "mtHero", { schemaVersion: 1, speed: 2 }, migrations, 3)).to.deep.equal({ schemaVersion: 3, mov: 4 });
    expect(migrateSystem("Actor", "mtHero", { schemaVersion: 2, mov: 2 }, migrations, 3)).to.deep.equal({ schemaVersion: 3, mov: 4 });
  });

  it("is idempotent: current data needs nothing", () => {
    const once = migrateSystem("Actor", "mtHero", { speed: 3 }, migrations, 3)!;
    expect(migrateSystem("Actor", "mtHero", once, migrations, 3)).to.equal(null);
  });

  it("does not mutate the stored source", () => {
    const source = { schemaVersion: 1, speed: 2 };
    migrateSystem("Actor", "mtHero", source, migrations, 3);
    expect(source).to.deep.equal({ schemaVersion: 1, speed: 2 });
  });

  it("collects updates for an actor and its embedded items from raw world data", () => {
    const raw = {
      _id: "a1", type: "mtHero", system: { schemaVersion: 1, speed: 1 },
      items: [{ _id: "i1", type: "mtItem", system: { schemaVersion: 1 } }, { _id: "i2", type: "mtItem", system: { schemaVersion: 3 } }],
    };
    expect(migrationUpdates("Actor", raw)).to.deep.equal({
      system: { schemaVersion: 3, mov: 2 },
      items: [{ _id: "i1", system: { schemaVersion: 3, cost: 1 } }],
    });
    expect(migrationUpdates("Actor", { _id: "x", type: "unknownType", system: {} })).to.deep.equal({});
  });
});
