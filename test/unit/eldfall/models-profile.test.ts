import { expect } from "chai";
import { reachSpaces as measure, twoValueModifier } from "../../../src/rulesets/eldfall/space/rules/space";
import { halvedUp } from "../../../src/rulesets/eldfall/profile/rules/reach";
import {
  POWER_PATTERN, REACH_PATTERN, STRIKE_PATTERN, formatPower, formatReach, parsePower, parseReach, parseStrike, powerValue,
  strikeValue, type Profile, type Reach,
} from "../../../src/rulesets/eldfall/profile/rules/profile";
import { THAROS } from "../../support/eldfall-models";
const ctx = { awareness: 3 };
/** The space rules measure a parsed RCH (one reach type): spaces reached (null: no limit) and the band modifier at a distance. */
const reachSpaces = (reach: Reach, profile: Profile, c: typeof ctx) => { const n = measure(reach, { attributes: profile, awareness: c.awareness }); return Number.isFinite(n) ? n : null; };
const reachAt = (reach: Reach, profile: Profile, d: number, c: typeof ctx) => ({ inReach: d <= (reachSpaces(reach, profile, c) ?? Infinity), modifier: twoValueModifier(reach, d) });
const halfUp = halvedUp;
const pw = (text: string, profile: Profile = THAROS) => powerValue(parsePower(text)!, profile);

describe("Eldfall profile: PW formulas", () => {
  it("reads a number, an attribute, an attribute plus or minus n", () => {
    expect(pw("12").value).to.equal(12);
    expect(pw("T").value).to.equal(12);
    expect(pw("T+4").value).to.equal(16);
    expect(pw("AG−3").value).to.equal(10);
    expect(pw("AG-3").value).to.equal(10);
  });

  it("T or AG−3 is the better of the two (A19): Tharos T 12 against AG 13 − 3 = 10 → 12 from T", () => {
    expect(pw("T or AG−3")).to.deep.equal({ value: 12, option: 0 });
    expect(pw("T or AG−3", { ...THAROS, t: 8 })).to.deep.equal({ value: 10, option: 1 });
  });

  it("Sacred Relic Blade: T+4 with Iuren's T 15 → 19", () => {
    expect(pw("T+4", { ...THAROS, t: 15 }).value).to.equal(19);
  });

  it("a formula never gives less than 0", () => {
    expect(pw("T-4", { ...THAROS, t: 2 }).value).to.equal(0);
  });

  it("☆ has no number: the Enchantment gives its Spell Type to the target's Attacks", () => {
    expect(parsePower("☆")).to.deep.equal({ kind: "star" });
    expect(pw("☆").value).to.equal(null);
  });

  it("refuses what is no PW", () => {
    for (const bad of ["", "Q", "T+", "T or", "T+4+4", "120", "T and AG"]) expect(parsePower(bad), bad).to.equal(null);
  });

  it("prints the card's own form", () => {
    expect(formatPower(parsePower("t or ag-3")!)).to.equal("T or AG−3");
    expect(formatPower(parsePower(" T + 4 ")!)).to.equal("T+4");
  });

  it("the spec pattern accepts exactly what the parser reads", () => {
    const pattern = new RegExp(POWER_PATTERN, "i");
    for (const good of ["12", "T", "T+4", "T or AG−3", "☆", "STA-1"]) expect(pattern.test(good), good).to.equal(true);
    for (const bad of ["T+", "Q", "T and AG", "120"]) expect(pattern.test(bad), bad).to.equal(false);
    for (const good of ["12", "T", "T+4", "T or AG−3", "☆", "STA-1"]) expect(parsePower(good), good).to.not.equal(null);
  });
});

describe("Eldfall profile: RCH", () => {
  it("❖ is the model's own space only (0 spaces)", () => {
    const cell = parseReach("❖")!;
    expect(reachSpaces(cell.reach, THAROS, ctx)).to.equal(0);
    expect(reachAt(cell.reach, THAROS, 0, ctx).inReach).to.equal(true);
    expect(reachAt(cell.reach, THAROS, 1, ctx).inReach).to.equal(false);
  });

  it("RCH 1 (printed 1❖) reaches the same and adjacent spaces", () => {
    const cell = parseReach("1❖")!;
    expect(cell.reach).to.deep.equal({ kind: "spaces", spaces: 1 });
    expect([0, 1, 2].map((d) => reachAt(cell.reach, THAROS, d, ctx).inReach)).to.deep.equal([true, true, false]);
  });

  it("an attribute as RCH is half of it rounded up: T 13 → 7", () => {
    const cell = parseReach("T")!;
    expect(reachSpaces(cell.reach, { ...THAROS, t: 13 }, ctx)).to.equal(7);
    expect(halfUp(13)).to.equal(7);
    expect(reachAt(cell.reach, { ...THAROS, t: 13 }, 7, ctx).inReach).to.equal(true);
    expect(reachAt(cell.reach, { ...THAROS, t: 13 }, 8, ctx).inReach).to.equal(false);
  });

  it("Crossbow +3/−3: no limit, +3 ACC within 10, −3 beyond 10 (A61)", () => {
    const cell = parseReach("+3/−3")!;
    expect(cell.reach).to.deep.equal({ kind: "bands", near: 3, far: -3 });
    expect(reachSpaces(cell.reach, THAROS, ctx)).to.equal(null);
    expect(reachAt(cell.reach, THAROS, 10, ctx)).to.deep.equal({ inReach: true, modifier: 3 });
    expect(reachAt(cell.reach, THAROS, 11, ctx)).to.deep.equal({ inReach: true, modifier: -3 });
    expect(parseReach("+3|-3")!.reach).to.deep.equal(cell.reach);
  });

  it("Casting Aura is the caster's Awareness: 3, 4 with Acute Senses", () => {
    const cell = parseReach("Casting Aura")!;
    expect(reachSpaces(cell.reach, THAROS, { awareness: 3 })).to.equal(3);
    expect(reachSpaces(cell.reach, THAROS, { awareness: 4 })).to.equal(4);
  });

  it("Firecracker: RCH T with AoE Blast L (T 12 → 6 spaces)", () => {
    const cell = parseReach("T, Blast L")!;
    expect(cell).to.deep.equal({ reach: { kind: "attribute", attribute: "t" }, aoe: "blastL" });
    expect(reachSpaces(cell.reach, THAROS, ctx)).to.equal(6);
    expect(formatReach(cell)).to.equal("T, Blast L");
  });

  it("Spray S / L reach 3 / 5 spaces ahead (A29)", () => {
    expect(reachSpaces(parseReach("Spray S")!.reach, THAROS, ctx)).to.equal(3);
    expect(reachSpaces(parseReach("spray l")!.reach, THAROS, ctx)).to.equal(5);
    expect(parseReach("Spray L")!.aoe).to.equal("sprayL");
  });

  it("refuses what is no RCH, and the spec pattern agrees", () => {
    const pattern = new RegExp(REACH_PATTERN, "i");
    for (const bad of ["x", "1,2", "T, T", "Blast L, Blast S", "+3/"]) {
      expect(parseReach(bad), bad).to.equal(null);
      expect(pattern.test(bad), bad).to.equal(false);
    }
    for (const good of ["❖", "1", "1❖", "+3/−3", "T", "Casting Aura", "Blast S", "T, Blast L"]) {
      expect(parseReach(good), good).to.not.equal(null);
      expect(pattern.test(good), good).to.equal(true);
    }
  });

  it("a distance is a whole number of spaces", () => {
    expect(() => twoValueModifier({ kind: "bands", near: 3, far: -3 }, -1)).to.throw(RangeError);
    expect(() => twoValueModifier({ kind: "bands", near: 3, far: -3 }, 2.5)).to.throw(RangeError);
  });
});

describe("Eldfall profile: STK", () => {
  it("a number, or STA (Tharos STA 2 → 2 dice)", () => {
    expect(strikeValue(parseStrike("3")!, THAROS)).to.equal(3);
    expect(strikeValue(parseStrike("STA")!, THAROS)).to.equal(2);
  });

  it("never below 1 (M15)", () => {
    expect(strikeValue(parseStrike("0")!, THAROS)).to.equal(1);
    expect(strikeValue(parseStrike("STA")!, { ...THAROS, sta: 0 })).to.equal(1);
  });

  it("refuses other text, and the spec pattern agrees", () => {
    const pattern = new RegExp(STRIKE_PATTERN, "i");
    for (const bad of ["T", "2d", "STA+1"]) {
      expect(parseStrike(bad), bad).to.equal(null);
      expect(pattern.test(bad), bad).to.equal(false);
    }
  });
});
