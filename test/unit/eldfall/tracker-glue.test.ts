/**
 * The Eldfall combat tracker as the GM and a player see it, on the Foundry test double with the system booted: the
 * bar over the list names the side turn and the phase, the GM's Next phase says where it leads and advances the
 * round when pressed; each row shows its model's AP as pips; a player sees the phase but not the GM's control.
 */
import { expect } from "chai";
import { actAs, makeActor, makeCombat, makeScene, placeToken, resetUsers, resetWorld, settle, type FakeActor } from "../../support/foundry-double";
import type { FakeCombat } from "../../support/double/combat";
import { renderCombatTracker } from "../../support/double/combat-tracker";
import { bootedSuite } from "../../support/double/boot";
import { useSystemCombat } from "../../support/system-combat";
import { currentPath } from "../../../src/core/turn-position";

const settled = async () => { for (let i = 0; i < 3; i++) await settle(); };
const ATTRS = { sta: 2, spd: 4, arm: 3, hp: 3, off: 13, def: 12, acc: 12, int: 10, ag: 12, t: 12, m: 10 };

function model(name: string, type: "eldfallHero" | "eldfallHostile", owner: string | null): FakeActor {
  return makeActor({
    name, type, ownership: { default: 0, ...(owner ? { [owner]: 3 } : {}) },
    system: { schemaVersion: 1, attributes: ATTRS, health: ATTRS.hp, weakPoints: 0, ap: 0, tier: 1, size: "medium", inventory: 10 },
  });
}

describe("Eldfall combat tracker: the phase, the GM's Next phase and the AP pips (Foundry test double)", () => {
  bootedSuite("eldfall", undefined, resetUsers);
  useSystemCombat("eldfall");
  beforeEach(() => resetWorld());

  it("the bar names the side turn and phase; Next phase says where it goes and goes there; rows show AP; a player sees no Next phase", async () => {
    const aria = model("Aria", "eldfallHero", "player1");
    const wolf = model("Wolf", "eldfallHostile", null);
    const scene = makeScene("Field");
    placeToken(scene, aria, { x: 1, y: 1, linked: true });
    placeToken(scene, wolf, { x: 5, y: 5, linked: true });
    const combat = makeCombat([aria, wolf], {}, { round: 0, turn: null }) as FakeCombat;
    (globalThis as unknown as { game: { combat: unknown } }).game.combat = combat;
    await combat.startCombat();
    await settled();

    const bar = () => renderCombatTracker(combat).element.querySelector(".combat-tracker-header .realms-structure-bar");
    const labels = () => [...bar()!.querySelectorAll(".realms-structure-label")].map((l) => l.textContent);
    const advance = () => bar()!.querySelector<HTMLButtonElement>("[data-realms-turn=advancePhase]");
    expect(labels()).to.deep.equal(["Hero Turn", "Strategic Phase"]);
    expect(advance()!.textContent!.trim()).to.equal("Next phase: Upkeep Phase");

    advance()!.click();
    await settled();
    expect(currentPath(combat as never).join("/")).to.equal("heroes/upkeep");
    expect(labels()).to.deep.equal(["Hero Turn", "Upkeep Phase"]);
    const pips = (actor: FakeActor) => {
      const row = renderCombatTracker(combat).element.querySelector(`[data-combatant-id="${combat.combatants.find((c) => c.actor === actor)!.id}"]`)!;
      return [row.querySelectorAll(".realms-pip.ap").length, row.querySelectorAll(".realms-pip.ap.filled").length];
    };
    expect(pips(aria), "Upkeep: AP = STA, all unspent").to.deep.equal([2, 2]);

    for (let i = 0; i < 2; i++) { advance()!.click(); await settled(); }
    expect(labels()).to.deep.equal(["Hero Turn", "End Phase"]);
    expect(advance()!.textContent!.trim(), "the side turn changes: it says so").to.equal("Next phase: Hostile Turn · Strategic Phase");

    actAs({ id: "player1", isGM: false });
    expect(labels(), "a player sees where the round is").to.deep.equal(["Hero Turn", "End Phase"]);
    expect(advance(), "but Next phase is the GM's").to.equal(null);
    actAs({ id: "gm", isGM: true });
    await combat.delete();
  });
});
