import { describe, expect, it } from 'vitest';
import { findResourceScreen, isResource, screenIndex } from '@/screens/registry';
import { QueryClient } from '@tanstack/react-query';
import { saveRecord } from '@/resources/data';
import { resourceListOptions } from '@/resources/queries';
import { staticOptions } from '@/resources/options';
import { translator } from '@/resources/texts';
import { http, HttpResponse, R, server } from '@/testing/msw-server';

describe('business screens in the registry', () => {
  it("labels a coded field's codes in the UI language (the contract's x-enum-labels)", async () => {
    const entry = await findResourceScreen('/money/moneycollectorder/index')!.load();
    if (!entry || !isResource(entry)) throw new Error('not a resource screen');
    const collectType = entry.columns.find((c) => c.prop === 'collectType')!;
    expect(collectType.type).toBe('select');
    expect(collectType.search).toBe(true);
    expect(staticOptions(collectType, translator('zh'))?.map((o) => o.label)).toEqual(['银行转账', '微信', '支付宝']);
    expect(staticOptions(collectType, translator('en'))?.map((o) => o.label)).toEqual(['Bank transfer', 'WeChat Pay', 'Alipay']);
  });

  it('registers each derived screen as a generic list screen of its area', async () => {
    expect(screenIndex['/money/moneycollectorder']).toBe('money');
    const entry = await findResourceScreen('/repair/repairorder/index')!.load();
    expect(entry && isResource(entry)).toBe(true);
    if (!entry || !isResource(entry)) return;
    // No route copy in the entry: its calls are the SDK's resource of its path (the contract's routes).
    expect(Object.keys(entry.api ?? {})).toEqual(['beforeSubmit']);
    const calls: string[] = [];
    server.use(
      http.get('/eim-repair/repairorder/page', ({ request }) => {
        calls.push(`GET page${new URL(request.url).search}`);
        return HttpResponse.json(R({ records: [{ id: '1', repairNo: 'WX001', status: 1 }], total: 1 }));
      }),
      http.post('/eim-repair/repairorder/save', () => {
        calls.push('POST save');
        return HttpResponse.json(R(true));
      }),
    );
    expect(await new QueryClient().fetchQuery(resourceListOptions(entry, { current: 1, size: 10, repairNo: '' }))).toEqual({
      records: [{ id: '1', repairNo: 'WX001', status: 1 }],
      total: 1,
      current: 1,
      size: 10,
      pages: 1,
    });
    await saveRecord(entry, { repairNo: 'WX002' }, 'add');
    expect(calls).toEqual(['GET page?current=1&size=10', 'POST save']);
    expect(entry.actions?.map((a) => [a.name, a.scope, a.permission])).toEqual([
      ['appoint', 'row', 'repairorder_appoint'],
      ['repeal', 'row', 'repairorder_repeal'],
      ['finish', 'row', 'repairorder_finish'],
    ]);
    const finish = entry.actions!.find((a) => a.name === 'finish')!;
    expect(finish.visible!({ status: 2 })).toBe(true);
    expect(finish.visible!({ status: 1 })).toBe(false);
    const status = entry.columns.find((c) => c.prop === 'status')!;
    expect(status).toMatchObject({
      options: { texts: 'business:repairorder.options.status', values: ['1', '2', '3', '4'] },
      defaultValue: '1',
    });
    expect(staticOptions(status, translator('zh'))).toEqual([
      { value: '1', label: '待派单' },
      { value: '2', label: '已派单' },
      { value: '3', label: '已完成' },
      { value: '4', label: '已撤销' },
    ]);
    expect(entry.api!.beforeSubmit!({ status: '2', repairFee: '' }, 'add')).toEqual({ status: 2 });
  });
});
