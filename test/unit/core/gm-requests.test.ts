/**
 * GM requests and queries on the test double: what v13 gives a query handler (JSON data, `{timeout}`, no
 * sender, every tab), and why a request can be trusted (the requester's own User flag, claimed once).
 */
import { expect } from "chai";
import { actAs, makeActor, resetUsers, users, world } from "../../support/foundry-double";
import { gmAction, registerGmAction, registerGmQuery, requireMayModify, runAsGM, type GmAnswer } from "../../../src/core/gm";
import { id, int, object } from "../../../src/core/payload";
import { registerReactionQuery } from "../../../src/core/reactions";

type Handler = (data: unknown, options: { timeout?: number }) => Promise<unknown>;
const queries = (globalThis as unknown as { CONFIG: { queries: Record<string, Handler> } }).CONFIG.queries;

let runs = 0;
let total = 0;
registerGmAction(gmAction("test", "add", object({ actorId: id, amount: int(1, 10) }), async (data, user) => {
  runs += 1;
  requireMayModify(user, (globalThis as unknown as { game: { actors: { get(id: string): Actor.Implementation | undefined } } }).game.actors.get(data.actorId));
  // A slow write, so that two tabs overlap.
  await new Promise((r) => setTimeout(r, 1));
  total += data.amount;
  return total;
}));

describe("GM requests and queries (Foundry test double)", () => {
  beforeEach(() => {
    registerGmQuery();
    resetUsers();
    actAs({ id: "gm", isGM: true });
    world.notifications.length = 0;
    runs = 0;
    total = 0;
  });
  after(() => {
    resetUsers();
    actAs({ id: "gm", isGM: true });
  });

  it("a query handler gets JSON data and only {timeout}; every tab of the recipient runs it", async () => {
    const seen: unknown[][] = [];
    queries["test.echo"] = async (...args: unknown[]) => {
      seen.push(args);
      return { at: new Date(0), f: () => 1 };
    };
    users.get("gm")!.tabs = 2;
    actAs({ id: "player1", isGM: false });
    const answer = await users.get("gm")!.query("test.echo" as never, { when: new Date(0), skip: undefined } as never, { timeout: 500 });
    expect(seen).to.have.length(2, "two GM tabs, two runs");
    expect(seen[0]).to.deep.equal([{ when: "1970-01-01T00:00:00.000Z" }, { timeout: 500 }]);
    expect(answer).to.deep.equal({ at: "1970-01-01T00:00:00.000Z" });
  });

  it("a query to an inactive user, of an unknown name, or slower than its timeout rejects", async () => {
    queries["test.never"] = () => new Promise(() => undefined);
    queries["test.echo"] = async (data) => data;
    const gm2 = users.get("gm2")!;
    let error = "";
    await gm2.query("test.echo" as never, {} as never).catch((e: Error) => (error = e.message));
    expect(error).to.contain("inactive");
    await users.get("gm")!.query("test.missing" as never, {} as never).catch((e: Error) => (error = e.message));
    expect(error).to.contain("not registered");
    await users.get("gm")!.query("test.never" as never, {} as never, { timeout: 5 }).catch((e: Error) => (error = e.message));
    expect(error).to.contain("timed out");
  });

  it("a player's request runs once on the GM, even with two GM tabs; a replay of its id does nothing", async () => {
    const hero = makeActor({ name: "Aria", type: "x", system: {}, ownership: { default: 0, player1: 3 } });
    users.get("gm")!.tabs = 2;
    actAs({ id: "player1", isGM: false });
    expect(await runAsGM("realms.test.add", { actorId: hero.id, amount: 3 })).to.equal(3);
    expect([runs, total]).to.deep.equal([1, 3]);
    // The claim emptied the request: replaying its id (from the console) is refused and changes nothing.
    const requestId = Object.keys((users.get("player1")!.updates[0]!) as object)[0]!.split(".").at(-1)!;
    const replay = (await users.get("gm")!.query("realms.gm", { userId: "player1", requestId })) as GmAnswer;
    expect(replay).to.deep.include({ ok: false, error: "REALMS.GmRequest.gone" });
    expect([runs, total]).to.deep.equal([1, 3]);
    expect(users.get("player1")!.flags).to.deep.equal({ realms: { gmRequests: {} } });
  });

  it("rights come from the requester's own User document, never from the payload", async () => {
    const theirs = makeActor({ name: "Brannoc", type: "x", system: {}, ownership: { default: 0, player2: 3 } });
    actAs({ id: "player1", isGM: false });
    // Acting on an actor player1 does not own: refused with the actor's name.
    await runAsGM("realms.test.add", { actorId: theirs.id, amount: 5 });
    expect(total).to.equal(0);
    expect(world.notifications.map((n) => n.message)).to.deep.equal(["You do not own Brannoc, so you cannot change it."]);
    // Writing the request into player2's User (to borrow their rights) is refused by the server.
    let error = "";
    await users.get("player2")!.update({ "flags.realms.gmRequests.forged0000000001": { action: "realms.test.add", data: JSON.stringify({ actorId: theirs.id, amount: 5 }) } }).catch((e: Error) => (error = e.message));
    expect(error).to.contain("lacks permission");
    // A query naming player2 finds no request of theirs.
    const forged = (await users.get("gm")!.query("realms.gm", { userId: "player2", requestId: "forged0000000001" })) as GmAnswer;
    expect(forged).to.deep.include({ ok: false, error: "REALMS.GmRequest.gone" });
    expect([runs, total]).to.deep.equal([1, 0], "the one refused run, no change");
  });

  it("a malformed request in a player's own flags is refused and removed; a query of junk is refused", async () => {
    actAs({ id: "player1", isGM: false });
    const gm = users.get("gm")!;
    for (const [i, junk] of [null, "x", { action: "realms.test.add" }, { action: "realms.test.add", data: "{not json" }, { action: 1, data: "{}" }].entries()) {
      const requestId = `junk${String(i).padStart(12, "0")}`;
      await users.get("player1")!.update({ [`flags.realms.gmRequests.${requestId}`]: junk });
      expect(await gm.query("realms.gm", { userId: "player1", requestId })).to.deep.include({ ok: false, error: "REALMS.GmRequest.badPayload" });
    }
    expect(users.get("player1")!.flags).to.deep.equal({ realms: { gmRequests: {} } });
    for (const junk of [null, {}, { userId: "player1" }, { userId: "__proto__", requestId: "a" }, { userId: "player1", requestId: "a", extra: 1 }]) {
      expect(await gm.query("realms.gm", junk as never)).to.deep.include({ ok: false, error: "REALMS.GmRequest.badPayload" });
    }
    expect([runs, total]).to.deep.equal([0, 0]);
  });

  it("only the active GM serves requests; a second GM's tab answers with a refusal", async () => {
    const hero = makeActor({ name: "Aria", type: "x", system: {}, ownership: { default: 0, player1: 3 } });
    const gm2 = users.get("gm2")!;
    gm2.active = true;
    expect(users.activeGM?.id).to.equal("gm");
    actAs({ id: "player1", isGM: false });
    await users.get("player1")!.update({ "flags.realms.gmRequests.req0000000000001": { action: "realms.test.add", data: JSON.stringify({ actorId: hero.id, amount: 2 }) } });
    const answer = await gm2.query("realms.gm", { userId: "player1", requestId: "req0000000000001" });
    expect(answer).to.deep.include({ ok: false, error: "REALMS.GmRequest.notActiveGM" });
    expect([runs, total]).to.deep.equal([0, 0]);
  });

  it("a malformed reaction prompt sent to a player is not shown; a well-formed one is", async () => {
    registerReactionQuery();
    const player2 = users.get("player2")!;
    world.dialogs.push("dodge");
    const good = { actorUuid: "Actor.abc", title: "Attacked", prompt: "React?", choices: [{ id: "dodge", label: "Dodge", hint: "", odds: "Success 50%" }] };
    const noOdds = { ...good, choices: [{ id: "dodge", label: "Dodge", hint: "" }] };
    for (const bad of [null, {}, { ...good, choices: "dodge" }, { ...good, title: { toString: 1 } }, { ...good, extra: 1 }, { ...good, choices: Array(9).fill(good.choices[0]) }, noOdds]) {
      expect(await player2.query("realms.reaction", bad as never)).to.equal(null);
    }
    expect(world.dialogs).to.deep.equal(["dodge"], "no prompt opened");
    expect(await player2.query("realms.reaction", good)).to.equal("dodge");
  });

  it("no GM online: a warning, nothing sent", async () => {
    users.get("gm")!.active = false;
    actAs({ id: "player1", isGM: false });
    expect(await runAsGM("realms.test.add", { actorId: "x", amount: 1 })).to.equal(undefined);
    expect(world.notifications.map((n) => n.message)).to.deep.equal(["No GM is connected to carry this out."]);
    expect(users.get("player1")!.updates).to.deep.equal([]);
  });
});
