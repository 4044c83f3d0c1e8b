/**
 * Parry's (and Dodge's) AP cost says the same everywhere a user reads it: the rules journal ("cost no actions"),
 * the action pack, the rules table the glue spends from, the hero sheet (a reaction, never a Play button) and the
 * card's item sheet.
 */
import { expect } from "chai";
import { galleryEntries, packDocs } from "../../support/fixtures";
import { render } from "../../support/render";
import { ACTION_CARDS } from "../../../src/rulesets/elvendor/actions/rules/actions";

describe("Elvendor: Parry and Dodge cost no AP in the rules, the pack, the sheets and the cards", () => {
  const docs = packDocs();
  const entries = galleryEntries();

  it("the rules journal, the action pack and the rules table agree: reactions cost 0 AP, Parry adds 1 noise, Dodge none", () => {
    const journal = docs.find((d) => d.name === "Elvendor Rules") as unknown as { pages: { name: string; text: { content: string } }[] } | undefined;
    const reactions = journal?.pages.find((p) => p.name === "Reactions")?.text.content ?? "";
    expect(reactions).to.match(/\{Dodge\} and @UUID\[[^\]]+\]\{Parry\} cost no actions/);
    for (const [name, noise] of [["Parry", 1], ["Dodge", 0]] as const) {
      const card = docs.find((d) => d.type === "elvendorAction" && d.name === name)!.system as { cost: number; noise: number; reaction: boolean };
      const rules = ACTION_CARDS.find((c) => c.id === name.toLowerCase())!;
      expect([card.cost, card.noise, card.reaction], name).to.deep.equal([0, noise, true]);
      expect([rules.cost, rules.noise, rules.reaction], name).to.deep.equal([0, noise, true]);
    }
  });

  it("the hero sheet lists Parry and Dodge as reactions with no AP and offers no Play button for them; the Parry card's sheet says why", () => {
    const hero = entries.find((e) => e.id === "hero-sheet")!;
    const html = render(hero.template, hero.context);
    expect(html).to.contain("<strong>Parry</strong> no AP · Noise 1").and.to.contain("<strong>Dodge</strong> no AP · Noise 0");
    expect(html).not.to.contain('data-action-key="parry"').and.not.to.contain('data-action-key="dodge"');
    expect(html).to.contain('data-action-key="attack"');
    const parry = entries.find((e) => e.id === "item-elvendorAction")!;
    const sheet = render(parry.template, parry.context);
    expect(sheet).to.contain('name="system.cost" value="0"').and.to.contain("A reaction costs no actions");
  });
});
