// The CLI ships no types; only the two calls the build and tests use.
declare module "@foundryvtt/foundryvtt-cli" {
  export function compilePack(src: string, dest: string, options?: { nedb?: boolean; yaml?: boolean; recursive?: boolean; log?: boolean }): Promise<void>;
  export function extractPack(src: string, dest: string, options?: { nedb?: boolean; yaml?: boolean; log?: boolean; clean?: boolean }): Promise<void>;
}
