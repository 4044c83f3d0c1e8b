/** The Elf rules journal names every interpretation Realms makes, and the example tables say they are examples. */
import { expect } from "chai";
import { loadSources } from "../../tools/pack-check";

type Doc = { name: string; description?: string; formula?: string; pages?: { name: string; text: { content: string } }[] };
const docs = () => loadSources(".").sources.filter((s) => s.pack.name.startsWith("elf-")).map((s) => s.doc as unknown as Doc);

describe("Elf System rules interpretations (issue 9)", () => {
  it("the journal's Rules interpretations page covers each reading the glue enforces", () => {
    const page = docs().find((d) => d.name === "Elf System Rules")!.pages!.find((p) => p.name === "Rules interpretations")!.text.content;
    for (const topic of ["Which tie options", "Stun Damage", "What an NPC attack is", "An NPC's Wound Threshold against each attack", "Condition penalties and the resist roll",
      "Who cannot act", "Round length", "Doing nothing but move", "Close is transitive", "\"Kick\" and reach", "Long actions", "Hits in Sequential Melee land at once",
      "Tables of four and five dice", "Example tables"]) {
      expect(page, topic).to.contain(`<strong>${topic}`);
    }
  });
  it("every d66 and d666 table marks its entries and ranges as our examples", () => {
    const tables = docs().filter((d) => d.formula);
    expect(tables).to.have.length(3);
    for (const t of tables) expect(t.description, t.name).to.contain("Example entries and ranges written for Realms");
  });
});
