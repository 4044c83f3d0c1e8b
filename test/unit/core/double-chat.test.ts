/** The test double's chat messages behave as v13's (double/chat.ts header). */
import { expect } from "chai";
import { actAs, makeMessage, registerRolls, world } from "../../support/foundry-double";
import { FakeChatMessage } from "../../support/double/chat";
import { RealmsRoll } from "../../../src/core/rolls";

class RegisteredRoll extends RealmsRoll {
  cardContext() { return {}; }
}
class UnregisteredRoll extends RealmsRoll {
  cardContext() { return {}; }
}
registerRolls([RegisteredRoll]);

describe("chat messages on the test double", () => {
  after(() => actAs({ id: "gm", isGM: true }));

  it("rolls come back from JSON as their registered class; an unregistered class fails like Roll.fromData", () => {
    actAs({ id: "player1", isGM: false });
    const message = makeMessage({ n: 1 }, { rollClass: RegisteredRoll });
    const roll = message.rolls[0]!;
    expect(roll).to.be.instanceOf(RegisteredRoll);
    expect(roll).not.to.equal(message.rolls[0], "rebuilt on each read, like a reloaded client");
    expect(message.system).to.deep.include({ kind: "realms.test.card", data: { n: 1 } });
    const bad = makeMessage({ n: 2 }, { rollClass: UnregisteredRoll });
    expect(() => bad.rolls).to.throw("Unable to recreate UnregisteredRoll");
  });

  it("a player updates only their own messages and never the author; a GM updates any", async () => {
    actAs({ id: "player1", isGM: false });
    const mine = makeMessage({ n: 1 }, { rollClass: RegisteredRoll });
    const gms = makeMessage({ n: 1 }, { rollClass: RegisteredRoll, author: "gm" });
    expect([mine.isOwner, gms.isOwner]).to.deep.equal([true, false]);
    await mine.update({ "flags.realms.x": 1 });
    expect(mine.flags).to.deep.equal({ realms: { x: 1 } });
    const errors: string[] = [];
    await gms.update({ "flags.realms.x": 1 }).catch((e: Error) => errors.push(e.message));
    await mine.update({ author: "player2" }).catch((e: Error) => errors.push(e.message));
    expect(errors).to.have.length(2);
    expect(gms.flags).to.deep.equal({});
    expect(mine.author?.id).to.equal("player1");
    actAs({ id: "gm", isGM: true });
    await mine.update({ "flags.realms.y": 2 });
    expect(mine.flags).to.deep.equal({ realms: { x: 1, y: 2 } });
  });

  it("a player creates messages only as themselves (ChatMessage.create and Roll#toMessage); a GM as anyone", async () => {
    actAs({ id: "player1", isGM: false });
    const count = world.messages.length;
    const errors: string[] = [];
    await FakeChatMessage.create({ content: "forged", author: "gm" }).catch((e: Error) => errors.push(e.message));
    const roll = await new RegisteredRoll("1d6").evaluate();
    await roll.toMessage({ author: "player2" }).catch((e: Error) => errors.push(e.message));
    expect(errors).to.have.length(2);
    expect(errors[0]).to.contain("lacks permission");
    expect(world.messages.length, "nothing created").to.equal(count);
    const own = await FakeChatMessage.create({ content: "mine", author: "player1" });
    expect(own?.author?.id).to.equal("player1");
    actAs({ id: "gm", isGM: true });
    const forPlayer = await FakeChatMessage.create({ content: "by the GM", author: "player2" });
    expect(forPlayer?.author?.id).to.equal("player2");
  });

  it("an update reaches the message after the server's round trip, one at a time; one that changes nothing resolves to undefined", async () => {
    actAs({ id: "gm", isGM: true });
    const message = makeMessage({ n: 1 }, { rollClass: RegisteredRoll });
    const sent = message.update({ "flags.realms.x": 1 });
    expect(message.flags, "not applied before the server answers").to.deep.equal({});
    expect(await sent).to.equal(message);
    const [first, second] = await Promise.all([message.update({ "flags.realms.y": 2 }), message.update({ "flags.realms.y": 2 })]);
    expect([first, second]).to.deep.equal([message, undefined]);
    expect(message.updates).to.have.length(2);
  });
});
