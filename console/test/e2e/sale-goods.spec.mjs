// 销售商品 (red-sale/saleproduct), a screen of the sale area since issue 15: spec §4's named
// operations of a sale product, 禁用商品 (forbid) and 开放商品 (open): toolbar operations on the
// selected products (they take ids), after their confirm, the row's state following; the server
// refuses one the state no longer allows. Its mall category and model are picked and shown by name.
import { assert, confirmDialog, sandboxApi } from './helpers.mjs';
import { captureCall, openScreen, rowWith, search, toastSays } from './resource-helpers.mjs';
import { test } from './fixtures.mjs';

test.use({ signedIn: true });

test('sale goods: 禁用商品 takes the selected open product off sale, 开放商品 puts it back, a second 开放商品 is refused', async ({ page, base, sandbox }) => {
  const api = await sandboxApi(sandbox);
  const product = (await api.get('/red-sale/saleproduct/list', { current: 1, size: 50, status: 1 })).records.find((p) => p.status === 1 && p.productCode);
  assert.ok(product, 'the seed holds an open product');
  const no = product.productCode;
  const row = () => rowWith(page, no);
  const status = () => row().locator('[data-prop=status]');
  const run = async (label) => {
    await row().getByLabel(/^选择第 \d+ 行$/).check();
    const sent = await captureCall(page, `/red-sale/saleproduct/${label === '禁用商品' ? 'forbid' : 'open'}`, async () => {
      await page.getByTestId('resource-toolbar').getByRole('button', { name: label, exact: true }).click();
      await confirmDialog(page, `确定执行「${label}」?`);
    });
    assert.equal(sent.query.ids ?? sent.body?.ids, product.id, `${label} names the selected product`);
  };

  await openScreen(page, base, '/sale/saleproduct');
  await search(page, 'productCode', no);
  await status().filter({ hasText: '已开放' }).waitFor();
  // Its mall category and model are shown by name (the pickers' lists), not by id.
  const category = (await api.get('/red-sale/mallcategory/category-list')).find((c) => c.id === product.categoryId);
  const model = (await api.get('/red-sale/saledevicemode/getSelectData')).find((m) => m.value === product.deviceModeId);
  assert.ok(category && model, 'the seeded product names a mall category and a model of the tenant');
  await row().locator('[data-prop=categoryId]').filter({ hasText: category.categoryName }).waitFor();
  await row().locator('[data-prop=deviceModeId]').filter({ hasText: model.label }).waitFor();

  await run('禁用商品');
  await toastSays(page, '操作成功');
  await status().filter({ hasText: '已禁用' }).waitFor();
  assert.equal((await api.get('/red-sale/saleproduct/detail', { id: product.id })).status, 2);

  await run('开放商品');
  await toastSays(page, '操作成功');
  await status().filter({ hasText: '已开放' }).waitFor();
  assert.equal((await api.get('/red-sale/saleproduct/detail', { id: product.id })).status, 1);

  await run('开放商品');
  await toastSays(page, '当前状态不允许此操作: 开放商品');
});
