/** The Activation Sequence step machine (rules/activation.ts): step orders, the roles' pairs, States, finality. */
import { expect } from "chai";
import {
  STEP_ORDER, actionAllowed, advance, beginActivation, confrontations, declareAction, declareMovement, impede, intercept, addReactions,
  movementAllowed, movementKind, recordPanic, recordResolution,
  type ActionDeclaration, type ActivationState, type ModelFacts, type MovementDeclaration, type Result,
} from "../../../src/rulesets/eldfall/activation/rules/activation";

const hero = (over: Partial<ModelFacts> = {}): ModelFacts => ({ side: "heroes", ap: 2, states: [], skills: {}, overEncumbered: false, ...over });
const hostile = (over: Partial<ModelFacts> = {}): ModelFacts => ({ ...hero(over), side: "hostiles", ...over });
const move = (movement: MovementDeclaration["movement"], skills: MovementDeclaration["skills"] = [], crouch: MovementDeclaration["crouch"] = null): MovementDeclaration => ({ movement, skills, crouch });
const sword = { type: "melee" as const, itemId: "sword", itemName: "Sword", skills: [], combatArt: null };
const bow = { ...sword, type: "ranged" as const, itemId: "bow", itemName: "Bow" };
const act = (action: ActionDeclaration["action"], over: Partial<ActionDeclaration> = {}): ActionDeclaration =>
  ({ action, targets: action === "attack" ? [{ uuid: "Actor.wolf", name: "Wolf", strikes: 1 }] : [], means: action === "attack" ? sword : null, fixedStk: null, ...over });
const PATH = [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 }];

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
const errorOf = (r: Result<unknown>) => (r.ok ? null : r.error.replace("REALMS.Eldfall.Activation.Errors.", ""));

function walkTo(step: string, state: ActivationState, m: ModelFacts, mv = move("walk"), a: ActionDeclaration = act("attack")): ActivationState {
  let s = state;
  while (s.step !== step) {
    if (s.step === "movement" && !s.movement) s = value(declareMovement(s, m, mv, mv.movement === "idle" ? PATH.slice(0, 1) : PATH));
    else if (s.step === "action" && !s.action) s = value(declareAction(s, m, a));
    else if (s.step === "resolution" && !s.resolution) s = value(recordResolution(s, []));
    else s = value(advance(s));
  }
  return s;
}

describe("Eldfall activation sequence (rules/activation.ts)", () => {
  it("heroes act before the Hostiles react; Hostiles have the heroes react before they act (A1)", () => {
    expect(STEP_ORDER.heroes).to.deep.equal(["activation", "movement", "action", "reaction", "resolution", "done"]);
    expect(STEP_ORDER.hostiles).to.deep.equal(["activation", "movement", "reaction", "action", "resolution", "done"]);
    const seen = (m: ModelFacts) => {
      const steps: string[] = [];
      let s = value(beginActivation("a1", { uuid: "Actor.x", name: "X" }, m));
      for (;;) {
        steps.push(s.step);
        if (s.step === "done") return steps;
        s = walkTo(STEP_ORDER[m.side][STEP_ORDER[m.side].indexOf(s.step) + 1]!, s, m);
      }
    };
    expect(seen(hero())).to.deep.equal(STEP_ORDER.heroes);
    expect(seen(hostile())).to.deep.equal(STEP_ORDER.hostiles);
  });

  it("a model without AP, Incapacitated, Dead or Distracted does not activate", () => {
    expect(errorOf(beginActivation("a", { uuid: "u", name: "n" }, hero({ ap: 0 })))).to.equal("noAp");
    expect(errorOf(beginActivation("a", { uuid: "u", name: "n" }, hero({ states: ["incapacitated"] })))).to.equal("incapacitated");
    expect(errorOf(beginActivation("a", { uuid: "u", name: "n" }, hero({ states: ["dead"] })))).to.equal("dead");
    expect(errorOf(beginActivation("a", { uuid: "u", name: "n" }, hostile({ states: ["distracted"] })))).to.equal("distracted");
  });

  it("Normal Movement + Normal Action, Idle + Special Action, Special Movement + Nothing, Run + Dash's unmodified STK 1 Attack", () => {
    const m = hero({ skills: { dash: 1 } });
    expect(actionAllowed(m, move("walk"), act("attack"), "none")).to.equal(null);
    expect(actionAllowed(m, move("walk"), act("ritual"), "none")).to.equal("specialNeedsIdle");
    expect(actionAllowed(m, move("idle"), act("ritual"), "none")).to.equal(null);
    expect(actionAllowed(m, move("run"), act("nothing"), "none")).to.equal(null);
    expect(actionAllowed(m, move("run"), act("dodge"), "none")).to.equal("specialMoveNothing");
    expect(actionAllowed(m, move("run"), act("attack"), "none")).to.equal("specialMoveNothing");
    expect(actionAllowed(m, move("run", ["dash"]), act("attack"), "none")).to.equal("dashStk");
    expect(actionAllowed(m, move("run", ["dash"]), act("attack", { fixedStk: 1 }), "none")).to.equal(null);
    expect(movementAllowed(m, move("walk", ["dash"]), "none")).to.equal("dashNeedsRun");
    expect(movementAllowed(hero(), move("run", ["dash"]), "none")).to.equal("noSkill");
  });

  it("Climbing and Leap make Climb and Jump Normal Movements", () => {
    expect(movementKind("climb", hero())).to.equal("special");
    expect(movementKind("climb", hero({ skills: { climbing: 1 } }))).to.equal("normal");
    expect(movementKind("jump", hero({ skills: { leap: 1 } }))).to.equal("normal");
    expect(actionAllowed(hero({ skills: { leap: 1 } }), move("jump"), act("attack"), "none")).to.equal(null);
    expect(actionAllowed(hero(), move("jump"), act("attack"), "none")).to.equal("specialMoveNothing");
  });

  it("States forbid steps: Immobilized, Over-encumbered, Engaged, Crouched, Blinded", () => {
    expect(movementAllowed(hero({ states: ["immobilized"] }), move("walk"), "none")).to.equal("immobilized");
    expect(movementAllowed(hero({ states: ["immobilized"] }), move("idle"), "none")).to.equal(null);
    expect(actionAllowed(hero({ states: ["immobilized"] }), move("idle"), act("ritual"), "none")).to.equal("immobilized");
    expect(movementAllowed(hero({ overEncumbered: true }), move("walk"), "none")).to.equal("overEncumbered");
    expect(actionAllowed(hero({ overEncumbered: true }), move("idle"), act("ritual"), "none")).to.equal("overEncumbered");
    const engaged = hero({ states: ["engaged"], skills: { hitAndRetreat: 1 } });
    expect(movementAllowed(engaged, move("run"), "none")).to.equal("engagedMove");
    expect(movementAllowed(engaged, move("run", ["hitAndRetreat"]), "none")).to.equal(null);
    expect(actionAllowed(engaged, move("walk"), act("attack", { means: bow }), "none")).to.equal("engagedRanged");
    expect(actionAllowed(engaged, move("walk"), act("perceive"), "none")).to.equal("engagedAction");
    expect(actionAllowed(engaged, move("walk"), act("dodge"), "none")).to.equal(null);
    expect(movementAllowed(hero({ states: ["crouched"] }), move("run"), "none")).to.equal("crouchedMove");
    expect(movementAllowed(hero({ states: ["crouched"] }), move("run", [], "cancel"), "none")).to.equal(null);
    expect(movementAllowed(hero({ states: ["flying"] }), move("walk", [], "enter"), "none")).to.equal("crouchEnter");
    expect(actionAllowed(hero({ states: ["blinded"] }), move("walk"), act("attack"), "none")).to.equal("blinded");
    expect(actionAllowed(hero({ states: ["blinded"] }), move("walk"), act("assist"), "none")).to.equal(null);
  });

  it("Panicked: the M roll comes first; a failure forces a full Run and Nothing", () => {
    const m = hero({ states: ["panicked"] });
    const s = value(beginActivation("a", { uuid: "u", name: "n" }, m));
    expect(s.panic).to.equal("pending");
    expect(errorOf(advance(s))).to.equal("panicPending");
    const failed = value(advance(value(recordPanic(s, false))));
    expect(errorOf(declareMovement(failed, m, move("walk"), PATH))).to.equal("panicRun");
    const ran = value(advance(value(declareMovement(failed, m, move("run"), PATH))));
    expect(errorOf(declareAction(ran, m, act("attack")))).to.equal("panicNothing");
    expect(declareAction(ran, m, act("nothing")).ok).to.equal(true);
    expect(errorOf(recordPanic(value(recordPanic(s, true)), true))).to.equal("panicNotPending");
  });

  it("declaring is irrevocable, and each step needs its declaration before the next", () => {
    const m = hero();
    const atMove = value(advance(value(beginActivation("a", { uuid: "u", name: "n" }, m))));
    expect(errorOf(advance(atMove))).to.equal("declareMovement");
    const moved = value(declareMovement(atMove, m, move("walk"), PATH));
    expect(errorOf(declareMovement(moved, m, move("idle"), PATH.slice(0, 1)))).to.equal("alreadyDeclared");
    const atAction = value(advance(moved));
    expect(errorOf(declareAction(atAction, m, act("attack", { targets: [] })))).to.equal("attackNeedsTargets");
    const acted = value(declareAction(atAction, m, act("attack")));
    expect(errorOf(declareAction(acted, m, act("dodge")))).to.equal("alreadyDeclared");
    expect(errorOf(declareMovement(atMove, m, move("idle"), PATH))).to.equal("idleMoves");
  });

  it("an Impede ends the move at its point; the earliest one wins", () => {
    const m = hostile();
    const atMove = walkTo("movement", value(beginActivation("a", { uuid: "u", name: "n" }, m)), m);
    const moved = value(declareMovement(atMove, m, move("walk"), PATH));
    expect(moved.movement!.stoppedAt).to.equal(2);
    const stopped = value(impede(value(impede(moved, 1, "Actor.seigen")), 2, "Actor.other"));
    expect([stopped.movement!.stoppedAt, stopped.movement!.impededBy]).to.deep.equal([1, "Actor.seigen"]);
    expect(errorOf(impede(moved, 5, "x"))).to.equal("badPoint");
  });

  it("each reactor reacts once per sequence (A4); a Protector becomes the target; a reactor attacking back is a Confrontation", () => {
    const m = hero();
    const s = walkTo("reaction", value(beginActivation("a", { uuid: "Actor.aria", name: "Aria" }, m)), m);
    const rec = (uuid: string, action: "attack" | "dodge") => ({ reactorUuid: uuid, name: uuid, action, means: action === "attack" ? sword : null, status: "declared" as const, at: null, halvedAg: false });
    const reacted = value(addReactions(s, [rec("Actor.wolf", "attack"), rec("Actor.bear", "dodge")]));
    expect(errorOf(addReactions(reacted, [rec("Actor.wolf", "dodge")]))).to.equal("reactedTwice");
    expect(confrontations(reacted)).to.deep.equal([{ reactorUuid: "Actor.wolf", name: "Actor.wolf" }]);
    const guarded = value(intercept(reacted, { uuid: "Actor.bear", name: "Bear" }, "Actor.wolf"));
    expect(guarded.action!.targets).to.deep.equal([{ uuid: "Actor.bear", name: "Bear", strikes: 1 }]);
    expect(confrontations(guarded)).to.deep.equal([]);
    expect(errorOf(intercept(reacted, { uuid: "Actor.bear", name: "Bear" }, "Actor.nobody"))).to.equal("notTargeted");
  });

  it("the whole sequence is plain data (JSON round trip)", () => {
    const m = hostile();
    const s = walkTo("done", value(beginActivation("a", { uuid: "u", name: "n" }, m)), m);
    expect(JSON.parse(JSON.stringify(s))).to.deep.equal(s);
    expect(errorOf(advance(s))).to.equal("finished");
  });
});
