/** The activation card's view (chat/activation-card.ts): the steps in each side's order, the buttons each step offers. */
import { expect } from "chai";
import { activationCardContext, choicesFor, type ActivationCard } from "../../../src/rulesets/eldfall/activation/card";
import { advance, beginActivation, declareMovement, type ActivationState, type ModelFacts, type Result } from "../../../src/rulesets/eldfall/activation/rules/activation";

const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const facts = (side: ModelFacts["side"], over: Partial<ModelFacts> = {}): ModelFacts => ({ side, ap: 2, states: [], skills: {}, overEncumbered: false, ...over });
const card = (state: ActivationState, m: ModelFacts): ActivationCard =>
  ({ state, tokenUuid: null, combatId: null, origin: null, taunted: [], notes: [], choices: choicesFor(m, [{ id: "bow", name: "Bow" }]) });

describe("Eldfall activation card view", () => {
  it("lists the steps in the side's order and marks the current one", () => {
    const m = facts("hostiles");
    const view = activationCardContext(card(value(beginActivation("a", { uuid: "u", name: "Ogre" }, m)), m));
    expect(view.steps.map((s) => s.id)).to.deep.equal(["activation", "movement", "reaction", "action", "resolution"]);
    expect(view.steps.filter((s) => s.current).map((s) => s.id)).to.deep.equal(["activation"]);
    expect([view.canAdvance, view.nextLabel]).to.deep.equal([true, "REALMS.Eldfall.Activation.Next.movement"]);
  });

  it("offers the Movements (Dash only with the Skill) until one is declared, then the Actions with each weapon", () => {
    const m = facts("heroes", { skills: { dash: 1 } });
    const atMove = value(advance(value(beginActivation("a", { uuid: "u", name: "Aria" }, m))));
    const view = activationCardContext(card(atMove, m));
    expect(view.moveButtons.map((b) => b.arg)).to.deep.equal(["idle", "walk", "run", "climb", "jump", "dash"]);
    expect(view.canAdvance).to.equal(false);
    expect(activationCardContext(card(atMove, facts("heroes"))).moveButtons.map((b) => b.arg)).to.not.include("dash");
    const atAction = value(advance(value(declareMovement(atMove, m, { movement: "walk", skills: [], crouch: null }, [{ x: 0, y: 0 }, { x: 1, y: 0 }]))));
    const acting = activationCardContext(card(atAction, m));
    expect(acting.moveButtons).to.deep.equal([]);
    expect(acting.actionButtons.map((b) => b.arg)).to.deep.equal(["attack:bow", "assist", "dodge", "perceive", "interact", "nothing", "ritual"]);
    expect(acting.movement).to.deep.include({ label: "REALMS.Eldfall.Activation.Movement.walk", kind: "REALMS.Eldfall.Activation.Kind.normal", spaces: "1", planned: "1" });
  });

  it("a Panicked model's card asks for the Morale roll before anything else", () => {
    const m = facts("heroes", { states: ["panicked"] });
    const view = activationCardContext(card(value(beginActivation("a", { uuid: "u", name: "Aria" }, m)), m));
    expect([view.panicPending, view.canAdvance]).to.deep.equal([true, false]);
  });
});
