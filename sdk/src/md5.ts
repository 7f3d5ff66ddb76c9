// A compact MD5 (RFC 1321) over the UTF-8 bytes of a string: BladeX expects the login password as
// lowercase hex md5 (bladex-wire.md). Kept tiny on purpose instead of pulling in a dependency.

const S = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const K = Array.from({ length: 64 }, (_, i) => (Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);

/** Lowercase hex MD5 of the UTF-8 encoding of `text`. @example md5('admin') // '21232f297a57a5a743894a0e4a801fc3' */
export function md5(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const words = new Uint32Array((((bytes.length + 8) >>> 6) + 1) * 16);
  bytes.forEach((b, i) => (words[i >> 2]! |= b << ((i % 4) * 8)));
  words[bytes.length >> 2]! |= 0x80 << ((bytes.length % 4) * 8);
  words[words.length - 2] = bytes.length * 8; // bit length; strings over 512 MB are not a use case
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let o = 0; o < words.length; o += 16) {
    let [a, b, c, d] = h as [number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const r = i >> 4;
      const f = r === 0 ? (b & c) | (~b & d) : r === 1 ? (d & b) | (~d & c) : r === 2 ? b ^ c ^ d : c ^ (b | ~d);
      const g = r === 0 ? i : r === 1 ? (5 * i + 1) % 16 : r === 2 ? (3 * i + 5) % 16 : (7 * i) % 16;
      const t = d;
      d = c;
      c = b;
      const x = (a + f + K[i]! + words[o + g]!) | 0;
      const s = S[r * 4 + (i % 4)]!;
      b = (b + ((x << s) | (x >>> (32 - s)))) | 0;
      a = t;
    }
    h[0] = (h[0]! + a) | 0;
    h[1] = (h[1]! + b) | 0;
    h[2] = (h[2]! + c) | 0;
    h[3] = (h[3]! + d) | 0;
  }
  return h.map((v) => Array.from({ length: 4 }, (_, i) => ((v >>> (i * 8)) & 255).toString(16).padStart(2, '0')).join('')).join('');
}
