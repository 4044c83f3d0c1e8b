/**
 * A hero turn and a Hostile turn end to end on the Foundry test double with the system booted and every part
 * connected (flows/wiring.ts): Upkeep AP, activations from the combat, a Hostile's reacting Attack rolled as a
 * Confrontation with a Weak Point exploit, a hero's Attack of Opportunity asked of its player and confronted with
 * the Hostile's Attack, eld-resolve's plan applied to HP, WP and States, and a State that ends at its bearer's next
 * Strategic Phase. The numbers are checked against the pure rules' own results for the dice the double rolled.
 */
import { expect } from "chai";
import { makeActor, makeCombat, makeScene, placeToken, resetUsers, settle, world, type FakeActor } from "../../support/foundry-double";
import type { FakeCombat } from "../../support/double/combat";
import { answer, type DialogAnswer } from "../../support/double/dialogs";
import { bootedSuite } from "../../support/double/boot";
import { useSystemCombat } from "../../support/system-combat";
import { cardData, shown } from "../../support/cards";
import { advancePhase } from "../../../src/core/turn-controls";
import { currentPath } from "../../../src/core/turn-position";
import { cardOf } from "../../../src/core/chat/cards";
import { activate, activationStep } from "../../../src/rulesets/eldfall/activation/activation";
import { ACTIVATION_CARD, type ActivationCard } from "../../../src/rulesets/eldfall/activation/card";
import { ELDFALL_CONFRONTATION_CARD } from "../../../src/rulesets/eldfall/dice/card-kinds";
import type { ConfrontationCard } from "../../../src/rulesets/eldfall/dice/cards";
import { RESOLUTION_CARD, type ResolutionCard } from "../../../src/rulesets/eldfall/resolution/card";
import { resolveConfrontation } from "../../../src/rulesets/eldfall/dice/rules/confrontation";
import { checkOf } from "../../../src/rulesets/eldfall/dice/rules/roll";
import { damageThreshold } from "../../../src/rulesets/eldfall/dice/rules/damage";
import { upkeepAllotment } from "../../../src/rulesets/eldfall/turns/rules/ap";
import { applyStateTo, stateIdsOf } from "../../../src/rulesets/eldfall/states/actor-states";
import { apLeftOf } from "../../../src/rulesets/eldfall/states/facts";
import { attackProfilesOf } from "../../../src/rulesets/eldfall/dice/attack-profiles";
import { actorModel } from "../../../src/core/data/actor-model";
import type { EldfallActorModel } from "../../../src/rulesets/eldfall/models/actor-model";
import { meleeReachOf } from "../../../src/rulesets/eldfall/space/space-scene";

type Combat = FakeCombat & { syncBoundaries(): Promise<void> };
type Msg = ChatMessage.Implementation;
const g = globalThis as unknown as { game: { combat: unknown } };
const step = async (fn: () => Promise<unknown>) => { await fn(); await settle(); await settle(); };

const ATTRS = { sta: 2, spd: 4, arm: 3, hp: 3, off: 13, def: 12, acc: 12, int: 10, ag: 12, t: 12, m: 10 };
/** An equipped melee Weapon with one row, as its card prints it. */
const weapon = (name: string, row: { pw: string; rch: string; stk: string; traits?: { key: string; level: number; x: string }[] }) => ({
  name, type: "eldfallUpgrade",
  system: { schemaVersion: 1, category: "weapon", equipped: true, weight: 1, quantity: 1, rows: [{ label: "", text: "", traits: [], tags: ["melee"], ...row }] },
});
/** A club with Poison I (Weakened until the bearer's next Strategic Phase) and a spear that reaches 1 space. */
const CLUB = weapon("Club", { pw: "12", rch: "1", stk: "2", traits: [{ key: "poison", level: 1, x: "" }] });
const SPEAR = weapon("Spear", { pw: "10", rch: "1", stk: "1" });

function model(name: string, type: "eldfallHero" | "eldfallHostile", owner: string | null, over: Partial<typeof ATTRS> = {}, system: object = {}, items: object[] = []): FakeActor {
  const attributes = { ...ATTRS, ...over };
  return makeActor({
    name, type, ownership: { default: 0, ...(owner ? { [owner]: 3 } : {}) }, items: items as never,
    system: { schemaVersion: 1, attributes, health: attributes.hp, weakPoints: 0, ap: 0, tier: 1, size: "medium", inventory: 10, ...system },
  });
}
const rowOf = (a: FakeActor, name: string) => attackProfilesOf(a as never).find((p) => p.name === name)!;

const health = (a: FakeActor) => (a.system as { health: { value: number } }).health.value;
const wp = (a: FakeActor) => (a.system as { weakPoints: number }).weakPoints;
const kindOf = (m: unknown) => (m as { system?: { kind?: string } }).system?.kind;
const last = (kind: string) => world.messages.findLast((m) => kindOf(m) === kind) as unknown as Msg;
const state = (m: Msg) => cardData<ActivationCard>(m).state;

/** The GM's list of Hostile proposals: picks `picks[uuid]` for each Hostile offered a Reaction. */
const gmPicks = (picks: Record<string, string>): DialogAnswer => (form) => {
  for (const input of form.querySelectorAll<HTMLInputElement>("input[type='radio']")) input.checked = (picks[input.name.slice("reaction.".length)] ?? "") === input.value;
};
const playerPicks = (choice: string): DialogAnswer => () => choice;

describe("Eldfall end to end: a hero turn and a Hostile turn, every part connected", () => {
  bootedSuite("eldfall", undefined, resetUsers);
  useSystemCombat("eldfall");

  it("hero turn: Upkeep AP, Aria attacks the Wolf, it attacks back (Confrontation, Weak Point exploited), the Hit is applied; Hostile turn: Seigen's AoO on the Ogre's move, the Confrontation, Poison's Weakened ends at Seigen's next Strategic Phase", async () => {
    const aria = model("Aria", "eldfallHero", "player1");
    const seigen = model("Seigen", "eldfallHero", "player2", { arm: 3 }, {}, [SPEAR]);
    const wolf = model("Wolf", "eldfallHostile", null, { arm: 2, def: 12 }, { weakPoints: 1, tier: 1 });
    const ogre = model("Ogre", "eldfallHostile", null, { off: 13 }, {}, [CLUB]);
    const [club, spear] = [rowOf(ogre, "Club"), rowOf(seigen, "Spear")];
    expect([club.pw, club.stk, club.reach, club.traits], "eld-models' profile rules read the card").to.deep.equal([12, 2, 1, [{ id: "poison", level: 1 }]]);
    const scene = makeScene("Field");
    placeToken(scene, aria, { x: 1, y: 0, linked: true });
    placeToken(scene, wolf, { x: 1, y: 0, linked: true });
    placeToken(scene, seigen, { x: 3, y: 1, linked: true });
    const ogreToken = placeToken(scene, ogre, { x: 0, y: 3, linked: true });
    const combat = makeCombat([aria, seigen, wolf, ogre], {}, { round: 0, turn: null }) as unknown as Combat;
    g.game.combat = combat;
    const advance = async (times = 1) => { for (let i = 0; i < times; i++) await step(() => advancePhase(combat as never)); };
    const where = () => currentPath(combat as never).join("/");

    /* ---- the Hero Turn ---- */
    await step(() => combat.startCombat() as Promise<unknown>);
    await advance(); // Upkeep
    for (const a of [aria, seigen, wolf, ogre]) expect(apLeftOf(a as never), a.name).to.equal(upkeepAllotment({ sta: ATTRS.sta, states: [] }, "active"));
    await advance(); // Tactical
    expect(where()).to.equal("heroes/tactical");

    await applyStateTo(aria as never, "confused"); // halves her OFF for this Attack (eld-states' modifiers reach eld-dice)
    await step(() => activate(aria as never));
    const heroCard = last(ACTIVATION_CARD.id);
    expect(state(heroCard).activator.name).to.equal("Aria");
    expect(apLeftOf(aria as never), "the activation's 1 AP").to.equal(ATTRS.sta - 1);
    await activationStep(heroCard, "next");
    await activationStep(heroCard, "move", "idle");
    await activationStep(heroCard, "next");
    await activationStep(heroCard, "act", "attack:unarmed", { targets: [wolf.uuid] });
    world.dialogs.push(gmPicks({ [wolf.uuid]: "attack:unarmed" }));
    await activationStep(heroCard, "next");
    expect(state(heroCard).reactions.map((r) => [r.name, r.action])).to.deep.equal([["Wolf", "attack"]]);
    expect(apLeftOf(wolf as never), "the Reaction's 1 AP").to.equal(ATTRS.sta - 1);

    // Aria's two Strikes (STA 2) roll 5 and 15, the Wolf's one 8; her player exploits the Wolf's Weak Point on the 15.
    // Then the DMG roll (3) and the Wolf's Unkeen T roll (18), and spare dice for whatever else the step asks.
    world.dice.push(5, 15, 8, 3, 18, 10, 10, 10, 10);
    world.dialogs.push(answer({ die: "1" }, "exploit"));
    await activationStep(heroCard, "next");
    const conf = cardOf<ConfrontationCard>(last(ELDFALL_CONFRONTATION_CARD.id))!;
    const expected = resolveConfrontation(
      { dice: [5, 15], check: checkOf(ATTRS.off, { halve: 1 }, "attack"), exploit: { die: 1, weakPoints: 1, tier: 1 } },
      { dice: [8], check: checkOf(12, {}, "attack") },
    );
    expect([conf.a.dice.map((d) => d.face), conf.b.dice.map((d) => d.face)]).to.deep.equal([[5, 15], [8]]);
    expect([conf.a.value, conf.b.value], "Confused: OFF halved").to.deep.equal([checkOf(ATTRS.off, { halve: 1 }, "attack").value, checkOf(12, {}, "attack").value]);
    expect([conf.winner, conf.a.hits, conf.b.hits]).to.deep.equal([expected.winner, expected.a.hits, expected.b.hits]);
    expect(conf.a.hits.some((h) => h.source === "exploit" && h.critical), "the exploited Strike is critical").to.equal(true);

    const heroPlan = cardOf<ResolutionCard>(last(RESOLUTION_CARD.id))!.plan;
    const onWolf = heroPlan.hits.filter((h) => h.target === wolf.uuid);
    expect(onWolf).to.have.length(expected.a.hits.length);
    const pw = actorModel<EldfallActorModel>(aria as never).attacks.find((r) => r.id === "unarmed")!.powerValue!;
    for (const h of onWolf) {
      expect([h.pw, h.threshold]).to.deep.equal([pw, damageThreshold(pw, h.critical ? 0 : 2)]);
      expect(h.outcome === "wound").to.equal(h.roll! <= h.threshold!);
    }
    const wolfChange = heroPlan.changes.find((c) => c.id === wolf.uuid)!;
    expect(wolfChange.wounds, "the critical Strike's DMG roll 3 wounds; the Unkeen T roll 18 does not prevent it").to.be.greaterThan(0);
    expect(health(wolf), "HP written from the plan").to.equal(wolfChange.hpAfter);
    expect(wolfChange.hpAfter).to.equal(ATTRS.hp - heroPlan.wounds.filter((w) => w.target === wolf.uuid && !w.prevented).length);
    expect(wp(wolf), "the exploit's WP (= Tier) off, then what the plan gave").to.equal(1 - 1 + Math.max(0, wolfChange.wpDelta));
    expect(state(heroCard).resolution!.map((l) => l.key)).to.include("REALMS.Eldfall.Resolve.Line.hp");
    expect(await shown(heroCard), "the activation card sums the resolution up").to.include(`Wolf: HP ${ATTRS.hp} → ${wolfChange.hpAfter} (Wounds: ${wolfChange.wounds}).`);
    expect([stateIdsOf(aria as never), stateIdsOf(wolf as never)].map((s) => s.includes("engaged")), "Engaged recomputed after the resolution: they share a space").to.deep.equal([true, true]);
    await activationStep(heroCard, "next");
    expect(state(heroCard).step).to.equal("done");

    /* ---- the Hostile Turn ---- */
    world.dice.length = 0; // the hero step's spare dice
    await advance(4); // End; the Hostile Turn's Strategic, Upkeep, Chaos
    await advance(); // Tactical
    expect(where()).to.equal("hostiles/tactical");
    await step(() => activate(ogre as never));
    const hostileCard = last(ACTIVATION_CARD.id);
    expect(state(hostileCard).activator.name).to.equal("Ogre");
    await activationStep(hostileCard, "next");
    // The Ogre walks from (0,3) to (2,1): its path enters the Spear's reach (1 space around Seigen at (3,1)) at its end.
    world.dialogs.push(playerPicks(`attack:${spear.id}`));
    await activationStep(hostileCard, "move", "walk", { to: { x: 2, y: 1 } });
    const afterMove = state(hostileCard);
    expect([meleeReachOf(seigen as never), meleeReachOf(ogre as never)], "eld-space reads each model's melee reach from its attack rows").to.deep.equal([spear.reach, club.reach]);
    expect(afterMove.reactions.map((r) => [r.name, r.action, r.status])).to.deep.equal([["Seigen", "attack", "aoo"]]);
    const path = afterMove.movement!.path;
    expect(afterMove.reactions[0]!.at, "the AoO comes where the path enters the Spear's reach").to.equal(path.findIndex((c) => Math.abs(c.x - 3) + Math.abs(c.y - 1) <= spear.reach!));
    expect([ogreToken.x / 100, ogreToken.y / 100]).to.deep.equal([2, 1]);
    world.dialogs.push(playerPicks("dodge")); // Aria, Engaged with the Wolf, is asked in the Reaction Step and may only Dodge
    await activationStep(hostileCard, "next");
    expect(world.dialogs, "Aria's player was asked").to.deep.equal([]);
    expect(state(hostileCard).reactions.map((r) => [r.name, r.action])).to.deep.equal([["Seigen", "attack"], ["Aria", "dodge"]]);
    await activationStep(hostileCard, "next");
    await activationStep(hostileCard, "act", `attack:${club.id}`, { targets: [seigen.uuid] });
    // The Ogre's two Strikes 4 and 10 against Seigen's AoO 6; Aria's Dodge roll 1 (nothing aims at her); the DMG roll 2; spare dice.
    world.dice.length = 0;
    world.dice.push(4, 10, 6, 1, 2, 10, 10, 10, 10);
    const seigenHp = health(seigen);
    await activationStep(hostileCard, "next");
    const conf2 = cardOf<ConfrontationCard>(last(ELDFALL_CONFRONTATION_CARD.id))!;
    const expected2 = resolveConfrontation({ dice: [4, 10], check: checkOf(13, {}, "attack") }, { dice: [6], check: checkOf(12, {}, "attack") });
    expect([conf2.a.actor.name, conf2.b.actor.name, conf2.winner, conf2.a.hits, conf2.b.hits]).to.deep.equal(["Ogre", "Seigen", expected2.winner, expected2.a.hits, expected2.b.hits]);
    const plan2 = cardOf<ResolutionCard>(last(RESOLUTION_CARD.id))!.plan;
    expect((seigen.system as { lastWeapon: string }).lastWeapon, "M70: the Weapon the AoO used is remembered").to.equal(seigen.items.find((i) => i.name === "Spear")!.id);
    const seigenChange = plan2.changes.find((c) => c.id === seigen.uuid)!;
    expect(health(seigen)).to.equal(seigenChange.hpAfter);
    expect(seigenChange.hpAfter).to.equal(seigenHp - plan2.wounds.filter((w) => w.target === seigen.uuid && !w.prevented).length);
    const weakened = seigenChange.addStates.some((s) => s.id === "weakened");
    expect(seigenChange.wounds, "the Ogre's Hit: DMG roll 2 within PW 12 − ARM 3").to.be.greaterThan(0);
    expect(weakened, "Poison I on a Wound").to.equal(true);
    expect(stateIdsOf(seigen as never).includes("weakened")).to.equal(weakened);
    await activationStep(hostileCard, "next");
    expect(state(hostileCard).step).to.equal("done");

    // Weakened until Seigen's next Strategic Phase: kept through the rest of the Hostile Turn, gone at the Hero Turn's.
    await advance(); // End
    expect(stateIdsOf(seigen as never).includes("weakened")).to.equal(weakened);
    await advance(); // round 2: the Hero Turn's Strategic Phase
    expect(where()).to.equal("heroes/strategic");
    expect(stateIdsOf(seigen as never)).to.not.include("weakened");
    await combat.delete();
  });
});
