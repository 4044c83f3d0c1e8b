/**
 * Chat buttons belong to card kinds (core/chat/actions.ts): every ruleset's buttons, pressed on a card of another
 * ruleset (or a core card), do nothing — no throw, no console error, no notice, no message or document written —
 * for the GM and for a player; through the chat hook's click handler too. Every button has a kind it belongs to.
 */
import { expect } from "chai";
import { Window } from "happy-dom";
import { actAs, hookErrors, makeActor, makeMessage, resetWorld, settle, world } from "../../support/foundry-double";
import { RULESETS } from "../../support/rulesets";
import { runChatAction } from "../../../src/core/chat/actions";
import { actionFields, cardKinds } from "../../../src/core/chat/card-kinds";
import { decorateMessage } from "../../../src/core/chat/render";
import { ATTACK_CARD } from "../../../src/rulesets/aedelore/combat/kinds";
import "../../../src/core/chat/apply-damage";
import "../../../src/core/notices";

const CORE_ACTIONS = ["realms.applyDamage", "realms.undoDamage"];
const rulesetOf = (id: string) => id.split(".")[1]!;
const actionsOf = (ruleset: (typeof RULESETS)[number]) => Object.keys(ruleset.chatActions ?? {}).map((name) => `realms.${ruleset.id}.${name}`);

/** Console errors and warnings while `fn` runs. */
async function consoleDuring(fn: () => Promise<void>): Promise<unknown[][]> {
  const seen: unknown[][] = [];
  const { error, warn } = console;
  console.error = (...args: unknown[]) => void seen.push(args);
  console.warn = (...args: unknown[]) => void seen.push(args);
  try {
    await fn();
  } finally {
    Object.assign(console, { error, warn });
  }
  return seen;
}

describe("chat buttons belong to card kinds", () => {
  // This file's actors leave the world after each test, so later files find only their own.
  let known = new Set<string>();
  before(() => { known = new Set(world.actors.keys()); });
  beforeEach(() => resetWorld());
  afterEach(() => {
    for (const uuid of [...world.actors.keys()]) if (!known.has(uuid)) {
      world.actors.delete(uuid);
      world.database.delete(uuid);
    }
  });

  it("every button of every ruleset belongs to a card kind that declares it (what the action's registration accepts by default)", () => {
    const kinds = cardKinds();
    expect(kinds.length).to.be.greaterThan(20);
    const orphans = RULESETS.flatMap(actionsOf).filter((name) => !kinds.some((k) => actionFields(k, name) !== null));
    expect(orphans).to.deep.equal([]);
  });

  for (const ruleset of RULESETS) {
    it(`${ruleset.id}: each of its buttons pressed on every other ruleset's card (and the core's) is ignored quietly`, async () => {
      const target = makeActor({ name: "Bystander", type: "elvendorHero", system: {} });
      const button = { dataset: { target: target.uuid, choice: "0", arg: target.uuid, index: "0" } } as unknown as HTMLButtonElement;
      const foreign = cardKinds().filter((k) => rulesetOf(k.id) !== ruleset.id);
      const errors = hookErrors.length;
      let pressed = 0;
      for (const user of [{ id: "gm", isGM: true }, { id: "player1", isGM: false }]) {
        actAs(user);
        for (const name of actionsOf(ruleset)) {
          for (const kind of foreign) {
            // Data of the card's own kind would do as well: the action never reads it.
            const message = makeMessage({ target: { name: target.name, uuid: target.uuid }, applied: false, done: false }, { kind: kind.id });
            const before = JSON.stringify(message._source);
            const logged = await consoleDuring(async () => {
              await runChatAction(name, message as never, button);
              await settle(2);
            });
            expect(logged, `${name} on ${kind.id}`).to.deep.equal([]);
            expect(JSON.stringify(message._source), `${name} on ${kind.id}`).to.equal(before);
            pressed += 1;
          }
        }
      }
      expect(pressed).to.be.greaterThan(20);
      expect(world.notifications).to.deep.equal([]);
      expect(world.messages).to.deep.equal([]);
      expect(target.updates).to.deep.equal([]);
      expect(hookErrors.slice(errors)).to.deep.equal([]);
    });
  }

  it("the apply-damage buttons on a card without a damage part are ignored quietly", async () => {
    const message = makeMessage({ applied: false }, { kind: ATTACK_CARD.id });
    const logged = await consoleDuring(async () => {
      for (const name of CORE_ACTIONS) await runChatAction(name, message as never, { dataset: { target: "Actor.nobody0000000001" } } as unknown as HTMLButtonElement);
    });
    expect([logged, world.notifications, world.messages]).to.deep.equal([[], [], []]);
  });

  it("through the chat hook's click handler: another ruleset's button on an Aedelore attack card does nothing", async () => {
    const target = makeActor({ name: "Brannoc", type: "aedeloreCharacter", ownership: { default: 0, player2: 3 }, system: { hp: { value: 25, max: 25 } } });
    const card = { attacker: { name: "x", uuid: null }, target: { name: target.name, uuid: target.uuid }, weapon: "x", parts: [], capped: false, cap: 8, chains: [[8], [8]],
      result: "full", damageFormula: "1d10", damageDice: [5], damageRolled: 5, damage: 5, reaction: null, finalDamage: 5, applied: false };
    const message = makeMessage(card, { kind: ATTACK_CARD.id });
    const html = new Window().document.createElement("div");
    html.innerHTML = ["realms.elvendor.applyDamage", "realms.elf.applyPc", "realms.eldfall.applyResolution", "realms.twod6.undoAura"]
      .map((action) => `<button data-realms-action="${action}" data-target="${target.uuid}">x</button>`).join("");
    const logged = await consoleDuring(async () => {
      await decorateMessage(message as never, html as unknown as HTMLElement);
      for (const el of html.querySelectorAll("button")) (el as unknown as HTMLButtonElement).click();
      await settle();
    });
    expect(logged).to.deep.equal([]);
    expect(target.system.hp).to.deep.equal({ value: 25, max: 25 });
    expect([world.notifications, world.messages]).to.deep.equal([[], []]);
    expect((message.system as { data: { applied: boolean } }).data.applied).to.equal(false);
  });
});
