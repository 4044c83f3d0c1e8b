/**
 * The test double as strict as Foundry v13 where players and the GM meet: Combat and Combatant changes checked per
 * field as BaseCombat / BaseCombatant do, Token updates owner-checked and run through preMoveToken, preUpdateToken
 * and updateToken, and queries whose handler runs as the recipient's own client and whose time-out comes on the
 * test clock.
 */
import { expect } from "chai";
import { actAs, advanceClock, freezeClock, makeActor, makeCombat, makeScene, placeToken, releaseClock, resetUsers, snapshotHooks, users } from "../../support/foundry-double";
import type { FakeCombat } from "../../support/double/combat";
import { renderCombatTracker } from "../../support/double/combat-tracker";
import { moveToken } from "../../support/double/token-movement";
import { after as clockAfter } from "../../support/double/clock";

const g = globalThis as unknown as {
  Hooks: { on(h: string, fn: (...a: never[]) => unknown): number };
  CONFIG: { queries: Record<string, (data: unknown, options: { timeout?: number }) => unknown> };
  game: { user: { id: string } };
};
const owned = (name: string, owner: string | null) => makeActor({ name, type: "probe", system: {}, ownership: { default: 0, ...(owner ? { [owner]: 3 } : {}) } });
const refusal = async (fn: () => Promise<unknown>) => {
  try {
    await fn();
  } catch (error) {
    return (error as Error).message;
  }
  return "";
};

describe("Foundry test double: Combat and Combatant permissions (BaseCombat, BaseCombatant)", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = snapshotHooks();
    actAs({ id: "gm", isGM: true });
  });
  afterEach(() => {
    restore();
    actAs({ id: "gm", isGM: true });
  });

  it("a player changes only round and turn, and only as the owner of the current combatant; never the combat's flags", async () => {
    const combat = makeCombat([owned("Aria", "player1"), owned("Brannoc", "player2")]) as FakeCombat;
    actAs({ id: "player2", isGM: false });
    expect(renderCombatTracker(combat).controls, "not the current combatant's owner: no turn controls").to.deep.equal([]);
    expect(await refusal(() => combat.nextTurn())).to.match(/lacks permission to update Combat/);
    actAs({ id: "player1", isGM: false });
    expect(renderCombatTracker(combat).controls).to.deep.equal(["previousTurn", "nextTurn"]);
    expect(await refusal(() => combat.update({ "flags.realms.position": { round: 1, path: [] } }))).to.match(/lacks permission to update Combat/);
    expect(combat.flags, "nothing written").to.deep.equal({ realms: {} });
    await renderCombatTracker(combat).press("nextTurn");
    expect(combat.turn).to.equal(1);
    expect(await refusal(() => combat.delete()), "deleting is the GM's").to.match(/lacks permission to delete Combat/);
  });

  it("a Combatant's owner updates its initiative, flags and defeated state only; others are refused; pre-update hooks may cancel", async () => {
    const combat = makeCombat([owned("Aria", "player1"), owned("Wolf", null)]) as FakeCombat;
    const [aria, wolf] = [combat.combatants.find((c) => c.name === "Aria")!, combat.combatants.find((c) => c.name === "Wolf")!];
    actAs({ id: "player1", isGM: false });
    await aria.update({ initiative: 12, "flags.realms.note": "ready", defeated: false });
    expect([aria.initiative, aria.flags]).to.deep.equal([12, { realms: { note: "ready" } }]);
    expect(await refusal(() => aria.update({ hidden: true }))).to.match(/lacks permission to update Combatant/);
    expect(await refusal(() => wolf.update({ initiative: 1 }))).to.match(/lacks permission to update Combatant/);
    expect(await refusal(() => combat.deleteEmbeddedDocuments("Combatant", [wolf.id]))).to.match(/lacks permission to delete Combatant/);
    expect(await refusal(() => combat.createEmbeddedDocuments("Combatant", [{ actor: owned("Orc", null) as never }]))).to.match(/lacks permission to create Combatant/);
    expect(await refusal(() => combat.createEmbeddedDocuments("CombatantGroup", [{ name: "x" }] as never))).to.match(/lacks permission to create CombatantGroup/);
    expect([combat.combatants.length, wolf.initiative, aria.hidden]).to.deep.equal([2, null, false]);
    g.Hooks.on("preUpdateCombatant", () => false);
    await aria.update({ initiative: 3 });
    expect(aria.initiative, "cancelled").to.equal(12);
  });
});

describe("Foundry test double: Token updates (TokenDocument#update, #move)", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = snapshotHooks();
    actAs({ id: "gm", isGM: true });
  });
  afterEach(() => {
    restore();
    actAs({ id: "gm", isGM: true });
  });

  it("a change of x/y is a movement: preMoveToken with the operation, then preUpdateToken, the owner check, updateToken", async () => {
    const scene = makeScene("Hall");
    const token = placeToken(scene, owned("Aria", "player1"), { x: 0, y: 0 });
    const seen: string[] = [];
    g.Hooks.on("preMoveToken", ((_t: unknown, movement: { method: string; passed: { waypoints: { x: number }[] } }, operation: { realmsForced?: boolean }) => {
      seen.push(`preMove:${movement.method}:${movement.passed.waypoints.map((w) => w.x).join(",")}:${operation.realmsForced ?? false}`);
    }) as never);
    g.Hooks.on("preUpdateToken", (() => void seen.push("preUpdate")) as never);
    g.Hooks.on("updateToken", ((_t: unknown, _c: unknown, _o: unknown, userId: string) => void seen.push(`update:${userId}`)) as never);
    actAs({ id: "player2", isGM: false });
    expect(await refusal(() => token.update({ x: 100 }))).to.match(/lacks permission to update Token/);
    expect(token.x, "nothing changed").to.equal(0);
    actAs({ id: "player1", isGM: false });
    seen.length = 0;
    await token.update({ x: 200 }, { realmsForced: true });
    expect(await moveToken(token, [{ x: 2, y: 1 }, { x: 3, y: 1 }])).to.equal(true);
    await token.update({ name: "Aria (hidden)" });
    expect(seen).to.deep.equal(["preMove:api:200:true", "preUpdate", "update:player1", "preMove:dragging:200,300:false", "preUpdate", "update:player1", "preUpdate", "update:player1"]);
    g.Hooks.on("preMoveToken", (() => false) as never);
    expect(await moveToken(token, [{ x: 5, y: 5 }])).to.equal(false);
    expect([token.x, token.y]).to.deep.equal([300, 100]);
  });
});

describe("Foundry test double: queries run as the recipient's client, their time-outs on the test clock", () => {
  beforeEach(() => {
    resetUsers();
    actAs({ id: "player1", isGM: false });
  });
  afterEach(() => {
    releaseClock();
    delete g.CONFIG.queries["test.slow"];
    actAs({ id: "gm", isGM: true });
  });

  it("the handler and the work it leaves running are the GM's client; the sender goes on as itself", async () => {
    const ran: string[] = [];
    let later: Promise<void> = Promise.resolve();
    g.CONFIG.queries["test.slow"] = async () => {
      ran.push(`handler:${g.game.user.id}`);
      later = new Promise<void>((resolve) => setImmediate(resolve)).then(() => void ran.push(`after:${g.game.user.id}`));
      return "ok";
    };
    expect(await users.get("gm")!.query("test.slow" as never, {} as never)).to.equal("ok");
    ran.push(`sender:${g.game.user.id}`);
    await later;
    expect(ran).to.deep.equal(["handler:gm", "sender:player1", "after:gm"]);
  });

  it("on a frozen clock a query times out only when the clock passes its time-out: an answer at 45 s loses to a 30 s time-out", async () => {
    freezeClock();
    g.CONFIG.queries["test.slow"] = async () => { await clockAfter(45_000).promise; return "late"; };
    let outcome = "";
    const asked = users.get("gm")!.query("test.slow" as never, {} as never, { timeout: 30_000 }).then((a) => { outcome = String(a); }, (e: Error) => { outcome = e.message; });
    await advanceClock(29_999);
    expect(outcome, "still waiting").to.equal("");
    await advanceClock(1);
    await asked;
    expect(outcome).to.equal("Query test.slow timed out");
    await advanceClock(15_000); // the handler's own wait ends too: nothing left on the clock
  });
});
