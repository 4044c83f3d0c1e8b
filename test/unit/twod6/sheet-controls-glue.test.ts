/**
 * What spells and items do, through the 2D6 creature sheet on the test double: a hunger or thirst state set (180
 * turns left in it) or moved one state up (90 left) or down (270 left), refused for a player who does not own
 * the creature; and the check dialog's cap exemption, which lets a melee damage roll's modifier pass +5 and
 * leaves every other use capped.
 */
import { expect } from "chai";
import { actAs, registerRolls, resetWorld, world, type FakeActor } from "../../support/foundry-double";
import { cardData } from "../../support/cards";
import { clickOnSheet, usePlainEnrichment } from "../../support/sheet-actions";
import "../../support/rulesets";
import { registerGmQuery } from "../../../src/core/gm";
import { registerTracks } from "../../../src/core/tracks";
import { readTrack } from "../../../src/core/rules/tracks";
import { TWOD6_ROLLS } from "../../../src/rulesets/twod6/rolls";
import { TWOD6_TRACKS } from "../../../src/rulesets/twod6/survival/tracks";
import { HUNGER_TRACK, THIRST_TRACK } from "../../../src/rulesets/twod6/survival/rules/sustenance";
import { setSustenance } from "../../../src/rulesets/twod6/survival/sustenance-controls";
import { Twod6CharacterSheet } from "../../../src/rulesets/twod6/sheets/character-sheets";
import type { CheckCard } from "../../../src/rulesets/twod6/checks/cards";
import type { TwoD6ActorModel } from "../../../src/rulesets/twod6/models/actor-model";
import { hero } from "./support";

registerGmQuery();
registerRolls(TWOD6_ROLLS);
registerTracks(TWOD6_TRACKS);
const sys = (a: { system: unknown }) => a.system as TwoD6ActorModel;
const click = (actor: FakeActor, selector: string) => clickOnSheet(Twod6CharacterSheet as never, actor, selector);
/** The state a track is in and the turns left in it, read from the document. */
const where = (def: typeof HUNGER_TRACK, counter: number) => {
  const r = readTrack(def, counter);
  return [r.state.id, counter - r.state.from + 1];
};

describe("2D6 sheet controls for spells and items (glue)", () => {
  usePlainEnrichment();
  beforeEach(() => resetWorld({ id: "player1", isGM: false }));
  after(() => actAs({ id: "gm", isGM: true }));

  it("hunger and thirst: a state set leaves 180 turns in it, one up 90, one down 270; Famished brings its −2", async () => {
    const mira = hero("Mira");
    await click(mira, `[data-action="setTrack"][data-track="hunger"][data-state="famished"]`);
    expect(where(HUNGER_TRACK, sys(mira).hunger)).to.deep.equal(["famished", 180]);
    expect(sys(mira).rules.penalty).to.equal(-2);
    await click(mira, `[data-action="shiftTrack"][data-track="hunger"][data-steps="1"]`);
    expect(where(HUNGER_TRACK, sys(mira).hunger)).to.deep.equal(["starving", 90]);
    await click(mira, `[data-action="setTrack"][data-track="thirst"][data-state="notThirsty"]`);
    await click(mira, `[data-action="shiftTrack"][data-track="thirst"][data-steps="-1"]`);
    expect(where(THIRST_TRACK, sys(mira).thirst)).to.deep.equal(["thirsty", 270]);
  });

  it("a player who does not own the creature sees no control, and a request anyway is refused with the reason", async () => {
    const mira = hero("Mira");
    const before = sys(mira).hunger;
    actAs({ id: "player2", isGM: false });
    let shown: unknown = null;
    await click(mira, `[data-action="setTrack"]`).catch((e: unknown) => (shown = e));
    expect(String(shown)).to.contain("The sheet shows no");
    world.notifications.length = 0;
    await setSustenance(mira as never, "hunger", "famished");
    expect(sys(mira).hunger).to.equal(before);
    expect(world.notifications.map((n) => n.message)).to.deep.equal(["You do not own Mira, so you cannot change it."]);
    actAs({ id: "player1", isGM: false });
    await setSustenance(mira as never, "hunger", "peckish");
    expect(sys(mira).hunger).to.equal(before);
    expect(world.notifications.at(-1)!.message).to.equal("The hunger track has no state \"peckish\". Nothing was changed.");
  });

  it("the check dialog's cap exemption: melee damage with STR +7 adds 7 when ticked, 5 when not; a climb stays held to +5", async () => {
    const mira = hero("Mira", { system: { abilities: { str: 14, agi: 7, sta: 8, cha: 7 } } });
    const roll = async (use: string, active: string[]) => {
      world.dice.push(3, 3);
      world.dialogs.push({ mode: use, active, target: "7" });
      await click(mira, `[data-action="check"][data-use="${use}"]`);
      return cardData<CheckCard>(world.messages.at(-1)!);
    };
    expect(await roll("meleeDamage", ["capExempt"])).to.deep.include({ use: "meleeDamage", modifier: 7, capExempt: true, total: 13 });
    expect(await roll("meleeDamage", [])).to.deep.include({ modifier: 5, capExempt: false, total: 11 });
    expect(await roll("climb", ["capExempt"])).to.deep.include({ use: "climb", modifier: 5, capExempt: false, total: 11 });
  });
});
