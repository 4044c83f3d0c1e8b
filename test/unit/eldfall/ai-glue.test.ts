/**
 * The Hostile AI on the Foundry test double with the system booted: a hero's Attack answered by the Hostiles'
 * REACTIVE hierarchies in part 1's reaction window (the attacked one Dodges, the other has no row and stays), then
 * the Hostile turn: the Tactical Phase opens with a GM-only proposal card (the example card's rows), Execute runs it
 * through part 1's Activation Sequence, the next proposal follows (A6: the same Hostile while it has AP), Edit
 * re-plans with another row, Skip passes to the next Hostile, and the side ends when no behavior can use AP.
 */
import { expect } from "chai";
import { clickCanvas, drawnOnInterface, makeActor, makeCombat, makeScene, placeToken, resetUsers, resetWorld, settle, viewCanvas, world, type FakeActor } from "../../support/foundry-double";
import type { FakeCombat } from "../../support/double/combat";
import type { DialogAnswer } from "../../support/double/dialogs";
import { bootedSuite } from "../../support/double/boot";
import { listMessageContents } from "../../support/double/message-contents";
import { useSystemCombat } from "../../support/system-combat";
import { cardData, clickCardButton, shown } from "../../support/cards";
import { exampleCard } from "../../support/ai-fixtures";
import { advancePhase } from "../../../src/core/turn-controls";
import { currentPath } from "../../../src/core/turn-position";
import { activate, activationStep } from "../../../src/rulesets/eldfall/activation/activation";
import { ACTIVATION_CARD, type ActivationCard } from "../../../src/rulesets/eldfall/activation/card";
import { AI_PROPOSAL_CARD, type AiProposalCard } from "../../../src/rulesets/eldfall/ai/proposal-card";
import { editProposal, executeProposal, proposeNext, skipProposal } from "../../../src/rulesets/eldfall/ai/runner";
import { apLeftOf } from "../../../src/rulesets/eldfall/states/facts";
import { keyedRowText } from "../../../src/rulesets/eldfall/ai/rules/behavior-text";
import { behaviorTranslate } from "../../../src/rulesets/eldfall/ai/translate";
import { attackProfilesOf } from "../../../src/rulesets/eldfall/dice/attack-profiles";

type Combat = FakeCombat & { syncBoundaries(): Promise<void> };
type Msg = ChatMessage.Implementation;
const g = globalThis as unknown as { game: { combat: unknown } };
const step = async (fn: () => Promise<unknown>) => { await fn(); await settle(); await settle(); };
const kindOf = (m: unknown) => (m as { system?: { kind?: string } }).system?.kind;
const last = (kind: string) => world.messages.findLast((m) => kindOf(m) === kind) as unknown as Msg;
const all = (kind: string) => world.messages.filter((m) => kindOf(m) === kind) as unknown as Msg[];

const ATTRS = { sta: 2, spd: 4, arm: 3, hp: 3, off: 13, def: 12, acc: 12, int: 10, ag: 12, t: 12, m: 10 };
const SPEAR = {
  name: "Spear", type: "eldfallUpgrade",
  system: { schemaVersion: 1, category: "weapon", equipped: true, weight: 1, quantity: 1, rows: [{ label: "", text: "", traits: [], tags: ["melee"], pw: "10", rch: "1", stk: "1" }] },
};
const BEHAVIOR = { name: "Example behavior", type: "eldfallBehavior", system: exampleCard() };
/** The same keys with no printed text: the proposal reads its rows from the keys (rules/behavior-text.ts). */
const unprinted = () => {
  const card = exampleCard();
  const blank = (rows: readonly { text: string }[]) => rows.map((r) => ({ ...r, text: "" }));
  return { ...card, active: { ...card.active, movement: blank(card.active.movement), action: blank(card.active.action) } } as typeof card;
};
const KEYED_BEHAVIOR = { name: "Example behavior (keys only)", type: "eldfallBehavior", system: unprinted() };

function model(name: string, type: "eldfallHero" | "eldfallHostile", owner: string | null, over: Partial<typeof ATTRS> = {}, items: object[] = []): FakeActor {
  const attributes = { ...ATTRS, ...over };
  return makeActor({
    name, type, ownership: { default: 0, ...(owner ? { [owner]: 3 } : {}) }, items: items as never,
    system: { schemaVersion: 1, attributes, health: attributes.hp, weakPoints: 0, ap: 0, tier: 1, size: "medium", inventory: 10 },
  });
}

describe("Eldfall AI glue: proposals, Execute / Edit / Skip, and hostile reactions from the reactive hierarchy", () => {
  bootedSuite("eldfall", undefined, resetUsers);
  before(() => listMessageContents());
  useSystemCombat("eldfall");

  it("hero turn: the attacked Hostile is proposed Dodge (reactive row 2), the other none; Hostile turn: proposal, Execute, next, Edit, Skip, side done", async () => {
    const aria = model("Aria", "eldfallHero", "player1", {}, [SPEAR]);
    const wolf = model("Wolf", "eldfallHostile", null, { m: 12 }, [BEHAVIOR]);
    const ogre = model("Ogre", "eldfallHostile", null, { m: 10 }, [KEYED_BEHAVIOR]);
    const scene = makeScene("Field");
    placeToken(scene, aria, { x: 1, y: 0, linked: true });
    placeToken(scene, wolf, { x: 0, y: 0, linked: true });
    placeToken(scene, ogre, { x: 6, y: 6, linked: true });
    const combat = makeCombat([aria, wolf, ogre], {}, { round: 0, turn: null }) as unknown as Combat;
    g.game.combat = combat;
    const advance = async (times = 1) => { for (let i = 0; i < times; i++) await step(() => advancePhase(combat as never)); };
    const spear = attackProfilesOf(aria as never).find((p) => p.name === "Spear")!;

    await step(() => combat.startCombat() as Promise<unknown>);
    await advance(2); // Upkeep, Tactical
    expect(all(AI_PROPOSAL_CARD.id), "no proposal in the heroes' turn").to.have.length(0);

    await step(() => activate(aria as never));
    const heroCard = last(ACTIVATION_CARD.id);
    await activationStep(heroCard, "next");
    await activationStep(heroCard, "move", "idle");
    await activationStep(heroCard, "next");
    await activationStep(heroCard, "act", `attack:${spear.id}`, { targets: [wolf.uuid] });
    // The GM's list of Hostile proposals, confirmed as the AI preselected it.
    let offered: Record<string, string> = {};
    world.dialogs.push(((form: HTMLFormElement) => {
      offered = Object.fromEntries([...form.querySelectorAll<HTMLInputElement>("input[type='radio']")].filter((i) => i.checked).map((i) => [i.name, i.value]));
    }) as DialogAnswer);
    world.dice.push(10, 10, 10, 10, 10, 10, 10, 10);
    await activationStep(heroCard, "next");
    const reactions = cardData<ActivationCard>(heroCard).state.reactions;
    expect(offered[`reaction.${wolf.uuid}`], "the Wolf's proposal: reactive row 2, Dodge").to.equal("dodge");
    expect(reactions.map((r) => [r.name, r.action]), "the Ogre, far and not attacked, has no row: no Reaction").to.deep.equal([["Wolf", "dodge"]]);
    world.dice.length = 0;
    world.dice.push(10, 10, 10, 10, 10, 10, 10, 10);
    await activationStep(heroCard, "next");
    if (cardData<ActivationCard>(heroCard).state.step !== "done") await activationStep(heroCard, "next");
    world.dice.length = 0;

    /* ---- the Hostile turn: the Tactical Phase opens with a proposal ---- */
    await advance(5); // End; Strategic, Upkeep, Chaos, Tactical
    expect(currentPath(combat as never).join("/")).to.equal("hostiles/tactical");
    const first = last(AI_PROPOSAL_CARD.id);
    expect(first, "proposed at the phase start").to.not.equal(undefined);
    expect((first as unknown as { whisper?: string[] }).whisper, "whispered to the GMs (the double has none to list)").to.be.an("array");
    const p1 = cardData<AiProposalCard>(first);
    expect([p1.plan.hostile.name, p1.plan.movement.row, p1.plan.movement.kind, p1.plan.movement.to, p1.plan.action.action, p1.plan.action.target?.name])
      .to.deep.equal(["Wolf", 0, "walk", { x: 1, y: 0 }, "attack", "Aria"]);
    expect(p1.odds, "the unarmed Attack's chance from rules/odds.ts").to.be.a("number");
    const text = await shown(first);
    expect(text, "the printed text, escaped").to.include(exampleCard().active.movement[0]!.text.replace("'", "&#x27;"));
    expect(text, "the route in words, not coordinates").to.include("1 space into the space of Aria").and.not.include("(1, 0)");
    expect(text).to.include("Execute");

    const apBefore = apLeftOf(wolf as never);
    world.dice.push(...Array(20).fill(10));
    const done = await executeProposal(first);
    await settle();
    const act = cardData<ActivationCard>(world.messages.find((m) => m.id === done.activationMessageId));
    expect([act.state.activator.name, act.state.movement?.movement, act.state.action?.action, act.state.action?.targets.map((t) => t.name), act.state.step])
      .to.deep.equal(["Wolf", "walk", "attack", ["Aria"], "done"]);
    expect(apLeftOf(wolf as never), "one AP for the Activation").to.equal(apBefore - 1);
    expect(cardData<AiProposalCard>(first).status).to.equal("executed");
    expect(done.next.kind === "proposed" && done.next.plan.hostile.name, "A6: the Wolf again while it has AP").to.equal("Wolf");
    world.dice.length = 0;

    const second = last(AI_PROPOSAL_CARD.id);
    const edited = await editProposal(second, { movementRow: 2, actionRow: null, target: null });
    expect([edited.movement.row, cardData<AiProposalCard>(second).plan.movement.row]).to.deep.equal([2, 2]);
    const afterSkip = await skipProposal(second);
    expect(afterSkip.kind === "proposed" && afterSkip.plan.hostile.name, "the Wolf skipped: the Ogre").to.equal("Ogre");
    const third = last(AI_PROPOSAL_CARD.id);
    expect(cardData<AiProposalCard>(third).plan.movement.row, "the Ogre sees Aria: Run toward").to.equal(1);
    const keyed = keyedRowText(unprinted().active.movement[1]!, behaviorTranslate);
    expect(keyed, "a reading of the keys").to.have.length.above(0);
    expect(await shown(third), "no printed text: the keyed reading").to.include(keyed.replace(/'/g, "&#x27;"));
    expect(cardData<AiProposalCard>(third).rows.movement[1], "the Edit choices too").to.equal(keyed);
    expect((await skipProposal(third)).kind, "no Hostile left whose behavior can use AP").to.equal("done");
    await expectRefusal(() => skipProposal(third));
    await combat.delete();
  });

  it("Execute waits on the activation card's creation however long the server takes, and puts the proposal back when the activation is refused", async () => {
    resetWorld();
    const aria = model("Aria", "eldfallHero", "player1");
    const wolf = model("Wolf", "eldfallHostile", null, { m: 12 }, [BEHAVIOR]);
    const scene = makeScene("Ford");
    placeToken(scene, aria, { x: 1, y: 0, linked: true });
    placeToken(scene, wolf, { x: 0, y: 0, linked: true });
    const combat = makeCombat([aria, wolf], {}, { round: 0, turn: null }) as unknown as Combat;
    await step(() => combat.startCombat() as Promise<unknown>);
    for (let i = 0; i < 7; i++) await step(() => advancePhase(combat as never)); // to the Hostile Turn's Tactical Phase
    const proposal = last(AI_PROPOSAL_CARD.id);
    const ap = apLeftOf(wolf as never);

    await wolf.update({ "system.ap": 0 });
    await expectRefusal(() => executeProposal(proposal));
    expect(cardData<AiProposalCard>(proposal).status, "no activation came of it: still proposed").to.equal("proposed");

    await wolf.update({ "system.ap": ap });
    // A slow server: the activation card is created only when the test lets it.
    const chat = (globalThis as unknown as { ChatMessage: { create(data: { system?: { kind?: string } }): Promise<unknown> } }).ChatMessage;
    const create = chat.create;
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    chat.create = async (data) => { if (data.system?.kind === ACTIVATION_CARD.id) await gate; return create(data); };
    try {
      world.dice.push(...Array(20).fill(10));
      let finished = false;
      const running = executeProposal(proposal).finally(() => { finished = true; });
      for (let i = 0; i < 50; i++) await settle();
      expect([finished, all(ACTIVATION_CARD.id).length, cardData<AiProposalCard>(proposal).status], "waiting on the card").to.deep.equal([false, 0, "executed"]);
      release();
      const done = await running;
      expect(cardData<ActivationCard>(world.messages.find((m) => m.id === done.activationMessageId)).state.activator.name).to.equal("Wolf");
      expect(cardData<AiProposalCard>(proposal).activationMessageId).to.equal(done.activationMessageId);
    } finally {
      chat.create = create;
      world.dice.length = 0;
    }
    await combat.delete();
  });

  it("Route on map draws the proposed route over the grid (the same geometry the gallery draws), clears it on a second press, on Skip; refused for another scene", async () => {
    resetWorld();
    const aria = model("Aria", "eldfallHero", "player1");
    const wolf = model("Wolf", "eldfallHostile", null, { m: 12, spd: 4 }, [BEHAVIOR]);
    const scene = makeScene("Ridge");
    placeToken(scene, aria, { x: 2, y: 5, linked: true });
    placeToken(scene, wolf, { x: 2, y: 1, linked: true });
    const combat = makeCombat([aria, wolf], {}, { round: 0, turn: null }) as unknown as Combat;
    await step(() => combat.startCombat() as Promise<unknown>);
    for (let i = 0; i < 7; i++) await step(() => advancePhase(combat as never)); // to the Hostile Turn's Tactical Phase
    const proposal = last(AI_PROPOSAL_CARD.id);
    const plan = cardData<AiProposalCard>(proposal).plan;
    expect([plan.movement.kind, plan.movement.path.length], "the Wolf sees Aria: Run toward her, 4 spaces").to.deep.equal(["run", 4]);
    expect(await shown(proposal)).to.include("4 spaces toward Aria");
    const ROUTE = `[data-realms-action="realms.eldfall.aiRoute"]`;
    const name = `realms.eldfall.aiRoute.${proposal.id}`;

    // Another scene on the canvas: refused with a notice, nothing drawn.
    viewCanvas(makeScene("Elsewhere", { view: false }));
    await clickCardButton(proposal, ROUTE);
    expect(world.notifications.at(-1)?.message).to.equal("The route is on another scene: view that scene to see it.");
    expect(drawnOnInterface(name)).to.equal(null);

    viewCanvas(scene as never);
    await clickCardButton(proposal, ROUTE);
    const drawn = drawnOnInterface(name);
    expect(drawn, "the route is drawn").to.not.equal(null);
    const rects = drawn!.calls.filter((c) => c[0] === "drawRect").map((c) => c.slice(1));
    expect(rects, "each space entered, as a square on the grid").to.deep.equal(plan.movement.path.map((c) => [c.x * 100, c.y * 100, 100, 100]));
    const line = drawn!.calls.filter((c) => c[0] === "moveTo" || c[0] === "lineTo").map((c) => c.slice(1));
    expect(line, "from the Wolf's centre through each space's centre").to.deep.equal([[250, 150], ...plan.movement.path.map((c) => [c.x * 100 + 50, c.y * 100 + 50])]);
    expect(clickCanvas({ x: 10, y: 10 }), "the drawing listens to no clicks").to.equal(false);

    await clickCardButton(proposal, ROUTE);
    expect(drawnOnInterface(name), "a second press clears it").to.equal(null);
    await clickCardButton(proposal, ROUTE);
    expect(drawnOnInterface(name)).to.not.equal(null);
    await skipProposal(proposal);
    expect(drawnOnInterface(name), "Skip clears it").to.equal(null);
    expect(await shown(proposal), "a closed proposal offers no route control").to.not.include("aiRoute");
    await combat.delete();
  });

  it("proposeNext does nothing when no Hostile carries a Behavior card", async () => {
    resetWorld();
    const scene = makeScene("Plain");
    placeToken(scene, model("Brute", "eldfallHostile", null), { x: 0, y: 0, linked: true });
    placeToken(scene, model("Hero", "eldfallHero", "player1"), { x: 3, y: 0, linked: true });
    (globalThis as unknown as { game: { scenes: { viewed: unknown } } }).game.scenes.viewed = scene;
    expect((await proposeNext(null)).kind).to.equal("none");
  });
});

async function expectRefusal(fn: () => Promise<unknown>): Promise<void> {
  let failed = false;
  try { await fn(); } catch { failed = true; }
  expect(failed, "refused").to.equal(true);
}
