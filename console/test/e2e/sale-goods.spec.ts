// 销售商品 (red-sale/saleproduct), a screen of the sale area: spec §4's named
// operations of a sale product, 禁用商品 (forbid) and 开放商品 (open): toolbar operations on the
// selected products (they take ids), after their confirm, the row's state following; the server
// refuses one the state no longer allows. Its mall category and model are picked and shown by name.
// Also the sale area's other screens: 应用配置's WeChat menu, 商品分类, 故障树.
import { assert, confirmDialog, sandboxApi, type Paged, type Row } from './helpers.ts';
import {
  captureCall,
  dialog,
  fillForm,
  openScreen,
  removeRow,
  rowWith,
  save,
  search,
  toastSays,
  type WireObject,
} from './resource-helpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ signedIn: true });

// The records these tests read from the sandbox, as far as they read them.
type Product = Row & {
  productCode: string;
  status: number;
  categoryId: string;
  deviceModeId: string;
  uniqueCode: string;
  productName: string;
  unit: string;
};
type App = Row & { appName: string; appType: number };
type Named = Row & { categoryName: string; parentId?: string };
type Fault = Row & { parentId: string; deviceTypeId: string; faultName: string };
type WarehouseOrder = Row & { orderNo: string; warehouseName: string };

test('sale goods: 禁用商品 takes the selected open product off sale, 开放商品 puts it back, a second 开放商品 is refused', async ({
  page,
  base,
  sandbox,
}) => {
  const api = await sandboxApi(sandbox);
  const product = (await api.get<Paged<Product>>('/red-sale/saleproduct/list', { current: 1, size: 50, status: 1 })).records.find(
    (p) => p.status === 1 && p.productCode,
  );
  assert.ok(product, 'the seed holds an open product');
  const no = product.productCode;
  const row = () => rowWith(page, no);
  const status = () => row().locator('[data-prop=status]');
  const run = async (label: string) => {
    await row()
      .getByLabel(/^选择第 \d+ 行$/)
      .check();
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
  const category = (await api.get<Named[]>('/red-sale/mallcategory/category-list')).find((c) => c.id === product.categoryId);
  const model = (await api.get<{ value: string; label: string }[]>('/red-sale/saledevicemode/getSelectData')).find(
    (m) => m.value === product.deviceModeId,
  );
  assert.ok(category && model, 'the seeded product names a mall category and a model of the tenant');
  await row().locator('[data-prop=categoryId]').filter({ hasText: category.categoryName }).waitFor();
  await row().locator('[data-prop=deviceModeId]').filter({ hasText: model.label }).waitFor();

  await run('禁用商品');
  await toastSays(page, '操作成功');
  await status().filter({ hasText: '已禁用' }).waitFor();
  assert.equal((await api.get<Row>('/red-sale/saleproduct/detail', { id: product.id })).status, 2);

  await run('开放商品');
  await toastSays(page, '操作成功');
  await status().filter({ hasText: '已开放' }).waitFor();
  assert.equal((await api.get<Row>('/red-sale/saleproduct/detail', { id: product.id })).status, 1);

  await run('开放商品');
  await toastSays(page, '当前状态不允许此操作: 开放商品');
});

test("应用配置: a 公众号's WeChat menu deleted and published again from its row (delete-menu, create-menu), its 公众号菜单 tab reading it back; a 小程序's row offers neither", async ({
  page,
  base,
  sandbox,
}) => {
  const api = await sandboxApi(sandbox);
  const apps = (await api.get<Paged<App>>('/red-sale/saleapp/list', { current: 1, size: 100 })).records;
  const [official, mini] = [apps.find((a) => a.appType === 2), apps.find((a) => a.appType === 1)];
  assert.ok(official && mini, 'the seed holds a 公众号 and a 小程序');
  await openScreen(page, base, '/sale/saleapp');
  await search(page, 'appName', official.appName);
  const row = rowWith(page, official.appName);
  const run = async (label: string, path: string, method: string) => {
    const call = await captureCall(page, path, async () => {
      await row.getByRole('button', { name: label, exact: true }).click();
      await confirmDialog(page, `确定执行「${label}」?`);
    });
    assert.equal(call.query.saleAppId, official.id, `${label} names the app (${method})`);
    await toastSays(page, '操作成功');
  };
  const tabRows = async () => {
    await row.getByRole('button', { name: '查看', exact: true }).click();
    const view = page.getByTestId('resource-dialog');
    await view.getByRole('tab', { name: '公众号菜单', exact: true }).click();
    const table = view.getByTestId('sublist');
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await table.locator('tbody tr').first().or(table.getByText('暂无数据')).waitFor();
    const n = (await table.getByText('暂无数据').count()) ? 0 : await table.locator('tbody tr').count();
    await view.getByRole('button', { name: '关闭' }).click();
    await view.waitFor({ state: 'detached' });
    return n;
  };
  await run('删除微信公众号菜单', '/red-sale/saleapp/delete-menu', 'GET');
  assert.equal(await tabRows(), 0, 'no menu on WeChat once deleted');
  await run('按应用菜单创建微信公众号菜单', '/red-sale/saleapp/create-menu', 'POST');
  assert.ok((await tabRows()) > 0, "the app's menus published again");
  await search(page, 'appName', mini.appName);
  await rowWith(page, mini.appName).waitFor();
  assert.equal(
    await rowWith(page, mini.appName).getByRole('button', { name: '删除微信公众号菜单' }).count(),
    0,
    'a 小程序 has no WeChat menu',
  );
});

test("商品分类: a category added under a parent picked from the list (saveProductCategory), shown by its parent's name, refused as its own parent, then removed", async ({
  page,
  base,
  sandbox,
  shot,
}) => {
  const api = await sandboxApi(sandbox);
  const parent = (await api.get<Named[]>('/red-sale/saleproductcategory/category-list', {})).find((c) => !c.parentId);
  assert.ok(parent, 'the seed holds a top category');
  const read = await captureCall(page, '/red-sale/saleproductcategory/category-list', () =>
    openScreen(page, base, '/sale/saleproductcategory'),
  );
  assert.equal(read.query.current, undefined, 'the list is not paged');
  await page.getByTestId('resource-screen').first().getByRole('button', { name: '新增', exact: true }).click();
  await fillForm(page, dialog(page), { categoryName: 'E2E分类', categoryCode: 'E2E-CAT', parentId: parent.id });
  const saved = await captureCall(page, '/red-sale/saleproductcategory/saveProductCategory', () => save(page, '添加成功'));
  assert.equal(saved.body.parentId, parent.id, "the parent's id is sent");
  await search(page, 'categoryName', 'E2E分类');
  const row = rowWith(page, 'E2E-CAT');
  await expect(row.locator('[data-prop=parentId]')).toHaveText(parent.categoryName);
  await shot('product-categories');

  // Edited, it is not offered as its own parent (the server refuses that: 父节点不可选择自身!); its parent is.
  await row.getByRole('button', { name: '编辑', exact: true }).click();
  const [own] = await api.get<Named[]>('/red-sale/saleproductcategory/category-list', { categoryName: 'E2E分类' });
  await dialog(page).locator('#field-parentId:not([aria-busy])').click();
  const offered = page.locator('[data-scope=combobox][data-part=content][data-state=open]').last();
  await offered.locator(`[data-part=item][data-value="${parent.id}"]`).waitFor();
  assert.equal(await offered.locator(`[data-part=item][data-value="${own.id}"]`).count(), 0, 'the category itself is not offered');
  await page.keyboard.press('Escape');
  await dialog(page).getByRole('button', { name: '取消', exact: true }).click();
  await dialog(page).waitFor({ state: 'detached' });
  await removeRow(page, 'E2E-CAT');
});

test('故障树: 按设备类型查看故障树 of a picked device type shows its faults as a tree, a fault nested under its parent', async ({
  page,
  base,
  sandbox,
  shot,
}) => {
  const api = await sandboxApi(sandbox);
  const faults = (await api.get<Paged<Fault>>('/red-sale/salefaulttree/list', { current: 1, size: 500 })).records;
  const parent = faults.find((f) => faults.some((c) => c.parentId === f.id));
  assert.ok(parent, 'the seed holds a fault with children');
  const child = faults.find((c) => c.parentId === parent.id);
  assert.ok(child, 'the fault has a child');
  await openScreen(page, base, '/sale/salefaulttree');
  await page.getByTestId('resource-toolbar').getByRole('button', { name: '按设备类型查看故障树', exact: true }).click();
  await fillForm(page, dialog(page), { deviceTypeId: parent.deviceTypeId });
  const call = await captureCall(page, '/red-sale/salefaulttree/getSaleFaultTree', () =>
    dialog(page).getByRole('button', { name: '查询' }).click(),
  );
  assert.equal(call.query.deviceTypeId, parent.deviceTypeId);
  const tree = page.getByTestId('operation-answer').getByTestId('answer-tree');
  // The parent's item holds a nested list with the child's item.
  const parentItem = tree.locator(':scope > li').filter({ has: page.getByText(parent.faultName, { exact: true }) });
  await parentItem.locator('ul > li').getByText(child.faultName, { exact: true }).first().waitFor();
  await shot('fault-tree');
});

test('sale goods: 查看商品属性 of a good sends its unique code and shows its name and a table of its properties', async ({
  page,
  base,
  sandbox,
  shot,
}) => {
  const api = await sandboxApi(sandbox);
  const good = (await api.get<Paged<Product>>('/red-sale/saleproduct/list', { current: 1, size: 10 })).records.find(
    (g) => g.uniqueCode && g.productCode,
  );
  assert.ok(good, 'the seed holds a good with a unique code');
  await openScreen(page, base, '/sale/saleproduct');
  await search(page, 'productCode', good.productCode);
  const row = rowWith(page, good.productCode);
  // A look-up: run at once (no confirm), by the good's uniqueCode.
  const call = await captureCall(page, '/red-sale/saleproduct/selectSaleGoodsPropertyByUniqueCode', () =>
    row.getByRole('button', { name: '查看商品属性', exact: true }).click(),
  );
  assert.equal(call.query.uniqueCode, good.uniqueCode);
  const answer = page.getByTestId('operation-answer');
  await expect(answer.getByTestId('record-fields')).toContainText(good.productName);
  const properties = answer.getByTestId('answer-list-properties');
  await expect(properties).toContainText('商品属性');
  await expect(properties.getByRole('row').filter({ hasText: '单位' })).toContainText(good.unit);
  await shot('goods-properties');
});

test('仓库订单: 编辑订单及商品 opens the order with its goods lines, saves its fields and lines in one call (edit), and the 商品记录 tab shows the new lines', async ({
  page,
  base,
  sandbox,
  shot,
}) => {
  const api = await sandboxApi(sandbox);
  const orders = (await api.get<Paged<WarehouseOrder>>('/red-sale/warehouseorder/list', { current: 1, size: 100, status: 1 })).records;
  let order: WarehouseOrder | undefined;
  let lines: Row[] = [];
  for (const o of orders) {
    lines = (await api.get<Paged>('/red-sale/warehouseorderproductrecord/page', { current: 1, size: 100, warehouseOrderId: o.id })).records;
    if (lines.length) {
      order = o;
      break;
    }
  }
  assert.ok(order, 'the seed holds a 待出库 order with goods lines');
  await openScreen(page, base, '/sale/warehouseorder');
  await search(page, 'orderNo', order.orderNo);
  const row = rowWith(page, order.orderNo);
  // The form starts with the order's fields and its current lines (read from its 商品记录).
  const read = await captureCall(page, '/red-sale/warehouseorderproductrecord/page', () =>
    row.getByRole('button', { name: '编辑订单及商品', exact: true }).click(),
  );
  assert.equal(read.query.warehouseOrderId, order.id);
  const form = dialog(page).last();
  await expect(form.locator('#field-warehouseName')).toHaveValue(order.warehouseName);
  await expect(form.getByTestId('rows-form').locator('tbody tr')).toHaveCount(lines.length);
  // One line more: a good picked fills its name and price; its quantity typed.
  await form.getByRole('button', { name: '添加一行' }).click();
  const n = lines.length;
  await form.locator(`#rows-${n}-productId`).click();
  await page.getByRole('option').first().click();
  await expect(form.locator(`#rows-${n}-productName`)).not.toHaveValue('');
  await form.locator(`#rows-${n}-quantity`).fill('2');
  await form.locator('#field-warehouseName').fill('E2E编辑仓');
  await shot('warehouse-edit-goods');
  const sent = await captureCall<WireObject & { products: { quantity: number }[] }>(page, '/red-sale/warehouseorder/edit', () =>
    form.getByRole('button', { name: '保存' }).click(),
  );
  assert.equal(sent.body.id, order.id);
  assert.equal(sent.body.warehouseName, 'E2E编辑仓');
  assert.equal(sent.body.products.length, n + 1);
  assert.equal(sent.body.products[n].quantity, 2);
  await toastSays(page, '操作成功');
  await expect(row.locator('[data-prop=warehouseName]')).toHaveText('E2E编辑仓');
  const saved = (await api.get<Paged>('/red-sale/warehouseorderproductrecord/page', { current: 1, size: 100, warehouseOrderId: order.id }))
    .records;
  assert.equal(saved.length, n + 1);
});

test("结算设置: a brand's setting added (the brand picked by name), its 编辑 and 查看 read the detail by the brand and the cycle together", async ({
  page,
  base,
  sandbox,
}) => {
  const api = await sandboxApi(sandbox);
  const brand = (await api.get<Paged<Row & { barndName: string }>>('/red-sale/saledevicebrand/listing', { current: 1, size: 1 }))
    .records[0];
  await openScreen(page, base, '/sale/salesettlementsetting');
  await page.getByTestId('resource-toolbar').getByRole('button', { name: '新增', exact: true }).click();
  await fillForm(page, dialog(page), {
    brandId: brand.id,
    settlementCycle: { label: '一次性' },
    settlementDay: '9',
    remark: 'E2E结算设置',
  });
  const saved = await captureCall(page, '/red-sale/salesettlementsetting/submit', () => save(page, '添加成功'));
  assert.deepEqual([saved.body.brandId, saved.body.settlementCycle], [brand.id, 3]);
  const screen = page.getByTestId('resource-screen').first();
  await screen.locator('#search-settlementCycle').selectOption('3');
  await screen.getByRole('button', { name: '搜索', exact: true }).click();
  const row = page
    .getByTestId('resource-table')
    .getByRole('row')
    .filter({ hasText: brand.barndName })
    .filter({ has: page.locator('[data-prop=settlementDay]', { hasText: /^9$/ }) })
    .first();
  await expect(row.locator('[data-prop=brandId]')).toHaveText(brand.barndName);
  // 编辑 reads the setting by its brand and cycle (spec §7: detail with params), not by an id.
  const read = await captureCall(page, '/red-sale/salesettlementsetting/detail', () =>
    row.getByRole('button', { name: '编辑', exact: true }).click(),
  );
  assert.deepEqual([read.query.brandId, read.query.settlementCycle], [brand.id, '3']);
  await dialog(page).getByRole('button', { name: '取消', exact: true }).click();
  await dialog(page).waitFor({ state: 'detached' });
  const viewed = await captureCall(page, '/red-sale/salesettlementsetting/detail', () =>
    row.getByRole('button', { name: '查看', exact: true }).click(),
  );
  assert.deepEqual([viewed.query.brandId, viewed.query.settlementCycle], [brand.id, '3']);
  await dialog(page).getByText(brand.barndName).first().waitFor();
});
