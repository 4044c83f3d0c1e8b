/**
 * Eldfall's turn glue on the v13 double with the system booted: a full round (Hero Turn, Hostile Turn) gives AP to
 * both sides at each Upkeep and takes it away at each End, ticks Bleeding in its bearer's Strategic Phase only,
 * ends a State "until the caster's next Strategic Phase" exactly there, offers a Warrior its stance, hands the
 * Chaos Phase to the Chaos deck (no deck in this world: it says so once), and takes a fallen Hostile off the field at the end of the turn.
 */
import { expect } from "chai";
import { Window } from "happy-dom";
import { addRegion, makeActor, makeCombat, makeScene, placeToken, settle, world, type FakeActor } from "../../support/foundry-double";
import { ZONE_BEHAVIOR } from "../../../src/core/zones";
import { environmentKind } from "../../../src/rulesets/eldfall/space/rules/environments";
import type { FakeCombat } from "../../support/double/combat";
import { bootedSuite } from "../../support/double/boot";
import { useSystemCombat } from "../../support/system-combat";
import { advancePhase } from "../../../src/core/turn-controls";
import { runChatAction } from "../../../src/core/chat/actions";
import { endQuest } from "../../../src/core/quest";
import { currentPath } from "../../../src/core/turn-position";
import { untilCastersNextStrategic } from "../../support/fixtures-eldfall-states";
import { applyStateTo, stateIdsOf } from "../../../src/rulesets/eldfall/states/actor-states";
import { apAllotmentNow, spendApOf } from "../../../src/rulesets/eldfall/turns/phases";
import { apLeftOf } from "../../../src/rulesets/eldfall/states/facts";

type Combat = FakeCombat & { syncBoundaries(): Promise<void> };
const g = globalThis as unknown as { game: { combat: unknown }; Hooks: { callAll(name: string, ...args: unknown[]): void } };
const step = async (fn: () => Promise<unknown>) => { await fn(); await settle(); await settle(); };

const attributes = (sta: number, t: number, hp: number) => ({ sta, spd: 3, arm: 3, hp, off: 12, def: 12, acc: 12, int: 10, ag: 12, t, m: 10 });
const rule = (type: string, key: string, level = 1) => ({ name: key, type, system: { schemaVersion: 1, key, level, x: "", description: "" } });
const model = (name: string, type: "eldfallHero" | "eldfallHostile", sta: number, t: number, hp: number, items: object[] = []) =>
  makeActor({ name, type, system: { schemaVersion: 1, attributes: attributes(sta, t, hp), health: hp, ap: 0 }, items: items as never, ownership: { default: 0, player1: 3 } });

const health = (a: FakeActor) => (a.system as { health: { value: number } }).health.value;
const ap = (...actors: FakeActor[]) => actors.map((a) => apLeftOf(a as never));
const texts = () => world.messages.map((m) => JSON.stringify((m as { system?: unknown }).system ?? m));

describe("Eldfall turns glue: a full round", () => {
  bootedSuite("eldfall");
  useSystemCombat("eldfall");

  async function fight() {
    const tharos = model("Tharos", "eldfallHero", 2, 10, 3);
    const anari = model("Anari", "eldfallHero", 3, 9, 2, [rule("eldfallClass", "warrior")]);
    const wolf = model("Wolf", "eldfallHostile", 1, 8, 2, [rule("eldfallTrait", "watchful")]);
    const oni = model("Oni", "eldfallHostile", 2, 12, 3);
    await applyStateTo(tharos as never, "bleeding");
    const combat = makeCombat([oni, wolf, tharos, anari], {}, { round: 0, turn: null }) as unknown as Combat;
    const idOf = (a: FakeActor) => combat.combatants.find((c) => c.actor === a)!.id;
    return { combat, tharos, anari, wolf, oni, idOf };
  }
  const advance = (combat: Combat, times = 1) => step(async () => { for (let i = 0; i < times; i++) await step(() => advancePhase(combat as never)); });
  const where = (combat: Combat) => currentPath(combat as never).join("/");

  it("Upkeep gives both sides AP = STA (Watchful ×2 while reactive), End discards it; Bleeding ticks in its bearer's Strategic Phase only", async () => {
    const { combat, tharos, anari, wolf, oni } = await fight();
    world.dice.push(15); // Tharos' Bleeding T roll (T 10): fails
    await step(() => combat.startCombat() as Promise<unknown>);
    expect(where(combat)).to.equal("heroes/strategic");
    expect(health(tharos), "1 Wound from Bleeding").to.equal(2);
    expect(texts().some((t) => t.includes("15") && t.includes("1 Wound"))).to.equal(true);
    await advance(combat); // Upkeep
    expect(ap(tharos, anari, wolf, oni)).to.deep.equal([2, 3, 2, 2]);
    expect(apAllotmentNow(wolf as never), "the tracker's pips for a reactive Watchful model").to.equal(2);
    g.game.combat = combat;
    const html = new Window().document.createElement("div");
    const wolfRow = combat.combatants.find((c) => c.actor === wolf)!.id;
    html.innerHTML = `<li data-combatant-id="${wolfRow}"><span class="token-name"></span></li>`;
    g.Hooks.callAll("renderCombatTracker", {}, html);
    expect(html.querySelectorAll(".realms-pip.ap").length, "AP pips: the allotment").to.equal(2);
    expect(html.querySelectorAll(".realms-pip.ap.filled").length, "filled: the AP kept on the actor").to.equal(2);
    await wolf.update({ "system.ap": 1 });
    g.Hooks.callAll("renderCombatTracker", {}, html);
    expect(html.querySelectorAll(".realms-pip.ap.filled").length).to.equal(1);
    await advance(combat, 2); // Tactical, End
    expect(where(combat)).to.equal("heroes/end");
    expect(ap(tharos, anari, wolf, oni), "kept until the End Phase is over").to.deep.equal([2, 3, 1, 2]);
    const rolled = world.dice.length;
    await advance(combat); // the Hostile Turn's Strategic Phase
    expect(where(combat)).to.equal("hostiles/strategic");
    expect(ap(tharos, anari, wolf, oni), "discarded at the End Phase").to.deep.equal([0, 0, 0, 0]);
    expect(health(tharos), "no Bleeding roll in the Hostile Turn").to.equal(2);
    expect(world.dice.length).to.equal(rolled);
    await advance(combat); // Upkeep
    expect(ap(tharos, anari, wolf, oni), "the Wolf is active now: no doubling").to.deep.equal([2, 3, 1, 2]);
    expect(apAllotmentNow(wolf as never)).to.equal(1);
    await combat.delete();
  });

  it("a State until the caster's next Strategic Phase ends exactly there; the Warrior's stance lasts until its own", async () => {
    const { combat, anari, wolf, tharos, idOf } = await fight();
    // The Chaos Phase goes to the Chaos deck's draw: a Chaos card posted, or the GM told why none could be drawn (no deck here,
    // unless another suite left one in the world).
    const chaosDraws = () => texts().filter((t) => t.includes('"kind":"realms.eldfall.chaos"') || /Chaos deck|not a Chaos card/.test(t)).length;
    world.dice.push(3); // Tharos' Bleeding roll in round 1: passes
    await step(() => combat.startCombat() as Promise<unknown>);
    const prompt = world.messages.findLast((m) => JSON.stringify((m as { system?: unknown }).system).includes("defensiveStance"));
    expect(prompt, "Anari the Warrior is offered the stance").to.not.equal(undefined);
    await step(() => runChatAction("realms.eldfall.phasePrompt", prompt as never, {} as never));
    expect(stateIdsOf(anari as never)).to.deep.equal(["defensiveStance"]);
    expect((prompt as unknown as { system: { data: { done: boolean } } }).system.data.done, "the card shows it declared").to.equal(true);
    expect(world.notifications.filter((n) => n.level === "error")).to.deep.equal([]);
    await advance(combat, 2); // Upkeep, Tactical
    await applyStateTo(wolf as never, "weakened", { duration: untilCastersNextStrategic(idOf(anari)) });
    await advance(combat, 3); // End, then the Hostile Turn: Strategic, Upkeep
    expect(stateIdsOf(wolf as never), "not the caster's Strategic Phase").to.deep.equal(["weakened"]);
    expect(stateIdsOf(anari as never)).to.deep.equal(["defensiveStance"]);
    expect(chaosDraws(), "no Chaos Phase yet").to.equal(0);
    await advance(combat); // Chaos
    expect([chaosDraws(), combat.round], "one draw, in round 1").to.deep.equal([1, 1]);
    world.dice.push(2);
    await advance(combat, 3); // Tactical, End, round 2: the Hero Turn's Strategic Phase
    expect(where(combat)).to.equal("heroes/strategic");
    expect(combat.round).to.equal(2);
    expect(stateIdsOf(wolf as never), "the caster's next Strategic Phase").to.deep.equal([]);
    expect(stateIdsOf(anari as never), "its own next Strategic Phase").to.deep.equal([]);
    expect(stateIdsOf(tharos as never)).to.deep.equal(["bleeding"]);
    await combat.delete();
  });

  it("a Hostile Incapacitated during the turn is removed at its end; a hero stays, and is never Dead", async () => {
    const { combat, oni, tharos, idOf } = await fight();
    world.dice.push(3);
    await step(() => combat.startCombat() as Promise<unknown>);
    await advance(combat, 2);
    await (oni as unknown as Actor.Implementation).toggleStatusEffect("realms.eldfall.incapacitated", { active: true });
    await (tharos as unknown as Actor.Implementation).toggleStatusEffect("realms.eldfall.dead", { active: true });
    expect(stateIdsOf(tharos as never)).to.deep.equal(["bleeding", "incapacitated"]);
    const oniId = idOf(oni);
    await advance(combat, 2); // End, then the Hostile Turn
    expect(combat.combatants.some((c) => c.id === oniId)).to.equal(false);
    expect(combat.combatants.some((c) => c.actor === tharos)).to.equal(true);
    await combat.delete();
  });

  it("the Hostile Turn's Strategic Phase: Regeneration heals and stops Bleeding before its roll; Toxic rolls T; a Wound at 0 HP Incapacitates", async () => {
    const troll = model("Troll", "eldfallHostile", 2, 10, 4, [rule("eldfallSkill", "regeneration", 2)]);
    const imp = model("Imp", "eldfallHostile", 1, 6, 1);
    const combat = makeCombat([troll, imp, model("Tharos", "eldfallHero", 2, 10, 3)], {}, { round: 0, turn: null }) as unknown as Combat;
    await step(() => combat.startCombat() as Promise<unknown>);
    await troll.update({ "system.health.value": 1 });
    await applyStateTo(troll as never, "bleeding");
    await applyStateTo(imp as never, "poisoned");
    // The Troll stands on a Toxic space.
    const scene = makeScene("Swamp", { gridSize: 100 });
    addRegion(scene, { name: "fumes", shapes: [{ type: "rectangle", x: 0, y: 0, width: 100, height: 100 }], behaviors: [{ type: ZONE_BEHAVIOR, system: { kind: environmentKind("toxic") } }] });
    const trollToken = placeToken(scene, troll, { x: 0, y: 0, linked: true });
    placeToken(scene, imp, { x: 3, y: 0, linked: true });
    Object.assign(combat.combatants.find((c) => c.actor === troll)!, { token: trollToken, tokenId: trollToken.id });
    world.dice.push(12, 1); // the Troll's Toxic T roll (T 10): fails; the Imp's Poisoned roll (T 6 − 6 = 0): fails whatever the die
    await advance(combat, 4); // heroes: Upkeep, Tactical, End; then the Hostile Turn's Strategic Phase
    expect(where(combat)).to.equal("hostiles/strategic");
    expect(stateIdsOf(troll as never), "Regeneration cancelled Bleeding").to.deep.equal([]);
    expect(health(troll), "1 + 2 regenerated − 1 Toxic Wound").to.equal(2);
    expect(health(imp)).to.equal(0);
    expect(stateIdsOf(imp as never), "0 HP outside a Resolution Step: Incapacitated at once").to.deep.equal(["poisoned", "incapacitated"]);
    expect(world.dice).to.deep.equal([]);
    await combat.delete();
  });

  it("AP is spent through the rules: refused without AP or while Incapacitated, with a notice", async () => {
    const tharos = model("Tharos", "eldfallHero", 2, 10, 3);
    await tharos.update({ "system.ap": 1 });
    expect(await spendApOf(tharos as never, 1)).to.equal(true);
    expect(apLeftOf(tharos as never)).to.equal(0);
    world.notifications.length = 0;
    expect(await spendApOf(tharos as never, 1)).to.equal(false);
    await tharos.update({ "system.ap": 2 });
    await applyStateTo(tharos as never, "incapacitated");
    expect(await spendApOf(tharos as never, 1)).to.equal(false);
    expect(apLeftOf(tharos as never), "kept, unusable").to.equal(2);
    expect(world.notifications.map((n) => n.level)).to.deep.equal(["error", "error"]);
  });

  it("ending the Quest ends tactical States (A37, on by default) and leaves body States until a Rest", async () => {
    const tharos = model("Tharos", "eldfallHero", 2, 10, 3);
    await applyStateTo(tharos as never, "crouched");
    await applyStateTo(tharos as never, "bleeding");
    await endQuest();
    expect(stateIdsOf(tharos as never)).to.deep.equal(["bleeding"]);
  });

  it("immunities hold on the token HUD: an Undead cannot be Poisoned", async () => {
    const ghoul = model("Ghoul", "eldfallHostile", 1, 8, 2, [rule("eldfallTrait", "undead")]);
    await (ghoul as unknown as Actor.Implementation).toggleStatusEffect("realms.eldfall.poisoned", { active: true });
    expect(stateIdsOf(ghoul as never)).to.deep.equal([]);
    expect(texts().at(-1)).to.include("is immune to Poisoned (Undead).");
  });
});
