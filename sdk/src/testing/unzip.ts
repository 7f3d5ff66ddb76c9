// Reads a zip archive the way a spreadsheet program does (central directory, then each entry),
// inflating DEFLATE entries with node:zlib, and checks each CRC: the tests open real xlsx bytes.
import { crc32, inflateRawSync } from 'node:zlib';

/** The archive's files by name, as text. Throws on a bad signature, method or checksum. */
export function unzip(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.byteLength - 22;
  if (view.getUint32(end, true) !== 0x06054b50) throw new Error('no end of central directory');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error(`bad central header ${i}`);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (view.getUint32(local, true) !== 0x04034b50) throw new Error(`bad local header of ${name}`);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const packed = bytes.subarray(start, start + size);
    const raw = method === 8 ? new Uint8Array(inflateRawSync(packed)) : method === 0 ? packed : undefined;
    if (!raw) throw new Error(`${name}: method ${method}`);
    if (crc32(raw) !== crc) throw new Error(`${name}: CRC mismatch`);
    files.set(name, new TextDecoder().decode(raw));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return files;
}

/** The cells of sheet1 by reference (A2), each as { type, value } with shared and inline strings resolved. */
export function sheetCells(files: Map<string, string>): Map<string, { t: string; s?: string; v: string }> {
  const decode = (x: string) =>
    x
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  const strings = [...(files.get('xl/sharedStrings.xml') ?? '').matchAll(/<si><t[^>]*>([\s\S]*?)<\/t><\/si>/g)].map((m) => decode(m[1]!));
  const cells = new Map<string, { t: string; s?: string; v: string }>();
  for (const m of (files.get('xl/worksheets/sheet1.xml') ?? '').matchAll(
    /<c r="([A-Z]+\d+)"((?: [a-zA-Z]+="[^"]*")*)>(?:<v>([^<]*)<\/v>|<is><t[^>]*>([\s\S]*?)<\/t><\/is>)<\/c>/g,
  )) {
    const attrs = Object.fromEntries([...m[2]!.matchAll(/ ([a-zA-Z]+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
    const t = attrs.t ?? 'n';
    const v = t === 's' ? strings[Number(m[3])]! : t === 'inlineStr' ? decode(m[4]!) : m[3]!;
    cells.set(m[1]!, { t, ...(attrs.s ? { s: attrs.s } : {}), v });
  }
  return cells;
}
