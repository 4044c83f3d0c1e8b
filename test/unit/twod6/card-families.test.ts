/**
 * The 2D6 System's card families (core/chat/card-family.ts) on the Foundry double: each card is posted through the
 * control a player or the turn structure uses (the sheet's check button, the haste roll at End Turn, an aura at
 * its bearer's end of turn) as its family's ChatMessage subtype, and each family's model refuses malformed data on
 * create and on update, writing nothing.
 */
import { expect } from "chai";
import { actAs, makeCombat, makeScene, placeToken, registerRolls, resetWorld, settle, world, type FakeActor } from "../../support/foundry-double";
import { useSystemCombat } from "../../support/system-combat";
import { cardData } from "../../support/cards";
import { expectFamilyRefuses } from "../../support/card-families";
import { clickOnSheet, usePlainEnrichment } from "../../support/sheet-actions";
import "../../support/rulesets";
import { registerGmQuery } from "../../../src/core/gm";
import { registerTracks } from "../../../src/core/tracks";
import { getRuleset, registerRuleset } from "../../../src/core/registry";
import { registerRulesetSettings } from "../../../src/core/ruleset-setup";
import { twod6 } from "../../../src/rulesets/twod6";
import { TWOD6_SETTINGS } from "../../../src/rulesets/twod6/settings";
import { TWOD6_TRACKS } from "../../../src/rulesets/twod6/survival/tracks";
import { TWOD6_ROLLS } from "../../../src/rulesets/twod6/rolls";
import { newLevel } from "../../../src/rulesets/twod6/turns/turns";
import { Twod6CharacterSheet } from "../../../src/rulesets/twod6/sheets/character-sheets";
import { CHECK_FAMILY } from "../../../src/rulesets/twod6/checks/card-kinds";
import { SPEED_FAMILY } from "../../../src/rulesets/twod6/turns/card-kinds";
import { AURA_FAMILY } from "../../../src/rulesets/twod6/aura/card-kinds";
import type { AuraCard } from "../../../src/rulesets/twod6/aura/cards";
import { hero, monster } from "./support";

type Msg = ChatMessage.Implementation;
registerRolls(TWOD6_ROLLS);
registerGmQuery();
if (!getRuleset("twod6")) registerRuleset(twod6);
registerRulesetSettings({ id: "twod6", settings: TWOD6_SETTINGS });
registerTracks(TWOD6_TRACKS);
const lastOf = (type: string) => [...world.messages].reverse().find((m) => (m as unknown as Msg).type === type) as unknown as Msg | undefined;

describe("2D6 card families: check, speed and aura cards are typed ChatMessage subtypes (Foundry double)", () => {
  useSystemCombat("twod6");
  usePlainEnrichment();
  beforeEach(() => resetWorld());
  after(() => actAs({ id: "gm", isGM: true }));

  it("the sheet's check button posts a twod6Check message; a result not in the rules and a die of 7 are refused on create and update", async () => {
    const mira = hero("Mira", { system: { abilities: { str: 14, agi: 7, sta: 8, cha: 7 } } });
    Object.assign(mira._source, { ownership: { default: 0, player1: 3 } });
    actAs({ id: "player1", isGM: false });
    world.dialogs.push({ situational: 0, mode: "climb", target: "7" });
    world.dice.push(4, 3);
    await clickOnSheet(Twod6CharacterSheet as never, mira, `[data-action="check"][data-use="climb"]`);
    const message = world.messages.at(-1)! as unknown as Msg;
    expect(message.type).to.equal(CHECK_FAMILY.type);
    expect(cardData(message)).to.deep.include({ use: "climb", natural: 7, result: "success" });
    await expectFamilyRefuses(message, { result: "fumble" }, "result");
    await expectFamilyRefuses(message, { dice: [7, 1] }, "dice");
  });

  function level() {
    const scene = makeScene("Crypt");
    const token = (a: FakeActor, x: number, y: number) => placeToken(scene, a, { x, y }).actor as unknown as FakeActor;
    const mira = token(hero("Mira", { system: { haste: 1, slows: [] } }), 9, 0);
    const ogre = token(monster("Ogre", { aura: "fire", abilities: { str: 14, agi: 6, sta: 9, cha: 4 }, monster: true }), 2, 2);
    const rat = token(monster("Rat", { monster: false }), 1, 2);
    return { mira, ogre, rat };
  }

  it("the haste roll at End Turn posts a twod6Speed message; three actions and odds of text are refused on create and update", async () => {
    const { mira, rat } = level();
    const combat = makeCombat([mira, rat], {}, { round: 0, turn: null });
    await newLevel(combat as never);
    await combat.startCombat();
    await settle();
    world.dice.push(5, 3);
    await combat.nextTurn();
    await settle();
    const message = lastOf(SPEED_FAMILY.type)!;
    expect(message, "the speed card").to.not.equal(undefined);
    expect(cardData(message)).to.deep.include({ actions: 2 });
    await expectFamilyRefuses(message, { actions: 3 }, "actions");
    await expectFamilyRefuses(message, { ways: ["all"] }, "ways");
  });

  it("an aura at its bearer's end of turn posts a twod6Aura message; a d3 of 4 and an undo value of text are refused on create and update", async () => {
    const { ogre, rat } = level();
    const combat = makeCombat([ogre, rat], {}, { round: 0, turn: null });
    await newLevel(combat as never);
    await combat.startCombat();
    await settle();
    world.dice.push(2);
    await combat.nextTurn();
    await settle();
    const message = lastOf(AURA_FAMILY.type)!;
    expect(message, "the aura card").to.not.equal(undefined);
    const card = cardData<AuraCard>(message);
    expect(card.lines.map((l) => l.target.name)).to.deep.equal(["Rat"]);
    await expectFamilyRefuses(message, { d3: 4 }, "d3");
    await expectFamilyRefuses(message, { lines: [{ ...card.lines[0]!, before: [["health.value", "seven"]] }] }, "lines");
  });
});
