// The captcha image: four characters of the 5x7 font, scaled and jittered, over noise dots and
// lines, as a PNG data URL (what BladeX's /oauth/captcha answers).
import { randomInt } from 'node:crypto';
import { CAPTCHA_CHARS, ink } from './font.ts';
import { encodePng } from './png.ts';

const W = 120;
const H = 40;
const SCALE = 4;

export function randomCode(length = 4): string {
  let s = '';
  for (let i = 0; i < length; i++) s += CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)];
  return s;
}

export function captchaPng(code: string): Buffer {
  const px = new Uint8Array(W * H * 3).fill(245);
  const set = (x: number, y: number, c: [number, number, number]) => {
    if (x < 0 || y < 0 || x >= W || y >= H) return;
    px.set(c, (y * W + x) * 3);
  };
  for (let i = 0; i < 260; i++) set(randomInt(W), randomInt(H), [randomInt(120, 220), randomInt(120, 220), randomInt(120, 220)]);
  for (let l = 0; l < 4; l++) {
    const y0 = randomInt(H);
    const y1 = randomInt(H);
    const c: [number, number, number] = [randomInt(100, 200), randomInt(100, 200), randomInt(100, 200)];
    for (let x = 0; x < W; x++) set(x, Math.round(y0 + ((y1 - y0) * x) / W), c);
  }
  [...code].forEach((ch, i) => {
    const c: [number, number, number] = [randomInt(20, 110), randomInt(20, 110), randomInt(60, 160)];
    const ox = 8 + i * 27 + randomInt(-2, 3);
    const oy = 5 + randomInt(0, 5);
    for (let y = 0; y < 7; y++)
      for (let x = 0; x < 5; x++) {
        if (!ink(ch, x, y)) continue;
        const skew = Math.round((3 - y) * 0.6);
        for (let dy = 0; dy < SCALE; dy++) for (let dx = 0; dx < SCALE; dx++) set(ox + x * SCALE + dx + skew, oy + y * SCALE + dy, c);
      }
  });
  return encodePng(W, H, px);
}

export const captchaDataUrl = (code: string) => `data:image/png;base64,${captchaPng(code).toString('base64')}`;
