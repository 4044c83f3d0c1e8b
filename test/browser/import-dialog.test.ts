/**
 * Browser test: the importer window with a file full of errors (every problem per row, Import disabled), rendered
 * from the real templates and the system CSS in headless Chromium; writes test-output/screenshots/import-dialog-errors.png.
 */
import { createServer } from "node:http";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { extname, normalize } from "node:path";
import { launchChromium } from "./browser";
import { render } from "../support/render";
import { importDialogErrorsContext } from "../support/fixtures-eldfall-import";

const OUT = "test-output/screenshots";
const STYLES = (JSON.parse(readFileSync("system.json", "utf8")) as { styles: string[] }).styles;

function dialogHtml(): string {
  const context = importDialogErrorsContext();
  return render("templates/core/import-dialog.hbs", context) + render("templates/core/import-dialog-footer.hbs", context);
}

async function main() {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
${STYLES.map((href) => `<link rel="stylesheet" href="/systems/realms/${href}">`).join("")}
<style>body{margin:0;padding:16px;background:#23221d;font-family:system-ui,sans-serif}#dlg{width:640px;background:#f0ead8;padding:10px;border-radius:6px}</style></head>
<body><form id="dlg" class="realms realms-dialog realms-import-dialog standard-form">${dialogHtml()}</form></body></html>`;
  const server = createServer((req, res) => {
    const url = decodeURIComponent((req.url ?? "/").split("?")[0]!);
    if (url === "/") return void res.writeHead(200, { "content-type": "text/html" }).end(html);
    const rel = normalize(url.replace(/^\/systems\/realms\//, "")).replace(/^(\.\.[/\\])+/, "");
    if (!url.startsWith("/systems/realms/") || !existsSync(rel)) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": extname(rel) === ".css" ? "text/css" : "application/octet-stream" }).end(readFileSync(rel));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  const browser = await launchChromium();
  const problems: string[] = [];
  try {
    const tab = await browser.newPage({ viewport: { width: 700, height: 900 } });
    tab.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    tab.on("response", (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
    await tab.goto(`http://127.0.0.1:${port}/`, { waitUntil: "load" });
    const rows = await tab.locator(".realms-import-issues tbody tr").count();
    if (rows !== 4) problems.push(`expected 4 issue rows, got ${rows}`);
    if (!(await tab.locator("[data-action=import]").isDisabled())) problems.push("Import is enabled despite errors");
    mkdirSync(OUT, { recursive: true });
    await tab.locator("#dlg").screenshot({ path: `${OUT}/import-dialog-errors.png` });
  } finally {
    await browser.close();
    server.close();
  }
  for (const p of problems) console.error(`FAIL ${p}`);
  console.log(`import dialog: ${OUT}/import-dialog-errors.png; ${problems.length} failed`);
  if (problems.length) process.exit(1);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
