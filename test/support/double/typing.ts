/**
 * How a fake names the real v13 API it imitates (official declarations, @league-of-foundry-developers/foundry-vtt-types):
 * - a fake class with the same statics: `FakeHooks satisfies Pick<typeof Hooks, "on" | "call">`;
 * - a fake method whose real return type is a Foundry document or a generic: `true satisfies Imitates<typeof fake, typeof real>`,
 *   which holds when the fake accepts every argument list the real one accepts.
 * Either way a changed signature in the declarations fails `tsc`.
 */
type Fn = (...args: never[]) => unknown;

export type Imitates<Fake extends Fn, Real extends Fn> = Parameters<Real> extends Parameters<Fake> ? true : false;
