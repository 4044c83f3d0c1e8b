/**
 * The Chromium the browser test runs: the one shipped inside the `@sparticuz/chromium` npm package (a Linux
 * x64 headless build, unpacked to the temp folder on first use), so `npm ci && npm test` needs no system
 * browser. A system Chromium is used only when REALMS_CHROMIUM or CHROME_PATH names one (other platforms).
 */
import sparticuz from "@sparticuz/chromium";
import { chromium, type Browser } from "playwright-core";

/** Which Chromium to launch, and with which flags; `env` is process.env in use. */
export async function chromiumLaunchOptions(env: NodeJS.ProcessEnv = process.env): Promise<{ executablePath: string; args: string[]; source: "configured" | "npm" }> {
  const configured = env.REALMS_CHROMIUM || env.CHROME_PATH;
  if (configured) return { executablePath: configured, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"], source: "configured" };
  return { executablePath: await sparticuz.executablePath(), args: sparticuz.args, source: "npm" };
}

export async function launchChromium(): Promise<Browser> {
  const { executablePath, args } = await chromiumLaunchOptions();
  return chromium.launch({ executablePath, args, headless: true });
}
