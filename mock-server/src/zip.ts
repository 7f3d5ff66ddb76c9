// Zip archives, as far as the sandbox needs them, on fflate (as the SDK's writers and the other
// archives of the sandbox): the entries of an upload (an .xlsx) and the stored or deflated
// archives of its .xlsx answers and test fixtures.
import { strToU8, unzipSync, zipSync } from 'fflate';

/** The file entries of a zip archive (folders left out). Throws on anything it cannot read. */
export function readZip(buf: Buffer): Array<{ name: string; data: Buffer }> {
  const entries = unzipSync(new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength));
  return Object.entries(entries)
    .filter(([name]) => !name.endsWith('/'))
    .map(([name, data]) => ({ name, data: Buffer.from(data) }));
}

/** A zip archive of the given files: stored (what the sandbox writes) or deflated (what Excel writes). */
export function writeZip(files: Array<[name: string, text: string]>, { deflate = false } = {}): Buffer {
  return Buffer.from(zipSync(Object.fromEntries(files.map(([name, text]) => [name, strToU8(text)])), { level: deflate ? 6 : 0 }));
}
