/** Importing box-scale content: parse + validate + build the create data of 120 upgrades and 40 hostiles (CSV and JSON). Target < 1 s. */
import { prepareImport } from "../src/core/import/pipeline";
import { FORMATS } from "../src/rulesets/eldfall/import/formats";
import { asJson, hostiles, hostilesCsv, upgrades, upgradesCsv } from "../test/support/fixtures-eldfall-import";
import { median } from "./bench-timing";

export function benchEldfallImport(): void {
  const files = { upCsv: upgradesCsv(120), hoCsv: hostilesCsv(40), upJson: asJson(upgrades(120)), hoJson: asJson(hostiles(40)) };
  const run = (csv: boolean) => {
    const a = prepareImport(FORMATS.upgrades, { name: csv ? "u.csv" : "u.json", text: csv ? files.upCsv : files.upJson });
    const b = prepareImport(FORMATS.hostiles, { name: csv ? "h.csv" : "h.json", text: csv ? files.hoCsv : files.hoJson });
    if (a.issues.length || b.issues.length) throw new Error("bench fixtures did not import clean");
  };
  console.log("\nImport (parse + validate + create data), median of 20");
  for (const csv of [true, false]) {
    const samples: number[] = [];
    for (let i = 0; i < 20; i++) {
      const start = performance.now();
      run(csv);
      samples.push(performance.now() - start);
    }
    const ms = median(samples);
    console.log(`${`Eldfall: 120 upgrades + 40 hostiles (${csv ? "CSV" : "JSON"})`.padEnd(52)} ${ms.toFixed(2).padStart(9)} ms   ${ms < 1000 ? "ok" : "OVER"} (< 1000 ms)`);
  }
}
