/**
 * Eldfall token bars and the token HUD on the Foundry test double, the system booted: a hero's and a Hostile's tokens
 * give bar1 (HP) and bar2 (AP) as value/max pairs, the maximum HP as the campaign plays it; the token HUD's bar input
 * writes the actor's stored value (an unlinked Hostile's token its own copy), clamped to the bar's maximum, for its
 * owners only; its status palette shows each State's rule.
 */
import { expect } from "chai";
import { actAs, makeActor, makeScene, placeToken, resetWorld, world, type FakeActor } from "../../support/foundry-double";
import { bootedSuite } from "../../support/double/boot";
import { drawnBar } from "../../support/double/tokens";
import { renderTokenHUD } from "../../support/double/token-hud";
import { ELDFALL_TOKENS } from "../../../src/rulesets/eldfall/tokens";

const ATTRS = { sta: 2, spd: 4, arm: 3, hp: 3, off: 12, def: 12, acc: 12, int: 10, ag: 12, t: 12, m: 10 };
/** The prototype token the system gives a new actor of this type (core/tokens.ts prototypeTokenPatch). */
const prototypeOf = (type: keyof typeof ELDFALL_TOKENS) => ({ bar1: { attribute: ELDFALL_TOKENS[type]!.primary }, bar2: { attribute: ELDFALL_TOKENS[type]!.secondary } });
const pool = (a: FakeActor, key: "health" | "ap") => ({ ...(a.system[key] as { value: number; max: number }) });

describe("Eldfall token bars and HUD (Foundry test double)", () => {
  bootedSuite("eldfall");

  let aria: FakeActor;
  let ogre: FakeActor;
  let party: FakeActor;
  beforeEach(() => {
    resetWorld();
    for (const a of [...world.actors.values()]) world.actors.delete(a.uuid);
    aria = makeActor({ name: "Aria", type: "eldfallHero", ownership: { default: 0, player1: 3 }, prototypeToken: prototypeOf("eldfallHero"),
      system: { schemaVersion: 2, attributes: ATTRS, health: { value: 2 }, ap: { value: 1 } } });
    const bran = makeActor({ name: "Bran", type: "eldfallHero", ownership: { default: 0, player2: 3 }, system: { schemaVersion: 2, attributes: ATTRS, health: { value: 3 } } });
    // Two heroes of four: +1 HP each per missing hero (M109), so Aria's maximum is 3 + 2.
    party = makeActor({ name: "Test Party", type: "eldfallParty", system: { members: [aria.uuid, bran.uuid] } });
    ogre = makeActor({ name: "Test Hostile 07", type: "eldfallHostile", prototypeToken: prototypeOf("eldfallHostile"),
      system: { schemaVersion: 2, attributes: { ...ATTRS, sta: 3, hp: 4 }, health: { value: 4 }, ap: { value: 0 }, tier: 1 } });
  });
  afterEach(() => world.actors.delete(party.uuid));

  it("a hero's and a Hostile's tokens give bar1 HP and bar2 AP as value/max pairs, drawn, editable; max HP as the campaign plays it", () => {
    const scene = makeScene("Field");
    const hero = placeToken(scene, aria, { x: 1, y: 1, linked: true });
    const hostile = placeToken(scene, ogre, { x: 3, y: 1 });
    expect([hero.getBarAttribute("bar1"), hero.getBarAttribute("bar2")]).to.deep.equal([
      { type: "bar", attribute: "health", value: 2, max: 5, editable: true },
      { type: "bar", attribute: "ap", value: 1, max: 2, editable: true },
    ]);
    expect([hostile.getBarAttribute("bar1"), hostile.getBarAttribute("bar2")]).to.deep.equal([
      { type: "bar", attribute: "health", value: 4, max: 4, editable: true },
      { type: "bar", attribute: "ap", value: 0, max: 3, editable: true },
    ]);
    expect([drawnBar(hero, "bar1"), drawnBar(hero, "bar2"), drawnBar(hostile, "bar1"), drawnBar(hostile, "bar2")]).to.deep.equal([
      { value: 2, max: 5 }, { value: 1, max: 2 }, { value: 4, max: 4 }, { value: 0, max: 3 },
    ]);
  });

  it("the token HUD's bar input writes the actor's stored HP and AP, clamped to the bar's maximum; a Hostile's token its own copy", async () => {
    const scene = makeScene("Field");
    const hero = placeToken(scene, aria, { x: 1, y: 1, linked: true });
    actAs({ id: "player1", isGM: false });
    await renderTokenHUD(hero).submitBar("bar1", "+2");
    expect(pool(aria, "health"), "a delta adds to the value").to.deep.equal({ value: 4, max: 5 });
    await renderTokenHUD(hero).submitBar("bar1", "9");
    expect(pool(aria, "health"), "clamped to max HP").to.deep.equal({ value: 5, max: 5 });
    await renderTokenHUD(hero).submitBar("bar2", "-1");
    expect(pool(aria, "ap")).to.deep.equal({ value: 0, max: 2 });
    expect(aria.updates.slice(-3), "the stored fields, never the derived maxima").to.deep.equal([
      { "system.health.value": 4 }, { "system.health.value": 5 }, { "system.ap.value": 0 },
    ]);
    // Another player's HUD edit is refused by the server; nothing changes.
    actAs({ id: "player2", isGM: false });
    let refused: unknown = null;
    await renderTokenHUD(hero).submitBar("bar1", "1").catch((e: unknown) => { refused = e; });
    expect(String(refused)).to.match(/lacks permission to update Actor/);
    expect(pool(aria, "health").value).to.equal(5);
    actAs({ id: "gm", isGM: true });
    const hostile = placeToken(scene, ogre, { x: 3, y: 1 });
    await renderTokenHUD(hostile).submitBar("bar1", "-3");
    expect([pool(hostile.actor, "health"), pool(ogre, "health")], "the token's copy, not the world Hostile").to.deep.equal([{ value: 1, max: 4 }, { value: 4, max: 4 }]);
  });

  it("the token HUD's status palette shows each State's rule on hover, through the renderTokenHUD hook", () => {
    const token = placeToken(makeScene("Field"), ogre, { x: 0, y: 0 });
    const icons = [...renderTokenHUD(token).element.querySelectorAll<HTMLElement>("[data-status-id]")];
    const crouched = icons.find((i) => i.dataset.statusId === "realms.eldfall.crouched")!;
    expect(crouched.dataset.tooltipText).to.match(/^Crouched: .+/);
    expect(crouched.getAttribute("aria-label")).to.equal(crouched.dataset.tooltipText);
    expect(icons.filter((i) => i.dataset.statusId!.startsWith("realms.eldfall.")).every((i) => /: ./.test(i.dataset.tooltipText ?? ""))).to.equal(true);
  });

  it("a version 1 Hostile (HP and AP stored as numbers) loads with both bars", () => {
    const old = makeActor({ name: "Test Hostile 08", type: "eldfallHostile", prototypeToken: prototypeOf("eldfallHostile"),
      system: { schemaVersion: 1, attributes: ATTRS, health: 2, ap: 1, tier: 1 } });
    const token = placeToken(makeScene("Field"), old, { x: 0, y: 0 });
    expect([drawnBar(token, "bar1"), drawnBar(token, "bar2")]).to.deep.equal([{ value: 2, max: 3 }, { value: 1, max: 2 }]);
  });
});
