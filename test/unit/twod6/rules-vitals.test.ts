import { expect } from "chai";
import { healthMultiplier, maxEnergy, maxHealth } from "../../../src/rulesets/twod6/creatures/rules/vitals";
import { checkRuleOfThree } from "../../../src/rulesets/twod6/creatures/rules/rule-of-three";
import { deriveCreature } from "../../../src/rulesets/twod6/models/rules/derived";

describe("2D6 health and energy", () => {
  it("the health multiplier rises by one every third level from the first", () => {
    const table: [number, number][] = [[1, 1], [2, 1], [3, 1], [4, 2], [5, 2], [6, 2], [7, 3], [9, 3], [10, 4], [20, 7]];
    for (const [level, m] of table) expect(healthMultiplier(level), `level ${level}`).to.equal(m);
  });
  it("the rules' example: 4th level, base STA 8, an enchant +1 STA → 11 health", () => {
    expect(maxHealth({ level: 4, baseSta: 8, currentSta: 9 })).to.equal(11);
    // Without the enchant: 8 + 2×1 = 10.
    expect(maxHealth({ level: 4, baseSta: 8, currentSta: 8 })).to.equal(10);
  });
  it("base stamina + base modifier × multiplier + (current − base modifier), on the race's scale", () => {
    expect(maxHealth({ level: 1, baseSta: 7, currentSta: 7 })).to.equal(7);
    expect(maxHealth({ level: 7, baseSta: 10, currentSta: 10 })).to.equal(19);
    expect(maxHealth({ level: 7, baseSta: 10, currentSta: 10, offset: 1 })).to.equal(22);
    expect(maxHealth({ level: 4, baseSta: 5, currentSta: 5 })).to.equal(1);
    expect(maxHealth({ level: 1, baseSta: 6, currentSta: 6 })).to.equal(5);
  });
  it("energy = base stamina modifier + 3 (never below 0, reading I6)", () => {
    expect(maxEnergy(8)).to.equal(4);
    expect(maxEnergy(7)).to.equal(3);
    expect(maxEnergy(12)).to.equal(8);
    expect(maxEnergy(2)).to.equal(0);
    expect(maxEnergy(7, 2)).to.equal(5);
  });
});

describe("2D6 Rule of Three", () => {
  const s = (str: number, agi: number, sta: number, cha: number) => ({ str, agi, sta, cha });
  const check = (scores: ReturnType<typeof s>, level = 5, female = false, human = true) => checkRuleOfThree({ scores, level, female, human });
  it("a human's lowest and highest differ by at most 3 before level 20", () => {
    expect(check(s(7, 8, 9, 10)).ok).to.equal(true);
    expect(check(s(7, 8, 9, 11))).to.deep.equal({ ok: false, reason: "spread", spread: 4, allowed: 3 });
    expect(check(s(7, 8, 9, 11), 19).ok).to.equal(false);
  });
  it("the level-20 point may break it by one, never more", () => {
    expect(check(s(7, 8, 9, 11), 20).ok).to.equal(true);
    expect(check(s(7, 8, 9, 12), 20).ok).to.equal(false);
    // Two abilities at the top: one point back still leaves a spread of 4.
    expect(check(s(7, 11, 9, 11), 20).ok).to.equal(false);
  });
  it("other races are free of it", () => {
    expect(check(s(2, 12, 7, 7), 1, false, false).ok).to.equal(true);
  });
  it("female exception: 4 when STR is the lowest, CHA the highest and the others above STR", () => {
    expect(check(s(7, 9, 10, 11), 5, true).ok).to.equal(true);
    expect(check(s(7, 9, 10, 11), 5, false).ok).to.equal(false);
    // AGI ties STR: not above it.
    expect(check(s(7, 7, 10, 11), 5, true).ok).to.equal(false);
    // Highest is STA, not CHA.
    expect(check(s(7, 11, 11, 10), 5, true).ok).to.equal(false);
    // CHA shares the top (reading I7).
    expect(check(s(7, 11, 9, 11), 5, true).ok).to.equal(true);
    expect(check(s(7, 9, 10, 12), 5, true)).to.deep.equal({ ok: false, reason: "femaleSpread", spread: 5, allowed: 4 });
  });
  it("a female character cannot use the level-20 point to make the difference 5", () => {
    expect(check(s(7, 9, 10, 12), 20, true).ok).to.equal(false);
    // But the level-20 point works for her as for anyone under the plain rule.
    expect(check(s(8, 7, 10, 11), 20, true).ok).to.equal(true);
  });
});

describe("2D6 derived creature", () => {
  const base = {
    abilities: { str: 9, agi: 7, sta: 8, cha: 6 }, race: "human" as const, offsets: {}, level: 4, sustenance: { hunger: 1500, thirst: 1500 },
    natural: {}, immunities: [], vulnerabilities: [], aura: null, haste: 0, items: [],
  };
  it("the worked example through the sheet: a +1 STA enchant equipped gives 11 health, 4 energy", () => {
    const ring = { cursed: false, bound: false, equipped: true, enchant: { sta: 1 } };
    const d = deriveCreature({ ...base, items: [ring] });
    expect(d.health).to.equal(11);
    expect(d.energy).to.equal(4);
    expect(d.modifiers.sta).to.equal(2);
    expect(d.baseModifiers.sta).to.equal(1);
    expect(deriveCreature({ ...base, items: [{ ...ring, equipped: false }] }).health).to.equal(10);
  });
  it("cursed items equipped, haste from items, forced eating, armour by slot", () => {
    const d = deriveCreature({ ...base, haste: 1, items: [
      { cursed: true, bound: true, equipped: true, haste: 1, forcesEating: true },
      { cursed: true, bound: false, equipped: false },
      { cursed: false, bound: false, equipped: true, slot: "body", resistances: { physical: 3, fire: 1 } },
      { cursed: false, bound: false, equipped: true, slot: "head", resistances: { physical: 1 } },
    ] });
    expect(d.critFailModifier).to.equal(1);
    expect(d.hastes).to.equal(2);
    expect(d.forcedEating).to.equal(true);
    expect(d.defences.slots).to.deep.equal({ body: { physical: 3, fire: 1 }, head: { physical: 1 } });
  });
  it("an orc's strength on its own scale; Famished shows −2", () => {
    const d = deriveCreature({ ...base, race: "orc", sustenance: { hunger: 100, thirst: 1500 } });
    expect(d.modifiers.str).to.equal(3);
    expect(d.penalty).to.equal(-2);
    expect(d.hunger).to.deep.equal({ state: "famished", out: null });
  });
});
