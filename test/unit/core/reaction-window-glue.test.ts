/**
 * Reaction windows at the table, on the Foundry test double: players asked in parallel through
 * `user.query`, a silent player timing out to the GM, AI reactors proposed to the GM, costs paid through the
 * ruleset's callback, and `realms.reaction` fired once with the resolution order.
 */
import { expect } from "chai";
import { actAs, IGNORE, makeActor, resetUsers, resetWorld, snapshotHooks, users, world, type FakeActor } from "../../support/foundry-double";
import { registerReactionQuery } from "../../../src/core/reactions";
import { runReactionWindow, type WindowReactor } from "../../../src/core/reaction-window";
import type { ChosenReaction } from "../../../src/core/rules/reaction-window";
import { ReactionPrompt } from "../../../src/core/apps/reaction-prompt";
import { ReactionProposals } from "../../../src/core/apps/reaction-proposals";

interface Spot { readonly x: number; readonly sees: boolean }
const OPTIONS = [
  { id: "dodge", label: "Dodge", hint: "Step aside", timing: "before" as const, cost: { kind: "use" as const, amount: 1 } },
  { id: "parry", label: "Parry", hint: "Blade to blade", timing: "before" as const, cost: { kind: "ap" as const, amount: 1 } },
  { id: "counter", label: "Counter", hint: "Strike back", timing: "after" as const, cost: { kind: "ap" as const, amount: 2 } },
];

const actor = (name: string, owner?: string) => makeActor({ name, type: "x", system: {}, ownership: { default: 0, ...(owner ? { [owner]: 3 } : {}) } });

function reactor(a: FakeActor, priority: number, spot: Spot = { x: 1, sees: true }): WindowReactor<Spot> {
  return { actor: a as never, data: spot, purse: { ap: 2, usesLeft: 1 }, options: OPTIONS, priority, title: `${a.name} may react`, prompt: `The ogre swings at ${a.name}.` };
}

/** The scripted people at the table, by what their window shows (windows open in parallel). */
function table(script: Record<string, () => string | typeof IGNORE | void>) {
  const seen: string[] = [];
  const play = (form: HTMLFormElement) => {
    const text = form.textContent ?? "";
    const key = Object.keys(script).find((k) => text.includes(k));
    seen.push(key ?? text);
    return key ? script[key]!() : undefined;
  };
  return { seen, queue: (n: number) => { for (let i = 0; i < n; i++) world.dialogs.push(play); } };
}

describe("reaction window glue (Foundry test double)", () => {
  let restoreHooks: () => void;
  const fired: unknown[] = [];
  const paid: [string, ChosenReaction][] = [];
  const pay = async (a: Actor.Implementation, chosen: ChosenReaction) => void paid.push([a.name ?? "", chosen]);

  // The first window compiles its templates (slow on a cold start); time-outs below must not race that.
  before(async () => {
    resetWorld();
    await ReactionPrompt.ask({ actorUuid: "Actor.x", title: "", prompt: "", choices: [] });
    await new ReactionProposals({ title: "", prompt: "", reactors: [] }).wait();
  });

  beforeEach(() => {
    restoreHooks = snapshotHooks();
    resetUsers();
    resetWorld();
    registerReactionQuery();
    fired.length = 0;
    paid.length = 0;
    (globalThis as unknown as { Hooks: { on(n: string, f: (p: unknown) => void): void } }).Hooks.on("realms.reaction", (p) => void fired.push(p));
  });
  afterEach(() => restoreHooks());

  it("two players and an AI reactor: one player answers, one times out to the GM, the GM confirms the AI's proposal", async () => {
    const aria = actor("Aria", "player1");
    const brannoc = actor("Brannoc", "player2");
    const orc = actor("Orc");
    const blind = actor("Blind Mira", "player3");
    let brannocAsked = 0;
    const people = table({
      "at Aria": () => "dodge",
      // Player 2 never answers; the second time the prompt is the GM's, who parries for him.
      "at Brannoc": () => (++brannocAsked === 1 ? IGNORE : "parry"),
      "may react to": () => undefined,
    });
    people.queue(4);
    const { order, window } = await runReactionWindow<Spot, { reach: number }>({
      id: "attack1", trigger: { reach: 2 }, label: "the ogre's swing", timeoutSeconds: 0.4,
      reactors: [reactor(aria, 1), reactor(brannoc, 2), { ...reactor(orc, 9), options: OPTIONS.slice(2) }, reactor(blind, 5, { x: 1, sees: false })],
      filters: [{ id: "sight", test: (s) => s.sees }, { id: "range", test: (s, t) => s.x <= t.reach }],
      pay,
    });
    // Before-reactions by priority (Brannoc 2, Aria 1), then the Orc's counter after the swing.
    expect(order.map((c) => [c.actor.name, c.option.id])).to.deep.equal([["Brannoc", "parry"], ["Aria", "dodge"], ["Orc", "counter"]]);
    expect(window.reactors.map((r) => r.status)).to.deep.equal(["chosen", "chosen", "chosen", "ineligible"]);
    expect(people.seen.sort()).to.deep.equal(["at Aria", "at Brannoc", "at Brannoc", "may react to"]);
    expect(world.notifications.map((n) => n.message)).to.deep.equal(["No answer from Player 2: the GM decides."]);
    expect(paid.map(([name, c]) => [name, c.purse])).to.deep.equal([["Brannoc", { ap: 1, usesLeft: 1 }], ["Aria", { ap: 2, usesLeft: 0 }], ["Orc", { ap: 0, usesLeft: 1 }]]);
    expect(fired).to.deep.equal([{
      trigger: "attack1",
      reactions: [
        { actorUuid: brannoc.uuid, reaction: "parry", timing: "before", cost: { kind: "ap", amount: 1 } },
        { actorUuid: aria.uuid, reaction: "dodge", timing: "before", cost: { kind: "use", amount: 1 } },
        { actorUuid: orc.uuid, reaction: "counter", timing: "after", cost: { kind: "ap", amount: 2 } },
      ],
      declined: [{ actorUuid: blind.uuid, status: "ineligible" }],
    }]);
    expect((globalThis as unknown as { game: { user: { id: string } } }).game.user.id).to.equal("gm", "the GM's client is back");
  });

  it("opened by a player: a silent player's reaction lapses (no GM fallback there); the AI's list goes to the GM by query", async () => {
    const aria = actor("Aria", "player1");
    const brannoc = actor("Brannoc", "player2");
    const orc = actor("Orc");
    actAs({ id: "player1", isGM: false });
    const people = table({ "at Brannoc": () => IGNORE, "may react to": () => "confirm" });
    people.queue(2);
    const { order, window } = await runReactionWindow<Spot, null>({
      id: "spell7", trigger: null, label: "Aria's fireball", timeoutSeconds: 0.4,
      reactors: [reactor(brannoc, 0), { ...reactor(orc, 0), ai: true }, { ...reactor(aria, 0), purse: { ap: 0, usesLeft: 0 } }],
      timings: ["before"], pay,
    });
    expect(order.map((c) => [c.actor.name, c.option.id])).to.deep.equal([["Orc", "dodge"]]);
    expect(window.reactors.map((r) => r.status)).to.deep.equal(["timedOut", "chosen", "ineligible"]);
    expect(people.seen.sort()).to.deep.equal(["at Brannoc", "may react to"]);
    expect(world.dialogs).to.deep.equal([]);
  });

  it("the GM closing the list refuses every proposal; a GM-less table refuses them too", async () => {
    const orc = actor("Orc");
    expect((await runReactionWindow<Spot, null>({ id: "a", trigger: null, label: "x", timeoutSeconds: 0.4, reactors: [reactor(orc, 0)], pay })).order).to.deep.equal([]);
    users.get("gm")!.active = false;
    actAs({ id: "player1", isGM: false });
    world.dialogs.push("confirm");
    const { window } = await runReactionWindow<Spot, null>({ id: "b", trigger: null, label: "x", timeoutSeconds: 0.4, reactors: [reactor(orc, 0)], pay });
    expect([window.reactors[0]!.status, world.dialogs]).to.deep.equal(["declined", ["confirm"]]);
    expect(paid).to.deep.equal([]);
  });

  it("the proposals query shows nothing to a player, nor a malformed list to the GM", async () => {
    const good = { title: "t", prompt: "p", reactors: [{ id: "Actor.orc", name: "Orc", proposal: null, options: [{ id: "dodge", label: "Dodge" }] }] };
    world.dialogs.push({ "reaction.Actor.orc": "dodge" });
    expect(await users.get("player2")!.query("realms.reactionProposals", good)).to.equal(null);
    for (const bad of [null, { ...good, reactors: "x" }, { ...good, extra: 1 }, { ...good, reactors: [{ ...good.reactors[0], id: "<b>" }] }]) {
      expect(await users.get("gm")!.query("realms.reactionProposals", bad as never)).to.equal(null);
    }
    expect(world.dialogs).to.have.length(1, "no list opened");
    expect(await users.get("gm")!.query("realms.reactionProposals", good)).to.deep.equal({ "Actor.orc": "dodge" });
  });

  it("a player's answer that is not on offer counts as no reaction", async () => {
    const aria = actor("Aria", "player1");
    world.dialogs.push((form: HTMLFormElement) => {
      // A tampered client: a button for a reaction the window did not offer.
      form.querySelector<HTMLButtonElement>("button[value='dodge']")!.value = "teleport";
      return "teleport";
    });
    const { window, order } = await runReactionWindow<Spot, null>({
      id: "c", trigger: null, label: "x", timeoutSeconds: 1, reactors: [{ ...reactor(aria, 0), purse: { ap: 0, usesLeft: 1 } }], pay,
    });
    expect([window.reactors[0]!.status, order]).to.deep.equal(["declined", []]);
  });
});
