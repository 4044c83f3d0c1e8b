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
const WIDTH: Record<GalleryEntry["kind"], number> = { sheet: 720, chat: 300, hud: 262, dialog: 420 };

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
  .hostile { display: none; }
</style></head><body>
${entries.map((e) => frame(e)).join("\n")}
<div class="hostile">${hostile.map((e) => frame(e, "hostile-")).join("\n")}</div>
</body></html>`;
}

const TYPES: Record<string, string> = { ".css": "text/css", ".svg": "image/svg+xml", ".png": "image/png", ".webp": "image/webp", ".html": "text/html", ".woff2": "font/woff2", ".ttf": "font/ttf" };

async function main() {
  const entries = galleryEntries();
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
  console.log(`gallery: ${passed} screenshots in ${OUT}/; ${passed} passed, ${problems.length} failed`);
  if (problems.length) process.exit(1);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
