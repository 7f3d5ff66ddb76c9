// blade-flow's engine lists and checks as FlowEngineServiceImpl answers them, through `prism proxy
// --errors`: processes by mode (通用 shared by every tenant, 定制 the tenant's own) and category,
// running instances as Flowable executions, a process file's check before its upload, and the
// model calls BladeX has (no detail or submit: models are drawn in the Flowable modeler).
import { describe, expect, it } from 'vitest';
import { BASIC, Client, isViolation, twoTenantAdmins, type Answer } from './helpers.ts';

const env = twoTenantAdmins();
const ok = (a: Answer) => {
  expect(isViolation(a), a.text.slice(0, 500)).toBe(false);
  return a;
};
type Process = { id: string; key: string; tenantId: string; category: string };
const records = async (c: Client, path: string, query: Record<string, unknown> = {}) =>
  ok(await c.get(path, { current: 1, size: 500, ...query })).body.data.records;
const keys = (rows: Process[]) => rows.map((p) => p.key).sort();

describe('process lists by mode and category', () => {
  it("mode 1 (the default) lists the shared processes, mode 2 the tenant's own (every one for the administrator); both lists alike", async () => {
    const hr = new Client(env.stack.url);
    await hr.signIn('000000', 'hr', 'hr');
    for (const path of ['/blade-flow/manager/list', '/blade-flow/work/start-list']) {
      const common = await records(env.other, path);
      expect(keys(common), path).toEqual(['expense', 'leave', 'purchase']);
      expect(
        common.every((p: Process) => p.tenantId === ''),
        path,
      ).toBe(true);
      expect(await records(env.other, path, { mode: 1 }), path).toEqual(common);
      // BladeX sets no tenant condition for the administrator in mode 2.
      expect(keys(await records(env.other, path, { mode: 2 })), path).toEqual([
        'expense',
        'leave',
        'purchase',
        'special_purchase',
        'travel',
      ]);
    }
    expect(keys(await records(hr, '/blade-flow/work/start-list'))).toEqual(['expense', 'leave', 'purchase']);
    const own = await records(hr, '/blade-flow/work/start-list', { mode: 2 });
    expect(own.map((p: Process) => [p.key, p.tenantId])).toEqual([
      ['special_purchase', '000000'],
      ['travel', '000000'],
    ]);
  });

  it('filters by category exactly, and has no name or key filter', async () => {
    const expense = await records(env.other, '/blade-flow/manager/list', { mode: 2, category: 'flow_2' });
    expect(expense.map((p: Process) => [p.key, p.category])).toEqual([
      ['expense', 'flow_2'],
      ['travel', 'flow_2'],
    ]);
    expect(await records(env.other, '/blade-flow/work/start-list', { category: 'flow_9' })).toEqual([]);
    // A key or name in the query is not a filter of BladeX's list (it is ignored).
    const direct = new Client(env.stack.direct);
    direct.token = env.other.token;
    const all = (await direct.get('/blade-flow/manager/list', { key: 'leave', name: '请假流程' })).body.data.records;
    expect(keys(all)).toEqual(['expense', 'leave', 'purchase']);
  });

  it("a model deployed for named tenants is their 定制 process; deployed for none, every tenant's 通用 one", async () => {
    const model = (await records(env.admin, '/blade-flow/model/list'))[0];
    const sharedBefore = (await records(env.other, '/blade-flow/manager/list')).find((p: Process) => p.key === model.modelKey);
    ok(await env.admin.post('/blade-flow/model/deploy', undefined, { modelId: model.id, category: 'flow_1', tenantIds: '100001' }));
    const own = (await records(env.other, '/blade-flow/manager/list', { mode: 2 })).filter(
      (p: Process) => p.key === model.modelKey && p.tenantId === '100001',
    );
    expect(own).toMatchObject([{ version: 1, category: 'flow_1' }]);
    expect((await records(env.other, '/blade-flow/manager/list')).find((p: Process) => p.key === model.modelKey)).toEqual(sharedBefore);
    ok(await env.admin.post('/blade-flow/model/deploy', undefined, { modelId: model.id, category: 'flow_1' }));
    for (const c of [env.admin, env.other]) {
      const shared = (await records(c, '/blade-flow/manager/list')).find((p: Process) => p.key === model.modelKey);
      expect(shared).toMatchObject({ tenantId: '', version: (sharedBefore?.version ?? 0) + 1 });
    }
  });
});

describe('manager/check-upload', () => {
  // Prism 5 passes this multipart body through; the form is what the stock deploy page sends.
  const check = async (name: string, content = '<definitions/>', headers: Record<string, string> = { authorization: BASIC }) => {
    const form = new FormData();
    form.append('file', new Blob([content]), name);
    const res = await fetch(`${env.stack.url}/blade-flow/manager/check-upload`, { method: 'POST', body: form, headers });
    const text = await res.text();
    expect(res.headers.get('sl-violations'), text).toBeNull();
    return { status: res.status, body: JSON.parse(text) };
  };

  it('passes a file named *.bpmn20.xml and refuses any other name, answering {name, success}', async () => {
    expect(await check('leave.bpmn20.xml')).toEqual({
      status: 200,
      body: { code: 200, success: true, data: { name: 'leave.bpmn20.xml', success: true }, msg: '操作成功' },
    });
    for (const name of ['notes.txt', 'leave.bpmn', 'leave.xml', 'flows.zip']) {
      const refused = await check(name, '备注');
      expect([refused.status, refused.body.success, refused.body.data], name).toEqual([200, true, { name, success: false }]);
    }
  });

  it('needs no token', async () => {
    expect((await check('leave.bpmn20.xml', '<definitions/>', {})).body.data.success).toBe(true);
  });
});

describe('follow/list', () => {
  const FIELDS = [
    'id',
    'name',
    'startUserId',
    'startUser',
    'startTime',
    'executionId',
    'processInstanceId',
    'processDefinitionId',
    'processDefinitionKey',
    'suspensionState',
    'category',
    'categoryName',
    'taskDefinitionId',
    'taskDefinitionKey',
    'activityId',
  ];

  it('answers the running instances as Flowable executions, by instance and by process key', async () => {
    const running = await records(env.admin, '/blade-flow/follow/list');
    expect(running.length).toBeGreaterThan(2);
    for (const e of running) expect(Object.keys(e).sort()).toEqual([...FIELDS].sort());
    const leave = running.find((e: { processDefinitionKey: string }) => e.processDefinitionKey === 'leave');
    expect(leave).toMatchObject({ category: 'flow_1', categoryName: '请假流程', executionId: leave.processInstanceId, suspensionState: 1 });
    expect(leave.startUserId).toMatch(/^taskUser_\d+$/);
    expect(leave.taskDefinitionKey).not.toBe('');
    const one = await records(env.admin, '/blade-flow/follow/list', { processInstanceId: leave.processInstanceId });
    expect(one.map((e: { processInstanceId: string }) => e.processInstanceId)).toEqual([leave.processInstanceId]);
    const byKey = await records(env.admin, '/blade-flow/follow/list', { processDefinitionKey: 'expense' });
    expect(byKey.length).toBeGreaterThan(0);
    expect(byKey.every((e: { processDefinitionKey: string }) => e.processDefinitionKey === 'expense')).toBe(true);
    // A finished instance is no Flowable execution: none of the ended ones is listed.
    const done = (await records(env.admin, '/blade-flow/work/send-list')).filter(
      (t: { processIsFinished: string }) => t.processIsFinished === 'finished',
    );
    expect(done.length).toBeGreaterThan(0);
    const listed = new Set(running.map((e: { processInstanceId: string }) => e.processInstanceId));
    expect(done.some((t: { processInstanceId: string }) => listed.has(t.processInstanceId))).toBe(false);
  });
});

describe('flow models', () => {
  it('are listed, deployed and removed; there is no detail or submit (the modeler draws them)', async () => {
    const direct = new Client(env.stack.direct);
    direct.token = env.admin.token;
    const model = (await records(env.admin, '/blade-flow/model/list'))[0];
    expect(model).toMatchObject({ id: expect.any(String), modelKey: expect.any(String), name: expect.any(String) });
    expect(model).not.toHaveProperty('status');
    expect((await direct.get('/blade-flow/model/detail', { id: model.id })).status).toBe(404);
    expect((await direct.post('/blade-flow/model/submit', { name: '新模型', modelKey: 'new_model' })).status).toBe(404);
    ok(await env.admin.post('/blade-flow/model/remove', undefined, { ids: model.id }));
    expect((await records(env.admin, '/blade-flow/model/list')).map((m: { id: string }) => m.id)).not.toContain(model.id);
  });
});
