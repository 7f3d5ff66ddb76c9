// Product categories (red-sale/saleproductcategory category-list, saveProductCategory),
// through `prism proxy --errors`: an unpaged list whose records file under one another (the form's
// parent picker reads the same list), saved with saveProductCategory, never under themselves.
import { describe, expect, it } from 'vitest';
import { dataOf, refusalOf, twoTenantAdmins } from './helpers.ts';

const env = twoTenantAdmins();
const PC = '/red-sale/saleproductcategory';
type Category = { id: string; parentId?: string; categoryName: string };
const list = async (client: typeof env.admin, query: Record<string, string> = {}) =>
  (await dataOf(client.get(`${PC}/category-list`, query))) as Category[];

describe('product categories', () => {
  it('seeds a tree: top categories and categories under them, every parent one of the list', async () => {
    const all = await list(env.admin);
    const ids = new Set(all.map((c) => c.id));
    const under = all.filter((c) => c.parentId);
    expect(all.some((c) => !c.parentId)).toBe(true);
    expect(under.length).toBeGreaterThan(0);
    for (const c of under) {
      expect(ids.has(c.parentId!)).toBe(true);
      expect(c.parentId).not.toBe(c.id);
    }
  });

  it('saves a category under a parent, filters by name, and refuses a category filed under itself', async () => {
    const [parent] = (await list(env.admin)).filter((c) => !c.parentId);
    await dataOf(env.admin.post(`${PC}/saveProductCategory`, { categoryName: '测试滤芯分类', parentId: parent!.id, sort: 9 }));
    const [saved] = await list(env.admin, { categoryName: '测试滤芯分类' });
    expect(saved).toMatchObject({ categoryName: '测试滤芯分类', parentId: parent!.id });
    expect(await refusalOf(env.admin.post(`${PC}/saveProductCategory`, { ...saved, parentId: saved!.id }))).toBe('父节点不可选择自身!');
    expect((await list(env.admin, { categoryName: '测试滤芯分类' }))[0]!.parentId).toBe(parent!.id);
    expect(await list(env.other, { categoryName: '测试滤芯分类' })).toEqual([]);
  });
});
