/**
 * Issue 9 (Elf System) through the glue on the Foundry test double: who may act, moving, range
 * transitivity, stun and armor per attack, long actions, round length, tie options the GM offers.
 */
import { cardData, shown, shownAll } from "../../support/cards";
import { expect } from "chai";
import { actAs, makeCombat, world, resetWorld, registerRolls } from "../../support/foundry-double";
import { registerGmQuery } from "../../../src/core/gm";
import { cardOf } from "../../../src/core/chat/cards";
import { runChatAction } from "../../../src/core/chat/actions";
import "../../support/rulesets";
import { onCombatBoundaries, setBand } from "../../../src/rulesets/elf/combat/combat";
import { advanceActorTime, harmActor } from "../../../src/rulesets/elf/conditions/conditions";
import { chooseStance, rollDuelRound, startDuelRound } from "../../../src/rulesets/elf/combat/duel";
import { npcAttack, rollFromRequest } from "../../../src/rulesets/elf/requests/requests";
import { rollTask } from "../../../src/rulesets/elf/task/task";
import { pcAttack } from "../../../src/rulesets/elf/combat/attack";
import { pairKey } from "../../../src/rulesets/elf/combat/rules/range";
import { armor, button, fast, itemOf, last, lastRoll, npc, pc, taskCard, weapon, type Msg } from "../../support/elf-glue";
import { ELF_SETTINGS } from "../../../src/rulesets/elf/settings";
import { registerRulesetSettings } from "../../../src/core/ruleset-setup";
import { ELF_ROLLS } from "../../../src/rulesets/elf/rolls";

// Like init: chat rolls are rebuilt by class name from CONFIG.Dice.rolls.
registerRolls(ELF_ROLLS);

registerRulesetSettings({ id: "elf", settings: ELF_SETTINGS });

registerGmQuery();
const g = globalThis as unknown as { game: { time: { worldTime: number }; combat: unknown; settings: { set(ns: string, k: string, v: unknown): Promise<void> } } };
/** The task card as its template renders it. */
const renderTask = (m: Msg) => shown(m as never);
const ids = (combat: { combatants: unknown }) => (combat.combatants as { id: string }[]).map((c) => c.id);

describe("Elf System rules fidelity (glue, Foundry test double)", () => {
  beforeEach(() => {
    g.game.time.worldTime = 0;
    resetWorld();
  });
  after(() => {
    g.game.combat = null;
    actAs({ id: "gm", isGM: true });
  });

  it("Knocked Out, Dying and Dead characters cannot act: task checks, attacks and duel plays are refused", async () => {
    const mira = pc("Mira", [weapon("Long Blade")]);
    const guard = npc("Guard", 11);
    world.dice.push(3, 4);
    await harmActor(mira as never, "knockedOut");
    world.notifications.length = 0;
    world.dice.length = 0;
    world.dice.push(6, 6, 6);
    actAs({ id: "player1", isGM: false });
    expect(await rollTask({ actor: mira as never, purpose: "task", label: "Climb", difficulty: 10, intent: fast })).to.equal(null);
    expect(world.notifications.at(-1)).to.deep.equal({ level: "error", message: "Mira is Knocked Out and cannot act." });
    expect(world.dice, "nothing rolled").to.deep.equal([6, 6, 6]);

    const combat = makeCombat([mira, guard], { structure: "duel" });
    actAs({ id: "gm", isGM: true });
    await g.game.settings.set("realms", "elf-attackDefend", true);
    try {
      await startDuelRound(combat as never, 1);
      const round = last();
      actAs({ id: "player1", isGM: false });
      await chooseStance(round as never, "pc", "attack");
      expect(cardData<{ ready: { pc: boolean } }>(round).ready.pc).to.equal(false);
      expect(world.notifications.at(-1)!.message).to.equal("Mira is Knocked Out and cannot act.");
    } finally {
      // A world setting is the GM's to write.
      actAs({ id: "gm", isGM: true });
      await g.game.settings.set("realms", "elf-attackDefend", false);
    }

    actAs({ id: "gm", isGM: true });
    await harmActor(guard as never, "wounded");
    await harmActor(guard as never, "wounded");
    world.notifications.length = 0;
    await npcAttack(guard as never, mira as never);
    expect(world.notifications.at(-1)).to.deep.equal({ level: "error", message: "Guard is Dying: at most one sentence of five words, no other action." });
  });

  it("a PC who acted this round cannot also change band; next round it may; the GM may override", async () => {
    const mira = pc("Mira", [weapon("Long Blade")]);
    const guard = npc("Guard", 11);
    const combat = makeCombat([mira, guard], { structure: "exchange" });
    const [a, b] = ids(combat);
    actAs({ id: "player1", isGM: false });
    world.dice.push(6, 5, 4);
    await pcAttack(mira as never, itemOf(mira, "Long Blade"), guard as never, fast);
    await setBand(combat as never, a!, b!, "middle");
    expect(combat.flags.realms.ranges).to.equal(undefined);
    expect(await shown(last())).to.contain("Mira acted this round");
    combat.round = 2;
    await setBand(combat as never, a!, b!, "middle");
    expect(Object.values(combat.flags.realms.ranges as object)).to.deep.equal(["middle"]);
    world.dice.push(6, 5, 4);
    await rollTask({ actor: mira as never, purpose: "task", label: "Shout", difficulty: 8, intent: fast });
    actAs({ id: "gm", isGM: true });
    await setBand(combat as never, a!, b!, "long");
    expect(Object.values(combat.flags.realms.ranges as object)).to.deep.equal(["long"]);
  });

  it("Close is transitive: A close to B and B close to C puts A close to C", async () => {
    const mira = pc("Mira", []);
    const tomas = pc("Tomas", []);
    const guard = npc("Guard", 11);
    const combat = makeCombat([mira, tomas, guard], { structure: "exchange" });
    const [a, b, c] = ids(combat);
    await setBand(combat as never, a!, c!, "long");
    await setBand(combat as never, a!, b!, "close");
    await setBand(combat as never, b!, c!, "close");
    const ranges = combat.flags.realms.ranges as Record<string, string>;
    expect(ranges[pairKey(a!, c!)]).to.equal("close");
  });
});

describe("Elf System attacks carry what they are (glue, Foundry test double)", () => {
  beforeEach(() => {
    resetWorld();
  });

  it("a Long Blade hit offers no Stun button and a stun roll is refused; a Short Club may stun", async () => {
    const mira = pc("Mira", [weapon("Long Blade"), weapon("Short Club", { damageBonus: 1, reach: "S", stunCapable: true })]);
    const guard = npc("Guard", 8);
    makeCombat([mira, guard], { structure: "sequential" });
    actAs({ id: "player1", isGM: false });
    world.dice.push(6, 5, 4);
    await pcAttack(mira as never, itemOf(mira, "Long Blade"), guard as never, fast);
    const hit = lastRoll();
    expect(String(await renderTask(hit))).not.to.contain('data-kind="stun"');
    world.dice.push(6, 6, 3);
    await runChatAction("realms.elf.rollNpcDamage", hit as never, button({ kind: "stun" }));
    expect(lastRoll()).to.equal(hit);
    expect(world.notifications.at(-1)).to.deep.equal({ level: "error", message: "Long Blade cannot deal Stun Damage: that needs a blunt striking surface and a pulled blow." });
    world.dice.length = 0;
    world.dice.push(6, 6, 5, 5); // a Short weapon against a Medium one: Disadvantage
    await pcAttack(mira as never, itemOf(mira, "Short Club"), guard as never, fast);
    const club = lastRoll();
    expect(String(await renderTask(club))).to.contain('data-kind="stun"');
    world.dice.push(6, 6, 3);
    await runChatAction("realms.elf.rollNpcDamage", club as never, button({ kind: "stun" }));
    expect(cardData(lastRoll())).to.deep.include({ kind: "stun", harm: "stunned" });
  });

  it("an NPC set to stun with a bite is refused", async () => {
    const mira = pc("Mira", []);
    const wolf = npc("Wolf", 9, { name: "Bite", reach: "S", damageKind: "stun" });
    await npcAttack(wolf as never, mira as never);
    expect(world.notifications.at(-1)).to.deep.equal({ level: "error", message: "Bite cannot deal Stun Damage: that needs a blunt striking surface and a pulled blow." });
    expect(world.messages).to.have.length(0);
  });

  it("a knife (small sharp) against Soft Leather: the PC resists with +1", async () => {
    const mira = pc("Mira", [armor("Soft Leather", { bonus: 0, vsSmallSharp: 1 })]);
    const thug = npc("Thug", 10, { name: "Knife", damageBonus: 2, reach: "S", smallSharp: true });
    await npcAttack(thug as never, mira as never);
    actAs({ id: "player1", isGM: false });
    world.dialogs.push({ active: [], situational: 0, mode: "normal", target: "10" });
    world.dice.push(1, 2, 3);
    await rollFromRequest(last() as never, mira.uuid);
    world.dice.push(3, 2, 2);
    await runChatAction("realms.elf.rollPcDamage", lastRoll() as never, button());
    expect(cardData(lastRoll())).to.deep.include({ armorBonus: 1 });
  });

  it("an arrow against the Town Guard's chainmail: Wound Threshold 13", async () => {
    const mira = pc("Mira", [weapon("Short Bow arrow", { category: "ranged", damageBonus: 2, maxRange: "long" })]);
    const guard = npc("Town Guard", 8, {}, { armorBonus: 2, items: [armor("Chainmail", { bonus: 2, vsRanged: 1, metal: true })] });
    makeCombat([mira, guard], { structure: "sequential" });
    actAs({ id: "player1", isGM: false });
    world.dice.push(6, 5, 4);
    await pcAttack(mira as never, itemOf(mira, "Short Bow arrow"), guard as never, fast);
    world.dice.push(4, 4, 4);
    await runChatAction("realms.elf.rollNpcDamage", lastRoll() as never, button({ kind: "lethal" }));
    expect(cardData(lastRoll())).to.deep.include({ threshold: 13, total: 14, harm: "wounded" });
  });

  it("a thrown rock reaches Middle range, not Long", async () => {
    const mira = pc("Mira", []);
    const brute = npc("Brute", 10, { name: "Thrown Rock", damageBonus: 2, reach: "S", ranged: true, maxRange: "middle" });
    const combat = makeCombat([mira, brute], { structure: "sequential" });
    const [a, b] = ids(combat);
    await setBand(combat as never, a!, b!, "long");
    await npcAttack(brute as never, mira as never);
    expect(world.notifications.at(-1)).to.deep.equal({ level: "error", message: "Thrown Rock cannot reach Long range." });
    await setBand(combat as never, a!, b!, "middle");
    await npcAttack(brute as never, mira as never);
    expect(await shown(last())).to.contain("Defend against Brute");
  });
});

describe("Elf System long actions (glue, Foundry test double)", () => {
  beforeEach(() => {
    resetWorld();
  });

  /** Mira, busy with a long action in an exchange, is attacked by a Guard (DL 11); her player is about to defend. */
  async function defendDuringLongAction() {
    const mira = pc("Mira", [], { longAction: true });
    const guard = npc("Guard", 11);
    makeCombat([mira, guard], { structure: "exchange" });
    await npcAttack(guard as never, mira as never);
    actAs({ id: "player1", isGM: false });
    world.dialogs.push({ active: [], situational: 0, mode: "normal", target: "11" });
    return mira;
  }

  it("a PC Hit during a long action loses it at the hit, even if the resist roll then leaves it unharmed", async () => {
    const mira = await defendDuringLongAction();
    world.dice.push(1, 2, 3);
    await rollFromRequest(last() as never, mira.uuid);
    expect(mira.system.longAction, "lost when Hit").to.equal(false);
    expect((await shownAll(world.messages)).some((t) => t.includes("was hit during a long action"))).to.equal(true);
    world.dice.push(6, 6, 5);
    await runChatAction("realms.elf.rollPcDamage", lastRoll() as never, button());
    expect((cardData(lastRoll()) as { result: { harm: string } }).result.harm).to.equal("unharmed");
    expect(mira.system.longAction).to.equal(false);
  });

  it("a defence that holds keeps the long action", async () => {
    const mira = await defendDuringLongAction();
    world.dice.push(4, 4, 3);
    await rollFromRequest(last() as never, mira.uuid);
    expect(taskCard(lastRoll())).to.deep.include({ purpose: "defence", outcome: "tie" });
    expect(mira.system.longAction).to.equal(true);
  });
});

describe("Elf System round time (glue, Foundry test double)", () => {
  beforeEach(() => {
    world.messages.length = 0;
    world.dice.length = 0;
    g.game.time.worldTime = 0;
    actAs({ id: "gm", isGM: true });
  });

  it("each round's end advances world time by the structure's round: 1 s in a duel, 5 s in a melee; twelve melee rounds are a Dying check", async () => {
    const mira = pc("Mira", []);
    const guard = npc("Guard", 11);
    const duel = makeCombat([mira, guard], { structure: "duel" });
    await onCombatBoundaries(duel as never, [{ kind: "roundEnd", round: 1 }]);
    expect(g.game.time.worldTime).to.equal(1);
    const melee = makeCombat([mira, guard], { structure: "exchange" });
    g.game.time.worldTime = 0;
    await harmActor(mira as never, "dying");
    for (let round = 1; round <= 12; round++) await onCombatBoundaries(melee as never, [{ kind: "roundEnd", round }]);
    expect(g.game.time.worldTime).to.equal(60);
    world.dice.push(6, 5, 1);
    await advanceActorTime(mira as never, g.game.time.worldTime);
    expect(world.messages.filter((m) => cardOf<{ purpose?: string }>(m as never)?.purpose === "dying")).to.have.length(1);
  });
});

describe("Elf System tie options the GM offers (glue, Foundry test double)", () => {
  beforeEach(() => {
    world.notifications.length = 0;
    world.messages.length = 0;
    world.dice.length = 0;
    actAs({ id: "gm", isGM: true });
  });

  it("all four by default; the GM withdraws one on the card and the player can no longer pick it", async () => {
    const mira = pc("Mira", []);
    actAs({ id: "player1", isGM: false });
    world.dice.push(4, 3, 3);
    await rollTask({ actor: mira as never, purpose: "task", label: "Climb", difficulty: 10, intent: fast });
    const tie = lastRoll();
    expect(taskCard(tie).outcome).to.equal("tie");
    expect((String(await renderTask(tie)).match(/data-realms-action="realms.elf.tie"/g) ?? []).length).to.equal(4);
    await runChatAction("realms.elf.tieOffer", tie as never, button({ choice: "successAtCost" }));
    expect(taskCard(tie).tieWithheld ?? [], "a player cannot change the offer").to.deep.equal([]);
    actAs({ id: "gm", isGM: true });
    await runChatAction("realms.elf.tieOffer", tie as never, button({ choice: "successAtCost" }));
    expect(taskCard(tie).tieWithheld).to.deep.equal(["successAtCost"]);
    actAs({ id: "player1", isGM: false });
    const html = String(await renderTask(tie));
    expect(html).not.to.contain('data-realms-action="realms.elf.tie" data-choice="successAtCost"');
    expect(html).to.contain('data-realms-action="realms.elf.tie" data-choice="failureWithBenefits"');
    await runChatAction("realms.elf.tie", tie as never, button({ choice: "successAtCost" }));
    expect(taskCard(tie).tieChoice).to.equal(null);
    expect(world.notifications.at(-1)).to.deep.equal({ level: "error", message: "The GM does not offer Success At Cost for this tie." });
    // "Two or more": the GM cannot withdraw a third.
    actAs({ id: "gm", isGM: true });
    await runChatAction("realms.elf.tieOffer", tie as never, button({ choice: "successWithEffort" }));
    await runChatAction("realms.elf.tieOffer", tie as never, button({ choice: "failureWithBenefits" }));
    expect(taskCard(tie).tieWithheld).to.deep.equal(["successAtCost", "successWithEffort"]);
    expect(world.notifications.at(-1)).to.deep.equal({ level: "warn", message: "A tie offers at least two options." });
    actAs({ id: "player1", isGM: false });
    await runChatAction("realms.elf.tie", tie as never, button({ choice: "momentarySetback" }));
    expect(taskCard(tie).tieChoice).to.equal("momentarySetback");
  });
});

describe("Elf System resist roll and condition penalties (glue, Foundry test double)", () => {
  it("off by default: a Stunned PC resists with its armor only; with the setting, −3 per condition", async () => {
    world.messages.length = 0;
    actAs({ id: "gm", isGM: true });
    const mira = pc("Mira", [armor("Hard Leather")]);
    const guard = npc("Guard", 11);
    await harmActor(mira as never, "stunned");
    const resist = async () => {
      await npcAttack(guard as never, mira as never);
      actAs({ id: "player1", isGM: false });
      world.dialogs.push({ active: [], situational: 0, mode: "normal", target: "11" });
      world.dice.push(1, 2, 3, 4, 4, 4);
      await rollFromRequest(last() as never, mira.uuid);
      await runChatAction("realms.elf.rollPcDamage", lastRoll() as never, button());
      actAs({ id: "gm", isGM: true });
      return cardData(lastRoll()) as { armorBonus: number; armor: { name: string; value: number }[] };
    };
    expect((await resist()).armorBonus).to.equal(1);
    await g.game.settings.set("realms", "elf-penaltiesOnResist", true);
    try {
      expect(await resist()).to.deep.include({ armorBonus: -2, armor: [{ name: "Hard Leather", value: 1 }, { name: "Stunned", value: -3 }] });
    } finally {
      await g.game.settings.set("realms", "elf-penaltiesOnResist", false);
    }
  });
});

describe("Elf System duel bare-handed (glue, Foundry test double)", () => {
  it("a PC without a weapon fights Unarmed, which can pull its blows", async () => {
    world.messages.length = 0;
    actAs({ id: "gm", isGM: true });
    const mira = pc("Mira", []);
    const wolf = npc("Wolf", 9, { name: "Bite", damageBonus: 1, reach: "S" });
    const combat = makeCombat([mira, wolf], { structure: "duel" });
    await startDuelRound(combat as never, 1);
    actAs({ id: "player1", isGM: false });
    world.dialogs.push({ active: [], situational: 0, mode: "normal", target: "9" });
    world.dice.push(6, 5, 4);
    await rollDuelRound(last() as never);
    expect(taskCard(lastRoll()).attack).to.deep.include({ weapon: "Unarmed", stunCapable: true });
    actAs({ id: "gm", isGM: true });
  });
});
