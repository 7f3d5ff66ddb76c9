// A minimal zip writer (enough for an .xlsx: a zip of a few XML parts), no dependency. Entries are
// DEFLATE-compressed when a raw-deflate function is given (Node: zlib.deflateRawSync), else stored:
// the writer stays browser-safe by never importing node:zlib itself.

/** Raw DEFLATE (no zlib header), as node:zlib's deflateRawSync makes it. */
export type Deflate = (data: Uint8Array) => Uint8Array;

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 of the bytes (the zip checksum). */
export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One file of the archive: its name and its contents (text is written as UTF-8). */
export interface ZipEntry {
  name: string;
  data: Uint8Array | string;
}

/** Builds a zip archive of the entries. */
export function zip(entries: ZipEntry[], options: { deflate?: Deflate; date?: Date } = {}): Uint8Array {
  const enc = new TextEncoder();
  const date = options.date ?? new Date();
  const dosTime = (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1);
  const dosDate = ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  const parts: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = enc.encode(e.name);
    const raw = typeof e.data === 'string' ? enc.encode(e.data) : e.data;
    const packed = options.deflate ? options.deflate(raw) : raw;
    // The fields the local and the central header share, from "version needed" to the name length.
    const shared = new Uint8Array(26);
    const sv = new DataView(shared.buffer);
    sv.setUint16(0, 20, true);
    sv.setUint16(2, 0x0800, true); // names are UTF-8
    sv.setUint16(4, options.deflate ? 8 : 0, true); // 8 = DEFLATE, 0 = STORE
    sv.setUint16(6, dosTime, true);
    sv.setUint16(8, dosDate, true);
    sv.setUint32(10, crc32(raw), true);
    sv.setUint32(14, packed.length, true);
    sv.setUint32(18, raw.length, true);
    sv.setUint16(22, name.length, true);
    const local = concat([u32(0x04034b50), shared, name]);
    const centralHead = new Uint8Array(46);
    const cv = new DataView(centralHead.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true); // made by
    centralHead.set(shared, 6);
    cv.setUint32(42, offset, true); // where the local header starts
    centrals.push(concat([centralHead, name]));
    parts.push(local, packed);
    offset += local.length + packed.length;
  }
  const centralSize = centrals.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  return concat([...parts, ...centrals, end]);
}

function u32(n: number): Uint8Array {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, n, true);
  return b;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
