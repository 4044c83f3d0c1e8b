/** The 2D6 sheets' pure contexts: every number shown traces to the rules; the Rule of Three refusal on submit. */
import { expect } from "chai";
import { twod6SheetDocs } from "../../support/fixtures-twod6-sheets";
import type { ActorLike, DocLike } from "../../../src/core/sheets/context";
import type { CharacterSystem, CreatureSystem } from "../../../src/rulesets/twod6/models/specs";
import { characterContext, creatureContext, ruleOfThreeRefusal, twod6ItemContext, type Twod6SheetEnv } from "../../../src/rulesets/twod6/sheets/sheet-context";

type Raw = { _id: string; name: string; img: string; type: string; system: unknown; items?: Raw[] };
const docs = twod6SheetDocs() as Raw[];
const toDoc = (d: Raw): DocLike => ({ id: d._id, name: d.name, img: d.img, type: d.type, system: d.system });
const actor = <S>(name: string): ActorLike<S> => {
  const d = docs.find((x) => x.name === name)!;
  return { ...(toDoc(d) as DocLike<S>), items: (d.items ?? []).map(toDoc) };
};
const env: Twod6SheetEnv = { editable: true, isGM: true, enriched: {}, hasteStatuses: 0, slowStatuses: 0, conditions: [] };
const scores = (str: number, agi: number, sta: number, cha: number) => ({ str, agi, sta, cha });

describe("2D6 sheets: the character and creature contexts", () => {
  const bren = actor<CharacterSystem>("Bren the Fighter");
  const grukk = actor<CharacterSystem>("Grukk the Orc");
  const ogre = actor<CreatureSystem>("Cinder Ogre");

  it("health and energy with their formulas for the hover: 8 + 1 × 2 + (2 − 1) = 11; 1 + 3 = 4", () => {
    const c = characterContext(bren, env);
    expect(c.health.max).to.equal(11);
    expect(c.health.formula).to.deep.equal({ baseSta: "8", baseMod: "+1", multiplier: "2", currentMod: "+2", level: "4", result: "11" });
    expect(c.energy.formula).to.deep.equal({ baseMod: "+1", result: "4" });
  });

  it("abilities: score, current score with enchants, the modifier on the race's scale, and each use's exact chance at difficulty 7", () => {
    const c = characterContext(bren, env);
    const sta = c.abilities.find((a) => a.key === "sta")!;
    expect([sta.base, sta.current, sta.modifier, sta.range]).to.deep.equal([8, 9, "+2", "−5…+5"]);
    // STR 10: +3; to hit 7 a natural 4 or more (36 − 1 − 2 = 33 ways).
    const str = c.abilities.find((a) => a.key === "str")!;
    expect(str.uses.find((u) => u.id === "meleeToHit")!.chance).to.equal("91.67%");
    expect(str.values).to.deep.equal(["REALMS.Twod6.Use.block"]);
    const orcStr = characterContext(grukk, env).abilities.find((a) => a.key === "str")!;
    expect([orcStr.modifier, orcStr.shifted, orcStr.range]).to.deep.equal(["+5", true, "−4…+6"]);
  });

  it("a cursed item worn widens the critical failure range and shows in every chance: the orc's +5 − 1 (Starving) still fails on 2–3", () => {
    const c = characterContext(grukk, env);
    expect(c.critFail).to.deep.include({ modifier: 1, range: "2–3" });
    expect(c.critFail.cursed).to.deep.equal(["Bound Iron Mask"]);
    expect(c.penalty).to.equal("−1");
    // +4 in all: every natural total succeeds but 2 and 3 (3 ways): 33/36.
    expect(c.abilities.find((a) => a.key === "str")!.uses.find((u) => u.id === "meleeToHit")!.chance).to.equal("91.67%");
  });

  it("hunger and thirst: the state, turns left in it, the state's penalty, and every state of the track", () => {
    const [hunger, thirst] = characterContext(grukk, env).tracks;
    expect(hunger).to.deep.include({ counter: 600, state: "REALMS.Twod6.Hunger.starving", turnsLeft: 240, penalty: "−1", out: null });
    expect(hunger!.states.map((s) => s.penalty)).to.deep.equal(["−2", "−1", null, null, null, null, "−1"]);
    expect(thirst).to.deep.include({ state: "REALMS.Twod6.Thirst.notThirsty", turnsLeft: 1300 - 1081 + 1, penalty: null });
  });

  it("regeneration: both Satiated → health at 10 (2D6 + 2: 15 ways of 36); the starving orc may not regain health", () => {
    const hurt = { ...bren, system: { ...bren.system, health: { value: 5, max: 11 } } };
    expect(characterContext(hurt, env).regen[0]).to.deep.include({ allowed: true, difficulty: 10, chance: "41.67%" });
    const orcHurt = { ...grukk, system: { ...grukk.system, health: { value: 5, max: 11 } } };
    expect(characterContext(orcHurt, env).regen[0]).to.deep.include({ allowed: false, reason: "REALMS.Twod6.SheetView.Regen.notFed" });
    expect(characterContext(bren, env).regen[0]).to.deep.include({ allowed: false, reason: "REALMS.Twod6.SheetView.Regen.full" });
  });

  it("defences by slot: body 2, head 1, an aura meets ⌊(2 + 1) / 2⌋ = 1; the ogre's aura makes it immune to fire", () => {
    const physical = characterContext(bren, env).resistances.find((r) => r.type === "physical")!;
    expect([physical.body, physical.head, physical.aura]).to.deep.equal([2, 1, 1]);
    const c = creatureContext(ogre, env);
    expect(c.damageImmunities).to.deep.equal(["REALMS.Twod6.DamageType.fire"]);
    expect(c.aura).to.deep.include({ radius: 2, monster: true, base: "+7" });
  });

  it("haste from the creature, its items and spells; each action costs 1 + hastes turns of hunger and thirst", () => {
    const ringed = { ...bren, items: [...bren.items, toDoc({ ...docs.find((d) => d.name === "Ring of Haste")!, system: { ...(docs.find((d) => d.name === "Ring of Haste")!.system as object), equipped: true } })] };
    const c = characterContext(ringed, { ...env, hasteStatuses: 1 });
    expect(c.speed).to.deep.include({ hastes: 2, own: 0, items: 1, statuses: 1, hastePerAction: "3" });
  });

  it("attacks: each equipped weapon with its to-hit as the attack rolls it (held to +5, the penalty in), and its chance at 7", () => {
    const [sword] = characterContext(bren, env).attacks;
    // STR 10: +3; 2D6 + 3 reaches 7 on a natural 4 or more: 33/36.
    expect(sword).to.deep.include({ name: "Longsword", toHit: "+3", capped: false, chance: "91.67%", toHitLabel: "REALMS.Twod6.Use.meleeToHit" });
    // STR 14 would give +7: held to +5, every natural total hits but the critical failure on 2 (35/36).
    const strong = { ...bren, system: { ...bren.system, abilities: { ...bren.system.abilities, str: 14 } } };
    expect(characterContext(strong, env).attacks[0]).to.deep.include({ toHit: "+5", capped: true, chance: "97.22%" });
    // The orc's axe: +5 − 1 (Starving), its bound mask widening critical failure to 2–3: 33/36.
    expect(characterContext(grukk, env).attacks[0]).to.deep.include({ toHit: "+4", chance: "91.67%" });
  });

  it("conditions: the secondary effects in force, by name and rule; haste and slow stay under Speed", () => {
    const c = characterContext(bren, { ...env, conditions: ["haste", "onFire", "poisoned"] });
    expect(c.conditions.map((x) => [x.id, x.label, x.tooltip])).to.deep.equal([
      ["onFire", "REALMS.Twod6.Condition.onFire.name", "REALMS.Twod6.Condition.onFire.tooltip"],
      ["poisoned", "REALMS.Twod6.Condition.poisoned.name", "REALMS.Twod6.Condition.poisoned.tooltip"],
    ]);
  });

  it("items: markers, a bound cursed item locked, the dispel only for the GM, Eat and Drink by kind", () => {
    const rows = characterContext(grukk, env).items;
    const mask = rows.find((r) => r.name === "Bound Iron Mask")!;
    expect(mask.markers.map((m) => m.id)).to.deep.equal(["cursed", "bound"]);
    expect([mask.locked, mask.canDispel]).to.deep.equal([true, true]);
    expect(characterContext(grukk, { ...env, isGM: false }).items.find((r) => r.name === "Bound Iron Mask")!.canDispel).to.equal(false);
    expect(rows.find((r) => r.name === "Apple")!.eat).to.equal("REALMS.Twod6.SheetView.eat");
    // Food with no water, and water with no food, say only what they give.
    const brenRows = characterContext(bren, env).items;
    expect(brenRows.find((r) => r.name === "Bread")!.summary.map((c) => [c.key, c.text])).to.deep.equal([["REALMS.Twod6.SheetView.food", "+360"], [null, "× 3"]]);
    expect(brenRows.find((r) => r.name === "Waterskin")!.summary.map((c) => c.key)).to.deep.equal(["REALMS.Twod6.SheetView.water", null]);
    expect(rows.find((r) => r.name === "Ale")!.eat).to.equal("REALMS.Twod6.SheetView.drink");
  });
});

describe("2D6 sheets: the Rule of Three on a submitted change", () => {
  const human = { abilities: scores(10, 8, 8, 7), level: 4, race: "human", female: false } as unknown as CharacterSystem;

  it("refuses a human's spread of 4 and says why; allows a spread of 3", () => {
    expect(ruleOfThreeRefusal(human, "twod6Character", { "system.abilities.str": 11 })).to.deep.equal({ key: "REALMS.Twod6.RuleOfThree.spread", data: { spread: "4", allowed: "3" } });
    expect(ruleOfThreeRefusal(human, "twod6Character", { "system.abilities.cha": 8 })).to.equal(null);
  });

  it("leaves other races, and changes that touch no score, race, level or sex, alone", () => {
    expect(ruleOfThreeRefusal({ ...human, race: "orc" } as CharacterSystem, "twod6Character", { "system.abilities.str": 14 })).to.equal(null);
    expect(ruleOfThreeRefusal({ ...human, abilities: scores(12, 7, 7, 7) } as CharacterSystem, "twod6Character", { "system.hunger": 100 })).to.equal(null);
    expect(ruleOfThreeRefusal({ ...human, race: "orc", abilities: scores(12, 7, 7, 7) } as CharacterSystem, "twod6Character", { "system.race": "human" })!.data).to.deep.equal({ spread: "5", allowed: "3" });
  });

  it("the female exception: STR lowest, CHA highest, the others above STR may differ by 4, never 5 with the level-20 point", () => {
    const her = { ...human, female: true, abilities: scores(7, 9, 9, 10) } as CharacterSystem;
    expect(ruleOfThreeRefusal(her, "twod6Character", { "system.abilities.cha": 11 })).to.equal(null);
    expect(ruleOfThreeRefusal(her, "twod6Character", { "system.abilities.cha": 11, "system.female": false })!.key).to.equal("REALMS.Twod6.RuleOfThree.spread");
    expect(ruleOfThreeRefusal({ ...her, level: 20 } as CharacterSystem, "twod6Character", { "system.abilities.cha": 12 })!.key).to.equal("REALMS.Twod6.RuleOfThree.femaleSpread");
    // A creature has no sex field: the plain rule.
    expect(ruleOfThreeRefusal(her as unknown as CreatureSystem, "twod6Creature", { "system.abilities.cha": 11 })!.key).to.equal("REALMS.Twod6.RuleOfThree.spread");
  });
});

describe("2D6 item sheets", () => {
  const item = (name: string) => toDoc(docs.find((d) => d.name === name)!);

  it("show what the blessing adds: charges 1 + 1 = 2, durability 30 + 10 = 40", () => {
    expect(twod6ItemContext(item("Blessed Potion of Healing"), { ...env }).blessing).to.deep.include({ active: true, data: { base: "1", bonus: "1", total: "2" } });
    expect(twod6ItemContext(item("Blessed Chainmail"), { ...env }).blessing!.data).to.deep.equal({ base: "30", bonus: "10", total: "40" });
    expect(twod6ItemContext(item("Wand of Sparks"), env).blessing, "unblessed: nothing to add up").to.equal(null);
  });

  it("only the GM may change the curse and blessing flags; markers carry their rule as a hint", () => {
    const player = twod6ItemContext(item("Cursed Blade"), { ...env, isGM: false });
    expect(player.flags.filter((f) => f.disabled).map((f) => f.path)).to.deep.equal(["cursed", "bound", "blessed", "forcesEating", "blessing"]);
    expect(player.markers).to.deep.equal([{ id: "cursed", label: "REALMS.Twod6.Curse.cursed", hint: "REALMS.Twod6.SheetView.Marker.cursed" }]);
    expect(twod6ItemContext(item("Cursed Blade"), env).flags.some((f) => f.disabled)).to.equal(false);
  });

  it("every 2D6 item type has its fields; armour groups its six resistances", () => {
    for (const name of ["Cursed Blade", "Blessed Chainmail", "Apple", "Wand of Sparks", "Ring of Haste"]) expect(twod6ItemContext(item(name), env).fields.length, name).to.be.greaterThan(0);
    expect(twod6ItemContext(item("Blessed Chainmail"), env).groups[0]!.fields.map((f) => f.path)).to.deep.equal(
      ["resistances.physical", "resistances.disease", "resistances.poison", "resistances.fire", "resistances.frost", "resistances.shock"]);
  });
});
