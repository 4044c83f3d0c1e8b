/**
 * Text limits (core/schema/spec.ts TEXT_LIMITS) on the Foundry double: every text of every ruleset's specs states
 * its maximum; a 10 MB name or description is refused through each ruleset's sheets (the sheet's own form
 * processing, then the update Foundry's DocumentSheetV2 makes of it) and through a document update (a macro, the
 * API), each with a localized notice naming the field and the maximum, and the document unchanged; stored data
 * from before the limits still loads, and the world migration writes the cut text back once.
 */
import { expect } from "chai";
import { bootSystem } from "../../support/double/boot";
import { actAs, hookErrors, makeActor, resetWorld, world, type FakeActor, type FakeItem } from "../../support/foundry-double";
import { RULESETS } from "../../../src/rulesets/registered";
import { TEXT_LIMITS, type FieldSpec } from "../../../src/core/schema/spec";
import { validateData } from "../../../src/core/schema/validate";
import { toFoundryField } from "../../../src/core/schema/foundry";
import { DOCUMENT_FIELDS } from "../../../src/core/schema/submit";
import { fieldLabelKey } from "../../../src/core/schema/labels";
import { clampText } from "../../../src/core/schema/clamp";
import { migrateWorld, TEXT_LIMITS_KEY } from "../../../src/core/data/world-migration";
import { format, translate } from "../../support/render";
import type { DeclaredModel, Ruleset } from "../../../src/core/ruleset";

const HUGE = "x".repeat(10_000_000);
type Form = { object: Record<string, unknown> };
type Sheet = { _processFormData(event: null, form: null, formData: Form): Record<string, unknown> };
const g = globalThis as unknown as { game: { settings: { store: Map<string, unknown> } } };

/** Every field with its path, array entries as `<list>.0`. */
function texts(spec: FieldSpec, path = ""): { path: string; spec: FieldSpec & { maxLength: number } }[] {
  if (spec.type === "string" || spec.type === "html") return [{ path, spec }];
  if (spec.type === "array") return texts(spec.element, `${path}.0`);
  if (spec.type === "object") return Object.entries(spec.fields).flatMap(([k, f]) => texts(f, path ? `${path}.${k}` : k));
  return [];
}

const declared = (ruleset: Ruleset): readonly DeclaredModel[] => ruleset.models;
const models = (): DeclaredModel[] => RULESETS.flatMap(declared).filter((m) => m.spec);
const SAYS = (label: string, max: number) => `${label}: ${HUGE.length} characters is more than the ${max} it can hold. The old value was kept.`;

describe("text limits", () => {
  // This file's actors leave the world after each test, so later files find only their own (a party, a hero).
  let known = new Set<string>();
  before(() => { known = new Set(world.actors.keys()); });
  afterEach(() => {
    for (const uuid of [...world.actors.keys()]) if (!known.has(uuid)) {
      world.actors.delete(uuid);
      world.database.delete(uuid);
    }
  });

  describe("text limits: every text states its maximum", () => {
    it("every string and rich text field of every ruleset's specs has a name, text or rich-text maximum", () => {
      const limits = new Set<number>(Object.values(TEXT_LIMITS));
      const found = models().flatMap((m) => texts(m.spec!).map((t) => ({ where: `${m.metadata.type}.${t.path}`, max: t.spec.maxLength, html: t.spec.type === "html" })));
      expect(found.length).to.be.greaterThan(100);
      expect(found.filter((t) => !limits.has(t.max)).map((t) => t.where)).to.deep.equal([]);
      expect(found.filter((t) => t.html && t.max !== TEXT_LIMITS.html).map((t) => t.where)).to.deep.equal([]);
    });

    it("no spec has a top-level field named like a document field, so a notice's path names one or the other", () => {
      const clashes = models().filter((m) => Object.keys(DOCUMENT_FIELDS).some((k) => Object.hasOwn(m.spec!.fields, k)));
      expect(clashes.map((m) => m.metadata.type)).to.deep.equal([]);
    });

    it("Foundry's own fields refuse an over-long text with the localized message, not the value", () => {
      const fieldOf = (spec: FieldSpec) => toFoundryField(spec) as unknown as { options: { validate(v: unknown): unknown } };
      const html = fieldOf({ type: "html", initial: "", maxLength: TEXT_LIMITS.html });
      expect(() => html.options.validate(HUGE)).to.throw(`${HUGE.length} characters is more than the ${TEXT_LIMITS.html} it can hold.`);
      expect(html.options.validate("fine")).to.equal(true);
      const pattern = fieldOf({ type: "string", initial: "", maxLength: 5, pattern: { source: "^\\d+$", flags: "", example: "12" } });
      expect(() => pattern.options.validate("123456")).to.throw("6 characters is more than the 5 it can hold.");
      expect(pattern.options.validate("12a")).to.equal(false);
    });
  });

  for (const ruleset of RULESETS) {
    describe(`text limits: ${ruleset.id} sheets and document updates (Foundry double)`, () => {
      let shutdown: () => void;
      let errors = 0;
      before(async () => {
        actAs({ id: "gm", isGM: true });
        errors = hookErrors.length;
        ({ shutdown } = await bootSystem(ruleset.id));
      });
      after(() => shutdown());
      beforeEach(() => resetWorld());

      const sheets: Ruleset["sheets"] = ruleset.sheets;
      const withRichText = (documentName: "Actor" | "Item") => declared(ruleset)
        .filter((m) => m.metadata.documentName === documentName && m.spec && sheets[documentName]?.[m.metadata.type])
        .map((m) => ({ type: m.metadata.type, spec: m.spec!, html: texts(m.spec!).find((t) => t.spec.type === "html" && !t.path.includes(".")) }));

      /** The document of a type: an actor, or an item on an actor (what a sheet opened from an inventory edits). */
      function documentOf(documentName: "Actor" | "Item", type: string): FakeActor | FakeItem {
        if (documentName === "Actor") return makeActor({ name: "Kept", type, system: {} });
        const holderType = declared(ruleset).find((m) => m.metadata.documentName === "Actor")!.metadata.type;
        return makeActor({ name: "Holder", type: holderType, system: {}, items: [{ name: "Kept", type, system: {} }] }).items[0]!;
      }

      for (const documentName of ["Actor", "Item"] as const) {
        it(`${documentName} sheets: a 10 MB name and a 10 MB description are refused with a notice each; the document keeps both`, async () => {
          const types = withRichText(documentName).filter((t) => t.html);
          expect(types.length, "types with rich text").to.be.greaterThan(0);
          for (const { type, html } of types) {
            const doc = documentOf(documentName, type);
            const before = JSON.stringify(doc._source);
            const Sheet = sheets[documentName]![type]!;
            const sheet = Object.assign(Object.create(Sheet.prototype) as Sheet, { document: doc });
            world.notifications.length = 0;
            const submit = sheet._processFormData(null, null, { object: { name: HUGE, [`system.${html!.path}`]: HUGE } });
            // What DocumentSheetV2#_processSubmitData does with the processed form.
            await doc.update(submit);
            expect(JSON.stringify(doc._source), type).to.equal(before);
            expect(world.notifications.map((n) => n.message), type).to.deep.equal([
              SAYS(translate("REALMS.Sheet.name"), TEXT_LIMITS.name),
              SAYS(translate(fieldLabelKey(type, html!.path)), TEXT_LIMITS.html),
            ]);
          }
        });

        it(`${documentName} updates (a macro, the API): a 10 MB name and a 10 MB description are refused with a notice; nothing is written`, async () => {
          for (const { type, html } of withRichText(documentName).filter((t) => t.html)) {
            const doc = documentOf(documentName, type);
            const before = JSON.stringify(doc._source);
            world.notifications.length = 0;
            expect(await doc.update({ name: HUGE }), type).to.equal(undefined);
            expect(await doc.update({ [`system.${html!.path}`]: HUGE }), type).to.equal(undefined);
            expect(JSON.stringify(doc._source), type).to.equal(before);
            expect(JSON.stringify(doc.databaseRecord()).length, type).to.be.below(100_000);
            const [name, description] = world.notifications;
            expect(name, type).to.deep.equal({ level: "error", message: SAYS(translate("REALMS.Sheet.name"), TEXT_LIMITS.name) });
            expect(description?.level, type).to.equal("error");
            expect(description?.message, type).to.contain(`${HUGE.length} characters is more than the ${TEXT_LIMITS.html} it can hold.`);
            await doc.update({ name: "Renamed" });
            expect(doc.name, "a name within the limit is written").to.equal("Renamed");
          }
          // A refused system change is logged as Foundry logs one (Hooks.onError); no handler may throw.
          expect(hookErrors.slice(errors).filter((e) => e.hook !== "ClientDatabaseBackend")).to.deep.equal([]);
        });
      }

      it("creating an item with a 10 MB name on an actor (a drop, a macro) is refused in preCreateItem; nothing is added", async () => {
        const types = withRichText("Item");
        const holder = documentOf("Actor", declared(ruleset).find((m) => m.metadata.documentName === "Actor")!.metadata.type) as FakeActor;
        world.notifications.length = 0;
        const made = await holder.createEmbeddedDocuments("Item", types.map(({ type }) => ({ name: HUGE, type, system: {} })));
        expect(made).to.deep.equal([]);
        expect(holder.items.length).to.equal(0);
        expect(world.notifications.map((n) => n.message)).to.deep.equal(types.map(() => SAYS(translate("REALMS.Sheet.name"), TEXT_LIMITS.name)));
        expect((await holder.createEmbeddedDocuments("Item", [{ name: "Fine", type: types[0]!.type, system: {} }])).length).to.equal(1);
      });
    });
  }

  describe("text limits: data stored before the limits (Foundry double)", () => {
    let shutdown: () => void;
    before(async () => {
      actAs({ id: "gm", isGM: true });
      ({ shutdown } = await bootSystem("elf"));
    });
    after(() => shutdown());

    it("clamping cuts each over-long text to its maximum and leaves the rest as it was", () => {
      const spec = models().find((m) => m.metadata.type === "elfPc")!.spec!;
      const source = { schemaVersion: 1, concept: "short", notes: HUGE, traits: [{ name: HUGE, kind: "ability", value: 1 }] };
      const clamped = clampText(spec, source) as typeof source;
      expect(clamped.notes).to.have.length(TEXT_LIMITS.html);
      expect(clamped.traits[0]!.name).to.have.length(TEXT_LIMITS.name);
      expect(clamped.concept).to.equal("short");
      expect(source.notes, "the source given is not changed").to.equal(HUGE);
      const fine = { schemaVersion: 1, notes: "ok" };
      expect(clampText(spec, fine)).to.equal(fine);
    });

    it("a stored 10 MB text loads, cut to its limit; the world migration writes it back once", async () => {
      const stored = makeActor({ name: "Old", type: "elfPc", system: { schemaVersion: 1, notes: HUGE, traits: [{ name: HUGE, kind: "ability", value: 2 }] } });
      const spec = models().find((m) => m.metadata.type === "elfPc")!.spec!;
      expect((stored.system.notes as string).length).to.equal(TEXT_LIMITS.html);
      expect(validateData(spec, stored._source.system)).to.deep.equal([]);
      expect((world.database.get(stored.uuid)!.system as { notes: string }).notes, "the database still holds it").to.equal(HUGE);
      // The world as it was before this build: its rulesets migrated, the text limits never applied.
      const versions = g.game.settings.store.get("realms.migratedVersions") as Record<string, number>;
      g.game.settings.store.set("realms.migratedVersions", { ...versions, [TEXT_LIMITS_KEY]: 0 });
      expect(await migrateWorld()).to.be.greaterThan(0);
      const record = world.database.get(stored.uuid)!.system as { notes: string; traits: { name: string; value: number }[] };
      expect(record.notes).to.have.length(TEXT_LIMITS.html);
      expect(record.traits).to.deep.equal([{ name: "x".repeat(TEXT_LIMITS.name), kind: "ability", value: 2 }]);
      expect(await migrateWorld(), "recorded: not run again").to.equal(0);
    });

    it("an over-long edit is never cut: it is refused", async () => {
      const pc = makeActor({ name: "New", type: "elfPc", system: {} });
      world.notifications.length = 0;
      await pc.update({ "system.concept": "y".repeat(TEXT_LIMITS.text + 1) });
      expect(pc.system.concept).to.equal("");
      expect(world.notifications.map((n) => n.message)[0]).to.contain(format("REALMS.Errors.LengthOver", { length: TEXT_LIMITS.text + 1, max: TEXT_LIMITS.text }));
    });
  });
});
