import { describe, expect, it } from 'vitest';
import { isMobileLayout, screenClass } from './screen';
import { primaryScale } from '@/theme/themes';

describe('screen classes and the mobile layout (spec §2)', () => {
  it('uses 768 / 992 / 1200', () => {
    expect([767, 768, 991, 992, 1199, 1200].map(screenClass)).toEqual([0, 1, 1, 2, 2, 3]);
  });
  it('mobile user agents or a #.../salestoreorder?query hash', () => {
    expect(isMobileLayout('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', '')).toBe(true);
    expect(isMobileLayout('Mozilla/5.0 (X11; Linux x86_64) Chrome/126', '#/sale/salestoreorder?id=1')).toBe(true);
    expect(isMobileLayout('Mozilla/5.0 (X11; Linux x86_64) Chrome/126', '#/sale/salestoreorder')).toBe(false);
  });
  it('the colour cluster keeps the chosen colour at 500', () => {
    expect(primaryScale('#409EFF')['500']).toBe('#409eff');
  });
});
