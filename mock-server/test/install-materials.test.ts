// Install materials (blade-system/dict-biz selectInstallMaterialList GET and POST,
// insertInstallMaterial) and BladeX's dictionary key rule, through `prism proxy --errors`: the
// business dictionary install_material of the caller's tenant, a service order's install content
// picking from it, a key once per dictionary (当前字典键值已存在!).
import { describe, expect, it } from 'vitest';
import { dataOf, refusalOf, twoTenantAdmins } from './helpers.ts';

const env = twoTenantAdmins();
const DB = '/blade-system/dict-biz';
type Entry = { id: string; dictKey: string; dictValue: string };
type Client = typeof env.admin;
const materials = async (client: Client, query: Record<string, string> = {}) =>
  (await dataOf(client.get(`${DB}/selectInstallMaterialList`, query))) as Entry[];

describe('install materials', () => {
  it("lists the dictionary's entries in order, and a service order's install content picks from them", async () => {
    expect((await materials(env.admin)).map((m) => m.dictValue)).toEqual(['PE水管(米)', '快接头', '角阀', '前置过滤器', '膨胀螺丝']);
    const contents = (await dataOf(env.admin.get('/red-sale/saleserverorderinstallcontent/list', { current: 1, size: 100 }))).records as {
      serverOrderId: string;
      installMaterialId: string;
      materialName: string;
    }[];
    const byId = new Map((await materials(env.admin)).map((m) => [m.id, m]));
    for (const c of contents) expect(c.materialName).toBe(byId.get(c.installMaterialId)?.dictValue);
    const order = contents[0]!.serverOrderId;
    const used = new Set(contents.filter((c) => c.serverOrderId === order).map((c) => c.installMaterialId));
    expect((await materials(env.admin, { serverOrderId: order })).map((m) => m.id).sort()).toEqual([...used].sort());
    const posted = (await dataOf(
      env.admin.post(`${DB}/selectInstallMaterialList`, { code: 'install_material', dictKeys: '2,3' }),
    )) as Entry[];
    expect(posted.map((m) => m.dictKey)).toEqual(['2', '3']);
  });

  it("adds a material to the caller's dictionary only, and refuses a key it already has", async () => {
    await dataOf(env.admin.post(`${DB}/insertInstallMaterial`, { dictKey: 'T9', dictValue: '测试密封圈', sort: 9 }));
    expect((await materials(env.admin)).at(-1)).toMatchObject({ dictKey: 'T9', dictValue: '测试密封圈' });
    expect((await materials(env.other)).some((m) => m.dictKey === 'T9')).toBe(false);
    expect(await refusalOf(env.admin.post(`${DB}/insertInstallMaterial`, { dictKey: 'T9', dictValue: '重复' }))).toBe(
      '当前字典键值已存在!',
    );
    expect(await refusalOf(env.admin.post(`${DB}/insertInstallMaterial`, { dictKey: ' ', dictValue: '空键' }))).toBe(
      '缺失必要的请求参数: dictKey',
    );
  });

  it("keeps a dictionary's keys unique on the dictionary screens' submit, an edit keeping its own", async () => {
    const [first, second] = (await dataOf(env.admin.get('/blade-system/dict/dictionary', { code: 'sex' }))) as (Entry & {
      parentId: string;
      code: string;
    })[];
    expect(
      await refusalOf(
        env.admin.post('/blade-system/dict/submit', {
          parentId: second!.parentId,
          code: 'sex',
          dictKey: first!.dictKey,
          dictValue: '重复键',
          sort: 9,
        }),
      ),
    ).toBe('当前字典键值已存在!');
    expect(await refusalOf(env.admin.post('/blade-system/dict/submit', { ...second, dictKey: first!.dictKey }))).toBe(
      '当前字典键值已存在!',
    );
    await dataOf(env.admin.post('/blade-system/dict/submit', { ...first, dictValue: '男性' }));
    await dataOf(
      env.other.post('/blade-system/dict/submit', { parentId: second!.parentId, code: 'sex', dictKey: '9', dictValue: '其他', sort: 9 }),
    );
  });
});
