/**
 * Elf System token bars on the Foundry test double, the system booted (both double modes): a token placed from the
 * compendium's Wolf and Mira draws bar1 as the condition ladder's steps before Dead; conditions set through the token
 * HUD's status palette move it down; the HUD offers no edit of it (a derived pair, no field), and Foundry's
 * modifyTokenAttribute cannot write it. A PC's Injury Points stay a value on bar2 the HUD edits.
 */
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { actAs, FOUNDRY_GENERATION, makeActor, makeScene, placeToken, resetWorld, world, type FakeActor } from "../../support/foundry-double";
import { bootedSuite } from "../../support/double/boot";
import { drawnBar } from "../../support/double/tokens";
import { renderTokenHUD } from "../../support/double/token-hud";
import { clickHudStatus } from "../../support/double/status-effects";
import { statusIdOf } from "../../../src/core/status-ids";
import { conditionsOf } from "../../../src/rulesets/elf/actors/state";

type PackActor = { name: string; type: string; system: Record<string, unknown>; prototypeToken: Record<string, unknown>; ownership?: Record<string, number> };
const pack = (path: string) => JSON.parse(readFileSync(path, "utf8")) as PackActor;
/** An actor as the compendium ships it: its system data and its prototype token (bar1, bar2). */
const fromPack = (path: string, ownership?: Record<string, number>): FakeActor => {
  const { name, type, system, prototypeToken } = pack(path);
  return makeActor({ name, type, system, prototypeToken, ownership });
};
const WOLF = "packs/elf-npcs/wolf_elfNWolf00000000.json";
const MIRA = "packs/elf-examples/mira-thornwood_elfPMiraThornwoo.json";
const hud = (actor: FakeActor, condition: string) => clickHudStatus(actor, statusIdOf("elf", condition));
const states = (actor: FakeActor) => conditionsOf(actor as never).map((c) => c.id).sort();

describe(`Elf token bars: the condition ladder (double: Foundry v${FOUNDRY_GENERATION})`, () => {
  bootedSuite("elf");
  beforeEach(() => {
    resetWorld();
    actAs({ id: "gm", isGM: true });
  });

  it("a Wolf's token draws bar1 3/3; Wounded, Dying and Dead from the token HUD make it 2/3, 1/3 and 0/3 on that token only", async () => {
    const wolf = fromPack(WOLF);
    const token = placeToken(makeScene("Road"), wolf);
    expect(token.getBarAttribute("bar1")).to.deep.equal({ type: "bar", attribute: "ladder", value: 3, max: 3, editable: false });
    expect(drawnBar(token, "bar1")).to.deep.equal({ value: 3, max: 3 });
    const steps: unknown[] = [];
    for (const condition of ["wounded", "dying", "dead"]) {
      await hud(token.actor, condition);
      steps.push(drawnBar(token, "bar1"));
    }
    expect(steps).to.deep.equal([{ value: 2, max: 3 }, { value: 1, max: 3 }, { value: 0, max: 3 }]);
    expect(states(token.actor), "Dead replaces Dying; Wounded stays").to.deep.equal(["dead", "wounded"]);
    expect(drawnBar(placeToken(makeScene("Road 2"), wolf), "bar1"), "the world Wolf is untouched").to.deep.equal({ value: 3, max: 3 });
  });

  it("Stunned while Wounded, from the HUD, knocks the Wolf out (1/3); taking Knocked Out, then Wounded away lifts it to 2/3, then 3/3", async () => {
    const token = placeToken(makeScene("Road"), fromPack(WOLF));
    await hud(token.actor, "wounded");
    world.dice.push(3, 4);
    await hud(token.actor, "stunned");
    expect([states(token.actor), drawnBar(token, "bar1")]).to.deep.equal([["knockedOut", "wounded"], { value: 1, max: 3 }]);
    await hud(token.actor, "knockedOut");
    expect([states(token.actor), drawnBar(token, "bar1")]).to.deep.equal([["wounded"], { value: 2, max: 3 }]);
    await hud(token.actor, "wounded");
    expect([states(token.actor), drawnBar(token, "bar1")]).to.deep.equal([[], { value: 3, max: 3 }]);
  });

  it("the HUD offers no edit of the ladder (its input is disabled), and Foundry's modifyTokenAttribute writes nothing", async () => {
    const token = placeToken(makeScene("Road"), fromPack(WOLF));
    await hud(token.actor, "wounded");
    const shown = renderTokenHUD(token);
    expect([shown.input("bar1")?.value, shown.input("bar1")?.disabled]).to.deep.equal(["2", true]);
    let refused: unknown = null;
    await shown.submitBar("bar1", "3").catch((e: unknown) => { refused = e; });
    expect(String(refused)).to.match(/input is disabled/);
    // A macro calling Foundry directly: the update names no field of the data model, so nothing is stored or changed.
    const before = structuredClone(token.actor._source);
    await token.actor.modifyTokenAttribute("ladder", 3, false, true);
    expect([token.actor._source, drawnBar(token, "bar1"), states(token.actor)]).to.deep.equal([before, { value: 2, max: 3 }, ["wounded"]]);
  });

  it("Mira's token: bar1 the ladder, bar2 her Injury Points as a value the owner edits from the HUD; Wounded makes bar1 2/3", async () => {
    const mira = fromPack(MIRA, { default: 0, player1: 3 });
    const token = placeToken(makeScene("Road"), mira, { linked: true });
    expect([token.getBarAttribute("bar1"), token.getBarAttribute("bar2")]).to.deep.equal([
      { type: "bar", attribute: "ladder", value: 3, max: 3, editable: false },
      { type: "value", attribute: "injuryPoints", value: 0, editable: true },
    ]);
    expect([drawnBar(token, "bar1"), drawnBar(token, "bar2")]).to.deep.equal([{ value: 3, max: 3 }, null]);
    actAs({ id: "player1", isGM: false });
    await renderTokenHUD(token).submitBar("bar2", "+2");
    await hud(mira, "wounded");
    expect([mira.system.injuryPoints, drawnBar(token, "bar1")], "Injury Points move no step; Wounded does").to.deep.equal([2, { value: 2, max: 3 }]);
  });
});
