/**
 * 2D6 checks on the test double: the dialog's exact odds for a named use (cap, crits, curse, hunger), the card,
 * regeneration refused or rolled, and the Rule of Three refusing a change with the reason.
 */
import { expect } from "chai";
import { actAs, registerRolls, resetWorld, world } from "../../support/foundry-double";
import { cardData } from "../../support/cards";
import "../../support/rulesets";
import { registerGmQuery } from "../../../src/core/gm";
import { TWOD6_ROLLS } from "../../../src/rulesets/twod6/rolls";
import { checkDialogOdds, rollCheck } from "../../../src/rulesets/twod6/checks/checks";
import { rollRegen } from "../../../src/rulesets/twod6/survival/regen";
import { guardRuleOfThree } from "../../../src/rulesets/twod6/creatures/rule-of-three";
import type { CheckCard } from "../../../src/rulesets/twod6/checks/cards";
import type { TwoD6ActorModel } from "../../../src/rulesets/twod6/models/actor-model";
import { hero, ring } from "./support";

registerGmQuery();
registerRolls(TWOD6_ROLLS);
const fast = { fastForward: true, advantage: false, disadvantage: false };
const sys = (a: { system: unknown }) => a.system as TwoD6ActorModel;
const lastCard = () => cardData<CheckCard>(world.messages.at(-1)!);
const g = globalThis as unknown as { Hooks: { on: (n: string, f: unknown) => number; off: (n: string, id: number) => void } };

describe("2D6 checks (glue)", () => {
  beforeEach(() => resetWorld());

  it("the dialog's odds: the chosen use's modifier, the +5 cap, hunger's penalty, a cursed ring's critical failure range", () => {
    // STR 14 → +7, held to +5; Famished −2 comes off first: +5; one cursed ring: 2–3 fail critically.
    const mira = hero("Mira", { system: { abilities: { str: 14, agi: 7, sta: 8, cha: 7 }, hunger: 100 }, items: [ring("Ring of Woe", { cursed: true })] });
    const odds = checkDialogOdds(mira as never, {}, (k) => k)(-2, { mode: "meleeToHit", target: "10" });
    // Natural 2–3 (3 ways) fail critically, 4 (3 ways) falls short of 10 − 5, 5–11 (29) succeed, 12 crits.
    expect(odds.distribution!.map((d) => Math.round(d.p * 36))).to.deep.equal([3, 3, 29, 1]);
    expect(odds.chance).to.equal(30 / 36);
    // Climb at the default 7 with +5: everything but the critical failures, 33 of 36.
    expect(checkDialogOdds(mira as never, {}, (k) => k)(-2, { mode: "climb", target: "7" }).chance).to.equal(33 / 36);
  });

  it("a check rolls real dice and posts the card with every modifier, the cap and the range in force", async () => {
    const mira = hero("Mira", { system: { abilities: { str: 14, agi: 7, sta: 8, cha: 7 } } });
    world.dice.push(1, 1);
    await rollCheck(mira as never, { use: "climb", difficulty: 3 }, fast);
    const card = lastCard();
    expect(card).to.deep.include({ use: "climb", natural: 2, modifier: 5, uncapped: 7, total: 7, difficulty: 3, result: "criticalFailure", critFailThrough: 2, canCrit: false });
    world.dice.push(6, 6);
    await rollCheck(mira as never, { use: "meleeToHit", difficulty: 20 }, fast);
    expect(lastCard().result).to.equal("criticalSuccess");
  });

  it("regeneration: refused with the reason unless fed; on a success 1 point comes back", async () => {
    const hungry = hero("Hungry", { system: { hunger: 800, health: { value: 5, max: 10 } } });
    expect(await rollRegen(hungry as never, "health")).to.equal(0);
    expect(world.notifications.at(-1)!.message).to.contain("cannot regain health");
    const fed = hero("Fed", { system: { hunger: 1500, thirst: 1500, health: { value: 5, max: 10 } } });
    world.dice.push(5, 4);
    // Both Satiated: 9 + 1 ≥ 10.
    expect(await rollRegen(fed as never, "health")).to.equal(1);
    expect(sys(fed).health.value).to.equal(6);
    expect(lastCard()).to.deep.include({ difficulty: 10, total: 10, result: "success" });
    const famished = hero("Famished", { system: { hunger: 100, energy: { value: 0, max: 4 } } });
    expect(await rollRegen(famished as never, "energy")).to.equal(0);
    expect(world.notifications.at(-1)!.message).to.contain("Famished or Parched");
  });

  it("the Rule of Three refuses a change and says why; the female exception passes", async () => {
    const id = g.Hooks.on("preUpdateActor", guardRuleOfThree);
    try {
      actAs({ id: "player1", isGM: false });
      const mira = hero("Mira", { system: { abilities: { str: 7, agi: 9, sta: 10, cha: 10 } } });
      await mira.update({ "system.abilities.cha": 11 } as never);
      expect(sys(mira).abilities.cha).to.equal(10);
      expect(world.notifications.at(-1)!.message).to.contain("at most 3 (now 4)");
      await mira.update({ "system.female": true } as never);
      await mira.update({ "system.abilities.cha": 11 } as never);
      expect(sys(mira).abilities.cha).to.equal(11);
    } finally {
      g.Hooks.off("preUpdateActor", id);
    }
  });
});
