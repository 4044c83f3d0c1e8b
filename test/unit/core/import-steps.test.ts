/** Reading an import file in slices: the sliced run gives the same result as the whole run, with progress that only grows. */
import { expect } from "chai";
import { csvLine, csvTableSteps } from "../../../src/core/import/csv";
import { parseCsv } from "../../support/csv-read";
import { runSteps, runStepsAsync } from "../../../src/core/import/steps";

const big = () => [csvLine(["name", "note"]), ...Array.from({ length: 20000 }, (_, i) => csvLine([`Row ${i}`, `a "quoted", multi\nline ${i}`]))].join("\r\n");

describe("import: long reads in slices", () => {
  it("the sliced CSV read equals the whole read, reports progress between 0 and 1 that never goes back, and ends at 1", async () => {
    const text = big();
    const seen: number[] = [];
    const sliced = await runStepsAsync(csvTableSteps(text), (f) => seen.push(f), 0);
    expect(sliced).to.deep.equal(parseCsv(text));
    expect(sliced.records).to.have.length(20000);
    expect(seen.length).to.be.greaterThan(3);
    expect(seen.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= seen[i - 1]!))).to.equal(true);
    expect(seen.at(-1)).to.equal(1);
  });

  it("runSteps runs a generator to its end and returns its value", () => {
    function* count(): Generator<number, string, void> { yield 0.5; yield 0.9; return "done"; }
    expect(runSteps(count())).to.equal("done");
  });
});
