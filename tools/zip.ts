// Writes the release zip and reads zips back (central directory + deflate), so the layout can be checked without unzip.
import { createWriteStream, readFileSync } from "node:fs";
import { inflateRawSync } from "node:zlib";
import { ZipArchive } from "archiver";

/** Zips the contents of `dir` (not the folder itself), so its files sit at the zip's root. */
export function zipDirectory(dir: string, out: string, ignore: string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    const archive = new ZipArchive({ zlib: { level: 9 } });
    const stream = createWriteStream(out);
    stream.on("close", () => resolve());
    archive.on("error", reject);
    archive.pipe(stream);
    archive.glob("**/*", { cwd: dir, ignore });
    void archive.finalize();
  });
}

/** Every file entry of a zip by path (folders left out), uncompressed. Stored and deflated entries only. */
export function readZip(file: string): Map<string, Buffer> {
  const zip = readFileSync(file);
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65557); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error(`${file} is not a zip archive`);
  const entries = new Map<string, Buffer>();
  let at = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`${file}: broken central directory`);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + size);
    if (!name.endsWith("/")) {
      if (method !== 0 && method !== 8) throw new Error(`${file}: ${name} uses compression method ${method}`);
      entries.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}
