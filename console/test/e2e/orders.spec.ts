// The purchase and sales calls, in the real shell against the sandbox:
// the purchase order list's look-ups with their pickers (last prices, order totals), a drawing
// order made for a picked sales order, and a penalty's order number picked from the number dropdown.
import type { Page } from '@playwright/test';
import { assert, sandboxApi, type Paged, type Row } from './helpers.ts';
import {
  captureCall,
  crudTest,
  dialog,
  fillForm,
  openScreen,
  pickFirstOptions,
  rows,
  rowWith,
  save,
  search,
  toastSays,
  type WireObject,
} from './resource-helpers.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './axe.ts';

test.use({ signedIn: true });

// The records and bodies these tests read, as far as they read them.
type Material = Row & { materielCode: string; materielName: string };
type Draft = WireObject & { content: string };

const toolbar = (page: Page) => page.getByTestId('resource-toolbar');
const answer = (page: Page) => page.getByTestId('operation-answer');

test('business /purchase/purchaseorderinfo: 物料最近采购价列表 of two picked materials, 采购订单金额汇总 of a picked supplier', async ({
  page,
  base,
  shot,
}) => {
  await openScreen(page, base, '/purchase/purchaseorderinfo');
  await toolbar(page).getByRole('button', { name: '物料最近采购价列表', exact: true }).click();
  const materials = await pickFirstOptions(page, 'materielIds', 2);
  assert.equal(new Set(materials).size, 2, 'two materials picked');
  const prices = await captureCall(page, '/eim-purchase/purchaseorderinfo/last-price-list', () =>
    dialog(page).getByRole('button', { name: '查询' }).click(),
  );
  assert.equal(prices.query.materielIds, materials.join(','), 'the picked materials, comma-joined');
  // The seeded order lines name the tenant's materials, so the two were bought: one line each.
  await answer(page).getByRole('columnheader', { name: '单价', exact: true }).waitFor();
  await answer(page).locator('tbody tr').nth(1).waitFor();
  assert.equal(await answer(page).locator('tbody tr').count(), 2);
  await shot('purchase-last-prices');
  await answer(page).getByRole('button', { name: '关闭' }).last().click();
  await answer(page).waitFor({ state: 'detached' });

  await toolbar(page).getByRole('button', { name: '采购订单金额汇总', exact: true }).click();
  const [supplier] = await pickFirstOptions(page, 'supplierId');
  const sums = await captureCall(page, '/eim-purchase/purchaseorderinfo/sum-statistics', () =>
    dialog(page).getByRole('button', { name: '查询' }).click(),
  );
  assert.equal(sums.query.supplierId, supplier);
  const fields = answer(page).getByTestId('record-fields');
  for (const label of ['订单数', '订单总金额', '已付金额', '未付金额']) await fields.getByText(label, { exact: true }).waitFor();
});

test('business /sales/salesdraworder: 生成并发送销售图纸单 for a picked sales order, its number copied and a drawing number made', async ({
  page,
  base,
}) => {
  await openScreen(page, base, '/sales/salesdraworder');
  await toolbar(page).getByRole('button', { name: '生成并发送销售图纸单', exact: true }).click();
  const [salesOrderId] = await pickFirstOptions(page, 'salesOrderId');
  // The picker fills 销售单号 with the picked order's number (x-options fills).
  const picked = await dialog(page).locator('#field-salesOrderId').inputValue();
  assert.equal(await dialog(page).locator('#field-salesOrderNo').inputValue(), picked);
  await fillForm(page, dialog(page), { productName: 'E2E图纸产品', designPerson: '李工' });
  const sent = await captureCall(page, '/eim-sales/salesdraworder/make-send', () => save(page, '操作成功'));
  assert.equal(sent.body.salesOrderId, salesOrderId);
  assert.equal(sent.body.salesOrderNo, picked);
  await search(page, 'productName', 'E2E图纸产品');
  const row = rowWith(page, 'E2E图纸产品');
  await row.waitFor();
  assert.match((await row.locator('[data-prop=drawOrderNo]').innerText()).trim(), /^TZ\d{12}$/);
  assert.match((await row.locator('[data-prop=salesOrderNo]').innerText()).trim(), /\S/, "the sales order's number copied");
});

test('business /purchase/purchaseorderproductpenaltyinfo: a penalty names its order by a number picked from the purchase number dropdown', async ({
  page,
  base,
}) => {
  await openScreen(page, base, '/purchase/purchaseorderproductpenaltyinfo');
  await page.getByTestId('resource-screen').first().getByRole('button', { name: '新增', exact: true }).click();
  const [purchaseNo] = await pickFirstOptions(page, 'purchaseNo');
  assert.match(purchaseNo, /^\S+$/, 'a purchase number, not a record id or label');
  await fillForm(page, dialog(page), { reason: 'E2E扣款原因' });
  const saved = await captureCall(page, '/eim-purchase/purchaseorderproductpenaltyinfo/submit', () => save(page, '添加成功'));
  assert.equal(saved.body.purchaseNo, purchaseNo, 'the number itself is sent');
});

test('business /purchase/purchaseorderinfo: 批量新增采购订单 is a form of several rows, each row checked, a refusal keeps every row, then one call saves them all', async ({
  page,
  base,
  shot,
}) => {
  await openScreen(page, base, '/purchase/purchaseorderinfo');
  await toolbar(page).getByRole('button', { name: '批量新增采购订单', exact: true }).click();
  const form = dialog(page).getByTestId('rows-form');
  await form.waitFor();
  const cell = (row: number, prop: string) => page.locator(`#rows-${row}-${prop}`);

  // Nothing typed: the first row's 采购单号 is required, and nothing is sent.
  let sent = 0;
  page.on('request', (r) => r.url().includes('/batchSavePurchaseOrder') && sent++);
  await dialog(page).getByRole('button', { name: '保存', exact: true }).click();
  await form.locator('tr[data-row="1"]').getByRole('alert').filter({ hasText: '采购单号' }).waitFor();
  assert.equal(sent, 0);

  // Typing the number clears its error at once, before the field is left.
  await cell(0, 'purchaseNo').fill('BATCH-E2E-1');
  await form.locator('tr[data-row="1"]').getByRole('alert').filter({ hasText: '采购单号' }).waitFor({ state: 'detached' });
  await cell(0, 'supplierName').fill('批量供应商甲');
  await dialog(page).getByRole('button', { name: '添加一行', exact: true }).click();
  await cell(1, 'purchaseNo').fill('BATCH-E2E-2');
  await cell(1, 'totalAmount').fill('300');
  assert.equal(await dialog(page).getByRole('button', { name: '删除第 2 行' }).isEnabled(), true);
  await shot('purchase-batch-rows');
  // Every control of every row is named (its field and row), and nothing else serious.
  assert.deepEqual(await axeViolations(page, '[data-testid=rows-form]'), [], 'serious or critical axe violations in the rows form');

  // The server refuses once: its message shows in the dialog and every row stays as typed.
  await page.route('**/api/eim-purchase/purchaseorderinfo/batchSavePurchaseOrder', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ code: 400, success: false, msg: '第 2 行: 采购单号已存在', data: null }),
    }),
  );
  await dialog(page).getByRole('button', { name: '保存', exact: true }).click();
  await dialog(page).getByTestId('server-error').filter({ hasText: '第 2 行: 采购单号已存在' }).waitFor();
  assert.equal(await cell(1, 'purchaseNo').inputValue(), 'BATCH-E2E-2');
  await page.unroute('**/api/eim-purchase/purchaseorderinfo/batchSavePurchaseOrder');

  const call = await captureCall(page, '/eim-purchase/purchaseorderinfo/batchSavePurchaseOrder', () => save(page, '操作成功'));
  assert.ok(Array.isArray(call.body), 'the body is one list');
  assert.deepEqual(
    call.body.map((o) => [o.purchaseNo, o.supplierName || null, o.totalAmount ?? null]),
    [
      ['BATCH-E2E-1', '批量供应商甲', null],
      ['BATCH-E2E-2', null, 300],
    ],
  );
  await search(page, 'purchaseNo', 'BATCH-E2E');
  await rowWith(page, 'BATCH-E2E-1').waitFor();
  await rowWith(page, 'BATCH-E2E-2').waitFor();
});

test("business /sales/salesorder: BOM lines added several at once above the order's 订单BOM tab (the order's key sent with each), a line's materials added several at once from its row, then looked up", async ({
  page,
  base,
  sandbox,
  shot,
}) => {
  await openScreen(page, base, '/sales/salesorder');
  await rows(page).first().getByRole('button', { name: '查看', exact: true }).click();
  const view = dialog(page).first();
  const read = await captureCall(page, '/eim-sales/salesorderbom/page', () =>
    view.getByRole('tab', { name: '订单BOM', exact: true }).click(),
  );
  const orderId = read.query.salesOrderId;
  const table = view.getByTestId('sublist').filter({ visible: true });
  await table.locator('tbody tr').first().or(table.getByText('暂无数据')).waitFor();

  await table.getByTestId('sublist-toolbar').getByRole('button', { name: '批量新增销售订单BOM', exact: true }).click();
  const form = dialog(page).last();
  await form.getByTestId('rows-form').waitFor();
  assert.equal(await form.locator('#rows-0-salesOrderId').count(), 0, "the order's key is the record's, not asked");
  const [first] = await pickFirstOptions(page, 'materielId', 1, { id: 'rows-0-materielId' });
  await form.locator('#rows-0-quantity').fill('2');
  await form.locator('#rows-0-bomVersion').fill('E2E-V1');
  await form.getByRole('button', { name: '添加一行', exact: true }).click();
  await form.locator('#rows-1-bomVersion').fill('E2E-V2');
  // The second line lacks its material and quantity: nothing is sent until it has them.
  await form.getByRole('button', { name: '保存', exact: true }).click();
  await form.locator('tr[data-row="2"]').getByRole('alert').first().waitFor();
  const [second] = await pickFirstOptions(page, 'materielId', 1, { id: 'rows-1-materielId' });
  await form.locator('#rows-1-quantity').fill('3');
  await shot('sales-bom-rows');
  const call = await captureCall<WireObject[]>(page, '/eim-sales/salesorderbom/submit-batch', () =>
    form.getByRole('button', { name: '保存', exact: true }).click(),
  );
  assert.deepEqual(
    call.body.map((l) => [l.salesOrderId, l.materielId, l.quantity]),
    [
      [orderId, first, 2],
      [orderId, second, 3],
    ],
  );
  await toastSays(page, '操作成功');
  await dialog(page).nth(1).waitFor({ state: 'detached' });

  // The tab is read again: the two lines, each named by its material.
  const api = await sandboxApi(sandbox);
  const lines = (
    await api.get<Paged<Row & { bomVersion: string }>>('/eim-sales/salesorderbom/page', { salesOrderId: orderId, current: 1, size: 100 })
  ).records.filter((l) => /^E2E-V/.test(l.bomVersion));
  assert.deepEqual(lines.map((l) => [l.bomVersion, l.materielId]).sort(), [
    ['E2E-V1', first],
    ['E2E-V2', second],
  ]);
  const material = await api.get<Material>('/eim-product/materiel/detail', { id: first });
  const lineRow = (version: string) => table.locator('tbody tr').filter({ hasText: version });
  await lineRow('E2E-V1').filter({ hasText: material.materielName }).waitFor();
  await lineRow('E2E-V2').waitFor();

  // Two materials of the first line at once, from its row (a rows form; the line's key in each,
  // never asked), then its look-up lists them (no confirm: it changes nothing).
  const firstLine = lines.find((l) => l.bomVersion === 'E2E-V1');
  assert.ok(firstLine, 'the line E2E-V1 was read back');
  await lineRow('E2E-V1').getByRole('button', { name: '批量保存销售订单BOM物料', exact: true }).click();
  const rowsForm = dialog(page).last();
  await rowsForm.getByTestId('rows-form').waitFor();
  assert.equal(await rowsForm.locator('#rows-0-salesOrderBomId').count(), 0, "the line's key is the row's, not asked");
  await pickFirstOptions(page, 'materielId', 1, { id: 'rows-0-materielId' });
  assert.equal(await rowsForm.locator('#rows-0-materielName').inputValue(), material.materielName, 'picking the material fills its name');
  await rowsForm.locator('#rows-0-quantity').fill('2');
  await rowsForm.getByRole('button', { name: '添加一行', exact: true }).click();
  const [other] = await pickFirstOptions(page, 'materielId', 1, { id: 'rows-1-materielId' });
  await rowsForm.locator('#rows-1-quantity').fill('0.5');
  const added = await captureCall<WireObject[]>(page, '/eim-sales/salesorderbommateriel/submit-batch', () =>
    rowsForm.getByRole('button', { name: '保存', exact: true }).click(),
  );
  assert.deepEqual(
    added.body.map((m) => [m.salesOrderBomId, m.materielId, m.quantity]),
    [
      [firstLine.id, first, 2],
      [firstLine.id, other, 0.5],
    ],
  );
  await toastSays(page, '操作成功');
  await dialog(page).nth(1).waitFor({ state: 'detached' });
  const looked = await captureCall(page, '/eim-sales/salesorderbom/bommateriel', () =>
    lineRow('E2E-V1').getByRole('button', { name: '销售订单BOM物料', exact: true }).click(),
  );
  assert.equal(looked.query.salesOrderBomId, firstLine.id);
  await answer(page).getByRole('cell', { name: material.materielCode, exact: true }).first().waitFor();
  assert.equal(await answer(page).locator('tbody tr').count(), 2);
});

test("business /produce/produceorder: a production order's 销售订单 is picked from the orders a production order can be made for (make-order), and shown by its number", async ({
  page,
  base,
  sandbox,
}) => {
  const api = await sandboxApi(sandbox);
  const numberOf = new Map(
    (await api.get<Paged<Row & { salesOrderNo: string }>>('/eim-sales/salesorder/make-order', { current: 1, size: 100 })).records.map(
      (o) => [o.id, o.salesOrderNo],
    ),
  );
  await openScreen(page, base, '/produce/produceorder');
  // The seeded orders name the tenant's sales orders: the list shows their numbers, not their ids.
  // Its id shows until the picker's list has answered, then its number.
  const shown = async () => (await rows(page).first().locator('[data-prop=salesOrderId]').innerText()).trim();
  await expect
    .poll(async () => [...numberOf.values()].includes(await shown()), { message: "the first order's 销售订单 shows a number" })
    .toBe(true);
  await page.getByTestId('resource-screen').first().getByRole('button', { name: '新增', exact: true }).click();
  const [picked] = await pickFirstOptions(page, 'salesOrderId');
  await fillForm(page, dialog(page), { produceNo: 'E2E-SC-MAKE', productName: 'E2E产品', planQuantity: '2' });
  const call = await captureCall(page, '/eim-produce/produceorder/submit', () => save(page, '添加成功'));
  assert.equal(call.body.salesOrderId, picked, 'the picked sales order is sent by its id');
  await search(page, 'produceNo', 'E2E-SC-MAKE');
  await rowWith(page, 'E2E-SC-MAKE')
    .locator('[data-prop=salesOrderId]', { hasText: numberOf.get(picked) })
    .waitFor();
});

// 采购订单草稿: saved, found, edited and viewed; a draft is kept (the contract has no remove).
test(
  ...crudTest({
    path: '/purchase/purchaseorderdraft',
    title: '采购订单草稿',
    fill: { supplierName: 'E2E草稿供应商', purchasePerson: '采购员乙' },
    search: 'supplierName',
    edit: { purchasePerson: '采购员丙' },
    remove: false,
  }),
);

test("business /purchase/purchaseorderinfo: an order's 入库单 tab confirms a waiting receipt (confirm), then takes its delivery note (update-sendOrder), its state following", async ({
  page,
  base,
  sandbox,
}) => {
  const api = await sandboxApi(sandbox);
  const receipt = (
    await api.get<Paged<Row & { purchaseOrderId: string; storeOrderNo: string }>>('/eim-purchase/purchasestoreorder/page', {
      current: 1,
      size: 100,
      status: 1,
    })
  ).records.find((r) => r.purchaseOrderId);
  assert.ok(receipt, 'the seed holds a waiting receipt of an order');
  const [order] = (
    await api.get<Paged<Row & { purchaseNo: string }>>('/eim-purchase/purchaseorderinfo/page', { current: 1, size: 100 })
  ).records.filter((o) => o.id === receipt.purchaseOrderId);
  assert.ok(order, 'the seed files a waiting receipt under an order');
  await openScreen(page, base, '/purchase/purchaseorderinfo');
  await search(page, 'purchaseNo', order.purchaseNo);
  await rowWith(page, order.purchaseNo).getByRole('button', { name: '查看', exact: true }).click();
  const view = dialog(page).first();
  await captureCall(page, '/eim-purchase/purchasestoreorder/page', () => view.getByRole('tab', { name: '入库单', exact: true }).click());
  const tab = view.getByTestId('sublist').filter({ visible: true });
  const row = tab.locator('tbody tr').filter({ hasText: receipt.storeOrderNo }).first();
  await row.getByText('待确认').waitFor();
  // 更新送货单 is offered only once the receipt is confirmed.
  assert.equal(await row.getByRole('button', { name: '更新送货单', exact: true }).count(), 0);
  const confirmed = await captureCall(page, '/eim-purchase/purchasestoreorder/confirm', async () => {
    await row.getByRole('button', { name: '确认采购入库单', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  });
  assert.equal(confirmed.query.id, receipt.id);
  await row.getByText('已确认').waitFor();
  await row.getByRole('button', { name: '更新送货单', exact: true }).click();
  const form = dialog(page).last();
  await fillForm(page, form, { sendOrderNo: 'SF-E2E-001', expressCompany: '顺丰速运' });
  const sent = await captureCall(page, '/eim-purchase/purchasestoreorder/update-sendOrder', () =>
    form.getByRole('button', { name: '保存' }).click(),
  );
  assert.deepEqual([sent.body.id, sent.body.sendOrderNo], [receipt.id, 'SF-E2E-001']);
  await toastSays(page, '操作成功');
  await row.getByText('已发货').waitFor();
  await row.getByText('SF-E2E-001').waitFor();
});

test('business /purchase/purchaseorderinfo: a new order kept as a draft (存为草稿), opened again from 采购订单草稿 (继续编辑), kept again, then saved as an order', async ({
  page,
  base,
  sandbox,
  shot,
}) => {
  const api = await sandboxApi(sandbox);
  await openScreen(page, base, '/purchase/purchaseorderinfo');
  await page.getByTestId('resource-toolbar').getByRole('button', { name: '新增', exact: true }).click();
  let form = dialog(page).last();
  await fillForm(page, form, { purchaseNo: 'E2E-DRAFT-001', purchasePerson: '采购员草稿' });
  const [supplierId] = await pickFirstOptions(page, 'supplierId');
  const supplier = (await api.get<(Row & { supplierName: string })[]>('/eim-purchase/purchasesupplier/list-all')).find(
    (s) => s.id === supplierId,
  );
  assert.ok(supplier, `the picker offers ${supplierId}, a supplier of the tenant`);
  // The picker fills the supplier's name (x-options fills), which the draft carries beside the JSON.
  assert.equal(await form.locator('#field-supplierName').inputValue(), supplier.supplierName);
  const kept = await captureCall<Draft>(page, '/eim-purchase/purchaseorderdraft/save', () =>
    form.getByRole('button', { name: '存为草稿', exact: true }).click(),
  );
  assert.equal(kept.body.id, undefined, 'a new draft');
  assert.deepEqual([kept.body.supplierName, kept.body.purchasePerson], [supplier.supplierName, '采购员草稿']);
  assert.deepEqual(pick(JSON.parse(kept.body.content), ['purchaseNo', 'supplierId', 'purchasePerson']), {
    purchaseNo: 'E2E-DRAFT-001',
    supplierId,
    purchasePerson: '采购员草稿',
  });
  await toastSays(page, '已存为草稿');
  await form.waitFor({ state: 'detached' });
  assert.equal(
    (await api.get<Paged>('/eim-purchase/purchaseorderinfo/page', { current: 1, size: 10, purchaseNo: 'E2E-DRAFT-001' })).total,
    0,
    'no order yet',
  );

  await openScreen(page, base, '/purchase/purchaseorderdraft');
  await search(page, 'purchasePerson', '采购员草稿');
  const draft = (
    await api.get<Paged<Row & { draftNo: string }>>('/eim-purchase/purchaseorderdraft/page', {
      current: 1,
      size: 10,
      purchasePerson: '采购员草稿',
    })
  ).records[0];
  const resume = () =>
    captureCall(page, '/eim-purchase/purchaseorderdraft/detail', () =>
      rowWith(page, draft.draftNo).getByRole('button', { name: '继续编辑', exact: true }).click(),
    );
  assert.equal((await resume()).query.id, draft.id);
  form = dialog(page).last();
  await form.getByText('采购订单 · 新增').waitFor();
  assert.equal(await form.locator('#field-purchaseNo').inputValue(), 'E2E-DRAFT-001');
  await fillForm(page, form, { remark: '草稿补充的备注' });
  await shot('purchase-draft-resumed');
  // Kept again: the same draft changes (its id sent), its content the form as it is now.
  const again = await captureCall<Draft>(page, '/eim-purchase/purchaseorderdraft/save', () =>
    form.getByRole('button', { name: '存为草稿', exact: true }).click(),
  );
  assert.equal(again.body.id, draft.id);
  assert.equal(JSON.parse(again.body.content).remark, '草稿补充的备注');
  await toastSays(page, '已存为草稿');
  await form.waitFor({ state: 'detached' });

  await resume();
  form = dialog(page).last();
  assert.equal(await form.locator('#field-remark').inputValue(), '草稿补充的备注');
  const saved = await captureCall(page, '/eim-purchase/purchaseorderinfo/savePurchaseOrderInfo', () =>
    form.getByRole('button', { name: '保存', exact: true }).click(),
  );
  assert.deepEqual(pick(saved.body, ['id', 'purchaseNo', 'supplierId', 'remark']), {
    purchaseNo: 'E2E-DRAFT-001',
    supplierId,
    remark: '草稿补充的备注',
  });
  await toastSays(page, '添加成功');
  await form.waitFor({ state: 'detached' });
  const [order] = (await api.get<Paged>('/eim-purchase/purchaseorderinfo/page', { current: 1, size: 10, purchaseNo: 'E2E-DRAFT-001' }))
    .records;
  assert.deepEqual([order.supplierName, order.remark], [supplier.supplierName, '草稿补充的备注']);

  // A draft whose content is no order (written elsewhere) is said so, and no form opens.
  await api.post('/eim-purchase/purchaseorderdraft/save', { purchasePerson: '采购员坏草稿', content: '不是JSON' });
  await search(page, 'purchasePerson', '采购员坏草稿');
  await rowWith(page, '采购员坏草稿').getByRole('button', { name: '继续编辑', exact: true }).click();
  await toastSays(page, '草稿内容无法读取');
  assert.equal(await dialog(page).count(), 0);
});

/** The named fields of a record that it has. */
const pick = (record: WireObject, props: string[]) =>
  Object.fromEntries(props.filter((p) => record[p] !== undefined).map((p) => [p, record[p]]));

test('business /purchase/purchaseplanenquiryordermateriel: a material asked across the plan enquiries (list-all by code or name, each shown with its enquiry), one added under an enquiry shows in its 询价物料 tab', async ({
  page,
  base,
  sandbox,
  shot,
}) => {
  const api = await sandboxApi(sandbox);
  const [enquiry] = (
    await api.get<Paged<Row & { enquiryNo: string }>>('/eim-purchase/purchaseplanenquiryorder/page', { current: 1, size: 1 })
  ).records;
  const seeded = (await api.get<Material[]>('/eim-purchase/purchaseplanenquiryordermateriel/list-all')).find(
    (m) => m.enquiryOrderId === enquiry.id,
  );
  assert.ok(seeded, 'the seed holds a material of the enquiry');
  await openScreen(page, base, '/purchase/purchaseplanenquiryordermateriel');
  const read = await captureCall(page, '/eim-purchase/purchaseplanenquiryordermateriel/list-all', () =>
    search(page, 'materielCode', seeded.materielCode),
  );
  assert.equal(read.query.materielCode, seeded.materielCode);
  assert.equal(read.query.current, undefined, 'the whole list, no page');
  // Each material names its enquiry by number (the picker's label), not by id.
  await rowWith(page, seeded.materielName).locator('[data-prop=enquiryOrderId]', { hasText: enquiry.enquiryNo }).first().waitFor();
  await shot('purchase-enquiry-materials');

  await page.getByTestId('resource-toolbar').getByRole('button', { name: '新增', exact: true }).click();
  const form = dialog(page).last();
  await form.getByRole('button', { name: '保存' }).click();
  await form.getByText('请选择询价单').waitFor();
  await form.locator('#field-enquiryOrderId:not([aria-busy])').click();
  await page
    .locator('[data-scope=combobox][data-part=content][data-state=open] [data-part=item]')
    .filter({ hasText: enquiry.enquiryNo })
    .first()
    .click();
  await fillForm(page, form, { materielCode: 'E2E-WL-0001', materielName: 'E2E询价物料', quantity: '5' });
  const added = await captureCall(page, '/eim-purchase/purchaseplanenquiryordermateriel/submit', () =>
    form.getByRole('button', { name: '保存' }).click(),
  );
  assert.deepEqual([added.body.enquiryOrderId, added.body.materielCode], [enquiry.id, 'E2E-WL-0001']);
  await toastSays(page, '添加成功');
  await search(page, 'materielCode', 'E2E-WL-0001');
  await rowWith(page, 'E2E询价物料').waitFor();

  // The enquiry's own 询价物料 tab (enquiry-detail) lists it among its materials.
  await openScreen(page, base, '/purchase/purchaseplanenquiryorder');
  await search(page, 'enquiryNo', enquiry.enquiryNo);
  await rowWith(page, enquiry.enquiryNo).getByRole('button', { name: '查看', exact: true }).click();
  const view = dialog(page).first();
  await captureCall(page, '/eim-purchase/purchaseplanenquiryorder/enquiry-detail', () =>
    view.getByRole('tab', { name: '询价物料', exact: true }).click(),
  );
  await view.getByTestId('sublist').filter({ visible: true }).locator('tbody tr').filter({ hasText: 'E2E询价物料' }).first().waitFor();
});

test("a picker whose list filters by its label asks the server as the user types (询价物料's 物料): a material past the list's first page is found, picked and fills its code; saved, the record names it by the name it carries", async ({
  page,
  base,
  sandbox,
}) => {
  const api = await sandboxApi(sandbox);
  // More materials than the picker first reads (its list at size 100), the one sought made last.
  const seeded = (await api.get<Paged>('/eim-product/materiel/page', { current: 1, size: 1 })).total;
  for (let i = seeded; i <= 100; i++)
    await api.post('/eim-product/materiel/submit', { materielCode: `E2E-FILL-${i}`, materielName: `E2E填充物料${i}`, unit: '件' });
  await api.post('/eim-product/materiel/submit', {
    materielCode: 'E2E-FAR-01',
    materielName: 'E2E远处的物料',
    specModel: 'F1',
    unit: '套',
  });
  const firstPage = (await api.get<Paged>('/eim-product/materiel/page', { current: 1, size: 100 })).records;
  assert.ok(!firstPage.some((m) => m.materielCode === 'E2E-FAR-01'), 'the sought material is not among the first 100 the picker reads');

  await openScreen(page, base, '/purchase/purchaseplanenquiryordermateriel');
  await page.getByTestId('resource-toolbar').getByRole('button', { name: '新增', exact: true }).click();
  const form = dialog(page).last();
  const input = form.locator('#field-materielId:not([aria-busy])');
  await input.click();
  const asked = await captureCall(page, '/eim-product/materiel/page', () => input.fill('E2E远处'));
  assert.equal(asked.query.materielName, 'E2E远处');
  const options = page.locator('[data-scope=combobox][data-part=content][data-state=open] [data-part=item]');
  await options.filter({ hasText: 'E2E远处的物料' }).first().click();
  // The picked label stays shown, and the picked record fills the material's code, model and unit.
  assert.equal(await input.inputValue(), 'E2E远处的物料');
  assert.deepEqual(await Promise.all(['materielCode', 'specModel', 'unit'].map((p) => form.locator(`#field-${p}`).inputValue())), [
    'E2E-FAR-01',
    'F1',
    '套',
  ]);
  await pickFirstOptions(page, 'enquiryOrderId');
  await save(page, '添加成功');
  // Saved, the record names its material by the name it carries (the picker's first page lacks it):
  // in the table, and in its edit form's picker.
  await search(page, 'materielCode', 'E2E-FAR-01');
  await rowWith(page, 'E2E-FAR-01').locator('[data-prop=materielId]', { hasText: 'E2E远处的物料' }).waitFor();
  await rowWith(page, 'E2E-FAR-01').getByRole('button', { name: '编辑', exact: true }).click();
  await dialog(page).locator('#field-materielCode').waitFor();
  assert.equal(await dialog(page).locator('#field-materielId:not([aria-busy])').inputValue(), 'E2E远处的物料');
});
