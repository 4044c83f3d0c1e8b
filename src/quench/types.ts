/**
 * The part of Quench's API (the community's in-Foundry test runner, module id "quench") these batches use:
 * `quench.registerBatch(key, fn, { displayName })`, where `fn` receives Mocha's BDD functions and Chai's assert.
 */
import type { assert } from "chai";

/** Chai's assert; named explicitly because TypeScript's assertion signatures need a declared type. */
export type Assert = typeof assert;

export interface TestContext {
  skip(): never;
  timeout(ms: number): void;
}
type TestFn = (this: TestContext) => void | Promise<void>;

export interface QuenchBatchContext {
  describe(name: string, fn: () => void): void;
  it(name: string, fn: TestFn): void;
  before(fn: TestFn): void;
  after(fn: TestFn): void;
  assert: typeof assert;
}

export interface Quench {
  registerBatch(key: `realms.${string}`, fn: (context: QuenchBatchContext) => void | Promise<void>, options?: { displayName?: string }): void;
}
