import { describe, expect, it } from 'vitest';
import { buildMenu, iframeRoute } from '@/lib/menu';
import { tabFromLocation } from './tab-from-location';

const menu = buildMenu([
  {
    id: '1',
    code: 'tool',
    name: '研发工具',
    path: '/tool',
    category: 1,
    children: [{ id: '11', code: 'report', name: '报表页面', path: '/static/report.html', category: 1 }],
  },
]);
const at = (to: string) => {
  const url = new URL(to, 'http://console.test');
  return { pathname: url.pathname, search: url.search };
};

describe('tabFromLocation: the iframe route', () => {
  it("names an own menu page's tab after its menu item, whatever ?name says", () => {
    const tab = tabFromLocation(
      at(`${iframeRoute('/static/report.html', '报表页面')}&name=${encodeURIComponent('登录 - 请重新输入密码')}`),
      undefined,
      menu,
      'zh',
    );
    expect(tab).toEqual({ value: iframeRoute('/static/report.html', '报表页面'), label: '报表页面' });
  });
  it('takes any /myiframe/{routerPath} as the embedded page route (spec §1)', () => {
    const framed = iframeRoute('/static/report.html', '报表页面').replace('/myiframe/urlPath', '/myiframe/report');
    expect(tabFromLocation(at(framed), undefined, menu, 'zh')).toEqual({
      value: iframeRoute('/static/report.html', '报表页面'),
      label: '报表页面',
    });
  });
  it('opens no tab for an address outside the menu', () => {
    expect(tabFromLocation(at(iframeRoute('https://evil.example/login', '统一登录')), undefined, menu, 'zh')).toBeNull();
  });
  it('keeps ?name and ?src for the other routes (spec §2)', () => {
    expect(tabFromLocation(at('/system/user/index?name=用户'), undefined, menu, 'zh')?.label).toBe('用户');
  });
});

describe('tabFromLocation: an unknown address', () => {
  it('opens no tab named after the raw path (the 404 page shows without one)', () => {
    expect(tabFromLocation(at('/nowhere/at/all'), undefined, menu, 'zh')).toBeNull();
  });
  it('still opens a tab for a titled route outside the menu', () => {
    expect(tabFromLocation(at('/info/index'), { titleKey: 'shell:nav.info' }, menu, 'zh')?.value).toBe('/info/index');
  });
});

describe("tabFromLocation: a list's own keys", () => {
  it('names the tab by the address without page, size, node and search, so a reloaded list finds its tab', () => {
    const titled = { titleKey: 'shell:nav.info' };
    expect(tabFromLocation(at('/info/index?page=2&size=30&node=7&s.account=hr'), titled, menu, 'zh')?.value).toBe('/info/index');
    expect(tabFromLocation(at('/info/index?id=5&s.account=hr'), titled, menu, 'zh')?.value).toBe('/info/index?id=5');
    // Without a list key the query is kept as it came (its encoding untouched).
    expect(tabFromLocation(at('/info/index?id=5&x=a%20b'), titled, menu, 'zh')?.value).toBe('/info/index?id=5&x=a%20b');
  });
});
