/**
 * A hit that moves an NPC down the condition ladder shows that on its apply-damage part ("Guard → Wounded, −3 to all
 * actions"), not a column of zeros: Mira's player attacks from her sheet, rolls the damage from the task card and
 * applies it from the damage card, each a click on the Foundry double.
 */
import { expect } from "chai";
import { actAs, makeActor, makeCombat, resetUsers, resetWorld, world, type FakeActor } from "../../support/foundry-double";
import { cardData, clickCardButton, shown } from "../../support/cards";
import { clickOnSheet, usePlainEnrichment } from "../../support/sheet-actions";
import { bootedSuite } from "../../support/double/boot";
import { ElfNpcSheet, ElfPcSheet } from "../../../src/rulesets/elf/sheets/actor-sheets";
import { conditionsOf } from "../../../src/rulesets/elf/actors/state";
import type { NpcDamageCard } from "../../../src/rulesets/elf/task/cards";
const g = globalThis as unknown as { game: { combat: unknown; user: { targets: Set<unknown> } } };
const states = (a: FakeActor) => conditionsOf(a as never).map((c) => c.id).sort();
const lastOf = (kind: string) => world.messages.findLast((m) => (m as { system?: { kind?: string } }).system?.kind === kind)!;

function elfSkirmish() {
  const mira = makeActor({ name: "Mira", type: "elfPc", ownership: { default: 0, player1: 3 },
    items: [{ name: "Long Blade", type: "elfWeapon", system: { schemaVersion: 1, category: "melee", damageBonus: 3, reach: "M", maxRange: "short", twoHanded: false,
      stunCapable: false, smallSharp: false, gunpowder: false, rateOfFire: "-", equipped: true, examples: "", description: "" } }] as never,
    system: { schemaVersion: 1, concept: "", traits: [{ name: "Swordplay", kind: "training", value: 2 }], speedBonus: 2, injuryPoints: 0, armorMisc: 0, resources: [], longAction: false, notes: "" } });
  const guard = makeActor({ name: "Town Guard", type: "elfNpc", system: { schemaVersion: 1, difficultyLevel: 11, armorBonus: 2, woundThresholdOverride: null,
    attack: { name: "Sword", damageBonus: 2, reach: "M", damageKind: "lethal", ranged: false }, notes: "" } });
  return { mira, guard };
}

describe("Elf: a hit that moves the ladder shows the rung it reaches (sheet, task card, damage card; Foundry double)", () => {
  bootedSuite("elf", undefined, () => resetUsers());
  usePlainEnrichment();
  beforeEach(() => resetWorld());
  after(() => {
    g.game.combat = null;
    actAs({ id: "gm", isGM: true });
  });

  it("Mira's player: Attack, Roll damage, then the part reads 'Town Guard → Wounded, −3 to all actions' with no totals; Apply wounds the Guard", async () => {
    const { mira, guard } = elfSkirmish();
    makeCombat([mira, guard], { structure: "sequential" });
    actAs({ id: "player1", isGM: false });
    g.game.user.targets = new Set([{ actor: guard }]);
    world.dialogs.push({ active: [], situational: 0, mode: "normal" });
    world.dice.push(6, 5, 4);
    await clickOnSheet(ElfPcSheet as never, mira, `[data-action="attack"][data-item-id="${mira.items[0]!.id}"]`);
    world.dice.push(6, 6, 3);
    await clickCardButton(lastOf("realms.elf.task"), `[data-realms-action="realms.elf.rollNpcDamage"][data-kind="lethal"]`);
    const damage = lastOf("realms.elf.npcDamage");
    expect(cardData<NpcDamageCard>(damage)).to.deep.include({ harm: "wounded", deferred: false });

    const before = await shown(damage);
    expect(before).to.contain("Town Guard → Wounded, −3 to all actions");
    expect(before, "no total of 0 for a hit that is no amount").not.to.contain("realms-damage-total").and.not.to.contain("realms-damage-value");
    await clickCardButton(damage, `[data-realms-action="realms.applyDamage"][data-target="${guard.uuid}"]`);
    expect(states(guard)).to.deep.equal(["wounded"]);
    const after = await shown(damage);
    expect(after, "the applied record keeps the line").to.contain("Town Guard → Wounded, −3 to all actions").and.contain("realms-done");
  });

  it("a second wound on a Wounded Guard (the GM's toggle on its sheet) reads 'Town Guard → Dying, out of the fight'", async () => {
    const { mira, guard } = elfSkirmish();
    makeCombat([mira, guard], { structure: "sequential" });
    await clickOnSheet(ElfNpcSheet as never, guard, `[data-action="toggleState"][data-state="wounded"]`);
    expect(states(guard)).to.deep.equal(["wounded"]);
    actAs({ id: "player1", isGM: false });
    g.game.user.targets = new Set([{ actor: guard }]);
    world.dialogs.push({ active: [], situational: 0, mode: "normal" });
    world.dice.push(6, 6, 5);
    await clickOnSheet(ElfPcSheet as never, mira, `[data-action="attack"][data-item-id="${mira.items[0]!.id}"]`);
    world.dice.push(6, 5, 4);
    await clickCardButton(lastOf("realms.elf.task"), `[data-realms-action="realms.elf.rollNpcDamage"][data-kind="lethal"]`);
    const damage = lastOf("realms.elf.npcDamage");
    expect(await shown(damage)).to.contain("Town Guard → Dying, out of the fight");
    await clickCardButton(damage, `[data-realms-action="realms.applyDamage"][data-target="${guard.uuid}"]`);
    expect(states(guard)).to.deep.equal(["dying", "wounded"]);
  });
});
