/** The CSV reader (RFC 4180 as spreadsheets write it) and the list-cell notation. */
import { expect } from "chai";
import { csvLine } from "../../../src/core/import/csv";
import { parseCsv, parseCsvRecords } from "../../support/csv-read";
import { splitList } from "../../../src/core/import/records";

describe("import: CSV reader", () => {
  it("reads quoted cells with commas, doubled quotes and line breaks, keeping each record's first line", () => {
    const text = 'name,text\r\nA,"one, two"\r\nB,"say ""hi"""\r\nC,"line 1\r\nline 2"\r\nD,plain\r\n';
    const { records, problems } = parseCsvRecords(text);
    expect(problems).to.deep.equal([]);
    expect(records.map((r) => r.cells)).to.deep.equal([["name", "text"], ["A", "one, two"], ["B", 'say "hi"'], ["C", "line 1\r\nline 2"], ["D", "plain"]]);
    expect(records.map((r) => r.line)).to.deep.equal([1, 2, 3, 4, 6]);
  });

  it("drops a UTF-8 BOM, accepts LF and CR line ends, skips blank lines and keeps empty trailing cells", () => {
    const { header, records } = parseCsv("\uFEFFname,n\n\nA,1\rB,\n");
    expect(header).to.deep.equal(["name", "n"]);
    expect(records.map((r) => [r.line, r.cells])).to.deep.equal([[3, ["A", "1"]], [4, ["B", ""]]]);
  });

  it("reports an unclosed quote on the line it opened, and a quote inside a bare cell", () => {
    expect(parseCsvRecords('a,b\n1,"open\n2,3\n').problems).to.deep.equal([{ line: 2, key: "REALMS.Import.CsvUnclosedQuote", data: { column: 2 } }]);
    expect(parseCsvRecords('a,b\n1,x"y\n').problems).to.deep.equal([{ line: 2, key: "REALMS.Import.CsvStrayQuote", data: { column: 2 } }]);
  });

  it("reports rows wider than the header, a duplicate column and a file without a header", () => {
    const wide = parseCsv("a,b\n1,2,3\n4,5,,\n");
    expect(wide.problems).to.deep.equal([{ line: 2, key: "REALMS.Import.CsvWidth", data: { count: 3, width: 2 } }]);
    expect(parseCsv("a,a\n1,2\n").problems[0]).to.include({ key: "REALMS.Import.CsvDuplicateColumn" });
    expect(parseCsv("").problems[0]).to.include({ key: "REALMS.Import.CsvNoHeader" });
  });

  it("writes what it reads back (quoting only where needed)", () => {
    const cells = ["plain", "a, b", 'q "x"', "two\nlines", " padded"];
    expect(csvLine(cells)).to.equal('plain,"a, b","q ""x""","two\nlines"," padded"');
    expect(parseCsvRecords(csvLine(cells)).records[0]!.cells).to.deep.equal(cells);
  });

  it("splits a list cell on ';', trimming, dropping empties, with '\\;' for a literal semicolon", () => {
    expect(splitList(" melee; twoHanded ;; ")).to.deep.equal(["melee", "twoHanded"]);
    expect(splitList("a\\;b; c")).to.deep.equal(["a;b", "c"]);
  });
});
