/**
 * 2D6 conditions as a GM and players reach them, with the ruleset booted (`init` registers its statuses): the
 * token HUD offers haste, slow and the secondary effects of damage beside Foundry's "dead"; the combat tracker's
 * Toggle Defeated marks a 2D6 combatant dead; the model's `applyCondition` sets a status; and the speed rules and
 * the sheet count only the haste and slow effects in force. Runs in both double modes.
 */
import { expect } from "chai";
import {
  actAs, drawnEffects, FOUNDRY_GENERATION, hookErrors, makeCombat, makeScene, placeToken, resetWorld, world, type FakeActor,
} from "../../support/foundry-double";
import { bootedSuite } from "../../support/double/boot";
import { usePlainEnrichment } from "../../support/sheet-actions";
import { renderCombatTracker } from "../../support/double/combat-tracker";
import { clickHudStatus, hudStatusChoices } from "../../support/double/status-effects";
import type { FakeCombat } from "../../support/double/combat";
import { readConditions } from "../../../src/core/effects";
import { speedFacts, rollSpeed } from "../../../src/rulesets/twod6/turns/speed";
import { HASTE_STATUS, SLOW_STATUS } from "../../../src/rulesets/twod6/survival/rules/sustenance";
import { TWOD6_STATUS_EFFECTS } from "../../../src/rulesets/twod6/conditions/statuses";
import { Twod6CharacterSheet } from "../../../src/rulesets/twod6/sheets/character-sheets";
import type { SpeedCard } from "../../../src/rulesets/twod6/turns/cards";
import type { TwoD6ActorModel } from "../../../src/rulesets/twod6/models/actor-model";
import { cardData } from "../../support/cards";
import { hero, monster } from "./support";

type Obj = Record<string, unknown>;
const g = globalThis as unknown as { foundry: { applications: { ux: Obj } }; CONFIG: { statusEffects: { id: string }[]; specialStatusEffects: Record<string, string> } };
const model = (a: FakeActor) => a.system as unknown as TwoD6ActorModel;
const ids = (a: FakeActor) => readConditions(a.effects as never).map((c) => c.id);
/** What the character sheet shows of the haste effects on its token (its own context, as it renders it). */
type SheetSpeed = { hastes: number; statuses: number; statusSlows: unknown[] };
async function sheetSpeed(actor: FakeActor): Promise<SheetSpeed> {
  const sheet = new Twod6CharacterSheet({ document: actor } as never) as unknown as { _prepareContext(): Promise<{ speed: SheetSpeed }> };
  Object.defineProperties(sheet, { document: { value: actor }, isEditable: { value: true } });
  return (await sheet._prepareContext()).speed;
}

describe(`2D6 conditions on tokens, the tracker and the speed rules (glue; double: Foundry v${FOUNDRY_GENERATION})`, () => {
  let errors = 0;
  bootedSuite("twod6");
  usePlainEnrichment();
  beforeEach(() => {
    resetWorld();
    errors = hookErrors.length;
  });
  afterEach(() => expect(hookErrors.slice(errors).map((e) => String(e.error))).to.deep.equal([]));

  it("the token HUD offers haste, slow and the five secondary effects, and Foundry's dead as the defeated status", () => {
    const mira = hero("Mira");
    const shown = Object.keys(hudStatusChoices(mira));
    expect(TWOD6_STATUS_EFFECTS.map((s) => s.id)).to.deep.equal(["haste", "slow", "onFire", "poisoned", "diseased", "chilled", "shocked"]);
    expect(shown).to.include.members([...TWOD6_STATUS_EFFECTS.map((s) => s.statusId), "dead"]);
    expect(shown).to.include.members([HASTE_STATUS, SLOW_STATUS]);
    expect(g.CONFIG.specialStatusEffects.DEFEATED).to.equal("dead");
  });

  it("the tracker's Toggle Defeated marks a 2D6 combatant dead, drawn on its token; pressed again it clears", async () => {
    const ogre = placeToken(makeScene("Crypt"), monster("Ogre"), { x: 2, y: 2 }).actor;
    const combat = makeCombat([hero("Mira"), ogre]) as unknown as FakeCombat;
    const target = combat.combatants.find((c) => c.actor === ogre)!;
    await renderCombatTracker(combat).toggleDefeated(target.id);
    expect([target.defeated, target.isDefeated, ogre.statuses.has("dead")]).to.deep.equal([true, true, true]);
    expect(hudStatusChoices(ogre).dead).to.include({ isActive: true, isOverlay: true });
    expect(drawnEffects(ogre.effects).map((e) => [...e.statuses])).to.deep.equal([["dead"]]);
    await renderCombatTracker(combat).toggleDefeated(target.id);
    expect([target.defeated, target.isDefeated, ogre.effects.length]).to.deep.equal([false, false, 0]);
  });

  it("applyCondition('haste') sets the status the speed rules (haste count) and the sheet read; removeCondition takes it away; an unknown id changes nothing", async () => {
    const mira = hero("Mira");
    expect(await model(mira).applyCondition("haste")).to.equal(true);
    expect([ids(mira), mira.statuses.has(HASTE_STATUS)]).to.deep.equal([["haste"], true]);
    expect([speedFacts(mira as never).hastes, model(mira).rules.hastes]).to.deep.equal([1, 1]);
    expect(await sheetSpeed(mira)).to.include({ hastes: 1, statuses: 1 });
    expect(drawnEffects(mira.effects)).to.have.length(1);
    expect(await model(mira).applyCondition("quick")).to.equal(false);
    expect(await model(mira).removeCondition("haste")).to.equal(true);
    expect([ids(mira), speedFacts(mira as never).hastes, mira.effects.length]).to.deep.equal([[], 0, 0]);
  });

  it("a player's token HUD click gives their character slow: the speed check rolls it at power 0 and the card says so", async () => {
    const mira = hero("Mira");
    actAs({ id: "player1", isGM: false });
    await clickHudStatus(mira, SLOW_STATUS);
    expect(ids(mira)).to.deep.equal(["slow"]);
    expect(speedFacts(mira as never).slows).to.deep.equal([{ power: 0 }]);
    // The sheet lists it beside the creature's own slows, with the check it rolls.
    expect((await sheetSpeed(mira)).statusSlows).to.deep.equal([{ target: "7" }]);
    // 1+1 + STA modifier 1 = 3 < 7: the slow check fails, no action this turn.
    world.dice.push(1, 1);
    expect(await rollSpeed(mira as never)).to.equal(0);
    const card = cardData<SpeedCard>(world.messages.at(-1) as never);
    expect(card.slow.map((s) => [s.total, s.passed, s.power])).to.deep.equal([[3, false, 0]]);
    await clickHudStatus(mira, SLOW_STATUS);
    expect(speedFacts(mira as never).slows).to.deep.equal([]);
  });

  it("a haste or slow effect switched off (disabled) counts for neither the speed rules nor the sheet", async () => {
    const status = (id: string) => TWOD6_STATUS_EFFECTS.find((s) => s.id === id)!;
    const stored = (id: string) => ({
      _id: status(id)._id, name: id, img: status(id).img, statuses: [status(id).statusId], disabled: true,
      flags: { realms: { condition: { id, appliedAt: { round: 0, turn: null, worldTime: 0 }, duration: { unit: "permanent" }, turnsEnded: 0 } } },
    });
    const mira = hero("Mira", { effects: [stored("haste"), stored("slow")] });
    expect(speedFacts(mira as never)).to.include({ hastes: 0 });
    expect(speedFacts(mira as never).slows).to.deep.equal([]);
    expect(await sheetSpeed(mira)).to.include({ hastes: 0, statuses: 0 });
    expect((await sheetSpeed(mira)).statusSlows).to.deep.equal([]);
    // Given again, the switched-off effect is replaced by one in force.
    await model(mira).applyCondition("haste");
    expect(mira.effects.filter((e) => e.statuses.has(HASTE_STATUS)).map((e) => e.active)).to.deep.equal([true]);
    expect(speedFacts(mira as never).hastes).to.equal(1);
  });
});
