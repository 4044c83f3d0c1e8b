/**
 * Aedelore through its Foundry glue, on the documented test double: scripted attacks with each reaction,
 * glancing blows, a block that damages the shield, bleeding each round until stopped, Weakened reaching 0,
 * and bad input refused. Dice come from world.dice; dialogs (roll dialog, reaction prompt) from world.dialogs.
 */
import { cardData, shown, shownAll } from "../../support/cards";
import { expect } from "chai";
import { actAs, makeCombat, makeMessage, world, type FakeActor, registerRolls, resetWorld, settleUntil } from "../../support/foundry-double";
import { ZERO, character, shield, weapon } from "../../support/aedelore-actors";
import { AEDELORE_ROLLS, AedAttackRoll } from "../../../src/rulesets/aedelore/rolls";
import { registerGmQuery } from "../../../src/core/gm";
import { registerReactionQuery } from "../../../src/core/reactions";
import { runChatAction } from "../../../src/core/chat/actions";
import { sanitizeSubmit } from "../../../src/core/schema/submit";
import type { AttackCard, CheckCard } from "../../../src/rulesets/aedelore/checks/cards";
import { AEDELORE_ACTOR_SPECS } from "../../../src/rulesets/aedelore/models/specs";
import "../../support/rulesets";
import { attack } from "../../../src/rulesets/aedelore/combat/attack";
import { rollCheck } from "../../../src/rulesets/aedelore/checks/checks";
import { castSpell, useAbility } from "../../../src/rulesets/aedelore/magic/magic";
import { creationProblems, originAdded } from "../../../src/rulesets/aedelore/character/origins";
import { AEDELORE_TRACKS, bandage, newDay, restock, recoverAmmo, snapshotAmmo } from "../../../src/rulesets/aedelore/supplies/resources";
import { registerTracks } from "../../../src/core/tracks";
import { toggleSpell } from "../../../src/rulesets/aedelore/magic/magic";
import { initiativeFormula, onCombatBoundaries } from "../../../src/rulesets/aedelore/combat/turns";
import { statusesOf } from "../../../src/rulesets/aedelore/character/state";
import { setStatus } from "../../../src/rulesets/aedelore/conditions/conditions";

registerRolls(AEDELORE_ROLLS);

registerGmQuery();
registerReactionQuery();
registerTracks(AEDELORE_TRACKS);
const fast = { fastForward: true, advantage: false, disadvantage: false };
const slow = { ...fast, fastForward: false };
type Msg = { id: string; card?: unknown; rolls: { options: { card: unknown } }[] };
const cards = <T>(pred: (c: T) => boolean) => world.messages.map((m) => ((m as unknown as Msg).rolls?.length ? cardData<T | undefined>(m) : undefined)).filter((c): c is T => !!c && pred(c));
const attackMessage = () => [...world.messages].reverse().find((m) => "finalDamage" in ((cardData<object | undefined>(m)) ?? {})) as unknown as Msg;
const attackCard = () => cardData(attackMessage()) as AttackCard;
/** The GM has finished the last attack (a refused attack posts none; a miss has nothing to finish). */
const hitDone = () => { const c = attackMessage() ? attackCard() : null; return !c || c.result === "miss" || c.finalDamage !== null; };

/** Attack with a Longsword (Strength 4 → 2D10, +2 → 1D10): 3 dice. */
async function swing(attacker: FakeActor, defender: FakeActor, dice: number[], reaction: string | null) {
  world.dice.push(...dice);
  if (reaction) world.dialogs.push(reaction);
  await attack(attacker as never, (attacker.items as unknown as unknown[])[0] as never, defender as never, fast);
  await settleUntil(hitDone); // the GM finishes the hit after answering the request
  return attackCard();
}

const targetButton = (uuid: string) => ({ dataset: { target: uuid } }) as unknown as HTMLButtonElement;

describe("Aedelore glue (Foundry test double)", () => {
  beforeEach(() => {
    resetWorld({ id: "player1", isGM: false });
  });
  after(() => actAs({ id: "gm", isGM: true }));

  it("Dodge: a success avoids the hit entirely", async () => {
    const a = character("Aria", { items: [weapon("Longsword")] });
    const d = character("Brannoc", { owner: "player2" });
    const card = await swing(a, d, [8, 9, 2, /* damage */ 7, /* dodge: Dex 4 → 2D + Acrobatics 2 → 1D */ 7, 1, 1], "dodge");
    expect(card).to.deep.include({ result: "full", damageRolled: 7, damage: 7, finalDamage: 0 });
    expect(card.reaction).to.deep.include({ reaction: "dodge", grade: "success", damageTaken: 0 });
  });

  it("a glancing blow halves (down), then a Barely dodge halves again", async () => {
    const a = character("Aria", { items: [weapon("Longsword")] });
    const d = character("Brannoc", { owner: "player2" });
    const card = await swing(a, d, [7, 3, 2, 9, 5, 1, 2], "dodge");
    expect(card).to.deep.include({ result: "glancing", damageRolled: 9, damage: 4, finalDamage: 2 });
  });

  it("Parry: Barely takes off the parrying weapon's attack bonus", async () => {
    const a = character("Aria", { items: [weapon("Longsword")] });
    const d = character("Brannoc", { owner: "player2", items: [weapon("Longsword")] });
    const card = await swing(a, d, [8, 8, 1, 6, /* Str 4 → 2D + bonus 2 → 1D */ 5, 2, 1], "parry");
    expect(card).to.deep.include({ damage: 6, finalDamage: 4 });
    expect(card.reaction).to.deep.include({ reaction: "parry", grade: "barely" });
  });

  it("Block, the rules' example: 8 damage, Block 5 → 3 taken, and applying it damages the shield", async () => {
    const a = character("Aria", { items: [weapon("Longsword")] });
    const d = character("Brannoc", { owner: "player2", items: [shield] });
    const card = await swing(a, d, [8, 7, 1, 8, /* Str 4 → 2D */ 7, 2], "block");
    expect(card.reaction).to.deep.include({ reaction: "block", damageTaken: 3, blocked: 5, blockWith: { kind: "shield", name: "Metal Shield" } });
    expect(card.finalDamage).to.equal(3);
    // Applied through the card's apply-damage part (the card's own button is for older cards).
    await runChatAction("realms.applyDamage", attackMessage() as never, targetButton(d.uuid));
    expect(d.system.hp).to.deep.equal({ value: 22, max: 25 });
    expect(((d.items as unknown as { system: { hp: { value: number } } }[])[0]!.system.hp.value)).to.equal(7);
    await runChatAction("realms.applyDamage", attackMessage() as never, targetButton(d.uuid));
    await runChatAction("realms.aedelore.apply", attackMessage() as never, {} as HTMLButtonElement);
    expect(d.system.hp).to.deep.equal({ value: 22, max: 25 }, "applied once");
  });

  it("Take Hit: each success of Toughness + armor takes off a point", async () => {
    const a = character("Aria", { items: [weapon("Longsword")] });
    const d = character("Brannoc", { owner: "player2" });
    const card = await swing(a, d, [8, 8, 8, 9, /* Toughness 2 → 1D */ 10, 7], "takeHit");
    expect(card).to.deep.include({ damage: 9, finalDamage: 7 });
    expect(card.reaction).to.deep.include({ reaction: "takeHit", successes: 2 });
  });

  it("statuses stop actions: an exhausted attacker is refused; a stunned defender gets no reaction and takes the hit", async () => {
    const a = character("Aria", { items: [weapon("Longsword")] });
    const d = character("Brannoc", { owner: "player2" });
    await setStatus(a as never, "exhausted", true, true);
    world.dice.push(8, 8, 8);
    await attack(a as never, (a.items as unknown as unknown[])[0] as never, d as never, fast);
    await settleUntil(hitDone); // the GM finishes the hit after answering the request
    expect(world.notifications.at(-1)!.message).to.equal("Aria is exhausted: can move but not fight.");
    expect(world.dice).to.deep.equal([8, 8, 8]);
    world.dice.length = 0;
    await setStatus(a as never, "exhausted", false, true);
    // Setting the scene: only the GM (or Brannoc's player) may stun Brannoc.
    actAs({ id: "gm", isGM: true });
    await setStatus(d as never, "stunned", true, true);
    actAs({ id: "player1", isGM: false });
    const card = await swing(a, d, [8, 8, 1, 6], null);
    expect(card).to.deep.include({ reaction: null, finalDamage: 6 });
  });

  it("a miss rolls no damage and asks for no reaction", async () => {
    const a = character("Aria", { items: [weapon("Longsword")] });
    const d = character("Brannoc", { owner: "player2" });
    world.dice.push(1, 2, 6);
    await attack(a as never, (a.items as unknown as unknown[])[0] as never, d as never, fast);
    await settleUntil(hitDone); // the GM finishes the hit after answering the request
    expect(attackCard()).to.deep.include({ result: "miss", damageRolled: null, finalDamage: null });
    expect(world.dice).to.deep.equal([]);
  });

  it("bleeding ticks at each of the bearer's turn starts until a bandage stops it; dropping to 0 starts the dying roll", async () => {
    const hero = character("Brannoc", { system: { bleed: 1, hp: { value: 5, max: 25 } }, items: [{ name: "Bandage", type: "aedeloreGear", system: { schemaVersion: 1, quantity: 1, bandage: true, description: "" } }] });
    actAs({ id: "gm", isGM: true });
    const combat = makeCombat([hero]);
    const id = String((combat.combatants as unknown as { id: string }[])[0]!.id);
    world.dice.push(4); // 3–4: 2 HP
    await onCombatBoundaries(combat as never, [{ kind: "turnStart", round: 1, turn: 0, combatantId: id, skipped: false }]);
    expect(hero.system.hp).to.deep.equal({ value: 3, max: 25 });
    world.dice.push(1, /* dying: 1D10 + Toughness 2 */ 4);
    await onCombatBoundaries(combat as never, [{ kind: "turnStart", round: 2, turn: 0, combatantId: id, skipped: false }]);
    expect((hero.system.hp as { value: number }).value).to.equal(0);
    // 4 + Toughness 2 = 6: fainted, unconscious but stable (no longer dying), still bleeding.
    expect(statusesOf(hero as never)).to.include.members(["bleeding", "unconscious"]);
    expect(statusesOf(hero as never)).not.to.include("dying");
    expect(cards<{ table: string; total: number }>((c) => c.table === "dying").map((c) => c.total)).to.deep.equal([6]);
    // At 0 HP and stable, the next turn rolls nothing more.
    await onCombatBoundaries(combat as never, [{ kind: "turnStart", round: 3, turn: 0, combatantId: id, skipped: false }]);
    await bandage(hero as never, (hero.items as unknown as unknown[])[0] as never);
    expect(hero.system.bleed).to.equal(0);
    expect(statusesOf(hero as never)).not.to.include("bleeding");
    const bleeds = cards<{ table: string }>((c) => c.table === "bleed");
    expect(bleeds).to.have.length(2, "two ticks, none once at 0 HP");
  });

  it("Bleed 2 rolls 2D6 keeping the highest", async () => {
    const hero = character("Brannoc", { system: { bleed: 2 } });
    actAs({ id: "gm", isGM: true });
    const combat = makeCombat([hero]);
    world.dice.push(1, 5); // highest 5: 1 HP
    await onCombatBoundaries(combat as never, [{ kind: "turnStart", round: 1, turn: 0, combatantId: String((combat.combatants as unknown as { id: string }[])[0]!.id), skipped: false }]);
    expect((hero.system.hp as { value: number }).value).to.equal(24);
  });

  it("a class ability pays Weakened only on success; reaching 0 rolls 1D10 + Toughness (exhausted on 6+)", async () => {
    const hero = character("Brannoc", { system: { weakened: 1, skills: { ...ZERO, stealth: 3 } },
      items: [{ name: "Sneaking", type: "aedeloreAbility", system: { schemaVersion: 1, className: "Thief/Rogue", checkSkill: "stealth", minSuccesses: 2, weakenedCost: 1, gainDice: 2, fromRules: false, description: "" } }] });
    world.dice.push(8, 7, 1, /* collapse */ 5);
    await useAbility(hero as never, (hero.items as unknown as unknown[])[0] as never, fast);
    expect(hero.system).to.deep.include({ weakened: 0, boost: 2 });
    expect(statusesOf(hero as never)).to.include("exhausted");
  });

  it("a spell costs its Arcana when cast, even when it fizzles; too little Arcana is refused", async () => {
    const mage = character("Ysolde", { system: { arcana: { value: 4, max: 20 }, skills: { ...ZERO, arcana: 3 } },
      items: [{ name: "Ray of Frost", type: "aedeloreSpell", system: { schemaVersion: 1, arcanaCost: 3, damage: "1d6", multiplier: 2, checkSkill: "arcana", active: true, fromRules: false, description: "" } }] });
    world.dice.push(1, 2, 3);
    await castSpell(mage as never, (mage.items as unknown as unknown[])[0] as never, fast);
    expect(mage.system.arcana).to.deep.equal({ value: 1, max: 20 });
    expect(cards<CheckCard>((c) => c.kind === "spell")[0]!.spell).to.deep.include({ outcome: "fumble", cost: 3 });
    await castSpell(mage as never, (mage.items as unknown as unknown[])[0] as never, fast);
    expect(world.notifications.at(-1)).to.deep.equal({ level: "error", message: "Ray of Frost costs 3 Arcana: not enough left." });
  });

  it("a pool of 9 dice without an ability allowing it is refused, and nothing is rolled", async () => {
    const hero = character("Brannoc");
    // Strength 4 → 2D10, Athletics 0, and 7 extra dice typed: 9.
    world.dialogs.push({ active: [], situational: 7, mode: "none" });
    world.dice.push(10, 10, 10);
    await rollCheck(hero as never, { skill: "athletics" }, slow);
    expect(world.messages).to.have.length(0);
    expect(world.dice).to.deep.equal([10, 10, 10]);
    expect(world.notifications[0]!.message).to.equal("A pool of 9 dice is over the limit of 8 (no ability allows more). Nothing was rolled.");
  });

  it("statuses take dice away: Poisoned −1D10 shows on the card", async () => {
    const hero = character("Brannoc");
    await setStatus(hero as never, "poisoned", true, true);
    world.dice.push(7, 7);
    await rollCheck(hero as never, { skill: "athletics" }, fast);
    const card = cards<CheckCard>((c) => c.kind === "check")[0]!;
    expect(card.parts.map((p) => p.dice)).to.deep.equal([2, 0, -1]);
    expect(card.chains).to.deep.equal([[7]]);
  });

  it("13 points in a talent at creation is refused with a localized reason", () => {
    const hero = character("Brannoc", { system: { creationComplete: false, abilities: { strength: 0, dexterity: 0, toughness: 0, intelligence: 0, wisdom: 0, endurance: 0 }, skills: { ...ZERO } } });
    const problems = creationProblems(hero as never, { system: { skills: { stealth: 13 } } });
    expect(problems.map((p) => p.key)).to.deep.equal(["REALMS.Aedelore.Errors.TalentCap", "REALMS.Aedelore.Errors.TooManyPoints"]);
    expect(creationProblems(hero as never, { system: { skills: { stealth: 5 } } })).to.deep.equal([]);
    expect(creationProblems(hero as never, { "system.creationComplete": true, system: { creationComplete: true, skills: { stealth: 13 } } })).to.deep.equal([]);
  });

  it("race and class dropped during creation: HP 20 + 5 = 25, Worthiness 6 − 4 = 2, a Mage's Arcana and elixirs; one race at a time", async () => {
    const hero = character("New", { system: { creationComplete: false, hp: { value: 1, max: 1 }, worthiness: { value: 0, log: [] } } });
    const add = async (name: string, type: string, system: Record<string, unknown>) => {
      await hero.createEmbeddedDocuments("Item", [{ name, type, system: { schemaVersion: 1, bonuses: [], fromRules: true, description: "", ...system } }]);
      await originAdded(hero as never, (hero.items as unknown as unknown[]).at(-1) as never);
    };
    await add("Orc", "aedeloreRace", { baseHp: null, worthiness: null, equipment: "" });
    await add("Human", "aedeloreRace", { baseHp: 20, worthiness: 6, equipment: "" });
    expect((hero.items as unknown as { name: string; type: string }[]).filter((i) => i.type === "aedeloreRace").map((i) => i.name)).to.deep.equal(["Human"]);
    await add("Warrior", "aedeloreClass", { hpBonus: 5, worthiness: null, kind: "melee", arcanaMax: 0, arcanaStart: 0, elixirs: 0, abilities: "", equipment: "" });
    expect(hero.system.hp).to.deep.equal({ value: 25, max: 25 });
    await add("Thief/Rogue", "aedeloreClass", { hpBonus: null, worthiness: -4, kind: "melee", arcanaMax: 0, arcanaStart: 0, elixirs: 0, abilities: "", equipment: "" });
    expect((hero.system.worthiness as { value: number }).value).to.equal(2);
    await add("Mage", "aedeloreClass", { hpBonus: null, worthiness: null, kind: "magic", arcanaMax: 20, arcanaStart: 10, elixirs: 2, abilities: "", equipment: "" });
    expect(hero.system.arcana).to.deep.equal({ value: 10, max: 20 });
    const potions = (hero.items as unknown as { type: string; system: { kind: string; quantity: number } }[]).filter((i) => i.type === "aedelorePotion");
    // Every character starts with Adrenaline, Antidote and Poison (once, however often origins change); a Mage adds 2 elixirs.
    expect(potions.map((p) => [p.system.kind, p.system.quantity])).to.deep.equal([["adrenaline", 1], ["antidote", 1], ["poison", 1], ["arcaneElixir", 2]]);
  });

  it("negative Arcana is refused by the data model with a localized message", () => {
    const { clean, errors } = sanitizeSubmit(AEDELORE_ACTOR_SPECS.aedeloreCharacter, { "system.arcana.value": "-2", "system.weakened": "7" });
    expect(clean).to.deep.equal({});
    expect(errors.map((e) => e.key)).to.deep.equal(["REALMS.Errors.BelowMin", "REALMS.Errors.AboveMax"]);
  });

  it("a new day rolls the food and water dice; a day begun without food counts", async () => {
    const hero = character("Brannoc", { system: { supplies: { food: "none", water: "d10", foodDays: 1, waterDays: 0 } } });
    world.dice.push(3);
    await newDay(hero as never);
    expect(hero.system.supplies).to.deep.equal({ food: "none", water: "d6", foodDays: 2, waterDays: 0 });
    // The food track entered its second state: the notice says so.
    expect((await shownAll(world.messages)).at(-1)).to.contain("Brannoc").and.contain("hungry (−1D10 on all rolls) (Food)");
  });

  it("a third day without food and water costs 1 HP (the worse of the two, not both); restocking ends the days without", async () => {
    const hero = character("Brannoc", { system: { supplies: { food: "none", water: "none", foodDays: 2, waterDays: 5 } } });
    await newDay(hero as never);
    expect(hero.system.supplies).to.deep.include({ foodDays: 3, waterDays: 6 });
    expect((hero.system as unknown as { hp: { value: number } }).hp.value).to.equal(24);
    const bread = (await hero.createEmbeddedDocuments("Item", [{ name: "Bread", type: "aedeloreProvision", system: { schemaVersion: 1, kind: "food", die: "d10", price: "", description: "" } }]))[0]!;
    await restock(hero as never, bread as never);
    expect(hero.system.supplies).to.deep.include({ food: "d10", foodDays: 0, waterDays: 6 });
  });

  it("ammunition: what was shot in a combat is partly found afterwards (1D6: 3–4 keeps 50%)", async () => {
    const archer = character("Aria", { items: [weapon("Short Bow", { ability: "dexterity", ammunition: "arrows", range: 60, damage: "1d8" }),
      { name: "Arrows", type: "aedeloreAmmunition", system: { schemaVersion: 1, kind: "arrows", quantity: 20, price: "1 gold", description: "" } }] });
    const wolf = character("Wolf", { owner: "player2" });
    actAs({ id: "gm", isGM: true });
    const combat = makeCombat([archer, wolf]);
    await snapshotAmmo(combat as never);
    for (let i = 0; i < 4; i++) {
      world.dice.push(1, 1, 1);
      await attack(archer as never, (archer.items as unknown as unknown[])[0] as never, wolf as never, fast);
      await settleUntil(hitDone); // the GM finishes the hit after answering the request
    }
    const arrows = (archer.items as unknown as { system: { quantity: number } }[])[1]!;
    expect(arrows.system.quantity).to.equal(16);
    world.dice.push(3);
    await recoverAmmo(combat as never);
    expect(arrows.system.quantity).to.equal(18);
  });

  it("spells can be swapped only in a safe area; initiative is 1D6 up to six, 1D10 above", async () => {
    const mage = character("Ysolde", { items: [{ name: "Ray of Frost", type: "aedeloreSpell", system: { schemaVersion: 1, arcanaCost: 3, damage: "1d6", multiplier: 2, checkSkill: "arcana", active: true, fromRules: false, description: "" } }] });
    const spell = (mage.items as unknown as { system: { active: boolean } }[])[0]!;
    const scenes = (globalThis as unknown as { game: { scenes: { viewed: unknown } } }).game.scenes;
    scenes.viewed = { flags: { realms: { safeArea: false } } };
    await toggleSpell(mage as never, spell as never);
    expect(spell.system.active).to.equal(true);
    expect(world.notifications.at(-1)!.message).to.equal("Spells can be changed only in a safe area (town or village).");
    scenes.viewed = { flags: { realms: { safeArea: true } } };
    await toggleSpell(mage as never, spell as never);
    expect(spell.system.active).to.equal(false);
    scenes.viewed = null;
    expect([initiativeFormula({ type: "x" }, { combatantCount: 6 }), initiativeFormula({ type: "x" }, { combatantCount: 7 })]).to.deep.equal(["1d6", "1d10"]);
  });

  it("a player who rewrites their own attack card (another target, 25 damage) cannot apply it: the GM's seal refuses it", async () => {
    const a = character("Aria", { items: [weapon("Longsword")] });
    const d = character("Brannoc", { owner: "player2" });
    const bystander = character("Cael", { owner: "player3" });
    await swing(a, d, [8, 9, 2, /* damage */ 7, /* dodge */ 1, 1, 1], "dodge");
    // Console: player1 owns the message, so Foundry lets them rewrite its card data.
    const message = attackMessage() as unknown as { id: string; _source: { rolls: unknown }; update(c: object): Promise<unknown> };
    const rolls = JSON.stringify(message._source.rolls);
    const part = (message as unknown as { system: { damage: { packet: unknown; targets: unknown } } }).system.damage;
    const asRolled = JSON.parse(JSON.stringify(part)) as { packet: unknown; targets: unknown };
    await message.update({ "system.damage.targets": [{ name: bystander.name, uuid: bystander.uuid }], "system.damage.packet": { parts: [{ amount: 25, type: "physical" }] } });
    world.notifications.length = 0;
    await runChatAction("realms.applyDamage", message as never, targetButton(bystander.uuid));
    expect(bystander.system.hp).to.deep.equal({ value: 25, max: 25 });
    expect(world.notifications.map((n) => n.message)).to.deep.equal(["This card was changed after it was rolled, so it is not applied. Nothing was changed."]);
    // The card as rolled still applies, once; the card's own button does not apply it a second time.
    await message.update({ "system.damage.targets": asRolled.targets, "system.damage.packet": asRolled.packet });
    await runChatAction("realms.applyDamage", message as never, targetButton(d.uuid));
    expect((d.system.hp as { value: number }).value).to.equal(18);
    await message.update({ "system.data.applied": false });
    await runChatAction("realms.aedelore.apply", message as never, {} as HTMLButtonElement);
    await runChatAction("realms.applyDamage", message as never, targetButton(d.uuid));
    expect((d.system.hp as { value: number }).value).to.equal(18, "neither path applies it twice");
    expect(JSON.stringify(message._source.rolls), "no button rewrote the roll").to.equal(rolls);
  });

  it("a player cannot apply an attack card to a character they do not control", async () => {
    const d = character("Brannoc", { owner: "player2" });
    const card: AttackCard = { attacker: { name: "x", uuid: null }, target: { name: d.name, uuid: d.uuid }, weapon: "x", parts: [], capped: false, cap: 8, chains: [[8], [8]],
      result: "full", damageFormula: "1d10", damageDice: [5], damageRolled: 5, damage: 5, reaction: null, finalDamage: 5, applied: false };
    const message = makeMessage(card as never, { kind: "realms.aedelore.attack" });
    actAs({ id: "player3", isGM: false });
    await runChatAction("realms.aedelore.apply", message as never, {} as HTMLButtonElement);
    expect((d.system.hp as { value: number }).value).to.equal(25);
    expect(world.notifications.map((n) => n.level)).to.deep.equal(["error"]);
  });
});

describe("Aedelore attack cards through the apply-damage part (Foundry test double)", () => {
  beforeEach(() => {
    resetWorld({ id: "player1", isGM: false });
  });
  after(() => actAs({ id: "gm", isGM: true }));

  it("shows the damage and the Parry's math; the attacker's player applies it once, a bystander is refused, Undo restores HP", async () => {
    const a = character("Aria", { items: [weapon("Longsword")] });
    const d = character("Brannoc", { owner: "player2", items: [weapon("Longsword")] });
    await swing(a, d, [8, 8, 1, 6, /* parry */ 5, 2, 1], "parry");
    const message = attackMessage();
    const html = await shown(message);
    expect(html).to.contain("6 physical").and.contain("Parry").and.contain('data-realms-action="realms.applyDamage"');
    expect(html, "the card's own Apply is gone: the part applies").not.to.contain('data-realms-action="realms.aedelore.apply"');

    actAs({ id: "player3", isGM: false });
    await runChatAction("realms.applyDamage", message as never, targetButton(d.uuid));
    expect(d.system.hp).to.deep.equal({ value: 25, max: 25 });
    expect(world.notifications.map((n) => n.message)).to.deep.equal(["You do not own Brannoc, so you cannot change it."]);

    actAs({ id: "player1", isGM: false });
    world.notifications.length = 0;
    await runChatAction("realms.applyDamage", message as never, targetButton(d.uuid));
    await runChatAction("realms.applyDamage", message as never, targetButton(d.uuid));
    expect(d.system.hp).to.deep.equal({ value: 21, max: 25 });
    expect(world.notifications.map((n) => n.message)).to.deep.equal(["This request was already carried out, or never made. Nothing was changed."]);
    expect(await shown(message)).to.contain('data-realms-action="realms.undoDamage"');

    await runChatAction("realms.undoDamage", message as never, targetButton(d.uuid));
    expect(d.system.hp).to.deep.equal({ value: 25, max: 25 });
  });

  it("the part's source (whose hit it is) is sealed: a player who rewrites it is refused", async () => {
    const a = character("Aria", { items: [weapon("Longsword")] });
    const d = character("Brannoc", { owner: "player2", items: [weapon("Longsword")] });
    const other = character("Cael", { owner: "player1" });
    await swing(a, d, [8, 8, 1, 6, 5, 2, 1], "parry");
    const message = attackMessage() as unknown as { update(c: object): Promise<unknown> };
    await message.update({ "system.damage.source": { name: other.name, uuid: other.uuid } });
    world.notifications.length = 0;
    await runChatAction("realms.applyDamage", message as never, targetButton(d.uuid));
    expect(d.system.hp).to.deep.equal({ value: 25, max: 25 });
    expect(world.notifications.map((n) => n.message)).to.deep.equal(["This card was changed after it was rolled, so it is not applied. Nothing was changed."]);
  });

  it("a miss and a dodged hit carry no part; an older card without one keeps its own Apply", async () => {
    const a = character("Aria", { items: [weapon("Longsword")] });
    const d = character("Brannoc", { owner: "player2" });
    await swing(a, d, [8, 9, 2, 7, 7, 1, 1], "dodge");
    expect((attackMessage() as unknown as { system: { damage: unknown } }).system.damage).to.equal(null);
    const older: AttackCard = { ...attackCard(), finalDamage: 5, reaction: null, applied: false };
    actAs({ id: "gm", isGM: true });
    const message = makeMessage(older as never, { rollClass: AedAttackRoll });
    expect(await shown(message)).to.contain('data-realms-action="realms.aedelore.apply"');
  });
});
