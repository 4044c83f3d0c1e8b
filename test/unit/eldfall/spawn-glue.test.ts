/**
 * The spawn tool and the Encounter/Intrigue triggers on the Foundry test double, the system booted: a spawn joins
 * a running combat on the Hostile side with its AP at once, placed by slots and facing the triggering hero; the
 * ladder's choice and +1 HP cases post their GM cards; an Encounter triggers on a hero's move across it, once; an
 * Intrigue on an Interact declared in its space, and on a Perceive aimed at it from the GM's card.
 */
import { expect } from "chai";
import { actAs, addRegion, answer, clickCanvas, clickSpace, makeActor, makeCombat, makeScene, placeToken, resetWorld, settle, viewCanvas, world, type DialogAnswer, type FakeActor, type FakeScene } from "../../support/foundry-double";
import { bootedSuite } from "../../support/double/boot";
import { enableBehaviorUpdates, enablePlacement } from "../../support/double/placement";
import { useSystemCombat } from "../../support/system-combat";
import type { FakeCombat } from "../../support/double/combat";
import { cardData } from "../../support/cards";
import { advancePhase } from "../../../src/core/turn-controls";
import { currentPath, sideOfCombatant } from "../../../src/core/turn-position";
import { ZONE_BEHAVIOR } from "../../../src/core/zones";
import { realmsFlag } from "../../../src/core/flags";
import { upkeepAllotment } from "../../../src/rulesets/eldfall/turns/rules/ap";
import { facingOfRotation } from "../../../src/rulesets/eldfall/space/space-scene";
import { spawnDialog, spawnHostile, onSpawnPick, spawn } from "../../../src/rulesets/eldfall/spawn/spawn";
import { ENCOUNTER_KIND, gmHeroMoved, heroMoved, INTRIGUE_KIND, onTriggerPick, resetTrigger } from "../../../src/rulesets/eldfall/spawn/triggers";
import { runAsGM } from "../../../src/core/gm";
import { activate, activationStep } from "../../../src/rulesets/eldfall/activation/activation";
import { ACTIVATION_CARD } from "../../../src/rulesets/eldfall/activation/card";
import { SPAWN_CARD, TRIGGER_CARD, type SpawnCard, type TriggerCard } from "../../../src/rulesets/eldfall/spawn/cards";
import { apLeftOf } from "../../../src/rulesets/eldfall/states/facts";

type Msg = ChatMessage.Implementation;
const g = globalThis as unknown as { game: { combat: unknown } };
const ATTRS = { sta: 2, spd: 4, arm: 3, hp: 3, off: 12, def: 12, acc: 12, int: 10, ag: 12, t: 12, m: 10 };
const kindOf = (m: unknown) => (m as { system?: { kind?: string } }).system?.kind;
const last = (kind: string) => world.messages.findLast((m) => kindOf(m) === kind) as unknown as Msg;

function hostile(name: string, tier: number, extra: object = {}): FakeActor {
  return makeActor({ name, type: "eldfallHostile", system: { schemaVersion: 1, attributes: ATTRS, health: ATTRS.hp, weakPoints: 0, ap: 0, tier, size: "medium", ...extra } });
}
function hero(name: string, owner = "player1"): FakeActor {
  return makeActor({ name, type: "eldfallHero", ownership: { default: 0, [owner]: 3 }, system: { schemaVersion: 1, attributes: ATTRS, health: ATTRS.hp, weakPoints: 0, ap: 2, size: "medium" } });
}
function party(pool: { actor: FakeActor; count: number }[]): FakeActor {
  return makeActor({ name: "Test Party", type: "eldfallParty", system: { schemaVersion: 1, spawnPool: pool.map((p) => ({ actor: p.actor.uuid, count: p.count })) } });
}
const button = (arg: string) => ({ dataset: { arg } }) as unknown as HTMLButtonElement;

describe("Eldfall spawning on the test double (flows/spawn)", () => {
  bootedSuite("eldfall");
  useSystemCombat("eldfall");
  beforeEach(() => {
    resetWorld();
    for (const a of [...world.actors.values()]) world.actors.delete(a.uuid);
  });

  it("a spawn joins the running combat on the Hostile side with its AP at once, in the space asked for, facing the hero who triggered it", async () => {
    const aria = hero("Aria");
    const far = hero("Far Hero");
    const test07 = hostile("Test Hostile 07", 1);
    party([{ actor: test07, count: 2 }]);
    const scene = enablePlacement(makeScene("Field"));
    placeToken(scene, aria, { x: 3, y: 4, linked: true });
    placeToken(scene, far, { x: 9, y: 1, linked: true });
    const combat = makeCombat([aria, far], {}, { round: 0, turn: null }) as unknown as FakeCombat & { syncBoundaries(): Promise<void> };
    g.game.combat = combat;
    await combat.startCombat();
    await settle();
    await advancePhase(combat as never);
    await settle();
    await advancePhase(combat as never);
    await settle();
    expect(currentPath(combat as never).join("/")).to.equal("heroes/tactical");

    const result = await spawnHostile({ actorUuid: test07.uuid, tier: null, at: { x: 3, y: 1 }, triggeredBy: aria.uuid });
    await settle();
    if (result.kind !== "spawned") throw new Error(`expected a spawn, got ${result.kind}`);
    const token = scene.tokens.find((t) => t.uuid === result.tokenUuid)!;
    expect([token.x / 100, token.y / 100], "the space asked for had room").to.deep.equal([3, 1]);
    expect(facingOfRotation((token as unknown as { rotation: number }).rotation), "facing Aria (south), not the hero closer to nobody").to.equal("south");
    const combatant = combat.combatants.find((c) => c.id === result.combatantId)!;
    expect(combatant.token?.id).to.equal(token.id);
    expect(sideOfCombatant(combatant as never)).to.equal("hostiles");
    const expectedAp = upkeepAllotment({ sta: ATTRS.sta, states: [] }, "reactive");
    expect(apLeftOf(token.actor as never), "AP at once, as a reactive model").to.equal(expectedAp);
    expect(result.ap).to.equal(expectedAp);
    const card = cardData<SpawnCard>(last(SPAWN_CARD.id));
    expect([card.status, card.spawned?.name, card.faces?.name, card.ap, card.replaces]).to.deep.equal(["spawned", "Test Hostile 07", "Aria", expectedAp, null]);
  });

  it("a full space: the Hostile goes to an adjacent space with room and faces the closest hero", async () => {
    const aria = hero("Aria");
    const test07 = hostile("Test Hostile 07", 1);
    const big = hostile("Test Hostile 08", 1, { size: "colossal" });
    party([{ actor: test07, count: 1 }]);
    const scene = enablePlacement(makeScene("Field"));
    placeToken(scene, aria, { x: 0, y: 1, linked: true });
    // A Colossal model takes all 4 slots of the space (A28 default).
    placeToken(scene, big, { x: 2, y: 1 });
    const result = await spawn({ actor: test07.uuid, x: 2, y: 1 });
    if (result.kind !== "spawned") throw new Error(`expected a spawn, got ${result.kind}`);
    expect(result.cell, "east of the full space, the first adjacent one with room").to.deep.equal({ x: 3, y: 1 });
    expect(result.noRoom).to.equal(false);
    expect(result.facing, "the closest hero is west").to.equal("west");
    expect(result.combatantId, "no combat running: no combatant").to.equal(null);
  });

  it("none of the named Hostile left, two of its Tier: the GM card offers both and spawns the one picked, noting the Quest Rules transfer", async () => {
    const aria = hero("Aria");
    const a = hostile("Test Hostile 01", 1);
    const b = hostile("Test Hostile 02", 1);
    const c = hostile("Test Hostile 03", 1);
    party([{ actor: a, count: 1 }, { actor: b, count: 1 }, { actor: c, count: 1 }]);
    const scene = enablePlacement(makeScene("Field"));
    placeToken(scene, aria, { x: 0, y: 0, linked: true });
    placeToken(scene, a, { x: 5, y: 5 });
    const result = await spawnHostile({ actorUuid: a.uuid, tier: null, at: { x: 1, y: 0 } });
    expect(result).to.deep.include({ kind: "choose", candidates: [b.uuid, c.uuid] });
    const message = last(SPAWN_CARD.id);
    expect(cardData<SpawnCard>(message)).to.deep.include({ status: "choose", step: "sameTier", replaces: { name: "Test Hostile 01", uuid: a.uuid } });
    const picked = await onSpawnPick(message, button(c.uuid));
    expect(picked).to.deep.include({ kind: "spawned", actorUuid: c.uuid, replaces: a.uuid });
    expect(cardData<SpawnCard>(message)).to.deep.include({ status: "spawned", spawned: { name: "Test Hostile 03", uuid: c.uuid } });
    expect(await onSpawnPick(message, button(b.uuid)), "a card spawns once").to.equal(null);
  });

  it("every Tier I–III Hostile on the field: every Hostile regains 1 HP instead, up to its maximum", async () => {
    const a = hostile("Test Hostile 01", 1);
    const b = hostile("Test Hostile 05", 3, { health: 1 });
    party([{ actor: a, count: 1 }, { actor: b, count: 1 }]);
    const scene = enablePlacement(makeScene("Field"));
    placeToken(scene, a, { x: 1, y: 1, linked: true });
    placeToken(scene, b, { x: 2, y: 1, linked: true });
    const result = await spawnHostile({ actorUuid: null, tier: 1, at: { x: 0, y: 0 } });
    expect(result).to.deep.include({ kind: "regained", healed: [b.uuid] });
    expect((b.system as { health: { value: number } }).health.value).to.equal(2);
    expect((a.system as { health: { value: number } }).health.value, "already at its maximum").to.equal(ATTRS.hp);
    expect(scene.tokens).to.have.length(2);
    expect(cardData<SpawnCard>(last(SPAWN_CARD.id)).status).to.equal("regained");
  });

  it("the spawn dialog's Pick on the map: a click on the scene's grid fills the space (checked by the spawn rules), off the grid is refused; the GM can still type", async () => {
    const aria = hero("Aria");
    const test07 = hostile("Test Hostile 07", 1);
    const big = hostile("Test Hostile 08", 1, { size: "colossal" });
    party([{ actor: test07, count: 2 }]);
    const scene = enablePlacement(makeScene("Field"));
    placeToken(scene, aria, { x: 0, y: 1, linked: true });
    placeToken(scene, big, { x: 4, y: 2 });
    const canvas = viewCanvas(scene as never);
    const seen: string[] = [];
    world.dialogs.push(((form: HTMLFormElement) => {
      const status = () => form.querySelector(".eldfall-spawn-picked")!.textContent!.trim();
      const space = () => [(form.elements.namedItem("x") as HTMLInputElement).value, (form.elements.namedItem("y") as HTMLInputElement).value];
      expect(clickSpace({ x: 6, y: 6 }), "nothing listens before Pick on the map").to.equal(false);
      form.querySelector<HTMLButtonElement>("[data-eldfall-pick]")!.click();
      clickSpace({ x: 4, y: 2 });
      seen.push(`${space().join(",")}: ${status()}`);
      clickCanvas({ x: -40, y: 120 });
      seen.push(`${space().join(",")}: ${world.notifications.at(-1)?.message}`);
      clickSpace({ x: 6, y: 3 }, 2);
      seen.push(`right button: ${space().join(",")}`);
      clickSpace({ x: 6, y: 3 });
      seen.push(`${space().join(",")}: ${status()}`);
      return "spawn";
    }) as DialogAnswer);
    const result = await spawnDialog();
    expect(seen).to.deep.equal([
      "5,3: Space 5, 3 picked: it is full, the Hostile lands next to it at 6, 3.",
      "5,3: That point is off the scene's grid: pick a space on the map.",
      "right button: 5,3",
      "7,4: Space 7, 4 picked: it has room.",
    ]);
    if (result?.kind !== "spawned") throw new Error(`expected a spawn, got ${result?.kind}`);
    expect(result.cell, "the last space picked, as the dialog read it").to.deep.equal({ x: 6, y: 3 });
    expect(canvas.stage.listenerCount("pointerdown"), "the dialog closed: the canvas no longer listens").to.equal(0);

    // Typed by hand (no pick), and a pick refused while another scene is on the canvas.
    viewCanvas(makeScene("Elsewhere", { view: false }) as never);
    world.dialogs.push(((form: HTMLFormElement) => {
      form.querySelector<HTMLButtonElement>("[data-eldfall-pick]")!.click();
      seen.push(world.notifications.at(-1)!.message);
      return answer({ x: 3, y: 6 })(form, null as never);
    }) as DialogAnswer);
    const typed = await spawnDialog({ sceneId: scene.id });
    expect(seen.at(-1)).to.equal("The scene on the canvas is not the one to spawn on: view it to pick a space.");
    expect(typed?.kind === "spawned" && typed.cell).to.deep.equal({ x: 2, y: 5 });
  });

  it("a request naming no Hostile of this world is refused with a localized reason", async () => {
    enablePlacement(makeScene("Field"));
    let error: unknown = null;
    try {
      await spawnHostile({ actorUuid: "Actor.nobody", tier: null, at: { x: 0, y: 0 } });
    } catch (e) {
      error = e;
    }
    expect((error as { key?: string } | null)?.key).to.equal("REALMS.Eldfall.Spawn.Errors.notHostile");
  });
});

describe("Eldfall Encounter and Intrigue triggers on the test double (flows/triggers)", () => {
  bootedSuite("eldfall");
  beforeEach(() => resetWorld());

  function field(): { scene: FakeScene; encounter: string; intrigue: string } {
    const scene = enablePlacement(makeScene("Field"));
    const e = enableBehaviorUpdates(addRegion(scene, { name: "Old bridge", shapes: [{ type: "rectangle", x: 300, y: 0, width: 100, height: 300 }], behaviors: [{ type: ZONE_BEHAVIOR, system: { kind: ENCOUNTER_KIND, option: "II" } }] }));
    const i = enableBehaviorUpdates(addRegion(scene, { name: "Shrine", shapes: [{ type: "rectangle", x: 600, y: 600, width: 100, height: 100 }], behaviors: [{ type: ZONE_BEHAVIOR, system: { kind: INTRIGUE_KIND, option: "3" } }] }));
    return { scene, encounter: e.behaviors[0]!.uuid, intrigue: i.behaviors[0]!.uuid };
  }

  it("a hero moving across an Encounter's space triggers it once: GM card with the code, the token recorded on the hero; the GM resets it", async () => {
    const { scene, encounter } = field();
    const aria = hero("Aria");
    const token = placeToken(scene, aria, { x: 1, y: 1, linked: true });
    // The move itself (updateToken on the mover's client) triggers it.
    await token.update({ x: 500, y: 100 });
    await settle();
    const card = cardData<TriggerCard>(last(TRIGGER_CARD.id));
    expect([card.kind, card.code, card.hero.name, card.region, card.triggered]).to.deep.equal(["encounter", "II", "Aria", "Old bridge", true]);
    expect(realmsFlag(aria, "eldfallTokens")).to.deep.equal([{ kind: "encounter", code: "II", zone: encounter }]);
    await token.update({ x: 100, y: 100 });
    expect(await heroMoved(token as never, { x: 5, y: 1 }), "each triggers once").to.deep.equal([]);
    expect(await resetTrigger(encounter)).to.equal(true);
    expect(realmsFlag(aria, "eldfallTokens")).to.deep.equal([]);
    await token.update({ x: 500, y: 100 });
    await settle();
    expect(realmsFlag(aria, "eldfallTokens"), "reset: it triggers again").to.deep.equal([{ kind: "encounter", code: "II", zone: encounter }]);
  });

  it("a Hostile crossing an Encounter triggers nothing", async () => {
    const { scene } = field();
    const wolf = hostile("Test Hostile 07", 1);
    const token = placeToken(scene, wolf, { x: 1, y: 1, linked: true });
    await token.update({ x: 500, y: 100 });
    expect(await heroMoved(token as never, { x: 1, y: 1 })).to.deep.equal([]);
  });

  it("a player's move reaches the GM as the token's uuid and where it came from: the GM reads where the token is, never a destination sent", async () => {
    const { scene, encounter } = field();
    const aria = hero("Aria");
    const token = placeToken(scene, aria, { x: 1, y: 1, linked: true });
    actAs({ id: "player1", isGM: false });
    // A forged destination across the Encounter, the token still at (1, 1): refused, nothing triggered.
    await runAsGM(gmHeroMoved, { tokenUuid: token.uuid, from: { x: 1, y: 1 }, to: { x: 5, y: 1 } });
    expect(world.notifications.map((n) => n.level)).to.deep.equal(["error"]);
    expect(await runAsGM(gmHeroMoved, { tokenUuid: token.uuid, from: { x: 1, y: 1 } }), "the token has not moved").to.deep.equal([]);
    expect(realmsFlag(aria, "eldfallTokens")).to.equal(undefined);
    // The player's own move: their client's updateToken hook sends the token's uuid and where it was.
    await token.update({ x: 500, y: 100 });
    await settle();
    actAs({ id: "gm", isGM: true });
    expect(realmsFlag(aria, "eldfallTokens")).to.deep.equal([{ kind: "encounter", code: "II", zone: encounter }]);
  });

  it("an Interact declared in an Intrigue's space triggers it (through the activation's declared-Action hook)", async () => {
    const { scene, intrigue } = field();
    const aria = hero("Aria");
    placeToken(scene, aria, { x: 6, y: 6, linked: true });
    await activate(aria as never);
    const message = last(ACTIVATION_CARD.id);
    await activationStep(message, "next");
    await activationStep(message, "move", "idle");
    await activationStep(message, "next");
    await activationStep(message, "act", "interact");
    await settle();
    const card = cardData<TriggerCard>(last(TRIGGER_CARD.id));
    expect([card.kind, card.code, card.hero.name, card.triggered]).to.deep.equal(["intrigue", "3", "Aria", true]);
    expect(realmsFlag(aria, "eldfallTokens")).to.deep.equal([{ kind: "intrigue", code: "3", zone: intrigue }]);
  });

  it("a Perceive offers the GM the Intrigues the hero sees; the one picked triggers", async () => {
    const { scene, intrigue } = field();
    const aria = hero("Aria");
    placeToken(scene, aria, { x: 6, y: 3, linked: true });
    await activate(aria as never);
    const message = last(ACTIVATION_CARD.id);
    await activationStep(message, "next");
    await activationStep(message, "move", "idle");
    await activationStep(message, "next");
    await activationStep(message, "act", "perceive");
    const offer = last(TRIGGER_CARD.id);
    expect(cardData<TriggerCard>(offer)).to.deep.include({ triggered: false, zones: [{ uuid: intrigue, code: "3", region: "Shrine" }] });
    expect(realmsFlag(aria, "eldfallTokens"), "nothing triggered before the GM picks").to.equal(undefined);
    const done = await onTriggerPick(offer, button(intrigue));
    expect(done).to.deep.include({ kind: "intrigue", code: "3" });
    expect(cardData<TriggerCard>(offer)).to.deep.include({ triggered: true, code: "3", region: "Shrine" });
  });
});
