/**
 * Models, Attacks and an opened Resolution Step for the tests of the step's single stages: each test opens a
 * step over scripted dice, runs one stage and reads what it wrote into the step's plan and changes.
 */
import { expect } from "chai";
import { diceRoller, type AttackInput, type ResolutionInput, type ResolutionModel } from "../../src/rulesets/eldfall/resolution/rules/resolution";
import { openStep, type StepState } from "../../src/rulesets/eldfall/resolution/rules/step-state";

/** A Hostile with middling attributes (T, M, INT, AG 10; ARM 5; 3 HP); override what the case is about. */
export function mdl(id: string, over: Partial<ResolutionModel> = {}): ResolutionModel {
  return {
    id, hero: false, side: "hostiles", size: "medium", hp: 3, hpMax: 3, arm: 5, t: 10, m: 10, int: 10, ag: 10, spd: 4, ap: 2, wp: 0,
    tier: 1, traits: [], states: [], ...over,
  };
}

export const hero = (id: string, over: Partial<ResolutionModel> = {}) => mdl(id, { hero: true, side: "heroes", ...over });

/** A PW 12 Attack on one target with one Hit per flag (true = critical). */
export function attackOn(id: string, attacker: string | null, target: string, hits: boolean[], more: Partial<AttackInput> = {}): AttackInput {
  return { id, attacker, pw: 12, traits: [], targets: [{ target, hits: hits.map((critical) => ({ critical })) }], ...more };
}

/** A step opened over these models and Attacks, rolling the scripted dice; `done()` asserts every die was used. */
export function openScripted(input: Partial<ResolutionInput> & Pick<ResolutionInput, "models">, ...dice: number[]): { step: StepState; done(): void } {
  const roller = diceRoller(dice);
  const step = openStep({ attacks: [], ...input }, roller);
  return { step, done: () => expect(roller.used(), "every scripted die is used").to.equal(dice.length) };
}

/** The step's change for a model (throws if the stage never touched it). */
export function changed(step: StepState, id: string) {
  const c = step.changes.get(id);
  if (!c) throw new Error(`no change for ${id}`);
  return c;
}
