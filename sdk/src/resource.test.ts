// blade.resource() and stateOperations() call the routes the contract records: whole paths, list
// methods, detail parameters, remove styles and where a state operation sends the record key.
import { describe, expect, it } from 'vitest';
import { anyStateOperations, stateOperations } from './index';
import { resourceFacts } from './generated/resources';
import { json, makeClient, ok } from './testing/helpers';

const line = (r: Request) => `${r.method} ${new URL(r.url).pathname}${decodeURIComponent(new URL(r.url).search)}`;

describe('resource helper', () => {
  it('list, page, detail, submit and remove follow the standard pattern', async () => {
    const page = { records: [{ id: '1', paramName: 'a' }], total: 37, size: 10, current: 1, pages: 4 };
    const { blade, fetch } = makeClient((r) => (new URL(r.url).pathname.endsWith('/list') ? ok(page) : ok({ id: '1' })));
    const param = blade.resource('/blade-system/param');
    expect(await param.list({ current: 1, size: 10, paramName: '名' })).toEqual(page);
    // page() has the shape of each page of pages(): the page asked for, the server's size and page count.
    expect(await param.page({ current: 2 })).toEqual({ records: page.records, total: 37, current: 2, size: 10, pages: 4 });
    expect(await param.detail('1')).toEqual({ id: '1' });
    await param.submit({ paramName: 'a', paramKey: 'k', paramValue: 'v' });
    await param.remove(['1', '2']);
    expect(fetch.calls.map(line)).toEqual([
      'GET /api/blade-system/param/list?current=1&size=10&paramName=名',
      'GET /api/blade-system/param/list?current=2',
      'GET /api/blade-system/param/detail?id=1',
      'POST /api/blade-system/param/submit',
      'POST /api/blade-system/param/remove?ids=1,2',
    ]);
    expect(await fetch.calls[3]!.json()).toEqual({ paramName: 'a', paramKey: 'k', paramValue: 'v' });
  });

  it("detail() and view() resolve undefined for a missing record (BladeX's R.data(null), or {})", async () => {
    for (const data of [null, {}, undefined]) {
      const { blade } = makeClient(() => json({ code: 200, success: true, data, msg: '暂无承载数据' }));
      expect(await blade.resource('/blade-system/param').detail('404')).toBeUndefined();
      expect(await blade.resource('/blade-user/user').view('404')).toBeUndefined(); // its own read: detail-info
    }
    const { blade } = makeClient(() => ok({ id: '7', paramName: 'a' }));
    expect(await blade.resource('/blade-system/param').detail('7')).toEqual({ id: '7', paramName: 'a' });
  });

  it('takes whole routes from the contract: the user service root, a POST list, an unpaged list', async () => {
    const { blade, fetch } = makeClient(() => ok([]));
    const user = blade.resource('/blade-user/user');
    await user.page({ current: 1, size: 10, account: 'admin' });
    await user.detail('7');
    await user.submit({ account: 'hr' });
    await user.remove(['7']);
    await blade.resource('/red-sale/cooperateapply').page({ current: 1, size: 10 });
    await blade.anyResource('/blade-system/dept').page({ current: 1, size: 10, deptName: '人事' });
    expect(fetch.calls.map(line)).toEqual([
      'GET /api/blade-user/page?current=1&size=10&account=admin',
      'GET /api/blade-user/detail?id=7',
      'POST /api/blade-user/submit',
      'POST /api/blade-user/remove?ids=7',
      'POST /api/red-sale/cooperateapply/list?current=1&size=10',
      'GET /api/blade-system/dept/list?deptName=人事',
    ]);
  });

  it('view reads the record the way the contract marks its view (detail-info), else the detail', async () => {
    const { blade, fetch } = makeClient(() => ok({ id: '7' }));
    await blade.resource('/blade-user/user').view('7');
    await blade.resource('/eim-stock/storeorderrecord').view('9');
    await blade.resource('/blade-system/param').view('1');
    expect(fetch.calls.map(line)).toEqual([
      'GET /api/blade-user/detail-info?id=7',
      'GET /api/eim-stock/storeorderrecord/detail-info?id=9',
      'GET /api/blade-system/param/detail?id=1',
    ]);
  });

  it("asks a detail read by several record fields by all of them (a brand's setting of a cycle)", async () => {
    const { blade, fetch } = makeClient(() => ok({ id: '1' }));
    const settings = blade.resource('/red-sale/salesettlementsetting');
    const setting = { id: '9', brandId: 'b1', settlementCycle: 2 };
    expect(settings.detailBy).toEqual({ brandId: 'brandId', settlementCycle: 'settlementCycle' });
    await settings.detail(settings.detailQuery(setting));
    // One key: the detail's parameter with the record's key field.
    const param = blade.resource('/blade-system/param');
    expect(param.detailBy).toBeUndefined();
    await param.detail(param.detailQuery({ id: '7' }));
    expect(fetch.calls.map(line)).toEqual([
      'GET /api/red-sale/salesettlementsetting/detail?brandId=b1&settlementCycle=2',
      'GET /api/blade-system/param/detail?id=7',
    ]);
  });

  it('reads a narrowed list by its path, refuses a list of another resource and calls the contract lacks', async () => {
    const { blade, fetch } = makeClient(() => ok({ records: [{ id: 'p1', deploymentId: 'd1' }], total: 1 }));
    const manager = blade.resource('/blade-flow/manager');
    expect(await manager.page({ current: 1, size: 10 }, { list: '/blade-flow/work/start-list' })).toEqual({
      records: [{ id: 'p1', deploymentId: 'd1' }],
      total: 1,
      current: 1,
      size: 10,
      pages: 1,
    });
    const any = blade.anyResource('/blade-flow/manager');
    await expect(any.page({}, { list: '/blade-flow/work/done-list' })).rejects.toThrow(
      '/blade-flow/work/done-list is not a list of /blade-flow/manager',
    );
    expect(() => any.detail('p1')).toThrow('/blade-flow/manager has no detail call in the contract');
    // The remove sends the deployment, one call a record: the contract's param and record field.
    expect(manager.removeKey).toBe('deploymentId');
    await manager.remove(['d1', 'd2']);
    expect(fetch.calls.map(line)).toEqual([
      'GET /api/blade-flow/work/start-list?current=1&size=10',
      'POST /api/blade-flow/manager/delete-deployment?deploymentIds=d1',
      'POST /api/blade-flow/manager/delete-deployment?deploymentIds=d2',
    ]);
  });

  it("names the server's export list where the contract has one, and reads it whole with the list's filters", async () => {
    const { blade, fetch } = makeClient(() =>
      ok([
        { id: '1', purchaseNo: 'CG1' },
        { id: '2', purchaseNo: 'CG2' },
      ]),
    );
    const orders = blade.resource('/eim-purchase/purchaseorderinfo');
    expect(orders.exportList).toBe('/eim-purchase/purchaseorderinfo/selectExportPurchaseOrderInfoList');
    expect(blade.resource('/blade-system/param').exportList).toBeUndefined();
    const all = await orders.all({ query: { purchaseNo: 'CG' }, size: 500, list: orders.exportList });
    expect(all.map((o) => o.purchaseNo)).toEqual(['CG1', 'CG2']);
    // One call: an unpaged list takes no page parameters.
    expect(fetch.calls.map(line)).toEqual(['GET /api/eim-purchase/purchaseorderinfo/selectExportPurchaseOrderInfoList?purchaseNo=CG']);
  });

  it('says which lists sort by ascs/descs: those whose operation declares them', () => {
    const { blade } = makeClient(() => ok([]));
    expect(blade.resource('/blade-system/param').sortable()).toBe(true);
    expect(blade.anyResource('/blade-system/dict').sortable({ list: '/blade-system/dict/parent-list' })).toBe(true);
    // Flowable's task queries order themselves: neither the to-do list nor the other task lists declare a sort.
    const work = blade.anyResource('/blade-flow/work');
    expect(work.sortable()).toBe(false);
    expect(work.sortable({ list: '/blade-flow/work/done-list' })).toBe(false);
    expect(blade.anyResource('/red-sale/cooperateapply').sortable()).toBe(false);
  });

  it('asks a detail by the contract parameter and removes one record a call where the contract says so', async () => {
    const { blade, fetch } = makeClient(() => ok({}));
    const region = blade.resource('/blade-system/region');
    expect(region.key).toBe('code');
    await region.detail('4403');
    await region.remove(['4403', '4404']);
    // A remove taking {"id"} in the body (no resource of today's contract): one call a record.
    resourceFacts['/blade-system/param'] = { removeStyle: 'id-body' };
    try {
      await blade.resource('/blade-system/param').remove(['1', '2']);
    } finally {
      delete resourceFacts['/blade-system/param'];
    }
    expect(fetch.calls.map(line)).toEqual([
      'GET /api/blade-system/region/detail?code=4403',
      'POST /api/blade-system/region/remove?id=4403',
      'POST /api/blade-system/region/remove?id=4404',
      'POST /api/blade-system/param/remove',
      'POST /api/blade-system/param/remove',
    ]);
    expect(await Promise.all(fetch.calls.slice(3).map((r) => r.json()))).toEqual([{ id: '1' }, { id: '2' }]);
  });

  it("asks the server whether a checked field's value is free (the contract's check route), and refuses a field it does not check", async () => {
    const { blade, fetch } = makeClient((r) => ok(new URL(r.url).searchParams.get('account') !== 'taken'));
    const accounts = blade.resource('/eim-user/accountnumber');
    expect(accounts.checked).toEqual(['account']);
    expect(await accounts.check('account', 'dasha01')).toBe(true);
    expect(await accounts.check('account', 'taken')).toBe(false);
    expect(fetch.calls.map(line)).toEqual([
      'POST /api/eim-user/accountnumber/check?account=dasha01',
      'POST /api/eim-user/accountnumber/check?account=taken',
    ]);
    expect(blade.resource('/blade-system/param').checked).toEqual([]);
    await expect(blade.anyResource('/eim-user/accountnumber').check('realName', 'x')).rejects.toThrow(/no check of realName/);
    // @ts-expect-error: the contract checks no field of params
    void (() => blade.resource('/blade-system/param').check('paramKey', 'x'));
  });

  it('types paths, list queries and bodies (tsc checks these lines)', () => {
    const { blade } = makeClient(() => ok());
    // @ts-expect-error not a resource of the contract
    expect(() => blade.resource('/blade-system/paramz')).not.toThrow();
    const param = blade.resource('/blade-system/param');
    // @ts-expect-error paramNam is not a filter of the param list
    void param.page({ paramNam: 'x' }).catch(() => undefined);
    void blade
      .resource('/blade-flow/manager')
      // @ts-expect-error the flow manager has no list named done-list
      .page({}, { list: '/blade-flow/work/done-list' })
      .catch(() => undefined);
  });
});

describe('edits', () => {
  it("go to the contract's update call where it has one (BladeX's /update), else to submit", async () => {
    const { blade, fetch } = makeClient(() => ok(true));
    const repair = blade.resource('/eim-repair/repairorder');
    const param = blade.resource('/blade-system/param');
    expect([repair.has('update'), param.has('update')]).toEqual([true, false]);
    await repair.submit({ repairNo: 'WX1' });
    await repair.update({ id: '1', repairNo: 'WX1' });
    await param.update({ id: '2', paramValue: 'v' });
    await blade.resource('/blade-user/user').update({ id: '3', realName: '张三' });
    expect(fetch.calls.map(line)).toEqual([
      'POST /api/eim-repair/repairorder/save',
      'POST /api/eim-repair/repairorder/update',
      'POST /api/blade-system/param/submit',
      'POST /api/blade-user/update',
    ]);
  });
});

describe('state operations', () => {
  it('hold the contract from/to states, and tell which records allow an operation', () => {
    const { blade } = makeClient(() => ok());
    const sms = stateOperations(blade, '/blade-resource/sms');
    expect(sms.actions.enable).toMatchObject({ path: '/blade-resource/sms/enable', where: 'id', field: 'status', from: [2], to: 1 });
    expect([sms.allows('enable', { status: 2 }), sms.allows('enable', { status: '1' }), sms.allows('disable', { status: 1 })]).toEqual([
      true,
      false,
      true,
    ]);
    const manager = stateOperations(blade, '/blade-flow/manager');
    expect(manager.allows('change-state', { suspensionState: 2 }, 'active')).toBe(true);
    expect(manager.allows('change-state', { suspensionState: 1 }, 'active')).toBe(false);
    expect(manager.allows('change-state', { suspensionState: 1 }, 'suspend')).toBe(true);
    // @ts-expect-error the SMS configuration has no operation named publish
    expect(() => sms.allows('publish', {})).toThrow('/blade-resource/sms has no operation publish in the contract');
  });

  it('send the record key where the contract says: ?id=, a named parameter, ?ids=, or the body', async () => {
    const { blade, fetch } = makeClient(() => ok());
    await stateOperations(blade, '/blade-resource/oss').run('enable', '5');
    await stateOperations(blade, '/blade-flow/manager').run('change-state', 'p1', { query: { state: 'suspend' } });
    await stateOperations(blade, '/blade-flow/work').run('claim-task', 't1');
    await stateOperations(blade, '/blade-develop/code').run('gen-code', ['1', '2'], { query: { system: 'saber' } });
    await stateOperations(blade, '/blade-flow/work').run('complete-task', 't2', { body: { processInstanceId: 'i2', flag: 'ok' } });
    expect(fetch.calls.map(line)).toEqual([
      'POST /api/blade-resource/oss/enable?id=5',
      'POST /api/blade-flow/manager/change-state?state=suspend&processId=p1',
      'POST /api/blade-flow/work/claim-task?taskId=t1',
      'POST /api/blade-develop/code/gen-code?system=saber&ids=1,2',
      'POST /api/blade-flow/work/complete-task',
    ]);
    expect(await fetch.calls[4]!.json()).toEqual({ processInstanceId: 'i2', flag: 'ok', taskId: 't2' });
  });

  it('send a multipart body as FormData: a workbook to import, no record named', async () => {
    const { blade, fetch } = makeClient(() => ok());
    const orders = stateOperations(blade, '/eim-purchase/purchaseorderinfo');
    expect(orders.actions.uploadPurchaseOrder).toMatchObject({ where: 'none', body: 'multipart' });
    const file = new File([new Uint8Array([0x50, 0x4b])], '采购订单.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await orders.run('uploadPurchaseOrder', [], { body: { file } });
    expect(fetch.calls.map(line)).toEqual(['POST /api/eim-purchase/purchaseorderinfo/uploadPurchaseOrder']);
    expect(fetch.calls[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = (await fetch.calls[0]!.formData()).get('file') as File;
    expect([sent.name, sent.size]).toEqual(['采购订单.xlsx', 2]);
  });

  it("read a file answer as bytes: a server order's materials zip (GET, the order named by serverOrderId)", async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
    const { blade, fetch } = makeClient(() => new Response(zip, { headers: { 'content-type': 'application/zip' } }));
    const orders = stateOperations(blade, '/red-sale/saleserverorder');
    expect(orders.actions.downFileToZip).toMatchObject({ method: 'get', where: 'serverOrderId', answer: 'file' });
    const file = await orders.run('downFileToZip', 'o1');
    expect(file).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (file as Blob).arrayBuffer())).toEqual(zip);
    expect(fetch.calls.map(line)).toEqual(['GET /api/red-sale/saleserverordersourcematerial/downFileToZip?serverOrderId=o1']);
  });

  it('name a record by the field the contract says, under the name it says: a device by its code, a category as categoryId', async () => {
    const { blade, fetch } = makeClient(() => ok());
    const device = stateOperations(blade, '/red-sale/saledevice');
    const category = stateOperations(blade, '/red-sale/mallcategory');
    expect([
      device.keyOf('bindMarketUser'),
      category.keyOf('bind-product'),
      stateOperations(blade, '/blade-resource/oss').keyOf('enable'),
    ]).toEqual(['deviceCode', 'id', 'id']);
    await device.run('bindMarketUser', 'SN1', { query: { marketUserId: 'u1' } });
    await device.run('device-condition', 'SN1', { query: { conditionId: 'c1' } });
    await category.run('bind-product', '9', { body: { productIds: '1,2' } });
    expect(fetch.calls.map(line)).toEqual([
      'POST /api/red-sale/saledevice/bindMarketUser?marketUserId=u1&deviceCode=SN1',
      'POST /api/red-sale/salecondition/device-condition?conditionId=c1&deviceCode=SN1',
      'POST /api/red-sale/mallcategory/bind-product',
    ]);
    expect(await fetch.calls[2]!.json()).toEqual({ productIds: '1,2', categoryId: '9' });
  });

  it('send several records in one call as one body array where the contract says body-list: the selected devices of a batch', async () => {
    const { blade, fetch } = makeClient(() => ok());
    const device = stateOperations(blade, '/red-sale/saledevice');
    expect(device.actions['batch-config']).toMatchObject({ where: 'body-list', param: 'deviceCodes', key: 'deviceCode' });
    await device.run('batch-config', ['SN1', 'SN2'], { body: { conditionId: 'c1' } });
    expect(fetch.calls.map(line)).toEqual(['POST /api/red-sale/salecondition/batch-config']);
    expect(await fetch.calls[0]!.json()).toEqual({ conditionId: 'c1', deviceCodes: ['SN1', 'SN2'] });
  });

  it("send a record's new records in one list body where the contract says body-rows: a BOM line's materials, its key in each row", async () => {
    const { blade, fetch } = makeClient(() => ok());
    const bom = anyStateOperations(blade, '/eim-sales/salesorderbom');
    expect(bom.actions['bommateriel-batch']).toMatchObject({
      where: 'body-rows',
      param: 'salesOrderBomId',
      path: '/eim-sales/salesorderbommateriel/submit-batch',
    });
    await bom.run('bommateriel-batch', 'L1', {
      body: [
        { materielId: 'm1', quantity: 2 },
        { materielId: 'm2', quantity: 1, salesOrderBomId: 'other' },
      ],
    });
    expect(fetch.calls.map(line)).toEqual(['POST /api/eim-sales/salesorderbommateriel/submit-batch']);
    // The record's key is the one sent, whatever a row said.
    expect(await fetch.calls[0]!.json()).toEqual([
      { materielId: 'm1', quantity: 2, salesOrderBomId: 'L1' },
      { materielId: 'm2', quantity: 1, salesOrderBomId: 'L1' },
    ]);
  });

  it('place inputs where the contract takes them: a body (with a fixed target state), a body list, rows, else the query', async () => {
    const { blade, fetch } = makeClient(() => ok());
    const money = anyStateOperations(blade, '/eim-money/moneyrepairorder');
    expect(money.actions.reconciliation).toMatchObject({ where: 'body', to: 2, body: 'json' });
    await money.run('reconciliation', ['r1'], { inputs: { remark: '对账' } });
    await stateOperations(blade, '/red-sale/saledevice').run('bindMarketUser', 'SN1', { inputs: { marketUserId: 'u1' } });
    await anyStateOperations(blade, '/red-sale/saledevice').run('batch-config', ['SN1', 'SN2'], { inputs: { conditionId: 'c1' } });
    await anyStateOperations(blade, '/eim-purchase/purchaseorderinfo').run('saveSupplementaryOrder', [], { inputs: { purchaseNo: 'P1' } });
    await anyStateOperations(blade, '/eim-sales/salesorderbom').run('bommateriel-batch', ['L1'], { inputs: [{ materielId: 'm1' }] });
    expect(fetch.calls.map(line)).toEqual([
      'POST /api/eim-money/moneyrepairorder/reconciliation',
      'POST /api/red-sale/saledevice/bindMarketUser?marketUserId=u1&deviceCode=SN1',
      'POST /api/red-sale/salecondition/batch-config',
      'POST /api/eim-purchase/purchaseorderinfo/saveSupplementaryOrder',
      'POST /api/eim-sales/salesorderbommateriel/submit-batch',
    ]);
    const bodies = await Promise.all([0, 2, 3, 4].map((i) => fetch.calls[i]!.json()));
    expect(bodies).toEqual([
      { status: 2, remark: '对账', id: 'r1' },
      { conditionId: 'c1', deviceCodes: ['SN1', 'SN2'] },
      { purchaseNo: 'P1' },
      [{ materielId: 'm1', salesOrderBomId: 'L1' }],
    ]);
  });
});
