/** The part of archiver 8 the release zip uses (the package ships no types). */
declare module "archiver" {
  import type { Writable } from "node:stream";
  export class ZipArchive {
    constructor(options?: { zlib?: { level?: number } });
    on(event: "error", listener: (error: Error) => void): this;
    pipe(destination: Writable): Writable;
    glob(pattern: string, options?: { cwd?: string; ignore?: string[] }): this;
    finalize(): Promise<void>;
  }
}
