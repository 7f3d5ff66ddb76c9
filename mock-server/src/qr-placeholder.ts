// The sandbox's mini-program code: a QR-like picture (three finder squares, modules from a hash of
// the text) as a PNG data URL. It stands in for WeChat's wxacode image, which the sandbox cannot
// ask for; it is not a scannable code. The same text always draws the same picture.
import { createHash } from 'node:crypto';
import { encodePng } from './png.ts';

const MODULES = 25;
const SCALE = 8;
const QUIET = 2;

/** Whether module (x, y) lies in one of the three finder squares, and is dark there. */
function finder(x: number, y: number): boolean | undefined {
  for (const [fx, fy] of [
    [0, 0],
    [MODULES - 7, 0],
    [0, MODULES - 7],
  ] as const) {
    const dx = x - fx;
    const dy = y - fy;
    if (dx < -1 || dy < -1 || dx > 7 || dy > 7) continue;
    if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return false; // the light ring around a square
    const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
    return ring !== 2;
  }
  return undefined;
}

export function placeholderCodePng(text: string): Buffer {
  const size = (MODULES + 2 * QUIET) * SCALE;
  const px = new Uint8Array(size * size * 3).fill(255);
  let bits = Buffer.alloc(0);
  for (let i = 0; bits.length * 8 < MODULES * MODULES; i++)
    bits = Buffer.concat([bits, createHash('sha256').update(`${i}:${text}`).digest()]);
  for (let y = 0; y < MODULES; y++) {
    for (let x = 0; x < MODULES; x++) {
      const n = y * MODULES + x;
      const dark = finder(x, y) ?? ((bits[n >> 3]! >> (n & 7)) & 1) === 1;
      if (!dark) continue;
      for (let dy = 0; dy < SCALE; dy++) {
        const row = ((QUIET + y) * SCALE + dy) * size;
        px.fill(0, (row + (QUIET + x) * SCALE) * 3, (row + (QUIET + x + 1) * SCALE) * 3);
      }
    }
  }
  return encodePng(size, size, px);
}

export const placeholderCodeDataUrl = (text: string) => `data:image/png;base64,${placeholderCodePng(text).toString('base64')}`;
