import { expect } from "chai";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { hbs, partialsOnDisk, render } from "../support/render";
import { galleryEntries } from "../support/fixtures";
import { renderEntry } from "../support/fixtures-dialogs";

function hbsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? hbsFiles(p) : p.endsWith(".hbs") ? [p] : [];
  });
}

describe("templates", () => {
  const entries = galleryEntries();

  for (const entry of entries) {
    it(`${entry.title} renders from pack data (${entry.template})`, () => {
      const html = renderEntry(entry);
      expect(html.trim()).to.match(/^<(div|section)[\s>]/);
      expect(html).not.to.contain("undefined");
      expect(html).not.to.contain("[object Object]");
    });
  }

  it("every template and partial is rendered by at least one fixture", () => {
    const used = new Set([...entries.flatMap((e) => [e.template, ...(e.parts ?? [])]), ...Object.values(partialsOnDisk())]);
    expect(hbsFiles("templates").filter((f) => !used.has(f))).to.deep.equal([]);
  });

  it("sheets show the pack's numbers: the Spider's stat block (text in play mode, inputs once unlocked) and abilities", () => {
    const entry = entries.find((e) => e.id === "enemy-sheet")!;
    const html = render(entry.template, entry.context);
    const unlocked = render(entry.template, { ...entry.context, frame: { ...(entry.context as { frame: object }).frame, editing: true } });
    for (const [field, label, value] of [["move", "Move", "3"], ["actions", "Actions", "2"], ["defense", "Defense", "1+"], ["saves", "Saves", "5+"], ["alert", "Alert", "4"]] as const) {
      expect(html).to.match(new RegExp(`<dt class="realms-stat-label">${label}</dt>\\s*<dd><span class="realms-value">${value.replace("+", "\\+")}</span>`));
      expect(html).not.to.contain(`name="system.${field}"`);
      expect(unlocked).to.contain(`name="system.${field}" value="${parseInt(value)}"`);
    }
    expect(html).to.contain("Poison Spit");
    expect(html).to.contain("Applies Poison (1)");
  });

  it("Elf sheets show the ladder as the token's bar counts it: the Stunned PC and the Wounded guard 2/3 before Dead", () => {
    for (const id of ["elf-pc-sheet", "elf-npc-sheet"]) {
      const entry = entries.find((e) => e.id === id)!;
      expect(render(entry.template, entry.context), id).to.match(/class="realms-ladder-bar" data-tooltip="The token&#x27;s bar: Unharmed 3, [^"]+">2\/3 before Dead</);
    }
  });

  it("the attack card lists every modifier with its source and offers the buttons", () => {
    const html = render("templates/elvendor/chat/attack.hbs", entries.find((e) => e.id === "chat-attack")!.context);
    expect(html).to.contain("Night");
    expect(html).to.contain("Fog, beyond half range");
    // Aria's ARMOR 1 soaks the Spit's 1 damage, but the poison still lands.
    expect(html).to.contain("1 hit × 0 (armor 1) &#x3D; 0 damage");
    expect(html).not.to.contain('data-realms-action="realms.elvendor.applyDamage"');
    expect(html).to.contain('data-realms-action="realms.elvendor.applyCondition"');
    expect(html).to.contain('data-realms-action="realms.elvendor.react"');
    const applied = render("templates/elvendor/chat/attack.hbs", entries.find((e) => e.id === "chat-attack-applied")!.context);
    expect(applied).to.contain("Damage applied");
    expect(applied).not.to.contain('data-realms-action="realms.elvendor.applyDamage"');
    expect(applied).not.to.contain('data-realms-action="realms.elvendor.react"');
  });

  it("a hostile actor name is shown as text everywhere", () => {
    const evil = "<img src=x onerror=alert(1)>";
    for (const entry of galleryEntries({ hostileName: evil })) {
      const html = render(entry.template, entry.context);
      expect(html, entry.id).not.to.contain(evil);
      if (entry.id === "enemy-sheet" || entry.id === "chat-attack") expect(html).to.contain("&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;");
    }
  });

  it("the test double fails on a missing field, partial or translation", () => {
    expect(() => hbs.compile("{{nope.deeper}}", { strict: true })({})).to.throw();
    expect(() => hbs.compile("{{> missing}}", { strict: true })({})).to.throw();
    expect(() => hbs.compile('{{localize "REALMS.Nope"}}', { strict: true })({})).to.throw(/Missing translation/);
  });
});
