/**
 * The build's CSS minifier: drops comments and the whitespace CSS does not read. Deliberately small: it never
 * touches spaces that can matter (descendant combinators, `calc(a + b)`, strings are left as they are).
 */
export function minifyCss(css: string): string {
  const parts = css.split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/);
  return parts.map((part, i) => (i % 2 === 1 ? part : part
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([{};,])\s*/g, "$1")
    .replace(/;}/g, "}")
    .replace(/:\s+/g, ":"))).join("").trim();
}
