/**
 * What the roll dialogs say, opened through each ruleset's own roll on the Foundry test double: the pool each one
 * rolls (not "Base target 3d6"), no subtitle that repeats the title, odds with two decimals and the exact
 * fraction in the tooltip, a capped target that says so, and a headline chance the bars agree with.
 */
import { expect } from "chai";
import { IGNORE, makeActor, registerRolls, resetWorld, world } from "../../support/foundry-double";
import "../../support/rulesets";
import { registerGmQuery } from "../../../src/core/gm";
import { ELF_ROLLS } from "../../../src/rulesets/elf/rolls";
import { AEDELORE_ROLLS } from "../../../src/rulesets/aedelore/rolls";
import { TWOD6_ROLLS } from "../../../src/rulesets/twod6/rolls";
import { rollTask } from "../../../src/rulesets/elf/task/task";
import { rollCheck as aedCheck } from "../../../src/rulesets/aedelore/checks/checks";
import { rollCheck as twod6Check } from "../../../src/rulesets/twod6/checks/checks";
import { character } from "../../support/aedelore-actors";
import { hero, ring } from "../twod6/support";
import { answer } from "../../support/foundry-double";

registerGmQuery();
registerRolls(ELF_ROLLS);
registerRolls(AEDELORE_ROLLS);
registerRolls(TWOD6_ROLLS);
const slow = { fastForward: false, advantage: false, disadvantage: false };
const tick = () => new Promise((r) => setTimeout(r, 5));

/** Open a roll through its glue, read the window as the roller sees it (after `act`), then close it unrolled. */
async function openDialog(roll: () => Promise<unknown>, act: (form: HTMLFormElement) => void = () => undefined) {
  let held: { form: HTMLFormElement; app: { close(): Promise<unknown> } } | null = null;
  world.dialogs.push((form: HTMLFormElement, app: unknown) => {
    act(form);
    held = { form, app: app as { close(): Promise<unknown> } };
    return IGNORE;
  });
  const done = roll();
  for (let i = 0; i < 200 && !held; i++) await tick();
  await tick();
  const { form, app } = held!;
  const text = (selector: string) => form.querySelector(selector)?.textContent?.trim() ?? null;
  const view = {
    title: text("header h2"), subtitle: text(".realms-subtitle"), base: [...form.querySelectorAll(".realms-roll-base > *")].map((e) => e.textContent?.trim()),
    chance: text("[data-odds='chance']"), tip: form.querySelector("[data-odds='chance']")?.getAttribute("title") ?? null, capped: text("[data-odds='capped']"),
    bars: [...form.querySelectorAll(".realms-odds-table li")].map((li) => [...li.querySelectorAll("span")].map((s) => s.textContent?.trim() ?? "").filter(Boolean)),
  };
  await app.close();
  await done;
  expect(world.messages, "a closed dialog rolls nothing").to.have.length(0);
  return view;
}

describe("Roll dialogs say what they roll (glue, Foundry double)", () => {
  beforeEach(() => resetWorld());

  it("Elf: 3d6 + modifiers against the DF; the chance to two decimals with its fraction, the bars summing with it", async () => {
    const pc = makeActor({ name: "Mira", type: "elfPc", ownership: { default: 0, player1: 3 },
      system: { schemaVersion: 1, concept: "", traits: [], speedBonus: 2, injuryPoints: 0, armorMisc: 0, resources: [], longAction: false, notes: "" } });
    const view = await openDialog(() => rollTask({ actor: pc as never, purpose: "task", label: "Climb", difficulty: 10, intent: slow }));
    expect(view.title).to.equal("Mira: Climb");
    expect(view.subtitle).to.equal(null);
    expect(view.base).to.deep.equal(["Rolls", "3d6 + modifiers against the DF"]);
    // 3d6 ≥ 10 ties or beats: success is 11+ (108 of 216), a tie exactly 10 (27 of 216).
    expect(view.chance).to.equal("50.00%");
    expect(view.tip).to.equal("Exactly 1/2");
    expect(view.bars).to.deep.equal([["Failure", "37.50%"], ["Tie", "12.50%"], ["Success", "50.00%"]]);
  });

  it("Aedelore: the d10 pool, its needed successes by plural, and a headline chance that is the bars' own sum", async () => {
    const brannoc = character("Brannoc");
    const view = await openDialog(() => aedCheck(brannoc as never, { skill: "athletics" }, slow),
      (form) => answer({ mode: "trivial" })(form, null as never));
    expect(view.base[0]).to.equal("Rolls");
    expect(view.base[1]).to.match(/^\dD10 pool: each 7\+ a success, each 10 again$/);
    expect(view.bars[0]![0]).to.match(/^0 successes or Barely$/);
    expect(view.bars[1]![0]).to.equal("1 success or Barely");
    expect(view.bars[2]![0]).to.equal("2 successes or Barely");
    // Trivial needs 1: the chance is 1 − P(0), the first bar's complement, to the shown decimals.
    const p0 = Number.parseFloat(view.bars[0]![1]!);
    expect(Number.parseFloat(view.chance!)).to.be.closeTo(100 - p0, 0.011);
    expect(view.tip).to.match(/^Exactly \d+\/\d+$/);
  });

  it("2D6: 2d6 + modifier against the difficulty; a cursed item counted in the singular", async () => {
    const mira = hero("Mira", { system: { abilities: { str: 14, agi: 7, sta: 8, cha: 7 } }, items: [ring("Ring of Woe", { cursed: true })] });
    const view = await openDialog(() => twod6Check(mira as never, { use: "climb" }, slow));
    expect(view.base).to.deep.equal(["Rolls", "2d6 + modifier against the difficulty"]);
    expect(view.subtitle).to.equal("Critical failure on a natural 2–3 (1 cursed item)");
    // Climb at 7 with +5: all but the 3 critical failures of 36.
    expect(view.chance).to.equal("91.67%");
    expect(view.tip).to.equal("Exactly 11/12");
  });
});
