/**
 * Cards as ChatMessage system data (core/chat/*): the card round-trips through the double's JSON, buttons
 * write only the fields their action owns (players through the GM), nothing rewrites a roll, old messages
 * (payload in roll options or flags, baked content) are still read and drawn, user text stays escaped, and
 * the apply-damage part applies and undoes once each per target, from what the message stores.
 */
import { expect } from "chai";
import { Window } from "happy-dom";
import { actAs, makeMessage, registerRolls, resetUsers, world } from "../../support/foundry-double";
import { makeLegacyMessage, registerMessage } from "../../support/double/chat";
import { settle } from "../../support/double/hooks";
import { registerGmQuery, runAsGM } from "../../../src/core/gm";
import { RealmsCardModel } from "../../../src/core/chat/card-model";
import type { DamagePartData } from "../../../src/core/chat/damage-view";
import { CARD_SCHEMA_VERSION, isCardMessage } from "../../../src/core/chat/card-type";
import { cardOf, gmUpdateCard, legacyCard, postCard, postRollCard, updateCard } from "../../../src/core/chat/cards";
import { decorateMessage, renderCard } from "../../../src/core/chat/render";
import { damagePart, takesDamage, targetKey, type TakesDamage } from "../../../src/core/chat/apply-damage";
import { runChatAction } from "../../../src/core/chat/actions";
import { NOTICE_CARD } from "../../../src/core/notices";
import { defineCardKind } from "../../../src/core/chat/card-kinds";
import type { DamageOutcome, DamagePacket } from "../../../src/core/rules/damage";
import { ELVENDOR_ROLLS, ElvendorAttackRoll } from "../../../src/rulesets/elvendor/rolls";
import { ATTACK_CARD, ATTACK_FAMILY } from "../../../src/rulesets/elvendor/combat/card-kinds";
import { ENEMY_PLAN_CARD } from "../../../src/rulesets/elvendor/enemies/card-kinds";
import type { AttackCard } from "../../../src/rulesets/elvendor/combat/cards";
import "../../support/rulesets";

registerRolls(ELVENDOR_ROLLS);

type Msg = ReturnType<typeof makeMessage>;
const HOSTILE = "<img src=x onerror=alert(1)>";
const button = (data: Record<string, string> = {}) => ({ dataset: data }) as unknown as HTMLButtonElement;

/** A test actor model with the damage interface the "models" helper builds: health, and a log of each call. */
class TestDamageModel implements TakesDamage {
  health = 10;
  readonly calls: string[] = [];
  previewDamage(packet: DamagePacket): DamageOutcome {
    const rolled = packet.parts.reduce((s, p) => s + p.amount, 0);
    const total = Math.max(0, rolled - 1);
    return { steps: [{ label: "REALMS.Chat.Damage.Step.rolled", data: { type: "Fire" }, value: rolled }, { label: "REALMS.Chat.Damage.Step.armor", data: { armor: 1 }, value: total }],
      total, secondary: [], before: { "health.value": this.health }, after: { "health.value": this.health - total } };
  }
  async applyDamage(packet: DamagePacket): Promise<DamageOutcome> {
    const outcome = this.previewDamage(packet);
    this.health = outcome.after["health.value"]!;
    this.calls.push(`apply ${outcome.total}`);
    return outcome;
  }
  async undoDamage(outcome: DamageOutcome): Promise<void> {
    this.health = outcome.before["health.value"]!;
    this.calls.push(`undo ${outcome.total}`);
  }
}

const made: string[] = [];
/** An actor `fromUuidSync` finds, owned by `owner`, whose system is the test model (removed after each test). */
function damageable(name: string, owner: string | null) {
  const id = `act${name.replace(/\W/g, "").slice(0, 8).padEnd(8, "x")}00001`;
  const actor = { id, uuid: `Actor.${id}`, name, ownership: owner ? { default: 0, [owner]: 3 } : { default: 0 }, system: new TestDamageModel() };
  world.actors.set(actor.uuid, actor as never);
  made.push(actor.uuid);
  return actor;
}

const packet: DamagePacket = { parts: [{ amount: 5, type: "fire" }] };
/** A card kind whose damage is its roll's total, for the seal's own tests (a ruleset's kinds derive theirs from their rules). */
const ROLLED_HIT = defineCardKind<{ target: { name: string; uuid: string | null } }>({
  id: "realms.test.rolledHit", parts: [{ template: "templates/core/notice.hbs", context: () => ({}) }],
  derive: (message, data) => ({ data: {}, damage: { packet: { parts: [{ amount: message.rolls[0]?.total ?? 0, type: "fire" }] }, targets: [data.target], source: null } }),
});
const attackCard = (target: { name: string; uuid: string | null }): AttackCard => ({
  attacker: { name: "Spider", uuid: null }, target, ability: { name: "Bite", ranged: false, damage: 2, attacks: 1 }, base: 4, modifiers: [], targetNumber: 4,
  dice: [5], hits: 1, damagePerHit: 2, damage: 2, armor: 0, chancePerDie: 0.5, chanceAnyHit: 0.5, condition: null, reaction: null, applied: { damage: false, condition: false },
});

describe("chat cards as ChatMessage data (core/chat, Foundry test double)", () => {
  beforeEach(() => {
    registerGmQuery();
    resetUsers();
    actAs({ id: "gm", isGM: true });
    world.messages.length = 0;
    world.notifications.length = 0;
  });
  afterEach(() => {
    for (const uuid of made.splice(0)) world.actors.delete(uuid);
  });
  after(() => {
    resetUsers();
    actAs({ id: "gm", isGM: true });
  });

  it("a posted card is a message of its kind's family whose system data survives the JSON round trip; its roll stays a roll", async () => {
    const roll = new ElvendorAttackRoll("1d6");
    world.dice.push(5);
    await roll.evaluate();
    const card = attackCard({ name: "Aria", uuid: null });
    const message = (await postRollCard(roll, ATTACK_CARD.id, card)) as unknown as Msg;
    const stored = JSON.parse(JSON.stringify(message._source)) as { type: string; system: Record<string, unknown> };
    expect(stored.type).to.equal(ATTACK_FAMILY.type);
    expect(stored.system).to.deep.equal({ schemaVersion: ATTACK_FAMILY.version, kind: ATTACK_CARD.id, data: card, damage: null });
    const rebuilt = registerMessage(stored as never);
    expect(rebuilt.system).to.be.instanceOf(ATTACK_FAMILY.model);
    // The family leaves the fields the card lacks (its scene, the ability's item) undefined, as Foundry's models do: stored, they are absent.
    expect(JSON.parse(JSON.stringify(cardOf<AttackCard>(rebuilt as never)))).to.deep.equal(card);
    expect(rebuilt.rolls[0]).to.be.instanceOf(ElvendorAttackRoll);
    expect((rebuilt.rolls[0]!.options as { card?: unknown }).card, "the payload is not in the roll").to.equal(undefined);
  });

  it("the model: an envelope without a version is migrated; a blank kind or a non-object payload is refused", () => {
    expect(RealmsCardModel.migrateData({ kind: "realms.elvendor.save", data: {} })).to.deep.include({ schemaVersion: CARD_SCHEMA_VERSION });
    expect(() => registerMessage({ type: "card", system: { kind: "", data: {} } })).to.throw(/kind/);
    expect(() => registerMessage({ type: "card", system: { kind: ATTACK_CARD.id, data: "x" } })).to.throw(/data/);
  });

  it("a button writes only the fields its action owns: a player is refused every other field, and an action the kind lacks", async () => {
    const target = damageable("Brannoc", "player1");
    const message = makeMessage(attackCard(target) as never, { rollClass: ElvendorAttackRoll, author: "gm" });
    const before = JSON.stringify(message._source);
    actAs({ id: "player1", isGM: false });
    await updateCard(message as never, "realms.elvendor.applyDamage", { damage: 99 });
    await updateCard(message as never, "realms.elvendor.react", { applied: { damage: true, condition: false } });
    await updateCard(message as never, "realms.elvendor.applyDamage", { applied: { damage: true, condition: false }, reaction: { kind: "parry" } });
    expect(JSON.stringify(message._source), "nothing changed").to.equal(before);
    expect(world.notifications.map((n) => n.message)).to.deep.equal([
      'This card\'s "damage" cannot be changed that way. Nothing was changed.',
      'This card\'s "applied" cannot be changed that way. Nothing was changed.',
      'This card\'s "reaction" cannot be changed that way. Nothing was changed.',
    ]);
    await updateCard(message as never, "realms.elvendor.applyDamage", { applied: { damage: true, condition: false } });
    expect(cardOf<AttackCard>(message as never)).to.deep.include({ damage: 2, applied: { damage: true, condition: false } });
    let thrown: unknown = null;
    await updateCard(message as never, "nope", { damage: 1 }).catch((e: unknown) => (thrown = e));
    expect(String(thrown)).to.contain("not an action of the card kind");
  });

  it("the card's author and the GM write only the fields the action declares: any other key is refused with a notice naming it", async () => {
    const target = damageable("Brannoc", "player1");
    actAs({ id: "player1", isGM: false });
    const mine = makeMessage(attackCard(target) as never, { rollClass: ElvendorAttackRoll });
    actAs({ id: "gm", isGM: true });
    const gms = makeMessage(attackCard(target) as never, { rollClass: ElvendorAttackRoll });
    const before = [JSON.stringify(mine._source), JSON.stringify(gms._source)];
    world.notifications.length = 0;
    actAs({ id: "player1", isGM: false });
    await updateCard(mine as never, "realms.elvendor.applyDamage", { toString: "x" });
    await runAsGM(gmUpdateCard, { messageId: mine.id, action: "realms.elvendor.applyDamage", patch: { applied: { damage: true, condition: false }, extra: 1 } });
    actAs({ id: "gm", isGM: true });
    await updateCard(gms as never, "realms.elvendor.applyDamage", { constructorName: 1 });
    await updateCard(mine as never, "realms.elvendor.applyDamage", { damage2: 1 });
    expect([JSON.stringify(mine._source), JSON.stringify(gms._source)], "nothing changed").to.deep.equal(before);
    expect(world.notifications.map((n) => [n.level, n.message])).to.deep.equal(["toString", "extra", "constructorName", "damage2"].map((f) => ["error", `This card's "${f}" cannot be changed that way. Nothing was changed.`]));
  });

  it("no button rewrites a roll: applying damage changes the card data and leaves `rolls` as posted", async () => {
    const hero = damageable("Aria", "player1");
    const message = makeMessage(attackCard(hero) as never, { rollClass: ElvendorAttackRoll, author: "gm" });
    const rolls = JSON.stringify(message._source.rolls);
    actAs({ id: "player1", isGM: false });
    await runChatAction("realms.elvendor.react", message as never, button());
    await updateCard(message as never, "realms.elvendor.applyDamage", { applied: { damage: true, condition: false } });
    expect(JSON.stringify(message._source.rolls)).to.equal(rolls);
    expect(message.updates.flatMap((u) => Object.keys(u))).to.deep.equal(["system.data.applied"]);
  });

  it("old messages still read and draw: a payload in roll options, a plan in flags; their buttons are gone and nothing writes them", async () => {
    const legacy = makeLegacyMessage(attackCard({ name: HOSTILE, uuid: null }) as never, { rollClass: ElvendorAttackRoll });
    expect(isCardMessage(legacy as never)).to.equal(false);
    expect(legacyCard(legacy as never)?.kind.id).to.equal(ATTACK_CARD.id);
    expect(cardOf<AttackCard>(legacy as never)?.target?.name).to.equal(HOSTILE);
    const html = await (legacy.rolls[0] as unknown as Roll).render();
    expect(html).to.contain("Bite").and.contain("&lt;img src&#x3D;x").and.not.contain("<img src=x");
    const before = JSON.stringify(legacy._source);
    let refused: unknown = null;
    await updateCard(legacy as never, "realms.elvendor.applyDamage", { applied: { damage: true, condition: false } }).catch((e: unknown) => (refused = e));
    expect(refused).to.be.an("error");
    expect(JSON.stringify(legacy._source)).to.equal(before);

    // A plain card of old: HTML baked into content, its data in flags. Foundry shows the content; the buttons go.
    const plan = registerMessage({ content: '<div class="realms-card"><button data-realms-action="executePlan">Execute</button> Spider</div>', flags: { realms: { plan: { card: { status: "proposed" } } } } });
    expect(legacyCard(plan as never)?.kind.id).to.equal(ENEMY_PLAN_CARD.id);
    const li = new Window().document.createElement("li");
    li.innerHTML = `<div class="message-content">${String(plan.content)}</div>`;
    await decorateMessage(plan as never, li as unknown as HTMLElement);
    expect(li.querySelector("[data-realms-action]")).to.equal(null);
    expect(li.textContent).to.contain("Spider");
  });

  it("the chat hook draws a card from its data at render time, so a changed card shows its new state", async () => {
    const message = makeMessage(attackCard({ name: "Aria", uuid: null }) as never, { rollClass: ElvendorAttackRoll });
    const draw = async () => {
      const li = new Window().document.createElement("li");
      li.innerHTML = '<div class="message-content"><div class="dice-roll">5</div></div>';
      await decorateMessage(message as never, li as unknown as HTMLElement);
      return li.querySelector(".message-content")!.innerHTML;
    };
    expect(await draw()).to.contain("Bite").and.contain('data-realms-action="realms.elvendor.applyDamage"');
    await updateCard(message as never, "realms.elvendor.applyDamage", { applied: { damage: true, condition: false } });
    expect(await draw()).not.to.contain('data-realms-action="realms.elvendor.applyDamage"');
  });

  it("user text stays text: a notice's hostile actor name and typed text are escaped when drawn", async () => {
    const message = (await postCard(NOTICE_CARD.id, { actor: { name: HOSTILE, uuid: null }, text: `<b onclick="x()">${HOSTILE}</b>` })) as unknown as Msg;
    expect(message._source.content, "nothing baked at post time").to.equal("");
    const html = (await renderCard(message as never))!;
    expect(html).not.to.contain("<img").and.not.to.contain("<b onclick");
    expect(html).to.contain("&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;");
  });

  describe("the apply-damage part", () => {
    const partOf = (m: Msg) => (m.system as { damage: DamagePartData }).damage;

    it("shows each target's math; Apply once and Undo once per target, stored on the message (a reload keeps both)", async () => {
      const wolf = damageable(HOSTILE, "player1");
      const bear = damageable("Bear", null);
      expect(takesDamage(wolf.system)).to.equal(true);
      const message = (await postCard(NOTICE_CARD.id, { actor: { name: "Dragon", uuid: null }, text: "breathes fire" }, { damage: damagePart(packet, [wolf, bear]) })) as unknown as Msg;
      await settle();
      actAs({ id: "player1", isGM: false });
      const html = (await renderCard(message as never))!;
      expect(html).to.contain("Fire damage").and.contain("Armor −1").and.contain("&lt;img src&#x3D;x");
      expect(html.match(/data-realms-action="realms.applyDamage"/g), "Apply only on the target this player may change").to.have.length(1);

      await runChatAction("realms.applyDamage", message as never, button({ target: wolf.uuid }));
      await runChatAction("realms.applyDamage", message as never, button({ target: wolf.uuid }));
      await runChatAction("realms.applyDamage", message as never, button({ target: bear.uuid }));
      expect(wolf.system.calls).to.deep.equal(["apply 4"]);
      expect(bear.system.calls).to.deep.equal([]);
      expect(world.notifications.map((n) => n.message)).to.deep.equal([
        "This request was already carried out, or never made. Nothing was changed.", "You do not own Bear, so you cannot change it.",
      ]);
      // A reload: the client knows only what the message stores.
      const stored = JSON.parse(JSON.stringify(message._source.system)) as { damage: DamagePartData };
      expect(stored.damage.applied[targetKey(wolf.uuid)]).to.deep.include({ by: "player1", undone: false });
      expect(await renderCard(message as never)).to.contain('data-realms-action="realms.undoDamage"');

      await runChatAction("realms.undoDamage", message as never, button({ target: wolf.uuid }));
      await runChatAction("realms.undoDamage", message as never, button({ target: wolf.uuid }));
      await runChatAction("realms.applyDamage", message as never, button({ target: wolf.uuid }));
      expect(world.notifications.map((n) => n.message).slice(2)).to.deep.equal(["This request was already carried out, or never made. Nothing was changed.", "This request was already carried out, or never made. Nothing was changed."]);
      expect(wolf.system.calls).to.deep.equal(["apply 4", "undo 4"]);
      expect(wolf.system.health).to.equal(10);
      expect(partOf(message).applied[targetKey(wolf.uuid)]!.undone).to.equal(true);
      expect(await renderCard(message as never)).to.contain("Undone").and.not.contain('data-target="' + wolf.uuid);
    });

    it("a player who rewrites the card they posted (a bigger packet, a forged record) is refused by the GM's seal", async () => {
      const target = damageable("Guard", null);
      target.ownership = { default: 0, player1: 3 };
      actAs({ id: "player1", isGM: false });
      world.dice.splice(0, world.dice.length, 5); // this die alone (a spec before may leave dice queued)
      const roll = new ElvendorAttackRoll("1d6");
      await roll.evaluate();
      // A kind whose derive reads the packet off the roll: the GM vouches for the card as posted, then seals it.
      const message = (await postRollCard(roll, ROLLED_HIT.id, { target: { name: target.name, uuid: target.uuid } }, { damage: damagePart(packet, [target]) })) as unknown as Msg;
      await settle();
      expect(world.notifications, "vouched for and sealed").to.deep.equal([]);
      await message.update({ "system.damage.packet": { parts: [{ amount: 50, type: "fire" }] } });
      await runChatAction("realms.applyDamage", message as never, button({ target: target.uuid }));
      expect(target.system.calls).to.deep.equal([]);
      expect(world.notifications.map((n) => n.message)).to.deep.equal(["This card was changed after it was rolled, so it is not applied. Nothing was changed."]);
      await message.update({ "system.damage.packet": packet });
      await runChatAction("realms.applyDamage", message as never, button({ target: target.uuid }));
      expect(target.system.calls).to.deep.equal(["apply 4"]);
      // An undo of a forged outcome would write its `before` back: refused, only what the GM recorded is undone.
      const key = targetKey(target.uuid);
      await message.update({ [`system.damage.applied.${key}.outcome.before`]: [["health.value", 99]] });
      world.notifications.length = 0;
      await runChatAction("realms.undoDamage", message as never, button({ target: target.uuid }));
      expect(target.system.calls).to.deep.equal(["apply 4"]);
      expect(target.system.health).to.equal(6);
      expect(world.notifications).to.have.length(1);
    });
  });
});
