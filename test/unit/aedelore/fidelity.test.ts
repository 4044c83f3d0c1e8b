/**
 * Aedelore rules fidelity (issue 9): each test pins a rule the glue, a pack or a default once got wrong.
 * Pure rules where there is a number; the glue on the Foundry test double where it is a flow.
 */
import { cardData } from "../../support/cards";
import { expect } from "chai";
import { actAs, hookErrors, IGNORE, makeCombat, settle, settleUntil, world, resetWorld, registerRolls } from "../../support/foundry-double";
import { ZERO, character, creature } from "../../support/aedelore-actors";
import { registerGmQuery } from "../../../src/core/gm";
import { registerReactionQuery } from "../../../src/core/reactions";
import { barelyCountsFor } from "../../../src/rulesets/aedelore/checks/rules/checks";
import { poolOdds } from "../../../src/rulesets/aedelore/checks/rules/pool-odds";
import { attack } from "../../../src/rulesets/aedelore/combat/attack";
import { rollContest } from "../../../src/rulesets/aedelore/checks/checks";
import { castSpell } from "../../../src/rulesets/aedelore/magic/magic";
import { treat } from "../../../src/rulesets/aedelore/supplies/resources";
import { startingPotions } from "../../../src/rulesets/aedelore/supplies/rules/resources";
import { standing } from "../../../src/rulesets/aedelore/character/rules/worthiness";
import { isRangedWeapon, MELEE_REACH_M } from "../../../src/rulesets/aedelore/combat/rules/combat";
import { AED_CHARACTER_TABS, characterContext } from "../../../src/rulesets/aedelore/sheets/context";
import { sheetFrame } from "../../../src/core/sheets/frame";
import { zeroCrossings } from "../../../src/rulesets/aedelore/conditions/rules/collapse";
import { loseHp, registerVitalsHooks } from "../../../src/rulesets/aedelore/conditions/vitals";
import { statusDuration } from "../../../src/rulesets/aedelore/conditions/rules/durations";
import { setStatus } from "../../../src/rulesets/aedelore/conditions/conditions";
import { onCombatBoundaries } from "../../../src/rulesets/aedelore/combat/turns";
import { statusesOf } from "../../../src/rulesets/aedelore/character/state";
import type { AttackCard, CheckCard } from "../../../src/rulesets/aedelore/checks/cards";
import { AEDELORE_ROLLS } from "../../../src/rulesets/aedelore/rolls";
import { EN_WORDS } from "../../support/render";

// Like init: chat rolls are rebuilt by class name from CONFIG.Dice.rolls.
registerRolls(AEDELORE_ROLLS);

registerGmQuery();
registerReactionQuery();
registerVitalsHooks();
const fast = { fastForward: true, advantage: false, disadvantage: false };
const slow = { ...fast, fastForward: false };
type Msg = { rolls: { options: { card: unknown } }[] };
const cards = <T>() => world.messages.map((m) => ((m as unknown as Msg).rolls?.length ? cardData<T>(m) : undefined)).filter((c): c is T => !!c);
const ray = { name: "Ray of Frost", type: "aedeloreSpell", system: { schemaVersion: 1, arcanaCost: 3, damage: "1d6", multiplier: 2, checkSkill: "arcana", active: true, fromRules: true, description: "" } };

describe("Aedelore rules fidelity", () => {
  beforeEach(() => {
    resetWorld();
  });

  describe("the odds count what the result counts", () => {
    it("only a check counts Barely toward its difficulty; spells, abilities, attacks and contests never do", () => {
      expect(barelyCountsFor("check", true)).to.equal(true);
      expect(barelyCountsFor("check", false)).to.equal(false);
      for (const p of ["spell", "ability", "attack", "reaction", "contest"] as const) expect(barelyCountsFor(p, true), p).to.equal(false);
    });

    it("2 dice needing 1 success: 64% counting full successes (1 − 0.6²), 84% counting Barely (1 − 0.4²)", () => {
      const parts = [{ label: "Arcana", i18n: false, dice: 2 }];
      const spell = poolOdds(parts, 8, 1, EN_WORDS, barelyCountsFor("spell", true)).chance!;
      const check = poolOdds(parts, 8, 1, EN_WORDS, barelyCountsFor("check", true)).chance!;
      expect(spell).to.be.closeTo(1 - 0.6 ** 2, 1e-12);
      expect(check).to.be.closeTo(1 - 0.4 ** 2, 1e-12);
    });

    it("the spell dialog shows 64%, not 84%", async () => {
      const mage = character("Ysolde", { system: { arcana: { value: 10, max: 20 }, skills: { ...ZERO, arcana: 2 } }, items: [ray] });
      let content = "";
      // Read the window, then close it.
      world.dialogs.push((form: HTMLFormElement, app: unknown) => {
        content = form.innerHTML;
        void (app as { close(): Promise<unknown> }).close();
        return IGNORE;
      });
      await castSpell(mage as never, (mage.items as unknown as unknown[])[0] as never, slow);
      expect(content).to.contain("64");
      expect(content).not.to.contain("84");
    });
  });

  describe("hunger and thirst cost dice on every roll", () => {
    const hungry = (name: string, owner = "player1") => character(name, { owner, system: { supplies: { food: "none", water: "d10", foodDays: 3, waterDays: 0 } } });

    it("a reaction pool loses the 2D10 of three days without food", async () => {
      const a = character("Aria", { items: [{ name: "Longsword", type: "aedeloreWeapon", system: { schemaVersion: 1, ability: "strength", attackBonus: 2, damage: "1d10", range: null, ammunition: "", poisoned: false, equipped: true, fromRules: true, description: "" } }] });
      const d = hungry("Brannoc", "player2");
      world.dice.push(8, 8, 1, 6, /* dodge: Dex 4 → 2D + Acrobatics 2 → 1D, less 2D for hunger: one die */ 2);
      world.dialogs.push("dodge");
      await attack(a as never, (a.items as unknown as unknown[])[0] as never, d as never, fast);
      await settleUntil(() => cards<AttackCard>().some((c) => "finalDamage" in c && c.finalDamage !== null)); // the GM finishes the hit after answering the request
      const reaction = cards<CheckCard>().find((c) => c.kind === "reaction")!;
      expect(reaction.parts.map((p) => [p.label, p.dice])).to.deep.include(["REALMS.Aedelore.Pool.deprivation", -2]);
      expect(reaction.chains).to.have.length(1);
      expect(cards<AttackCard>().find((c) => "finalDamage" in c)!.finalDamage).to.equal(6);
    });

    it("the other side of a contest and a Medicine check lose them too", async () => {
      const a = character("Aria", { system: { skills: { ...ZERO, stealth: 4 } } });
      const b = hungry("Brannoc", "player2");
      world.dice.push(7, 7, 7, 7, 7, 7, 7, 7);
      await rollContest(a as never, "stealth", b as never, fast);
      const contest = cards<CheckCard>().find((c) => c.kind === "contest")!;
      expect(contest.contest!.pool.parts.map((p) => p.label)).to.include("REALMS.Aedelore.Pool.deprivation");

      const healer = hungry("Cael");
      const patient = character("Dara", { system: { hp: { value: 10, max: 25 } } });
      world.dice.length = 0;
      world.dice.push(1, 1, 1, 1);
      await treat(healer as never, patient as never);
      // Wisdom 2 → 1D, Medicine 0: one die, which hunger takes away: nothing is rolled from the queue.
      expect(world.dice).to.deep.equal([1, 1, 1, 1]);
    });
  });

  describe("Stunned lasts through the end of the bearer's next turn", () => {
    it("two turn ends when given during the bearer's own turn, one otherwise", () => {
      expect(statusDuration("stunned", { duringOwnTurn: true })).to.deep.equal({ unit: "turns", value: 2 });
      expect(statusDuration("stunned", { duringOwnTurn: false })).to.deep.equal({ unit: "turns", value: 1 });
      expect(statusDuration("poisoned", { duringOwnTurn: true })).to.deep.equal({ unit: "permanent" });
    });

    const turnEnd = (combat: { combatants: readonly { id: unknown }[] }, i: number, round: number) =>
      onCombatBoundaries(combat as never, [{ kind: "turnEnd", round, turn: i, combatantId: String(combat.combatants[i]!.id), skipped: false }]);
    const current = (combat: object, combatant: unknown) => Object.defineProperty(combat, "combatant", { value: combatant, configurable: true });

    it("stunned in its own turn (a failed ability, a trap): that turn's end does not free it, the next one does", async () => {
      const hero = character("Aria");
      const other = character("Brannoc");
      const combat = makeCombat([hero, other]);
      current(combat, combat.combatants[0]);
      await setStatus(hero as never, "stunned", true, true);
      await turnEnd(combat, 0, 1);
      expect(statusesOf(hero as never)).to.include("stunned");
      await turnEnd(combat, 1, 1);
      expect(statusesOf(hero as never)).to.include("stunned");
      await turnEnd(combat, 0, 2);
      expect(statusesOf(hero as never)).not.to.include("stunned");
    });

    it("stunned in someone else's turn: its own next turn is lost, then it ends", async () => {
      const hero = character("Aria");
      const other = character("Brannoc");
      const combat = makeCombat([hero, other]);
      current(combat, combat.combatants[1]);
      await setStatus(hero as never, "stunned", true, true);
      await turnEnd(combat, 1, 1);
      expect(statusesOf(hero as never)).to.include("stunned");
      await turnEnd(combat, 0, 2);
      expect(statusesOf(hero as never)).not.to.include("stunned");
    });
  });

  it("new characters start with Adrenaline, Antidote and Poison, once; casters add their elixirs", () => {
    expect(startingPotions([], 0)).to.deep.equal([{ kind: "adrenaline", quantity: 1 }, { kind: "antidote", quantity: 1 }, { kind: "poison", quantity: 1 }]);
    expect(startingPotions(["antidote"], 1).map((p) => p.kind)).to.deep.equal(["adrenaline", "poison", "arcaneElixir"]);
    expect(startingPotions(["adrenaline", "antidote", "poison", "arcaneElixir"], 2)).to.deep.equal([]);
  });

  it("a spell whose Arcana cost was never filled in (the pack's Ray of Frost) is refused, not cast for free", async () => {
    const mage = character("Ysolde", { system: { arcana: { value: 10, max: 20 } }, items: [{ ...ray, system: { ...ray.system, arcanaCost: null } }] });
    world.dice.push(8);
    await castSpell(mage as never, (mage.items as unknown as unknown[])[0] as never, fast);
    expect(world.notifications.at(-1)).to.deep.equal({ level: "error", message: "Ray of Frost has no Arcana cost yet: fill it in first." });
    expect(world.messages).to.have.length(0);
    expect(world.dice).to.deep.equal([8]);
  });

  describe("numbers the rules do not give are flagged as ours", () => {
    it("Respected starts at the world's setting (default 5); negative is Wanted", () => {
      expect([-1, 0, 4, 5].map((v) => standing(v))).to.deep.equal(["wanted", "suspect", "suspect", "respected"]);
      expect(standing(5, 8)).to.equal("suspect");
      expect(standing(8, 8)).to.equal("respected");
    });

    it("a weapon is ranged when it shoots ammunition or reaches beyond 2 m", () => {
      expect(MELEE_REACH_M).to.equal(2);
      expect(isRangedWeapon({ ammunition: "", range: 2 })).to.equal(false);
      expect(isRangedWeapon({ ammunition: "", range: 3 })).to.equal(true);
      expect(isRangedWeapon({ ammunition: "arrows", range: null })).to.equal(true);
    });

    it("the sheet shows the standing with the world's split and marks melee or ranged", () => {
      const hero = character("Aria", { system: { worthiness: { value: 6, log: [] } }, items: [{ name: "Bow", type: "aedeloreWeapon", system: { schemaVersion: 1, ability: "dexterity", attackBonus: null, damage: "", range: null, ammunition: "arrows", poisoned: false, equipped: false, fromRules: true, description: "" } }] });
      const env = { frame: sheetFrame(AED_CHARACTER_TABS, null, { owner: true, editMode: false }), conditions: [], enriched: {}, safeArea: false, isGM: true };
      const doc = { ...hero, img: "", items: [...(hero.items as unknown as never[])] };
      expect(characterContext(doc as never, { ...env, respectedFrom: 5 }).standingKey).to.equal("REALMS.Aedelore.Standing.respected");
      const ctx = characterContext(doc as never, { ...env, respectedFrom: 7 });
      expect(ctx.standingKey).to.equal("REALMS.Aedelore.Standing.suspect");
      expect(ctx.weapons[0]!.reach).to.equal("REALMS.Aedelore.Sheet.ranged");
    });
  });

  describe("HP or Weakened reaching 0 by any update rolls its table", () => {
    type Table = { table: string; total: number };
    const tables = () => cards<Table>().filter((c) => "table" in c).map((c) => c.table);

    it("only a fall to 0 counts", () => {
      expect(zeroCrossings({ hp: 3, weakened: 2 }, { hp: 0, weakened: 2 })).to.deep.equal({ dying: true, collapse: false });
      expect(zeroCrossings({ hp: 3, weakened: 1 }, { hp: 3, weakened: 0 })).to.deep.equal({ dying: false, collapse: true });
      expect(zeroCrossings({ hp: 0, weakened: 0 }, { hp: 0, weakened: 0 })).to.deep.equal({ dying: false, collapse: false });
      expect(zeroCrossings({ hp: 5, weakened: null }, { hp: 5, weakened: null })).to.deep.equal({ dying: false, collapse: false });
    });

    it("a sheet edit to 0 HP starts dying and rolls the table (1D10 + Toughness 2)", async () => {
      const hero = character("Brannoc", { owner: "player1" });
      actAs({ id: "player1", isGM: false });
      world.dice.push(5);
      await hero.update({ "system.hp.value": 0 });
      await settle();
      expect(hookErrors).to.deep.equal([]);
      expect(cards<Table>().find((c) => c.table === "dying")!.total).to.equal(7);
      expect(statusesOf(hero as never)).not.to.include("dead");
    });

    it("a sheet edit to 0 Weakened rolls the collapse table: 2 + Toughness 2 = 4, unconscious", async () => {
      const hero = character("Brannoc", { owner: "player1" });
      actAs({ id: "player1", isGM: false });
      world.dice.push(2);
      await hero.update({ "system.weakened": 0 });
      await settle();
      expect(cards<Table>().find((c) => c.table === "weakened")!.total).to.equal(4);
      expect(statusesOf(hero as never)).to.include("unconscious");
    });

    it("damage through a flow rolls once, in order, before the flow goes on", async () => {
      const hero = character("Brannoc", { system: { hp: { value: 2, max: 25 } } });
      world.dice.push(9);
      await loseHp(hero as never, 5);
      expect(tables()).to.deep.equal(["dying"]);
      await settle();
      expect(tables()).to.deep.equal(["dying"]);
    });

    it("a creature edited to 0 HP is dead", async () => {
      const wolf = creature("Grey Wolf");
      await wolf.update({ "system.hp.value": 0 });
      await settle();
      expect(statusesOf(wolf as never)).to.include("dead");
    });
  });
});
