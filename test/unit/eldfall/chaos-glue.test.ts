/**
 * The Chaos deck on the v13 double with Eldfall booted: the Chaos Phase's draw through core decks (posted, resolved,
 * discarded; Day/Night by the party's Moon Dial; a Weather card kept out as the current weather and replaced by the
 * next), the empty deck, the Weather Check with 0, 1 and 2 Weather cards in the top four, the Quest end, the weather's
 * field-wide Environment and Hard's Night seen by part 1's environment queries, and the draw through the turn hooks.
 * Cards are synthetic ("Chaos 12"), not box content.
 */
import { expect } from "chai";
import { actAs, makeActor, makeCombat, makeScene, resetWorld, settle, world, type FakeActor } from "../../support/foundry-double";
import { cardStacks, CardsClass, type FakeCards } from "../../support/double/cards";
import type { FakeCombat } from "../../support/double/combat";
import { bootedSuite } from "../../support/double/boot";
import { scenes } from "../../support/double/tokens";
import { installWeatherEffects, withSceneUpdates, type WeatherScene } from "../../support/double/scene-weather";
import { useSystemCombat } from "../../support/system-combat";
import { cardData, shown } from "../../support/cards";
import type { Obj } from "../../support/double/base";
import { seededRandom } from "../../support/seeded-random";
import { createDeck, deckState } from "../../../src/core/decks/stacks";
import { advancePhase } from "../../../src/core/turn-controls";
import { currentPath } from "../../../src/core/turn-position";
import { endQuest } from "../../../src/core/quest";
import { drawChaos, runWeatherCheck, WEATHER_PILE_ROLE } from "../../../src/rulesets/eldfall/chaos/chaos";
import { questEnd, questStart } from "../../../src/rulesets/eldfall/campaign/quest";
import { currentWeather, syncNightDarkness } from "../../../src/rulesets/eldfall/chaos/weather";
import { environmentsAt } from "../../../src/rulesets/eldfall/space/zones";
import { NIGHT_DARKNESS } from "../../../src/rulesets/eldfall/chaos/rules/chaos";
import type { ChaosCardData } from "../../../src/rulesets/eldfall/chaos/card";

type Kind = "none" | "weather" | "dayNight";
type Combat = FakeCombat & { syncBoundaries(): Promise<void> };
const step = async (fn: () => Promise<unknown>) => { await fn(); await settle(); await settle(); };

const chaos = (n: number, kind: Kind, weather: { fx?: string; environment?: string } = {}) => ({
  name: `Chaos ${n}`, type: "eldfallChaos", face: 0, faces: [{ name: `Chaos ${n}`, img: `cards/chaos-${n}.webp` }], back: { name: "Chaos", img: "cards/chaos-back.webp" },
  system: { schemaVersion: 1, number: n, kind, effect: `Effect of ${n}.`, dayEffect: `Day of ${n}.`, nightEffect: `Night of ${n}.`, weather: { fx: weather.fx ?? "", environment: weather.environment ?? "" } },
});
const S = (s: unknown) => s as FakeCards;
const names = (stack: FakeCards | null | undefined) => (stack?.cards ?? []).map((c) => c.name);
const chaosCards = () => world.messages.filter((m) => JSON.stringify(m).includes("realms.eldfall.chaos")).map((m) => cardData<ChaosCardData>(m));
const notices = () => world.messages.map((m) => JSON.stringify((m as { system?: unknown }).system ?? m)).filter((t) => t.includes("realms.core.notice"));
const pileOf = () => S([...cardStacks.values()].find((s) => s.type === "pile" && (s.flags as { realms?: { eldfall?: { deck?: string } } }).realms?.eldfall?.deck === WEATHER_PILE_ROLE));

describe("Eldfall Chaos deck glue", () => {
  let scene: WeatherScene;
  const parties: FakeActor[] = [];
  // Another spec replaces the double's scene lookup for its own scene and never puts it back: use the double's own.
  const lookup = (globalThis as unknown as { game: { scenes: { get(id: string): unknown } } }).game.scenes;
  const previousGet = lookup.get;
  bootedSuite("eldfall", () => (lookup.get = previousGet), () => (lookup.get = (id: string) => scenes.get(id)));
  before(() => installWeatherEffects());
  useSystemCombat("eldfall");
  beforeEach(() => {
    resetWorld();
    scene = withSceneUpdates(makeScene("Field"));
  });
  afterEach(async () => {
    actAs({ id: "gm", isGM: true });
    await CardsClass.deleteDocuments([...cardStacks.keys()]);
    for (const p of parties.splice(0)) world.actors.delete(p.uuid);
  });

  const deckOf = async (cards: object[], options: { reshuffle?: boolean } = {}) => {
    const { deck, discard } = await createDeck({
      name: "Chaos deck", discardName: "Chaos discard", reshuffle: options.reshuffle ?? true, flags: { eldfall: { deck: "chaos" } },
      cards: cards.map((c, i) => ({ ...c, sort: i })),
    });
    return { deck: S(deck), discard: S(discard) };
  };
  /** The party at a Moon Dial value (0 = Day 1 Midnight, +1 a period), Hard difficulty with Night when asked. */
  const party = (moon: number, night = false) => {
    const actor = makeActor({ name: "Northern Wind", type: "eldfallParty", system: { schemaVersion: 1, moon: { value: moon, running: true }, difficulty: night ? "hard" : "standard", hard: { night } } as never });
    parties.push(actor);
    return actor;
  };
  const undrawn = (deck: FakeCards) => deckState(deck as never).draw.map((id) => deck.cards.get(id)!.name);

  it("a card with no special effect is drawn, posted with its effect, and lies on the discard pile", async () => {
    const { deck, discard } = await deckOf([chaos(12, "none"), chaos(13, "none")]);
    const r = await drawChaos(null, 2);
    expect([r.status, r.card?.name, r.resolution?.branch, r.resolution?.text, r.reshuffled]).to.deep.equal(["drawn", "Chaos 12", "effect", "Effect of 12.", false]);
    expect(names(discard)).to.deep.equal(["Chaos 12"]);
    expect(undrawn(deck)).to.deep.equal(["Chaos 13"]);
    expect(chaosCards().map((c) => [c.name, c.number, c.kind, c.branch, c.round])).to.deep.equal([["Chaos 12", 12, "none", "effect", 2]]);
    const html = await shown(world.messages.at(-1)!);
    expect(html).to.contain("Chaos 12").and.contain("No. 12").and.contain("Effect of 12.").and.contain("Its effect applies now.");
    expect(currentWeather(scene as never)).to.equal(null);
  });

  it("a Day/Night card applies the Day effect at Dawn and Daylight, the Night effect at Midnight and Dusk, by the party's dial", async () => {
    await deckOf([chaos(1, "dayNight"), chaos(2, "dayNight"), chaos(3, "dayNight"), chaos(4, "dayNight")]);
    const p = party(4); // Day 2, Midnight
    const out: string[] = [];
    for (let i = 0; i < 4; i++) {
      await p.update({ "system.moon.value": 4 + i });
      const r = await drawChaos(null, i + 1);
      out.push(`${r.resolution?.period}:${r.resolution?.branch}:${r.resolution?.text}`);
    }
    expect(out).to.deep.equal(["midnight:night:Night of 1.", "dawn:day:Day of 2.", "daylight:day:Day of 3.", "dusk:night:Night of 4."]);
    const html = await shown(world.messages.at(-1)!);
    expect(html).to.contain("Dusk: the Night effect applies.");
    expect(html, "both effects printed, the Night one highlighted").to.match(/class="realms-muted"><span class="eldfall-chaos-label">Day<\/span> Day of 4\./)
      .and.match(/class="applies"><span class="eldfall-chaos-label">Night<\/span> Night of 4\./);
  });

  it("a Weather card drawn becomes the scene's weather (effect key, field-wide Environment) and stays out; the next one replaces it", async () => {
    const { deck, discard } = await deckOf([chaos(31, "weather", { fx: "snow", environment: "hazy" }), chaos(5, "none"), chaos(32, "weather", { fx: "blizzard-of-doom" })]);
    const first = await drawChaos(null, 1);
    expect(first.resolution?.weather).to.deep.include({ name: "Chaos 31", fx: "snow", environment: "hazy", source: "chaos" });
    expect(currentWeather(scene as never)).to.deep.include({ cardId: first.card!.id, environment: "hazy" });
    expect(scene.weather, "Foundry's weather effect").to.equal("snow");
    expect(names(pileOf()), "the weather in effect lies on its own pile").to.deep.equal(["Chaos 31"]);
    expect(names(discard)).to.deep.equal([]);
    expect(environmentsAt(scene as never, { x: 3, y: 4 }).map((e) => e.env), "the environment queries see it field-wide").to.deep.equal(["hazy"]);
    expect(await shown(world.messages.at(-1)!)).to.contain("Hazy applies field-wide while this weather lasts.");

    await drawChaos(null, 2); // Chaos 5: the weather lasts
    expect(currentWeather(scene as never)?.name).to.equal("Chaos 31");

    const third = await drawChaos(null, 3);
    expect(third.replaced?.name).to.equal("Chaos 31");
    expect(currentWeather(scene as never)).to.deep.include({ name: "Chaos 32", environment: "" });
    expect(names(pileOf())).to.deep.equal(["Chaos 32"]);
    expect(names(discard).sort(), "the replaced weather went to the discard pile").to.deep.equal(["Chaos 31", "Chaos 5"]);
    expect(scene.weather, "an unknown effect key clears the effect instead of being sent").to.equal("");
    expect(environmentsAt(scene as never, { x: 3, y: 4 })).to.deep.equal([]);
    const html = await shown(world.messages.at(-1)!);
    expect(html).to.contain("It replaces Chaos 31.").and.contain("blizzard-of-doom");
    expect(undrawn(deck)).to.deep.equal([]);
  });

  it("an empty deck takes its shuffled discard pile (the card says so); without reshuffle or cards, a notice and no draw", async () => {
    const { deck, discard } = await deckOf([chaos(1, "none"), chaos(2, "none")]);
    const before = chaosCards().length;
    await drawChaos(null, 1, { random: seededRandom(3) });
    await drawChaos(null, 2, { random: seededRandom(3) });
    const third = await drawChaos(null, 3, { random: seededRandom(3) });
    expect([third.status, third.reshuffled]).to.deep.equal(["drawn", true]);
    expect(names(discard)).to.deep.equal([third.card!.name]);
    expect(undrawn(deck)).to.have.length(1);
    expect(await shown(world.messages.at(-1)!)).to.contain("The Chaos deck was empty: its discard pile was shuffled in.");
    await CardsClass.deleteDocuments([...cardStacks.keys()]);

    await deckOf([chaos(1, "none")], { reshuffle: false });
    await drawChaos(null, 1);
    const stuck = await drawChaos(null, 2);
    expect(stuck.status).to.equal("empty");
    expect(notices().at(-1)).to.contain("does not reshuffle its discard pile (1 cards there)");
    expect(chaosCards()).to.have.length(before + 4, "three cards drawn, then one; none when stuck");
    await CardsClass.deleteDocuments([...cardStacks.keys()]);

    expect((await drawChaos(null, 3)).status, "no deck in the world").to.equal("noDeck");
    expect(notices().at(-1)).to.contain("No Eldfall Chaos deck");
  });

  it("the Weather Check with no Weather card in the top four: nothing applies, all four go back, shuffled", async () => {
    const { deck } = await deckOf([1, 2, 3, 4, 5, 6].map((n) => chaos(n, n === 2 ? "dayNight" : "none")));
    const r = await runWeatherCheck({ random: seededRandom(8) });
    expect([r.status, r.revealed.length, r.weather, r.kept]).to.deep.equal(["checked", 4, [], null]);
    expect([...undrawn(deck)].sort()).to.deep.equal(["Chaos 1", "Chaos 2", "Chaos 3", "Chaos 4", "Chaos 5", "Chaos 6"]);
    expect(undrawn(deck), "a new order").to.not.deep.equal(["Chaos 1", "Chaos 2", "Chaos 3", "Chaos 4", "Chaos 5", "Chaos 6"]);
    expect(currentWeather(scene as never)).to.equal(null);
    expect(chaosCards()).to.deep.equal([]);
  });

  it("the Weather Check with one Weather card: it applies at once and stays out; the other three are shuffled back", async () => {
    const { deck, discard } = await deckOf([chaos(1, "none"), chaos(40, "weather", { fx: "rain", environment: "aquatic" }), chaos(3, "dayNight"), chaos(4, "none"), chaos(5, "none")]);
    let asked = false;
    const r = await runWeatherCheck({ random: seededRandom(2), choose: async () => { asked = true; return null; } });
    expect(asked, "no choice with one Weather card").to.equal(false);
    expect([r.kept?.name, r.weather.length]).to.deep.equal(["Chaos 40", 1]);
    expect([...undrawn(deck)].sort()).to.deep.equal(["Chaos 1", "Chaos 3", "Chaos 4", "Chaos 5"]);
    expect(names(pileOf())).to.deep.equal(["Chaos 40"]);
    expect(names(discard)).to.deep.equal([]);
    expect(currentWeather(scene as never)).to.deep.include({ name: "Chaos 40", source: "check", environment: "aquatic" });
    expect(scene.weather).to.equal("rain");
    expect(chaosCards().map((c) => [c.name, c.source, c.branch])).to.deep.equal([["Chaos 40", "check", "weather"]]);
  });

  it("the Weather Check with two Weather cards asks the GM (the dialog's buttons), applies the one chosen and shuffles the other back", async () => {
    const { deck } = await deckOf([chaos(41, "weather", { fx: "fog", environment: "hazy" }), chaos(2, "none"), chaos(42, "weather", { fx: "snow" }), chaos(4, "none"), chaos(5, "none")]);
    const offered: string[] = [];
    world.dialogs.push((form: HTMLFormElement) => {
      offered.push(...[...form.querySelectorAll("button[value]")].map((b) => b.textContent!.trim()));
      return [...form.querySelectorAll<HTMLButtonElement>("button[value]")][1]!.value;
    });
    const r = await runWeatherCheck({ random: seededRandom(5) });
    expect(offered).to.deep.equal(["Chaos 41 (No. 41)", "Chaos 42 (No. 42)"]);
    expect([r.kept?.name, r.weather.length]).to.deep.equal(["Chaos 42", 2]);
    expect([...undrawn(deck)].sort()).to.deep.equal(["Chaos 2", "Chaos 4", "Chaos 41", "Chaos 5"]);
    expect(currentWeather(scene as never)?.name).to.equal("Chaos 42");
    expect(scene.weather).to.equal("snow");
  });

  it("the Quest end clears the weather: the scene's state and effect, the card to the discard pile", async () => {
    const { discard } = await deckOf([chaos(40, "weather", { fx: "rain", environment: "aquatic" }), chaos(2, "none")]);
    await runWeatherCheck({ random: seededRandom(1) });
    expect(currentWeather(scene as never)?.name).to.equal("Chaos 40");
    await endQuest();
    await settle();
    await settle();
    expect(currentWeather(scene as never)).to.equal(null);
    expect(scene.weather).to.equal("");
    expect(names(pileOf())).to.deep.equal([]);
    expect(names(discard)).to.deep.equal(["Chaos 40"]);
    expect(notices().at(-1)).to.contain("The weather Chaos 40 ended with the Quest.");
  });

  it("the campaign's Quest start runs the Weather Check (M86) and its Quest end clears the weather once", async () => {
    const { discard } = await deckOf([chaos(40, "weather", { fx: "rain", environment: "aquatic" }), chaos(2, "none")]);
    const p = party(0);
    await questStart(p as never, { name: "Test Quest" });
    expect(currentWeather(scene as never)).to.deep.include({ name: "Chaos 40", source: "check" });
    expect(chaosCards().map((c) => [c.name, c.source])).to.deep.equal([["Chaos 40", "check"]]);
    await questEnd(p as never);
    await settle();
    await settle();
    expect(currentWeather(scene as never)).to.equal(null);
    expect(names(discard)).to.deep.equal(["Chaos 40"]);
    expect(notices().filter((t) => t.includes("ended with the Quest")), "ended once").to.have.length(1);
  });

  it("Hard difficulty's Night: Dark field-wide and the scene darker at Midnight and Dusk, back when the dial reaches Dawn", async () => {
    scene.environment.darknessLevel = 0.1;
    const p = party(3, true); // Day 1, Dusk
    expect(environmentsAt(scene as never, { x: 0, y: 0 }).map((e) => e.env)).to.deep.equal(["dark"]);
    await syncNightDarkness(scene as never);
    expect(scene.environment.darknessLevel).to.equal(NIGHT_DARKNESS);
    await p.update({ "system.moon.value": 4 }); // Day 2, Midnight: still Night
    await settle();
    expect(scene.environment.darknessLevel).to.equal(NIGHT_DARKNESS);
    await p.update({ "system.moon.value": 5 }); // Dawn
    await settle();
    expect(environmentsAt(scene as never, { x: 0, y: 0 })).to.deep.equal([]);
    expect(scene.environment.darknessLevel, "the scene's own level back").to.equal(0.1);
    await p.update({ "system.hard.night": false, "system.moon.value": 7 }); // Dusk, Night off
    await settle();
    expect(environmentsAt(scene as never, { x: 0, y: 0 })).to.deep.equal([]);
    expect(scene.environment.darknessLevel).to.equal(0.1);
  });

  describe("through the turn hooks", () => {
    const attributes = { sta: 2, spd: 3, arm: 3, hp: 3, off: 12, def: 12, acc: 12, int: 10, ag: 12, t: 10, m: 10 };
    const model = (name: string, type: "eldfallHero" | "eldfallHostile") =>
      makeActor({ name, type, system: { schemaVersion: 1, attributes, health: 3, ap: 0 } as never, ownership: { default: 0, player1: 3 } });
    const advance = (combat: Combat, times = 1) => step(async () => { for (let i = 0; i < times; i++) await step(() => advancePhase(combat as never)); });

    it("a Hostile Turn reaching its Chaos Phase draws exactly one card; the Hero Turn never draws", async () => {
      const { deck, discard } = await deckOf([1, 2, 3, 4].map((n) => chaos(n, "none")));
      const combat = makeCombat([model("Oni", "eldfallHostile"), model("Tharos", "eldfallHero")], {}, { round: 0, turn: null }) as unknown as Combat;
      await step(() => combat.startCombat() as Promise<unknown>);
      const seen: string[] = [];
      for (let i = 0; i < 10; i++) {
        seen.push(`${currentPath(combat as never).join("/")}:${names(discard).length}`);
        await advance(combat);
      }
      expect(seen).to.deep.equal([
        "heroes/strategic:0", "heroes/upkeep:0", "heroes/tactical:0", "heroes/end:0",
        "hostiles/strategic:0", "hostiles/upkeep:0", "hostiles/chaos:1", "hostiles/tactical:1", "hostiles/end:1",
        "heroes/strategic:1",
      ]);
      expect(chaosCards().map((c) => [c.name, c.round])).to.deep.equal([["Chaos 1", 1]]);
      expect(undrawn(deck)).to.deep.equal(["Chaos 2", "Chaos 3", "Chaos 4"]);
      await combat.delete();
    });
  });
});

export type { Obj };
