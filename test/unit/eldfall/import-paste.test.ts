/**
 * A profile pasted in the printed card's layout. The oracle is the rules text's own example card (MODEL PROFILES,
 * Tharos), as the text prints it, OCR damage included: the Vitality row, the Combat block, the lists and the
 * Inventory are recoverable and must match part 1's Tharos in packs/eldfall-examples exactly; "ATCHEMIST" and
 * "Medi" are recovered with a warning each; the name's lost first letters cannot be recovered and are flagged.
 */
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { resetWorld, world } from "../../support/foundry-double";
import { installCreateDocuments, resetCreated } from "../../support/double/create-documents";
import { parsePastedProfile } from "../../../src/rulesets/eldfall/import/pasted-profile";
import { importPaste } from "../../../src/rulesets/eldfall/import/run";
import { readEntry } from "../../../src/rulesets/eldfall/import/names";

/** The example card as the rules text prints it (both sides; reading stops at the back). */
const THAROS_AS_PRINTED = "FRONT OF THE CARD\n\n**1. aros, Cne-Eyed Wolf**  \n**2. (ATCHEMIST) (ROGUE) Size: Medi**  \n**4.**  \n**5. TRAITS:** \u2022Survival (Difficult)  \n**6. SKILLS:** \u2022Climbing \u2022Snipe \u2022Stealth II  \n**8./9. COMBAT ARTS:** \u2022Assassination III  \n**10. INVENTORY (10)**  \n**11. 12.**  \n**3.** 2 3 3 2  \n**3.** OFF 13  \n DEF 10  \n ACC 15  \n INT 13  \n AG 13  \n T 12  \n M 12  \n**7.**\n\nBACK OF THE CARD\n\n**5.** \u2022 **Survival (X Environment):** This model is unaffected by X Environment.  \n**6.** \u2022 **Climbing:** This model may perform the Climb Special Movement as a Normal Movement, ignoring movement penalties.  \n \u2022 **Snipe:** STK of an Attack using this ability is 1 and cannot be modified. This model ignores Cover and \"Ranged Attack into a Space with An Engaged Ally\".  \n \u2022 **Stealth II:** If this model activates or enters an enemy's Awareness, that enemy cannot declare a Reaction unless it has LoS to this model.  \n II: Deploy this model in Shrouded. If no enemy has LoS, it may re-enter Shrouded during its Strategic Phase.\n\n**ASSASSINATION III**  \n The selected level's effect applies to Attack.\n\n**I** **Aiming for the Vitals:** User's Attack gains +6 PW.  \n**8./9.** **Cunning Precaution:** User's Attack gains Poison I.  \n**III** **Overwhelming Assault:** User's Attack gains +1 STK.\n";

const pack = JSON.parse(readFileSync("packs/eldfall-examples/tharos-one-eyed-wolf_eldHeTharosOneEy.json", "utf8")) as {
  name: string; system: { attributes: object; size: string; inventory: number; health: { value: number } };
  items: { name: string; type: string; system: { key: string; level: number; x: string } }[];
};
const ruleItems = (items: readonly { name: string; type: string; system: unknown }[]) =>
  items.map((i) => { const s = i.system as { key: string; level: number; x: string }; return [i.type, i.name, s.key, s.level, s.x]; });

describe("eldfall import: pasted profile (the rules' Tharos card)", () => {
  it("recovers the attribute block, size, inventory and every Trait, Skill, Class and Combat Art of part 1's Tharos", () => {
    const { data } = parsePastedProfile(THAROS_AS_PRINTED, { kind: "hero" });
    const system = data.system as typeof pack.system;
    expect(system.attributes).to.deep.equal(pack.system.attributes);
    expect(system).to.deep.include({ size: pack.system.size, inventory: pack.system.inventory, health: pack.system.health });
    expect(ruleItems(data.items as never)).to.deep.equal(ruleItems(pack.items));
    expect(data.flags).to.deep.equal({ realms: { eldfall: { missing: ["level"] } } });
  });

  it("warns about what it guessed or could not read, and never fails on it (A48)", () => {
    const { data, issues } = parsePastedProfile(THAROS_AS_PRINTED, { kind: "hero" });
    expect(issues.every((i) => i.severity === "warning")).to.equal(true);
    expect(issues.map((i) => [i.field, i.key, i.data])).to.deep.equal([
      ["name", "REALMS.Eldfall.Import.PasteNameCase", { name: "aros, Cne-Eyed Wolf" }],
      ["classes", "REALMS.Eldfall.Import.PasteGuessed", { read: "ATCHEMIST", as: "Alchemist" }],
      ["size", "REALMS.Eldfall.Import.PasteGuessed", { read: "Medi", as: "medium" }],
      ["level", "REALMS.Eldfall.Import.PasteMissing", { field: "LEVEL" }],
    ]);
    expect(data.name).to.equal("aros, Cne-Eyed Wolf");
  });

  it("an unknown name is left out with a warning; a labelled Vitality row and a Tier line are read", () => {
    const text = "Test Hostile 07\n(WARRIOR) Size: L\nSTA 2 SPD 3 ARM 1 HP 4\nOFF 10 DEF 9 ACC 8 INT 7 AG 6 T 11 M 9\nTRAITS: •Laser Eyes •Poison I\nTier II\nINVENTORY (6)";
    const { data, issues } = parsePastedProfile(text, { kind: "hostile" });
    expect(data.system).to.deep.include({ tier: 2, size: "large", inventory: 6, health: { value: 4 } });
    expect((data.system as { attributes: Record<string, number> }).attributes).to.deep.equal({ sta: 2, spd: 3, arm: 1, hp: 4, off: 10, def: 9, acc: 8, int: 7, ag: 6, t: 11, m: 9 });
    expect(ruleItems(data.items as never)).to.deep.equal([["eldfallClass", "Warrior", "warrior", 1, ""], ["eldfallTrait", "Poison", "poison", 1, ""]]);
    expect(issues.map((i) => [i.key, i.data])).to.deep.equal([["REALMS.Eldfall.Import.PasteUnknownName", { kind: "traits", name: "Laser Eyes" }]]);
  });

  it("reads printed entries: levels in Roman numerals, X in brackets, Snipe as the Shots Skill; no fuzzy match unless asked", () => {
    expect(readEntry("skill", "Stealth II")).to.deep.include({ key: "stealth", level: 2, x: "" });
    expect(readEntry("trait", "Survival (Difficult)")).to.deep.include({ key: "survival", level: 1, x: "Difficult" });
    expect(readEntry("skill", "Snipe")).to.deep.include({ key: "shots", label: "Snipe" });
    expect(readEntry("trait", "Armor Piercing")).to.deep.include({ key: "armorPiercing" });
    expect(readEntry("class", "ATCHEMIST")).to.equal(null);
    expect(readEntry("class", "ATCHEMIST", true)).to.deep.include({ key: "alchemist", guessedFrom: "ATCHEMIST" });
    // The Classes' printed aliases (A48, A49): Anari's "Magician" is the Mage, the rules' "Solider" the Soldier; not Skills.
    expect(readEntry("class", "MAGICIAN")).to.deep.include({ key: "mage", label: "Magician" });
    expect(readEntry("class", "Solider")).to.deep.include({ key: "soldier" });
    expect(readEntry("skill", "Magician")).to.equal(null);
  });

  describe("on the Foundry double", () => {
    before(installCreateDocuments);
    beforeEach(() => { resetWorld(); resetCreated(); });

    it("creates the hero with its items; the warnings come back for the GM", async () => {
      const { issues, result } = await importPaste(THAROS_AS_PRINTED, "hero");
      expect(result.created).to.deep.equal({ Actor: 1 });
      const actor = [...world.actors.values()].find((a) => a.id === result.ids.Actor![0])!;
      expect(actor.type).to.equal("eldfallHero");
      expect(actor.items.map((i) => i.name)).to.deep.equal(pack.items.map((i) => i.name));
      expect(issues).to.have.length(4);
    });
  });
});
