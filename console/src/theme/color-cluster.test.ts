import { describe, expect, it } from 'vitest';
import { colorCluster, contrastWithWhite, inkOf, parseHex } from './color-cluster';
import { primaryScale, themes } from './themes';

describe('the theme colour cluster (spec §9: 10 lighter shades and 1 darker)', () => {
  const cluster = colorCluster(parseHex('#409EFF')!);

  it('has ten lighter shades, 0 % to 90 % of the way to white, the first being the colour', () => {
    expect(cluster.lighter).toEqual([
      '#409eff',
      '#53a8ff',
      '#66b1ff',
      '#79bbff',
      '#8cc5ff',
      '#a0cfff',
      '#b3d8ff',
      '#c6e2ff',
      '#d9ecff',
      '#ecf5ff',
    ]);
  });

  it('has one darker shade, 10 % of the way to black', () => {
    expect(cluster.darker).toBe('#3a8ee6');
  });

  it('writes the cluster as the primary CSS variables', () => {
    const scale = primaryScale('#409EFF');
    expect(scale['500']).toBe('#409eff');
    expect(Object.keys(scale).filter((k) => k.startsWith('light-'))).toHaveLength(9);
    expect(scale['light-9']).toBe('#ecf5ff');
    expect(scale['dark-1']).toBe('#3a8ee6');
  });

  it('puts white text only on an ink that reads at 4.5:1, for every theme', () => {
    for (const { primary } of Object.values(themes)) {
      expect(contrastWithWhite(primaryScale(primary)['600']!)).toBeGreaterThanOrEqual(4.5);
    }
    expect(inkOf(parseHex('#fa8c16')!)).not.toBe(colorCluster(parseHex('#fa8c16')!).darker);
  });

  it('falls back to the default colour for a value that is not #rrggbb', () => {
    expect(primaryScale('red')['500']).toBe('#409eff');
  });
});
