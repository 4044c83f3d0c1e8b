import { expect } from "chai";
import { PayloadError, bool, id, int, json, nullable, object, oneOf, partial, record, string, uuid } from "../../../src/core/payload";

const fieldOf = (f: () => unknown) => {
  try {
    f();
    return null;
  } catch (error) {
    expect(error).to.be.instanceOf(PayloadError);
    return (error as PayloadError).field;
  }
};

describe("payload shapes (data from another client)", () => {
  const shape = object({ actorId: id, amount: int(1, 10), side: oneOf(["pc", "npc"] as const), note: nullable(string(5)), done: bool });
  const good = { actorId: "actor00000000001", amount: 3, side: "pc", note: null, done: false };

  it("returns a fresh object with the known fields", () => {
    const out = shape(good, "");
    expect(out).to.deep.equal(good);
    expect(out).not.to.equal(good);
  });

  it("names the first bad field: wrong types, bounds, missing and extra keys", () => {
    expect(fieldOf(() => shape(null, ""))).to.equal("data");
    expect(fieldOf(() => shape([], ""))).to.equal("data");
    expect(fieldOf(() => shape({ ...good, amount: 11 }, ""))).to.equal("amount");
    expect(fieldOf(() => shape({ ...good, amount: 2.5 }, ""))).to.equal("amount");
    expect(fieldOf(() => shape({ ...good, amount: Number.NaN }, ""))).to.equal("amount");
    expect(fieldOf(() => shape({ ...good, side: "gm" }, ""))).to.equal("side");
    expect(fieldOf(() => shape({ ...good, note: "toolong" }, ""))).to.equal("note");
    expect(fieldOf(() => shape({ ...good, extra: 1 }, ""))).to.equal("extra");
    // Keys every object inherits are no fields either.
    for (const key of ["toString", "hasOwnProperty", "valueOf"]) expect(fieldOf(() => shape({ ...good, [key]: 1 }, ""))).to.equal(key);
    const { done: _done, ...missing } = good;
    expect(fieldOf(() => shape(missing, ""))).to.equal("done");
  });

  it("refuses prototype keys at any depth and ids that are prototype names", () => {
    expect(fieldOf(() => shape(JSON.parse('{"__proto__": {"x": 1}}'), ""))).to.equal("__proto__");
    expect(fieldOf(() => record(100)(JSON.parse('{"a": {"constructor": {"prototype": 1}}}'), "patch"))).to.equal("patch.a.constructor");
    expect(fieldOf(() => id("constructor", "actorId"))).to.equal("actorId");
    expect(fieldOf(() => id("Actor.x", "actorId"))).to.equal("actorId");
    expect(({} as Record<string, unknown>).x).to.equal(undefined);
  });

  it("JSON values stay within depth, size and finite numbers; UUIDs are dotted ids", () => {
    expect(json(50)({ a: [1, "b", null, true] }, "")).to.deep.equal({ a: [1, "b", null, true] });
    expect(fieldOf(() => json(10)({ a: "x".repeat(20) }, "state"))).to.equal("state");
    expect(fieldOf(() => json(1000)({ a: Infinity }, "state"))).to.equal("state.a");
    let deep: unknown = 1;
    for (let i = 0; i < 12; i++) deep = { d: deep };
    expect(fieldOf(() => json(1000)(deep, "state"))).to.match(/^state(\.d)+$/);
    expect(uuid("Scene.abc.Token.def.Actor.ghi", "")).to.equal("Scene.abc.Token.def.Actor.ghi");
    expect(fieldOf(() => uuid("Actor.x; alert(1)", "actorUuid"))).to.equal("actorUuid");
  });

  it("a partial object (an update of some fields): each field present is checked, any other key refused", () => {
    const some = partial({ noise: int(0, 9), note: nullable(string(5)) });
    expect(some({}, "state")).to.deep.equal({});
    expect(some({ noise: 2 }, "state")).to.deep.equal({ noise: 2 });
    expect(fieldOf(() => some({ noise: 10 }, "state"))).to.equal("state.noise");
    for (const key of ["extra", "toString", "__proto__", "constructor"]) expect(fieldOf(() => some(JSON.parse(`{"noise": 1, "${key}": 1}`), "state"))).to.equal(`state.${key}`);
    expect(fieldOf(() => some([], "state"))).to.equal("state");
  });
});
