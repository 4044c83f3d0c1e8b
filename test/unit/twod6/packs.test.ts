/** The 2D6 packs: valid against the schemas, examples marked as ours, stored numbers equal to the formulas, and a journal that names every reading. */
import { expect } from "chai";
import { checkAll } from "../../../tools/pack-check";
import { deriveCreature } from "../../../src/rulesets/twod6/models/rules/derived";

type Doc = { name: string; type?: string; system?: Record<string, unknown>; items?: Doc[]; pages?: { name: string; text: { content: string } }[] };
const all = () => checkAll(".");
const docs = () => all().sources.filter((s) => s.pack.name.startsWith("twod6-")).map((s) => s.doc as unknown as Doc);

describe("2D6 packs", () => {
  it("every 2D6 pack document passes the schema and link checks", () => {
    expect(all().errors.filter((e) => e.includes("twod6"))).to.deep.equal([]);
    expect(docs().length).to.be.greaterThan(20);
  });
  it("items and creatures are marked as examples (the rules give no numbers)", () => {
    for (const d of docs().filter((x) => x.type?.startsWith("twod6") && x.type !== "twod6Character" && x.type !== "twod6Creature")) expect(d.system!.example, d.name).to.equal(true);
    for (const d of docs().filter((x) => x.type === "twod6Character" || x.type === "twod6Creature")) expect(String(d.system!.notes), d.name).to.contain("Example");
  });
  it("stored health and energy equal the formulas (the fighter is the rules' worked example: 11)", () => {
    for (const d of docs().filter((x) => x.type === "twod6Character" || x.type === "twod6Creature")) {
      const s = d.system as never as Parameters<typeof deriveCreature>[0] & { health: { max: number }; energy: { max: number }; hunger: number; thirst: number; resistances: Record<string, number>; aura: string };
      const items = (d.items ?? []).map((i) => ({ cursed: !!i.system!.cursed, bound: !!i.system!.bound, equipped: !!i.system!.equipped, enchant: i.system!.enchant as Record<string, number> | undefined }));
      const r = deriveCreature({ ...s, sustenance: { hunger: s.hunger, thirst: s.thirst }, natural: s.resistances, aura: null, haste: 0, items });
      expect([r.health, r.energy], d.name).to.deep.equal([s.health.max, s.energy.max]);
    }
    expect(docs().find((d) => d.name === "Brannic the Fighter")!.system!.health).to.deep.equal({ value: 11, max: 11 });
  });
  it("the rules journal has a Rules interpretations page naming each reading", () => {
    const page = docs().find((d) => d.name === "2D6 System Rules")!.pages!.find((p) => p.name === "Rules interpretations")!.text.content;
    for (const id of ["I1 Critical failure modifier", "I3 The haste hunger example", "I10 Who can crit", "I11 Turns in Foundry", "I12 Hunger and thirst together", "I16 The Rule of Three for creatures", "I17 Dropping, giving and trading", "I18 The aura on the sheet and on the card"]) expect(page).to.contain(`<strong>${id}`);
  });
});
