import { expect } from "chai";
import { advanceMark, UNSTARTED } from "../../support/timeline";
import { canModifyActor } from "../../../src/core/rules/permissions";
import { conditionEffectData, effectIdsFor, readConditions } from "../../../src/core/effects";
import { phaseInitiative, pipsHtml } from "../../../src/core/combat-view";
import { foundryWeatherKey } from "../../../src/core/weather";
import { percent, signed } from "../../../src/core/format";
import { rollDialogContext, totalShift } from "../../../src/core/roll-dialog-model";
import { clickIntent } from "../../../src/core/roll-dialog";

describe("core glue helpers", () => {
  it("the combat high-water mark: rewind and replay never process a boundary twice", () => {
    const order = ["a", "b"];
    let mark = UNSTARTED;
    const step = (round: number, turn: number) => {
      const r = advanceMark(mark, { round, combatantId: order[turn]! }, order);
      mark = r.mark;
      return r.boundaries.map((b) => `${b.kind}@${b.round}${"turn" in b ? `.${b.turn}` : ""}`);
    };
    expect(step(1, 0)).to.deep.equal(["roundStart@1", "turnStart@1.0"]);
    expect(step(1, 1)).to.deep.equal(["turnEnd@1.0", "turnStart@1.1"]);
    expect(step(1, 0)).to.deep.equal([]); // rewind
    expect(step(1, 1)).to.deep.equal([]); // replay of an already processed turn
    expect(step(2, 0)).to.deep.equal(["turnEnd@1.1", "roundEnd@1", "roundStart@2", "turnStart@2.0"]);
  });

  it("only the GM or an owner may change an actor", () => {
    expect(canModifyActor({ isGM: true, userId: "g", ownership: {} })).to.equal(true);
    expect(canModifyActor({ isGM: false, userId: "p", ownership: { default: 0, p: 3 } })).to.equal(true);
    expect(canModifyActor({ isGM: false, userId: "p", ownership: { default: 2, p: 2 } })).to.equal(false);
    expect(canModifyActor({ isGM: false, userId: "q", ownership: { default: 3 } })).to.equal(true);
  });

  it("conditions round-trip through ActiveEffect data", () => {
    const condition = { id: "poisoned", value: 2, appliedAt: { round: 1, turn: 0, worldTime: 0 }, duration: { unit: "rounds", value: 2 } } as const;
    const status = { id: "poisoned", statusId: "realms.test.poisoned", _id: "rlms000000000001", name: "k", img: "i.svg", description: "d" };
    const data = conditionEffectData(condition, status, { name: "Poisoned", description: "Hurts" });
    expect(data).to.deep.include({ _id: "rlms000000000001", name: "Poisoned (2)", statuses: ["realms.test.poisoned"], img: "i.svg" });
    const effects = [{ id: "e1", ...data }, { id: "e2", statuses: ["dead"], flags: {} }];
    expect(readConditions(effects)).to.deep.equal([condition]);
    expect(effectIdsFor(effects, [condition])).to.deep.equal(["e1"]);
  });

  it("tracker: phases as initiative, pips with only numbers in the markup", () => {
    expect(["player", "companion", "enemy"].map((p) => phaseInitiative(["player", "companion", "enemy"], p))).to.deep.equal([30, 20, 10]);
    const html = pipsHtml({ apLeft: 1, apMax: 3, reactionsUsed: 1, reactionsMax: 1 }, (k) => k);
    expect(html.match(/realms-pip ap filled/g)).to.have.length(1);
    expect(html.match(/realms-pip ap"/g)).to.have.length(2);
    expect(html.match(/realms-pip reaction"/g)).to.have.length(1);
  });

  it("Foundry weather follows the system state", () => {
    expect([foundryWeatherKey("clear", 3), foundryWeatherKey("fog", 1), foundryWeatherKey("rain", 2), foundryWeatherKey("rain", 5)]).to.deep.equal(["", "fog", "rain", "rainStorm"]);
  });

  it("formatting: real minus signs, exact percentages", () => {
    expect([signed(2), signed(-1), signed(0)]).to.deep.equal(["+2", "\u22121", "0"]);
    expect([percent(0.5), percent(1 / 3), percent(5 / 1296)]).to.deep.equal(["50%", "33.33%", "0.39%"]);
  });

  it("the roll dialog recomputes the odds from the switched-on modifiers", () => {
    const mods = [{ source: "night", label: "n", value: 1, active: true }, { source: "rain", label: "r", value: 1, active: false }];
    expect(totalShift(mods, -1)).to.equal(0);
    const ctx = rollDialogContext({ title: "t", subtitle: "s", base: "4+", modifiers: mods, situational: 0 }, (shift) => ({ target: `${4 + shift}+`, chance: (3 - shift) / 6 }));
    expect(ctx.target).to.equal("5+");
    expect(ctx.chance).to.equal("33.33%");
    expect(ctx.modifiers[0]!.value).to.equal("+1");
  });

  it("click conventions: shift fast-forwards, alt and ctrl ask for advantage and disadvantage", () => {
    expect(clickIntent({ shiftKey: true })).to.deep.equal({ fastForward: true, advantage: false, disadvantage: false });
    expect(clickIntent({ altKey: true, ctrlKey: true })).to.deep.equal({ fastForward: false, advantage: true, disadvantage: true });
    expect(clickIntent(null).fastForward).to.equal(false);
  });
});
