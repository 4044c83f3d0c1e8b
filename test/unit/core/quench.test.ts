import { expect } from "chai";
import "../../support/foundry-double";
import { registerQuenchBatches } from "../../../src/quench";
import type { Quench, QuenchBatchContext } from "../../../src/quench/types";

/** Registration only: the batches need a real Foundry world and never run here. */
describe("Quench batches (registration only; they run inside Foundry)", () => {
  const g = globalThis as unknown as { Hooks: Record<string, unknown>; game: Record<string, unknown> };
  const saved = { once: g.Hooks.once, modules: g.game.modules };
  let onReady: ((quench: Quench) => void) | undefined;
  const registered = (active: boolean) => {
    g.game.modules = { get: (id: string) => (id === "quench" ? { active } : undefined) };
    const batches: { key: string; fn: (c: QuenchBatchContext) => void; displayName?: string }[] = [];
    onReady!({ registerBatch: (key, fn, options) => batches.push({ key, fn: fn as never, displayName: options?.displayName }) });
    return batches;
  };

  before(() => {
    g.Hooks.once = (name: string, fn: (quench: Quench) => void) => {
      if (name === "quenchReady") onReady = fn;
      return 0;
    };
    registerQuenchBatches();
  });
  after(() => {
    g.Hooks.once = saved.once;
    g.game.modules = saved.modules;
  });

  it("wait for Quench's quenchReady hook and register nothing when the Quench module is not active", () => {
    expect(onReady).to.be.a("function");
    expect(registered(false)).to.deep.equal([]);
  });

  it("register the realms.* batches with display names when Quench is active", () => {
    const batches = registered(true);
    expect(batches.map((b) => b.key)).to.deep.equal([
      "realms.core.rulesets", "realms.core.packs", "realms.core.space", "realms.elvendor.round", "realms.elvendor.player", "realms.elf.duel", "realms.elf.tokens", "realms.aedelore.reaction",
      "realms.eldfall.models", "realms.eldfall.tokens", "realms.twod6.models", "realms.twod6.conditions", "realms.core.decks", "realms.core.conditionIcons",
    ]);
    for (const b of batches) expect(b.displayName).to.match(/^Realms/);
  });

  it("each batch declares the tests the issue asks for", () => {
    const titles: string[] = [];
    const context = {
      describe: (_name: string, fn: () => void) => fn(),
      it: (name: string) => void titles.push(name),
      before: () => undefined, after: () => undefined, assert: {} as never,
    } as unknown as QuenchBatchContext;
    for (const b of registered(true)) b.fn(context);
    const has = (pattern: RegExp) => expect(titles.some((t) => pattern.test(t)), String(pattern)).to.equal(true);
    has(/every ruleset's actors and items validate/);
    has(/every actor of the active ruleset's packs imports/);
    has(/two unlinked Spiders/);
    has(/token-HUD toggles add and remove conditions/);
    has(/combatants join and leave/);
    has(/forged/);
    has(/duel card/);
    has(/draw the ladder as bar1/);
    has(/reaction/);
    has(/a cone region's cells/);
    has(/a zone on another level does not apply/);
    has(/is drawn on its token/);
    has(/stored before the v14 upgrade/);
    has(/Toggle Defeated/);
    has(/applyCondition\('haste'\)/);
    has(/draw HP \(bar1\) and AP \(bar2\)/);
    has(/loot chest covers exactly its space/);
  });
});
