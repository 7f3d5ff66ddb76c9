// A good's properties by its unique code (red-sale saleproduct
// selectSaleGoodsPropertyByUniqueCode), through `prism proxy --errors`: the caller's good's name and
// its properties named by their contract titles (its mall category by name), another tenant's refused.
import { describe, expect, it } from 'vitest';
import { dataOf, refusalOf, twoTenantAdmins } from './helpers.ts';

const env = twoTenantAdmins();
const LOOKUP = '/red-sale/saleproduct/selectSaleGoodsPropertyByUniqueCode';
type Good = { uniqueCode: string; productName: string; unit: string; categoryId: string };

describe('goods properties by unique code', () => {
  it("answers the good's name and properties: its mall category by name, its unit and prices", async () => {
    const good = ((await dataOf(env.admin.get('/red-sale/saleproduct/list', { current: 1, size: 50 }))).records as Good[]).find(
      (g) => g.uniqueCode && g.categoryId,
    )!;
    const categories = (await dataOf(env.admin.get('/red-sale/mallcategory/category-list'))) as { id: string; categoryName: string }[];
    const answer = (await dataOf(env.admin.get(LOOKUP, { uniqueCode: good.uniqueCode }))) as {
      uniqueCode: string;
      productName: string;
      properties: { propertyName: string; propertyValue: string }[];
    };
    expect(answer).toMatchObject({ uniqueCode: good.uniqueCode, productName: good.productName });
    const props = Object.fromEntries(answer.properties.map((p) => [p.propertyName, p.propertyValue]));
    expect(props['商城分类']).toBe(categories.find((c) => c.id === good.categoryId)!.categoryName);
    expect(props['单位']).toBe(good.unit);
    expect(Object.keys(props)).toEqual(expect.arrayContaining(['销售价(元)', '市场价(元)']));
  });

  it("refuses a code no good of the caller's carries", async () => {
    const good = ((await dataOf(env.admin.get('/red-sale/saleproduct/list', { current: 1, size: 1 }))).records as Good[])[0]!;
    expect(await refusalOf(env.other.get(LOOKUP, { uniqueCode: good.uniqueCode }))).toBe('数据不存在');
    expect(await refusalOf(env.admin.get(LOOKUP, { uniqueCode: 'NO-SUCH-CODE' }))).toBe('数据不存在');
  });
});
