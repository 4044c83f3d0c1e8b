/**
 * One Elf System combat round (sequential melee) on the booted system, played only through what users click: the
 * GM's tracker, Mira's player attacking from her sheet, rolling the damage from the task card and applying it
 * from the damage card (the Guard Wounded, shown as such), her End Turn, the GM's Attack on the Guard's sheet, her
 * player's defence from the request card and her resistance roll from the task card, Apply, and the GM's Next
 * Round. Each step asserts what changed on the documents: the ladder, Injury Points, the acted record, the turn.
 */
import { expect } from "chai";
import { actAs, makeActor, makeCombat, resetUsers, settleUntil, world, type FakeActor } from "../support/foundry-double";
import { bootedSuite } from "../support/double/boot";
import { useSystemCombat } from "../support/system-combat";
import { clickOnSheet, usePlainEnrichment } from "../support/sheet-actions";
import { cardData, clickCardButton, shown } from "../support/cards";
import { renderCombatTracker } from "../support/double/combat-tracker";
import { ElfNpcSheet, ElfPcSheet } from "../../src/rulesets/elf/sheets/actor-sheets";
import { conditionsOf } from "../../src/rulesets/elf/actors/state";
import { actedRound } from "../../src/rulesets/elf/task/acting";
import type { NpcDamageCard, PcDamageCard } from "../../src/rulesets/elf/task/cards";
import type { FakeCombat } from "../support/double/combat";

const g = globalThis as unknown as { game: { user: { targets: Set<unknown> } } };
const states = (a: FakeActor) => conditionsOf(a as never).map((c) => c.id).sort();
const kindOf = (m: unknown) => (m as { system?: { kind?: string } }).system?.kind;
const lastOf = (kind: string) => world.messages.findLast((m) => kindOf(m) === kind)!;
const combatantId = (combat: FakeCombat, a: FakeActor) => combat.combatants.find((c) => c.actor === a)!.id;

describe("Play: an Elf System combat round through the table's controls (Foundry double)", () => {
  bootedSuite("elf", undefined, () => resetUsers());
  usePlainEnrichment();
  useSystemCombat("elf");

  it("GM starts; Mira attacks, rolls damage, applies (Guard → Wounded); the Guard attacks, Mira fails to defend and to resist (Wounded); Next Round", async () => {
    const mira = makeActor({ name: "Mira", type: "elfPc", ownership: { default: 0, player1: 3 },
      items: [{ name: "Long Blade", type: "elfWeapon", system: { schemaVersion: 1, category: "melee", damageBonus: 3, reach: "M", maxRange: "short", twoHanded: false,
        stunCapable: false, smallSharp: false, gunpowder: false, rateOfFire: "-", equipped: true, examples: "", description: "" } }] as never,
      system: { schemaVersion: 1, concept: "", traits: [{ name: "Swordplay", kind: "training", value: 2 }], speedBonus: 2, injuryPoints: 0, armorMisc: 0, resources: [], longAction: false, notes: "" } });
    const guard = makeActor({ name: "Town Guard", type: "elfNpc", system: { schemaVersion: 1, difficultyLevel: 11, armorBonus: 2, woundThresholdOverride: null,
      attack: { name: "Sword", damageBonus: 2, reach: "M", damageKind: "lethal", ranged: false }, notes: "" } });
    const combat = makeCombat([mira, guard], { structure: "sequential" }, { round: 0, turn: null });

    /* The GM starts the combat: round 1, Mira's turn. */
    actAs({ id: "gm", isGM: true });
    await renderCombatTracker(combat).press("startCombat");
    await settleUntil(() => !!lastOf("realms.elf.round"));
    expect([combat.round, combat.combatant?.actor]).to.deep.equal([1, mira]);

    /* Mira's player: Attack with the Long Blade (15 against DF 11: a Hit), Roll damage (6+6+3 + 3 = 18 over the
       Wound Threshold 14: Wounded), Apply from the damage card. */
    actAs({ id: "player1", isGM: false });
    g.game.user.targets = new Set([{ actor: guard }]);
    world.dialogs.push({ active: [], situational: 0, mode: "normal" });
    world.dice.push(6, 5, 4);
    await clickOnSheet(ElfPcSheet as never, mira, `[data-action="attack"][data-item-id="${mira.items[0]!.id}"]`);
    await settleUntil(() => actedRound(combat as never, combatantId(combat, mira)) === 1);
    world.dice.push(6, 6, 3);
    await clickCardButton(lastOf("realms.elf.task"), `[data-realms-action="realms.elf.rollNpcDamage"][data-kind="lethal"]`);
    await settleUntil(() => !!world.messages.find((m) => kindOf(m) === "realms.elf.npcDamage"));
    const harm = lastOf("realms.elf.npcDamage");
    expect(cardData<NpcDamageCard>(harm)).to.deep.include({ total: 18, threshold: 14, harm: "wounded", deferred: false });
    expect(await shown(harm)).to.contain("Town Guard → Wounded, −3 to all actions");
    await clickCardButton(harm, `[data-realms-action="realms.applyDamage"][data-target="${guard.uuid}"]`);
    await settleUntil(() => states(guard).length > 0);
    expect(states(guard)).to.deep.equal(["wounded"]);

    /* Her End Turn: the Guard's turn. */
    await renderCombatTracker(combat).press("nextTurn");
    await settleUntil(() => combat.combatant?.actor === guard);

    /* The GM attacks Mira from the Guard's sheet: a request card asks her to defend. */
    actAs({ id: "gm", isGM: true });
    g.game.user.targets = new Set([{ actor: mira }]);
    await clickOnSheet(ElfNpcSheet as never, guard, `[data-action="attack"]`);
    await settleUntil(() => !!world.messages.find((m) => kindOf(m) === "realms.elf.request"));
    const request = lastOf("realms.elf.request");

    /* Her player defends from the request card (1+2+3: she is Hit), then rolls to
       resist from the task card (2+2+2, no armor, below 5 + 2 + 0 Injury Points: Wounded and an Injury Point) and applies it. */
    actAs({ id: "player1", isGM: false });
    world.dialogs.push({ active: [], situational: 0, mode: "normal" });
    world.dice.push(1, 2, 3);
    const tasks = () => world.messages.filter((m) => kindOf(m) === "realms.elf.task").length;
    const before = tasks();
    await clickCardButton(request, `[data-realms-action="realms.elf.requestRoll"][data-actor-uuid="${mira.uuid}"]`);
    await settleUntil(() => tasks() === before + 1);
    const defence = lastOf("realms.elf.task");
    expect(cardData<{ natural: number; outcome: string }>(defence)).to.deep.include({ natural: 6, outcome: "failure" });
    world.dice.push(2, 2, 2);
    await clickCardButton(defence, `[data-realms-action="realms.elf.rollPcDamage"]`);
    await settleUntil(() => !!world.messages.find((m) => kindOf(m) === "realms.elf.pcDamage"));
    const resist = lastOf("realms.elf.pcDamage");
    expect(cardData<PcDamageCard>(resist).result).to.deep.include({ natural: 6, difficulty: 7, harm: "wounded", injuryPoints: 1 });
    expect(await shown(resist)).to.contain("Mira → Wounded, −3 to all actions");
    await clickCardButton(resist, `[data-realms-action="realms.applyDamage"][data-target="${mira.uuid}"]`);
    await settleUntil(() => (mira.system as { injuryPoints: number }).injuryPoints === 1);
    expect((mira.system as { injuryPoints: number }).injuryPoints).to.equal(1);
    expect(states(mira)).to.deep.equal(["injured", "wounded"]);

    /* The GM's Next Round: round 2, Mira's turn; the Guard is still Wounded, still in the fight. */
    actAs({ id: "gm", isGM: true });
    await renderCombatTracker(combat).press("nextRound");
    await settleUntil(() => combat.round === 2);
    expect([combat.round, combat.combatant?.actor]).to.deep.equal([2, mira]);
    expect(states(guard)).to.deep.equal(["wounded"]);
    expect(combat.combatants.find((c) => c.actor === guard)!.defeated).to.equal(false);
  });
});
