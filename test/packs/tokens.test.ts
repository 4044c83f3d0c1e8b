import { expect } from "chai";
import { checkAll } from "../../tools/pack-check";

/** Characters a player keeps have linked tokens; every enemy copy placed on a scene is its own (unlinked). */
const LINKED = ["elvendorHero", "elvendorCompanion", "elfPc", "aedeloreCharacter"];

describe("pack actors' prototype tokens", () => {
  it("heroes, companions, PCs and characters are linked; enemies, NPCs and creatures are not", () => {
    const actors = checkAll(".").sources.filter((s) => s.pack.type === "Actor").map((s) => s.doc as { name: string; type: string; prototypeToken?: { actorLink?: boolean } });
    expect(actors.length).to.be.greaterThan(5);
    expect(actors.filter((a) => (a.prototypeToken?.actorLink ?? false) !== LINKED.includes(a.type)).map((a) => a.name)).to.deep.equal([]);
  });
});
