import { expect } from "chai";
import { sanitizeSubmit } from "../../../src/core/schema/submit";
import { pipsHtml } from "../../../src/core/combat-view";
import { MAX_PIPS, pipList } from "../../../src/core/pips";
import { initialValue } from "../../../src/core/schema/spec";
import { heroContext } from "../../../src/rulesets/elvendor/sheets/context";
import { heroSpec } from "../../../src/rulesets/elvendor/models/specs";
import { DEFAULT_ELVENDOR_OPTIONS } from "../../../src/rulesets/elvendor/options/rules/options";
import { ALL_SPECS, fieldsOf, numbersOf } from "../../support/all-specs";
import { changeWorthiness, WORTHINESS_LOG_MAX } from "../../../src/rulesets/aedelore/character/rules/worthiness";
import { format, hbs, render } from "../../support/render";

describe("sheet input bounds", () => {
  it("every numeric field of every spec has a finite minimum and maximum", () => {
    const unbounded = Object.entries(ALL_SPECS).flatMap(([type, spec]) => numbersOf(spec)
      .filter((f) => !Number.isFinite(f.spec.min) || !Number.isFinite(f.spec.max))
      .map((f) => `${type}.${f.path}`));
    expect(unbounded).to.deep.equal([]);
  });

  for (const [type, spec] of Object.entries(ALL_SPECS)) {
    it(`${type}: a huge value in any numeric field is refused with a localized message naming the maximum`, () => {
      for (const { path, spec: number } of numbersOf(spec)) {
        const { clean, errors } = sanitizeSubmit(spec, { name: "Kept", [`system.${path}`]: "10000000000000" });
        expect(clean, path).to.deep.equal({ name: "Kept" });
        expect(errors.map((e) => e.key), path).to.deep.equal(["REALMS.Errors.AboveMax"]);
        expect(format(errors[0]!.key, errors[0]!.data), path).to.contain(`above the maximum of ${number.max}`);
      }
    });
  }
});

describe("list bounds", () => {
  it("every list of every spec holds a bounded number of rows", () => {
    const unbounded = Object.entries(ALL_SPECS).flatMap(([type, spec]) => fieldsOf(spec)
      .filter((f) => f.spec.type === "array" && !Number.isFinite(f.spec.max)).map((f) => `${type}.${f.path}`));
    expect(unbounded).to.deep.equal([]);
  });

  it("a crafted list of a million rows is refused with a localized message", () => {
    const { clean, errors } = sanitizeSubmit(ALL_SPECS.elfPc!, { name: "Kept", "system.traits": Array.from({ length: 1_000_000 }, () => ({ name: "x", kind: "ability", value: 1 })) });
    expect(clean).to.deep.equal({ name: "Kept" });
    expect(format(errors[0]!.key, errors[0]!.data)).to.equal("traits: 1000000 entries is more than the 100 it can hold. The old value was kept.");
  });

  it("the Worthiness log keeps the latest changes within its bound", () => {
    const log = Array.from({ length: WORTHINESS_LOG_MAX }, (_, i) => ({ delta: 1, reason: String(i), worldTime: i }));
    const r = changeWorthiness(0, log, 1, "last", 5);
    expect(r.ok && r.log).to.have.length(WORTHINESS_LOG_MAX);
    expect(r.ok && r.log.at(-1)!.reason).to.equal("last");
  });
});

describe("views never render more than the pip cap", () => {
  it("pip lists stop at MAX_PIPS and count the rest in one marker", () => {
    expect(pipList(3, 1)).to.deep.equal([{ filled: true }, { filled: false }, { filled: false }]);
    const huge = pipList(10_000_000, 5);
    expect(huge).to.have.length(MAX_PIPS + 1);
    expect(huge.at(-1)).to.deep.equal({ more: 10_000_000 - MAX_PIPS });
    expect(pipList(Number.NaN, 2)).to.deep.equal([]);
    expect(pipList(Infinity, 2)).to.deep.equal([]);
  });

  it("the combat tracker row of a hero with ACT 10,000,000 holds at most MAX_PIPS pips per track", () => {
    const html = pipsHtml({ apLeft: 10_000_000, apMax: 10_000_000, reactionsUsed: 0, reactionsMax: 1e9 }, (k) => k);
    expect(html.match(/realms-pip ap/g)).to.have.length(MAX_PIPS);
    expect(html.match(/realms-pip reaction/g)).to.have.length(MAX_PIPS);
    expect(html).to.contain(`+${10_000_000 - MAX_PIPS}`);
    expect(html.length).to.be.below(2000);
  });

  it("the hero sheet with a million ACT (past any spec bound) renders at most MAX_PIPS action pips", () => {
    const system = { ...initialValue(heroSpec), attributes: { ...initialValue(heroSpec).attributes, act: 1_000_000 } };
    const context = heroContext({ id: "h", name: "H", img: "", type: "elvendorHero", system, items: [] },
      { editable: true, conditions: [], round: null, apLeft: null, enriched: {}, options: DEFAULT_ELVENDOR_OPTIONS });
    expect(context.apPips).to.have.length(MAX_PIPS + 1);
    const html = render("templates/core/partials/pips.hbs", { pips: context.apPips, label: "AP" });
    expect(html.match(/class="realms-pip( filled)?"/g)).to.have.length(MAX_PIPS);
    expect(html).to.contain(`+${1_000_000 - MAX_PIPS}`);
  });

  it("the times helper repeats a block at most MAX_PIPS times", () => {
    expect(hbs.compile("{{#times n}}x{{/times}}")({ n: 1e9 })).to.equal("x".repeat(MAX_PIPS));
    expect(hbs.compile("{{#times n}}x{{/times}}")({ n: 2 })).to.equal("xx");
  });
});
