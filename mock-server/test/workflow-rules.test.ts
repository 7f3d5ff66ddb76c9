// The workflow as BladeX and its Saber pages use it, through `prism proxy --errors`: the leave's
// bare taskUser, flow_N categories in every list, the leave detail's flow, the leave process's
// steps (one or two approvals by days, 驳回 back to the applicant), its history, deploy-upload
// and the diagram image.
import { inflateSync } from 'node:zlib';
import { writeZip } from '../src/zip.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, Client, isViolation, startStack, type Answer, type Stack } from './helpers.ts';

let stack: Stack;
const users: Record<string, { client: Client; id: string }> = {};
const ok = (a: Answer) => {
  expect(isViolation(a), a.text.slice(0, 500)).toBe(false);
  return a;
};
const records = async (c: Client, path: string, query: Record<string, unknown> = {}) =>
  ok(await c.get(path, { current: 1, size: 500, ...query })).body.data.records;
type Task = {
  taskId: string;
  taskName: string;
  processInstanceId: string;
  businessId: string;
  assignee: string;
  assigneeName: string;
  processIsFinished: string;
  category: string;
  categoryName: string;
  variables: Record<string, unknown>;
};

beforeAll(async () => {
  stack = await startStack({ prism: true });
  for (const account of ['admin', 'hr', 'manager', 'boss']) {
    const client = new Client(stack.url);
    users[account] = { client, id: (await client.signIn('000000', account, account)).body.user_id };
  }
});
afterAll(() => stack?.stop());

const leaveProcess = async () =>
  (await records(users.admin.client, '/blade-flow/work/start-list', { category: 'flow_1' })).find(
    (p: { key: string }) => p.key === 'leave',
  );

/** admin applies for a leave of `days` days with hr as the first approver; answers the sent task. */
async function applyForLeave(days: number, reason: string): Promise<Task> {
  const { client } = users.admin;
  const process = await leaveProcess();
  const before = new Set((await records(client, '/blade-flow/work/send-list')).map((t: Task) => t.processInstanceId));
  const body = {
    processDefinitionId: process.id,
    taskUser: users.hr.id,
    startTime: '2026-12-01 09:00:00',
    endTime: `2026-12-${String(days).padStart(2, '0')} 18:00:00`,
    days,
    reason,
  };
  expect(ok(await client.post('/blade-desk/process/leave/start-process', body)).body.success).toBe(true);
  const sent = (await records(client, '/blade-flow/work/send-list')).filter((t: Task) => !before.has(t.processInstanceId));
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ taskName: '部门经理审批', assigneeName: '人事', processIsFinished: 'unfinished', category: 'flow_1' });
  return sent[0];
}

const todoOf = async (account: string, processInstanceId: string): Promise<Task | undefined> =>
  (await records(users[account].client, '/blade-flow/work/todo-list')).find((t: Task) => t.processInstanceId === processInstanceId);
async function complete(account: string, t: Task, flag: string, comment: string) {
  return ok(
    await users[account].client.post('/blade-flow/work/complete-task', {
      taskId: t.taskId,
      processInstanceId: t.processInstanceId,
      comment,
      flag,
      variables: {},
    }),
  );
}
const historyOf = async (pid: string) =>
  ok(await users.admin.client.get('/blade-flow/process/history-flow-list', { processInstanceId: pid })).body.data as Array<
    Record<string, string>
  >;

describe('the leave process', () => {
  it('start-process takes taskUser as the bare user id and assigns the task to taskUser_<id>', async () => {
    const sent = await applyForLeave(2, '家中有事');
    const todo = (await todoOf('hr', sent.processInstanceId))!;
    expect(todo).toMatchObject({ assignee: `taskUser_${users.hr.id}`, assigneeName: '人事', taskName: '部门经理审批' });
    expect(todo.variables.taskUser).toBe(`taskUser_${users.hr.id}`);
    const detail = ok(await users.admin.client.get('/blade-desk/process/leave/detail', { businessId: sent.businessId })).body.data;
    expect(detail.taskUser).toBe(users.hr.id);
    const process = await leaveProcess();
    const prefixed = ok(
      await users.admin.client.post('/blade-desk/process/leave/start-process', {
        processDefinitionId: process.id,
        taskUser: `taskUser_${users.hr.id}`,
        days: 1,
        reason: '重复前缀',
      }),
    );
    expect(prefixed.status).toBe(400);
    expect(prefixed.body.msg).toContain('taskUser_');
    expect(
      ok(
        await users.admin.client.post('/blade-desk/process/leave/start-process', {
          processDefinitionId: process.id,
          taskUser: '404',
          days: 1,
          reason: 'x',
        }),
      ).status,
    ).toBe(400);
  });

  it('leave/detail carries flow: the instance, its current step and the applicant', async () => {
    const sent = await applyForLeave(3, '体检');
    const { flow } = ok(await users.hr.client.get('/blade-desk/process/leave/detail', { businessId: sent.businessId })).body.data;
    const todo = (await todoOf('hr', sent.processInstanceId))!;
    expect(flow).toMatchObject({
      processInstanceId: sent.processInstanceId,
      taskId: todo.taskId,
      taskName: '部门经理审批',
      taskDefinitionKey: 'managerApproval',
      status: 'todo',
      processIsFinished: 'unfinished',
      assigneeName: '管理员',
      category: 'flow_1',
      categoryName: '请假流程',
      businessId: sent.businessId,
    });
    expect(flow.processDefinitionId).toMatch(/^leave:/);
  });

  it('a leave of 3 days ends after the first approval', async () => {
    const sent = await applyForLeave(3, '三天年假');
    await complete('hr', (await todoOf('hr', sent.processInstanceId))!, 'ok', '同意');
    expect((await historyOf(sent.processInstanceId)).map((h) => h.historyActivityName)).toEqual(['开始', '部门经理审批', '结束']);
    expect(
      (await records(users.admin.client, '/blade-flow/work/send-list')).find((t: Task) => t.processInstanceId === sent.processInstanceId)
        .processIsFinished,
    ).toBe('finished');
    expect(await todoOf('boss', sent.processInstanceId)).toBeUndefined();
    const { flow } = ok(await users.admin.client.get('/blade-desk/process/leave/detail', { businessId: sent.businessId })).body.data;
    expect(flow).toMatchObject({ status: 'finish', processIsFinished: 'finished', taskName: '结束' });
  });

  it('a leave of more than 3 days goes on to 老板审批 (the boss) after the first approval', async () => {
    const sent = await applyForLeave(5, '回老家办婚礼');
    await complete('hr', (await todoOf('hr', sent.processInstanceId))!, 'ok', '同意, 请安排好交接');
    const bossTask = (await todoOf('boss', sent.processInstanceId))!;
    expect(bossTask).toMatchObject({
      taskName: '老板审批',
      assignee: `taskUser_${users.boss.id}`,
      assigneeName: '老板',
      processIsFinished: 'unfinished',
    });
    const mySent = (await records(users.admin.client, '/blade-flow/work/send-list')).find(
      (t: Task) => t.processInstanceId === sent.processInstanceId,
    );
    expect(mySent).toMatchObject({ taskName: '老板审批', assigneeName: '老板', processIsFinished: 'unfinished' });
    expect(
      (await records(users.hr.client, '/blade-flow/work/done-list')).find((t: Task) => t.processInstanceId === sent.processInstanceId)
        .processIsFinished,
    ).toBe('unfinished');
    await complete('boss', bossTask, 'ok', '准假');
    const steps = await historyOf(sent.processInstanceId);
    expect(steps.map((h) => [h.historyActivityName, h.assigneeName, h.comment])).toEqual([
      ['开始', '管理员', ''],
      ['部门经理审批', '人事', '同意, 请安排好交接'],
      ['老板审批', '老板', '准假'],
      ['结束', '', ''],
    ]);
    expect(steps.slice(1, 3).every((h) => h.endTime !== '')).toBe(true);
    expect(
      (await records(users.boss.client, '/blade-flow/work/done-list')).find((t: Task) => t.processInstanceId === sent.processInstanceId)
        .processIsFinished,
    ).toBe('finished');
  });

  it('驳回 returns the leave to the applicant (调整申请), who resubmits it or withdraws it', async () => {
    const sent = await applyForLeave(2, '家里装修');
    const first = (await todoOf('hr', sent.processInstanceId))!;
    const notMine = ok(
      await users.manager.client.post('/blade-flow/work/complete-task', {
        taskId: first.taskId,
        processInstanceId: first.processInstanceId,
        comment: '越权',
        flag: 'ok',
      }),
    );
    expect(notMine.status).toBe(400);
    await complete('hr', first, 'reject', '请补充工作交接安排');
    const adjust = (await todoOf('admin', sent.processInstanceId))!;
    expect(adjust).toMatchObject({ taskName: '调整申请', assignee: `taskUser_${users.admin.id}`, category: 'flow_1' });
    await complete('admin', adjust, 'ok', '已补充交接安排');
    const again = (await todoOf('hr', sent.processInstanceId))!;
    expect(again.taskName).toBe('部门经理审批');
    await complete('hr', again, 'reject', '时间不合适');
    await complete('admin', (await todoOf('admin', sent.processInstanceId))!, 'withdraw', '撤销申请');
    const steps = await historyOf(sent.processInstanceId);
    expect(steps.map((h) => [h.historyActivityName, h.assigneeName, h.comment])).toEqual([
      ['开始', '管理员', ''],
      ['部门经理审批', '人事', '请补充工作交接安排'],
      ['调整申请', '管理员', '已补充交接安排'],
      ['部门经理审批', '人事', '时间不合适'],
      ['调整申请', '管理员', '撤销申请'],
      ['结束', '', ''],
    ]);
    expect(await todoOf('admin', sent.processInstanceId)).toBeUndefined();
  });
});

describe('categories', () => {
  it('are flow_<dictKey> named by the flow dictionary in every list, seeded rows included, and filter exactly', async () => {
    const { client } = users.admin;
    const dict = ok(await client.get('/blade-system/dict/dictionary', { code: 'flow' })).body.data as Array<{
      dictKey: string;
      dictValue: string;
    }>;
    const names = new Map(dict.map((d) => [`flow_${d.dictKey}`, d.dictValue]));
    for (const path of [
      '/blade-flow/work/start-list',
      '/blade-flow/manager/list',
      '/blade-flow/work/claim-list',
      '/blade-flow/work/todo-list',
      '/blade-flow/work/send-list',
      '/blade-flow/work/done-list',
    ]) {
      const rows = await records(client, path);
      expect(rows.length, path).toBeGreaterThan(0);
      for (const row of rows) expect([row.category, row.categoryName], path).toEqual([row.category, names.get(row.category)]);
      expect(
        rows.every((row: Task) => names.has(row.category)),
        path,
      ).toBe(true);
    }
    expect((await records(client, '/blade-flow/follow/list')).every((f: Task) => names.has(f.category))).toBe(true);
    const expense = await records(client, '/blade-flow/work/claim-list', { category: 'flow_2' });
    expect(expense.length).toBeGreaterThan(0);
    expect(expense.every((t: Task) => t.category === 'flow_2')).toBe(true);
  });

  it('model/deploy takes a flow_N category and refuses another', async () => {
    const c = users.admin.client;
    const model = (await records(c, '/blade-flow/model/list'))[0];
    expect(ok(await c.post('/blade-flow/model/deploy', undefined, { modelId: model.id, category: '1' })).status).toBe(400);
    ok(await c.post('/blade-flow/model/deploy', undefined, { modelId: model.id, category: 'flow_2' }));
    expect(
      (await records(c, '/blade-flow/manager/list', { key: model.modelKey })).find((p: { key: string }) => p.key === model.modelKey),
    ).toMatchObject({ category: 'flow_2', categoryName: '报销流程' });
  });
});

describe('deploy-upload', () => {
  // Prism cannot validate an array inside multipart/form-data (test/requests.ts): this call goes to the sandbox directly.
  const upload = async (files: Array<[string, string | Buffer]>, category = 'flow_1') => {
    const form = new FormData();
    form.append('category', category);
    form.append('tenantIds', '');
    for (const [name, content] of files) form.append('files', new Blob([content]), name);
    const direct = new Client(stack.direct);
    direct.token = users.admin.client.token;
    return direct.call('POST', '/blade-flow/manager/deploy-upload', { raw: form });
  };
  const latest = async (key: string) =>
    (await records(users.admin.client, '/blade-flow/manager/list', { key })).find((p: { key: string }) => p.key === key);
  const bpmn = (id: string, name: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"><process id="${id}" name="${name}" isExecutable="true"><startEvent id="start"/><userTask id="t1" name="财务审批"/><endEvent id="end"/></process></definitions>`;

  it('deploys the next version of the process the file names, visible in manager/list and start-list', async () => {
    const before = (await latest('leave')).version;
    expect((await upload([['leave.bpmn20.xml', bpmn('leave', '请假流程')]])).body.success).toBe(true);
    const after = await latest('leave');
    expect(after).toMatchObject({
      version: before + 1,
      name: '请假流程',
      category: 'flow_1',
      categoryName: '请假流程',
      resourceName: 'leave.bpmn20.xml',
      suspensionState: 1,
    });
    expect((await records(users.admin.client, '/blade-flow/work/start-list')).map((p: { id: string }) => p.id)).toContain(after.id);
    await upload([['expense-claim.xml', '<definitions/>']], 'flow_2');
    expect(await latest('expense-claim')).toMatchObject({ version: 1, name: 'expense-claim', category: 'flow_2' });
    await upload([['purchase.zip', writeZip([['processes/purchase_order.bpmn', bpmn('purchase_order', '采购订单审批')]])]], 'flow_1');
    expect(await latest('purchase_order')).toMatchObject({ version: 1, name: '采购订单审批' });
  });

  it('refuses a file that is not .bpmn/.bpmn20.xml/.xml/.zip, a bad category and no file, deploying nothing', async () => {
    const count = (await records(users.admin.client, '/blade-flow/manager/list')).length;
    const notes = await upload([
      ['ok.bpmn', bpmn('ok_process', '正常')],
      ['notes.txt', '备注'],
    ]);
    expect([notes.status, notes.body.success]).toEqual([400, false]);
    expect(notes.body.msg).toContain('notes.txt');
    expect((await upload([['leave.bpmn', bpmn('leave', '请假流程')]], 'leave')).status).toBe(400);
    expect((await upload([])).body.msg).toBe('请上传流程文件');
    expect((await upload([['broken.zip', 'not a zip']])).body.msg).toContain('broken.zip');
    expect((await records(users.admin.client, '/blade-flow/manager/list')).length).toBe(count);
  });
});

describe('diagram-view', () => {
  /** The pixels of one of our PNGs (8-bit RGB, filter 0 rows). */
  function hasColour(png: Buffer, rgb: number[]): boolean {
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    const idat: Buffer[] = [];
    for (let p = 8; p < png.length; p += 12 + png.readUInt32BE(p))
      if (png.toString('ascii', p + 4, p + 8) === 'IDAT') idat.push(png.subarray(p + 8, p + 8 + png.readUInt32BE(p)));
    const raw = inflateSync(Buffer.concat(idat));
    const stride = width * 3 + 1;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * stride + 1 + x * 3;
        if (raw[i] === rgb[0] && raw[i + 1] === rgb[1] && raw[i + 2] === rgb[2]) return true;
      }
    }
    return false;
  }
  // Prism's proxy decodes a binary answer as UTF-8 text (stoplightio/prism#2349, open): it checks
  // the answer against the contract (status, image/png), and the bytes are read from the sandbox.
  // The pages load the diagrams as plain images: `signedIn: false` sends no header at all.
  const image = async (query: Record<string, string>, path = 'diagram-view', signedIn = true) => {
    const headers = signedIn ? { authorization: BASIC, 'blade-auth': `bearer ${users.admin.client.token}` } : undefined;
    const get = (base: string) => fetch(`${base}/blade-flow/process/${path}?${new URLSearchParams(query)}`, { headers });
    const checked = await get(stack.url);
    expect(checked.headers.get('sl-violations'), await checked.text()).toBeNull();
    const res = await get(stack.direct);
    return { status: checked.status, type: checked.headers.get('content-type') ?? '', body: Buffer.from(await res.arrayBuffer()) };
  };
  const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const CURRENT = [211, 47, 47];

  it('answers a PNG of an instance, its waiting step in red, and none once it ended', async () => {
    const sent = await applyForLeave(4, '出差后调休');
    const running = await image({ processInstanceId: sent.processInstanceId });
    expect(running.status).toBe(200);
    expect(running.type).toContain('image/png');
    expect([...running.body.subarray(0, 8)]).toEqual(SIGNATURE);
    expect(hasColour(running.body, CURRENT)).toBe(true);
    await complete('hr', (await todoOf('hr', sent.processInstanceId))!, 'ok', '同意');
    await complete('boss', (await todoOf('boss', sent.processInstanceId))!, 'ok', '同意');
    expect(hasColour((await image({ processInstanceId: sent.processInstanceId })).body, CURRENT)).toBe(false);
  });

  it('answers a PNG of an instance without a token, as an <img> asks for it', async () => {
    const sent = await applyForLeave(2, '体检');
    const anonymous = await image({ processInstanceId: sent.processInstanceId }, 'diagram-view', false);
    expect([anonymous.status, [...anonymous.body.subarray(0, 8)]]).toEqual([200, SIGNATURE]);
    expect(hasColour(anonymous.body, CURRENT)).toBe(true);
  });

  it('draws a definition through resource-view (no token needed), answers its BPMN as xml, and a 400 R without a known instance or definition', async () => {
    const leave = await leaveProcess();
    const definition = await image({ processDefinitionId: leave.id }, 'resource-view', false);
    expect([definition.status, [...definition.body.subarray(0, 8)]]).toEqual([200, SIGNATURE]);
    const xml = await fetch(
      `${stack.url}/blade-flow/process/resource-view?${new URLSearchParams({ processDefinitionId: leave.id, resourceType: 'xml' })}`,
    );
    expect([xml.status, xml.headers.get('sl-violations')]).toEqual([200, null]);
    expect(await xml.text()).toContain('<process id="leave" name="请假流程"');
    // diagram-view draws instances only: a definition's id is not one.
    expect(ok(await users.admin.client.get('/blade-flow/process/diagram-view', { processInstanceId: leave.id })).status).toBe(400);
    // Without the required parameter Prism refuses the request itself: the sandbox's own answer is read directly.
    const direct = new Client(stack.direct);
    direct.token = users.admin.client.token;
    const missing = await direct.get('/blade-flow/process/diagram-view');
    expect([missing.status, missing.body.success]).toEqual([400, false]);
    expect(ok(await users.admin.client.get('/blade-flow/process/diagram-view', { processInstanceId: '404' })).status).toBe(400);
    expect(ok(await users.admin.client.get('/blade-flow/process/resource-view', { processDefinitionId: 'nothing:1:1' })).status).toBe(400);
  });
});
