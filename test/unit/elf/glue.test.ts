/**
 * The Elf System through its Foundry glue, on the documented test double: scripted duels and melees over
 * several rounds, with the dice fixed in advance (world.dice) and dialogs answered from world.dialogs.
 */
import { cardData, shown, shownAll } from "../../support/cards";
import { expect } from "chai";
import { actAs, makeActor, makeCombat, makeMessage, world, type FakeActor, registerRolls, resetWorld } from "../../support/foundry-double";
import { ELF_ROLLS } from "../../../src/rulesets/elf/rolls";
import { registerGmQuery } from "../../../src/core/gm";
import { runChatAction } from "../../../src/core/chat/actions";
import type { DuelRoundCard, NpcDamageCard, PcDamageCard, TaskCard } from "../../../src/rulesets/elf/task/cards";
import { hitOf } from "../../../src/rulesets/elf/task/cards";
import "../../support/rulesets";
import { initiativeFormula, onCombatBoundaries, setBand } from "../../../src/rulesets/elf/combat/combat";
import { advanceActorTime, harmActor } from "../../../src/rulesets/elf/conditions/conditions";
import { chooseStance, rollDuelRound, startDuelRound } from "../../../src/rulesets/elf/combat/duel";
import { npcAttack, resolveSecret, rollFromRequest } from "../../../src/rulesets/elf/requests/requests";
import { rollTask } from "../../../src/rulesets/elf/task/task";
import { pcAttack } from "../../../src/rulesets/elf/combat/attack";
import { ELF_SETTINGS, rememberSecretDifficulty } from "../../../src/rulesets/elf/settings";
import { registerRulesetSettings } from "../../../src/core/ruleset-setup";
import { conditionsOf } from "../../../src/rulesets/elf/actors/state";

registerRolls(ELF_ROLLS);

registerGmQuery();
// What the Elf System registers on init: Foundry refuses to set a setting nobody registered.
registerRulesetSettings({ id: "elf", settings: ELF_SETTINGS });
const button = (data: Record<string, string> = {}) => ({ dataset: data }) as unknown as HTMLButtonElement;
const fast = { fastForward: true, advantage: false, disadvantage: false };
const g = globalThis as unknown as { game: { time: { worldTime: number }; combat: unknown; settings: { set(ns: string, k: string, v: unknown): Promise<void> } } };

type Msg = { id: string; card?: unknown; content?: string; flags: Record<string, unknown>; rolls: { options: { card: unknown } }[]; updates: unknown[] };
const last = () => world.messages.at(-1) as unknown as Msg;
const lastWith = (pred: (m: Msg) => boolean) => [...world.messages].reverse().find((m) => pred(m as unknown as Msg)) as unknown as Msg;
const taskCard = (m: Msg) => cardData(m) as TaskCard;
const states = (a: FakeActor) => conditionsOf(a as never).map((c) => c.id).sort();
const ladder = (a: FakeActor) => (a.system as { ladder?: unknown }).ladder;

const weapon = (name: string, system: Record<string, unknown>) => ({ name, type: "elfWeapon", system: {
  schemaVersion: 1, category: "melee", damageBonus: 3, reach: "M", maxRange: "short", twoHanded: false, stunCapable: false, smallSharp: false, gunpowder: false,
  rateOfFire: "-", equipped: true, examples: "", description: "", ...system } });
const leather = { name: "Hard Leather", type: "elfArmor", system: { schemaVersion: 1, bonus: 1, vsSmallSharp: null, vsRanged: null, metal: false, modern: false, equipped: true, notes: "", description: "" } };

function mira(extra: Record<string, unknown> = {}) {
  return makeActor({ name: "Mira", type: "elfPc", ownership: { default: 0, player1: 3 }, items: [weapon("Long Blade", {}), leather],
    system: { schemaVersion: 1, concept: "", traits: [{ name: "Swordplay", kind: "training", value: 2 }], speedBonus: 2, injuryPoints: 0, armorMisc: 0,
      resources: [{ name: "Luck", value: 2, max: 2 }], longAction: false, notes: "", ...extra } });
}
function npc(name: string, dl: number, armorBonus: number, attack: Record<string, unknown>) {
  return makeActor({ name, type: "elfNpc", system: { schemaVersion: 1, difficultyLevel: dl, armorBonus, woundThresholdOverride: null,
    attack: { name: "Sword", damageBonus: 2, reach: "M", damageKind: "lethal", ranged: false, ...attack }, notes: "" } });
}

describe("Elf System glue (Foundry test double)", () => {
  after(() => {
    g.game.combat = null;
    actAs({ id: "gm", isGM: true });
  });

  beforeEach(() => {
    g.game.time.worldTime = 0;
    resetWorld();
  });

  it("a typed DF of 'abc' is refused with a localized error and nothing is rolled", async () => {
    const pc = mira();
    world.dialogs.push({ active: [], situational: 0, mode: "normal", target: "abc" });
    world.dice.push(6, 6, 6);
    expect(await rollTask({ actor: pc as never, purpose: "task", label: "Climb", difficulty: null, intent: { ...fast, fastForward: false } })).to.equal(null);
    expect(world.messages).to.have.length(0);
    expect(world.dice).to.deep.equal([6, 6, 6]);
    expect(world.notifications[0]).to.deep.equal({ level: "error", message: 'The Difficulty Factor must be a whole number from 0 to 99, not "abc". Nothing was rolled.' });
  });

  it("advantage rolls 4d6 keep-highest-3; the card shows the dropped die and the tie's options", async () => {
    const pc = mira();
    world.dice.push(6, 2, 3, 5);
    world.dialogs.push({ active: ["trait.0"], situational: 0, mode: "advantage", target: "16" });
    await rollTask({ actor: pc as never, purpose: "task", label: "Climb", difficulty: null, intent: { ...fast, fastForward: false } });
    const card = taskCard(last());
    expect(card).to.deep.include({ mode: "advantage", natural: 14, modifier: 2, total: 16, difficulty: 16, outcome: "tie" });
    expect(card.dice).to.deep.equal([6, 2, 3, 5]);
    expect(card.kept).to.deep.equal([6, 3, 5]);
    // Success With Effort spends the picked resource, and the card records it.
    actAs({ id: "player1", isGM: false });
    world.dialogs.push("pool.0");
    await runChatAction("realms.elf.tie", last() as never, button({ choice: "successWithEffort" }));
    expect((pc.system.resources as { value: number }[])[0]!.value).to.equal(1);
    expect(taskCard(last())).to.deep.include({ tieChoice: "successWithEffort", tieSpent: "Luck" });
  });

  it("a natural 3 against a secret DF fails at once, without the number", async () => {
    const pc = mira();
    world.dice.push(1, 1, 1);
    await rollTask({ actor: pc as never, purpose: "task", label: "Spot", difficulty: null, secret: true, requestId: "nowhere", intent: fast });
    expect(taskCard(last())).to.deep.include({ outcome: "failure", forced: "alwaysFails", critical: "possibleFailure", difficulty: null });
  });

  it("a secret DF never reaches the card; the GM's browser fills in the outcome", async () => {
    await g.game.settings.set("realms", "elf-secretDifficulties", {});
    await rememberSecretDifficulty("req1", 12);
    const pc = mira();
    actAs({ id: "player1", isGM: false });
    world.dice.push(5, 4, 3);
    await rollTask({ actor: pc as never, purpose: "task", label: "Spot", difficulty: null, secret: true, requestId: "req1", intent: fast });
    const message = last();
    expect(taskCard(message)).to.deep.include({ natural: 12, outcome: "pending", difficulty: null, secret: true });
    actAs({ id: "gm", isGM: true });
    await resolveSecret(message as never);
    expect(taskCard(message).outcome).to.equal("tie");
    // The only 12 on the card is the dice total; the DF itself never entered it.
    expect(Object.entries(taskCard(message)).filter(([, v]) => v === 12).map(([k]) => k)).to.deep.equal(["natural", "total"]);
  });

  it("exchange melee over two rounds: NPC harm waits for the round's end, two wounds make it Dying and out", async () => {
    const pc = mira();
    const guard = npc("Guard", 11, 2, {});
    const combat = makeCombat([pc, guard], { structure: "exchange" });
    for (const round of [1, 2]) {
      combat.round = round;
      actAs({ id: "player1", isGM: false });
      world.dice.push(6, 5, 4);
      await pcAttack(pc as never, pc.items.get((pc.items as unknown as { id: string }[])[0]!.id) as never, guard as never, fast);
      const attack = last();
      // Guard's DL 11, −3 once wounded: 15 beats it either way.
      expect(taskCard(attack)).to.deep.include({ purpose: "attack", difficulty: round === 1 ? 11 : 8, outcome: "success" });
      world.dice.push(5, 5, 5);
      await runChatAction("realms.elf.rollNpcDamage", attack as never, button({ kind: "lethal" }));
      const damage = last();
      expect(cardData(damage)).to.deep.include({ threshold: 14, total: 18, harm: "wounded", deferred: true });
      await runChatAction("realms.elf.applyNpc", damage as never, button());
      expect((cardData(damage) as NpcDamageCard).applied).to.equal(true);
      expect(states(guard), `round ${round}, before its end`).to.deep.equal(round === 1 ? [] : ["wounded"]);
      actAs({ id: "gm", isGM: true });
      await onCombatBoundaries(combat as never, [{ kind: "roundEnd", round }]);
      // The token's bar1, the ladder's steps before Dead, follows the applied card: Wounded 2/3, then Dying 1/3.
      expect(ladder(guard), `round ${round}, after its end`).to.deep.equal({ value: round === 1 ? 2 : 1, max: 3 });
    }
    expect(states(guard)).to.deep.equal(["dying", "wounded"]);
    expect(combat.combatants.get(String((combat.combatants as unknown as { id: string }[])[1]!.id))!.defeated).to.equal(true);
  });

  it("a player who rewrites their own damage card (another NPC, Dying) cannot apply it: the GM's seal refuses it", async () => {
    const pc = mira();
    const guard = npc("Guard", 11, 2, {});
    const captain = npc("Captain", 14, 3, {});
    makeCombat([pc, guard, captain], { structure: "sequential" });
    actAs({ id: "player1", isGM: false });
    world.dice.push(6, 5, 4);
    await pcAttack(pc as never, (pc.items as unknown as unknown[])[0] as never, guard as never, fast);
    world.dice.push(6, 6, 3);
    await runChatAction("realms.elf.rollNpcDamage", last() as never, button({ kind: "lethal" }));
    const damage = last() as unknown as { update(c: object): Promise<unknown> };
    // The hit lands at once, so the card carries the apply-damage part: the player rewrites that.
    await damage.update({ "system.damage.targets": [{ name: captain.name, uuid: captain.uuid }], "system.damage.packet": { parts: [{ amount: 0, type: "lethal" }], secondary: ["dying"] } });
    world.notifications.length = 0;
    await runChatAction("realms.applyDamage", damage as never, button({ target: captain.uuid }));
    await runChatAction("realms.elf.applyNpc", damage as never, button());
    expect([states(captain), states(guard)]).to.deep.equal([[], []]);
    expect(world.notifications.map((n) => n.message)).to.deep.equal([
      "This card was changed after it was rolled, so it is not applied. Nothing was changed.", "This request was already carried out, or never made. Nothing was changed.",
    ]);
  });

  it("sequential melee: a hit lands at once; an exchange round opens with its phases in order", async () => {
    const pc = mira();
    const guard = npc("Guard", 11, 2, {});
    const combat = makeCombat([pc, guard], { structure: "sequential" });
    actAs({ id: "player1", isGM: false });
    world.dice.push(6, 5, 4);
    await pcAttack(pc as never, (pc.items as unknown as unknown[])[0] as never, guard as never, fast);
    world.dice.push(6, 6, 3);
    // A Long Blade cannot pull its blows: lethal only.
    await runChatAction("realms.elf.rollNpcDamage", last() as never, button({ kind: "lethal" }));
    expect(cardData(last())).to.deep.include({ total: 18, harm: "wounded", deferred: false });
    await runChatAction("realms.applyDamage", last() as never, button({ target: guard.uuid }));
    expect(states(guard)).to.deep.equal(["wounded"]);
    actAs({ id: "gm", isGM: true });
    combat.flags.realms.structure = "exchange";
    await onCombatBoundaries(combat as never, [{ kind: "roundStart", round: 2 }]);
    expect(await shown(last())).to.match(/Round 2[\s\S]*GM says[\s\S]*announce[\s\S]*Movers[\s\S]*Attackers[\s\S]*defend[\s\S]*Everyone else[\s\S]*Conditions land/);
  });

  it("an NPC attack the PC fails to defend: resist damage, Injury Points, and a failed long action", async () => {
    const pc = mira({ longAction: true });
    const guard = npc("Guard", 11, 2, { damageBonus: 2 });
    makeCombat([pc, guard], { structure: "sequential" });
    await npcAttack(guard as never, pc as never);
    const request = last();
    actAs({ id: "player1", isGM: false });
    world.dialogs.push({ active: [], situational: 0, mode: "normal", target: "11" });
    world.dice.push(1, 2, 3);
    await rollFromRequest(request as never, pc.uuid);
    const defence = lastWith((m) => !!m.rolls?.[0]);
    expect(taskCard(defence)).to.deep.include({ purpose: "defence", difficulty: 11, outcome: "failure" });
    expect(hitOf(taskCard(defence))).to.equal("pc");
    world.dice.push(2, 2, 2);
    await runChatAction("realms.elf.rollPcDamage", defence as never, button());
    const resist = last();
    const card = cardData(resist) as PcDamageCard;
    // 6 + Hard Leather 1 = 7 against DL 5 + 2 + 0 = 7: Injured, one Injury Point.
    expect(card.result).to.deep.include({ natural: 6, total: 7, difficulty: 7, harm: "injured", injuryPoints: 1 });
    expect(card.longActionFailed, "the long action was lost at the Hit").to.equal(false);
    await runChatAction("realms.applyDamage", resist as never, button({ target: pc.uuid }));
    expect(pc.system.injuryPoints).to.equal(1);
    expect(pc.system.longAction).to.equal(false);
    expect(states(pc)).to.deep.equal(["injured"]);
    expect((await shownAll(world.messages)).some((t) => t.includes("was hit during a long action"))).to.equal(true);
  });

  it("a player cannot apply a PC damage card for someone else's character", async () => {
    const pc = mira();
    const card: PcDamageCard = { attacker: null, target: { name: pc.name, uuid: pc.uuid }, weapon: "x", dice: [1, 1, 2], armor: [], armorBonus: 0, damageBonus: 0,
      injuryBefore: 0, kind: "lethal", result: { natural: 4, total: 4, difficulty: 5, harm: "wounded", injuryPoints: 1, rule: "natural4" }, applied: false, longActionFailed: false };
    const message = makeMessage(card as never, { kind: "realms.elf.pcDamage" });
    actAs({ id: "player2", isGM: false });
    await runChatAction("realms.elf.applyPc", message as never, button());
    expect(pc.system.injuryPoints).to.equal(0);
    expect(world.notifications.map((n) => n.level)).to.deep.equal(["error"]);
  });

  it("the ladder: stunned twice knocks out for 10 + 2d6 minutes, then wakes Stunned; wounded twice is Dying; failed minute checks are Dead", async () => {
    const pc = mira();
    await harmActor(pc as never, "stunned");
    world.dice.push(3, 4);
    await harmActor(pc as never, "stunned");
    expect(states(pc)).to.deep.equal(["knockedOut"]);
    await advanceActorTime(pc as never, 16 * 60);
    expect(states(pc)).to.deep.equal(["knockedOut"]);
    await advanceActorTime(pc as never, 17 * 60);
    expect(states(pc)).to.deep.equal(["stunned"]);
    // Stunned outside combat wears off after the rest setting's 5 minutes.
    await advanceActorTime(pc as never, 22 * 60);
    expect(states(pc)).to.deep.equal([]);

    g.game.time.worldTime = 1000;
    await harmActor(pc as never, "wounded");
    await harmActor(pc as never, "wounded");
    expect(states(pc)).to.deep.equal(["dying", "wounded"]);
    world.dice.push(6, 5, 1);
    await advanceActorTime(pc as never, 1060); // one check due: 12 passes
    expect(conditionsOf(pc as never).find((c) => c.id === "dying")!.value).to.equal(1);
    world.dice.push(6, 6, 6, 1, 2, 3);
    await advanceActorTime(pc as never, 1180); // two more due: 18 passes, 6 fails
    expect(states(pc)).to.deep.equal(["dead", "wounded"]);
    const checks = world.messages.map((m) => cardData(m) as TaskCard | undefined).filter((c) => c?.purpose === "dying").map((c) => c!.outcome);
    expect(checks).to.deep.equal(["success", "success", "failure"]);
  });

  it("duel with Attack/Defend cards: face down, revealed together, the defender's advantage, both defending skips", async () => {
    await g.game.settings.set("realms", "elf-attackDefend", true);
    try {
      const pc = mira();
      const wolf = npc("Wolf", 9, 0, { name: "Bite", damageBonus: 1, reach: "S" });
      const combat = makeCombat([pc, wolf], { structure: "duel" });
      await startDuelRound(combat as never, 1);
      const round1 = last();
      expect(cardData<DuelRoundCard>(round1)).to.deep.include({ status: "choosing", revealed: null });
      actAs({ id: "player1", isGM: false });
      await chooseStance(round1 as never, "npc", "attack"); // a player cannot play the NPC's card
      expect(cardData<DuelRoundCard>(round1)!.ready).to.deep.equal({ pc: false, npc: false });
      await chooseStance(round1 as never, "pc", "defend");
      const down = cardData<DuelRoundCard>(round1)!;
      expect(down).to.deep.include({ ready: { pc: true, npc: false }, revealed: null });
      actAs({ id: "gm", isGM: true });
      await chooseStance(round1 as never, "npc", "attack");
      expect(cardData<DuelRoundCard>(round1)).to.deep.include({ status: "ready", revealed: { pc: "defend", npc: "attack" } });

      actAs({ id: "player1", isGM: false });
      world.dialogs.push({ active: [], situational: 0, mode: "advantage", target: "9" });
      world.dice.push(6, 5, 1, 2);
      await rollDuelRound(round1 as never);
      const roll = lastWith((m) => !!m.rolls?.length && !!cardData(m));
      expect(taskCard(roll)).to.deep.include({ purpose: "duel", mode: "advantage", natural: 13, difficulty: 9, outcome: "success" });
      expect(hitOf(taskCard(roll)), "a winning defender deals no damage").to.equal(null);

      actAs({ id: "gm", isGM: true });
      await startDuelRound(combat as never, 2);
      const round2 = last();
      actAs({ id: "player1", isGM: false });
      await chooseStance(round2 as never, "pc", "defend");
      actAs({ id: "gm", isGM: true });
      await chooseStance(round2 as never, "npc", "defend");
      expect(cardData<DuelRoundCard>(round2)).to.deep.include({ status: "skipped", revealed: { pc: "defend", npc: "defend" } });
    } finally {
      await g.game.settings.set("realms", "elf-attackDefend", false);
    }
  });

  it("duel ties convert both ways: Success At Cost hits the NPC, Failure With Benefits hits the PC", async () => {
    const pc = mira();
    const wolf = npc("Wolf", 9, 0, { name: "Bite", damageBonus: 1, reach: "S" });
    const combat = makeCombat([pc, wolf], { structure: "duel" });
    for (const [choice, hit] of [["successAtCost", "npc"], ["failureWithBenefits", "pc"]] as const) {
      actAs({ id: "gm", isGM: true });
      await startDuelRound(combat as never, 1);
      const round = last();
      actAs({ id: "player1", isGM: false });
      world.dialogs.push({ active: [], situational: 0, mode: "normal", target: "9" });
      world.dice.push(3, 3, 3);
      await rollDuelRound(round as never);
      const roll = lastWith((m) => !!m.rolls?.length && !!cardData(m));
      expect(taskCard(roll)).to.deep.include({ outcome: "tie" });
      expect(hitOf(taskCard(roll))).to.equal(null);
      await runChatAction("realms.elf.tie", roll as never, button({ choice }));
      expect(hitOf(taskCard(roll)), choice).to.equal(hit);
    }
  });

  it("sequential initiative: PCs roll 1d20 + speed, NPCs use their DL", () => {
    expect(initiativeFormula({ type: "elfPc", system: { speedBonus: 2 } })).to.equal("1d20 + 2");
    expect(initiativeFormula({ type: "elfPc", system: { speedBonus: 0 } })).to.equal("1d20");
    expect(initiativeFormula({ type: "elfNpc", system: { difficultyLevel: 11 } })).to.equal("11");
  });

  it("range bands: a player moves one band per round, the GM sets any", async () => {
    const pc = mira();
    const guard = npc("Guard", 11, 2, {});
    const combat = makeCombat([pc, guard]);
    const [a, b] = (combat.combatants as unknown as { id: string }[]).map((c) => c.id);
    actAs({ id: "player1", isGM: false });
    await setBand(combat as never, a!, b!, "long");
    expect(combat.flags.realms.ranges).to.equal(undefined);
    await setBand(combat as never, a!, b!, "middle");
    expect(Object.values(combat.flags.realms.ranges as object)).to.deep.equal(["middle"]);
    await setBand(combat as never, a!, b!, "long"); // a second move in the same round
    expect(Object.values(combat.flags.realms.ranges as object)).to.deep.equal(["middle"]);
    actAs({ id: "gm", isGM: true });
    await setBand(combat as never, a!, b!, "close");
    expect(Object.values(combat.flags.realms.ranges as object)).to.deep.equal(["close"]);
    // A Long Blade (Medium reach) cannot strike at Close range.
    actAs({ id: "player1", isGM: false });
    await pcAttack(pc as never, (pc.items as unknown as unknown[])[0] as never, guard as never, fast);
    expect(world.notifications.at(-1)).to.deep.equal({ level: "error", message: "Long Blade cannot be used at Close range (too close)." });
  });
});

describe("Elf damage cards through the apply-damage part (Foundry test double)", () => {
  beforeEach(() => resetWorld());
  after(() => {
    g.game.combat = null;
    actAs({ id: "gm", isGM: true });
  });

  /** Guard attacks Mira, she fails to defend and rolls to resist (6 + Hard Leather 1 against DL 7: Injured). */
  async function resistCard(pc: FakeActor) {
    const guard = npc("Guard", 11, 2, { damageBonus: 2 });
    makeCombat([pc, guard], { structure: "sequential" });
    await npcAttack(guard as never, pc as never);
    actAs({ id: "player1", isGM: false });
    world.dialogs.push({ active: [], situational: 0, mode: "normal", target: "11" });
    world.dice.push(1, 2, 3);
    await rollFromRequest(last() as never, pc.uuid);
    world.dice.push(2, 2, 2);
    await runChatAction("realms.elf.rollPcDamage", lastWith((m) => !!m.rolls?.[0]) as never, button());
    return last();
  }

  it("a PC's resistance: the roll, the harm and the Injury Points shown; the owner applies once, another player is refused, Undo takes the Injury Point back", async () => {
    const pc = mira();
    const resist = await resistCard(pc);
    const html = await shown(resist);
    expect(html).to.contain("Rolled 6, total 7 against 7").and.contain("Harm: Injured").and.contain("Injury Points → 1");
    expect(html).not.to.contain('data-realms-action="realms.elf.applyPc"');

    actAs({ id: "player2", isGM: false });
    await runChatAction("realms.applyDamage", resist as never, button({ target: pc.uuid }));
    expect(pc.system.injuryPoints).to.equal(0);
    expect(world.notifications.at(-1)!.message).to.equal("You do not own Mira, so you cannot change it.");

    actAs({ id: "player1", isGM: false });
    world.notifications.length = 0;
    await runChatAction("realms.applyDamage", resist as never, button({ target: pc.uuid }));
    await runChatAction("realms.applyDamage", resist as never, button({ target: pc.uuid }));
    await runChatAction("realms.elf.applyPc", resist as never, button());
    expect(pc.system.injuryPoints).to.equal(1);
    expect(states(pc)).to.deep.equal(["injured"]);
    expect(world.notifications.map((n) => n.message)).to.deep.equal(["This request was already carried out, or never made. Nothing was changed."]);

    await runChatAction("realms.undoDamage", resist as never, button({ target: pc.uuid }));
    expect(pc.system.injuryPoints).to.equal(0);
  });

  it("an NPC's harm in exchange melee keeps the card's own button: it waits in the round's queue", async () => {
    const pc = mira();
    const guard = npc("Guard", 11, 2, {});
    makeCombat([pc, guard], { structure: "exchange" });
    actAs({ id: "player1", isGM: false });
    world.dice.push(6, 5, 4);
    await pcAttack(pc as never, (pc.items as unknown as unknown[])[0] as never, guard as never, fast);
    world.dice.push(6, 6, 3);
    await runChatAction("realms.elf.rollNpcDamage", last() as never, button({ kind: "lethal" }));
    const damage = last() as unknown as { system: { damage: unknown } };
    expect(cardData(damage)).to.deep.include({ harm: "wounded", deferred: true });
    expect(damage.system.damage).to.equal(null);
    expect(await shown(damage)).to.contain('data-realms-action="realms.elf.applyNpc"');
  });
});
