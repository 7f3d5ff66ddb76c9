// The stock dictionaries Saber's pages read, the child-list answer (a list, as BladeX), and the
// select and lazy lists of the stock pages (menu/lazy-menu-list, region/select,
// datasource/select), through `prism proxy --errors`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, isViolation, startStack, type Answer, type Stack } from './helpers.ts';

let stack: Stack;
const admins: Record<string, Client> = {};
const ok = (a: Answer) => {
  expect(isViolation(a), a.text.slice(0, 500)).toBe(false);
  expect(a.status, a.text.slice(0, 300)).toBe(200);
  return a.body.data;
};
type Entry = {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  parentName?: string;
  hasChildren?: boolean;
  children?: Entry[];
};

beforeAll(async () => {
  stack = await startStack({ prism: true });
  for (const tenant of ['000000', '100001']) {
    admins[tenant] = new Client(stack.url);
    await admins[tenant].signIn(tenant, 'admin', 'admin');
  }
}, 120000);
afterAll(() => stack?.stop());

/** BladeX's seed values (blade_dict) of the dictionaries the stock pages read. */
const STOCK: Record<string, Array<[string, string]>> = {
  oss: [
    ['1', 'minio'],
    ['2', '七牛云'],
    ['3', '阿里云'],
    ['4', '腾讯云'],
  ],
  sms: [
    ['1', '云片'],
    ['2', '七牛云'],
    ['3', '阿里云'],
    ['4', '腾讯云'],
  ],
  region: [
    ['0', '国家'],
    ['1', '省份/直辖市'],
    ['2', '地市'],
    ['3', '区县'],
    ['4', '乡镇'],
    ['5', '村委'],
  ],
  post_category: [
    ['1', '高层'],
    ['2', '中层'],
    ['3', '基层'],
    ['4', '其他'],
  ],
  api_scope_type: [
    ['1', '系统接口'],
    ['2', '业务接口'],
  ],
  data_scope_type: [
    ['1', '全部可见'],
    ['2', '本人可见'],
    ['3', '所在机构可见'],
    ['4', '所在机构及子级可见'],
    ['5', '自定义'],
  ],
  notice: [
    ['1', '发布通知'],
    ['2', '批转通知'],
    ['3', '转发通知'],
    ['4', '指示通知'],
    ['5', '任免通知'],
    ['6', '事务通知'],
  ],
  yes_no: [
    ['1', '否'],
    ['2', '是'],
  ],
  menu_category: [
    ['1', '菜单'],
    ['2', '按钮'],
  ],
  button_func: [
    ['1', '工具栏'],
    ['2', '操作栏'],
    ['3', '工具操作栏'],
  ],
  org_category: [
    ['1', '公司'],
    ['2', '部门'],
    ['3', '小组'],
  ],
};

describe('stock dictionaries', () => {
  it('answers each stock code with its BladeX entries in every tenant, under a parent row', async () => {
    for (const [tenant, admin] of Object.entries(admins)) {
      for (const [code, expected] of Object.entries(STOCK)) {
        const where = `${tenant} ${code}`;
        const entries: Entry[] = ok(await admin.get('/blade-system/dict/dictionary', { code }));
        expect(
          entries.map((e) => [e.dictKey, e.dictValue]),
          where,
        ).toEqual(expect.arrayContaining(expected));
        const parents: Entry[] = ok(await admin.get('/blade-system/dict/parent-list', { code, current: 1, size: 50 })).records.filter(
          (p: Entry) => p.code === code,
        );
        expect(parents, where).toHaveLength(1);
        expect(parents[0], where).toMatchObject({ parentId: '0', dictKey: '-1' });
        expect(
          entries.every((e) => e.code === code && e.parentId === parents[0].id),
          where,
        ).toBe(true);
      }
      // sex keeps BladeX's 1 男 / 2 女; flow (the workflow's routes) has entries
      expect(ok(await admin.get('/blade-system/dict/dictionary', { code: 'sex' })).map((e: Entry) => e.dictKey)).toEqual(
        expect.arrayContaining(['1', '2']),
      );
      expect(ok(await admin.get('/blade-system/dict/dictionary', { code: 'flow' })).length).toBeGreaterThan(0);
    }
  });
});

describe('child-list', () => {
  it("answers a list (R<List<DictVO>>) of the parent's entries with nested entries, without paging", async () => {
    const admin = admins['000000'];
    for (const kind of ['dict', 'dict-biz']) {
      const base = `/blade-system/${kind}`;
      const [oss] = ok(await admin.get(`${base}/parent-list`, { code: 'oss' })).records as Entry[];
      const entries: Entry[] = ok(await admin.get(`${base}/child-list`, { parentId: oss.id }));
      expect(Array.isArray(entries)).toBe(true);
      expect(entries.map((e) => e.dictValue)).toEqual(['minio', '七牛云', '阿里云', '腾讯云']);
      expect(entries.every((e) => e.parentId === oss.id && e.parentName === '对象存储类型' && !('children' in e))).toBe(true);
      // paging parameters are not part of the call: every entry answers whatever is asked
      expect(ok(await admin.get(`${base}/child-list`, { parentId: oss.id, dictValue: '七牛' })).map((e: Entry) => e.dictValue)).toEqual([
        '七牛云',
      ]);

      ok(
        await admin.post(`${base}/submit`, {
          parentId: entries[2].id,
          code: 'oss',
          dictKey: '3-1',
          dictValue: 'ali-oss-hz',
          sort: 1,
          isSealed: 0,
        }),
      );
      const nested: Entry[] = ok(await admin.get(`${base}/child-list`, { parentId: oss.id }));
      expect(nested).toHaveLength(4);
      expect(nested[2]).toMatchObject({
        id: entries[2].id,
        hasChildren: true,
        children: [{ dictValue: 'ali-oss-hz', parentId: entries[2].id, parentName: '阿里云' }],
      });

      // BladeX's parentId default (-1) and an unknown parent: an empty list
      expect(ok(await admin.get(`${base}/child-list`))).toEqual([]);
      expect(ok(await admin.get(`${base}/child-list`, { parentId: '404' }))).toEqual([]);
    }
  });
});

describe('select and lazy lists of the stock pages', () => {
  type Menu = { id: string; parentId: string; name: string; category: number; hasChildren?: boolean };

  it('menu/lazy-menu-list: one level of menus, no buttons, hasChildren only for menus with menus', async () => {
    const admin = admins['000000'];
    const top: Menu[] = ok(await admin.get('/blade-system/menu/lazy-menu-list', { parentId: '0' }));
    expect(top.length).toBeGreaterThan(5);
    expect(top.every((m) => m.parentId === '0' && m.category === 1 && m.hasChildren === true)).toBe(true);
    const system = top.find((m) => m.name === '系统管理')!;
    const screens: Menu[] = ok(await admin.get('/blade-system/menu/lazy-menu-list', { parentId: system.id }));
    expect(screens.map((m) => m.name)).toEqual(expect.arrayContaining(['参数管理', '系统字典']));
    // the screens have buttons under them, which lazy-list shows and lazy-menu-list leaves out
    expect(screens.every((m) => m.parentId === system.id && m.category === 1 && !m.hasChildren)).toBe(true);
    const param = screens.find((m) => m.name === '参数管理')!;
    const withButtons: Menu[] = ok(await admin.get('/blade-system/menu/lazy-list', { parentId: system.id }));
    expect(withButtons.find((m) => m.id === param.id)?.hasChildren).toBe(true);
    expect(ok(await admin.get('/blade-system/menu/lazy-menu-list', { parentId: param.id }))).toEqual([]);
    // a search without parentId looks through every level, still menus only
    const found: Menu[] = ok(await admin.get('/blade-system/menu/lazy-menu-list', { name: '字典' }));
    expect(found.map((m) => m.name)).toEqual(expect.arrayContaining(['系统字典', '业务字典']));
    expect(found.every((m) => m.category === 1)).toBe(true);
  });

  it('region/select: the regions under a code (provinces by default) for the cascading selects', async () => {
    const admin = admins['100001'];
    type Region = { code: string; parentCode: string; name: string; regionLevel: number };
    const provinces: Region[] = ok(await admin.get('/blade-system/region/select'));
    expect(provinces.map((r) => r.name)).toContain('广东省');
    expect(provinces.every((r) => r.parentCode === '00' && r.regionLevel === 1)).toBe(true);
    const cities: Region[] = ok(await admin.get('/blade-system/region/select', { code: '44' }));
    expect(cities.map((r) => [r.code, r.name])).toEqual([
      ['4403', '深圳市'],
      ['4401', '广州市'],
    ]);
    const districts: Region[] = ok(await admin.get('/blade-system/region/select', { code: '4403' }));
    expect(districts.every((r) => r.parentCode === '4403' && r.regionLevel === 3) && districts.length > 0).toBe(true);
    expect(ok(await admin.get('/blade-system/region/select', { code: '440305001001' }))).toEqual([]);
  });

  it('datasource/select: every datasource as a plain list, a new one included, no password', async () => {
    const admin = admins['000000'];
    ok(
      await admin.post('/blade-develop/datasource/submit', {
        name: '测试只读库',
        driverClass: 'com.mysql.cj.jdbc.Driver',
        url: 'jdbc:mysql://10.10.1.30:3306/test',
        username: 'ro',
        password: 'secret',
        remark: '',
      }),
    );
    const all: Array<{ id: string; name: string; password?: string }> = ok(await admin.get('/blade-develop/datasource/select'));
    const paged = ok(await admin.get('/blade-develop/datasource/list', { current: 1, size: 1 }));
    expect(all).toHaveLength(paged.total);
    expect(all.map((d) => d.name)).toContain('测试只读库');
    expect(all.every((d) => d.id && d.name && d.password === undefined)).toBe(true);
  });
});
