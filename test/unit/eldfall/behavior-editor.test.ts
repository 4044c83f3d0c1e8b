/** Behavior cards: row text, the editor's list edits and context, and the edits and drops on the test double. */
import { expect } from "chai";
import { initialValue } from "../../../src/core/schema/spec";
import { behaviorSpec, type AiRowData, type BehaviorSystem } from "../../../src/rulesets/eldfall/models/campaign-specs";
import { keyedRowText, rowText } from "../../../src/rulesets/eldfall/ai/rules/behavior-text";
import { addBehaviorRow, addClause, deleteBehaviorRow, deleteClause, moveBehaviorRow } from "../../../src/rulesets/eldfall/sheets/behavior-edits";
import { behaviorDropPlan, behaviorEditorContext, behaviorSlot } from "../../../src/rulesets/eldfall/sheets/behavior-context";
import { AI_BEHAVIORS, AI_CONDITIONS, AI_TARGETS } from "../../../src/rulesets/eldfall/profile/rules/keys";
import { format, render, translate } from "../../support/render";
import { badBehavior, exampleBehavior } from "../../support/fixtures-eldfall-behavior";

const card = exampleBehavior();
const env = { editable: true, enriched: { description: "" }, translate: format };

describe("Behavior rows as text", () => {
  it("the printed text wins; blank text falls back to the keys", () => {
    const r = card.system.active.movement[0]!;
    expect(rowText(r, format)).to.equal("Within 2 spaces of an enemy: Walk into the space of the closest enemy.");
    expect(rowText({ ...r, text: "  " }, format)).to.equal("If an enemy is within 2 spaces: Walk into the same space as the closest enemy");
  });

  it("M79 read from its keys: negation, an 'or' group in brackets, 'in any other case'", () => {
    expect(keyedRowText(card.system.active.action[0]!, format)).to.equal("If an enemy is in its space and it did not Run this Activation: Melee Attack the enemy its Target Priority picks");
    expect(keyedRowText(card.system.reactive.reaction[1]!, format)).to.equal(
      "If it is the target of an Attack and (the attacking enemy is outside its space or it has no LoS to the attacking enemy) and the attacking enemy is within its Awareness: Dodge and move toward the attacking enemy");
    expect(keyedRowText(card.system.active.movement[2]!, format)).to.equal("In any other case: Walk toward the closest enemy");
  });

  it("every condition, behavior and target key has its labels", () => {
    for (const c of AI_CONDITIONS) for (const g of ["Cond", "CondNot", "CondName"]) expect(translate(`REALMS.Eldfall.Behavior.${g}.${c}`)).to.be.a("string");
    for (const b of AI_BEHAVIORS) for (const g of ["Do", "DoName"]) expect(translate(`REALMS.Eldfall.Behavior.${g}.${b}`)).to.be.a("string");
    for (const t of AI_TARGETS) for (const g of ["Target", "TargetName"]) expect(translate(`REALMS.Eldfall.Behavior.${g}.${t}`)).to.be.a("string");
  });
});

describe("Behavior editor: list edits", () => {
  const rows = card.system.active.movement;
  it("a new row does nothing, aimed as its step aims; at most 12", () => {
    expect(addBehaviorRow([], "reaction")[0]).to.include({ behavior: "nothing", target: "activated" });
    expect(addBehaviorRow([], "movement")[0]).to.include({ behavior: "idle", target: "priority" });
    const full = Array.from({ length: 12 }, () => rows[0]!);
    expect(addBehaviorRow(full, "movement")).to.have.length(12);
  });

  it("move up and down change the hierarchy's order; the ends stay; remove drops one", () => {
    expect(moveBehaviorRow(rows, "movement", 2, -1).map((r) => r.behavior)).to.deep.equal(["walkInto", "walkToward", "runToward"]);
    expect(moveBehaviorRow(rows, "movement", 0, -1)).to.deep.equal(rows);
    expect(moveBehaviorRow(rows, "movement", 2, 1)).to.deep.equal(rows);
    expect(deleteBehaviorRow(rows, "movement", 1).map((r) => r.behavior)).to.deep.equal(["walkInto", "walkToward"]);
  });

  it("clauses: added (at most 6), removed; a clause that becomes first loses its 'or'", () => {
    const dodge = card.system.reactive.reaction;
    expect(addClause(dodge, "reaction", 1)[1]!.conditions).to.have.length(5);
    const cut = deleteClause(deleteClause(dodge, "reaction", 1, 0), "reaction", 1, 0);
    expect(cut[1]!.conditions[0]).to.include({ key: "attackerInLos", or: false });
  });
});

describe("Behavior editor: what it offers", () => {
  const ctx = behaviorEditorContext(card, env);
  const html = render("templates/eldfall/behavior-sheet.hbs", ctx);

  it("each step offers only its own behaviors and conditions", () => {
    const move = ctx.active[0]!.rows[0]!;
    expect(Object.keys(move.behaviorChoices)).to.include("walkInto").and.not.include("meleeAttack");
    expect(Object.keys(ctx.reactive[0]!.rows[0]!.targetChoices)).to.deep.equal(["activated", "attacker", "self"]);
    expect(html).to.contain('name="system.active.movement.0.conditions.0.n" value="2"').and.contain('name="system.reactive.reaction.1.conditions.2.or" checked');
  });

  it("an imported mistake stays visible in its select and is listed", () => {
    const bad = behaviorEditorContext(badBehavior(), env);
    expect(Object.keys(bad.active[0]!.rows[0]!.behaviorChoices)).to.include("meleeAttack");
    expect(bad.problems).to.have.length(3);
  });
});

describe("Behavior area of a Hostile's sheet", () => {
  it("rows as text; a Tier mismatch warns (M72); heroes have no Tier to compare", () => {
    const slot = behaviorSlot([card], 2, format);
    expect(slot.cards[0]!.mismatch).to.contain("Tier I but the Hostile is Tier II");
    expect(slot.cards[0]!.reactive[0]!.rows).to.have.length(2);
    expect(behaviorSlot([card], 1, format).cards[0]!.mismatch).to.equal("");
    expect(behaviorSlot([card], null, format).cards[0]!.mismatch).to.equal("");
    expect(behaviorSlot([], 1, format).empty).to.equal(true);
  });

  it("a drop: Hostiles and allies take a card, one already held is replaced after asking, other heroes refuse", () => {
    const a = { type: "eldfallHostile", ally: false, uuid: "Actor.h", held: 0 };
    expect(behaviorDropPlan(a, null)).to.equal("create");
    expect(behaviorDropPlan({ ...a, held: 1 }, null)).to.equal("replace");
    expect(behaviorDropPlan({ ...a, held: 1 }, "Actor.h")).to.equal("sort");
    expect(behaviorDropPlan({ ...a, type: "eldfallHero" }, null)).to.equal("refuse");
    expect(behaviorDropPlan({ ...a, type: "eldfallHero", ally: true }, null)).to.equal("create");
  });
});

describe("Behavior cards on the test double", () => {
  it("an editor button writes the step's whole list through the item's update; a drop replaces the old card after the confirm", async () => {
    const { makeActor, resetWorld, world } = await import("../../support/foundry-double");
    const { editBehaviorRows, dropBehavior } = await import("../../../src/rulesets/eldfall/sheets/behavior-sheet");
    const { ELDFALL_ACTOR_SPECS } = await import("../../../src/rulesets/eldfall/models/specs");
    resetWorld();
    const system = (s: Partial<BehaviorSystem>) => ({ ...initialValue(behaviorSpec), ...s });
    const hostile = makeActor({ name: "Test Hostile 07", type: "eldfallHostile", system: initialValue(ELDFALL_ACTOR_SPECS.eldfallHostile),
      items: [{ name: "Test Behavior 01", type: "eldfallBehavior", system: system({}) }] } as never);
    const item = hostile.items.find((i) => i.type === "eldfallBehavior")!;
    await editBehaviorRows(item as never, "action", (rows, step) => addBehaviorRow(rows, step));
    expect((item.system as unknown as BehaviorSystem).active.action.map((r: AiRowData) => r.behavior)).to.deep.equal(["nothing"]);

    const library = makeActor({ name: "Library", type: "eldfallHostile", system: initialValue(ELDFALL_ACTOR_SPECS.eldfallHostile),
      items: [{ name: "Test Behavior 02", type: "eldfallBehavior", system: system({ tier: 1 }) }] } as never);
    const other = library.items.find((i) => i.type === "eldfallBehavior")!;
    world.dialogs.push(() => "cancel");
    expect(await dropBehavior(hostile as never, other as never)).to.equal("kept");
    world.dialogs.push(() => "replace");
    expect(await dropBehavior(hostile as never, other as never)).to.equal("replaced");
    expect(hostile.items.filter((i) => i.type === "eldfallBehavior").map((i) => i.name)).to.deep.equal(["Test Behavior 02"]);

    const hero = makeActor({ name: "Test Hero 01", type: "eldfallHero", system: initialValue(ELDFALL_ACTOR_SPECS.eldfallHero) } as never);
    expect(await dropBehavior(hero as never, other as never)).to.equal("refused");
    expect(hero.items.filter((i) => i.type === "eldfallBehavior")).to.have.length(0);
  });
});
