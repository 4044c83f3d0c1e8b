import { expect } from "chai";
import { accessSync, constants } from "node:fs";
import { chromiumLaunchOptions } from "../../browser/browser";

describe("browser test: which Chromium", () => {
  it("uses the Chromium shipped in the npm package when none is configured", async () => {
    const options = await chromiumLaunchOptions({});
    expect(options.source).to.equal("npm");
    expect(() => accessSync(options.executablePath, constants.X_OK)).not.to.throw();
    expect(options.args).to.include("--no-sandbox");
  });

  it("uses a system Chromium only when REALMS_CHROMIUM or CHROME_PATH names one", async () => {
    expect(await chromiumLaunchOptions({ REALMS_CHROMIUM: "/opt/chromium/chrome" })).to.include({ source: "configured", executablePath: "/opt/chromium/chrome" });
    expect(await chromiumLaunchOptions({ CHROME_PATH: "/usr/bin/chromium" })).to.include({ source: "configured", executablePath: "/usr/bin/chromium" });
  });
});
