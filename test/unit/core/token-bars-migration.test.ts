/**
 * A world made before a type's token bars changed (Eldfall's HP and AP became value/max pairs, the Elf ladder bar
 * came in): on the GM's `ready`, once, every prototype token and placed token whose bar slot draws nothing its type
 * offers gets the type's default; a slot showing one of the type's bars is the GM's choice and stays (both double modes).
 */
import { expect } from "chai";
import { actAs, FOUNDRY_GENERATION, makeActor, makeScene, placeToken, resetWorld, world } from "../../support/foundry-double";
import { bootSystem } from "../../support/double/boot";
import { drawnBar } from "../../support/double/tokens";
import { migrateWorld } from "../../../src/core/data/world-migration";
import { staleBarPatch } from "../../../src/core/tokens";
import { ELF_TOKENS } from "../../../src/rulesets/elf/tokens";

const bars = (bar1: string | null, bar2: string | null = null) => ({ bar1: { attribute: bar1 }, bar2: { attribute: bar2 } });
const stored = (uuid: string) => (world.database.get(uuid)!.prototypeToken ?? {}) as { bar1?: { attribute: unknown }; bar2?: { attribute: unknown } };

describe(`token bars of a world made before they changed (double: Foundry v${FOUNDRY_GENERATION})`, () => {
  it("the slot rule: empty or a plain value gets the type's default, one of its bars stays", () => {
    expect(staleBarPatch(ELF_TOKENS.elfNpc, bars(null))).to.deep.equal({ bar1: { attribute: "ladder" } });
    expect(staleBarPatch(ELF_TOKENS.elfPc, bars("injuryPoints"))).to.deep.equal({ bar1: { attribute: "ladder" }, bar2: { attribute: "injuryPoints" } });
    expect(staleBarPatch(ELF_TOKENS.elfPc, bars("ladder", "injuryPoints"))).to.equal(null);
    expect(staleBarPatch(undefined, bars(null))).to.equal(null);
  });

  it("on the GM's ready: prototype and placed tokens of every ruleset draw their bars; a GM's choice of bar stays; once only", async () => {
    resetWorld();
    actAs({ id: "gm", isGM: true });
    const wolf = makeActor({ name: "Wolf", type: "elfNpc", system: {}, prototypeToken: bars(null) });
    const mira = makeActor({ name: "Mira", type: "elfPc", system: {}, prototypeToken: bars("injuryPoints") });
    const aria = makeActor({ name: "Aria", type: "eldfallHero", system: {}, prototypeToken: bars("health") });
    const brute = makeActor({ name: "Brute", type: "eldfallHostile", system: {}, prototypeToken: bars("ap", "health") });
    const placed = placeToken(makeScene("Road"), wolf);
    expect(drawnBar(placed, "bar1"), "before: nothing drawn").to.equal(null);
    const { shutdown } = await bootSystem("elf");
    try {
      expect([stored(wolf.uuid), stored(mira.uuid), stored(aria.uuid)]).to.deep.equal([
        bars("ladder"), bars("ladder", "injuryPoints"), bars("health", "ap"),
      ]);
      expect(stored(brute.uuid), "the GM's choice of bars stays").to.deep.equal(bars("ap", "health"));
      expect([placed.bar1.attribute, drawnBar(placed, "bar1")]).to.deep.equal(["ladder", { value: 3, max: 3 }]);
      wolf.updates.length = 0;
      expect(await migrateWorld(), "recorded: not run again").to.equal(0);
      expect(wolf.updates).to.deep.equal([]);
    } finally {
      shutdown();
    }
  });

  it("a player's client changes no token on ready", async () => {
    resetWorld();
    const wolf = makeActor({ name: "Wolf", type: "elfNpc", system: {}, prototypeToken: bars(null) });
    actAs({ id: "player1", isGM: false });
    const { shutdown } = await bootSystem("elf");
    try {
      expect(stored(wolf.uuid)).to.deep.equal(bars(null));
    } finally {
      shutdown();
      actAs({ id: "gm", isGM: true });
    }
  });
});
