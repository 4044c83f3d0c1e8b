/**
 * The rules' weapon, armor and shield tables on the Elf item sheets: a row's button fills the item with that row's
 * columns (the tables transcribed in combat/rules/tables.ts), leaving what the table does not give as it was.
 */
import { expect } from "chai";
import { actAs, makeActor, resetWorld } from "../../support/foundry-double";
import { clickOnSheet, usePlainEnrichment } from "../../support/sheet-actions";
import { ELF_ITEM_SHEETS } from "../../../src/rulesets/elf/sheets/item-sheets";
import { ARMOR, MELEE_WEAPONS, RANGED_WEAPONS, SHIELD } from "../../../src/rulesets/elf/combat/rules/tables";
import { itemFromTable, tableRowsFor } from "../../../src/rulesets/elf/combat/rules/table-items";
import "../../support/rulesets";

const WEAPON = { schemaVersion: 1, category: "melee", damageBonus: 0, reach: "S", maxRange: "short", twoHanded: false, stunCapable: true, smallSharp: false, gunpowder: false,
  rateOfFire: "-", equipped: true, examples: "", description: "Grandfather's" };
const ARMOR_ITEM = { schemaVersion: 1, bonus: 0, vsSmallSharp: null, vsRanged: null, metal: false, modern: false, equipped: true, notes: "", description: "" };

describe("Elf item sheets fill from the rules' tables (Foundry double)", () => {
  usePlainEnrichment();
  beforeEach(() => resetWorld({ id: "player1", isGM: false }));
  after(() => actAs({ id: "gm", isGM: true }));

  it("every table row is offered for its item type, and gear has none", () => {
    expect(tableRowsFor("elfWeapon")).to.include.members([...MELEE_WEAPONS, ...RANGED_WEAPONS].map((r) => r.name));
    expect(tableRowsFor("elfArmor")).to.deep.equal(ARMOR.map((r) => r.name));
    expect(tableRowsFor("elfShield")).to.deep.equal([SHIELD.name]);
    expect(tableRowsFor("elfGear")).to.deep.equal([]);
    expect(itemFromTable("elfWeapon", "Teleporter")).to.equal(null);
  });

  it("the owner's Long Blade button sets +3, reach M, lethal only; Chainmail its split +1 vs ranged; the description and equipped stay", async () => {
    const mira = makeActor({ name: "Mira", type: "elfPc", ownership: { default: 0, player1: 3 }, system: {},
      items: [{ name: "Old Sword", type: "elfWeapon", system: WEAPON }, { name: "Mail", type: "elfArmor", system: ARMOR_ITEM }] as never });
    const [sword, mail] = mira.items;
    await clickOnSheet(ELF_ITEM_SHEETS.elfWeapon as never, sword as never, `[data-action="fromTable"][data-row="Long Blade"]`);
    const blade = MELEE_WEAPONS.find((r) => r.name === "Long Blade")!;
    expect(sword!.system).to.deep.include({ category: "melee", damageBonus: blade.damageBonus, reach: blade.reach, stunCapable: false, examples: blade.examples,
      equipped: true, description: "Grandfather's" });
    await clickOnSheet(ELF_ITEM_SHEETS.elfArmor as never, mail as never, `[data-action="fromTable"][data-row="Chainmail"]`);
    const chain = ARMOR.find((r) => r.name === "Chainmail")!;
    expect(mail!.system).to.deep.include({ bonus: chain.bonus, vsRanged: chain.vsRanged, metal: true, equipped: true });
  });

  it("a player who does not own the item is shown no table buttons", async () => {
    const other = makeActor({ name: "Brannoc", type: "elfPc", ownership: { default: 0, player2: 3 }, system: {}, items: [{ name: "Club", type: "elfWeapon", system: WEAPON }] as never });
    const error = await clickOnSheet(ELF_ITEM_SHEETS.elfWeapon as never, other.items[0] as never, `[data-action="fromTable"][data-row="Long Blade"]`).catch((e: Error) => e);
    expect(String(error)).to.contain("shows no");
    expect(other.items[0]!.system).to.deep.include({ damageBonus: 0 });
  });
});
