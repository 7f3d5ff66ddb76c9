// The theme colour's cluster, with stock Saber's counts and ratios (its theme plugin, getThemeCluster):
// ten lighter shades, the colour mixed with white at 0 %, 10 % ... 90 % (the first is the colour itself),
// and one darker shade, the colour mixed with black at 10 %.
export type ColorCluster = { lighter: string[]; darker: string };

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (c: Rgb) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
const tint = (c: Rgb, w: number) => c.map((v) => v + Math.round(w * (255 - v))) as Rgb;
const shade = (c: Rgb, w: number) => c.map((v) => Math.round((1 - w) * v)) as Rgb;

/** The cluster of a `#rrggbb` colour: `lighter[i]` is `i / 10` of the way to white. */
export function colorCluster(rgb: Rgb): ColorCluster {
  const lighter = Array.from({ length: 10 }, (_, i) => toHex(tint(rgb, i / 10)));
  return { lighter, darker: toHex(shade(rgb, 0.1)) };
}

// WCAG relative luminance and contrast ratio against white.
const channel = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
export const contrastWithWhite = (hex: string) => 1.05 / (luminance(parseHex(hex)!) + 0.05);

/**
 * The colour white text sits on (solid buttons, links): not a shade of the cluster but the cluster's
 * darker shade taken further toward black, in 5 % steps, until white text on it reads at 4.5:1.
 * Saber puts white text straight on #409EFF (2.9:1), which the accessibility checks refuse.
 */
export function inkOf(rgb: Rgb): string {
  let w = 0.1;
  while (contrastWithWhite(toHex(shade(rgb, w))) < 4.5 && w < 1) w += 0.05;
  return toHex(shade(rgb, Math.min(w, 1)));
}

/** A darker step of the ink for hovered solid fills. */
export const inkHoverOf = (ink: string) => toHex(shade(parseHex(ink)!, 0.12));
