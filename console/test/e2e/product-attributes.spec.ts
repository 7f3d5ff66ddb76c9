// The product area's attribute screens (eim-product): 产品属性树's nodes filed under a
// picked parent (list-all) and 查看属性树 (tree-list) showing them nested; 产品管理's units picked from
// the product dictionary (goodsproductdict/listing) and its 可授权属性树 (grant-tree) on a row.
import { assert, sandboxApi, type Paged, type Row } from './helpers.ts';
import { captureCall, dialog, fillForm, openScreen, removeRow, rowWith, save, search } from './resource-helpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ signedIn: true });

test('产品属性树: a node added under a picked parent shows by name, and 查看属性树 of that parent shows it in the branch', async ({
  page,
  base,
  sandbox,
  shot,
}) => {
  const api = await sandboxApi(sandbox);
  const [parent] = await api.get<Row[]>('/eim-product/productattributetree/list-all', { nodeName: '电气参数' });
  assert.ok(parent, 'the seed holds the node 电气参数');
  await openScreen(page, base, '/product/productattributetree');
  await page.getByTestId('resource-toolbar').getByRole('button', { name: '新增', exact: true }).click();
  await fillForm(page, dialog(page), { nodeName: 'E2E额定电压', parentId: parent.id });
  const saved = await captureCall(page, '/eim-product/productattributetree/submit', () => save(page, '添加成功'));
  assert.equal(saved.body.parentId, parent.id, "the parent's id is sent");
  await search(page, 'nodeName', 'E2E额定电压');
  await expect(rowWith(page, 'E2E额定电压').locator('[data-prop=parentId]')).toHaveText('电气参数');

  await page.getByTestId('resource-toolbar').getByRole('button', { name: '查看属性树', exact: true }).click();
  await fillForm(page, dialog(page), { parentId: parent.id });
  const call = await captureCall(page, '/eim-product/productattributetree/tree-list', () =>
    dialog(page).getByRole('button', { name: '查询' }).click(),
  );
  assert.equal(call.query.parentId, parent.id);
  const tree = page.getByTestId('operation-answer').getByTestId('answer-tree');
  await tree.getByText('E2E额定电压', { exact: true }).waitFor();
  // The branch under 电气参数: its children, not the node itself.
  assert.equal(await tree.getByText('电气参数', { exact: true }).count(), 0);
  await shot('attribute-tree');
  await page.getByTestId('operation-answer').getByRole('button', { name: '关闭' }).last().click();
  await removeRow(page, 'E2E额定电压');
});

test("产品管理: 单位 offers the product dictionary's units; 可授权属性树 of a product shows the attribute tree", async ({
  page,
  base,
  sandbox,
}) => {
  const api = await sandboxApi(sandbox);
  const [product] = (await api.get<Paged<Row & { skuCode: string }>>('/eim-product/goodsproduct/page', { current: 1, size: 1 })).records;
  // The list shows each unit by the dictionary's label: it reads the dictionary as it opens.
  const units = await captureCall(page, '/eim-product/goodsproductdict/listing', () => openScreen(page, base, '/product/goodsproduct'));
  assert.equal(units.query.code, 'product_unit');
  const row = rowWith(page, product.skuCode);
  await row.getByRole('button', { name: '编辑', exact: true }).click();
  await fillForm(page, dialog(page), { unit: '套' });
  const saved = await captureCall(page, '/eim-product/goodsproduct/submit', () => save(page, '修改成功'));
  assert.equal(saved.body.unit, '套');
  await expect(row.locator('[data-prop=unit]')).toHaveText('套');

  // A look-up: run at once, no confirm.
  const asked = await captureCall(page, '/eim-product/productattribute/grant-tree', () =>
    row.getByRole('button', { name: '可授权属性树', exact: true }).click(),
  );
  assert.equal(asked.query.productId, product.id);
  await page.getByTestId('operation-answer').getByTestId('answer-tree').getByText('电气参数', { exact: true }).waitFor();
});
