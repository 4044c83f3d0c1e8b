import { expect } from "chai";
import { readFileSync } from "node:fs";
import "../../support/foundry-double";
import { prototypeTokenPatch, registerTokenDefaults, trackableAttributesOf, type TokenDefaultsByType } from "../../../src/core/tokens";
import { specAt } from "../../../src/core/schema/validate";
import type { ObjectSpec } from "../../../src/core/schema/spec";
import { ELVENDOR_TOKENS } from "../../../src/rulesets/elvendor/tokens";
import { ELF_TOKENS } from "../../../src/rulesets/elf/tokens";
import { AEDELORE_TOKENS } from "../../../src/rulesets/aedelore/tokens";
import { ELDFALL_TOKENS } from "../../../src/rulesets/eldfall/tokens";
import { ELVENDOR_ACTOR_SPECS } from "../../../src/rulesets/elvendor/models/specs";
import { ELF_ACTOR_SPECS } from "../../../src/rulesets/elf/models/specs";
import { AEDELORE_ACTOR_SPECS } from "../../../src/rulesets/aedelore/models/specs";

const RULESETS: [string, TokenDefaultsByType, Readonly<Record<string, ObjectSpec>>][] = [
  ["Elvendor", ELVENDOR_TOKENS, ELVENDOR_ACTOR_SPECS], ["Elf System", ELF_TOKENS, ELF_ACTOR_SPECS], ["Aedelore", AEDELORE_TOKENS, AEDELORE_ACTOR_SPECS],
];

/** Bars the data model derives in prepareDerivedData rather than stores (the glue tests draw them). */
const DERIVED_BARS: Readonly<Record<string, readonly string[]>> = { elfPc: ["ladder"], elfNpc: ["ladder"] };

describe("token bars and linked tokens per ruleset", () => {
  it("each ruleset's primary token attribute is its own: Elvendor health, Elf the ladder (PCs' Injury Points on bar2), Aedelore hp", () => {
    expect(Object.values(ELVENDOR_TOKENS).map((t) => t.primary)).to.deep.equal(["health", "health", "health"]);
    expect([ELF_TOKENS.elfPc!.primary, ELF_TOKENS.elfPc!.secondary, ELF_TOKENS.elfNpc!.primary]).to.deep.equal(["ladder", "injuryPoints", "ladder"]);
    expect([AEDELORE_TOKENS.aedeloreCharacter!.primary, AEDELORE_TOKENS.aedeloreCreature!.primary]).to.deep.equal(["hp", "hp"]);
  });

  for (const [name, tokens, specs] of RULESETS) {
    it(`${name}: every actor type has token defaults whose attributes exist (bars are value/max pools, values numbers)`, () => {
      expect(Object.keys(tokens).sort()).to.deep.equal(Object.keys(specs).sort());
      for (const [type, t] of Object.entries(tokens)) {
        for (const bar of t.bars) {
          const pool = specAt(specs[type]!, bar);
          // A derived pair (the Elf ladder, prepared from the conditions) is no stored field: nothing for the HUD to edit.
          if (DERIVED_BARS[type]?.includes(bar)) {
            expect(pool, `${type}.${bar} is derived`).to.equal(undefined);
            continue;
          }
          expect(pool?.type, `${type}.${bar}`).to.equal("object");
          expect(Object.keys((pool as ObjectSpec).fields), `${type}.${bar}`).to.include.members(["value", "max"]);
        }
        for (const value of t.values) expect(specAt(specs[type]!, value)?.type, `${type}.${value}`).to.equal("number");
        if (t.primary !== null) expect([...t.bars, ...t.values], type).to.include(t.primary);
      }
    });
  }

  it("the manifest names no one primaryTokenAttribute for every ruleset (the active ruleset sets bar1)", () => {
    expect(JSON.parse(readFileSync("system.json", "utf8"))).not.to.have.property("primaryTokenAttribute");
  });

  it("heroes, companions, PCs and characters are linked; enemies, NPCs and creatures are not", () => {
    const linked = Object.fromEntries(RULESETS.flatMap(([, tokens]) => Object.entries(tokens).map(([type, t]) => [type, t.linked])));
    expect(linked).to.deep.equal({
      elvendorHero: true, elvendorCompanion: true, elvendorEnemy: false, elfPc: true, elfNpc: false, aedeloreCharacter: true, aedeloreCreature: false,
    });
  });

  it("a new actor's prototype token gets the defaults only where its creation data is silent", () => {
    const hero = ELVENDOR_TOKENS.elvendorHero;
    expect(prototypeTokenPatch(hero, { name: "Aria", type: "elvendorHero" })).to.deep.equal({ prototypeToken: { actorLink: true, bar1: { attribute: "health" } } });
    expect(prototypeTokenPatch(AEDELORE_TOKENS.aedeloreCreature, {})).to.deep.equal({ prototypeToken: { actorLink: false, bar1: { attribute: "hp" } } });
    expect(prototypeTokenPatch(ELF_TOKENS.elfNpc, {})).to.deep.equal({ prototypeToken: { actorLink: false, bar1: { attribute: "ladder" } } });
    expect(prototypeTokenPatch(ELF_TOKENS.elfPc, {})).to.deep.equal({ prototypeToken: { actorLink: true, bar1: { attribute: "ladder" }, bar2: { attribute: "injuryPoints" } } });
    // A compendium import or a duplicate brings its own choices.
    expect(prototypeTokenPatch(hero, { prototypeToken: { actorLink: false } })).to.deep.equal({ prototypeToken: { bar1: { attribute: "health" } } });
    expect(prototypeTokenPatch(hero, { prototypeToken: { actorLink: true, bar1: { attribute: null } } })).to.equal(null);
    expect(prototypeTokenPatch(undefined, {})).to.equal(null);
    // A type with a second pool every token shows (Eldfall's AP) gets bar2 as well, again only where the data is silent.
    expect(prototypeTokenPatch(ELDFALL_TOKENS.eldfallHostile, {})).to.deep.equal({ prototypeToken: { actorLink: false, bar1: { attribute: "health" }, bar2: { attribute: "ap" } } });
    expect(prototypeTokenPatch(ELDFALL_TOKENS.eldfallHero, { prototypeToken: { actorLink: true, bar1: { attribute: "health" }, bar2: { attribute: null } } })).to.equal(null);
  });

  it("registration sets CONFIG.Actor.trackableAttributes and fills prototype tokens on preCreateActor", () => {
    const g = globalThis as unknown as { CONFIG: Record<string, unknown>; Hooks: { on: (...a: unknown[]) => unknown } };
    const savedActor = g.CONFIG.Actor;
    const savedOn = g.Hooks.on;
    const handlers = new Map<string, (...a: unknown[]) => unknown>();
    g.CONFIG.Actor = { trackableAttributes: {} };
    g.Hooks.on = (name: unknown, fn: unknown) => handlers.set(name as string, fn as never);
    try {
      registerTokenDefaults(AEDELORE_TOKENS);
      expect((g.CONFIG.Actor as { trackableAttributes: unknown }).trackableAttributes).to.deep.equal(trackableAttributesOf(AEDELORE_TOKENS));
      expect(trackableAttributesOf(AEDELORE_TOKENS).aedeloreCharacter).to.deep.equal({ bar: ["hp", "arcana"], value: [] });
      const sources: unknown[] = [];
      const actor = (type: string) => ({ type, updateSource: (changes: unknown) => sources.push(changes) });
      handlers.get("preCreateActor")!(actor("aedeloreCharacter"), { name: "Brannoc", type: "aedeloreCharacter" });
      handlers.get("preCreateActor")!(actor("elvendorHero"), { name: "Aria", type: "elvendorHero" }); // another ruleset's type: untouched
      expect(sources).to.deep.equal([{ prototypeToken: { actorLink: true, bar1: { attribute: "hp" } } }]);
    } finally {
      g.CONFIG.Actor = savedActor;
      g.Hooks.on = savedOn;
    }
  });
});
