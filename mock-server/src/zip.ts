// Zip archives, as far as the sandbox needs them: reading the entries of an upload (a BPMN zip,
// an .xlsx) and writing the stored or deflated archives of its .xlsx answers and test fixtures.
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

/** The file entries of a zip archive. Throws on anything it cannot read. */
export function readZip(buf: Buffer): Array<{ name: string; data: Buffer }> {
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65_557); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('no end of central directory');
  const count = buf.readUInt16LE(end + 10);
  let p = buf.readUInt32LE(end + 16);
  const out: Array<{ name: string; data: Buffer }> = [];
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLength = buf.readUInt16LE(p + 28);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLength).toString('utf8');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + size);
    if (!name.endsWith('/')) {
      if (method !== 0 && method !== 8) throw new Error(`compression method ${method}`);
      out.push({ name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) });
    }
    p += 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return out;
}

/** A zip archive of the given files: stored (what the sandbox writes) or deflated (what Excel writes). */
export function writeZip(files: Array<[name: string, text: string]>, { deflate = false } = {}): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of files) {
    const raw = Buffer.from(text, 'utf8');
    const data = deflate ? deflateRawSync(raw) : raw;
    const nameBuf = Buffer.from(name, 'utf8');
    // Local header and central entry share method, crc and sizes; UTF-8 names (flag 0x0800).
    const fields = (b: Buffer, at: number) => {
      b.writeUInt16LE(0x0800, at);
      b.writeUInt16LE(deflate ? 8 : 0, at + 2);
      b.writeUInt32LE(crc32(raw), at + 8);
      b.writeUInt32LE(data.length, at + 12);
      b.writeUInt32LE(raw.length, at + 16);
      b.writeUInt16LE(nameBuf.length, at + 20);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    fields(local, 6);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    fields(entry, 8);
    entry.writeUInt32LE(offset, 42);
    parts.push(local, nameBuf, data);
    central.push(entry, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}
