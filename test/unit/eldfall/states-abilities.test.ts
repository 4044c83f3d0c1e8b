import { expect } from "chai";
import { applyModifiers } from "../../../src/core/rules/attributes";
import { critUpTo, modifiersFor, stagesOf, strikesFor, type ActorProfile, type RollContext } from "../../../src/rulesets/eldfall/dice/rules/ability-modifiers";
import { CLASS_IDS, CLASS_RULES, classId } from "../../../src/rulesets/eldfall/profile/rules/classes";
import { COMBAT_ART_IDS, COMBAT_ART_RULES, artChoice } from "../../../src/rulesets/eldfall/profile/rules/combat-arts";
import { SKILLS as SKILL_IDS } from "../../../src/rulesets/eldfall/profile/rules/keys";

const profile = (over: Partial<ActorProfile> = {}): ActorProfile => ({ skills: {}, classes: [], arts: {}, states: [], ...over });
const melee = (over: Partial<RollContext> = {}): RollContext => ({ roll: "attack", attribute: "off", role: "active", melee: true, ...over });
const sources = (p: ActorProfile, c: RollContext) => modifiersFor(p, c).map((m) => m.source.id);

describe("Eldfall Skills, Classes and Combat Arts as data", () => {
  it("has the 24 Skills, 19 Classes and 4 Combat Arts with 17 levels, each keyed by its id", () => {
    expect(SKILL_IDS).to.have.length(24);
    expect(CLASS_IDS).to.have.length(19);
    expect(COMBAT_ART_IDS).to.have.length(4);
    expect(Object.values(COMBAT_ART_RULES).flatMap((a) => a.levels)).to.have.length(17);
    for (const id of CLASS_IDS) expect(CLASS_RULES[id].id).to.equal(id);
    expect(COMBAT_ART_RULES.assassination.levels.map((l) => l.power ?? l.strikes ?? 0)).to.deep.equal([6, 0, 1, 0, 0]);
  });

  it("a class name reads through its aliases and near-misses", () => {
    expect(classId("magician")).to.equal("mage");
    expect(classId("solider")).to.equal("soldier");
    expect(classId("pirate")).to.equal(null);
  });

  it("Armsmaster: +1 STK on its Active melee Attacks only; Sentinel: +1 STK when reacting", () => {
    const arms = profile({ classes: ["armsmaster"] });
    expect(strikesFor(2, "active", [], modifiersFor(arms, melee()))).to.equal(3);
    expect(strikesFor(2, "active", [], modifiersFor(arms, melee({ melee: false, attribute: "acc" })))).to.equal(2);
    expect(strikesFor(2, "reactive", [], modifiersFor(arms, melee({ role: "reactive", attribute: "def" })))).to.equal(1);
    const sentinel = profile({ classes: ["sentinel"] });
    expect(strikesFor(2, "reactive", [], modifiersFor(sentinel, melee({ role: "reactive", attribute: "def" })))).to.equal(2);
    expect(strikesFor(2, "active", [], modifiersFor(sentinel, melee()))).to.equal(2);
  });

  it("Defensive Stance: STK 1 in the Active Role, the Active STK kept in the Reactive Role; Weakened −1 never below 1", () => {
    const stance = profile({ states: ["defensiveStance"] });
    expect(strikesFor(3, "active", stance.states, modifiersFor(stance, melee()))).to.equal(1);
    expect(strikesFor(3, "reactive", stance.states, modifiersFor(stance, melee({ role: "reactive" })))).to.equal(3);
    const weak = profile({ states: ["weakened"] });
    expect(strikesFor(2, "active", weak.states, modifiersFor(weak, melee()))).to.equal(1);
    expect(strikesFor(1, "active", weak.states, modifiersFor(weak, melee()))).to.equal(1);
  });

  it("Shots, Dash, Chain Attack, Finishing Strike: STK 1 that nothing changes", () => {
    const p = profile({ classes: ["armsmaster"], skills: { shots: 1, dash: 1 } });
    expect(strikesFor(3, "active", [], modifiersFor(p, melee({ declared: ["dash"], movement: "run" })))).to.equal(1);
    expect(strikesFor(3, "active", [], modifiersFor(p, melee({ declared: ["dash"], movement: "walk" })))).to.equal(4);
    expect(strikesFor(3, "active", [], modifiersFor(p, melee({ attackKind: "chain" })))).to.equal(1);
    expect(sources(p, melee({ melee: false, attribute: "acc", declared: ["shots"] }))).to.include("shots");
  });

  it("Assassin crits on 1–3; Marksman +4 ACC after Idle; Mystic casts with M; Tracking +3 to Perceive with a reroll", () => {
    expect(critUpTo(modifiersFor(profile({ classes: ["assassin"] }), melee()))).to.equal(3);
    expect(critUpTo(modifiersFor(profile(), melee()))).to.equal(1);
    const marks = profile({ classes: ["marksman"] });
    const idle = melee({ melee: false, attribute: "acc", movement: "idle" });
    expect(applyModifiers(12, stagesOf(modifiersFor(marks, idle))).value).to.equal(16);
    expect(applyModifiers(12, stagesOf(modifiersFor(marks, { ...idle, movement: "walk" }))).value).to.equal(12);
    expect(modifiersFor(profile({ classes: ["mystic"] }), melee({ melee: false, attribute: "int", spell: { type: "sorcery" } }))[0]!.castWith).to.equal("m");
    const track = modifiersFor(profile({ skills: { tracking: 1 } }), { roll: "perceive", attribute: "int", role: "reactive" });
    expect(track).to.deep.equal([{ source: { kind: "skill", id: "tracking" }, add: 3, rerolls: { dice: 1, failedOnly: false } }]);
  });

  it("Soldier: +1 per other Soldier in its Awareness on OFF DEF ACC INT M (not AG, T); uncapped unless the world caps it (A59)", () => {
    const p = profile({ classes: ["soldier"] });
    const c = melee({ soldiersInAwareness: 4 });
    expect(applyModifiers(10, stagesOf(modifiersFor(p, c))).value).to.equal(14);
    expect(applyModifiers(10, stagesOf(modifiersFor(p, { ...c, soldierCap: 3 }))).value).to.equal(13);
    expect(sources(p, { roll: "dodge", attribute: "ag", role: "reactive", soldiersInAwareness: 2 })).to.deep.equal([]);
  });

  it("States halve through the same stages: a Confused Marksman adds +4 then halves (additions first)", () => {
    const p = profile({ classes: ["marksman"], states: ["confused"] });
    expect(applyModifiers(12, stagesOf(modifiersFor(p, melee({ melee: false, attribute: "acc", movement: "idle" })))).value).to.equal(8);
  });

  it("spell rerolls and free casts: Mage (any dice for 1 AP), Sorcerer, Wizard (Elder), Alchemist (Transmutation), Enchanter, Vitalist", () => {
    const cast = (type: "sorcery" | "healing" | "enchantment" | "transmutation", extra: object = {}) => melee({ melee: false, attribute: "int", spell: { type, ...extra } });
    expect(modifiersFor(profile({ classes: ["mage"] }), cast("sorcery"))[0]!.rerolls).to.deep.equal({ dice: "any", failedOnly: false, apCost: 1 });
    expect(sources(profile({ classes: ["sorcerer"] }), cast("sorcery"))).to.deep.equal(["sorcerer"]);
    expect(sources(profile({ classes: ["sorcerer"] }), { ...cast("sorcery"), role: "reactive" })).to.deep.equal([]);
    expect(sources(profile({ classes: ["wizard"] }), cast("sorcery", { element: "elder" }))).to.deep.equal(["wizard"]);
    expect(sources(profile({ classes: ["alchemist"] }), cast("transmutation"))).to.deep.equal(["alchemist"]);
    expect(modifiersFor(profile({ classes: ["enchanter"] }), cast("enchantment", { onAlly: true }))[0]!.noRoll).to.equal(true);
    expect(sources(profile({ classes: ["vitalist"] }), cast("healing", { onAlly: true, allyDown: true }))).to.deep.equal([]);
  });

  it("Backstab: one automatic Hit and +3 PW against a target without LoS to it", () => {
    const m = modifiersFor(profile({ skills: { backstab: 1 } }), melee({ targetLacksLos: true }));
    expect(m).to.deep.equal([{ source: { kind: "skill", id: "backstab" }, autoHits: 1, power: 3 }]);
    expect(modifiersFor(profile({ skills: { backstab: 1 } }), melee())).to.deep.equal([]);
  });

  it("Combat Arts: one known level per Attack, melee Arts in melee, Archery at range (A45), Duelist bars I–III", () => {
    const p = profile({ arts: { assassination: 4, fencing: 5, archery: 2 } });
    const vitals = modifiersFor(p, melee({ art: { id: "assassination", level: 1 } }));
    expect(vitals[0]).to.include({ power: 6 });
    expect(strikesFor(2, "active", [], modifiersFor(p, melee({ art: { id: "assassination", level: 3 } })))).to.equal(3);
    expect(modifiersFor(p, melee({ art: { id: "assassination", level: 4 } }))[0]).to.include({ critOnSuccess: true });
    expect(modifiersFor(p, melee({ role: "reactive", art: { id: "assassination", level: 4 } }))[0]!.critOnSuccess, "Active Role only").to.equal(undefined);
    expect(modifiersFor(p, melee({ art: { id: "assassination", level: 5 } })), "level not known").to.deep.equal([]);
    expect(modifiersFor(p, melee({ art: { id: "fencing", level: 5 } }))[0]!.gains).to.deep.equal({ ignoreArmor: 1 });
    expect(artChoice(p.arts, "archery", 2, { melee: true })).to.deep.equal({ ok: false, reason: "wrongAttack" });
    expect(artChoice(p.arts, "archery", 2, { melee: false })).to.deep.include({ ok: true });
    expect(artChoice(p.arts, "fencing", 3, { melee: true, againstDuelist: true })).to.deep.equal({ ok: false, reason: "duelist" });
    expect(artChoice(p.arts, "fencing", 4, { melee: true, againstDuelist: true }).ok).to.equal(true);
    expect(artChoice(p.arts, "judo", 1, { melee: true })).to.deep.equal({ ok: false, reason: "unknownArt" });
  });

  it("the opponent's Fencing: I puts −3 on this melee Attack, II takes a Strike (never below 1); not on ranged Attacks", () => {
    const fencer = { fencing: 2 };
    const parried = modifiersFor(profile(), melee({ opponentArt: { id: "fencing", level: 1, known: fencer } }));
    expect(applyModifiers(13, stagesOf(parried)).value).to.equal(10);
    const riposte = modifiersFor(profile(), melee({ opponentArt: { id: "fencing", level: 2, known: fencer } }));
    expect(strikesFor(3, "active", [], riposte)).to.equal(2);
    expect(strikesFor(1, "active", [], riposte)).to.equal(1);
    expect(modifiersFor(profile(), melee({ melee: false, attribute: "acc", opponentArt: { id: "fencing", level: 1, known: fencer } }))).to.deep.equal([]);
    expect(modifiersFor(profile(), melee({ opponentArt: { id: "fencing", level: 3, known: fencer } })), "a level it lacks").to.deep.equal([]);
  });
});
