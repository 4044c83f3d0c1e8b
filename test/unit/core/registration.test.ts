/**
 * Registration from metadata (issue 10 items 2 and 13): what a ruleset declares is what the core registers,
 * namespaced `realms.<ruleset>.<name>`; clashes fail at load; `game.realms` is built by the core; the `realms.*`
 * hooks fire around rolls and conditions; system.json, all-specs.ts and data-model-config.ts follow the one list.
 */
import { expect } from "chai";
import { readFileSync, readdirSync } from "node:fs";
import { Window } from "happy-dom";
import { actAs, makeActor, makeCombat, world } from "../../support/foundry-double";
import { bootSystem, registeredSheets } from "../../support/double/boot";
import { hookErrors, settle, snapshotHooks } from "../../support/double/hooks";
import { RULESETS } from "../../support/rulesets";
import { fakeModels, fakeRuleset } from "../../support/fake-ruleset";
import { allRulesets, claimedNames, getRuleset, registerRuleset, rulesetOfType, rulesetTypes } from "../../../src/core/registry";
import { registerModels, rulesetPartials } from "../../../src/core/ruleset-setup";
import { DOCUMENT_KINDS, type Ruleset } from "../../../src/core/ruleset";
import { gmAction, gmActionNames } from "../../../src/core/gm";
import { CORE_CHAT_MESSAGE_MODELS } from "../../../src/core/chat-models";
import { ZONE_BEHAVIOR } from "../../../src/core/zones";
import { RollCancelled } from "../../../src/core/rolls";
import { registerChatAction } from "../../../src/core/chat/actions";
import { REALMS_EVENTS } from "../../../src/core/events";
import { CORE_API } from "../../../src/core/api";
import { ACTOR_SPECS, ITEM_SPECS } from "../../../tools/all-specs";
import { object, id } from "../../../src/core/payload";
import { ElvendorSaveRoll } from "../../../src/rulesets/elvendor/rolls";
import { applyConditionTo } from "../../../src/rulesets/elvendor/conditions/conditions";

type Obj = Record<string, unknown>;
const g = globalThis as unknown as {
  CONFIG: Obj & { statusEffects: { id: string }[]; Dice: { rolls: { name: string }[] } };
  game: { realms: Obj & { api: Obj; core: Obj }; settings: { settings: Map<string, unknown> } };
  Hooks: { on(hook: string, fn: (...args: never[]) => unknown): number; callAll(hook: string, ...args: unknown[]): boolean };
  foundry: { applications: { handlebars: { loadTemplates: (paths: Record<string, string>) => Promise<unknown> } } };
};
const systemJson = JSON.parse(readFileSync("system.json", "utf8")) as { documentTypes: Record<string, Record<string, unknown>>; languages: { path: string }[] };
const ids = RULESETS.map((r) => r.id);

describe("registration from metadata: the one list of rulesets", () => {
  it("the registry holds exactly the rulesets of src/rulesets/registered.ts, in its order", () => {
    expect(allRulesets().map((r) => r.id).filter((x) => ids.includes(x as never))).to.deep.equal(ids);
    for (const r of RULESETS) expect(getRuleset(r.id)).to.equal(r);
  });

  it("system.json documentTypes lists exactly the subtypes the rulesets' models register, kind by kind", () => {
    const declared = Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, RULESETS.flatMap((r) => rulesetTypes(r, kind)).sort()]));
    // The core's own subtypes (the legacy chat card and the core's card families, the zone RegionBehavior); every other one is a ruleset's.
    const core = new Set<string>([...CORE_CHAT_MESSAGE_MODELS.map((m) => m.metadata.type), ZONE_BEHAVIOR]);
    const rulesetTypesIn = (kind: string) => Object.keys(systemJson.documentTypes[kind] ?? {}).filter((t) => !core.has(t)).sort();
    for (const kind of DOCUMENT_KINDS) expect(rulesetTypesIn(kind), kind).to.deep.equal(declared[kind]);
    expect(Object.keys(systemJson.documentTypes).filter((k) => !(DOCUMENT_KINDS as readonly string[]).includes(k))).to.deep.equal([]);
  });

  it("all-specs.ts derives from the same models: every actor and item spec is its model's spec", () => {
    const specs = (kind: "Actor" | "Item") => Object.fromEntries(RULESETS.flatMap((r) => r.models.filter((m) => m.metadata.documentName === kind).map((m) => [m.metadata.type, m.spec])));
    expect(Object.keys(ACTOR_SPECS).sort()).to.deep.equal(Object.keys(specs("Actor")).sort());
    expect(Object.keys(ITEM_SPECS).sort()).to.deep.equal(Object.keys(specs("Item")).sort());
    for (const [type, spec] of Object.entries({ ...ACTOR_SPECS, ...ITEM_SPECS })) expect(spec, type).to.equal({ ...specs("Actor"), ...specs("Item") }[type]);
  });

  it("adding a ruleset touches only registration lines outside its own folders: each file that names one names them all", () => {
    // The files allowed to name a ruleset outside src/rulesets/<id>/, templates/<id>/, packs/<id>-*, lang/en/<id>.json and its tests.
    // A ruleset's specs and models live in its models/ folder.
    const inModels = (path: (folder: string) => string) => [path("models")];
    const registrationFiles = {
      "src/rulesets/registered.ts": (id: string) => [`"./${id}"`],
      "tools/all-specs.ts": (id: string) => inModels((f) => `"../src/rulesets/${id}/${f}/specs"`),
      "src/rulesets/data-model-config.ts": (id: string) => inModels((f) => `"./${id}/${f}/models"`),
      "src/quench/index.ts": (id: string) => [`"./${id}"`],
      "test/support/foundry-double.ts": (id: string) => inModels((f) => `/src/rulesets/${id}/${f}/models"`),
    };
    for (const [file, importsOf] of Object.entries(registrationFiles)) {
      const text = readFileSync(file, "utf8");
      for (const r of RULESETS) expect(importsOf(r.id).some((i) => text.includes(i)), `${file} registers ${r.id}`).to.equal(true);
    }
    for (const r of RULESETS) expect(systemJson.languages.map((l) => l.path)).to.include(`lang/en/${r.id}.json`);
    // The core and the entry point import no ruleset (the entry point only the list).
    const coreFiles = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? coreFiles(`${dir}/${e.name}`) : [`${dir}/${e.name}`]));
    for (const file of [...coreFiles("src/core"), "src/realms.ts"]) {
      const imports = [...readFileSync(file, "utf8").matchAll(/from "([^"]+)"|import "([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
      const rulesetImports = imports.filter((p) => p.includes("rulesets/"));
      expect(rulesetImports, file).to.deep.equal(file === "src/realms.ts" ? ["./rulesets/registered", "./rulesets/data-model-config"] : []);
    }
  });

  it("each ruleset declares exactly the partials in templates/<id>/partials, named realms.<id>.<name>", () => {
    for (const r of RULESETS) {
      let onDisk: string[] = [];
      try {
        onDisk = readdirSync(`templates/${r.id}/partials`).map((f) => f.replace(/\.hbs$/, ""));
      } catch {
        // no partials folder
      }
      expect([...((r as Ruleset).partials ?? [])].sort(), r.id).to.deep.equal(onDisk.sort());
      for (const [name, path] of Object.entries(rulesetPartials(r))) {
        expect(name).to.match(new RegExp(`^realms\\.${r.id}\\.[a-z-]+$`));
        expect(readFileSync(path, "utf8").length, path).to.be.greaterThan(0);
      }
    }
  });

  it("every name a ruleset claims is namespaced realms.<ruleset>.* (subtypes start with its id; Roll classes are unique)", () => {
    const all = RULESETS.flatMap((r) => claimedNames(r));
    expect(new Set(all).size).to.equal(all.length);
    for (const r of RULESETS) {
      for (const name of claimedNames(r)) {
        if (name.startsWith("type:")) expect(name.slice(5)).to.match(new RegExp(`^${r.id}[A-Z]`));
        else if (!name.startsWith("roll:")) expect(name).to.match(new RegExp(`^realms\\.${r.id}\\.`));
      }
      expect(r.gmActions.length, r.id).to.be.greaterThan(0);
      expect(Object.keys(r.chatActions).length, r.id).to.be.greaterThan(0);
    }
  });
});

describe("the API documentation (docs/api.md)", () => {
  const section = readFileSync("docs/api.md", "utf8");

  it("lists every function of game.realms.core and of each ruleset's declared API, and every realms.* hook", () => {
    expect(section.length).to.be.greaterThan(100);
    for (const name of Object.keys(CORE_API)) expect(section).to.contain(`\`${name}(`);
    for (const r of RULESETS) {
      expect(section).to.contain(`\`game.realms.${r.id}\``);
      for (const name of Object.keys(r.api)) expect(section, `${r.id}.${name}`).to.match(new RegExp(`\`${name}\\(`));
    }
    for (const hook of Object.values(REALMS_EVENTS)) expect(section).to.contain(`\`${hook}\``);
  });
});

describe("registration from metadata: clash detection", () => {
  const spec = { kind: "object", fields: {} } as never;
  const cleanUp: (() => void)[] = [];
  afterEach(() => {
    for (const forget of cleanUp.splice(0)) forget();
  });
  const attempt = (r: Ruleset) => () => cleanUp.push(registerRuleset(r));

  it("a subtype claimed by two rulesets is refused, naming both", () => {
    expect(attempt(fakeRuleset("elvendorx", { models: fakeModels("Actor", { elvendorHero: spec }) }))).to.throw(/does not start with "elvendorx"/);
    expect(attempt(fakeRuleset("elvendor", { models: fakeModels("Actor", { elvendorHero: spec }) }))).to.throw(/registered twice/);
    cleanUp.push(registerRuleset(fakeRuleset("clasha", { models: fakeModels("Item", { clashaThing: spec }) })));
    expect(rulesetOfType("clashaThing")?.id).to.equal("clasha");
  });

  it("a Roll class name, a status id or a GM action outside the namespace is refused, and nothing of the ruleset is claimed", () => {
    expect(attempt(fakeRuleset("clashb", { rolls: [ElvendorSaveRoll] }))).to.throw(/"roll:ElvendorSaveRoll" is claimed by "elvendor" and "clashb"/);
    const stolen = RULESETS[0].statuses.list[0]!;
    expect(attempt(fakeRuleset("clashc", { statuses: { list: [stolen] } }))).to.throw(/outside realms\.clashc/);
    expect(attempt(fakeRuleset("clashd", { gmActions: [gmAction("elf", "acted", object({ x: id }), async () => null)] }))).to.throw(/"realms\.elf\.acted" is outside realms\.clashd/);
    expect(attempt(fakeRuleset("clashe", { models: fakeModels("Actor", { clasheOne: spec }), gmActions: [gmAction("elf", "acted", object({ x: id }), async () => null)] }))).to.throw();
    expect(rulesetOfType("clasheOne")).to.equal(undefined);
  });

  it("one name for a chat action and a GM action of the same ruleset is refused (they share realms.<ruleset>.*)", () => {
    const ruleset = fakeRuleset("clashf", { chatActions: { go: async () => undefined }, gmActions: [gmAction("clashf", "go", object({}), async () => null)] });
    expect(attempt(ruleset)).to.throw(/"realms\.clashf\.go" is declared twice/);
  });

  it("the registration tables refuse a second, different action under a taken name; the same one again is a no-op", () => {
    const action = async () => undefined;
    registerChatAction("realms.test.once", action);
    expect(() => registerChatAction("realms.test.once", action)).not.to.throw();
    expect(() => registerChatAction("realms.test.once", async () => undefined)).to.throw(/registered twice/);
    expect(() => gmAction("Bad Name", "x", object({}), async () => null)).to.throw(/namespaced/);
  });
});

describe("registration from metadata: the loop over model metadata, every document kind", () => {
  it("a ChatMessage (or RegionBehavior, CombatantGroup…) model registers from its metadata alone, creating the kind's table", () => {
    const saved = { ChatMessage: g.CONFIG.ChatMessage, RegionBehavior: g.CONFIG.RegionBehavior, CombatantGroup: g.CONFIG.CombatantGroup };
    class FakeCardModel { static metadata = { documentName: "ChatMessage", type: "fakeCard" } as const; }
    class FakeZoneModel { static metadata = { documentName: "RegionBehavior", type: "fakeZone" } as const; }
    class FakeSideModel { static metadata = { documentName: "CombatantGroup", type: "fakeSide" } as const; }
    try {
      delete g.CONFIG.RegionBehavior;
      registerModels([FakeCardModel, FakeZoneModel, FakeSideModel]);
      expect((g.CONFIG.ChatMessage as { dataModels: Obj }).dataModels.fakeCard).to.equal(FakeCardModel);
      expect((g.CONFIG.RegionBehavior as { dataModels: Obj }).dataModels.fakeZone).to.equal(FakeZoneModel);
      expect((g.CONFIG.CombatantGroup as { dataModels: Obj }).dataModels.fakeSide).to.equal(FakeSideModel);
      expect(() => registerModels([FakeCardModel])).not.to.throw();
      class Other { static metadata = { documentName: "ChatMessage", type: "fakeCard" } as const; }
      expect(() => registerModels([Other])).to.throw(/ChatMessage type "fakeCard" has two models/);
    } finally {
      Object.assign(g.CONFIG, saved);
    }
  });
});

describe("registration from metadata: what a boot registers, per ruleset (Foundry test double)", () => {
  for (const ruleset of RULESETS) {
    describe(ruleset.id, () => {
      let shutdown: () => void;
      let errors = 0;
      let sheets = 0;
      const loaded: Record<string, string>[] = [];
      const loadTemplates = g.foundry.applications.handlebars.loadTemplates;
      before(async () => {
        actAs({ id: "gm", isGM: true });
        errors = hookErrors.length;
        sheets = registeredSheets.length;
        g.foundry.applications.handlebars.loadTemplates = async (paths) => loaded.push(paths);
        ({ shutdown } = await bootSystem(ruleset.id));
      });
      after(() => {
        shutdown();
        g.foundry.applications.handlebars.loadTemplates = loadTemplates;
      });

      it("the models of every ruleset, from their metadata; its statuses, Roll classes, sheets and partials", () => {
        expect(hookErrors.slice(errors)).to.deep.equal([]);
        for (const r of RULESETS) for (const m of r.models) expect((g.CONFIG[m.metadata.documentName] as { dataModels: Obj }).dataModels[m.metadata.type]).to.equal(m);
        expect(g.CONFIG.statusEffects.map((s) => s.id)).to.include.members(ruleset.statuses.list.map((s) => s.statusId));
        expect(g.CONFIG.Dice.rolls).to.include.members([...ruleset.rolls]);
        const mine = registeredSheets.slice(sheets).map((s) => (s.options as { types: string[] }).types[0]);
        expect(mine.sort()).to.deep.equal([...Object.keys(ruleset.sheets.Actor), ...Object.keys(ruleset.sheets.Item)].sort());
        expect(Object.assign({}, ...loaded)).to.include.keys(["realms.conditions", "realms.pips", ...Object.keys(rulesetPartials(ruleset))]);
      });

      it("its settings (realms.<id>-<key>) and its chat and GM actions, namespaced", () => {
        const keys = [...(ruleset.settings.descriptors.map((d) => d.key)), ...Object.keys((ruleset.settings as { extra?: Obj }).extra ?? {})];
        for (const key of keys) expect(g.game.settings.settings.has(`realms.${ruleset.id}-${key}`), key).to.equal(true);
        expect(gmActionNames()).to.include.members(ruleset.gmActions.map((a) => a.name));
        for (const name of Object.keys(ruleset.chatActions)) {
          expect(() => registerChatAction(`realms.${ruleset.id}.${name}`, async () => undefined), name).to.throw(/registered twice/);
        }
      });

      it("the combat tracker's pips come from the declaration: actionPoints for the allotment, reactionsPerRound for reactions", () => {
        const type = rulesetTypes(ruleset, "Actor")[0]!;
        const actor = makeActor({ name: "Pip", type, system: type === "elvendorHero" ? { attributes: { act: 4, mov: 4, def: 3, sav: 4 } } : {} });
        const combat = makeCombat([actor]);
        const combatant = combat.combatants[0]!;
        combatant.flags = { realms: { turn: { apLeft: 1, apMax: 2, reactionsUsed: 0 } } };
        const game = g.game as unknown as { combat: unknown };
        game.combat = combat;
        try {
          const html = new Window().document.createElement("div");
          html.innerHTML = `<li data-combatant-id="${combatant.id}"><span class="token-name"></span></li>`;
          g.Hooks.callAll("renderCombatTracker", {}, html);
          const pips = (kind: string) => html.querySelectorAll(`.realms-pip.${kind}`).length;
          const declared = ruleset as Ruleset;
          expect(pips("ap"), "AP pips").to.equal(declared.actionPoints ? declared.actionPoints(actor as never) : 2);
          expect(pips("reaction"), "reaction pips").to.equal(declared.reactionsPerRound ?? 0);
        } finally {
          game.combat = null;
        }
      });

      it("game.realms: the version and rulesets, the core helpers and this ruleset's declared API, frozen; no other ruleset's", () => {
        const realms = g.game.realms;
        expect(Object.keys(realms).sort()).to.deep.equal(["api", "core", ruleset.id].sort());
        const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { version: string };
        expect(realms.api).to.deep.include({ ruleset: ruleset.id, events: REALMS_EVENTS, version: manifest.version });
        expect(realms.api.rulesets).to.include.members(ids);
        expect(realms[ruleset.id]).to.deep.equal(ruleset.api);
        for (const fn of Object.values(realms[ruleset.id] as Obj)) expect(fn).to.be.a("function");
        expect(Object.isFrozen(realms) && Object.isFrozen(realms[ruleset.id]) && Object.isFrozen(realms.core)).to.equal(true);
        expect((realms.core.statusId as (r: string, c: string) => string)(ruleset.id, "x")).to.equal(`realms.${ruleset.id}.x`);
      });
    });
  }

  it("no ruleset's init replaces game.realms: booting one after another leaves only the booted one's", async () => {
    const first = await bootSystem("elf");
    const elfApi = g.game.realms.elf;
    first.shutdown();
    const second = await bootSystem("aedelore");
    try {
      expect(g.game.realms).to.have.property("aedelore");
      expect(g.game.realms).not.to.have.property("elf");
      expect(elfApi).to.deep.equal(RULESETS[1].api);
    } finally {
      second.shutdown();
    }
  });
});

describe("realms.* hooks fire with their payloads", () => {
  let restore: () => void;
  const seen: [string, Obj][] = [];
  beforeEach(() => {
    restore = snapshotHooks();
    seen.length = 0;
    for (const hook of ["realms.preRoll", "realms.roll", "realms.preCondition", "realms.condition"]) g.Hooks.on(hook, (payload: never) => void seen.push([hook, payload]));
    actAs({ id: "gm", isGM: true });
    world.dice.length = 0;
  });
  afterEach(() => restore());

  it("a card roll: realms.preRoll before the dice, realms.roll after, with the roll and its card", async () => {
    const card = { actor: { name: "Eryn", uuid: null }, conditionId: "poisoned", target: 4 };
    const roll = new ElvendorSaveRoll("1d6", {}, { card } as never);
    world.dice.push(5);
    await roll.evaluate();
    expect(seen.map(([h]) => h)).to.deep.equal(["realms.preRoll", "realms.roll"]);
    expect(seen[0]![1]).to.deep.equal({ roll });
    expect((seen[1]![1].roll as { total: number }).total).to.equal(5);
  });

  it("a handler returning false from realms.preRoll cancels the roll: no dice, RollCancelled, no realms.roll", async () => {
    g.Hooks.on("realms.preRoll", () => false);
    const roll = new ElvendorSaveRoll("1d6", {}, { card: {} } as never);
    let error: unknown = null;
    await roll.evaluate().catch((e: unknown) => (error = e));
    expect(error).to.be.instanceOf(RollCancelled);
    expect((roll as unknown as { _evaluated: boolean })._evaluated).to.equal(false);
    expect(seen.map(([h]) => h)).to.deep.equal(["realms.preRoll"]);
  });

  const hero = () => makeActor({ name: "Cael", type: "elvendorHero", system: { health: { value: 10, max: 10 }, attributes: { act: 3, mov: 4, def: 3, sav: 4 } } });

  it("a condition applied: realms.preCondition then realms.condition with the actor and what was gained", async () => {
    const cael = hero();
    await applyConditionTo(cael as never, "poisoned", { value: 1 });
    await settle();
    expect(seen.map(([h]) => h)).to.deep.equal(["realms.preCondition", "realms.condition"]);
    const [, payload] = seen[1]!;
    expect(payload.actor).to.equal(cael);
    expect(payload).to.deep.include({ added: ["poisoned"], removed: [], changed: [] });
    expect((payload.after as { id: string }[]).map((c) => c.id)).to.deep.equal(["poisoned"]);
  });

  it("a handler returning false from realms.preCondition leaves the actor as it was", async () => {
    g.Hooks.on("realms.preCondition", () => false);
    const cael = hero();
    await applyConditionTo(cael as never, "poisoned", { value: 1 });
    expect([...cael.effects]).to.deep.equal([]);
    expect(seen.map(([h]) => h)).to.deep.equal(["realms.preCondition"]);
  });
});
