/**
 * Cards are evidence, not orders: a hostile player against every card kind, on the Foundry test double. A
 * GM action applies only what the system computed: a card a GM's client posted, or one the GM re-derives from
 * its roll and the documents (core/card-seals.ts). For every kind (a row each: a kind added later without one
 * fails the first test): a card the player makes up from the console, asked to be sealed and applied, through
 * the apply-damage part every kind can carry and the kind's own GM Apply; for the kinds a player's flow posts
 * (Aedelore and Elvendor attacks, Elf task and damage cards): the genuine card applied, then edited, applied
 * twice, and its requests replayed or padded with extra keys. Nothing the player does not own changes, and
 * every refusal is shown, localized, naming the card.
 */
import { expect } from "chai";
import "../../support/rulesets";
import { actAs, makeActor, makeCombat, registerRolls, resetUsers, resetWorld, world, type FakeActor } from "../../support/foundry-double";
import { settle, settleUntil } from "../../support/double/hooks";
import { cardData, shown } from "../../support/cards";
import { character, creature, weapon } from "../../support/aedelore-actors";
import { format } from "../../support/render";
import { registerGmQuery, runAsGM } from "../../../src/core/gm";
import { registerReactionQuery } from "../../../src/core/reactions";
import { registerRulesetSettings } from "../../../src/core/ruleset-setup";
import { cardKinds, familyTypeOf, familyVersionOf } from "../../../src/core/chat/card-kinds";
import { damagePart } from "../../../src/core/chat/apply-damage";
import { runChatAction } from "../../../src/core/chat/actions";
import { sealCard } from "../../../src/core/card-seals";
import { AEDELORE_ROLLS, AedAttackRoll } from "../../../src/rulesets/aedelore/rolls";
import { ELF_ROLLS } from "../../../src/rulesets/elf/rolls";
import { ELVENDOR_ROLLS, ElvendorAttackRoll } from "../../../src/rulesets/elvendor/rolls";
import { attack as aedeloreAttack } from "../../../src/rulesets/aedelore/combat/attack";
import { attack as elvendorAttack } from "../../../src/rulesets/elvendor/combat/attack";
import { updateCard } from "../../../src/core/chat/cards";
import { pcAttack } from "../../../src/rulesets/elf/combat/attack";
import { npcAttack, rollFromRequest } from "../../../src/rulesets/elf/requests/requests";
import { ELF_SETTINGS } from "../../../src/rulesets/elf/settings";
import { conditionsOf as elfStates } from "../../../src/rulesets/elf/actors/state";

registerRolls([...AEDELORE_ROLLS, ...ELF_ROLLS, ...ELVENDOR_ROLLS]);
registerGmQuery();
registerReactionQuery();
registerRulesetSettings({ id: "elf", settings: ELF_SETTINGS });

type Obj = Record<string, unknown>;
type Msg = { id: string; system: { data: Obj; damage: Obj | null }; update(changes: Obj): Promise<unknown> };
const ref = (a: FakeActor) => ({ name: a.name, uuid: a.uuid });
const button = (dataset: Record<string, string> = {}) => ({ dataset }) as unknown as HTMLButtonElement;
const fast = { fastForward: true, advantage: false, disadvantage: false };
const LOCALIZED = /REALMS\.|undefined|\{card\}|\{field\}/;
/** A successful Dodge's record, as a player could type it: no roll behind it. */
const FORGED_DODGE = { kind: "dodge", roll: 6, success: true, noise: 0, avoidsAttack: true, counterAttack: true };
const lastOfKind = (kind: string) => [...world.messages].reverse().find((m) => (m as unknown as { system?: { kind?: string } }).system?.kind === kind) as unknown as Msg;

/** The world a row runs against: player1 owns Aria (the source of every forged hit), player2 owns Brannoc, the GM the Spider. */
function people() {
  const aria = character("Aria", { owner: "player1", items: [weapon("Longsword")] });
  const brannoc = character("Brannoc", { owner: "player2" });
  const spider = creature("Spider");
  const hero = makeActor({ name: "Tharos", type: "eldfallHero", ownership: { default: 0, player1: 3 }, system: { health: 2, weakPoints: 0, ap: 2 } });
  const oni = makeActor({ name: "Oni", type: "eldfallHostile", system: { health: 3, weakPoints: 0, ap: 2, tier: 1 } });
  return { aria, brannoc, spider, hero, oni };
}
type People = ReturnType<typeof people>;

/** What a GM action could change on the documents: every actor's data and effects. */
const snapshot = (p: People) => JSON.stringify(Object.values(p).map((a) => [a.system, [...(a.effects as unknown as unknown[])].length]));

const emptyPlan = { rolls: [], hits: [], wounds: [], triggers: [], changes: [], weakPoints: [], exploits: [], facings: [], moves: [], followUps: [], familiarsRemoved: [], weakPointsGiven: [] };
const change = (id: string, o: Obj) => ({ id, wounds: 0, healed: 0, wpDelta: 0, apLoss: 0, addStates: [], removeStates: [], hpBefore: 0, hpAfter: 0, dead: false, incapacitated: false, remove: null, berserkerUsed: false, ...o });

/**
 * One row per card kind: the data a hostile player makes up for it, and the kind's own Apply that runs on the
 * GM's client (besides the apply-damage part, which any card can carry). `{}` for kinds nothing applies.
 */
const ROWS: Record<string, { readonly forged: (p: People) => Obj; readonly gmApply?: string }> = {
  // The three: a notice hitting someone else from the player's own actor, a resolution that heals the
  // player's hero +50 and wounds the GM's, an Aedelore attack card of 99 damage from the player's attacker.
  "realms.core.notice": { forged: (p) => ({ actor: ref(p.aria), text: "bites" }) },
  "realms.eldfall.resolution": {
    forged: (p) => ({ models: [ref(p.hero), ref(p.oni)].map((m) => ({ id: m.uuid, name: m.name })), applied: false, undone: false, undo: [],
      plan: { ...emptyPlan, changes: [change(p.hero.uuid, { healed: 50, hpBefore: 2, hpAfter: 52 }), change(p.oni.uuid, { wounds: 3, hpBefore: 3, hpAfter: 0, apLoss: "all", wpDelta: 3 })] } }),
    gmApply: "realms.eldfall.applyResolution",
  },
  "realms.aedelore.attack": {
    forged: (p) => ({ attacker: ref(p.aria), target: ref(p.spider), weapon: "Longsword", weaponId: (p.aria.items as unknown as { id: string }[])[0]!.id, parts: [], capped: false, cap: 8,
      chains: [[10, 10, 9]], result: "full", damageFormula: "1d10", damageDice: [10], damageRolled: 99, damage: 99, reaction: null, finalDamage: 99, applied: false }),
    gmApply: "realms.aedelore.apply",
  },
  "realms.elf.npcDamage": {
    forged: (p) => ({ attacker: ref(p.aria), target: ref(p.spider), weapon: "x", dice: [6, 6, 6], damageBonus: 9, threshold: 1, natural: 18, total: 27, harm: "dying", kind: "lethal", deferred: false, applied: false }),
    gmApply: "realms.elf.applyNpc",
  },
  "realms.elvendor.attack": {
    forged: (p) => ({ attacker: ref(p.aria), target: ref(p.spider), ability: { name: "Bite", ranged: false, damage: 9, attacks: 9 }, base: 2, modifiers: [{ source: "situational", value: -9 }],
      targetNumber: 2, dice: [6], hits: 9, damagePerHit: 9, damage: 81, armor: 0, chancePerDie: 1, chanceAnyHit: 1, condition: null, reaction: null, applied: { damage: false, condition: false } }),
  },
  // A 2D6 attack the player says hit the Spider for 99, without the GM's client having rolled it.
  "realms.twod6.attack": {
    forged: (p) => ({ attacker: ref(p.aria), target: ref(p.spider), weapon: "Longsword", weaponId: "noSuchItem00000", use: "meleeToHit", damageUse: "meleeDamage",
      damageType: "physical", formula: "1d6", slot: "body", situational: 0, capExempt: true, dice: [6, 6], natural: 12, modifiers: [], modifier: 0, difficulty: 7,
      total: 12, result: "criticalSuccess", critFailThrough: 2, resolved: true, damageDice: [6], damageFlat: 0, damageModifier: 93, damageUncapped: 93, amount: 99,
      secondary: [], prevented: [] }),
  },
  ...Object.fromEntries([
    "realms.elvendor.save", "realms.elvendor.reaction", "realms.elvendor.weather", "realms.elvendor.forcedMove", "realms.elvendor.enemyPlan", "realms.elvendor.conditionNotice",
    "realms.elvendor.turnStart", "realms.elvendor.actionPlayed", "realms.elf.task", "realms.elf.pcDamage", "realms.elf.table", "realms.elf.duel", "realms.elf.request", "realms.elf.round",
    "realms.core.deckReveal", "realms.aedelore.check", "realms.aedelore.table", "realms.eldfall.phasePrompt", "realms.eldfall.roll", "realms.eldfall.confrontation",
    "realms.eldfall.activation", "realms.eldfall.aiProposal", "realms.eldfall.chaos", "realms.eldfall.event", "realms.eldfall.spawn", "realms.eldfall.trigger", "realms.eldfall.loot",
    "realms.twod6.check", "realms.twod6.speed", "realms.twod6.aura",
  ].map((id) => [id, { forged: () => ({}) }])),
};

/** The refusals shown since `from`: at least one, each localized and naming the card. */
function expectRefusalsNaming(card: string, label: string): void {
  const messages = world.notifications.map((n) => n.message);
  expect(messages, `${label}: a refusal is shown`).to.not.be.empty;
  for (const m of messages) {
    expect(m, `${label}: localized`).not.to.match(LOCALIZED);
    expect(m, `${label}: names the card`).to.contain(card);
  }
}

/** A card made up on player1's console, as ChatMessage.create lets a player post one as themself (of its kind's family subtype). */
async function forge(kind: string, data: Obj, damage: Obj | null): Promise<Msg> {
  const ChatMessage = (globalThis as unknown as { ChatMessage: { create(d: Obj): Promise<Msg> } }).ChatMessage;
  return ChatMessage.create({ type: familyTypeOf(kind), system: { schemaVersion: familyVersionOf(kind), kind, data, damage } });
}

describe("cards are evidence, not orders: a hostile player against every card kind (Foundry test double)", () => {
  beforeEach(() => {
    resetUsers();
    resetWorld({ id: "player1", isGM: false });
  });
  after(() => {
    resetUsers();
    actAs({ id: "gm", isGM: true });
  });

  it("the table has a row for every registered card kind", () => {
    expect(Object.keys(ROWS).sort()).to.deep.equal(cardKinds().map((k) => k.id).filter((id) => !id.startsWith("realms.test.")).sort());
  });

  for (const [kind, row] of Object.entries(ROWS)) {
    it(`${kind}: a card player1 makes up is neither sealed nor applied, on another player's actor or the GM's; each refusal names it`, async () => {
      const p = people();
      const name = `Player 1 (${kind.split(".").at(-1)})`;
      const before = snapshot(p);
      for (const victim of [p.brannoc, p.spider]) {
        const forged = await forge(kind, row.forged(p), damagePart({ parts: [{ amount: 50, type: "physical" }] }, [victim], p.aria) as unknown as Obj);
        world.notifications.length = 0;
        await sealCard(forged as never);
        await settle();
        expectRefusalsNaming(name, `${kind}: seal`);
        world.notifications.length = 0;
        await runChatAction("realms.applyDamage", forged as never, button({ target: victim.uuid }));
        expectRefusalsNaming(name, `${kind}: Apply on ${victim.name}`);
      }
      if (row.gmApply) {
        const forged = await forge(kind, row.forged(p), null);
        world.notifications.length = 0;
        await runChatAction(row.gmApply, forged as never, button());
        expectRefusalsNaming(name, `${kind}: ${row.gmApply}`);
        // The GM's own Apply refuses it too: the GM applies only what the system computed.
        actAs({ id: "gm", isGM: true });
        world.notifications.length = 0;
        await runChatAction(row.gmApply, forged as never, button());
        expectRefusalsNaming(name, `${kind}: the GM's ${row.gmApply}`);
        actAs({ id: "player1", isGM: false });
      }
      expect(snapshot(p), `${kind}: nothing changed`).to.equal(before);
    });
  }

  describe("genuine cards a player's flow posts", () => {
    /** Apply it again, replay the request, pad it with a key: applied once, each refusal localized. */
    async function appliedOnce(message: Msg, victim: FakeActor, read: () => unknown): Promise<void> {
      const after = JSON.stringify(read());
      world.notifications.length = 0;
      await runChatAction("realms.applyDamage", message as never, button({ target: victim.uuid }));
      await runAsGM("realms.core.applyCardDamage", { messageId: message.id, targetUuid: victim.uuid });
      await runAsGM("realms.core.applyCardDamage", { messageId: message.id, targetUuid: victim.uuid, extra: 50 });
      await sealCard(message as never);
      expect(JSON.stringify(read()), "applied once").to.equal(after);
      expect(world.notifications.map((n) => n.message)).to.deep.equal([
        format("REALMS.GmRequest.gone"), format("REALMS.GmRequest.gone"), format("REALMS.GmRequest.badPayload", { action: "realms.core.applyCardDamage", field: "extra" }),
      ]);
    }

    /**
     * Edits player1 makes to their own card after it was sealed, each with the target Apply is pressed on and
     * the edit that puts the card back (an update merges objects, so an added key is taken out by name): each
     * is refused, on the Apply of `applier`, and nothing changes.
     */
    async function editsRefused(message: Msg, edits: { edit: Obj; undo: Obj; target: FakeActor }[], read: () => unknown, applier: { id: string; isGM: boolean }): Promise<void> {
      const before = JSON.stringify(read());
      for (const { edit, undo, target } of edits) {
        actAs({ id: "player1", isGM: false });
        await message.update(edit);
        actAs(applier);
        world.notifications.length = 0;
        await runChatAction("realms.applyDamage", message as never, button({ target: target.uuid }));
        expect(JSON.stringify(read()), `${JSON.stringify(edit)}: nothing applied`).to.equal(before);
        expect(world.notifications.map((n) => n.message), JSON.stringify(edit)).to.deep.equal([format("REALMS.GmRequest.tampered")]);
        actAs({ id: "player1", isGM: false });
        await message.update(undo);
      }
      actAs(applier);
    }

    it("Aedelore: the GM finishes the hit it checked; edits, a second Apply, a replayed hit request and extra keys change nothing more", async () => {
      const p = people();
      // Str 4 → 2D, Longsword +2 → 1D: 8, 9 hit; the Spider (the GM's) does not react; 7 damage.
      world.dice.push(8, 9, 2, 7);
      world.dialogs.push(null);
      await aedeloreAttack(p.aria as never, (p.aria.items as unknown as unknown[])[0] as never, p.spider as never, fast);
      await settleUntil(() => world.messages.some((m) => (cardData<{ finalDamage?: unknown } | undefined>(m))?.finalDamage != null)); // the GM finishes the hit after answering the request
      const message = world.messages.at(-1) as unknown as Msg;
      expect(cardData(message)).to.deep.include({ result: "full", damageRolled: 7, finalDamage: 7 });
      const hp = () => [p.spider.system.hp, p.brannoc.system.hp];
      const { packet, targets } = message.system.damage as { packet: Obj; targets: unknown };
      await editsRefused(message, [
        { edit: { "system.damage.packet.parts": [{ amount: 99, type: "physical" }] }, undo: { "system.damage.packet.parts": packet.parts }, target: p.spider },
        { edit: { "system.damage.packet.bonus": 99 }, undo: { "system.damage.packet.-=bonus": null }, target: p.spider },
        { edit: { "system.damage.targets": [ref(p.brannoc)] }, undo: { "system.damage.targets": targets }, target: p.brannoc },
        { edit: { "system.data.finalDamage": 99 }, undo: { "system.data.finalDamage": 7 }, target: p.spider },
      ], hp, { id: "player1", isGM: false });
      await runChatAction("realms.applyDamage", message as never, button({ target: p.spider.uuid }));
      expect(hp()).to.deep.equal([{ value: 3, max: 10 }, { value: 25, max: 25 }]);
      await appliedOnce(message, p.spider, hp);
      // The hit is finished once: a replayed request rolls nothing and writes nothing.
      world.dice.push(10);
      world.notifications.length = 0;
      await runAsGM("realms.aedelore.resolveHit", { messageId: message.id });
      expect(world.notifications.map((n) => n.message)).to.deep.equal([format("REALMS.GmRequest.gone")]);
      expect(world.dice).to.deep.equal([10]);
      expect(cardData(message)).to.deep.include({ damageRolled: 7, finalDamage: 7 });
    });

    it("Aedelore: a hit request for a made-up pool (more dice than the attacker's cap) is refused, naming the card, and rolls nothing", async () => {
      const p = people();
      const roll = new AedAttackRoll("9d10x10");
      world.dice.push(10, 1, 9, 9, 9, 9, 9, 9, 9, 9);
      await roll.evaluate();
      const ChatMessage = (globalThis as unknown as { ChatMessage: { create(d: Obj): Promise<Msg> } }).ChatMessage;
      const forged = await ChatMessage.create({ type: familyTypeOf("realms.aedelore.attack"), rolls: [roll], system: { schemaVersion: familyVersionOf("realms.aedelore.attack"), kind: "realms.aedelore.attack", data: { ...ROWS["realms.aedelore.attack"]!.forged(p), damageRolled: null, damage: null, finalDamage: null }, damage: null } });
      world.dice.length = 0;
      world.dice.push(10);
      const before = snapshot(p);
      await runAsGM("realms.aedelore.resolveHit", { messageId: forged.id });
      expectRefusalsNaming("Player 1 (attack)", "resolveHit");
      expect(world.dice, "nothing rolled").to.deep.equal([10]);
      expect(snapshot(p)).to.equal(before);
    });

    it("Elvendor: the GM vouches for the attack it re-derives and applies it; edits and a second Apply change nothing more", async () => {
      const hero = makeActor({ name: "Aria", type: "elvendorHero", ownership: { default: 0, player1: 3 }, system: { health: { value: 10, max: 10 }, attributes: { act: 2, mov: 4, att: 1, def: 3, sav: 4 }, secondary: { armor: 0, stealth: 4 }, actionsLost: 0 },
        items: [{ name: "Sword", type: "elvendorAbility", system: { hit: 4, range: 1, damage: 2, attacks: 1, specialVision: false, condition: { id: "", value: 0, when: "onHit" } } }] });
      const spider = makeActor({ name: "Spider", type: "elvendorEnemy", system: { health: { value: 4, max: 4 }, move: 3, actions: 2, defense: 1, saves: 5, alert: 4, detection: null, armor: 0 } });
      world.dice.push(6);
      await elvendorAttack({ attacker: hero as never, ability: (hero.items as unknown as unknown[])[0] as never, target: spider as never, intent: fast });
      await settle();
      expect(world.notifications, "vouched for at once").to.deep.equal([]);
      const message = world.messages.at(-1) as unknown as Msg;
      const health = () => spider.system.health;
      await runChatAction("realms.applyDamage", message as never, button({ target: spider.uuid }));
      expect(world.notifications.map((n) => n.message), "the Spider is the GM's to apply").to.deep.equal(["You do not own Spider, so you cannot change it."]);
      // The player edits the card they own; the GM presses Apply.
      const options = (message.system.damage as { packet: { options: Obj } }).packet.options;
      await editsRefused(message, [
        { edit: { "system.damage.packet.options.hits": 9 }, undo: { "system.damage.packet.options.hits": options.hits }, target: spider },
        { edit: { "system.damage.packet.options.bonus": 9 }, undo: { "system.damage.packet.options.-=bonus": null }, target: spider },
      ], health, { id: "gm", isGM: true });
      await runChatAction("realms.applyDamage", message as never, button({ target: spider.uuid }));
      expect(health()).to.deep.equal({ value: 2, max: 4 });
      await appliedOnce(message, spider, health);
    });

    it("Elvendor: a player's card with a situational shift beyond the dialog's limit, a target number the modifiers do not give, or a reaction of its own, is refused", async () => {
      const hero = makeActor({ name: "Aria", type: "elvendorHero", ownership: { default: 0, player1: 3 }, system: { health: { value: 10, max: 10 }, attributes: { act: 2, mov: 4, att: 1, def: 3, sav: 4 }, secondary: { armor: 0, stealth: 4 }, actionsLost: 0 },
        items: [{ name: "Sword", type: "elvendorAbility", system: { hit: 5, range: 1, damage: 2, attacks: 1, specialVision: false, condition: { id: "", value: 0, when: "onHit" } } }] });
      const spider = makeActor({ name: "Spider", type: "elvendorEnemy", system: { health: { value: 4, max: 4 }, move: 3, actions: 2, defense: 1, saves: 5, alert: 4, detection: null, armor: 0 } });
      // As posted: HIT 5, a 4 misses. The forgeries: a −3 shift the dialog allows no more of, and a target of 2 from nothing.
      world.dice.push(4);
      world.dialogs.push({ active: [], situational: -3 });
      await elvendorAttack({ attacker: hero as never, ability: (hero.items as unknown as unknown[])[0] as never, target: spider as never, intent: { ...fast, fastForward: false } });
      const posted = cardData<Obj>(world.messages.at(-1));
      expect(posted, "the dialog allows −3 at most").to.deep.include({ targetNumber: 2, hits: 1, modifiers: [{ source: "situational", value: -3 }] });
      const item = { name: "Sword", ranged: false, damage: 2, attacks: 1, itemId: (hero.items as unknown as { id: string }[])[0]!.id };
      for (const [label, data] of [
        ["a −9 shift", { ...posted, ability: item, modifiers: [{ source: "situational", value: -9 }] }],
        ["a target of 2 without a shift", { ...posted, ability: item, modifiers: [] }],
        // The attacker's client writes a failed Dodge, so the defender cannot react from the card.
        ["a failed Dodge the defender never rolled", { ...posted, ability: item, reaction: { ...FORGED_DODGE, roll: 1, success: false, avoidsAttack: false, counterAttack: false } }],
      ] as const) {
        const roll = new ElvendorAttackRoll("1d6");
        world.dice.push(4);
        await roll.evaluate();
        const ChatMessage = (globalThis as unknown as { ChatMessage: { create(d: Obj): Promise<Msg> } }).ChatMessage;
        const forged = await ChatMessage.create({ type: familyTypeOf("realms.elvendor.attack"), rolls: [roll], system: { schemaVersion: familyVersionOf("realms.elvendor.attack"), kind: "realms.elvendor.attack", data, damage: damagePart({ parts: [{ amount: 2, type: "physical" }], options: { hits: 1, armor: 0 } }, [spider]) } });
        world.notifications.length = 0;
        await sealCard(forged as never);
        expectRefusalsNaming("Player 1 (attack)", label);
        actAs({ id: "gm", isGM: true });
        await runChatAction("realms.applyDamage", forged as never, button({ target: spider.uuid }));
        actAs({ id: "player1", isGM: false });
        expect(spider.system.health, label).to.deep.equal({ value: 4, max: 4 });
      }
    });

    /** The Spider (the GM's) bites Aria (player1's hero) in a round where Aria has not reacted yet. */
    function elvendorBite() {
      const aria = makeActor({ name: "Aria", type: "elvendorHero", ownership: { default: 0, player1: 3 }, system: { health: { value: 10, max: 10 }, attributes: { act: 2, mov: 4, att: 1, def: 3, sav: 4 }, secondary: { armor: 0, stealth: 4 }, actionsLost: 0 } });
      const spider = makeActor({ name: "Spider", type: "elvendorEnemy", system: { health: { value: 4, max: 4 }, move: 3, actions: 2, defense: 1, saves: 5, alert: 4, detection: null, armor: 0 },
        items: [{ name: "Bite", type: "elvendorAbility", system: { hit: 2, range: 1, damage: 3, attacks: 1, specialVision: false, condition: { id: "", value: 0, when: "onHit" } } }] });
      const combat = makeCombat([aria, spider]);
      for (const c of combat.combatants) c.flags = { realms: { turn: { apLeft: 2, apMax: 2, reactionsUsed: 0, reactionsMax: 1 } } };
      const bite = async (answer: string | null) => {
        actAs({ id: "gm", isGM: true });
        world.dice.push(6);
        world.dialogs.push(answer);
        await elvendorAttack({ attacker: spider as never, ability: (spider.items as unknown as unknown[])[0] as never, target: aria as never, intent: fast });
        await settle();
        actAs({ id: "player1", isGM: false });
        return world.messages.filter((m) => (m as unknown as { system?: { kind?: string } }).system?.kind === "realms.elvendor.attack").at(-1) as unknown as Msg;
      };
      const reactionCards = () => world.messages.filter((m) => (m as unknown as { system?: { kind?: string } }).system?.kind === "realms.elvendor.reaction");
      return { aria, spider, bite, reactionCards, end: () => void ((globalThis as unknown as { game: { combat: unknown } }).game.combat = null) };
    }

    it("Elvendor: the target's owner cannot write a reaction record: a made-up Dodge through updateCard is refused, localized, and the hit stays open", async () => {
      const { aria, bite, reactionCards, end } = elvendorBite();
      // Aria's owner lets the prompt go by; the hit lands (HIT 2 on a 6, 3 damage).
      const message = await bite(null);
      expect(world.dialogs, "Aria's owner was asked").to.deep.equal([]);
      expect(cardData(message)).to.deep.include({ hits: 1, damage: 3, reaction: null });
      world.notifications.length = 0;
      await updateCard(message as never, "realms.elvendor.react", { reaction: FORGED_DODGE });
      await settle();
      expect(world.notifications.map((n) => n.message)).to.deep.equal([format("REALMS.GmRequest.notAllowed")]);
      expect(world.notifications[0]!.message).not.to.match(LOCALIZED);
      expect(cardData(message)).to.deep.include({ reaction: null });
      expect(reactionCards(), "no reaction rolled").to.deep.equal([]);
      // The damage part is still there to apply, and applies.
      expect(await shown(message as never)).to.contain("realms.applyDamage");
      await runChatAction("realms.applyDamage", message as never, button({ target: aria.uuid }));
      expect(aria.system.health).to.deep.equal({ value: 7, max: 10 });
      end();
    });

    it("Elvendor: a Dodge from the card's React button is asked and rolled on the GM's client and avoids the hit; a replayed request and a second attack in the round roll nothing more", async () => {
      const { aria, bite, reactionCards, end } = elvendorBite();
      const message = await bite(null);
      // Aria's owner presses React, chooses Dodge; the GM rolls a 5 (4+ succeeds).
      world.dialogs.push("dodge");
      world.dice.push(5);
      await runChatAction("realms.elvendor.react", message as never, button());
      await settleUntil(() => cardData<{ reaction: unknown }>(message).reaction !== null);
      expect(cardData(message)).to.deep.include({ reaction: { kind: "dodge", roll: 5, success: true, noise: 0, avoidsAttack: true, counterAttack: true } });
      const reactions = reactionCards() as unknown as { author: { id: string } }[];
      expect(reactions.map((m) => m.author.id), "the GM's client posted the reaction card").to.deep.equal(["gm"]);
      expect(await shown(message as never)).not.to.contain("realms.applyDamage");
      world.notifications.length = 0;
      await runChatAction("realms.applyDamage", message as never, button({ target: aria.uuid }));
      expect(aria.system.health, "avoided").to.deep.equal({ value: 10, max: 10 });
      expect(world.notifications.map((n) => n.message)).to.deep.equal([format("REALMS.GmRequest.gone")]);
      // A replayed request: the reaction is written once; nothing is rolled.
      world.notifications.length = 0;
      world.dice.push(6);
      await runAsGM("realms.elvendor.resolveReaction", { messageId: message.id });
      expect(world.notifications.map((n) => n.message)).to.deep.equal([format("REALMS.GmRequest.gone")]);
      // A second bite in the same round: Aria's one reaction is spent, so neither the flow nor the button rolls one.
      const second = await bite("dodge");
      await runChatAction("realms.elvendor.react", second as never, button());
      await settle();
      expect(cardData(second)).to.deep.include({ reaction: null });
      expect(reactionCards()).to.have.length(1);
      expect(world.dice, "nothing rolled").to.deep.equal([6]);
      expect(world.dialogs, "Aria was not asked again").to.deep.equal(["dodge"]);
      world.dialogs.length = 0;
      world.dice.length = 0;
      await runChatAction("realms.applyDamage", second as never, button({ target: aria.uuid }));
      expect(aria.system.health).to.deep.equal({ value: 7, max: 10 });
      end();
    });

    it("Elf: the damage of a vouched-for Hit applies once; edits are refused; a second damage roll from the same Hit is refused", async () => {
      const mira = makeActor({ name: "Mira", type: "elfPc", ownership: { default: 0, player1: 3 }, items: [{ name: "Long Blade", type: "elfWeapon", system: {
        schemaVersion: 1, category: "melee", damageBonus: 3, reach: "M", maxRange: "short", twoHanded: false, stunCapable: false, smallSharp: false, gunpowder: false,
        rateOfFire: "-", equipped: true, examples: "", description: "" } }],
      system: { schemaVersion: 1, concept: "", traits: [{ name: "Swordplay", kind: "training", value: 2 }], speedBonus: 2, injuryPoints: 0, armorMisc: 0, resources: [], longAction: false, notes: "" } });
      const guard = makeActor({ name: "Guard", type: "elfNpc", system: { schemaVersion: 1, difficultyLevel: 11, armorBonus: 2, woundThresholdOverride: null,
        attack: { name: "Sword", damageBonus: 2, reach: "M", damageKind: "lethal", ranged: false }, notes: "" } });
      makeCombat([mira, guard], { structure: "sequential" });
      world.dice.push(6, 5, 4);
      await pcAttack(mira as never, (mira.items as unknown as unknown[])[0] as never, guard as never, fast);
      const task = world.messages.at(-1) as unknown as Msg;
      world.dice.push(6, 6, 3);
      await runChatAction("realms.elf.rollNpcDamage", task as never, button({ kind: "lethal" }));
      await settle();
      expect(world.notifications, "task and damage vouched for").to.deep.equal([]);
      const damage = world.messages.at(-1) as unknown as Msg;
      const states = () => elfStates(guard as never).map((c) => c.id);
      const packet = (damage.system.damage as { packet: Obj }).packet;
      await editsRefused(damage, [
        { edit: { "system.damage.packet.secondary": ["dying"] }, undo: { "system.damage.packet.secondary": packet.secondary }, target: guard },
        { edit: { "system.data.harm": "dying" }, undo: { "system.data.harm": "wounded" }, target: guard },
      ], states, { id: "player1", isGM: false });
      // The task card is sealed too: a Hit rewritten on it is refused when damage is rolled from it.
      await task.update({ "system.data.outcome": "success", "system.data.natural": 18 });
      world.notifications.length = 0;
      await runChatAction("realms.applyDamage", damage as never, button({ target: guard.uuid }));
      expect(states()).to.deep.equal(["wounded"]);
      await appliedOnce(damage, guard, states);
      // Rolling the same Hit's damage again (the player clears the task card's mark): the second card is refused.
      await task.update({ "system.data.damageRolled": false });
      world.dice.push(6, 6, 6);
      world.notifications.length = 0;
      await runChatAction("realms.elf.rollNpcDamage", task as never, button({ kind: "lethal" }));
      await settle();
      const again = world.messages.at(-1) as unknown as Msg;
      expect(again.id).not.to.equal(damage.id);
      expectRefusalsNaming("Player 1 (npcDamage)", "a second damage roll");
      world.notifications.length = 0;
      await runChatAction("realms.applyDamage", again as never, button({ target: guard.uuid }));
      expectRefusalsNaming("Player 1 (npcDamage)", "its Apply");
      expect(states(), "the Guard is not Dying").to.deep.equal(["wounded"]);
    });

    it("Elf: a defence roll answers the GM's request once; a made-up Hit on another player's PC is refused", async () => {
      const pc = (name: string, owner: string) => makeActor({ name, type: "elfPc", ownership: { default: 0, [owner]: 3 }, items: [],
        system: { schemaVersion: 1, concept: "", traits: [], speedBonus: 0, injuryPoints: 0, armorMisc: 0, resources: [], longAction: false, notes: "" } });
      const mira = pc("Mira", "player1");
      const other = pc("Odo", "player2");
      const guard = makeActor({ name: "Guard", type: "elfNpc", system: { schemaVersion: 1, difficultyLevel: 11, armorBonus: 2, woundThresholdOverride: null,
        attack: { name: "Sword", damageBonus: 2, reach: "M", damageKind: "lethal", ranged: false }, notes: "" } });
      makeCombat([mira, other, guard], { structure: "sequential" });
      actAs({ id: "gm", isGM: true });
      await npcAttack(guard as never, mira as never);
      const request = world.messages.at(-1) as unknown as Msg;
      actAs({ id: "player1", isGM: false });
      world.dice.push(1, 2, 3);
      world.dialogs.push({ situational: 0, mode: "normal" });
      await rollFromRequest(request as never, mira.uuid);
      const defence = lastOfKind("realms.elf.task");
      world.dice.push(2, 2, 2);
      await runChatAction("realms.elf.rollPcDamage", defence as never, button());
      const resist = lastOfKind("realms.elf.pcDamage");
      // A second roll from the same request is not one the GM asked for.
      world.dice.push(6, 6, 6);
      world.notifications.length = 0;
      await rollFromRequest(request as never, mira.uuid);
      expect(world.dice, "the request refuses a second roll").to.deep.equal([6, 6, 6]);
      world.dice.length = 0;
      await runChatAction("realms.applyDamage", resist as never, button({ target: mira.uuid }));
      expect(mira.system.injuryPoints).to.equal(1);
      // The same defence card's damage card, pointed at player2's PC with Mira as its source.
      const forged = await forge("realms.elf.pcDamage", { ...resist.system.data, target: ref(other) }, damagePart({ parts: [{ amount: 3, type: "lethal" }], secondary: ["dying"] }, [other], mira) as unknown as Obj);
      world.notifications.length = 0;
      await runChatAction("realms.applyDamage", forged as never, button({ target: other.uuid }));
      expectRefusalsNaming("Player 1 (pcDamage)", "a Hit on Odo");
      expect([other.system.injuryPoints, elfStates(other as never)]).to.deep.equal([0, []]);
    });
  });
});
