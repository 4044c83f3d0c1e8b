/**
 * Eldfall resolution glue (issue 11 item 6) on the Foundry test double: the d20s the step asks for are rolled
 * as real Rolls, the card is posted and sealed, Apply writes HP through the models' damage pipeline, Weak
 * Points and AP as pools and States through applyCondition; Undo puts it back; a card a player's client
 * posted is not the system's and is refused; a sealed card changed afterwards is refused.
 */
import { expect } from "chai";
import "../../support/rulesets";
import { actAs, makeActor, resetWorld, world, type FakeActor } from "../../support/foundry-double";
import { registerGmQuery } from "../../../src/core/gm";
import { runChatAction } from "../../../src/core/chat/actions";
import { cardOf } from "../../../src/core/chat/cards";
import { statusIdOf } from "../../../src/core/status-ids";
import { postResolution, resolutionModelOf, rollResolution } from "../../../src/rulesets/eldfall/resolution/resolve";
import { RESOLUTION_TEMPLATE, resolutionContext, type ResolutionCard } from "../../../src/rulesets/eldfall/resolution/card";
import type { AttackInput, ResolutionInput } from "../../../src/rulesets/eldfall/resolution/rules/resolution";
import { format, render } from "../../support/render";
import { ActorBase } from "../../support/double/status-effects";

registerGmQuery();

const STATES = ["bleeding", "crouched", "weakened", "incapacitated", "dead", "panicked"];
const statusEffects = () => (globalThis as unknown as { CONFIG: { statusEffects: { id: string; name: string }[] } }).CONFIG.statusEffects;

/** The double's actors lack the base Actor#toggleStatusEffect the Eldfall model calls; a real Actor has it. */
const withStatuses = (a: FakeActor): FakeActor => Object.assign(a, { toggleStatusEffect: ActorBase.prototype.toggleStatusEffect });

const attrs = (o: Record<string, number>) => ({ sta: 2, spd: 4, arm: 2, hp: 3, off: 13, def: 12, acc: 12, int: 12, ag: 12, t: 12, m: 12, ...o });
function tharos(): FakeActor {
  return withStatuses(makeActor({
    name: "Tharos", type: "eldfallHero", ownership: { default: 0, player1: 3 },
    system: { attributes: attrs({ arm: 3, hp: 2 }), health: 2, weakPoints: 0, ap: 2 },
    items: [{ name: "Rogue", type: "eldfallClass", system: { key: "rogue", level: 1, x: "" } }],
  }));
}
function oni(): FakeActor {
  return withStatuses(makeActor({
    name: "Oni Marauder", type: "eldfallHostile",
    system: { attributes: attrs({ arm: 2, hp: 3 }), health: 3, weakPoints: 0, ap: 2, tier: 1 },
    items: [{ name: "Fearless", type: "eldfallTrait", system: { key: "fearless", level: 1, x: "" } }],
  }));
}

/** Tharos (OFF 13) strikes the Oni twice with a Bleed blade, one critical; the Oni strikes back once. */
function exchange(hero: FakeActor, foe: FakeActor): ResolutionInput {
  const h = resolutionModelOf(hero as never, { ag: 1 });
  const o = resolutionModelOf(foe as never);
  const blade: AttackInput = { id: "blade", attacker: h.id, pw: 12, traits: [{ id: "bleed" }], tags: ["melee"], targets: [{ target: o.id, hits: [{ critical: true }, { critical: false }] }] };
  const club: AttackInput = { id: "club", attacker: o.id, pw: 10, traits: [], tags: ["melee"], targets: [{ target: h.id, hits: [{ critical: false }] }] };
  return { models: [h, o], attacks: [blade, club] };
}

const health = (a: FakeActor) => (a.system.health as { value: number }).value;
const wp = (a: FakeActor) => a.system.weakPoints as number;

describe("Eldfall resolution glue (Foundry test double)", () => {
  beforeEach(() => {
    resetWorld();
    for (const s of STATES) statusEffects().push({ id: statusIdOf("eldfall", s), name: `REALMS.Eldfall.Resolve.State.${s}` });
  });
  afterEach(() => {
    resetWorld();
    const keep = statusEffects().filter((s) => !s.id.startsWith("realms.eldfall."));
    statusEffects().splice(0, statusEffects().length, ...keep);
  });

  it("reads an actor as the step needs it: profile values, Trait/Skill/Class items, States", () => {
    const m = resolutionModelOf(oni() as never);
    expect(m).to.deep.include({ hero: false, side: "hostiles", hp: 3, hpMax: 3, arm: 2, tier: 1, size: "medium", traits: [{ id: "fearless", level: 1 }] });
    expect(resolutionModelOf(tharos() as never)).to.deep.include({ hero: true, classes: ["rogue"] });
  });

  it("rolls exactly the d20s the step uses, one Roll each, in the step's order", async () => {
    const input = exchange(tharos(), oni());
    world.dice.push(5, 15, 9, 20);
    const { plan, rolls } = await rollResolution(input);
    // crit DMG 5 ≤ 12 → Wound; DMG 15 > 10 → WP; Oni's DMG 9 > 7 → WP; Rogue AG 1 → 20 fails.
    expect(rolls.map((r) => r.dice[0]!.results[0]!.result)).to.deep.equal([5, 15, 9, 20]);
    expect(plan.rolls.map((r) => r.purpose)).to.deep.equal(["damage", "damage", "damage", "rogue"]);
  });

  it("GM: posts the card with its dice, applies HP, WP and States through the models, and Undo puts them back", async () => {
    const hero = tharos();
    const foe = oni();
    world.dice.push(5, 15, 9, 20);
    const { message } = await postResolution(exchange(hero, foe));
    expect(message!.rolls).to.have.length(4);
    expect(health(foe)).to.equal(2);
    expect(wp(foe)).to.equal(1);
    expect(wp(hero)).to.equal(1);
    expect(foe.statuses.has(statusIdOf("eldfall", "bleeding"))).to.equal(true);
    const card = cardOf<ResolutionCard>(message)!;
    expect(card.applied).to.equal(true);

    const html = render(RESOLUTION_TEMPLATE.replace("systems/realms/", ""), resolutionContext(card, format, { isGM: true, mayApply: true }));
    expect(html).to.contain("Tharos → Oni Marauder");
    expect(html).to.contain("PW 12 − ARM 0: DMG roll 5 (wounds on 12 or less)");
    expect(html).to.contain("Oni Marauder: Bleed → Bleeding");
    expect(html).to.contain("HP 3 → 2 (Wounds: 1)");
    expect(html).to.contain("Undo");

    await runChatAction("realms.eldfall.undoResolution", message as never, {} as HTMLButtonElement);
    expect(health(foe)).to.equal(3);
    expect(wp(foe)).to.equal(0);
    expect(wp(hero)).to.equal(0);
    expect(foe.statuses.has(statusIdOf("eldfall", "bleeding"))).to.equal(false);
    expect(cardOf<ResolutionCard>(message)!.undone).to.equal(true);
  });

  it("a hero at 0 HP ends the step Incapacitated; AP lost to Stun is spent", async () => {
    const hero = tharos();
    const foe = oni();
    const h = resolutionModelOf(hero as never);
    const o = resolutionModelOf(foe as never);
    world.dice.push(1, 1, 20);
    await postResolution({ models: [h, o], attacks: [{ id: "x", attacker: o.id, pw: 12, traits: [{ id: "stun" }], targets: [{ target: h.id, hits: [{ critical: false }, { critical: false }] }] }] });
    expect(health(hero)).to.equal(0);
    expect(hero.system.ap).to.deep.equal({ value: 0, max: 2 });
    expect(hero.statuses.has(statusIdOf("eldfall", "incapacitated"))).to.equal(true);
    expect(hero.statuses.has(statusIdOf("eldfall", "dead"))).to.equal(false);
  });

  it("a Berserker's once-per-turn T rolls are marked on the actor for the side turn in progress", async () => {
    const g = globalThis as unknown as { game: { combat: unknown } };
    g.game.combat = { id: "combat1", round: 2, turn: 0 };
    const hero = tharos();
    const foe = withStatuses(makeActor({
      name: "Iuren", type: "eldfallHostile", system: { attributes: attrs({ hp: 3, t: 15 }), health: 3, weakPoints: 0, ap: 2, tier: 1 },
      items: [{ name: "Berserker", type: "eldfallClass", system: { key: "berserker", level: 1, x: "" } }],
    }));
    expect(resolutionModelOf(foe as never).berserkerUsedThisTurn).to.equal(false);
    const h = resolutionModelOf(hero as never, { ag: 1 });
    world.dice.push(1, 16, 20);
    await postResolution({ models: [h, resolutionModelOf(foe as never)], attacks: [{ id: "x", attacker: h.id, pw: 12, traits: [], targets: [{ target: foe.uuid, hits: [{ critical: false }] }] }] });
    expect(health(foe), "the T roll 16 > 15 failed").to.equal(2);
    expect(resolutionModelOf(foe as never).berserkerUsedThisTurn).to.equal(true);
    g.game.combat = { id: "combat1", round: 2, turn: 1 };
    expect(resolutionModelOf(foe as never).berserkerUsedThisTurn, "the next side turn").to.equal(false);
    g.game.combat = null;
  });

  it("a resolution card a player posted is not the system's: sealing and Apply refuse it with a notice naming it; another player's Apply is refused", async () => {
    const hero = tharos();
    const foe = oni();
    // In play the activation step posts the card on the GM's client; a player's client posting one is a forgery.
    actAs({ id: "player1", isGM: false });
    world.dice.push(5, 15, 9, 20);
    const { message } = await postResolution(exchange(hero, foe), { apply: false });
    const refusal = format("REALMS.GmRequest.unverifiable", { card: "Player 1 (resolution)" });
    expect(world.notifications.at(-1)?.message, "the seal is refused at once").to.equal(refusal);
    actAs({ id: "player2", isGM: false });
    await runChatAction("realms.eldfall.applyResolution", message as never, {} as HTMLButtonElement);
    expect(health(foe), "player2 did not post it").to.equal(3);
    expect(world.notifications.at(-1)?.message).to.contain("Only the GM or the player who resolved the activation");
    actAs({ id: "player1", isGM: false });
    world.notifications.length = 0;
    await runChatAction("realms.eldfall.applyResolution", message as never, {} as HTMLButtonElement);
    expect([health(foe), health(hero)]).to.deep.equal([3, 2]);
    expect(world.notifications.map((n) => n.message), "one refusal, to the player who asked").to.deep.equal([refusal]);
    actAs({ id: "gm", isGM: true });
    await runChatAction("realms.eldfall.applyResolution", message as never, {} as HTMLButtonElement);
    expect(health(foe), "nor does the GM apply it").to.equal(3);
  });

  it("a plan changed after the GM sealed it is refused, and nothing is written", async () => {
    const hero = tharos();
    const foe = oni();
    world.dice.push(5, 15, 9, 20);
    const { message } = await postResolution(exchange(hero, foe), { apply: false });
    const card = cardOf<ResolutionCard>(message)!;
    const forged = { ...card.plan, changes: card.plan.changes.map((c) => ({ ...c, wounds: 3, hpAfter: 0 })) };
    await (message as unknown as { update(d: object): Promise<unknown> }).update({ "system.data.plan": forged });
    await runChatAction("realms.eldfall.applyResolution", message as never, {} as HTMLButtonElement);
    expect(world.notifications.at(-1)?.message).to.equal(format("REALMS.GmRequest.tampered"));
    expect(health(foe)).to.equal(3);
    expect(health(hero)).to.equal(2);
  });
});
