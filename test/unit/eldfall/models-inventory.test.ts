import { expect } from "chai";
import { equipChanges, equippedByCategory, inventoryLoad, itemLoad, type InventoryEntry } from "../../../src/rulesets/eldfall/profile/rules/inventory";
import { SHIELD_BASH, UNARMED_ATTACK, attacksOf, type AttackerInput, type UpgradeInput } from "../../../src/rulesets/eldfall/profile/rules/attacks";
import { BLADE_ROW, CLAWS_ROW, THAROS, row } from "../../support/eldfall-models";

const entry = (id: string, category: InventoryEntry["category"], quantity: number | null, weight: number | null, equipped = false): InventoryEntry =>
  ({ id, category, quantity, weight, equipped });
const claws: UpgradeInput = { kind: "upgrade", ...entry("claws", "weapon", null, null), name: "Claws", rows: [CLAWS_ROW] };
const blade: UpgradeInput = { kind: "upgrade", ...entry("blade", "weapon", 1, 1), name: "Sacred Relic Blade", rows: [BLADE_ROW] };
const crossbow: UpgradeInput = { kind: "upgrade", ...entry("xbow", "weapon", 1, 2), name: "Crossbow", rows: [row({ pw: "12", rch: "+3/-3", stk: "1", tags: ["ranged"] })] };
const shield: UpgradeInput = { kind: "upgrade", ...entry("shield", "shield", 1, 2), name: "Shield", rows: [row({ text: "passive" })] };
const input = (items: AttackerInput["items"], over: Partial<AttackerInput> = {}): AttackerInput =>
  ({ profile: THAROS, reach: { awareness: 3 }, items, castsWith: "int", ...over });

describe("Eldfall inventory: weight against X (M69)", () => {
  it("WGT × QTY; WGT 0 counts the QTY; '/' counts nothing", () => {
    expect(itemLoad({ quantity: 3, weight: 2 })).to.equal(6);
    expect(itemLoad({ quantity: 3, weight: 0 })).to.equal(3);
    expect(itemLoad({ quantity: null, weight: null })).to.equal(0);
  });

  it("over X is over-encumbered; exactly X is not (Tharos, Inventory 10)", () => {
    const items = [entry("a", "weapon", 2, 3), entry("b", "consumable", 4, 0), claws];
    expect(inventoryLoad(items, 10)).to.deep.equal({ total: 10, capacity: 10, overEncumbered: false });
    expect(inventoryLoad([...items, entry("c", "accessory", 1, 1)], 10)).to.deep.equal({ total: 11, capacity: 10, overEncumbered: true });
  });
});

describe("Eldfall inventory: one equipped Item per Category (M67, M70)", () => {
  const a = entry("a", "weapon", 1, 1);
  const b = entry("b", "weapon", 1, 1);
  it("the one the player marked", () => {
    expect(equippedByCategory([a, { ...b, equipped: true }]).weapon).to.equal("b");
  });
  it("none marked: the Weapon last used (Upgrade inventory), else the one listed highest", () => {
    expect(equippedByCategory([a, b], { lastUsedWeapon: "b" }).weapon).to.equal("b");
    expect(equippedByCategory([a, b]).weapon).to.equal("a");
  });
  it("a pre-determined inventory: the one listed highest, whatever was used last", () => {
    expect(equippedByCategory([a, b], { lastUsedWeapon: "b", predetermined: true }).weapon).to.equal("a");
  });
  it("a Category without Items has none", () => {
    expect(equippedByCategory([a]).shield).to.equal(null);
  });
  it("equipping one unequips the others of its Category only", () => {
    const items = [{ ...a, equipped: true }, b, entry("s", "shield", 1, 1, true)];
    expect(equipChanges(items, "b")).to.deep.equal([{ id: "a", equipped: false }, { id: "b", equipped: true }]);
    expect(equipChanges(items, "a")).to.deep.equal([]);
    expect(() => equipChanges(items, "zz")).to.throw(RangeError);
  });
});

describe("Eldfall attacks: attacksOf", () => {
  it("Unarmed Attack is always there: Unkeen, PW T or AG−3 (Tharos 12), RCH ❖, STK STA (2), Melee Neutral, OFF/DEF", () => {
    const [unarmed] = attacksOf(input([]));
    expect(unarmed).to.include({ id: "unarmed", source: "unarmed", powerValue: 12, reachSpaces: 0, strikeValue: 2, attribute: "off", reactiveAttribute: "def", ready: true });
    expect(unarmed!.row).to.equal(UNARMED_ATTACK);
    expect(unarmed!.row.traits.map((e) => e.key)).to.deep.equal(["unkeen"]);
    expect(unarmed!.row.tags).to.deep.equal(["melee", "neutral"]);
  });

  it("Shield Bash only with a Shield equipped: Knockback (1), Unkeen, PW T (12), RCH ❖, STK 1", () => {
    expect(attacksOf(input([])).map((r) => r.id)).to.deep.equal(["unarmed"]);
    const bash = attacksOf(input([shield])).find((r) => r.id === "shieldBash")!;
    expect(bash).to.include({ powerValue: 12, reachSpaces: 0, strikeValue: 1 });
    expect(bash.row).to.equal(SHIELD_BASH);
    expect(bash.row.traits).to.deep.equal([{ key: "knockback", level: 1, x: "1" }, { key: "unkeen", level: 1, x: "" }]);
  });

  it("Claws with Tharos' profile: PW T 12, RCH ❖, STK STA 2", () => {
    const row = attacksOf(input([claws])).find((r) => r.itemId === "claws")!;
    expect(row).to.include({ id: "claws.0", powerValue: 12, reachSpaces: 0, strikeValue: 2, attribute: "off", ready: true });
  });

  it("Sacred Relic Blade with Iuren's T 15: PW 19, RCH 1", () => {
    const row = attacksOf(input([blade], { profile: { ...THAROS, t: 15 } })).find((r) => r.itemId === "blade")!;
    expect(row).to.include({ powerValue: 19, reachSpaces: 1 });
  });

  it("a ranged row rolls ACC in both roles and reaches without limit with bands", () => {
    const row = attacksOf(input([crossbow])).find((r) => r.itemId === "xbow")!;
    expect(row).to.include({ attribute: "acc", reactiveAttribute: "acc", reachSpaces: null, powerValue: 12 });
  });

  it("only the equipped Weapon's rows are ready; a passive Shield row is no attack", () => {
    const rows = attacksOf(input([blade, { ...crossbow, equipped: true }, shield]));
    expect(rows.map((r) => [r.id, r.ready])).to.deep.equal([["unarmed", true], ["shieldBash", true], ["blade.0", false], ["xbow.0", true]]);
  });

  it("a Spell rolls INT (a Mystic M); a ☆ Spell is no attack", () => {
    const bolt = { kind: "spell" as const, id: "bolt", name: "Bolt", rows: [row({ pw: "10", rch: "5", stk: "1" })] };
    const ward = { kind: "spell" as const, id: "ward", name: "Ward", rows: [row({ pw: "☆", rch: "Casting Aura", stk: "1" })] };
    expect(attacksOf(input([bolt, ward])).map((r) => [r.id, r.attribute])).to.deep.equal([["unarmed", "off"], ["bolt.0", "int"]]);
    expect(attacksOf(input([bolt], { castsWith: "m" }))[1]!.attribute).to.equal("m");
  });
});
