/**
 * Haste and slow on the creature's turn, driven through the combat tracker on the test double (the GM's Start
 * Combat and Next Turn, the owning player's End Turn) and the sheet's check button: a slow check failing as the
 * turn starts takes the action (the tracker says so, the sheet's check is refused, the hastes are not rolled); End
 * Turn after the action rolls the hastes, and one reaching 8 keeps the turn for a second action the tracker shows;
 * hunger and thirst pay 1 + haste effects per action; aura and regeneration run through the same end of turn.
 */
import { expect } from "chai";
import { actAs, makeCombat, makeScene, placeToken, registerRolls, resetWorld, settle, world, type FakeActor } from "../../support/foundry-double";
import { renderCombatTracker } from "../../support/double/combat-tracker";
import { useSystemCombat } from "../../support/system-combat";
import { cardData } from "../../support/cards";
import { clickOnSheet, usePlainEnrichment } from "../../support/sheet-actions";
import "../../support/rulesets";
import { registerTracks } from "../../../src/core/tracks";
import { getRuleset, registerRuleset } from "../../../src/core/registry";
import { registerRulesetSettings } from "../../../src/core/ruleset-setup";
import { twod6 } from "../../../src/rulesets/twod6";
import { TWOD6_SETTINGS } from "../../../src/rulesets/twod6/settings";
import { TWOD6_TRACKS } from "../../../src/rulesets/twod6/survival/tracks";
import { TWOD6_ROLLS } from "../../../src/rulesets/twod6/rolls";
import { initTwoD6 } from "../../../src/rulesets/twod6/hooks";
import { guardItemDelete, guardItemDrop, guardItemUpdate } from "../../../src/rulesets/twod6/items/items";
import { guardRuleOfThree } from "../../../src/rulesets/twod6/creatures/rule-of-three";
import { renderNewLevelControl } from "../../../src/rulesets/twod6/turns/turns";
import { gmEndTurn, renderSpeedMarkers } from "../../../src/rulesets/twod6/turns/turn-speed";
import { runAsGM } from "../../../src/core/gm";
import { Twod6CharacterSheet } from "../../../src/rulesets/twod6/sheets/character-sheets";
import { LEVEL_TURNS } from "../../../src/rulesets/twod6/survival/rules/sustenance";
import type { SpeedCard } from "../../../src/rulesets/twod6/turns/cards";
import type { CheckCard } from "../../../src/rulesets/twod6/checks/cards";
import type { AuraCard } from "../../../src/rulesets/twod6/aura/cards";
import type { TwoD6ActorModel } from "../../../src/rulesets/twod6/models/actor-model";
import { hero, item, monster, ring } from "./support";

registerRolls(TWOD6_ROLLS);
if (!getRuleset("twod6")) registerRuleset(twod6);
registerRulesetSettings({ id: "twod6", settings: TWOD6_SETTINGS });
registerTracks(TWOD6_TRACKS);
const g = globalThis as unknown as {
  Hooks: { off: (n: string, f: unknown) => void };
  game: { settings: { set: (ns: string, key: string, v: unknown) => Promise<unknown> } };
};
const sys = (a: { system: unknown }) => a.system as TwoD6ActorModel;
const cards = <T>(has: string) => world.messages.map((m) => cardData<T | undefined>(m)).filter((c): c is T => !!c && has in (c as object));
const player = { id: "player1", isGM: false };
const gm = { id: "gm", isGM: true };
/** Satiated with 180 turns left on both tracks (the start of a creature's counters). */
const FED = 4 * LEVEL_TURNS + LEVEL_TURNS / 2;

/** Press a tracker control as `who` and let the GM's walk finish. */
async function press(combat: ReturnType<typeof makeCombat>, who: typeof player, control: "startCombat" | "nextTurn") {
  actAs(who);
  await renderCombatTracker(combat).press(control);
  await settle();
  await settle();
}

/** The speed marker on a tracker row, as `who` sees the tracker (null: none). */
function marker(combat: ReturnType<typeof makeCombat>, who: typeof player, combatantId: string): string | null {
  actAs(who);
  const html = renderCombatTracker(combat).element;
  return html.querySelector(`[data-combatant-id="${combatantId}"] .realms-twod6-speed`)?.textContent ?? null;
}

describe("2D6 haste and slow on the creature's turn (glue, through the tracker)", () => {
  useSystemCombat("twod6");
  usePlainEnrichment();
  before(() => initTwoD6());
  after(() => {
    const registered: [string, unknown][] = [["preDeleteItem", guardItemDelete], ["preUpdateItem", guardItemUpdate], ["preUpdateActor", guardRuleOfThree],
      ["dropActorSheetData", guardItemDrop], ["renderCombatTracker", renderNewLevelControl], ["renderCombatTracker", renderSpeedMarkers]];
    for (const [hook, fn] of registered) g.Hooks.off(hook, fn);
    actAs(gm);
  });
  beforeEach(() => resetWorld());
  afterEach(async () => {
    actAs(gm);
    await g.game.settings.set("realms", "twod6-autoRegen", false);
  });

  function fight(first: FakeActor) {
    const scene = makeScene("Crypt");
    const fighter = placeToken(scene, first, { x: 0, y: 0 }).actor as unknown as FakeActor;
    const rat = placeToken(scene, monster("Rat"), { x: 9, y: 9 }).actor as unknown as FakeActor;
    const combat = makeCombat([fighter, rat], {}, { round: 0, turn: null });
    return { combat, fighter, rat, ids: combat.turns.map((c) => c.id) as [string, string] };
  }

  it("a hasted fighter's End Turn rolls the haste after its action; an 8 keeps the turn for a second action the tracker shows; hunger and thirst pay (1 + 1) per action", async () => {
    const { combat, fighter, ids } = fight(hero("Fighter", { items: [ring("Ring of Haste", { haste: 1 })] }));
    await press(combat, gm, "startCombat");
    expect(cards<SpeedCard>("haste"), "no slow: nothing rolled as the turn starts").to.have.length(0);
    expect(marker(combat, player, ids[0])).to.equal(null);
    // The normal action taken, the owning player ends the turn: the haste rolls 5 + 3 = 8.
    world.dice.push(5, 3);
    await press(combat, player, "nextTurn");
    const speed = cards<SpeedCard>("haste").at(-1)!;
    expect(speed).to.deep.include({ actions: 2, of: 36 });
    expect(speed.haste).to.deep.equal([{ dice: [5, 3], total: 8 }]);
    expect(speed.ways, "a haste reaches 8 on 15 of 36").to.deep.equal([0, 21, 15]);
    expect(combat.round, "still the fighter's turn").to.equal(1);
    expect(combat.combatant?.id).to.equal(ids[0]);
    expect(marker(combat, player, ids[0]), "the player sees the second action").to.equal("Second action (haste)");
    expect(marker(combat, gm, ids[0]), "so does the GM").to.equal("Second action (haste)");
    expect(sys(fighter).hunger, "nothing spent before the turn ends").to.equal(FED);
    // The second action taken, End Turn ends the turn: no second haste roll.
    await press(combat, player, "nextTurn");
    expect(cards<SpeedCard>("haste")).to.have.length(1);
    expect(combat.combatant?.id).to.equal(ids[1]);
    expect(marker(combat, gm, ids[0])).to.equal(null);
    // Two actions, each 1 + 1 haste: 4 turns off each track.
    expect([FED - sys(fighter).hunger, FED - sys(fighter).thirst]).to.deep.equal([4, 4]);
  });

  it("a haste that misses 8 ends the turn at the first End Turn; its one action still costs 1 + hastes", async () => {
    const { combat, fighter, ids } = fight(hero("Mira", { system: { haste: 2 } }));
    await press(combat, gm, "startCombat");
    world.dice.push(3, 4, 2, 5);
    await press(combat, player, "nextTurn");
    expect(cards<SpeedCard>("haste").at(-1)).to.deep.include({ actions: 1, of: 36 * 36 });
    expect(combat.combatant?.id).to.equal(ids[1]);
    expect(FED - sys(fighter).hunger).to.equal(3);
  });

  it("a slowed creature failing its check loses its action: the tracker says so, its check and its weapon's Attack are refused, its hastes are not rolled", async () => {
    // STA 8 (+1), slow power 0: 1 + 2 + 1 = 4 < 7.
    const sword = item("Sword", "twod6Weapon", { damage: "1d6", damageType: "physical", reach: "melee", equipped: true });
    const { combat, fighter, ids } = fight(hero("Mira", { system: { haste: 2, slows: [{ power: 0 }] }, items: [sword] }));
    world.dice.push(1, 2);
    await press(combat, gm, "startCombat");
    const slow = cards<SpeedCard>("slow").at(-1)!;
    expect(slow).to.deep.include({ actions: 0, haste: [] });
    expect(slow.slow.map((s) => [s.total, s.difficulty, s.passed])).to.deep.equal([[4, 7, false]]);
    expect(marker(combat, player, ids[0])).to.equal("No action (slowed)");
    expect(marker(combat, gm, ids[0])).to.equal("No action (slowed)");
    // The player tries to act from the sheet: refused, nothing rolled.
    actAs(player);
    const before = world.messages.length;
    await clickOnSheet(Twod6CharacterSheet as never, fighter, `[data-action="check"][data-use="meleeToHit"]`);
    expect(world.messages.length, "no check card").to.equal(before);
    expect(world.notifications.at(-1)).to.deep.include({ level: "warn", message: "Mira lost this turn's action to a slow check. Nothing was rolled." });
    const notices = world.notifications.length;
    const swordId = [...(fighter.items as unknown as { id: string }[])][0]!.id;
    await clickOnSheet(Twod6CharacterSheet as never, fighter, `[data-action="attack"][data-item-id="${swordId}"]`);
    expect(world.messages.length, "no attack card").to.equal(before);
    expect(world.notifications.slice(notices)).to.deep.equal([{ level: "warn", message: "Mira lost this turn's action to a slow check. Nothing was rolled." }]);
    // Its End Turn: no haste rolls (the dice would give 8s), the turn passes.
    world.dice.push(6, 6, 6, 6);
    await press(combat, player, "nextTurn");
    expect(cards<SpeedCard>("haste").filter((c) => c.haste.length)).to.have.length(0);
    expect(combat.combatant?.id).to.equal(ids[1]);
    world.dice.length = 0;
    // Interpretation I3: the lost turn still costs its one action, 1 + 2 hastes.
    expect(FED - sys(fighter).hunger).to.equal(3);
    // Out of its turn the slow no longer holds it back.
    actAs(player);
    world.dialogs.push({ situational: 0, mode: "climb", target: "7" });
    world.dice.push(4, 3);
    await clickOnSheet(Twod6CharacterSheet as never, fighter, `[data-action="check"][data-use="climb"]`);
    expect(cards<CheckCard>("use").at(-1)).to.deep.include({ use: "climb", natural: 7 });
  });

  it("a slowed creature passing its check acts, then rolls its hastes at End Turn; a player cannot grant it a second action", async () => {
    const { combat, fighter, ids } = fight(hero("Mira", { system: { haste: 1, slows: [{ power: 0 }] } }));
    world.dice.push(4, 3);
    await press(combat, gm, "startCombat");
    expect(cards<SpeedCard>("slow").at(-1)).to.deep.include({ actions: 1 });
    expect(marker(combat, player, ids[0])).to.equal(null);
    actAs(player);
    let refused = false;
    await (combat.update({ "flags.realms.twod6Speed": { round: 1, combatantId: ids[0], actions: 2, hasteRolled: true } }) as Promise<unknown>).catch(() => { refused = true; });
    expect(refused, "the Combat's flags are the GM's").to.equal(true);
    world.dice.push(1, 1);
    await press(combat, player, "nextTurn");
    expect(combat.combatant?.id).to.equal(ids[1]);
    expect(FED - sys(fighter).hunger).to.equal(2);
  });

  it("End Turn for a turn that is no longer current does nothing; a player ending a creature they do not own is refused", async () => {
    const { combat, fighter, ids } = fight(hero("Fighter", { items: [ring("Ring of Haste", { haste: 1 })] }));
    await press(combat, gm, "startCombat");
    actAs(player);
    // A second click's request, for the rat's turn before it came: nothing rolls, nothing moves.
    expect(await runAsGM(gmEndTurn, { combatId: combat.id, combatantId: ids[1], round: 1 })).to.equal(false);
    expect([combat.combatant?.id, cards<SpeedCard>("haste").length]).to.deep.equal([ids[0], 0]);
    actAs({ id: "player2", isGM: false });
    world.notifications.length = 0;
    expect(await runAsGM(gmEndTurn, { combatId: combat.id, combatantId: ids[0], round: 1 })).to.equal(undefined);
    expect(world.notifications.map((n) => n.message)).to.deep.equal(["You do not own Fighter, so you cannot change it."]);
    expect([combat.combatant?.id, cards<SpeedCard>("haste").length, sys(fighter).hunger]).to.deep.equal([ids[0], 0, FED]);
  });

  it("regeneration and the aura run through the same end of turn: a resting hasted ogre hurts its neighbour and regains health", async () => {
    await g.game.settings.set("realms", "twod6-autoRegen", true);
    const scene = makeScene("Crypt");
    const ogre = placeToken(scene, monster("Ogre", { aura: "fire", monster: true, haste: 1, activity: "rest", health: { value: 3, max: 7 }, energy: { value: 1, max: 3 } }), { x: 0, y: 0 }).actor as unknown as FakeActor;
    const rat = placeToken(scene, monster("Rat"), { x: 1, y: 0 }).actor as unknown as FakeActor;
    const combat = makeCombat([ogre, rat], {}, { round: 0, turn: null });
    await press(combat, gm, "startCombat");
    // The GM's Next Turn: the haste misses (1 + 2), then the end of turn: the aura's D3 2, health 6 + 5, energy 4 + 3.
    world.dice.push(1, 2, 2, 6, 5, 4, 3);
    await press(combat, gm, "nextTurn");
    expect(combat.combatant?.actor).to.equal(rat);
    // One action, 1 + 1 haste: 2 turns off each track; still Satiated.
    expect([FED - sys(ogre).hunger, FED - sys(ogre).thirst]).to.deep.equal([2, 2]);
    const aura = cards<AuraCard>("bearer").at(-1)!;
    // D3 2 + STA 7 (+0) = 2; adjacent to a monster: ×1.5 = 3.
    expect(aura.lines.map((l) => [l.target.name, l.amount])).to.deep.equal([["Rat", 3]]);
    expect(sys(rat).health.value).to.equal(4);
    // Both Satiated: health at 10, energy at rest at 7; each success regains 1.
    const regen = cards<CheckCard>("use").filter((c) => (c.use ?? "").endsWith("Regen"));
    expect(regen.map((c) => [c.use, c.total, c.difficulty, c.result])).to.deep.equal([["healthRegen", 11, 10, "success"], ["energyRegen", 7, 7, "success"]]);
    expect([sys(ogre).health.value, sys(ogre).energy.value]).to.deep.equal([4, 2]);
  });
});
