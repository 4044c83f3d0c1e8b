/**
 * Event cards' pure rules (M95): the choices and their Secret Log codes, the cancellation, what the party records and
 * what becomes of the card. Synthetic cards ("Test Event 07"), not box content.
 */
import { expect } from "chai";
import { derivedCode, EVENT_TIME_PERIODS, eventView, EventRuleError, resolveEvent } from "../../../src/rulesets/eldfall/campaign/rules/events";
import { normalizeCode, recordCode, SECRET_LOG_MAX } from "../../../src/rulesets/eldfall/party/rules/secret-log";
import type { EventSystem } from "../../../src/rulesets/eldfall/models/campaign-specs";

const event = (over: Partial<EventSystem> = {}): EventSystem => ({
  schemaVersion: 1, number: 7, kind: "story", text: "Test text.", cancellation: "", returnToDeck: false,
  choices: [{ label: "Test choice A", code: "", effect: "" }, { label: "Test choice B", code: "x99 - 2", effect: "Test effect" }], ...over,
});

describe("Eldfall events: rules (M95)", () => {
  it("a choice reads the Secret Log by Event number and choice (E10-1), or the code the card prints, normalised", () => {
    expect(derivedCode(10, 0)).to.equal("E10-1");
    const view = eventView("Test Event 07", event());
    expect(view.choices.map((c) => c.code)).to.deep.equal(["E7-1", "X99-2"]);
    expect(normalizeCode(" e10 - 1 ")).to.equal("E10-1");
  });

  it("a card printed without choices offers one: apply the card, with no code to read", () => {
    const view = eventView("Test Event 08", event({ choices: [{ label: " ", code: "", effect: "" }] }));
    expect(view.choices).to.deep.equal([{ index: 0, label: "", effect: "", code: "" }]);
    expect(resolveEvent(view, { kind: "choice", index: 0 }, ["E1-1"])).to.deep.equal({
      outcome: "choice", choice: 0, code: null, secretLog: ["E1-1"], advance: 1, card: "discard",
    });
  });

  it("choosing records the code once, advances time by 1 Time Period (M91) and discards the card", () => {
    const view = eventView("Test Event 07", event());
    const r = resolveEvent(view, { kind: "choice", index: 1 }, ["E1-1"]);
    expect(r).to.deep.equal({ outcome: "choice", choice: 1, code: "X99-2", secretLog: ["E1-1", "X99-2"], advance: EVENT_TIME_PERIODS, card: "discard" });
    expect(EVENT_TIME_PERIODS).to.equal(1);
    expect(resolveEvent(view, { kind: "choice", index: 1 }, ["x99-2"]).secretLog).to.deep.equal(["x99-2"]);
  });

  it("a card that says it stays in play goes back into the deck", () => {
    expect(resolveEvent(eventView("Test Event 07", event({ returnToDeck: true })), { kind: "choice", index: 0 }, []).card).to.equal("return");
  });

  it("the cancellation bypasses the card: no code, the time still passes (P2-events-2), the card is discarded", () => {
    const view = eventView("Test Event 07", event({ cancellation: "Test cost" }));
    expect(resolveEvent(view, { kind: "cancel" }, ["E1-1"])).to.deep.equal({ outcome: "cancel", choice: null, code: null, secretLog: ["E1-1"], advance: 1, card: "discard" });
  });

  it("refuses a cancellation the card does not print and a choice it does not offer", () => {
    const view = eventView("Test Event 07", event());
    expect(() => resolveEvent(view, { kind: "cancel" }, [])).to.throw(EventRuleError, "noCancellation");
    expect(() => resolveEvent(view, { kind: "choice", index: 2 }, [])).to.throw(EventRuleError, "noSuchChoice");
    expect(() => resolveEvent(view, { kind: "choice", index: -1 }, [])).to.throw(EventRuleError, "noSuchChoice");
  });

  it("the Secret Log keeps the newest codes within its limit", () => {
    const full = Array.from({ length: SECRET_LOG_MAX }, (_, i) => `E${i}-1`);
    const next = recordCode(full, "E999-1");
    expect(next).to.have.length(SECRET_LOG_MAX);
    expect(next[0]).to.equal("E1-1");
    expect(next.at(-1)).to.equal("E999-1");
    expect(recordCode(["E1-1"], null)).to.deep.equal(["E1-1"]);
  });
});
