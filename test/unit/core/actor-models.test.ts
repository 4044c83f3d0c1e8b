/**
 * The models carry behaviour (issue 10 items 1 and 9): `actor.system` is the ruleset's model class, its
 * damage goes through the core pipeline (preview writes nothing; apply writes, fires the hooks and returns
 * before/after; undo puts it back), its resources and items act through their methods, and every write
 * refuses a player without rights, as the flows always did.
 */
import { expect } from "chai";
import { actAs, makeActor, registerRolls, resetWorld, world, type FakeActor } from "../../support/foundry-double";
import { FakeHooks } from "../../support/double/hooks";
import { character, shield } from "../../support/aedelore-actors";
import { pc } from "../../support/elf-glue";
import { Refusal } from "../../../src/core/gm";
import { actorModel, RealmsActorModel } from "../../../src/core/data/actor-model";
import { itemModel } from "../../../src/core/data/item-model";
import { REALMS_EVENTS } from "../../../src/core/events";
import type { DamageOutcome } from "../../../src/core/rules/damage";
import { HeroModel } from "../../../src/rulesets/elvendor/models/models";
import { attackPacket as elvendorAttack } from "../../../src/rulesets/elvendor/combat/rules/damage";
import { conditionsOf as elvendorConditions } from "../../../src/rulesets/elvendor/conditions/conditions";
import { ELVENDOR_ROLLS } from "../../../src/rulesets/elvendor/rolls";
import { AEDELORE_ROLLS } from "../../../src/rulesets/aedelore/rolls";
import { attackPacket as aedeloreAttack } from "../../../src/rulesets/aedelore/combat/rules/damage";
import type { AedActorModel } from "../../../src/rulesets/aedelore/models/actor-model";
import type { AedShieldModel } from "../../../src/rulesets/aedelore/models/models";
import { ELF_ROLLS } from "../../../src/rulesets/elf/rolls";
import { ELF_SETTINGS } from "../../../src/rulesets/elf/settings";
import { registerRulesetSettings } from "../../../src/core/ruleset-setup";
import { pcDamagePacket } from "../../../src/rulesets/elf/damage/rules/damage";
import type { ElfPcActorModel } from "../../../src/rulesets/elf/models/actor-model";
import { conditionsOf as elfConditions } from "../../../src/rulesets/elf/actors/state";

registerRolls([...ELVENDOR_ROLLS, ...AEDELORE_ROLLS, ...ELF_ROLLS]);
registerRulesetSettings({ id: "elf", settings: ELF_SETTINGS });

const hero = (health: number, owner = "player1") => makeActor({ name: "Aria", type: "elvendorHero", ownership: { default: 0, [owner]: 3 },
  system: { health: { value: health, max: 10 }, actionsLost: 0, attributes: { mov: 4, act: 2, def: 3, sav: 4 }, secondary: { rage: 0, stealth: 4, armor: 1, durability: 0 } } });
const spider = () => makeActor({ name: "Spider", type: "elvendorEnemy", system: { health: { value: 4, max: 4 }, armor: 1, actions: 1, defense: 3, saves: 5 } });
const health = (a: FakeActor) => (a.system.health as { value: number }).value;
const bite = (hits: number, damage: number, armor: number) => elvendorAttack({ ability: { damage }, hits, armor });

/** Record the realms.* damage hooks for one test. */
function listen(cancel = false) {
  const seen: { hook: string; outcome: DamageOutcome }[] = [];
  const pre = FakeHooks.on(REALMS_EVENTS.preDamage, (p: unknown) => {
    seen.push({ hook: "pre", outcome: (p as { outcome: DamageOutcome }).outcome });
    return cancel ? false : undefined;
  });
  const post = FakeHooks.on(REALMS_EVENTS.damage, (p: unknown) => void seen.push({ hook: "post", outcome: (p as { outcome: DamageOutcome }).outcome }));
  return { seen, off: () => { FakeHooks.off(REALMS_EVENTS.preDamage, pre); FakeHooks.off(REALMS_EVENTS.damage, post); } };
}

describe("actor models carry behaviour (Foundry test double)", () => {
  beforeEach(() => resetWorld());

  it("actor.system is the ruleset's model class, and the core contract reaches it without a type switch", () => {
    const a = hero(10);
    expect(a.system).to.be.instanceOf(HeroModel);
    expect(actorModel(a as never)).to.be.instanceOf(RealmsActorModel);
    expect(() => actorModel({ type: "base", system: {} } as never)).to.throw(TypeError);
  });

  it("previewDamage shows the math and writes nothing (Elvendor: DAM 3 − ARMOR 1 per hit, 2 hits = 4)", () => {
    const a = spider();
    const out = actorModel(a as never).previewDamage(bite(2, 3, 1));
    expect(out.steps.map((s) => [s.label, s.value])).to.deep.equal([
      ["REALMS.Damage.Step.base", 3], ["REALMS.Elvendor.Damage.armor", 2], ["REALMS.Elvendor.Damage.hits", 4], ["REALMS.Damage.Step.pool", 0],
    ]);
    expect([out.total, out.before, out.after]).to.deep.equal([4, { "health.value": 4 }, { "health.value": 0 }]);
    expect(a.updates).to.deep.equal([]);
  });

  it("applyDamage writes the pool, fires realms.preDamage then realms.damage, and undoDamage puts it back", async () => {
    const a = hero(10);
    const hooks = listen();
    const out = await actorModel(a as never).applyDamage(bite(1, 4, 1));
    hooks.off();
    expect(health(a)).to.equal(7);
    expect(hooks.seen.map((s) => [s.hook, s.outcome.total])).to.deep.equal([["pre", 3], ["post", 3]]);
    expect([out.before, out.after]).to.deep.equal([{ "health.value": 10 }, { "health.value": 7 }]);
    await actorModel(a as never).undoDamage(out);
    expect(health(a)).to.equal(10);
  });

  it("a realms.preDamage handler returning false cancels: nothing written, the outcome says so", async () => {
    const a = hero(10);
    const hooks = listen(true);
    const out = await actorModel(a as never).applyDamage(bite(1, 4, 0));
    hooks.off();
    expect([health(a), out.cancelled, hooks.seen.map((s) => s.hook)]).to.deep.equal([10, true, ["pre"]]);
  });

  it("a hero brought to 0 Health falls Unconscious; an enemy at 0 does not", async () => {
    const a = hero(2);
    await actorModel(a as never).takeDamage(5);
    expect(health(a)).to.equal(0);
    expect(elvendorConditions(a as never).map((c) => c.id)).to.include("unconscious");
    const s = spider();
    await actorModel(s as never).takeDamage(5);
    expect([health(s), elvendorConditions(s as never)]).to.deep.equal([0, []]);
  });

  it("refuses a player without rights before writing anything; the owner may", async () => {
    const gmOwned = hero(10, "gm");
    actAs({ id: "player1", isGM: false });
    let refused: unknown = null;
    await actorModel(gmOwned as never).applyDamage(bite(1, 4, 0)).catch((e: unknown) => { refused = e; });
    expect(refused).to.be.instanceOf(Refusal);
    expect((refused as Refusal).key).to.equal("REALMS.Errors.NotOwner");
    await actorModel(gmOwned as never).heal(1).catch((e: unknown) => { refused = e; });
    expect([health(gmOwned), gmOwned.updates]).to.deep.equal([10, []]);
    const own = hero(10);
    await actorModel(own as never).applyDamage(bite(1, 4, 0));
    expect(health(own)).to.equal(6);
  });

  it("heals up to the maximum and reports what it healed", async () => {
    const a = hero(7);
    expect(await actorModel(a as never).heal(5)).to.equal(3);
    expect(health(a)).to.equal(10);
  });

  it("roll data carries each ruleset's numbers (Elvendor: DEF, SAV, ARMOR, ACT)", () => {
    const data = actorModel(hero(10) as never).getRollData();
    expect(data).to.include({ def: 3, sav: 4, armor: 1, act: 2 });
    expect(data.health).to.deep.equal({ value: 10, max: 10 });
  });

  it("Aedelore: the reaction is a step (Take Hit 6 → 4), HP never below 0, Arcana spent only when there is enough", async () => {
    const a = character("Brannoc", { system: { arcana: { value: 3, max: 10 } } });
    const packet = aedeloreAttack({ damage: 6, finalDamage: 4, reaction: { reaction: "takeHit" } });
    const model = actorModel<AedActorModel>(a as never);
    expect(model.previewDamage(packet).steps.map((s) => [s.label, s.value])).to.deep.equal([
      ["REALMS.Damage.Step.base", 6], ["REALMS.Aedelore.Reaction.takeHit", 4], ["REALMS.Damage.Step.pool", 21],
    ]);
    await model.applyDamage(packet);
    expect((a.system.hp as { value: number }).value).to.equal(21);
    expect(await actorModel<AedActorModel>(a as never).spendResource("arcana", 5)).to.equal(false);
    expect(await actorModel<AedActorModel>(a as never).spendResource("arcana", 2)).to.equal(true);
    expect(await actorModel<AedActorModel>(a as never).regainResource("arcana", 20)).to.equal(9);
    expect(a.system.arcana).to.deep.equal({ value: 10, max: 10 });
  });

  it("Aedelore: a shield takes what it blocked to its HP; a stack is consumed only while it lasts", async () => {
    const a = character("Brannoc", { items: [shield, { name: "Arrows", type: "aedeloreAmmunition", system: { kind: "arrows", quantity: 1, price: "", description: "" } }] });
    const [s, arrows] = [a.items[0]!, a.items[1]!];
    await (s.system as unknown as AedShieldModel).absorb(5);
    expect(s.system.hp).to.deep.equal({ value: 7, max: 12 });
    expect(await itemModel(arrows as never).consume()).to.equal(true);
    expect(await itemModel(arrows as never).consume()).to.equal(false);
    expect(arrows.system.quantity).to.equal(0);
  });

  it("Aedelore: use() delegates to the flow (a spell without a cost is refused as the sheet refuses it)", async () => {
    const a = character("Mira", { items: [{ name: "Spark", type: "aedeloreSpell", system: { arcanaCost: null, damage: "", multiplier: 1, checkSkill: "arcana", active: true, description: "" } }] });
    await itemModel(a.items[0] as never).use();
    expect(world.notifications.map((n) => n.level)).to.deep.equal(["error"]);
    expect(world.notifications[0]!.message).to.contain("Spark");
  });

  it("Elf: a hit adds its Injury Point and its harm goes through the ladder; undo takes the point back", async () => {
    const mira = pc("Mira", []);
    const packet = pcDamagePacket({ kind: "lethal", injuryBefore: 0, longActionFailed: false,
      result: { natural: 8, total: 9, difficulty: 10, harm: "wounded", injuryPoints: 1, rule: "belowDl" } });
    const out = await actorModel<ElfPcActorModel>(mira as never).applyDamage(packet);
    expect([mira.system.injuryPoints, out.secondary]).to.deep.equal([1, ["wounded"]]);
    expect(elfConditions(mira as never).map((c) => c.id)).to.include("wounded");
    await actorModel<ElfPcActorModel>(mira as never).undoDamage(out);
    expect(mira.system.injuryPoints).to.equal(0);
  });
});
