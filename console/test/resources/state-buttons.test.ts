// The platform screens' state operations come from the contract like the business ones: a button
// shows only in the states its operation is allowed from, and runs the contract's route.
import { describe, expect, it } from 'vitest';
import { oss, sms } from '@/features/files-messages/screens';
import { manager } from '@/features/work/flow-screens';
import { taskScreen } from '@/features/work/screens';
import { readDerivedScreens } from '@/features/business/derived-read';
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

describe('derived screens read at run time', () => {
  const screen = {
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

  it('keeps a screen of a contract resource and refuses a stale or malformed one by name', () => {
    expect(readDerivedScreens([screen])[0]!.path).toBe('/eim-repair/repairorder');
    expect(() => readDerivedScreens([{ ...screen, path: '/eim-repair/repairorders' }])).toThrow(
      'derived screen /repair/repairorder does not match the contract',
    );
    expect(() =>
      readDerivedScreens([{ ...screen, columns: [{ prop: 'repairNo', label: '维修单号', en: 'Repair order no.', type: 'colour' }] }]),
    ).toThrow('/repair/repairorder');
    expect(() => readDerivedScreens({})).toThrow('not a list');
    // A look-up's answer: a known kind with columns; a sub-list's `by` is a field name.
    const lookUp = {
      name: 'report',
      label: '报表',
      en: 'Report',
      permission: null,
      shows: 'table',
      answer: [{ prop: 'amount', label: '金额', en: 'Amount', type: 'number' }],
    };
    expect(readDerivedScreens([{ ...screen, actions: [lookUp] }])[0]!.actions[0]!.shows).toBe('table');
    expect(() => readDerivedScreens([{ ...screen, actions: [{ ...lookUp, shows: 'chart' }] }])).toThrow('/repair/repairorder');
    expect(() => readDerivedScreens([{ ...screen, actions: [{ ...lookUp, answer: [{ prop: 'amount' }] }] }])).toThrow(
      '/repair/repairorder',
    );
    const tab = { url: '/eim-repair/repairorder/parts', entity: 'RepairPart', param: 'repairNo', label: '配件', en: 'Parts', columns: [] };
    expect(readDerivedScreens([{ ...screen, sublists: [{ ...tab, by: 'repairNo' }] }])[0]!.sublists![0]!.by).toBe('repairNo');
    expect(() => readDerivedScreens([{ ...screen, sublists: [{ ...tab, by: 7 }] }])).toThrow('/repair/repairorder');
  });
});
