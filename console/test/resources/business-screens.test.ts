import { describe, expect, it } from 'vitest';
import { findResourceScreen, isResource, screenIndex } from '@/screens/registry';

describe('business screens in the registry', () => {
  it('registers each derived screen as a generic list screen of its area', async () => {
    expect(screenIndex['/money/moneycollectorder']).toBe('money');
    const entry = await findResourceScreen('/repair/repairorder/index')!.load();
    expect(entry && isResource(entry)).toBe(true);
    if (!entry || !isResource(entry)) return;
    expect(entry.api).toMatchObject({ list: 'page', submit: 'save', detailParam: 'id' });
    expect(entry.actions?.map((a) => [a.name, a.scope, a.permission])).toEqual([
      ['appoint', 'row', 'repairorder_appoint'], ['repeal', 'row', 'repairorder_repeal'], ['finish', 'row', 'repairorder_finish'],
    ]);
    const finish = entry.actions!.find((a) => a.name === 'finish')!;
    expect(finish.visible!({ status: 2 })).toBe(true);
    expect(finish.visible!({ status: 1 })).toBe(false);
    expect(entry.columns.find((c) => c.prop === 'status')).toMatchObject({ options: [{ value: '1', label: '待派单' }, { value: '2', label: '已派单' }, { value: '3', label: '已完成' }, { value: '4', label: '已撤销' }], defaultValue: '1' });
    expect(entry.api!.beforeSubmit!({ status: '2', repairFee: '' }, 'add')).toEqual({ status: 2 });
  });
});
