/**
 * Every line an apply-damage card can show is a translation that exists, with the placeholders its data
 * fills: the core pipeline's steps (every branch) and each ruleset's, produced by the real actor models
 * from the packets their cards post (attackPacket, pcDamagePacket, harmPacket).
 */
import { expect } from "chai";
import { makeActor, resetWorld } from "../../support/foundry-double";
import { lang } from "../../support/lang";
import { actorModel } from "../../../src/core/data/actor-model";
import { onPool, resolveDamage, type DamageOutcome, type DamageStep } from "../../../src/core/rules/damage";
import { attackPacket as elvendorPacket } from "../../../src/rulesets/elvendor/combat/rules/damage";
import { attackPacket as aedelorePacket } from "../../../src/rulesets/aedelore/combat/rules/damage";
import { REACTIONS } from "../../../src/rulesets/aedelore/combat/rules/combat";
import { HARMS, harmPacket, pcDamage, pcDamagePacket } from "../../../src/rulesets/elf/damage/rules/damage";
import { character as aedCharacter } from "../../support/aedelore-actors";

const translation = (key: string): unknown => key.split(".").reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], lang);

/**
 * Each step's label is a string in the lang files, or for a step that counts (`count` in its data) the one and
 * other forms the card picks by `Intl.PluralRules`; every `{placeholder}` in them is in the step's data.
 */
function expectTranslated(steps: readonly DamageStep[]) {
  expect(steps, "some steps").not.to.have.length(0);
  for (const step of steps) {
    const node = translation(step.label);
    const counts = typeof step.data?.count === "number";
    const texts = counts ? [translation(`${step.label}.one`), translation(`${step.label}.other`)] : [node];
    for (const text of texts) {
      expect(text, step.label).to.be.a("string");
      for (const [, name] of (text as string).matchAll(/\{(\w+)\}/g)) expect(step.data ?? {}, `${step.label} {${name}}`).to.have.property(name!);
    }
  }
}
const steps = (outcomes: readonly DamageOutcome[]) => outcomes.flatMap((o) => o.steps);

describe("apply-damage card lines: every step label exists in the lang files", () => {
  beforeEach(() => resetWorld());

  it("the core pipeline: base, immunity, resistance, unresistable, vulnerability, sum, floor, pool", () => {
    const profile = { resistances: { fire: 2, cold: 1 }, vulnerabilities: ["acid"], damageImmunities: ["poison"] };
    const out = resolveDamage({ parts: [{ amount: 3, type: "fire" }, { amount: 1, type: "acid" }, { amount: 2, type: "poison" }, { amount: 1, type: "holy" }] }, profile,
      { unresistable: ["holy"], steps: [(v) => ({ value: v - 100, label: "REALMS.Damage.Step.sum" })] });
    const labels = steps([onPool(out, { path: "health.value", value: 5 })]).map((s) => s.label.split(".").at(-1));
    expect(new Set(labels)).to.include.members(["base", "immune", "resistance", "vulnerable", "sum", "floor", "pool"]);
    expectTranslated(steps([onPool(out, { path: "health.value", value: 5 })]));
    expectTranslated(resolveDamage({ parts: [{ amount: 1, type: "holy" }] }, { resistances: { holy: 1 } }, { unresistable: ["holy"] }).steps);
  });

  it("Elvendor: an attack's ARMOR and hits, and damage that is no attack", () => {
    const hero = makeActor({ name: "Aria", type: "elvendorHero", system: { health: { value: 10, max: 10 }, actionsLost: 0 } });
    const model = actorModel(hero as never);
    expectTranslated(steps([model.previewDamage(elvendorPacket({ ability: { damage: 3 }, hits: 2, armor: 1 })), model.previewDamage({ parts: [{ amount: 2, type: "physical" }] })]));
  });

  it("Aedelore: each reaction's line (a Block with its shield), and a hit with none", () => {
    const d = aedCharacter("Brannoc");
    const model = actorModel(d as never);
    const reacted = REACTIONS.map((reaction) => model.previewDamage(aedelorePacket({ damage: 8, finalDamage: 3, reaction: { reaction, blocked: 5, blockWith: { name: "Metal Shield" } } })));
    expectTranslated(steps([...reacted, model.previewDamage(aedelorePacket({ damage: 4, finalDamage: 4, reaction: null }))]));
  });

  it("Elf: a PC's resistance roll, each harm and the Injury Points; an NPC's harm", () => {
    const pc = makeActor({ name: "Mira", type: "elfPc", system: { schemaVersion: 1, injuryPoints: 1, longAction: false } });
    const npc = makeActor({ name: "Guard", type: "elfNpc", system: { schemaVersion: 1, difficultyLevel: 11, armorBonus: 2 } });
    const wounded = pcDamage([2, 3, 3], 0, 5, 1, "lethal");
    const outcomes = [
      actorModel(pc as never).previewDamage(pcDamagePacket({ kind: "lethal", injuryBefore: 1, result: wounded, longActionFailed: true })),
      ...HARMS.map((harm) => actorModel(npc as never).previewDamage(harmPacket(harm, "lethal", 0, { natural: 12, total: 14, difficulty: 13 }))),
    ];
    // Unharmed is no secondary effect, so it has no harm line.
    const harmed = HARMS.filter((h) => h !== "unharmed").map((h) => `REALMS.Elf.DamageHarm.${h}`);
    expect(steps(outcomes).map((s) => s.label)).to.include.members([...harmed, "REALMS.Elf.Damage.injuryTo"]).and.not.include("REALMS.Elf.DamageHarm.unharmed");
    expectTranslated(steps(outcomes));
  });
});
