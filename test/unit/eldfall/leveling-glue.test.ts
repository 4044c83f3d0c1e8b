/**
 * A hero's Level Up at the table (M99, M110; A52), on the Foundry test double with the system booted: the owning
 * player clicks Level Up on the hero sheet, picks raises in the dialog, and the GM's client re-reads the hero and
 * writes the new level, attributes and kept points, or refuses (localized) and changes nothing.
 */
import { expect } from "chai";
import { actAs, answer, hookErrors, makeActor, resetUsers, resetWorld, settle, world, type FakeActor } from "../../support/foundry-double";
import { bootedSuite } from "../../support/double/boot";
import { shownAll } from "../../support/cards";
import { EldfallHeroSheet } from "../../../src/rulesets/eldfall/sheets/actor-sheets";
import { clickOnSheet, usePlainEnrichment } from "../../support/sheet-actions";
import { levelUp } from "../../../src/rulesets/eldfall/campaign/leveling";
import { planLevelUp, purchasesFor } from "../../../src/rulesets/eldfall/campaign/rules/leveling";

const BUTTON = '[data-action="levelUp"]';
const ATTRS = { sta: 2, spd: 4, arm: 2, hp: 3, off: 13, def: 12, acc: 12, int: 10, ag: 12, t: 12, m: 10 };

function hero(name: string, over: { custom?: boolean; points?: number; level?: number; hp?: number | null } = {}, owner = "player1"): FakeActor {
  return makeActor({
    name, type: "eldfallHero", ownership: { default: 0, [owner]: 3 },
    system: {
      schemaVersion: 2, attributes: { ...ATTRS, hp: over.hp === undefined ? ATTRS.hp : over.hp }, health: { value: 2 }, weakPoints: 0, mana: 0, ap: { value: 0 },
      size: "medium", inventory: 10, level: over.level ?? 1, custom: over.custom ?? true, points: over.points ?? 0,
    },
  });
}
type Sys = { level: number; points: number; attributes: Record<string, number | null>; health: { value: number } };
const sys = (a: FakeActor) => a.system as unknown as Sys;
const snapshot = (a: FakeActor) => JSON.parse(JSON.stringify({ level: sys(a).level, points: sys(a).points, attributes: sys(a).attributes, health: { value: sys(a).health.value } })) as Sys;
const errors = () => world.notifications.filter((n) => n.level === "error").map((n) => n.message);
const click = async (a: FakeActor, raises: Record<string, number>) => {
  world.dialogs.push(answer(Object.fromEntries(Object.entries(raises).map(([k, v]) => [`raise.${k}`, v])), "levelUp"));
  await clickOnSheet(EldfallHeroSheet as never, a, BUTTON);
  for (let i = 0; i < 3; i++) await settle();
};

describe("Eldfall Level Up (Foundry test double)", () => {
  bootedSuite("eldfall", () => {
    actAs({ id: "gm", isGM: true });
  }, resetUsers);
  usePlainEnrichment();
  beforeEach(() => {
    resetWorld();
    resetUsers();
    hookErrors.length = 0;
  });

  it("the rule: a custom hero's raises as purchases (3 points a Combat +2 or two +1, 5 a Vitality +1) within the new level's points and the kept ones", () => {
    expect(purchasesFor({ off: 3, def: 1, hp: 1 }).purchases).to.deep.equal([
      { kind: "combat", attributes: ["off"] }, { kind: "vitality", attribute: "hp" }, { kind: "combat", attributes: ["off", "def"] },
    ]);
    const facts = { level: 1, custom: true, points: 1, attributes: ATTRS };
    expect(planLevelUp(facts, { off: 2, def: 1, acc: 1 })).to.deep.include({ ok: true, level: 2, budget: 6, spent: 6, points: 0 });
    expect(planLevelUp({ ...facts, level: 2 }, { hp: 1 })).to.deep.include({ ok: true, level: 3, budget: 7, spent: 5, points: 2 });
    const keys = (raises: Record<string, number>, over = {}) => planLevelUp({ ...facts, ...over }, raises).errors.map((e) => e.key.split(".").pop());
    expect(keys({ off: 1 })).to.deep.equal(["combatPairs"]);
    expect(keys({ sta: 1 })).to.deep.equal(["notRaisable"]);
    expect(keys({ ag: 2 })).to.deep.equal(["budget"]);
    expect(keys({ hp: 1 }, { attributes: { ...ATTRS, hp: null } })).to.deep.equal(["unprinted"]);
    expect(keys({ off: 2 }, { custom: false })).to.deep.equal(["named", "budget"]);
    expect(keys({}, { level: 3 })).to.deep.equal(["maxLevel"]);
  });

  it("the owning player levels a custom hero from the sheet: OFF +2, DEF +1, ACC +1 for 6 points; the GM writes Level 2, the attributes and 0 points kept; a notice says so", async () => {
    const aria = hero("Aria", { points: 1 });
    actAs({ id: "player1", isGM: false });
    await click(aria, { off: 2, def: 1, acc: 1 });
    expect(errors()).to.deep.equal([]);
    expect(snapshot(aria)).to.deep.equal({ level: 2, points: 0, attributes: { ...ATTRS, off: 15, def: 13, acc: 13 }, health: { value: 2 } });
    expect((await shownAll(world.messages)).join(" ")).to.contain("Reaches Level 2: OFF +2, DEF +1, ACC +1. 0 points kept.");

    // Level 2 → 3: 6 new points; HP +1 (5) keeps 1; current HP rises with the maximum.
    await click(aria, { hp: 1 });
    expect(snapshot(aria)).to.deep.include({ level: 3, points: 1, health: { value: 3 } });
    expect(snapshot(aria).attributes.hp).to.equal(ATTRS.hp + 1);
    expect(hookErrors).to.deep.equal([]);
  });

  it("refused with a localized reason and nothing changed: an unpaired Combat +1, more than the points, a named hero's raise; a Level III hero has no Level Up", async () => {
    const aria = hero("Aria");
    actAs({ id: "player1", isGM: false });
    const before = snapshot(aria);
    await click(aria, { off: 1, hp: 1 });
    await click(aria, { ag: 1, t: 1 });
    expect(snapshot(aria), "nothing written").to.deep.equal(before);
    expect(errors()).to.deep.equal([
      "Combat raises come as +2 to one attribute or +1 to two: the +1s of OFF, DEF, ACC, INT, M must pair up.",
      "10 points spent, 5 available.",
    ]);

    // A named hero's dialog offers no raise (its next profile comes from the Quest Log): it reaches the next level only.
    world.notifications.length = 0;
    const seigen = hero("Seigen", { custom: false });
    await click(seigen, {});
    expect(snapshot(seigen)).to.deep.include({ level: 2, points: 0 });
    expect(snapshot(seigen).attributes).to.deep.equal(ATTRS);
    // Asked anyway (the macro API), the GM refuses a named hero's raise.
    expect(await levelUp(seigen as never, { off: 2 })).to.equal(undefined);
    expect(errors()).to.deep.equal(["A named hero gains no points: its next profile comes from the Quest Log."]);
    expect(sys(seigen).level).to.equal(2);

    const top = hero("Tomoe", { level: 3 });
    let shown = true;
    await clickOnSheet(EldfallHeroSheet as never, top, BUTTON).catch(() => { shown = false; });
    expect(shown, "no Level Up at Level III").to.equal(false);
  });

  it("the GM checks the requester owns the hero: another player's request (the macro API) is refused and changes nothing", async () => {
    const other = hero("Nara", {}, "player2");
    actAs({ id: "player1", isGM: false });
    const before = snapshot(other);
    expect(await levelUp(other as never, { off: 2 })).to.equal(undefined);
    expect(snapshot(other)).to.deep.equal(before);
    expect(errors()).to.have.length(1);
    expect(errors()[0]).to.match(/^You do not own Nara/);
  });
});
