/**
 * The Hostile AI on a scene with Levels (Foundry v14): each level is its own field, so a Hostile plans against the
 * heroes on its own floor. Driven through the GM's entry point: the Hostile Turn's Tactical Phase opens and the
 * proposal card is posted. v13 has one level (no token names one), so the suite runs in the double's v14 mode only.
 */
import { expect } from "chai";
import { addLevel, FOUNDRY_GENERATION, makeActor, makeCombat, makeScene, placeToken, resetUsers, resetWorld, settle, world, type FakeActor } from "../../support/foundry-double";
import type { FakeCombat } from "../../support/double/combat";
import { bootSystem } from "../../support/double/boot";
import { useSystemCombat } from "../../support/system-combat";
import { cardData } from "../../support/cards";
import { exampleCard } from "../../support/ai-fixtures";
import { advancePhase } from "../../../src/core/turn-controls";
import { currentPath } from "../../../src/core/turn-position";
import { AI_PROPOSAL_CARD, type AiProposalCard } from "../../../src/rulesets/eldfall/ai/proposal-card";

const ATTRS = { sta: 2, spd: 4, arm: 3, hp: 3, off: 13, def: 12, acc: 12, int: 10, ag: 12, t: 12, m: 10 };
const BEHAVIOR = { name: "Example behavior", type: "eldfallBehavior", system: exampleCard() };
const step = async (fn: () => Promise<unknown>) => { await fn(); await settle(); await settle(); };
const kindOf = (m: unknown) => (m as { system?: { kind?: string } }).system?.kind;

function model(name: string, type: "eldfallHero" | "eldfallHostile", owner: string | null, items: object[] = []): FakeActor {
  return makeActor({
    name, type, ownership: { default: 0, ...(owner ? { [owner]: 3 } : {}) }, items: items as never,
    system: { schemaVersion: 1, attributes: { ...ATTRS }, health: ATTRS.hp, weakPoints: 0, ap: 0, tier: 1, size: "medium", inventory: 10 },
  });
}

describe("Eldfall AI on a scene with Levels (v14): a Hostile plans on its own level", () => {
  let shutdown: () => void;
  before(async function () {
    if (FOUNDRY_GENERATION === 13) this.skip(); // v13 has one level: nothing names a level there
    resetWorld();
    resetUsers();
    ({ shutdown } = await bootSystem("eldfall"));
  });
  after(() => {
    if (FOUNDRY_GENERATION === 13) return;
    shutdown();
  });
  useSystemCombat("eldfall");

  it("the Tactical Phase's proposal: a Wolf on the ground goes for the hero on the ground, never the one upstairs beside it", async () => {
    resetWorld();
    const scene = makeScene("Tower", { gridSize: 100 });
    const ground = scene.levels![0]!.id;
    const up = addLevel(scene, { name: "Upstairs", elevation: { bottom: 20, top: 40 } }).id;
    const aria = model("Aria", "eldfallHero", "player1");
    const tharos = model("Tharos", "eldfallHero", "player1");
    const wolf = model("Wolf", "eldfallHostile", null, [BEHAVIOR]);
    const above = placeToken(scene, aria, { x: 1, y: 0, level: up, elevation: 20, linked: true });
    const below = placeToken(scene, tharos, { x: 4, y: 0, linked: true });
    const wolfToken = placeToken(scene, wolf, { x: 0, y: 0, linked: true });
    expect([above.level, below.level, wolfToken.level]).to.deep.equal([up, ground, ground]);
    const combat = makeCombat([aria, tharos, wolf], {}, { round: 0, turn: null }) as unknown as FakeCombat;
    await step(() => combat.startCombat() as Promise<unknown>);
    for (let i = 0; i < 7; i++) await step(() => advancePhase(combat as never)); // to the Hostile Turn's Tactical Phase
    expect(currentPath(combat as never).join("/")).to.equal("hostiles/tactical");

    const proposal = world.messages.findLast((m) => kindOf(m) === AI_PROPOSAL_CARD.id);
    expect(proposal, "proposed at the phase start").to.not.equal(undefined);
    const card = cardData<AiProposalCard>(proposal as never);
    expect(card.plan.hostile.name).to.equal("Wolf");
    expect(card.enemies.map((e) => e.name), "the valid enemies are the Wolf's level's").to.deep.equal(["Tharos"]);
    const { movement, action } = card.plan;
    expect([movement.behavior, movement.target?.name, movement.kind, movement.to], "in LoS on its level: Run toward the hero on the ground")
      .to.deep.equal(["runToward", "Tharos", "run", { x: 4, y: 0 }]);
    expect(movement.path, "its route passes under the hero upstairs: she stands on another level").to.deep.include({ x: 1, y: 0 });
    expect([action.action, action.target], "no Action row after the Run: Nothing, aimed at nobody").to.deep.equal(["nothing", null]);
    await combat.delete();
  });
});
