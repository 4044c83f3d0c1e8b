import { expect } from "chai";
import { actAs, makeActor, world } from "../../support/foundry-double";
import { migrateSystem } from "../../../src/core/data/migrate";
import { modelsFor } from "../../../src/core/data/model";
import { migrateWorld, migrationUpdates, registerMigrationSetting, staleRulesets } from "../../../src/core/data/world-migration";
import { registerRuleset } from "../../../src/core/registry";
import type { Migration, Ruleset } from "../../../src/core/ruleset";
import { fakeModels, fakeRuleset } from "../../support/fake-ruleset";
import { field } from "../../../src/core/schema/spec";

const migrations: Migration[] = [
  { version: 3, documentName: "Actor", types: ["mtHero"], migrate: (s) => ({ ...s, mov: Number(s.mov) * 2 }) },
  { version: 2, documentName: "Actor", types: ["mtHero"], migrate: ({ speed, ...rest }) => ({ ...rest, mov: speed }) },
  { version: 2, documentName: "Item", types: ["mtItem"], migrate: (s) => ({ ...s, cost: 1 }) },
];

describe("migrations", () => {
  let forget = () => {};
  before(() => {
    const ruleset: Ruleset = fakeRuleset("mt", {
      schemaVersion: 3, migrations, models: [...fakeModels("Actor", { mtHero: field.obj({}) }), ...fakeModels("Item", { mtItem: field.obj({}) })],
    });
    forget = registerRuleset(ruleset);
  });
  after(() => forget());

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

  it("a stale ruleset's documents are written whole: old sources migrated, current ones as they are", () => {
    const raw = {
      _id: "a1", type: "mtHero", system: { schemaVersion: 1, speed: 1 },
      items: [{ _id: "i1", type: "mtItem", system: { schemaVersion: 1 } }, { _id: "i2", type: "mtItem", system: { schemaVersion: 3, cost: 4 } }],
    };
    const stale = new Set(["mt"]);
    expect(migrationUpdates("Actor", raw, stale)).to.deep.equal({
      system: { schemaVersion: 3, mov: 2 },
      items: [{ _id: "i1", system: { schemaVersion: 3, cost: 1 } }, { _id: "i2", system: { schemaVersion: 3, cost: 4 } }],
    });
    expect(migrationUpdates("Actor", raw, new Set())).to.deep.equal({});
    expect(migrationUpdates("Actor", { _id: "x", type: "unknownType", system: {} }, stale)).to.deep.equal({});
  });

  it("a ruleset is stale until the world records its schema version", () => {
    const current = [{ id: "a", schemaVersion: 2 }, { id: "b", schemaVersion: 1 }];
    expect([...staleRulesets({}, current)]).to.deep.equal(["a", "b"]);
    expect([...staleRulesets({ a: 1, b: 1 }, current)]).to.deep.equal(["a"]);
    expect([...staleRulesets({ a: 2, b: 1 }, current)]).to.deep.equal([]);
  });
});

/**
 * A real version-2 migration through the real model maker (modelsFor), on the Foundry test double: the
 * walker's `speed` became `move` in version 2. The double loads sources like Foundry (migrateData on the
 * client copy, the database keeps what it stored) and runs migrateData on partial update data, as v13 does.
 * Version 2 also brought Luck, derived from HP for existing walkers.
 */
describe("migrations in Foundry's data flow (test double)", () => {
  const walkerSpec = field.obj({
    schemaVersion: field.int(2, { min: 0, max: 99 }), move: field.int(0, { min: 0, max: 12 }), hp: field.int(1, { min: 0, max: 20 }), luck: field.int(1, { min: 0, max: 6 }),
  });
  const walkerMigrations: Migration[] = [
    {
      version: 2, documentName: "Actor", types: ["mwWalker"],
      migrate: ({ speed, ...rest }) => ({ ...rest, ...(speed === undefined ? {} : { move: speed }), ...(typeof rest.hp === "number" ? { luck: Math.ceil(rest.hp / 5) } : {}) }),
    },
  ];
  const walkerModel = modelsFor(2, walkerMigrations)(walkerSpec, "Actor", "mwWalker");
  const walkers: Ruleset = fakeRuleset("mw", { schemaVersion: 2, migrations: walkerMigrations, models: [walkerModel] });
  const g = globalThis as unknown as { CONFIG: { Actor: { dataModels: Record<string, unknown> } }; game: { settings: { store: Map<string, unknown> } } };
  const v1 = () => makeActor({ name: "Walker", type: "mwWalker", system: { schemaVersion: 1, speed: 3, hp: 15 } });
  const v2 = { schemaVersion: 2, move: 3, hp: 15, luck: 3 };
  const stored = { schemaVersion: 1, speed: 3, hp: 15 };

  let forgetWalkers = () => {};
  before(() => {
    registerMigrationSetting();
    forgetWalkers = registerRuleset(walkers);
    g.CONFIG.Actor.dataModels.mwWalker = walkerModel;
  });
  after(() => {
    delete g.CONFIG.Actor.dataModels.mwWalker;
    forgetWalkers();
  });
  beforeEach(() => {
    actAs({ id: "gm", isGM: true });
    g.game.settings.store.delete("realms.migratedVersions");
    world.notifications.length = 0;
  });

  it("loading migrates the client's copy only; the database keeps version 1", () => {
    const walker = v1();
    expect(walker.system).to.deep.equal(v2);
    expect(world.database.get(walker.uuid)!.system).to.deep.equal(stored);
  });

  it("a partial update is not migrated: Luck is not derived again from the new HP, Move stays", async () => {
    const walker = v1();
    await walker.update({ "system.hp": 4 });
    expect(walker.system).to.deep.equal({ ...v2, hp: 4 });
    expect(world.notifications).to.deep.equal([]);
  });

  it("update data that shows the old schema is migrated", async () => {
    const walker = v1();
    await walker.update({ system: { schemaVersion: 1, speed: 7 } });
    expect(walker.system).to.deep.equal({ ...v2, move: 7 });
  });

  it("the world migration writes the migrated system to the database once, then records the version", async () => {
    const walker = v1();
    const written = await migrateWorld();
    expect(world.database.get(walker.uuid)!.system).to.deep.equal(v2);
    expect(written).to.be.greaterThan(0);
    expect((g.game.settings.store.get("realms.migratedVersions") as Record<string, number>)["mw"]).to.equal(2);
    const second = v1();
    expect(await migrateWorld()).to.equal(0); // recorded: not run again
    expect(world.database.get(second.uuid)!.system).to.deep.equal(stored);
  });

  it("only the active GM migrates", async () => {
    const walker = v1();
    actAs({ id: "player1", isGM: false });
    expect(await migrateWorld()).to.equal(0);
    expect(world.database.get(walker.uuid)!.system).to.deep.equal(stored);
  });
});
