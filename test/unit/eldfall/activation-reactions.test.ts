/** Who may react, with what and when (rules/reactions.ts): sight, Awareness, AP, States, Skills, Attacks of Opportunity. */
import { expect } from "chai";
import {
  aooTriggers, charmLevel, charmed, eligibility, foresightDue, liveTriggers, protectors, recordOf, sightOf, tauntRollers,
  type MoverFacts, type ReactorFacts, type WeaponFacts,
} from "../../../src/rulesets/eldfall/activation/rules/reactions";

// A four-space path: the mover starts at 0 and ends at 3.
const T = true;
const F = false;
const spear = (reachAt: boolean[]): WeaponFacts => ({ id: "spear", name: "Spear", type: "melee", reachAt });
const bow = (reachAt: boolean[]): WeaponFacts => ({ id: "bow", name: "Bow", type: "ranged", reachAt });
function reactor(name: string, over: Partial<ReactorFacts> = {}): ReactorFacts {
  return {
    uuid: `Actor.${name}`, name, side: "hostiles", ap: 2, states: [], skills: {}, overEncumbered: false,
    seesAt: [T, T, T, T], awareAt: [F, F, F, F], weapons: [spear([F, F, T, T])], sameSpaceAtEnd: false, distanceTo: {}, spd: 4, ...over,
  };
}
const mover = (over: Partial<MoverFacts> = {}): MoverFacts => ({ uuid: "Actor.aria", states: [], skills: {}, flicker: false, end: 3, ...over });
const ids = (r: ReactorFacts, m = mover(), c = {}) => eligibility(r, m, c).offers.map((o) => o.id);

describe("Eldfall reactions (rules/reactions.ts)", () => {
  it("LoS at any space of the path lets a reactor declare any Normal Action it can perform (A3)", () => {
    const r = reactor("wolf", { seesAt: [F, T, F, F] });
    expect(ids(r)).to.deep.equal(["attack:spear", "assist", "dodge", "nothing"]);
    // Perceive also needs the mover within Awareness.
    expect(ids({ ...r, awareAt: [F, T, F, F] })).to.deep.equal(["attack:spear", "assist", "dodge", "perceive", "nothing"]);
    expect(eligibility(r, mover()).reason).to.equal(null);
  });

  it("no AP, Incapacitated, Dead: no reaction offered", () => {
    expect(eligibility(reactor("a", { ap: 0 }), mover())).to.deep.equal({ reason: "noAp", offers: [] });
    expect(eligibility(reactor("b", { states: ["incapacitated"] }), mover()).reason).to.equal("incapacitated");
    expect(eligibility(reactor("c", { states: ["dead"] }), mover()).reason).to.equal("dead");
  });

  it("without LoS: nothing, unless the mover came within Awareness, then only Dodge with halved AG", () => {
    const blind = reactor("owl", { seesAt: [F, F, F, F] });
    expect(eligibility(blind, mover()).reason).to.equal("noSight");
    const aware = reactor("owl", { seesAt: [F, F, F, F], awareAt: [F, F, T, T] });
    expect(eligibility(aware, mover()).offers).to.deep.equal([{ id: "dodge", action: "dodge", weapon: null, halvedAg: true }]);
    expect(recordOf(aware, eligibility(aware, mover()).offers[0]!).halvedAg).to.equal(true);
  });

  it("Clairvoyance: within Awareness counts as sight (full AG); Stealth I on the mover takes every Awareness exception away", () => {
    const seer = reactor("seer", { seesAt: [F, F, F, F], awareAt: [F, F, T, T], skills: { clairvoyance: 1 } });
    expect(sightOf(seer, mover())).to.deep.equal({ sees: true, aware: true });
    expect(ids(seer)).to.include("attack:spear");
    const stealthy = mover({ skills: { stealth: 1 } });
    expect(sightOf(seer, stealthy)).to.deep.equal({ sees: false, aware: false });
    expect(eligibility(reactor("owl", { seesAt: [F, F, F, F], awareAt: [T, T, T, T] }), stealthy).reason).to.equal("noSight");
    expect(eligibility(reactor("hawk", { awareAt: [T, T, T, T] }), stealthy).reason).to.equal(null);
  });

  it("Flicker: only the start and the end of the move count for sight", () => {
    const middle = reactor("wolf", { seesAt: [F, T, T, F], awareAt: [F, T, T, F] });
    expect(eligibility(middle, mover()).reason).to.equal(null);
    expect(eligibility(middle, mover({ flicker: true })).reason).to.equal("noSight");
    expect(eligibility(reactor("wolf", { seesAt: [F, T, T, T] }), mover({ flicker: true })).reason).to.equal(null);
  });

  it("weapons must reach the mover's end; Engaged reactors only melee and react within Awareness; Blinded ones only Dodge within Awareness", () => {
    expect(ids(reactor("w", { weapons: [spear([T, T, T, F]), bow([T, T, T, T])] }))).to.deep.equal(["attack:bow", "assist", "dodge", "nothing"]);
    const engaged = reactor("e", { states: ["engaged"], awareAt: [T, T, T, T], weapons: [spear([T, T, T, T]), bow([T, T, T, T])] });
    expect(ids(engaged)).to.deep.equal(["attack:spear", "assist", "dodge"]);
    expect(eligibility({ ...engaged, awareAt: [F, F, F, F] }, mover()).reason).to.equal("noSight");
    const blinded = reactor("b", { states: ["blinded"], awareAt: [F, F, F, T] });
    expect(ids(blinded)).to.deep.equal(["dodge"]);
  });

  it("same space: Interact and Trade; a Shrouded mover only Perceived; a Panicked failure leaves Dodge or Nothing; Flying only meleed by Flying", () => {
    expect(ids(reactor("s", { sameSpaceAtEnd: true }))).to.deep.equal(["attack:spear", "assist", "dodge", "interact", "trade", "nothing"]);
    expect(ids(reactor("p", { awareAt: [T, T, T, T] }), mover({ states: ["shrouded"] }))).to.deep.equal(["perceive", "dodge", "nothing"]);
    expect(ids(reactor("q"), mover(), { panicFailed: true })).to.deep.equal(["dodge", "nothing"]);
    expect(ids(reactor("f"), mover({ states: ["flying"] }))).to.deep.equal(["assist", "dodge", "nothing"]);
    expect(ids(reactor("g", { states: ["flying"] }), mover({ states: ["flying"] }))).to.deep.equal(["attack:spear", "assist", "dodge", "nothing"]);
  });

  it("Foresight may postpone in a Hostile activation, and reacts after the Action only when targeted", () => {
    const seer = reactor("tomoe", { side: "heroes", skills: { foresight: 1 } });
    expect(ids(seer, mover(), { mayPostpone: true })).to.include("postpone");
    expect(ids(seer)).to.not.include("postpone");
    const postponed = recordOf(seer, { id: "postpone", action: "postpone", weapon: null, halvedAg: false });
    expect([postponed.status, postponed.action]).to.deep.equal(["postponed", "nothing"]);
    expect(foresightDue([postponed], ["Actor.tomoe"])).to.deep.equal(["Actor.tomoe"]);
    expect(foresightDue([postponed], ["Actor.other"])).to.deep.equal([]);
  });

  it("Attacks of Opportunity: where the path enters reach, in path order, once per reactor; Impede unless the mover is Engaged", () => {
    const seigen = reactor("seigen", { skills: { impede: 1 }, weapons: [spear([F, F, T, T])] });
    const tharos = reactor("tharos", { weapons: [bow([F, T, T, T])] });
    const already = reactor("ogre", { weapons: [spear([T, T, T, T])] });
    const hidden = reactor("hidden", { seesAt: [T, F, F, F], weapons: [spear([F, T, T, T])] });
    const triggers = aooTriggers([seigen, tharos, already, hidden], mover());
    expect(triggers.map((t) => [t.reactorUuid, t.weapon.id, t.at, t.impede])).to.deep.equal([
      ["Actor.tharos", "bow", 1, false], ["Actor.seigen", "spear", 2, true],
    ]);
    expect(aooTriggers([seigen], mover({ states: ["engaged"] }))[0]!.impede).to.equal(false);
    expect(liveTriggers(triggers, new Set(["Actor.tharos"]), 3).map((t) => t.reactorUuid)).to.deep.equal(["Actor.seigen"]);
    expect(liveTriggers(triggers, new Set(), 1).map((t) => t.reactorUuid)).to.deep.equal(["Actor.tharos"]);
    expect(aooTriggers([reactor("tired", { ap: 0 })], mover())).to.deep.equal([]);
  });

  it("Taunt: everyone seeing the mover or aware of it rolls INT; Charm I turns a failed Reaction into Nothing, Charm II also pulls", () => {
    expect(tauntRollers([reactor("a"), reactor("b", { seesAt: [F, F, F, F], awareAt: [F, T, F, F] }), reactor("c", { seesAt: [F, F, F, F] })], mover()))
      .to.deep.equal(["Actor.a", "Actor.b"]);
    const rec = recordOf(reactor("a"), { id: "attack:spear", action: "attack", weapon: spear([T, T, T, T]), halvedAg: false });
    expect(charmLevel(mover({ skills: { charm: 2 } }))).to.equal(2);
    expect(charmed(rec, 1)).to.deep.equal({ record: { ...rec, action: "nothing", means: null, status: "charmed" }, walkToward: false });
    expect(charmed(rec, 2).walkToward).to.equal(true);
  });

  it("Protector: an ally targeted within ½ SPD (rounded up) can be covered for 1 AP", () => {
    const guard = reactor("guard", { skills: { protector: 1 }, spd: 5, distanceTo: { "Actor.ally": 3, "Actor.far": 4 } });
    expect(protectors([guard], ["Actor.ally"])).to.deep.equal([{ protectorUuid: "Actor.guard", allyUuid: "Actor.ally" }]);
    expect(protectors([guard], ["Actor.far"])).to.deep.equal([]);
    expect(protectors([{ ...guard, ap: 0 }], ["Actor.ally"])).to.deep.equal([]);
    expect(protectors([reactor("plain", { distanceTo: { "Actor.ally": 1 } })], ["Actor.ally"])).to.deep.equal([]);
  });
});
