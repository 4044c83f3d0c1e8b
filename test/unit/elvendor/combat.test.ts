import { expect } from "chai";
import { ACTION_CARDS, spendAction } from "../../../src/rulesets/elvendor/actions/rules/actions";
import { attackTarget, hitChance, hitDistribution, resolveAttack, resolveSave, saveChance, type AttackInput } from "../../../src/rulesets/elvendor/combat/rules/attack";
import { windStrength } from "../../../src/rulesets/elvendor/weather/rules/wind";
import { turnPlan } from "../../../src/rulesets/elvendor/conditions/rules/conditions";
import { allowedReactions, reactionChance, resolveReaction } from "../../../src/rulesets/elvendor/combat/rules/reactions";
import { planEnemyActivation, type PlannerEnemy } from "../../../src/rulesets/elvendor/enemies/rules/enemy";
import { activeCard, cardLayout, cellRect, sectorCell, spawnPoint } from "../../../src/rulesets/elvendor/weather/rules/mapcord";
import { DEFAULT_ELVENDOR_OPTIONS as O } from "../../../src/rulesets/elvendor/options/rules/options";
import { windFromDice } from "../../../src/rulesets/elvendor/weather/rules/weather";

const card = (id: string) => ACTION_CARDS.find((c) => c.id === id)!;
const free = turnPlan([], 3);

describe("Elvendor action cards", () => {
  it("printed values: Move 1/0, Companion Command 2/0, Dodge and Parry are free reactions, Parry +1 noise", () => {
    expect(card("move")).to.deep.include({ cost: 1, noise: 0, fromRules: true });
    expect(card("companionCommand")).to.deep.include({ cost: 2, noise: 0, category: "special" });
    expect(card("dodge")).to.deep.include({ cost: 0, noise: 0, reaction: true });
    expect(card("parry")).to.deep.include({ cost: 0, noise: 1, reaction: true });
    expect(ACTION_CARDS.map((c) => c.id)).to.have.members([
      "move", "dash", "run", "crawl", "charge", "climb", "fall", "open", "pickUp", "pass", "attack", "dodge", "parry", "companionCommand"]);
  });
  it("spending AP adds noise; Deafened adds one more", () => {
    expect(spendAction(card("attack"), { apLeft: 2, plan: free })).to.deep.include({ ok: true, apLeft: 1, noise: 1, endsInvisible: true });
    const deaf = turnPlan([{ id: "deafened", appliedAt: { round: 1, turn: 0, worldTime: 0 }, duration: { unit: "rounds", value: 1 } }], 2);
    expect(spendAction(card("move"), { apLeft: 2, plan: deaf })).to.deep.include({ ok: true, noise: 1 });
  });
  it("refuses what the rules forbid, with a localized reason", () => {
    expect(spendAction(card("run"), { apLeft: 1, plan: free })).to.deep.equal({ ok: false, error: "REALMS.Elvendor.Errors.NotEnoughAP" });
    expect(spendAction(card("dodge"), { apLeft: 3, plan: free })).to.deep.equal({ ok: false, error: "REALMS.Elvendor.Errors.ReactionCard" });
    expect(spendAction(card("companionCommand"), { apLeft: 3, plan: free, companionAp: 1 })).to.deep.equal({ ok: false, error: "REALMS.Elvendor.Errors.CompanionLowAP" });
    expect(spendAction(card("companionCommand"), { apLeft: 3, plan: free, companionAp: 2 })).to.deep.include({ ok: true, apLeft: 1, companionActionsLost: 1 });
    const trapped = turnPlan([{ id: "trapped", appliedAt: { round: 1, turn: 0, worldTime: 0 }, duration: { unit: "rounds", value: 1 } }], 2);
    expect(spendAction(card("move"), { apLeft: 1, plan: trapped })).to.deep.equal({ ok: false, error: "REALMS.Elvendor.Errors.ConditionForbids" });
  });
});

describe("Elvendor attacks and saves", () => {
  const base: AttackInput = { hit: 4, defense: 1, ranged: false, range: 1, distance: 1, timeOfDay: "day", precipitation: "clear", wind: "none", windSpeed: 0 };
  it("Bite 4+ against the Spider's Defense 1 needs 4+: 50%", () => {
    const t = attackTarget(base, O);
    expect(t).to.deep.equal({ base: 4, modifiers: [], target: 4 });
    expect(hitChance(t.target)).to.equal(0.5);
  });
  it("Poison Spit 5+ at 4 tiles, night fog rain against a speed-2 wind: every shift with its source, clamped to 6", () => {
    const t = attackTarget({ ...base, hit: 5, ranged: true, range: 4, distance: 4, timeOfDay: "night", precipitation: "fog", wind: "against", windSpeed: 2 }, O);
    expect(t.modifiers).to.deep.equal([{ source: "night", value: 1 }, { source: "fog", value: 1 }, { source: "windAgainst", value: 1 }]);
    expect(t.target).to.equal(6);
    expect(hitChance(t.target)).to.be.closeTo(1 / 6, 1e-12);
  });
  it("sunset and fog only beyond half range; wind with helps; natural rolls keep 2–6", () => {
    const near = attackTarget({ ...base, ranged: true, range: 6, distance: 3, timeOfDay: "sunset", precipitation: "fog" }, O);
    expect(near.modifiers).to.deep.equal([]);
    const far = attackTarget({ ...base, ranged: true, range: 6, distance: 4, timeOfDay: "sunset" }, O);
    expect(far.modifiers).to.deep.equal([{ source: "sunset", value: 1 }]);
    const helped = attackTarget({ ...base, hit: 2, ranged: true, range: 6, distance: 2, wind: "with", windSpeed: 5 }, O);
    expect(helped.modifiers).to.deep.equal([{ source: "windWith", value: -2 }]);
    expect(helped.target).to.equal(2);
    expect([0, 1, 3, 4, 6, 7, 12].map(windStrength)).to.deep.equal([0, 1, 1, 2, 2, 3, 4]);
  });
  it("exact hit distribution for several attacks", () => {
    const d = hitDistribution(4, 2);
    expect(d.p(0)).to.equal(0.25);
    expect(d.p(1)).to.equal(0.5);
    expect(d.p(2)).to.equal(0.25);
  });
  it("damage per hit is DAM − ARMOR, never negative", () => {
    expect(resolveAttack([4, 2, 6], 4, 3, 1)).to.deep.equal({ dice: [4, 2, 6], hits: 2, damagePerHit: 2, damage: 4 });
    expect(resolveAttack([6], 4, 1, 2).damage).to.equal(0);
  });
  it("saves: Saves 5+ on a D6", () => {
    expect(resolveSave(5, 5)).to.equal(true);
    expect(resolveSave(4, 5)).to.equal(false);
    expect(saveChance(5)).to.be.closeTo(1 / 3, 1e-12);
  });
});

describe("Elvendor reactions", () => {
  const ctx = { reactionsUsedThisRound: 0, justTargeted: true, plan: free, attackIsMelee: true };
  it("Dodge or Parry, once per round, right after being targeted", () => {
    expect(allowedReactions(ctx, O).allowed).to.deep.equal(["dodge", "parry"]);
    expect(allowedReactions({ ...ctx, reactionsUsedThisRound: 1 }, O)).to.deep.equal({ allowed: [], reason: "REALMS.Elvendor.Errors.ReactionUsed" });
    expect(allowedReactions({ ...ctx, justTargeted: false }, O).allowed).to.deep.equal([]);
    expect(allowedReactions({ ...ctx, attackIsMelee: false }, O).allowed).to.deep.equal(["dodge"]);
    expect(allowedReactions({ ...ctx, attackIsMelee: false }, { parryMeleeOnly: false }).allowed).to.deep.equal(["dodge", "parry"]);
  });
  it("not while Fear, Unconscious or Petrified", () => {
    const fear = turnPlan([{ id: "fear", appliedAt: { round: 1, turn: 0, worldTime: 0 }, duration: { unit: "rounds", value: 1 } }], 2);
    expect(allowedReactions({ ...ctx, plan: fear }, O).reason).to.equal("REALMS.Elvendor.Errors.CannotReact");
  });
  it("Parry makes noise either way; success avoids the attack and grants one attack", () => {
    expect(resolveReaction("parry", 2, O)).to.deep.equal({ kind: "parry", roll: 2, success: false, noise: 1, avoidsAttack: false, counterAttack: false });
    expect(resolveReaction("dodge", 4, O)).to.deep.equal({ kind: "dodge", roll: 4, success: true, noise: 0, avoidsAttack: true, counterAttack: true });
    expect(reactionChance(O)).to.equal(0.5);
  });
});

describe("Elvendor enemy behavior script", () => {
  const spider: PlannerEnemy = {
    id: "spider", position: { x: 0, y: 0 }, move: 3, actions: 2, alert: 4, detection: null,
    abilities: [{ name: "Bite", range: 1, condition: null }, { name: "Poison Spit", range: 4, condition: { id: "poisoned", value: 1 } }],
  };
  const ctx = { noise: 3, timeOfDay: "day", precipitation: "clear", wind: windFromDice(1, 1, 0) } as const;
  it("detects within 4 tiles at noise +3, closes in, then bites", () => {
    const steps = planEnemyActivation(spider, [{ id: "aria", position: { x: 4, y: 1 }, invisible: false, down: false }], ctx, O);
    expect(steps[0]).to.deep.equal({ kind: "detect", radius: 4, detected: ["aria"] });
    expect(steps[1]).to.deep.include({ kind: "move", to: { x: 3, y: 1 } });
    expect(steps[2]).to.deep.include({ kind: "attack", ability: "Bite", targetId: "aria", distance: 1 });
  });
  it("spits poison with its last action when it cannot reach", () => {
    const far = { ...spider, detection: 10 };
    const steps = planEnemyActivation(far, [{ id: "aria", position: { x: 7, y: 0 }, invisible: false, down: false }], ctx, O);
    expect(steps.slice(1).map((s) => s.kind)).to.deep.equal(["move", "attack"]);
    expect(steps[2]).to.deep.include({ ability: "Poison Spit", condition: { id: "poisoned", value: 1 } });
  });
  it("ignores heroes it cannot detect and invisible heroes who are not adjacent", () => {
    const quiet = planEnemyActivation(spider, [{ id: "aria", position: { x: 5, y: 0 }, invisible: false, down: false }], { ...ctx, noise: 1 }, O);
    expect(quiet).to.deep.equal([{ kind: "detect", radius: 2, detected: [] }, { kind: "idle", reason: "noTarget" }]);
    const hidden = planEnemyActivation(spider, [{ id: "aria", position: { x: 2, y: 0 }, invisible: true, down: false }], ctx, O);
    expect(hidden[1]).to.deep.equal({ kind: "idle", reason: "noTarget" });
  });
  it("goes for the nearest detected hero", () => {
    const steps = planEnemyActivation(spider, [
      { id: "far", position: { x: 3, y: 3 }, invisible: false, down: false },
      { id: "near", position: { x: 1, y: 1 }, invisible: false, down: false }], ctx, O);
    expect(steps[1]).to.deep.include({ kind: "attack", targetId: "near", ability: "Bite" });
  });
});

describe("Map Cord cards", () => {
  it("twelve different layouts, each a permutation of sectors 1–12 over 4×3", () => {
    const layouts = Array.from({ length: 12 }, (_, i) => cardLayout(i + 1));
    for (const l of layouts) expect([...l].sort((a, b) => a - b)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(layouts.map((l) => l.join(","))).size).to.equal(12);
    expect(cardLayout(1)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(cardLayout(2)).to.deep.equal([1, 6, 11, 4, 9, 2, 7, 12, 5, 10, 3, 8]);
  });
  it("a scenario's fixed layout overrides the D12", () => {
    expect(activeCard(7)).to.equal(7);
    expect(activeCard(7, 3)).to.equal(3);
  });
  it("spawn in sector X lands in the centre of X's cell", () => {
    const layout = cardLayout(2);
    expect(sectorCell(layout, 12)).to.equal(7);
    const scene = { x: 100, y: 100, width: 4000, height: 3000 };
    expect(cellRect(7, scene)).to.deep.equal({ x: 3100, y: 1100, width: 1000, height: 1000 });
    expect(spawnPoint(layout, 12, scene, 100)).to.deep.equal({ x: 3600, y: 1600 });
    expect(() => cardLayout(13)).to.throw(RangeError);
  });
});
