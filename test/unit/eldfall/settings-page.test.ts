/**
 * Eldfall's world settings and its "Rules interpretations" page agree: every `realms.eldfall-<key>` the page names
 * is registered by the ruleset's one settings declaration and registered on boot, and every registered setting is
 * on the page. The A18 setting reaches the Resolution Step when the caller does not say.
 */
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { world } from "../../support/foundry-double";
import { bootedSuite } from "../../support/double/boot";
import { ELDFALL_SETTINGS } from "../../../src/rulesets/eldfall/settings";
import { resolveOptions, rollResolution } from "../../../src/rulesets/eldfall/resolution/resolve";
import { diceOptions } from "../../../src/rulesets/eldfall/dice/roll-context";
import type { ResolutionInput, ResolutionModel } from "../../../src/rulesets/eldfall/resolution/rules/resolution";

type Page = { name: string; text: { content: string } };
const journal = JSON.parse(readFileSync("packs/eldfall-rules/eldfall-rules_eldJournalRules0.json", "utf8")) as { pages: Page[] };
const page = journal.pages.find((p) => p.name === "Rules interpretations")!.text.content;
const named = [...page.matchAll(/<code>realms\.eldfall-([A-Za-z]+)<\/code>/g)].map((m) => m[1]!);
const registered = ELDFALL_SETTINGS.descriptors.map((d) => d.key);
const g = globalThis as unknown as { game: { settings: { settings: Map<string, unknown>; set(ns: string, k: string, v: unknown): Promise<unknown> } } };

describe("Eldfall: settings and the interpretations page", () => {
  it("every setting the page names is registered, and every registered setting is on the page, once", () => {
    expect([...new Set(named)].sort()).to.deep.equal([...registered].sort());
    expect(named).to.have.length(new Set(named).size);
  });

  it("every entry marked ⚙ names a setting", () => {
    expect((page.match(/<\/strong> ⚙ <code>realms\.eldfall-[A-Za-z]+<\/code>/g) ?? []).length).to.equal((page.match(/<\/strong> ⚙/g) ?? []).length);
  });

  it("each registered key has a default and a label in English", () => {
    const lang = ["eldfall-dice", "eldfall-states", "eldfall-resolve", "eldfall-space"].flatMap((f) => {
      try { return [JSON.parse(readFileSync(`lang/en/${f}.json`, "utf8")) as { REALMS: { Eldfall: { Settings?: Record<string, { name?: string }> } } }]; } catch { return []; }
    });
    for (const key of registered) {
      expect((ELDFALL_SETTINGS.defaults as Record<string, unknown>)[key], key).to.not.equal(undefined);
      expect(lang.some((l) => typeof l.REALMS.Eldfall.Settings?.[key]?.name === "string"), key).to.equal(true);
    }
  });

  describe("booted", () => {
    bootedSuite("eldfall");

    it("registers every key as realms.eldfall-<key> and reads the defaults back", () => {
      for (const key of registered) expect(g.game.settings.settings.has(`realms.eldfall-${key}`), key).to.equal(true);
      expect(resolveOptions()).to.deep.equal({ triggerPer: "attack" });
      expect(diceOptions()).to.deep.equal({ critReading: "strict", halveAndDouble: "both" });
    });

    it("A18: the world's triggerPer reaches the Resolution Step (Cleave: 3 Wounds per Attack, 4 per Wound)", async () => {
      const mdl = (id: string, over: Partial<ResolutionModel> = {}): ResolutionModel => ({
        id, hero: false, side: "hostiles", size: "medium", hp: 9, hpMax: 9, arm: 5, t: 10, m: 10, int: 10, ag: 10, spd: 4, ap: 2, wp: 0, tier: 1, traits: [], states: [], ...over,
      });
      const input: ResolutionInput = {
        models: [mdl("a", { hero: true, side: "heroes" }), mdl("b")],
        attacks: [{ id: "x", attacker: "a", pw: 12, traits: [{ id: "cleave" }], targets: [{ target: "b", hits: [{ critical: false }, { critical: false }] }] }],
      };
      const wounds = async () => {
        world.dice.push(1, 1);
        const { plan } = await rollResolution(input);
        return plan.changes.find((c) => c.id === "b")!.wounds;
      };
      expect(await wounds()).to.equal(3);
      await g.game.settings.set("realms", "eldfall-triggerPer", "wound");
      expect(await wounds()).to.equal(4);
      world.dice.push(1, 1);
      const given = await rollResolution({ ...input, options: { triggerPer: "attack" } });
      expect(given.plan.changes.find((c) => c.id === "b")!.wounds).to.equal(3);
      await g.game.settings.set("realms", "eldfall-triggerPer", "attack");
    });
  });
});
