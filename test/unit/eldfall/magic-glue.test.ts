/**
 * The magic the rules give numbers for, at the table (Foundry test double, system booted): the Mage's AP → Mana
 * control and a Conjuration Spell's Summon button on the hero sheet (§ MANA COUNTERS, § MAGE, § CONJURATION,
 * § SUMMONING LIMIT), clicked by the owning player; the GM's client places the creature or refuses.
 */
import { expect } from "chai";
import { actAs, hookErrors, makeActor, makeCombat, makeScene, placeToken, resetUsers, resetWorld, settle, world, type FakeActor } from "../../support/foundry-double";
import type { FakeCombat } from "../../support/double/combat";
import { bootedSuite } from "../../support/double/boot";
import { enablePlacement } from "../../support/double/placement";
import { useSystemCombat } from "../../support/system-combat";
import { renderCombatTracker } from "../../support/double/combat-tracker";
import { currentPath } from "../../../src/core/turn-position";
import { EldfallHeroSheet } from "../../../src/rulesets/eldfall/sheets/actor-sheets";
import { clickOnSheet, usePlainEnrichment } from "../../support/sheet-actions";
import { convertApToMana } from "../../../src/rulesets/eldfall/turns/rules/mana";
import { summonCheck } from "../../../src/rulesets/eldfall/spawn/rules/summoning";

const settled = async () => { for (let i = 0; i < 3; i++) await settle(); };
const ATTRS = { sta: 3, spd: 4, arm: 3, hp: 3, off: 13, def: 12, acc: 12, int: 14, ag: 12, t: 12, m: 10 };
const classItem = (key: string) => ({ name: key, type: "eldfallClass", system: { schemaVersion: 1, key, level: 1, x: "", description: "" } });
const BUTTON = '[data-action="apToMana"]';

function model(name: string, type: "eldfallHero" | "eldfallHostile", owner: string | null, classes: string[] = []): FakeActor {
  return makeActor({
    name, type, ownership: { default: 0, ...(owner ? { [owner]: 3 } : {}) }, items: classes.map(classItem) as never,
    system: { schemaVersion: 2, attributes: ATTRS, health: { value: ATTRS.hp }, weakPoints: 0, mana: 0, ap: { value: 0 }, tier: 1, size: "medium", inventory: 10 },
  });
}
const errors = () => world.notifications.filter((n) => n.level === "error").map((n) => n.message);
const pools = (a: FakeActor) => { const s = a.system as unknown as { ap: { value: number }; mana: number }; return { ap: s.ap.value, mana: s.mana }; };

describe("Eldfall magic at the table (Foundry test double)", () => {
  bootedSuite("eldfall", () => {
    actAs({ id: "gm", isGM: true });
  }, resetUsers);
  useSystemCombat("eldfall");
  usePlainEnrichment();
  beforeEach(() => {
    resetWorld();
    resetUsers();
    hookErrors.length = 0;
  });

  it("the rule: a Mage in the Active Role turns AP into as many Mana Counters; anyone else, another role or too few AP is refused", () => {
    const mage = { classes: ["mage"], role: "active" as const, ap: 3, mana: 1, states: [] };
    expect(convertApToMana(mage, 2)).to.deep.equal({ ok: true, ap: 1, mana: 3 });
    expect(convertApToMana({ ...mage, classes: ["sentinel"] }, 1)).to.deep.equal({ ok: false, reason: "notMage" });
    expect(convertApToMana({ ...mage, role: "reactive" }, 1)).to.deep.equal({ ok: false, reason: "notActive" });
    expect(convertApToMana({ ...mage, role: null }, 1)).to.deep.equal({ ok: false, reason: "notActive" });
    expect(convertApToMana({ ...mage, ap: 1 }, 2)).to.deep.equal({ ok: false, reason: "noAp" });
    expect(convertApToMana({ ...mage, states: ["incapacitated"] }, 1)).to.deep.equal({ ok: false, reason: "unusable" });
    expect(convertApToMana({ ...mage, mana: 99 }, 1)).to.deep.equal({ ok: false, reason: "manaFull" });
    expect(() => convertApToMana(mage, 0)).to.throw(RangeError);
  });

  it("the owning player's Mage clicks AP → Mana on the sheet in the heroes' Tactical Phase: 1 AP becomes 1 Mana each click; with no AP left it is refused and nothing changes", async () => {
    const anari = model("Anari", "eldfallHero", "player1", ["mage"]);
    const wolf = model("Wolf", "eldfallHostile", null);
    const scene = makeScene("Field");
    placeToken(scene, anari, { x: 1, y: 1, linked: true });
    placeToken(scene, wolf, { x: 6, y: 6, linked: true });
    const combat = makeCombat([anari, wolf], {}, { round: 0, turn: null }) as FakeCombat;
    await combat.startCombat();
    await settled();
    actAs({ id: "player1", isGM: false });
    for (let i = 0; i < 2; i++) { await renderCombatTracker(combat).press("nextTurn"); await settled(); }
    expect(currentPath(combat as never).join("/")).to.equal("heroes/tactical");
    expect(pools(anari)).to.deep.equal({ ap: 3, mana: 0 });

    await clickOnSheet(EldfallHeroSheet as never, anari, BUTTON);
    expect(pools(anari)).to.deep.equal({ ap: 2, mana: 1 });
    await clickOnSheet(EldfallHeroSheet as never, anari, BUTTON);
    await clickOnSheet(EldfallHeroSheet as never, anari, BUTTON);
    expect(pools(anari)).to.deep.equal({ ap: 0, mana: 3 });
    await clickOnSheet(EldfallHeroSheet as never, anari, BUTTON);
    expect(pools(anari), "nothing lost").to.deep.equal({ ap: 0, mana: 3 });
    expect(world.notifications.filter((n) => n.level === "error").map((n) => n.message)).to.deep.equal(["Anari has no AP left to turn into Mana."]);
    expect(hookErrors).to.deep.equal([]);
    actAs({ id: "gm", isGM: true });
    await combat.delete();
  });

  it("in the Hostile Turn (the heroes' Reactive Role) the Mage's click is refused; a hero who is no Mage has no such control", async () => {
    const anari = model("Anari", "eldfallHero", "player1", ["mage"]);
    const seigen = model("Seigen", "eldfallHero", "player1", ["warrior"]);
    const wolf = model("Wolf", "eldfallHostile", null);
    const scene = makeScene("Field");
    placeToken(scene, anari, { x: 1, y: 1, linked: true });
    placeToken(scene, wolf, { x: 6, y: 6, linked: true });
    const combat = makeCombat([anari, wolf], {}, { round: 0, turn: null }) as FakeCombat;
    await combat.startCombat();
    await settled();
    for (let i = 0; i < 7; i++) { await renderCombatTracker(combat).press("nextTurn"); await settled(); }
    expect(currentPath(combat as never).join("/")).to.equal("hostiles/tactical");
    actAs({ id: "player1", isGM: false });
    world.notifications.length = 0;
    const before = pools(anari);
    expect(before.ap, "the reactive hero has its AP").to.be.greaterThan(0);
    await clickOnSheet(EldfallHeroSheet as never, anari, BUTTON);
    expect(pools(anari)).to.deep.equal(before);
    expect(world.notifications.filter((n) => n.level === "error").map((n) => n.message)).to.deep.equal([
      "Anari turns AP into Mana only in the Active Role (its side's turn in a running combat).",
    ]);
    let shown = true;
    await clickOnSheet(EldfallHeroSheet as never, seigen, BUTTON).catch(() => { shown = false; });
    expect(shown).to.equal(false);
    actAs({ id: "gm", isGM: true });
    await combat.delete();
  });

  describe("Conjuration and the Summoning Limit", () => {
    const spell = (name: string, creature: FakeActor, manaCost: number | null) => ({
      name, type: "eldfallSpell", system: { schemaVersion: 1, element: "Profane", spellType: "conjuration", chart: "", level: 1, manaCost, rows: [], continuous: false, summons: creature.uuid, description: "" },
    });
    const creature = (name: string, tier: number) => makeActor({
      name, type: "eldfallHostile", prototypeToken: { actorLink: false },
      system: { schemaVersion: 2, attributes: { ...ATTRS, sta: 2 }, health: { value: 3 }, weakPoints: 0, mana: 0, ap: { value: 0 }, tier, size: "medium", inventory: 0 },
    });
    const summons = (scene: { tokens: Iterable<unknown> }, caster: FakeActor) => [...scene.tokens]
      .map((t) => (t as { actor: FakeActor | null }).actor).filter((a) => (a?.system as unknown as { summoner?: string } | undefined)?.summoner === caster.uuid);

    it("the rule: the summons' Tiers add up; at or above the caster's STA no further Conjuration, below it one more even past it; a Familiar counts 0 and comes once; the Mana Cost is paid", () => {
      const wolf = { name: "Wolf", tier: 2, familiar: false };
      const imp = { name: "Imp", tier: 1, familiar: true };
      expect(summonCheck({ sta: 3, mana: 5 }, [wolf], wolf, 2)).to.deep.equal({ ok: true, used: 2, usedAfter: 4, manaLeft: 3 });
      expect(summonCheck({ sta: 3, mana: 5 }, [wolf, wolf], wolf, 1)).to.deep.equal({ ok: false, reason: "limit", used: 4 });
      expect(summonCheck({ sta: 3, mana: 5 }, [wolf, imp], imp, 1)).to.deep.equal({ ok: false, reason: "familiarTwice", used: 2 });
      expect(summonCheck({ sta: 3, mana: 5 }, [imp], wolf, 1)).to.deep.include({ ok: true, used: 0, usedAfter: 2 });
      expect(summonCheck({ sta: 3, mana: 0 }, [], wolf, 1)).to.deep.equal({ ok: false, reason: "mana", used: 0 });
      expect(summonCheck({ sta: 3, mana: 5 }, [], wolf, null)).to.deep.equal({ ok: false, reason: "manaCostMissing", used: 0 });
    });

    it("the owning player's caster summons from the sheet in its Active Role: Mana paid, the creature in its space on its side with its AP; over the Summoning Limit the next is refused and nothing changes", async () => {
      const spirit = creature("Spirit Wolf", 2);
      const bear = creature("Cave Bear", 2);
      const caster = makeActor({
        name: "Anari", type: "eldfallHero", ownership: { default: 0, player1: 3 },
        items: [spell("Call Wolf", spirit, 1), spell("Call Bear", bear, 2)] as never,
        system: { schemaVersion: 2, attributes: ATTRS, health: { value: 3 }, weakPoints: 0, mana: 4, ap: { value: 0 }, size: "medium", inventory: 10 },
      });
      const foe = model("Wolf", "eldfallHostile", null);
      const scene = enablePlacement(makeScene("Field"));
      placeToken(scene, caster, { x: 2, y: 3, linked: true });
      placeToken(scene, foe, { x: 6, y: 6, linked: true });
      const combat = makeCombat([caster, foe], {}, { round: 0, turn: null }) as FakeCombat;
      await combat.startCombat();
      await settled();
      actAs({ id: "player1", isGM: false });
      for (let i = 0; i < 2; i++) { await renderCombatTracker(combat).press("nextTurn"); await settled(); }
      const itemId = (name: string) => caster.items.find((i) => i.name === name)!.id;
      const button = (name: string) => `[data-action="summon"][data-item-id="${itemId(name)}"]`;

      await clickOnSheet(EldfallHeroSheet as never, caster, button("Call Wolf"));
      await settled();
      expect(errors()).to.deep.equal([]);
      expect((caster.system as unknown as { mana: number }).mana, "Mana Cost 1 paid").to.equal(3);
      const [wolf] = summons(scene, caster);
      expect(wolf?.name).to.equal("Spirit Wolf");
      const token = [...scene.tokens].find((t) => (t as { actor: unknown }).actor === wolf) as unknown as { x: number; y: number; actorLink: boolean };
      const casterToken = [...scene.tokens].find((t) => (t as { actor: unknown }).actor === caster) as unknown as { x: number; y: number };
      expect([token.x, token.y, token.actorLink], "in the caster's space, its own copy").to.deep.equal([casterToken.x, casterToken.y, false]);
      expect((wolf!.system as unknown as { side: string }).side).to.equal("heroes");
      const joined = combat.combatants.find((c) => c.actor === wolf);
      expect(joined, "it joins the combat").to.not.equal(undefined);
      expect((wolf!.system as unknown as { ap: { value: number } }).ap.value, "AP = its STA at once").to.equal(2);

      // 2 in use, below STA 3: one more, even past it.
      await clickOnSheet(EldfallHeroSheet as never, caster, button("Call Bear"));
      await settled();
      expect(summons(scene, caster).map((a) => a!.name)).to.deep.equal(["Spirit Wolf", "Cave Bear"]);
      expect((caster.system as unknown as { mana: number }).mana).to.equal(1);

      // 4 in use, at or above STA 3: refused, nothing paid or placed.
      const tokens = scene.tokens.length;
      await clickOnSheet(EldfallHeroSheet as never, caster, button("Call Wolf"));
      await settled();
      expect([scene.tokens.length, (caster.system as unknown as { mana: number }).mana]).to.deep.equal([tokens, 1]);
      expect(errors()).to.deep.equal(["Anari's summons on the field use a Summoning Limit of 4, which reaches its STA 3: no further Conjuration Spell."]);
      expect(hookErrors).to.deep.equal([]);
      actAs({ id: "gm", isGM: true });
      await combat.delete();
    });
  });
});
