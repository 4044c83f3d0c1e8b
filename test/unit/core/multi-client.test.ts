/**
 * Every connected client runs the world's document hooks (test/support/double/clients.ts), so with two GMs online a
 * hook reaction that changes documents or posts chat must still happen once: the Elf secret difficulties, Aedelore's
 * ammunition found after a combat, an Eldfall carrier's loot drop. And the double refuses what Foundry's server
 * refuses a player: Regions and Walls, world settings, and a Create dialog with no sub-type to offer.
 */
import { expect } from "chai";
import { actAs, makeActor, makeCombat, makeScene, placeToken, resetUsers, resetWorld, settle, users, world, type FakeActor } from "../../support/foundry-double";
import { answer } from "../../support/double/dialogs";
import { bootedSuite } from "../../support/double/boot";
import { createDialogs } from "../../support/double/create-dialog";
import { enableBehaviorUpdates, enablePlacement } from "../../support/double/placement";
import { addRegion } from "../../support/double/regions";
import { cardData } from "../../support/cards";
import { runChatAction } from "../../../src/core/chat/actions";
import { requestCheck } from "../../../src/rulesets/elf/requests/requests";
import type { TaskCard } from "../../../src/rulesets/elf/task/cards";
import { TASK_CARD } from "../../../src/rulesets/elf/task/kinds";
import { snapshotAmmo } from "../../../src/rulesets/aedelore/supplies/resources";
import { applyStateTo } from "../../../src/rulesets/eldfall/states/actor-states";
import { RealmsActor, RealmsItem } from "../../../src/core/documents";

type Obj = Record<string, unknown>;
const g = globalThis as unknown as { game: { user: { id: string } }; canvas?: unknown; Hooks: { on(h: string, f: (...a: never[]) => unknown): number; off(h: string, id: number): void; callAll(h: string, ...a: unknown[]): true } };
const kindOf = (m: unknown) => (m as { system?: { kind?: string } }).system?.kind;
const gm2Online = () => void (users.get("gm2")!.active = true);
const button = (data: Record<string, string>) => ({ dataset: data }) as unknown as HTMLButtonElement;

describe("Connected clients on the test double", () => {
  beforeEach(() => resetWorld());
  afterEach(() => resetUsers());

  it("a document hook runs on every connected client, each as its own user, the acting one first; the pre hook only on the acting one", async () => {
    gm2Online();
    const seen: string[] = [];
    const pre = g.Hooks.on("preUpdateActor", () => void seen.push(`pre:${g.game.user.id}`));
    // Each client's own await chain keeps its user.
    const post = g.Hooks.on("updateActor", async (_a: never, _c: never, _o: never, userId: string) => {
      await Promise.resolve();
      seen.push(`${g.game.user.id}(by ${userId})`);
    });
    try {
      const mira = makeActor({ name: "Mira", type: "twod6Character", ownership: { default: 0, player1: 3 }, system: { schemaVersion: 1 } });
      actAs({ id: "player1", isGM: false });
      await mira.update({ name: "Mira the Bold" });
      expect(seen, "the others hear of it after the broadcast").to.deep.equal(["pre:player1", "player1(by player1)"]);
      await settle();
      const others = users.contents.filter((u) => u.active && u.id !== "player1").map((u) => u.id);
      expect(others).to.include.members(["gm", "gm2", "player2", "player3"]);
      expect(seen).to.deep.equal(["pre:player1", "player1(by player1)", ...others.map((id) => `${id}(by player1)`)]);
      expect(g.game.user.id, "the test's client is still player1's").to.equal("player1");
    } finally {
      g.Hooks.off("preUpdateActor", pre);
      g.Hooks.off("updateActor", post);
    }
  });

  it("a player may not create a Region or a Wall, nor change a region behavior; the GM may", async () => {
    const scene = enablePlacement(makeScene("Hall")) as ReturnType<typeof enablePlacement> & { createEmbeddedDocuments(kind: string, data: Obj[]): Promise<unknown[]> };
    const region = enableBehaviorUpdates(addRegion(scene, { shapes: [{ type: "rectangle", x: 0, y: 0, width: 100, height: 100 }], behaviors: [{ type: "base" }] }));
    actAs({ id: "player1", isGM: false });
    for (const [kind, data] of [["Region", { shapes: [{ type: "rectangle", x: 0, y: 0, width: 100, height: 100 }] }], ["Wall", { c: [0, 0, 100, 0] }]] as const) {
      let error: unknown = null;
      await scene.createEmbeddedDocuments(kind, [data]).catch((e: unknown) => (error = e));
      expect(String(error), kind).to.match(new RegExp(`lacks permission to create ${kind}`));
    }
    let refused: unknown = null;
    await (region.behaviors[0] as unknown as { update(c: Obj): Promise<unknown> }).update({ disabled: true }).catch((e: unknown) => (refused = e));
    expect(String(refused)).to.match(/lacks permission to update RegionBehavior/);
    expect([scene.regions.length, scene.walls.length, region.behaviors[0]!.disabled]).to.deep.equal([1, 0, false]);
    actAs({ id: "gm", isGM: true });
    await scene.createEmbeddedDocuments("Region", [{ shapes: [{ type: "rectangle", x: 0, y: 0, width: 100, height: 100 }] }]);
    await scene.createEmbeddedDocuments("Wall", [{ c: [0, 0, 100, 0] }]);
    expect([scene.regions.length, scene.walls.length]).to.deep.equal([2, 1]);
  });

  it("a player may not write a world setting (a Setting document: SETTINGS_MODIFY); a client setting is theirs; the GM writes both", async () => {
    const settings = (globalThis as unknown as { game: { settings: { register(n: string, k: string, c: Obj): void; set(n: string, k: string, v: unknown): Promise<unknown>; get(n: string, k: string): unknown } } }).game.settings;
    settings.register("realms", "test-world-flag", { scope: "world", default: 1 });
    settings.register("realms", "test-client-flag", { scope: "client", default: 1 });
    actAs({ id: "player1", isGM: false });
    let refused: unknown = null;
    await settings.set("realms", "test-world-flag", 2).catch((e: unknown) => (refused = e));
    expect(String(refused)).to.match(/lacks permission to modify the world setting realms.test-world-flag/);
    await settings.set("realms", "test-client-flag", 2);
    expect([settings.get("realms", "test-world-flag"), settings.get("realms", "test-client-flag")]).to.deep.equal([1, 2]);
    actAs({ id: "gm", isGM: true });
    await settings.set("realms", "test-world-flag", 3);
    expect(settings.get("realms", "test-world-flag")).to.equal(3);
  });

  it("Document.createDialog rejects an empty sub-type list, as Foundry does, and offers only the listed types", async () => {
    const base = Object.getPrototypeOf(RealmsActor) as { createDialog(d?: object, c?: object, o?: object): Promise<unknown> };
    let error: unknown = null;
    await base.createDialog({}, {}, { types: [] }).catch((e: unknown) => (error = e));
    expect(String(error)).to.contain("The array of sub-types to restrict to must not be empty");
    createDialogs.length = 0;
    await base.createDialog({}, {}, { types: ["twod6Character", "twod6Creature"] });
    expect(createDialogs).to.deep.equal([{ documentName: "Actor", types: ["twod6Character", "twod6Creature"] }]);
  });
});

/** After a suite with a second GM online: the double's users as they were, acting as the GM. */
function leaveAsGm(): void {
  resetUsers();
  actAs({ id: "gm", isGM: true });
}

describe("Two GM clients: Elf secret difficulties (booted)", () => {
  let mira: FakeActor;
  bootedSuite("elf", () => {
    delete g.canvas;
    leaveAsGm();
  }, () => (g.canvas = null));
  beforeEach(() => {
    resetWorld();
    resetUsers();
    for (const a of [...world.actors.values()]) world.actors.delete(a.uuid);
    mira = makeActor({ name: "Mira", type: "elfPc", ownership: { default: 0, player1: 3 }, system: { schemaVersion: 1, concept: "", traits: [], speedBonus: 0,
      injuryPoints: 0, armorMisc: 0, resources: [], longAction: false, notes: "" } });
    gm2Online();
  });

  /** The GM `by` asks for a secret DF 12 through the scene tool; player1 rolls 5+4+3 = 12 from the request card. */
  async function secretRoll(by: string) {
    actAs({ id: by, isGM: true });
    world.dialogs.push(answer({ label: "Spot", difficulty: "12", secret: true }));
    await requestCheck();
    const request = world.messages.at(-1)!;
    actAs({ id: "player1", isGM: false });
    world.dialogs.push({ active: [], situational: 0, mode: "normal" });
    world.dice.push(5, 4, 3);
    await runChatAction("realms.elf.requestRoll", request as never, button({ actorUuid: mira.uuid }));
    await settle();
    return world.messages.findLast((m) => kindOf(m) === TASK_CARD.id) as unknown as { updates: Obj[] };
  }

  it("with two GMs online, the outcome of a roll against the active GM's secret DF is filled in once", async () => {
    const task = await secretRoll("gm");
    expect(cardData<TaskCard>(task)).to.deep.include({ natural: 12, outcome: "tie", difficulty: null, secret: true });
    expect(task.updates, "one resolution, not one per GM client").to.have.length(1);
  });

  it("a secret DF set by the other GM is filled in by that GM's client, once (the active GM does not hold the number)", async () => {
    const task = await secretRoll("gm2");
    expect(cardData<TaskCard>(task).outcome).to.equal("tie");
    expect(task.updates).to.have.length(1);
  });
});

describe("Two GM clients: Aedelore's ammunition found after a combat (booted)", () => {
  bootedSuite("aedelore", leaveAsGm);

  it("deleting the combat with two GMs online rolls the recovery once", async () => {
    resetWorld();
    gm2Online();
    const archer = makeActor({ name: "Aria", type: "aedeloreCharacter", ownership: { default: 0, player1: 3 }, system: { schemaVersion: 1 },
      items: [{ name: "Arrows", type: "aedeloreAmmunition", system: { schemaVersion: 1, kind: "arrows", quantity: 20, price: "1 gold", description: "" } }] });
    const combat = makeCombat([archer]);
    await snapshotAmmo(combat as never);
    const arrows = archer.items[0]!;
    await arrows.update({ "system.quantity": 16 });
    world.dice.push(3, 3);
    const before = world.messages.length;
    await (combat as unknown as { delete(): Promise<unknown> }).delete();
    await settle();
    expect((arrows.system as { quantity: number }).quantity, "half of the 4 shot, found once").to.equal(18);
    expect(world.messages.length - before, "one recovery roll").to.equal(1);
  });
});

describe("Two GM clients: an Eldfall carrier's loot (booted)", () => {
  bootedSuite("eldfall", () => {
    leaveAsGm();
  });

  it("a carrier Incapacitated drops one Loot token with two GMs online", async () => {
    resetWorld();
    gm2Online();
    const scene = enablePlacement(makeScene("Field"));
    const ATTRS = { sta: 2, spd: 4, arm: 3, hp: 3, off: 12, def: 12, acc: 12, int: 10, ag: 12, t: 12, m: 10 };
    const wolf = makeActor({ name: "Test Hostile 07", type: "eldfallHostile", system: { schemaVersion: 1, attributes: ATTRS, health: 1, tier: 1,
      carries: { loot: "superior", lootItem: "", fate: { letter: "", colour: "" } } } });
    const token = placeToken(scene, wolf, { x: 4, y: 2 });
    await applyStateTo(token.actor as never, "incapacitated");
    await settle();
    expect(scene.tiles, "one Loot token, not one per GM").to.have.length(1);
  });
});

describe("First run and Create dialogs with no ruleset chosen", () => {
  beforeEach(() => resetWorld());

  it("Create Actor / Create Item say there is nothing to create yet (no throw), and only the active ruleset's types otherwise", async () => {
    const store = (globalThis as unknown as { game: { settings: { store: Map<string, unknown> } } }).game.settings.store;
    const saved = store.get("realms.ruleset");
    try {
      store.set("realms.ruleset", "");
      actAs({ id: "player1", isGM: false });
      expect(await RealmsActor.createDialog()).to.equal(null);
      expect(await RealmsItem.createDialog()).to.equal(null);
      expect(world.notifications.map((n) => n.level)).to.deep.equal(["warn", "warn"]);
      expect(world.notifications[0]!.message).to.match(/^No ruleset is chosen yet/);
      store.set("realms.ruleset", "twod6");
      createDialogs.length = 0;
      await RealmsActor.createDialog();
      expect(createDialogs.at(-1)!.types).to.deep.equal(["twod6Character", "twod6Creature"]);
    } finally {
      if (saved === undefined) store.delete("realms.ruleset");
      else store.set("realms.ruleset", saved);
      actAs({ id: "gm", isGM: true });
    }
  });
});
