import { describe, expect, it } from 'vitest';
import { buildMenu, DEFAULT_ICON, findByRoute, findFramed, leaves, permissionMap, searchMenu, type MenuNode } from './menu';

const forest: MenuNode[] = [
  {
    id: '1',
    code: 'system',
    name: '系统管理',
    path: '/system',
    source: 'iconfont icon-setting',
    sort: 2,
    category: 1,
    children: [
      { id: '11', code: 'param', name: '参数管理', path: '/system/param', sort: 1, category: 1 },
      { id: '12', code: 'Portal', name: 'Portal 门户', path: '/system/portal/index', sort: 2, category: 1 },
      { id: '13', code: 'doc', name: '接口文档', path: 'https://doc.dasha-tech.cn', isOpen: 2, sort: 3, category: 1 },
      { id: '14', code: 'report', name: '报表页面', path: '/static/report.html', sort: 4, category: 1 },
      { id: '15', code: 'secret', name: '财务报表', path: '/money/secret', roles: ['finance'], sort: 5, category: 1 },
    ],
  },
  {
    id: '2',
    code: 'desk',
    name: '办公管理',
    path: '/desk',
    sort: 1,
    category: 1,
    children: [{ id: '21', name: '通知公告', path: '/desk/notice', category: 1 }],
  },
];

describe('buildMenu (spec §2 menu routes)', () => {
  const menu = buildMenu(forest, ['administrator']);
  const system = menu.find((m) => m.code === 'system')!;

  it('sorts by sort and appends /index to leaves only', () => {
    expect(menu.map((m) => m.code)).toEqual(['desk', 'system']);
    expect(system.kind).toBe('area');
    expect(system.to).toBe('/system');
    expect(system.children[0]!.to).toBe('/system/param/index');
    expect(system.children[1]!.to).toBe('/system/portal/index');
  });
  it('opens open-mode-2 http items in a new window and html paths in the iframe route', () => {
    expect(system.children[2]).toMatchObject({ kind: 'external', to: 'https://doc.dasha-tech.cn' });
    expect(system.children[3]!.kind).toBe('iframe');
    expect(system.children[3]!.to).toBe('/myiframe/urlPath?src=%2Fstatic%2Freport.html&name=%E6%8A%A5%E8%A1%A8%E9%A1%B5%E9%9D%A2');
  });
  it('frames only addresses of the own menu (/myiframe refuses any other)', () => {
    expect(findFramed(menu, '/static/report.html')?.code).toBe('report');
    expect(findFramed(menu, `${location.origin}/static/report.html`)?.code).toBe('report');
    // a new-window item, a foreign page, a script URL and nothing are all refused
    expect(findFramed(menu, 'https://doc.dasha-tech.cn')).toBeUndefined();
    expect(findFramed(menu, 'https://evil.example/static/report.html')).toBeUndefined();
    expect(findFramed(menu, 'javascript:alert(1)')).toBeUndefined();
    expect(findFramed(menu, null)).toBeUndefined();
    expect(findFramed(buildMenu(forest, []), '/static/report.html')?.code).toBe('report');
  });
  it('shows role-restricted items only to those roles, and gives a default icon', () => {
    expect(system.children.map((c) => c.code)).not.toContain('secret');
    expect(buildMenu(forest, ['finance'])[1]!.children.map((c) => c.code)).toContain('secret');
    expect(menu[0]!.children[0]!.icon).toBe(DEFAULT_ICON);
  });
  it('finds a page by route and searches by name prefix, case-insensitive', () => {
    expect(findByRoute(menu, '/system/param/index')?.name).toBe('参数管理');
    expect(searchMenu(menu, '参数').map((i) => i.name)).toEqual(['参数管理']);
    expect(searchMenu(menu, 'portal').map((i) => i.name)).toEqual(['Portal 门户']);
    expect(searchMenu(menu, '管理')).toEqual([]); // not a prefix
    expect(leaves(menu)).toHaveLength(5);
  });
});

describe('permissionMap (spec §6)', () => {
  it('turns every leaf code of the button forest into a true flag', () => {
    const buttons: MenuNode[] = [
      {
        id: '1',
        name: '通知',
        path: '',
        code: 'notice',
        children: [
          { id: '2', name: '新增', path: '', code: 'notice_add' },
          { id: '3', name: '删除', path: '', code: 'notice_delete' },
        ],
      },
    ];
    expect(permissionMap(buttons)).toEqual({ notice_add: true, notice_delete: true });
  });
});
