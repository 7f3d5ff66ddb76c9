// A warehouse order edited with its goods in one call (red-sale warehouseorder/edit),
// through `prism proxy --errors`: the order's fields and its goods lines replaced, its 商品数量 and
// 订单金额 summed from them; only a 待出库 order of the caller's, every line a good of the caller's,
// a refused edit changing nothing.
import { describe, expect, it } from 'vitest';
import { dataOf, isViolation, refusalOf, twoTenantAdmins } from './helpers.ts';

const env = twoTenantAdmins();
const EDIT = '/red-sale/warehouseorder/edit';
type Order = { id: string; status: number; warehouseName: string; productCount: number; totalAmount: number };
type Good = { id: string; productName: string };

async function fixtures() {
  const admin = env.admin;
  const orders = (await dataOf(admin.get('/red-sale/warehouseorder/list', { current: 1, size: 100 }))).records as Order[];
  const goods = (await dataOf(admin.get('/red-sale/saleproduct/list', { current: 1, size: 2 }))).records as Good[];
  return { admin, waiting: orders.find((o) => o.status === 1)!, shipped: orders.find((o) => o.status === 2)!, goods };
}
const linesOf = async (orderId: string) =>
  (await dataOf(env.admin.get('/red-sale/warehouseorderproductrecord/page', { current: 1, size: 100, warehouseOrderId: orderId })))
    .records as { productId: string; quantity: number; unitPrice: number }[];
const orderOf = async (id: string) => (await dataOf(env.admin.get('/red-sale/warehouseorder/detail', { id }))) as Order;

describe('warehouse order edit with its goods', () => {
  it("saves the order's fields, replaces its goods lines and sums its quantity and amount", async () => {
    const { admin, waiting, goods } = await fixtures();
    const products = [
      { productId: goods[0]!.id, productName: goods[0]!.productName, quantity: 2, unitPrice: 10 },
      { productId: goods[1]!.id, productName: goods[1]!.productName, quantity: 1, unitPrice: 5.5 },
    ];
    // R.status: BladeX writes its null data as {}.
    expect(await dataOf(admin.post(EDIT, { id: waiting.id, warehouseName: '测试编辑仓', products }))).toEqual({});
    const lines = await linesOf(waiting.id);
    expect(lines.map((l) => [l.productId, l.quantity, l.unitPrice])).toEqual(
      expect.arrayContaining(products.map((p) => [p.productId, p.quantity, p.unitPrice])),
    );
    expect(lines).toHaveLength(2);
    expect(await orderOf(waiting.id)).toMatchObject({ warehouseName: '测试编辑仓', productCount: 3, totalAmount: 25.5, status: 1 });
  });

  it("refuses an order no longer 待出库, another tenant's order, and a line naming another tenant's good, changing nothing", async () => {
    const { admin, waiting, shipped, goods } = await fixtures();
    const line = { productId: goods[0]!.id, productName: goods[0]!.productName, quantity: 1, unitPrice: 1 };
    expect(await refusalOf(admin.post(EDIT, { id: shipped.id, products: [line] }))).toBe('当前状态不允许此操作');
    const other = env.other;
    expect(await refusalOf(other.post(EDIT, { id: waiting.id, products: [line] }))).toBe('数据不存在');
    const before = await linesOf(waiting.id);
    const foreign = ((await dataOf(other.get('/red-sale/saleproduct/list', { current: 1, size: 1 }))).records as Good[])[0]!;
    expect(
      await refusalOf(
        admin.post(EDIT, { id: waiting.id, warehouseName: '不应保存', products: [line, { ...line, productId: foreign.id }] }),
      ),
    ).toBe('第 2 行: 数据不存在');
    expect(await linesOf(waiting.id)).toEqual(before);
    expect((await orderOf(waiting.id)).warehouseName).toBe(waiting.warehouseName);
  });

  it('refuses an edit without goods lines (the contract asks for one at least)', async () => {
    const { admin, waiting } = await fixtures();
    const answer = await admin.post(EDIT, { id: waiting.id, products: [] });
    expect(isViolation(answer) || answer.status === 400).toBe(true);
  });
});
