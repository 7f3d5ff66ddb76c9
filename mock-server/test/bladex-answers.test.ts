// Answers the sandbox gives as BladeX 2.9 does, through `prism proxy --errors`: entity-bound lists
// match exactly and Map-bound ones by LIKE with blade-tool's suffixes; menu/dept submit answer the
// new node's fields; dictionaries answer every descendant, unordered; blade-user/info answers the
// user's UserVO.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, dataOf, startStack, type Stack } from './helpers.ts';

let stack: Stack;
let admin: Client;
type Row = Record<string, unknown>;

beforeAll(async () => {
  stack = await startStack({ prism: true });
  admin = new Client(stack.url);
  await admin.signIn('000000', 'admin', 'admin');
});
afterAll(() => stack?.stop());

const records = async (path: string, query: Record<string, unknown>): Promise<Row[]> =>
  (await dataOf(admin.get(path, { current: 1, size: 100, ...query }))).records;

describe('list filters', () => {
  it('an entity-bound list (post) matches a field exactly and ignores keys it does not know', async () => {
    expect(await records('/blade-system/post/list', { postName: '经理' })).toHaveLength(0);
    const exact = await records('/blade-system/post/list', { postName: '销售经理' });
    expect(exact.map((p) => p.postName)).toEqual(['销售经理']);
    // postName_like is no field of a Post: every post answers
    const all = await records('/blade-system/post/list', {});
    expect(await records('/blade-system/post/list', { postName_like: '经理' })).toHaveLength(all.length);
  });

  it('a Map-bound list (param) takes a bare key as LIKE and honours _equal, _notequal and _like', async () => {
    const like = await records('/blade-system/param/list', { paramName: '令牌' });
    expect(like.length).toBeGreaterThan(1);
    expect(like.every((p) => String(p.paramName).includes('令牌'))).toBe(true);
    expect(await records('/blade-system/param/list', { paramName_equal: '令牌' })).toHaveLength(0);
    expect((await records('/blade-system/param/list', { paramName_equal: '系统名称' })).map((p) => p.paramKey)).toEqual(['system.title']);
    expect(await records('/blade-system/param/list', { paramName_like: '令牌' })).toHaveLength(like.length);
    const not = await records('/blade-system/param/list', { paramKey_notequal: 'system.title' });
    expect(not.some((p) => p.paramKey === 'system.title')).toBe(false);
  });

  it('blade-user/page matches account exactly; blade-user/list takes it as LIKE', async () => {
    expect((await records('/blade-user/page', { account: 'admin' })).map((u) => u.account)).toEqual(['admin']);
    expect(await records('/blade-user/page', { account: 'adm' })).toHaveLength(0);
    expect((await records('/blade-user/list', { account: 'adm' })).map((u) => u.account)).toContain('admin');
  });
});

describe('write answers that are not R.status', () => {
  it('menu/submit answers the saved menu id', async () => {
    const data = await dataOf(
      admin.post('/blade-system/menu/submit', {
        name: '临时菜单',
        code: 'temp_menu',
        path: '/temp-menu',
        category: 1,
        parentId: '0',
        sort: 99,
        action: 0,
        isOpen: 1,
      }),
    );
    expect(Object.keys(data)).toEqual(['id']);
    const found = (await dataOf(admin.get('/blade-system/menu/lazy-list', { parentId: '0' }))) as Row[];
    expect(found.some((m) => m.id === data.id && m.code === 'temp_menu')).toBe(true);
  });

  it('dept/submit answers id, tenantId and deptCategoryName (the org_category label)', async () => {
    const data = await dataOf(
      admin.post('/blade-system/dept/submit', { deptName: '临时部', fullName: '临时部门', parentId: '0', sort: 9, deptCategory: 2 }),
    );
    expect(data).toEqual({ id: expect.any(String), tenantId: '000000', deptCategoryName: '部门' });
  });

  it('a status-only write answers data {}', async () => {
    const a = await admin.post('/blade-system/param/remove', undefined, { ids: '1' });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ success: true, data: {} });
  });
});

describe('dictionaries', () => {
  it('answer every unsealed entry of the code with the columns BladeX selects, not in sort order', async () => {
    const entries = (await dataOf(admin.get('/blade-system/dict/dictionary', { code: 'notice' }))) as Row[];
    expect(entries).toHaveLength(6);
    for (const e of entries)
      expect(Object.keys(e).sort()).toEqual(['code', 'dictKey', 'dictValue', 'id', 'isDeleted', 'isSealed', 'parentId', 'remark', 'sort']);
    expect(entries.every((e) => e.isSealed === -1 && e.isDeleted === -1)).toBe(true);
    const sorts = entries.map((e) => Number(e.sort));
    expect(sorts).not.toEqual([...sorts].sort((a, b) => a - b));
  });
});

describe('blade-user/info', () => {
  it("answers the user's UserVO, without the token's user_id, userName or role_name", async () => {
    const me = await dataOf(admin.get('/blade-user/info'));
    expect(me).toMatchObject({
      account: 'admin',
      tenantName: expect.any(String),
      roleName: expect.any(String),
      deptName: expect.any(String),
    });
    for (const k of ['user_id', 'userName', 'role_name', 'password']) expect(me).not.toHaveProperty(k);
    expect(me).toHaveProperty('userExt');
  });
});
