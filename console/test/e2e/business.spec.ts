// The business screens derived from the contract, in the real shell against the sandbox: one
// screen of each of the 10 areas end to end (create, find, edit, view, remove), then the named
// state operations: a confirm for one target, a form for inputs or a target the user picks, and
// the server's refusal of a state that no longer allows the operation; and the hand-written flows of
// spec §4. The tests derived for every screen: derived.spec.ts (its named operations: derived-operations.ts).
import type { Page, Locator } from '@playwright/test';
import { assert, confirmDialog, sandboxApi, unzip, type Paged, type Row } from './helpers.ts';
import {
  captureCall,
  clickRowAction,
  crudTest,
  dialog,
  fillForm,
  openScreen,
  pickFirstOptions,
  rowOffers,
  rows,
  rowWith,
  save,
  search,
  toastSays,
  type CrudScreen,
} from './resource-helpers.ts';
import { test } from './fixtures.ts';
import { readFile } from 'node:fs/promises';

const oneScreenPerArea: CrudScreen[] = [
  {
    path: '/sales/salescontract',
    title: '销售合同',
    fill: { contractNo: 'E2E-HT-001', contractName: 'E2E测试合同', contractAmount: '1200' },
    search: 'contractNo',
    edit: { contractName: 'E2E测试合同二' },
  },
  {
    path: '/sale/salebanner',
    title: '轮播图',
    fill: { bannerTitle: 'E2E轮播图', linkUrl: '/e2e', position: { index: 1 } },
    search: 'bannerTitle',
    edit: { linkUrl: '/e2e2' },
  },
  {
    path: '/purchase/purchaseplanenquiryorder',
    title: '计划询价',
    fill: { enquiryNo: 'E2E-XJ-001', enquiryTitle: 'E2E询价' },
    search: 'enquiryNo',
    edit: { enquiryTitle: 'E2E询价二' },
  },
  {
    path: '/produce/produceorder',
    title: '生产订单',
    fill: { produceNo: 'E2E-SC-001', productName: 'E2E产品', planQuantity: '10' },
    search: 'produceNo',
    edit: { productName: 'E2E产品二' },
  },
  {
    path: '/product/goodsproduct',
    title: '产品管理',
    fill: { skuCode: 'E2E-SKU-001', productName: 'E2E商品' },
    search: 'skuCode',
    edit: { productName: 'E2E商品二' },
  },
  {
    path: '/stock/storenotice',
    title: '入库通知',
    fill: { noticeNo: 'E2E-RK-001', supplierName: 'E2E供应商', quantity: '5', expectArriveTime: '2026-12-01T09:30' },
    search: 'noticeNo',
    edit: { supplierName: 'E2E供应商二' },
  },
  {
    path: '/repair/repairorder',
    title: '维修单',
    fill: { repairNo: 'E2E-WX-001', customerName: '张三', contactPhone: '13800138000' },
    search: 'repairNo',
    edit: { customerName: '李四' },
  },
  {
    path: '/money/moneycollectorder',
    title: '收款单',
    fill: { collectNo: 'E2E-SK-001', salesOrderNo: 'SO-E2E-1', receivableAmount: '100' },
    search: 'collectNo',
    edit: { salesOrderNo: 'SO-E2E-2' },
  },
  {
    path: '/operating/operatingbrand',
    title: '品牌管理',
    fill: { brandName: 'E2E品牌', brandCode: 'E2E_BRAND' },
    search: 'brandName',
    edit: { companyName: '大鲨测试公司' },
  },
  {
    path: '/user/customer',
    title: '客户管理',
    fill: { customerNo: 'E2E-KH-001', customerCompany: 'E2E客户', contactName: '王五' },
    search: 'customerNo',
    edit: { contactName: '赵六' },
  },
];

/** 新增 a record with `fill`, then search it by `prop` and wait for its row. */
async function addAndFind(page: Page, fill: Record<string, string>, prop: string) {
  await page.getByTestId('resource-screen').first().getByRole('button', { name: '新增', exact: true }).click();
  await fillForm(page, dialog(page), fill);
  await save(page, '添加成功');
  await search(page, prop, fill[prop]);
  await rowWith(page, fill[prop]).waitFor();
}

const cell = (page: Page, key: string, prop: string) => rowWith(page, key).locator(`[data-prop=${prop}]`);

test.use({ signedIn: true });

for (const s of oneScreenPerArea) {
  const [title, run] = crudTest(s);
  test(`business ${title}`, run);
}

test('business /repair/repairorder: 派单 (asks the repairman), 完成 (confirm), and a stale 完成 refused with the server message', async ({
  page,
  context,
  base,
  shot,
}) => {
  const no = 'E2E-WX-OP1';
  await openScreen(page, base, '/repair/repairorder');
  await shot('business-list');
  await addAndFind(page, { repairNo: no, customerName: '张三', contactPhone: '13800138000' }, 'repairNo');
  await cell(page, no, 'status').filter({ hasText: '待派单' }).waitFor();
  assert.equal(await rowWith(page, no).getByRole('button', { name: '完成维修单' }).count(), 0, '完成 is offered only once appointed');
  await rowWith(page, no).getByRole('button', { name: '维修单派单' }).click();
  await dialog(page).getByText('维修单派单').first().waitFor();
  await dialog(page).getByRole('button', { name: '保存' }).click();
  await dialog(page).getByText('请选择维修人员').waitFor(); // required by the operation's body schema
  // The repairman is picked among the users; his name is copied beside his id.
  const [repairmanId] = await pickFirstOptions(page, 'repairmanId');
  const repairman = await dialog(page).locator('#field-repairman').inputValue();
  assert.match(repairman, /\S/, "the picked user's name is filled in");
  await shot('business-action-dialog');
  const sent = await captureCall(page, '/eim-repair/repairorder/appoint', () => save(page, '操作成功'));
  assert.deepEqual([sent.body.repairmanId, sent.body.repairman], [repairmanId, repairman]);
  await cell(page, no, 'status').filter({ hasText: '已派单' }).waitFor();
  await cell(page, no, 'repairman').filter({ hasText: repairman }).waitFor();

  // A second tab still shows the appointed order when the first one finishes it.
  const stale = await context.newPage();
  await openScreen(stale, base, '/repair/repairorder');
  await search(stale, 'repairNo', no);
  await cell(stale, no, 'status').filter({ hasText: '已派单' }).waitFor();

  await rowWith(page, no).getByRole('button', { name: '完成维修单' }).click();
  await confirmDialog(page, '确定执行「完成维修单」?');
  await toastSays(page, '操作成功');
  await cell(page, no, 'status').filter({ hasText: '已完成' }).waitFor();
  assert.equal(await rowWith(page, no).getByRole('button', { name: '完成维修单' }).count(), 0);

  await rowWith(stale, no).getByRole('button', { name: '完成维修单' }).click();
  await confirmDialog(stale, '确定执行「完成维修单」?');
  await toastSays(stale, '当前状态不允许此操作: 完成维修单');
  // The refused tab reloads the list: the real state shows and the button is gone.
  await cell(stale, no, 'status').filter({ hasText: '已完成' }).waitFor();
  assert.equal(await stale.getByTestId('toast').filter({ hasText: '操作成功' }).count(), 0, 'no success after a refusal');
});

test('business: a state operation shows its new state at once; refused, the old state comes back', async ({ page, base }) => {
  const no = 'E2E-WX-OPT';
  await openScreen(page, base, '/repair/repairorder');
  await addAndFind(page, { repairNo: no, customerName: '李四', contactPhone: '13900139000' }, 'repairNo');
  await cell(page, no, 'status').filter({ hasText: '待派单' }).waitFor();
  // The server is held until the new state has shown, then refuses.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/eim-repair/repairorder/repeal**', async (route) => {
    await held;
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ code: 400, success: false, msg: '维修单已被他人处理', data: null }),
    });
  });
  await rowWith(page, no).getByRole('button', { name: '撤销维修单' }).click();
  await confirmDialog(page, '确定执行「撤销维修单」?');
  await cell(page, no, 'status').filter({ hasText: '已撤销' }).waitFor();
  release();
  await toastSays(page, '维修单已被他人处理');
  await cell(page, no, 'status').filter({ hasText: '待派单' }).waitFor();

  await page.unroute('**/api/eim-repair/repairorder/repeal**');
  await rowWith(page, no).getByRole('button', { name: '撤销维修单' }).click();
  await confirmDialog(page, '确定执行「撤销维修单」?');
  await toastSays(page, '操作成功');
  await cell(page, no, 'status').filter({ hasText: '已撤销' }).waitFor();
});

test('business /money/moneycollectorder: 确认收款 after its confirm', async ({ page, base }) => {
  const no = 'E2E-SK-OP1';
  await openScreen(page, base, '/money/moneycollectorder');
  await addAndFind(page, { collectNo: no, salesOrderNo: 'SO-E2E-9', receivableAmount: '300' }, 'collectNo');
  await cell(page, no, 'status').filter({ hasText: '待收款' }).waitFor();
  await rowWith(page, no).getByRole('button', { name: '确认收款' }).click();
  await confirmDialog(page, '确定执行「确认收款」?');
  await toastSays(page, '操作成功');
  await cell(page, no, 'status').filter({ hasText: '已收款' }).waitFor();
  assert.equal(await rowWith(page, no).getByRole('button', { name: '确认收款' }).count(), 0);
});

test('business /purchase/purchaseorderinfo: 修改采购订单状态 to a state the user picks', async ({ page, base }) => {
  const no = 'E2E-CG-OP1';
  await openScreen(page, base, '/purchase/purchaseorderinfo');
  await addAndFind(page, { purchaseNo: no, supplierName: 'E2E供应商', totalAmount: '800' }, 'purchaseNo');
  await cell(page, no, 'status').filter({ hasText: '待提交' }).waitFor();
  await rowWith(page, no).getByRole('button', { name: '修改采购订单状态' }).click();
  await dialog(page).locator('#field-status option[value="70"]').waitFor({ state: 'attached' });
  const options = await dialog(page).locator('#field-status option').allInnerTexts();
  for (const s of ['待审核', '已审核', '已完成']) assert.ok(options.includes(s), `target ${s} offered: ${options}`);
  await fillForm(page, dialog(page), { status: '30' });
  await save(page, '操作成功');
  await cell(page, no, 'status').filter({ hasText: '已审核' }).waitFor();
  // 已审核 allows 发送供应商 (from [30]): the derived row operation is offered with the state.
  assert.ok(await rowOffers(page, rowWith(page, no), '采购订单发送供应商'), '发送供应商 offered at 已审核');
});

test("business /purchase/purchaseorderinfo: a record's sub-lists as tabs of its view, and a deliver-date change listed in its history tab", async ({
  page,
  base,
  shot,
}) => {
  await openScreen(page, base, '/purchase/purchaseorderinfo');
  // A seeded order: its materials tab reads detail-materiel by the order's id and lists them.
  const first = rows(page).first();
  const firstNo = await first.locator('[data-prop=purchaseNo]').innerText();
  await first.getByRole('button', { name: '查看', exact: true }).click();
  const view = dialog(page);
  await view.getByRole('tab', { name: '基本信息' }).waitFor();
  for (const name of ['物料明细', '交期变更记录', '结算明细', '产品列表', '产品附件']) await view.getByRole('tab', { name }).waitFor();
  const materials = await captureCall(page, '/eim-purchase/purchaseorderinfo/detail-materiel', () =>
    view.getByRole('tab', { name: '物料明细' }).click(),
  );
  assert.match(materials.query.id, /^\d+$/, 'the order is named by its id');
  const table = view.getByTestId('sublist').filter({ visible: true });
  await table.getByRole('columnheader', { name: '物料名称' }).waitFor();
  assert.ok((await table.locator('tbody tr').count()) > 0, `order ${firstNo} lists its materials`);
  // A paged sub-list sends its own page-size parameter.
  const settled = await captureCall(page, '/eim-purchase/purchasesettleorder/detail-list', () =>
    view.getByRole('tab', { name: '结算明细' }).click(),
  );
  assert.deepEqual(settled.query, { current: '1', pageSize: '10', purchaseOrderId: materials.query.id });
  await shot('business-sublist-tabs');
  await view.getByRole('button', { name: '关闭' }).click();
  await view.waitFor({ state: 'detached' });

  // A new order: its deliver date changed with a reason, then the change is in its history tab.
  const no = 'E2E-CG-JQ1';
  await addAndFind(page, { purchaseNo: no, supplierName: 'E2E供应商', totalAmount: '300' }, 'purchaseNo');
  await rowWith(page, no).getByRole('button', { name: '修改采购订单交期' }).click();
  await fillForm(page, dialog(page), { deliverDate: '2026-12-24T10:00', reason: 'E2E供应商排产延后' });
  const change = await captureCall(page, '/eim-purchase/purchaseorderinfo/updatePurchaseOrderDeliverDate', () => save(page, '操作成功'));
  assert.equal(change.body.reason, 'E2E供应商排产延后');
  await rowWith(page, no).getByRole('button', { name: '查看', exact: true }).click();
  await view.getByRole('tab', { name: '交期变更记录' }).click();
  const history = view.getByTestId('sublist').filter({ visible: true });
  await history.getByRole('cell', { name: 'E2E供应商排产延后' }).waitFor();
  await history.getByRole('cell', { name: /^2026-12-24 10:00/ }).waitFor();
  // Its materials: none yet, said so.
  await view.getByRole('tab', { name: '物料明细' }).click();
  await view.getByTestId('sublist').filter({ visible: true }).getByText('暂无数据').waitFor();
  await shot('business-sublist-history');
});

test("business /purchase/purchaseorderinfo: 修改采购订单产品单价 picks among the order's own materials, and its 物料明细 tab shows the new price", async ({
  page,
  base,
}) => {
  await openScreen(page, base, '/purchase/purchaseorderinfo');
  const screen = page.getByTestId('resource-screen').first();
  await screen.locator('#search-status').selectOption('10'); // 待提交: a price may change
  await screen.getByRole('button', { name: '搜索', exact: true }).click();
  const order = rows(page).first();
  await order.locator('[data-prop=status]').filter({ hasText: '待提交' }).waitFor();
  const no = (await order.locator('[data-prop=purchaseNo]').innerText()).trim();
  const materialsTab = async () => {
    await rowWith(page, no).getByRole('button', { name: '查看', exact: true }).click();
    await dialog(page).getByRole('tab', { name: '物料明细' }).click();
    const table = dialog(page).getByTestId('sublist').filter({ visible: true });
    await table.locator('tbody tr').first().waitFor();
    return table;
  };
  // A column of a tab's table by its header: its cells' texts, row by row.
  const column = async (table: Locator, header: string) => {
    const at = (await table.locator('thead th').allInnerTexts()).findIndex((h) => h.trim() === header);
    assert.ok(at >= 0, `the tab shows ${header}`);
    return (await table.locator(`tbody tr td:nth-child(${at + 1})`).allInnerTexts()).map((n) => n.trim());
  };
  const names = await column(await materialsTab(), '物料名称');
  await dialog(page).getByRole('button', { name: '关闭' }).click();
  await dialog(page).waitFor({ state: 'detached' });

  await clickRowAction(page, rowWith(page, no), '修改采购订单产品单价');
  const read = await captureCall(page, '/eim-purchase/purchaseorderinfo/detail-materiel', () =>
    dialog(page).locator('#field-materielId:not([aria-busy])').click(),
  );
  assert.match(read.query.id, /^\d+$/, "the picker reads the order's materials by its id");
  const choices = page.locator('[data-scope=combobox][data-part=content][data-state=open] [data-part=item]');
  await choices.first().waitFor();
  assert.deepEqual(
    (await choices.allInnerTexts()).map((n) => n.trim()).sort(),
    [...names].sort(),
    "offered: the order's materials, no other",
  );
  const picked = (await choices.first().innerText()).trim();
  await choices.first().click();
  await fillForm(page, dialog(page), { unitPrice: '66.6' });
  const sent = await captureCall(page, '/eim-purchase/purchaseorderinfo/updatePurchaseOrderProductPrice', () => save(page, '操作成功'));
  assert.equal(sent.body.unitPrice, 66.6);
  const table = await materialsTab();
  await table.locator('tbody tr').filter({ hasText: picked }).first().waitFor();
  const prices = await column(table, '单价');
  const shown = (await column(table, '物料名称')).map((name, i) => [name, prices[i]]).filter(([name]) => name === picked);
  assert.ok(shown.length && shown.every(([, price]) => /^66\.6/.test(price)), `${picked} priced 66.6: ${JSON.stringify(shown)}`);
});

test("business /purchase/purchaseorderinfo: 导出 reads the server's export list (selectExportPurchaseOrderInfoList) with the search, into the file", async ({
  page,
  base,
}) => {
  await openScreen(page, base, '/purchase/purchaseorderinfo');
  const no = await rows(page).nth(1).locator('[data-prop=purchaseNo]').innerText();
  await search(page, 'purchaseNo', no);
  await rowWith(page, no).waitFor();
  await page.getByRole('button', { name: '导出', exact: true }).click();
  const [exported, download] = await Promise.all([
    captureCall(page, '/eim-purchase/purchaseorderinfo/selectExportPurchaseOrderInfoList', async () => {}),
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: '导出 CSV' }).click(),
  ]);
  // The server's export takes the list's filters (and no page): it answers every record at once.
  assert.equal(exported.query.purchaseNo, no);
  assert.equal(exported.query.current, undefined);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  assert.match(lines[0], /采购单号/);
  assert.equal(lines.length, 2, `one order matches ${no}: ${csv}`);
  assert.match(lines[1], new RegExp(no));
});

test("business /sale/saleserverorder: 打包下载工单素材 saves the order's materials as one zip, named by the order's number", async ({
  page,
  base,
}) => {
  await openScreen(page, base, '/sale/saleserverorder');
  const row = rows(page).first();
  const no = await row.locator('[data-prop=serverOrderNo]').innerText();
  await row.getByRole('button', { name: '打包下载工单素材' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), confirmDialog(page, '确定执行「打包下载工单素材」?')]);
  assert.equal(download.suggestedFilename(), `打包下载工单素材-${no}.zip`);
  await toastSays(page, '已开始下载');
  const files = unzip(new Uint8Array(await readFile(await download.path())));
  assert.ok(files.size > 0, 'the seeded order has materials');
  for (const [name, file] of files) assert.match(`${name} ${file.text}`, /^\d+-(照片|视频)\.url \[InternetShortcut\]\r\nURL=\S+/);
  // The same materials are the order's 工单素材 tab.
  await row.getByRole('button', { name: '查看', exact: true }).click();
  await dialog(page).getByRole('tab', { name: '工单素材' }).click();
  await assert.doesNotReject(
    dialog(page)
      .getByTestId('sublist')
      .filter({ visible: true })
      .locator('tbody tr')
      .nth(files.size - 1)
      .waitFor(),
  );
});

test('business /sale/warehouseorder: saved and updated, its goods and production tabs, its search-index sync, and the goods report of a warehouse', async ({
  page,
  base,
  shot,
}) => {
  await openScreen(page, base, '/sale/warehouseorder');
  // A seeded order: its 商品记录 tab reads the product record page by the order's id.
  const first = rows(page).first();
  const warehouse = await first.locator('[data-prop=warehouseName]').innerText();
  await first.getByRole('button', { name: '查看', exact: true }).click();
  const view = dialog(page);
  const goods = await captureCall(page, '/red-sale/warehouseorderproductrecord/page', () =>
    view.getByRole('tab', { name: '商品记录' }).click(),
  );
  assert.match(goods.query.warehouseOrderId, /^\d+$/, 'the order is named by its id');
  const goodsTable = view.getByTestId('sublist').filter({ visible: true });
  await goodsTable.getByRole('columnheader', { name: '商品名称' }).waitFor();
  const product = await goodsTable.locator('tbody tr').first().locator('td').first().innerText(); // 商品名称 is its first column
  const produce = await captureCall(page, '/red-sale/warehouseproducedetailorder/list', () =>
    view.getByRole('tab', { name: '生产明细' }).click(),
  );
  assert.equal(produce.query.warehouseOrderId, goods.query.warehouseOrderId);
  await view.getByRole('button', { name: '关闭' }).click();
  await view.waitFor({ state: 'detached' });

  // The goods report (a look-up on the toolbar: its inputs, 查询, then a table) of that warehouse lists the product.
  await page.getByTestId('resource-toolbar').getByRole('button', { name: '仓库订单商品统计报表' }).click();
  await fillForm(page, dialog(page), { warehouseName: warehouse });
  const report = await captureCall(page, '/red-sale/warehouseorder/order-product-report', () =>
    dialog(page).getByRole('button', { name: '查询' }).click(),
  );
  assert.equal(report.query.warehouseName, warehouse);
  const answer = page.getByTestId('operation-answer');
  await answer.getByRole('columnheader', { name: '金额(元)' }).waitFor();
  await answer.getByRole('cell', { name: product, exact: true }).first().waitFor();
  await shot('business-warehouse-report');
  await answer.getByRole('button', { name: '关闭' }).last().click();
  await answer.waitFor({ state: 'detached' });

  // A new order is saved (save), changed (update) and synced to the search index (add-order-es, by its id).
  const no = 'E2E-CK-001';
  await page.getByTestId('resource-screen').first().getByRole('button', { name: '新增', exact: true }).click();
  await fillForm(page, dialog(page), { orderNo: no, warehouseName: 'E2E仓库', orderTime: '2026-11-20T09:30' });
  const saved = await captureCall(page, '/red-sale/warehouseorder/save', () => save(page, '添加成功'));
  assert.equal(saved.body.orderNo, no);
  await search(page, 'orderNo', no);
  await rowWith(page, no).getByRole('button', { name: '编辑', exact: true }).click();
  await fillForm(page, dialog(page), { customerName: 'E2E仓库客户' });
  const updated = await captureCall(page, '/red-sale/warehouseorder/update', () => save(page, '修改成功'));
  assert.equal(updated.body.customerName, 'E2E仓库客户');
  assert.match(String(updated.body.id), /^\d+$/);
  await rowWith(page, no).getByRole('button', { name: '同步仓库订单到搜索索引' }).click();
  const synced = await captureCall(page, '/red-sale/warehouseorder/add-order-es', () =>
    confirmDialog(page, '确定执行「同步仓库订单到搜索索引」?'),
  );
  assert.equal(synced.query.id, updated.body.id);
  await toastSays(page, '操作成功');
});

test('business /sale/saledevice: 设备服务详情 is a look-up (no confirm) of the service type picked, 安装 preselected, answered as label and value lines', async ({
  page,
  base,
}) => {
  await openScreen(page, base, '/sale/saledevice');
  const row = rows(page).first();
  const code = await row.locator('[data-prop=deviceCode]').innerText();
  // The device's services (a tab of its view, read by its code): the type of its first one.
  await row.getByRole('button', { name: '查看', exact: true }).click();
  const tab = await captureCall(page, '/red-sale/saledeviceservice/list', () =>
    dialog(page).getByRole('tab', { name: '设备服务' }).click(),
  );
  assert.equal(tab.query.deviceCode, code);
  const services = dialog(page).getByTestId('sublist').filter({ visible: true });
  // Read once the tab's own table is drawn (the previous tab's may still be the visible one).
  await services.getByRole('columnheader', { name: '服务类型', exact: true }).waitFor();
  await services.locator('tbody tr').first().waitFor();
  const typeColumn = await services
    .getByRole('columnheader')
    .allInnerTexts()
    .then((h) => h.indexOf('服务类型'));
  assert.ok(typeColumn >= 0, 'the 设备服务 table shows 服务类型');
  const type = await services.locator('tbody tr').first().locator('td').nth(typeColumn).innerText();
  const left = await services
    .locator('tbody tr')
    .first()
    .locator('td')
    .nth(typeColumn + 3)
    .innerText(); // 剩余服务次数
  await dialog(page).getByRole('button', { name: '关闭' }).last().click();
  await dialog(page).waitFor({ state: 'detached' });

  await row.getByRole('button', { name: '更多' }).click();
  await page.getByTestId('row-more-menu').getByRole('menuitem', { name: '设备服务详情' }).click();
  const field = dialog(page).locator('#field-serviceType:not([aria-busy])');
  await field.waitFor();
  assert.match(
    await field.evaluate(
      (el) =>
        (el instanceof HTMLSelectElement
          ? el.selectedOptions[0]?.textContent
          : ('value' in el ? String(el.value) : '') || el.textContent) ?? '',
    ),
    /安装/,
  );
  await fillForm(page, dialog(page), { serviceType: { label: type } });
  const asked = await captureCall(page, '/red-sale/saledeviceservice/detail', () =>
    dialog(page).getByRole('button', { name: '查询' }).click(),
  );
  assert.equal(asked.query.deviceCode, code);
  const lines = page.getByTestId('operation-answer').getByTestId('record-fields');
  await lines.getByRole('row').filter({ hasText: '设备编码' }).filter({ hasText: code }).waitFor();
  await lines.getByRole('row').filter({ hasText: '服务类型' }).filter({ hasText: type }).waitFor();
  await lines.getByRole('row').filter({ hasText: '剩余服务次数' }).filter({ hasText: left }).waitFor();
});

test('business /purchase/purchaseorderinfo: 导入采购订单 takes a workbook (the list exported to Excel, imported back) as a multipart file', async ({
  page,
  base,
}) => {
  await openScreen(page, base, '/purchase/purchaseorderinfo');
  const no = await rows(page).nth(2).locator('[data-prop=purchaseNo]').innerText();
  await search(page, 'purchaseNo', no);
  await page.getByTestId('pager').getByText('共 1 条').waitFor();
  await page.getByRole('button', { name: '导出', exact: true }).click();
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: '导出 Excel' }).click()]);
  await page.getByTestId('resource-toolbar').getByRole('button', { name: '导入采购订单' }).click();
  await dialog(page).getByRole('button', { name: '保存' }).click();
  await dialog(page).getByText('请选择采购订单文件').waitFor(); // the file is required
  await dialog(page)
    .locator('#field-file')
    .setInputFiles(await xlsx.path());
  const [request] = await Promise.all([page.waitForRequest((r) => r.url().includes('/uploadPurchaseOrder')), save(page, '操作成功')]);
  assert.match(request.headers()['content-type'], /^multipart\/form-data; boundary=/);
  // The exported order came back as a second order of the same number.
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.getByTestId('pager').getByText('共 2 条').waitFor();
});

test('business /sale/saledevice: a device bound to a marketer picked from the sales staff, its customer code set, its mini-program code shown', async ({
  page,
  base,
  shot,
}) => {
  const code = 'E2E-SN-BIND1';
  await openScreen(page, base, '/sale/saledevice');
  await addAndFind(page, { deviceCode: code, deviceName: 'E2E净水器' }, 'deviceCode');

  await rowWith(page, code).getByRole('button', { name: '设备绑定市场人员' }).click();
  await dialog(page).getByRole('button', { name: '保存' }).click();
  await dialog(page).getByText('请选择市场人员').waitFor(); // the operation's parameter is required
  const [marketer] = await pickFirstOptions(page, 'marketUserId');
  assert.ok(marketer, 'the sales staff list (selectSaleUserList) offers a person');
  const marketerName = await dialog(page).locator('#field-marketUserId').inputValue();
  assert.match(marketerName, /\S/);
  await shot('business-bind-dialog');
  const bind = await captureCall(page, '/red-sale/saledevice/bindMarketUser', () => save(page, '操作成功'));
  // The device travels as its code, not its id: the contract's key of this operation.
  assert.deepEqual(bind.query, { marketUserId: marketer, deviceCode: code });
  // The device's 市场人员 column shows the person's name (the field's picker list), not the id.
  await cell(page, code, 'marketUserId').filter({ hasText: marketerName }).waitFor();

  await rowWith(page, code).getByRole('button', { name: '设置设备所属客户编码' }).click();
  await fillForm(page, dialog(page), { customerCode: 'KH-E2E-9' });
  await save(page, '操作成功');
  await cell(page, code, 'customerCode').filter({ hasText: 'KH-E2E-9' }).waitFor();

  // Past three operations a row shows two and 更多: the rest are in its menu.
  assert.equal(await rowWith(page, code).getByRole('button', { name: '生成设备小程序码' }).count(), 0);
  await rowWith(page, code).getByRole('button', { name: '更多' }).click();
  const more = page.getByTestId('row-more-menu');
  for (const name of ['设备绑定负责人', '生成设备小程序码', '为设备配置销售条件']) await more.getByRole('menuitem', { name }).waitFor();
  await shot('business-row-more');
  await more.getByRole('menuitem', { name: '生成设备小程序码' }).click();
  await confirmDialog(page, '确定执行「生成设备小程序码」?');
  const answer = page.getByTestId('operation-answer');
  const picture = answer.getByRole('img', { name: '生成设备小程序码' });
  await picture.waitFor();
  await page.waitForFunction(
    (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
    await picture.elementHandle(),
  );
  await shot('business-answer-dialog');
  await answer.getByRole('button', { name: '关闭' }).last().click();
  await answer.waitFor({ state: 'detached' });
});

test("business /sale/saledevice: 批量配置设备销售条件 sends the selected devices' codes as one array with the condition picked", async ({
  page,
  base,
}) => {
  await openScreen(page, base, '/sale/saledevice');
  const screen = page.getByTestId('resource-screen').first();
  const codes = [];
  for (const i of [0, 1]) {
    codes.push((await rows(page).nth(i).locator('[data-prop=deviceCode]').innerText()).trim());
    await rows(page).nth(i).locator('input[type=checkbox]').check();
  }
  await screen.getByRole('button', { name: '批量配置设备销售条件' }).click();
  const [condition] = await pickFirstOptions(page, 'conditionId');
  const batch = await captureCall(page, '/red-sale/salecondition/batch-config', () => save(page, '操作成功'));
  assert.deepEqual(batch.body, { conditionId: condition, deviceCodes: codes });
});

test('business /sale/saleuserincome: 批量财务核对 of the selected incomes, and 退回 with its reason', async ({ page, base }) => {
  await openScreen(page, base, '/sale/saleuserincome');
  const screen = page.getByTestId('resource-screen').first();
  await screen.locator('#search-status').selectOption('1');
  // The list is the page the real console reads (selectUserInComeRecordList), not saleuserincome/list.
  const listed = await captureCall(page, '/red-sale/saledeviceprofitshareruleApi/selectUserInComeRecordList', () =>
    screen.getByRole('button', { name: '搜索', exact: true }).click(),
  );
  assert.equal(listed.query.status, '1');
  await rows(page).first().locator('[data-prop=status]').filter({ hasText: '待财务核对' }).waitFor();
  const orderNos = [];
  for (const i of [0, 1]) orderNos.push((await rows(page).nth(i).locator('[data-prop=serverOrderNo]').innerText()).trim());
  for (const i of [0, 1]) await rows(page).nth(i).locator('input[type=checkbox]').check();
  const batch = await captureCall(page, '/red-sale/saleuserincome/batch-finance-check', async () => {
    await screen.getByRole('button', { name: '批量财务核对用户收入' }).click();
    await confirmDialog(page, '确定执行「批量财务核对用户收入」?');
  });
  assert.equal(batch.query.ids.split(',').length, 2, 'both selected incomes in one call');
  await toastSays(page, '操作成功');
  // Checked incomes leave the 待财务核对 list.
  for (const no of orderNos) await rows(page).filter({ hasText: no }).first().waitFor({ state: 'detached' });

  const third = (await rows(page).first().locator('[data-prop=serverOrderNo]').innerText()).trim();
  await rows(page).first().getByRole('button', { name: '退回用户收入' }).click();
  await fillForm(page, dialog(page), { backReason: '金额与工单不符' });
  const back = await captureCall(page, '/red-sale/saleuserincome/back', () => save(page, '操作成功'));
  assert.equal(back.query.backReason, '金额与工单不符');
  await rows(page).filter({ hasText: third }).first().waitFor({ state: 'detached' });
});

test('business /sale/mallcategory: 商城分类绑定商品 sends the category and the goods picked from the product list', async ({
  page,
  base,
}) => {
  await openScreen(page, base, '/sale/mallcategory');
  const first = rows(page).first();
  await first.getByRole('button', { name: '更多' }).click();
  await page.getByTestId('row-more-menu').getByRole('menuitem', { name: '商城分类绑定商品' }).click();
  const picked = await pickFirstOptions(page, 'productIds', 2);
  assert.equal(new Set(picked).size, 2, 'two goods picked');
  const key = await first.getAttribute('data-key');
  const bind = await captureCall(page, '/red-sale/mallcategory/bind-product', () => save(page, '操作成功'));
  assert.deepEqual(bind.body, { productIds: picked.join(','), categoryId: key });
});

test("business /sale/mallcategory: goods bound above the category's 已绑定商品 tab (商城分类绑定商品) show in it at once", async ({
  page,
  base,
  sandbox,
}) => {
  const api = await sandboxApi(sandbox);
  await openScreen(page, base, '/sale/mallcategory');
  const first = rows(page).first();
  const key = await first.getAttribute('data-key');
  const before = (await api.get<Paged>('/red-sale/mallcategory/product-list', { categoryId: key, current: 1, size: 100 })).records.map(
    (p) => p.id,
  );
  await first.getByRole('button', { name: '查看', exact: true }).click();
  const view = dialog(page).first();
  await view.getByRole('tab', { name: '已绑定商品', exact: true }).click();
  const table = view.getByTestId('sublist').filter({ visible: true });
  await table.locator('tbody tr').first().or(table.getByText('暂无数据')).waitFor();
  await table.getByTestId('sublist-toolbar').getByRole('button', { name: '商城分类绑定商品', exact: true }).click();
  const form = dialog(page).last();
  assert.equal(await form.locator('#field-categoryId').count(), 0, 'the category is the record, not asked');
  const picked = await pickFirstOptions(page, 'productIds', 2);
  const bind = await captureCall(page, '/red-sale/mallcategory/bind-product', () => form.getByRole('button', { name: '保存' }).click());
  assert.deepEqual(bind.body, { productIds: picked.join(','), categoryId: key });
  await toastSays(page, '操作成功');
  await dialog(page).nth(1).waitFor({ state: 'detached' });
  // The tab reads again: every picked good is listed under the category.
  const products = await api.get<Paged<Row & { productName: string }>>('/red-sale/saleproduct/list', { current: 1, size: 100 });
  for (const id of picked) {
    const name = products.records.find((p) => p.id === id)?.productName;
    assert.ok(name, `the picked good ${id} is a good of the tenant`);
    await table.locator('tbody tr').filter({ hasText: name }).first().waitFor();
  }
  const after = (await api.get<Paged>('/red-sale/mallcategory/product-list', { categoryId: key, current: 1, size: 100 })).records.map(
    (p) => p.id,
  );
  assert.deepEqual(new Set(after), new Set([...before, ...picked]));
});

test('business /sale/mallshoppingorder: 清除商城购物订单缓存 names the order by its number and sends its user from the record', async ({
  page,
  base,
}) => {
  await openScreen(page, base, '/sale/mallshoppingorder');
  const first = rows(page).first();
  const orderNo = (await first.locator('[data-prop=orderNo]').innerText()).trim();
  const userId = (await first.locator('[data-prop=userId]').innerText()).trim();
  const clear = await captureCall(page, '/red-sale/mallshoppingorder/clearOrderCache', async () => {
    await first.getByRole('button', { name: '清除商城购物订单缓存' }).click();
    await confirmDialog(page, '确定执行「清除商城购物订单缓存」?');
  });
  assert.deepEqual(clear.query, { userId, orderNo });
  await toastSays(page, '操作成功');
});

test("business /sale/saledevice: a marketer bound above the device's 市场人员 tab (the device's code sent from the record), then unbound from his row", async ({
  page,
  base,
  shot,
}) => {
  await openScreen(page, base, '/sale/saledevice');
  const first = rows(page).first();
  const code = (await first.locator('[data-prop=deviceCode]').innerText()).trim();
  await first.getByRole('button', { name: '查看', exact: true }).click();
  const view = dialog(page).first();
  await view.getByRole('tab', { name: '市场人员', exact: true }).click();
  const table = view.getByTestId('sublist').filter({ visible: true });
  await table.locator('tbody tr').first().or(table.getByText('暂无数据')).waitFor();
  await table.getByTestId('sublist-toolbar').getByRole('button', { name: '绑定设备市场人员' }).click();
  const form = dialog(page).last();
  await form.locator('#field-marketUserId').waitFor();
  assert.equal(await form.locator('#field-deviceCode').count(), 0, "the device code is the record's, not asked");
  await form.getByRole('button', { name: '保存' }).click();
  await form.getByText('请选择市场人员').waitFor();
  const [marketer] = await pickFirstOptions(page, 'marketUserId');
  await fillForm(page, form, { remark: 'E2E绑定' });
  const bind = await captureCall(page, '/red-sale/saledevicemarket/bind', () => form.getByRole('button', { name: '保存' }).click());
  assert.deepEqual(bind.body, { deviceCode: code, marketUserId: marketer, remark: 'E2E绑定' });
  await toastSays(page, '操作成功');
  await dialog(page).nth(1).waitFor({ state: 'detached' }); // the form over the view closed
  const bound = table.locator('tbody tr').filter({ hasText: 'E2E绑定' });
  await bound.waitFor();
  await shot('business-tab-operations');
  const unbind = await captureCall(page, '/red-sale/saledevicemarket/unbind', async () => {
    await bound.getByRole('button', { name: '解绑设备市场人员' }).click();
    await confirmDialog(page, '确定执行「解绑设备市场人员」?');
  });
  assert.match(unbind.query.ids, /^\w+$/, 'one binding record');
  await toastSays(page, '操作成功');
  await bound.waitFor({ state: 'detached' });
});

test('business /purchase: a plan enquiry is read by detail-info and sent as a published inquiry sheet; 新增补单 asks for the order with its number required and the supplier picked', async ({
  page,
  base,
}) => {
  await openScreen(page, base, '/purchase/purchaseplanenquiryorder');
  const no = 'E2E-JH-SEND';
  await addAndFind(page, { enquiryNo: no, enquiryTitle: 'E2E发送询价' }, 'enquiryNo');
  const first = rowWith(page, no);
  const read = await captureCall(page, '/eim-purchase/purchaseplanenquiryorder/detail-info', () =>
    first.getByRole('button', { name: '查看', exact: true }).click(),
  );
  assert.match(read.query.id, /^\d+$/);
  await dialog(page).locator('[data-prop=enquiryNo]').filter({ hasText: no }).waitFor();
  await dialog(page).getByRole('button', { name: '关闭' }).last().click();
  await dialog(page).waitFor({ state: 'detached' });
  await first.getByRole('button', { name: '生成并发送计划询价单' }).click();
  const sent = await captureCall(page, '/eim-purchase/purchaseplanenquiryorder/make-send', () =>
    confirmDialog(page, '确定执行「生成并发送计划询价单」?'),
  );
  assert.equal(sent.body.id, read.query.id);
  await toastSays(page, '操作成功');
  await openScreen(page, base, '/purchase/purchaseinquirysheet');
  await search(page, 'inquiryNo', no);
  await cell(page, no, 'status').filter({ hasText: '已发布' }).waitFor();

  await openScreen(page, base, '/purchase/purchaseorderinfo');
  await page.getByTestId('resource-toolbar').getByRole('button', { name: '新增补单' }).click();
  await dialog(page).getByRole('button', { name: '保存' }).click();
  await dialog(page).getByText('请输入采购单号').waitFor(); // its number is required
  await fillForm(page, dialog(page), { purchaseNo: 'E2E-BD-001', totalAmount: '88' });
  const [supplier] = await pickFirstOptions(page, 'supplierId');
  const added = await captureCall(page, '/eim-purchase/purchaseorderinfo/saveSupplementaryOrder', () => save(page, '操作成功'));
  assert.deepEqual([added.body.purchaseNo, added.body.supplierId, added.body.totalAmount], ['E2E-BD-001', supplier, 88]);
  await search(page, 'purchaseNo', 'E2E-BD-001');
  await cell(page, 'E2E-BD-001', 'status').filter({ hasText: '待提交' }).waitFor();
});
