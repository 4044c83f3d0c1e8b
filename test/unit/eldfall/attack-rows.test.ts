/**
 * The profile rules' attack rows reach the dice with their formulas evaluated (PW `T+4`, STK `STA`) and their RCH in
 * the space rules' terms; an attack from the sheet's row rolls through the booted ruleset's dice with the States on.
 */
import { expect } from "chai";
import { makeActor, world } from "../../support/foundry-double";
import { bootedSuite } from "../../support/double/boot";
import { actorModel } from "../../../src/core/data/actor-model";
import type { EldfallActorModel } from "../../../src/rulesets/eldfall/models/actor-model";
import { applyStateTo } from "../../../src/rulesets/eldfall/states/actor-states";
import { parseReach } from "../../../src/rulesets/eldfall/profile/rules/profile";
import { reachSpaces } from "../../../src/rulesets/eldfall/space/rules/space";
import type { RollCard } from "../../../src/rulesets/eldfall/dice/cards";
import { bladeData, tharosData } from "../../support/eldfall-models";

const fast = { fastForward: true, advantage: false, disadvantage: false };

describe("Eldfall: attack rows from the profile rules", () => {
  it("RCH cells as the space rules measure them (one reach type): ❖, 3, +1|−2, AG, Casting Aura, an AoE shape alone", () => {
    const at = (text: string) => parseReach(text)!.reach;
    expect(reachSpaces(at("❖"))).to.equal(0);
    expect(reachSpaces(at("3"))).to.equal(3);
    expect(reachSpaces(at("+1|-2"))).to.equal(Infinity);
    expect(reachSpaces(at("AG"), { attributes: { ag: 13 } })).to.equal(7);
    expect(reachSpaces(at("Casting Aura"))).to.equal(3);
    expect(reachSpaces(at("Blast S"))).to.equal(0);
    expect(reachSpaces(at("Spray L"))).to.equal(5);
  });

  describe("booted", () => {
    bootedSuite("eldfall");

    it("Tharos attacks with the Sacred Relic Blade row: STK STA = 2 dice on OFF 13; Confused, on OFF 7", async () => {
      const data = tharosData();
      const tharos = makeActor({ ...data, items: [...data.items, bladeData()] } as never);
      const foe = makeActor({ ...tharosData(), name: "Foe", type: "eldfallHostile" } as never);
      const sys = actorModel<EldfallActorModel>(tharos as never);
      const rowId = sys.attacks.find((r) => r.itemName === "Sacred Relic Blade")!.id;
      world.dice.push(13, 14);
      const card = await sys.attack(rowId, foe as never, { intent: fast }) as RollCard;
      expect([card.side.value, card.side.dice.map((d) => d.landed)]).to.deep.equal([13, [true, false]]);
      await applyStateTo(tharos as never, "confused", { quiet: true });
      world.dice.push(7, 8);
      const confused = await sys.attack(rowId, foe as never, { intent: fast }) as RollCard;
      expect([confused.side.value, confused.side.dice.map((d) => d.landed)]).to.deep.equal([7, [true, false]]);
    });
  });
});
