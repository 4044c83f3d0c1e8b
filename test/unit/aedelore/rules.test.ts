import { expect } from "chai";
import { assemblePool, chainsOf, gradeFace, isDiceFormula, pointsToDice, readChain, readPool } from "../../../src/rulesets/aedelore/checks/rules/pool";
import { checkOutcome, contest, DIFFICULTIES } from "../../../src/rulesets/aedelore/checks/rules/checks";
import { attackResult, damageFor, damageGear, initiativeDie, resolveReaction } from "../../../src/rulesets/aedelore/combat/rules/combat";
import { dyingAftermath, dyingRoll, weakenedCollapse } from "../../../src/rulesets/aedelore/conditions/rules/collapse";
import { bandageStopsBleed, bleedFormula, bleedLoss, medicineStopsBleed } from "../../../src/rulesets/aedelore/conditions/rules/bleed";
import { FOOD_TRACK, MAX_SUPPLY_DAYS, WATER_TRACK, ammoRecovered, dailySupply, medicineHealing, rest, worstDeprivation } from "../../../src/rulesets/aedelore/supplies/rules/resources";
import { advanceTrack, readTrack, validateTrack } from "../../../src/core/rules/tracks";
import { abilityCheck, canSwapSpells, payArcana, perPointDice, regenerate, spellOutcome } from "../../../src/rulesets/aedelore/magic/rules/magic";
import { changeWorthiness } from "../../../src/rulesets/aedelore/character/rules/worthiness";
import { CLASS_ARCANA, creationErrors, originBonuses, totalHp, totalWorthiness } from "../../../src/rulesets/aedelore/character/rules/character";
import { statusPenalties, proneTargetBonus } from "../../../src/rulesets/aedelore/conditions/rules/conditions";
import { SKILL_KEYS, SKILLS, linkedAbility } from "../../../src/rulesets/aedelore/character/rules/skills";

describe("Aedelore dice", () => {
  it("points → dice, row by row (1.2 and Appendix B)", () => {
    const table: [number[], number][] = [[[1, 2], 1], [[3, 4], 2], [[5, 6], 3], [[7, 8], 4], [[9, 10], 5], [[11, 12, 20], 6]];
    for (const [points, dice] of table) for (const p of points) expect(pointsToDice(p), `${p} points`).to.equal(dice);
    expect(pointsToDice(0)).to.equal(0);
  });
  it("each part converts separately: Strength 4 + Athletics 3 = 4D10; Strength 4 + Longsword +2 = 3D10", () => {
    expect(assemblePool([{ label: "Strength", i18n: false, points: 4 }, { label: "Athletics", i18n: false, points: 3 }]).dice).to.equal(4);
    expect(assemblePool([{ label: "Strength", i18n: false, points: 4 }, { label: "Longsword", i18n: false, points: 2 }]).dice).to.equal(3);
  });
  it("caps at 8 dice unless an ability allows more; penalties come off after the cap", () => {
    const big = [{ label: "a", i18n: false, points: 11 }, { label: "b", i18n: false, points: 11 }];
    expect(assemblePool(big)).to.deep.include({ raw: 12, capped: true, dice: 8 });
    expect(assemblePool(big, 10).dice).to.equal(10);
    expect(assemblePool([...big, { label: "Poisoned", i18n: true, dice: -1 }])).to.deep.include({ dice: 7, penalty: 1 });
    expect(assemblePool([{ label: "a", i18n: false, points: 1 }, { label: "Blinded", i18n: true, dice: -2 }]).dice).to.equal(0);
  });
  it("grades each die: 1–4 failure, 5–6 barely, 7–9 success, 10 critical", () => {
    expect([1, 4, 5, 6, 7, 9, 10].map(gradeFace)).to.deep.equal(["failure", "failure", "barely", "barely", "success", "success", "critical"]);
  });
  it("a 10 counts, rerolls and adds, chaining: 10 → 8 is 2 successes", () => {
    expect(readChain([10, 8])).to.deep.include({ successes: 2, barely: 0, critical: true });
    expect(readChain([10, 10, 3])).to.deep.include({ successes: 2, critical: true });
    expect(readChain([10, 6])).to.deep.include({ successes: 1, barely: 1 });
    expect(chainsOf([{ result: 10, exploded: true }, { result: 8 }, { result: 4 }, { result: 10, exploded: true }, { result: 10, exploded: true }, { result: 5 }]))
      .to.deep.equal([[10, 8], [4], [10, 10, 5]]);
    expect(readPool([[10, 8], [4], [6]])).to.deep.include({ successes: 2, barely: 1, criticals: 1, best: "critical" });
  });
  it("damage formulas the rules use are recognised; anything else is refused", () => {
    expect(["1d10", "2d6", "1d6+1", " 3D6 "].map(isDiceFormula)).to.deep.equal([true, true, true, true]);
    expect(["", "abc", "1d", "d6*2"].map(isDiceFormula)).to.deep.equal([false, false, false, false]);
  });
  it("difficulty as successes: Trivial 1 … Nearly Impossible 6+", () => {
    expect(DIFFICULTIES.map((d) => [d.id, d.successes])).to.deep.equal([["trivial", 1], ["easy", 2], ["normal", 3], ["hard", 4], ["veryHard", 5], ["nearlyImpossible", 6]]);
    expect(checkOutcome({ successes: 3, barely: 0 }, 3, true)).to.equal("success");
    expect(checkOutcome({ successes: 2, barely: 1 }, 3, true)).to.equal("barely");
    expect(checkOutcome({ successes: 2, barely: 1 }, 3, false)).to.equal("failure");
  });
  it("contested: most successes wins, a tie goes to the DM", () => {
    expect([contest(3, 2), contest(1, 2), contest(2, 2)]).to.deep.equal(["attacker", "defender", "tie"]);
  });
});

describe("Aedelore combat", () => {
  it("initiative: 1D6 with up to six participants, 1D10 with more", () => {
    expect([initiativeDie(2), initiativeDie(6), initiativeDie(7)]).to.deep.equal(["1d6", "1d6", "1d10"]);
  });
  it("attack results: 0 miss, 1 glancing (half, rounded down), 2+ full", () => {
    expect([0, 1, 2, 5].map(attackResult)).to.deep.equal(["miss", "glancing", "full", "full"]);
    expect(damageFor("glancing", 7)).to.equal(3);
    expect(damageFor("full", 7)).to.equal(7);
    expect(damageFor("miss", 7)).to.equal(0);
  });
  it("Dodge: success avoids, barely halves, failure takes it all", () => {
    expect(resolveReaction("dodge", { successes: 1, barely: 0 }, 9).damageTaken).to.equal(0);
    expect(resolveReaction("dodge", { successes: 0, barely: 2 }, 9).damageTaken).to.equal(4);
    expect(resolveReaction("dodge", { successes: 0, barely: 0 }, 9).damageTaken).to.equal(9);
  });
  it("Parry: barely reduces by the weapon's attack bonus", () => {
    expect(resolveReaction("parry", { successes: 0, barely: 1 }, 8, { weaponBonus: 2 }).damageTaken).to.equal(6);
    expect(resolveReaction("parry", { successes: 2, barely: 0 }, 8, { weaponBonus: 2 }).damageTaken).to.equal(0);
  });
  it("Block, the rules' example: 8 damage, metal shield Block 5, one success → 3 taken, the shield takes 5", () => {
    const r = resolveReaction("block", { successes: 1, barely: 0 }, 8, { blockValue: 5 });
    expect(r).to.deep.include({ damageTaken: 3, blocked: 5, grade: "success" });
    expect(damageGear(12, r.blocked)).to.deep.equal({ hp: 7, broken: false });
    expect(damageGear(4, r.blocked)).to.deep.equal({ hp: 0, broken: true });
    expect(resolveReaction("block", { successes: 0, barely: 3 }, 8, { blockValue: 5 })).to.deep.include({ damageTaken: 8, blocked: 0 });
  });
  it("Take Hit: each success takes 1 off", () => {
    expect(resolveReaction("takeHit", { successes: 3, barely: 1 }, 8).damageTaken).to.equal(5);
    expect(resolveReaction("takeHit", { successes: 9, barely: 0 }, 8).damageTaken).to.equal(0);
  });
  it("status penalties remove dice by roll kind; a prone target gives melee attackers +1D10", () => {
    expect(statusPenalties(["poisoned", "blinded", "prone"], { attack: true })).to.deep.equal([{ source: "poisoned", dice: 1 }, { source: "blinded", dice: 2 }, { source: "prone", dice: 1 }]);
    expect(statusPenalties(["blinded", "deafened", "frightened"], { attack: false, skill: "perception" })).to.deep.equal([{ source: "blinded", dice: 2 }, { source: "deafened", dice: 1 }]);
    expect(statusPenalties(["blinded", "frightened"], { attack: false, skill: "stealth" })).to.deep.equal([]);
    expect(proneTargetBonus(["prone"], { attack: true, melee: true })).to.equal(1);
    expect(proneTargetBonus(["prone"], { attack: true, melee: false })).to.equal(0);
  });
});

describe("Aedelore damage, status and resources tables", () => {
  it("Weakened at 0: 1D10 + Toughness → 1–2 death, 3–5 unconscious, 6–10 exhausted", () => {
    expect([1, 2, 3, 5, 6, 10, 13].map(weakenedCollapse)).to.deep.equal(["death", "death", "unconscious", "unconscious", "exhausted", "exhausted", "exhausted"]);
  });
  it("bleed: 1D6 / 2D6 highest / 3D6 highest; 1–2 → 3 HP, 3–4 → 2, 5–6 → 1; stopping it", () => {
    expect([0, 1, 2, 3, 5].map(bleedFormula)).to.deep.equal([null, "1d6", "2d6kh1", "3d6kh1", "3d6kh1"]);
    expect([1, 2, 3, 4, 5, 6].map(bleedLoss)).to.deep.equal([3, 3, 2, 2, 1, 1]);
    expect([medicineStopsBleed(2, 1), medicineStopsBleed(2, 2), bandageStopsBleed(1), bandageStopsBleed(2)]).to.deep.equal([false, true, true, false]);
  });
  it("dying at HP 0: 1–2 death, 3–4 barely alive, 5–6 fainted, 7+ conscious", () => {
    expect([2, 3, 4, 5, 6, 7, 12].map(dyingRoll)).to.deep.equal(["death", "barelyAlive", "barelyAlive", "fainted", "fainted", "conscious", "conscious"]);
    expect(dyingAftermath("barelyAlive")).to.deep.equal({ dead: false, dying: true, unconscious: true });
    expect(dyingAftermath("fainted")).to.deep.equal({ dead: false, dying: false, unconscious: true });
  });
  it("food and water: D10 keeps on 6–10 else D6; D6 keeps on 4–6 else out", () => {
    expect([dailySupply("d10", 6), dailySupply("d10", 5), dailySupply("d6", 4), dailySupply("d6", 3)].map((r) => r.die)).to.deep.equal(["d10", "d6", "d6", "none"]);
    expect([1, 2, 3, 5].map((days) => worstDeprivation(days, 0))).to.deep.equal([{ dice: 0, damage: 0 }, { dice: 1, damage: 0 }, { dice: 2, damage: 1 }, { dice: 2, damage: 1 }]);
    expect(worstDeprivation(2, 3)).to.deep.equal({ dice: 2, damage: 1 });
  });
  it("days without food and water run on the core track engine: a day moves them one step, the third day is past the end", () => {
    for (const def of [FOOD_TRACK, WATER_TRACK]) validateTrack(def);
    expect([0, 1, 2, 3, 9].map((d) => readTrack(FOOD_TRACK, d).state.id)).to.deep.equal(["fed", "fed", "hungry", "starving", "starving"]);
    expect(advanceTrack(WATER_TRACK, 2, 1)).to.deep.include({ value: 3, from: "hungry", to: "starving", overflowPeriods: 1 });
    expect(advanceTrack(WATER_TRACK, 1, 1).overflowPeriods).to.equal(0);
    expect(advanceTrack(FOOD_TRACK, MAX_SUPPLY_DAYS, 1).value).to.equal(MAX_SUPPLY_DAYS);
  });
  it("ammunition after combat: 1–2 keep 25%, 3–4 50%, 5–6 75% (rounded down)", () => {
    expect([1, 3, 6].map((r) => ammoRecovered(10, r))).to.deep.equal([{ percent: 25, recovered: 2 }, { percent: 50, recovered: 5 }, { percent: 75, recovered: 7 }]);
  });
  it("Medicine heals 1D6 / 2D6 / 3D6; rests", () => {
    expect([medicineHealing(0, false), medicineHealing(1, false), medicineHealing(3, false), medicineHealing(1, true)]).to.deep.equal([null, "1d6", "2d6", "3d6"]);
    const s = { hp: 10, hpMax: 25, weakened: 2, weakenedMax: 6, arcana: 5, arcanaMax: 20 };
    expect(rest("short", s, 4)).to.deep.equal({ hp: 14, weakened: 3, arcana: 7 });
    expect(rest("long", s, 4)).to.deep.equal({ hp: 25, weakened: 6, arcana: 7 });
  });
});

describe("Aedelore magic, abilities, worthiness and characters", () => {
  it("Arcana by class: Mage 20/10 (2 elixirs), Druid 16/8 (1 elixir); +1 a round", () => {
    expect(CLASS_ARCANA.Mage).to.deep.equal({ max: 20, start: 10, elixirs: 2 });
    expect(CLASS_ARCANA.Druid).to.deep.equal({ max: 16, start: 8, elixirs: 1 });
    expect([regenerate(10, 20), regenerate(20, 20)]).to.deep.equal([11, 20]);
  });
  it("spells: one die per point, Arcana paid on casting, 0 successes is a fumble", () => {
    expect([perPointDice(3), perPointDice(12)]).to.deep.equal([3, 8]);
    expect(payArcana(5, 3, true)).to.deep.equal({ ok: true, arcana: 2 });
    expect(payArcana(2, 3, true)).to.deep.equal({ ok: false, error: "REALMS.Aedelore.Errors.NotEnoughArcana" });
    expect([spellOutcome(0, 0), spellOutcome(1, 0), spellOutcome(2, 1)]).to.deep.equal(["fumble", "cast", "critical"]);
    expect([canSwapSpells(true), canSwapSpells(false)]).to.deep.equal([true, false]);
  });
  it("class abilities pay Weakened only on a successful check; reaching 0 triggers the collapse roll", () => {
    expect(abilityCheck(2, 2, 3, 1)).to.deep.equal({ ok: true, weakened: 2 });
    expect(abilityCheck(1, 2, 3, 1)).to.deep.equal({ ok: false, weakened: 3 });
    expect(abilityCheck(2, 2, 1, 1)).to.deep.equal({ ok: true, weakened: 0 });
    expect(abilityCheck(2, 2, 1, 2).error).to.equal("REALMS.Aedelore.Errors.NotEnoughWeakened");
  });
  it("worthiness changes stay in the table's range and are logged", () => {
    const r = changeWorthiness(2, [], 3, "Saved the miller's children", 100, "heroic");
    expect(r).to.deep.equal({ ok: true, value: 5, log: [{ delta: 3, reason: "Saved the miller's children", worldTime: 100 }] });
    expect(changeWorthiness(2, [], 4, "x", 0, "heroic").ok).to.equal(false);
    expect(changeWorthiness(2, [], -4, "Murder, witnessed", 0, "murder")).to.deep.include({ ok: true, value: -2 });
  });
  it("HP and Worthiness: Human (20) + Warrior (+5) = 25; Human (6) + Thief (−4) = 2", () => {
    const human = { name: "Human", hp: 20, worthiness: 6, bonuses: [] };
    expect(totalHp(human, { name: "Warrior", hp: 5, worthiness: null, bonuses: [] })).to.equal(25);
    expect(totalWorthiness(human, { name: "Thief", hp: null, worthiness: -4, bonuses: [] }, null)).to.equal(2);
    expect(totalWorthiness(human, { name: "Thief", hp: null, worthiness: -4, bonuses: [] }, { name: "Evil", hp: null, worthiness: -5, bonuses: [] })).to.equal(-3);
    expect(totalHp(human, null)).to.equal(null);
  });
  it("creation: no talent above 5, at most 10 points distributed", () => {
    const bonuses = originBonuses([{ name: "r", hp: null, worthiness: null, bonuses: [{ target: "stealth", value: 2 }] }]);
    expect(creationErrors({ stealth: 3 }, bonuses)).to.deep.equal([]);
    expect(creationErrors({ stealth: 4 }, bonuses).map((e) => e.key)).to.deep.equal(["REALMS.Aedelore.Errors.TalentCap"]);
    expect(creationErrors({ strength: 13 }, {}).map((e) => e.key)).to.deep.equal(["REALMS.Aedelore.Errors.TalentCap", "REALMS.Aedelore.Errors.TooManyPoints"]);
    expect(creationErrors({ strength: 5, athletics: 5, stealth: 1 }, {}).map((e) => e.key)).to.deep.equal(["REALMS.Aedelore.Errors.TooManyPoints"]);
  });
  it("21 skills with their linked abilities", () => {
    expect(SKILL_KEYS).to.have.length(21);
    expect(SKILLS.unarmed).to.deep.equal(["strength", "dexterity"]);
    expect(SKILLS.luck).to.deep.equal([]);
    expect(linkedAbility("nature", { strength: 0, dexterity: 0, toughness: 0, intelligence: 2, wisdom: 4, endurance: 0 })).to.equal("wisdom");
  });
});
