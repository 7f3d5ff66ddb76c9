import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM build script, no declarations
import { loadContract } from '../../scripts/derive-screens.mjs';
// @ts-expect-error: a plain ESM build script, no declarations
import { codedOptions, deriveScreens, enumOptions } from '../../scripts/derive/screens.mjs';
import type { DerivedScreen } from '@/features/business/derived-types';
import { englishProblems, loadGlossary } from './english-labels';
import { anyStateOperations, type ResourcePath } from '@dasha/sdk';
import { blade } from '@/lib/blade';

const script = join(dirname(fileURLToPath(import.meta.url)), '../../scripts/derive-screens.mjs');
type Derived = { areas: Record<string, DerivedScreen[]>; index: Record<string, string>; skipped: { menuPath: string }[] };
let derived: Derived;
beforeAll(async () => {
  derived = deriveScreens(await loadContract());
}, 30_000);
const screen = (path: string) =>
  Object.values(derived.areas)
    .flat()
    .find((s) => s.menuPath === path)!;

/** Whether the SDK sends an operation's inputs in a body (json, multipart) or, undefined, in its query. */
function bodyOf(path: ResourcePath, name: string) {
  const op = anyStateOperations(blade, path).actions[name];
  if (!op) throw new Error(`${path} has no operation ${name}`);
  return op.body;
}

describe('business screens derived from the contract', () => {
  it('keeps the committed derived modules fresh (derive-screens --check)', () => {
    // Throws (and prints which file) when the contract changed and the modules were not re-derived.
    const out = execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(out).toMatch(/fresh/);
  }, 30_000);

  it('derives every business menu leaf, each in its area', () => {
    expect(derived.skipped).toEqual([]);
    for (const area of ['sales', 'sale', 'purchase', 'produce', 'product', 'stock', 'repair', 'money', 'operating', 'user'])
      expect(derived.areas[area]!.length, area).toBeGreaterThan(0);
    expect(Object.keys(derived.index)).toHaveLength(Object.values(derived.areas).flat().length);
    expect(derived.index['/user/customer']).toBe('user');
  });

  it('reads the repair order screen: resource, columns, states and its three operations', () => {
    // its routes (list, detail, submit, remove, where each operation sends the key) are the SDK's
    const s = screen('/repair/repairorder');
    expect(s).toMatchObject({ path: '/eim-repair/repairorder', entity: 'RepairOrder', dateRange: true });
    expect(s.permissions).toEqual({
      add: 'repairorder_add',
      edit: 'repairorder_edit',
      remove: 'repairorder_delete',
      view: 'repairorder_view',
    });
    expect(s.search).toEqual(['repairNo', 'customerName', 'contactPhone', 'deviceCode', 'productName']);
    const col = (p: string) => s.columns.find((c) => c.prop === p)!;
    expect(s).toMatchObject({ title: '维修单', en: 'Repair orders' });
    expect(col('repairNo')).toMatchObject({ label: '维修单号', en: 'Repair order no.' });
    expect(col('customerName')).toMatchObject({ label: '报修人', en: 'Reported by' });
    expect(col('appointTime')).toMatchObject({ label: '派单时间', en: 'Dispatched at' });
    expect(col('createTime')).toMatchObject({ label: '创建时间', en: 'Created at' });
    expect(col('repairFee').type).toBe('number');
    expect(col('appointTime').type).toBe('datetime');
    expect(col('status')).toMatchObject({
      type: 'select',
      readOnly: true,
      default: 1,
      options: [
        [1, '待派单', 'To dispatch'],
        [2, '已派单', 'Dispatched'],
        [3, '已完成', 'Completed'],
        [4, '已撤销', 'Withdrawn'],
      ],
    });
    expect(col('status').hide).toBeUndefined();
    expect(col('createTime')).toMatchObject({ type: 'datetime', readOnly: true });
    expect(s.columns.map((c) => c.prop)).not.toContain('tenantId');
    expect(s.columns.filter((c) => !c.hide).length).toBeLessThanOrEqual(10);
    const ops = Object.fromEntries(s.actions.map((a) => [a.name, a]));
    expect(Object.keys(ops)).toEqual(['appoint', 'repeal', 'finish']);
    expect(ops.appoint).toMatchObject({ label: '维修单派单', en: 'Dispatch repair order', permission: 'repairorder_appoint' });
    expect(ops.appoint!.inputs!.find((i) => i.prop === 'repairmanId')).toMatchObject({
      label: '维修人员',
      en: 'Repairman',
      required: true,
      remote: { url: '/blade-user/user-list', labelKey: 'realName', valueKey: 'id', fills: { repairman: 'realName' } },
    });
    expect(ops.repeal).toMatchObject({ label: '撤销维修单', en: 'Revoke repair order', permission: 'repairorder_repeal' });
    expect(ops.finish).toMatchObject({ label: '完成维修单', en: 'Finish repair order', permission: 'repairorder_finish' });
  });

  it('reads a state update whose target the caller picks: the state is read-only, the update asks nothing else', () => {
    const order = screen('/purchase/purchaseorderinfo');
    const update = order.actions.find((a) => a.name === 'updatePurchaseOrderState')!;
    expect(update).toMatchObject({ label: '修改采购订单状态', en: 'Change purchase order status' });
    expect(update.inputs).toBeUndefined();
    expect(order.columns.find((c) => c.prop === 'status')).toMatchObject({ readOnly: true });
  });

  it("asks an operation's inputs with the pickers the contract names, never the record's own key", () => {
    const device = Object.fromEntries(screen('/sale/saledevice').actions.map((a) => [a.name, a]));
    // The device travels as its code (the operation's key): not asked.
    expect(device.bindMarketUser!.inputs).toEqual([
      // search: the list filters by the label (realName), so typing asks the server.
      {
        prop: 'marketUserId',
        label: '市场人员',
        en: 'Marketing staff',
        type: 'select',
        remote: { url: '/blade-user/selectSaleUserList', labelKey: 'realName', valueKey: 'id', search: 'realName' },
        required: true,
      },
    ]);
    expect(device.getWxQrCode).toMatchObject({ shows: 'text' });
    expect(device.getWxQrCode!.inputs).toBeUndefined();
    // A category travels in the body as categoryId: only the products are asked, several at once.
    const category = Object.fromEntries(screen('/sale/mallcategory').actions.map((a) => [a.name, a]));
    expect(category['bind-product']!.inputs).toEqual([
      {
        prop: 'productIds',
        label: '商品',
        en: 'Goods',
        type: 'select',
        remote: { url: '/red-sale/saleproduct/list', labelKey: 'productName', valueKey: 'id', search: 'productName' },
        multiple: true,
        required: true,
      },
    ]);
    expect(category['bind-all-product']!.inputs).toBeUndefined();
    expect(category['bind-product']!.shows).toBeUndefined();
  });

  it('sends what the session gives (x-session-field: the tenant), never asking it; keeps a bounded text (maxLength) a line', () => {
    const labels = screen('/user/translatelabel');
    const byLanguage = labels.actions.find((a) => a.name === 'getTranslateContentByLanguageDictBizId')!;
    expect(byLanguage.inputs!.map((c) => [c.prop, c.fromSession, c.required, c.remote?.query])).toEqual([
      ['tenantId', 'tenantId', undefined, undefined],
      ['languageDictBizId', undefined, true, { code: 'language' }],
    ]);
    expect(byLanguage.shows).toBe('table');
    // zhContent and translateContent are "content" by name, but one line each by the contract.
    expect(labels.columns.filter((c) => ['zhContent', 'translateContent', 'remark'].includes(c.prop)).map((c) => [c.prop, c.type])).toEqual(
      [
        ['zhContent', undefined],
        ['translateContent', undefined],
        ['remark', 'textarea'],
      ],
    );
    const save = labels.actions.find((a) => a.name === 'saveLabelData')!;
    expect(save.inputsIn).toBe('rows');
    expect(save.inputs!.find((c) => c.prop === 'languageDictBizId')!.remote!.fills).toEqual({ languageName: 'dictValue' });
  });

  it('picks a field from a list of plain values (purchase numbers: no label, the values sent as they are)', () => {
    const purchaseNo = screen('/purchase/purchaseorderproductpenaltyinfo').columns.find((c) => c.prop === 'purchaseNo')!;
    expect(purchaseNo).toMatchObject({
      type: 'select',
      remote: { url: '/eim-purchase/purchaseorderinfo/purchase-number-list', valueKey: 'purchaseNo' },
    });
    expect(purchaseNo.remote).not.toHaveProperty('labelKey');
    const lastPrices = screen('/purchase/purchaseorderinfo').actions.find((a) => a.name === 'last-price-list')!;
    expect(lastPrices.inputs!.map((c) => [c.prop, c.remote?.url, !!c.multiple])).toEqual([
      ['materielIds', '/eim-product/materiel/page', true],
      ['supplierId', '/eim-purchase/purchasesupplier/list-all', false],
    ]);
    expect(lastPrices.shows).toBe('table');
  });

  it("gives a record its sub-lists (x-blade-sublist) as tabs: the list read by the record's key, its records' columns", () => {
    const s = screen('/purchase/purchaseorderinfo');
    const tabs = Object.fromEntries((s.sublists ?? []).map((t) => [t.label, t]));
    expect(Object.keys(tabs).sort()).toEqual(['交期变更记录', '入库单', '产品列表', '产品附件', '物料明细', '结算明细'].sort());
    // A tab whose records have a state shows it first, and its operations (on its rows) with the screen's button codes.
    expect(tabs['入库单']!.columns[0]).toMatchObject({ prop: 'status', type: 'select' });
    expect(tabs['入库单']!.actions!.map((a) => [a.name, a.permission])).toEqual([
      ['confirm', 'purchaseorderinfo_confirm'],
      ['update-sendOrder', 'purchaseorderinfo_update-sendOrder'],
    ]);
    expect(tabs['物料明细']).toMatchObject({
      url: '/eim-purchase/purchaseorderinfo/detail-materiel',
      entity: 'PurchaseOrderMateriel',
      param: 'id',
      en: 'Materials',
    });
    expect(tabs['物料明细']!.paged).toBeUndefined();
    // The column holding the parent's key is not shown: every row of the tab has the same one.
    expect(tabs['物料明细']!.columns.map((c) => c.prop)).not.toContain('purchaseOrderId');
    expect(tabs['物料明细']!.columns.map((c) => c.prop)).toContain('materielName');
    expect(tabs['交期变更记录']).toMatchObject({
      url: '/eim-purchase/purchaseorderdeliverdaterecord/page',
      param: 'purchaseOrderId',
      paged: true,
    });
    expect(tabs['结算明细']).toMatchObject({ param: 'purchaseOrderId', paged: true, sizeParam: 'pageSize' });
    // A screen whose resource has none has no tabs.
    expect(screen('/repair/repairorder').sublists).toBeUndefined();
    // A device's tabs are read by its code (`by`), not its id.
    const device = screen('/sale/saledevice').sublists ?? [];
    expect(device.map((t) => t.label)).toEqual(['市场人员', '服务人员', '负责人', '硬件记录', '设备服务']);
    expect(device.every((t) => t.param === 'deviceCode' && t.by === 'deviceCode')).toBe(true);
    expect(tabs['物料明细']!.by).toBeUndefined();
  });

  it("gives a tab the operations offered on it (x-blade-resource `tab`), run on their own resource, not on the screen's", () => {
    const tabs = Object.fromEntries((screen('/sale/saledevice').sublists ?? []).map((t) => [t.label, t]));
    const market = Object.fromEntries((tabs['市场人员']!.actions ?? []).map((a) => [a.name, a]));
    expect(Object.keys(market)).toEqual(['bind-market', 'unbind-market']);
    expect(market['bind-market']).toMatchObject({
      resource: '/red-sale/saledevicemarket',
      permission: 'saledevice_bind-market',
    });
    // The tab's own field is sent from the record whose tab it is, never asked; the user is picked.
    const inputs = Object.fromEntries(market['bind-market']!.inputs!.map((c) => [c.prop, c]));
    expect(inputs.deviceCode).toMatchObject({ fromParent: true });
    expect(inputs.marketUserId).toMatchObject({
      required: true,
      remote: { url: '/blade-user/selectSaleUserList', labelKey: 'realName', valueKey: 'id' },
    });
    expect(market['unbind-market']).toMatchObject({ resource: '/red-sale/saledevicemarket', permission: 'saledevice_unbind-market' });
    expect(market['unbind-market']!.inputs).toBeUndefined();
    expect(tabs['负责人']!.actions!.map((a) => a.name)).toEqual(['unbind-principal']);
    expect(tabs['服务人员']!.actions).toBeUndefined();
    // A related tab (the category's models: no category on a model) and its unbind on the model's resource.
    const category = Object.fromEntries((screen('/sale/mallcategory').sublists ?? []).map((t) => [t.label, t]));
    expect(category['已绑定型号']).toMatchObject({
      url: '/red-sale/mallcategory/mode-list',
      param: 'categoryId',
      entity: 'SaleDeviceMode',
    });
    // (bind-mode above it is the category's own, run on the category).
    expect(category['已绑定型号']!.actions!.map((a) => [a.name, a.resource])).toEqual([
      ['bind-mode', '/red-sale/mallcategory'],
      ['unbind-mode', '/red-sale/saledevicemode'],
    ]);
    // Not offered on its resource's own screen, nor among the parent screen's own operations.
    expect(screen('/sale/mallcategory').actions.map((a) => a.name)).not.toContain('unbind-mode');
    expect(screen('/sale/saledevice').actions.map((a) => a.name)).not.toContain('bind-market');
  });

  it("gives a tab that keeps its records (x-blade-sublist `offers`) their form, their resource and the parent's edit code", () => {
    const materials = (screen('/produce/produceorder').sublists ?? []).find((t) => t.label === '订单物料')!;
    expect(materials.records).toMatchObject({
      offers: ['add', 'edit'],
      resource: '/eim-produce/produceordermateriel',
      field: 'produceOrderId',
      permission: 'produceorder_edit',
    });
    const form = Object.fromEntries(materials.records!.form.map((c) => [c.prop, c]));
    // The parent's key is filled from the record, never asked; the material is picked; what a new line must carry is required.
    expect(form.produceOrderId).toBeUndefined();
    expect(form.materielId).toMatchObject({
      required: true,
      remote: { url: '/eim-product/materiel/page', labelKey: 'materielName', valueKey: 'id' },
    });
    // Picking a material fills the line's copy of its code, name, spec and unit (x-options fills).
    expect(form.materielId!.remote!.fills).toEqual({
      materielCode: 'materielCode',
      materielName: 'materielName',
      specModel: 'specModel',
      unit: 'unit',
    });
    expect(form.needQuantity).toMatchObject({ type: 'number', required: true });
    expect(form.drawnQuantity?.required).toBeUndefined();
    // A sales order's BOM lines are added several at once (submit-batch) and edited one by one.
    const bom = (screen('/sales/salesorder').sublists ?? []).find((t) => t.label === '订单BOM')!;
    expect(bom.records?.offers).toEqual(['edit']);
    expect(bom.actions?.map((a) => a.name)).toContain('submit-batch');
    // A tab without offers keeps nothing of its own.
    expect((screen('/purchase/purchaseorderinfo').sublists ?? []).every((t) => t.records === undefined)).toBe(true);
    // A BOM line's materials are added several at once on the line's row (body-rows): rows of the
    // material's fields, the line's key never asked.
    const lineMaterials = bom.actions!.find((a) => a.name === 'bommateriel-batch')!;
    expect(lineMaterials).toMatchObject({
      inputsIn: 'rows',
      resource: '/eim-sales/salesorderbom',
      permission: 'salesorder_bommateriel-batch',
    });
    expect(lineMaterials.inputs!.map((c) => [c.prop, !!c.required])).toEqual([
      ['materielId', true],
      ['materielCode', false],
      ['materielName', false],
      ['specModel', false],
      ['quantity', true],
      ['unit', false],
    ]);
    // A service order's install line copies the order's number (fills); a production order's line copies nothing.
    const install = (screen('/sale/saleserverorder').sublists ?? []).find((t) => t.label === '安装内容')!;
    expect(install.records).toMatchObject({ offers: ['add', 'edit'], field: 'serverOrderId', fills: { serverOrderNo: 'serverOrderNo' } });
    expect(install.actions?.map((a) => a.name)).toEqual(['insertInstallMaterial']);
    expect(bodyOf('/red-sale/saleserverorderinstallcontent', 'insertInstallMaterial')).toBe('json');
    expect(materials.records).not.toHaveProperty('fills');
  });

  it('asks a batch whose keys travel as one body array (body-list) only for its other body fields', () => {
    const batch = screen('/sale/saledevice').actions.find((a) => a.name === 'batch-config')!;
    expect(batch.inputs!.map((c) => [c.prop, c.required, c.remote?.url])).toEqual([
      ['conditionId', true, '/red-sale/salecondition/listing'],
    ]);
    expect(batch.inputsIn).toBeUndefined();
  });

  it('shows what a look-up answers: a list of records as a report table, one record as a detail (its lists as tables), with their columns; tree nodes as a tree', () => {
    const action = (path: string, name: string) => screen(path).actions.find((a) => a.name === name)!;
    const report = action('/sale/warehouseorder', 'order-product-report');
    expect(report).toMatchObject({ label: '仓库订单商品统计报表', en: 'Goods report', shows: 'table' });
    expect(report.answer!.map((c) => [c.prop, c.label, c.type])).toEqual([
      ['productName', '商品名称', undefined],
      ['orderCount', '订单数', 'number'],
      ['quantity', '商品数量', 'number'],
      ['totalAmount', '金额(元)', 'number'],
    ]);
    expect(report.inputs!.map((c) => [c.prop, c.type])).toEqual([
      ['startTime', 'datetime'],
      ['endTime', 'datetime'],
      ['warehouseName', undefined],
    ]);
    // An entity answer: its own fields (other records' ids left out), the coded one a select.
    const service = action('/sale/saledevice', 'service-detail');
    expect(service.shows).toBe('record');
    expect(service.answer!.map((c) => c.prop)).toEqual([
      'deviceCode',
      'serviceType',
      'serviceStartTime',
      'serviceEndTime',
      'remainingTimes',
      'createTime',
    ]);
    // Its input keeps the contract's default (安装).
    expect(service.inputs).toEqual([expect.objectContaining({ prop: 'serviceType', type: 'select', default: 0 })]);
    // Select-tree nodes (TreeNode[]) are shown as a tree: no columns.
    const faults = action('/sale/salefaulttree', 'getSaleFaultTree');
    expect(faults).toMatchObject({ label: '按设备类型查看故障树', shows: 'tree' });
    expect(faults.answer).toBeUndefined();
    expect(faults.inputs!.map((c) => [c.prop, c.remote?.url])).toEqual([['deviceTypeId', '/red-sale/saledevicetype/listing']]);
    // A record answer's list of inline objects (a good's properties): a table under its fields.
    const goods = action('/sale/saleproduct', 'selectSaleGoodsPropertyByUniqueCode');
    expect(goods).toMatchObject({ label: '查看商品属性', shows: 'record' });
    expect(goods.answer!.map((c) => c.prop)).toEqual(['uniqueCode', 'productName']);
    expect(goods.lists!.map((l) => [l.prop, l.label, l.en, l.columns.map((c) => c.prop)])).toEqual([
      ['properties', '商品属性', 'Goods attributes', ['propertyName', 'propertyValue']],
    ]);
    expect(faults.lists).toBeUndefined();
    // A record's fields with its lines (a body's list of entity records): rows read from the record's tab of them.
    const edit = action('/sale/warehouseorder', 'edit-goods');
    expect(edit.inputs!.map((c) => c.prop)).toEqual(['warehouseName', 'customerName', 'orderTime', 'remark']);
    expect(edit.lines).toMatchObject({
      prop: 'products',
      label: '商品明细',
      en: 'Goods lines',
      read: { url: '/red-sale/warehouseorderproductrecord/page', param: 'warehouseOrderId', paged: true },
    });
    expect(edit.lines!.columns.map((c) => c.prop)).toEqual(['productId', 'productName', 'deviceCode', 'quantity', 'unitPrice']);
    expect(edit.lines!.columns[0]).toMatchObject({
      required: true,
      remote: { url: '/red-sale/saleproduct/list', fills: { productName: 'productName', unitPrice: 'price' } },
    });
    // A bare success shows nothing; a string answer stays text.
    expect(action('/sale/salesettlementrecord', 'defindDateCreateRecord').shows).toBeUndefined();
    expect(action('/sale/saledevice', 'getWxQrCode')).toMatchObject({ shows: 'text' });
    expect(action('/sale/saledevice', 'getWxQrCode').answer).toBeUndefined();
    // One record answered: every own field, the state too (a table keeps to the first eight).
    expect(action('/purchase/purchaseorderinfo', 'getPurchaseDetail').answer!.map((c) => c.prop)).toEqual(
      expect.arrayContaining(['purchaseNo', 'paidAmount', 'remark', 'status']),
    );
  });

  it("asks an operation naming no record for its JSON body's fields: the entity's as a form (those it must carry required), or a report's filters", () => {
    const action = (path: string, name: string) => screen(path).actions.find((a) => a.name === name)!;
    const supplementary = action('/purchase/purchaseorderinfo', 'saveSupplementaryOrder');
    // Its inputs are its body's: the SDK's state operations send them there (body: json).
    expect(supplementary.inputsIn).toBeUndefined();
    expect(bodyOf('/eim-purchase/purchaseorderinfo', 'saveSupplementaryOrder')).toBe('json');
    expect(supplementary.inputs!.find((i) => i.prop === 'purchaseNo')).toMatchObject({ required: true });
    expect(supplementary.inputs!.find((i) => i.prop === 'supplierId')).toMatchObject({
      remote: { url: '/eim-purchase/purchasesupplier/list-all', labelKey: 'supplierName', valueKey: 'id' },
    });
    const statistics = action('/purchase/purchaseorderprocessinfo', 'staticPurcechaseOrderProcessInfoList');
    expect(statistics).toMatchObject({ shows: 'table' });
    expect(bodyOf('/eim-purchase/purchaseorderprocessinfo', 'staticPurcechaseOrderProcessInfoList')).toBe('json');
    expect(statistics.inputs!.map((i) => i.prop)).toEqual(['purchaseOrderId', 'supplierId', 'beginTime', 'endTime']);
    // A query operation's inputs stay in the query; a record's body operation sends only its key.
    expect(bodyOf('/red-sale/warehouseorder', 'order-product-report')).toBeUndefined();
    expect(action('/purchase/purchaseplanenquiryorder', 'make-send')).not.toHaveProperty('inputs');
    // A drawing is sent for one of the sales orders: its form requires the picked order (the server refuses none).
    expect(action('/sales/salesdraworder', 'make-send').inputs!.find((i) => i.prop === 'salesOrderId')).toMatchObject({
      required: true,
      remote: { url: '/eim-sales/salesorder/page' },
    });
  });

  it("picks an operation's input from the record's own list where the contract says so (x-options `by`: an order's materials by its id)", () => {
    const price = screen('/purchase/purchaseorderinfo').actions.find((a) => a.name === 'updatePurchaseOrderProductPrice')!;
    expect(price.inputs!.find((i) => i.prop === 'materielId')).toMatchObject({
      required: true,
      remote: {
        url: '/eim-purchase/purchaseorderinfo/detail-materiel',
        labelKey: 'materielName',
        valueKey: 'materielId',
        by: { id: 'id' },
      },
    });
  });

  it("asks a day (the contract's format date) with a calendar, not a text box", () => {
    const period = screen('/sale/salesettlementrecord').actions.find((a) => a.name === 'defindDateCreateRecord')!;
    expect(period.inputs!.filter((i) => i.type === 'date').map((i) => i.prop)).toEqual(['startDate', 'endDate']);
  });

  it('asks an operation whose body is a list of records (batchSavePurchaseOrder) for rows of the entity, each requiring what a new record must carry', () => {
    const batch = screen('/purchase/purchaseorderinfo').actions.find((a) => a.name === 'batchSavePurchaseOrder')!;
    expect(batch.inputsIn).toBe('rows');
    expect(batch.inputs!.find((i) => i.prop === 'purchaseNo')).toMatchObject({ required: true });
    expect(batch.inputs!.map((i) => i.prop)).toEqual(
      screen('/purchase/purchaseorderinfo')
        .actions.find((a) => a.name === 'saveSupplementaryOrder')!
        .inputs!.map((i) => i.prop),
    );
    expect(batch.permission).toBe('purchaseorderinfo_batchSavePurchaseOrder');
  });

  it("offers a record's own operation named on its tab (a category's bindings) on its rows and above that tab, run on the record", () => {
    const s = screen('/sale/mallcategory');
    expect(s.actions.map((a) => a.name)).toEqual(expect.arrayContaining(['bind-mode', 'bind-product', 'bind-all-product']));
    const tab = (url: string) => s.sublists!.find((t) => t.url === url)!.actions!.map((a) => [a.name, !!a.onParent, a.permission]);
    expect(tab('/red-sale/mallcategory/product-list')).toEqual([
      ['bind-product', true, 'mallcategory_bind-product'],
      ['bind-all-product', true, 'mallcategory_bind-all-product'],
      ['unbind-product', false, 'mallcategory_unbind-product'],
    ]);
    expect(tab('/red-sale/mallcategory/mode-list')).toEqual([
      ['bind-mode', true, 'mallcategory_bind-mode'],
      ['unbind-mode', false, 'mallcategory_unbind-mode'],
    ]);
    // Another resource's operation on its own tab (a receipt's confirm on an order's 入库单) stays off the parent's rows.
    expect(screen('/purchase/purchaseorderinfo').actions.map((a) => a.name)).not.toContain('confirm');
  });

  it("links a draft resource's screen to the screen of the record it keeps (x-blade-resource draft): 存为草稿 there, 继续编辑 here, in one area", () => {
    const order = screen('/purchase/purchaseorderinfo');
    const drafts = screen('/purchase/purchaseorderdraft');
    // The drafts' own fields the order's form also has travel beside the JSON (the drafts' list shows them).
    expect(order.draft).toEqual({
      path: '/eim-purchase/purchaseorderdraft',
      content: 'content',
      carry: ['supplierName', 'purchasePerson', 'totalAmount'],
      menuPath: '/purchase/purchaseorderdraft',
    });
    expect(drafts.resumes).toEqual({ path: '/eim-purchase/purchaseorderinfo', content: 'content', permission: 'purchaseorderdraft_edit' });
    expect(derived.index[order.menuPath]).toBe(derived.index[drafts.menuPath]);
    // No other screen keeps drafts or opens them.
    expect(
      Object.values(derived.areas)
        .flat()
        .filter((x) => x.draft || x.resumes)
        .map((x) => x.menuPath)
        .sort(),
    ).toEqual([drafts.menuPath, order.menuPath].sort());
  });

  it('searches the server from a picker only where its list takes the label as a filter', () => {
    const pickers: { url: string; labelKey?: string; search?: string }[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (typeof node !== 'object' || node === null) return;
      const remote = (node as { remote?: { url: string; labelKey?: string; search?: string } }).remote;
      if (remote) pickers.push(remote);
      Object.values(node).forEach(walk);
    };
    walk(derived.areas);
    const materials = pickers.filter((p) => p.url === '/eim-product/materiel/page');
    expect(materials.length).toBeGreaterThan(0);
    expect(materials.every((p) => p.search === 'materielName')).toBe(true);
    // A list of plain values (purchase numbers) has no label to search by; getSelectData takes no label filter.
    expect(pickers.filter((p) => !p.labelKey).every((p) => p.search === undefined)).toBe(true);
    expect(pickers.find((p) => p.url === '/red-sale/saledevicemode/getSelectData')?.search).toBeUndefined();
    expect(pickers.every((p) => p.search === undefined || p.search === p.labelKey)).toBe(true);
  });

  it('names enum states', () => {
    expect(enumOptions([10, 20], '10 待提交, 20 待审核')).toEqual([
      [10, '待提交'],
      [20, '待审核'],
    ]);
    expect(enumOptions([0, 1], '')).toEqual([
      [0, '0'],
      [1, '1'],
    ]);
  });

  it("gives a coded field (the contract's x-enum-labels) a select with its labels in both languages", () => {
    const collectType = screen('/money/moneycollectorder').columns.find((c) => c.prop === 'collectType');
    expect(collectType).toMatchObject({ label: '收款方式', en: 'Payment method', type: 'select' });
    expect(collectType!.options).toEqual([
      [1, '银行转账', 'Bank transfer'],
      [2, '微信', 'WeChat Pay'],
      [3, '支付宝', 'Alipay'],
    ]);
    expect(codedOptions([1, 2], { zh: { 1: '合格', 2: '不合格' } })).toEqual([
      [1, '合格'],
      [2, '不合格'],
    ]);
  });

  it('leaves no code list in any title: every coded field is a select', () => {
    const coded = /[(（]\s*\d+\s+[^,，)]+[,，]/;
    const columns = Object.values(derived.areas)
      .flat()
      .flatMap((s) => [...s.columns, ...s.actions.flatMap((a) => a.inputs ?? [])]);
    expect(columns.filter((c) => coded.test(c.label)).map((c) => c.label)).toEqual([]);
  });
});

describe('English labels of the business screens come from the contract', () => {
  const glossary = loadGlossary();
  const all = () => Object.values(derived.areas).flat();

  it('every screen, column, form input and state operation has the glossary English, none humanised', () => {
    expect(englishProblems(all(), glossary)).toEqual([]);
    // what the check above covered, so it cannot pass on an empty derivation
    expect(all().flatMap((s) => s.columns).length).toBeGreaterThan(800);
  });

  it('the check fails on a label without English (the Chinese stands in) and on a humanised one', () => {
    const repair = structuredClone(screen('/repair/repairorder'));
    const col = (p: string) => repair.columns.find((c) => c.prop === p)!;
    col('repairNo').en = col('repairNo').label;
    col('customerName').en = 'Customer name';
    repair.actions[0]!.en = 'Appoint';
    repair.en = 'Repair order';
    expect(englishProblems([repair], glossary)).toEqual([
      '/repair/repairorder: screen 维修单 is "Repair order", the glossary says "Repair orders"',
      '/repair/repairorder repairNo: 维修单号 has no English',
      '/repair/repairorder customerName: 报修人 is "Customer name" (its name humanised), the glossary says "Reported by"',
      '/repair/repairorder action appoint: 维修单派单 is "Appoint" (its name humanised), the glossary says "Dispatch repair order"',
    ]);
  });

  it('a property whose x-title-en is gone derives the Chinese, which the check reports', async () => {
    const doc = await loadContract();
    const props = doc.components.schemas.RepairOrder.allOf[1].properties;
    delete props.repairNo['x-title-en'];
    const again = deriveScreens(doc).areas.repair.find((s: DerivedScreen) => s.menuPath === '/repair/repairorder');
    expect(englishProblems([again], glossary)).toEqual(['/repair/repairorder repairNo: 维修单号 has no English']);
  });
});
