/**
 * Conditions on tokens, in the double's v13 and v14 modes (`npx mocha` and `npm run test:v14` run this file in each):
 * a condition applied through each ruleset's own entry point (token HUD, sheet control, the model's
 * `applyCondition`) is drawn on its token and carries no core duration v14 could expire; an effect stored before
 * the upgrade (no `showIcon`) is drawn once the system's ActiveEffect class prepares it, with nothing written; a
 * switched-off condition effect (disabled, or on v14 expired and kept) does not apply, is not drawn, and applying
 * the condition again replaces it instead of clashing on its static id.
 */
import { expect } from "chai";
import { existsSync } from "node:fs";
import {
  actAs, drawnEffects, FOUNDRY_GENERATION, hookErrors, makeActor, makeScene, onGeneration, placeToken, resetWorld, SHOW_ICON, world,
  type FakeActor, type FakeEffect,
} from "../../support/foundry-double";
import { bootSystem, bootedSuite } from "../../support/double/boot";
import { clickHudStatus } from "../../support/double/status-effects";
import { clickOnSheet, usePlainEnrichment } from "../../support/sheet-actions";
import { conditionEffectData, readConditions } from "../../../src/core/effects";
import { syncConditionEffects } from "../../../src/core/condition-effects";
import { onEvent } from "../../../src/core/events";
import { statusIdOf } from "../../../src/core/status-ids";
import { getRuleset } from "../../../src/core/registry";
import type { ActiveCondition } from "../../../src/core/rules/conditions";
import { AedCharacterSheet } from "../../../src/rulesets/aedelore/sheets/actor-sheets";

type Obj = Record<string, unknown>;
type Model = { applyCondition(id: string): Promise<unknown> };
const g = globalThis as unknown as { foundry: { applications: { ux: Obj } }; CONFIG: { specialStatusEffects: Record<string, string> } };

interface Row {
  readonly ruleset: string;
  readonly actor: { type: string; system: Obj };
  readonly condition: string;
  readonly via: string;
  apply(actor: FakeActor): Promise<unknown>;
  /** A toggle that lights a switched-off status (the token HUD): its first click takes that effect away. */
  readonly toggle?: boolean;
}

const hud = (ruleset: string, condition: string) => (actor: FakeActor) => clickHudStatus(actor, statusIdOf(ruleset, condition));
const model = (condition: string) => (actor: FakeActor) => (actor.system as unknown as Model).applyCondition(condition);

/** One condition per ruleset, each through a way a player or GM gives it in Foundry. */
const ROWS: readonly Row[] = [
  { ruleset: "elvendor", actor: { type: "elvendorHero", system: { health: { value: 10, max: 10 }, actionsLost: 0 } }, condition: "poisoned", via: "the token HUD", apply: hud("elvendor", "poisoned"), toggle: true },
  { ruleset: "elf", actor: { type: "elfPc", system: { schemaVersion: 1, injuryPoints: 0 } }, condition: "stunned", via: "the token HUD", apply: hud("elf", "stunned"), toggle: true },
  {
    ruleset: "aedelore", actor: { type: "aedeloreCharacter", system: { hp: { value: 25, max: 25 } } }, condition: "stunned", via: "the sheet's status control",
    apply: (actor) => clickOnSheet(AedCharacterSheet as never, actor, `[data-action="toggleStatus"][data-status="stunned"]`),
  },
  { ruleset: "eldfall", actor: { type: "eldfallHero", system: { health: 2, weakPoints: 0, ap: 2 } }, condition: "blinded", via: "the model's applyCondition", apply: model("blinded") },
  { ruleset: "twod6", actor: { type: "twod6Character", system: { schemaVersion: 1, level: 4, abilities: { str: 9, agi: 7, sta: 8, cha: 7 } } }, condition: "haste", via: "the model's applyCondition", apply: model("haste") },
];

const statusOf = (row: Row) => getRuleset(row.ruleset)!.statuses.list.find((s) => s.id === row.condition)!;
const effectOf = (actor: FakeActor, row: Row) => actor.effects.find((e) => e.statuses.has(statusIdOf(row.ruleset, row.condition)));
const tokenOf = (row: Row, effects: Obj[] = []) => {
  const actor = makeActor({ name: `${row.ruleset} bearer`, ownership: { default: 0, player1: 3 }, effects, ...row.actor });
  return placeToken(makeScene(`${row.ruleset} scene`), actor, { linked: true });
};
const record = (id: string): ActiveCondition => ({ id, appliedAt: { round: 0, turn: null, worldTime: 0 }, duration: { unit: "permanent" }, turnsEnded: 0 });

/** The effect data the previous release stored for a condition: no showIcon (v13 has no such field). */
function storedBeforeUpgrade(row: Row, extra: Obj = {}): Obj {
  const status = statusOf(row);
  return { ...conditionEffectData(record(row.condition), status, { name: row.condition, description: "" }), ...extra };
}

for (const row of ROWS) {
  describe(`condition icons on tokens, ${row.ruleset} (double: Foundry v${FOUNDRY_GENERATION})`, () => {
    let errors = 0;
    bootedSuite(row.ruleset);
    usePlainEnrichment();
    beforeEach(() => {
      resetWorld();
      errors = hookErrors.length;
    });
    afterEach(() => expect(hookErrors.slice(errors).map((e) => String(e.error))).to.deep.equal([]));

    it(`${row.condition} applied through ${row.via} is drawn on its token, with no core duration to expire`, async () => {
      const token = tokenOf(row);
      await row.apply(token.actor);
      expect(readConditions(token.actor.effects as never).map((c) => c.id)).to.include(row.condition);
      const effect = effectOf(token.actor, row)!;
      expect(drawnEffects(token.actor.effects)).to.include(effect);
      expect(existsSync(effect.img!.replace(/^systems\/realms\//, "")), `${effect.img} exists`).to.equal(true);
      expect(effect._source.showIcon, "v14 draws it always; v13 has no such field").to.equal(onGeneration({ 13: undefined, 14: SHOW_ICON.ALWAYS }));
      expect(effect._source.duration, "no core duration: our boundary engine ends it").to.equal(undefined);
      expect(effect.isTemporary, "v13 counts a status as temporary; on v14 nothing expires it").to.equal(onGeneration({ 13: true, 14: false }));
    });

    it(`${row.condition} stored before the upgrade (no showIcon) is drawn once the system's class prepares it, nothing written`, () => {
      const token = tokenOf(row, [storedBeforeUpgrade(row)]);
      const effect = effectOf(token.actor, row)!;
      expect(effect.constructor.name).to.equal("RealmsActiveEffect");
      expect(drawnEffects(token.actor.effects)).to.deep.equal([effect]);
      expect(effect.showIcon).to.equal(onGeneration({ 13: undefined, 14: SHOW_ICON.ALWAYS }));
      const stored = (world.database.get(token.actor.uuid)!.effects as Obj[])[0]!;
      expect(stored).to.not.have.property("showIcon");
      expect(effect._source).to.not.have.property("showIcon");
    });

    it(`${row.condition} whose icon the GM set to never show stays hidden on v14 (v13 has no such choice)`, () => {
      const token = tokenOf(row, [storedBeforeUpgrade(row, { showIcon: SHOW_ICON.NEVER })]);
      expect(drawnEffects(token.actor.effects).length).to.equal(onGeneration({ 13: 1, 14: 0 }));
    });

    it(`a switched-off ${row.condition} effect does not apply and is not drawn; applying it again through ${row.via} replaces it`, async () => {
      const ways: Obj[] = [{ disabled: true }, ...onGeneration<Obj[]>({ 13: [], 14: [{ duration: { value: 1, units: "rounds", expiry: "turnStart", expired: true } }] })];
      for (const off of ways) {
        const token = tokenOf(row, [storedBeforeUpgrade(row, off)]);
        const actor = token.actor;
        const kept = effectOf(actor, row)!;
        expect(kept.active, JSON.stringify(off)).to.equal(false);
        expect(readConditions(actor.effects as never)).to.deep.equal([]);
        expect(actor.statuses.has(statusIdOf(row.ruleset, row.condition))).to.equal(false);
        expect(drawnEffects(actor.effects)).to.deep.equal([]);

        if (row.toggle) {
          // The HUD shows the switched-off status lit (it reads effect ids, not `active`): a click turns it off.
          await row.apply(actor);
          expect(effectOf(actor, row), JSON.stringify(off)).to.equal(undefined);
        }
        await row.apply(actor);
        const now = actor.effects.filter((e) => e.statuses.has(statusIdOf(row.ruleset, row.condition)));
        expect(now.map((e) => [e.id, e.active]), JSON.stringify(off)).to.deep.equal([[statusOf(row)._id, true]]);
        expect(readConditions(actor.effects as never).map((c) => c.id)).to.include(row.condition);
        expect(drawnEffects(actor.effects)).to.include(now[0]);
      }
    });
  });
}

describe(`the defeated marker on tokens (double: Foundry v${FOUNDRY_GENERATION})`, () => {
  for (const ruleset of ["elvendor", "twod6"]) {
    it(`${ruleset}: Foundry's "dead" stored without showIcon is drawn once the system's class prepares it`, async () => {
      resetWorld();
      actAs({ id: "gm", isGM: true });
      const row = ROWS.find((r) => r.ruleset === ruleset)!;
      const dead = { name: "Dead", img: "icons/svg/skull.svg", statuses: ["dead"], flags: { core: { overlay: true } } };
      const before = tokenOf(row, [dead]);
      // Without the system's class (Foundry's own): v14 leaves a duration-less marker undrawn.
      expect(drawnEffects(before.actor.effects).length).to.equal(onGeneration({ 13: 1, 14: 0 }));
      const { shutdown } = await bootSystem(ruleset);
      try {
        expect(g.CONFIG.specialStatusEffects.DEFEATED).to.equal("dead");
        const token = tokenOf(row, [dead]);
        expect(drawnEffects(token.actor.effects).map((e: FakeEffect) => e.statuses.has("dead"))).to.deep.equal([true]);
      } finally {
        shutdown();
      }
    });
  }
});

describe(`the condition sync and switched-off effects (double: Foundry v${FOUNDRY_GENERATION})`, () => {
  it("a switched-off condition is left alone while others change; given again it is replaced and reported as gained", async () => {
    resetWorld();
    const row = ROWS[0]!;
    const { shutdown } = await bootSystem(row.ruleset);
    const seen: { added: string[] }[] = [];
    const off = onEvent<{ added: string[] }>("condition", (p) => void seen.push(p));
    try {
      const actor = tokenOf(row, [storedBeforeUpgrade(row, { disabled: true })]).actor;
      const kept = effectOf(actor, row)!;
      const statuses = getRuleset(row.ruleset)!.statuses.list;
      await syncConditionEffects(actor as never, [record("fear")], statuses);
      expect(actor.effects.map((e) => [e.id, e.active])).to.deep.equal([[kept.id, false], [statuses.find((s) => s.id === "fear")!._id, true]]);
      await syncConditionEffects(actor as never, [record("fear"), record(row.condition)], statuses);
      expect(actor.effects.map((e) => e.active)).to.deep.equal([true, true]);
      expect(actor.effects.find((e) => e.id === kept.id)).to.not.equal(kept);
      expect(seen.map((p) => p.added)).to.deep.equal([["fear"], [row.condition]]);
    } finally {
      off();
      shutdown();
    }
  });
});
