/**
 * The fight's count belongs to the fight, in all five rulesets (booted, through the system's Combat on the v13
 * double): a condition counted in a combat's rounds, turns, side turns, phases or activations ends exactly once,
 * as the fight runs or when the combat is deleted, for every actor that took part in it, also one removed from the
 * tracker (whose counted turn may never come) or re-added; removal alone ends nothing, and a deleted token's or
 * actor's conditions went with it. Random tracker use, then the combat deleted; and the examples (token HUD).
 */
import { expect } from "chai";
import fc from "fast-check";
import { deleteActor, deleteScene, deleteToken, makeActor, makeCombat, makeScene, placeToken, settle, world, type FakeActor, type FakeEffect, type FakeScene, type FakeToken } from "../../support/foundry-double";
import type { FakeCombat } from "../../support/double/combat";
import { advanceWorldTime } from "../../support/double/world-time";
import { bootedSuite } from "../../support/double/boot";
import { useSystemCombat } from "../../support/system-combat";
import { character, creature } from "../../support/aedelore-actors";
import { npc, pc } from "../../support/elf-glue";
import { hero as twod6Hero, monster } from "../twod6/support";
import { SEED } from "../../property/harness";
import { RealmsActor } from "../../../src/core/documents";
import { conditionOfEffect, readConditions } from "../../../src/core/effects";
import { endedWithCombat, type ActiveCondition, type DurationSpec } from "../../../src/core/rules/conditions";
import { madeHere } from "../../../src/core/reacting-client";
import { statusIdOf } from "../../../src/core/status-ids";
import { Refusal } from "../../../src/core/gm";
import { endActivationOf, startActivationOf } from "../../../src/core/turn-controls";
import { applyConditionTo } from "../../../src/rulesets/elvendor/conditions/conditions";
import { harmActor } from "../../../src/rulesets/elf/conditions/conditions";
import { setStatus } from "../../../src/rulesets/aedelore/conditions/conditions";
import { applyStateTo, stateIdsOf } from "../../../src/rulesets/eldfall/states/actor-states";
import { UNTIL_END_OF_ACTIVATION, UNTIL_END_OF_TURN, untilCastersNextStrategic } from "../../support/fixtures-eldfall-states";
import type { ConditionId } from "../../../src/rulesets/elvendor/conditions/rules/conditions";
import type { StateId } from "../../../src/rulesets/eldfall/states/rules/states";

type Combat = FakeCombat & { flags: { realms: Record<string, unknown> } };
const step = async (fn: () => Promise<unknown>) => { await fn(); await settle(); };

/** Counted by the fight: the core's combat units, and the Elf System's Stunned that lasts the combat. */
const counted = (c: ActiveCondition) => endedWithCombat([c]).length === 1 || (c.duration?.unit === "trigger" && c.duration.trigger === "combatEnd");
const countedOn = (actor: FakeActor) => readConditions(actor.effects as never).filter(counted);
const countedIds = (actor: FakeActor) => (actor.effects as FakeEffect[]).filter((e) => { const c = conditionOfEffect(e as never); return c && counted(c); }).map((e) => e.id).sort();
/** The GM clicks a ruleset's status in the actor's token HUD. */
const hud = (actor: FakeActor, ruleset: string, id: string) => RealmsActor.prototype.toggleStatusEffect.call(actor as never, statusIdOf(ruleset, id), { active: true });

/** What a ruleset's fighters are and how they come by a condition the fight counts (through the ruleset's own flow). */
interface Fighters {
  readonly id: string;
  readonly flags?: Record<string, unknown>;
  make(n: number): FakeActor;
  /** `caster`: another combatant's id (an Enchantment until its caster's next Strategic Phase). */
  afflict(actor: FakeActor, pick: number, caster: string): Promise<void>;
  /** The example for this ruleset, through the token HUD and the tracker. */
  readonly example?: readonly [title: string, run: (f: Fighters) => Promise<void>];
}

const ids = (actor: FakeActor) => readConditions(actor.effects as never).map((c) => c.id).sort();
const combatantOf = (combat: Combat, actor: FakeActor) => combat.combatants.find((c) => c.actor === actor)!.id;
/** A fight with these actors, started, as the GM runs it. */
async function started(f: Fighters, actors: FakeActor[]) {
  const combat = makeCombat(actors, f.flags ?? {}, { round: 0, turn: null }) as Combat;
  await step(() => combat.startCombat());
  return combat;
}
/** The GM removes them from the tracker (Remove Combatant). */
const leave = (combat: Combat, ...actors: FakeActor[]) => step(() => combat.deleteEmbeddedDocuments("Combatant", actors.map((a) => combatantOf(combat, a))));
const nextTurns = async (combat: Combat, n: number) => { for (let i = 0; i < n; i++) await step(() => combat.nextTurn()); };

async function elvendorExample(f: Fighters) {
  const [hero, spider] = [f.make(0), f.make(1)];
  const combat = await started(f, [hero, spider]);
  await hud(hero, "elvendor", "poisoned");
  expect(readConditions(hero.effects as never).map((c) => [c.id, c.duration])).to.deep.equal([["poisoned", { unit: "rounds", value: 2 }]]);
  await leave(combat, hero);
  await nextTurns(combat, 4); // rounds 2 and 3 pass without the hero
  expect(ids(hero), "leaving the tracker ends nothing: its rounds were not counted while away").to.deep.equal(["poisoned"]);
  await step(() => combat.delete());
  expect(ids(hero), "the fight's end ends it").to.deep.equal([]);
  const next = await started(f, [hero, f.make(2)]);
  await nextTurns(next, 3);
  expect(ids(hero), "nothing of the last fight shows or ticks in the next").to.deep.equal([]);
  await step(() => next.delete());
}

async function elfExample(f: Fighters) {
  const [mira, orc] = [f.make(0), f.make(1)];
  const combat = await started(f, [mira, orc]);
  await hud(mira, "elf", "stunned");
  expect(readConditions(mira.effects as never).map((c) => c.duration)).to.deep.equal([{ unit: "trigger", trigger: "combatEnd" }]);
  await leave(combat, mira);
  await nextTurns(combat, 2);
  expect(ids(mira)).to.deep.equal(["stunned"]);
  await step(() => combat.delete());
  const rest = readConditions(mira.effects as never)[0]?.duration;
  expect(rest, "the fight's end starts Stunned's rest for one who left it too").to.include({ unit: "seconds", value: 5 * 60 });
  advanceWorldTime(5 * 60);
  await settle();
  expect(ids(mira), "and the rest ends it").to.deep.equal([]);
}

async function aedeloreExample(f: Fighters) {
  const [aria, wolf] = [f.make(0), f.make(1)];
  const combat = await started(f, [aria, wolf]);
  if (combat.combatant?.actor === aria) await step(() => combat.nextTurn());
  await hud(aria, "aedelore", "stunned"); // not its turn: it ends after its next one
  expect(readConditions(aria.effects as never).map((c) => c.duration)).to.deep.equal([{ unit: "turns", value: 1 }]);
  await leave(combat, aria);
  await nextTurns(combat, 3);
  expect(ids(aria), "its next turn never came").to.deep.equal(["stunned"]);
  await step(() => combat.delete());
  expect(ids(aria), "so it ends with the fight").to.deep.equal([]);
}

async function eldfallExample(f: Fighters) {
  const [tharos, oni, anari] = [f.make(0), f.make(1), f.make(2)];
  const combat = await started(f, [tharos, oni, anari]);
  await hud(tharos, "eldfall", "fatigued");
  await applyStateTo(anari as never, "crouched", { duration: untilCastersNextStrategic(combatantOf(combat, oni)), quiet: true });
  expect([stateIdsOf(tharos as never), stateIdsOf(anari as never)]).to.deep.equal([["fatigued"], ["crouched"]]);
  await leave(combat, tharos, oni); // the Fatigued model and the Crouched one's caster leave the fight
  await nextTurns(combat, 12); // a whole round and more: no Strategic Phase of theirs comes
  expect([stateIdsOf(tharos as never), stateIdsOf(anari as never)]).to.deep.equal([["fatigued"], ["crouched"]]);
  await step(() => combat.delete());
  expect([stateIdsOf(tharos as never), stateIdsOf(anari as never)], "both end with the fight").to.deep.equal([[], []]);
}

const ELVENDOR_COUNTED: ConditionId[] = ["poisoned", "invisible", "petrified", "trapped", "deafened", "blinded", "fear", "unconscious"];
const ELDFALL_COUNTED: [StateId, ((caster: string) => DurationSpec) | null][] = [
  ["fatigued", null], ["defensiveStance", null], ["shrouded", () => UNTIL_END_OF_TURN], ["distracted", () => UNTIL_END_OF_ACTIVATION],
  ["crouched", untilCastersNextStrategic], ["panicked", untilCastersNextStrategic],
];
const eldfallModel = (name: string, type: "eldfallHero" | "eldfallHostile") => makeActor({ name, type, ownership: { default: 0, player1: 3 },
  system: { schemaVersion: 1, attributes: { sta: 2, spd: 3, arm: 3, hp: 3, off: 12, def: 12, acc: 12, int: 10, ag: 12, t: 10, m: 10 }, health: 3, ap: 0 } });

const FIGHTERS: Fighters[] = [
  {
    id: "elvendor",
    make: (n) => n % 2
      ? makeActor({ name: `Spider ${n}`, type: "elvendorEnemy", system: { health: { value: 4, max: 4 }, actions: 2, defense: 1, saves: 5, armor: 0, move: 4 } })
      : makeActor({ name: `Hero ${n}`, type: "elvendorHero", system: { health: { value: 10, max: 10 }, attributes: { act: 3, mov: 4, def: 3, sav: 4 }, secondary: { armor: 0 }, actionsLost: 0 } }),
    afflict: async (actor, pick) => {
      const id = ELVENDOR_COUNTED[pick % ELVENDOR_COUNTED.length]!;
      await applyConditionTo(actor as never, id, id === "poisoned" ? { value: 1 } : {});
    },
    example: ["a hero Poisoned (2 rounds) from the token HUD and removed from the tracker mid-fight does not carry it into the next fight", elvendorExample],
  },
  {
    id: "elf",
    flags: { structure: "sequential" },
    make: (n) => (n % 2 ? npc(`Orc ${n}`, 10) : pc(`Mira ${n}`, [])),
    afflict: (actor) => harmActor(actor as never, "stunned"),
    example: ["a PC Stunned in the fight who left the tracker starts resting when the combat is deleted, and the rest ends it (it no longer lasts for ever)", elfExample],
  },
  {
    id: "aedelore",
    make: (n) => (n % 2 ? creature(`Wolf ${n}`) : character(`Aria ${n}`)),
    afflict: (actor) => setStatus(actor as never, "stunned", true, true),
    example: ["a character Stunned until after its next turn and removed from the tracker before it came is no longer Stunned once the combat is deleted", aedeloreExample],
  },
  {
    id: "eldfall",
    make: (n) => eldfallModel(`${n % 2 ? "Oni" : "Tharos"} ${n}`, n % 2 ? "eldfallHostile" : "eldfallHero"),
    afflict: async (actor, pick, caster) => {
      const [state, duration] = ELDFALL_COUNTED[pick % ELDFALL_COUNTED.length]!;
      await applyStateTo(actor as never, state, { ...(duration ? { duration: duration(caster) } : {}), quiet: true });
    },
    example: ["a model Fatigued until its next Strategic Phase, and one Crouched until its caster's, lose them when the combat is deleted though the model and the caster left the fight before", eldfallExample],
  },
  {
    // 2D6 gives no counted conditions of its own: a core record (a module's, a macro's) still ends with the fight under its turn automation.
    id: "twod6",
    make: (n) => (n % 2 ? monster(`Rat ${n}`) : twod6Hero(`Mira ${n}`)),
    afflict: async (actor, pick) => {
      const id = `held${pick % 3}`;
      if (readConditions(actor.effects as never).some((c) => c.id === id)) return;
      const combat = (globalThis as unknown as { game: { combat: Combat | null } }).game.combat;
      const duration: DurationSpec = pick % 2 ? { unit: "rounds", value: 1 } : { unit: "turns", value: 1 };
      const condition: ActiveCondition = { id, appliedAt: { round: combat?.round ?? 0, turn: combat?.turn ?? null, worldTime: 0 }, duration, turnsEnded: 0 };
      await actor.createEmbeddedDocuments("ActiveEffect", [{ name: id, flags: { realms: { condition } } }]);
    },
  },
];

type Op =
  | { op: "nextTurn" | "previousTurn" | "nextRound" | "previousRound" } | { op: "endActivation" }
  | { op: "jump"; at: number } | { op: "activate"; at: number } | { op: "remove"; at: number } | { op: "deleteToken"; at: number } | { op: "deleteActor"; at: number }
  | { op: "add"; init: number; token: boolean } | { op: "readd"; at: number; init: number } | { op: "init"; at: number; init: number }
  | { op: "afflict"; at: number; pick: number; caster: number };

const at = fc.nat(9);
const init = fc.integer({ min: 0, max: 9 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom("nextTurn", "previousTurn", "nextRound", "previousRound", "endActivation").map((op) => ({ op }) as Op) },
  { weight: 4, arbitrary: fc.record({ at, pick: fc.nat(11), caster: at }).map((r) => ({ op: "afflict", ...r }) as Op) },
  fc.record({ at }).map((r) => ({ op: "jump", ...r }) as Op),
  fc.record({ at }).map((r) => ({ op: "activate", ...r }) as Op),
  { weight: 2, arbitrary: fc.record({ at }).map((r) => ({ op: "remove", ...r }) as Op) },
  fc.record({ at }).map((r) => ({ op: "deleteToken", ...r }) as Op),
  fc.record({ at }).map((r) => ({ op: "deleteActor", ...r }) as Op),
  fc.record({ init, token: fc.boolean() }).map((r) => ({ op: "add", ...r }) as Op),
  fc.record({ at, init }).map((r) => ({ op: "readd", ...r }) as Op),
  fc.record({ at, init }).map((r) => ({ op: "init", ...r }) as Op),
);

/** Each counted condition's life, from its effect's creation to its end (deleted, or no longer counted), by actor uuid and effect id. */
function watchLives() {
  const lives = new Map<string, { ends: number; open: boolean }[]>();
  const keyOf = (e: FakeEffect) => `${e.parent?.uuid}|${e.id}`;
  const current = (e: FakeEffect) => lives.get(keyOf(e))?.at(-1);
  const end = (e: FakeEffect) => {
    const life = current(e);
    if (life?.open) Object.assign(life, { ends: life.ends + 1, open: false });
  };
  const ids = [
    // Every connected client runs these hooks: each change is counted once, on the client that made it.
    Hooks.on("createActiveEffect" as never, ((e: FakeEffect, _o: unknown, userId: string) => {
      if (!madeHere(userId)) return;
      const c = conditionOfEffect(e as never);
      if (c && counted(c)) lives.set(keyOf(e), [...(lives.get(keyOf(e)) ?? []), { ends: 0, open: true }]);
    }) as never),
    Hooks.on("updateActiveEffect" as never, ((e: FakeEffect, _c: unknown, _o: unknown, userId: string) => {
      if (!madeHere(userId)) return;
      const c = conditionOfEffect(e as never);
      if (!c || !counted(c)) end(e);
    }) as never),
    Hooks.on("deleteActiveEffect" as never, ((e: FakeEffect, _o: unknown, userId: string) => madeHere(userId) && end(e)) as never),
  ] as const;
  const stop = () => {
    Hooks.off("createActiveEffect" as never, ids[0]);
    Hooks.off("updateActiveEffect" as never, ids[1]);
    Hooks.off("deleteActiveEffect" as never, ids[2]);
  };
  return { lives, stop };
}

/** Errors the combat glue logs (its walks and its end run unawaited, so a failure shows only there). */
function watchErrors() {
  const logged: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => { if (String(args[0]).startsWith("Realms |")) logged.push(args); else original(...args); };
  return { logged, stop: () => { console.error = original; } };
}

/** What one run put into the world (a scene, world actors), taken out again after it. */
interface Placed { readonly scene: FakeScene; readonly made: FakeActor[] }

async function fight(f: Fighters, ops: readonly Op[], { scene, made }: Placed) {
  const tokens = new Map<FakeActor, FakeToken>();
  const participants: FakeActor[] = [];
  const gone = new Set<FakeActor>();
  const fighter = (token: boolean) => {
    const base = f.make(made.length);
    made.push(base);
    if (!token) return base;
    const t = placeToken(scene, base);
    tokens.set(t.actor, t);
    return t.actor;
  };
  const start = [fighter(false), fighter(true), fighter(true), fighter(false)];
  participants.push(...start);
  const combat = makeCombat(start, f.flags ?? {}, { round: 0, turn: null }) as Combat;
  await step(() => combat.startCombat());
  const roster = () => combat.turns;
  const pickIn = <T>(list: readonly T[], n: number) => list[n % Math.max(list.length, 1)];
  const inRoster = (a: FakeActor) => combat.combatants.some((c) => c.actor === a);
  const away = () => participants.filter((a) => !gone.has(a) && !inRoster(a));

  for (const o of ops) {
    const c = "at" in o ? pickIn(roster(), o.at) : undefined;
    switch (o.op) {
      case "nextTurn": case "previousTurn": case "nextRound": case "previousRound":
        await step(() => combat[o.op]());
        break;
      case "jump":
        if (c && combat.round >= 1) await step(() => combat.update({ turn: roster().indexOf(c) }, { direction: 0 }));
        break;
      case "activate":
        if (c) await step(() => startActivationOf(combat as never, c.id).catch((e: unknown) => { if (!(e instanceof Refusal)) throw e; }));
        break;
      case "endActivation":
        await step(() => endActivationOf(combat as never));
        break;
      case "afflict": {
        const caster = pickIn(roster(), o.caster);
        if (c?.actor && caster) await step(() => f.afflict(c.actor!, o.pick, caster.id));
        break;
      }
      case "remove": {
        if (!c?.actor) break;
        const actor = c.actor;
        const before = countedIds(actor);
        await step(() => combat.deleteEmbeddedDocuments("Combatant", [c.id]));
        expect(countedIds(actor), "leaving the tracker ends nothing the fight counts").to.deep.equal(before);
        break;
      }
      case "deleteToken": {
        const token = c?.actor ? tokens.get(c.actor) : undefined;
        if (!token) break;
        gone.add(token.actor);
        await step(() => deleteToken(token));
        break;
      }
      case "deleteActor": {
        const actor = pickIn(away().filter((a) => !a.isToken), o.at);
        if (!actor) break;
        gone.add(actor);
        deleteActor(actor);
        break;
      }
      case "add": {
        const actor = fighter(o.token);
        participants.push(actor);
        const token = tokens.get(actor);
        await step(() => combat.createEmbeddedDocuments("Combatant", [token ? { token, initiative: o.init } : { actor, initiative: o.init }]));
        break;
      }
      case "readd": {
        const actor = pickIn(away(), o.at);
        const token = actor && tokens.get(actor);
        if (actor) await step(() => combat.createEmbeddedDocuments("Combatant", [token ? { token, initiative: o.init } : { actor, initiative: o.init }]));
        break;
      }
      case "init":
        if (c) await step(() => combat.updateEmbeddedDocuments("Combatant", [{ _id: c.id, initiative: o.init }]));
        break;
    }
  }
  await step(() => combat.delete());
  return participants.filter((a) => !gone.has(a));
}

/** Take a run's documents out of the world again: later tests look through every scene and actor. */
async function clearAway({ scene, made }: Placed) {
  await deleteScene(scene);
  for (const actor of made) if (world.actors.has(actor.uuid)) deleteActor(actor);
}

for (const f of FIGHTERS) {
  describe(`${f.id}: the conditions a fight counts end with it (booted, on the double)`, () => {
    bootedSuite(f.id);
    useSystemCombat(f.id);

    if (f.example) it(f.example[0], () => f.example![1](f));

    it("random navigation, activations, afflictions and roster changes (add, remove, re-add, re-sort, token and actor deleted), then the combat deleted: each ends exactly once", async () => {
      await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 4, maxLength: 24, size: "max" }), async (ops) => {
        const { lives, stop } = watchLives();
        const errors = watchErrors();
        const placed: Placed = { scene: makeScene("Field", { view: false }), made: [] };
        try {
          const survivors = await fight(f, ops, placed);
          const uuids = new Set(survivors.map((a) => a.uuid));
          const wrong = [...lives].filter(([key]) => uuids.has(key.split("|")[0]!)).flatMap(([key, list]) => list.filter((l) => l.ends !== 1).map((l) => `${key}: ended ${l.ends} times`));
          expect(wrong, "every counted condition of those still there ended exactly once").to.deep.equal([]);
          expect(survivors.flatMap((a) => countedOn(a).map((c) => `${a.name}: ${c.id}`)), "none outlives its fight").to.deep.equal([]);
          expect(errors.logged).to.deep.equal([]);
        } finally {
          stop();
          errors.stop();
          await clearAway(placed);
        }
      }), { numRuns: 50, seed: SEED });
    });
  });
}
