import { expect } from "chai";
import { artOptions, COMBAT_ART_RULES, reachWithArt } from "../../../src/rulesets/eldfall/profile/rules/combat-arts";
import { artHits, withArt } from "../../../src/rulesets/eldfall/resolution/rules/art-effects";
import { END_OF_TURN } from "../../../src/rulesets/eldfall/resolution/rules/step-state";
import { chooseArt, evenSplit, splitChoices, splitRefusal, splitStrikes, strikeTargets } from "../../../src/rulesets/eldfall/activation/rules/attack-means";
import { advance, beginActivation, declareAction, declareMovement, type ActivationState, type ModelFacts, type Result } from "../../../src/rulesets/eldfall/activation/rules/activation";

const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const error = <T>(r: Result<T>) => (r.ok ? null : r.error.replace("REALMS.Eldfall.Activation.Errors.", ""));
const level = (art: keyof typeof COMBAT_ART_RULES, n: number) => COMBAT_ART_RULES[art].levels[n - 1]!;

describe("Eldfall Combat Arts on an Attack (profile/rules/combat-arts, resolution/rules/art-effects)", () => {
  it("artOptions: every known level of every Art that fits the Attack, Art by Art (Fencing and Berserk melee, Archery ranged, Assassination any)", () => {
    const known = { fencing: 2, archery: 3, assassination: 1, berserk: 0 };
    expect(artOptions(known, { melee: true }).map((o) => `${o.id}${o.level}`)).to.deep.equal(["assassination1", "fencing1", "fencing2"]);
    expect(artOptions(known, { melee: false }).map((o) => `${o.id}${o.level}`)).to.deep.equal(["assassination1", "archery1", "archery2", "archery3"]);
    expect(artOptions({ fencing: 5 }, { melee: true, againstDuelist: true }).map((o) => o.level), "a Duelist's target: IV and V only").to.deep.equal([4, 5]);
    expect(artOptions({ fencing: 9, unknown: 2 }, { melee: true }).map((o) => o.level), "never beyond the Art's five levels").to.deep.equal([1, 2, 3, 4, 5]);
  });

  it("withArt: +6 PW (Assassination I), a gained Trait added or raised (Poison I, Knockdown), Slowed on a Hit until the end of the turn (Archery II), a Wound kills (Assassination V)", () => {
    const attack = { pwMods: [], traits: [{ id: "poison", level: 2 }], states: [], deadly: false };
    expect(withArt(attack, null)).to.equal(attack);
    expect(withArt(attack, level("assassination", 1)).pwMods).to.deep.equal([{ kind: "add", value: 6, source: "aimingForTheVitals" }]);
    expect(withArt(attack, level("assassination", 2)).traits, "the row's Poison II stays").to.deep.equal([{ id: "poison", level: 2 }]);
    expect(withArt({ ...attack, traits: [{ id: "poison", level: 1, x: 3 }] }, level("assassination", 2)).traits).to.deep.equal([{ id: "poison", level: 1, x: 3 }]);
    expect(withArt({ ...attack, traits: [] }, level("fencing", 4)).traits).to.deep.equal([{ id: "knockdown", level: 1 }]);
    expect(withArt({ ...attack, traits: [] }, level("fencing", 5)).traits).to.deep.equal([{ id: "ignoreArmor", level: 1 }]);
    expect(withArt({ ...attack, traits: [] }, level("berserk", 4)).traits).to.deep.equal([{ id: "cleave", level: 1 }]);
    expect(withArt({ ...attack, traits: [] }, level("archery", 3)).traits).to.deep.equal([{ id: "stagger", level: 1 }]);
    expect(withArt(attack, level("archery", 2)).states).to.deep.equal([{ id: "slowed", duration: END_OF_TURN, on: "hit" }]);
    expect(withArt(attack, level("assassination", 5)).deadly).to.equal(true);
    expect(withArt(attack, level("fencing", 3)), "Strikes are the dice's").to.deep.equal(attack);
  });

  it("reachWithArt: Overdraw (Archery I) widens a two-value RCH's near band from 10 to 13 spaces and a single RCH by 3; nothing else changes", () => {
    expect(reachWithArt({ kind: "bands", near: 3, far: -3 }, level("archery", 1))).to.deep.equal({ kind: "bands", near: 3, far: -3, nearRange: 13 });
    expect(reachWithArt({ kind: "spaces", spaces: 8 }, level("archery", 1))).to.deep.equal({ kind: "spaces", spaces: 11 });
    expect(reachWithArt({ kind: "attribute", attribute: "t" }, level("archery", 1))).to.deep.equal({ kind: "attribute", attribute: "t" });
    expect(reachWithArt({ kind: "bands", near: 3, far: -3 }, level("archery", 2))).to.deep.equal({ kind: "bands", near: 3, far: -3 });
    expect(reachWithArt({ kind: "spaces", spaces: 8 }, null)).to.deep.equal({ kind: "spaces", spaces: 8 });
  });

  it("artHits: Decisive Blow turns every Hit left standing critical in the Active Role only (A16)", () => {
    const hits = [{ critical: false }, { critical: true }];
    expect(artHits(hits, level("assassination", 4), "active")).to.deep.equal([{ critical: true }, { critical: true }]);
    expect(artHits(hits, level("assassination", 4), "reactive")).to.deep.equal(hits);
    expect(artHits(hits, level("assassination", 3), "active")).to.deep.equal(hits);
    expect(artHits([], level("assassination", 4), "active")).to.deep.equal([]);
  });
});

describe("Eldfall Strikes over several targets (activation/rules/attack-means, § STRIKE)", () => {
  it("evenSplit: as evenly as they go, the first targets taking the remainder; never more targets than Strikes", () => {
    expect(evenSplit(3, 2)).to.deep.equal([2, 1]);
    expect(evenSplit(5, 3)).to.deep.equal([2, 2, 1]);
    expect(evenSplit(2, 2)).to.deep.equal([1, 1]);
    expect(() => evenSplit(1, 2)).to.throw(RangeError);
    expect(() => evenSplit(2, 0)).to.throw(RangeError);
  });

  it("splitRefusal: one whole number ≥ 1 per target, each in reach, at most the Attack's Strikes (fewer may be rolled)", () => {
    expect(splitRefusal([2, 1], 3, [true, true])).to.equal(null);
    expect(splitRefusal([1, 1], 3, [true, true]), "fewer than STK").to.equal(null);
    expect(splitRefusal([2, 2], 3, [true, true])).to.equal("splitTooMany");
    expect(splitRefusal([3, 0], 3, [true, true])).to.equal("splitAtLeastOne");
    expect(splitRefusal([1.5, 1], 3, [true, true])).to.equal("splitAtLeastOne");
    expect(splitRefusal([2, 1], 3, [true, false])).to.equal("splitOutOfReach");
    expect(splitRefusal([3], 3, [true, true])).to.equal("splitTargets");
  });

  it("splitChoices: every way to use all Strikes, at least one each, first share descending; none for one target or too few Strikes", () => {
    expect(splitChoices(3, 2)).to.deep.equal([[2, 1], [1, 2]]);
    expect(splitChoices(4, 3)).to.deep.equal([[2, 1, 1], [1, 2, 1], [1, 1, 2]]);
    expect(splitChoices(3, 1)).to.deep.equal([]);
    expect(splitChoices(1, 2)).to.deep.equal([]);
    expect(splitChoices(20, 4)).to.have.length(12);
    for (const s of splitChoices(6, 3)) expect(splitRefusal(s, 6, [true, true, true])).to.equal(null);
  });

  it("strikeTargets: one target takes 1 (it rolls the full STK, W3); several take the even split; more targets than Strikes are refused", () => {
    const t = (name: string) => ({ uuid: `Actor.${name}`, name, strikes: 1 });
    expect(value(strikeTargets([t("a")], 3))).to.deep.equal([t("a")]);
    expect(value(strikeTargets([t("a"), t("b")], 3)).map((x) => x.strikes)).to.deep.equal([2, 1]);
    expect(error(strikeTargets([t("a"), t("b")], 1))).to.equal("tooManyTargets");
  });

  const hero: ModelFacts = { side: "heroes", ap: 2, states: [], skills: {}, overEncumbered: false };
  const spear = { type: "melee" as const, itemId: "spear", itemName: "Spear", skills: [], combatArt: null, strikes: 3 };
  function declared(targets: number, fixedStk: 1 | null = null): ActivationState {
    let s = value(advance(value(beginActivation("s", { uuid: "Actor.h", name: "Aria" }, hero))));
    s = value(advance(value(declareMovement(s, hero, { movement: "idle", skills: [], crouch: null }, [{ x: 0, y: 0 }]))));
    const list = Array.from({ length: targets }, (_, i) => ({ uuid: `Actor.t${i}`, name: `T${i}`, strikes: 1 }));
    return value(declareAction(s, hero, { action: "attack", targets: list, means: spear, fixedStk }));
  }

  it("splitStrikes: in the Action Step of an Attack at several targets only, within its Strikes and reach", () => {
    expect(value(splitStrikes(declared(2), [1, 2], [true, true])).action!.targets.map((t) => t.strikes)).to.deep.equal([1, 2]);
    expect(error(splitStrikes(declared(2), [3, 1], [true, true]))).to.equal("splitTooMany");
    expect(error(splitStrikes(declared(2), [1, 1], [true, false]))).to.equal("splitOutOfReach");
    expect(error(splitStrikes(declared(1), [1], [true]))).to.equal("splitOneTarget");
    expect(error(splitStrikes(declared(2, 1), [1, 1], [true, true])), "Dash: unmodified STK 1").to.equal("dashStk");
    expect(error(splitStrikes(value(advance(declared(2))), [1, 2], [true, true]))).to.equal("wrongStep");
  });

  it("chooseArt: once, in the Action Step; the Attack's Strikes become the art's and the split starts even again", () => {
    const chosen = value(chooseArt(declared(2), { id: "fencing", level: 3 }, 4));
    expect(chosen.action!.means).to.deep.include({ combatArt: { id: "fencing", level: 3 }, strikes: 4 });
    expect(chosen.action!.targets.map((t) => t.strikes)).to.deep.equal([2, 2]);
    expect(error(chooseArt(chosen, { id: "fencing", level: 1 }, 3))).to.equal("artChosen");
    expect(value(chooseArt(declared(1, 1), { id: "fencing", level: 4 }, 1)).action!.targets.map((t) => t.strikes), "Dash keeps its STK 1").to.deep.equal([1]);
    expect(error(chooseArt(value(advance(declared(1))), { id: "fencing", level: 3 }, 2))).to.equal("wrongStep");
  });
});
