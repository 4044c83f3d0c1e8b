/**
 * Token statuses as v13 shows and toggles them (test/support/double/status-effects.ts imitates the token HUD and
 * the base Actor#toggleStatusEffect): namespaced ids, static effect ids, HUD clicks through the rules, the rule
 * on hover, and the migration of effects stored the old way.
 */
import { shownAll } from "../../support/cards";
import { expect } from "chai";
import { Window } from "happy-dom";
import { actAs, makeActor, world, type FakeActor } from "../../support/foundry-double";
import { clickHudStatus, hudStatusChoices } from "../../support/double/status-effects";
import { RealmsActor } from "../../../src/core/documents";
import { configureStatuses } from "../../../src/core/ruleset-setup";
import { fakeModels, fakeRuleset } from "../../support/fake-ruleset";
import { getRuleset, registerRuleset } from "../../../src/core/registry";
import { parseStatusId, staticEffectId, statusIdOf } from "../../../src/core/status-ids";
import { describeStatusIcons } from "../../../src/core/status-hud";
import { hasStaleConditionEffects, migrateConditionEffects } from "../../../src/core/data/effect-migration";
import { ELVENDOR_ID } from "../../../src/rulesets/elvendor/config";
import { ELVENDOR_STATUS_EFFECTS } from "../../../src/rulesets/elvendor/conditions/statuses";
import { ELVENDOR_ACTOR_SPECS } from "../../../src/rulesets/elvendor/models/specs";
import { applyConditionTo, conditionsOf } from "../../../src/rulesets/elvendor/conditions/conditions";
import { AEDELORE_ID, AEDELORE_STATUS_EFFECTS } from "../../../src/rulesets/aedelore/config";
import { AEDELORE_ACTOR_SPECS } from "../../../src/rulesets/aedelore/models/specs";
import { statusesOf } from "../../../src/rulesets/aedelore/character/state";
import { ELF_STATUS_EFFECTS } from "../../../src/rulesets/elf/config";

type Config = { statusEffects: { id: string; _id?: string; name: string }[]; specialStatusEffects: Record<string, string>; Actor: { documentClass: unknown } };
const g = globalThis as unknown as { CONFIG: Config; game: { settings: { store: Map<string, unknown> } } };
/** Part of v13's default CONFIG.statusEffects. */
const FOUNDRY_STATUSES = [{ id: "dead", name: "EFFECT.StatusDead" }, { id: "invisible", name: "EFFECT.StatusInvisible" }, { id: "blind", name: "EFFECT.StatusBlind" }];
const status = (id: string) => ELVENDOR_STATUS_EFFECTS.find((s) => s.id === id)!;
const hero = () => makeActor({ name: "Cael", type: "elvendorHero", system: { health: { value: 10, max: 10 }, actionsLost: 0 } });

describe("token statuses", () => {
  let saved: Pick<Config, "statusEffects" | "specialStatusEffects" | "Actor">;
  before(() => {
    saved = { statusEffects: g.CONFIG.statusEffects, specialStatusEffects: { ...g.CONFIG.specialStatusEffects }, Actor: g.CONFIG.Actor };
    if (!getRuleset(ELVENDOR_ID)) {
      registerRuleset(fakeRuleset(ELVENDOR_ID, {
        models: fakeModels("Actor", ELVENDOR_ACTOR_SPECS), statuses: { list: ELVENDOR_STATUS_EFFECTS },
      }));
    }
    g.game.settings.store.set("realms.ruleset", ELVENDOR_ID);
    g.CONFIG.Actor = { ...saved.Actor, documentClass: RealmsActor };
  });
  after(() => {
    Object.assign(g.CONFIG, saved);
    g.game.settings.store.delete("realms.ruleset");
  });
  beforeEach(() => {
    g.CONFIG.statusEffects = FOUNDRY_STATUSES.map((s) => ({ ...s }));
    g.CONFIG.specialStatusEffects = { ...saved.specialStatusEffects };
    world.messages.length = 0;
    actAs({ id: "gm", isGM: true });
  });

  it("status ids are realms.<ruleset>.<condition>; their effect ids are 16 letters or digits, stable and distinct", () => {
    const all = [...ELVENDOR_STATUS_EFFECTS, ...ELF_STATUS_EFFECTS, ...AEDELORE_STATUS_EFFECTS];
    for (const s of all) {
      expect(s.statusId).to.match(/^realms\.(elvendor|elf|aedelore)\.[a-zA-Z]+$/);
      expect(parseStatusId(s.statusId)!.condition).to.equal(s.id);
      expect(s._id).to.match(/^[A-Za-z0-9]{16}$/);
      expect(s._id).to.equal(staticEffectId(s.statusId));
    }
    expect(new Set(all.map((s) => s._id)).size).to.equal(all.length);
    expect(status("invisible").statusId).to.equal(statusIdOf("elvendor", "invisible"));
    // Pinned (FNV-1a 64 in base 62, checked by hand): changing the scheme would orphan every stored condition effect.
    expect(staticEffectId("realms.elvendor.invisible")).to.equal("rlms092v3SyUVOnv");
    expect(staticEffectId("")).to.equal("rlms0HVbkRR8oQIH");
    expect(parseStatusId("invisible")).to.equal(null);
  });

  it("Elvendor's Invisible is not Foundry's invisible; the defeated status is mapped only where a ruleset has one", () => {
    configureStatuses({ list: ELVENDOR_STATUS_EFFECTS, keep: ["dead"] });
    const ids = g.CONFIG.statusEffects.map((s) => s.id);
    expect(ids).to.include("realms.elvendor.invisible").and.to.include("dead").and.not.to.include("invisible");
    expect(g.CONFIG.specialStatusEffects).to.include({ DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind" });
    configureStatuses({ list: AEDELORE_STATUS_EFFECTS, defeated: "dead" });
    expect(g.CONFIG.statusEffects.map((s) => s.id)).not.to.include("dead");
    expect(g.CONFIG.specialStatusEffects).to.include({ DEFEATED: "realms.aedelore.dead", INVISIBLE: "invisible" });
    expect(g.CONFIG.statusEffects.find((s) => s.id === "realms.aedelore.dead")!._id).to.equal(AEDELORE_STATUS_EFFECTS.find((s) => s.id === "dead")!._id);
  });

  it("a condition's effect has its status's static _id, so the token HUD shows it as active", async () => {
    configureStatuses({ list: ELVENDOR_STATUS_EFFECTS, keep: ["dead"] });
    const cael = hero();
    await applyConditionTo(cael as never, "poisoned", { value: 1 });
    expect(cael.effects.map((e) => [e.id, [...(e.statuses as Iterable<string>)]])).to.deep.equal([[status("poisoned")._id, ["realms.elvendor.poisoned"]]]);
    const shown = hudStatusChoices(cael);
    expect(shown["realms.elvendor.poisoned"]!.isActive).to.equal(true);
    expect(Object.values(shown).filter((c) => c.isActive)).to.have.length(1);
  });

  it("HUD clicks go through the rules: the cap refuses a third condition, Petrified shuts out Fear, a click on an active one removes it", async () => {
    configureStatuses({ list: ELVENDOR_STATUS_EFFECTS, keep: ["dead"] });
    const cael = hero();
    await clickHudStatus(cael, "realms.elvendor.poisoned");
    await clickHudStatus(cael, "realms.elvendor.deafened");
    await clickHudStatus(cael, "realms.elvendor.fear");
    expect(conditionsOf(cael as never).map((c) => c.id)).to.deep.equal(["poisoned", "deafened"]);
    expect((await shownAll(world.messages)).some((t) => t.includes("already has two conditions"))).to.equal(true);
    const active = (a: FakeActor) => Object.values(hudStatusChoices(a)).filter((c) => c.isActive).map((c) => c.id);
    expect(active(cael)).to.deep.equal(["realms.elvendor.deafened", "realms.elvendor.poisoned"]);

    await clickHudStatus(cael, "realms.elvendor.poisoned");
    expect(conditionsOf(cael as never).map((c) => c.id)).to.deep.equal(["deafened"]);
    expect(active(cael)).to.deep.equal(["realms.elvendor.deafened"]);
    expect(cael.statuses.has("realms.elvendor.poisoned")).to.equal(false);

    const statue = hero();
    await clickHudStatus(statue, "realms.elvendor.petrified");
    await clickHudStatus(statue, "realms.elvendor.fear");
    expect(conditionsOf(statue as never).map((c) => c.id)).to.deep.equal(["petrified"]);
  });

  it("Foundry's own statuses keep Foundry's toggle", async () => {
    configureStatuses({ list: ELVENDOR_STATUS_EFFECTS, keep: ["dead"] });
    const cael = hero();
    await clickHudStatus(cael, "dead", 2);
    expect(hudStatusChoices(cael).dead).to.include({ isActive: true, isOverlay: true });
    expect(conditionsOf(cael as never)).to.deep.equal([]);
    await clickHudStatus(cael, "dead");
    expect(cael.effects).to.have.length(0);
  });

  it("Aedelore: HUD statuses and the tracker's defeated skull go through its status code; Bleeding only follows its value", async () => {
    if (!getRuleset(AEDELORE_ID)) {
      registerRuleset(fakeRuleset(AEDELORE_ID, {
        models: fakeModels("Actor", AEDELORE_ACTOR_SPECS), statuses: { list: AEDELORE_STATUS_EFFECTS },
      }));
    }
    g.game.settings.store.set("realms.ruleset", AEDELORE_ID);
    try {
      configureStatuses({ list: AEDELORE_STATUS_EFFECTS, defeated: "dead" });
      const wolf = makeActor({ name: "Wolf", type: "aedeloreCreature", system: { hp: { value: 5, max: 5 }, bleed: 0 } });
      await clickHudStatus(wolf, "realms.aedelore.stunned");
      expect(statusesOf(wolf as never)).to.deep.equal(["stunned"]);
      expect(hudStatusChoices(wolf)["realms.aedelore.stunned"]!.isActive).to.equal(true);
      world.notifications.length = 0;
      await clickHudStatus(wolf, "realms.aedelore.bleeding");
      expect(statusesOf(wolf as never)).to.deep.equal(["stunned"]);
      expect(world.notifications.map((n) => n.message)).to.deep.equal(["Bleeding follows the Bleed value on the sheet."]);
      // What v13's combat tracker does when the GM marks a combatant defeated.
      await RealmsActor.prototype.toggleStatusEffect.call(wolf as never, g.CONFIG.specialStatusEffects.DEFEATED!, { overlay: true, active: true });
      expect(statusesOf(wolf as never)).to.deep.equal(["stunned", "dead"]);
      await clickHudStatus(wolf, "realms.aedelore.stunned");
      expect(statusesOf(wolf as never)).to.deep.equal(["dead"]);
    } finally {
      g.game.settings.store.set("realms.ruleset", ELVENDOR_ID);
    }
  });

  it("the token HUD shows each Realms status's rule on hover, as plain text", () => {
    const { document } = new Window();
    document.body.innerHTML = `<div class="status-effects">
      <img class="effect-control" data-action="effect" data-status-id="realms.elvendor.fear" data-tooltip="Fear">
      <img class="effect-control" data-action="effect" data-status-id="dead" data-tooltip="Dead"></div>`;
    describeStatusIcons(document.body as unknown as ParentNode, ELVENDOR_STATUS_EFFECTS, (k) => (k.endsWith(".name") ? "Fear" : "<b>Run</b> away."));
    const [fear, dead] = [...document.querySelectorAll("[data-status-id]")] as unknown as HTMLElement[];
    expect(fear!.dataset.tooltipText).to.equal("Fear: <b>Run</b> away.");
    expect(fear!.getAttribute("aria-label")).to.equal("Fear: <b>Run</b> away.");
    expect(dead!.dataset.tooltipText).to.equal(undefined);
  });

  it("migration: effects stored with a random id and a bare status id are rewritten once, keeping the condition", async () => {
    configureStatuses({ list: ELVENDOR_STATUS_EFFECTS, keep: ["dead"] });
    const old = hero();
    const record = { id: "poisoned", value: 2, appliedAt: { round: 3, turn: 1, worldTime: 0 }, duration: { unit: "rounds", value: 2 }, turnsEnded: 0 };
    await old.createEmbeddedDocuments("ActiveEffect", [{ name: "Poisoned (2)", statuses: ["poisoned"], flags: { realms: { condition: record } } }]);
    await old.createEmbeddedDocuments("ActiveEffect", [{ name: "Something else", statuses: ["invisible"], flags: {} }]);
    expect(hudStatusChoices(old)["realms.elvendor.poisoned"]!.isActive).to.equal(false);
    const current = hero();
    await applyConditionTo(current as never, "fear");

    expect(await migrateConditionEffects([old, current] as never)).to.equal(1);
    expect(conditionsOf(old as never)).to.deep.equal([record]);
    expect(old.effects.map((e) => e.id)).to.include(status("poisoned")._id);
    expect(old.effects.find((e) => e.name === "Something else"), "other effects are left alone").to.not.equal(undefined);
    expect(hudStatusChoices(old)["realms.elvendor.poisoned"]!.isActive).to.equal(true);
    expect(hasStaleConditionEffects(old as never)).to.equal(false);
    expect(await migrateConditionEffects([old, current] as never)).to.equal(0);
  });

  it("migration leaves a switched-off condition effect stored the old way as it is (it holds no condition in force)", async () => {
    configureStatuses({ list: ELVENDOR_STATUS_EFFECTS, keep: ["dead"] });
    const record = { id: "poisoned", value: 2, appliedAt: { round: 3, turn: 1, worldTime: 0 }, duration: { unit: "rounds", value: 2 }, turnsEnded: 0 };
    const off = makeActor({ name: "Off", type: "elvendorHero", system: { health: { value: 10, max: 10 }, actionsLost: 0 },
      effects: [{ name: "Poisoned (2)", statuses: ["poisoned"], disabled: true, flags: { realms: { condition: record } } }] });
    const before = off.effects.map((e) => e.toObject());
    expect(hasStaleConditionEffects(off as never)).to.equal(false);
    expect(await migrateConditionEffects([off] as never)).to.equal(0);
    expect(off.effects.map((e) => e.toObject())).to.deep.equal(before);
    expect(conditionsOf(off as never)).to.deep.equal([]);
  });
});
