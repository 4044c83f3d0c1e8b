import { expect } from "chai";
import { dialView, moonDialTracks, moonTrackId, MOON_ADVANCE } from "../../../src/rulesets/eldfall/party/rules/moon-dial";
import { heal, heroMaxHp, ignoresDemon, mayRemoveWeakPoint, missingHeroBonus, objectiveReduction } from "../../../src/rulesets/eldfall/party/rules/difficulty";
import { planRest, restHero, suggestedRestChoice, type CampaignHero } from "../../../src/rulesets/eldfall/campaign/rules/rest";
import { allyRefusal, planQuestEnd, planRestart, questFailed } from "../../../src/rulesets/eldfall/campaign/rules/quest-end";
import { applyRaises, customHeroPoints, levelPoints, planLeveling } from "../../../src/rulesets/eldfall/campaign/rules/leveling";
import { addSynergyPoints, pointsAfterUnlock, unlockRefusal } from "../../../src/rulesets/eldfall/campaign/rules/synergy";
import { validateTrack } from "../../../src/core/rules/tracks";

const hero = (over: Partial<CampaignHero> = {}): CampaignHero => ({ uuid: "Actor.h1", name: "Test Hero 01", health: 2, max: 5, weakPoints: 2, states: ["bleeding", "engaged"], ...over });

describe("Eldfall campaign rules (pure)", () => {
  describe("Moon Dial steps and view (M91, M92, A11, A54)", () => {
    it("an Event, a Quest, a Rest and an Ally move one period; Foresight three", () => {
      expect(MOON_ADVANCE).to.deep.equal({ event: 1, quest: 1, rest: 1, ally: 1, foresight: 3 });
    });
    it("two valid tracks: 13 days, and Hard's Day Count 10", () => {
      const [std, hard] = moonDialTracks().map(validateTrack);
      expect([std!.id, hard!.id]).to.deep.equal([moonTrackId(false), moonTrackId(true)]);
      expect([std!.ceiling, hard!.ceiling]).to.deep.equal([52, 40]);
    });
    it("days left count today: Day 1 has 13; Day 13 Dusk 1; past the limit 0 and passed", () => {
      expect(dialView(0, false)).to.deep.include({ day: 1, period: "midnight", daysLeft: 13, periodsLeft: 52, daytime: false, passed: false, icon: "fa-solid fa-moon" });
      expect(dialView(51, false)).to.deep.include({ day: 13, period: "dusk", daysLeft: 1, periodsLeft: 1 });
      expect(dialView(52, false)).to.deep.include({ daysLeft: 0, passed: true });
      expect(dialView(6, true)).to.deep.include({ day: 2, period: "daylight", daysLeft: 9, limit: 10, daytime: true });
    });
  });

  describe("difficulty (M109, M111, A53, M42)", () => {
    it("fewer than 4 heroes: +1 HP per missing hero; objectives −1", () => {
      expect([4, 3, 2, 1].map(missingHeroBonus)).to.deep.equal([0, 1, 2, 3]);
      expect([objectiveReduction(4), objectiveReduction(3)]).to.deep.equal([0, 1]);
      expect(heroMaxHp(5, 3, "standard")).to.equal(6);
    });
    it("Easy doubles the HP with the bonus included (A53); Demon is ignored only on Easy", () => {
      expect(heroMaxHp(5, 3, "easy")).to.equal(12);
      expect(heroMaxHp(5, 4, "hard")).to.equal(5);
      expect(["easy", "standard", "hard"].map((d) => ignoresDemon(d as never))).to.deep.equal([true, false, false]);
    });
    it("Hard healing: while WP exceed HP a regained point removes a WP instead; no WP removed at full HP", () => {
      expect(heal(1, 5, 3, 4, true)).to.deep.equal({ health: 3, weakPoints: 1, healed: 2, wpRemoved: 2 });
      expect(heal(1, 5, 3, 4, false)).to.deep.equal({ health: 5, weakPoints: 3, healed: 4, wpRemoved: 0 });
      expect(mayRemoveWeakPoint(5, 5, 2, true)).to.equal(false);
      expect(mayRemoveWeakPoint(5, 5, 2, false)).to.equal(true);
    });
  });

  describe("Rest (M94)", () => {
    it("restore: full HP and every State gone, Weak Points kept", () => {
      expect(restHero(hero(), "restore")).to.deep.include({ health: 5, weakPoints: 2, removeStates: ["bleeding", "engaged"], choice: "restore" });
    });
    it("a Weak Point: one removed, HP and States kept; none to remove is refused and changes nothing", () => {
      expect(restHero(hero(), "weakPoint")).to.deep.include({ health: 2, weakPoints: 1, removeStates: [], choice: "weakPoint" });
      expect(restHero(hero({ weakPoints: 0 }), "weakPoint")).to.deep.include({ weakPoints: 0, choice: null, refused: "noWeakPoints" });
      expect(restHero(hero({ health: 5, states: [] }), "weakPoint", true)).to.deep.include({ weakPoints: 2, refused: "fullHp" });
    });
    it("the party rests for one period; a hero without a choice gets the suggested one", () => {
      const healthy = hero({ uuid: "Actor.h2", health: 5, states: [] });
      expect(suggestedRestChoice(healthy)).to.equal("weakPoint");
      const plan = planRest([hero(), healthy], { "Actor.h1": "weakPoint" });
      expect(plan.periods).to.equal(1);
      expect(plan.heroes.map((h) => [h.choice, h.weakPoints])).to.deep.equal([["weakPoint", 1], ["weakPoint", 1]]);
    });
  });

  describe("Quest end and failure (M98, M107, A38)", () => {
    it("a completed Quest: +1 period, the Synergy Points discarded, a downed hero with HP up, one at 0 HP stays down", () => {
      const up = hero({ uuid: "Actor.up", health: 2, states: ["incapacitated"] });
      const down = hero({ uuid: "Actor.down", health: 0, states: ["incapacitated"] });
      const plan = planQuestEnd([up, down], 3);
      expect(plan).to.deep.include({ periods: 1, synergyDiscarded: 3, stillDown: ["Actor.down"] });
      expect(plan.heroes.map((h) => h.removeStates)).to.deep.equal([["incapacitated"], []]);
      expect(plan.heroes.map((h) => [h.health, h.weakPoints])).to.deep.equal([[2, 2], [0, 2]], "Wounds and WP carry over");
    });
    it("failure: every hero Incapacitated; a failed Quest does not move the dial; a restart may restore HP and remove WP", () => {
      const a = hero({ health: 0, states: ["incapacitated"] });
      expect(questFailed([a, hero({ uuid: "Actor.h2", health: 0, states: ["incapacitated"] })])).to.equal(true);
      expect(questFailed([a, hero({ uuid: "Actor.h2" })])).to.equal(false);
      expect(questFailed([])).to.equal(false);
      expect(planQuestEnd([a], 0, true).periods).to.equal(0);
      expect(planRestart([a], { restoreHp: true, removeWeakPoints: true })[0]).to.deep.equal({ uuid: a.uuid, health: 5, weakPoints: 0, removeStates: ["incapacitated"] });
      expect(planRestart([a], { restoreHp: false, removeWeakPoints: false })[0]).to.deep.include({ health: 0, weakPoints: 2 });
    });
    it("one Ally per Quest, at its start, never the same again (M100)", () => {
      const st = { questActive: true, summonedThisQuest: "", summoned: ["Actor.old"] };
      expect(allyRefusal("Actor.new", st)).to.equal(null);
      expect(allyRefusal("Actor.old", st)).to.equal("alreadySummoned");
      expect(allyRefusal("Actor.old", st, true)).to.equal(null);
      expect(allyRefusal("Actor.new", { ...st, summonedThisQuest: "Actor.x" })).to.equal("alreadyThisQuest");
      expect(allyRefusal("Actor.new", { ...st, questActive: false })).to.equal("noQuest");
    });
  });

  describe("leveling (M110, A52)", () => {
    it("budgets: Level 2 +5, Level 3 +6; a custom hero 4, +3 at Recruitment Cost 16 or less", () => {
      expect([levelPoints(1), levelPoints(2), levelPoints(3)]).to.deep.equal([0, 5, 6]);
      expect([customHeroPoints(16), customHeroPoints(17)]).to.deep.equal([7, 4]);
    });
    it("3 points: one Combat attribute +2 or two +1; 5 points: one of AG, T, HP, ARM +1", () => {
      const plan = planLeveling(6, [{ kind: "combat", attributes: ["off", "def"] }, { kind: "combat", attributes: ["m"] }]);
      expect(plan).to.deep.include({ ok: true, spent: 6, left: 0 });
      expect(plan.raises).to.deep.equal({ off: 1, def: 1, m: 2 });
      expect(planLeveling(5, [{ kind: "vitality", attribute: "hp" }]).raises).to.deep.equal({ hp: 1 });
      expect(applyRaises({ hp: 3, off: null }, { hp: 1, off: 2 })).to.deep.equal({ hp: 4, off: null });
    });
    it("every error at once: a wrong attribute, a repeated pair, over budget", () => {
      const plan = planLeveling(5, [{ kind: "combat", attributes: ["ag"] }, { kind: "combat", attributes: ["off", "off"] }, { kind: "vitality", attribute: "off" }, { kind: "upgrade", name: "Test Upgrade 01", cost: 6 }]);
      expect(plan.ok).to.equal(false);
      expect(plan.errors.map((e) => e.key.split(".").pop())).to.deep.equal(["combat", "combat", "vitality", "budget"]);
    });
  });

  describe("Synergy (§ SYNERGY CARDS, POINTS)", () => {
    const card = { id: "syn1", unlockCost: 3, unlocked: false };
    it("points are added (or as stated), never below 0", () => {
      expect([addSynergyPoints(2, 1), addSynergyPoints(2, 2), addSynergyPoints(1, -3)]).to.deep.equal([3, 4, 0]);
    });
    it("only the picked card unlocks, at its cost, for a hero; the cost is spent", () => {
      expect(unlockRefusal(card, "other", 5, "Actor.h")).to.equal("notSelected");
      expect(unlockRefusal(card, "syn1", 2, "Actor.h")).to.equal("notEnoughPoints");
      expect(unlockRefusal(card, "syn1", 3, "")).to.equal("noHero");
      expect(unlockRefusal({ ...card, unlocked: true }, "syn1", 3, "Actor.h")).to.equal("alreadyUnlocked");
      expect(unlockRefusal(card, "syn1", 3, "Actor.h")).to.equal(null);
      expect(pointsAfterUnlock(card, 4)).to.equal(1);
    });
  });
});
