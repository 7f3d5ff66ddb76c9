// The platform screens' state operations come from the contract like the business ones: a button
// shows only in the states its operation is allowed from, and runs the contract's route.
import { describe, expect, it } from 'vitest';
import { oss, sms } from '@/features/files-messages/screens';
import { manager } from '@/features/work/flow-screens';
import { taskScreen } from '@/features/work/screens';
import type { DerivedAction, DerivedScreen, DerivedSublist } from '@/features/business/derived-types';
import { http, HttpResponse, R, server } from '@/testing/msw-server';
import type { ActionDef, AnyResource, Row } from '@/resources/types';

const action = (def: AnyResource, name: string): ActionDef => def.actions!.find((a) => a.name === name)!;
const shownFor = (def: AnyResource, row: Row) => def.actions!.filter((a) => a.visible?.(row) ?? true).map((a) => a.name);

describe('platform state operations', () => {
  it('offers enable and disable in the states the contract allows them from', () => {
    expect(shownFor(sms, { status: 2 })).toEqual(expect.arrayContaining(['enable']));
    expect(shownFor(sms, { status: 2 })).not.toContain('disable');
    expect(shownFor(sms, { status: 1 })).toEqual(expect.arrayContaining(['disable']));
    expect(shownFor(sms, { status: 1 })).not.toContain('enable');
    // OSS has no disable in the contract: enabling one configuration stops the others.
    expect(oss.actions!.map((a) => a.name)).toEqual(['enable']);
  });

  it('offers 激活 only to a suspended process and 挂起 only to an active one, and sends the choice', async () => {
    expect(action(manager, 'active').visible!({ suspensionState: 2 })).toBe(true);
    expect(action(manager, 'active').visible!({ suspensionState: 1 })).toBe(false);
    expect(action(manager, 'suspend').visible!({ suspensionState: 1 })).toBe(true);
    expect(action(manager, 'suspend').visible!({ suspensionState: 2 })).toBe(false);
    let seen = '';
    server.use(
      http.post('/blade-flow/manager/change-state', ({ request }) => {
        seen = new URL(request.url).search;
        return HttpResponse.json(R(true));
      }),
    );
    await action(manager, 'suspend').run!({ rows: [], row: { id: 'p1', suspensionState: 1 }, refresh: () => undefined });
    expect(seen).toBe('?state=suspend&processId=p1');
  });

  it('offers 签收 on a task waiting to be claimed, and sends its task id', async () => {
    const claim = action(taskScreen('claim'), 'claim');
    expect([claim.visible!({ status: 'claim' }), claim.visible!({ status: 'todo' })]).toEqual([true, false]);
    let seen = '';
    server.use(
      http.post('/blade-flow/work/claim-task', ({ request }) => {
        seen = new URL(request.url).search;
        return HttpResponse.json(R(true));
      }),
    );
    await claim.run!({ rows: [], row: { taskId: 't1', status: 'claim' }, refresh: () => undefined });
    expect(seen).toBe('?taskId=t1');
  });
});

describe('derived screens are typed by the one screen type', () => {
  const screen: DerivedScreen = {
    menuPath: '/repair/repairorder',
    title: '维修单',
    en: 'Repair orders',
    code: 'repairorder',
    path: '/eim-repair/repairorder',
    entity: 'RepairOrder',
    dateRange: true,
    permissions: {},
    columns: [{ prop: 'repairNo', label: '维修单号', en: 'Repair order no.' }],
    search: [],
    actions: [],
  };

  // The console's typecheck (npm test runs it over test/ too) fails on each expected error below
  // that the type does not raise: a derived file that drifts from the type fails there.
  it('refuses a stale path, an unknown column type or answer kind, and a sub-list read by a non-field', () => {
    // @ts-expect-error: no resource of the contract at this path
    const stale: DerivedScreen = { ...screen, path: '/eim-repair/repairorders' };
    // @ts-expect-error: no such column type
    const colour: DerivedScreen = { ...screen, columns: [{ prop: 'repairNo', label: '维修单号', en: 'Repair order no.', type: 'colour' }] };
    const lookUp: DerivedAction = { name: 'report', label: '报表', en: 'Report', permission: null };
    // @ts-expect-error: a look-up's answer is a text, file, table, record or tree
    const chart: DerivedScreen = { ...screen, actions: [{ ...lookUp, shows: 'chart' }] };
    const picker: DerivedScreen = {
      ...screen,
      // @ts-expect-error: a picker reads a GET list of the contract
      columns: [{ prop: 'repairman', label: '维修人员', en: 'Repairman', remote: { url: '/nowhere', valueKey: 'id' } }],
    };
    const tab: DerivedSublist = {
      url: '/eim-repair/repairorder/page',
      entity: 'RepairOrder',
      param: 'repairNo',
      label: '配件',
      en: 'Parts',
      columns: [],
    };
    // @ts-expect-error: a sub-list is read by a field name
    const byNumber: DerivedScreen = { ...screen, sublists: [{ ...tab, by: 7 }] };
    const good: DerivedScreen = { ...screen, actions: [{ ...lookUp, shows: 'table' }], sublists: [{ ...tab, by: 'repairNo' }] };
    expect([stale, colour, chart, picker, byNumber].map((s) => s.menuPath)).toEqual(Array(5).fill('/repair/repairorder'));
    expect(good.sublists?.[0]?.by).toBe('repairNo');
  });
});
