/**
 * The test double behaves like Foundry v13 where the glue depends on it: hooks fire from document
 * operations, the server refuses changes from users who do not own the document, updates are validated
 * against the registered data models, and dialogs run their callbacks against a real form.
 */
import { expect } from "chai";
import { actAs, answer, hookErrors, makeActor, makeMessage, settle, snapshotHooks, users, world, type FakeActor } from "../../support/foundry-double";
import { AedAttackRoll } from "../../../src/rulesets/aedelore/rolls";
import { bootSystem, registeredSheets } from "../../support/double/boot";
import { promptForRuleset, registerCoreSettings } from "../../../src/core/settings";
import { registerMessage } from "../../support/double/chat";

const g = globalThis as unknown as {
  Hooks: { on(h: string, fn: (...a: never[]) => unknown): number; once(h: string, fn: (...a: never[]) => unknown): number; off(h: string, fn: number): void; call(h: string, ...a: unknown[]): boolean; callAll(h: string, ...a: unknown[]): true };
  CONFIG: { queries: Record<string, unknown>; statusEffects: { id: string }[] };
  game: { settings: { get(ns: string, k: string): unknown; store: Map<string, unknown> } };
};
const hero = (owner = "player1") => makeActor({ name: "Aria", type: "elvendorHero", ownership: { default: 0, [owner]: 3 }, system: { health: { value: 10, max: 10 } } });
const health = (a: FakeActor) => (a.system.health as { value: number }).value;

describe("Foundry test double: hooks", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = snapshotHooks();
    actAs({ id: "gm", isGM: true });
    world.notifications.length = 0;
  });
  afterEach(() => restore());

  it("on / once / off / call / callAll behave like Foundry's Hooks", () => {
    const log: string[] = [];
    g.Hooks.on("x", () => void log.push("a"));
    const id = g.Hooks.on("x", () => void log.push("b"));
    g.Hooks.once("x", () => void log.push("once"));
    g.Hooks.callAll("x");
    g.Hooks.off("x", id);
    g.Hooks.callAll("x");
    expect(log).to.deep.equal(["a", "b", "once", "a"]);
    g.Hooks.on("y", () => false);
    g.Hooks.on("y", () => void log.push("after false"));
    expect(g.Hooks.call("y")).to.equal(false);
    expect(log).not.to.include("after false");
  });

  it("a throwing handler is recorded and the others still run", () => {
    const before = hookErrors.length;
    const log: string[] = [];
    g.Hooks.on("z", () => { throw new Error("boom"); });
    g.Hooks.on("z", () => void log.push("ran"));
    g.Hooks.callAll("z");
    expect(log).to.deep.equal(["ran"]);
    expect(hookErrors.slice(before).map((e) => (e.error as Error).message)).to.deep.equal(["boom"]);
    hookErrors.length = before;
  });

  it("document updates fire preUpdate (changes diffed) then update, with the user's id; false cancels", async () => {
    const a = hero();
    const log: unknown[] = [];
    g.Hooks.on("preUpdateActor", ((doc: FakeActor, changes: object, _o: object, userId: string) => void log.push(["pre", doc.id, changes, userId])) as never);
    g.Hooks.on("updateActor", ((doc: FakeActor, changes: object, _o: object, userId: string) => void log.push(["post", doc.id, changes, userId])) as never);
    await a.update({ "system.health.value": 7, "system.health.max": 10 });
    expect(log).to.deep.equal([["pre", a.id, { system: { health: { value: 7 } } }, "gm"], ["post", a.id, { system: { health: { value: 7 } } }, "gm"]]);
    log.length = 0;
    await a.update({ "system.health.value": 7 });
    expect(log).to.deep.equal([]); // nothing changed: no hooks, like Foundry
    g.Hooks.on("preUpdateActor", () => false);
    await a.update({ "system.health.value": 2 });
    expect(health(a)).to.equal(7);
  });

  it("embedded creation and deletion fire preCreate/create and preDelete/delete", async () => {
    const a = hero();
    const log: string[] = [];
    for (const hook of ["preCreateActiveEffect", "createActiveEffect", "preDeleteActiveEffect", "deleteActiveEffect"]) g.Hooks.on(hook, () => void log.push(hook));
    const [effect] = await a.createEmbeddedDocuments("ActiveEffect", [{ name: "Poisoned", statuses: ["poisoned"] }]);
    expect(a.statuses.has("poisoned")).to.equal(true);
    await effect!.delete();
    expect(a.statuses.size).to.equal(0);
    expect(log).to.deep.equal(["preCreateActiveEffect", "createActiveEffect", "preDeleteActiveEffect", "deleteActiveEffect"]);
  });
});

describe("Foundry test double: ownership and permissions", () => {
  beforeEach(() => {
    world.notifications.length = 0;
    actAs({ id: "gm", isGM: true });
  });
  after(() => actAs({ id: "gm", isGM: true }));

  it("testUserPermission uses Foundry's levels; a GM passes; embedded documents defer to the actor", async () => {
    const a = makeActor({ name: "Aria", type: "elvendorHero", system: {}, ownership: { default: 1, p1: 3, p2: 2 }, items: [{ name: "Bow", type: "elvendorAbility", system: {} }] });
    const p1 = { id: "p1", isGM: false }, p2 = { id: "p2", isGM: false }, p3 = { id: "p3", isGM: false };
    expect([a.testUserPermission(p1, "OWNER"), a.testUserPermission(p2, "OWNER"), a.testUserPermission(p2, "OBSERVER"), a.testUserPermission(p3, "LIMITED"), a.testUserPermission(p3, "OBSERVER")])
      .to.deep.equal([true, false, true, true, false]);
    expect(a.testUserPermission(p1, "OBSERVER", { exact: true })).to.equal(false);
    expect(a.testUserPermission({ id: "gm", isGM: true }, "OWNER")).to.equal(true);
    expect(a.items[0]!.testUserPermission(p2, "OWNER")).to.equal(false);
    actAs({ id: "p1", isGM: false });
    expect([a.isOwner, a.items[0]!.isOwner]).to.deep.equal([true, true]);
    actAs({ id: "p2", isGM: false });
    expect(a.isOwner).to.equal(false);
  });

  it("a player's update of an actor they do not own is refused by the server; nothing changes", async () => {
    const a = hero("player2");
    actAs({ id: "player1", isGM: false });
    let error: unknown = null;
    await a.update({ "system.health.value": 1 }).catch((e: unknown) => { error = e; });
    expect(String(error)).to.contain("lacks permission to update Actor");
    await a.createEmbeddedDocuments("ActiveEffect", [{ name: "x" }]).catch((e: unknown) => { error = e; });
    expect(String(error)).to.contain("lacks permission to create ActiveEffect");
    expect(health(a)).to.equal(10);
    expect(a.effects).to.have.length(0);
    expect((world.database.get(a.uuid)!.system as { health: { value: number } }).health.value).to.equal(10);
  });

  it("updates merge into objects like Foundry's: keys the change leaves out stay (flags included)", async () => {
    const a = hero();
    const [effect] = await a.createEmbeddedDocuments("ActiveEffect", [{ name: "Poisoned", statuses: ["poisoned"], flags: { realms: { condition: { id: "poisoned", value: 2, duration: { unit: "rounds", value: 3 } } } } }]);
    await effect!.update({ "flags.realms.condition": { id: "poisoned", duration: { unit: "permanent" } } });
    expect(effect!.flags).to.deep.equal({ realms: { condition: { id: "poisoned", value: 2, duration: { unit: "permanent", value: 3 } } } });
    await effect!.update({ "flags.realms.condition.-=value": null });
    expect((effect!.flags.realms as { condition: object }).condition).not.to.have.property("value");
    await effect!.update({ flags: { realms: { condition: { "-=duration": null } } } });
    expect((effect!.flags.realms as { condition: object }).condition).to.deep.equal({ id: "poisoned" });
  });

  it("the owner and the GM may update; _source, the prepared data and the database stay in step", async () => {
    const a = hero("player1");
    actAs({ id: "player1", isGM: false });
    await a.update({ "system.health.value": 6 });
    actAs({ id: "gm", isGM: true });
    await a.update({ name: "Aria the Bold" });
    expect([health(a), a.name]).to.deep.equal([6, "Aria the Bold"]);
    expect(a._source.system).to.deep.equal(a.system);
    expect(world.database.get(a.uuid)).to.deep.include({ name: "Aria the Bold" });
    expect((world.database.get(a.uuid)!.system as { health: { value: number } }).health.value).to.equal(6);
  });
});

describe("Foundry test double: data models", () => {
  let errors = 0;
  beforeEach(() => {
    world.notifications.length = 0;
    actAs({ id: "gm", isGM: true });
    errors = hookErrors.length;
  });
  // Refused changes are reported through Hooks.onError, as in Foundry; these were expected.
  afterEach(() => void hookErrors.splice(errors));

  it("a loaded actor is cleaned by its model: defaults filled, unknown keys dropped", () => {
    const a = makeActor({ name: "Aria", type: "elvendorHero", system: { health: { value: 4, max: 10 }, bogus: 1 } });
    expect(a.system).to.deep.include({ schemaVersion: 1, attributes: { mov: 3, att: 1, act: 2, def: 3, sav: 4 } });
    expect(a.system).not.to.have.property("bogus");
  });

  it("an invalid update is refused whole with an error notice; numeric strings are cast like NumberField", async () => {
    const a = hero();
    const updated = await a.update({ "system.health.value": 5, "system.attributes.mov": -2 });
    expect(updated).to.equal(undefined);
    expect(health(a)).to.equal(10);
    expect(world.notifications.map((n) => n.level)).to.deep.equal(["error"]);
    expect(world.notifications[0]!.message).to.contain("attributes.mov: -2 is below the minimum of 0");
    await a.update({ "system.attributes.mov": "5", "system.nonsense": 3 });
    expect((a.system.attributes as { mov: number }).mov).to.equal(5);
    expect(a.system).not.to.have.property("nonsense");
  });

  it("embedded items are validated on creation: an invalid one is not created", async () => {
    const a = hero();
    await a.createEmbeddedDocuments("Item", [{ name: "Bad", type: "elvendorEquipment", system: { schemaVersion: "x" } }]);
    expect(a.items).to.have.length(0);
    expect(world.notifications.map((n) => n.level)).to.deep.equal(["error"]);
  });
});

describe("Foundry test double: DialogV2 runs against a real form", () => {
  it("DialogV2.prompt: the first-run ruleset choice reads the radio the GM picked; every connected client is told and reloads", async () => {
    const { store, settings } = g.game.settings as unknown as { store: Map<string, unknown>; settings: Map<string, unknown> };
    const saved = [new Map(store), new Map(settings)] as const;
    registerCoreSettings();
    const reloaded: string[] = [];
    const utils = (globalThis as unknown as { foundry: { utils: Record<string, unknown> } }).foundry.utils;
    const reload = utils.debouncedReload;
    utils.debouncedReload = () => void reloaded.push((g.game as unknown as { user: { id: string } }).user.id);
    try {
      // A player connected before the GM chose: told to wait, no ruleset on their client.
      actAs({ id: "player1", isGM: false });
      await promptForRuleset();
      expect(world.notifications.at(-1)!.message).to.equal("The GM has not chosen this world's ruleset yet. This page reloads once they have.");
      actAs({ id: "gm", isGM: true });
      world.notifications.length = 0;
      world.dialogs.push(answer({ ruleset: "elf" }));
      await promptForRuleset();
      await settle();
      expect(g.game.settings.get("realms", "ruleset")).to.equal("elf");
      const connected = users.contents.filter((u) => u.active).map((u) => u.id);
      expect(connected).to.include.members(["gm", "player1", "player2", "player3"]);
      expect(reloaded, "the GM's client, then every other connected one").to.deep.equal(["gm", ...connected.filter((id) => id !== "gm")]);
      expect(world.notifications.map((n) => n.message)).to.deep.equal(connected.map(() => "This world now plays by Elf System. Reloading…"));
    } finally {
      utils.debouncedReload = reload;
      for (const [map, copy] of [[store, saved[0]], [settings, saved[1]]] as const) {
        map.clear();
        for (const [k, v] of copy) map.set(k, v);
      }
    }
  });

});

describe("Foundry test double: the system boots through its own hooks", () => {
  let shutdown: () => void;
  let stored: FakeActor;
  let errors = 0;
  before(async () => {
    errors = hookErrors.length;
    actAs({ id: "gm", isGM: true });
    world.notifications.length = 0;
    g.game.settings.store.delete("realms.migratedVersions");
    // A character as an older build stored it: only some fields, so a full write shows in the database.
    stored = makeActor({ name: "Old", type: "aedeloreCharacter", ownership: { default: 0, player1: 3 }, system: { schemaVersion: 1, hp: { value: 20, max: 25 } } });
    ({ shutdown } = await bootSystem("aedelore"));
  });
  after(() => {
    shutdown();
    actAs({ id: "gm", isGM: true });
  });

  it("init registers the ruleset: its statuses, sheets and the GM queries", () => {
    expect(g.CONFIG.statusEffects.map((s) => s.id)).to.include("realms.aedelore.stunned");
    expect(registeredSheets.map((s) => s.options.types)).to.deep.include(["aedeloreCharacter"]);
    expect(g.CONFIG.queries["realms.gm"]).to.be.a("function");
    expect(hookErrors.slice(errors)).to.deep.equal([]);
  });

  it("ready runs the world migration: the stored character is written whole and the version recorded", () => {
    expect((world.database.get(stored.uuid)!.system as Record<string, unknown>).abilities).to.be.an("object");
    expect((g.game.settings.get("realms", "migratedVersions") as Record<string, number>).aedelore).to.equal(1);
  });

  it("the ruleset's preUpdateActor handler refuses a change over the creation limits", async () => {
    const fresh = makeActor({ name: "New", type: "aedeloreCharacter", ownership: { default: 0, player1: 3 }, system: { creationComplete: false } });
    actAs({ id: "player1", isGM: false });
    await fresh.update({ "system.skills.stealth": 13 });
    expect((fresh.system.skills as { stealth: number }).stealth).to.equal(0);
    expect(world.notifications.map((n) => n.level)).to.include("error");
    await fresh.update({ "system.skills.stealth": 3 });
    expect((fresh.system.skills as { stealth: number }).stealth).to.equal(3);
    actAs({ id: "gm", isGM: true });
  });

  it("a message's controls are sorted and wired as it renders (the system's ChatMessage#renderHTML): GM-only and owner-only controls go, a player's click on an unowned target is refused", async () => {
    const target = makeActor({ name: "Brannoc", type: "aedeloreCharacter", ownership: { default: 0, player2: 3 }, system: { hp: { value: 25, max: 25 } } });
    const card = { attacker: { name: "x", uuid: null }, target: { name: target.name, uuid: target.uuid }, weapon: "x", parts: [], capped: false, cap: 8, chains: [[8], [8]],
      result: "full", damageFormula: "1d10", damageDice: [5], damageRolled: 5, damage: 5, reaction: null, finalDamage: 5, applied: false };
    const message = makeMessage(card, { rollClass: AedAttackRoll });
    const plain = registerMessage({ content: `<span data-realms-gm>GM only</span><span data-realms-owner="${target.uuid}">owner only</span>` });
    // Foundry renders a message afresh for each client; each render is wired once.
    actAs({ id: "player1", isGM: false });
    world.notifications.length = 0;
    const controls = await plain.renderHTML();
    expect([controls.querySelector("[data-realms-gm]"), controls.querySelector("[data-realms-owner]")]).to.deep.equal([null, null]);
    let html = await message.renderHTML();
    html.querySelector<HTMLButtonElement>('[data-realms-action="realms.aedelore.apply"]')!.click();
    await settle();
    expect((target.system.hp as { value: number }).value).to.equal(25);
    expect(world.notifications.map((n) => n.level)).to.deep.equal(["error"]);
    actAs({ id: "player2", isGM: false });
    expect((await plain.renderHTML()).querySelector("[data-realms-owner]"), "the target's owner sees it").not.to.equal(null);
    actAs({ id: "gm", isGM: true });
    html = await message.renderHTML();
    html.querySelector<HTMLButtonElement>('[data-realms-action="realms.aedelore.apply"]')!.click();
    await settle();
    expect((target.system.hp as { value: number }).value).to.equal(20);
    expect(hookErrors.slice(errors)).to.deep.equal([]);
  });
});

describe("Foundry test double: every ruleset boots", () => {
  for (const ruleset of ["elvendor", "elf", "aedelore"]) {
    it(`${ruleset}: init, setup and ready run without a handler error and register its statuses and sheets`, async () => {
      actAs({ id: "gm", isGM: true });
      const errors = hookErrors.length;
      const sheets = registeredSheets.length;
      const { shutdown } = await bootSystem(ruleset);
      try {
        expect(hookErrors.slice(errors).map((e) => `${e.hook}: ${String(e.error)}`)).to.deep.equal([]);
        expect(g.CONFIG.statusEffects.length).to.be.greaterThan(0);
        expect(registeredSheets.length).to.be.greaterThan(sheets);
        expect((globalThis as unknown as { game: { realms: Record<string, unknown> } }).game.realms).to.have.property(ruleset);
      } finally {
        shutdown();
      }
    });
  }
});
