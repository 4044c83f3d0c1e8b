/** The build's CSS minifier keeps what CSS reads: selectors with descendant spaces, calc() spaces, strings. */
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { minifyCss } from "../../../tools/css-minify";

describe("build: CSS minifier", () => {
  it("drops comments and layout whitespace, keeps descendant combinators, calc spaces and strings", () => {
    const css = `/* why */\n.a .b :hover {\n  width: calc(100% - 4px);\n  content: "a  /* b */ ;";\n}\n.c,\n.d { color : red; }\n`;
    expect(minifyCss(css)).to.equal('.a .b :hover{width:calc(100% - 4px);content:"a  /* b */ ;"}.c,.d{color :red}');
  });

  it("every shipped stylesheet keeps its rule count", () => {
    for (const file of (JSON.parse(readFileSync("system.json", "utf8")) as { styles: string[] }).styles) {
      const source = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
      const braces = (s: string) => (s.match(/{/g) ?? []).length;
      expect(braces(minifyCss(source)), file).to.equal(braces(source));
    }
  });
});
