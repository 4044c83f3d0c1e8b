/** Counts, possessives, sum terms and exact chances as cards and dialogs word them (pure, and through the templates). */
import { expect } from "chai";
import { chanceView, formatCount, fraction, pluralKey, possessive, term } from "../../../src/core/format";
import { oddsView } from "../../../src/core/roll-dialog-model";
import { attackOdds } from "../../../src/rulesets/elvendor/combat/rules/attack";
import { npcDamageCardContext } from "../../../src/rulesets/elf/task/cards";
import { EN_WORDS, hbs, render } from "../../support/render";

describe("words for counts, names and chances", () => {
  it("a count takes the language's plural form: 0 Hits, 1 Hit, 2 Hits", () => {
    expect([0, 1, 2].map((n) => formatCount(EN_WORDS, "REALMS.Eldfall.Dice.Dialog.hitsRow", n))).to.deep.equal(["0 Hits", "1 Hit", "2 Hits"]);
    expect([0, 1, 2].map((n) => formatCount(EN_WORDS, "REALMS.Aedelore.Pool.successes", n))).to.deep.equal(["0 successes", "1 success", "2 successes"]);
  });

  it("Intl.PluralRules picks the category by the world's language; a category the lang file lacks falls back to other", () => {
    const has = (k: string) => k.endsWith(".one") || k.endsWith(".other");
    expect([0, 1, 2].map((n) => pluralKey("K", n, "en", has))).to.deep.equal(["K.other", "K.one", "K.other"]);
    // Polish says "few" for 2 and "many" for 5: without those forms the other form stands in.
    expect(pluralKey("K", 2, "pl", (k) => k === "K.few")).to.equal("K.few");
    expect(pluralKey("K", 5, "pl", has)).to.equal("K.other");
    expect(pluralKey("K", 1, "not a locale!", has)).to.equal("K.other");
  });

  it("the realmsCount helper renders the same forms in a template", () => {
    const t = hbs.compile('{{realmsCount "REALMS.Elvendor.Chat.hits" n perHit=3 armor=1 total=t}}');
    expect([0, 1, 2].map((n) => t({ n, t: 2 * n }))).to.deep.equal([
      "0 hits × 3 (armor 1) &#x3D; 0 damage", "1 hit × 3 (armor 1) &#x3D; 2 damage", "2 hits × 3 (armor 1) &#x3D; 4 damage"]);
  });

  it("a name ending in s takes only an apostrophe: Aria of the Pines' turn, Mira's turn", () => {
    expect(possessive(EN_WORDS, "Aria of the Pines")).to.equal("Aria of the Pines'");
    expect(possessive(EN_WORDS, "Mira")).to.equal("Mira's");
    const html = render("templates/elvendor/chat/turn-start.hbs", { actor: { name: "Aria of the Pines" }, actions: 1, losses: [], poison: 0, forcedLabel: null });
    expect(html).to.contain("Aria of the Pines&#x27; turn").and.contain("1 action this turn.");
  });

  it("a zero modifier is no term of a sum", () => {
    expect([2, -1, 0].map(term)).to.deep.equal(["+ 2", "\u2212 1", ""]);
    const card = render("templates/elf/chat/npc-damage.hbs", npcDamageCardContext({ attacker: { name: "Mira", uuid: "Actor.m" }, target: { name: "Wolf", uuid: "Actor.w" }, weapon: "Fists",
      dice: [1, 2, 3], damageBonus: 0, threshold: 8, natural: 6, total: 6, harm: "unharmed", kind: "stun", deferred: false, applied: false }));
    expect(card).to.contain("<strong>6 = 6</strong>");
  });

  it("a chance shows two decimals and its exact value: the fraction where there is one", () => {
    expect(chanceView(12960 / 46656)).to.deep.equal({ text: "27.78%", exact: "5/18", isFraction: true });
    expect(chanceView(5 / 8)).to.deep.include({ text: "62.50%", exact: "5/8" });
    expect(chanceView(1)).to.deep.include({ text: "100.00%", exact: "1" });
    expect(chanceView(1 / 46656).text).to.equal("<0.01%");
    expect(chanceView(1 - 1 / 46656).text).to.equal(">99.99%");
    expect(fraction(Math.PI / 4)).to.equal(null);
    expect(chanceView(Math.PI / 4)).to.deep.include({ exact: "78.539816%", isFraction: false });
  });

  it("an Elvendor target past the die says it was capped, and its bars are hits by plural", () => {
    const odds = attackOdds(4, 4, 2, true, (n) => formatCount(EN_WORDS, "REALMS.Elvendor.Roll.hitsRow", n));
    expect(odds).to.deep.include({ target: "6+", cappedFrom: "8+" });
    expect(odds.distribution.map((d) => d.label)).to.deep.equal(["0 hits", "1 hit", "2 hits"]);
    const html = render("templates/core/roll-dialog-odds.hbs", { ...oddsView(odds), targetLabel: "REALMS.Roll.target" });
    expect(html).to.contain("Capped: 8+ without the cap");
    // The headline is 1 − P(0 hits): 11/36, and its bar shares the same distribution.
    expect(html).to.contain('title="Exactly 11/36">30.56%');
    expect(attackOdds(4, 0, 2, true)).not.to.have.property("cappedFrom");
  });
});
