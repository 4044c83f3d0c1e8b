/**
 * Structured rounds through the system's Combat subclass on the v13 double: side turns as CombatantGroups,
 * phases advanced by the GM, activations started by owners, durations that end at those boundaries,
 * `realms.turnBoundary` once per boundary, summons in the order, the tracker's bar and buttons.
 */
import { expect } from "chai";
import { Window } from "happy-dom";
import { actAs, makeActor, makeCombat, settle, world, type FakeActor } from "../../support/foundry-double";
import type { FakeCombat } from "../../support/double/combat";
import { registerRuleset } from "../../../src/core/registry";
import { type Boundary } from "../../../src/core/rules/timeline";
import { boundaryKey } from "../../support/timeline";
import type { ActiveCondition, DurationSpec } from "../../../src/core/rules/conditions";
import type { TurnStructure } from "../../../src/core/rules/turn-structure";
import { fakeRuleset } from "../../support/fake-ruleset";
import { useSystemCombat } from "../../support/system-combat";
import type { Ruleset } from "../../../src/core/ruleset";
import { REALMS_EVENTS } from "../../../src/core/events";
import { addSummoned, advancePhase, endActivation, renderStructureControls, startActivation } from "../../../src/core/turn-controls";
import { endQuest } from "../../../src/core/quest";
import { currentPath, groupOf, sideOfCombatant } from "../../../src/core/turn-position";

const g = globalThis as unknown as {
  game: { combat: unknown; settings: { store: Map<string, unknown> } };
  CONFIG: { Combat: { documentClass: unknown }; Combatant: { documentClass: unknown } };
  Hooks: { on(name: string, fn: (...a: unknown[]) => void): number; off(name: string, id: number): void };
};

/** A test structure shaped like Eldfall's (Eldfall itself is a later issue; the labels borrow existing keys). */
const ELDFALL_LIKE: TurnStructure = {
  sides: [{ id: "heroes", label: "REALMS.Elvendor.Phase.player" }, { id: "hostiles", label: "REALMS.Elvendor.Phase.enemy" }],
  sideOf: (type) => (type === "hero" ? "heroes" : "hostiles"),
  within: "activations",
  phases: [
    { id: "strategic", label: "REALMS.Elf.Phase.declareNpcs" }, { id: "upkeep", label: "REALMS.Elf.Phase.announce" },
    { id: "chaos", label: "REALMS.Elf.Phase.move", sides: ["hostiles"] }, { id: "tactical", label: "REALMS.Elf.Phase.attacks", activations: true },
    { id: "end", label: "REALMS.Elf.Phase.defences" },
  ],
};

const seen: string[] = [];
const key = (b: Boundary) => `${boundaryKey(b)}${"skipped" in b && b.skipped ? "*" : ""}`;
const base: Ruleset = fakeRuleset("structureprobe", {
  async onCombatBoundaries(_combat, boundaries) { seen.push(...boundaries.map(key)); },
});
registerRuleset({ ...base, turnStructure: ELDFALL_LIKE });
registerRuleset({ ...base, id: "summonprobe" });
registerRuleset({ ...base, id: "hasteprobe", turnStructure: { activations: true } });

type Combat = FakeCombat & { syncBoundaries(): Promise<void> };
const step = async (fn: () => Promise<unknown>) => { await fn(); await settle(); await settle(); };

function useRuleset(id: string) {
  useSystemCombat(id);
  beforeEach(() => { seen.length = 0; });
}

const hero = (name: string, owner = "player1") => makeActor({ name, type: "hero", system: {}, ownership: { default: 0, [owner]: 3 } });
const hostile = (name: string) => makeActor({ name, type: "hostile", system: {} });

async function withCondition(actor: FakeActor, id: string, duration: DurationSpec, at: Partial<ActiveCondition["appliedAt"]> = {}) {
  const condition: ActiveCondition = { id, appliedAt: { round: 1, turn: null, worldTime: 0, ...at }, duration };
  await actor.createEmbeddedDocuments("ActiveEffect", [{ name: id, flags: { realms: { condition } } }]);
}
const conditionIds = (actor: FakeActor) => actor.effects.map((e) => (e.flags as { realms?: { condition?: { id: string } } }).realms?.condition?.id);

describe("a structured round through the system's Combat (side turns, phases, activations)", () => {
  useRuleset("structureprobe");

  async function fight() {
    const [h1, h2, x1] = [hero("Aria"), hero("Brannoc", "player2"), hostile("Wolf")];
    const combat = makeCombat([x1, h1, h2], {}, { round: 0, turn: null }) as unknown as Combat;
    await step(() => combat.startCombat() as Promise<unknown>);
    const idOf = (a: FakeActor) => combat.combatants.find((c) => c.actor === a)!.id;
    return { combat, h1, h2, x1, idOf };
  }

  it("sides become CombatantGroups; the tracker sorts heroes first; the round opens the Hero Turn's Strategic Phase", async () => {
    const { combat, h1, x1, idOf } = await fight();
    expect(combat.groups.map((x) => (x.flags as { realms: { side: string } }).realms.side)).to.deep.equal(["heroes", "hostiles"]);
    expect(groupOf(combat.combatants.get(idOf(x1)) as never)?.id).to.equal(combat.groups[1]!.id);
    expect(combat.turns.map((c) => c.actor?.name)).to.deep.equal(["Aria", "Brannoc", "Wolf"]);
    expect(sideOfCombatant(combat.combatants.get(idOf(h1)) as never)).to.equal("heroes");
    expect(seen).to.deep.equal(["roundStart:1", "sideStart:1:heroes", "phaseStart:1:heroes/strategic"]);
  });

  it("the GM advances phases; owners activate their models (twice with a haste) and end activations; each boundary once, announced", async () => {
    const { combat, h1, h2, x1, idOf } = await fight();
    const announced: string[] = [];
    const hookId = g.Hooks.on(REALMS_EVENTS.turnBoundary, (payload) => announced.push(key((payload as { boundary: Boundary }).boundary)));
    seen.length = 0;
    await step(() => advancePhase(combat as never)); // upkeep
    await step(() => combat.nextTurn() as Promise<unknown>); // tactical: the tracker's own Next Turn steps the phase
    actAs({ id: "player1", isGM: false });
    await step(() => startActivation(combat as never, idOf(h1)));
    await step(() => startActivation(combat as never, idOf(h1))); // a haste: again
    world.notifications.length = 0;
    await step(() => startActivation(combat as never, idOf(x1))); // not theirs
    expect(world.notifications.map((n) => n.level)).to.deep.equal(["error"]);
    await step(() => endActivation(combat as never));
    actAs({ id: "gm", isGM: true });
    await step(() => startActivation(combat as never, idOf(x1))); // hostiles do not activate in the Hero Turn
    await step(() => startActivation(combat as never, idOf(h2)));
    for (let i = 0; i < 7; i++) await step(() => advancePhase(combat as never)); // …hostiles' end, then the next round
    g.Hooks.off(REALMS_EVENTS.turnBoundary, hookId);
    const [a1, b1] = [idOf(h1), idOf(h2)];
    expect(seen).to.deep.equal([
      "phaseEnd:1:heroes/strategic", "phaseStart:1:heroes/upkeep", "phaseEnd:1:heroes/upkeep", "phaseStart:1:heroes/tactical",
      `activationStart:1:heroes/tactical/${a1}#1`, `activationEnd:1:heroes/tactical/${a1}#1`, `activationStart:1:heroes/tactical/${a1}#2`,
      `activationEnd:1:heroes/tactical/${a1}#2`, `activationStart:1:heroes/tactical/${b1}#1`,
      `activationEnd:1:heroes/tactical/${b1}#1`, "phaseEnd:1:heroes/tactical", "phaseStart:1:heroes/end",
      "phaseEnd:1:heroes/end", "sideEnd:1:heroes", "sideStart:1:hostiles", "phaseStart:1:hostiles/strategic",
      "phaseEnd:1:hostiles/strategic", "phaseStart:1:hostiles/upkeep", "phaseEnd:1:hostiles/upkeep", "phaseStart:1:hostiles/chaos",
      "phaseEnd:1:hostiles/chaos", "phaseStart:1:hostiles/tactical", "phaseEnd:1:hostiles/tactical", "phaseStart:1:hostiles/end",
      "phaseEnd:1:hostiles/end", "sideEnd:1:hostiles", "roundEnd:1", "roundStart:2", "sideStart:2:heroes", "phaseStart:2:heroes/strategic",
    ]);
    expect(announced, "realms.turnBoundary once per boundary, in order").to.deep.equal(seen);
  });

  it("ending someone else's activation, or one that is not open, is refused with a notice saying why; the activation stays", async () => {
    const { combat, h2, idOf } = await fight();
    for (let i = 0; i < 2; i++) await step(() => advancePhase(combat as never));
    actAs({ id: "player2", isGM: false });
    await step(() => startActivation(combat as never, idOf(h2)));
    actAs({ id: "player1", isGM: false });
    world.notifications.length = 0;
    await step(() => endActivation(combat as never));
    const open = currentPath(combat as never);
    expect(open.at(-1)).to.equal(`${idOf(h2)}#1`);
    actAs({ id: "player2", isGM: false });
    await step(() => endActivation(combat as never));
    await step(() => endActivation(combat as never));
    actAs({ id: "gm", isGM: true });
    expect(currentPath(combat as never)).to.deep.equal(open.slice(0, -1));
    expect(world.notifications.map((n) => [n.level, n.message])).to.deep.equal([
      ["error", "You do not own Brannoc, so you cannot change it."], ["error", "No activation is open, so none was ended."],
    ]);
  });

  it("a rewind (Previous Round, an earlier phase) replays nothing; coming back forward neither", async () => {
    const { combat } = await fight();
    await step(() => advancePhase(combat as never));
    await step(() => combat.nextRound() as Promise<unknown>);
    const before = [...seen];
    await step(() => combat.previousRound() as Promise<unknown>);
    await step(() => combat.update({ "flags.realms.position": { round: 1, path: ["heroes", "upkeep"] } }) as Promise<unknown>);
    await step(() => combat.nextRound() as Promise<unknown>);
    expect(seen).to.deep.equal(before);
    expect(seen.filter((k) => k === "roundStart:2")).to.have.length(1);
  });

  it("durations: end of activation, end of this side turn, the caster's next Strategic Phase; removed with the combat", async () => {
    const { combat, h1, h2, x1, idOf } = await fight();
    for (let i = 0; i < 2; i++) await step(() => advancePhase(combat as never));
    await step(() => startActivation(combat as never, idOf(h1)));
    await withCondition(h1, "focused", { unit: "activation" }, { side: "heroes", activation: `${idOf(h1)}#1` });
    await withCondition(h2, "guarded", { unit: "sideTurn" }, { side: "heroes" });
    await withCondition(x1, "enchanted", { unit: "phase", phase: "strategic", casterId: idOf(h1) });
    await withCondition(h2, "blessed", { unit: "quest" });
    await step(() => endActivation(combat as never));
    expect(conditionIds(h1), "the activation ended").to.deep.equal([]);
    expect(conditionIds(h2)).to.deep.equal(["guarded", "blessed"]);
    for (let i = 0; i < 2; i++) await step(() => advancePhase(combat as never)); // heroes' end, then the Hostile Turn
    expect(conditionIds(h2), "the Hero Turn ended").to.deep.equal(["blessed"]);
    expect(conditionIds(x1), "not the hostiles' Strategic Phase: the caster is a hero").to.deep.equal(["enchanted"]);
    await step(() => combat.nextRound() as Promise<unknown>);
    expect(conditionIds(x1), "the caster's next Strategic Phase").to.deep.equal([]);
    await combat.delete();
    await settle();
    expect(conditionIds(h2), "a quest condition outlives the combat").to.deep.equal(["blessed"]);
    actAs({ id: "player1", isGM: false });
    world.notifications.length = 0;
    expect(await endQuest()).to.equal(null);
    expect(world.notifications.map((n) => n.level)).to.deep.equal(["error"]);
    actAs({ id: "gm", isGM: true });
    const questEnds: unknown[] = [];
    const hookId = g.Hooks.on(REALMS_EVENTS.questEnd, (p) => questEnds.push(p));
    expect(await endQuest()).to.equal(1);
    g.Hooks.off(REALMS_EVENTS.questEnd, hookId);
    expect([conditionIds(h2), questEnds]).to.deep.equal([[], [{ ended: 1 }]]);
  });

  it("a model that leaves while activating has no activation end; the phase goes on", async () => {
    const { combat, h1, idOf } = await fight();
    for (let i = 0; i < 2; i++) await step(() => advancePhase(combat as never));
    const a1 = idOf(h1);
    await step(() => startActivation(combat as never, a1));
    seen.length = 0;
    await step(() => combat.deleteEmbeddedDocuments("Combatant", [a1]) as Promise<unknown>);
    await step(() => advancePhase(combat as never));
    expect(seen).to.deep.equal(["phaseEnd:1:heroes/tactical", "phaseStart:1:heroes/end"]);
    expect(currentPath(combat as never)).to.deep.equal(["heroes", "end"]);
  });

  it("the tracker shows the side turn and phase, Next phase for the GM, Activate on the rows that may, the one activating", async () => {
    const { combat, h1, idOf } = await fight();
    for (let i = 0; i < 2; i++) await step(() => advancePhase(combat as never));
    await step(() => startActivation(combat as never, idOf(h1)));
    const window = new Window();
    const html = window.document.createElement("section");
    html.innerHTML = `<header class="combat-tracker-header"></header><ol>${combat.turns.map((c) => `<li data-combatant-id="${c.id}"><span class="token-name">${c.name}</span></li>`).join("")}</ol>`;
    const globals = globalThis as unknown as { document?: unknown };
    const prior = globals.document;
    globals.document = window.document;
    try {
      renderStructureControls(combat as never, html as unknown as HTMLElement);
      renderStructureControls(combat as never, html as unknown as HTMLElement); // a re-render replaces, never doubles
    } finally {
      globals.document = prior;
    }
    const bar = html.querySelector(".realms-structure-bar")!;
    expect(html.querySelectorAll(".realms-structure-bar")).to.have.length(1);
    expect([...bar.querySelectorAll(".realms-structure-label")].map((x) => x.textContent)).to.deep.equal(["Player Phase", "Attackers roll against their targets: only a success hits. NPCs feel hits at the round’s end."]);
    expect([...bar.querySelectorAll("button")].map((b) => b.getAttribute("data-realms-turn"))).to.deep.equal(["advancePhase", "endActivation"]);
    const rows = [...html.querySelectorAll("li")];
    expect(rows.map((li) => [li.classList.contains("realms-activating"), li.querySelectorAll(".realms-activate").length]))
      .to.deep.equal([[true, 1], [false, 1], [false, 0]]);
  });
});

describe("summons in the turn order", () => {
  useRuleset("summonprobe");

  it("a summon acts right after its summoner, a second after the first; the environment's after everyone", async () => {
    const [a, b, c] = [hero("A"), hero("B"), hero("C")];
    const combat = makeCombat([a, b, c], {}, { round: 0, turn: null }) as unknown as Combat;
    await combat.updateEmbeddedDocuments("Combatant", combat.combatants.map((x, i) => ({ _id: x.id, initiative: 30 - i * 10 })));
    await step(() => combat.startCombat() as Promise<unknown>);
    const summoner = combat.turns[1]!.id;
    await addSummoned(combat as never, { actorId: null, name: "Imp" } as never, summoner);
    await addSummoned(combat as never, { name: "Storm" } as never, null);
    await addSummoned(combat as never, { name: "Imp 2" } as never, summoner);
    expect(combat.turns.map((x) => x.name)).to.deep.equal(["A", "B", "Imp", "Imp 2", "C", "Storm"]);
    expect(combat.combatant?.name, "the current combatant stays current").to.equal("A");
  });
});

describe("activations inside per-combatant turns (2D6: a haste acts again)", () => {
  useRuleset("hasteprobe");

  it("the one whose turn it is activates, again after a haste; another cannot; Next Turn ends the open activation first", async () => {
    const [a, b] = [hero("A"), hero("B", "player2")];
    const combat = makeCombat([a, b], {}, { round: 0, turn: null }) as unknown as Combat;
    await step(() => combat.startCombat() as Promise<unknown>);
    const [first, second] = combat.turns.map((c) => c.id);
    await step(() => startActivation(combat as never, first!));
    await step(() => startActivation(combat as never, first!));
    world.notifications.length = 0;
    await step(() => startActivation(combat as never, second!));
    expect(world.notifications.map((n) => n.level), "not B's turn").to.deep.equal(["error"]);
    await step(() => combat.nextTurn() as Promise<unknown>);
    expect(seen).to.deep.equal([
      "roundStart:1", `turnStart:1:${first}`, `activationStart:1:${first}#1`, `activationEnd:1:${first}#1`, `activationStart:1:${first}#2`,
      `activationEnd:1:${first}#2`, `turnEnd:1:${first}`, `turnStart:1:${second}`,
    ]);
  });
});
