import fc from "fast-check";
import { expect } from "chai";
import { cardAttacks, cardEquipped, cardLoad, hasRule, profileOf, spellsOf, upgradesOf, type CardDoc, type CardItem } from "../../src/rulesets/eldfall/profile/rules/card";
import { attacksOf, isAttackRow, SHIELD_BASH, UNARMED_ATTACK, type TableRow, type UpgradeInput } from "../../src/rulesets/eldfall/profile/rules/attacks";
import { equipChanges, equippedByCategory, inventoryLoad, itemLoad, type InventoryEntry } from "../../src/rulesets/eldfall/profile/rules/inventory";
import { formatPower, formatReach, formatStrike, parsePower, parseReach, parseStrike, powerValue, strikeValue, type Profile } from "../../src/rulesets/eldfall/profile/rules/profile";
import { artChoice, COMBAT_ART_IDS } from "../../src/rulesets/eldfall/profile/rules/combat-arts";
import { classId, CLASS_IDS } from "../../src/rulesets/eldfall/profile/rules/classes";
import { hasTrait, immuneTo, immunityBlocker, resistanceLevel, traitLevel, traitParams, traitX, TRAIT_DEFS } from "../../src/rulesets/eldfall/profile/rules/traits";
import { sizeSteps, tooLargeToTopple } from "../../src/rulesets/eldfall/profile/rules/sizes";
import { awarenessRadius, isAdjacentSpace, reachSpaces, sizeRank, spaceDistance, withinAwareness } from "../../src/rulesets/eldfall/space/rules/space";
import { ATTRIBUTES, ENVIRONMENTS, ROW_TAGS, SIZES, STATES, UPGRADE_CATEGORIES } from "../../src/rulesets/eldfall/profile/rules/keys";
import { Board } from "../../src/core/rules/grid-board";
import { idOf, int, properties, text } from "./harness";

const profile: fc.Arbitrary<Profile> = fc.record(Object.fromEntries(ATTRIBUTES.map((a) => [a, int(0, 20)])) as Record<(typeof ATTRIBUTES)[number], fc.Arbitrary<number>>);
const PW = ["T", "T+4", "T or AG−3", "AG-2", "12", "0", "☆", "*", "", "INT + 2", "M", "bogus", "T or", "99"];
const RCH = ["❖", "0", "3", "3❖", "+3|−3", "-1/+2", "T", "AG", "Casting Aura", "Blast S", "Spray L", "T, Blast L", "2, spray s", "", "far", "1, 2, 3", "Blast S, Blast L"];
const STK = ["1", "3", "STA", "sta", "", "x", "0"];
const row: fc.Arbitrary<TableRow> = fc.record({
  label: text({ maxLength: 6 }), traits: fc.array(fc.record({ key: fc.constantFrom("unkeen", "knockback", "burn"), level: int(1, 2), x: fc.constantFrom("", "1", "Fire") }), { maxLength: 2 }),
  text: fc.constant(""), pw: fc.constantFrom(...PW), rch: fc.constantFrom(...RCH), stk: fc.constantFrom(...STK), tags: fc.subarray([...ROW_TAGS]),
});
const ids = ["i1", "i2", "i3", "i4", "i5"];
const entry = fc.record({ id: fc.constantFrom(...ids), category: fc.constantFrom(...UPGRADE_CATEGORIES), quantity: fc.option(int(0, 9), { nil: null }), weight: fc.option(int(0, 9), { nil: null }), equipped: fc.boolean() });
const entries: fc.Arbitrary<InventoryEntry[]> = fc.uniqueArray(entry, { selector: (e) => e.id, maxLength: 5 });
const upgrade: fc.Arbitrary<UpgradeInput> = fc.tuple(entry, text({ maxLength: 6 }), fc.array(row, { maxLength: 3 })).map(([e, name, rows]) => ({ ...e, kind: "upgrade", name, rows }));
const spell = fc.record({ kind: fc.constant("spell" as const), id: fc.constantFrom(...ids), name: text({ maxLength: 6 }), rows: fc.array(row, { maxLength: 3 }) });
const RULE_TYPES = ["eldfallTrait", "eldfallSkill", "eldfallClass", "eldfallCombatArt"] as const;
const cardItem: fc.Arbitrary<CardItem> = fc.oneof(
  upgrade.map(({ id, name, kind: _kind, ...system }) => ({ id, name, type: "eldfallUpgrade", system })),
  spell.map(({ id, name, rows }) => ({ id, name, type: "eldfallSpell", system: { rows } })),
  fc.record({ id: fc.constantFrom(...ids), name: fc.constant("Rule"), type: fc.constantFrom(...RULE_TYPES), system: fc.record({ key: fc.constantFrom("acuteSenses", "mystic", "fencing", "dash") }) }),
);
/** Out of contract: an Item whose system data is missing or not an object (a broken import, a deleted model). */
const brokenItem: fc.Arbitrary<CardItem> = fc.record({ id: fc.constantFrom(...ids), name: fc.constant("X"), type: fc.constantFrom("eldfallUpgrade", "eldfallSpell", ...RULE_TYPES),
  system: fc.constantFrom(null, undefined, 3, "x", [], {}, { rows: null }, { rows: [null] }) });
const attributes = fc.record(Object.fromEntries(ATTRIBUTES.map((a) => [a, fc.option(int(0, 20), { nil: null })])) as Record<(typeof ATTRIBUTES)[number], fc.Arbitrary<number | null>>);
const cardDoc = (item: fc.Arbitrary<CardItem>): fc.Arbitrary<CardDoc> => fc.record({
  type: fc.constantFrom("eldfallHero", "eldfallHostile"), system: fc.record({ attributes, inventory: fc.option(int(0, 30), { nil: null }), lastWeapon: fc.constantFrom("", ...ids) }),
  items: fc.array(item, { maxLength: 6 }),
});

properties("eldfall/rules/card", [
  { name: "profileOf / upgradesOf / spellsOf / hasRule", share: 0.5, args: [attributes, fc.array(cardItem, { maxLength: 6 }), fc.constantFrom(...RULE_TYPES), fc.constantFrom("acuteSenses", "mystic", "__proto__")],
    wild: { 1: fc.array(fc.oneof(cardItem, brokenItem), { maxLength: 6 }) },
    run: (a: CardDoc["system"]["attributes"], items: CardItem[], type: (typeof RULE_TYPES)[number], key: string) => ({ p: profileOf(a), u: upgradesOf(items), s: spellsOf(items), has: hasRule(items, type, key) }),
    check: (r: { p: Profile }) => { for (const a of ATTRIBUTES) expect(r.p[a]).to.be.a("number"); } },
  { name: "cardLoad / cardEquipped / cardAttacks", share: 0.5, args: [cardDoc(cardItem)], wild: { 0: cardDoc(fc.oneof(cardItem, brokenItem)) },
    run: (doc: CardDoc) => ({ load: cardLoad(doc), equipped: cardEquipped(doc), attacks: cardAttacks(doc) }),
    check: (r: { attacks: { id: string }[] }) => expect(r.attacks[0]!.id).to.equal("unarmed") },
]);

properties("eldfall/rules/attacks", [
  { name: "attacksOf / isAttackRow", share: 0.5, args: [profile, int(0, 6), fc.array(fc.oneof(upgrade, spell), { maxLength: 5 }), fc.constantFrom("int", "m" as const), fc.option(fc.constantFrom(...ids), { nil: null }), fc.boolean()],
    run: (p: Profile, awareness: number, items: (UpgradeInput | typeof spell extends fc.Arbitrary<infer S> ? S : never)[], castsWith: "int", last: string | null, predetermined: boolean) => ({
      rows: attacksOf({ profile: p, reach: { awareness }, items, castsWith, lastUsedWeapon: last, predetermined }),
      builtIn: [isAttackRow(UNARMED_ATTACK, false), isAttackRow(SHIELD_BASH, false)],
    }),
    check: (r: { rows: { strikeValue: number; powerValue: number | null; reachSpaces: number | null }[] }) => {
      for (const x of r.rows) { expect(x.strikeValue).to.be.at.least(1); if (x.powerValue !== null) expect(x.powerValue).to.be.at.least(0); if (x.reachSpaces !== null) expect(x.reachSpaces).to.be.at.least(0); }
    } },
]);

properties("eldfall/rules/inventory", [
  { name: "itemLoad / inventoryLoad", args: [entries, int(0, 50)], junk: [1], run: (e: InventoryEntry[], cap: number) => ({ one: e.map(itemLoad), all: inventoryLoad(e, cap) }),
    check: (r: { one: number[]; all: { total: number } }) => { for (const n of r.one) expect(n).to.be.at.least(0); expect(r.all.total).to.equal(r.one.reduce((s, n) => s + n, 0)); } },
  { name: "equippedByCategory / equipChanges", args: [entries, fc.option(fc.constantFrom(...ids, "__proto__"), { nil: null }), fc.boolean(), fc.constantFrom(...ids, "__proto__")],
    run: (e: InventoryEntry[], last: string | null, predetermined: boolean, id: string) => {
      const equipped = equippedByCategory(e, { lastUsedWeapon: last, predetermined });
      let changes: { id: string; equipped: boolean }[] | "refused" = "refused";
      try { changes = equipChanges(e, id); } catch (error) { expect(error).to.be.instanceOf(RangeError); expect(e.some((x) => x.id === id)).to.equal(false); }
      return { equipped, changes };
    },
    check: (r: { equipped: Record<string, string | null> }, [e]) => { for (const [cat, id] of Object.entries(r.equipped)) if (id !== null) expect(e.find((x: InventoryEntry) => x.id === id)?.category).to.equal(cat); } },
]);

properties("eldfall/rules/profile", [
  { name: "parsePower / formatPower / powerValue", args: [fc.oneof(fc.constantFrom(...PW), fc.string({ maxLength: 8 })), profile],
    run: (t: string, p: Profile) => { const pw = parsePower(t); return { pw, text: pw && formatPower(pw), again: pw && parsePower(formatPower(pw)), value: pw && powerValue(pw, p) }; },
    check: (r: { pw: unknown; again: unknown; value: { value: number | null } | null }) => { expect(r.again).to.deep.equal(r.pw); if (r.value?.value != null) expect(r.value.value).to.be.at.least(0); } },
  { name: "parseReach / formatReach", args: [fc.oneof(fc.constantFrom(...RCH), fc.string({ maxLength: 8 }))],
    run: (t: string) => { const r = parseReach(t); return { r, again: r && parseReach(formatReach(r)) }; }, check: (x: { r: unknown; again: unknown }) => expect(x.again).to.deep.equal(x.r) },
  { name: "parseStrike / formatStrike / strikeValue", args: [fc.oneof(fc.constantFrom(...STK), fc.string({ maxLength: 4 })), profile],
    run: (t: string, p: Profile) => { const s = parseStrike(t); return { s, text: s && formatStrike(s), value: s && strikeValue(s, p) }; },
    check: (x: { value: number | null }) => { if (x.value !== null) expect(x.value).to.be.at.least(1); } },
]);

properties("eldfall/rules/combat-arts, classes, skills, sizes", [
  { name: "artChoice", args: [fc.dictionary(idOf(COMBAT_ART_IDS), int(0, 5), { maxKeys: 4 }), idOf(COMBAT_ART_IDS), int(0, 6), fc.boolean(), fc.boolean()], junk: [2],
    run: (known: Record<string, number>, art: string, level: number, melee: boolean, againstDuelist: boolean) => artChoice(known, art, level, { melee, againstDuelist }),
    check: (r: { ok: boolean; reason?: string }, [, art]) => { if (!COMBAT_ART_IDS.includes(art)) expect(r).to.deep.equal({ ok: false, reason: "unknownArt" }); } },
  { name: "classId", args: [idOf([...CLASS_IDS, "magician", "solider"])],
    run: (c: string) => ({ c: classId(c) }),
    check: (r: { c: string | null }) => { if (r.c !== null) expect(CLASS_IDS).to.include(r.c); } },
  { name: "sizeSteps / tooLargeToTopple / sizeRank", args: [fc.constantFrom(...SIZES), fc.constantFrom(...SIZES)], wild: { 0: idOf(SIZES), 1: idOf(SIZES) },
    run: (a: string, b: string) => ({ steps: sizeSteps(a, b), topple: tooLargeToTopple(a, b), rank: sizeRank(a as (typeof SIZES)[number]) }),
    check: (r: { steps: number; topple: boolean }) => expect(r.topple).to.equal(r.steps >= 2) },
]);

const traitRef = fc.record({ id: idOf(TRAIT_DEFS.map((t) => t.id)), level: fc.option(int(1, 3), { nil: undefined }), x: fc.option(fc.oneof(int(0, 5), fc.constantFrom("Fire", "dark", "2", "")), { nil: undefined }) });
const effects = [...STATES, ...ENVIRONMENTS, "surpriseAttack", "vampirism", "demon"];

properties("eldfall/rules/traits", [
  { name: "TRAIT_DEFS / traitLevel / hasTrait / traitX / traitParams", args: [fc.array(traitRef, { maxLength: 5 }), idOf(TRAIT_DEFS.map((t) => t.id))],
    run: (ts: { id: string }[], id: string) => ({ def: TRAIT_DEFS.find((t) => t.id === id) ?? null, level: traitLevel(ts, id), has: hasTrait(ts, id), x: traitX(ts, id), params: traitParams(ts, id) }),
    check: (r: { def: { id: string } | null; level: number; x: number }, [, id]) => { if (r.def) expect(r.def.id).to.equal(id); expect(r.level).to.be.at.least(0); expect(r.x).to.be.at.least(0); } },
  { name: "immunityBlocker / immuneTo / resistanceLevel", args: [fc.array(traitRef, { maxLength: 5 }), idOf(effects), fc.array(fc.constantFrom("fire", "Fire", "burn", "lightning", "__proto__"), { maxLength: 3 })],
    run: (ts: { id: string }[], effect: string, tags: string[]) => ({ blocker: immunityBlocker(ts, effect), immune: immuneTo(ts, effect), resistance: resistanceLevel(ts, tags) }),
    check: (r: { blocker: string | null; immune: boolean; resistance: number }) => { expect(r.immune).to.equal(r.blocker !== null); expect(r.resistance).to.be.oneOf([0, 1, 2]); } },
]);

const tile = fc.record({ x: int(0, 7), y: int(0, 7) });
properties("eldfall/rules/space (distances)", [
  { name: "spaceDistance / isAdjacentSpace / awarenessRadius / withinAwareness / reachSpaces", args: [tile, tile, int(0, 6), fc.boolean(), fc.boolean()], junk: [2],
    run: (a: { x: number; y: number }, b: { x: number; y: number }, radius: number, acute: boolean, onBoard: boolean) => ({
      d: spaceDistance(a, b), adj: isAdjacentSpace(a, b), radius: awarenessRadius({ acuteSenses: acute }),
      aware: withinAwareness(a, b, radius, onBoard ? new Board(8, 8) : undefined), reach: spaceDistance(a, b) <= reachSpaces({ kind: "spaces", spaces: radius }),
    }),
    check: (r: { d: number; aware: boolean; reach: boolean }, [, , radius]) => { expect(r.reach).to.equal(r.d <= radius); if (r.aware) expect(r.d).to.be.at.most(radius); } },
]);
