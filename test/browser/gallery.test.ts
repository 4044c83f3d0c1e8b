/**
 * Browser test: renders every sheet, chat card, HUD and dialog from pack data into one gallery page with
 * the system CSS, opens it in headless Chromium (./browser.ts says which), fails on any console error, failed request or script
 * dialog (the hostile-name entries would trigger one), and writes a PNG per entry under test-output/.
 * `--docs` also refreshes the README screenshots in docs/screenshots/.
 */
import { createServer } from "node:http";
import { mkdirSync, readFileSync, writeFileSync, existsSync, copyFileSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { launchChromium } from "./browser";
import { render } from "../support/render";
import { galleryEntries, type GalleryEntry } from "../support/fixtures";
import { renderEntry } from "../support/fixtures-dialogs";

const OUT = "test-output/screenshots";
const DOCS = "docs/screenshots";
const toDocs = process.argv.includes("--docs");
/** Every stylesheet the manifest loads, as Foundry does. */
const STYLES = (JSON.parse(readFileSync("system.json", "utf8")) as { styles: string[] }).styles;
/** Foundry ships Font Awesome; the gallery loads the free build from npm so icon buttons render as they do there. */
const FONT_AWESOME = "node_modules/@fortawesome/fontawesome-free/css/all.min.css";
const WIDTH: Record<GalleryEntry["kind"], number> = { sheet: 720, chat: 300, hud: 262, dialog: 420, sidebar: 300, canvas: 540 };

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

function page(entries: GalleryEntry[], hostile: GalleryEntry[]): string {
  const frame = (e: GalleryEntry, prefix = "") => {
    const width = e.id.startsWith("item-") ? 540 : WIDTH[e.kind];
    return `<figure class="gallery-entry ${e.kind}" id="${prefix}${e.id}" style="width:${width}px">
  <figcaption>${escape(e.title)}</figcaption>
  <div class="frame">${e.kind === "dialog" ? `<form>${renderEntry(e)}</form>` : render(e.template, e.context)}</div>
</figure>`;
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Realms gallery</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/systems/realms/${FONT_AWESOME}">
${STYLES.map((href) => `<link rel="stylesheet" href="/systems/realms/${href}">`).join("")}
<style>
  body { margin: 0; padding: 16px; background: #23221d; font-family: system-ui, sans-serif; display: flex; flex-wrap: wrap; gap: 18px; align-items: flex-start; }
  .gallery-entry { margin: 0; background: #0b0a09; border-radius: 6px; box-shadow: 0 4px 16px #000a; overflow: hidden; }
  .gallery-entry figcaption { color: #e8e0cc; font: 600 12px system-ui; padding: 5px 10px; background: #3a352b; }
  .gallery-entry.chat .frame { background: #e0d8c6; padding: 6px; }
  .gallery-entry.hud .frame { background: #4b5a4a; padding: 10px; }
  .gallery-entry.dialog .frame { background: #f0ead8; padding: 10px; }
  .gallery-entry.sidebar .frame { background: #1b1a17; color: #e8e0cc; padding: 0; }
  .gallery-entry.canvas .frame { background: #1b1a17; padding: 8px; }
  /* A minimal Foundry-like frame for the tracker and the token HUD (Foundry's own CSS is not loaded here). */
  .gallery-table .combat-tracker-header { padding: 6px 0 2px; border-bottom: 1px solid #4a463c; }
  .gallery-table .encounters h3 { margin: 0 8px; font: 600 14px system-ui; text-align: center; color: #e8e0cc; }
  .gallery-table ol.combat-tracker { list-style: none; margin: 0; padding: 0; }
  .gallery-table li.combatant { display: flex; align-items: center; gap: 8px; padding: 4px 8px; border-bottom: 1px solid #33302a; }
  .gallery-table li.combatant.active { background: #3d392f; }
  .gallery-table .token-image { width: 36px; height: 36px; border: 1px solid #6a6452; border-radius: 4px; background: #2b2924; }
  .gallery-table .token-name { flex: 1; min-width: 0; }
  .gallery-table .token-name .name { display: block; font: 600 13px system-ui; }
  .gallery-table .initiative { font-size: 11px; color: #b8ae96; }
  .gallery-table .combat-controls { display: flex; justify-content: center; gap: 24px; padding: 6px; }
  .gallery-table .combat-controls button { background: none; border: none; color: #e8e0cc; font-size: 16px; }
  .gallery-table.hud { padding: 12px; background: #4b5a4a; }
  .gallery-table #token-hud .status-effects { display: grid; grid-template-columns: repeat(5, 32px); gap: 4px; padding: 6px; background: #000c; border: 1px solid #000; border-radius: 6px; width: max-content; }
  .gallery-table #token-hud .effect-control { width: 28px; height: 28px; padding: 2px; opacity: 0.5; border-radius: 4px; }
  .gallery-table #token-hud .effect-control.active { opacity: 1; background: #ffffff33; }
  .gallery-table #token-hud .effect-control.hover { opacity: 1; outline: 2px solid #ff6400; }
  .gallery-tooltip { display: block; margin-top: 8px; padding: 6px 8px; max-width: 260px; background: #111e; color: #eee; border: 1px solid #000; border-radius: 4px; font: 12px/1.35 system-ui; }
  .gallery-canvas .ground { fill: #3f4a3a; }
  .gallery-canvas .grid line { stroke: #0006; stroke-width: 1; }
  .gallery-canvas .token circle { stroke: #fff; stroke-width: 2; }
  .gallery-canvas .token.friend circle { fill: #2f5d8a; }
  .gallery-canvas .token.foe circle { fill: #7a2a22; }
  .gallery-canvas .token text { fill: #fff; font: 600 11px system-ui; paint-order: stroke; stroke: #000; stroke-width: 3px; }
  .hostile { display: none; }
</style></head><body>
${entries.map((e) => frame(e)).join("\n")}
<div class="hostile">${hostile.map((e) => frame(e, "hostile-")).join("\n")}</div>
</body></html>`;
}

const TYPES: Record<string, string> = { ".css": "text/css", ".svg": "image/svg+xml", ".png": "image/png", ".webp": "image/webp", ".html": "text/html", ".woff2": "font/woff2", ".ttf": "font/ttf" };

async function main() {
  // Every picture shows pack content: box content the packs do not ship stays with the template tests.
  const all = galleryEntries();
  const entries = all.filter((e) => !e.boxContent);
  const hostile = galleryEntries({ hostileName: "<img src=x onerror=alert(1)>" });
  const html = page(entries, hostile);
  mkdirSync(OUT, { recursive: true });
  writeFileSync("test-output/gallery.html", html);

  const server = createServer((req, res) => {
    const url = decodeURIComponent((req.url ?? "/").split("?")[0]!);
    if (url === "/") {
      res.writeHead(200, { "content-type": "text/html" }).end(html);
      return;
    }
    const rel = normalize(url.replace(/^\/systems\/realms\//, "")).replace(/^(\.\.[/\\])+/, "");
    if (!url.startsWith("/systems/realms/") || !existsSync(rel)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(rel)] ?? "application/octet-stream" }).end(readFileSync(rel));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;

  const browser = await launchChromium();
  const problems: string[] = [];
  let passed = 0;
  try {
    const tab = await browser.newPage({ viewport: { width: 1600, height: 1200 }, deviceScaleFactor: 1 });
    tab.on("console", (m) => { if (m.type() === "error") problems.push(`console: ${m.text()}`); });
    tab.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    tab.on("dialog", (d) => { problems.push(`script dialog: ${d.message()}`); void d.dismiss(); });
    tab.on("requestfailed", (r) => problems.push(`request failed: ${r.url()}`));
    tab.on("response", (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
    await tab.goto(`http://127.0.0.1:${port}/`, { waitUntil: "load" });
    await tab.evaluate(() => document.fonts.ready);
    // The hostile entries must hold the name as text, never as an element.
    const injected = await tab.locator(".hostile img[src='x']").count();
    if (injected) problems.push(`hostile name became ${injected} <img> element(s)`);
    if (toDocs) mkdirSync(DOCS, { recursive: true });
    for (const e of entries) {
      const file = join(OUT, `${e.id}.png`);
      await tab.locator(`#${e.id}`).screenshot({ path: file });
      if (toDocs) copyFileSync(file, join(DOCS, `${e.id}.png`));
      passed += 1;
    }
  } finally {
    await browser.close();
    server.close();
  }
  for (const p of problems) console.error(`FAIL ${p}`);
  console.log(`gallery: ${passed} screenshots in ${OUT}/; ${passed} passed, ${problems.length} failed; not pictured (box content the packs do not ship): ${all.filter((e) => e.boxContent).map((e) => e.id).join(", ")}`);
  if (problems.length) process.exit(1);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
