import { expect } from "chai";
import {
  affects, aquaticBurn, aquaticPower, COVER_MODIFIER, coverFor, DARK_MODIFIER, endOfSequenceEffects, environmentKind, environmentsFromZones,
  groundLevel, halvedAttributes, meleeEnvironment, movementEffects, rangedEnvironment, strategicPhaseEffects, withFieldWide,
  type EnvironmentAt, type RangedEnvironmentInput,
} from "../../../src/rulesets/eldfall/space/rules/environments";
import { ENVIRONMENTS } from "../../../src/rulesets/eldfall/profile/rules/keys";
import { attackSpace, type AttackSpaceInput } from "../../../src/rulesets/eldfall/space/rules/attack-space";

const zone = (env: string, option = "", value: number | null = null) => ({ id: `z-${env}`, kind: `realms.eldfall.${env}`, value, option });
const medium = { sizeRank: 1 };
const ranged = (over: Partial<RangedEnvironmentInput>): RangedEnvironmentInput => ({ attacker: [], target: [], between: [], sameSpace: false, targetModel: medium, ...over });

describe("Eldfall environments as zones (eldfall/rules/environments)", () => {
  it("the ten environments, each a namespaced zone kind", () => {
    expect(ENVIRONMENTS).to.have.length(10);
    expect(environmentKind("profaneMiasma")).to.equal("realms.eldfall.profaneMiasma");
  });

  it("zones become environments with their parameters: Cover grade (blank Light), Elevation level (higher +1, lower −1, or the value)", () => {
    const envs = environmentsFromZones([zone("cover", "heavy"), zone("cover"), zone("elevation", "higher"), zone("elevation", "lower"), zone("elevation", "higher", 2),
      zone("dark"), { id: "x", kind: "realms.test.fog", value: null, option: "" }, zone("nonsense")]);
    expect(envs.map((e) => [e.env, e.grade ?? e.level ?? null])).to.deep.equal([
      ["cover", "heavy"], ["cover", "light"], ["elevation", 1], ["elevation", -1], ["elevation", 2], ["dark", null]]);
    expect(envs[0]!.zoneId).to.equal("z-cover");
    expect(groundLevel([])).to.equal(0);
  });

  it("field-wide environments join a space's own (Hard difficulty's Night: Dark everywhere)", () => {
    expect(withFieldWide([{ env: "cover", grade: "light" }], ["dark"]).map((e) => e.env)).to.deep.equal(["cover", "dark"]);
    expect(withFieldWide([{ env: "dark" }], ["dark"])).to.have.length(1);
  });

  it("Survival (X) and Incorporeal ignore environments; Construct/Elemental ignore Toxic; Profane affinity ignores the Miasma", () => {
    expect(affects("difficult", { survival: ["difficult"] })).to.equal(false);
    expect(affects("dark", { survival: ["difficult"] })).to.equal(true);
    expect(affects("hazy", { incorporeal: true })).to.equal(false);
    expect(affects("toxic", { construct: true })).to.equal(false);
    expect(affects("toxic", { elemental: true })).to.equal(false);
    expect(affects("profaneMiasma", { profane: true })).to.equal(false);
  });
});

describe("Eldfall environments in attacks", () => {
  it("Cover against Ranged Attacks: Heavy −4, Light −2, only Small–Large models; Crouched always Light; the best one applies (A34)", () => {
    expect(COVER_MODIFIER).to.deep.equal({ heavy: -4, light: -2 });
    expect(rangedEnvironment(ranged({ target: [{ env: "cover", grade: "heavy" }] })).modifiers).to.deep.equal([{ source: "cover", value: -4 }]);
    expect(rangedEnvironment(ranged({ target: [{ env: "cover", grade: "light" }] })).modifiers).to.deep.equal([{ source: "cover", value: -2 }]);
    expect(coverFor({ sizeRank: 3 }, [{ env: "cover", grade: "heavy" }], false), "Huge gets no Cover from a space").to.equal(null);
    expect(coverFor({ sizeRank: 3, crouched: true }, [], false), "but Crouched is Light at any size").to.equal("light");
    expect(coverFor({ sizeRank: 1, crouched: true }, [{ env: "cover", grade: "heavy" }], false)).to.equal("heavy");
    expect(coverFor({ sizeRank: 1, flying: true }, [{ env: "cover", grade: "heavy" }], false)).to.equal(null);
    expect(rangedEnvironment(ranged({ target: [{ env: "cover", grade: "heavy" }], noCover: true })).cover, "Casting Aura / Shots").to.equal(null);
  });

  it("Higher Ground has Light Cover against ranged attacks from Lower Ground", () => {
    const high: EnvironmentAt[] = [{ env: "elevation", level: 1 }];
    expect(rangedEnvironment(ranged({ target: high })).cover).to.equal("light");
    expect(rangedEnvironment(ranged({ attacker: high, target: high })).cover).to.equal(null);
    expect(rangedEnvironment(ranged({ attacker: high })).cover).to.equal(null);
  });

  it("Dark: −3 when targeting a model outside the attacker's own space (A32)", () => {
    expect(DARK_MODIFIER).to.equal(-3);
    expect(rangedEnvironment(ranged({ attacker: [{ env: "dark" }] })).modifiers).to.deep.equal([{ source: "dark", value: -3 }]);
    expect(rangedEnvironment(ranged({ attacker: [{ env: "dark" }], sameSpace: true })).modifiers).to.deep.equal([]);
    expect(rangedEnvironment(ranged({ target: [{ env: "dark" }] })).modifiers, "only the attacker's Dark").to.deep.equal([]);
  });

  it("Hazy and Profane Miasma: no ranged attack through them; from or into them the attack attribute is halved; melee −3", () => {
    expect(rangedEnvironment(ranged({ between: [{ env: "hazy" }] })).blocked).to.equal("hazy");
    expect(rangedEnvironment(ranged({ between: [{ env: "profaneMiasma" }] })).blocked).to.equal("profaneMiasma");
    expect(rangedEnvironment(ranged({ attacker: [{ env: "hazy" }] }))).to.include({ blocked: null, halve: true });
    expect(rangedEnvironment(ranged({ target: [{ env: "profaneMiasma" }] })).halve).to.equal(true);
    expect(rangedEnvironment(ranged({})).halve).to.equal(false);
    expect(meleeEnvironment({ attacker: [{ env: "hazy" }], target: [], defaultReach: 0, distance: 0 }).modifiers).to.deep.equal([{ source: "hazy", value: -3 }]);
    expect(meleeEnvironment({ attacker: [{ env: "hazy" }], target: [{ env: "hazy" }], defaultReach: 0, distance: 0 }).modifiers, "once").to.have.length(1);
  });

  it("Dense: −1 STK for melee with default RCH 1 or more, and for ranged at a target within or through it", () => {
    expect(meleeEnvironment({ attacker: [{ env: "dense" }], target: [], defaultReach: 1, distance: 1 }).stk).to.equal(-1);
    expect(meleeEnvironment({ attacker: [{ env: "dense" }], target: [], defaultReach: 0, distance: 0 }).stk).to.equal(0);
    expect(rangedEnvironment(ranged({ target: [{ env: "dense" }] })).stk).to.equal(-1);
    expect(rangedEnvironment(ranged({ between: [{ env: "dense" }] })).stk).to.equal(-1);
    expect(rangedEnvironment(ranged({ attacker: [{ env: "dense" }] })).stk).to.equal(0);
  });

  it("Elevation: from below, melee with RCH 1 or more reaches only an adjacent Higher Ground space", () => {
    const high: EnvironmentAt[] = [{ env: "elevation", level: 1 }];
    expect(meleeEnvironment({ attacker: [], target: high, defaultReach: 2, distance: 2 }).blocked).to.equal("elevation");
    expect(meleeEnvironment({ attacker: [], target: high, defaultReach: 2, distance: 1 }).blocked).to.equal(null);
    expect(meleeEnvironment({ attacker: high, target: [], defaultReach: 2, distance: 2 }).blocked, "from above").to.equal(null);
  });

  it("Aquatic: electric sources double PW; SPD and AG halved; Burn loses a level", () => {
    const water: EnvironmentAt[] = [{ env: "aquatic" }];
    expect(aquaticPower("Lightning Bolt", water)).to.equal(2);
    expect(aquaticPower("Thunderclap", water)).to.equal(2);
    expect(aquaticPower("Fire Bolt", water)).to.equal(1);
    expect(aquaticPower("Lightning Bolt", [])).to.equal(1);
    expect([1, 2, 3].map((b) => aquaticBurn(b, true))).to.deep.equal([0, 1, 2]);
    expect([1, 2, 3].map((b) => aquaticBurn(b, false))).to.deep.equal([1, 2, 3]);
    expect(halvedAttributes(water)).to.deep.equal(["spd", "ag"]);
  });
});

describe("Eldfall environment effects for the activation and resolution steps", () => {
  it("Profane Miasma: a Hit PW 10 with Ignore Armor and Weakening at the end of the sequence; a Weak Point for moving through", () => {
    expect(endOfSequenceEffects([{ env: "profaneMiasma" }], {})).to.deep.equal([{ kind: "hit", source: "profaneMiasma", power: 10, traits: ["ignoreArmor", "weakening"] }]);
    expect(endOfSequenceEffects([{ env: "profaneMiasma" }], { profane: true })).to.deep.equal([]);
    expect(movementEffects(true)).to.deep.equal([{ kind: "weakPoint", source: "profaneMiasma", count: 1 }]);
    expect(movementEffects(false)).to.deep.equal([]);
  });

  it("Toxic: a T roll in the Strategic Phase, 1 Wound on a failure; Construct immune", () => {
    expect(strategicPhaseEffects([{ env: "toxic" }], {})).to.deep.equal([{ kind: "roll", source: "toxic", attribute: "t", onFail: { wounds: 1 } }]);
    expect(strategicPhaseEffects([{ env: "toxic" }], { construct: true })).to.deep.equal([]);
  });
});

describe("Eldfall attack space: one attack's reach, LoS and modifiers together (eldfall/rules/attack-space)", () => {
  const base: AttackSpaceInput = {
    kind: "ranged", attacker: { x: 0, y: 0 }, target: { x: 6, y: 0 }, reach: { kind: "spaces", spaces: 8 }, blind: null,
    attackerEnvs: [], targetEnvs: [], betweenEnvs: [], targetModel: { sizeRank: 1 },
  };

  it("out of reach or without LoS: refused", () => {
    expect(attackSpace({ ...base, reach: { kind: "spaces", spaces: 5 } })).to.include({ allowed: false, refusal: "outOfReach" });
    expect(attackSpace({ ...base, blind: "wall" })).to.include({ allowed: false, refusal: "noLineOfSight" });
    expect(attackSpace({ ...base, betweenEnvs: [{ env: "hazy" }] })).to.include({ allowed: false, refusal: "hazy" });
  });

  it("a ranged shot into Heavy Cover from the Dark, at an enemy beside one ally, with a Crossbow beyond 10: −4, −3, −3, −4", () => {
    const r = attackSpace({ ...base, target: { x: 11, y: 0 }, reach: { kind: "bands", near: 3, far: -3 }, attackerEnvs: [{ env: "dark" }],
      targetEnvs: [{ env: "cover", grade: "heavy" }], alliesWithTarget: 1 });
    expect(r.modifiers).to.deep.equal([{ source: "cover", value: -4 }, { source: "dark", value: -3 }, { source: "reach", value: -3 }, { source: "shootingIntoMelee", value: -4 }]);
    expect(r.intoMelee.allyHitFaces).to.deep.equal([17, 18, 19, 20]);
    expect(r.cover).to.equal("heavy");
    expect(attackSpace({ ...base, target: { x: 10, y: 0 }, reach: { kind: "bands", near: 3, far: -3 } }).modifiers).to.deep.equal([{ source: "reach", value: 3 }]);
  });

  it("Shots ignore Cover and shooting into melee; an AoE is not shooting into melee", () => {
    const r = attackSpace({ ...base, targetEnvs: [{ env: "cover", grade: "light" }], alliesWithTarget: 2, shots: true });
    expect(r.modifiers).to.deep.equal([]);
    expect(attackSpace({ ...base, alliesWithTarget: 2, aoe: true }).intoMelee.modifier).to.equal(0);
    expect(attackSpace({ ...base, alliesWithTarget: 2 }).intoMelee.modifier).to.equal(-8);
  });

  it("Casting Aura: without LoS in the Active Role, allowed with the attribute halved, and its target has no Cover", () => {
    const aura = { ...base, target: { x: 3, y: 0 }, reach: { kind: "aura" } as const, targetEnvs: [{ env: "cover", grade: "heavy" } as const] };
    expect(attackSpace({ ...aura, blind: "wall" })).to.include({ allowed: true, halve: true, cover: null });
    expect(attackSpace({ ...aura, blind: "wall", activeRole: false })).to.include({ allowed: false, refusal: "noLineOfSight" });
    expect(attackSpace(aura)).to.include({ allowed: true, halve: false });
  });

  it("RCH ❖ at an adjacent full space: allowed from the line between, at the two closest enemies only (M49)", () => {
    const unarmed = { ...base, kind: "melee" as const, target: { x: 1, y: 0 }, reach: { kind: "same" } as const };
    expect(attackSpace(unarmed)).to.include({ allowed: false, refusal: "outOfReach" });
    expect(attackSpace({ ...unarmed, targetSpaceFull: true })).to.include({ allowed: true, maxTargets: 2 });
    expect(attackSpace({ ...unarmed, target: { x: 2, y: 0 }, targetSpaceFull: true })).to.include({ allowed: false });
    expect(attackSpace({ ...unarmed, target: { x: 0, y: 0 } })).to.include({ allowed: true, maxTargets: null });
  });

  it("melee: Hazy −3, Dense −1 STK at RCH 1, a Flying target only for a Flying attacker, Elevation from below", () => {
    const melee = { ...base, kind: "melee" as const, target: { x: 1, y: 0 }, reach: { kind: "spaces", spaces: 1 } as const };
    expect(attackSpace({ ...melee, attackerEnvs: [{ env: "hazy" }, { env: "dense" }] })).to.deep.include({ allowed: true, modifiers: [{ source: "hazy", value: -3 }], stk: -1 });
    expect(attackSpace({ ...melee, targetModel: { sizeRank: 1, flying: true } })).to.include({ refusal: "flyingTarget" });
    expect(attackSpace({ ...melee, targetModel: { sizeRank: 1, flying: true } }, true).allowed).to.equal(true);
    expect(attackSpace({ ...melee, target: { x: 2, y: 0 }, reach: { kind: "spaces", spaces: 2 }, targetEnvs: [{ env: "elevation", level: 1 }] })).to.include({ refusal: "elevation" });
  });
});
