/**
 * The reaction prompt shows each option's exact odds before the defender picks: Aria's player attacks Brannoc
 * from her sheet, and Brannoc's player sees Dodge, Parry, Block and Take the hit each with the chances of the pool
 * it would roll. Oracles: n D10 give no 7+ with chance 0.6ⁿ and no 5+ with chance 0.4ⁿ (a 10 explodes, but it
 * is a success already), so a full success is 1 − 0.6ⁿ and a Barely 0.6ⁿ − 0.4ⁿ.
 */
import { expect } from "chai";
import { actAs, registerRolls, resetWorld, settleUntil, world } from "../../support/foundry-double";
import { cardData } from "../../support/cards";
import { clickOnSheet, usePlainEnrichment } from "../../support/sheet-actions";
import { ABIL, character, shield, weapon } from "../../support/aedelore-actors";
import { registerGmQuery } from "../../../src/core/gm";
import { registerReactionQuery } from "../../../src/core/reactions";
import { percent } from "../../../src/core/format";
import { AEDELORE_ROLLS } from "../../../src/rulesets/aedelore/rolls";
import { AedCharacterSheet } from "../../../src/rulesets/aedelore/sheets/actor-sheets";
import { reactionOdds } from "../../../src/rulesets/aedelore/combat/rules/combat";
import { pointsToDice } from "../../../src/rulesets/aedelore/checks/rules/pool";
import { ATTACK_FAMILY } from "../../../src/rulesets/aedelore/combat/kinds";
import type { AttackCard } from "../../../src/rulesets/aedelore/checks/cards";
import "../../support/rulesets";

registerRolls(AEDELORE_ROLLS);
const g = globalThis as unknown as { game: { user: { targets: Set<unknown> } } };
const full = (n: number) => 1 - 0.6 ** n;
const barely = (n: number) => 0.6 ** n - 0.4 ** n;

describe("Aedelore reaction odds (pure)", () => {
  it("Dodge and Parry: success 1 − 0.6ⁿ, Barely 0.6ⁿ − 0.4ⁿ, failure 0.4ⁿ; Block and Take the hit have no Barely", () => {
    const one = reactionOdds("dodge", 1);
    expect([one.success, one.barely!, one.failure].map((p) => percent(p))).to.deep.equal(["40%", "20%", "40%"]);
    for (const n of [0, 2, 6, 8]) {
      for (const r of ["dodge", "parry"] as const) {
        const odds = reactionOdds(r, n);
        expect(odds.success, `${r} ${n}`).to.be.closeTo(full(n), 1e-12);
        expect(odds.barely!, `${r} ${n}`).to.be.closeTo(barely(n), 1e-12);
        expect(odds.failure, `${r} ${n}`).to.be.closeTo(0.4 ** n, 1e-12);
      }
      for (const r of ["block", "takeHit"] as const) {
        const odds = reactionOdds(r, n);
        expect([odds.barely, odds.success + odds.failure], `${r} ${n}`).to.deep.equal([null, 1]);
        expect(odds.success).to.be.closeTo(full(n), 1e-12);
        expect(odds.failure).to.be.closeTo(0.6 ** n, 1e-12);
      }
    }
    expect(() => reactionOdds("teleport" as never, 2)).to.throw(RangeError);
  });
});

describe("Aedelore: the reaction prompt shows each option's exact odds (sheet → prompt, Foundry double)", () => {
  usePlainEnrichment();
  beforeEach(() => {
    resetWorld();
    registerGmQuery();
    registerReactionQuery();
  });
  after(() => actAs({ id: "gm", isGM: true }));

  it("Brannoc's player sees Dodge, Parry, Block and Take Hit with the chances of the pools they would roll, then Dodges", async () => {
    const aria = character("Aria", { items: [weapon("Longsword")] });
    const brannoc = character("Brannoc", { owner: "player2", items: [weapon("Mace"), shield] });
    let prompt = "";
    let asked = "";
    world.dialogs.push({ active: [], situational: 0, mode: "none" });
    world.dialogs.push((form: HTMLFormElement) => {
      asked = String((globalThis as unknown as { game: { user: { id: string } } }).game.user.id);
      prompt = [...form.querySelectorAll("li")].map((li) => li.textContent!.replace(/\s+/g, " ").trim()).join("\n");
      return "dodge";
    });
    // Aria's three attack dice (Strength 4 and the Longsword's +2: two successes, a full hit), the damage die, then
    // Brannoc's three Dodge dice (one success).
    world.dice.push(8, 9, 2, 6, 7, 2, 2);
    actAs({ id: "player1", isGM: false });
    g.game.user.targets = new Set([{ actor: brannoc }]);
    await clickOnSheet(AedCharacterSheet as never, aria, `[data-action="attack"][data-item-id="${aria.items[0]!.id}"]`);
    const message = () => world.messages.findLast((m) => (m as unknown as { type: string }).type === ATTACK_FAMILY.type);
    await settleUntil(() => !!message() && cardData<AttackCard>(message()).finalDamage !== null);
    actAs({ id: "gm", isGM: true });

    // The pools from the fixture: Dexterity + Acrobatics, Strength + the Mace's bonus, Strength, Toughness + no armor.
    const dice = (...points: number[]) => points.reduce((n, p) => n + pointsToDice(p), 0);
    const dodge = dice(ABIL.dexterity, 2), parry = dice(ABIL.strength, 2), block = dice(ABIL.strength), takeHit = dice(ABIL.toughness, 0);
    const line = (n: number) => `${n}D10 — success ${percent(full(n))}, barely ${percent(barely(n))}, failure ${percent(0.4 ** n)}`;
    const lineNoBarely = (n: number) => `${n}D10 — at least one success ${percent(full(n))}, none ${percent(0.6 ** n)}`;
    expect(asked, "asked of the defender's player").to.equal("player2");
    expect(prompt.split("\n")).to.deep.equal([
      `Dodge: Dexterity + Acrobatics: success avoids, barely halves. ${line(dodge)}`,
      `Parry: Strength + weapon bonus: success avoids, barely takes off the weapon bonus. ${line(parry)}`,
      `Block: Strength: a success stops up to the Block value; the shield takes it to its HP. ${lineNoBarely(block)}`,
      `Take Hit: Toughness + armor bonus: each success takes off 1. ${lineNoBarely(takeHit)}`,
    ]);
    expect(prompt).to.contain("3D10 — success 78.4%, barely 15.2%, failure 6.4%");
    expect(cardData<AttackCard>(message()).reaction).to.deep.include({ reaction: "dodge", grade: "success", damageTaken: 0 });
  });
});
