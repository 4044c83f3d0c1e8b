/** The timing helpers every `npm run bench` section uses: medians, a warmed-up median of runs, and one printed row. */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median milliseconds of `runs` calls after `warmup` untimed ones (the JIT settles first). */
export function timeMedian(runs: number, fn: (i: number) => unknown, warmup = 20): number {
  for (let i = 0; i < warmup; i++) fn(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn(i);
    times.push(performance.now() - start);
  }
  return median(times);
}

/** One row: label, the figure (ms, or µs when asked), and whether it meets its target in ms. */
export function line(label: string, ms: number, target: number, note = "", unit: "ms" | "µs" = "ms"): void {
  const figure = unit === "µs" ? `${(ms * 1000).toFixed(2).padStart(9)} µs` : `${ms.toFixed(3).padStart(9)} ms`;
  console.log(`${label.padEnd(52)} ${figure}   ${ms < target ? "ok" : "OVER"} (< ${target} ms)${note}`);
}
