import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM build script, no declarations
import { loadContract } from '../../scripts/derive-screens.mjs';
// @ts-expect-error: a plain ESM build script, no declarations
import { deriveScreens, enumOptions, humanise } from '../../scripts/derive/screens.mjs';
import type { DerivedScreen } from '@/features/business/derived-types';

const script = join(dirname(fileURLToPath(import.meta.url)), '../../scripts/derive-screens.mjs');
type Derived = { areas: Record<string, DerivedScreen[]>; index: Record<string, string>; skipped: { menuPath: string }[] };
let derived: Derived;
beforeAll(async () => {
  derived = deriveScreens(await loadContract());
}, 30_000);
const screen = (path: string) => Object.values(derived.areas).flat().find((s) => s.menuPath === path)!;

describe('business screens derived from the contract', () => {
  it('keeps the committed derived/*.json fresh (derive-screens --check)', () => {
    // Throws (and prints which file) when the contract changed and the JSON was not re-derived.
    const out = execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(out).toMatch(/fresh/);
  }, 30_000);

  it('derives every business menu leaf, each in its area', () => {
    expect(derived.skipped).toEqual([]);
    for (const area of ['sales', 'sale', 'purchase', 'produce', 'product', 'stock', 'repair', 'money', 'operating', 'user']) expect(derived.areas[area]!.length, area).toBeGreaterThan(0);
    expect(Object.keys(derived.index)).toHaveLength(Object.values(derived.areas).flat().length);
    expect(derived.index['/user/customer']).toBe('user');
  });

  it('reads the repair order screen: calls, columns, states and its three operations', () => {
    const s = screen('/repair/repairorder');
    expect(s).toMatchObject({ path: '/eim-repair/repairorder', entity: 'RepairOrder', key: 'id', list: 'page', paged: true, detail: 'id', submit: 'save', remove: 'ids' });
    expect(s.permissions).toEqual({ add: 'repairorder_add', edit: 'repairorder_edit', remove: 'repairorder_delete', view: 'repairorder_view' });
    expect(s.search).toEqual(['repairNo', 'customerName', 'contactPhone', 'deviceCode', 'productName']);
    const col = (p: string) => s.columns.find((c) => c.prop === p)!;
    expect(col('repairNo')).toMatchObject({ label: '维修单号', en: 'Repair no' });
    expect(col('repairFee').type).toBe('number');
    expect(col('appointTime').type).toBe('datetime');
    expect(col('status')).toMatchObject({ type: 'select', readOnly: true, default: 1, options: [[1, '待派单'], [2, '已派单'], [3, '已完成'], [4, '已撤销']] });
    expect(col('status').hide).toBeUndefined();
    expect(col('createTime')).toMatchObject({ type: 'datetime', readOnly: true });
    expect(s.columns.map((c) => c.prop)).not.toContain('tenantId');
    expect(s.columns.filter((c) => !c.hide).length).toBeLessThanOrEqual(10);
    const ops = Object.fromEntries(s.actions.map((a) => [a.name, a]));
    expect(Object.keys(ops)).toEqual(['appoint', 'repeal', 'finish']);
    expect(ops.appoint).toMatchObject({ label: '维修单派单', where: 'body', field: 'status', from: [1], to: 2, permission: 'repairorder_appoint' });
    expect(ops.appoint!.inputs!.find((i) => i.prop === 'repairmanId')).toMatchObject({ label: '维修人员ID', required: true });
    expect(ops.repeal).toMatchObject({ label: '撤销维修单', where: 'id', from: [1, 2], to: 4 });
    expect(ops.finish).toMatchObject({ label: '完成维修单', where: 'id', from: [2], to: 3, permission: 'repairorder_finish' });
  });

  it('reads a state update whose target the caller picks, and a POST list with its own save segment', () => {
    const order = screen('/purchase/purchaseorderinfo');
    expect(order.submit).toBe('savePurchaseOrderInfo');
    const update = order.actions.find((a) => a.name === 'updatePurchaseOrderState')!;
    expect(update).toMatchObject({ label: '修改采购订单状态', where: 'body', to: [20, 30, 40, 50, 60, 70] });
    expect(update.inputs).toBeUndefined();
    expect(screen('/sales/cooperateapply')).toMatchObject({ listMethod: 'post', list: 'list' });
  });

  it('names enum states and humanises field names', () => {
    expect(enumOptions([10, 20], '10 待提交, 20 待审核')).toEqual([[10, '待提交'], [20, '待审核']]);
    expect(enumOptions([0, 1], '')).toEqual([[0, '0'], [1, '1']]);
    expect(humanise('updatePurchaseOrderState')).toBe('Update purchase order state');
    expect(humanise('add_black')).toBe('Add black');
  });
});
