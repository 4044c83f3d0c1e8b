/**
 * Type configuration for the official Foundry types. Realms code runs after `setup`
 * (everything is registered in `init` and used later), so `game.*` is assumed present.
 */
declare module "fvtt-types/configuration" {
  interface AssumeHookRan {
    setup: never;
  }
}
export {};
