import { expect } from "chai";
import { readdirSync } from "node:fs";
import { render } from "../support/render";
import { galleryEntries } from "../support/fixtures";

/** Every actor and item sheet template: templates/<ruleset>/{sheets,items}/*.hbs. */
const SHEET_TEMPLATES = readdirSync("templates").flatMap((ruleset) =>
  ["sheets", "items"].flatMap((dir) => {
    try {
      return readdirSync(`templates/${ruleset}/${dir}`).map((f) => `templates/${ruleset}/${dir}/${f}`);
    } catch {
      return [];
    }
  }));

/** The document's own image tag: the one whose `src` is the document's image. */
function portrait(html: string, img: string): string | undefined {
  return html.match(/<img\b[^>]*>/g)?.find((tag) => tag.includes(`src="${img}"`) && tag.includes("realms-portrait"));
}

/** The context as an editor (lock open on a sheet with the core frame) or a reader sees it. */
function asEditor(context: object, editing: boolean): object {
  const frame = (context as { frame?: object }).frame;
  return { ...context, editable: editing, ...(frame ? { frame: { ...frame, editing, owner: editing } } : {}) };
}

describe("sheet images open Foundry's file picker (editImage)", () => {
  const sheets = galleryEntries().filter((e) => e.kind === "sheet");

  it("the gallery renders every actor and item sheet template", () => {
    expect(SHEET_TEMPLATES.length).to.be.greaterThan(10);
    expect(SHEET_TEMPLATES.filter((t) => !sheets.some((e) => e.template === t))).to.deep.equal([]);
  });

  for (const entry of sheets) {
    const img = (entry.context as { document: { img: string } }).document.img;

    it(`${entry.title}: the image carries data-action="editImage" data-edit="img" when editable`, () => {
      const tag = portrait(render(entry.template, asEditor(entry.context, true)), img);
      expect(tag, "portrait image").to.be.a("string");
      expect(tag).to.contain('data-action="editImage"');
      expect(tag).to.contain('data-edit="img"');
    });

    it(`${entry.title}: a read-only sheet's image opens nothing`, () => {
      const tag = portrait(render(entry.template, asEditor(entry.context, false)), img);
      expect(tag, "portrait image").to.be.a("string");
      expect(tag).not.to.contain("data-action");
    });
  }
});
