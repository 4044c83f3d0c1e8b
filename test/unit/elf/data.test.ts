import { expect } from "chai";
import { foldArrayEdits, sanitizeSubmit } from "../../../src/core/schema/submit";
import { validateData } from "../../../src/core/schema/validate";
import { initialValue } from "../../../src/core/schema/spec";
import { ELF_ACTOR_SPECS, ELF_ITEM_SPECS } from "../../../src/rulesets/elf/models/specs";
import { npcDerived, effectiveDifficulty } from "../../../src/rulesets/elf/damage/rules/derived";
import { ladderConditions, timeEvents, afterCombat } from "../../../src/rulesets/elf/conditions/rules/timers";
import { format } from "../../support/render";

describe("Elf System data and sheet input", () => {
  it("negative Injury Points are refused with a localized message; the other edits are kept", () => {
    const { clean, errors } = sanitizeSubmit(ELF_ACTOR_SPECS.elfPc, { name: "Mira", "system.injuryPoints": "-1", "system.speedBonus": "2" });
    expect(clean).to.deep.equal({ name: "Mira", "system.speedBonus": 2 });
    expect(errors.map((e) => e.key)).to.deep.equal(["REALMS.Errors.BelowMin"]);
    expect(format(errors[0]!.key, { ...errors[0]!.data, field: "Injury Points" })).to.equal("Injury Points: -1 is below the minimum of 0. The old value was kept.");
  });

  it("a weapon with reach 'Q' is refused, naming the allowed values", () => {
    const { clean, errors } = sanitizeSubmit(ELF_ITEM_SPECS.elfWeapon, { "system.reach": "Q", "system.damageBonus": "3" });
    expect(clean).to.deep.equal({ "system.damageBonus": 3 });
    expect(errors[0]).to.deep.include({ key: "REALMS.Errors.NotAChoice" });
    expect(errors[0]!.data).to.deep.include({ value: "Q", choices: "S, M, L" });
    expect(validateData(ELF_ITEM_SPECS.elfWeapon, { ...initialValue(ELF_ITEM_SPECS.elfWeapon), reach: "Q" })).to.have.length(1);
  });

  it("a DL of 'abc' and an empty Wound Threshold override (back to 12 + armor)", () => {
    expect(sanitizeSubmit(ELF_ACTOR_SPECS.elfNpc, { "system.difficultyLevel": "abc" }).errors[0]!.key).to.equal("REALMS.Errors.NotANumber");
    expect(sanitizeSubmit(ELF_ACTOR_SPECS.elfNpc, { "system.woundThresholdOverride": "" }).clean).to.deep.equal({ "system.woundThresholdOverride": null });
    expect(npcDerived({ armorBonus: 2, woundThresholdOverride: null, difficultyLevel: 11 })).to.deep.equal({ woundThreshold: 14, initiative: 11 });
    expect(effectiveDifficulty(11, ["wounded", "stunned"])).to.equal(5);
    expect(effectiveDifficulty(11, ["wounded", "stunned"], false)).to.equal(8);
  });

  it("edits to list rows become whole lists (Foundry replaces arrays)", () => {
    const current = { traits: [{ name: "Quick", kind: "ability", value: 1 }, { name: "Swordplay", kind: "training", value: 2 }] };
    const { clean } = sanitizeSubmit(ELF_ACTOR_SPECS.elfPc, { "system.traits.1.value": "3", "system.traits.0.name": "Nimble", "system.traits.5.value": "1" });
    expect(foldArrayEdits(ELF_ACTOR_SPECS.elfPc, clean, current)).to.deep.equal({
      "system.traits": [{ name: "Nimble", kind: "ability", value: 1 }, { name: "Swordplay", kind: "training", value: 3 }],
    });
    expect(current.traits[0]!.name).to.equal("Quick");
  });
});

describe("Elf System timers", () => {
  const at = { round: 1, turn: 0, worldTime: 100 };
  it("Stunned lasts the combat, then the rest minutes; a knock-out its rolled minutes", () => {
    const c = ladderConditions([], ["stunned", "knockedOut"], { at, inCombat: true, stunRecoverySeconds: 300, knockoutMinutes: 17, injuryPoints: 2 });
    expect(c.map((x) => [x.id, x.duration])).to.deep.equal([
      ["stunned", { unit: "trigger", trigger: "combatEnd" }], ["knockedOut", { unit: "seconds", value: 1020 }], ["injured", { unit: "permanent" }]]);
    expect(c.find((x) => x.id === "injured")!.value).to.equal(2);
    expect(timeEvents(c, 100 + 1019)).to.deep.include({ wake: false, stunEnds: false });
    expect(timeEvents(c, 100 + 1020)).to.deep.include({ wake: true });
    const after = afterCombat(c, 500, 300);
    expect(timeEvents(after, 799).stunEnds).to.equal(false);
    expect(timeEvents(after, 800).stunEnds).to.equal(true);
  });
});
