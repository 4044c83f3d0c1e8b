import { expect } from "chai";
import { checkAll } from "../../tools/pack-check";
import { ELVENDOR_TOKENS } from "../../src/rulesets/elvendor/tokens";
import { ELF_TOKENS } from "../../src/rulesets/elf/tokens";
import { AEDELORE_TOKENS } from "../../src/rulesets/aedelore/tokens";
import { ELDFALL_TOKENS } from "../../src/rulesets/eldfall/tokens";
import { TWOD6_TOKENS } from "../../src/rulesets/twod6/tokens";

const TOKENS = { ...ELVENDOR_TOKENS, ...ELF_TOKENS, ...AEDELORE_TOKENS, ...ELDFALL_TOKENS, ...TWOD6_TOKENS };

describe("pack actors' prototype tokens", () => {
  const actors = checkAll(".").sources.filter((s) => s.pack.type === "Actor").map((s) => s.doc as { name: string; type: string; prototypeToken?: { actorLink?: boolean; bar1?: { attribute?: string | null } } });

  it("follow their ruleset's defaults: heroes linked, enemies unlinked, each ruleset's own bar", () => {
    expect(actors.length).to.be.greaterThan(8);
    for (const actor of actors) {
      const defaults = TOKENS[actor.type as keyof typeof TOKENS]!;
      expect(actor.prototypeToken?.actorLink, `${actor.name} actorLink`).to.equal(defaults.linked);
      expect(actor.prototypeToken?.bar1?.attribute, `${actor.name} bar1`).to.equal(defaults.primary);
    }
  });
});
