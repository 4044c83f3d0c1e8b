/**
 * Long pure work (reading a large import file) written once as a generator that yields how far it got (0–1):
 * `runSteps` runs it to the end at once (tests, macros); the dialog runs it with `runStepsAsync`, which hands the
 * browser back its tab between slices and reports progress for the bar.
 */
export type Steps<T> = Generator<number, T, void>;

export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Run in slices of about `sliceMs`, yielding to the event loop after each so the page keeps painting. */
export async function runStepsAsync<T>(steps: Steps<T>, onProgress: (fraction: number) => void = () => {}, sliceMs = 12): Promise<T> {
  let started = Date.now();
  for (;;) {
    const next = steps.next();
    if (next.done) {
      onProgress(1);
      return next.value;
    }
    if (Date.now() - started >= sliceMs) {
      onProgress(next.value);
      await new Promise((resolve) => setTimeout(resolve, 0));
      started = Date.now();
    }
  }
}
